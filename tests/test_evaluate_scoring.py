"""Token-level scoring on tiny hand-made gold/prediction pairs (counts worked out by hand)."""

from __future__ import annotations

import math

import pytest

from hl7scrub._types import PhiType, Span
from hl7scrub.evaluate import GoldDocument, GoldSpan, Report, age_value, score
from hl7scrub.evaluation.scoring import gold_tokens
from hl7scrub.exceptions import InputError

TEXT = "Pt John Smith seen 7/22 by Dr Jones."
#       0123456789012345678901234567890123456
# tokens scored: Pt John Smith seen 7 22 by Dr Jones (punctuation is not scored)


def _doc(text: str = TEXT, anns: list[tuple[int, int, str]] | None = None,
         doc_id: str = "d1", patient: str = "p1") -> GoldDocument:
    if anns is None:
        anns = [(3, 13, "PTName"), (19, 23, "Date"), (30, 35, "HCPName")]
    return GoldDocument(doc_id, text, [GoldSpan(s, e, t, text[s:e]) for s, e, t in anns],
                        patient=patient)


def _span(start: int, end: int, typ: PhiType = "NAME", rec: str = "r") -> Span:
    return Span(start, end, typ, rec)


def _score(doc: GoldDocument, spans: list[Span], **kw: object) -> Report:
    return score([doc], {doc.id: spans}, **kw)  # type: ignore[arg-type]


def test_gold_tokens_are_word_tokens_only() -> None:
    doc = _doc()
    assert [doc.text[s:e] for s, e in gold_tokens(doc)] == [
        "Pt", "John", "Smith", "seen", "7", "22", "by", "Dr", "Jones"]


def test_hand_counted_overall() -> None:
    # John caught, Smith missed, 7 and 22 caught, "seen" is a false positive,
    # Jones is a provider: scored in its own row, outside the overall figures.
    spans = [_span(3, 7), _span(19, 23, "DATE"), _span(14, 18), _span(30, 35)]
    r = _score(_doc(), spans)
    assert r.overall.as_tuple() == (3, 1, 1, 3)
    assert r.overall.sensitivity == pytest.approx(0.75)
    assert r.overall.specificity == pytest.approx(0.75)
    assert r.overall.precision == pytest.approx(0.75)
    assert r.overall.f1 == pytest.approx(0.75)
    assert r.overall.f2 == pytest.approx(0.75)


def test_gold_label_rows_count_positives_per_label() -> None:
    spans = [_span(3, 7), _span(19, 23, "DATE"), _span(14, 18), _span(30, 35)]
    r = _score(_doc(), spans)
    assert r.rows["gold:PTName"].instances.as_tuple() == (1, 1, 0, 0)
    assert r.rows["gold:Date"].instances.as_tuple() == (2, 0, 0, 0)
    assert r.rows["gold:HCPName"].instances.as_tuple() == (1, 0, 0, 0)
    assert r.rows["gold:HCPName"].role == "provider"


def test_phi_type_rows_attribute_false_positives_to_the_predicted_type() -> None:
    spans = [_span(3, 7), _span(19, 23, "DATE"), _span(14, 18), _span(30, 35)]
    r = _score(_doc(), spans)
    assert r.rows["phi:NAME"].instances.as_tuple() == (1, 1, 1, 3)
    assert r.rows["phi:DATE"].instances.as_tuple() == (2, 0, 0, 4)


def test_provider_misses_do_not_lower_overall_recall() -> None:
    r = _score(_doc(), [_span(3, 13), _span(19, 23, "DATE")])
    assert r.overall.as_tuple() == (4, 0, 0, 4)
    assert r.rows["gold:HCPName"].instances.as_tuple() == (0, 1, 0, 0)
    assert [m.role for m in r.misses] == ["provider"]


def test_prediction_inside_a_gold_token_is_a_partial_miss() -> None:
    # rule (a): "Joh" is a proper substring of the gold token "John"
    r = _score(_doc(), [_span(3, 6), _span(8, 13), _span(19, 23)])
    assert r.overall.as_tuple() == (3, 1, 0, 4)
    (miss,) = r.phi_misses()
    assert (miss.text, miss.partial) == ("John", True)


def test_prediction_covering_several_tokens_tags_each_of_them() -> None:
    # rule (b): "Smith seen" contains the gold token Smith and the non-PHI token seen
    r = _score(_doc(), [_span(3, 7), _span(8, 18), _span(19, 23)])
    assert r.overall.as_tuple() == (4, 0, 1, 3)
    assert [fp.text for fp in r.false_positives] == ["seen"]


def test_partially_overlapping_prediction_leaks_the_uncovered_token() -> None:
    # rule (c): "7/2" overlaps 7 fully and 22 partly
    r = _score(_doc(), [_span(3, 13), _span(19, 22, "DATE")])
    assert r.overall.as_tuple() == (3, 1, 0, 4)
    assert [(m.text, m.partial) for m in r.phi_misses()] == [("22", True)]


def test_partial_overlap_of_a_non_phi_token_is_a_false_positive() -> None:
    r = _score(_doc(), [_span(3, 13), _span(19, 23), _span(16, 18)])  # "en" of "seen"
    assert r.overall.fp == 1
    assert r.false_positives[0].partial


def test_adjacent_predictions_cover_a_token_together() -> None:
    r = _score(_doc(), [_span(3, 5), _span(5, 7), _span(8, 13), _span(19, 23)])
    assert r.overall.as_tuple() == (4, 0, 0, 4)


def test_gold_boundary_inside_a_token_cuts_the_token() -> None:
    text = "CA'88 noted"
    doc = _doc(text, [(3, 5, "DateYear")])
    assert [text[s:e] for s, e in gold_tokens(doc)] == ["CA'", "88", "noted"]
    only_year = _score(doc, [_span(3, 5, "DATE")])
    assert only_year.overall.as_tuple() == (1, 0, 0, 2)
    whole = _score(doc, [_span(0, 5, "DATE")])
    assert whole.overall.as_tuple() == (1, 0, 1, 1)


def test_overlapping_gold_labels_count_once_overall_and_once_per_label() -> None:
    text = "Calvert called"
    doc = _doc(text, [(0, 7, "Location"), (0, 7, "PTName")])
    r = _score(doc, [])
    assert r.overall.as_tuple() == (0, 1, 0, 1)
    assert r.rows["gold:Location"].instances.fn == 1
    assert r.rows["gold:PTName"].instances.fn == 1
    assert r.rows["phi:LOCATION"].instances.fn == 1
    assert r.rows["phi:NAME"].instances.fn == 1


def test_overlapping_predictions_of_two_types_are_one_false_positive_overall() -> None:
    text = "seen today"
    doc = _doc(text, [])
    r = _score(doc, [_span(0, 4, "NAME"), _span(0, 4, "DATE")])
    assert r.overall.as_tuple() == (0, 0, 1, 1)
    assert r.rows["phi:NAME"].instances.fp == 1
    assert r.rows["phi:DATE"].instances.fp == 1
    assert r.false_positives[0].predicted == ("DATE", "NAME")


def test_ages_up_to_89_are_not_phi() -> None:
    text = "aged 45 and 93"
    doc = _doc(text, [(5, 7, "Age"), (12, 14, "Age")])
    r = _score(doc, [_span(5, 7, "AGE"), _span(12, 14, "AGE")])
    assert r.overall.as_tuple() == (1, 0, 1, 2)
    assert r.rows["nonphi:Age<=89"].instances.as_tuple() == (0, 0, 1, 0)
    assert r.rows["gold:Age"].instances.as_tuple() == (1, 0, 0, 0)


def test_unique_tokens_leak_when_any_instance_leaks() -> None:
    text = "John saw John and Mary"
    doc = _doc(text, [(0, 4, "PTName"), (9, 13, "PTName"), (18, 22, "RelativeProxyName")])
    r = _score(doc, [_span(0, 4), _span(18, 22)])
    assert r.overall.as_tuple() == (2, 1, 0, 2)
    assert r.rows["overall"].unique.as_tuple() == (1, 1, 0, 2)


def test_excluded_label_leaves_the_overall_figures() -> None:
    text = "MI in 1992 noted"
    doc = _doc(text, [(6, 10, "DateYear")])
    assert _score(doc, []).overall.as_tuple() == (0, 1, 0, 3)
    kept = _score(doc, [], exclude=("DateYear",))
    assert kept.overall.as_tuple() == (0, 0, 0, 3)
    assert kept.rows["gold:DateYear"].instances.fn == 1


def test_counts_are_summed_per_patient() -> None:
    a = _doc(doc_id="a", patient="p1")
    b = _doc(doc_id="b", patient="p2")
    r = score([a, b], {"a": [_span(3, 13), _span(19, 23)], "b": []})
    assert r.patients == ["p1", "p2"]
    assert r.patient_matrix("overall") == [(4, 0, 0, 4), (0, 4, 0, 4)]


def test_missing_prediction_fails_closed() -> None:
    with pytest.raises(InputError, match="no prediction"):
        score([_doc()], {})


def test_span_beyond_the_text_is_rejected() -> None:
    with pytest.raises(InputError, match="outside the text"):
        _score(_doc(), [_span(30, 99)])


def test_undefined_measures_are_nan() -> None:
    r = _score(_doc("nothing here", []), [])
    assert math.isnan(r.overall.sensitivity)
    assert math.isnan(r.overall.precision)
    assert r.overall.specificity == 1.0


@pytest.mark.parametrize(("phrase", "value"), [
    ("93", 93), ("45", 45), ("ninety-three", 93), ("twenty five", 25),
    ("late 90s", 90), ("one hundred two", 102), ("elderly", None),
])
def test_age_value(phrase: str, value: int | None) -> None:
    assert age_value(phrase) == value

from __future__ import annotations

import pytest

from hl7scrub._types import Span, read_after_names, with_free_spans
from hl7scrub.config import load_config
from hl7scrub.document import Document
from hl7scrub.exceptions import ConfigError
from hl7scrub.operators import Redactor, splice
from hl7scrub.pipeline import (
    Scrubber,
    build_scrubber,
    dot_leaders_as_colons,
    form_blanks_read,
    ocr_lookalikes_read,
    resolve_overlaps,
    soft_wraps_joined,
)
from hl7scrub.tokenize import tokenize


def test_tokenizer_keeps_apostrophe_inside_name() -> None:
    assert [t.text for t in tokenize("Mr. O'Leary saw Mc Donald")] == [
        "Mr", ".", "O'Leary", "saw", "Mc", "Donald"]


def test_tokenizer_offsets_refer_to_original_text() -> None:
    text = "  BP 120/80,\tHR 88 "
    for tok in tokenize(text):
        assert text[tok.start:tok.end] == tok.text


def test_splice_applies_right_to_left() -> None:
    assert splice("John saw Mary", [(0, 4, "[NAME]"), (9, 13, "[NAME]")]) == "[NAME] saw [NAME]"


def test_splice_rejects_overlapping_replacements() -> None:
    with pytest.raises(ValueError):
        splice("abcdef", [(0, 3, "x"), (2, 4, "y")])


def test_partial_overlap_of_different_types_is_labelled_phi() -> None:
    doc = Document("call 555-1234 now")
    spans = [Span(5, 13, "PHONE", "a"), Span(9, 15, "ID", "b")]
    (merged,) = resolve_overlaps(doc, spans)
    assert (merged.start, merged.end, merged.type) == (5, 15, "PHI")


def test_covering_span_type_wins_over_contained_span() -> None:
    doc = Document("at 12 Washington Street")
    spans = [Span(3, 23, "ADDRESS", "addr"), Span(6, 16, "NAME", "names")]
    (merged,) = resolve_overlaps(doc, spans)
    assert merged.type == "ADDRESS"


class _Fixed:
    name = "fixed"

    def __init__(self, spans: list[Span]) -> None:
        self.spans = spans

    def analyze(self, doc: object) -> list[Span]:
        return self.spans


def test_scrubber_widens_span_that_cuts_a_word() -> None:
    result = Scrubber([_Fixed([Span(0, 3, "NAME", "fixed")])], Redactor()).scrub("Johnson left")
    assert result.redacted == "[NAME] left"


def test_document_detects_upper_case_lines() -> None:
    doc = Document("PT SEEN BY DR HEALEY TODAY\nPatient seen by Dr Healey today")
    assert doc.is_upper_at(3)
    assert not doc.is_upper_at(30)


def test_label_in_capitals_does_not_make_a_mixed_case_value_upper_case() -> None:
    doc = Document("REQUESTING PHYSICIAN: Henry Oduya\nNEURO: PT A+OX3, FOLLOWS COMMANDS")
    assert not doc.is_upper_at(25)
    assert doc.is_upper_at(40)


def test_config_environment_overrides_file(tmp_path: object) -> None:
    cfg = load_config(env={"HL7SCRUB_SERVER_LISTEN": "127.0.0.1:9999",
                           "HL7SCRUB_SCRUB_REDACT_BARE_YEARS": "true"})
    assert cfg.server.listen == "127.0.0.1:9999"
    assert cfg.scrub.redact_bare_years is True


def test_config_rejects_unknown_setting() -> None:
    with pytest.raises(ConfigError):
        load_config(env={"HL7SCRUB_SERVER_NO_SUCH_THING": "1"})


def test_scrubber_does_not_widen_a_span_into_a_script_without_blanks() -> None:
    # "様" (an honorific) is glued to the name, not a part of it
    text = "山田花子様は糖尿病"
    result = Scrubber([_Fixed([Span(0, 4, "NAME", "fixed")])], Redactor()).scrub(text)
    assert result.redacted == "[NAME]様は糖尿病"


def test_with_free_spans_keeps_only_candidates_that_overlap_nothing_taken() -> None:
    spans = [Span(0, 5, "NAME", "names")]
    candidates = [Span(3, 8, "DATE", "dates"),    # overlaps a span found
                  Span(6, 9, "DATE", "dates"),    # free
                  Span(8, 12, "DATE", "dates")]   # overlaps the candidate taken before
    assert with_free_spans(spans, candidates) == [spans[0], candidates[1]]
    assert with_free_spans(spans, candidates[:1]) is spans


def test_read_after_names_reads_only_at_the_end_of_name_spans() -> None:
    spans = [Span(0, 5, "NAME", "names"), Span(6, 9, "LOCATION", "places")]
    found = list(read_after_names(spans, lambda pos: Span(pos, pos + 1, "DATE", "x")))
    assert found == [Span(5, 6, "DATE", "x")]


_WRAPPED = ("Itinerary: Lagos and Enugu x3 wks, then Ghana (Kumasi) x1 wk for work with\n"
            "Harvest Bridge NGO. Returns in March. Staying with cousins, rural village near\n"
            "Nsukka for 5 days.")


@pytest.mark.parametrize(("text", "joined_at"), [
    (_WRAPPED, [_WRAPPED.index("\nHarvest"), _WRAPPED.index("\nNsukka")]),
    # a long line ending in a word goes on in lower case
    ("The patient reports that the swelling of both ankles has been getting worse\n"
     "over the past week.", [75]),
])
def test_a_break_that_only_wraps_a_sentence_becomes_a_blank(text: str,
                                                             joined_at: list[int]) -> None:
    joined = soft_wraps_joined(text)
    assert len(joined) == len(text)
    assert [i for i, (a, b) in enumerate(zip(text, joined, strict=True)) if a != b] == joined_at


@pytest.mark.parametrize("text", [
    # a line of its own after a word a sentence may end with
    "Enteric culture includes testing for Salmonella, Shigella, Yersinia, and Aeromonas\n"
    "Allergy to peanuts observed.",
    # a field's label, a table row, a header line of fields, a short line, a sentence's end
    "Patient seen today in clinic with her daughter who translated for the visit of\n"
    "Plan: follow up in two weeks",
    "| Metformin | 1000 mg BID | 5/5 PM | HOLD (Cr 2.1) | started on the ward after\n"
    "review",
    "----- Mon 2/3/2025 7:14 PM  From: Penelope Ashgrove  To: Dr. Mariana Cifuentes\n"
    "Hi Dr. Cifuentes - the rash is back",
    "Short line with\nNsukka",
    "The patient reports that the swelling of both ankles has been getting worse.\n"
    "Over the past week it spread.",
])
def test_a_break_that_ends_a_line_of_its_own_stays(text: str) -> None:
    assert soft_wraps_joined(text) == text


def test_a_span_across_a_joined_break_is_cut_so_the_redaction_keeps_the_lines() -> None:
    start, end = _WRAPPED.index("with\nHarvest"), _WRAPPED.index(" NGO")
    result = Scrubber([_Fixed([Span(start, end, "ORG", "fixed")])], Redactor()).scrub(_WRAPPED)
    assert result.redacted.startswith(_WRAPPED[:start] + "[ORG]\n[ORG] NGO.")


@pytest.mark.parametrize(("text", "expected"), [
    ("NAME FIRST.......... THUY\nTUMOR SIZE.... 023 MM",
     "NAME FIRST:          THUY\nTUMOR SIZE:    023 MM"),
    ("ACCESSION NO........ 2023     SEQ NO.... 00", "ACCESSION NO:        2023     SEQ NO:    00"),
    ("he said... then left", "he said... then left"),
    # one blank between the label and its dots: the colon takes the blank's place
    ("  Name ............ HILL, ANN", "  Name:             HILL, ANN"),
    ("Plan: see note.... next visit", "Plan: see note.... next visit"),
    ("<<ONCOTYPE DX>> RS.... 9", "<<ONCOTYPE DX>> RS.... 9"),
])
def test_leader_dots_after_a_label_read_as_a_colon(text: str, expected: str) -> None:
    assert dot_leaders_as_colons(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("pgr _(555) 402-6621_  date _3/9/26_", "pgr  (555) 402-6621   date  3/9/26 "),
    ("Signature: ___GA___", "Signature:    GA   "),
    # an underscore between two letters or digits joins a user's or a file's name
    ("Dr Lim / lim_weiling  scan_0412.pdf", "Dr Lim / lim_weiling  scan_0412.pdf"),
    ("WARSAME_A_2024__x", "WARSAME_A_2024  x"),
])
def test_the_underscores_of_a_forms_blanks_read_as_blanks(text: str, expected: str) -> None:
    assert form_blanks_read(text) == expected


def test_a_telephone_number_written_on_a_forms_blank_is_redacted() -> None:
    result = build_scrubber().scrub("son to be called - cell _555-773-0192_ -- TF\n")
    assert "773" not in result.redacted and "_[PHONE]_" in result.redacted


@pytest.mark.parametrize(("text", "expected"), [
    ("DATE 0F SERVICE: 03/0B/2024", "DATE 0F SERVICE: 03/08/2024"),
    ("aspirated 2O21 by Dr.", "aspirated 2021 by Dr."),
    ("FAX (541) 3l2-8870", "FAX (541) 312-8870"),
    ("03/1l/2024 14:2l", "03/11/2024 14:2l"),
    ("TRI-VALLEY ORTH0PEDIC & SPINE", "TRI-VALLEY ORTHOPEDIC & SPINE"),
    ("Willamette Fami1y Clinic", "Willamette Family Clinic"),
    # a letter at a date's or a telephone's edge once the whole reads as one
    ("SERVICE: O4/l7/2O24 FAX S4l-3l2-887O", "SERVICE: 04/17/2024 FAX 541-312-8870"),
    # several look-alikes in a word of one case, when that gives a word or a name
    ("PATIENT: BR00KS, ALAN  WESTSIDE LAB0RAT0RIES  FAMlLY MEDICINE",
     "PATIENT: BROOKS, ALAN  WESTSIDE LABORATORIES  FAMILY MEDICINE"),
    ("code XK10QZ PT00QR LOT5B1 ISO9001 T1N0M0 Ol92 10/2O/2O2O5",
     "code XK10QZ PT00QR LOT5B1 ISO9001 T1N0M0 Ol92 10/2O/2O2O5"),
    # the shapes of clinical words with digits stay
    ("B12 HbA1c SpO2 I10 BRCA1 O2 2L G3P3 H1N1 T1W COVID19 A1AT 5-FU Apt 12B",
     "B12 HbA1c SpO2 I10 BRCA1 O2 2L G3P3 H1N1 T1W COVID19 A1AT 5-FU Apt 12B"),
])
def test_letters_a_scanner_read_for_digits_are_read_back(text: str, expected: str) -> None:
    assert ocr_lookalikes_read(text) == expected


def test_a_scanned_date_and_fax_number_are_redacted_and_the_original_characters_kept() -> None:
    result = build_scrubber().scrub("DATE 0F SERVICE: 03/0B/2024\nFAX (541) 3l2-8870\n")
    assert result.redacted == "DATE 0F SERVICE: [DATE]\nFAX [PHONE]\n"


def test_an_inverted_name_after_a_label_its_dots_and_a_blank_is_redacted() -> None:
    result = build_scrubber().scrub(
        "<Prescriber>\n  Name ............ LINDQVIST, PAAVO MD\n  NPI ............. 1\n")
    assert "LINDQVIST" not in result.redacted and "PAAVO" not in result.redacted


@pytest.mark.parametrize("text", [
    "Visited Sierra Leone and Costa Rica.",
    "Travel to Puerto Rico last month; born in Sri Lanka, moved from El Salvador.",
])
def test_a_country_named_in_several_words_is_kept(text: str) -> None:
    assert build_scrubber().scrub(text).redacted == text


def test_a_name_field_with_leader_dots_is_redacted() -> None:
    result = build_scrubber().scrub("NAME LAST........... PHAM\nNAME FIRST.......... THUY\n")
    assert result.redacted == "NAME LAST........... [NAME]\nNAME FIRST.......... [NAME]\n"

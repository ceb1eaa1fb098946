"""The header lexicon and how narrative units are cut back into their pieces."""

from __future__ import annotations

import pytest

from hl7scrub._types import PersonName, Span
from hl7scrub.hl7v2.escape import unescape_mapped
from hl7scrub.hl7v2.fieldmap import load_field_map
from hl7scrub.hl7v2.header_lexicon import collect
from hl7scrub.hl7v2.narrative import Piece, TextUnit, apply_spans
from hl7scrub.hl7v2.parse import DEFAULT_DELIMITERS, parse_message

RAW = "\r".join([
    "MSH|^~\\&|LAB|HOSP|RCV|RFAC|20240314093512||ORU^R01|C1|P|2.5.1",
    "PID|1||MRN4821337^^^HOSP^MR~123-45-6789^^^SSA^SS||O\\T\\HARA^MARGARET^ANN^JR^MRS||"
    "19570314|F|||1234 FICTIONAL AVE^APT 5^SPRINGFIELD^IL^62704||"
    "(217)555-0142^PRN^PH~^NET^Internet^mh@example.com|^WPN^PH^^1^217^5550177|||||||||"
    "Decatur",
    "NK1|1|HARTWELL^SUSAN|DAU||||||||||||M",
    "PV1|1|O|RAD||||1122334455^OKAFOR^THOMAS^C^^DR^MD|SMITH^JOHN",
    "OBR|1||||||||||||||||||||||||||||||||9988776655&KOWALCZYK&LEONARD",
    "OBX|1|TX|X||Seen.||||||F||||||||||||ACME LAB^L",
    "",
])


def _facts():  # type: ignore[no-untyped-def]
    return collect(parse_message(RAW.encode()), load_field_map())


def test_patient_name_is_collected_unescaped_with_role_and_gender() -> None:
    names = _facts().lexicon.names
    assert PersonName(family="O&HARA", given="MARGARET", middle="ANN", suffix="JR",
                      prefix="MRS", role="patient", gender="F") in names


def test_relative_gender_comes_from_its_own_segment() -> None:
    names = _facts().lexicon.names
    assert PersonName(family="HARTWELL", given="SUSAN", role="relative", gender="M") in names


def test_provider_names_come_from_xcn_and_ndl_fields() -> None:
    names = _facts().lexicon.names
    assert PersonName(family="OKAFOR", given="THOMAS", middle="C", prefix="DR",
                      role="provider") in names
    assert any(n.family == "KOWALCZYK" and n.given == "LEONARD" for n in names)


def test_a_name_written_in_place_of_an_xcn_id_is_still_a_name() -> None:
    names = _facts().lexicon.names
    assert any(n.family == "SMITH" and n.given == "JOHN" for n in names)


def test_identifiers_dates_phones_emails_and_places_are_collected() -> None:
    lex = _facts().lexicon
    assert {"MRN4821337", "123-45-6789", "1122334455", "9988776655"} <= set(lex.identifiers)
    assert "1957-03-14" in lex.dates
    assert "(217)555-0142" in lex.phones and "217 5550177" in lex.phones
    assert lex.emails == ["mh@example.com"]
    assert "1234 FICTIONAL AVE" in lex.addresses and "APT 5" in lex.addresses
    assert {"SPRINGFIELD", "62704", "Decatur"} <= set(lex.locations)
    assert "ACME LAB" in lex.organizations


def test_patient_key_prefers_the_medical_record_number() -> None:
    facts = _facts()
    assert facts.patient_key == "id:MRN4821337"
    assert facts.patient_gender == "F"
    assert facts.reference is not None and facts.reference.isoformat() == "2024-03-14"


def _unit(*lines: str) -> tuple[TextUnit, list[str]]:
    written = list(lines)
    unit = TextUnit("test")
    for i, line in enumerate(lines):
        def write(value: str, i: int = i) -> None:
            written[i] = value
        unit.pieces.append(Piece(unescape_mapped(line, DEFAULT_DELIMITERS), write, i, 5))
    return unit, written


def test_a_span_across_two_lines_is_replaced_in_both() -> None:
    unit, written = _unit("discussed with Dr. Leonard", "Kowalczyk who agreed.")
    text = unit.text()
    start = text.index("Leonard")
    span = Span(start, text.index(" who"), "NAME", "test")
    apply_spans(unit, [span], lambda s, t: ("[NAME]", "[NAME]"), DEFAULT_DELIMITERS)
    assert written == ["discussed with Dr. [NAME]", "[NAME] who agreed."]


def test_replacement_inside_escaped_text_keeps_the_escapes_around_it() -> None:
    unit, written = _unit("\\H\\Patient:\\N\\ O\\T\\Hara seen")
    text = unit.text()
    start = text.index("O&Hara")
    span = Span(start, start + len("O&Hara"), "NAME", "test")
    apply_spans(unit, [span], lambda s, t: ("[NAME]", "[NAME]"), DEFAULT_DELIMITERS)
    assert written == ["\\H\\Patient:\\N\\ [NAME] seen"]


def test_lines_without_spans_are_not_rewritten() -> None:
    unit, written = _unit("keep \\E\\ me", "Hara here")
    span = Span(len("keep \\ me") + 1, len("keep \\ me") + 5, "NAME", "test")
    apply_spans(unit, [span], lambda s, t: ("[NAME]", "[NAME]"), DEFAULT_DELIMITERS)
    assert written == ["keep \\E\\ me", "[NAME] here"]


def test_a_replacement_holding_a_delimiter_is_escaped() -> None:
    unit, written = _unit("call Hara")
    span = Span(5, 9, "NAME", "test")
    apply_spans(unit, [span], lambda s, t: ("A|B", ""), DEFAULT_DELIMITERS)
    assert written == ["call A\\F\\B"]


def test_surrogator_replaces_spans_and_keeps_those_it_declines() -> None:
    from hl7scrub.document import Document
    from hl7scrub.operators import Surrogator

    doc = Document("Seen by Smith on 03/14/2023.")
    spans = [Span(8, 13, "NAME", "t"), Span(17, 27, "DATE", "t")]
    op = Surrogator(lambda s, t: None if s.type == "DATE" else "Jones")
    assert op(doc, spans) == "Seen by Jones on 03/14/2023."


@pytest.mark.parametrize(("text", "days", "expected"), [
    ("03/14/2023", 10, "03/24/2023"),
    ("2023-03-14", -14, "2023-02-28"),
    ("March 14", 30, "April 13"),
    ("14 Mar 2023", 365, "13 Mar 2024"),
])
def test_shift_date_text_keeps_the_surface_format(text: str, days: int, expected: str) -> None:
    from hl7scrub.operators import shift_date_text

    assert shift_date_text(text, days, reference_year=2023) == expected


def test_shift_date_text_gives_up_rather_than_return_the_original() -> None:
    from hl7scrub.operators import shift_date_text

    assert shift_date_text("March 2023", 3) is None  # still March: label instead
    assert shift_date_text("not a date", 3) is None

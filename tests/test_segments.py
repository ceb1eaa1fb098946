"""HL7 v2 segments quoted in narrative: the layout names the person and address parts."""

from __future__ import annotations

import pytest

from hl7scrub.document import Document
from hl7scrub.pipeline import build_scrubber
from hl7scrub.recognizers import default_recognizers
from hl7scrub.recognizers.segments import QuotedSegmentRecognizer

SEGMENTS = QuotedSegmentRecognizer()


def found(text: str) -> list[tuple[str, str]]:
    return [(s.type, text[s.start:s.end]) for s in SEGMENTS.analyze(Document(text))]


@pytest.mark.parametrize(("text", "expected"), [
    # a patient's name (XPN: family, given, middle) and address (XAD) in a quoted PID
    ("Rejected: PID|1||CF0099182^^^CFCH^MR||TUILAGI^SEFO^M||19931304|M|||"
     "77 FENWICK ROW^^MARLOW JUNCTION^OH^43777||6145550163\nRetries: 3",
     [("NAME", "TUILAGI"), ("NAME", "SEFO"), ("NAME", "M"), ("ADDRESS", "77 FENWICK ROW"),
      ("LOCATION", "MARLOW JUNCTION"), ("ADDRESS", "43777")]),
    # a provider (XCN: identifier, family, given, middle) in a quoted PV1
    ("PV1|1|O|LAB^^^CFCH||||1234567^OKAFOR^CHIDI^A^^^MD|",
     [("ID", "1234567"), ("NAME", "OKAFOR"), ("NAME", "CHIDI"), ("NAME", "A")]),
    # a relative with a particle in subcomponents, and a second repetition
    ("NK1|1|VAN&DER BERG^ANNA~BERG^ANNIE|MTH", [
        ("NAME", "VAN&DER BERG"), ("NAME", "ANNA"), ("NAME", "BERG"), ("NAME", "ANNIE")]),
    # numbered as a list in a ticket
    ("2) OBR|1||88-123|CBC^COMPLETE BLOOD COUNT^L|||202409210800|||||||||4455^KIM^JI-HO",
     [("ID", "4455"), ("NAME", "KIM"), ("NAME", "JI-HO")]),
])
def test_person_and_address_components_of_a_quoted_segment_are_found(
        text: str, expected: list[tuple[str, str]]) -> None:
    assert found(text) == expected


@pytest.mark.parametrize("text", [
    # observations and coded values carry no person
    "OBX|1|NM|2345-7^GLUCOSE^LN||98|mg/dL|70-99|N",
    "MSH|^~\\&|LAB|CFCH|EHR|HCMC|202409220640||ORU^R01|88104422|P|2.3",
    # bars and carets in prose
    "BP 120/80 | HR 88 | temp ^ from 37.2",
    "the PID|5 field was empty; see ticket",
    # empty or numeric name components
    "PID|1||4471||^^||19800101",
])
def test_lines_that_quote_no_person_give_nothing(text: str) -> None:
    assert found(text) == []


def test_the_quoted_segment_recognizer_runs_by_default() -> None:
    assert any(isinstance(r, QuotedSegmentRecognizer) for r in default_recognizers())


def test_a_name_in_a_quoted_segment_is_redacted_by_the_scrubber() -> None:
    text = "Error: PID|1||4471^^^H^MR||TUILAGI^SEFO||19930413|M\nResent."
    redacted = build_scrubber().scrub(text).redacted
    assert "TUILAGI" not in redacted and "SEFO" not in redacted
    assert redacted.endswith("\nResent.")


def test_spans_say_which_data_type_held_them() -> None:
    spans = SEGMENTS.analyze(Document("PID|1||||DOE^JANE"))
    assert {s.reason for s in spans} == {"XPN component of a quoted segment"}
    assert {s.recognizer for s in spans} == {"segments"}

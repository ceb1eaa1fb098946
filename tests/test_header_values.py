"""Caller-supplied values (HL7 header) found in narrative in any surface form."""

from __future__ import annotations

import pytest

from hl7scrub._types import DocumentLexicon
from hl7scrub.config import ScrubConfig
from hl7scrub.document import Document
from hl7scrub.pipeline import Scrubber
from hl7scrub.recognizers import default_recognizers
from hl7scrub.recognizers.header_values import (
    HeaderValueRecognizer,
    identifier_pattern,
    phone_patterns,
)

HEADER = HeaderValueRecognizer()


def found(text: str, **values: list[str]) -> list[tuple[str, str]]:
    doc = Document(text, DocumentLexicon(**values))  # type: ignore[arg-type]
    return [(s.type, text[s.start:s.end]) for s in HEADER.analyze(doc)]


@pytest.mark.parametrize(("header", "surface"), [
    ("00123-456", "123456"),
    ("00123-456", "123 456"),
    ("00123-456", "00123456"),
    ("00123-456", "0012-3456"),
    ("00123-456", "123.456"),
    ("123456", "00-123-456"),
    ("A7788-12", "a778812"),
    ("A7788-12", "A 7788 12"),
    ("MRN^^^HOSP^MR", "MRNHOSPMR"),
])
def test_identifier_surface_forms(header: str, surface: str) -> None:
    text = f"ref {surface} noted"
    assert ("ID", surface) in found(text, identifiers=[header])


@pytest.mark.parametrize(("header", "text"), [
    ("00123-456", "value 1234567 noted"),
    ("00123-456", "value 9123456 noted"),
    ("00123-456", "value 1234560 noted"),
])
def test_identifier_is_not_found_inside_longer_numbers(header: str, text: str) -> None:
    assert found(text, identifiers=[header]) == []


def test_too_short_identifiers_are_not_searched() -> None:
    assert identifier_pattern("0012", 4) is None
    assert identifier_pattern("00-12-3", 4) is None
    assert identifier_pattern("1234", 4) is not None
    assert found("at 123 today", identifiers=["123"]) == []


def test_identifier_minimum_length_follows_config() -> None:
    config = ScrubConfig(header_identifier_min_length=6)
    recognizers = [r for r in default_recognizers(config)
                   if isinstance(r, HeaderValueRecognizer)]
    assert recognizers[0].min_identifier_length == 6


@pytest.mark.parametrize("surface", [
    "(410) 555-1234", "410-555-1234", "410.555.1234", "410 555 1234", "4105551234",
    "+1 410 555 1234", "1-410-555-1234", "555-1234", "555 1234",
])
def test_phone_in_any_layout(surface: str) -> None:
    # The whole number is one span (its local part may be found a second time).
    assert ("PHONE", surface) in found(f"call {surface} today", phones=["(410) 555-1234"])


def test_phone_digits_are_compared_not_text() -> None:
    assert phone_patterns("+1 (410) 555-1234") == phone_patterns("410.555.1234")


def test_short_extension_from_header() -> None:
    assert ("PHONE", "4-5678") in found("ext 4-5678 please", phones=["45678"])


def test_other_phone_numbers_are_not_header_phones() -> None:
    assert found("call 410-555-9999", phones=["(410) 555-1234"]) == []


@pytest.mark.parametrize("surface", [
    "john.doe@example.org", "John.Doe@Example.org", "JOHN.DOE@EXAMPLE.ORG",
])
def test_email_case_insensitive(surface: str) -> None:
    assert ("EMAIL", surface) in found(f"mail {surface}.", emails=["John.Doe@example.org"])


ADDRESS = "19 Clover Street^Apt 4^Lansdowne^MD^21227"


@pytest.mark.parametrize(("text", "typ", "value"), [
    ("lives at 19 Clover Street", "ADDRESS", "19 Clover Street"),
    ("lives at 19 Clover St. in town", "ADDRESS", "19 Clover St."),
    ("LIVES AT 19 CLOVER ST", "ADDRESS", "19 CLOVER ST"),
    ("walks along Clover Street daily", "ADDRESS", "Clover Street"),
    ("from Lansdowne", "LOCATION", "Lansdowne"),
    ("FROM LANSDOWNE", "LOCATION", "LANSDOWNE"),
    ("zip 21227", "ADDRESS", "21227"),
    ("zip 21227-1234", "ADDRESS", "21227-1234"),
    ("moved to Apt 4 downstairs", "ADDRESS", "Apt 4"),
])
def test_address_parts(text: str, typ: str, value: str) -> None:
    assert (typ, value) in found(text, addresses=[ADDRESS])


def test_single_line_address_is_split_into_parts() -> None:
    values = found("19 Clover Ave; lives in Towson; 21204",
                   addresses=["19 Clover Avenue, Towson, MD 21204"])
    assert ("ADDRESS", "19 Clover Ave") in values
    assert ("LOCATION", "Towson") in values
    assert ("ADDRESS", "21204") in values


def test_state_and_country_of_the_address_are_kept() -> None:
    text = "moved from MD, likes Maryland, born in USA"
    assert found(text, addresses=["1 Main St^^Towson^MD^21204^USA"]) == []


@pytest.mark.parametrize(("text", "expected"), [
    ("moved to Hope last year", [("LOCATION", "Hope")]),
    ("there is little hope", []),
    ("LIVES IN HOPE", [("LOCATION", "HOPE")]),
    ("NO HOPE OF RECOVERY", []),
])
def test_common_word_location_needs_capital_or_cue(text: str,
                                                   expected: list[tuple[str, str]]) -> None:
    assert found(text, locations=["Hope"]) == expected


def test_rare_location_matches_in_any_case() -> None:
    assert ("LOCATION", "catonsville") in found("son in catonsville", locations=["Catonsville"])


@pytest.mark.parametrize(("org", "text", "value"), [
    ("Acme Corporation", "works at ACME corp", "ACME corp"),
    ("Acme Corporation", "works at Acme", "Acme"),
    ("Acme Corporation", "works at Acme Corporation.", "Acme Corporation"),
    ("Johnson & Johnson", "retired from Johnson and Johnson", "Johnson and Johnson"),
    ("Bethlehem Steel Co.", "at Bethlehem Steel Company", "Bethlehem Steel Company"),
])
def test_organization_surface_forms(org: str, text: str, value: str) -> None:
    assert ("ORG", value) in found(text, organizations=[org])


def test_common_word_organization_needs_its_suffix() -> None:
    assert found("target dose reached", organizations=["Target Corp"]) == []
    assert ("ORG", "Target Corp") in found("works at Target Corp", organizations=["Target Corp"])


def test_empty_lexicon_gives_nothing() -> None:
    assert HEADER.analyze(Document("MRN 123456 call 410-555-1234")) == []


def test_spans_carry_reason_without_the_value() -> None:
    text = "MRN 123456, call 555-1234"
    doc = Document(text, DocumentLexicon(identifiers=["123456"], phones=["4105551234"]))
    spans = HEADER.analyze(doc)
    assert {s.reason for s in spans} == {"header identifier", "header phone number"}
    for s in spans:
        assert s.recognizer == "header_values"
        assert text[s.start:s.end] not in s.reason


def test_header_values_are_redacted_by_the_default_scrubber() -> None:
    scrubber = Scrubber(default_recognizers(ScrubConfig()))
    lexicon = DocumentLexicon(identifiers=["00123-456"], phones=["(410) 555-1234"])
    result = scrubber.scrub("Chart 123 456 reviewed; wife at 555.1234.", lexicon)
    assert "123 456" not in result.redacted
    assert "555.1234" not in result.redacted
    assert "[ID]" in result.redacted and "[PHONE]" in result.redacted


@pytest.mark.parametrize("text", ["1-" * 20000, "0" * 40000, "Clover " * 8000,
                                  "410 555 " * 6000])
def test_odd_input_finishes_without_timeout(text: str) -> None:
    lexicon = DocumentLexicon(identifiers=["00123-456"], phones=["4105551234"],
                              addresses=[ADDRESS], organizations=["Acme Inc"])
    HEADER.analyze(Document(text, lexicon))  # PatternTimeout would fail the test

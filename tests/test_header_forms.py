"""Header values found without compiling a pattern per document: the walked forms must
find exactly what the defining patterns find."""

from __future__ import annotations

import random

import pytest
import regex

from hl7scrub import _regex
from hl7scrub._types import DocumentLexicon
from hl7scrub.document import Document
from hl7scrub.recognizers.dates import (
    DateRecognizer,
    _header_date_spans,
    _lexicon_pattern,
    find_form,
    fold_case,
)
from hl7scrub.recognizers.header_values import (
    HeaderValueRecognizer,
    _identifier_core,
    _phone_core,
    _PhraseSpec,
    _Subject,
    _ZipSpec,
    find_identifier,
    identifier_pattern,
    phone_forms,
    phone_patterns,
    squeeze,
)


def reference(pattern: str | regex.Pattern[str], text: str) -> list[tuple[int, int]]:
    compiled = pattern if isinstance(pattern, regex.Pattern) else _regex.compile(pattern)
    return [m.span() for m in _regex.finditer(compiled, text)]


def random_texts(pieces: list[str], count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    return ["".join(rng.choice(pieces) for _ in range(rng.randint(1, 12)))
            for _ in range(count)]


DATE_PIECES = [
    "4", "04", "12", "1957", "57", "'57", "\u201957", "/", "-", ".", " ", "  ", "\t", ",",
    "April", "apr", "APR.", "Apr.", "aprİl", "12th", "th", "st", "of", " of ", "x", "_",
    "1", "0", "9", "\u017f", "\u0131", "\u212a", "\u0663", "sept", "Sep", "ember", "3rd",
    "2003", "03", "3", "Sept.", "1st", "01",
]
DATE_SETS = [((1957, 4, 12),), ((2003, 9, 1), (2003, 9, 3)), ((1957, 4, 12), (2001, 1, 1))]


@pytest.mark.parametrize("triples", DATE_SETS)
def test_header_date_walk_finds_what_the_pattern_finds(triples: tuple[tuple[int, int, int],
                                                                      ...]) -> None:
    pattern = _lexicon_pattern(triples)
    for text in random_texts(DATE_PIECES, 3000, seed=len(triples)):
        assert _header_date_spans(text, triples) == reference(pattern, text), text


@pytest.mark.parametrize(("form", "header"), [
    ("Sept. 3rd, '03", "20030903"),
    ("3rd of September 2003", "20030903"),
    ("sep-3-2003", "20030903"),
    ("2003 - 09 - 03", "20030903"),
    ("09032003", "20030903"),
    ("\u017fept 3", "20030903"),
])
def test_header_date_found_in_spelled_and_spaced_forms(form: str, header: str) -> None:
    doc = Document(f"seen {form}.", DocumentLexicon(dates=[header]))
    spans = [s for s in DateRecognizer().analyze(doc) if s.reason == "header date"]
    assert [doc.text[s.start:s.end] for s in spans] == [form]


def test_header_date_inside_a_longer_number_is_not_found() -> None:
    assert _header_date_spans("ref 2003090312 and 1/09/03/5", [(2003, 9, 3)]) == []


PHONE_PIECES = ["4", "1", "0", "5", "2", "3", "(", ")", "-", ".", "+", " ", "  ", "\t",
                "x", "\u0663", "410", "555", "1234", "555-1234", "(410)", "+1"]


@pytest.mark.parametrize("value", ["410-555-1234", "+1 (410) 555 1234", "5551234", "1234"])
def test_phone_walk_finds_what_the_patterns_find(value: str) -> None:
    pairs = list(zip(phone_patterns(value), phone_forms(value), strict=True))
    assert pairs
    for text in random_texts(PHONE_PIECES, 2000, seed=1):
        subject = _Subject(text)
        for pattern, form in pairs:
            found = find_form(text, form, subject.no_digit_before, subject.no_digit_at)
            assert found == reference(pattern, text), text


@pytest.mark.parametrize("value", ["410-555-1234", "+1 (410) 555 1234", "5551234", "1234"])
def test_text_without_a_phones_core_holds_none_of_its_forms(value: str) -> None:
    # the substring test that lets the recognizer skip a phone number's walk
    core = _phone_core(value)
    skipped = 0
    for text in random_texts(PHONE_PIECES, 2000, seed=3):
        if core not in _Subject(text).phone_squeezed:
            skipped += 1
            assert all(reference(p, text) == [] for p in phone_patterns(value)), text
    assert skipped


ID_PIECES = ["0", "00", "0.", "4471", "44", "71", "902", "A", "a", "MRN", "mrn", " ", "  ",
             "    ", "-", ".", "/", "\t", "x", "9", "1", "_", ":", "44-71", "4471902"]


@pytest.mark.parametrize("value", ["MRN4471902", "0044-71", "A902", "4471"])
def test_identifier_walk_with_its_squeezed_text_finds_what_the_pattern_finds(
        value: str) -> None:
    # the squeezed text only lets the walk skip texts where the core cannot occur
    core, pattern = _identifier_core(value, 4), identifier_pattern(value, 4)
    assert core is not None and pattern is not None
    for text in random_texts(ID_PIECES, 3000, seed=5):
        low = text.lower()
        assert find_identifier(text, core, low, squeeze(low)) == reference(pattern, text), text


PHRASE_PIECES = ["Clover", "clover", "CLOVER", "St", "st.", "Street", ",", ".", ". ", " ",
                 "  ", "\t", "Corp", "corporation", "&", "and", "Acme", "ACME", "\u017ft",
                 "\u212a", "\u0130", "\u0131", "x", "19", "O\u2019Brien", "o\u2019brien",
                 "Inc.", "Kent", "4"]


@pytest.mark.parametrize("spec", [
    _PhraseSpec(("19", "Clover", "St")),
    _PhraseSpec(("Clover", "Street")),
    _PhraseSpec(("Acme", "Corp", "Inc"), 2),
    _PhraseSpec(("O\u2019Brien", "&", "Co"), 1),
    _PhraseSpec(("Kent",)),
])
def test_phrase_walk_finds_what_the_pattern_finds(spec: _PhraseSpec) -> None:
    for text in random_texts(PHRASE_PIECES, 2000, seed=2):
        assert spec.find(_Subject(text)) == reference(spec.pattern(), text), text


@pytest.mark.parametrize("spec", [_ZipSpec("21201", "4321"), _ZipSpec("21201", None)])
def test_zip_walk_finds_what_the_pattern_finds(spec: _ZipSpec) -> None:
    pieces = ["21201", "2120", "1", "-", "4321", " ", "x", "_", "\u0663", "21201-4321"]
    for text in random_texts(pieces, 2000, seed=3):
        assert spec.find(_Subject(text)) == reference(spec.pattern(), text), text


def test_email_walk_finds_what_the_pattern_finds() -> None:
    value = "Pat.Doe@Example.org"
    pattern = r"(?i)(?<![\w.+-])" + regex.escape(value) + r"(?![\w-]|\.\w)"
    pieces = [value, value.upper(), "x", ".", " ", "-", "+", "_", "\u017f", "@", ".a"]
    recognizer = HeaderValueRecognizer()
    for text in random_texts(pieces, 2000, seed=4):
        doc = Document(text, DocumentLexicon(emails=[value]))
        found = [(s.start, s.end) for s in recognizer.analyze(doc)]
        assert found == reference(pattern, text), text


def test_fold_case_keeps_offsets() -> None:
    text = "\u0130stanbul \u017fept \u212aent \u00c5"
    assert len(fold_case(text)) == len(text)
    assert fold_case(text).startswith("istanbul sept kent")


def test_new_phone_in_every_document_is_found_in_any_layout() -> None:
    recognizer = HeaderValueRecognizer()
    for area in range(200, 230):
        value = f"({area}) 555-01{area % 100:02d}"
        full, local = f"+1 {area}.555.01{area % 100:02d}", f"555 01{area % 100:02d}"
        doc = Document(f"call {full} or {local} today", DocumentLexicon(phones=[value]))
        found = {doc.text[s.start:s.end] for s in recognizer.analyze(doc)}
        assert {full, local} <= found


def test_header_date_after_a_long_blank_run_is_still_found() -> None:
    text = "DOB April" + " " * 40 + "12, 1957 and 4/12/57"
    doc = Document(text, DocumentLexicon(dates=["19570412"]))
    found = [(s.start, s.end) for s in DateRecognizer().analyze(doc) if s.reason ==
             "header date"]
    assert found == reference(_lexicon_pattern(((1957, 4, 12),)), text)
    assert len(found) == 2


def test_street_after_a_long_blank_run_is_still_found() -> None:
    spec = _PhraseSpec(("Clover", "Street"))
    text = "lives on clover" + "\t" * 40 + "st. with wife"
    assert spec.find(_Subject(text)) == reference(spec.pattern(), text) == [(9, 58)]

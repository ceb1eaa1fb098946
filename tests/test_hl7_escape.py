"""Escape sequences: reading them as text, mapping back to raw offsets, writing them."""

from __future__ import annotations

import pytest

from hl7scrub.hl7v2.escape import escape, unescape, unescape_mapped
from hl7scrub.hl7v2.parse import Delimiters

D = Delimiters()


@pytest.mark.parametrize(("raw", "plain"), [
    ("plain text", "plain text"),
    ("O\\T\\Brien", "O&Brien"),
    ("a \\F\\ b \\S\\ c \\R\\ d \\E\\ e", "a | b ^ c ~ d \\ e"),
    ("line one\\.br\\line two", "line one\nline two"),
    ("\\H\\Name:\\N\\ Smith", "Name: Smith"),
    ("caf\\XC3A9\\", "caf\u00e9"),
    ("\\.sp 2\\next", "\nnext"),
    ("\\.in +4\\indented", " indented"),
    ("\\Zlocal\\kept", "\\Zlocal\\kept"),
    ("lone \\ escape", "lone \\ escape"),
])
def test_unescape(raw: str, plain: str) -> None:
    assert unescape(raw, D, "utf-8") == plain


def test_hex_escape_uses_the_message_character_set() -> None:
    assert unescape("m\\XB2\\", D, "latin-1") == "m\u00b2"


def test_hex_escape_of_utf8_bytes_reads_as_utf8_in_a_single_byte_character_set() -> None:
    assert unescape("J\\XC3BC\\rgen", D, "latin-1") == "J\u00fcrgen"
    assert unescape("\\XE9\\t\\XE9\\", D, "latin-1") == "\u00e9t\u00e9"  # single bytes stay
    assert unescape("\\XC3A9E9\\", D, "latin-1") == "\u00c3\u00a9\u00e9"  # no valid UTF-8


def test_raw_range_of_a_plain_span_covers_whole_escapes() -> None:
    raw = "Dr \\H\\O\\T\\Brien\\N\\ seen"
    mapped = unescape_mapped(raw, D)
    start = mapped.plain.index("O&Brien")
    lo, hi = mapped.raw_range(start, start + len("O&Brien"))
    assert raw[lo:hi] == "O\\T\\Brien"
    assert raw[:lo] == "Dr \\H\\"  # the highlight before the name stays


def test_raw_range_of_part_of_a_multi_character_escape_takes_the_whole_escape() -> None:
    raw = "x\\X4142\\y"
    mapped = unescape_mapped(raw, D)
    assert mapped.plain == "xABy"
    assert mapped.raw_range(1, 2) == (1, 8)


def test_structural_reading_turns_separators_into_spaces_and_line_breaks() -> None:
    mapped = unescape_mapped("SMITH^JOHN~line\\.br\\two", D, structural=True)
    assert mapped.plain == "SMITH JOHN\nline\ntwo"
    assert len(mapped.plain) != len(mapped.raw)
    lo, hi = mapped.raw_range(0, 10)
    assert mapped.raw[lo:hi] == "SMITH^JOHN"


@pytest.mark.parametrize("text", ["a|b^c~d\\e&f", "two\nlines", "plain", "\\.br\\"])
def test_escape_then_unescape_gives_the_text_back(text: str) -> None:
    assert unescape(escape(text, D), D) == text


def test_escape_without_line_breaks_writes_spaces() -> None:
    assert escape("a\nb", D, line_breaks=False) == "a b"


def test_escape_with_custom_delimiters() -> None:
    d = Delimiters("#", "$", "%", "@", "!")
    assert escape("a#b$c", d) == "a@F@b@S@c"
    assert unescape("a@F@b@S@c", d) == "a#b$c"


def test_escape_without_an_escape_character_replaces_delimiters() -> None:
    d = Delimiters("|", "^", "~", "", "")
    assert escape("a|b^c", d) == "a b c"

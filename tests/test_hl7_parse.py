"""Pre-parse normalisation: message boundaries, separators, character sets, segments."""

from __future__ import annotations

import hl7
import pytest

from hl7scrub.exceptions import MessageError
from hl7scrub.hl7v2 import RawMessage, split_messages
from hl7scrub.hl7v2.parse import Delimiters, charset_codec, parse_message, read_delimiters

MSG_A = (b"MSH|^~\\&|APP|FAC|RCV|RFAC|20240101120000||ADT^A01|A1|P|2.5\r"
         b"PID|1||111222^^^H^MR||ALPHA^ANN\r")
MSG_B = (b"MSH|^~\\&|APP|FAC|RCV|RFAC|20240101120500||ADT^A01|B2|P|2.5\r"
         b"PID|1||333444^^^H^MR||BETA^BOB\r")


def _pieces(data: bytes) -> list[RawMessage]:
    return list(split_messages(data))


@pytest.mark.parametrize("sep", [b"\r", b"\n", b"\r\n"])
def test_split_finds_each_message_whatever_the_separator(sep: bytes) -> None:
    data = (MSG_A + MSG_B).replace(b"\r", sep)
    pieces = _pieces(data)
    assert [p.offset for p in pieces] == [0, len(MSG_A.replace(b"\r", sep))]
    assert b"".join(p.data for p in pieces) == data


def test_split_skips_blank_lines_between_messages_and_keeps_offsets() -> None:
    data = b"\n\n" + MSG_A + b"\n\r\n" + MSG_B
    pieces = _pieces(data)
    assert len(pieces) == 2
    assert data[pieces[0].offset:].startswith(b"MSH|") and pieces[0].offset == 2
    assert data[pieces[1].offset:].startswith(b"MSH|")


def test_split_strips_nothing_from_a_message_with_a_bom() -> None:
    data = b"\xef\xbb\xbf" + MSG_A
    [piece] = _pieces(data)
    assert piece.offset == 0 and piece.data == data
    assert parse_message(piece.data).segments[1].id == "PID"


def test_split_drops_batch_envelopes_but_not_messages() -> None:
    data = (b"FHS|^~\\&|APP\rBHS|^~\\&|APP\r" + MSG_A + MSG_B + b"BTS|2\rFTS|1\r")
    pieces = _pieces(data)
    assert [parse_message(p.data).segments[0].field(10) for p in pieces] == ["A1", "B2"]
    assert all(b"BTS" not in p.data and b"BHS" not in p.data for p in pieces)


def test_split_yields_junk_outside_messages_as_its_own_piece() -> None:
    data = b"not hl7 at all\r" + MSG_A + b"PID|stray\r"
    # The stray PID after a CR-terminated message belongs to that message; leading text
    # is a piece of its own that deidentify() will reject.
    pieces = _pieces(data)
    assert pieces[0] == RawMessage(0, b"not hl7 at all\r")
    assert pieces[1].offset == len(b"not hl7 at all\r")


def test_split_keeps_mllp_framed_messages_whole() -> None:
    data = b"\x0b" + MSG_A + b"\x1c\r" + b"\x0b" + MSG_B + b"\x1c\r"
    pieces = _pieces(data)
    assert len(pieces) == 2
    assert parse_message(pieces[1].data).segments[0].field(10) == "B2"


def test_split_text_after_a_message_in_a_cr_stream_is_rejected_separately() -> None:
    data = MSG_A + b"trailing junk\r" + MSG_B
    pieces = _pieces(data)
    assert len(pieces) == 3
    assert pieces[1].data == b"trailing junk\r"
    with pytest.raises(MessageError):
        parse_message(pieces[1].data)


def test_split_of_nothing_yields_nothing() -> None:
    assert _pieces(b"") == [] and _pieces(b"\r\n \n") == []


def test_parse_keeps_a_bare_lf_inside_a_field_of_a_cr_message() -> None:
    raw = MSG_A + b"OBX|1|TX|X^Y||line one\nline two||||||F\r"
    msg = parse_message(raw)
    assert [s.id for s in msg.segments] == ["MSH", "PID", "OBX"]
    assert msg.segments[2].field(5) == "line one\nline two"
    assert msg.segments[2].suspect
    assert msg.segments[2].sound == 5  # OBX-1 to OBX-4 stand where they were sent


def test_parse_joins_wrapped_lines_of_an_lf_message_to_their_segment() -> None:
    raw = MSG_A.replace(b"\r", b"\n") + b"OBX|1|TX|X||wrapped\ntext||||||F\n"
    msg = parse_message(raw)
    assert [s.id for s in msg.segments] == ["MSH", "PID", "OBX"]
    assert msg.segments[2].field(5) == "wrapped\ntext"


def test_parse_marks_a_segment_holding_another_segment_as_suspect() -> None:
    raw = MSG_A + b"OBX|1|TX|X||text||||||F OBX|2|TX|X||more\r"
    msg = parse_message(raw)
    assert msg.segments[2].suspect
    assert msg.segments[2].sound == 11  # the lost separator sits in OBX-11
    assert not msg.segments[1].suspect


@pytest.mark.parametrize(("raw", "where"), [
    (b"MSH|^~\\&|A|B|C|D|20240101||ADT^A01|1|P|2.5\r", "MSH"),
    (b"PID|1||123\r", "segment 1"),
    (b"MSH|^~\\&|A|B\rPID|1\rMSH|^~\\&|A|B\rPID|2\r", "segment 3"),
    (b"MSH|^~\\&|A|B\rPI|1\r", "segment 2"),
    (b"MSH|^~\\&|A|B\rpid|1\r", "segment 2"),
    (b"MSH|^~\\&|A|B\r\rtext line\r", "segment 2"),
    (b"MSHA^~\\&|A\rPID|1\r", "MSH-1"),
    (b"MSH|ab|A\rPID|1\r", "MSH-2"),
    (b"MSH|^~\\&|A|B|C|D|2024||ADT|1|P|2.5||||||KLINGON\rPID|1\r", "MSH-18"),
    (b"", ""),
])
def test_parse_rejects_what_is_not_a_message_naming_where(raw: bytes, where: str) -> None:
    with pytest.raises(MessageError) as info:
        parse_message(raw)
    assert info.value.location == where


def test_parse_error_for_bad_utf8_names_the_byte_offset() -> None:
    raw = (b"MSH|^~\\&|A|B|C|D|2024||ADT^A01|1|P|2.5||||||UNICODE UTF-8\r"
           b"PID|1||1||\xc3\x28\r")
    with pytest.raises(MessageError) as info:
        parse_message(raw)
    bad = raw.index(b"\xc3")
    assert f"byte {bad}" in str(info.value)


@pytest.mark.parametrize(("msh18", "codec"), [
    ("", "ascii"),
    ("ASCII", "ascii"),
    ("8859/1", "latin-1"),
    ("ISO_IR 100", "latin-1"),
    ("ISO IR100", "latin-1"),
    ("UNICODE UTF-8", "utf-8"),
    ("UTF-8", "utf-8"),
    ("ISO_IR 192", "utf-8"),
    ("8859/15", "iso8859_15"),
])
def test_charset_codec_reads_standard_and_common_spellings(msh18: str, codec: str) -> None:
    assert charset_codec(msh18) == codec


def test_latin1_message_decodes_by_msh18() -> None:
    raw = ("MSH|^~\\&|A|B|C|D|2024||ORU^R01|1|P|2.3|||||||ISO_IR 100\r"
           "OBX|1|FT|X||2.31 m\u00b2||||||F\r").encode("latin-1")
    msg = parse_message(raw)
    assert msg.codec == "latin-1"
    assert msg.segments[1].field(5) == "2.31 m\u00b2"


def test_utf8_bytes_under_a_latin1_declaration_are_read_as_utf8() -> None:
    text = ("MSH|^~\\&|A|B|C|D|2024||ORU^R01|1|P|2.4|||||||8859/1\r"
            "PID|1||1||C\u00f4t\u00e9^H\u00e9l\u00e8ne||19620219|F|||Saint-\u00c9loi\r")
    msg = parse_message(text.encode("utf-8"))
    assert msg.codec == "utf-8"
    assert msg.segments[1].field(5) == "C\u00f4t\u00e9^H\u00e9l\u00e8ne"
    latin = parse_message(text.encode("latin-1"))  # what the declaration says
    assert latin.codec == "latin-1"
    assert latin.segments[1].field(11) == "Saint-\u00c9loi"


def test_undeclared_8bit_bytes_fall_back_to_utf8_then_latin1() -> None:
    utf8 = "MSH|^~\\&|A|B|C|D|2024||ORU^R01|1|P|2.5\rPID|1||1||Jos\u00e9\r".encode()
    assert parse_message(utf8).codec == "utf-8"
    latin = utf8.decode("utf-8").encode("latin-1")
    assert parse_message(latin).codec == "latin-1"


@pytest.mark.parametrize(("head", "expected"), [
    ("MSH|^~\\&|", Delimiters("|", "^", "~", "\\", "&")),
    ("MSH#$%@!#", Delimiters("#", "$", "%", "@", "!")),
    ("MSH|^~\\&#|", Delimiters("|", "^", "~", "\\", "&", "#")),
    ("MSH|^~\\\\&|", Delimiters("|", "^", "~", "\\", "&")),
    ("MSH|^~|", Delimiters("|", "^", "~", "", "")),
])
def test_read_delimiters(head: str, expected: Delimiters) -> None:
    assert read_delimiters(head + "A") == expected


def test_segments_split_exactly_as_python_hl7_splits_them() -> None:
    raw = (b"MSH|^~\\&|A|B|C|D|2024||ORU^R01|1|P|2.5\r"
           b"PID|1||12^^^H^MR~34||DOE^JANE^Q||19800101|F\r"
           b"OBX|1|TX|X^Y||a \\F\\ b||||||F\r")
    ours = parse_message(raw)
    theirs = hl7.parse(raw.decode())
    assert [s.id for s in ours.segments] == [str(s[0]) for s in theirs]
    for seg, ref in zip(ours.segments, theirs, strict=True):
        assert seg.render(ours.delimiters) == str(ref)


def test_split_keeps_a_wrapped_line_of_an_lf_message_in_its_message() -> None:
    data = MSG_A.replace(b"\r", b"\n") + b"wrapped narrative line\n" + MSG_B.replace(b"\r", b"\n")
    pieces = _pieces(data)
    assert len(pieces) == 2
    assert b"wrapped narrative line" in pieces[0].data

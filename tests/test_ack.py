"""ACK/NAK building and parsing, including for messages too broken to parse."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hl7scrub.exceptions import MessageError
from hl7scrub.hl7v2.ack import (
    build_ack,
    error_location,
    escape_text,
    parse_ack,
    read_header,
    same_control_id,
    should_send,
)

ORU = (b"MSH|^~\\&|LAB|HOSP|EHR|CLINIC|20240101120000||ORU^R01^ORU_R01|CTRL-123|P|2.5.1\r"
       b"PID|1||123^^^MRN||DOE^JOHN\rOBX|1|TX|||text\r")
ENHANCED = b"MSH|^~\\&|A|B|C|D|2024||ADT^A01|E-9|P|2.3|||AL|NE||8859/1\rPID|1\r"


def segments(ack: bytes) -> list[list[bytes]]:
    return [seg.split(b"|") for seg in ack.rstrip(b"\r").split(b"\r")]


def test_accept_echoes_control_id_in_msa2() -> None:
    msa = segments(build_ack(ORU))[1]
    assert msa[:3] == [b"MSA", b"AA", b"CTRL-123"]


def test_ack_header_swaps_sender_and_receiver() -> None:
    msh = segments(build_ack(ORU))[0]
    assert msh[2:6] == [b"EHR", b"CLINIC", b"LAB", b"HOSP"]


def test_ack_message_type_keeps_the_trigger_event() -> None:
    assert segments(build_ack(ORU))[0][8] == b"ACK^R01^ACK"


def test_ack_uses_its_own_new_control_id() -> None:
    first, second = build_ack(ORU), build_ack(ORU)
    assert segments(first)[0][9] not in (b"", b"CTRL-123")
    assert segments(first)[0][9] != segments(second)[0][9]


def test_ack_segments_end_with_carriage_returns_only() -> None:
    ack = build_ack(ORU, "error", reason="bad")
    assert b"\n" not in ack and ack.endswith(b"\r")


@pytest.mark.parametrize(("outcome", "code"), [("accept", "AA"), ("error", "AE"),
                                               ("reject", "AR")])
def test_original_mode_codes(outcome: str, code: str) -> None:
    assert parse_ack(build_ack(ORU, outcome)).code == code  # type: ignore[arg-type]


@pytest.mark.parametrize(("outcome", "code"), [("accept", "CA"), ("error", "CE"),
                                               ("reject", "CR")])
def test_enhanced_mode_when_msh15_is_valued(outcome: str, code: str) -> None:
    assert parse_ack(build_ack(ENHANCED, outcome)).code == code  # type: ignore[arg-type]


def test_forced_original_mode_ignores_msh15() -> None:
    assert parse_ack(build_ack(ENHANCED, mode="original")).code == "AA"


def test_enhanced_ack_asks_for_no_acknowledgement_of_itself() -> None:
    msh = segments(build_ack(ENHANCED))[0]
    assert msh[14:16] == [b"NE", b"NE"]


def test_ack_copies_the_character_set() -> None:
    assert segments(build_ack(ENHANCED))[0][17] == b"8859/1"


@pytest.mark.parametrize(("msh15", "outcome", "sent"), [
    ("AL", "accept", True), ("AL", "error", True), ("NE", "accept", False),
    ("NE", "reject", False), ("ER", "accept", False), ("ER", "error", True),
    ("SU", "accept", True), ("SU", "error", False), ("", "accept", True),
])
def test_msh15_decides_whether_an_accept_ack_is_sent(msh15: str, outcome: str,
                                                     sent: bool) -> None:
    raw = f"MSH|^~\\&|A|B|C|D|2024||ADT^A01|X|P|2.5|||{msh15}|AL\r".encode()
    assert should_send(outcome, read_header(raw)) is sent  # type: ignore[arg-type]


def test_original_mode_always_answers() -> None:
    raw = b"MSH|^~\\&|A|B|C|D|2024||ADT^A01|X|P|2.5|||NE|NE\r"
    assert should_send("accept", read_header(raw), "original")


def test_error_ack_has_err_segment_with_code_location_and_reason() -> None:
    ack = build_ack(ORU, "error", reason="PID-5: name component too long",
                    error_code=207, location="PID-5")
    err = segments(ack)[2]
    assert err[0] == b"ERR"
    assert err[2] == b"PID^1^5^1"
    assert err[3] == b"207^Application internal error^HL70357"
    assert err[4] == b"E"
    assert err[8] == b"PID-5: name component too long"
    parsed = parse_ack(ack)
    assert (parsed.code, parsed.control_id, parsed.error_code) == ("AE", "CTRL-123", "207")
    assert parsed.text == "PID-5: name component too long"


def test_pre_25_error_ack_uses_err1() -> None:
    ack = build_ack(ENHANCED, "reject", reason="x", location="PID-3", mode="original")
    err = segments(ack)[2]
    assert err[1] == b"PID^1^3^207&Application internal error&HL70357"
    assert parse_ack(ack).error_code == "207"


def test_reason_delimiters_are_escaped_and_round_trip() -> None:
    reason = "bad | field ^ with ~ and & and \\"
    ack = build_ack(ORU, "error", reason=reason)
    assert len(segments(ack)[1]) == 4  # MSA has exactly 4 fields
    assert parse_ack(ack).text == reason


def test_reason_control_characters_cannot_add_segments() -> None:
    ack = build_ack(ORU, "error", reason="line one\rMSH|injected\nline")
    assert len(segments(ack)) == 3


def test_garbage_gets_an_ar_with_empty_msa2() -> None:
    ack = build_ack(b"\x00\xffnot hl7 at all", "reject", reason="no MSH")
    parsed = parse_ack(ack)
    assert (parsed.code, parsed.control_id) == ("AR", "")
    assert segments(ack)[0][11] == b"2.5.1"


def test_truncated_message_still_correlates() -> None:
    ack = build_ack(b"MSH|^~\\&|A|B|C|D|2024||ORU^R01|TRUNC-1|P", "reject")
    assert parse_ack(ack).control_id == "TRUNC-1"


def test_message_with_bom_and_leading_newlines_correlates() -> None:
    raw = b"\xef\xbb\xbf\r\n" + ORU.replace(b"\r", b"\n")
    assert parse_ack(build_ack(raw)).control_id == "CTRL-123"


def test_junk_before_msh_still_finds_the_header() -> None:
    header = read_header(b"garbage line\n" + ORU)
    assert header is not None and header.control_id == "CTRL-123"
    assert header.offset == len(b"garbage line\n")


def test_undecodable_header_bytes_are_copied_not_decoded() -> None:
    raw = "MSH|^~\\&|LABÖ|HOSP|EHR|CLINIC|2024||ORU^R01|C1|P|2.5|||||8859/1\r".encode(
        "latin-1")
    ack = build_ack(raw)
    assert segments(ack)[0][4] == "LABÖ".encode("latin-1")
    assert parse_ack(ack).control_id == "C1"


def test_nonstandard_delimiters_are_reused() -> None:
    raw = b"MSH#$%*@#A#B#C#D#2024##ADT$A01#ID9#P#2.5\r"
    ack = build_ack(raw, "error", reason="has # and $ inside")
    assert ack.startswith(b"MSH#$%*@#")
    parsed = parse_ack(ack)
    assert (parsed.code, parsed.control_id, parsed.text) == ("AE", "ID9", "has # and $ inside")


def test_invalid_encoding_characters_fall_back_to_standard_delimiters() -> None:
    raw = b"MSH|^^|A|B|C|D|2024||ADT^A01|ID|8|P|2.5\r"
    ack = build_ack(raw)
    assert ack.startswith(b"MSH|^~\\&|")
    assert len(segments(ack)[1]) == 3


@pytest.mark.parametrize("raw", [b"", b"MSH", b"MSHA", b"MSH |", b"PID|1\r", b"\x0b\x1c",
                                 b"MSH\x00"])
def test_read_header_returns_none_for_unusable_input(raw: bytes) -> None:
    assert read_header(raw) is None


def test_header_accessors() -> None:
    header = read_header(ENHANCED)
    assert header is not None
    assert header.message_type == "ADT^A01"
    assert header.enhanced
    assert header.text(18) == "8859/1"
    assert header.get(30) == b""


@pytest.mark.parametrize(("location", "erl"), [
    ("PID", b"PID^1"), ("PID-5", b"PID^1^5^1"), ("OBX[3]-5", b"OBX^3^5^1"),
    ("PID-5.2", b"PID^1^5^1^2"), ("segment 3", b""), ("", b""), ("PID-x", b""),
])
def test_error_location(location: str, erl: bytes) -> None:
    assert error_location(location) == erl


def test_escape_text_escapes_every_delimiter() -> None:
    assert escape_text("|^~\\&") == "\\F\\\\S\\\\R\\\\E\\\\T\\"


def test_parse_ack_rejects_a_message_without_msa() -> None:
    with pytest.raises(MessageError, match="no MSA"):
        parse_ack(ORU)


def test_parse_ack_rejects_garbage() -> None:
    with pytest.raises(MessageError, match="MSH"):
        parse_ack(b"hello")


def test_parse_ack_accepts_lf_separated_acks() -> None:
    ack = parse_ack(b"MSH|^~\\&|A|B|C|D|2024||ACK|9|P|2.5\nMSA|AE|X1|oops\n")
    assert (ack.code, ack.control_id, ack.text, ack.accepted) == ("AE", "X1", "oops", False)


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=400), st.sampled_from(["accept", "error", "reject"]),
       st.text(max_size=60))
def test_any_input_gets_a_parseable_ack(raw: bytes, outcome: str, reason: str) -> None:
    ack = build_ack(raw, outcome, reason=reason)  # type: ignore[arg-type]
    parsed = parse_ack(ack)
    assert parsed.code in ("AA", "AE", "AR", "CA", "CE", "CR")
    assert b"\x0b" not in ack and b"\x1c" not in ack
    header = read_header(raw)
    if header is not None and header.encoding_chars and header.control_id.isalnum():
        assert parsed.control_id == header.control_id


def test_control_bytes_in_msh10_are_echoed_as_question_marks() -> None:
    raw = b"MSH|^~\\&|A|B|C|D|2024||ADT^A01|X\x00Y|P|2.5\r"
    ack = parse_ack(build_ack(raw))
    assert ack.control_id == "X?Y" == read_header(raw).control_id  # type: ignore[union-attr]


@pytest.mark.parametrize(("a", "b", "same"), [("ABC-1", "ABC-1", True), ("X?Y", "X\x00Y", True),
                                              ("A1", "A2", False), (" A1", "A1", True)])
def test_same_control_id(a: str, b: str, same: bool) -> None:
    assert same_control_id(a, b) is same

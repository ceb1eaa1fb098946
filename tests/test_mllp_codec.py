"""Byte-level behaviour of the sans-IO MLLP decoder."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hl7scrub.server.mllp import (
    CARRIAGE_RETURN,
    END_BLOCK,
    HEADER_KEEP,
    START_BLOCK,
    Frame,
    FrameDecoder,
    FrameError,
    frame,
)

MSG_A = b"MSH|^~\\&|A|B|C|D|20240101||ADT^A01|1|P|2.5\rPID|1||42\r"
MSG_B = b"MSH|^~\\&|A|B|C|D|20240101||ADT^A01|2|P|2.5\rPID|1||43\r"
MSG_C = b"MSH|^~\\&|A|B|C|D|20240101||ADT^A01|3|P|2.5\rPID|1||44\r"


def frames(events: list[Frame | FrameError]) -> list[bytes]:
    return [e.data for e in events if isinstance(e, Frame)]


def errors(events: list[Frame | FrameError]) -> list[str]:
    return [e.kind for e in events if isinstance(e, FrameError)]


def test_constants_are_the_mllp_framing_bytes() -> None:
    assert (START_BLOCK, END_BLOCK, CARRIAGE_RETURN) == (b"\x0b", b"\x1c", b"\r")


def test_frame_wraps_a_message() -> None:
    assert frame(b"MSH|x") == b"\x0bMSH|x\x1c\r"


def test_frame_refuses_a_message_containing_a_framing_byte() -> None:
    with pytest.raises(ValueError, match="framing byte"):
        frame(b"MSH|\x1c")


def test_three_frames_in_one_read() -> None:
    events = FrameDecoder().feed(frame(MSG_A) + frame(MSG_B) + frame(MSG_C))
    assert frames(events) == [MSG_A, MSG_B, MSG_C]
    assert errors(events) == []


def test_frame_split_across_reads_byte_by_byte() -> None:
    decoder = FrameDecoder()
    got: list[Frame | FrameError] = []
    for byte in frame(MSG_A) + frame(MSG_B):
        got += decoder.feed(bytes([byte]))
    assert frames(got) == [MSG_A, MSG_B]


def test_split_between_end_block_and_carriage_return() -> None:
    decoder = FrameDecoder()
    wire = frame(MSG_A)
    first = decoder.feed(wire[:-1])
    second = decoder.feed(b"\r" + frame(MSG_B))
    assert frames(first) == [MSG_A]
    assert frames(second) == [MSG_B]
    assert errors(first + second) == []


def test_frame_offsets_are_stream_positions_of_the_start_block() -> None:
    wire = b"\r\n" + frame(MSG_A) + b"xx" + frame(MSG_B)
    events = FrameDecoder().feed(wire)
    offsets = [e.offset for e in events if isinstance(e, Frame)]
    assert offsets == [2, 2 + len(frame(MSG_A)) + 2]
    assert all(wire[o:o + 1] == START_BLOCK for o in offsets)


@pytest.mark.parametrize("between", [b"\n", b"\r\n", b"\r\n\r\n", b"   ", b"\n\n\n"])
def test_newlines_between_frames_are_skipped_as_blank_junk(between: bytes) -> None:
    events = FrameDecoder().feed(frame(MSG_A) + between + frame(MSG_B))
    assert frames(events) == [MSG_A, MSG_B]
    junk = [e for e in events if isinstance(e, FrameError)]
    assert all(e.kind == "junk" and e.blank for e in junk)


def test_junk_between_frames_is_reported_and_the_next_frame_survives() -> None:
    events = FrameDecoder().feed(frame(MSG_A) + b"GET / HTTP/1.0\r\n" + frame(MSG_B))
    assert frames(events) == [MSG_A, MSG_B]
    junk = [e for e in events if isinstance(e, FrameError)]
    assert [(e.kind, e.size, e.blank) for e in junk] == [("junk", 16, False)]


def test_missing_final_carriage_return_is_tolerated() -> None:
    wire = START_BLOCK + MSG_A + END_BLOCK + START_BLOCK + MSG_B + END_BLOCK
    events = FrameDecoder().feed(wire)
    assert frames(events) == [MSG_A, MSG_B]
    assert errors(events) == []


def test_frame_is_emitted_at_end_block_without_waiting_for_carriage_return() -> None:
    assert frames(FrameDecoder().feed(START_BLOCK + MSG_A + END_BLOCK)) == [MSG_A]


def test_oversize_frame_is_rejected_and_the_next_frame_decodes() -> None:
    decoder = FrameDecoder(max_size=64)
    big = b"MSH|^~\\&|A|B|C|D|2024||ADT^A01|BIG1|P|2.5\r" + b"X" * 500
    events = decoder.feed(frame(big) + frame(MSG_A[:60]))
    kinds = [(type(e).__name__, getattr(e, "kind", "")) for e in events]
    assert kinds == [("FrameError", "oversize"), ("Frame", "")]
    oversize = events[0]
    assert isinstance(oversize, FrameError)
    assert oversize.size == len(big)
    assert oversize.needs_nak
    assert oversize.header == big[:len(oversize.header)]
    assert b"BIG1" in oversize.header


def test_oversize_frame_split_over_many_reads_keeps_memory_bounded() -> None:
    decoder = FrameDecoder(max_size=1000)
    decoder.feed(START_BLOCK + b"MSH|^~\\&|A")
    for _ in range(200):
        decoder.feed(b"Y" * 1000)
        assert len(decoder._buf) <= HEADER_KEEP
    events = decoder.feed(END_BLOCK + CARRIAGE_RETURN + frame(MSG_A))
    assert errors(events) == ["oversize"]
    assert frames(events) == [MSG_A]


def test_frame_of_exactly_max_size_is_accepted() -> None:
    payload = b"M" * 100
    assert frames(FrameDecoder(max_size=100).feed(frame(payload))) == [payload]


def test_start_block_inside_a_frame_reports_the_partial_frame_and_resyncs() -> None:
    events = FrameDecoder().feed(START_BLOCK + b"MSH|^~\\&|half" + frame(MSG_A))
    assert errors(events) == ["interrupted"]
    assert frames(events) == [MSG_A]
    interrupted = events[0]
    assert isinstance(interrupted, FrameError) and interrupted.header == b"MSH|^~\\&|half"


def test_stream_ending_inside_a_frame_reports_truncation_on_close() -> None:
    decoder = FrameDecoder()
    assert decoder.feed(START_BLOCK + b"MSH|part") == []
    assert decoder.in_frame
    closing = decoder.close()
    assert errors(closing) == ["truncated"]
    assert not closing[0].needs_nak  # type: ignore[union-attr]


def test_invalid_utf8_bytes_pass_through_untouched() -> None:
    latin1 = ("MSH|^~\\&|A|B|C|D|2024||ADT^A01|L1|P|2.5|||||8859/1\rPID|1||9||"
              "Müller^Zoë\r").encode("latin-1")
    with pytest.raises(UnicodeDecodeError):
        latin1.decode("utf-8")
    assert frames(FrameDecoder().feed(frame(latin1))) == [latin1]


def test_pending_junk_counts_bytes_of_an_unfinished_junk_run() -> None:
    decoder = FrameDecoder()
    decoder.feed(b"x" * 1000)
    decoder.feed(b"y" * 500)
    assert decoder.pending_junk == 1500


def test_describe_never_includes_frame_content() -> None:
    secret = b"MSH|^~\\&|A|B|C|D|2024||ADT^A01|1|P|2.5\rPID|1||SECRET-MRN-77\r"
    decoder = FrameDecoder(max_size=20)
    events = decoder.feed(frame(secret) + START_BLOCK + secret[:30] + START_BLOCK)
    events += decoder.close()
    for event in events:
        assert isinstance(event, FrameError)
        assert "SECRET" not in event.describe()


# ------------------------------------------------------------------ properties

payloads = st.binary(max_size=300).map(lambda b: b.replace(b"\x0b", b"").replace(b"\x1c", b""))
separators = st.sampled_from([b"", b"\r", b"\n", b"\r\n", b"  \n", b"junk"])


@settings(max_examples=300, deadline=None)
@given(messages=st.lists(payloads, max_size=8), seps=st.lists(separators, min_size=9,
                                                              max_size=9),
       cuts=st.lists(st.integers(min_value=0, max_value=4000), max_size=12),
       final_cr=st.booleans())
def test_any_split_of_a_framed_stream_yields_the_same_messages(
        messages: list[bytes], seps: list[bytes], cuts: list[int], final_cr: bool) -> None:
    wire = b"".join(seps[i] + START_BLOCK + m + END_BLOCK + (CARRIAGE_RETURN if final_cr
                                                            else b"")
                    for i, m in enumerate(messages))
    decoder = FrameDecoder()
    got: list[Frame | FrameError] = []
    last = 0
    for cut in sorted({min(c, len(wire)) for c in cuts}):
        got += decoder.feed(wire[last:cut])
        last = cut
    got += decoder.feed(wire[last:])
    got += decoder.close()
    assert frames(got) == messages
    assert set(errors(got)) <= {"junk"}


@settings(max_examples=300, deadline=None)
@given(data=st.binary(max_size=2000), max_size=st.integers(min_value=1, max_value=200))
def test_random_bytes_never_raise_and_account_for_every_byte(data: bytes,
                                                             max_size: int) -> None:
    decoder = FrameDecoder(max_size=max_size)
    events = decoder.feed(data) + decoder.close()
    for event in events:
        if isinstance(event, Frame):
            assert len(event.data) <= max_size
            assert START_BLOCK not in event.data and END_BLOCK not in event.data
            assert data[event.offset:event.offset + 1] == START_BLOCK
    # every start block opens exactly one frame or frame error
    opened = [e for e in events if isinstance(e, Frame)
              or (isinstance(e, FrameError) and e.kind != "junk")]
    assert len(opened) == data.count(START_BLOCK)

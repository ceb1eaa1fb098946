"""MLLP framing without I/O: ``<SB> message <EB> <CR>``.

:class:`FrameDecoder` is a byte-level state machine that the asyncio protocol, the client
and the fuzzers feed with whatever arrived on the socket. It never raises on bad input and
never holds more than ``max_size`` bytes of a frame: everything it cannot turn into a
:class:`Frame` comes back as a :class:`FrameError` saying what was wrong and where, so the
caller can answer with a NAK or close the connection.

Tolerated on purpose, because real interface engines send them:

* bytes between frames (stray CR/LF, keep-alive newlines, junk): skipped up to the next
  start block and reported as ``junk``;
* a missing ``<CR>`` after ``<EB>``: the frame ends at ``<EB>``;
* a start block inside a frame (the sender gave up on a frame and began another): the
  partial frame is reported as ``interrupted`` and decoding resumes at the new frame;
* a frame larger than ``max_size``: its bytes are discarded up to its end block (or the next
  start block) and it is reported as ``oversize``, with the first bytes kept so that the
  NAK can still echo the message control ID.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal

START_BLOCK: Final = b"\x0b"
END_BLOCK: Final = b"\x1c"
CARRIAGE_RETURN: Final = b"\r"

#: Default largest frame payload accepted (16 MiB).
DEFAULT_MAX_SIZE: Final = 16 * 1024 * 1024
#: Bytes of a rejected frame kept so that a NAK can echo MSH-10.
HEADER_KEEP: Final = 8192

_SB = START_BLOCK[0]
_EB = END_BLOCK[0]
_CR = CARRIAGE_RETURN[0]
_BLANK = b" \t\r\n"

FrameErrorKind = Literal["junk", "oversize", "interrupted", "truncated"]


@dataclass(frozen=True, slots=True)
class Frame:
    """One complete MLLP payload (without the framing bytes)."""

    data: bytes
    #: Stream offset of the start block.
    offset: int


@dataclass(frozen=True, slots=True)
class FrameError:
    """Something in the stream that is not a valid frame.

    ``junk`` needs no answer (there is no message to acknowledge); ``oversize`` and
    ``interrupted`` deserve a NAK; ``truncated`` means the stream ended inside a frame.
    """

    kind: FrameErrorKind
    #: Stream offset where the offending bytes begin.
    offset: int
    #: Number of bytes concerned (the whole frame for ``oversize``).
    size: int
    #: The first bytes of the frame (at most :data:`HEADER_KEEP`), for MSH-10 in a NAK.
    header: bytes = b""
    #: For ``junk``: every skipped byte was CR, LF, space or tab (harmless padding).
    blank: bool = False

    @property
    def needs_nak(self) -> bool:
        return self.kind in ("oversize", "interrupted")

    def describe(self) -> str:
        """A reason without message content, fit for logs and ERR segments."""
        if self.kind == "junk":
            return f"{self.size} bytes outside any MLLP frame skipped at byte {self.offset}"
        if self.kind == "oversize":
            return (f"frame at byte {self.offset} is {self.size} bytes, larger than the "
                    "configured maximum")
        if self.kind == "interrupted":
            return (f"frame at byte {self.offset} was interrupted by a new start block "
                    f"after {self.size} bytes")
        return f"stream ended inside the frame that began at byte {self.offset}"


_OUTSIDE, _IN_FRAME, _DISCARD, _AFTER_END = range(4)


class FrameDecoder:
    """Incremental MLLP decoder: ``feed(bytes) -> [Frame | FrameError, ...]``."""

    __slots__ = ("_buf", "_frame_start", "_header", "_junk", "_junk_blank", "_junk_start",
                 "_max", "_offset", "_size", "_state")

    def __init__(self, max_size: int = DEFAULT_MAX_SIZE) -> None:
        if max_size < 1:
            raise ValueError("max_size must be positive")
        self._max = max_size
        self._state = _OUTSIDE
        self._buf = bytearray()
        self._offset = 0  # stream offset of the next byte fed
        self._frame_start = 0
        self._size = 0  # bytes of the current frame seen so far (also when discarding)
        self._header = b""
        self._junk = 0
        self._junk_start = 0
        self._junk_blank = True

    @property
    def in_frame(self) -> bool:
        """True while a frame has started and its end block has not arrived."""
        return self._state in (_IN_FRAME, _DISCARD)

    @property
    def pending_junk(self) -> int:
        """Bytes skipped since the last frame, not yet reported."""
        return self._junk

    @property
    def offset(self) -> int:
        """Number of bytes fed so far."""
        return self._offset

    def feed(self, data: bytes) -> list[Frame | FrameError]:
        """Consume ``data``; return the frames and errors it completes, in stream order."""
        out: list[Frame | FrameError] = []
        n = len(data)
        pos = 0
        base = self._offset
        while pos < n:
            state = self._state
            if state == _AFTER_END:
                self._state = _OUTSIDE
                if data[pos] == _CR:
                    pos += 1
                continue
            if state == _OUTSIDE:
                i = data.find(START_BLOCK, pos)
                end = n if i < 0 else i
                if end > pos:
                    if not self._junk:
                        self._junk_start = base + pos
                        self._junk_blank = True
                    self._junk += end - pos
                    if self._junk_blank and data[pos:end].strip(_BLANK):
                        self._junk_blank = False
                if i < 0:
                    break
                self._flush_junk(out)
                self._state = _IN_FRAME
                self._frame_start = base + i
                self._size = 0
                self._buf.clear()
                pos = i + 1
                continue
            # inside a frame (kept or discarded): find its end, or a new start block
            j = data.find(END_BLOCK, pos)
            stop = n if j < 0 else j
            k = data.find(START_BLOCK, pos, stop)
            if k >= 0:
                self._take(data, pos, k)
                out.append(self._reject("interrupted" if self._state == _IN_FRAME
                                        else "oversize"))
                self._state = _OUTSIDE
                pos = k
                continue
            self._take(data, pos, stop)
            if j < 0:
                break
            if self._state == _IN_FRAME:
                out.append(Frame(bytes(self._buf), self._frame_start))
                self._buf.clear()
            else:
                out.append(self._reject("oversize"))
            self._state = _AFTER_END
            pos = j + 1
        self._offset = base + n
        return out

    def close(self) -> list[Frame | FrameError]:
        """The stream ended: report an unfinished frame and unreported junk."""
        out: list[Frame | FrameError] = []
        if self._state in (_IN_FRAME, _DISCARD):
            out.append(self._reject("truncated"))
        self._flush_junk(out)
        self._state = _OUTSIDE
        return out

    def _take(self, data: bytes, start: int, stop: int) -> None:
        """Add ``data[start:stop]`` to the current frame, switching to discard when full."""
        count = stop - start
        if count <= 0:
            return
        self._size += count
        if self._state == _IN_FRAME:
            if len(self._buf) + count <= self._max:
                self._buf += data[start:stop]
                return
            keep = HEADER_KEEP - len(self._buf)
            if keep > 0:
                self._buf += data[start:min(stop, start + keep)]
            self._header = bytes(self._buf[:HEADER_KEEP])
            self._buf.clear()
            self._state = _DISCARD

    def _reject(self, kind: FrameErrorKind) -> FrameError:
        header = self._header if self._state == _DISCARD else bytes(self._buf[:HEADER_KEEP])
        error = FrameError(kind, self._frame_start, self._size, header)
        self._buf.clear()
        self._header = b""
        self._size = 0
        return error

    def _flush_junk(self, out: list[Frame | FrameError]) -> None:
        if self._junk:
            out.append(FrameError("junk", self._junk_start, self._junk,
                                  blank=self._junk_blank))
            self._junk = 0


def frame(message: bytes) -> bytes:
    """Wrap one message in MLLP framing.

    A message containing a framing byte cannot be framed unambiguously: refuse it rather
    than let the receiver split it somewhere else.
    """
    if START_BLOCK in message or END_BLOCK in message:
        raise ValueError("message contains an MLLP framing byte (0x0B or 0x1C)")
    return START_BLOCK + message + END_BLOCK + CARRIAGE_RETURN

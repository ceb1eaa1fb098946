"""Streaming an input file into units of work.

The reader never holds more than about one unit (plus one message) of an input in memory.
Plain streams are cut just before a segment that starts with ``MSH`` at the start of a
line, so every unit starts at a message boundary and the splitter in the worker sees whole
messages; MLLP dumps are decoded frame by frame. Offsets are positions in the
decompressed input.
"""

from __future__ import annotations

import lzma
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Literal

from hl7scrub.config import ReplayConfig
from hl7scrub.replay.inputs import HashingReader, InputFile, detect_compression, open_decompressed
from hl7scrub.replay.work import Chunk, OutputLayout, Piece

#: Bytes read from the decompressor at a time: small enough that a decompression error
#: loses little of the good data that precedes it.
READ_BLOCK = 64 * 1024

Container = Literal["plain", "mllp"]

_BOM = b"\xef\xbb\xbf"
_VT = 0x0B


@dataclass(frozen=True)
class StreamProblem:
    """A file-level problem: the data after ``offset`` could not be read."""

    offset: int
    reason: str


def _boundary(buf: bytes) -> int:
    """Offset of the last message start in ``buf`` after its first byte, or -1.

    A message starts at a line beginning ``MSH`` followed by its field separator (not a
    letter or digit), the same rule the splitter applies, so cutting there never splits
    differently from reading the whole file at once.
    """
    end = len(buf)
    while True:
        cut = max(buf.rfind(b"\rMSH", 0, end), buf.rfind(b"\nMSH", 0, end))
        if cut < 0:
            return -1
        after = buf[cut + 4:cut + 5]
        if after and not after.isalnum():
            return cut + 1
        end = cut + 3  # look further back (excludes this candidate)


def detect_container(head: bytes) -> Container:
    """MLLP when the first byte after any BOM and whitespace is a start block."""
    stripped = head[len(_BOM):] if head.startswith(_BOM) else head
    stripped = stripped.lstrip(b" \t\r\n")
    return "mllp" if stripped[:1] == bytes([_VT]) else "plain"


class InputReader:
    """Reads one input file and yields its units of work.

    After :meth:`chunks` is exhausted, ``sha256``, ``problem``, ``io_error`` and
    ``decompressed`` describe what was read.
    """

    def __init__(self, inp: InputFile, cfg: ReplayConfig, *, keep_messages: bool) -> None:
        self.input = inp
        self.cfg = cfg
        self.keep_messages = keep_messages
        self.compression = "none"
        self.container: Container = "plain"
        self.problem: StreamProblem | None = None
        #: the data before ``problem`` ends where a verified compressed member ended
        self.whole_before_problem = False
        self.io_error: OSError | None = None
        self.decompressed = 0
        self.sha256 = ""
        self._raw: HashingReader | None = None
        self._seq = 0

    @property
    def position(self) -> int:
        """Raw (compressed) bytes read so far."""
        return self._raw.position if self._raw is not None else 0

    @property
    def layout(self) -> OutputLayout:
        return "mllp" if self.container == "mllp" else "lines"

    def _chunk(self, **fields: Any) -> Chunk:
        chunk = Chunk(seq=self._seq, layout=self.layout, keep_messages=self.keep_messages,
                      **fields)
        self._seq += 1
        return chunk

    def _blocks(self, stream: Any) -> Iterator[bytes]:
        """Decompressed blocks; a decompression error ends the stream with a problem."""
        while True:
            try:
                block = stream.read1(READ_BLOCK)  # read1: keep data before an error
            except (OSError, EOFError, zlib.error, lzma.LZMAError, ValueError) as exc:
                if self._raw is not None and self._raw.io_error is not None:
                    self.io_error = self._raw.io_error
                    return
                self.problem = StreamProblem(self.decompressed,
                                             _decompression_reason(self.compression, exc))
                self.whole_before_problem = bool(getattr(stream, "at_boundary", False))
                return
            if not block:
                return
            self.decompressed += len(block)
            yield block

    def chunks(self) -> Iterator[Chunk]:
        """Units of work of this file, in order. Raises ``OSError`` only if it cannot be opened."""
        raw_file = open(self.input.path, "rb")  # noqa: SIM115 - closed in finally
        self._raw = raw = HashingReader(raw_file)
        abandoned = False
        try:
            head = raw_file.read(8)
            raw_file.seek(0)
            kind = detect_compression(head)
            if kind not in ("none", "gzip", "bz2", "xz"):
                self.compression = kind
                self.problem = StreamProblem(0, f"unsupported compression ({kind})")
                return
            self.compression = kind
            stream = open_decompressed(raw, kind)  # type: ignore[arg-type]
            blocks = self._blocks(stream)
            first = next(blocks, b"")
            self.container = detect_container(first[:4096])
            if self.container == "mllp":
                yield from self._mllp_chunks(first, blocks)
            else:
                yield from self._plain_chunks(first, blocks)
        except GeneratorExit:  # the run stopped: no checksum needed, do not read on
            abandoned = True
            raise
        finally:
            try:
                if self.io_error is None and not abandoned:
                    raw.drain()
            except OSError as exc:
                self.io_error = exc
            self.sha256 = raw.hexdigest()
            raw.close()

    def _plain_chunks(self, first: bytes, blocks: Iterator[bytes]) -> Iterator[Chunk]:
        target = self.cfg.chunk_bytes
        parts = [first] if first else []
        size = len(first)
        base = 0
        while True:
            if size >= target:
                buf = b"".join(parts)
                cut = _boundary(buf)
                if cut <= 0 and size < self.cfg.max_carry_bytes:
                    # one message longer than a unit: keep reading until it ends
                    parts, target = [buf], size + self.cfg.chunk_bytes
                    continue
                if cut <= 0:
                    cut = size
                yield self._chunk(base_offset=base, data=buf[:cut])
                base += cut
                rest = buf[cut:]
                parts, size, target = ([rest] if rest else []), len(rest), self.cfg.chunk_bytes
            block = next(blocks, b"")
            if not block:
                break
            parts.append(block)
            size += len(block)
        buf = b"".join(parts)
        if not buf:
            return
        intact = self.problem is None or self.whole_before_problem
        if intact and self.io_error is None:
            yield self._chunk(base_offset=base, data=buf)
            return
        # The stream broke: the messages before the last boundary are whole; the last one
        # may have been cut short, so it is rejected rather than scrubbed as if complete.
        cut = _boundary(buf)
        if cut > 0:
            yield self._chunk(base_offset=base, data=buf[:cut])
            base += cut
            buf = buf[cut:]
        if buf.strip(b" \t\r\n"):
            yield self._chunk(pieces=(Piece(base, b"", "message not known to be complete: "
                                            "the input stream ends in unreadable data"),))

    def _mllp_chunks(self, first: bytes, blocks: Iterator[bytes]) -> Iterator[Chunk]:
        from hl7scrub.server.mllp import Frame, FrameDecoder

        decoder = FrameDecoder(max_size=self.cfg.max_carry_bytes)
        pieces: list[Piece] = []
        size = 0
        # the last two blocks, to tell harmless newlines between frames from real junk
        window, window_start = b"", 0
        block = first
        while block:
            if len(window) > len(block):
                window_start += len(window) - len(block)
                window = window[-len(block):]
            window += block
            for item in decoder.feed(block):
                if isinstance(item, Frame):
                    pieces.append(Piece(item.offset + 1, item.data))
                    size += len(item.data)
                elif not _blank(item, window, window_start):
                    pieces.append(Piece(item.offset, b"", "MLLP: " + item.describe()))
            if size >= self.cfg.chunk_bytes:
                yield self._chunk(pieces=tuple(pieces))
                pieces, size = [], 0
            block = next(blocks, b"")
        broken = self.problem is not None or self.io_error is not None
        for item in decoder.close():
            if isinstance(item, Frame):  # pragma: no cover - close() reports errors only
                continue
            if item.kind == "truncated" and broken:
                pieces.append(Piece(item.offset, b"", "MLLP: frame cut short by unreadable "
                                    "data in the input stream"))
            elif item.kind == "truncated":
                pieces.append(Piece(item.offset, b"", "MLLP: frame truncated at end of input"))
            elif not _blank(item, window, window_start):
                pieces.append(Piece(item.offset, b"", "MLLP: " + item.describe()))
        if pieces:
            yield self._chunk(pieces=tuple(pieces))


def _blank(error: Any, window: bytes, window_start: int) -> bool:
    """Junk between frames that is only whitespace or NUL padding carries no message."""
    if error.kind != "junk":
        return False
    start = error.offset - window_start
    if start < 0 or start + error.size > len(window):
        return False
    return not window[start:start + error.size].strip(b" \t\r\n\0")


def _decompression_reason(compression: str, exc: BaseException) -> str:
    if isinstance(exc, EOFError):
        return f"{compression} stream truncated"
    detail = str(exc).strip()[:120] or type(exc).__name__  # library text, never data
    return f"corrupt {compression} data: {detail}"

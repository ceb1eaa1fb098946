"""Units of work and the function that runs them in a worker process.

A unit is a run of whole messages from one input file (about ``chunk_bytes`` of
decompressed data). Workers receive bytes and return bytes: they never touch the input or
output files, so the same function runs in a local process pool or on a remote Dask
worker. Everything a unit produces depends only on its bytes and the configuration, which
is what makes output identical whatever the engine and the number of workers.
"""

from __future__ import annotations

import contextlib
import gc
import threading
import time
import traceback
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import PurePath
from typing import TYPE_CHECKING, Literal

from hl7scrub.exceptions import Hl7ScrubError

if TYPE_CHECKING:
    from hl7scrub.config import Config
    from hl7scrub.hl7v2 import MessageDeidentifier

#: How de-identified messages are laid out in a mirrored output file.
OutputLayout = Literal["lines", "mllp"]

#: Longest reject reason kept (reasons come from exceptions that carry no PHI; the cap
#: keeps the reject file readable).
MAX_REASON = 300

START_BLOCK = b"\x0b"
END_BLOCK = b"\x1c\r"


@dataclass(frozen=True)
class Piece:
    """A message-sized piece already isolated by the reader (an MLLP frame) or a reader error.

    ``offset`` is the position of ``data`` in the decompressed input. A non-empty
    ``reason`` means the piece is rejected as it is (truncated frame, bytes outside any
    frame, a message cut short by a corrupt stream); it still counts as one message.
    """

    offset: int
    data: bytes = b""
    reason: str = ""


@dataclass(frozen=True)
class Chunk:
    """One unit of work: either plain stream bytes or a list of pieces."""

    seq: int
    base_offset: int = 0
    data: bytes = b""  #: plain HL7 stream, cut at a message start; split by the worker
    pieces: tuple[Piece, ...] = ()
    layout: OutputLayout = "lines"
    keep_messages: bool = False  #: return messages one by one (forwarding) instead of a blob


@dataclass(frozen=True)
class Reject:
    """A rejected message. ``index`` is local to the chunk until the runner rebases it."""

    index: int
    offset: int
    reason: str
    control_id: str = ""


@dataclass(frozen=True)
class Deidentified:
    index: int
    offset: int
    control_id: str
    output_control_id: str
    data: bytes


@dataclass
class ChunkResult:
    seq: int
    messages: int = 0
    blob: bytes = b""
    items: list[Deidentified] = field(default_factory=list)
    rejects: list[Reject] = field(default_factory=list)
    counts: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0  #: wall time in the worker
    cpu_seconds: float = 0.0  #: CPU time of the worker process


_local = threading.local()


def deidentifier(config: Config) -> MessageDeidentifier:
    """The worker's :class:`MessageDeidentifier` for ``config``, built once per thread.

    One per thread rather than per process because a Dask worker may run several task
    threads and nothing promises the de-identifier is thread-safe.
    """
    from hl7scrub.hl7v2 import MessageDeidentifier

    cache: dict[Config, MessageDeidentifier] | None = getattr(_local, "cache", None)
    if cache is None:
        cache = {}
        _local.cache = cache
    deid = cache.get(config)
    if deid is None:
        deid = MessageDeidentifier(config)
        cache[config] = deid
    return deid


def warm_up(config: Config) -> None:
    """Process-pool initializer: build the de-identifier before the first unit arrives."""
    import signal

    # Ctrl-C goes to the whole process group; the parent handles it and stops the pool.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    # an error here is raised again, with its type, by the first task
    with contextlib.suppress(Exception):
        deidentifier(config)
    # The lexicon and patterns live as long as the worker: kept out of the collector's
    # generations, full collections stop walking them.
    gc.collect()
    gc.freeze()


def _internal_reason(exc: BaseException) -> str:
    """Name an unexpected exception by type and code location only (its text may hold PHI)."""
    frames = traceback.extract_tb(exc.__traceback__)
    where = ""
    if frames:
        last = frames[-1]
        where = f" at {PurePath(last.filename).name}:{last.lineno}"
    return f"internal error ({type(exc).__name__}{where})"


def _pieces(chunk: Chunk) -> Iterator[Piece]:
    from hl7scrub.hl7v2 import split_messages

    if chunk.data:
        for raw in split_messages(chunk.data):
            yield Piece(chunk.base_offset + raw.offset, raw.data)
    for piece in chunk.pieces:
        if piece.reason:
            yield piece
            continue
        found = False
        for raw in split_messages(piece.data):
            found = True
            yield Piece(piece.offset + raw.offset, raw.data)
        if not found:
            yield Piece(piece.offset, b"", "MLLP frame holds no message")


def _layout(message: bytes, layout: OutputLayout) -> bytes:
    """One message as written to a mirrored file: CR-terminated segments, then LF (plain
    inputs) or an MLLP frame (framed inputs)."""
    if not message.endswith(b"\r"):
        message += b"\r"
    if layout == "mllp":
        return START_BLOCK + message + END_BLOCK
    return message + b"\n"


def process_chunk(config: Config, chunk: Chunk) -> ChunkResult:
    """De-identify every message of ``chunk``; bad messages become rejects, never errors."""
    started, cpu_started = time.perf_counter(), time.process_time()
    deid = deidentifier(config)
    result = ChunkResult(seq=chunk.seq)
    outputs: list[bytes] = []
    counts = result.counts
    index = -1
    for index, piece in enumerate(_pieces(chunk)):
        if piece.reason:
            result.rejects.append(Reject(index, piece.offset, piece.reason[:MAX_REASON]))
            continue
        try:
            done = deid.deidentify(piece.data)
        except Hl7ScrubError as exc:
            reason = str(exc)[:MAX_REASON] or type(exc).__name__
            # the original MSH-10 is reported only where the output keeps it too
            keep = config.hl7.msh10 == "keep"
            control_id = str(getattr(exc, "control_id", "") or "") if keep else ""
            result.rejects.append(Reject(index, piece.offset, reason, control_id))
            continue
        except Exception as exc:  # fail closed: the message is rejected, the run goes on
            result.rejects.append(Reject(index, piece.offset, _internal_reason(exc)))
            continue
        framed = chunk.keep_messages or chunk.layout == "mllp"
        if framed and (START_BLOCK in done.output or b"\x1c" in done.output):
            result.rejects.append(Reject(index, piece.offset, "message contains an MLLP "
                                         "framing byte (0x0B or 0x1C) and cannot be framed",
                                         done.output_control_id))
            continue
        for phi_type, n in done.counts.items():
            counts[phi_type] = counts.get(phi_type, 0) + n
        if chunk.keep_messages:
            result.items.append(Deidentified(index, piece.offset, done.control_id,
                                             done.output_control_id, done.output))
        else:
            outputs.append(_layout(done.output, chunk.layout))
    result.messages = index + 1
    result.blob = b"".join(outputs)
    result.seconds = time.perf_counter() - started
    result.cpu_seconds = time.process_time() - cpu_started
    return result

"""The replay job: inputs in, units of work out to an engine, results back in order.

The main process reads and decompresses inputs, cuts them into units of work, keeps a
bounded window of them in flight on the engine, and consumes the results strictly in
submission order. Because output is only ever written from that ordered stream, the bytes
written do not depend on the engine, the number of workers or the unit size.

Resume granularity:

* mirrored files: per input file. An output is written under a temporary name and renamed
  when the file is done; an interrupted file is redone from its start on the next run.
  (Compressed outputs cannot be continued mid-stream without re-encoding what is already
  written, and archives are usually rotated into many files, so a file is a small loss.)
* MLLP forwarding: per message. The manifest records how many messages of the current
  file were acknowledged, at most ``checkpoint_interval`` seconds stale, so a rerun does
  not re-send what the receiver already has (after ``kill -9``, at most that window is
  re-sent: delivery is at-least-once, as MLLP itself is).
"""

from __future__ import annotations

import dataclasses
import fcntl
import hashlib
import json
import os
import signal
import time
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import FrameType
from typing import IO, Any

from hl7scrub.config import Config
from hl7scrub.exceptions import ConfigError, Hl7ScrubError
from hl7scrub.log import get_logger
from hl7scrub.replay.engines import DaskEngine, Engine, LocalEngine, ResultFuture, available_cores
from hl7scrub.replay.inputs import InputFile, discover
from hl7scrub.replay.manifest import Manifest, config_fingerprint, iso_mtime
from hl7scrub.replay.progress import Progress
from hl7scrub.replay.reader import InputReader
from hl7scrub.replay.sinks import DownstreamUnavailable, FileSink, MllpForwarder, parse_mllp_url
from hl7scrub.replay.work import ChunkResult, Reject

MANIFEST_NAME = "manifest.json"
REJECTS_NAME = "rejects.jsonl"
STATE_SUBDIR = ".hl7scrub-replay"


class ReplayAborted(Hl7ScrubError):
    """The run stopped before the end (downstream unavailable, worker failure, disk error);
    everything finished so far is recorded and a rerun resumes."""


@dataclass(frozen=True)
class ReplayJob:
    """What to replay and where: exactly one of ``out`` and ``to``."""

    inputs: tuple[str, ...]
    out: Path | None = None
    to: str | None = None
    state: Path | None = None  #: manifest/reject directory; defaults to ``out``
    restart: bool = False
    progress: bool | None = None  #: bar (True), log lines (False), auto (None)

    def state_dir(self) -> Path:
        if self.state is not None:
            return self.state
        if self.out is not None:
            return self.out
        raise ConfigError("forwarding with --to needs --state DIR for the manifest and "
                          "reject file")


@dataclass
class ReplaySummary:
    files: int = 0
    skipped: int = 0
    processed: int = 0
    failed: int = 0
    messages: int = 0
    rejected: int = 0
    problems: int = 0
    seconds: float = 0.0
    #: CPU seconds the workers spent on this run's units (for throughput analysis)
    worker_cpu_seconds: float = 0.0
    manifest: Path = Path()
    rejects: Path = Path()

    @property
    def clean(self) -> bool:
        return not (self.rejected or self.problems or self.failed)


@dataclass
class _FileJob:
    """An input being processed, with what has been learned about it so far."""

    input: InputFile
    reader: InputReader
    reject_part: Path
    sink: FileSink | None = None
    next_index: int = 0
    messages: int = 0
    rejected: int = 0
    counts: dict[str, int] = field(default_factory=dict)
    open_error: str = ""
    reported_bytes: int = 0
    started: float = field(default_factory=time.monotonic)
    # forwarding
    forwarded: int = 0
    #: messages before this index were handled by an earlier, interrupted run
    resume_from: int = 0
    nak_rejected: int = 0
    #: index of the first message not yet answered by the receiver (while forwarding)
    unanswered: int = 0
    out_sha: Any = field(default_factory=hashlib.sha256)
    _part: IO[str] | None = None

    def part(self) -> IO[str]:
        if self._part is None:
            self.reject_part.parent.mkdir(parents=True, exist_ok=True)
            self._part = open(self.reject_part, "a", encoding="utf-8")  # noqa: SIM115
        return self._part

    def part_size(self) -> int:
        if self._part is not None:
            self._part.flush()
        try:
            return self.reject_part.stat().st_size
        except FileNotFoundError:
            return 0

    def close_part(self, *, sync: bool) -> None:
        if self._part is not None:
            self._part.flush()
            if sync:
                os.fsync(self._part.fileno())
            self._part.close()
            self._part = None


def _part_name(rel: str) -> str:
    return hashlib.sha256(rel.encode("utf-8", "surrogateescape")).hexdigest()[:24] + ".jsonl"


#: A unit in flight (or, with no future, the end of a file) and the input bytes it covers.
_Pending = tuple[_FileJob, ResultFuture | None, int]


class Replay:
    """One replay run. ``run()`` returns a summary; see :func:`replay` for the one-call API."""

    def __init__(self, config: Config, job: ReplayJob) -> None:
        if (job.out is None) == (job.to is None):
            raise ConfigError("give exactly one of --out DIR and --to mllp://HOST:PORT")
        self.config = config
        self.cfg = config.replay
        self.job = job
        self.state = job.state_dir().resolve()
        self.out = job.out.resolve() if job.out is not None else None
        if job.to is not None:
            parse_mllp_url(job.to)
        if self.cfg.chunk_bytes < 1 or self.cfg.in_flight_per_worker < 1:
            raise ConfigError("replay.chunk_bytes and replay.in_flight_per_worker must be "
                              "positive")
        if self.cfg.workers < 0:
            raise ConfigError("replay.workers must be 0 (all cores) or more")
        self.manifest_path = self.state / MANIFEST_NAME
        self.rejects_path = self.state / REJECTS_NAME
        self.parts_dir = self.state / STATE_SUBDIR / "rejects"
        self.destination = str(self.out) if self.out is not None else str(job.to)
        self.log = get_logger("replay")
        self.manifest: Manifest | None = None
        self.forwarder: MllpForwarder | None = None
        self.progress: Progress | None = None
        self.worker_cpu_seconds = 0.0
        self._stop_requested = False

    # ------------------------------------------------------------------ set-up

    def _lock(self) -> IO[bytes]:
        lock_dir = self.state / STATE_SUBDIR
        lock_dir.mkdir(parents=True, exist_ok=True)
        handle = open(lock_dir / "lock", "ab")  # noqa: SIM115 - held for the whole run
        try:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            handle.close()
            raise ConfigError(f"another replay is running with state directory "
                              f"{self.state}") from None
        return handle

    def _discover(self) -> list[InputFile]:
        exclude = [self.state] + ([self.out] if self.out is not None else [])
        inputs = discover(self.job.inputs, exclude)
        reserved = {MANIFEST_NAME, REJECTS_NAME} if self.out == self.state else set()
        for inp in inputs:
            if inp.rel in reserved:
                raise ConfigError(f"input {inp.path} would be written over the replay "
                                  f"{inp.rel}; use --state to keep them apart")
            if self.out is not None and (self.out / inp.rel).resolve() == inp.path:
                raise ConfigError(f"output for {inp.path} would overwrite the input")
        return inputs

    def _is_done(self, inp: InputFile) -> bool:
        assert self.manifest is not None
        entry = self.manifest.files.get(inp.rel)
        if not entry or entry.get("status") != "complete":
            return False
        if entry.get("size") != inp.size or entry.get("mtime_ns") != inp.mtime_ns:
            return False
        if self.out is not None:
            try:
                return (self.out / inp.rel).stat().st_size == entry.get("output_size")
            except OSError:
                return False
        return True

    def _make_engine(self) -> Engine:
        workers = self.cfg.workers or available_cores()
        if self.cfg.engine == "dask":
            return DaskEngine(self.config, scheduler=self.cfg.scheduler, workers=workers,
                              connect_timeout=self.cfg.connect_timeout)
        return LocalEngine(self.config, workers)

    # ------------------------------------------------------------------ run

    def run(self) -> ReplaySummary:
        started = time.monotonic()
        lock = self._lock()
        previous = self._install_signals()
        try:
            return self._run(started)
        finally:
            for signum, handler in previous.items():
                signal.signal(signum, handler)
            lock.close()

    def _install_signals(self) -> dict[int, Any]:
        """Ctrl-C and SIGTERM (pre-emption, ``kubectl delete``) stop the run cleanly.

        Writing files, the run stops at once (an unfinished file is redone anyway). When
        forwarding, the first signal lets the message in flight get its answer and stops
        before the next one, so the checkpoint is exact; a second signal stops at once.
        """
        previous: dict[int, Any] = {}
        for signum in (signal.SIGINT, signal.SIGTERM):
            try:
                previous[signum] = signal.signal(signum, self._on_signal)
            except ValueError:  # not the main thread: leave signals alone
                break
        return previous

    def _on_signal(self, signum: int, frame: FrameType | None) -> None:
        if self.job.to is not None and not self._stop_requested:
            self._stop_requested = True
            return
        raise KeyboardInterrupt

    def _check_stop(self) -> None:
        if self._stop_requested:
            raise KeyboardInterrupt

    def _run(self, started: float) -> ReplaySummary:
        self.config = _with_resolved_secret(self.config)
        fingerprint = config_fingerprint(self.config, self.config.hl7.secret.encode("utf-8"))
        self.manifest = manifest = Manifest.load(self.manifest_path, fingerprint,
                                                 self.destination, restart=self.job.restart)
        if self.job.restart:
            _clear_dir(self.parts_dir)
        inputs = self._discover()
        # keep the manifest in input order (entries of earlier, other inputs after them)
        ordered = {i.rel: manifest.files[i.rel] for i in inputs if i.rel in manifest.files}
        ordered.update({k: v for k, v in manifest.files.items() if k not in ordered})
        manifest.files = ordered

        todo = [i for i in inputs if not self._is_done(i)]
        summary = ReplaySummary(files=len(inputs), skipped=len(inputs) - len(todo),
                                manifest=self.manifest_path, rejects=self.rejects_path)
        tty = self.job.progress if self.job.progress is not None else None
        self.progress = progress = Progress(sum(i.size for i in inputs), len(inputs),
                                            interval=self.cfg.log_interval, tty=tty)
        todo_rels = {i.rel for i in todo}
        for inp in inputs:
            if inp.rel not in todo_rels:
                progress.skip(inp.size)
        if not progress.tty:  # on a terminal the bar says it all
            self.log.info("replay.start", inputs=len(inputs), to_do=len(todo),
                          skipped=summary.skipped, engine=self.cfg.engine,
                          destination="mllp" if self.job.to else "files")
        engine: Engine | None = None
        pending: deque[_Pending] = deque()
        try:
            if todo:
                if self.job.to is not None:
                    self.forwarder = MllpForwarder(self.job.to, self.config.server)
                    self.forwarder.check()
                self._check_deidentifier()
                engine = self._make_engine()
                window = max(min(engine.slots * self.cfg.in_flight_per_worker,
                                 self.cfg.max_in_flight_bytes // self.cfg.chunk_bytes), 2)
                for inp in todo:
                    fjob = self._start(inp)
                    chunks = fjob.reader.chunks()
                    while True:
                        try:
                            chunk = next(chunks, None)
                        except OSError as exc:  # the input could not be opened
                            fjob.open_error = exc.strerror or type(exc).__name__
                            break
                        if chunk is None:
                            break
                        while len(pending) >= window:
                            self._drain_one(pending)
                        pending.append((fjob, engine.submit(chunk), self._bytes_read(fjob)))
                    pending.append((fjob, None, self._bytes_read(fjob)))
                while pending:
                    self._drain_one(pending)
        except DownstreamUnavailable as exc:
            self._abandon(pending, engine)
            raise ReplayAborted(f"downstream unavailable: {exc}; the manifest records what "
                                "was delivered, rerun to resume") from None
        except (KeyboardInterrupt, Hl7ScrubError):
            self._abandon(pending, engine)
            raise
        except Exception as exc:
            self._abandon(pending, engine)
            raise ReplayAborted(f"replay stopped: {_describe(exc)}; rerun to resume") from exc
        finally:
            progress.close()
        if engine is not None:
            engine.close()
        if self.forwarder is not None:
            self.forwarder.close()
        manifest.save()
        self._rebuild_rejects()
        for inp in inputs:
            entry = manifest.files.get(inp.rel, {})
            summary.messages += int(entry.get("messages", 0))
            summary.rejected += int(entry.get("rejected", 0))
            summary.problems += len(entry.get("problems") or [])
            summary.failed += entry.get("status") in ("failed", "partial")
        summary.processed = len(todo)
        summary.seconds = time.monotonic() - started
        summary.worker_cpu_seconds = self.worker_cpu_seconds
        if not progress.tty:
            self.log.info("replay.done", files=summary.files, processed=summary.processed,
                          skipped=summary.skipped, failed=summary.failed,
                          messages=summary.messages, rejected=summary.rejected,
                          problems=summary.problems, seconds=round(summary.seconds, 2))
        return summary

    def _check_deidentifier(self) -> None:
        """Build the de-identifier here first, so a bad field map, key or model is a
        configuration error before any work starts (and not one per worker)."""
        from hl7scrub.replay.work import deidentifier

        try:
            deidentifier(self.config)
        except Hl7ScrubError:
            raise
        except Exception as exc:
            raise ReplayAborted("cannot build the de-identifier: "
                                f"{type(exc).__name__}") from exc

    def _start(self, inp: InputFile) -> _FileJob:
        assert self.manifest is not None
        part = self.parts_dir / _part_name(inp.rel)
        fjob = _FileJob(input=inp, reject_part=part,
                        reader=InputReader(inp, self.cfg,
                                           keep_messages=self.job.to is not None))
        entry = self.manifest.files.get(inp.rel) or {}
        checkpoint = entry.get("checkpoint") if entry.get("status") == "partial" else None
        unchanged = entry.get("size") == inp.size and entry.get("mtime_ns") == inp.mtime_ns
        if self.job.to is not None and checkpoint and unchanged:
            fjob.resume_from = int(checkpoint.get("next_index", 0))
            fjob.nak_rejected = int(checkpoint.get("nak_rejected", 0))
            fjob.forwarded = int(checkpoint.get("forwarded", 0))
            keep = int(checkpoint.get("reject_bytes", 0))
            if part.exists():
                with open(part, "r+b") as fh:
                    fh.truncate(keep)
        else:
            part.unlink(missing_ok=True)
        return fjob

    @staticmethod
    def _bytes_read(fjob: _FileJob) -> int:
        """Input bytes read since the last unit; they count as done when it comes back."""
        position = fjob.reader.position
        delta, fjob.reported_bytes = position - fjob.reported_bytes, position
        return delta

    # ------------------------------------------------------------------ results

    def _drain_one(self, pending: deque[_Pending]) -> None:
        assert self.progress is not None
        self._check_stop()
        fjob, future, nbytes = pending[0]
        if future is None:
            self._finish(fjob)
        else:
            self._consume(fjob, future.result())
        self.progress.advance(nbytes, 0, 0)
        pending.popleft()

    def _reject_line(self, fjob: _FileJob, reject: Reject, index: int | None) -> str:
        record: dict[str, Any] = {"file": str(fjob.input.path), "rel": fjob.input.rel,
                                  "offset": reject.offset, "message_index": index,
                                  "reason": reject.reason}
        if reject.control_id:
            record["control_id"] = reject.control_id
        return json.dumps(record, ensure_ascii=False) + "\n"

    def _write_rejects(self, fjob: _FileJob, rejects: list[tuple[int, Reject]],
                       upto: int | None = None) -> None:
        """Append reject lines in message order, except those an earlier run wrote."""
        rejects.sort(key=lambda item: item[0])
        lines = [self._reject_line(fjob, r, i) for i, r in rejects
                 if i >= fjob.resume_from and (upto is None or i < upto)]
        if lines:
            fjob.part().write("".join(lines))

    def _consume(self, fjob: _FileJob, result: ChunkResult) -> None:
        assert self.progress is not None
        self.worker_cpu_seconds += result.cpu_seconds
        base = fjob.next_index
        rejects = [(base + r.index, r) for r in result.rejects]
        if self.job.to is None:
            if fjob.sink is None:
                fjob.sink = self._open_sink(fjob)
            fjob.sink.write(result.blob)
        else:
            naks: list[tuple[int, Reject]] = []
            try:
                self._forward(fjob, result, base, naks)
            except (DownstreamUnavailable, KeyboardInterrupt):
                # record exactly how far forwarding got, so a rerun resends nothing
                # that was answered
                self._write_rejects(fjob, rejects + naks, upto=fjob.unanswered)
                self._checkpoint(fjob, fjob.unanswered, force=True)
                raise
            rejects += naks
        fjob.next_index += result.messages
        fjob.messages += result.messages
        fjob.rejected += len(result.rejects)
        for phi_type, n in result.counts.items():
            fjob.counts[phi_type] = fjob.counts.get(phi_type, 0) + n
        self._write_rejects(fjob, rejects)
        self.progress.advance(0, result.messages, len(result.rejects))
        if self.job.to is not None:
            self._checkpoint(fjob, fjob.next_index)

    def _forward(self, fjob: _FileJob, result: ChunkResult, base: int,
                 naks: list[tuple[int, Reject]]) -> None:
        """Send the chunk's messages in order; negative ACKs are added to ``naks``.

        ``fjob.unanswered`` is kept at the index of the first message without an answer,
        which is where a rerun resumes if this one stops.
        """
        from hl7scrub.server.mllp import frame

        assert self.forwarder is not None
        fjob.unanswered = max(base, fjob.resume_from)
        for item in result.items:
            index = base + item.index
            fjob.out_sha.update(frame(item.data))
            if index < fjob.resume_from:
                continue  # answered in an earlier run
            fjob.unanswered = index
            self._check_stop()
            ack = self.forwarder.send(item.data)
            if ack.accepted:
                fjob.forwarded += 1
            else:
                fjob.nak_rejected += 1
                naks.append((index, Reject(item.index, item.offset,
                                           f"downstream answered {ack.code}",
                                           item.output_control_id)))
            fjob.unanswered = index + 1
        fjob.unanswered = max(base + result.messages, fjob.resume_from)

    def _checkpoint(self, fjob: _FileJob, next_index: int, *, force: bool = False,
                    reject_bytes: int | None = None) -> None:
        """Record how far forwarding got in the current file."""
        assert self.manifest is not None
        inp = fjob.input
        if fjob._part is not None:
            fjob._part.flush()
            os.fsync(fjob._part.fileno())
        self.manifest.files[inp.rel] = {
            "input": str(inp.path), "rel": inp.rel, "size": inp.size,
            "mtime_ns": inp.mtime_ns, "status": "partial",
            "checkpoint": {"next_index": max(next_index, fjob.resume_from),
                           "reject_bytes": (fjob.part_size() if reject_bytes is None
                                            else reject_bytes),
                           "nak_rejected": fjob.nak_rejected,
                           "forwarded": fjob.forwarded},
        }
        self.manifest.save(throttle=0.0 if force else self.cfg.checkpoint_interval)

    def _open_sink(self, fjob: _FileJob) -> FileSink:
        assert self.out is not None
        return FileSink(self.out / fjob.input.rel, fjob.reader.compression, self.cfg)

    def _finish(self, fjob: _FileJob) -> None:
        """All units of one input are written: commit its output and its manifest entry."""
        assert self.manifest is not None and self.progress is not None
        inp, reader = fjob.input, fjob.reader
        problems: list[dict[str, Any]] = []
        status = "complete"
        if fjob.open_error:
            status = "failed"
            problems.append({"offset": None, "reason": f"cannot open: {fjob.open_error}"})
        elif reader.io_error is not None:
            status = "failed"
            problems.append({"offset": reader.decompressed, "reason": "read error: "
                             f"{reader.io_error.strerror or type(reader.io_error).__name__}"})
        elif reader.problem is not None:
            problems.append({"offset": reader.problem.offset, "reason": reader.problem.reason})
        resume_at = fjob.part_size()  # a rerun drops the problem lines written below
        for problem in problems:
            fjob.part().write(self._reject_line(
                fjob, Reject(-1, problem["offset"], problem["reason"]), None))
        entry: dict[str, Any] = {
            "input": str(inp.path), "rel": inp.rel, "size": inp.size,
            "mtime_ns": inp.mtime_ns, "mtime": iso_mtime(inp.mtime_ns),
            "sha256": reader.sha256 or None, "compression": reader.compression,
            "container": reader.container, "messages": fjob.messages,
            "rejected": fjob.rejected + fjob.nak_rejected, "phi": dict(sorted(fjob.counts.items())),
        }
        if self.job.to is None:
            if status == "complete":
                if fjob.sink is None:
                    fjob.sink = self._open_sink(fjob)
                fjob.sink.commit()
                entry.update(output=str(fjob.sink.final), output_size=fjob.sink.size,
                             output_sha256=fjob.sink.sha256)
            elif fjob.sink is not None:
                fjob.sink.abort()
            fjob.sink = None
        elif status == "failed" and fjob.next_index > 0:
            # forwarded messages cannot be unsent: resume after them next time
            self._checkpoint(fjob, fjob.next_index, force=True, reject_bytes=resume_at)
            fjob.close_part(sync=True)
            self.progress.file_done()
            return
        else:
            entry.update(output=self.job.to, forwarded=fjob.forwarded,
                         output_sha256=fjob.out_sha.hexdigest())
        entry["problems"] = problems
        entry["status"] = status
        entry["seconds"] = round(time.monotonic() - fjob.started, 3)
        fjob.close_part(sync=True)
        self.manifest.files[inp.rel] = entry
        self.manifest.save(throttle=self.cfg.checkpoint_interval)
        self.progress.file_done()
        if not self.progress.tty:
            self.log.info("replay.file", rel=inp.rel, status=status, messages=fjob.messages,
                          rejected=entry["rejected"], problems=len(problems),
                          seconds=entry["seconds"])

    def _abandon(self, pending: deque[_Pending],
                 engine: Engine | None) -> None:
        """Stop: drop partial outputs, keep checkpoints, record what finished."""
        seen: set[int] = set()
        for fjob, _, _ in pending:
            if id(fjob) in seen:
                continue
            seen.add(id(fjob))
            if fjob.sink is not None:
                fjob.sink.abort()
                fjob.sink = None
            fjob.close_part(sync=True)
        if engine is not None:
            try:
                engine.close(cancel=True)
            except Exception as exc:  # shutting down after a failure: report, keep going
                self.log.warning("replay.engine_close_failed", error=type(exc).__name__)
        if self.forwarder is not None:
            try:
                self.forwarder.close()
            except Exception as exc:
                self.log.warning("replay.forwarder_close_failed", error=type(exc).__name__)
        if self.manifest is not None:
            self.manifest.save()
            self._rebuild_rejects()

    def _rebuild_rejects(self) -> None:
        """rejects.jsonl = the reject parts of the manifest's files, in manifest order.

        Rebuilt rather than appended so a redone file never leaves duplicate entries.
        """
        assert self.manifest is not None
        tmp = self.rejects_path.with_name(f".{self.rejects_path.name}.tmp")
        with open(tmp, "wb") as out:
            for rel in self.manifest.files:
                part = self.parts_dir / _part_name(rel)
                try:
                    with open(part, "rb") as fh:
                        while block := fh.read(1 << 20):
                            out.write(block)
                except FileNotFoundError:
                    continue
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, self.rejects_path)


def _with_resolved_secret(config: Config) -> Config:
    """The configuration with its key resolved here, once.

    Workers (possibly on other machines, where ``secret_file`` does not exist or a
    generated per-machine key would differ) then all use the same key, which is what
    makes output identical across engines.
    """
    from hl7scrub.hl7v2.secret import resolve_secret

    secret = resolve_secret(config.hl7)
    try:
        text = secret.decode("utf-8")
    except UnicodeDecodeError:
        raise ConfigError("the hl7 secret must be UTF-8 text for replay") from None
    return dataclasses.replace(config, hl7=dataclasses.replace(config.hl7, secret=text,
                                                                secret_file=""))


def _describe(exc: BaseException) -> str:
    """An unexpected failure by kind (and, for OS errors, the system's reason and path);
    never the exception text, which may quote data."""
    if isinstance(exc, OSError) and exc.strerror:
        where = f" ({exc.filename})" if exc.filename else ""
        return f"{type(exc).__name__}: {exc.strerror}{where}"
    return type(exc).__name__


def _clear_dir(path: Path) -> None:
    if path.is_dir():
        for child in path.iterdir():
            if child.is_file():
                child.unlink()


def replay(config: Config, job: ReplayJob) -> ReplaySummary:
    """Run one replay job; raises :class:`ReplayAborted` if it cannot finish."""
    return Replay(config, job).run()


def iter_rejects(path: Path) -> Iterator[dict[str, Any]]:
    """The entries of a reject file."""
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                yield json.loads(line)


__all__ = ["Replay", "ReplayAborted", "ReplayJob", "ReplaySummary", "iter_rejects", "replay"]

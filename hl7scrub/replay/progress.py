"""Progress: a bar on a terminal, periodic structured log lines otherwise.

Progress is measured in input bytes (compressed size for compressed files, known before
the run starts) so the ETA covers the whole job; message counts and rates ride along.
Nothing here ever sees message content.
"""

from __future__ import annotations

import os
import sys
import time
from typing import Any, TextIO

from hl7scrub.log import get_logger


class Progress:
    def __init__(self, total_bytes: int, total_files: int, *, interval: float,
                 stream: TextIO | None = None, tty: bool | None = None) -> None:
        self.stream = stream or sys.stderr
        self.tty = self.stream.isatty() if tty is None else tty
        self.total_bytes = max(total_bytes, 0)
        self.total_files = total_files
        self.interval = interval
        self.bytes = 0
        self.messages = 0
        self.rejected = 0
        self.files = 0
        self.started = time.monotonic()
        self._last_log = self.started
        self._log = get_logger("replay")
        self._bar: Any = None
        if self.tty:
            from tqdm import tqdm

            width, height = _size(self.stream)
            self._bar = tqdm(total=self.total_bytes, unit="B", unit_scale=True,
                             unit_divisor=1024, file=self.stream, desc="replay",
                             dynamic_ncols=width > 0, ncols=None if width > 0 else 100,
                             nrows=None if height > 0 else 24, smoothing=0.1)

    def skip(self, size: int) -> None:
        """An input already done in an earlier run: it no longer counts toward the ETA."""
        self.total_bytes -= size
        self.total_files -= 1
        if self._bar is not None:
            self._bar.total = self.total_bytes
            self._bar.refresh()

    def advance(self, nbytes: int, messages: int, rejected: int) -> None:
        self.bytes += nbytes
        self.messages += messages
        self.rejected += rejected
        if self._bar is not None:
            if nbytes:
                self._bar.update(nbytes)
            elapsed = max(time.monotonic() - self.started, 1e-9)
            self._bar.set_postfix(msgs=self.messages, rej=self.rejected,
                                  rate=f"{self.messages / elapsed:.0f}/s", refresh=False)
            return
        now = time.monotonic()
        if now - self._last_log >= self.interval:
            self._last_log = now
            self._emit("replay.progress")

    def file_done(self) -> None:
        self.files += 1

    def _emit(self, event: str) -> None:
        elapsed = max(time.monotonic() - self.started, 1e-9)
        rate = self.bytes / elapsed
        remaining = max(self.total_bytes - self.bytes, 0)
        self._log.info(event, files_done=self.files, files_total=self.total_files,
                       messages=self.messages, rejected=self.rejected,
                       mb=round(self.bytes / 1e6, 1), mb_total=round(self.total_bytes / 1e6, 1),
                       msgs_per_s=round(self.messages / elapsed, 1),
                       eta_s=round(remaining / rate) if rate > 0 else None,
                       elapsed_s=round(elapsed, 1))

    def close(self) -> None:
        if self._bar is not None:
            self._bar.close()
            self._bar = None


def _size(stream: TextIO) -> tuple[int, int]:
    """Columns and lines of the terminal behind ``stream``; 0 when unknown (a terminal
    that reports no size would otherwise get an empty or hidden bar)."""
    try:
        size = os.get_terminal_size(stream.fileno())
    except (OSError, ValueError, AttributeError):
        return 0, 0
    return size.columns, size.lines

"""On a terminal, replay shows a progress bar (bytes, rate, ETA, message count)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from hl7scrub.replay.synthetic import make_messages, write_archive
from tests.test_replay import SECRET

pty = pytest.importorskip("pty")


def test_progress_bar_on_a_terminal(tmp_path: Path) -> None:
    conf = tmp_path / "hl7scrub.toml"
    conf.write_text(f'[hl7]\nsecret = "{SECRET}"\n', encoding="utf-8")
    src = write_archive(tmp_path / "in" / "a.hl7", make_messages(8, seed=41))
    primary, secondary = pty.openpty()
    cmd = [sys.executable, "-m", "hl7scrub", "--config", str(conf), "replay", str(src),
           "--out", str(tmp_path / "out"), "--workers", "1"]
    proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                            stderr=secondary)
    os.close(secondary)
    chunks = []
    while True:
        try:
            data = os.read(primary, 65536)
        except OSError:  # the terminal closed with the process
            break
        if not data:
            break
        chunks.append(data)
    os.close(primary)
    assert proc.wait(timeout=120) == 0
    screen = b"".join(chunks).decode(errors="replace")
    assert "replay:" in screen and "100%" in screen
    assert "msgs=8" in screen
    assert "8 messages, 0 rejected" in screen
    assert '"event"' not in screen  # no JSON log lines between the bar updates

"""Interrupted replays resume without duplicating or losing output.

These run ``hl7scrub replay`` as a real subprocess and stop it with a real signal.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from hl7scrub.replay.synthetic import make_messages, write_archive
from tests.test_replay import SECRET, rejects, run_replay, tree

FILES = 6
#: Seconds an uninterrupted run should take, so that there is a "mid-run" to kill in
#: whatever the speed of the de-identifier on this machine.
TARGET_SECONDS = 3.0


@pytest.fixture()
def conf(tmp_path: Path) -> Path:
    path = tmp_path / "hl7scrub.toml"
    # a manifest write after every file, so the test can see progress as it happens
    path.write_text(f'[hl7]\nsecret = "{SECRET}"\n\n[replay]\ncheckpoint_interval = 0.0\n',
                    encoding="utf-8")
    return path


def _per_file(conf: Path) -> int:
    """Messages per file for a run of about TARGET_SECONDS on one worker."""
    from hl7scrub.config import load_config
    from hl7scrub.hl7v2 import MessageDeidentifier

    deid = MessageDeidentifier(load_config(conf))
    sample = make_messages(6, seed=99)
    deid.deidentify(sample[0])
    started = time.perf_counter()
    for message in sample:
        deid.deidentify(message)
    rate = len(sample) / (time.perf_counter() - started)
    return max(8, min(2000, int(rate * TARGET_SECONDS / FILES)))


def _corpus(root: Path, per_file: int) -> Path:
    for i in range(FILES):
        compression = "gzip" if i % 2 else "none"
        name = f"day{i}.hl7" + (".gz" if compression == "gzip" else "")
        write_archive(root / name, make_messages(per_file, seed=i), compression=compression,
                      between=b"\n")
    return root


def _start(conf: Path, src: Path, out: Path) -> subprocess.Popen[bytes]:
    cmd = [sys.executable, "-m", "hl7scrub", "--config", str(conf), "replay", str(src),
           "--out", str(out), "--workers", "1", "--chunk-bytes", "8192",
           "--progress", "log"]
    return subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            start_new_session=True)


def _complete(out: Path) -> int:
    try:
        data = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return 0
    return sum(e.get("status") == "complete" for e in data.get("files", {}).values())


def _kill_group(proc: subprocess.Popen[bytes]) -> None:
    """Stop whatever the replay process left behind (its session, which it leads)."""
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, signal.SIGKILL)


def _wait_for_some_progress(proc: subprocess.Popen[bytes], out: Path) -> int:
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        done = _complete(out)
        if done >= 1:
            return done
        if proc.poll() is not None:
            break
        time.sleep(0.02)
    _kill_group(proc)
    errors = proc.stderr.read().decode(errors="replace")[-2000:] if proc.stderr else ""
    raise AssertionError(f"the replay finished or stalled before it could be interrupted: "
                         f"{errors}")


def test_sigkill_then_rerun_gives_the_same_bytes_as_an_uninterrupted_run(
        tmp_path: Path, conf: Path) -> None:
    src = _corpus(tmp_path / "in", _per_file(conf))
    reference = tmp_path / "reference"
    assert run_replay(conf, str(src), "--out", str(reference), "--workers", "1") == 0

    out = tmp_path / "out"
    proc = _start(conf, src, out)
    try:
        done = _wait_for_some_progress(proc, out)
        os.kill(proc.pid, signal.SIGKILL)  # the main process only, as `kill -9 PID` does
        proc.wait(timeout=30)
    finally:
        _kill_group(proc)
        if proc.stderr:
            proc.stderr.close()
    assert proc.returncode == -signal.SIGKILL
    assert done < FILES, "the run was not interrupted mid-way"

    assert run_replay(conf, str(src), "--out", str(out), "--workers", "2") == 0
    assert tree(out) == tree(reference)
    assert rejects(out) == rejects(reference) == []
    leftovers = [p.name for p in out.rglob("*") if p.name.endswith(".hl7scrub-partial")]
    assert leftovers == []
    first = json.loads((reference / "manifest.json").read_text(encoding="utf-8"))
    second = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    keys = ("sha256", "messages", "rejected", "phi", "output_sha256", "status")
    for rel, entry in first["files"].items():
        assert {k: entry[k] for k in keys} == {k: second["files"][rel][k] for k in keys}


def test_sigint_stops_cleanly_and_leaves_no_partial_output(tmp_path: Path, conf: Path) -> None:
    src = _corpus(tmp_path / "in", _per_file(conf))
    out = tmp_path / "out"
    proc = _start(conf, src, out)
    try:
        _wait_for_some_progress(proc, out)
        os.killpg(proc.pid, signal.SIGINT)  # Ctrl-C reaches the whole process group
        proc.wait(timeout=60)
    finally:
        _kill_group(proc)
        if proc.stderr:
            proc.stderr.close()
    assert proc.returncode == 130
    assert [p.name for p in out.rglob("*.hl7scrub-partial")] == []
    done = _complete(out)
    assert run_replay(conf, str(src), "--out", str(out)) == 0
    assert _complete(out) == FILES >= done

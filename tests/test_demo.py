"""The README's first command: the demo runs the real service on loopback end to end."""

from __future__ import annotations

import subprocess
import sys

from tests.conftest import REPO


def _patient_family_names() -> set[str]:
    names = set()
    for path in (REPO / "samples").glob("*.hl7"):
        for segment in path.read_bytes().decode("latin-1").replace("\n", "\r").split("\r"):
            if segment.startswith("PID|"):
                fields = segment.split("|")
                if len(fields) > 5 and fields[5]:
                    names.add(fields[5].split("^")[0])
    return {n for n in names if len(n) > 2}


def test_demo_delivers_every_sample_de_identified() -> None:
    proc = subprocess.run([sys.executable, "-m", "hl7scrub", "demo"], cwd=REPO,
                          capture_output=True, text=True, timeout=240, check=False)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "0 rejected" in proc.stderr
    families = _patient_family_names()
    assert families, "samples carry patient names"
    for family in families:
        assert family not in proc.stdout
    assert proc.stdout.count("\nMSH|") >= 5

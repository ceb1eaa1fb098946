"""The package stays ruff- and mypy --strict-clean; these run as part of the test suite."""

from __future__ import annotations

import shutil
import subprocess
import sys

import pytest

from tests.conftest import REPO


def _run(*cmd: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(cmd, cwd=REPO, capture_output=True, text=True, check=False)


def test_ruff_reports_nothing() -> None:
    if shutil.which("ruff") is None:
        pytest.skip("ruff is not installed (pip install -e '.[dev]')")
    proc = _run("ruff", "check", "hl7scrub", "tests", "benchmarks")
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_mypy_strict_reports_nothing() -> None:
    proc = _run(sys.executable, "-m", "mypy", "--strict", "hl7scrub")
    assert proc.returncode == 0, proc.stdout + proc.stderr

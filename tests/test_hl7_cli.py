"""``hl7scrub message`` as a real process: output, rejects, positions, exit status."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

from hl7scrub.hl7v2 import split_messages
from hl7scrub.hl7v2.parse import parse_message
from tests.conftest import REPO

GOOD_1 = (b"MSH|^~\\&|A|B|C|D|20240101120000||ADT^A01|GOOD1|P|2.5\r"
          b"PID|1||MRN777111^^^H^MR||QUILLFEATHER^ROSALIND\r")
GOOD_2 = (b"MSH|^~\\&|A|B|C|D|20240101120500||ADT^A01|GOOD2|P|2.5\r"
          b"PID|1||MRN777222^^^H^MR||THISTLEWOOD^BARNABY\r")
LONE_MSH = b"MSH|^~\\&|A|B|C|D|20240101121000||ADT^A01|BAD3|P|2.5\r"


def _run(*args: str, stdin: bytes = b"", cwd: Path | None = None
         ) -> subprocess.CompletedProcess[bytes]:
    env = dict(os.environ, HL7SCRUB_HL7_SECRET="cli-test-secret-0123456789",
               PYTHONPATH=str(REPO))
    return subprocess.run([sys.executable, "-m", "hl7scrub", "message", *args], input=stdin,
                          capture_output=True, cwd=cwd or REPO, env=env, check=False,
                          timeout=300)


def test_good_messages_survive_a_bad_neighbour(tmp_path: Path) -> None:
    source = tmp_path / "in.hl7"
    source.write_bytes(GOOD_1 + LONE_MSH + GOOD_2)
    out = tmp_path / "out.hl7"
    proc = _run(str(source), "-o", str(out))
    assert proc.returncode == 1
    messages = [parse_message(m.data) for m in split_messages(out.read_bytes())]
    assert [m.segments[0].field(10) for m in messages] == ["GOOD1", "GOOD2"]
    assert b"QUILLFEATHER" not in out.read_bytes() and b"THISTLEWOOD" not in out.read_bytes()


def test_rejected_message_is_reported_with_its_position_and_kept_aside(tmp_path: Path) -> None:
    source = tmp_path / "in.hl7"
    source.write_bytes(GOOD_1 + LONE_MSH + GOOD_2)
    out = tmp_path / "out.hl7"
    proc = _run(str(source), "-o", str(out))
    err = proc.stderr.decode()
    assert f"{source}: message 2 at byte {len(GOOD_1)}" in err
    assert "BAD3" in err and "QUILLFEATHER" not in err
    rejects = Path(str(out) + ".rejects")
    assert rejects.read_bytes().startswith(LONE_MSH)
    assert stat.S_IMODE(rejects.stat().st_mode) == 0o600


def test_clean_run_exits_zero_and_writes_no_reject_file(tmp_path: Path) -> None:
    source = tmp_path / "in.hl7"
    source.write_bytes((GOOD_1 + GOOD_2).replace(b"\r", b"\r\n"))
    proc = _run(str(source), "-o", str(tmp_path / "out.hl7"))
    assert proc.returncode == 0, proc.stderr
    assert not (tmp_path / "out.hl7.rejects").exists()


def test_standard_input_to_standard_output(tmp_path: Path) -> None:
    proc = _run("-", stdin=GOOD_1.replace(b"\r", b"\n"), cwd=tmp_path)
    assert proc.returncode == 0
    assert proc.stdout.startswith(b"MSH|") and proc.stdout.endswith(b"\r\n")
    assert b"QUILLFEATHER" not in proc.stdout


def test_several_files_and_a_missing_one(tmp_path: Path) -> None:
    first, second = tmp_path / "a.hl7", tmp_path / "b.hl7"
    first.write_bytes(GOOD_1)
    second.write_bytes(GOOD_2)
    proc = _run(str(first), str(tmp_path / "missing.hl7"), str(second),
                "-o", str(tmp_path / "out.hl7"))
    assert proc.returncode == 1
    assert b"missing.hl7: cannot read" in proc.stderr
    assert len(list(split_messages((tmp_path / "out.hl7").read_bytes()))) == 2


def test_validate_accepts_a_de_identified_sample(tmp_path: Path) -> None:
    proc = _run(str(REPO / "samples" / "oru_radiology.hl7"), "--validate",
                "-o", str(tmp_path / "out.hl7"))
    assert proc.returncode == 0, proc.stderr


def test_print_field_map_shows_the_built_in_map() -> None:
    proc = _run("--print-field-map")
    assert proc.returncode == 0 and b"[PID]" in proc.stdout

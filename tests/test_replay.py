"""``hl7scrub replay`` end to end: every input form, rejects, manifest, exit status, resume.

Messages are synthetic ORU^R01 (hl7scrub.replay.synthetic) and go through the real
MessageDeidentifier; the expected output of a file is what de-identifying each message of
the whole file, one by one, gives, so these tests check the replay machinery (streaming,
chunking, parallel reassembly, compression, framing) rather than de-identification.
"""

from __future__ import annotations

import bz2
import gzip
import json
import lzma
import os
from pathlib import Path
from typing import Any

import pytest

from hl7scrub.cli import main
from hl7scrub.config import load_config
from hl7scrub.replay.synthetic import compress, encode_stream, make_messages, write_archive

SECRET = "replay-test-secret-0123456789abcdef"

#: Small units of work, so even short test files are cut into several chunks that come
#: back from the workers out of order.
SMALL_CHUNK = 4096


@pytest.fixture()
def conf(tmp_path: Path) -> Path:
    path = tmp_path / "hl7scrub.toml"
    path.write_text(f'[hl7]\nsecret = "{SECRET}"\n\n[replay]\ncheckpoint_interval = 0.0\n',
                    encoding="utf-8")
    return path


def run_replay(conf: Path, *args: str) -> int:
    return main(["--config", str(conf), "replay", "--progress", "log", *args])


def decompress(data: bytes) -> bytes:
    if data.startswith(b"\x1f\x8b"):
        return gzip.decompress(data)
    if data.startswith(b"BZh"):
        return bz2.decompress(data)
    if data.startswith(b"\xfd7zXZ"):
        return lzma.decompress(data)
    return data


_DEIDENTIFIERS: dict[Any, Any] = {}


def expected_output(conf: Path, stream: bytes, *, mllp: bool = False) -> bytes:
    """De-identify every message of ``stream`` directly, laid out as replay writes it."""
    from hl7scrub.hl7v2 import MessageDeidentifier, split_messages
    from hl7scrub.server.mllp import Frame, FrameDecoder

    config = load_config(conf)
    deid = _DEIDENTIFIERS.get(config)
    if deid is None:
        deid = _DEIDENTIFIERS[config] = MessageDeidentifier(config)
    if mllp:
        raws = [item.data for item in FrameDecoder().feed(stream) if isinstance(item, Frame)]
    else:
        raws = [m.data for m in split_messages(stream)]
    out = []
    for raw in raws:
        message = deid.deidentify(raw).output
        if not message.endswith(b"\r"):
            message += b"\r"
        out.append(b"\x0b" + message + b"\x1c\r" if mllp else message + b"\n")
    return b"".join(out)


def manifest(state: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((state / "manifest.json").read_text(encoding="utf-8"))
    return data


def rejects(state: Path) -> list[dict[str, Any]]:
    lines = (state / "rejects.jsonl").read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines if line.strip()]


def tree(root: Path) -> dict[str, bytes]:
    """Every visible output file under ``root`` (manifest and rejects excluded)."""
    found = {}
    for path in sorted(root.rglob("*")):
        rel = path.relative_to(root)
        if (path.is_file() and not any(part.startswith(".") for part in rel.parts)
                and rel.as_posix() not in ("manifest.json", "rejects.jsonl")):
            found[rel.as_posix()] = path.read_bytes()
    return found


MESSAGES = make_messages(8, seed=7)

# (file name, compression, layout) -> every input form the command accepts
FORMS: list[tuple[str, str, dict[str, Any]]] = [
    ("cr.hl7", "none", {"separator": b"\r", "between": b""}),
    ("lf.hl7", "none", {"separator": b"\n", "between": b""}),
    ("crlf.txt", "none", {"separator": b"\r\n", "between": b"\r\n"}),
    ("cr-then-lf.hl7", "none", {"separator": b"\r", "between": b"\n"}),
    ("batch.hl7", "none", {"separator": b"\r", "batch": True}),
    ("framed.mllp", "none", {"mllp": True}),
    ("gz.hl7.gz", "gzip", {"separator": b"\r", "between": b"\n"}),
    ("bz.hl7.bz2", "bz2", {"separator": b"\n", "between": b""}),
    ("xz.hl7.xz", "xz", {"separator": b"\r\n", "between": b""}),
    ("framed.mllp.gz", "gzip", {"mllp": True}),
    ("batch.bz2", "bz2", {"separator": b"\r\n", "batch": True}),
]


def mixed_separators() -> bytes:
    """CR, LF and CRLF in one file, with blank lines and a BOM."""
    parts = []
    for i, message in enumerate(MESSAGES[:6]):
        sep = (b"\r", b"\n", b"\r\n")[i % 3]
        parts.append(sep.join(message.rstrip(b"\r").split(b"\r")) + sep + b"\n" * (i % 2))
    return b"\xef\xbb\xbf" + b"".join(parts)


@pytest.mark.parametrize(("name", "compression", "layout"), FORMS,
                         ids=[f[0] for f in FORMS])
def test_every_input_form_gives_the_messages_deidentified_one_by_one(
        tmp_path: Path, conf: Path, name: str, compression: str, layout: dict[str, Any]) -> None:
    src = write_archive(tmp_path / "in" / name, MESSAGES, compression=compression, **layout)
    out = tmp_path / "out"
    status = run_replay(conf, str(src), "--out", str(out), "--workers", "2",
                        "--chunk-bytes", str(SMALL_CHUNK))
    assert status == 0
    written = (out / name).read_bytes()
    assert detect(written) == detect(src.read_bytes())
    stream = decompress(src.read_bytes())
    assert decompress(written) == expected_output(conf, stream, mllp=layout.get("mllp", False))
    entry = manifest(out)["files"][name]
    assert (entry["messages"], entry["rejected"], entry["status"]) == (len(MESSAGES), 0,
                                                                       "complete")


def detect(data: bytes) -> str:
    from hl7scrub.replay.inputs import detect_compression

    return str(detect_compression(data[:8]))


def test_mixed_separators_blank_lines_and_bom_are_split_like_the_whole_file(
        tmp_path: Path, conf: Path) -> None:
    src = tmp_path / "in" / "mixed.hl7"
    src.parent.mkdir()
    src.write_bytes(mixed_separators())
    out = tmp_path / "out"
    assert run_replay(conf, str(src), "--out", str(out), "--chunk-bytes", "512") == 0
    assert (out / "mixed.hl7").read_bytes() == expected_output(conf, src.read_bytes())
    assert manifest(out)["files"]["mixed.hl7"]["messages"] == 6


def test_compression_is_recognised_by_content_not_by_name(tmp_path: Path, conf: Path) -> None:
    src = tmp_path / "in" / "feed.log.1"  # rotated name, gzip inside
    write_archive(src, MESSAGES, compression="gzip")
    out = tmp_path / "out"
    assert run_replay(conf, str(src), "--out", str(out)) == 0
    written = (out / "feed.log.1").read_bytes()
    assert written.startswith(b"\x1f\x8b")
    entry = manifest(out)["files"]["feed.log.1"]
    assert (entry["compression"], entry["messages"]) == ("gzip", len(MESSAGES))


def test_directories_are_walked_recursively_into_a_mirrored_tree(
        tmp_path: Path, conf: Path) -> None:
    root = tmp_path / "archive"
    write_archive(root / "2023" / "01" / "a.hl7", MESSAGES[:3])
    write_archive(root / "2023" / "02" / "b.hl7.gz", MESSAGES[3:6], compression="gzip")
    write_archive(root / "c.hl7", MESSAGES[6:8])
    (root / ".hidden.hl7").write_bytes(b"not replayed")
    out = tmp_path / "out"
    assert run_replay(conf, str(root), "--out", str(out)) == 0
    assert sorted(tree(out)) == ["2023/01/a.hl7", "2023/02/b.hl7.gz", "c.hl7"]
    assert list(manifest(out)["files"]) == ["2023/01/a.hl7", "2023/02/b.hl7.gz", "c.hl7"]


def test_globs_keep_paths_below_their_fixed_prefix(tmp_path: Path, conf: Path) -> None:
    root = tmp_path / "logs"
    write_archive(root / "east" / "x.hl7", MESSAGES[:2])
    write_archive(root / "west" / "x.hl7", MESSAGES[2:4])
    write_archive(root / "west" / "skip.txt", MESSAGES[4:5])
    out = tmp_path / "out"
    assert run_replay(conf, f"{root}/*/*.hl7", "--out", str(out)) == 0
    assert sorted(tree(out)) == ["east/x.hl7", "west/x.hl7"]


def test_output_directory_inside_the_input_directory_is_not_replayed(
        tmp_path: Path, conf: Path) -> None:
    root = tmp_path / "archive"
    write_archive(root / "a.hl7", MESSAGES[:2])
    out = root / "deid"
    assert run_replay(conf, str(root), "--out", str(out)) == 0
    assert run_replay(conf, str(root), "--out", str(out)) == 0
    assert list(manifest(out)["files"]) == ["a.hl7"]


def test_two_inputs_mapping_to_one_output_path_is_a_usage_error(
        tmp_path: Path, conf: Path) -> None:
    a = write_archive(tmp_path / "a" / "x.hl7", MESSAGES[:1])
    b = write_archive(tmp_path / "b" / "x.hl7", MESSAGES[1:2])
    assert run_replay(conf, str(a), str(b), "--out", str(tmp_path / "out")) == 2


@pytest.mark.parametrize("args", [
    ["MISSING.hl7", "--out", "OUT"],
    ["IN", "--to", "http://127.0.0.1:1", "--state", "STATE"],
    ["IN", "--to", "mllp://127.0.0.1:1"],
    ["IN", "--out", "OUT", "--engine", "dask", "--scheduler", "tcp://127.0.0.1:1"],
], ids=["missing-input", "bad-url", "to-without-state", "unreachable-scheduler"])
def test_usage_errors_exit_with_status_2(tmp_path: Path, conf: Path, args: list[str],
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    write_archive(tmp_path / "IN" / "a.hl7", MESSAGES[:1])
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("HL7SCRUB_REPLAY_CONNECT_TIMEOUT", "2")
    assert run_replay(conf, *args) == 2


def test_out_and_to_together_are_refused(tmp_path: Path, conf: Path) -> None:
    src = write_archive(tmp_path / "a.hl7", MESSAGES[:1])
    with pytest.raises(SystemExit) as exc:
        run_replay(conf, str(src), "--out", "o", "--to", "mllp://127.0.0.1:9")
    assert exc.value.code == 2


# --------------------------------------------------------------------------- rejects

NAMES = sorted({m.split(b"PID|")[1].split(b"|")[4].split(b"^")[0] for m in MESSAGES})


def test_a_bad_message_is_rejected_with_offset_and_the_rest_is_written(
        tmp_path: Path, conf: Path) -> None:
    junk = b"this line is no HL7 but names " + NAMES[0] + b"\r"
    good = encode_stream(MESSAGES[:4], between=b"")
    data = encode_stream(MESSAGES[:2], between=b"") + junk + encode_stream(MESSAGES[2:4],
                                                                          between=b"")
    src = tmp_path / "in" / "a.hl7"
    src.parent.mkdir()
    src.write_bytes(data)
    out = tmp_path / "out"
    assert run_replay(conf, str(src), "--out", str(out)) == 1
    assert (out / "a.hl7").read_bytes() == expected_output(conf, good)
    (entry,) = rejects(out)
    assert entry["offset"] == data.index(junk)
    assert entry["message_index"] == 2
    assert entry["file"] == str(src.resolve())
    assert entry["reason"]
    assert NAMES[0].decode() not in (out / "rejects.jsonl").read_text(encoding="utf-8")
    counts = manifest(out)["files"]["a.hl7"]
    assert (counts["messages"], counts["rejected"]) == (5, 1)


def test_corrupt_gzip_member_is_rejected_and_the_intact_data_processed(
        tmp_path: Path, conf: Path) -> None:
    intact = make_messages(12, seed=3)
    stream = encode_stream(intact, between=b"\n")
    damaged = bytearray(compress(encode_stream(make_messages(5, seed=4)), "gzip"))
    damaged[:4] = b"\x1f\x8b\x63\x00"  # second member: unknown compression method
    src = tmp_path / "in" / "broken.hl7.gz"
    src.parent.mkdir()
    src.write_bytes(compress(stream, "gzip") + bytes(damaged))
    other = write_archive(tmp_path / "in" / "fine.hl7", MESSAGES[:3])
    out = tmp_path / "out"
    assert run_replay(conf, str(src), str(other), "--out", str(out),
                      "--chunk-bytes", "8192") == 1
    (entry,) = rejects(out)
    assert entry["message_index"] is None and "gzip" in entry["reason"]
    assert entry["offset"] == len(stream)
    files = manifest(out)["files"]
    assert files["broken.hl7.gz"]["problems"] and files["broken.hl7.gz"]["messages"] == 12
    written = gzip.decompress((out / "broken.hl7.gz").read_bytes())
    assert written == expected_output(conf, stream)
    assert files["fine.hl7"]["rejected"] == 0 and files["fine.hl7"]["messages"] == 3


def test_truncated_gzip_rejects_the_message_it_cuts(tmp_path: Path, conf: Path) -> None:
    messages = make_messages(20, seed=5)
    packed = compress(encode_stream(messages, between=b"\n"), "gzip")
    src = tmp_path / "in" / "cut.hl7.gz"
    src.parent.mkdir()
    src.write_bytes(packed[: len(packed) * 2 // 3])
    out = tmp_path / "out"
    assert run_replay(conf, str(src), "--out", str(out), "--chunk-bytes", "8192") == 1
    found = rejects(out)
    assert [e["message_index"] is None for e in found] == [False, True]
    assert "truncated" in found[1]["reason"]
    entry = manifest(out)["files"]["cut.hl7.gz"]
    written = gzip.decompress((out / "cut.hl7.gz").read_bytes())
    assert written.count(b"MSH|") == entry["messages"] - 1 == found[0]["message_index"]


def test_gzip_damaged_mid_stream_is_reported_and_other_files_processed(
        tmp_path: Path, conf: Path) -> None:
    packed = bytearray(compress(encode_stream(make_messages(40, seed=3)), "gzip"))
    middle = len(packed) // 2
    packed[middle:middle + 64] = bytes(64)
    src = tmp_path / "in" / "broken.hl7.gz"
    src.parent.mkdir()
    src.write_bytes(bytes(packed))
    other = write_archive(tmp_path / "in" / "fine.hl7.gz", MESSAGES[:3], compression="gzip")
    out = tmp_path / "out"
    assert run_replay(conf, str(src), str(other), "--out", str(out)) == 1
    assert any(e["message_index"] is None and "gzip" in e["reason"] for e in rejects(out))
    files = manifest(out)["files"]
    assert files["broken.hl7.gz"]["problems"]
    assert (files["fine.hl7.gz"]["messages"], files["fine.hl7.gz"]["rejected"]) == (3, 0)


def test_truncated_mllp_frame_is_rejected_and_earlier_frames_written(
        tmp_path: Path, conf: Path) -> None:
    framed = encode_stream(MESSAGES[:5], mllp=True)
    cut = framed[:-40]  # the last frame loses its end
    src = tmp_path / "in" / "dump.mllp"
    src.parent.mkdir()
    src.write_bytes(b"\n" + cut)
    out = tmp_path / "out"
    assert run_replay(conf, str(src), "--out", str(out)) == 1
    (entry,) = rejects(out)
    assert "truncated" in entry["reason"]
    assert entry["offset"] == 1 + framed.rindex(b"\x0b")
    assert entry["message_index"] == 4
    expected = expected_output(conf, encode_stream(MESSAGES[:4], mllp=True), mllp=True)
    assert (out / "dump.mllp").read_bytes() == expected


def test_unsupported_compression_is_a_file_level_reject(tmp_path: Path, conf: Path) -> None:
    src = tmp_path / "in" / "a.zip"
    src.parent.mkdir()
    src.write_bytes(b"PK\x03\x04" + bytes(40))
    out = tmp_path / "out"
    assert run_replay(conf, str(src), "--out", str(out)) == 1
    (entry,) = rejects(out)
    assert "zip" in entry["reason"] and entry["message_index"] is None


def test_unreadable_input_is_marked_failed_and_retried_next_run(
        tmp_path: Path, conf: Path) -> None:
    if os.geteuid() == 0:
        pytest.skip("permissions do not apply to root")
    src = write_archive(tmp_path / "in" / "a.hl7", MESSAGES[:2])
    src.chmod(0)
    out = tmp_path / "out"
    try:
        assert run_replay(conf, str(src), "--out", str(out)) == 1
        assert manifest(out)["files"]["a.hl7"]["status"] == "failed"
    finally:
        src.chmod(0o644)
    assert run_replay(conf, str(src), "--out", str(out)) == 0
    assert manifest(out)["files"]["a.hl7"]["status"] == "complete"


# --------------------------------------------------------------------------- manifest

def test_manifest_records_counts_and_checksums_of_input_and_output(
        tmp_path: Path, conf: Path) -> None:
    import hashlib

    src = write_archive(tmp_path / "in" / "a.hl7.gz", MESSAGES, compression="gzip")
    out = tmp_path / "out"
    assert run_replay(conf, str(src), "--out", str(out)) == 0
    data = manifest(out)
    entry = data["files"]["a.hl7.gz"]
    assert entry["input"] == str(src.resolve())
    assert entry["size"] == src.stat().st_size
    assert entry["mtime_ns"] == src.stat().st_mtime_ns
    assert entry["sha256"] == hashlib.sha256(src.read_bytes()).hexdigest()
    output = (out / "a.hl7.gz").read_bytes()
    assert entry["output_sha256"] == hashlib.sha256(output).hexdigest()
    assert entry["output_size"] == len(output)
    assert entry["messages"] == len(MESSAGES) and entry["status"] == "complete"
    assert entry["phi"] and all(isinstance(n, int) and n > 0 for n in entry["phi"].values())
    assert data["totals"]["messages"] == len(MESSAGES)
    assert SECRET not in (out / "manifest.json").read_text(encoding="utf-8")


def test_rerun_skips_complete_inputs_without_rewriting_them(tmp_path: Path, conf: Path) -> None:
    src = write_archive(tmp_path / "in" / "a.hl7", MESSAGES)
    out = tmp_path / "out"
    assert run_replay(conf, str(src), "--out", str(out)) == 0
    before = (out / "a.hl7").stat().st_mtime_ns
    first = manifest(out)["files"]["a.hl7"]
    assert run_replay(conf, str(src), "--out", str(out)) == 0
    assert (out / "a.hl7").stat().st_mtime_ns == before
    assert manifest(out)["files"]["a.hl7"] == first


def test_changed_input_is_processed_again(tmp_path: Path, conf: Path) -> None:
    src = write_archive(tmp_path / "in" / "a.hl7", MESSAGES[:3])
    out = tmp_path / "out"
    assert run_replay(conf, str(src), "--out", str(out)) == 0
    write_archive(src, MESSAGES[:5])
    assert run_replay(conf, str(src), "--out", str(out)) == 0
    assert manifest(out)["files"]["a.hl7"]["messages"] == 5


def test_rerun_with_another_key_is_refused(tmp_path: Path, conf: Path) -> None:
    src = write_archive(tmp_path / "in" / "a.hl7", MESSAGES[:2])
    out = tmp_path / "out"
    assert run_replay(conf, str(src), "--out", str(out)) == 0
    other = tmp_path / "other.toml"
    other.write_text('[hl7]\nsecret = "a-different-secret-of-enough-length"\n',
                     encoding="utf-8")
    assert run_replay(other, str(src), "--out", str(out)) == 2
    assert run_replay(other, str(src), "--out", str(out), "--restart") == 0


def test_rejects_of_a_redone_file_are_not_duplicated(tmp_path: Path, conf: Path) -> None:
    src = tmp_path / "in" / "a.hl7"
    src.parent.mkdir()
    src.write_bytes(b"garbage line\r" + encode_stream(MESSAGES[:2], between=b""))
    out = tmp_path / "out"
    assert run_replay(conf, str(src), "--out", str(out)) == 1
    os.utime(src, ns=(src.stat().st_atime_ns, src.stat().st_mtime_ns + 10**9))
    assert run_replay(conf, str(src), "--out", str(out)) == 1
    assert len(rejects(out)) == 1


# --------------------------------------------------------------------------- determinism

def _corpus(root: Path) -> Path:
    write_archive(root / "a.hl7", make_messages(16, seed=1), between=b"\n")
    write_archive(root / "b" / "c.hl7.gz", make_messages(10, seed=2), compression="gzip")
    write_archive(root / "b" / "d.mllp", make_messages(8, seed=3), mllp=True)
    return root


def test_output_does_not_depend_on_worker_count_or_chunk_size(
        tmp_path: Path, conf: Path) -> None:
    src = _corpus(tmp_path / "in")
    trees = []
    for workers, chunk in (("1", "1048576"), ("2", "3000")):
        out = tmp_path / f"out-{workers}"
        assert run_replay(conf, str(src), "--out", str(out), "--workers", workers,
                          "--chunk-bytes", chunk) == 0
        trees.append(tree(out))
    assert trees[0] == trees[1]
    assert len(trees[0]) == 3


def test_progress_log_lines_carry_counts_and_no_message_content(
        tmp_path: Path, conf: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HL7SCRUB_REPLAY_LOG_INTERVAL", "0")
    src = write_archive(tmp_path / "in" / "a.hl7", MESSAGES)
    assert run_replay(conf, str(src), "--out", str(tmp_path / "out"),
                      "--chunk-bytes", str(SMALL_CHUNK)) == 0
    lines = [json.loads(x) for x in capsys.readouterr().err.splitlines() if x.startswith("{")]
    events = {line["event"] for line in lines}
    assert {"replay.start", "replay.progress", "replay.file", "replay.done"} <= events
    progress = next(line for line in lines if line["event"] == "replay.progress")
    assert {"messages", "mb", "msgs_per_s", "eta_s", "files_done"} <= set(progress)
    text = json.dumps(lines)
    for name in NAMES:
        assert name.decode() not in text


# --------------------------------------------------------------------------- reader

def _tricky_stream() -> bytes:
    """Separators of every kind, blank lines, a batch envelope, a line starting with
    MSH that is not a header, a bare LF inside a CR message, and junk."""
    m = [x.rstrip(b"\r").split(b"\r") for x in MESSAGES]
    return b"".join([
        b"\xef\xbb\xbfFHS|^~\\&|A\rBHS|^~\\&|A\r",
        b"\r".join(m[0]) + b"\r",
        b"\n".join(m[1]) + b"\n\n\n",
        b"\r\n".join(m[2][:3]) + b"\r\nMSHX not a header\r\n" + b"\r\n".join(m[2][3:]) + b"\r\n",
        b"\r".join(m[3][:6]) + b"\r" + m[3][6] + b"\nsecond line of a note\r"
        + b"\r".join(m[3][7:]) + b"\r",
        b"BTS|2\rFTS|1\r",
        b"junk that is not HL7\n",
        b"\r".join(m[4]) + b"\r",
    ])


@pytest.mark.parametrize("chunk_bytes", [1, 200, 1500, 4096, 1 << 20])
def test_reader_cuts_where_the_whole_stream_splits(tmp_path: Path, chunk_bytes: int) -> None:
    from hl7scrub.config import ReplayConfig
    from hl7scrub.hl7v2 import split_messages
    from hl7scrub.replay.inputs import discover
    from hl7scrub.replay.reader import InputReader

    stream = _tricky_stream()
    src = tmp_path / "t.hl7.gz"
    src.write_bytes(compress(stream, "gzip"))
    (inp,) = discover([str(src)])
    reader = InputReader(inp, ReplayConfig(chunk_bytes=chunk_bytes), keep_messages=False)
    pieces = [(chunk.base_offset + m.offset, m.data)
              for chunk in reader.chunks() for m in split_messages(chunk.data)]
    assert pieces == [(m.offset, m.data) for m in split_messages(stream)]
    assert reader.problem is None and reader.decompressed == len(stream)


def test_a_second_replay_on_the_same_state_directory_is_refused(
        tmp_path: Path, conf: Path) -> None:
    import fcntl

    src = write_archive(tmp_path / "in" / "a.hl7", MESSAGES[:1])
    out = tmp_path / "out"
    lock = out / ".hl7scrub-replay" / "lock"
    lock.parent.mkdir(parents=True)
    with open(lock, "ab") as held:
        fcntl.flock(held.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        assert run_replay(conf, str(src), "--out", str(out)) == 2
    assert run_replay(conf, str(src), "--out", str(out)) == 0

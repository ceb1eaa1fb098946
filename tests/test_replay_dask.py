"""``--engine dask`` gives the same bytes as the local engine, on a real Dask cluster."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from hl7scrub.replay.synthetic import make_messages, write_archive
from tests.test_replay import SECRET, manifest, rejects, run_replay, tree

distributed = pytest.importorskip("distributed")


@pytest.fixture()
def conf(tmp_path: Path) -> Path:
    path = tmp_path / "hl7scrub.toml"
    path.write_text(f'[hl7]\nsecret = "{SECRET}"\n', encoding="utf-8")
    return path


def _corpus(root: Path) -> Path:
    write_archive(root / "a.hl7", make_messages(12, seed=11), between=b"\n")
    write_archive(root / "x" / "b.hl7.gz", make_messages(8, seed=12), compression="gzip")
    write_archive(root / "x" / "c.mllp", make_messages(6, seed=13), mllp=True)
    bad = root / "x" / "d.hl7"
    bad.write_bytes(b"not a message\r" + (root / "a.hl7").read_bytes()[:5000])
    return root


def test_dask_cluster_output_is_identical_to_local_output(tmp_path: Path, conf: Path) -> None:
    src = _corpus(tmp_path / "in")
    local = tmp_path / "local"
    assert run_replay(conf, str(src), "--out", str(local), "--workers", "1",
                      "--chunk-bytes", "4096") == 1

    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                       host="127.0.0.1", dashboard_address=None,
                                       silence_logs=logging.ERROR)
    try:
        out = tmp_path / "dask"
        assert run_replay(conf, str(src), "--out", str(out), "--engine", "dask",
                          "--scheduler", cluster.scheduler_address,
                          "--chunk-bytes", "4096") == 1
    finally:
        cluster.close()
    assert tree(out) == tree(local)
    assert rejects(out) == rejects(local)
    strip = ("seconds",)
    assert ({k: {f: v for f, v in e.items() if f not in strip and f != "output"}
             for k, e in manifest(out)["files"].items()}
            == {k: {f: v for f, v in e.items() if f not in strip and f != "output"}
                for k, e in manifest(local)["files"].items()})


def test_engine_dask_without_scheduler_starts_a_local_cluster(
        tmp_path: Path, conf: Path) -> None:
    src = tmp_path / "in"
    write_archive(src / "a.hl7", make_messages(4, seed=21))
    local = tmp_path / "local"
    out = tmp_path / "dask"
    assert run_replay(conf, str(src), "--out", str(local), "--workers", "1") == 0
    assert run_replay(conf, str(src), "--out", str(out), "--engine", "dask",
                      "--workers", "2") == 0
    assert tree(out) == tree(local)

"""Replay throughput: 1 and 2 local workers, and a 2-worker Dask LocalCluster.

    python benchmarks/bench_replay.py [--messages 50000] [--files 8] [--compression none]

Generates synthetic ORU^R01 messages (about 1.9 KB each, with names, dates, record
numbers, addresses and phone numbers in the header and in OBX narrative) into a temporary
directory, replays them with each engine, and prints messages per second, the scaling from
1 to 2 workers, and a direct single-process baseline (the de-identifier alone, no replay
machinery). It also checks that every engine wrote byte-identical output. It uses no
external data (``../shared`` is not needed).
"""

from __future__ import annotations

import argparse
import hashlib
import logging
import os
import platform
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

from hl7scrub.config import Config, Hl7Config, ReplayConfig
from hl7scrub.replay import ReplayJob, replay
from hl7scrub.replay.engines import available_cores
from hl7scrub.replay.synthetic import make_messages, write_archive


def generate(root: Path, messages: int, files: int, compression: str) -> tuple[int, int]:
    per_file = -(-messages // files)
    total = size = 0
    for i in range(files):
        count = min(per_file, messages - total)
        if count <= 0:
            break
        suffix = ".hl7.gz" if compression == "gzip" else ".hl7"
        path = write_archive(root / f"feed-{i:03d}{suffix}", make_messages(count, seed=i,
                                                                          start=total + 1),
                             compression=compression, between=b"\n")
        total += count
        size += path.stat().st_size
    return total, size


def tree_digest(root: Path) -> str:
    digest = hashlib.sha256()
    for path in sorted(root.rglob("*")):
        rel = path.relative_to(root).as_posix()
        if path.is_file() and not rel.startswith(".") and rel not in ("manifest.json",
                                                                      "rejects.jsonl"):
            digest.update(rel.encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()


def run(config: Config, src: Path, out: Path, *, engine: str, workers: int,
        scheduler: str = "") -> tuple[float, int, int, float, float]:
    cfg = replace(config, replay=replace(config.replay, engine=engine, workers=workers,
                                         scheduler=scheduler))
    started, cpu = time.perf_counter(), time.process_time()
    summary = replay(cfg, ReplayJob(inputs=(str(src),), out=out, progress=False))
    return (time.perf_counter() - started, summary.messages, summary.rejected,
            summary.worker_cpu_seconds, time.process_time() - cpu)


def baseline(config: Config, count: int) -> float:
    """Messages per second of the de-identifier alone, in this process."""
    from hl7scrub.hl7v2 import MessageDeidentifier

    deid = MessageDeidentifier(config)
    messages = make_messages(count, seed=999)
    deid.deidentify(messages[0])
    started = time.perf_counter()
    for message in messages:
        deid.deidentify(message)
    return count / (time.perf_counter() - started)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--messages", type=int, default=50_000)
    parser.add_argument("--files", type=int, default=8)
    parser.add_argument("--compression", choices=("none", "gzip"), default="none")
    parser.add_argument("--chunk-bytes", type=int, default=ReplayConfig.chunk_bytes)
    parser.add_argument("--skip-dask", action="store_true")
    args = parser.parse_args()

    from hl7scrub.log import configure

    configure("WARNING")
    config = Config(hl7=Hl7Config(secret="benchmark-secret-0123456789abcdef"),
                    replay=ReplayConfig(chunk_bytes=args.chunk_bytes,
                                        log_interval=1e9))
    print(f"machine: {available_cores()} usable cores ({os.cpu_count()} total), "
          f"Python {platform.python_version()}, {platform.machine()}")
    if hasattr(os, "getloadavg"):
        print(f"1-min load average before: {os.getloadavg()[0]:.1f} (other work on the "
              "machine lowers the multi-worker figures)")
    print("data: synthetic ORU^R01 messages generated here (no external data used)")
    with tempfile.TemporaryDirectory(prefix="bench-replay-") as tmp:
        root = Path(tmp)
        src = root / "in"
        started = time.perf_counter()
        total, size = generate(src, args.messages, args.files, args.compression)
        print(f"generated {total} messages in {args.files} files, {size / 1e6:.1f} MB "
              f"({args.compression}) in {time.perf_counter() - started:.1f} s; "
              f"unit of work {args.chunk_bytes} bytes")
        direct = baseline(config, min(2000, total))
        print(f"baseline: de-identifier alone, in 1 process: {direct:8.1f} msgs/s")

        # Start the local engine's forkserver (it loads the lexicon and recognizer tables
        # once for all local workers) so each timed run pays only its own start-up.
        warm = root / "warm"
        write_archive(warm / "w.hl7", make_messages(2, seed=998))
        started = time.perf_counter()
        run(config, warm, root / "out-warm", engine="local", workers=1)
        print(f"local engine first start (forkserver preload, once per process, not in the "
              f"figures below): {time.perf_counter() - started:.1f} s")

        results: dict[str, tuple[float, str]] = {}
        plans = [("local, 1 worker", "local", 1), ("local, 2 workers", "local", 2)]
        if not args.skip_dask:
            plans.append(("dask LocalCluster, 2 workers", "dask", 2))
        for label, engine, workers in plans:
            out = root / f"out-{engine}-{workers}"
            seconds, messages, rejected, cpu, main_cpu = run(config, src, out, engine=engine,
                                                             workers=workers)
            rate = messages / seconds
            results[label] = (rate, tree_digest(out))
            load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
            print(f"{label:32s} {rate:8.1f} msgs/s  {seconds:7.1f} s  "
                  f"{size / 1e6 / seconds:6.2f} MB/s  ({messages} messages, "
                  f"{rejected} rejected)")
            print(f"{'':32s} worker CPU {cpu:.1f} s = {cpu / (seconds * workers):.0%} of "
                  f"{workers} worker(s) x wall time; {messages / cpu:.1f} msgs per worker "
                  f"CPU second; main process CPU {main_cpu:.1f} s; 1-min load average "
                  f"after: {load:.1f}")
        one = results["local, 1 worker"][0]
        two = results["local, 2 workers"][0]
        print(f"scaling 1 -> 2 local workers: {two / one:.2f}x (target >= 1.7x)")
        if "dask LocalCluster, 2 workers" in results:
            dask_rate = results["dask LocalCluster, 2 workers"][0]
            print(f"scaling 1 local -> 2 dask workers: {dask_rate / one:.2f}x")
        digests = {digest for _, digest in results.values()}
        print("outputs identical across engines:", "yes" if len(digests) == 1 else "NO")
        return 0 if len(digests) == 1 else 1


if __name__ == "__main__":
    logging.getLogger("distributed").setLevel(logging.ERROR)
    sys.exit(main())

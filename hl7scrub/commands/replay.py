"""``hl7scrub replay``: de-identify archived HL7 logs into a mirrored tree or over MLLP."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from hl7scrub.commands._common import EXIT_OK, EXIT_REJECTED, load


def _non_negative_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError("expected a whole number") from None
    if value < 0:
        raise argparse.ArgumentTypeError("must not be negative")
    return value


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "replay", help="de-identify archived HL7 logs (files, directories, globs)",
        description="De-identify every message of INPUT files, directories (recursively) "
        "and globs; plain, gzip, bzip2 or xz; plain or MLLP-framed; CR, LF or CRLF; "
        "FHS/BHS batches. Writes a mirrored tree with --out, or forwards over MLLP with "
        "--to. A manifest and a reject file go to the state directory (default: --out). "
        "Rerunning resumes. Exit status: 0 all messages de-identified, 1 something was "
        "rejected or the run stopped early, 2 usage or configuration error.")
    p.add_argument("inputs", nargs="+", metavar="INPUT", help="file, directory or glob")
    where = p.add_mutually_exclusive_group(required=True)
    where.add_argument("--out", metavar="DIR", help="write a mirrored output tree here")
    where.add_argument("--to", metavar="mllp://HOST:PORT",
                       help="forward each message to an MLLP receiver (ACK checked); "
                       "mllps:// uses the [server] downstream TLS settings")
    p.add_argument("--state", metavar="DIR",
                   help="directory of manifest.json and rejects.jsonl (default: --out; "
                   "required with --to)")
    p.add_argument("--workers", type=_non_negative_int, default=None, metavar="N",
                   help="worker processes (0 = all cores, the default)")
    p.add_argument("--engine", choices=("local", "dask"), default=None,
                   help="local process pool (default) or Dask")
    p.add_argument("--scheduler", metavar="ADDRESS", default=None,
                   help="Dask scheduler, e.g. tcp://10.0.0.5:8786 (implies --engine dask; "
                   "without it --engine dask starts a local cluster on 127.0.0.1)")
    p.add_argument("--chunk-bytes", type=_non_negative_int, default=None, metavar="BYTES",
                   help="decompressed bytes per unit of work (default 256 KiB)")
    p.add_argument("--secret-file", default=None, metavar="PATH",
                   help="key for pseudonyms and date shifts (overrides [hl7] secret_file)")
    p.add_argument("--restart", action="store_true",
                   help="ignore the existing manifest and redo every input")
    p.add_argument("--progress", choices=("auto", "bar", "log"), default="auto",
                   help="progress bar, periodic log lines, or bar only on a terminal")


def run(args: argparse.Namespace) -> int:
    from hl7scrub.log import configure
    from hl7scrub.replay import ReplayAborted, ReplayJob, replay

    engine = args.engine or ("dask" if args.scheduler else None)
    cfg = load(args,
               replay={"workers": args.workers, "engine": engine,
                       "scheduler": args.scheduler, "chunk_bytes": args.chunk_bytes},
               hl7={"secret_file": args.secret_file})
    configure(cfg.log.level, cfg.log.format)
    job = ReplayJob(
        inputs=tuple(args.inputs),
        out=Path(args.out) if args.out else None,
        to=args.to,
        state=Path(args.state) if args.state else None,
        restart=args.restart,
        progress={"auto": None, "bar": True, "log": False}[args.progress],
    )
    try:
        summary = replay(cfg, job)
    except ReplayAborted as exc:
        print(f"hl7scrub replay: {exc}", file=sys.stderr)
        return EXIT_REJECTED
    if sys.stderr.isatty():
        print(f"hl7scrub replay: {summary.files} files ({summary.skipped} already done), "
              f"{summary.messages} messages, {summary.rejected} rejected, "
              f"{summary.problems} unreadable stretches, {summary.failed} failed files; "
              f"manifest {summary.manifest}", file=sys.stderr)
    return EXIT_OK if summary.clean else EXIT_REJECTED

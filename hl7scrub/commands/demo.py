"""``hl7scrub demo``: the whole service on loopback, on built-in defaults.

Starts the MLLP proxy on an ephemeral 127.0.0.1 port with a directory sink, sends the
sample messages through it with the MLLP client, prints each ACK and the de-identified
messages as they arrive downstream, then shuts the service down gracefully. Nothing
leaves the machine.
"""

from __future__ import annotations

import argparse
import glob
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from hl7scrub.commands._common import EXIT_OK, EXIT_REJECTED, load
from hl7scrub.exceptions import InputError

DEFAULT_SAMPLES = "samples/*.hl7"


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "demo", help="run the MLLP proxy on loopback and send it the sample messages",
        description="Start `hl7scrub serve` on 127.0.0.1 (ephemeral port, directory sink), "
        "send FILEs (default samples/*.hl7) through it, print the ACKs and the "
        "de-identified messages, and stop.")
    p.add_argument("files", nargs="*", help=f"HL7 files (default {DEFAULT_SAMPLES})")
    p.add_argument("--out", metavar="DIR",
                   help="keep the de-identified messages in DIR (default: a temporary dir)")
    p.add_argument("--quiet", action="store_true", help="print ACKs and counts only")


def _messages(files: list[str]) -> list[tuple[str, bytes]]:
    from hl7scrub.hl7v2 import split_messages

    paths = files or sorted(glob.glob(DEFAULT_SAMPLES))
    if not paths:
        raise InputError(f"no input files (looked for {DEFAULT_SAMPLES} in the current "
                         "directory); name some HL7 files")
    out: list[tuple[str, bytes]] = []
    for path in paths:
        try:
            data = Path(path).read_bytes()
        except OSError as exc:
            raise InputError(f"cannot read: {exc.strerror}", source=path) from None
        out.extend((f"{path}@{m.offset}", m.data) for m in split_messages(data))
    return out


def run(args: argparse.Namespace) -> int:
    from hl7scrub.server.app import ServerThread
    from hl7scrub.server.client import send_many

    messages = _messages(args.files)
    with tempfile.TemporaryDirectory(prefix="hl7scrub-demo-") as tmp:
        out_dir = Path(args.out) if args.out else Path(tmp) / "out"
        cfg = load(args, server={"listen": "127.0.0.1:0", "downstream": f"dir:{out_dir}",
                                 "queue": str(Path(tmp) / "queue.sqlite3"),
                                 "http_listen": ""},
                   log={"level": "WARNING"})
        from hl7scrub.log import configure

        configure(cfg.log.level, cfg.log.format)
        print(f"starting the MLLP proxy on 127.0.0.1 (downstream: dir:{out_dir}) ...",
              file=sys.stderr)
        before = set(out_dir.glob("*.hl7")) if out_dir.is_dir() else set()
        delivered: list[Path] = []
        with ServerThread(cfg) as server:
            acks = send_many("127.0.0.1", server.port, [m for _, m in messages])
            rejected = 0
            for (where, _), ack in zip(messages, acks, strict=True):
                print(f"{where}: ACK {ack.code} for control id {ack.control_id}"
                      + (f" ({ack.text})" if ack.text and ack.code not in ("AA", "CA") else ""))
                rejected += ack.code not in ("AA", "CA")
            accepted = len(acks) - rejected
            deadline = time.monotonic() + 60
            while time.monotonic() < deadline:
                delivered = sorted(set(out_dir.glob("*.hl7")) - before)
                if len(delivered) >= accepted:
                    break
                time.sleep(0.05)
        print(f"\n{len(messages)} sent, {accepted} accepted, {rejected} rejected, "
              f"{len(delivered)} delivered to {out_dir}", file=sys.stderr)
        if not args.quiet:
            for path in delivered:
                print(f"\n----- {path.name}")
                print(path.read_bytes().decode("utf-8", "replace").replace("\r", "\n"))
    return EXIT_REJECTED if rejected or len(delivered) < accepted else EXIT_OK

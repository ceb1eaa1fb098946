"""``hl7scrub serve``: the MLLP de-identification proxy."""

from __future__ import annotations

import argparse
from typing import Any

from hl7scrub.commands._common import load


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "serve", help="receive HL7 over MLLP, de-identify, forward",
        description="Listen for HL7 v2 messages over MLLP, de-identify each one in worker "
        "processes and forward it (store-and-forward through a SQLite queue by default). "
        "Flags override the configuration file and HL7SCRUB_SERVER_* variables.")
    p.add_argument("--config", default=argparse.SUPPRESS,
                   help="TOML configuration file (default conf/hl7scrub.toml)")
    p.add_argument("--listen", metavar="HOST:PORT", help="MLLP listener address")
    p.add_argument("--downstream", metavar="URL",
                   help="mllp://HOST:PORT, mllps://HOST:PORT or dir:PATH")
    p.add_argument("--queue", metavar="PATH", help="SQLite queue file (store-and-forward)")
    p.add_argument("--delivery", choices=("store-and-forward", "pass-through"),
                   help="ACK after the queue commit (default) or after the downstream ACK")
    p.add_argument("--http-listen", metavar="HOST:PORT",
                   help="address of /healthz, /readyz, /metrics ('' to disable)")
    p.add_argument("--workers", type=int, metavar="N",
                   help="de-identification processes (0 = one per core)")


def run(args: argparse.Namespace) -> int:
    from hl7scrub.server.app import run_server

    cfg = load(args, server={"listen": args.listen, "downstream": args.downstream,
                             "queue": args.queue, "delivery": args.delivery,
                             "http_listen": args.http_listen, "workers": args.workers})
    return run_server(cfg)

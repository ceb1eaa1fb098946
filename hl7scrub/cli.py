"""Command line: the only module that exits the process.

Each sub-command is a module in :mod:`hl7scrub.commands` with ``add_parser(subparsers)``
and ``run(args) -> int``; modules keep heavy imports inside ``run`` so start-up stays fast.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from hl7scrub import __version__
from hl7scrub.commands._common import EXIT_USAGE
from hl7scrub.exceptions import Hl7ScrubError

#: Sub-commands, in the order ``--help`` lists them.
SUBCOMMANDS: tuple[str, ...] = (
    "demo",
    "serve",
    "send",
    "queue",
    "message",
    "text",
    "replay",
    "evaluate",
    "review",
    "train",
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="hl7scrub",
                                     description="De-identify HL7 v2 messages and clinical text.")
    parser.add_argument("--version", action="version", version=f"hl7scrub {__version__}")
    parser.add_argument("--config", help="TOML configuration file (default conf/hl7scrub.toml)")
    sub = parser.add_subparsers(dest="command", required=True)
    for name in SUBCOMMANDS:
        importlib.import_module(f"hl7scrub.commands.{name}").add_parser(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        module = importlib.import_module(f"hl7scrub.commands.{args.command}")
        status: int = module.run(args)
        return status
    except Hl7ScrubError as exc:
        print(f"hl7scrub {args.command}: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        print(f"hl7scrub {args.command}: interrupted", file=sys.stderr)
        return 130


def run() -> None:
    sys.exit(main())


if __name__ == "__main__":
    run()

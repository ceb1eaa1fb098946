"""``hl7scrub queue``: inspect and repair the store-and-forward queue."""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

from hl7scrub.commands._common import EXIT_OK, EXIT_USAGE, load


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "queue", help="list, requeue or purge queued and dead-lettered messages",
        description="Work on the SQLite queue of 'hl7scrub serve' (safe while it runs). "
        "Listings never print message content.")
    p.add_argument("--config", default=argparse.SUPPRESS, help="TOML configuration file")
    p.add_argument("--queue", metavar="PATH", help="queue file (default server.queue)")
    actions = p.add_subparsers(dest="action", required=True)
    ls = actions.add_parser("list", help="list waiting (default) or dead-lettered messages")
    ls.add_argument("--dead", action="store_true", help="list the dead-letter table")
    ls.add_argument("--limit", type=int, default=100)
    ls.add_argument("--json", action="store_true", help="JSON lines instead of a table")
    rq = actions.add_parser("requeue", help="move dead letters back to the end of the queue")
    rq.add_argument("ids", nargs="*", type=int, help="dead-letter ids")
    rq.add_argument("--all", action="store_true", help="every dead letter")
    pg = actions.add_parser("purge", help="delete messages for good")
    pg.add_argument("ids", nargs="*", type=int, help="ids to delete")
    pg.add_argument("--all", action="store_true", help="every row of the table")
    pg.add_argument("--pending", action="store_true",
                    help="purge waiting messages (default: the dead-letter table)")


def _when(stamp: float) -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(stamp))


def run(args: argparse.Namespace) -> int:
    from hl7scrub.server.queue import Table, open_store, summarize

    cfg = load(args, server={"queue": args.queue}).server
    store = open_store(cfg.queue)
    try:
        if args.action == "list":
            table: Table = "dead_letter" if args.dead else "outbox"
            rows = summarize(store.list(table, limit=args.limit))
            if args.json:
                for row in rows:
                    print(json.dumps(row))
            else:
                last = "reason" if args.dead else "last_error"
                print(f"{'id':>8}  {'received':20}  {'type':10}  {'attempts':>8}  "
                      f"{'bytes':>8}  control_id / {last}")
                for row in rows:
                    print(f"{row['id']:>8}  {_when(row['received_at']):20}  "
                          f"{row['message_type'][:10]:10}  {row['attempts']:>8}  "
                          f"{row['bytes']:>8}  {row['control_id']}  {row[last]}")
                total = store.count(table)
                print(f"{total} {'dead-lettered' if args.dead else 'waiting'} message(s)",
                      file=sys.stderr)
            return EXIT_OK
        if not args.ids and not args.all:
            print(f"hl7scrub queue {args.action}: give ids or --all", file=sys.stderr)
            return EXIT_USAGE
        ids = () if args.all else tuple(args.ids)
        if args.action == "requeue":
            moved = store.transaction(lambda s: s.requeue(ids))
            print(f"requeued {moved} message(s)", file=sys.stderr)
        else:
            purged: Table = "outbox" if args.pending else "dead_letter"
            gone = store.transaction(lambda s: s.purge(purged, ids))
            print(f"purged {gone} message(s)", file=sys.stderr)
        return EXIT_OK
    finally:
        store.close()

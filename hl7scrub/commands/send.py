"""``hl7scrub send``: send HL7 files to an MLLP peer and print the ACKs."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from hl7scrub.commands._common import EXIT_OK, EXIT_REJECTED, EXIT_USAGE, load
from hl7scrub.exceptions import InputError


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "send", help="send HL7 files over MLLP and print the ACKs",
        description="Split each FILE into messages (CR/LF/CRLF separators, batches, MLLP "
        "dumps) and send them in order over one MLLP connection. Prints one line per "
        "message: source:offset, ACK code, MSA-2 and the ACK text. Exit status 0 when every "
        "message was accepted (AA/CA), 1 when any was not.")
    p.add_argument("--config", default=argparse.SUPPRESS,
                   help="TOML configuration file (timeouts, TLS client settings)")
    p.add_argument("files", nargs="+", metavar="FILE", help="HL7 file, or - for stdin")
    p.add_argument("--to", required=True, metavar="HOST:PORT",
                   help="peer address (mllp://HOST:PORT and mllps://HOST:PORT also work)")
    p.add_argument("--tls", action="store_true", help="use TLS (implied by mllps://)")
    p.add_argument("--ca", default=None, help="CA bundle to verify the peer")
    p.add_argument("--cert", default=None, help="client certificate (mutual TLS)")
    p.add_argument("--key", default=None, help="client key (mutual TLS)")
    p.add_argument("--server-name", default=None, help="TLS name to verify (default host)")
    p.add_argument("--timeout", type=float, default=None,
                   help="seconds to wait for each ACK (default server.ack_timeout)")


def _read(path: str) -> bytes:
    if path == "-":
        return sys.stdin.buffer.read()
    try:
        with open(path, "rb") as handle:
            return handle.read()
    except OSError as exc:
        raise InputError(f"cannot open: {exc.strerror}", source=path) from None


def _messages(path: str, data: bytes) -> list[tuple[str, bytes]]:
    """(label, message) pairs: MLLP frames when the file is a framed dump, else split."""
    from hl7scrub.server.mllp import START_BLOCK, Frame, FrameDecoder

    if data.lstrip(b" \t\r\n\xef\xbb\xbf")[:1] == START_BLOCK:
        decoder = FrameDecoder()
        found = [*decoder.feed(data), *decoder.close()]
        return [(f"{path}:{e.offset}", e.data) for e in found if isinstance(e, Frame)]
    from hl7scrub.hl7v2 import split_messages

    return [(f"{path}:{m.offset}", m.data) for m in split_messages(data)]


def run(args: argparse.Namespace) -> int:
    from hl7scrub.server.client import MllpClient, MllpError, ProtocolError
    from hl7scrub.server.forwarder import split_hostport
    from hl7scrub.server.tls import client_context

    cfg = load(args).server
    target = args.to
    tls = args.tls
    for scheme in ("mllps://", "mllp://"):
        if target.startswith(scheme):
            tls = tls or scheme == "mllps://"
            target = target[len(scheme):].rstrip("/")
    host, port = split_hostport(target, "--to")
    context = None
    if tls:
        context = client_context(args.ca or cfg.downstream_ca, args.cert or cfg.downstream_cert,
                                 args.key or cfg.downstream_key)
    messages = [m for path in args.files for m in _messages(path, _read(path))]
    if not messages:
        print("hl7scrub send: no messages found", file=sys.stderr)
        return EXIT_USAGE

    import asyncio

    async def send_all() -> tuple[int, int]:
        client = MllpClient(host, port, ssl=context,
                            server_hostname=args.server_name or cfg.downstream_server_name
                            or None, connect_timeout=cfg.connect_timeout,
                            ack_timeout=args.timeout or cfg.ack_timeout)
        accepted = refused = 0
        try:
            for label, message in messages:
                try:
                    ack = await client.send(message)
                except ProtocolError as exc:
                    print(f"{label}\t??\t\t{exc}")
                    refused += 1
                    continue
                text = ack.text.replace("\t", " ")
                print(f"{label}\t{ack.code}\t{ack.control_id}\t{text}", flush=True)
                if ack.accepted:
                    accepted += 1
                else:
                    refused += 1
        finally:
            await client.close()
        return accepted, refused

    try:
        accepted, refused = asyncio.run(send_all())
    except MllpError as exc:
        print(f"hl7scrub send: {exc}", file=sys.stderr)
        return EXIT_REJECTED
    print(f"hl7scrub send: {accepted} accepted, {refused} not accepted", file=sys.stderr)
    return EXIT_OK if refused == 0 else EXIT_REJECTED

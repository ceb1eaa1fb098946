"""``hl7scrub message``: de-identify HL7 v2 messages in files or standard input."""

from __future__ import annotations

import argparse
import os
import sys
from typing import TYPE_CHECKING, Any, BinaryIO

from hl7scrub.commands._common import EXIT_OK, EXIT_REJECTED, load

if TYPE_CHECKING:
    from collections.abc import Sequence

    from hl7scrub.hl7v2.parse import Delimiters, RawMessage

#: Reject file used when the output goes to standard output and --rejects is not given.
DEFAULT_REJECTS = "hl7scrub-rejects.hl7"


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "message", help="de-identify HL7 v2 messages",
        description="De-identify every HL7 v2 message in the inputs (CR, LF or CRLF "
        "separators, batch files). Messages are written with CR segment separators and "
        "a line feed after each message; batch envelopes (FHS/BHS/BTS/FTS) are "
        "de-identified and copied around them, with BTS-1/FTS-1 counting what was "
        "written. A message that cannot be de-identified is "
        "reported on stderr with its position and copied, unchanged, to the reject file "
        "(created with mode 0600: it holds PHI); the exit status is then 1.")
    p.add_argument("inputs", nargs="*", default=["-"], metavar="FILE",
                   help="input files, or - for standard input (default)")
    p.add_argument("-o", "--output", default="-", help="output file (default stdout)")
    p.add_argument("--rejects", default=None,
                   help=f"reject file (default OUTPUT.rejects, or {DEFAULT_REJECTS} "
                   "when writing to stdout)")
    p.add_argument("--mode", choices=("safe-harbor", "limited-data-set", "surrogate"),
                   default=None, help="de-identification mode (default from config)")
    p.add_argument("--field-map", default=None, help="TOML field map (default: built in)")
    p.add_argument("--secret-file", default=None,
                   help="file holding the key for pseudonyms and date shifts")
    p.add_argument("--msh10", choices=("keep", "hash"), default=None,
                   help="keep or hash MSH-10 (the control ID)")
    p.add_argument("--print-field-map", action="store_true",
                   help="print the built-in field map (to start a site copy) and exit")
    p.add_argument("--validate", action="store_true",
                   help="also check each output with hl7apy; an output that no longer "
                   "parses while its input did is rejected")


class _Rejects:
    """The reject file, opened on the first reject (mode 0600)."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.stream: BinaryIO | None = None

    def write(self, data: bytes) -> None:
        if self.stream is None:
            fd = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            self.stream = os.fdopen(fd, "wb")
        self.stream.write(data if data.endswith((b"\r", b"\n")) else data + b"\r")
        self.stream.write(b"\n")

    def close(self) -> None:
        if self.stream is not None:
            self.stream.close()


def _hl7apy_ok(data: bytes, encoding: str) -> bool:
    from hl7apy.parser import parse_message

    text = data.decode(encoding, errors="replace").replace("\r\n", "\r").replace("\n", "\r")
    try:
        parse_message(text.strip("\r"), find_groups=False)
    except Exception:
        return False
    return True


def _read(path: str) -> bytes:
    if path == "-":
        return sys.stdin.buffer.read()
    with open(path, "rb") as f:
        return f.read()


class _Envelopes:
    """Batch/file envelope state of one input: the delimiters of the open FHS/BHS and the
    messages and batches written since, so that BTS-1 and FTS-1 count what was written
    (messages rejected on the way are not in the output)."""

    def __init__(self) -> None:
        self.delimiters: Delimiters | None = None
        self.messages = 0  # written since the last BHS (or FHS)
        self.batches = 0  # BHS written since the last FHS

    def replace(self, segment_id: str, data: bytes) -> dict[int, str]:
        """Counts to write into a trailer whose count field holds a number."""
        field_sep = b"|" if self.delimiters is None else self.delimiters.field.encode()
        parts = data.split(field_sep)
        old = parts[1].strip() if len(parts) > 1 else b""
        if segment_id == "BTS" and old.isdigit():
            return {1: str(self.messages)}
        if segment_id == "FTS" and old.isdigit():
            return {1: str(self.batches)}
        return {}

    def written(self, segment_id: str, delimiters: Delimiters) -> None:
        if segment_id == "FHS":
            self.delimiters, self.messages, self.batches = delimiters, 0, 0
        elif segment_id == "BHS":
            self.delimiters, self.messages = delimiters, 0
            self.batches += 1


def _wrapped_messages(items: Sequence[RawMessage]) -> dict[int, list[bytes]]:
    """Position of each envelope line -> the raw messages of the batch (BHS, BTS) or file
    (FHS, FTS) it opens or closes, so that its comments are scrubbed knowing their
    patients. A header left open gets the messages up to the end of the input."""
    wrapped: dict[int, list[bytes]] = {}
    in_file: list[bytes] = []
    in_batch: list[bytes] = []
    for position, item in enumerate(items):
        if item.kind != "envelope":
            in_file.append(item.data)
            in_batch.append(item.data)
            continue
        segment_id = item.data[:3]
        if segment_id == b"FHS":
            in_file, in_batch = [], []
            wrapped[position] = in_file
        elif segment_id == b"BHS":
            in_batch = []
            wrapped[position] = in_batch
        elif segment_id == b"BTS":
            wrapped[position] = in_batch
            in_batch = []
        elif segment_id == b"FTS":
            wrapped[position] = in_file
            in_file, in_batch = [], []
    return wrapped


def run(args: argparse.Namespace) -> int:
    from hl7scrub.exceptions import Hl7ScrubError
    from hl7scrub.hl7v2 import MessageDeidentifier, split_messages
    from hl7scrub.hl7v2.parse import parse_message

    if args.print_field_map:
        from importlib import resources

        from hl7scrub.hl7v2.fieldmap import DEFAULT_MAP_RESOURCE

        sys.stdout.write(resources.files("hl7scrub.hl7v2").joinpath(DEFAULT_MAP_RESOURCE)
                         .read_text(encoding="utf-8"))
        return EXIT_OK
    cfg = load(args, hl7={"mode": args.mode, "field_map": args.field_map,
                          "secret_file": args.secret_file, "msh10": args.msh10})
    deid = MessageDeidentifier(cfg)
    rejects_path = args.rejects or (
        DEFAULT_REJECTS if args.output == "-" else args.output + ".rejects")
    rejects = _Rejects(rejects_path)
    out: BinaryIO = (sys.stdout.buffer if args.output == "-"
                     else open(args.output, "wb"))  # noqa: SIM115 - closed below
    total = done = failed = 0
    try:
        for path in args.inputs:
            name = "<stdin>" if path == "-" else path
            try:
                data = _read(path)
            except OSError as exc:
                failed += 1
                print(f"hl7scrub message: {name}: cannot read: {exc.strerror}",
                      file=sys.stderr)
                continue
            envelopes = _Envelopes()
            index = 0
            items = list(split_messages(data, envelopes=True))
            wrapped = _wrapped_messages(items)
            for position, raw in enumerate(items):
                if raw.kind == "envelope":
                    segment_id = raw.data[:3].decode("latin-1")
                    try:
                        result_env = deid.deidentify_envelope(
                            raw.data, delimiters=envelopes.delimiters,
                            replace=envelopes.replace(segment_id, raw.data),
                            context=wrapped.get(position, ()))
                    except Hl7ScrubError as exc:
                        failed += 1
                        print(f"hl7scrub message: {name}: {segment_id} envelope at byte "
                              f"{raw.offset}: {exc}", file=sys.stderr)
                        rejects.write(raw.data)
                        continue
                    envelopes.written(segment_id, result_env.delimiters)
                    out.write(result_env.output + b"\r\n")
                    continue
                index += 1
                total += 1
                try:
                    result = deid.deidentify(raw.data)
                    if args.validate and not _hl7apy_ok(result.output, result.encoding):
                        source = parse_message(raw.data)
                        if _hl7apy_ok(raw.data, source.codec):
                            raise Hl7ScrubError("output does not pass hl7apy validation")
                except Hl7ScrubError as exc:
                    failed += 1
                    control = getattr(exc, "control_id", "")
                    ctl = f" (control ID {control})" if control else ""
                    print(f"hl7scrub message: {name}: message {index} at byte {raw.offset}"
                          f"{ctl}: {exc}", file=sys.stderr)
                    rejects.write(raw.data)
                    continue
                out.write(result.output)
                out.write(b"\n")
                envelopes.messages += 1
                done += 1
    finally:
        if out is not sys.stdout.buffer:
            out.close()
        else:
            out.flush()
        rejects.close()
    if failed:
        where = f" (see {rejects_path})" if rejects.stream is not None else ""
        print(f"hl7scrub message: {done} of {total} messages de-identified, {failed} "
              f"rejected{where}", file=sys.stderr)
        return EXIT_REJECTED
    return EXIT_OK

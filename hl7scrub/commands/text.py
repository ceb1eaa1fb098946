"""``hl7scrub text``: de-identify plain text or JSONL records."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator
from typing import Any, TextIO

from hl7scrub._types import DocumentLexicon, PersonName
from hl7scrub.commands._common import EXIT_OK, EXIT_REJECTED, load
from hl7scrub.exceptions import Hl7ScrubError, InputError


def add_parser(sub: Any) -> None:
    p = sub.add_parser("text", help="de-identify plain text or JSONL records",
                       description="Print the redacted text of FILE (or stdin), or with "
                       "--jsonl read {id,text,names} records and write {id,text,spans}.")
    p.add_argument("input", nargs="?", default="-", help="file, or - for standard input")
    p.add_argument("--jsonl", action="store_true", help="input is JSON lines")
    p.add_argument("-o", "--output", default="-", help="output file (default stdout)")
    p.add_argument("--name", action="append", default=[],
                   help="a known name of a person in the text (repeatable)")
    p.add_argument("--redact-bare-years", action="store_true", default=None,
                   help="also redact years that stand alone")


def _parse_name(value: Any) -> PersonName:
    """A ``names`` entry: "Given [Middle] Family", "Family, Given" or an object."""
    if isinstance(value, dict):
        allowed = {"family", "given", "middle", "prefix", "suffix", "role", "gender"}
        fields = {k: str(v) for k, v in value.items() if k in allowed and v}
        return PersonName(**fields)  # type: ignore[arg-type]
    if not isinstance(value, str):
        raise ValueError("a name must be a string or an object")
    text = value.strip()
    if "," in text:
        family, _, rest = text.partition(",")
        given, _, middle = rest.strip().partition(" ")
        return PersonName(family=family.strip(), given=given, middle=middle.strip())
    parts = text.split()
    if len(parts) == 1:
        return PersonName(family=parts[0])
    return PersonName(given=parts[0], middle=" ".join(parts[1:-1]), family=parts[-1])


def _open_in(path: str) -> TextIO:
    if path == "-":
        return sys.stdin
    try:
        return open(path, encoding="utf-8")
    except OSError as exc:
        raise InputError(f"cannot open: {exc.strerror}", source=path) from None


def _open_out(path: str) -> TextIO:
    if path == "-":
        return sys.stdout
    return open(path, "w", encoding="utf-8")


def _jsonl_records(stream: TextIO) -> Iterator[tuple[int, str]]:
    for number, line in enumerate(stream, start=1):
        if line.strip():
            yield number, line


def run(args: argparse.Namespace) -> int:
    from hl7scrub.pipeline import build_scrubber

    cfg = load(args, scrub={"redact_bare_years": args.redact_bare_years})
    scrubber = build_scrubber(cfg.scrub)
    default_names = [_parse_name(n) for n in args.name]
    source = _open_in(args.input)
    out = _open_out(args.output)
    failures = 0
    try:
        if not args.jsonl:
            try:
                text = source.read()
            except UnicodeDecodeError as exc:
                raise InputError("not valid UTF-8", source=args.input,
                                 offset=exc.start) from None
            result = scrubber.scrub(text, DocumentLexicon(names=default_names))
            out.write(result.redacted)
            return EXIT_OK
        lines = _jsonl_records(source)
        while True:
            try:
                number, line = next(lines)
            except StopIteration:
                break
            except UnicodeDecodeError as exc:
                print(f"hl7scrub text: {args.input}: not valid UTF-8 at byte {exc.start};"
                      " stopped reading", file=sys.stderr)
                failures += 1
                break
            try:
                record = json.loads(line)
                if not isinstance(record, dict):
                    raise ValueError("a record must be a JSON object")
                body = record.get("text")
                if not isinstance(body, str):
                    raise ValueError("'text' must be a string")
                names = record.get("names") or []
                if not isinstance(names, list):
                    raise ValueError("'names' must be a list")
                lexicon = DocumentLexicon(names=default_names + [_parse_name(n) for n in names])
                result = scrubber.scrub(body, lexicon)
            except (ValueError, TypeError) as exc:
                failures += 1
                reason = exc.msg if isinstance(exc, json.JSONDecodeError) else str(exc)
                print(f"hl7scrub text: {args.input}: line {number}: {reason}", file=sys.stderr)
                out.write(json.dumps({"line": number, "error": reason}) + "\n")
                continue
            except Hl7ScrubError as exc:
                failures += 1
                print(f"hl7scrub text: {args.input}: line {number}: {exc}", file=sys.stderr)
                out.write(json.dumps({"line": number, "error": str(exc)}) + "\n")
                continue
            record["text"] = result.redacted
            record["spans"] = [s.to_dict() for s in result.spans]
            record.pop("names", None)
            out.write(json.dumps(record, ensure_ascii=False) + "\n")
    finally:
        if out is not sys.stdout:
            out.close()
        if source is not sys.stdin:
            source.close()
    return EXIT_REJECTED if failures else EXIT_OK

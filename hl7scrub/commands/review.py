"""``hl7scrub review``: a static HTML page showing input and de-identified output."""

from __future__ import annotations

import argparse
from typing import Any

from hl7scrub.commands._common import EXIT_OK, EXIT_REJECTED, EXIT_USAGE, load


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "review", help="write an HTML page comparing input and de-identified output",
        description="De-identify text, JSONL ({id,text,names}) or HL7 files and write one "
        "self-contained HTML page with input and output side by side, spans coloured by "
        "type (hover: recognizer, score, reason), the fields changed in each HL7 message "
        "and a summary chart. With --gold, misses and false positives are highlighted. "
        "The page shows the input text: keep it where the input may be kept.")
    p.add_argument("inputs", nargs="*", metavar="INPUT",
                   help="text, .jsonl or HL7 files (not needed with --gold)")
    p.add_argument("-o", "--output", required=True, help="HTML file to write")
    p.add_argument("--jsonl", action="store_true", help="inputs are JSON lines")
    p.add_argument("--gold", metavar="FORMAT:PATH",
                   help="annotated documents to review against (physionet, vtt, i2b2, "
                   "brat, jsonl)")
    p.add_argument("--pred", metavar="PATH",
                   help="with --gold: predictions to review instead of running hl7scrub")
    p.add_argument("--max-docs", type=int, default=0, metavar="N",
                   help="show only the first N documents")
    p.add_argument("--no-names", action="store_true",
                   help="with --gold: do not supply the documents' registered names")
    p.add_argument("--redact-bare-years", action="store_true", default=None,
                   help="also redact years that stand alone")


def run(args: argparse.Namespace) -> int:
    from hl7scrub.evaluate import load_gold, load_predictions, predict, score
    from hl7scrub.pipeline import build_scrubber
    from hl7scrub.review import render_page, review_gold, review_inputs, write_page

    if not args.inputs and not args.gold:
        print("hl7scrub review: give INPUT files or --gold")
        return EXIT_USAGE
    cfg = load(args, scrub={"redact_bare_years": args.redact_bare_years})
    scrubber = build_scrubber(cfg.scrub)
    items = []
    report = None
    note = ""
    if args.gold:
        docs = load_gold(args.gold)
        if args.max_docs:
            docs = docs[:args.max_docs]
        if args.pred:
            predicted = load_predictions(args.pred, docs)
        else:
            predicted = predict(docs, scrubber, use_names=not args.no_names)
        report = score(docs, predicted)
        items += review_gold(docs, predicted, report, None if args.pred else scrubber)
        note = f"Gold standard: {args.gold}; predictions: {args.pred or 'hl7scrub'}."
    if args.inputs:
        extra = review_inputs(args.inputs, scrubber, cfg, jsonl=args.jsonl)
        items += extra[:args.max_docs] if args.max_docs else extra
    write_page(args.output, render_page(items, report=report, note=note))
    failed = sum(1 for it in items if it.error)
    print(f"hl7scrub review: wrote {args.output} ({len(items)} document(s), "
          f"{failed} with errors)")
    return EXIT_REJECTED if failed else EXIT_OK

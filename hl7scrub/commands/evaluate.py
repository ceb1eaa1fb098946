"""``hl7scrub evaluate``: token-level scores against annotated text."""

from __future__ import annotations

import argparse
import json
import math
import sys
from typing import Any

from hl7scrub.commands._common import EXIT_OK, EXIT_REJECTED, load


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "evaluate", help="score de-identification output against annotated text",
        description="Token-level sensitivity, specificity, precision, F1 and F2 per gold "
        "label, per PHI type and overall, with patient-level BCa bootstrap intervals, an "
        "optional paired comparison of two systems and the re-identification risk of "
        "missed names. Without --pred the configured scrubber is run on the gold text, "
        "with each document's registered names supplied. The output shows missed and "
        "falsely flagged text: keep it where the gold text may be kept.")
    p.add_argument("--gold", required=True, metavar="FORMAT:PATH",
                   help="annotated documents: physionet, vtt, i2b2, brat or jsonl")
    p.add_argument("--pred", metavar="PATH",
                   help="predictions: 'hl7scrub text --jsonl' output, or FORMAT:PATH in a "
                   "gold format (another tool); default: run hl7scrub now")
    p.add_argument("--compare", metavar="PATH2",
                   help="a second prediction set; adds a paired test against --pred")
    p.add_argument("--by-patient", action="store_true",
                   help="also print recall and false positives per patient")
    p.add_argument("--json", action="store_true", help="write JSON instead of tables")
    p.add_argument("--markdown", action="store_true",
                   help="write one Markdown table with intervals (for documentation)")
    p.add_argument("-o", "--output", default="-", help="output file (default stdout)")
    p.add_argument("--exclude", action="append", default=[], metavar="LABEL",
                   help="gold label left out of the overall figures (repeatable), e.g. "
                   "DateYear when bare years are kept on purpose")
    p.add_argument("--bootstrap", type=int, default=None, metavar="N",
                   help="bootstrap replicates for the intervals (0 = none)")
    p.add_argument("--seed", type=int, default=None, help="resampling seed")
    p.add_argument("--misses", type=int, default=20, metavar="N",
                   help="list the N most frequent missed tokens (default 20)")
    p.add_argument("--fps", type=int, default=10, metavar="N",
                   help="list the N most frequent false positives (default 10)")
    p.add_argument("--hide-text", action="store_true",
                   help="do not print token text (risk lines show lengths only)")
    p.add_argument("--no-names", action="store_true",
                   help="do not supply the documents' registered names to the scrubber")
    p.add_argument("--redact-bare-years", action="store_true", default=None,
                   help="run the scrubber with bare years redacted")
    p.add_argument("--export", metavar="FORMAT:PATH",
                   help="also write the predictions as vtt, i2b2, brat or jsonl")
    p.add_argument("--convert", metavar="FORMAT:PATH",
                   help="only write the gold documents in another format and stop (jsonl "
                   "output is also the input of 'hl7scrub text --jsonl')")
    p.add_argument("--fail-under", type=float, default=None, metavar="RECALL",
                   help="exit 1 when overall recall is below RECALL")


def _predictions(args: argparse.Namespace, spec: str | None, docs: list[Any],
                 cfg: Any) -> tuple[str, dict[str, Any]]:
    from hl7scrub.evaluate import load_predictions, predict
    from hl7scrub.pipeline import build_scrubber

    if spec:
        return spec, load_predictions(spec, docs)
    scrubber = build_scrubber(cfg.scrub)
    return "hl7scrub (this installation)", predict(docs, scrubber,
                                                   use_names=not args.no_names)


def _by_patient_lines(report: Any) -> list[str]:
    from hl7scrub.evaluation.tables import fmt

    lines = ["", f"{'patient':<12} {'PHI':>5} {'caught':>6} {'recall':>6} {'FP':>5}"]
    row = report.rows["overall"]
    for patient in report.patients:
        c = row.by_patient.get(patient)
        if c is None:
            continue
        lines.append(f"{patient:<12} {c.positives:>5} {c.tp:>6} {fmt(c.sensitivity)} "
                     f"{c.fp:>5}")
    return lines


def run(args: argparse.Namespace) -> int:
    from hl7scrub.evaluate import documents_from_spans, load_gold, score, write_gold
    from hl7scrub.evaluation.risk import format_risks, name_risks
    from hl7scrub.evaluation.stats import compare, report_intervals
    from hl7scrub.evaluation.tables import format_markdown, format_report, frequent

    cfg = load(args, scrub={"redact_bare_years": args.redact_bare_years},
               evaluate={"bootstrap": args.bootstrap, "seed": args.seed})
    ecfg = cfg.evaluate
    docs = load_gold(args.gold)
    if args.convert:
        written = write_gold(docs, args.convert)
        print(f"hl7scrub evaluate: wrote {len(docs)} document(s) to {len(written)} file(s)",
              file=sys.stderr)
        return EXIT_OK
    pred_name, predicted = _predictions(args, args.pred, docs, cfg)
    report = score(docs, predicted, exclude=args.exclude)
    intervals = (report_intervals(report, n_boot=ecfg.bootstrap, alpha=ecfg.alpha,
                                  seed=ecfg.seed) if ecfg.bootstrap > 0 else {})
    risks = name_risks(report.misses, max_names=ecfg.risk_max_names)
    comparison = None
    other_name = ""
    other_report = None
    if args.compare:
        other_name, other = _predictions(args, args.compare, docs, cfg)
        other_report = score(docs, other, exclude=args.exclude)
        comparison = compare(report, other_report, n_perm=ecfg.permutations, seed=ecfg.seed)
    if args.export:
        write_gold(documents_from_spans(docs, predicted), args.export)

    hide = args.hide_text
    if args.json:
        def token(m: Any) -> dict[str, Any]:
            item = {"doc": m.doc_id, "patient": m.patient, "start": m.start, "end": m.end,
                    "labels": list(m.labels), "predicted": list(m.predicted),
                    "recognizers": list(m.recognizers), "partial": m.partial}
            if not hide:
                item["text"] = m.text
            return item

        out: dict[str, Any] = {
            "gold": args.gold, "predictions": pred_name, "report": report.to_dict(),
            "intervals": {k: {m: [None if math.isnan(x) else round(x, 6) for x in v]
                              for m, v in d.items()} for k, d in intervals.items()},
            "confidence": 1 - ecfg.alpha, "bootstrap": ecfg.bootstrap, "seed": ecfg.seed,
            "risk": [r.to_dict(hide) for r in risks],
            "misses": [token(m) for m in report.misses],
            "false_positives": [token(m) for m in report.false_positives],
        }
        if args.by_patient:
            out["by_patient"] = {p: c.to_dict() for p, c in
                                 report.rows["overall"].by_patient.items()}
        if comparison is not None and other_report is not None:
            out["compare"] = {"predictions": other_name, "report": other_report.to_dict(),
                              **comparison.to_dict()}
        text = json.dumps(out, indent=2, ensure_ascii=False, allow_nan=False) + "\n"
    elif args.markdown:
        text = format_markdown(report, intervals) + "\n"
    else:
        ci = {k: d["sensitivity"] for k, d in intervals.items() if "sensitivity" in d}
        parts = [f"gold: {args.gold}", f"predictions: {pred_name}"]
        if intervals:
            parts.append(f"recall intervals: {100 * (1 - ecfg.alpha):.0f}% BCa, "
                         f"{ecfg.bootstrap} patient-level bootstrap replicates, "
                         f"seed {ecfg.seed}")
        parts += ["", format_report(report, ci)]
        if "overall" in intervals:
            o = intervals["overall"]
            parts.append("overall intervals: " + ", ".join(
                f"{m} {lo:.3f}-{hi:.3f}" if lo == lo and hi == hi else f"{m} -"
                for m, (lo, hi) in o.items()))
        parts += ["", format_risks(risks, hide)]
        if not hide and args.misses > 0:
            parts += ["", frequent(report.phi_misses(), docs, args.misses,
                                   "most frequent missed patient PHI")]
        if not hide and args.fps > 0:
            parts += ["", frequent(report.false_positives, docs, args.fps,
                                   "most frequent false positives")]
        if args.by_patient:
            parts += _by_patient_lines(report)
        if comparison is not None:
            parts += ["", f"paired comparison over {comparison.patients} patients: "
                      f"A = {pred_name}, B = {other_name}",
                      f"{'measure':<12} {'A':>7} {'B':>7} {'A-B':>8} {'p(rand)':>8} "
                      f"{'p(Wilcoxon-Pratt)':>18}"]
            for m in comparison.measures:
                pw = "-" if m.p_wilcoxon is None else f"{m.p_wilcoxon:.4f}"
                parts.append(f"{m.measure:<12} {m.a:>7.4f} {m.b:>7.4f} {m.difference:>+8.4f} "
                             f"{m.p_randomization:>8.4f} {pw:>18}")
        text = "\n".join(parts) + "\n"

    if args.output == "-":
        sys.stdout.write(text)
    else:
        with open(args.output, "w", encoding="utf-8") as fh:
            fh.write(text)
    if args.fail_under is not None and not report.overall.sensitivity >= args.fail_under:
        print(f"hl7scrub evaluate: overall recall {report.overall.sensitivity:.4f} is below "
              f"{args.fail_under}", file=sys.stderr)
        return EXIT_REJECTED
    return EXIT_OK

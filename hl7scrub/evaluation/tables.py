"""Plain-text tables of a :class:`~hl7scrub.evaluation.scoring.Report` for terminals."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping, Sequence

from hl7scrub.evaluation.gold import GoldDocument
from hl7scrub.evaluation.scoring import Counts, Report, Row, TokenResult

Interval = tuple[float, float]


def fmt(x: float, width: int = 6) -> str:
    return f"{'-':>{width}}" if math.isnan(x) else f"{x:>{width}.3f}"


def _ci(intervals: Mapping[str, Interval] | None, key: str) -> str:
    if not intervals or key not in intervals:
        return ""
    lo, hi = intervals[key]
    if math.isnan(lo) or math.isnan(hi):
        return ""
    return f" ({lo:.3f}-{hi:.3f})"


def _row_line(label: str, c: Counts, negatives: bool, unique: Counts | None,
              ci: str = "") -> str:
    neg = (f"{c.fp:>7} {c.tn:>8} {fmt(c.specificity)} {fmt(c.precision)} {fmt(c.f1)} "
           f"{fmt(c.f2)}") if negatives else f"{'':>7} {'':>8} {'':>6} {'':>6} {'':>6} {'':>6}"
    uniq = f"  {unique.tp:>5}/{unique.positives:<5}" if unique is not None else ""
    return (f"{label:<24} {c.tp:>6} {c.fn:>5} {neg} {fmt(c.sensitivity)}{ci}{uniq}")


HEADER = (f"{'':<24} {'TP':>6} {'FN':>5} {'FP':>7} {'TN':>8} {'spec':>6} {'prec':>6} "
          f"{'F1':>6} {'F2':>6} {'recall':>6}  unique caught/all")


def format_report(report: Report, intervals: Mapping[str, Interval] | None = None) -> str:
    """The report as a table: gold labels, PHI types, then the overall line."""
    lines = [f"{report.documents} documents, {len(report.patients)} patients, "
             f"{report.tokens} scored tokens"]
    if report.excluded_labels:
        lines.append("left out of the overall figures: " + ", ".join(report.excluded_labels))
    lines += ["", "By gold label (recall; providers and non-Safe-Harbor labels reported apart)",
              HEADER]
    for row in report.gold_rows():
        tag = "" if row.role == "phi" else f" [{row.role}]"
        lines.append(_row_line(f"{row.name}{tag}"[:24], row.instances, False, row.unique,
                               _ci(intervals, f"gold:{row.name}")))
    lines += ["", "By PHI type (FP = non-PHI tokens a system labelled with that type)", HEADER]
    for row in report.phi_rows():
        lines.append(_row_line(row.name, row.instances, True, row.unique,
                               _ci(intervals, f"phi:{row.name}")))
    for row in (r for r in report.rows.values() if r.kind == "nonphi"):
        lines.append(f"{row.name + ' (non-PHI)':<24} kept {row.instances.tn}, "
                     f"redacted {row.instances.fp}")
    lines += ["", HEADER]
    overall = report.rows["overall"]
    lines.append(_row_line("OVERALL (patient PHI)", overall.instances, True, overall.unique,
                           _ci(intervals, "overall")))
    return "\n".join(lines)


def context(doc: GoldDocument, start: int, end: int, width: int = 30) -> str:
    """One line of text around ``[start, end)`` with the token in brackets."""
    left = doc.text[max(0, start - width):start]
    right = doc.text[end:end + width]
    return " ".join(f"{left}[{doc.text[start:end]}]{right}".split())


def frequent(results: Sequence[TokenResult], docs: Sequence[GoldDocument], n: int,
             title: str) -> str:
    """The ``n`` most frequent tokens of ``results`` (case-folded) with one context each."""
    by_id = {d.id: d for d in docs}
    keyed: Counter[tuple[str, str]] = Counter()
    example: dict[tuple[str, str], TokenResult] = {}
    for r in results:
        what = "/".join(r.labels) if r.labels else "/".join(r.predicted)
        key = (r.text.casefold(), what)
        keyed[key] += 1
        example.setdefault(key, r)
    lines = [f"{title}: {len(results)} tokens, {len(keyed)} distinct"]
    for (_tok, what), count in keyed.most_common(n):
        r = example[(_tok, what)]
        partial = " partial" if r.partial else ""
        recog = f" by {','.join(r.recognizers)}" if r.recognizers and not r.labels else ""
        lines.append(f"{count:>5}  {what:<18}{partial}{recog}  {r.doc_id}: "
                     f"{context(by_id[r.doc_id], r.start, r.end)}")
    return "\n".join(lines)


def row_summary(row: Row) -> str:
    c = row.instances
    return f"{row.name}: recall {fmt(c.sensitivity).strip()} ({c.tp}/{c.positives})"


def format_markdown(report: Report,
                    intervals: Mapping[str, Mapping[str, Interval]] | None = None) -> str:
    """The report as a Markdown table (for documentation), intervals in parentheses."""

    def cell(row_key: str, measure: str, value: float) -> str:
        if math.isnan(value):
            return "–"
        ci = (intervals or {}).get(row_key, {}).get(measure)
        if ci is None or math.isnan(ci[0]) or math.isnan(ci[1]):
            return f"{value:.3f}"
        return f"{value:.3f} ({ci[0]:.3f}–{ci[1]:.3f})"

    lines = ["| Row | TP | FN | FP | Recall | Precision | F2 |",
             "|---|---:|---:|---:|---|---|---|"]
    keyed = [(f"gold:{r.name}", r) for r in report.gold_rows()]
    keyed += [(f"phi:{r.name}", r) for r in report.phi_rows() if r.instances.positives]
    keyed.append(("overall", report.rows["overall"]))
    for key, r in keyed:
        c = r.instances
        if r.kind == "gold":
            label = r.name + ("" if r.role == "phi" else f" ({r.role})")
        elif r.kind == "overall":
            label = "**Overall (patient PHI)**"
        else:
            label = f"type {r.name}"
        neg = r.has_negatives
        lines.append(f"| {label} | {c.tp} | {c.fn} | {c.fp if neg else ''} | "
                     f"{cell(key, 'sensitivity', c.sensitivity)} | "
                     f"{cell(key, 'precision', c.precision) if neg else ''} | "
                     f"{cell(key, 'f2', c.f2) if neg else ''} |")
    return "\n".join(lines)

"""A static HTML review page: input and de-identified output side by side.

Reviewers need to *see* what was removed and what was kept. The page is one
self-contained file (inline CSS and SVG, no script, no external resource; a
Content-Security-Policy forbids fetching anything), so it can be opened from disk on an
isolated workstation. It necessarily shows the input text, which may hold PHI: it is a
tool for people allowed to see that input, and says so at the top.

Per document: spans coloured by PHI type with recognizer, score and reason on hover; with
a gold standard, missed tokens and false positives are outlined. For HL7 messages the
fields that changed are listed per message (the header PII list) and marked in both
columns. A summary chart shows sensitivity and precision per PHI type (or span counts
when there is no gold standard).
"""

from __future__ import annotations

import datetime as _dt
import html
import importlib
import itertools
import json
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from hl7scrub._types import DocumentLexicon, PersonName, Span
from hl7scrub.document import Document
from hl7scrub.evaluation.gold import GoldDocument
from hl7scrub.evaluation.scoring import Report, TokenResult
from hl7scrub.exceptions import Hl7ScrubError, InputError
from hl7scrub.operators import LABELS
from hl7scrub.pipeline import Scrubber

#: Background colours per PHI type (kept light enough for black text).
TYPE_COLOURS: dict[str, str] = {
    "NAME": "#ff9d9d", "DATE": "#fff176", "AGE": "#a5d6a7", "ID": "#f8bbd0",
    "PHONE": "#ffcc80", "EMAIL": "#ce93d8", "URL": "#b39ddb", "IP": "#b0bec5",
    "ADDRESS": "#90caf9", "LOCATION": "#81d4fa", "ORG": "#80cbc4", "PHI": "#bdbdbd",
    "HL7": "#ffe0b2",
}

#: Segments whose fields are structured header data (everything but narrative results).
NARRATIVE_SEGMENTS = frozenset({"OBX", "NTE"})

Mark = tuple[int, int, str, str]  # start, end, css classes, hover title


@dataclass(frozen=True)
class FieldChange:
    """A field of an HL7 message that de-identification changed."""

    location: str
    before: str
    after: str
    header: bool


@dataclass
class ReviewDocument:
    """One reviewed unit: a text, a JSONL record or an HL7 message."""

    id: str
    source: str
    kind: Literal["text", "hl7"]
    text: str
    output: str = ""
    input_marks: list[Mark] = field(default_factory=list)
    output_marks: list[Mark] = field(default_factory=list)
    spans: list[Span] = field(default_factory=list)
    changes: list[FieldChange] = field(default_factory=list)
    misses: list[TokenResult] = field(default_factory=list)
    false_positives: list[TokenResult] = field(default_factory=list)
    error: str = ""
    counts: dict[str, int] = field(default_factory=dict)


# ------------------------------------------------------------------- text documents


def _span_title(span: Span) -> str:
    parts = [span.type, f"recognizer {span.recognizer}", f"score {span.score:.2f}"]
    if span.reason:
        parts.append(span.reason)
    return " · ".join(parts)


def _replacements(scrubber: Scrubber | None, text: str, lexicon: DocumentLexicon,
                  spans: Sequence[Span], output: str) -> list[str] | None:
    """The string written for each span, or None when it cannot be recovered exactly."""
    ordered = sorted(spans, key=lambda s: s.start)
    if scrubber is None:
        reps = [LABELS[s.type] for s in ordered]
    else:
        doc = Document(text, lexicon)
        reps = []
        for s in ordered:
            single = scrubber.operator(doc, [s])
            reps.append(single[s.start:len(single) - (len(text) - s.end)])
    rebuilt, pos = [], 0
    for s, rep in zip(ordered, reps, strict=True):
        rebuilt += [text[pos:s.start], rep]
        pos = s.end
    rebuilt.append(text[pos:])
    return reps if "".join(rebuilt) == output else None


def text_document(doc_id: str, source: str, text: str, spans: Sequence[Span], *,
                  output: str | None = None, scrubber: Scrubber | None = None,
                  lexicon: DocumentLexicon | None = None,
                  misses: Sequence[TokenResult] = (),
                  false_positives: Sequence[TokenResult] = ()) -> ReviewDocument:
    """A reviewed text: ``spans`` index ``text``; ``output`` defaults to type labels."""
    lexicon = lexicon or DocumentLexicon()
    ordered = sorted(spans, key=lambda s: (s.start, s.end))
    if output is None:
        pieces, pos = [], 0
        for s in ordered:
            pieces += [text[pos:s.start], LABELS[s.type]]
            pos = max(pos, s.end)
        pieces.append(text[pos:])
        output = "".join(pieces)
    item = ReviewDocument(doc_id, source, "text", text, output, spans=list(ordered),
                          misses=list(misses), false_positives=list(false_positives))
    fp_ranges = [(f.start, f.end) for f in false_positives]
    for s in ordered:
        css = f"t-{s.type}"
        if any(a < s.end and s.start < b for a, b in fp_ranges):
            css += " fp"
        item.input_marks.append((s.start, s.end, css, _span_title(s)))
    for m in misses:
        title = f"MISSED {'/'.join(m.labels)}" + (" (partly covered)" if m.partial else "")
        item.input_marks.append((m.start, m.end, "miss", title))
    for f in false_positives:
        item.input_marks.append((f.start, f.end, "fp-token",
                                 f"false positive ({'/'.join(f.predicted)})"))
    reps = _replacements(scrubber, text, lexicon, ordered, output) if ordered else []
    if reps is not None:
        shift = 0
        for s, rep in zip(ordered, reps, strict=True):
            start = s.start + shift
            item.output_marks.append((start, start + len(rep), f"t-{s.type}", _span_title(s)))
            shift += len(rep) - (s.end - s.start)
    item.counts = dict(Counter(s.type for s in ordered))
    return item


# -------------------------------------------------------------------- HL7 messages


def _segments(text: str) -> list[str]:
    return [s for s in text.replace("\r\n", "\r").replace("\n", "\r").split("\r") if s]


def _field_ranges(line: str, sep: str) -> list[tuple[int, int]]:
    ranges, start = [], 0
    for i, ch in enumerate(line):
        if ch == sep:
            ranges.append((start, i))
            start = i + 1
    ranges.append((start, len(line)))
    return ranges


def hl7_changes(before: str, after: str) -> tuple[list[FieldChange], list[Mark], list[Mark]]:
    """Field-level differences of two messages, with marks on the display text (one
    segment per line) of each side. Segments are paired by name and occurrence."""
    b_lines, a_lines = _segments(before), _segments(after)
    sep = before[3] if before.startswith("MSH") and len(before) > 3 else "|"
    changes: list[FieldChange] = []
    b_marks: list[Mark] = []
    a_marks: list[Mark] = []

    def index(lines: list[str]) -> dict[tuple[str, int], tuple[int, int]]:
        seen: Counter[str] = Counter()
        out: dict[tuple[str, int], tuple[int, int]] = {}
        offset = 0
        for i, line in enumerate(lines):
            name = line[:3]
            seen[name] += 1
            out[(name, seen[name])] = (i, offset)
            offset += len(line) + 1
        return out

    b_index, a_index = index(b_lines), index(a_lines)
    for key, (bi, b_off) in b_index.items():
        name, occurrence = key
        b_line = b_lines[bi]
        where = f"{name}" + (f"({occurrence})" if occurrence > 1 else "")
        if key not in a_index:
            changes.append(FieldChange(where, b_line[4:], "(segment removed)",
                                       name not in NARRATIVE_SEGMENTS))
            b_marks.append((b_off, b_off + len(b_line), "t-HL7", f"{where} removed"))
            continue
        ai, a_off = a_index[key]
        a_line = a_lines[ai]
        if a_line == b_line:
            continue
        b_fields, a_fields = _field_ranges(b_line, sep), _field_ranges(a_line, sep)
        for n in range(1, max(len(b_fields), len(a_fields))):
            bs, be = b_fields[n] if n < len(b_fields) else (len(b_line), len(b_line))
            as_, ae = a_fields[n] if n < len(a_fields) else (len(a_line), len(a_line))
            if b_line[bs:be] == a_line[as_:ae]:
                continue
            number = n + 1 if name == "MSH" else n  # MSH-1 is the separator itself
            loc = f"{where}-{number}"
            changes.append(FieldChange(loc, b_line[bs:be], a_line[as_:ae],
                                       name not in NARRATIVE_SEGMENTS))
            if be > bs:
                b_marks.append((b_off + bs, b_off + be, "t-HL7", f"{loc} changed"))
            if ae > as_:
                a_marks.append((a_off + as_, a_off + ae, "t-HL7", f"{loc} de-identified"))
    return changes, b_marks, a_marks


def _hl7_api() -> tuple[Any, Any] | None:
    try:
        module: Any = importlib.import_module("hl7scrub.hl7v2")
        return module.MessageDeidentifier, module.split_messages
    except (ImportError, AttributeError):
        return None


def hl7_documents(data: bytes, source: str, config: Any) -> list[ReviewDocument]:
    """Every message of an HL7 file, de-identified with the configured field map."""
    api = _hl7_api()
    if api is None:
        return [ReviewDocument(Path(source).name, source, "hl7", "",
                               error="HL7 message de-identification is not available in "
                               "this installation")]
    deidentifier_cls, split_messages = api
    deidentifier = deidentifier_cls(config)
    out: list[ReviewDocument] = []
    for number, raw in enumerate(split_messages(data), start=1):
        doc_id = f"{Path(source).name}#{number}"
        shown = "\n".join(_segments(raw.data.decode("utf-8", errors="replace")))
        try:
            result = deidentifier.deidentify(raw.data)
        except Hl7ScrubError as exc:
            out.append(ReviewDocument(doc_id, source, "hl7", shown,
                                      error=f"rejected at byte {raw.offset}: {exc}"))
            continue
        before = raw.data.decode(result.encoding, errors="replace")
        after = result.output.decode(result.encoding, errors="replace")
        changes, b_marks, a_marks = hl7_changes(before, after)
        item = ReviewDocument(doc_id, source, "hl7", "\n".join(_segments(before)),
                              "\n".join(_segments(after)), b_marks, a_marks,
                              changes=changes, counts=dict(result.counts))
        out.append(item)
    return out


def is_hl7(data: bytes) -> bool:
    head = data.lstrip(b"\xef\xbb\xbf\x0b \t\r\n")[:4]
    return head[:3] in (b"MSH", b"FHS", b"BHS") and len(head) == 4 and not head[3:].isalnum()


# ----------------------------------------------------------------------- collection


def _names(value: object) -> list[PersonName]:
    if not isinstance(value, list):
        return []
    out = []
    for n in value:
        if isinstance(n, str) and n.strip():
            parts = n.split()
            out.append(PersonName(given=parts[0] if len(parts) > 1 else "", family=parts[-1],
                                  middle=" ".join(parts[1:-1])))
        elif isinstance(n, dict):
            out.append(PersonName(family=str(n.get("family") or ""),
                                  given=str(n.get("given") or ""),
                                  middle=str(n.get("middle") or "")))
    return out


def review_inputs(paths: Iterable[str], scrubber: Scrubber, config: Any, *,
                  jsonl: bool = False) -> list[ReviewDocument]:
    """Read and de-identify text, JSONL and HL7 files for the review page."""
    out: list[ReviewDocument] = []
    for path in paths:
        p = Path(path)
        try:
            data = p.read_bytes()
        except OSError as exc:
            out.append(ReviewDocument(p.name, path, "text", "",
                                      error=f"cannot read: {exc.strerror}"))
            continue
        if p.suffix.lower() == ".hl7" or is_hl7(data):
            out.extend(hl7_documents(data, path, config))
            continue
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as exc:
            out.append(ReviewDocument(p.name, path, "text", "",
                                      error=f"not valid UTF-8 at byte {exc.start}"))
            continue
        if jsonl or p.suffix.lower() == ".jsonl":
            for number, line in enumerate(text.split("\n"), start=1):
                if not line.strip():
                    continue
                try:
                    record = json.loads(line)
                    body = record["text"]
                    if not isinstance(body, str):
                        raise TypeError
                except (json.JSONDecodeError, KeyError, TypeError):
                    out.append(ReviewDocument(f"{p.name}:{number}", path, "text", "",
                                              error=f"line {number}: not a record with "
                                              "a 'text' string"))
                    continue
                lexicon = DocumentLexicon(names=_names(record.get("names")))
                doc_id = str(record.get("id", f"{p.name}:{number}"))
                out.append(_scrubbed(doc_id, path, body, scrubber, lexicon))
        else:
            out.append(_scrubbed(p.name, path, text, scrubber, DocumentLexicon()))
    return out


def _scrubbed(doc_id: str, source: str, text: str, scrubber: Scrubber,
              lexicon: DocumentLexicon) -> ReviewDocument:
    try:
        result = scrubber.scrub(text, lexicon)
    except Hl7ScrubError as exc:
        return ReviewDocument(doc_id, source, "text", "", error=f"not scrubbed: {exc}")
    return text_document(doc_id, source, text, result.spans, output=result.redacted,
                         scrubber=scrubber, lexicon=lexicon)


def review_gold(docs: Sequence[GoldDocument], predicted: dict[str, list[Span]],
                report: Report, scrubber: Scrubber | None) -> list[ReviewDocument]:
    """Gold documents with their predictions, misses and false positives."""
    misses: dict[str, list[TokenResult]] = {}
    fps: dict[str, list[TokenResult]] = {}
    for m in report.misses:
        if m.role == "phi":
            misses.setdefault(m.doc_id, []).append(m)
    for f in report.false_positives:
        fps.setdefault(f.doc_id, []).append(f)
    out = []
    for doc in docs:
        spans = predicted.get(doc.id, [])
        output = None
        if scrubber is not None:
            try:
                output = scrubber.operator(Document(doc.text, doc.lexicon()), spans)
            except ValueError:
                output = None  # overlapping spans from another tool: fall back to labels
        out.append(text_document(doc.id, f"patient {doc.patient}", doc.text, spans,
                                 output=output,
                                 scrubber=scrubber, lexicon=doc.lexicon(),
                                 misses=misses.get(doc.id, ()),
                                 false_positives=fps.get(doc.id, ())))
    return out


# ------------------------------------------------------------------------- rendering


def _render(text: str, marks: Sequence[Mark]) -> str:
    """``text`` as escaped HTML with each mark wrapped in a titled element.

    Marks may overlap: the text is cut at every mark boundary and each piece is wrapped
    by all marks that cover it (outermost first), so nesting stays well formed.
    """
    if not marks:
        return html.escape(text)
    bounds = sorted({0, len(text)} | {m[0] for m in marks} | {m[1] for m in marks})
    out: list[str] = []
    for start, end in itertools.pairwise(bounds):
        if start >= end:
            continue
        piece = html.escape(text[start:end])
        covering = [m for m in marks if m[0] <= start and end <= m[1]]
        covering.sort(key=lambda m: (m[0], -m[1]))
        for m in reversed(covering):
            tag = "span" if m[2] in ("miss", "fp-token") else "mark"
            piece = (f'<{tag} class="{html.escape(m[2])}" title="{html.escape(m[3])}">'
                     f"{piece}</{tag}>")
        out.append(piece)
    return "".join(out)


def summary_svg(report: Report | None, counts: Counter[str]) -> str:
    """Inline SVG bar chart: sensitivity and precision per PHI type, or span counts."""
    width, left, bar_h, gap = 640, 110, 12, 10
    if report is not None:
        rows = [(r.name, r.instances) for r in report.phi_rows() if r.instances.positives]
        rows.append(("OVERALL", report.overall))
        height = 40 + len(rows) * (2 * bar_h + gap)
        parts = [f'<svg id="summary-chart" role="img" xmlns="http://www.w3.org/2000/svg" '
                 f'width="{width}" height="{height}" viewBox="0 0 {width} {height}">',
                 "<title>Sensitivity and precision per PHI type</title>"]
        scale = width - left - 60
        y = 30
        for label, c in rows:
            parts.append(f'<text x="0" y="{y + bar_h + 4}" class="axis">'
                         f"{html.escape(label)}</text>")
            for k, (name, value) in enumerate((("sensitivity", c.sensitivity),
                                               ("precision", c.precision))):
                v = 0.0 if value != value else value  # NaN -> empty bar
                shown = "n/a" if value != value else f"{value:.3f}"
                yy = y + k * bar_h
                parts.append(f'<rect class="bar bar-{name}" data-type="{html.escape(label)}" '
                             f'x="{left}" y="{yy}" width="{v * scale:.1f}" '
                             f'height="{bar_h - 2}"><title>{html.escape(label)} {name} '
                             f"{shown}</title></rect>")
                parts.append(f'<text x="{left + v * scale + 4:.1f}" y="{yy + bar_h - 3}" '
                             f'class="value">{shown}</text>')
            y += 2 * bar_h + gap
        parts.append(f'<rect class="bar bar-sensitivity" x="{left}" y="6" width="12" '
                     f'height="10"/><text x="{left + 16}" y="15">sensitivity</text>'
                     f'<rect class="bar bar-precision" x="{left + 110}" y="6" width="12" '
                     f'height="10"/><text x="{left + 126}" y="15">precision</text>')
        parts.append("</svg>")
        return "".join(parts)
    items = sorted(counts.items())
    height = 30 + max(1, len(items)) * (bar_h + gap)
    top = max(counts.values(), default=1)
    scale = width - left - 60
    parts = [f'<svg id="summary-chart" role="img" xmlns="http://www.w3.org/2000/svg" '
             f'width="{width}" height="{height}" viewBox="0 0 {width} {height}">',
             "<title>Spans found per PHI type</title>"]
    y = 20
    for label, n in items:
        colour = TYPE_COLOURS.get(label, "#bdbdbd")
        parts.append(f'<text x="0" y="{y + bar_h - 2}" class="axis">{html.escape(label)}</text>'
                     f'<rect class="bar bar-count" data-type="{html.escape(label)}" '
                     f'x="{left}" y="{y}" width="{n / top * scale:.1f}" height="{bar_h}" '
                     f'fill="{colour}"><title>{html.escape(label)}: {n}</title></rect>'
                     f'<text x="{left + n / top * scale + 4:.1f}" y="{y + bar_h - 2}" '
                     f'class="value">{n}</text>')
        y += bar_h + gap
    if not items:
        parts.append('<text x="0" y="30">no spans found</text>')
    parts.append("</svg>")
    return "".join(parts)


_CSS = """
body{font-family:system-ui,sans-serif;margin:1.5em;color:#222;background:#fafafa}
h1{margin:0 0 .3em}h2{margin-top:1.5em}
.warning{background:#fff3cd;border:1px solid #e0c36c;padding:.6em .8em;max-width:70em}
table.summary{border-collapse:collapse;font-size:.9em}
table.summary td,table.summary th{border:1px solid #ccc;padding:.2em .5em;text-align:right}
table.summary td:first-child,table.summary th:first-child{text-align:left}
.pair{display:grid;grid-template-columns:1fr 1fr;gap:1em}
pre.text{white-space:pre-wrap;word-wrap:break-word;background:#fff;border:1px solid #ddd;
padding:.6em;font-size:.85em;line-height:1.45;margin:0}
section.doc{border-top:2px solid #999;margin-top:1.5em;padding-top:.3em}
mark{padding:0 1px;border-radius:2px;color:#000}
mark.fp{outline:2px solid #6a1b9a}
span.miss{outline:2px dashed #c62828;background:#ffebee;text-decoration:underline wavy #c62828}
span.fp-token{text-decoration:line-through #6a1b9a}
.error{color:#b71c1c;font-weight:bold}
ul.pii{font-family:monospace;font-size:.85em}
ul.pii li.narrative{color:#555}
svg text{font-size:11px;font-family:sans-serif}
rect.bar-sensitivity{fill:#1e88e5}rect.bar-precision{fill:#fb8c00}
.legend mark,.legend span{margin-right:.6em}
"""


def _type_css() -> str:
    return "".join(f"mark.t-{t}{{background:{c}}}" for t, c in TYPE_COLOURS.items())


def _summary_table(report: Report) -> str:
    rows = ["<table class=\"summary\"><tr><th>row</th><th>TP</th><th>FN</th><th>FP</th>"
            "<th>TN</th><th>sensitivity</th><th>specificity</th><th>precision</th>"
            "<th>F2</th></tr>"]
    for r in [*report.phi_rows(), report.rows["overall"], *report.gold_rows()]:
        c = r.instances
        label = {"gold": f"gold: {r.name}", "overall": "OVERALL"}.get(r.kind, r.name)
        if r.role != "phi":
            label += f" ({r.role})"
        rows.append(f"<tr><td>{html.escape(label)}</td><td>{c.tp}</td><td>{c.fn}</td>"
                    f"{_neg_cells(r.has_negatives, c)}</tr>")
    rows.append("</table>")
    return "".join(rows)


def _neg_cells(has_negatives: bool, c: Any) -> str:
    def f(x: float) -> str:
        return "-" if x != x else f"{x:.3f}"

    if not has_negatives:
        return f"<td></td><td></td><td>{f(c.sensitivity)}</td><td></td><td></td><td></td>"
    return (f"<td>{c.fp}</td><td>{c.tn}</td><td>{f(c.sensitivity)}</td>"
            f"<td>{f(c.specificity)}</td><td>{f(c.precision)}</td><td>{f(c.f2)}</td>")


def render_page(items: Sequence[ReviewDocument], *, report: Report | None = None,
                title: str = "hl7scrub review", note: str = "") -> str:
    """The whole review page as one HTML string."""
    counts: Counter[str] = Counter()
    for it in items:
        counts.update(it.counts)
    generated = _dt.datetime.now(_dt.UTC).strftime("%Y-%m-%d %H:%M UTC")
    out = ["<!DOCTYPE html>", '<html lang="en"><head><meta charset="utf-8">',
           '<meta http-equiv="Content-Security-Policy" content="default-src \'none\'; '
           'style-src \'unsafe-inline\'">',
           f"<title>{html.escape(title)}</title><style>{_CSS}{_type_css()}</style></head>",
           "<body>", f"<h1>{html.escape(title)}</h1>",
           f"<p>Generated {generated}; {len(items)} document(s). {html.escape(note)}</p>",
           '<p class="warning"><strong>This page shows the input text, which may contain '
           "protected health information.</strong> It is a review tool for people who are "
           "allowed to see that input: keep it where the input itself may be kept, and do "
           "not share it with recipients of de-identified data.</p>",
           '<p class="legend">Legend: ' + "".join(
               f'<mark class="t-{t}">{t}</mark>' for t in TYPE_COLOURS) +
           '<span class="miss">missed</span><span class="fp-token">false positive</span>'
           "(hover a highlight for type, recognizer, score and reason)</p>",
           '<section id="summary"><h2>Summary</h2>']
    if report is not None:
        out.append(_summary_table(report))
    out.append(summary_svg(report, counts))
    out.append("</section>")

    out.append('<nav id="files"><h2>Files</h2><ul>')
    for n, it in enumerate(items, start=1):
        flag = ""
        if it.error:
            flag = ' <span class="error">error</span>'
        elif it.misses:
            flag = f" — {len(it.misses)} missed"
        out.append(f'<li><a href="#doc-{n}">{html.escape(it.id)}</a> '
                   f"<small>{html.escape(it.source)}</small>{flag}</li>")
    out.append("</ul></nav>")

    for n, it in enumerate(items, start=1):
        out.append(f'<section class="doc" id="doc-{n}"><h3>{html.escape(it.id)} '
                   f"<small>{html.escape(it.source)} ({it.kind})</small></h3>")
        if it.error:
            out.append(f'<p class="error">{html.escape(it.error)}</p>')
            if not it.text:
                out.append("</section>")
                continue
        summary = ", ".join(f"{k} {v}" for k, v in sorted(it.counts.items()))
        if summary:
            out.append(f"<p>De-identified: {html.escape(summary)}</p>")
        if it.misses or it.false_positives:
            out.append(f"<p>{len(it.misses)} missed token(s), {len(it.false_positives)} "
                       "false positive token(s).</p>")
        out.append('<div class="pair"><div><h4>Input</h4><pre class="text input">'
                   f"{_render(it.text, it.input_marks)}</pre></div>"
                   '<div><h4>De-identified</h4><pre class="text output">'
                   f"{_render(it.output, it.output_marks)}</pre></div></div>")
        if it.kind == "hl7":
            out.append("<h4>Fields de-identified in this message</h4>")
            if not it.changes and not it.error:
                out.append("<p>No field changed.</p>")
            out.append('<ul class="pii">')
            for ch in it.changes:
                cls = "" if ch.header else ' class="narrative"'
                out.append(f"<li{cls}>{html.escape(ch.location)}: "
                           f"{html.escape(ch.before)} → {html.escape(ch.after)}</li>")
            out.append("</ul>")
        out.append("</section>")
    out.append("</body></html>")
    return "\n".join(out) + "\n"


def write_page(path: str | Path, page: str) -> None:
    try:
        Path(path).write_text(page, encoding="utf-8")
    except OSError as exc:
        raise InputError(f"cannot write: {exc.strerror}", source=str(path)) from None

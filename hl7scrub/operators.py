"""Operators turn resolved spans into output text.

Whatever the style (labels, surrogates, shifted dates), all text surgery goes through
:func:`splice`, which applies replacements right to left so earlier offsets stay valid.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from typing import Protocol

from hl7scrub._types import PhiType, Span
from hl7scrub.document import Document

LABELS: dict[PhiType, str] = {
    "NAME": "[NAME]",
    "DATE": "[DATE]",
    "AGE": "[AGE]",
    "ID": "[ID]",
    "PHONE": "[PHONE]",
    "EMAIL": "[EMAIL]",
    "URL": "[URL]",
    "IP": "[IP]",
    "ADDRESS": "[ADDRESS]",
    "LOCATION": "[LOCATION]",
    "ORG": "[ORG]",
    "PHI": "[PHI]",
}


def splice(text: str, replacements: Sequence[tuple[int, int, str]]) -> str:
    """Replace each ``[start, end)`` of ``text`` by its string.

    Ranges must not overlap; every offset refers to the original text. The output is
    assembled once from the kept stretches and the replacements, so the cost is linear
    in the text and the number of ranges (rebuilding the string per range made a
    megabyte report with tens of thousands of findings take seconds).
    """
    ordered = sorted(replacements, key=lambda r: (r[0], r[1]))
    for (s1, e1, _), (s2, _e2, _) in itertools.pairwise(ordered):
        if s2 < e1:
            raise ValueError(f"overlapping replacements at [{s1},{e1}) and [{s2},...)")
    pieces: list[str] = []
    kept = 0
    for start, end, replacement in ordered:
        if not 0 <= start <= end <= len(text):
            raise ValueError(f"replacement [{start},{end}) outside text of {len(text)}")
        pieces.append(text[kept:start])
        pieces.append(replacement)
        kept = end
    pieces.append(text[kept:])
    return "".join(pieces)


class Operator(Protocol):
    """Produces the output text for a document and its resolved spans."""

    def __call__(self, doc: Document, spans: Sequence[Span]) -> str: ...


class Redactor:
    """Replaces every span by its type label ([NAME], [DATE], … or [PHI] on conflict)."""

    def __init__(self, labels: dict[PhiType, str] | None = None,
                 label_for: Callable[[Span, str], str] | None = None) -> None:
        self.labels = dict(LABELS if labels is None else labels)
        self.label_for = label_for

    def __call__(self, doc: Document, spans: Sequence[Span]) -> str:
        reps = []
        for span in spans:
            label = self.labels[span.type]
            if self.label_for is not None:
                label = self.label_for(span, doc.text[span.start:span.end])
            reps.append((span.start, span.end, label))
        return splice(doc.text, reps)


class Surrogator:
    """Replaces each span by what ``replacement(span, text)`` returns.

    ``None`` keeps the original text (a limited data set keeps its dates); the callable
    is where realistic surrogates and shifted dates come from. Spans that cross a line
    break are the caller's business: :mod:`hl7scrub.hl7v2.narrative` splits them itself.
    """

    def __init__(self, replacement: Callable[[Span, str], str | None]) -> None:
        self.replacement = replacement

    def __call__(self, doc: Document, spans: Sequence[Span]) -> str:
        reps = []
        for span in spans:
            new = self.replacement(span, doc.text[span.start:span.end])
            if new is not None:
                reps.append((span.start, span.end, new))
        return splice(doc.text, reps)


def shift_date_text(text: str, days: int, reference_year: int | None = None) -> str | None:
    """``text`` (a date in any surface format) moved by ``days``, written the same way.

    Partial dates are moved through the middle of the month or year they name; a date
    without a year is placed in ``reference_year`` for the arithmetic. Returns ``None``
    when the text is not a date this package can read, or when the move leaves it
    unchanged (a month or year that the shift does not leave): the caller then falls
    back to a label, never to the original.
    """
    import dataclasses
    import datetime

    from hl7scrub.recognizers.dates import parse_date, render_date

    parts = parse_date(text)
    if parts is None or (parts.month is None and parts.year is None):
        return None
    year = parts.year if parts.year is not None else (reference_year or 2000)
    month = parts.month if parts.month is not None else 7
    day = parts.day if parts.day is not None else (15 if parts.month is not None else 1)
    try:
        anchor = datetime.date(year, month, day)
    except ValueError:
        try:
            anchor = datetime.date(2000, month, day)  # Feb 29 without a year
        except ValueError:
            return None
    moved = anchor + datetime.timedelta(days=days)
    weekday = parts.weekday
    if weekday is not None:
        weekday = (weekday + days) % 7
    new = dataclasses.replace(
        parts,
        year=moved.year if parts.year is not None else None,
        month=moved.month if parts.month is not None else None,
        day=moved.day if parts.day is not None else None,
        weekday=weekday,
    )
    try:
        out = render_date(new)
    except ValueError:
        return None
    return None if out.casefold() == text.casefold() else out

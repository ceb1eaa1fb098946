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

    Ranges must not overlap; they are applied from the right so that offsets computed on
    the original text remain correct.
    """
    ordered = sorted(replacements, key=lambda r: (r[0], r[1]))
    for (s1, e1, _), (s2, _e2, _) in itertools.pairwise(ordered):
        if s2 < e1:
            raise ValueError(f"overlapping replacements at [{s1},{e1}) and [{s2},...)")
    out = text
    for start, end, replacement in reversed(ordered):
        if not 0 <= start <= end <= len(text):
            raise ValueError(f"replacement [{start},{end}) outside text of {len(text)}")
        out = out[:start] + replacement + out[end:]
    return out


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

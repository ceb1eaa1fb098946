"""HL7 v2 segments quoted inside narrative.

An interface engine's error queue, a help-desk ticket or an analyst's note pastes the
segment that failed ("PID|1||CF0099182^^^CFCH^MR||TUILAGI^SEFO^M||19931304|..."). The
prose rules see capitals joined by carets and bars there, not a name; the segment's own
layout says which components are a person's name or address. This recognizer reads a
quoted segment by that layout: the family, given and middle names of the person fields
(XPN, and XCN after its identifier, which is taken too) and the street, city and postal
code of the address fields (XAD). Other identifiers, dates and telephone numbers in such
lines are shaped plainly enough for the other recognizers.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final

from hl7scrub import _regex
from hl7scrub._types import DocumentLike, PhiType, Span

#: The ID of a segment that carries people, then a bar, where a line or a quotation
#: may open ("PID|1||...", "Rejected: NK1|1|...", "2) OBR|1||..."); the segment runs to
#: the line's end.
_SEGMENT_LINE = _regex.compile(
    r"(?<![\w|^~&\\])"
    r"(?P<id>PID|PD1|NK1|GT1|IN1|IN2|MRG|PV1|PV2|ORC|OBR|EVN|TXA|ROL|PRT|STF|PRD|CTD)\|")

#: Per segment, the fields that name a person or give an address, by data type (HL7 v2.3
#: to v2.8 field numbers).
_FIELDS: Final[dict[str, dict[int, str]]] = {
    "PID": {5: "XPN", 6: "XPN", 9: "XPN", 11: "XAD"},
    "PD1": {4: "XCN"},
    "NK1": {2: "XPN", 4: "XAD", 30: "XPN", 32: "XAD"},
    "GT1": {3: "XPN", 4: "XPN", 5: "XAD", 16: "XPN", 17: "XAD"},
    "IN1": {16: "XPN", 19: "XAD"},
    "IN2": {7: "XPN"},
    "MRG": {7: "XPN"},
    "PV1": {7: "XCN", 8: "XCN", 9: "XCN", 17: "XCN", 52: "XCN"},
    "PV2": {13: "XCN"},
    "ORC": {10: "XCN", 11: "XCN", 12: "XCN", 19: "XCN"},
    "OBR": {10: "XCN", 16: "XCN", 28: "XCN", 32: "XCN", 33: "XCN", 34: "XCN", 35: "XCN"},
    "EVN": {5: "XCN"},
    "TXA": {5: "XCN", 9: "XCN", 10: "XCN", 11: "XCN", 22: "XCN", 23: "XCN"},
    "ROL": {4: "XCN", 11: "XAD"},
    "PRT": {5: "XCN", 14: "XAD"},
    "STF": {3: "XPN", 11: "XAD"},
    "PRD": {2: "XPN", 3: "XAD"},
    "CTD": {2: "XPN", 3: "XAD"},
}

#: Per data type, the components (1-based) that identify, and what they are.
_COMPONENTS: Final[dict[str, dict[int, PhiType]]] = {
    "XPN": {1: "NAME", 2: "NAME", 3: "NAME"},
    "XCN": {1: "ID", 2: "NAME", 3: "NAME", 4: "NAME"},
    "XAD": {1: "ADDRESS", 2: "ADDRESS", 3: "LOCATION", 5: "ADDRESS", 9: "LOCATION"},
}

#: Components longer than this are no name or address part: the line is no segment.
_LONGEST = 80


def _parts(text: str, start: int, end: int, sep: str) -> Iterator[tuple[int, int, int]]:
    """The parts of ``text[start:end]`` between ``sep`` characters, numbered from 1, as
    (number, start, end): a segment's fields, a field's repetitions, their components."""
    number = 1
    while start <= end:
        stop = text.find(sep, start, end)
        stop = end if stop < 0 else stop
        yield number, start, stop
        number, start = number + 1, stop + 1


class QuotedSegmentRecognizer:
    """NAME, ADDRESS and LOCATION spans inside HL7 v2 segments quoted in narrative."""

    name = "segments"

    def analyze(self, doc: DocumentLike) -> list[Span]:
        text = doc.text
        if "|" not in text or "^" not in text:
            return []
        spans: list[Span] = []
        for m in _regex.finditer(_SEGMENT_LINE, text):
            fields = _FIELDS[m.group("id")]
            last = max(fields)
            end = text.find("\n", m.end())
            for number, a, b in _parts(text, m.end(), len(text) if end < 0 else end, "|"):
                if number > last:
                    break
                kind = fields.get(number)
                if kind is not None:
                    spans.extend(self._field(text, a, b, kind))
        return spans

    def _field(self, text: str, start: int, end: int, kind: str) -> list[Span]:
        """The identifying components of one field (each repetition after "~")."""
        wanted = _COMPONENTS[kind]
        spans: list[Span] = []
        for _, rep, rep_end in _parts(text, start, end, "~"):
            for number, a, b in _parts(text, rep, rep_end, "^"):
                label = wanted.get(number)
                if label is not None:
                    spans.extend(self._component(text, a, b, label, kind))
        return spans

    def _component(self, text: str, start: int, end: int, label: PhiType, kind: str
                   ) -> list[Span]:
        """The component's text, trimmed, when it holds a letter (an identifier, a street
        line or a ZIP code a digit) and is no longer than a name or an address line;
        subcomponents ("&") are parts of it ("VAN&DER BERG")."""
        while start < end and text[start] in " \t&":
            start += 1
        while end > start and text[end - 1] in " \t&":
            end -= 1
        value = text[start:end]
        if not value or len(value) > _LONGEST:
            return []
        if label == "ID":
            if not any(ch.isdigit() for ch in value):
                return []
        elif not any(ch.isalpha() for ch in value) and not (
                label == "ADDRESS" and any(ch.isdigit() for ch in value)):
            return []
        return [Span(start, end, label, self.name, 0.9, f"{kind} component of a quoted segment")]

"""Free text of a message scrubbed as one text and written back piece by piece.

A *unit* is a list of pieces of raw field text (the OBX-5 lines of one report, a run of
NTE comments, or the loose text fields of a message). Their unescaped texts are joined
with line breaks and scrubbed in one call, so that the recognizers see the context and
the names that run across lines. Each span is then cut at the piece boundaries: every
piece it touches is replaced (the first by the span's replacement, the others by the
continuation text), so a name split over two OBX lines is removed from both. Inside a
piece, the span is widened to whole escape sequences and spliced into the raw text;
everything outside the spans keeps its original bytes, escapes included.
"""

from __future__ import annotations

import bisect
import itertools
from collections.abc import Callable
from dataclasses import dataclass, field

from hl7scrub import _regex
from hl7scrub._types import Span
from hl7scrub.hl7v2.escape import MappedText, escape
from hl7scrub.hl7v2.parse import Delimiters
from hl7scrub.operators import splice

#: Shortest line that a sender's fixed-width wrapping is assumed to have cut.
WRAP_MIN_WIDTH = 40
#: Characters that may end or start the two halves of a cut inside a number or a word.
_CUT_END = frozenset("-/(+@#")
_CUT_START = frozenset("-/)@")

#: (text for the first piece a span touches, text for each further piece) or None to keep.
Replacer = Callable[[Span, str], tuple[str, str] | None]


@dataclass(frozen=True, slots=True)
class Replaced:
    """Where a replacement went: raw offsets in the original field (for evaluation)."""

    segment: int
    field: int
    start: int
    end: int
    type: str


@dataclass(slots=True)
class Piece:
    mapped: MappedText
    write: Callable[[str], None]
    segment: int
    field: int
    #: Line breaks in a replacement may be written as ``\\.br\\`` (formatted text).
    line_breaks: bool = True
    #: A whole structured field read as text: its separators stay where they are.
    structural: bool = False


#: Little words that open a line of their own rather than end a word cut at the line
#: break ("... Thomasina Quigley" | "and niece").
_LINE_OPENERS = frozenset({
    "a", "an", "and", "as", "at", "but", "by", "for", "from", "in", "is", "of", "on", "or",
    "the", "then", "to", "was", "were", "with", "will", "who", "which", "that", "per",
})


#: A heading in capitals closed by a colon ("DATE OF SERVICE:", "HOSPITAL COURSE:"): a
#: line that opens with one starts a section, whatever the line before ended with.
_HEADING = _regex.compile(r"[A-Z]{2,}(?:[ /&-][A-Z]{2,}){0,4}[ \t]*:")


def _opens_section(text: str) -> bool:
    return _regex.match(_HEADING, text) is not None


def _first_word(text: str) -> str:
    """The leading letters of ``text`` in lower case ("and" of "and niece")."""
    end = 0
    while end < len(text) and text[end].isalpha():
        end += 1
    return text[:end].lower()


def _word_boundary(last: str, first: str) -> bool:
    """Two pieces that meet as two words, not as a word cut in two: a lower-case letter
    before a capital ("nurse Tamsin" | "Physical therapy"), a letter before a digit or
    a digit before a letter ("last year" | "316-555-0145", "ID 4471" | "Dictated by")."""
    return ((last.islower() and first.isupper())
            or (last.isalpha() and first.isdigit()) or (last.isdigit() and first.isalpha()))


def _number_cut(here: str, after: str) -> bool:
    """A number cut at its dash, whatever the line's length ("is 971-555" | "-0134",
    "call 971-" | "555-0134"): no line of prose opens with a dash glued to digits."""
    return (here[-1:].isdigit() and after[:1] == "-" and after[1:2].isdigit()) or (
        here[-1:] == "-" and here[-2:-1].isdigit() and after[:1].isdigit())


@dataclass
class TextUnit:
    name: str
    pieces: list[Piece] = field(default_factory=list)
    #: Days the patient's dates move by (a message may be about several patients).
    shift_days: int = 0

    def text(self) -> str:
        return "\n".join(p.mapped.plain for p in self.pieces)

    def word_wraps(self) -> list[int]:
        """Offsets (into ``text()``) of the line breaks that join two pieces inside a word.

        Some senders cut long report lines at a fixed width, even mid-word or mid-number
        ("Dr. Krish" | "namurthy", "781-555-" | "0148"). A break counts as such a cut when
        the piece before it is long (WRAP_MIN_WIDTH characters or more, or any length
        when a number is cut at its dash) and ends in a
        letter, digit or one of ``-/(+@#``, and the next piece starts with a letter, digit or
        one of ``-/)@`` ("617-555" | "-0184", "03/" | "28/2024"). A sentence's end is no
        cut: a period, comma or colon ends a piece, and neither is a lower-case letter
        before a capital or a change between letters and digits.

        Only lines of one field are cut that way: the same field of one segment (its
        repetitions) or of the next (OBX-5 of one report, a run of NTE-3); a line that
        opens with a little word of its own ("and", "the") starts a new word."""
        starts = self.offsets()
        pieces = self.pieces
        out: list[int] = []
        for k, (a, b) in enumerate(itertools.pairwise(pieces)):
            here, after = a.mapped.plain, b.mapped.plain
            if (len(here) >= WRAP_MIN_WIDTH or _number_cut(here, after)) and (
                    (here[-1].isalnum() or here[-1] in _CUT_END)
                    and (after[:1].isalnum() or after[:1] in _CUT_START)
                    and not _word_boundary(here[-1], after[0])
                    and a.field == b.field and 0 <= b.segment - a.segment <= 1
                    and _first_word(after) not in _LINE_OPENERS
                    and not _opens_section(after)):
                out.append(starts[k + 1] - 1)
        return out

    def offsets(self) -> list[int]:
        out: list[int] = []
        pos = 0
        for p in self.pieces:
            out.append(pos)
            pos += len(p.mapped.plain) + 1
        return out


def apply_spans(unit: TextUnit, spans: list[Span], replace: Replacer, d: Delimiters,
                trace: list[Replaced] | None = None) -> int:
    """Write the replacements of ``spans`` (offsets into ``unit.text()``) into the pieces.

    Returns the number of spans replaced.
    """
    starts = unit.offsets()
    text = unit.text()
    per_piece: dict[int, list[tuple[int, int, str]]] = {}
    replaced = 0
    for span in spans:
        choice = replace(span, text[span.start:span.end])
        if choice is None:
            continue
        first_text, rest_text = choice
        replaced += 1
        i = max(0, bisect.bisect_right(starts, span.start) - 1)
        first = True
        while i < len(unit.pieces) and starts[i] < span.end:
            piece = unit.pieces[i]
            lo = max(span.start, starts[i]) - starts[i]
            hi = min(span.end, starts[i] + len(piece.mapped.plain)) - starts[i]
            if hi > lo:
                raw_lo, raw_hi = piece.mapped.raw_range(lo, hi)
                for part_lo, part_hi in _between_separators(piece, d, raw_lo, raw_hi):
                    new = escape(first_text if first else rest_text, d,
                                 line_breaks=piece.line_breaks)
                    per_piece.setdefault(i, []).append((part_lo, part_hi, new))
                    if trace is not None:
                        trace.append(Replaced(piece.segment, piece.field, part_lo, part_hi,
                                              span.type))
                    first = False
            i += 1
    for i, reps in per_piece.items():
        piece = unit.pieces[i]
        piece.write(splice(piece.mapped.raw, _merge(reps)))
    return replaced


def _between_separators(piece: Piece, d: Delimiters, lo: int,
                        hi: int) -> list[tuple[int, int]]:
    """Raw ``[lo, hi)`` cut at the component, subcomponent and repetition separators of a
    structured field read as text, so that a span across them ("410 N 1st St^^Hamilton")
    is replaced in each part and the field keeps its shape; empty parts are left."""
    if not piece.structural:
        return [(lo, hi)]
    seps = {c for c in (d.component, d.subcomponent, d.repetition) if c}
    raw = piece.mapped.raw
    parts: list[tuple[int, int]] = []
    start = lo
    for pos in range(lo, hi):
        if raw[pos] in seps:
            if pos > start:
                parts.append((start, pos))
            start = pos + 1
    if hi > start:
        parts.append((start, hi))
    return parts


def _merge(reps: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """Join replacements whose raw ranges overlap (two spans widened into one escape)."""
    reps.sort(key=lambda r: (r[0], r[1]))
    out: list[tuple[int, int, str]] = []
    for start, end, text in reps:
        if out and start < out[-1][1]:
            s0, e0, t0 = out[-1]
            out[-1] = (s0, max(e0, end), t0 + text)
        else:
            out.append((start, end, text))
    return out

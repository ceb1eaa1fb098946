"""The unit the recognizers look at: a text, its tokens and the caller's lexicon.

Derived facts (tokens, which lines are written in capitals) are computed once here and
shared by all recognizers, so each recognizer stays "data plus one method".
"""

from __future__ import annotations

import bisect
import string
from collections.abc import Callable, Collection, Iterable, Iterator
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from functools import cached_property
from operator import itemgetter

import regex

from hl7scrub import _regex
from hl7scrub._types import DocumentLexicon, DocumentLike, Token
from hl7scrub.tokenize import is_word, tokenize

#: A line counts as "written in capitals" when at least this share of its letters
#: are upper case (and it has enough letters for the share to mean something).
UPPER_LINE_RATIO = 0.7
UPPER_LINE_MIN_LETTERS = 8

# For ASCII text: upper-case letters -> "U", lower-case -> "l"; delete all but letters
# and line breaks (``str.isalpha``/``str.isupper`` agree with these sets on ASCII).
_LETTER_MARKS = bytes.maketrans(
    string.ascii_uppercase.encode() + string.ascii_lowercase.encode(), b"U" * 26 + b"l" * 26)
_NOT_LETTER_OR_NEWLINE = bytes(c for c in range(128)
                               if not chr(c).isalpha() and chr(c) != "\n")
_DIGIT = _regex.compile(r"\d")
#: The first word of a line or of a sentence (after ``.``, ``?`` or ``!`` and a blank).
#: A log's line opens after its clock time ("2030 pt's sister called", "08:15 vitals").
_CLOCK = r"\d\d:?\d\d[ \t]+"
_OPENING_WORD = _regex.compile(
    r"(?:^[ \t\-*>\u2022]*(?:" + _CLOCK + r")?|[.?!][ \t]+)([^\W\d_]{2,})",
    flags=regex.MULTILINE)
#: The first letter of a line that opens with a clock time.
_AFTER_CLOCK = _regex.compile(_CLOCK + r"(\p{Ll})?")
#: Openings a writer must have made, most of them in lower case, before the lines they
#: write without a capital are read as carrying no case information.
LOWER_WRITER_MIN_OPENINGS = 4
#: A capitalised word: a capital followed by a lower-case letter.
_TITLE_WORD = _regex.compile(r"(?<![^\W\d_])\p{Lu}\p{Ll}")
_DIGITS_TO_ZERO = bytes.maketrans(b"123456789", b"000000000")


@dataclass
class Document:
    text: str
    lexicon: DocumentLexicon = field(default_factory=DocumentLexicon)

    @cached_property
    def tokens(self) -> list[Token]:
        return tokenize(self.text)

    @cached_property
    def words(self) -> list[Token]:
        """Letter/digit tokens only."""
        return [t for t in self.tokens if is_word(t)]

    @cached_property
    def has_digit(self) -> bool:
        """Whether the text holds a digit: the numeric patterns of several recognizers
        are skipped when it does not."""
        return _regex.search(_DIGIT, self.text) is not None

    @cached_property
    def digit_shape(self) -> bytes | None:
        """The text in lower case with every digit written as ``0``, as bytes; None when
        the text is not ASCII.

        Numeric patterns need particular digit shapes ("00000" for a run of five digits,
        "000-0000" for a local phone number); a recognizer looks for the shape here with
        a plain substring test and runs its pattern only when the shape is there.
        """
        text = self.text
        if not text.isascii():
            return None  # other scripts have other digits: no shortcut
        return text.lower().encode("ascii").translate(_DIGITS_TO_ZERO)

    def may_hold(self, *shapes: bytes) -> bool:
        """False only when none of ``shapes`` occurs in :attr:`digit_shape`, so that a
        pattern needing one of them cannot match."""
        shape = self.digit_shape
        return shape is None or any(map(shape.__contains__, shapes))

    def may_hold_digits(self, count: int) -> bool:
        """False only when the text certainly holds fewer than ``count`` digits."""
        shape = self.digit_shape
        return shape is None or shape.count(b"0") >= count

    @cached_property
    def token_positions(self) -> dict[str, list[int]]:
        """Lower-cased token text -> indexes into :attr:`tokens`, ascending.

        Recognizers that act at a few cue words look them up here (a set intersection
        with their word list) instead of each lower-casing and testing every token.
        """
        return index_positions(map(str.lower, map(itemgetter(2), self.tokens)))

    def positions_of(self, keys: AbstractSet[str]) -> list[int]:
        """Indexes of the tokens whose lower-cased text is in ``keys``, ascending."""
        return positions_in(self.token_positions, keys)

    @cached_property
    def _line_starts(self) -> list[int]:
        starts = [0]
        find = self.text.find
        pos = find("\n")
        while pos != -1:
            starts.append(pos + 1)
            pos = find("\n", pos + 1)
        return starts

    @cached_property
    def _upper_lines(self) -> list[bool]:
        flags: list[bool] = []
        doc_upper = self.is_upper_document
        for letters, upper in self._line_letter_counts:
            if letters < UPPER_LINE_MIN_LETTERS:
                flags.append(doc_upper)
            else:
                flags.append(upper / letters >= UPPER_LINE_RATIO)
        if ":" in self.text:
            starts = self._line_starts
            for i, flag in enumerate(flags):
                if flag and _mixed_value_after_label(self.text, starts[i], starts[i + 1]
                                                     if i + 1 < len(starts) else None):
                    flags[i] = False
        return flags

    @cached_property
    def _line_letter_counts(self) -> list[tuple[int, int]]:
        """(letters, upper-case letters) of each line."""
        text = self.text
        if text.isascii():
            return _ascii_letter_counts(text)
        counts: list[tuple[int, int]] = []
        for line in text.split("\n"):
            if line.isascii():
                counts.extend(_ascii_letter_counts(line))
            else:
                counts.append(_letter_counts(line))
        return counts

    @cached_property
    def _letter_counts(self) -> tuple[int, int]:
        """(letters, upper-case letters) of the whole text."""
        counts = self._line_letter_counts
        return sum(c[0] for c in counts), sum(c[1] for c in counts)

    @cached_property
    def is_upper_document(self) -> bool:
        letters, upper = self._letter_counts
        return letters > 0 and upper / letters >= UPPER_LINE_RATIO

    @cached_property
    def is_lower_document(self) -> bool:
        """True when capitals are (almost) absent, so initCap carries no signal either."""
        letters, upper = self._letter_counts
        return letters >= UPPER_LINE_MIN_LETTERS and upper / letters < 0.02

    def line_index(self, offset: int) -> int:
        return bisect.bisect_right(self._line_starts, offset) - 1

    def is_upper_at(self, offset: int) -> bool:
        """Whether the line holding ``offset`` is written mostly in capitals."""
        return self._upper_lines[self.line_index(offset)]

    def case_is_informative_at(self, offset: int) -> bool:
        """initCap means something only on mixed-case lines."""
        line = self.line_index(offset)
        return not self._upper_lines[line] and not self.is_lower_document and not (
            self._caseless_lines is not None and self._caseless_lines[line])

    @cached_property
    def _caseless_lines(self) -> list[bool] | None:
        """Per line, whether it holds no capitalised word (capitals only in acronyms), in
        the text of a writer who opens lines and sentences in lower case ("pt: dolores
        ybarra-kessler, 66 yo" in a note that capitalises only "NPWT" and "DFU"): there a
        lower-case word may be a name. None for a writer who capitalises (the usual case:
        nothing changes)."""
        text = self.text
        n = len(text)
        if sum(1 for s in self._line_starts if s < n and (text[s].islower() or (
                text[s].isdigit() and (m := _regex.match(_AFTER_CLOCK, text, s)) is not None
                and m.group(1) is not None))) < LOWER_WRITER_MIN_OPENINGS - 1:
            return None
        lower = title = 0
        for m in _regex.finditer(_OPENING_WORD, text):
            word = m.group(1)
            if word.islower():
                lower += 1
            elif word[0].isupper() and not word.isupper():
                title += 1
        if lower < LOWER_WRITER_MIN_OPENINGS or lower < 3 * title:
            return None
        return [letters >= UPPER_LINE_MIN_LETTERS and _regex.search(_TITLE_WORD, line) is None
                for line, (letters, _upper) in zip(text.split("\n"), self._line_letter_counts,
                                                   strict=True)]


#: Longest field label whose capitals are ignored when judging the value after it.
_LABEL_MAX = 40


def _mixed_value_after_label(text: str, start: int, end: int | None) -> bool:
    """"REQUESTING PHYSICIAN: Henry Oduya": a label in capitals followed by a value in
    ordinary case. The label's capitals say nothing about how the value is written."""
    line = text[start:end]
    colon = line.find(":", 0, _LABEL_MAX + 1)
    if colon <= 0:
        return False
    label, value = line[:colon], line[colon + 1:]
    if any(c.islower() for c in label):
        return False
    letters, upper = _letter_counts(value)
    return letters >= UPPER_LINE_MIN_LETTERS and upper / letters < UPPER_LINE_RATIO


def _letter_counts(line: str) -> tuple[int, int]:
    """(letters, upper-case letters) of one line or part of a line, any script."""
    return sum(map(str.isalpha, line)), sum(map(str.isupper, line))


def _ascii_letter_counts(text: str) -> list[tuple[int, int]]:
    """(letters, upper-case letters) per line of an ASCII text, without a Python call per
    character: letters become "U" or "l" and all else but line breaks is dropped, so a
    line's length is its letter count."""
    marks = text.encode("ascii").translate(_LETTER_MARKS, _NOT_LETTER_OR_NEWLINE)
    return [(len(line), line.count(b"U")) for line in marks.split(b"\n")]


def index_positions(keys: Iterable[str]) -> dict[str, list[int]]:
    """Each key -> the positions where it stands in ``keys``, ascending."""
    positions: dict[str, list[int]] = {}
    get = positions.get
    for i, key in enumerate(keys):
        bucket = get(key)
        if bucket is None:
            positions[key] = [i]
        else:
            bucket.append(i)
    return positions


def positions_in(index: dict[str, list[int]], keys: AbstractSet[str]) -> list[int]:
    """The positions in ``index`` (see :func:`index_positions`) of all of ``keys``,
    ascending."""
    found = smaller_intersection(index, keys)
    if len(found) == 1:
        return list(index[next(iter(found))])
    return sorted(i for key in found for i in index[key])


def smaller_intersection(index: dict[str, list[int]], keys: AbstractSet[str]
                         ) -> AbstractSet[str]:
    """The keys of ``index`` that are in ``keys``, found by reading the smaller of the
    two: ``dict.keys() & frozenset`` reads the whole word list, which for the long lists
    (eponyms, labels) costs far more than reading a note's few hundred distinct words."""
    if len(keys) > len(index) and isinstance(keys, (set, frozenset)):
        return keys.intersection(index)
    return index.keys() & keys


def document_has_digit(doc: DocumentLike) -> bool:
    """Whether ``doc``'s text holds a digit (computed once per :class:`Document`)."""
    if isinstance(doc, Document):
        return doc.has_digit
    return _regex.search(_DIGIT, doc.text) is not None


def may_hold(doc: DocumentLike, *shapes: bytes) -> bool:
    """:meth:`Document.may_hold` for any document (True when it cannot tell)."""
    return not isinstance(doc, Document) or doc.may_hold(*shapes)


def may_hold_digits(doc: DocumentLike, count: int) -> bool:
    """:meth:`Document.may_hold_digits` for any document (True when it cannot tell)."""
    return not isinstance(doc, Document) or doc.may_hold_digits(count)


def headed_column_cells(text: str, separators: tuple[str, ...],
                        columns_of: Callable[[list[str]], Collection[int]],
                        heading_hint: Callable[[str], bool] | None = None
                        ) -> Iterator[tuple[int, str]]:
    """``(start, cell)`` for each cell below a heading line of a delimited table (pipe,
    tab, CSV...) in the columns ``columns_of`` picks from the heading's cells.

    A line may head a table when ``heading_hint`` accepts it (every line when it is
    ``None``); the first of ``separators`` that it holds twice splits it. The table ends
    at a line without that separator; a rule line under the headings ("|---|") is
    skipped. Recognizers that read a column by its heading (ages, people) share this.
    """
    sep, pos = "", 0
    columns: frozenset[int] = frozenset()
    for line in text.splitlines(keepends=True):
        body = line.rstrip("\r\n")
        if columns and sep in body:
            if body.strip(" -:+" + sep):
                offset = 0
                for number, cell in enumerate(body.split(sep)):
                    if number in columns:
                        yield pos + offset, cell
                    offset += len(cell) + len(sep)
        else:
            columns = frozenset()
            for candidate in separators if heading_hint is None or heading_hint(body) else ():
                if body.count(candidate) >= 2:
                    sep, columns = candidate, frozenset(columns_of(body.split(candidate)))
                    break
        pos += len(line)


def columns_headed_by(heading: regex.Pattern[str], longest: int = 0
                      ) -> Callable[[list[str]], list[int]]:
    """A ``columns_of`` for :func:`headed_column_cells`: the cells of a heading line that
    ``heading`` matches whole, blanks and tabs stripped (and, with ``longest``, of no more
    characters than that). Dates, rooms and identifiers name their columns so."""
    def columns_of(cells: list[str]) -> list[int]:
        picked = []
        for number, cell in enumerate(cells):
            value = cell.strip(" \t")
            if (not longest or len(value) <= longest) and (
                    _regex.fullmatch(heading, value) is not None):
                picked.append(number)
        return picked
    return columns_of


def cell_value(start: int, cell: str, blanks: str | None = " \t") -> tuple[int, str]:
    """Where the value of a cell found at ``start`` begins, and the value: the cell
    without the ``blanks`` around it (any white space when ``None``)."""
    value = cell.strip(blanks)
    return start + len(cell) - len(cell.lstrip(blanks)), value


_ALIGNED_CELL = _regex.compile(r"\S+(?: \S+)*")


def aligned_column_cells(text: str, columns_of: Callable[[list[str]], Collection[int]]
                         ) -> Iterator[tuple[int, str]]:
    """``(start, cell)`` for each cell below a heading line of a table aligned with
    blanks (a registry printout, a fixed-width report), in the columns ``columns_of``
    picks from the heading's cells.

    Cells are runs of words with single blanks between them; a heading needs three. A
    row's cell belongs to a chosen column when it starts within two characters of the
    heading's cell. The table ends at a blank line or at a rule line after its rows (a
    rule right under the headings is skipped)."""
    wanted: list[int] = []
    rows = 0
    pos = 0
    for line in text.splitlines(keepends=True):
        body = line.rstrip("\r\n")
        stripped = body.strip()
        if wanted and stripped and not (rows and not stripped.strip("-=_+| ")):
            if stripped.strip("-=_+| "):
                rows += 1
                for m in _regex.finditer(_ALIGNED_CELL, body):
                    if any(abs(m.start() - at) <= 2 for at in wanted):
                        yield pos + m.start(), m.group()
        elif "  " in body:
            cells = [(m.start(), m.group()) for m in _regex.finditer(_ALIGNED_CELL, body)]
            picked = columns_of([cell for _, cell in cells]) if len(cells) >= 3 else ()
            wanted = [cells[number][0] for number in picked]
            rows = 0
        else:
            wanted = []
        pos += len(line)


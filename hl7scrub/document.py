"""The unit the recognizers look at: a text, its tokens and the caller's lexicon.

Derived facts (tokens, which lines are written in capitals) are computed once here and
shared by all recognizers, so each recognizer stays "data plus one method".
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field
from functools import cached_property

from hl7scrub._types import DocumentLexicon, Token
from hl7scrub.tokenize import is_word, tokenize

#: A line counts as "written in capitals" when at least this share of its letters
#: are upper case (and it has enough letters for the share to mean something).
UPPER_LINE_RATIO = 0.7
UPPER_LINE_MIN_LETTERS = 8


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
    def _line_starts(self) -> list[int]:
        starts = [0]
        for i, ch in enumerate(self.text):
            if ch == "\n":
                starts.append(i + 1)
        return starts

    @cached_property
    def _upper_lines(self) -> list[bool]:
        flags: list[bool] = []
        starts = self._line_starts
        doc_upper = self.is_upper_document
        for i, start in enumerate(starts):
            end = starts[i + 1] if i + 1 < len(starts) else len(self.text)
            line = self.text[start:end]
            letters = [c for c in line if c.isalpha()]
            if len(letters) < UPPER_LINE_MIN_LETTERS:
                flags.append(doc_upper)
            else:
                upper = sum(1 for c in letters if c.isupper())
                flags.append(upper / len(letters) >= UPPER_LINE_RATIO)
        return flags

    @cached_property
    def is_upper_document(self) -> bool:
        letters = [c for c in self.text if c.isalpha()]
        if not letters:
            return False
        return sum(1 for c in letters if c.isupper()) / len(letters) >= UPPER_LINE_RATIO

    @cached_property
    def is_lower_document(self) -> bool:
        """True when capitals are (almost) absent, so initCap carries no signal either."""
        letters = [c for c in self.text if c.isalpha()]
        if len(letters) < UPPER_LINE_MIN_LETTERS:
            return False
        return sum(1 for c in letters if c.isupper()) / len(letters) < 0.02

    def line_index(self, offset: int) -> int:
        return bisect.bisect_right(self._line_starts, offset) - 1

    def is_upper_at(self, offset: int) -> bool:
        """Whether the line holding ``offset`` is written mostly in capitals."""
        return self._upper_lines[self.line_index(offset)]

    def case_is_informative_at(self, offset: int) -> bool:
        """initCap means something only on mixed-case lines."""
        return not self.is_upper_at(offset) and not self.is_lower_document

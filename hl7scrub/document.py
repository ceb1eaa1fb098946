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
        for line in self.text.split("\n"):
            letters = sum(map(str.isalpha, line))
            if letters < UPPER_LINE_MIN_LETTERS:
                flags.append(doc_upper)
            else:
                flags.append(sum(map(str.isupper, line)) / letters >= UPPER_LINE_RATIO)
        return flags

    @cached_property
    def _letter_counts(self) -> tuple[int, int]:
        """(letters, upper-case letters) of the whole text."""
        return sum(map(str.isalpha, self.text)), sum(map(str.isupper, self.text))

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
        return not self.is_upper_at(offset) and not self.is_lower_document

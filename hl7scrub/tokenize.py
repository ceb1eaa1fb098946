"""Tokenizer of seed 001: split on white space and punctuation, but keep an apostrophe
inside a word so that O'Leary is one token (and "Mc Donald" stays two).

Offsets always refer to the original string; nothing is normalised before tokenizing.
"""

from __future__ import annotations

from hl7scrub import _regex
from hl7scrub._types import Token

# A word is a run of letters/digits, optionally joined by single apostrophes
# (ASCII or typographic). Any other non-space character is a token of its own.
_TOKEN = _regex.compile(r"[^\W_]+(?:['\u2019][^\W_]+)*|[^\s]")


def tokenize(text: str) -> list[Token]:
    """Return every token of ``text`` with offsets into ``text``."""
    return [Token(m.start(), m.end(), m.group()) for m in _regex.finditer(_TOKEN, text)]


def is_word(token: Token) -> bool:
    """True for letter/digit tokens, False for single punctuation characters."""
    return token.text[0].isalnum()

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
    """Return every token of ``text`` with offsets into ``text``.

    Every non-space character belongs to exactly one token, so each token starts at the
    first occurrence of its text after the previous token; recovering offsets with
    ``str.find`` is much cheaper than building a match object per token.
    """
    out: list[Token] = []
    pos = 0
    find = text.find
    for word in _regex.findall(_TOKEN, text):
        start = find(word, pos)
        pos = start + len(word)
        out.append(Token(start, pos, word))
    return out


def is_word(token: Token) -> bool:
    """True for letter/digit tokens, False for single punctuation characters."""
    return token.text[0].isalnum()

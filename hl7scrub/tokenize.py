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

#: ASCII characters other than letters, digits, white space and the apostrophe
#: (punctuation, control characters) are always a token of their own, so padding them
#: with blanks and splitting on white space yields the same tokens as ``_TOKEN``. Each
#: maps to its padded form; ``str.replace`` per character present is much faster than
#: ``str.translate`` with expanding replacements.
_PADDED = tuple((chr(c), f" {chr(c)} ") for c in range(128)
                if not chr(c).isalnum() and not chr(c).isspace() and chr(c) != "'")

#: Characters Python's ``str.split`` treats as white space but Unicode (and so ``\s`` in
#: ``_TOKEN``) does not: a text holding one takes the pattern path throughout.
_SPLIT_ONLY_SPACE = ("\x1c", "\x1d", "\x1e", "\x1f")


def tokenize(text: str) -> list[Token]:
    """Return every token of ``text`` with offsets into ``text``.

    Every non-space character belongs to exactly one token, so each token starts at the
    first occurrence of its text after the previous token; recovering offsets with
    ``str.find`` is much cheaper than building a match object per token.
    """
    out: list[Token] = []
    append = out.append
    make = tuple.__new__  # Token(...) without the Python-level __new__ of a named tuple
    pos = 0
    find = text.find
    for word in _token_texts(text):
        start = find(word, pos)
        pos = start + len(word)
        append(make(Token, (start, pos, word)))
    return out


def _token_texts(text: str) -> list[str]:
    """The token texts of ``text`` in order (what ``_TOKEN`` finds).

    ASCII punctuation always stands alone, so the text is padded around it and split on
    white space; the resulting chunks are plain ASCII words in the common case and only
    chunks holding an apostrophe or a non-ASCII character need more work. This avoids
    one pattern match per token, which the time-bounded matcher makes costly.
    """
    if any(c in text for c in _SPLIT_ONLY_SPACE):
        return _regex.findall(_TOKEN, text)
    padded = text
    for char, pad in _PADDED:
        if char in padded:
            padded = padded.replace(char, pad)
    chunks = padded.split()
    out: list[str] = []
    append = out.append
    if text.isascii():
        if "'" not in text:
            return chunks
        for chunk in chunks:
            if "'" in chunk:
                _split_apostrophes(chunk, out)
            else:
                append(chunk)
        return out
    for chunk in chunks:
        if not chunk.isascii():
            out.extend(_regex.findall(_TOKEN, chunk))
        elif "'" not in chunk:
            append(chunk)  # an ASCII letter/digit run or a single punctuation mark
        else:
            _split_apostrophes(chunk, out)
    return out


def _split_apostrophes(chunk: str, out: list[str]) -> None:
    """Tokens of an ASCII letter/digit chunk holding apostrophes: an apostrophe between
    two letters/digits joins them ("O'Leary"), any other one stands alone."""
    parts = chunk.split("'")
    word = parts[0]
    for part in parts[1:]:
        if word and part:
            word = f"{word}'{part}"
            continue
        if word:
            out.append(word)
        out.append("'")
        word = part
    if word:
        out.append(word)


def is_word(token: Token) -> bool:
    """True for letter/digit tokens, False for single punctuation characters."""
    return token.text[0].isalnum()


#: Code point ranges of scripts that set no blank between words: Thai, Lao, Myanmar,
#: Khmer, kana, Han (and its compatibility block) and Hangul syllables (Korean puts
#: blanks between phrases but glues particles to names).
_UNSPACED_RANGES = ((0x0E00, 0x0EFF), (0x1000, 0x109F), (0x1780, 0x17FF), (0x3040, 0x30FF),
                    (0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xAC00, 0xD7AF), (0xF900, 0xFAFF))


def unspaced(ch: str) -> bool:
    """Whether ``ch`` belongs to a script written without blanks between words, where a
    token is a phrase or a clause rather than a word."""
    code = ord(ch)
    return code >= 0x0E00 and any(lo <= code <= hi for lo, hi in _UNSPACED_RANGES)


#: Openings of surnames and given names written with a capital inside ("MacArthur",
#: "VanBuren", "FitzGerald", "DelRosario").
_NAME_PARTICLES = frozenset({"mac", "van", "von", "vander", "vanden", "vande", "fitz", "del",
                             "della", "dela", "delos", "des", "ten",
                             "ter", "san", "dos", "das"})


def product_shape(word: str) -> bool:
    """A capital inside a word after three or more lower-case letters ("GranuFoam",
    "WatchPAT"): how brands are written. Names written so open with a particle
    ("MacArthur", "VanBuren"); shorter openings ("DeShawn", "LaToya", "McKay") are
    names and stay out of this test."""
    for k in range(3, len(word)):
        if word[k].isupper() and word[k - 1].islower():
            prefix = word[:k]
            return prefix[1:].islower() and prefix.lower() not in _NAME_PARTICLES
    return False

"""The last check before a message leaves: no header value survives anywhere in it.

The header lexicon of the *original* message (every name, identifier, phone number,
e-mail address, address, place and date of the patient, the relatives and the providers)
is searched for in the *de-identified* message, in every field of every segment. A value
found there got past the field map and the recognizers (a field shift put it in a kept
field, a recognizer missed a surface form...) and is replaced in place by its label.

Matching is tolerant and deliberately blunt:

=========== ============================================= ============================
kind        compared as                                   searched for when
=========== ============================================= ============================
name part   whole token, case-insensitive; from 6         >= 2 letters, not a common
(also       letters also inside a longer token, which     English word (frequency >=
prefix and  is then redacted whole (a lost separator      ``common_frequency`` and a
suffix)     glued it to its neighbour)                    name likelihood ratio < 1),
                                                          not a protected clinical
                                                          word, not a label word
street,     as name parts                                 >= 3 letters, same filter
city word
identifier  digits only, any separators (``- . / ( )``,   >= 5 digits after leading
            space, component and subcomponent             zeros, letters only before
            separators) between digits; from 8 digits     or after the digits
            also glued to other characters on one side
            letters and digits, case-insensitive, any     >= 4 characters with a
            separators                                    digit, or >= 6 letters
phone       as identifiers; also the last 10 and the      >= 7 digits
            last 7 digits
date        ``YYYYMMDD``, separators allowed, alone or    full dates (not in a
            starting an HL7 time stamp                    limited data set)
ZIP         five digits, optionally ``-NNNN``             not in a limited data set
e-mail      case-insensitive                              always
=========== ============================================= ============================

Shorter values (initials, sex codes, set IDs, ``Y``/``N``) are never searched for: they
would match everywhere. Values of segments that cannot be trusted (a non-standard
segment ID, a kept field whose content moved there) are searched for as well
(:func:`suspect_values`), and words and numbers of the sending and receiving application
and facility (MSH-3..6) are not (:func:`routing_tokens`); in those fields a value is only
found standing alone, never glued inside a facility code ("RIDGEWOODHOSP").

Values the output legitimately holds are not originals: a pseudonym, a surrogate (never
equal to an original), a shifted date. Dates are not searched for in the fields the
de-identifier wrote dates into, because a shifted date can fall on another original date
of the same message.

Cost: the message is lower-cased and squeezed (separators removed) once, and each value
is first looked for with plain substring searches; only a value present there (a hit, or
a coincidence) is matched exactly, field by field, with a pattern compiled once per value.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

import regex

from hl7scrub import _regex
from hl7scrub._types import DocumentLexicon, PhiType
from hl7scrub.hl7v2.escape import unescape_mapped
from hl7scrub.hl7v2.parse import Delimiters, Segment
from hl7scrub.lexicon import Lexicon
from hl7scrub.operators import LABELS

Form = Literal["word", "part", "digits", "date", "zip", "alnum", "email"]

#: Letters a name part needs to be searched for (initials are not).
MIN_NAME_LETTERS = 2
#: Letters a street or city word needs.
MIN_PLACE_LETTERS = 3
#: A name, street or city word this long is also found inside a longer token
#: ("SMITHJOHN", a name glued to the next word by a lost space or separator).
MIN_EMBEDDED_LETTERS = 6
#: Digits an identifier needs to be compared digits-only.
MIN_ID_DIGITS = 5
#: Characters (letters and digits) an identifier with letters needs.
MIN_ID_CHARS = 4
#: Letters a letters-only identifier needs (a name written where an ID belongs).
MIN_ALPHA_ID = 6
#: Digits a phone number needs.
MIN_PHONE_DIGITS = 7
#: An identifier or phone number this long is also found with other letters or digits
#: glued to one of its ends.
MIN_GLUED_LENGTH = 8

#: Separators tolerated between the digits or characters of a value.
_SEPARATORS = " \t-./()"
_SEP_CLASS = r"[ \t\-./()]"
#: Label words ("[NAME]") are never values: a redaction must not match itself.
_LABEL_WORDS = frozenset(label.strip("[]").lower() for label in LABELS.values())
_TOKEN = _regex.compile(r"[^\W_]+")


@dataclass(frozen=True, slots=True)
class GuardValue:
    kind: PhiType
    form: Form
    #: Canonical form: lower-case word or alphanumeric string, digits, e-mail address.
    value: str


@dataclass(frozen=True, slots=True)
class Hit:
    """A surviving value: segment position in the list scanned, field, raw range."""

    segment: int
    field: int
    start: int
    end: int
    kind: PhiType


class WordFilter:
    """Which words are specific enough to be searched for everywhere in a message."""

    def __init__(self, lexicon: Lexicon, common_frequency: float) -> None:
        self.lexicon = lexicon
        self.common_frequency = common_frequency
        self._cache: dict[str, bool] = {}

    def __call__(self, word: str) -> bool:
        known = self._cache.get(word)
        if known is not None:
            return known
        lex = self.lexicon
        ok = not (word in _LABEL_WORDS or lex.is_protected(word) or (
            lex.english_freq(word) >= self.common_frequency
            and lex.likelihood_ratio(word) < 1.0))
        if len(self._cache) > 100_000:
            self._cache.clear()
        self._cache[word] = ok
        return ok


def _words(text: str, min_letters: int) -> list[str]:
    """Runs of letters, lower case: a name glued to digits or garbage ("SMITH19610314")
    still gives its letters. (Header values are short: a loop beats a pattern here.)"""
    out: list[str] = []
    run: list[str] = []
    for ch in text.lower():
        if ch.isalpha():
            run.append(ch)
            continue
        if len(run) >= min_letters:
            out.append("".join(run))
        run = []
    if len(run) >= min_letters:
        out.append("".join(run))
    return out


def _digits(text: str) -> str:
    return "".join(ch for ch in text if ch.isdigit())


def _id_digits(value: str) -> str:
    """The digits of an identifier written as letters + digits + letters (``MRN0042``,
    ``BC-2023-118822``), separators dropped; "" when letters are mixed into the digits."""
    core = value.strip().strip("".join(ch for ch in set(value) if ch.isalpha()))
    core = "".join(ch for ch in core if ch not in _SEPARATORS)
    return core if core.isdigit() else ""


def guard_values(lexicon: DocumentLexicon, words: WordFilter, *,
                 keep_dates: bool = False, keep_places: bool = False) -> list[GuardValue]:
    """What to look for, from the header lexicon of the original message.

    ``keep_dates``/``keep_places``: the mode keeps dates / city and ZIP (limited data set),
    so they are not leaks.
    """
    out: dict[tuple[Form, str], GuardValue] = {}

    def add(kind: PhiType, form: Form, value: str) -> None:
        if form == "word" and len(value) >= MIN_EMBEDDED_LETTERS:
            form = "part"
        out.setdefault((form, value), GuardValue(kind, form, value))

    for person in lexicon.names:
        # prefix and suffix too: a name part that slipped there is kept by the name
        # action; real titles (Dr, Mrs, Jr) are common or protected words
        for part in (person.family, person.given, person.middle, person.prefix,
                     person.suffix):
            for word in _words(part, MIN_NAME_LETTERS):
                if words(word):
                    add("NAME", "word", word)
            for token in _regex.findall(_TOKEN, part):
                if token.isdigit() and len(token) >= MIN_ID_DIGITS:
                    add("ID", "digits", token)  # a number where a name belongs
    for ident in lexicon.identifiers:
        digits = _id_digits(ident)
        if len(digits.lstrip("0")) >= MIN_ID_DIGITS:
            add("ID", "digits", digits)
        alnum = "".join(ch for ch in ident.lower() if ch.isalnum())
        letters = sum(ch.isalpha() for ch in alnum)
        if letters and ((len(alnum) >= MIN_ID_CHARS and letters < len(alnum))
                        or letters >= MIN_ALPHA_ID):
            add("ID", "alnum", alnum)
    for phone in lexicon.phones:
        digits = _digits(phone)
        if len(digits) >= MIN_PHONE_DIGITS:
            add("PHONE", "digits", digits)
            for tail in (10, MIN_PHONE_DIGITS):
                if len(digits) > tail:
                    add("PHONE", "digits", digits[-tail:])
    for email in lexicon.emails:
        if "@" in email:
            add("EMAIL", "email", email.strip().lower())
    if not keep_dates:
        for date in lexicon.dates:
            digits = _digits(date)
            if len(digits) == 8:
                add("DATE", "date", digits)
    for address in lexicon.addresses:
        for word in _words(address, MIN_PLACE_LETTERS):
            if words(word):
                add("ADDRESS", "word", word)
    if not keep_places:
        for place in lexicon.locations:
            digits = _digits(place)
            if len(digits) >= 5 and not any(ch.isalpha() for ch in place):
                add("LOCATION", "zip", digits[:5])
                continue
            for word in _words(place, MIN_PLACE_LETTERS):
                if words(word):
                    add("LOCATION", "word", word)
    return list(out.values())


_DIGIT_CHAIN = _regex.compile(r"[0-9](?:[ \t\-./()]{0,3}[0-9])*")
#: A chain of digits with this many dots is an object identifier (an assigning
#: authority such as 2.16.840.1.113883.19), not a number about a person.
_OID_DOTS = 4


#: MSH-3..6: sending and receiving application and facility.
ROUTING_FIELDS = (3, 4, 5, 6)


@lru_cache(maxsize=1024)
def routing_tokens(texts: tuple[str, ...]) -> frozenset[str]:
    """Words and numbers of the sending and receiving application and facility (MSH-3..6):
    they name systems, not people, and recur in every message of a feed (cached)."""
    out: set[str] = set()
    for text in texts:
        for token in _regex.findall(_TOKEN, text.lower()):
            out.add(token)
        for part in text.lower().split():
            out.add("".join(ch for ch in part if ch.isalnum()))
    return frozenset(out)


def suspect_values(texts: Iterable[str], words: WordFilter) -> list[GuardValue]:
    """Values of segments whose fields cannot be trusted (an unknown segment ID, fields
    that have moved): nobody can tell which of their values are PHI, so every specific
    word (>= 3 letters, filtered like names), every number of >= 5 digits (separators
    dropped) and every identifier-like token of letters and digits is searched for."""
    out: dict[tuple[Form, str], GuardValue] = {}

    def add(form: Form, value: str) -> None:
        if form == "word" and len(value) >= MIN_EMBEDDED_LETTERS:
            form = "part"
        out.setdefault((form, value), GuardValue("PHI", form, value))

    for text in texts:
        for token in _regex.findall(_TOKEN, text.lower()):
            if token.isalpha():
                if len(token) >= MIN_PLACE_LETTERS and words(token):
                    add("word", token)
            elif not token.isdigit() and len(token) >= MIN_ID_CHARS:
                add("alnum", token)
        for chain in _regex.findall(_DIGIT_CHAIN, text):
            digits = _digits(chain)
            if len(digits) >= MIN_ID_DIGITS and chain.count(".") < _OID_DOTS:
                add("digits", digits)
    return list(out.values())


def _bounded(core: str, before: str, after: str, length: int) -> str:
    """``core`` as a whole value; a long one (a phone number, a record number) also when
    glued to other characters on one side, which no other value does by chance."""
    if length < MIN_GLUED_LENGTH:
        return before + core + after
    return "(?:" + before + core + "|" + core + after + ")"


@lru_cache(maxsize=8192)
def _pattern(form: Form, value: str, extra_seps: str) -> regex.Pattern[str]:
    """The exact matcher of one value (compiled once per value and delimiter set)."""
    sep = _SEP_CLASS
    if extra_seps:
        sep = "[" + regex.escape(" \t-./()" + extra_seps) + "]"
    gap = sep + "{0,3}"
    if form == "word":
        body = r"(?i)(?<![^\W_])" + regex.escape(value) + r"(?![^\W_])"
    elif form == "part":
        body = r"(?i)" + regex.escape(value)
    elif form == "alnum":
        core = gap.join(regex.escape(ch) for ch in value)
        body = r"(?i)" + _bounded(core, r"(?<![^\W_])", r"(?![^\W_])", len(value))
    elif form == "digits":
        body = _bounded(gap.join(value), r"(?<![0-9])", r"(?![0-9])", len(value))
    elif form == "date":
        y, m, d = value[:4], value[4:6], value[6:]
        body = (r"(?<![0-9])" + y + gap + m + gap + d
                + r"(?:[0-9]{2}){0,3}(?:\.[0-9]{1,4})?(?![0-9])")
    elif form == "zip":
        body = r"(?<![0-9])" + value + r"(?:-[0-9]{4})?(?![0-9-])"
    else:  # email
        body = r"(?i)(?<![\w.+-])" + regex.escape(value) + r"(?![\w-])"
    return _regex.compile(body)


def _present_word(low: str, word: str) -> bool:
    """``word`` occurs in ``low`` as a whole token (plain string searches)."""
    n = len(word)
    i = low.find(word)
    while i >= 0:
        before = low[i - 1] if i else " "
        after = low[i + n] if i + n < len(low) else " "
        if not before.isalnum() and not after.isalnum():
            return True
        i = low.find(word, i + 1)
    return False


class LeakGuard:
    """The values of one message, searched for in its de-identified segments."""

    def __init__(self, values: Sequence[GuardValue], d: Delimiters, codec: str) -> None:
        self.values = list(values)
        self.d = d
        self.codec = codec
        self._extra = "".join(ch for ch in (d.component, d.subcomponent) if ch)
        self._squeeze = str.maketrans("", "", _SEPARATORS + self._extra)

    def _candidates(self, text: str) -> list[GuardValue]:
        low = text.lower()
        squeezed = low.translate(self._squeeze)
        found: list[GuardValue] = []
        for v in self.values:
            if v.form == "word":
                if _present_word(low, v.value):
                    found.append(v)
            elif v.form in ("email", "part"):
                if v.value in low:
                    found.append(v)
            elif v.value in squeezed:
                found.append(v)
        return found

    def scan(self, segments: Sequence[Segment],
             skip_dates: Iterable[tuple[int, int]] = ()) -> list[Hit]:
        """Surviving values in ``segments`` (rendered as they stand).

        ``skip_dates``: (segment index, field) pairs whose dates the de-identifier wrote.
        Field 0 (the segment ID) and MSH-1/MSH-2 are never searched.
        """
        if not self.values:
            return []
        d = self.d
        text = "\r".join(seg.render(d) for seg in segments)
        candidates = self._candidates(text)
        if not candidates:
            return []
        skipped = set(skip_dates)
        hits: list[Hit] = []
        for pos, seg in enumerate(segments):
            low = seg.render(d).lower()
            squeezed = low.translate(self._squeeze)
            present = [v for v in candidates
                       if v.value in (low if v.form in ("word", "part", "email")
                                      else squeezed)]
            if not present:
                continue
            header_like = seg.header_like
            for index in range(2 if header_like else 1, len(seg.parts)):
                raw = seg.parts[index]
                if not raw:
                    continue
                number = index + 1 if header_like else index
                values = present
                if seg.id == "MSH" and number in ROUTING_FIELDS:
                    # a facility code that holds a patient's town or name glued to other
                    # letters ("RIDGEWOODHOSP") names the sender; rewriting it would
                    # break routing and acknowledgements
                    values = [v for v in present if v.form != "part"]
                hits.extend(self._field_hits(pos, number, raw, values,
                                             (seg.index, number) in skipped))
        return hits

    def _field_hits(self, pos: int, number: int, raw: str, values: list[GuardValue],
                    skip_dates: bool) -> list[Hit]:
        d = self.d
        mapped = None
        plain = raw
        if d.escape and d.escape in raw:
            mapped = unescape_mapped(raw, d, self.codec)
            plain = mapped.plain
        spans: list[tuple[int, int, PhiType]] = []
        for v in values:
            if skip_dates and v.form == "date":
                continue
            for m in _regex.finditer(_pattern(v.form, v.value, self._extra), plain):
                start, end = m.start(), m.end()
                if v.form == "part":
                    # glued to other letters or digits: a separator was lost, and what
                    # it is glued to is likely PHI too: the whole token goes
                    while start and plain[start - 1].isalnum():
                        start -= 1
                    while end < len(plain) and plain[end].isalnum():
                        end += 1
                spans.append((start, end, v.kind))
        if not spans:
            return []
        spans.sort(key=lambda s: (s[0], -s[1]))
        merged: list[tuple[int, int, PhiType]] = []
        for start, end, kind in spans:
            if merged and start < merged[-1][1]:
                s0, e0, k0 = merged[-1]
                merged[-1] = (s0, max(e0, end), k0)
            else:
                merged.append((start, end, kind))
        out: list[Hit] = []
        for start, end, kind in merged:
            lo, hi = (start, end) if mapped is None else mapped.raw_range(start, end)
            out.append(Hit(pos, number, lo, hi, kind))
        return out

"""Values the caller already knows (``doc.lexicon``, e.g. from the HL7 header), found again
in narrative whatever their surface form.

A medical record number written "00123-456" in PID-3 may appear as "123456" or
"123 456" in a note; a phone number stored as "(410) 555-1234" may appear as
"410.555.1234" or "555-1234"; an address line "19 Clover Street" as "19 Clover St.".
Each value is turned into a pattern that tolerates such differences (separators,
leading zeros, letter case, street-suffix abbreviations) and is searched for in the text.
Names and dates of the lexicon are handled by the name and date recognizers.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property, lru_cache

import regex

from hl7scrub import _regex
from hl7scrub._types import DocumentLike, PhiType, Span
from hl7scrub.recognizers.dates import (
    WalkTooLong,
    _Alt,
    _Blanks,
    _Digit,
    _Elem,
    _OneOf,
    _Opt,
    _Rep,
    find_form,
    fold_case,
    is_digit_char,
    is_word_char,
)
from hl7scrub.recognizers.places import (
    BIG_CITIES,
    COMMON_ZIPF,
    COUNTRIES,
    STATE_ABBRS,
    STATE_NAMES,
    SUFFIX_GROUPS,
    WORLD_CITIES,
    as_document,
    zipf,
)

#: Separators tolerated between the characters of an identifier or a phone number.
_ID_SEP = r"[ \t./-]{0,3}"
_PHONE_SEP = r"[ \t.()-]{0,3}"

_SUFFIX_FORMS: dict[str, frozenset[str]] = {
    form: group for group in SUFFIX_GROUPS for form in group
}

#: Corporate suffixes that may be written differently or left out in narrative.
_CORPORATE = (
    frozenset({"inc", "incorporated"}),
    frozenset({"corp", "corporation"}),
    frozenset({"co", "company"}),
    frozenset({"ltd", "limited"}),
    frozenset({"llc"}),
    frozenset({"llp"}),
    frozenset({"plc"}),
)
_CORPORATE_FORMS: dict[str, frozenset[str]] = {f: g for g in _CORPORATE for f in g}

#: Components of an address: split at HL7 component separators, commas, semicolons, lines.
_COMPONENT = _regex.compile(r"[^\^,;|\n\r]+")
_WORD = _regex.compile(r"[A-Za-z0-9]+(?:['\u2019][A-Za-z]+)?|&|#")
_ZIP = _regex.compile(r"^(\d{5})(?:[ -]?(\d{4}))?$")
_ZIP_AT_END = _regex.compile(r"(?<![\w-])(\d{5})(?:-(\d{4}))?[ \t]*$")
_COUNTRY_CODES = frozenset({"us", "usa", "u s", "u s a", "united states",
                            "united states of america", "america"})
_UNIT_WORDS = frozenset({"apt", "apartment", "unit", "suite", "ste", "#", "rm", "room",
                         "bldg", "building", "fl", "floor", "lot", "trlr", "trailer"})
_LOCATION_CUES = frozenset({"in", "from", "to", "near", "at", "of", "@", "lives", "live",
                            "living", "resides", "visiting", "outside", "around"})


@lru_cache(maxsize=4096)
def _compiled(pattern: str) -> regex.Pattern[str]:
    """Patterns built from a document's values; the same values recur across messages."""
    return _regex.compile(pattern)


def _identifier_core(value: str, min_length: int) -> str | None:
    """The letters and digits of an identifier without leading zeros; None when too
    short to be specific."""
    core = "".join(ch for ch in value if ch.isalnum()).lstrip("0")
    return core if len(core) >= min_length else None


def identifier_pattern(value: str, min_length: int = 4) -> str | None:
    """Pattern for an identifier: letters and digits in order, any separators between,
    leading zeros optional, case-insensitive. None when too short to be specific."""
    core = _identifier_core(value, min_length)
    if core is None:
        return None
    body = _ID_SEP.join(regex.escape(ch) for ch in core)
    return r"(?i)(?<![A-Za-z0-9])(?:0" + _ID_SEP + r")*" + body + r"(?![A-Za-z0-9])"


_ASCII_ALNUM = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
_ID_SEP_CHARS = frozenset(" \t./-")
_DROP_ID_SEPS = str.maketrans("", "", " \t./-")


def squeeze(low: str) -> str:
    """``low`` without the separators an identifier may carry between its characters."""
    return low.translate(_DROP_ID_SEPS)


def find_identifier(text: str, core: str, low: str | None = None,
                    squeezed: str | None = None) -> list[tuple[int, int]] | None:
    """``(start, end)`` of each match of ``identifier_pattern`` for ``core`` (as returned
    by ``_identifier_core``) in ``text``, found without compiling a pattern.

    For ASCII text and an ASCII core only (where ignoring case is plain lower-casing).
    An identifier that is new in every message (an order or control number) would
    otherwise cost one pattern compilation per message. The pattern reads: optional
    zeros, then the core's characters, each followed by at most three separators, and no
    letter or digit on either side. No part of it can match in two ways (a separator run
    is always followed by a letter or digit), so one left-to-right walk per candidate
    start decides, and candidates are taken leftmost first, without overlap, like
    ``finditer``. A start inside a run of zeros already walked fails like the run's first
    zero did, so it is not walked again. Returns None when the walks grow beyond a few
    steps per character (odd input): the caller then uses the time-bounded pattern.

    ``squeezed`` is ``low`` without its separator characters (:func:`squeeze`): any match
    is the core once its separators are gone, so a core absent from it (the usual case for
    an order or visit number) is settled by one substring search, without walking.
    """
    if low is None:  # the lower-cased text, when the caller has it already
        low = text.lower()
    c = core.lower()
    if squeezed is not None and c not in squeezed:
        return []
    n, last = len(low), len(c) - 1
    alnum, seps = _ASCII_ALNUM, _ID_SEP_CHARS
    out: list[tuple[int, int]] = []
    budget = 8 * n + 1024
    pos = 0
    while True:
        zero, first = low.find("0", pos), low.find(c[0], pos)
        p = first if zero < 0 else zero if first < 0 else min(zero, first)
        if p < 0:
            return out
        pos = p + 1
        if p > 0 and low[p - 1] in alnum:
            continue
        i = p
        while i < n and low[i] == "0":  # (?:0 SEP)*
            i += 1
            stop = min(n, i + 3)
            while i < stop and low[i] in seps:
                i += 1
        pos = max(pos, i)  # a later start among these zeros walks to the same place
        k = 0
        matched = False
        while i < n and low[i] == c[k]:  # c1 SEP c2 SEP ... cn
            i += 1
            if k == last:
                matched = True
                break
            k += 1
            stop = min(n, i + 3)
            while i < stop and low[i] in seps:
                i += 1
        budget -= i - p + 1
        if budget < 0:
            return None
        if not matched or (i < n and low[i] in alnum):
            continue  # ran out of text, a character differs, or a longer code
        out.append((p, i))
        pos = i


def phone_patterns(value: str) -> list[str]:
    """Patterns for a phone number in any layout: full number (country code and area code
    optional) and, for a ten-digit number, the seven-digit local part."""
    digits = "".join(ch for ch in value if ch.isdigit())
    if len(digits) == 11 and digits.startswith("1"):
        digits = digits[1:]
    if len(digits) < 4:
        return []

    def join(ds: str) -> str:
        return _PHONE_SEP.join(regex.escape(d) for d in ds)

    start, end = r"(?<![\d])", r"(?![\d])"
    if len(digits) == 10:
        area, local = digits[:3], digits[3:]
        full = (start + r"(?:\+?1" + _PHONE_SEP + r")?\(?" + join(area) + r"\)?" + _PHONE_SEP
                + join(local) + end)
        return [full, start + join(local) + end]
    return [start + join(digits) + end]


def _word_alternatives(word: str) -> str:
    key = word.lower().rstrip(".")
    forms = _SUFFIX_FORMS.get(key) or _CORPORATE_FORMS.get(key)
    if forms:
        # Abbreviations may carry a period ("St.", "Corp."); full words do not take one.
        ordered = sorted(forms, key=len, reverse=True)
        return r"(?:" + "|".join(
            regex.escape(f) + (r"\.?" if len(f) <= 4 else "") for f in ordered) + r")"
    if key in ("&", "and"):
        return r"(?:&|and)"
    return regex.escape(word)


def phrase_pattern(words: list[str], optional_tail: int = 0) -> str:
    """Case-insensitive pattern for a sequence of words with flexible blanks and
    punctuation between them; the last ``optional_tail`` words may be missing."""
    parts = [_word_alternatives(w) for w in words]
    sep = r"[ \t]*[.,]?[ \t]+|[ \t]*[.,][ \t]*"
    head = parts[: len(parts) - optional_tail] if optional_tail else parts
    tail = parts[len(parts) - optional_tail:] if optional_tail else []
    body = head[0] + "".join(r"(?:" + sep + r")" + p for p in head[1:])
    for p in tail:
        body += r"(?:(?:" + sep + r")" + p + r")?"
    return r"(?i)(?<![A-Za-z0-9])" + body + r"(?![A-Za-z0-9])"


# ---- the same patterns as element forms, searched without compiling ------------------
#
# A live feed brings new phone numbers, streets and employers in every message, and the
# ``regex`` package compiles in Python: the patterns above would cost more to compile
# than the note costs to scrub. Each pattern is therefore also written as a form for
# ``dates.find_form``, which walks it like the compiled pattern would (same matches, same
# order); the pattern strings remain the definition the forms are tested against.

_FORM_SEP = _Rep(" \t.()-", 3)
_PHRASE_SEP = _Alt((_Blanks(0), _Opt(_OneOf(".,")), _Blanks(1)),
                   (_Blanks(0), _OneOf(".,"), _Blanks(0)))


def _phone_digits(value: str) -> str:
    digits = "".join(ch for ch in value if ch.isdigit())
    if len(digits) == 11 and digits.startswith("1"):
        digits = digits[1:]
    return digits


#: What :data:`_FORM_SEP` may put between a phone number's digits.
_DROP_PHONE_SEPS = str.maketrans("", "", " \t.()-")


def _phone_core(value: str) -> str:
    """The digits every match of ``phone_forms(value)`` holds in a row once its
    separators are gone (the local number, which both forms of a ten-digit one end
    with): a text that lacks them holds no form, settled by one substring search."""
    digits = _phone_digits(value)
    return digits[3:] if len(digits) == 10 else digits


def phone_forms(value: str) -> list[tuple[_Elem, ...]]:
    """:func:`phone_patterns` as forms (each needs no digit on either side)."""
    digits = _phone_digits(value)
    if len(digits) < 4:
        return []

    def join(ds: str) -> list[_Elem]:
        out: list[_Elem] = [ds[0]]
        for d in ds[1:]:
            out += [_FORM_SEP, d]
        return out

    if len(digits) == 10:
        area, local = digits[:3], digits[3:]
        full = (_Opt(_Opt("+"), "1", _FORM_SEP), _Opt("("), *join(area), _Opt(")"),
                _FORM_SEP, *join(local))
        return [full, tuple(join(local))]
    return [tuple(join(digits))]


@lru_cache(maxsize=4096)
def _phone_forms_cached(value: str) -> tuple[tuple[tuple[_Elem, ...], str], ...]:
    return tuple(zip(phone_forms(value), phone_patterns(value), strict=True))


def _regex_spans(pattern: str, text: str) -> list[tuple[int, int]]:
    """The time-bounded pattern: for values or text the walked forms do not cover."""
    return [m.span() for m in _regex.finditer(_compiled(pattern), text)]


def _word_form(word: str) -> _Elem:
    key = word.lower().rstrip(".")
    forms = _SUFFIX_FORMS.get(key) or _CORPORATE_FORMS.get(key)
    if forms:
        ordered = sorted(forms, key=len, reverse=True)
        return _Alt(*((f, _Opt(".")) if len(f) <= 4 else (f,) for f in ordered))
    if key in ("&", "and"):
        return _Alt(("&",), ("and",))
    return word.lower()


def phrase_form(words: list[str], optional_tail: int = 0) -> tuple[_Elem, ...]:
    """:func:`phrase_pattern` as a form, matched against :func:`dates.fold_case` text
    (words are ASCII letters and digits, apostrophes, ``&`` and ``#``)."""
    parts = [_word_form(w) for w in words]
    head = parts[: len(parts) - optional_tail] if optional_tail else parts
    tail = parts[len(parts) - optional_tail:] if optional_tail else []
    out: list[_Elem] = [head[0]]
    for part in head[1:]:
        out += [_PHRASE_SEP, part]
    out += [_Opt(_PHRASE_SEP, part) for part in tail]
    return tuple(out)


def zip_form(five: str, four: str | None) -> tuple[_Elem, ...]:
    """``HeaderValueRecognizer._zip_pattern`` as a form."""
    if four:
        return (five, _Opt(_Rep(" \t", 1), _Opt("-"), _Rep(" \t", 1), four))
    return (five, _Opt("-", _Digit(), _Digit(), _Digit(), _Digit()))


#: What ``(?i)[A-Za-z0-9]`` matches in case-folded text (the dotless i folds to I).
_ASCII_ALNUM_LOW = frozenset("abcdefghijklmnopqrstuvwxyz0123456789\u0131")


class _Subject:
    """A text, its case-folded copy and the look-around tests the patterns use."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.n = len(text)

    @cached_property
    def low(self) -> str:
        return fold_case(self.text)

    @cached_property
    def squeezed(self) -> str:
        return squeeze(self.low)

    @cached_property
    def phone_squeezed(self) -> str:
        return self.text.translate(_DROP_PHONE_SEPS)

    # (?<![\d]) / (?![\d])
    def no_digit_before(self, p: int) -> bool:
        return p == 0 or not is_digit_char(self.text[p - 1])

    def no_digit_at(self, e: int) -> bool:
        return e >= self.n or not is_digit_char(self.text[e])

    # (?i)(?<![A-Za-z0-9]) / (?i)(?![A-Za-z0-9])
    def no_alnum_before(self, p: int) -> bool:
        return p == 0 or self.low[p - 1] not in _ASCII_ALNUM_LOW

    def no_alnum_at(self, e: int) -> bool:
        return e >= self.n or self.low[e] not in _ASCII_ALNUM_LOW

    # (?<![\w.+-]) / (?![\w-]|\.\w)
    def email_before(self, p: int) -> bool:
        return p == 0 or not (self.text[p - 1] in ".+-" or is_word_char(self.text[p - 1]))

    def email_after(self, e: int) -> bool:
        if e >= self.n:
            return True
        ch = self.text[e]
        return not (ch == "-" or is_word_char(ch) or (ch == "." and e + 1 < self.n
                                                      and is_word_char(self.text[e + 1])))

    # (?<![\w-]) / (?![\w]|-\d)
    def zip_before(self, p: int) -> bool:
        return p == 0 or not (self.text[p - 1] == "-" or is_word_char(self.text[p - 1]))

    def zip_after(self, e: int) -> bool:
        if e >= self.n:
            return True
        ch = self.text[e]
        return not (is_word_char(ch) or (ch == "-" and e + 1 < self.n
                                         and is_digit_char(self.text[e + 1])))


@dataclass(frozen=True)
class _PhraseSpec:
    """Words to find in any letter case, the last ``tail`` of them optional."""

    words: tuple[str, ...]
    tail: int = 0

    def pattern(self) -> str:
        return phrase_pattern(list(self.words), self.tail)

    def find(self, subject: _Subject) -> list[tuple[int, int]]:
        try:
            return find_form(subject.low, _phrase_form_cached(self), subject.no_alnum_before,
                             subject.no_alnum_at)
        except WalkTooLong:
            return _regex_spans(self.pattern(), subject.text)


@dataclass(frozen=True)
class _ZipSpec:
    """A ZIP code, with its ZIP+4 extension when the header has one."""

    five: str
    four: str | None

    def pattern(self) -> str:
        tail = r"(?:[ \t]?-?[ \t]?" + regex.escape(self.four) + r")?" if self.four else \
            r"(?:-\d{4})?"
        return r"(?<![\w-])" + regex.escape(self.five) + tail + r"(?![\w]|-\d)"

    def find(self, subject: _Subject) -> list[tuple[int, int]]:
        try:
            return find_form(subject.text, zip_form(self.five, self.four), subject.zip_before,
                             subject.zip_after)
        except WalkTooLong:
            return _regex_spans(self.pattern(), subject.text)


_Spec = _PhraseSpec | _ZipSpec


@lru_cache(maxsize=4096)
def _phrase_form_cached(spec: _PhraseSpec) -> tuple[_Elem, ...]:
    return phrase_form(list(spec.words), spec.tail)


class HeaderValueRecognizer:
    """ID, PHONE, EMAIL, ADDRESS, LOCATION and ORG spans for values of ``doc.lexicon``."""

    name = "header_values"

    def __init__(self, min_identifier_length: int = 4) -> None:
        self.min_identifier_length = min_identifier_length
        self._spec_cache: dict[tuple[str, str], list[tuple[_Spec, PhiType, str, bool]]] = {}

    def analyze(self, doc: DocumentLike) -> list[Span]:
        lex = doc.lexicon
        if not (lex.identifiers or lex.phones or lex.emails or lex.addresses or lex.locations
                or lex.organizations):
            return []
        text = doc.text
        if not text:
            return []
        spans: list[Span] = []
        subject = _Subject(text)

        def add(found: list[tuple[int, int]], typ: PhiType, reason: str,
                score: float = 0.99, check: bool = False) -> None:
            for a, b in found:
                if check and not self._place_ok(doc, a, b):
                    continue
                spans.append(Span(a, b, typ, self.name, score, reason))

        def search(pattern: str, typ: PhiType, reason: str) -> None:
            add(_regex_spans(pattern, text), typ, reason)

        plain = text.isascii()
        for value in lex.identifiers:
            core = _identifier_core(value, self.min_identifier_length)
            if core is None:
                continue
            found = (find_identifier(text, core, subject.low, subject.squeezed)
                     if plain and core and core.isascii() else None)
            if found is not None:
                spans.extend(Span(a, b, "ID", self.name, 0.99, "header identifier")
                             for a, b in found)
                continue
            pattern = identifier_pattern(value, self.min_identifier_length)
            if pattern:
                search(pattern, "ID", "header identifier")
        for value in lex.phones:
            if _phone_core(value) not in subject.phone_squeezed:
                continue
            for form, pattern in _phone_forms_cached(value):
                try:
                    found = find_form(text, form, subject.no_digit_before, subject.no_digit_at)
                except WalkTooLong:
                    found = _regex_spans(pattern, text)
                add(found, "PHONE", "header phone number")
        for value in lex.emails:
            value = value.strip()
            if value and value.isascii():
                add(find_form(subject.low, (value.lower(),), subject.email_before,
                              subject.email_after), "EMAIL", "header e-mail address")
            elif value:
                search(r"(?i)(?<![\w.+-])" + regex.escape(value) + r"(?![\w-]|\.\w)",
                       "EMAIL", "header e-mail address")
        for value in lex.addresses:
            for spec, typ, reason, check in self._specs("address", value):
                add(spec.find(subject), typ, reason, 0.95, check)
        for value in lex.locations:
            for spec, typ, reason, check in self._specs("location", value):
                add(spec.find(subject), typ, reason, 0.95, check)
        for value in lex.organizations:
            for spec, typ, reason, check in self._specs("organization", value):
                add(spec.find(subject), typ, reason, 0.95, check)
        return spans

    # ---- building patterns ----------------------------------------------------------

    def _specs(self, kind: str, value: str) -> list[tuple[_Spec, PhiType, str, bool]]:
        """What to look for for one lexicon value; kept for the next documents, since
        one message's fields share its lexicon."""
        key = (kind, value)
        cached = self._spec_cache.get(key)
        if cached is not None:
            return cached
        out: list[tuple[_Spec, PhiType, str, bool]]
        if kind == "address":
            out = self._address_patterns(value)
        elif kind == "location":
            spec, check = self._place_pattern(value)
            out = [(spec, "LOCATION", "header location", check)] if spec else []
        else:
            out = [(spec, "ORG", "header organization", check)
                   for spec, check in self._organization_patterns(value)]
        if len(self._spec_cache) >= 4096:
            self._spec_cache.clear()
        self._spec_cache[key] = out
        return out

    def _address_patterns(self, value: str) -> list[tuple[_Spec, PhiType, str, bool]]:
        out: list[tuple[_Spec, PhiType, str, bool]] = []
        for m in _regex.finditer(_COMPONENT, value):
            part = m.group().strip()
            if not part:
                continue
            zip_match = _regex.fullmatch(_ZIP, part.replace(" ", "")) if part[0].isdigit() \
                else None
            if zip_match is not None:
                out.append((_ZipSpec(zip_match.group(1), zip_match.group(2)),
                            "ADDRESS", "header ZIP code", False))
                continue
            trailing = _regex.search(_ZIP_AT_END, part)
            if trailing is not None:
                out.append((_ZipSpec(trailing.group(1), trailing.group(2)),
                            "ADDRESS", "header ZIP code", False))
                part = part[: trailing.start()].strip()
                if not part:
                    continue
            words = [m.group() for m in _regex.finditer(_WORD, part)]
            if not words:
                continue
            lowered = [w.lower() for w in words]
            if " ".join(lowered) in STATE_NAMES or (len(words) == 1 and words[0].upper()
                                                   in STATE_ABBRS):
                continue  # a state is not PHI under Safe Harbor
            if lowered[-1].upper() in STATE_ABBRS and len(words) > 1 and not words[0][0].isdigit():
                words, lowered = words[:-1], lowered[:-1]  # "Lansdowne MD"
            if " ".join(lowered) in COUNTRIES or " ".join(lowered) in _COUNTRY_CODES:
                continue
            if lowered[0] in _UNIT_WORDS:
                out.append((_PhraseSpec(tuple(words)), "ADDRESS", "header apartment/unit", False))
            elif words[0][0].isdigit() or "box" in lowered:
                out.extend(self._street_patterns(words))
            else:
                pattern, check = self._place_pattern(" ".join(words))
                if pattern:
                    out.append((pattern, "LOCATION", "header city", check))
        return out

    def _street_patterns(self, words: list[str]) -> list[tuple[_Spec, PhiType, str, bool]]:
        """The street line as written, and its name without the house number."""
        # Cut at the first street suffix so trailing parts ("Apt 4", a city) may differ.
        cut = len(words)
        for i, w in enumerate(words[1:], start=1):
            if w.lower() in _SUFFIX_FORMS and _SUFFIX_FORMS[w.lower()] & {
                    "street", "avenue", "road", "drive", "lane", "court", "place", "boulevard",
                    "terrace", "way", "circle", "parkway", "highway", "route", "trail",
                    "square", "plaza", "alley", "crescent", "turnpike", "expressway",
                    "freeway", "causeway", "crossing", "bypass", "point", "ridge", "creek",
                    "grove", "heights", "landing", "manor", "view", "cove", "village",
                    "valley"}:
                cut = i + 1
                break
        line = words[:cut]
        out: list[tuple[_Spec, PhiType, str, bool]] = [
            (_PhraseSpec(tuple(line)), "ADDRESS", "header street address", False)]
        rest = words[cut:]
        if rest:
            out.append((_PhraseSpec(tuple(words)), "ADDRESS", "header street address", False))
        name = [w for w in line if not w[0].isdigit()]
        if words[0][0].isdigit() and len(name) >= 2:
            # "lives on Clover Street": the street without its number.
            out.append((_PhraseSpec(tuple(name)), "ADDRESS", "header street name", True))
        return out

    def _place_pattern(self, value: str) -> tuple[_Spec | None, bool]:
        """Pattern for a city or other place; ``check`` = needs context (common word)."""
        words = [m.group() for m in _regex.finditer(_WORD, value)]
        if not words or (len(words) == 1 and len(words[0]) < 3):
            return None, False
        name = " ".join(w.lower() for w in words)
        common = len(words) == 1 and name not in BIG_CITIES and name not in WORLD_CITIES and \
            zipf(name) >= COMMON_ZIPF
        return _PhraseSpec(tuple(words)), common

    def _organization_patterns(self, value: str) -> list[tuple[_Spec, bool]]:
        words = [m.group() for m in _regex.finditer(_WORD, value)]
        if not words:
            return []
        tail = 0
        while tail < len(words) - 1 and words[len(words) - 1 - tail].lower().rstrip(".") in \
                _CORPORATE_FORMS:
            tail += 1
        core = words[: len(words) - tail]
        common = len(core) == 1 and zipf(core[0].lower()) >= COMMON_ZIPF
        if common and tail:
            # "Target Corp": the bare word "target" would be everywhere.
            return [(_PhraseSpec(tuple(words)), False)]
        if len(core) == 1 and len(core[0]) < 3:
            return [(_PhraseSpec(tuple(words)), False)] if tail else []
        return [(_PhraseSpec(tuple(words), tail), common)]

    # ---- context check for common words ---------------------------------------------

    def _place_ok(self, doc: DocumentLike, start: int, end: int) -> bool:
        """A value that is also an everyday word ("Normal", "Hope") counts only when
        capitalised on an ordinary line, or right after a location cue."""
        d = as_document(doc)
        text = d.text
        if d.case_is_informative_at(start):
            return text[start].isupper()
        before = text[max(0, start - 20):start].split()
        return bool(before) and before[-1].lower().strip(".,:;") in _LOCATION_CUES

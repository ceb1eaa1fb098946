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

from functools import lru_cache

import regex

from hl7scrub import _regex
from hl7scrub._types import DocumentLike, PhiType, Span
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


def find_identifier(text: str, core: str) -> list[tuple[int, int]] | None:
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
    """
    low = text.lower()
    c = core.lower()
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


class HeaderValueRecognizer:
    """ID, PHONE, EMAIL, ADDRESS, LOCATION and ORG spans for values of ``doc.lexicon``."""

    name = "header_values"

    def __init__(self, min_identifier_length: int = 4) -> None:
        self.min_identifier_length = min_identifier_length

    def analyze(self, doc: DocumentLike) -> list[Span]:
        lex = doc.lexicon
        if not (lex.identifiers or lex.phones or lex.emails or lex.addresses or lex.locations
                or lex.organizations):
            return []
        text = doc.text
        if not text:
            return []
        spans: list[Span] = []

        def search(pattern: str, typ: PhiType, reason: str, score: float = 0.99,
                   check: bool = False) -> None:
            for m in _regex.finditer(_compiled(pattern), text):
                if check and not self._place_ok(doc, m.start(), m.end()):
                    continue
                spans.append(Span(m.start(), m.end(), typ, self.name, score, reason))

        plain = text.isascii()
        for value in lex.identifiers:
            core = _identifier_core(value, self.min_identifier_length)
            if core is None:
                continue
            found = find_identifier(text, core) if plain and core and core.isascii() else None
            if found is not None:
                spans.extend(Span(a, b, "ID", self.name, 0.99, "header identifier")
                             for a, b in found)
                continue
            pattern = identifier_pattern(value, self.min_identifier_length)
            if pattern:
                search(pattern, "ID", "header identifier")
        for value in lex.phones:
            for pattern in phone_patterns(value):
                search(pattern, "PHONE", "header phone number")
        for value in lex.emails:
            value = value.strip()
            if value:
                search(r"(?i)(?<![\w.+-])" + regex.escape(value) + r"(?![\w-]|\.\w)",
                       "EMAIL", "header e-mail address")
        for value in lex.addresses:
            for pattern, typ, reason, check in self._address_patterns(value):
                search(pattern, typ, reason, 0.95, check)
        for value in lex.locations:
            pattern, check = self._place_pattern(value)
            if pattern:
                search(pattern, "LOCATION", "header location", 0.95, check)
        for value in lex.organizations:
            for pattern, check in self._organization_patterns(value):
                search(pattern, "ORG", "header organization", 0.95, check)
        return spans

    # ---- building patterns ----------------------------------------------------------

    def _address_patterns(self, value: str) -> list[tuple[str, PhiType, str, bool]]:
        out: list[tuple[str, PhiType, str, bool]] = []
        for m in _regex.finditer(_COMPONENT, value):
            part = m.group().strip()
            if not part:
                continue
            zip_match = _regex.fullmatch(_ZIP, part.replace(" ", "")) if part[0].isdigit() \
                else None
            if zip_match is not None:
                out.append((self._zip_pattern(zip_match.group(1), zip_match.group(2)),
                            "ADDRESS", "header ZIP code", False))
                continue
            trailing = _regex.search(_ZIP_AT_END, part)
            if trailing is not None:
                out.append((self._zip_pattern(trailing.group(1), trailing.group(2)),
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
                out.append((phrase_pattern(words), "ADDRESS", "header apartment/unit", False))
            elif words[0][0].isdigit() or "box" in lowered:
                out.extend(self._street_patterns(words))
            else:
                pattern, check = self._place_pattern(" ".join(words))
                if pattern:
                    out.append((pattern, "LOCATION", "header city", check))
        return out

    @staticmethod
    def _zip_pattern(five: str, four: str | None) -> str:
        tail = r"(?:[ \t]?-?[ \t]?" + regex.escape(four) + r")?" if four else \
            r"(?:-\d{4})?"
        return r"(?<![\w-])" + regex.escape(five) + tail + r"(?![\w]|-\d)"

    def _street_patterns(self, words: list[str]) -> list[tuple[str, PhiType, str, bool]]:
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
        out: list[tuple[str, PhiType, str, bool]] = [
            (phrase_pattern(line), "ADDRESS", "header street address", False)]
        rest = words[cut:]
        if rest:
            out.append((phrase_pattern(words), "ADDRESS", "header street address", False))
        name = [w for w in line if not w[0].isdigit()]
        if words[0][0].isdigit() and len(name) >= 2:
            # "lives on Clover Street": the street without its number.
            out.append((phrase_pattern(name), "ADDRESS", "header street name", True))
        return out

    def _place_pattern(self, value: str) -> tuple[str | None, bool]:
        """Pattern for a city or other place; ``check`` = needs context (common word)."""
        words = [m.group() for m in _regex.finditer(_WORD, value)]
        if not words or (len(words) == 1 and len(words[0]) < 3):
            return None, False
        name = " ".join(w.lower() for w in words)
        common = len(words) == 1 and name not in BIG_CITIES and name not in WORLD_CITIES and \
            zipf(name) >= COMMON_ZIPF
        return phrase_pattern(words), common

    def _organization_patterns(self, value: str) -> list[tuple[str, bool]]:
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
            return [(phrase_pattern(words), False)]
        if len(core) == 1 and len(core[0]) < 3:
            return [(phrase_pattern(words), False)] if tail else []
        return [(phrase_pattern(words, optional_tail=tail), common)]

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

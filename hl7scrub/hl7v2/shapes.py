"""What a field the map keeps must look like, by its HL7 data type.

The field map keeps fields by position: PID-8 is the administrative sex, OBX-6 the units.
When a sender (or a damaged transmission) inserts or loses a field separator, every
later field moves one place, and a kept position receives a name, a phone number or a
line of narrative. So a kept field is only kept when its content has the shape of its
data type (:data:`COMPONENTS`, :data:`PRIMITIVES`; field types in :mod:`standard`):

* codes: letters, digits and ``._-+/:*#%`` (delimiters only as escape sequences), at
  most two spaces (``UNICODE UTF-8``); HL7 table values (ID) at most 20 characters,
  user-defined ones (IS) 30; values of the short tables (identifier type, telecom use and
  equipment, universal ID type...) at most 8 characters with at most 3 digits, room and
  bed at most 8 characters; an ID/IS value or a user-defined code component (FC-1, the
  financial class) holding more than six digits (a date, a phone number, a record number)
  does not fit. An IS field with components is read as
  the CWE that v2.7 made of most IS fields (its code still a code);
* identifiers and codes held in strings (CE-1, CX-1, EI-1, HD-2): no ``@`` or
  parentheses, at most one space;
* numbers (NM), dates and times; a set ID (SI) that is not a number of at most four
  digits is a bad value (scrubbed) rather than a sign of moved fields;
* text components (CE-2, XON-1, HD-1 and the place components of PL, which are names in
  practice) and text fields of at most four words: anything, except that a value using
  a word of :data:`PERSON_CUES` ("per Dr Featherby"), a date, a phone number or an e-mail
  address is read as text;
* no more components than the type has, no components in a primitive code or number;
  stray subcomponents are each checked like their component, and refused outright in a
  segment about a person (``strict``).

:meth:`Checker.check` returns a :class:`Shape`: ``FIT`` (keep; dates inside a structure
are listed to be shifted), ``TEXT`` (free text where a text type is: it goes through the
recognizers, but it is no sign of moved fields) or ``MISFIT`` (the fields of the segment
have moved). Types the tables do not describe (TQ, RPT... in kept positions) always fit.
:func:`kept_component` checks the components a field action keeps (an assigning
authority, a type code) the same way.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from hl7scrub import _regex
from hl7scrub.hl7v2.dtm import parse_hl7_date
from hl7scrub.hl7v2.escape import unescape
from hl7scrub.hl7v2.parse import Delimiters
from hl7scrub.lexicon.clinical import words

Verdict = Literal["fit", "text", "misfit", "date"]
FIT: Verdict = "fit"
TEXT: Verdict = "text"
MISFIT: Verdict = "misfit"
DATE: Verdict = "date"

#: Longest HL7 table code (ID: ``F``, ``TX``, ``2.5.1``, ``UNICODE UTF-8``, ``HL70396``).
MAX_TABLE_CODE = 20
#: Longest value of the short HL7 tables: identifier type (``MR``), telecom use and
#: equipment (``PRN``, ``Internet``), name and address type, universal ID type
#: (``ISO``, ``CLIA``), check digit scheme, date/time precision.
MAX_SHORT_CODE = 8
MAX_SHORT_CODE_DIGITS = 3
#: Longest user-defined code (IS); HL7 allows 20, local codes run a little longer.
MAX_CODE = 30
#: Longest identifier-like string component (CE-1, CX-1, EI-1, HD-2 ...), and the
#: spaces it may hold ("Plasma, citrate" is an identifier in some feeds; a sentence is not).
MAX_STRING = 199
MAX_STRING_SPACES = 1
#: A kept text value (ST/TX/FT: a product name, a reference range "4300 to 10800") stays
#: as it is up to this many words and characters; longer, it reads as narrative that
#: moved there and goes through the recognizers.
MAX_TEXT_WORDS = 4
MAX_SHORT_TEXT = 80
#: Spaces a code may hold (``UNICODE UTF-8``, ``ISO_IR 100``).
MAX_CODE_SPACES = 2
#: Characters besides letters and digits that codes are written with.
_CODE_PUNCTUATION = "._-+/:*#% "
#: Digits that make a plain ID/IS value look like a date, phone or record number.
MAX_CODE_DIGITS = 6

#: The comparators of a structured numeric value (SN-1).
_COMPARATORS = frozenset({">", "<", ">=", "<=", "=", "<>"})

#: Component roles: p a comparator, k an HL7 table code (ID), x a code of a short HL7
#: table (identifier type, telecom use, universal ID type...), r a room or bed (short, any
#: digits), c a user-defined code (IS), s an identifier
#: or code held in a string (CE-1, CX-1, HD-2), t text, n number, d date/time; an
#: upper-case name is a composite written in subcomponents.
COMPONENTS: dict[str, tuple[str, ...]] = {
    "TS": ("d", "x"),
    # CE and CNE as CWE: senders fill the version and original-text components of later
    # versions into CE fields.
    "CWE": ("s", "t", "k", "s", "t", "k", "s", "s", "t", "s", "t", "k", "s", "s", "s", "d",
            "s", "s", "s", "s", "s", "s"),
    # HD-1 and the place components of PL are names in practice ("NIST Test Lab APP",
    # "4 East, room 136").
    "HD": ("t", "s", "x"),
    "EI": ("s", "t", "s", "x"),
    "EIP": ("EI", "EI"),
    # Room and bed are short codes ("4012", "Bed 03"); the others are names in practice.
    "PL": ("t", "r", "r", "HD", "t", "t", "t", "t", "t", "EI", "HD"),
    "CX": ("s", "s", "x", "HD", "x", "HD", "d", "d", "CWE", "CWE", "s", "s"),
    "CQ": ("n", "CE"),
    "XON": ("t", "t", "n", "n", "k", "HD", "k", "HD", "k", "s"),
    "JCC": ("c", "c", "t"),
    "MO": ("n", "k"),
    "CP": ("MO", "k", "n", "n", "CE", "k"),
    "MSG": ("k", "k", "k"),
    "PT": ("k", "k"),
    "VID": ("k", "CE", "CE"),
    "FC": ("c", "TS"),
    "DLD": ("c", "TS"),
    "DR": ("TS", "TS"),
    "SPS": ("CWE", "t", "t", "CWE", "CWE", "CWE", "CWE"),
    "MOC": ("MO", "CWE"),
    "PRL": ("CWE", "s", "t"),
    "ELD": ("s", "n", "n", "CE"),
    "ERL": ("s", "n", "n", "n", "n", "n"),
    "AUI": ("s", "d", "t"),
    "SN": ("p", "n", "k", "n"),
    "NR": ("n", "n"),
}
COMPONENTS["CE"] = COMPONENTS["CNE"] = COMPONENTS["CWE"]
# The person, address and telecom types: their PHI components are the business of the
# field actions ("t" here); the components those actions keep (codes, authorities, dates)
# are checked against these roles.
COMPONENTS.update({
    "XPN": ("t", "t", "t", "t", "t", "c", "x", "x", "CWE", "DR", "x", "TS", "TS", "s"),
    "XCN": ("s", "t", "t", "t", "t", "t", "c", "c", "HD", "k", "s", "k", "k", "HD", "k",
            "CWE", "DR", "k", "TS", "TS", "s", "CWE", "CWE"),
    "PPN": ("s", "t", "t", "t", "t", "t", "c", "c", "HD", "k", "s", "k", "k", "HD", "TS",
            "k", "CWE", "DR", "k", "TS", "TS", "s", "CWE", "CWE"),
    "CNN": ("s", "t", "t", "t", "t", "t", "c", "c", "c", "s", "k"),
    "XAD": ("t", "t", "t", "s", "t", "k", "x", "t", "c", "c", "x", "DR", "TS", "TS", "s",
            "s", "s", "s", "s", "s", "s", "s", "s"),
    "XTN": ("t", "x", "x", "t", "n", "n", "n", "n", "t", "t", "t", "t", "d", "d", "n", "n",
            "s", "s"),
    "DLN": ("s", "c", "d"),
    "PLN": ("s", "x", "k", "d"),
})
COMPONENTS["PN"] = COMPONENTS["XPN"]
COMPONENTS["AD"] = COMPONENTS["XAD"]

#: Primitive types and the role of their whole value.
PRIMITIVES: dict[str, str] = {
    "ID": "table", "IS": "code", "NM": "n", "SI": "si", "ST": "text", "TX": "text",
    "FT": "text", "-": "text", "GTS": "text", "DT": "d", "DTM": "d", "TM": "tm",
}
#: Data types whose value is a date: a kept field of one of these is date-shifted.
DATE_TYPES = frozenset({"DT", "DTM", "TS"})

_NUMBER = _regex.compile(r"[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)")
_TIME = _regex.compile(r"[0-9]{1,2}(?::?[0-9]{2}){0,2}(?:\.[0-9]{1,4})?(?:[+-][0-9]{4})?")


@dataclass(frozen=True, slots=True)
class Shape:
    verdict: Verdict
    #: (repetition, component, subcomponent) of date leaves inside a kept structure.
    dates: tuple[tuple[int, int, int], ...] = ()


_FIT = Shape(FIT)
_TEXT = Shape(TEXT)
_MISFIT = MISFIT_SHAPE = Shape(MISFIT)


def _code_like(value: str, limit: int, d: Delimiters) -> bool:
    """Code characters only: letters, digits, ``._-+/:*#%``, at most two spaces, and
    delimiters written as escape sequences (``mL/min/1.73m\\S\\2``)."""
    extra = ""
    if d.escape and d.escape in value:
        value = unescape(value, d)
        extra = "".join((d.field, d.component, d.subcomponent, d.repetition))
    return (len(value) <= limit
            and all(ch.isalnum() or ch in _CODE_PUNCTUATION or ch in extra for ch in value)
            and value.count(" ") <= MAX_CODE_SPACES)


def _worded(value: str) -> bool:
    """Two capitalised words ("Zielona Polana", "3434 Industrial Loop"): a name or an
    address, never a value of an HL7 table, which are written as codes ("UNICODE UTF-8",
    "ISO_IR 100") or single words ("Internet")."""
    return sum(1 for w in value.split()
               if w[:1].isupper() and len(w) > 1 and w[1:].isalpha() and w[1:].islower()) >= 2


def _leaf(role: str, raw: str, d: Delimiters) -> bool:
    """Whether one (sub)component value fits its role; empty values always fit."""
    value = raw.strip()
    if not value or value == '""' or role == "t":
        return True
    if role == "k":
        return _code_like(value, MAX_TABLE_CODE, d) and not _worded(value)
    if role == "p":  # an SN comparator (HL7 table 0563), written raw or escaped
        return (unescape(value, d) if d.escape and d.escape in value
                else value) in _COMPARATORS
    if role == "x":
        return (_code_like(value, MAX_SHORT_CODE, d) and value.count(" ") <= 1
                and sum(ch.isdigit() for ch in value) <= MAX_SHORT_CODE_DIGITS
                and not _worded(value))
    if role == "r":
        return _code_like(value, MAX_SHORT_CODE, d) and value.count(" ") <= 1
    if role == "c":
        return (_code_like(value, MAX_CODE, d)
                and sum(ch.isdigit() for ch in value) <= MAX_CODE_DIGITS)
    if role == "s":
        return (len(value) <= MAX_STRING and not any(ch in value for ch in "@()")
                and sum(ch.isspace() for ch in value) <= MAX_STRING_SPACES)
    if role == "n":
        return len(value) <= 16 and _regex.fullmatch(_NUMBER, value) is not None
    if role == "d":
        return parse_hl7_date(value) is not None
    return False


#: Words that free text about a person uses: titles, relatives, and the verbs and
#: prepositions of who did or was told what ("Duplicate per Dr Featherby", "Hives per
#: daughter Sunniva"). A short text value holding one is read by the recognizers.
PERSON_CUES = words("""
    dr dr. mr mr. mrs mrs. ms ms. miss per by called spoke notified informed told attn
    verified signed cosigned entered ordered reviewed resulted collected drawn readback
    daughter son wife husband mother father mom dad sister brother friend spouse partner
    rn np md pa-c lpn cna
""")


#: A date, a phone number or an e-mail address inside a short text ("Bee sting 06/14/2019",
#: "fall 03/18/2024, call 603-555-0187", "surgery Mar 20").
_DATED_OR_REACHABLE = _regex.compile(
    r"\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}|(?<![\d.])\d{1,2}/\d{1,2}(?![\d.])"
    r"|\d{3}[)\s.-]{1,2}\d{3}[\s.-]\d{4}|\d{7,}|@"
    r"|(?i:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]{0,6}\.?\s\d")


def code_value(value: str, d: Delimiters) -> bool:
    """Whether a value is written as a user-defined code ("4W", "MICU", "HUH AE OMU"):
    no punctuation but that of codes, at most six digits."""
    return _leaf("c", value, d)


def read_by_recognizers(value: str) -> bool:
    """Whether a short text value speaks of a person (one of :data:`PERSON_CUES`) or holds
    a date, a phone number or an e-mail address: it is then read by the recognizers."""
    if not any(ch.isspace() for ch in value):
        return False
    if not PERSON_CUES.isdisjoint(w.strip(",;:()").lower() for w in value.split()):
        return True
    return any(ch.isdigit() or ch == "@" for ch in value) and _regex.search(
        _DATED_OR_REACHABLE, value) is not None


def _trimmed(values: list[str]) -> list[str]:
    end = len(values)
    while end and not values[end - 1]:
        end -= 1
    return values[:end]


def _primitive(kind: str, rep: str, d: Delimiters) -> Verdict:
    value = rep
    if (d.component and d.component in value) or (d.subcomponent and d.subcomponent in value):
        if kind == "code":
            # IS fields became CWE in v2.7: a coded value with components is a CWE,
            # whose code is still a user-defined code
            code = rep.split(d.component)[0] if d.component else rep
            ok = (_composite("CWE", 0, rep, d, [])
                  and sum(ch.isdigit() for ch in code) <= MAX_CODE_DIGITS)
            return FIT if ok else MISFIT
        if kind == "text":
            return TEXT  # unescaped separators in text are common: read it as text
        parts = _trimmed(value.split(d.component)) if d.component else [value]
        if len(parts) > 1 or (d.subcomponent and d.subcomponent in "".join(parts)):
            return MISFIT
        value = parts[0] if parts else ""
    value = value.strip()
    if not value or value == '""':
        return FIT
    if kind == "text":
        if (len(value) <= MAX_SHORT_TEXT and len(value.split()) <= MAX_TEXT_WORDS
                and not read_by_recognizers(value)):
            return FIT
        return TEXT
    if kind in ("code", "table"):
        ok = (_leaf("k" if kind == "table" else "c", value, d)
              and sum(ch.isdigit() for ch in value) <= MAX_CODE_DIGITS)
        return FIT if ok else MISFIT
    if kind == "n":
        return FIT if _leaf("n", value, d) else MISFIT
    if kind == "si":
        return FIT if value.isdigit() and len(value) <= 4 else TEXT
    if kind == "d":
        return FIT if parse_hl7_date(value) is not None else MISFIT
    if kind == "tm":
        return FIT if _regex.fullmatch(_TIME, value) is not None else MISFIT
    return FIT


def _composite(data_type: str, r: int, rep: str, d: Delimiters,
               dates: list[tuple[int, int, int]], strict: bool = False,
               texts: list[tuple[int, int, int]] | None = None) -> bool:
    """Whether one repetition fits ``data_type``; date leaves go to ``dates`` and text
    leaves that speak of a person to ``texts``."""
    roles = COMPONENTS[data_type]
    comps = _trimmed(rep.split(d.component)) if d.component else [rep]
    if len(comps) > len(roles):
        return False
    for c, comp in enumerate(comps):
        role = roles[c]
        subs = _trimmed(comp.split(d.subcomponent)) if d.subcomponent else [comp]
        if role.isupper():  # a composite held in subcomponents
            inner = PRIMITIVES.get(role)
            sub_roles = COMPONENTS.get(role, ("t",) if inner is None else (inner,))
            if len(subs) > len(sub_roles):
                return False
        elif strict and len(subs) > 1 and role != "t":
            return False  # no stray subcomponents in a segment about a person
        else:
            sub_roles = (role,) * len(subs)  # stray subcomponents: each fits the role
        for s_i, sub in enumerate(subs):
            sub_role = sub_roles[s_i]
            if sub_role.isupper():
                sub_role = "t"  # three levels deep: no further structure
            if not _leaf(sub_role, sub, d):
                return False
            if sub_role == "t" and texts is not None and read_by_recognizers(sub):
                texts.append((r, c, s_i))
            if sub_role == "d" and sub.strip():
                dates.append((r, c, s_i))
    return True


def kept_component(data_type: str, index: int, subs: list[str], d: Delimiters) -> Verdict:
    """A component that a field action keeps (an assigning authority, a type code, a
    validity date): ``FIT``, ``DATE`` (it holds dates: shift them) or ``MISFIT`` (it holds
    something else: drop it)."""
    roles = COMPONENTS.get(data_type)
    if roles is None:
        return FIT
    if index >= len(roles):
        return MISFIT if any(sub.strip() for sub in subs) else FIT
    role = roles[index]
    if role in ("d", "TS", "DR"):
        return DATE
    if role.isupper():
        inner = COMPONENTS.get(role, ("t",))
        subs = _trimmed(list(subs))
        if len(subs) > len(inner):
            return MISFIT
        ok = all(_leaf("t" if r.isupper() else r, sub, d)
                 for r, sub in zip(inner, subs, strict=False))
        return FIT if ok else MISFIT
    return FIT if all(_leaf(role, sub, d) for sub in subs) else MISFIT


class Checker:
    """:func:`check` for one set of delimiters, with a cache of the verdicts (kept values
    recur: OBX-2 ``TX``, OBX-3 codes, sex codes)."""

    __slots__ = ("_cache", "d")

    def __init__(self, d: Delimiters) -> None:
        self.d = d
        self._cache: dict[tuple[str, str, bool], Shape] = {}

    def check(self, raw: str, data_type: str, strict: bool = False) -> Shape:
        """``strict`` (segments about a person): no stray subcomponents either."""
        key = (raw, data_type, strict)
        shape = self._cache.get(key)
        if shape is None:
            shape = _check(raw, data_type, self.d, strict)
            if len(self._cache) >= _CACHE_SIZE:
                self._cache.clear()
            self._cache[key] = shape
        return shape


def checker(d: Delimiters) -> Checker:
    """The process-wide checker of a delimiter set."""
    found = _CHECKERS.get(d)
    if found is None:
        if len(_CHECKERS) >= 64:
            _CHECKERS.clear()
        found = _CHECKERS[d] = Checker(d)
    return found


def check(raw: str, data_type: str, d: Delimiters) -> Shape:
    """Whether a kept field's raw content fits ``data_type`` (see the module docstring)."""
    return checker(d).check(raw, data_type)


def _check(raw: str, data_type: str, d: Delimiters, strict: bool = False) -> Shape:
    reps = raw.split(d.repetition) if d.repetition else [raw]
    primitive = PRIMITIVES.get(data_type)
    if primitive is not None:
        verdict = FIT
        for rep in reps:
            v = _primitive(primitive, rep, d)
            if v == MISFIT:
                return _MISFIT
            if v == TEXT:
                verdict = TEXT
        return _TEXT if verdict == TEXT else _FIT
    if data_type not in COMPONENTS:
        return _FIT
    dates: list[tuple[int, int, int]] = []
    texts: list[tuple[int, int, int]] = []
    for r, rep in enumerate(reps):
        if not _composite(data_type, r, rep, d, dates, strict, texts):
            return _MISFIT
    if texts:
        return _TEXT  # "^Duplicate per Dr Featherby": free text about someone
    return Shape(FIT, tuple(dates)) if dates else _FIT


_CHECKERS: dict[Delimiters, Checker] = {}
#: Verdicts cached per delimiter set.
_CACHE_SIZE = 16384

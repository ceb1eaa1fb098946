"""Dates: the patterns of seed 000 Table 3, holidays, seasons and the caller's own dates.

A date is PHI in any surface form, but clinical notes are full of slashes and dashes that
are not dates (BP 120/80, 5/10 pain, CPAP 10/5, RR 12-20, 1/2 NS). So every candidate is
first validated (1 <= MM <= 12, 1 <= DD <= 31, sensible years) and then judged by its
neighbours: vital-sign and ventilator words before it, units after it, and whether it
looks like a fraction or a score. Year-only expressions follow Safe Harbor: they stay
unless ``ScrubConfig.redact_bare_years`` is set or the year reveals an age over 89; a
year that is part of a full date always goes with it.

The module also offers :func:`parse_date` and :func:`render_date`, which let a caller
shift a date or replace it by a surrogate in the same surface format.
"""

from __future__ import annotations

import bisect
import calendar
import datetime
import itertools
import string
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, replace
from functools import lru_cache

import regex

from hl7scrub import _regex
from hl7scrub._types import DocumentLike, Span, read_after_names, with_free_spans
from hl7scrub.config import ScrubConfig
from hl7scrub.document import (
    Document,
    cell_value,
    columns_headed_by,
    document_has_digit,
    headed_column_cells,
    may_hold,
)
from hl7scrub.tokenize import unspaced

# ---------------------------------------------------------------------------------------
# Calendar data
# ---------------------------------------------------------------------------------------

#: Years outside this window are not read as years of a full date. The upper bound is
#: far ahead: appointments are booked years out, and corpora whose dates were shifted
#: for release carry years such as 2091 ("ADMISSION DATE: 10/12/2091").
CURRENT_YEAR = datetime.date.today().year
MIN_YEAR = 1880
MAX_YEAR = 2199
#: Two-digit years up to this value are read as 20YY, later ones as 19YY.
_PIVOT = (CURRENT_YEAR + 5) % 100

MONTH_NAMES = (
    "January", "February", "March", "April", "May", "June", "July", "August",
    "September", "October", "November", "December",
)
MONTH_ABBREVIATIONS = tuple(name[:3] for name in MONTH_NAMES)
MONTHS: dict[str, int] = {name.lower(): i + 1 for i, name in enumerate(MONTH_NAMES)}
MONTHS.update({abbr.lower(): i + 1 for i, abbr in enumerate(MONTH_ABBREVIATIONS)})
MONTHS["sept"] = 9

WEEKDAY_NAMES = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
                 "Sunday")
WEEKDAYS: dict[str, int] = {name.lower(): i for i, name in enumerate(WEEKDAY_NAMES)}
WEEKDAYS.update({name[:3].lower(): i for i, name in enumerate(WEEKDAY_NAMES)})
WEEKDAYS.update({"tues": 1, "weds": 2, "thur": 3, "thurs": 3})

# Alternation order matters: a longer name must come before its own prefix.
_FULL_WEEKDAY_ALT = "|".join(name.lower() for name in WEEKDAY_NAMES)
_WEEKDAY_ALT = _FULL_WEEKDAY_ALT + "|tues|weds|thurs|thur|mon|tue|wed|thu|fri|sat|sun"

#: Weekday words that make a cue for the date after them.
_WEEKDAY_CUES = frozenset(WEEKDAYS) - {"sat", "sun"}

#: Month words that are also common words or names: alone, they need a cue ("in May").
_AMBIGUOUS_MONTHS = frozenset({"may", "mar", "jan", "aug", "dec", "march"})
#: Month words that are safe to redact alone (Safe Harbor: the month is a date element).
_BARE_MONTHS = frozenset(name.lower() for name in MONTH_NAMES) - _AMBIGUOUS_MONTHS

#: Words right before a bare month or ordinal that make it a date.
_MONTH_CUES = frozenset({
    "in", "of", "since", "until", "till", "til", "during", "early", "mid", "late",
    "last", "next", "this", "from", "by", "before", "after", "through", "thru", "end",
    "beginning", "middle", "on", "around", "circa", "approx", "approximately",
})

#: A word right before a numeric month/day that makes it a date even when it looks like a
#: fraction or a score ("on 4/5", "since 1/2").
_DATE_CUES = frozenset({
    "on", "since", "from", "until", "till", "til", "thru", "through", "dated", "date",
    "dates", "dos", "dob", "d.o.b", "admitted", "admit", "adm", "readmitted", "admission",
    "discharged", "discharge", "transferred", "transfer", "extubated", "intubated",
    "reintubated", "started", "stopped", "placed", "inserted", "removed", "changed",
    "done", "performed", "scheduled", "planned", "due", "before", "after", "prior",
    "effective", "starting", "began", "seen", "last", "next", "born", "died", "expired",
    "d/c", "dc", "dc'd", "d/c'd", "drawn", "sent", "obtained", "collected", "completed",
    "s/p", "f/u", "visit", "surgery", "op", "post-op", "pod", "given", "held",
    "administered", "meeting", "appt", "appointment", "hospitalized", "hospitalised",
    "presented", "arrived", "returned", "delivered", "diagnosed", "dx'd", "vaccinated",
    "immunized", "injured", "fell", "note", "letter", "rescheduled", "resched", "booked",
    "rebooked", "postponed", "cancelled", "canceled",
    # what befalls or is done for a person on a day, and never takes a fraction
    "stolen", "evicted", "released", "arrested", "jailed", "incarcerated", "paroled",
    "married", "divorced", "moved", "relocated", "assaulted", "robbed", "faxed", "mailed",
    "emailed", "signed", "consented", "enrolled", "randomized", "randomised", "referred",
    "called", "notified", "texted", "issued", "filed", "restarted", "resumed",
    "initiated", "discontinued", "onset", "available", "avail", "doi",
    # days named relative to the note, and tests that are dated where they are named
    "today", "yesterday", "tonight", "overnight", "tomorrow", "ct", "cta", "mri", "mra",
    "cxr", "tte", "tee", "egd", "ekg", "ecg", "eeg", "kub", "echo", "labs",
    "bm", "bx", "biopsy", "biopsied", "mammo", "mammogram", "colonoscopy", "ultrasound",
    "dexa", "pet", "cath", "xr", "bmp", "cmp", "cbc", "lfts",
})

#: Days a score out of ten is rated on ("Pain today 4/10"), no date of their own.
_DAYS_OF_A_SCORE = frozenset({"today", "tonight", "overnight", "yesterday"})
#: Pain named earlier in the sentence, as the thing scored, not a clinic or a service
#: that a visit's day would follow ("Pain clinic 4/10").
_PAIN_EARLIER_IN_SENTENCE = _regex.compile(
    r"(?i)(?<![A-Za-z])pain(?![A-Za-z]|[ \t]+(?:clinic|team|service|management|mgmt|consult"
    r"|specialist|f/u|follow|appt|appointment|visit|procedure|injection|block))"
    r"(?:[^\r\n.;]|\.(?=\d))*\Z")

#: Words that number parts ("Page 1/2:"), never a dated entry.
_NUMBERING_WORDS = frozenset({"page", "pg", "part", "step", "section", "sheet", "card",
                              "slide", "image", "img", "series", "question", "item"})

#: A slash or dash pair after one of these (within three words) is a measurement.
#: Measures written as one value: three numbers after them and a colon are a date
#: ("T: 10/13/91" is when a dictation was typed, not a temperature).
_SINGLE_VALUE_CUES = frozenset({"t", "temp", "tm", "tmax"})
_MEASURE_CUES = frozenset({
    "bp", "b/p", "nbp", "abp", "sbp", "dbp", "map", "maps", "pa", "pap", "paps", "pas",
    "pad", "pads", "pcw", "pcwp", "wedge", "cvp", "ra", "rv", "lv", "abg", "abgs", "vbg",
    "co", "c.o", "ci", "co/ci", "svr", "pvr", "hr", "rr", "tv", "tvs", "vt", "ps", "psv",
    "ips", "ipap", "epap", "cpap", "bipap", "bi-pap", "c-pap", "peep", "vent", "vented",
    "ventilation", "flowby", "imv", "simv", "prvc", "settings", "setting", "pain", "cp",
    "rating", "rated", "rates", "scale", "murmur", "sem", "hsm", "sm", "dm", "strength",
    "motor", "grip", "gcs", "score", "apgar", "apgars", "ratio", "i:e", "tab", "tabs", "sat",
    "sats", "moca", "mmse", "slums", "mini-cog", "minicog", "blessed",
    "spo2", "o2", "fio2", "pressure", "pressures", "temp", "t", "tm", "tmax", "titer",
    "titre", "titers", "dilution", "ana", "edema", "pulses", "pulse", "reflexes", "dtr",
    "dtrs", "x", "cpap/ps", "ps/cpap", "cpap/psv", "psv/cpap", "peep/ps", "ps/peep",
    "bipap/cpap", "ips/peep", "inr", "pt/inr", "ptt", "bun/cr", "bun/creat", "fick", "td",
    # pathology counts ("Nodes 3/15", "cores 2/12", "LN: 0/14")
    "node", "nodes", "ln", "lns", "lymph", "core", "cores", "slides", "blocks",
    "fragments", "margins", "biopsies",
    # screening scales and tests scored out of a total ("BIMS 11/15", "Ishihara 6/14")
    "bims", "crafft", "dast", "mna", "asrs", "ishihara", "plates",
    # joint hypermobility scored out of nine ("Beighton 2/9")
    "beighton",
    # pain scales by observation and by rating ("PAINAD 3/10", "FLACC 4/10", "NRS 6/10")
    "painad", "flacc", "cpot", "nrs", "vas", "faces", "bps", "cries", "nips",
    # symptoms a patient rates out of ten ("urge to use 4/10", "anxiety 6/10")
    "urge", "urges", "craving", "cravings", "anxiety", "mood", "stress", "fatigue",
    "nausea", "itch", "itching", "dyspnea",
    # pain rated in other languages and scales, a disease's indices, doses taken of those
    # due ("NPRS 6/10", "douleur (3/10)", "chronicity index 2/12", "Adherence wk 6: 6/7")
    "nprs", "douleur", "dolor", "index", "adherence",
})

#: Words of ``_UNIT_WORDS`` that count nothing after a weekday: "fever since fri 11/25 up
#: to 103.8" ("2/3 up" is a fraction; "Fri 1/2 tab" still a dose).
_UNIT_WORDS_NOT_AFTER_WEEKDAY = frozenset({"up", "way"})

#: Where on a limb or an organ a share of it lies ("hair absent distal 1/3 legs",
#: "lower 2/3 of the tibia"): a proper fraction of halves, thirds or quarters after one
#: is that share, no day.
_PART_POSITIONS = frozenset({
    "distal", "proximal", "mid", "middle", "upper", "lower", "inner", "outer", "medial",
    "lateral", "anterior", "posterior", "apical", "basal", "superior", "inferior",
    "central", "peripheral"})

#: Words after a combination's two strengths taken under the tongue, where no word
#: before them dates the pair ("Suboxone 8/2 SL daily", "8/2 film"; "seen 8/2 sl
#: improved" keeps the day).
_UNDER_THE_TONGUE = frozenset({"sl", "subl", "film", "films"})

#: Single things of which a fraction is given ("1/2 tab", "3/4 dose"); a fraction of one
#: has a small denominator, so "skip 7/13 dose" holds the dose's day.
_ONE_UNIT_WORDS = frozenset({"dose", "tab", "tablet", "pill", "cap", "amp"})
_FRACTION_OF_ONE_MAX = 8

#: Words after "normal" that make it the saline of a fraction ("1/2 normal saline").
_SALINE_WORDS = frozenset({"saline", "ns", "sal", "nacl", "sodium"})
#: Parts of a day that name a shift after a day ("6/18 day shift", "3/2 night shift").
_SHIFT_PARTS = frozenset({"day", "night", "evening", "eve", "swing", "graveyard"})

#: A candidate followed by one of these is a quantity, not a date.
_UNIT_WORDS = frozenset({
    "mg", "mcg", "g", "gm", "gms", "gram", "grams", "kg", "lb", "lbs", "ml", "cc", "ccs",
    "cl", "l", "dl", "meq", "mmol", "units", "unit", "u", "iu", "mm", "cm", "mmhg", "bpm",
    "hr", "hrs", "hour", "hours", "h", "min", "mins", "minute", "minutes", "sec", "secs",
    "seconds", "%", "ns", "nss", "1/2ns", "normal", "saline", "way", "up", "strength", "st",
    "bottles", "bottle", "bl", "blood", "bcx", "sets", "set", "rate", "dose", "doses",
    "tab", "tabs", "tablet", "tablets", "pill", "pills", "amp", "amps", "murmur", "sem",
    "hsm", "pain", "peep", "ps", "fio2", "x", "times", "gtt", "cap", "caps", "liter",
    "liters", "lpm", "ratio", "assist", "person", "lobe", "lobes", "lung", "lungs",
    "field", "fields", "strenght", "str", "pitting", "edema", "mcg/kg/min", "mcg/min",
    "units/hr", "cc/hr", "ml/hr", "breaths", "beats", "points", "pts", "puffs", "puff",
    "bipap", "cpap", "psv", "ips", "ipap", "epap", "cmh2o", "h2o", "ie", "i:e",
    "drops", "inch", "inches", "ft", "feet", "yrs", "yr", "years", "year", "days",
    "day", "weeks", "week", "wks", "wk", "months", "month", "mos", "mo", "lt", "rt",
    # things counted ("4/11 criteria", "2/3 steps", "4/38 residents")
    "criteria", "items", "steps", "plates", "residents", "patients", "questions",
    "domains", "trials", "attempts", "tasks", "symptoms", "signs",
    # pathology counts ("2/18 LN", "3/12 cores", "1/24 lymph nodes")
    "ln", "lns", "node", "nodes", "lymph", "core", "cores", "slide", "slides", "block",
    "blocks", "fragment", "fragments", "specimens", "pieces", "biopsies", "samples",
    "quadrants", "margins", "sentinel",
    # grades of a murmur, named before the word "murmur", of pulses and of reflexes
    # ("2/6 systolic murmur", "3/6 vibratory", "2/4 PULSES DP/PT", "2/4 DTRs")
    "systolic", "diastolic", "holosystolic", "pansystolic", "vibratory", "crescendo",
    "decrescendo", "pulse", "pulses", "reflex", "reflexes", "dtrs",
    # packs of cigarettes a day ("1/2 ppd"), and measures of food ("1/4 cup")
    "ppd", "pack", "packs", "pk", "pks", "cig", "cigs", "cigarettes", "cup", "cups",
    "tsp", "tbsp", "teaspoon", "teaspoons", "tablespoon", "tablespoons", "oz", "serving",
    "servings", "slice", "slices", "portion", "portions", "litre", "litres",
    # sites a monofilament is felt at ("absent 4/10 sites"), and a limb's power graded
    # out of five ("hemiparesis 2/5 UL, 3/5 LL")
    "sites", "ul", "ll", "rue", "lue", "rle", "lle",
    # fifths of a baby's head felt above the pelvic brim ("cephalic, 2/5 palpable")
    "palpable", "palp",
})

#: Numbers after one of these are identifiers, not compact dates.
_ID_CUES = frozenset({
    "#", "no", "num", "number", "mrn", "id", "acct", "account", "accession", "ssn",
    "phone", "tel", "fax", "pager", "order", "specimen", "ref", "claim", "policy",
    "member", "encounter", "csn", "fin", "record", "serial", "lot", "case",
})

_FRACTION_DENOMINATORS = frozenset({2, 3, 4, 5, 6, 8, 10})
#: Words that count the days, weeks or doses of a schedule before their number ("Day 7
#: 7/12", "POD 3 4/18", "Dose 2 5/30"): the number is no whole part of a fraction after.
_COUNTED_DAYS = frozenset({"day", "d", "pod", "hd", "week", "wk", "dose", "cycle", "visit",
                           "session"})
#: Words of a change before "from" and a score's earlier value ("down from 7/10").
_CHANGES = frozenset({
    "down", "up", "improved", "improving", "increased", "decreased", "dropped", "rose",
    "fell", "reduced", "better", "worse", "worsened", "changed"})


def expand_year(yy: int) -> int:
    """A two-digit year as a four-digit one (pivot a few years after the current year)."""
    return 2000 + yy if yy <= _PIVOT else 1900 + yy


#: Years the Buddhist era counts ahead of the common era.
_BUDDHIST_ERA_OFFSET = 543


def _valid_year(year: int) -> bool:
    return MIN_YEAR <= year <= MAX_YEAR


#: Two to four capitals and a dash or colon after a log entry's day ("the 11th OVT -").
_LOG_INITIALS = _regex.compile(r"[ \t]+[A-Z]{2,4}[ \t]*[-:\u2013]")


#: A month's name and blanks closing a text.
_MONTH_WORD_CLOSING = _regex.compile(r"(?<![\w])(?P<word>[A-Za-z]{3,9})\.?[ \t]+\Z")


def _month_word_before(window: str, pos: int) -> bool:
    """A month's name and a blank stand right before ``pos`` in ``window``."""
    m = _regex.search(_MONTH_WORD_CLOSING, window[:pos])
    return m is not None and m.group("word").lower() in MONTHS


def _ordinal_ok(day: int, suffix: str) -> bool:
    suffix = suffix.lower()
    if day % 100 in (11, 12, 13):
        return suffix == "th"
    return suffix == {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")


def _ordinal_suffix(day: int) -> str:
    if day % 100 in (11, 12, 13):
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")


# ---------------------------------------------------------------------------------------
# Holidays
# ---------------------------------------------------------------------------------------

#: Holiday names the ``holidays`` package does not list (religious, cultural, colloquial).
_EXTRA_HOLIDAYS = (
    "Christmas", "Xmas", "Easter", "Thanksgiving", "Hanukkah", "Chanukah", "Passover",
    "Rosh Hashanah", "Yom Kippur", "Kwanzaa", "Diwali", "Ramadan", "Eid al-Fitr",
    "Eid al-Adha", "Fourth of July", "4th of July", "Cinco de Mayo", "New Year's",
    "Ash Wednesday", "Palm Sunday", "Holy Thursday", "Maundy Thursday", "Mardi Gras",
    "Black Friday", "MLK Day", "Presidents' Day", "Presidents Day", "St. Patrick's Day",
    "Valentine's Day", "Halloween", "Christmas Eve", "New Year's Eve", "New Year's Day",
)
#: Holidays whose words are ordinary words too ("labor day 2"): they need capitals.
_DISTINCTIVE_HOLIDAY_WORDS = frozenset({
    "christmas", "xmas", "easter", "thanksgiving", "hanukkah", "chanukah", "passover",
    "kwanzaa", "diwali", "ramadan", "halloween", "juneteenth", "yom", "rosh", "new",
    "valentine's", "valentines", "mardi", "cinco", "4th", "fourth",
})
_ONE_OFF_EVENT_WORDS = ("Coronation", "Funeral", "Mourning", "Jubilee", "Election")


def _holiday_names() -> list[str]:
    """Holiday names from the ``holidays`` package plus a few it does not carry."""
    names: set[str] = set(_EXTRA_HOLIDAYS)
    try:
        import holidays
    except ImportError:  # pragma: no cover - a declared dependency
        return sorted(names, key=lambda n: (-len(n), n))
    for country, categories in (("US", ("public", "unofficial")), ("GB", ("public",)),
                                ("CA", ("public",))):
        try:
            table = holidays.country_holidays(country, years=range(2020, 2025),
                                              categories=categories)
        except Exception:  # pragma: no cover - older package without categories
            table = holidays.country_holidays(country, years=range(2020, 2025))
        for value in table.values():
            for name in str(value).split(";"):
                name = name.replace("(observed)", "").strip()
                if not name or any(w in name for w in _ONE_OFF_EVENT_WORDS):
                    continue
                if "," in name:  # "Birthday of Martin Luther King, Jr."
                    continue
                names.add(name)
    return sorted(names, key=lambda n: (-len(n), n))


def _holiday_pattern(names: Iterable[str]) -> str:
    parts = []
    for name in names:
        words = []
        for word in name.split():
            piece = regex.escape(word)
            piece = piece.replace("'", "['\u2019]?").replace("\\.", "\\.?")
            words.append(piece)
        parts.append(r"[ \t]+".join(words))
    return "|".join(parts)


_SetYear = Callable[[int, str], bool]
_SetMonth = Callable[[int, str], bool]
_SetDay = Callable[[int, str, str], bool]

# ---------------------------------------------------------------------------------------
# Parsing and rendering (for date shifting and surrogates)
# ---------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DateParts:
    """The elements of one date and the surface format they were written in.

    ``fmt`` is a template in which every date element is a placeholder and everything
    else (separators, "of", "the", an apostrophe) is literal text, e.g. ``{MM}/{DD}/{YYYY}``
    for "03/14/2024", ``{Month} {D}`` for "March 14", ``{M}/{D}`` for "7/22" or
    ``{YYYY}{MM}{DD}{hh}{mm}`` for an HL7 timestamp. Placeholders:

    * ``{YYYY}`` four-digit year, ``{YY}`` two-digit year;
    * ``{MM}``/``{M}`` month number with/without zero padding;
    * ``{DD}``/``{D}`` day with/without padding, ``{Dth}``/``{DTH}`` day with an ordinal
      suffix in lower/upper case ("3rd", "3RD");
    * ``{Month}``/``{MONTH}``/``{month}`` month name, ``{Mon}``/``{MON}``/``{mon}``
      three-letter abbreviation, ``{Sept}``/``{SEPT}``/``{sept}`` the same but "Sept" for
      September, each in the case they were written;
    * ``{Weekday}``/``{WEEKDAY}``/``{weekday}`` and ``{Wkd}``/``{WKD}``/``{wkd}`` the day of
      the week (recomputed by :func:`render_date` when the full date is known);
    * ``{hh}``, ``{mm}``, ``{ss}`` time of day (compact timestamps only).
    """

    year: int | None
    month: int | None
    day: int | None
    fmt: str
    hour: int | None = None
    minute: int | None = None
    second: int | None = None
    weekday: int | None = None

    def as_date(self) -> datetime.date | None:
        """The calendar date, when year, month and day are all known and valid."""
        if self.year is None or self.month is None or self.day is None:
            return None
        try:
            return datetime.date(self.year, self.month, self.day)
        except ValueError:
            return None


_PIECE = _regex.compile(r"\d+|[^\W\d_]+|[^\w]+|_+")
_HL7_TS = _regex.compile(
    r"(?P<y>\d{4})(?:(?P<mo>\d{2})(?:(?P<d>\d{2})(?:(?P<h>\d{2})(?:(?P<mi>\d{2})"
    r"(?:(?P<s>\d{2})(?P<frac>\.\d{1,4})?)?)?)?)?)?(?P<tz>[+-]\d{4})?")
_SEASON_WORDS = frozenset({"early", "mid", "late", "spring", "summer", "fall", "autumn",
                           "winter"})
_PARSE_WORDS = frozenset({
    "of", "the", "early", "mid", "late", "spring", "summer", "fall", "autumn", "winter",
})


def _case_style(word: str) -> str:
    if word.isupper():
        return "upper"
    if word.islower():
        return "lower"
    return "title"


def _month_placeholder(word: str) -> str:
    low = word.lower()
    full = low in {n.lower() for n in MONTH_NAMES}
    short = "sept" if low == "sept" else "mon"
    base = {"upper": "MONTH" if full else short.upper(), "lower": "month" if full else short,
            "title": "Month" if full else short.title()}[_case_style(word)]
    return "{" + base + "}"


def _weekday_placeholder(word: str) -> str:
    full = word.lower() in {n.lower() for n in WEEKDAY_NAMES}
    base = {"upper": "WEEKDAY" if full else "WKD", "lower": "weekday" if full else "wkd",
            "title": "Weekday" if full else "Wkd"}[_case_style(word)]
    return "{" + base + "}"


def _parse_hl7_timestamp(text: str) -> DateParts | None:
    m = _regex.fullmatch(_HL7_TS, text)
    if m is None or len(text) < 4 or len(m.group("y") or "") != 4:
        return None
    digits = len(text) - len(m.group("frac") or "") - len(m.group("tz") or "")
    if digits not in (4, 6, 8, 10, 12, 14):
        return None
    year = int(m.group("y"))
    month = int(m.group("mo")) if m.group("mo") else None
    day = int(m.group("d")) if m.group("d") else None
    hour = int(m.group("h")) if m.group("h") else None
    minute = int(m.group("mi")) if m.group("mi") else None
    second = int(m.group("s")) if m.group("s") else None
    if not _valid_year(year) or (month is not None and not 1 <= month <= 12):
        return None
    if day is not None and not 1 <= day <= 31:
        return None
    if (hour is not None and hour > 23) or (minute is not None and minute > 59):
        return None
    if second is not None and second > 59:
        return None
    if digits == 4:
        return DateParts(year, None, None, "{YYYY}")
    fmt = "{YYYY}{MM}" + ("{DD}" if day is not None else "")
    fmt += "{hh}" if hour is not None else ""
    fmt += "{mm}" if minute is not None else ""
    fmt += "{ss}" if second is not None else ""
    fmt += (m.group("frac") or "") + (m.group("tz") or "")
    return DateParts(year, month, day, fmt, hour, minute, second)


def parse_date(text: str) -> DateParts | None:
    """Read a date written in any of the forms the recognizer finds.

    Returns ``None`` when ``text`` is not a single date (a range, a holiday, a number).
    Numeric dates are read month first (US usage) unless only the day-first reading is
    valid ("25/12/2004"); two-digit years pivot a few years after the current year.

    ``parse_date("03/14/2024")`` gives year 2024, month 3, day 14 and the format
    ``{MM}/{DD}/{YYYY}``; ``parse_date("the 3rd of May").fmt`` is ``the {Dth} of {Month}``.
    """
    s = text.strip()
    if not s or len(s) > 64 or "{" in s or "}" in s:
        return None
    if s.isdigit() and len(s) != 4 and len(s) >= 6:
        return _parse_hl7_timestamp(s)
    if s[:8].isdigit() and len(s) > 8:
        return _parse_hl7_timestamp(s)
    pieces = [m.group() for m in _regex.finditer(_PIECE, s)]
    fmt: list[str] = []
    month: int | None = None
    weekday: int | None = None
    month_index = -1
    # (piece index, digits, ordinal suffix, apostrophe before, apostrophe after)
    numbers: list[tuple[int, str, str, bool, bool]] = []
    i = 0
    while i < len(pieces):
        piece = pieces[i]
        if piece.isdigit():
            suffix = ""
            nxt = pieces[i + 1] if i + 1 < len(pieces) else ""
            if nxt.lower() in ("st", "nd", "rd", "th"):
                suffix = nxt
            before = bool(fmt) and fmt[-1].endswith(("'", "\u2019"))
            after_piece = pieces[i + 1] if i + 1 < len(pieces) else ""
            after = not suffix and after_piece in ("'", "\u2019")
            numbers.append((len(fmt), piece, suffix, before, after))
            fmt.append(piece)
            i += 2 if suffix else 1
            continue
        if piece.isalpha():
            low = piece.lower()
            if low in MONTHS and month is None:
                month = MONTHS[low]
                month_index = len(fmt)
                fmt.append(_month_placeholder(piece))
            elif low in WEEKDAYS and weekday is None and _stands_alone(pieces, i):
                weekday = WEEKDAYS[low]
                fmt.append(_weekday_placeholder(piece))
            elif low in _PARSE_WORDS and _stands_alone(pieces, i):
                fmt.append(piece)
            else:
                return None
            i += 1
            continue
        if not all(ch in " \t,.-/'\u2019" for ch in piece):
            return None
        fmt.append(piece)
        i += 1
    if not numbers and month is None:
        return None

    year: int | None = None
    day: int | None = None
    roles: dict[int, str] = {}

    def set_year(idx: int, digits: str) -> bool:
        nonlocal year
        if year is not None:
            return False
        if len(digits) == 4:
            year = int(digits)
            roles[idx] = "{YYYY}"
            return _valid_year(year)
        if len(digits) == 2:
            year = expand_year(int(digits))
            roles[idx] = "{YY}"
            return True
        return False

    def set_day(idx: int, digits: str, suffix: str) -> bool:
        nonlocal day
        if day is not None or len(digits) > 2:
            return False
        day = int(digits)
        if suffix:
            if not _ordinal_ok(day, suffix):
                return False
            roles[idx] = "{DTH}" if suffix.isupper() else "{Dth}"
        else:
            roles[idx] = "{DD}" if digits.startswith("0") else "{D}"
        return 1 <= day <= 31

    def set_month(idx: int, digits: str) -> bool:
        nonlocal month
        if month is not None or len(digits) > 2:
            return False
        month = int(digits)
        roles[idx] = "{MM}" if digits.startswith("0") else "{M}"
        return 1 <= month <= 12

    if month is not None:
        for idx, digits, suffix, apos_before, _apos_after in numbers:
            if suffix:
                ok = set_day(idx, digits, suffix)
            elif len(digits) == 4 or apos_before:
                ok = set_year(idx, digits)
            elif day is None and len(digits) <= 2 and (
                    idx < month_index or _separated_by_space(fmt, month_index, idx)):
                ok = set_day(idx, digits, "")
            else:
                ok = set_year(idx, digits)
            if not ok:
                return None
    else:
        if len(numbers) == 2 and "." in "".join(fmt) and not any(
                len(d) == 4 for _, d, _, _, _ in numbers):
            return None  # a decimal ("3.9"), not a month and day
        ok = _assign_numeric(numbers, set_year, set_month, set_day)
        if not ok:
            return None
    if month_index < 0 and weekday is None:
        words = {piece.lower() for piece in fmt if piece.isalpha()}
        if "of" in words and not words & _SEASON_WORDS:
            return None  # "3 of 4"
        if "the" in words and not (day is not None and year is None):
            return None
    if month is None and day is not None and not (
            len(numbers) == 1 and numbers[0][2] and year is None):
        return None  # a day needs its month, except an ordinal alone ("the 11th")
    if any(p in ("{MM}", "{DD}") for p in roles.values()) or (
            month_index < 0 and roles.get(numbers[0][0]) == "{YYYY}" and len(numbers) == 3):
        # One zero-padded element means the writer pads: "03/14/2024" -> "05/02/2024".
        padded = {"{M}": "{MM}", "{D}": "{DD}"}
        for idx, placeholder in roles.items():
            if placeholder in padded and len(fmt[idx]) == 2:
                roles[idx] = padded[placeholder]
    for idx, placeholder in roles.items():
        fmt[idx] = placeholder
    if year is None and month is None and day is None:
        return None
    return DateParts(year, month, day, "".join(fmt), weekday=weekday)


def _stands_alone(pieces: list[str], i: int) -> bool:
    """A literal word or weekday is not glued to a number ("2mid1" is no date)."""
    before = pieces[i - 1] if i > 0 else " "
    after = pieces[i + 1] if i + 1 < len(pieces) else " "
    return not before[-1].isalnum() and not after[0].isalnum()


def _separated_by_space(fmt: list[str], month_index: int, idx: int) -> bool:
    """A number right after a month name is its day when only spaces/periods part them."""
    between = "".join(fmt[month_index + 1:idx])
    return idx > month_index and between.strip(" \t.,") == "" and "," not in between


def _assign_numeric(numbers: list[tuple[int, str, str, bool, bool]],
                    set_year: _SetYear, set_month: _SetMonth, set_day: _SetDay) -> bool:
    """Roles of the numbers of an all-numeric date (month first, US usage)."""
    if len(numbers) == 1 and numbers[0][2]:
        idx, digits, suffix, _, _ = numbers[0]
        return set_day(idx, digits, suffix)  # an ordinal day alone: "the 11th"
    if any(suffix for _, _, suffix, _, _ in numbers):
        return False
    if len(numbers) == 1:
        idx, digits, _, before, after = numbers[0]
        if len(digits) == 4 or (len(digits) == 2 and (before or after)):
            return set_year(idx, digits)
        return False
    if len(numbers) == 2:
        (i1, a, _, _, _), (i2, b, _, _, _) = numbers
        if len(a) == 4:
            return set_year(i1, a) and set_month(i2, b)
        if len(b) == 4:
            return set_month(i1, a) and set_year(i2, b)
        va, vb = int(a), int(b)
        if 1 <= va <= 12 and 1 <= vb <= 31:
            return set_month(i1, a) and set_day(i2, b, "")
        if 1 <= va <= 12 and len(b) == 2:
            return set_month(i1, a) and set_year(i2, b)
        if 1 <= vb <= 12 and 1 <= va <= 31:
            return set_day(i1, a, "") and set_month(i2, b)
        return False
    if len(numbers) == 3:
        (i1, a, _, _, _), (i2, b, _, _, _), (i3, c, _, _, _) = numbers
        if len(a) == 4:
            return set_year(i1, a) and set_month(i2, b) and set_day(i3, c, "")
        if len(c) not in (2, 4):
            return False
        if int(a) <= 12:
            return set_month(i1, a) and set_day(i2, b, "") and set_year(i3, c)
        return set_day(i1, a, "") and set_month(i2, b) and set_year(i3, c)
    return False


def _cased(word: str, style: str) -> str:
    return {"upper": word.upper(), "lower": word.lower()}.get(style, word)


def render_date(parts: DateParts, fmt: str | None = None) -> str:
    """Write ``parts`` in the surface format ``fmt`` (default: ``parts.fmt``).

    Typical use is shifting: ``p = parse_date(s)`` then
    ``render_date(replace(p, year=..., month=..., day=...))`` gives the new date in the
    same format as ``s`` ("03/14/2024" -> "05/02/2024", "March 14" -> "May 2",
    "7/22" -> "9/9"). A placeholder whose element is unknown raises ``ValueError``.
    """
    fmt = parts.fmt if fmt is None else fmt
    out: list[str] = []
    i = 0
    while i < len(fmt):
        ch = fmt[i]
        if ch != "{":
            out.append(ch)
            i += 1
            continue
        j = fmt.find("}", i)
        if j < 0:
            raise ValueError("unterminated placeholder in date format")
        out.append(_render_field(parts, fmt[i + 1:j]))
        i = j + 1
    return "".join(out)


def shift_date(parts: DateParts, days: int) -> DateParts:
    """``parts`` moved by ``days`` days, keeping its elements and its format.

    Elements the date lacks are filled in only for the arithmetic and stay ``None``: a
    month/day without a year is shifted inside a leap year (so 2/29 exists), a month and
    year from the 15th, a year alone from July 2. A day past the end of its month ("2/31",
    which notes do contain) is first clamped to the month's last day.
    """
    year = parts.year if parts.year is not None else 2000
    month = parts.month if parts.month is not None else 7
    day = parts.day if parts.day is not None else (15 if parts.month is not None else 2)
    if not 1 <= month <= 12:
        raise ValueError("month out of range")
    last = calendar.monthrange(year, month)[1]
    base = datetime.date(year, month, max(1, min(day, last)))
    moved = base + datetime.timedelta(days=days)
    return replace(
        parts,
        year=moved.year if parts.year is not None else None,
        month=moved.month if parts.month is not None else None,
        day=moved.day if parts.day is not None else None,
        weekday=moved.weekday() if parts.weekday is not None else None,
    )


def _need(value: int | None, name: str) -> int:
    if value is None:
        raise ValueError(f"date format needs a {name}")
    return value


def _render_field(parts: DateParts, name: str) -> str:
    if name == "YYYY":
        return f"{_need(parts.year, 'year'):04d}"
    if name == "YY":
        return f"{_need(parts.year, 'year') % 100:02d}"
    if name == "MM":
        return f"{_need(parts.month, 'month'):02d}"
    if name == "M":
        return str(_need(parts.month, "month"))
    if name == "DD":
        return f"{_need(parts.day, 'day'):02d}"
    if name == "D":
        return str(_need(parts.day, "day"))
    if name in ("Dth", "DTH"):
        day = _need(parts.day, "day")
        suffix = _ordinal_suffix(day)
        return f"{day}{suffix.upper() if name == 'DTH' else suffix}"
    if name.lower() in ("month", "mon", "sept"):
        month = _need(parts.month, "month")
        if not 1 <= month <= 12:
            raise ValueError("month out of range")
        word = MONTH_NAMES[month - 1] if name.lower() == "month" else (
            MONTH_ABBREVIATIONS[month - 1])
        if name.lower() == "sept" and month == 9:
            word = "Sept"
        return _cased(word, _case_style(name))
    if name.lower() in ("weekday", "wkd"):
        date = parts.as_date()
        weekday = date.weekday() if date is not None else parts.weekday
        weekday = _need(weekday, "weekday or a full date")
        word = WEEKDAY_NAMES[weekday]
        word = word if name.lower() == "weekday" else word[:3]
        return _cased(word, _case_style(name))
    if name == "hh":
        return f"{_need(parts.hour, 'hour'):02d}"
    if name == "mm":
        return f"{_need(parts.minute, 'minute'):02d}"
    if name == "ss":
        return f"{_need(parts.second, 'second'):02d}"
    raise ValueError(f"unknown date placeholder {{{name}}}")


# ---------------------------------------------------------------------------------------
# Recognizer
# ---------------------------------------------------------------------------------------

_I = regex.IGNORECASE

#: The Hijri years of dates a living patient's record may hold (1921 to 2077).
HIJRI_YEARS = (1340, 1500)
#: A letter of a script written without blanks between words; a date glued to one still
#: ends there ("2024-05-30に来院").
_UNSPACED_LETTER = r"[\p{Han}\p{Hiragana}\p{Katakana}\p{Hangul}\p{Thai}]"
#: Numeric candidates: 2-6 groups of digits joined by / - . (validated in code). Never
#: preceded by a digit or a slash, nor by a separator that follows a digit, so "7.35/40",
#: "2.5-2.7" and "120/80/15" yield no partial candidates.
_NUMERIC = _regex.compile(
    r"(?<![\d/]|\d[.,:\-])\d{1,4}(?:[/.\-]\d{1,4}){1,5}"
    r"(?!(?!T\d|[HG](?![^\W_])|" + _UNSPACED_LETTER + r")[^\W_]|[/\-][\d.]|[.,:]\d)")
#: A signed third value after a pair: the fetal station closing a cervical exam's
#: dilation/effacement/station ("6/80/-1", "3/70/+1"); no date goes on so.
_STATION_AFTER = _regex.compile(r"/[-+\u2212][0-5](?!\d)")
#: Dates of Chinese, Japanese and Korean text: "1962年3月14日", "3月14日", "2024년 5월 30일".
_CJK_DATE = _regex.compile(
    r"(?:(?P<year>\d{4})[ \t]?[年년][ \t]?)?(?P<month>\d{1,2})[ \t]?[月월][ \t]?"
    r"(?P<day>\d{1,2})[ \t]?[日일]|(?P<year2>\d{4})[ \t]?[年년][ \t]?(?P<month2>\d{1,2})"
    r"[ \t]?[月월](?![ \t]?\d)")
#: A date in a Japanese era, as Japanese records write birth dates and letters'
#: dates: the era's letter (Meiji, Taishō, Shōwa, Heisei, Reiwa), the year of the
#: era, the month and the day ("S22.4.18", "R8.3.9", "H30/1/5").
_ERA_DATE = _regex.compile(
    r"(?<![\w./-])(?P<era>[MTSHR])(?P<year>\d{1,2})(?P<sep>[./])(?P<month>\d{1,2})(?P=sep)"
    r"(?P<day>\d{1,2})(?![\w/]|[.\-]\d)")
#: The last year of each era (Reiwa's is open).
_ERA_YEARS = {"M": 45, "T": 15, "S": 64, "H": 31, "R": 99}
_ERA_SHAPES = tuple(f"{era}{digits}{sep}".encode() for era in "mtshr"
                    for digits in ("0", "00") for sep in "./")
#: A slash date stamped with a time after a dash or a slash, as print-image reports and
#: charted doses write it ("COLL: 03/14/24-0530", "Last dose 03/14/24-22:00").
_DATE_DASH_TIME = _regex.compile(
    r"(?<![\d/]|\d[.,:\-])(?P<date>\d{1,2}/\d{1,2}/(?:\d{4}|\d{2}))[-/]"
    r"(?:[01]\d|2[0-3]):?[0-5]\d(?![\w]|[.,:/-]\d)")
#: A date read aloud with its separators spoken, as dictation transcribes it
#: ("DOB 2 slash 16 slash 1951", "3 dash 4 dash 26"): three parts, one spoken separator.
_SPOKEN_DATE = _regex.compile(
    r"(?<![\w/.\-])(?P<a>\d{1,4})[ \t]+(?P<sep>slash|dash|stroke)[ \t]+(?P<b>\d{1,2})"
    r"[ \t]+(?P=sep)[ \t]+(?P<c>\d{4}|\d{2})(?![\w/])", _I)
#: Dates said in words, as a call's transcription writes them: a month and a day
#: ordinal ("may fourteenth twenty nineteen", "the fourth of july"), a weekday
#: and "the" and an ordinal ("thursday the tenth"), or number words after a birth-date
#: cue ("date of birth three twelve twenty twenty one"); a year in figures may follow
#: ("june ninth 1967", as dictation types it).
_UNITS_SAID = r"(?:one|two|three|four|five|six|seven|eight|nine)"
_TEENS_SAID = (r"(?:ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen"
               r"|eighteen|nineteen)")
_TENS_SAID = r"(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)"
_ORDINAL_SAID = (
    r"(?:(?:twenty|thirty)[ \t-]?(?:first|second|third|fourth|fifth|sixth|seventh|eighth"
    r"|ninth)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh"
    r"|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth"
    r"|nineteenth|twentieth|thirtieth)")
_YEAR_SAID = (
    r"(?:(?:nineteen|twenty)[ \t-](?:" + _TEENS_SAID + r"|" + _TENS_SAID + r"(?:[ \t-]"
    + _UNITS_SAID + r")?|oh[ \t-]" + _UNITS_SAID + r")|two[ \t]thousand(?:[ \t](?:and[ \t])?"
    r"(?:" + _TEENS_SAID + r"|" + _UNITS_SAID + r"|" + _TENS_SAID + r"(?:[ \t-]"
    + _UNITS_SAID + r")?))?)")
_MONTH_SAID = "(?:" + "|".join(name.lower() for name in MONTH_NAMES) + ")"
#: The months' abbreviations but "may", which is the whole name ("Sept" too).
_MONTH_SAID_SHORT = "(?:" + "|".join(
    abbr.lower() for abbr in MONTH_ABBREVIATIONS if abbr != "May") + "|sept)"
#: (the day's ordinal also stands right before the month, perhaps shortened, as British
#: notes write it: "seventh April", "Sunday seventh April", "nineteenth Sept")
_DATE_SAID = _regex.compile(
    r"(?i)(?<![\w-])(?:" + _MONTH_SAID + r"[ \t]+(?:the[ \t]+)?" + _ORDINAL_SAID
    + r"|(?:the[ \t]+)?" + _ORDINAL_SAID + r"[ \t]+of[ \t]+" + _MONTH_SAID
    + r"|(?:(?:" + _FULL_WEEKDAY_ALT + r")[ \t]+)?"
    + _ORDINAL_SAID + r"[ \t]+(?:" + _MONTH_SAID + r"|" + _MONTH_SAID_SHORT + r"(?![\w]))"
    + r"|(?:" + _FULL_WEEKDAY_ALT + r")[ \t]+the[ \t]+"
    + _ORDINAL_SAID + r")(?:,?[ \t]+(?:" + _YEAR_SAID + r"|(?:1[89]|20)\d\d(?!\d)))?(?![\w-])")
#: Parts of words one of which a date said in words holds (every ordinal ends in one).
_ORDINAL_TRIGGERS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh",
                     "eighth", "ninth", "tenth", "eleventh", "twelfth", "teenth", "tieth")
#: A day of the month said as an ordinal alone ("on the nineteenth", "lands the eleventh
#: at"): :meth:`DateRecognizer._said_in_words` keeps it where it closes its phrase.
_DAY_SAID_ALONE = _regex.compile(r"(?i)(?<![\w-])the[ \t]+(?P<day>" + _ORDINAL_SAID
                                 + r")(?![\w-])")
_ORDINAL_WORD = _regex.compile(_ORDINAL_SAID, _I)
#: What is open round the clock, after "24/7" ("given 24/7 line", "needs 24/7 care").
_ROUND_THE_CLOCK = frozenset({
    "line", "lines", "access", "support", "care", "cover", "coverage", "supervision",
    "nursing", "hotline", "helpline", "number", "service", "services", "availability",
    "monitoring", "staff", "staffing", "crisis"})
#: The first three ordinals count things far more often than days: alone, they need one
#: of these words before "the" ("by the second", "on the first").
_DAY_SAID_CUES = frozenset({"on", "since", "until", "till", "by", "before", "after", "from"})
#: Words after such an ordinal that leave it a day: a time, or the clause going on, or
#: with whom or what for ("booked for the fifteenth w/ cardiology").
_AFTER_DAY_SAID = frozenset({"", "at", "@", "am", "pm", "morning", "evening", "night",
                             "afternoon", "when", "if", "but", "so", "then", "because", "bc",
                             "as", "with", "w/", "for", "due", "d/t"})
#: Parts of words one of which a birth date's cue holds.
_BIRTH_TRIGGERS = ("birth", "dob")
_NUMBER_WORD_SAID = (r"(?:" + _ORDINAL_SAID + r"|" + _TEENS_SAID + r"|" + _TENS_SAID + r"|"
                     + _UNITS_SAID + r"|" + _MONTH_SAID + r"|oh|zero|thousand|and)")
_BIRTH_DATE_SAID = _regex.compile(
    r"(?i)(?<![\w-])(?:date[ \t]+of[ \t]+birth|birth[ \t]?date|birthday|born[ \t]+on|dob)"
    r"[ \t:,]*(?:is[ \t]+|of[ \t]+)?(?P<date>(?:" + _NUMBER_WORD_SAID + r"[ \t-]+){1,7}"
    + _NUMBER_WORD_SAID + r")(?![\w-])")
#: A numeric date that a scanner read with letters for digits ("O3/l4/1951",
#: "l2.O5.1990"): O for zero, l or I for one. Every part keeps at least one real digit,
#: so "I/O" and words never qualify.
_MISREAD_DATE = _regex.compile(
    r"(?<![\w/.\-])(?P<a>[\dOlI]{1,4})(?P<sep>[/.\-])(?P<b>[\dOlI]{1,2})(?P=sep)"
    r"(?P<c>[\dOlI]{4}|[\dOlI]{2})(?![\w/]|[.\-]\w)")
_MISREAD_DIGITS = str.maketrans("OlI", "011")
#: Digit shapes (see ``Document.digit_shape``) one of which a date in a cell holds: its
#: end before a cell separator, or its start after one.
_CELL_SHAPES = tuple(
    shape for sep in (b",", b";", b"\t", b"|")
    for shape in (b"-00" + sep, b"-0" + sep, b"/0000" + sep, sep + b"0000-", sep + b"0/",
                  sep + b"00/"))
#: A month in Roman numerals between the day and the year, as British and
#: Commonwealth hands write it ("14.iii.24", "3/IV/2023", "2-xii-2023", "14 iii 2024"):
#: one case throughout; with blanks only a month of two letters or more and a full year.
_ROMAN_MONTH = (r"(?:xi{0,2}|ix|iv|vi{0,3}|i{1,3}|XI{0,2}|IX|IV|VI{0,3}|I{1,3})")
_ROMAN_DATE = _regex.compile(
    r"(?<![\w.,/\-])(?P<day>0?[1-9]|[12]\d|3[01])"
    r"(?:(?P<sep>[./\-])(?P<month>" + _ROMAN_MONTH + r")(?P=sep)(?P<year>\d{4}|\d{2})"
    r"|[ \t](?P<month2>(?=[A-Za-z]{2})" + _ROMAN_MONTH + r")[ \t](?P<year2>(?:1[89]|20)\d\d))"
    r"(?![\w]|[.,/\-]\d)")
_ROMAN_SHAPES = tuple(f"0{sep}{letter}".encode() for sep in "./- \t" for letter in "ivx")
_ROMAN_VALUES = {"i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6, "vii": 7, "viii": 8,
                 "ix": 9, "x": 10, "xi": 11, "xii": 12}
#: A full date in a cell of a comma-, semicolon-, tab- or bar-separated table
#: ("2026-03-19,58,41", "26-004417,2026-03-03,07:12"), also with an ISO time glued on
#: ("2026-02-11T08:14,"): the numeric pattern refuses a number glued to a comma and a
#: digit, which is a thousands separator in prose.
_CELL_DATE = _regex.compile(
    r"(?:(?<=[,;\t|])|(?<![\w/.\-:,]))(?P<date>\d{4}-\d{1,2}-\d{1,2}|\d{1,2}/\d{1,2}/\d{4})"
    r"(?:T\d\d:\d\d(?::\d\d(?:\.\d{1,9})?)?(?:Z|[+-]\d\d:?\d\d)?)?"
    r"(?=[,;\t|]|[ \t]*$)", regex.MULTILINE)
#: The time of an ISO 8601 date-time ("2023-11-02T14:30:00Z"), read after its date.
_ISO_TIME = _regex.compile(
    r"T\d{2}(?::?\d{2}(?::?\d{2}(?:[.,]\d{1,9})?)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?(?![\w])")
#: Compact YYYYMMDD and YYYYMMDDhhmm[ss]; an underscore joins one into a file name
#: ("IMG_20240613_0912.jpg") without making it part of a word.
_COMPACT = _regex.compile(
    r"(?<![^\W_]|[.,/\-#])\d{8}(?:\d{4}(?:\d{2})?)?(?![^\W_]|/|[.,\-]\d)")
#: Four-digit years and apostrophe years ('04, '80s), for seasons, birth years and the
#: bare-year switch.
_YEARISH = _regex.compile(
    r"(?<![\d.,/$#:'\u2019]|[^\W\d_]|\d-)(?:(?P<y4>1[89]\d\d|20\d\d)|['\u2019](?P<y2>\d\d))"
    r"(?P<decade>['\u2019]?s)?(?![\w]|[.,]\d|-\d|/)", _I)
_TRAILING_APOSTROPHE_YEAR = _regex.compile(
    r"(?<![\w.,/'\u2019\-])\d\d['\u2019](?![\w'\u2019])")
_APOSTROPHE_YEAR_GLUED = _regex.compile(r"(?<=[^\W\d_])['\u2019]\d\d(?![\w'\u2019])")
_ORDINAL = _regex.compile(r"(?<![\w'\u2019])(?P<day>\d{1,2})(?P<ord>st|nd|rd|th)(?![\w])", _I)

#: Days and years in words, as dictation software writes them ("march third", "the
#: twenty-first of June", "twenty twenty six", "two thousand and nine").
_UNIT_ORDINALS = "first|second|third|fourth|fifth|sixth|seventh|eighth|ninth"
_UNITS_WORDS = "one|two|three|four|five|six|seven|eight|nine"
_TEENS_WORDS = "ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen"
_DAY_WORDS = (r"(?:twenty|thirty)[- ](?:" + _UNIT_ORDINALS + r")|" + _UNIT_ORDINALS
              + r"|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth"
              r"|seventeenth|eighteenth|nineteenth|twentieth|thirtieth")
_YEAR_WORDS = (
    r"(?:nineteen|twenty)[ \t]+(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)"
    r"(?:[ \t-](?:" + _UNITS_WORDS + r"))?|" + _TEENS_WORDS + r"|oh[ \t]+(?:" + _UNITS_WORDS
    + r"))|two[ \t]+thousand(?:[ \t]+(?:and[ \t]+)?(?:twenty(?:[ \t-](?:" + _UNITS_WORDS
    + r"))?|" + _TEENS_WORDS + r"|" + _UNITS_WORDS + r"))?")
#: A day in words and "of" before a month ("the third of March").
_SPOKEN_DAY_BEFORE = _regex.compile(
    r"(?<![\w-])(?P<day>" + _DAY_WORDS + r")[ \t]+of[ \t]+\Z"
    # without "of", only a compound day ("seen twenty-second Feb"): "second March visit"
    r"|(?<![\w-])(?P<day>(?:twenty|thirty)[- ](?:" + _UNIT_ORDINALS + r"))[ \t]+\Z", _I)
#: A day of the month as a cardinal number in words, which needs a year in words after
#: it ("June twelve nineteen forty one").
_CARDINAL_DAY_WORDS = (r"(?:twenty[- ](?:" + _UNITS_WORDS + r")|thirty[- ]one|twenty|thirty|"
                       + _TEENS_WORDS + "|" + _UNITS_WORDS + ")")
#: A count before such a day makes it a fraction ("a third of May patients").
_FRACTION_COUNT_BEFORE = _regex.compile(
    r"(?<![\w-])(?:a|an|" + _UNITS_WORDS + r"|ten)[ \t]+\Z", _I)
#: A day in words after a month, and a year in words after it ("march third twenty
#: twenty six", "May fifth, nineteen eighty two", "January the fourteenth").
_SPOKEN_DAY = _regex.compile(
    r"[ \t]+(?:(?:the[ \t]+)?(?P<ord>" + _DAY_WORDS + r")(?![\w-])"
    r"(?P<year>,?[ \t]+(?:" + _YEAR_WORDS + r")(?![\w-]))?"
    r"|" + _CARDINAL_DAY_WORDS + r"(?P<cyear>,?[ \t]+(?:" + _YEAR_WORDS + r")(?![\w-])))",
    _I)
#: A second day after a month's day, closing a range ("Jan 12–16", "Mar 3-5, 2026").
_DAY_RANGE_AFTER = _regex.compile(r"[ \t]*[-\u2013][ \t]*(?P<day>\d{1,2})(?![\d\w]|[.:/]\d)")
#: The first day of a range before the day that a month's name follows ("22-23 April").
_DAY_RANGE_BEFORE = _regex.compile(r"(?<![\w./,:-])(?P<day>\d{1,2})[-\u2013]\Z")
#: A night's two days before a month's name ("the night of 22/23 April 2024").
_NIGHT_BEFORE_MONTH = _regex.compile(
    r"(?<![\w./,:-])(?P<first>\d{1,2})/(?P<day>\d{1,2})[ \t]+\Z")
#: A second month name with a year after a month and a dash, slash or "to": the first
#: month opens a range ("Sept\u2013Dec 2026", "Jan-Mar 2024", "Oct/Nov 2022"); a
#: lower-case "may" or "march" only before a dash or a slash.
_MONTH_RANGE_AFTER = _regex.compile(
    r"[ \t]*(?P<joint>[-\u2013/]|to|thru|through)[ \t]*(?P<month>[A-Za-z]{3,9})\.?,?[ \t]+"
    r"(?:\d{4}|['\u2019]\d{2})(?!\d)", _I)
#: How two months of a span are joined: a dash, glued or spaced, or a word ("May-June",
#: "Feb - Apr", "March to May", "between Feb and Apr").
_MONTH_JOINT = r"(?:[-\u2013]|[ \t]{1,3}(?:[-\u2013]|to|thru|through|till|until|and)[ \t]{1,3})"
#: A second capitalised month so joined after a capitalised month.
_MONTH_PAIR_AFTER = _regex.compile(
    r"\.?" + _MONTH_JOINT + r"(?P<month>\p{Lu}[a-z]{2,8})\.?(?![\w-])")
#: ... and the first, before such a second month.
_MONTH_PAIR_BEFORE = _regex.compile(
    r"(?<![\w-])(?P<month>\p{Lu}[a-z]{2,8})\.?" + _MONTH_JOINT + r"\Z")
_AFTER_MONTH = _regex.compile(
    r"(?:(?P<dsep>[ \t]*[-/,]?[ \t]*)(?P<day>\d{1,2})(?P<ord>st|nd|rd|th)?(?![\d\w]|[.:]\d)"
    r"(?:(?:(?P<ysep>,?[ \t]*['\u2019]|,[ \t]*|[ \t]*[-/.][ \t]*)(?P<year>\d{4}|\d{2})"
    r"|(?P<ysep4>[ \t]+)(?P<year4>\d{4}))(?![\d\w]|[.:,/]\d))?"
    r"|(?P<y2sep>[ \t]+of[ \t]+|,?[ \t]*[-/.,]?[ \t]*)(?P<year2>\d{4})(?![\d\w]|[.:,]\d)"
    r"|(?P<y3sep>[ \t]?['\u2019])(?P<year3>\d{2})(?![\d\w]|[.:,]\d))", _I)
#: A plural after a number: what it counts ("January, 2 kids").
_COUNTED_PLURAL_AFTER = _regex.compile(r"[ \t]+(?:\p{Ll}{1,20}s|children|people|men|women)(?![\w])")
#: Further days of a list after a month's first two ("July 19, 20, 22", "Mar 13, 15 and
#: 19"): the second number is then a day as well, no two-digit year.
_MORE_DAYS = _regex.compile(
    r"(?:[ \t]*(?:,[ \t]*and|,|&|and)[ \t]*\d{1,2}(?![\d\w]|[.:/]\d))+", _I)
_YEAR_AFTER_MONTH = _regex.compile(
    r"(?P<sep>,?[ \t]*['\u2019]|,[ \t]*|[ \t]*[-/.][ \t]*|[ \t]*(?=\d{4}))"
    r"(?P<year>\d{4}|\d{2})(?![\d\w]|[.:,/]\d)", _I)
_SHORT_YEAR_AFTER_MONTH = _regex.compile(r"[ \t]+\d{2}(?![\d\w]|[.:,/]\d)")
_DAY_BEFORE_MONTH = _regex.compile(
    r"(?<![\w.,/:'\u2019#])(?P<day>\d{1,2})(?P<ord>st|nd|rd|th)?"
    r"(?P<sep>[ \t]+of[ \t]+|[ \t]*-[ \t]*|[ \t]+|[/.]|)\Z", _I)
_YEAR_BEFORE_MONTH = _regex.compile(
    r"(?<![\w.,/:'\u2019])(?P<year>\d{4}|['\u2019]\d{2})(?P<sep>[ \t]*[-/.]?[ \t]*)\Z", _I)
_WEEKDAY_BEFORE = _regex.compile(
    r"(?<![^\W\d_])(?:" + _WEEKDAY_ALT + r")\.?,?[ \t]+(?:the[ \t]+)?\Z", _I)
#: Before an ordinal, "Sat"/"Sun"/"Mon" alone are too ambiguous ("O2 sat 3rd attempt").
_FULL_WEEKDAY_BEFORE = _regex.compile(
    r"(?<![^\W\d_])(?:" + _FULL_WEEKDAY_ALT + r"|"
    r"(?:tues|weds|thurs|thur|mon|tue|wed|thu|fri|sat|sun)(?:\.,?|,|(?P<bare>(?=[ \t]+the[ \t]))))"
    r"[ \t]+(?:the[ \t]+)?\Z",
    _I)
#: A weekday's abbreviation capitalised, right before an ordinal that closes its
#: phrase ("hui held Fri 15th with pt", "booked for Mon 29th.").
_TITLED_WEEKDAY_BEFORE = _regex.compile(
    r"(?<![^\W\d_])(?:Mon|Tues?|Weds?|Thu(?:rs?)?|Fri|Sat|Sun)\.?[ \t]+\Z")
#: "Sat"/"Sun" capitalised as weekdays are, right before a pair ("Sat 5/17").
_WEEKEND_BEFORE = _regex.compile(r"(?<![^\W\d_])(?:Sat|Sun)\.?,?[ \t]+\Z")
#: "sat" or "sun" alone at the start of a line, before a month/day closing it.
_WEEKEND_LINE_BEFORE = _regex.compile(r"(?:^|(?<=\n))[ \t]*(?:sat|sun)\.?,?[ \t]+\Z", _I)
_LINE_CLOSES = _regex.compile(r"[ \t]*(?:\r?\n|\Z)")
#: A clock time after a month/day: four digits of a 24-hour clock or hours and minutes.
_CLOCK_AFTER = _regex.compile(r"[ \t]+(?:@[ \t]*)?(?:[01]\d|2[0-3]):?[0-5]\d(?![\d:])")
_THE_BEFORE = _regex.compile(r"(?<![\w])the[ \t]+\Z", _I)
_SEASON_BEFORE = _regex.compile(
    r"(?<![\w])(?:spring|summer|fall|autumn|winter|early|mid|late|beginning[ \t]+of|"
    r"end[ \t]+of|middle[ \t]+of|(?-i:Q[1-4])|(?:first|second|third|fourth|1st|2nd|3rd|4th|"
    r"last)[ \t]+quarter|(?:week|wk)[ \t]*\d{1,2})"
    r",?(?:[ \t]*-[ \t]*|[ \t]+)(?:of[ \t]+|in[ \t]+)?\Z", _I)
#: A year with its ISO week or its quarter glued on: "2026-W14", "2026W141", "2025-Q4".
_YEAR_PERIOD = _regex.compile(
    r"(?<![\w.,/\-])(?:19|20)\d\d(?:-?W(?:0[1-9]|[1-4]\d|5[0-3])(?:-?[1-7])?|-?Q[1-4])(?![\w])")
#: A day, a month and a year each closed by a dot and a blank, as Czech, Slovak,
#: German and Polish hands write them ("7. 10. 2024").
_SPACED_DOTTED_DATE = _regex.compile(
    r"(?<![\w.])(\d{1,2})\.[ ](\d{1,2})\.[ ]((?:19|20)\d\d)(?![\w]|[.,]\d)")
_BIRTH_BEFORE = _regex.compile(
    r"(?<![\w])(?:born(?:[ \t]+in)?|b\.|birth[ \t]*year|year[ \t]+of[ \t]+birth|yob|dob|"
    r"d\.o\.b\.?)[ \t]*:?[ \t]*\Z", _I)

#: Month names of other languages (lower case; accents as written and without them):
#: Spanish, Portuguese, French, Italian, German, Dutch, Polish, Swedish, Danish, Romanian,
#: Indonesian and Malay, Finnish and Czech in the case a date takes, and Turkish;
#: Polish and Czech also as a month is named alone and "in" it ("w marcu 2019", "v
#: březnu").
_FOREIGN_MONTHS: dict[str, int] = {name: number for number, names in enumerate((
        "enero janeiro janvier gennaio januar jänner januari stycznia ianuarie tammikuuta"
        " ledna ocak styczeń styczen styczniu leden lednu",
        "febrero fevereiro février fevrier febbraio februar februari lutego februarie"
        " helmikuuta února şubat luty lutym únor unor únoru",
        "marzo março marco mars marts märz maerz maart marca martie maret maaliskuuta března"
        " mart marzec marcu březen březnu",
        "abril avril aprile kwietnia aprilie huhtikuuta dubna nisan kwiecień kwiecien"
        " kwietniu duben dubnu",
        "mayo maio mai maggio mei maja maj toukokuuta května mayıs maju květen květnu",
        "junio junho juin giugno juni czerwca iunie kesäkuuta června haziran czerwiec"
        " czerwcu červen červnu",
        "julio julho juillet luglio juli lipca iulie julai heinäkuuta července temmuz lipiec"
        " lipcu červenec červenci",
        "agosto août aout augustus sierpnia augusti agustus ogos elokuuta srpna ağustos"
        " sierpień sierpien sierpniu srpen srpnu",
        "septiembre setiembre setembro septembre settembre września wrzesnia septembrie"
        " syyskuuta září eylül wrzesień wrzesien wrześniu wrzesniu",
        "octubre outubro octobre ottobre oktober października pazdziernika octombrie"
        " lokakuuta října ekim październik pazdziernik październiku pazdzierniku říjen"
        " říjnu",
        "noviembre novembro novembre listopada noiembrie marraskuuta listopadu kasım"
        " listopad listopadzie",
        "diciembre dezembro décembre decembre dicembre dezember grudnia decembrie desember"
        " disember joulukuuta prosince aralık grudzień grudzien grudniu prosinec"),
    start=1)
    for name in names.split()}
_FOREIGN_MONTH_ALT = "|".join(sorted(_FOREIGN_MONTHS, key=len, reverse=True))
#: Months that Norwegian, Danish or Swedish spell as English does, after a day said in
#: their words ("andre november").
_MONTHS_SPELT_AS_IN_ENGLISH = {"april": 4, "august": 8, "september": 9, "november": 11,
                               "december": 12}
#: "15 mars 2025", "3 de mayo de 2024", "1er juin", "12. März 2024", "março de 2023",
#: "agosto/2024".
_FOREIGN_DATE = _regex.compile(
    r"(?<![\w.,/:])(?:\d{1,2}(?:er|º|°|\.)?[ \t]+(?:de[ \t]+)?"
    r"(?P<month>" + _FOREIGN_MONTH_ALT + r")(?:[ \t]+(?:de[ \t]+|del[ \t]+)?(?:19|20)\d\d)?"
    r"|(?P<month2>" + _FOREIGN_MONTH_ALT + r")(?:[ \t]+(?:de[ \t]+|del[ \t]+)?|[/-])"
    r"(?:19|20)\d\d)"
    r"(?![\w])", _I)

#: Months abbreviated in those languages where the letters are no English month's:
#: Spanish, Portuguese, Italian, French, Dutch and German; Malay writes March "Mac"
#: and Malay, Indonesian and Norwegian December "Des".
_FOREIGN_MONTH_ABBREVIATIONS: dict[str, int] = {
    "ene": 1, "gen": 1, "janv": 1, "fev": 2, "fév": 2, "févr": 2, "fevr": 2, "mär": 3,
    "mrt": 3, "abr": 4, "avr": 4, "mai": 5, "mag": 5, "mei": 5, "giu": 6, "juin": 6,
    "lug": 7, "juil": 7, "ago": 8, "août": 8, "set": 9, "okt": 10, "out": 10, "ott": 10,
    "dic": 12, "dez": 12, "déc": 12, "mac": 3, "des": 12}
#: ... those that are no English word either, which a year alone may follow.
_FOREIGN_MONTH_WORDLESS = ("ene", "janv", "fev", "fév", "févr", "fevr", "mär", "mrt",
                           "abr", "avr", "giu", "lug", "juil", "okt", "ott", "dic", "dez",
                           "déc")
#: "15/ene/2025", "03-dic-2024", "12.okt.2024", "(dic 2024)", "mrt. 2025": the day,
#: the month and the year joined alike, or the month and a year.
_FOREIGN_ABBREVIATED_DATE = _regex.compile(
    r"(?<![\w.,/:])(?:\d{1,2}(?P<sep>[/.\- ])(?P<month>"
    + "|".join(sorted(_FOREIGN_MONTH_ABBREVIATIONS, key=len, reverse=True))
    + r")\.?(?P=sep)(?:19|20)\d\d|(?P<month2>"
    + "|".join(sorted(_FOREIGN_MONTH_WORDLESS, key=len, reverse=True))
    + r")\.?[ \t]+(?:de[ \t]+)?(?:19|20)\d\d)(?![\w])", _I)

#: Words before a month named alone in another language that say since, until, in,
#: at the start, middle or end of it, in Dutch, German, French, Spanish, Portuguese,
#: Italian, the Scandinavian languages, Polish, Indonesian and Malay ("sinds februari",
#: "seit März", "depuis février", "desde febrero", "dal marzo", "sejak Maret").
_FOREIGN_MONTH_CUES = (
    "sinds", "sedert", "vanaf", "eind", "begin", "medio", "midden", "seit", "anfang",
    "mitte", "ende", "depuis", "début", "desde", "hasta", "principios", "finales",
    "mediados", "até", "início", "inicio", "meados", "dal", "dalla", "fino", "inizio",
    "sedan", "från", "siden", "sejak", "sampai", "bulan")
#: ... and words that say "in" there, or such a word written without its accent, that
#: are English words or letters too, before which a month that is also a name or a
#: word stays ("in Mars", "in Marco's room", "ate mayo", "OD mai").
_FOREIGN_MONTH_WEAK_CUES = ("in", "im", "en", "em", "i", "ate", "fran", "debut", "od")
_FOREIGN_MONTHS_ALSO_WORDS = frozenset((
    "marco", "mars", "mai", "mei", "maj", "maja", "julio", "juli", "mayo", "mart", "nisan",
    "ekim", "maret"))
_FOREIGN_BARE_MONTH = _regex.compile(
    r"(?<![\w'’])(?P<cue>" + "|".join(
        sorted(_FOREIGN_MONTH_CUES + _FOREIGN_MONTH_WEAK_CUES, key=len, reverse=True))
    + r")[ \t]{1,3}(?P<month>" + _FOREIGN_MONTH_ALT + r")(?![\w])", _I)

#: The days of a month said in Spanish and Portuguese words.
_SPOKEN_DAY_WORDS = (
    "uno primero dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce "
    "quince dieciséis dieciseis diecisiete dieciocho diecinueve veinte veintiuno "
    "veintidós veintidos veintitrés veintitres veinticuatro veinticinco veintiséis "
    "veintiseis veintisiete veintiocho veintinueve treinta um primeiro dois três quatro "
    "sete oito nove dez onze doze treze catorze quatorze quinze dezesseis dezasseis "
    "dezessete dezassete dezoito dezenove dezanove vinte trinta")
_SPOKEN_DAYS_ABROAD = _SPOKEN_DAY_WORDS.split()
_SPOKEN_DAY_ALT = "|".join(sorted(_SPOKEN_DAYS_ABROAD, key=len, reverse=True))
_SPOKEN_DAY_SET = frozenset(_SPOKEN_DAYS_ABROAD)
#: Weekdays in Spanish and Portuguese, before a day said in words ("lunes dieciocho").
_SPANISH_WEEKDAYS = ("lunes", "martes", "miércoles", "miercoles", "jueves", "viernes",
                     "sábado", "sabado", "domingo")
_PORTUGUESE_WEEKDAYS = ("segunda", "terça", "terca", "quarta", "quinta", "sexta")
_WEEKDAYS_ABROAD = frozenset(_SPANISH_WEEKDAYS + _PORTUGUESE_WEEKDAYS)
#: The days of a month said in Swedish, Norwegian and Danish words, whose months
#: are spelt as in English or not ("andre november", "tolvte mars").
_NORDIC_SPOKEN_DAY_WORDS = (
    "första andra tredje fjärde femte sjätte sjunde åttonde nionde tionde elfte tolfte "
    "trettonde fjortonde femtonde sextonde sjuttonde artonde nittonde tjugonde "
    "tjugoförsta tjugoandra tjugotredje tjugofjärde tjugofemte tjugosjätte tjugosjunde "
    "tjugoåttonde tjugonionde trettionde trettioförsta første annen andre anden fjerde "
    "sjette sjuende syvende åttende niende tiende ellevte tolvte ottende trettende "
    "fjortende femtende sekstende syttende attende nittende tjuende tjueførste "
    "tjueandre tjuetredje tjuefjerde tjuefemte tjuesjette tjuesjuende tjueåttende "
    "tjueniende trettiende trettiførste tyvende enogtyvende toogtyvende treogtyvende "
    "fireogtyvende femogtyvende seksogtyvende syvogtyvende otteogtyvende niogtyvende "
    "tredivte enogtredivte")
#: The days of a month said in French, Italian, Polish, Swedish, Norwegian, Danish,
#: German and Dutch words, which their month's name follows without "de" ("tolvte
#: mars", "am zwölften Februar", "de twaalfde maart"): the words (and the first word
#: of each compound).
_BARE_SPOKEN_DAY_WORDS = (
    "premier un deux trois quatre cinq six sept huit neuf dix onze douze treize "
    "quatorze quinze seize vingt trente primo uno due tre quattro cinque sei sette "
    "otto nove dieci undici dodici tredici quattordici quindici sedici diciassette "
    "diciotto diciannove venti ventuno ventidue ventitré ventitre ventiquattro "
    "venticinque ventisei ventisette ventotto ventinove trenta trentuno pierwszego "
    "drugiego trzeciego czwartego piątego szóstego siódmego ósmego dziewiątego "
    "dziesiątego jedenastego dwunastego trzynastego czternastego piętnastego "
    "szesnastego siedemnastego osiemnastego dziewiętnastego dwudziestego trzydziestego "
    "ersten zweiten dritten vierten fünften sechsten siebten achten neunten zehnten "
    "elften zwölften dreizehnten vierzehnten fünfzehnten sechzehnten siebzehnten "
    "achtzehnten neunzehnten zwanzigsten einundzwanzigsten zweiundzwanzigsten "
    "dreiundzwanzigsten vierundzwanzigsten fünfundzwanzigsten sechsundzwanzigsten "
    "siebenundzwanzigsten achtundzwanzigsten neunundzwanzigsten dreißigsten "
    "einunddreißigsten eerste tweede derde vierde vijfde zesde zevende achtste negende "
    "elfde twaalfde dertiende veertiende vijftiende zestiende zeventiende achttiende "
    "negentiende twintigste eenentwintigste tweeëntwintigste drieëntwintigste "
    "vierentwintigste vijfentwintigste zesentwintigste zevenentwintigste "
    "achtentwintigste negenentwintigste dertigste eenendertigste"
    " " + _NORDIC_SPOKEN_DAY_WORDS)
_BARE_SPOKEN_DAYS = _BARE_SPOKEN_DAY_WORDS.split()
#: ... with the French compounds ("dix-sept", "vingt-et-un") and the Polish ones
#: ("dwudziestego czwartego").
_BARE_SPOKEN_DAY_ALT = (
    r"(?:dix|vingt|trente)(?:-et-un|-(?:deux|trois|quatre|cinq|six|sept|huit|neuf))?"
    r"|(?:dwudziestego|trzydziestego)[ \t]+(?:pierwszego|drugiego|trzeciego|czwartego"
    r"|piątego|szóstego|siódmego|ósmego|dziewiątego)|"
    + "|".join(sorted(_BARE_SPOKEN_DAYS, key=len, reverse=True)))
#: The words that open such a date.
_SPOKEN_HEADS = _SPOKEN_DAY_SET | _WEEKDAYS_ABROAD | frozenset(_BARE_SPOKEN_DAYS)
#: "el doce de febrero", "vinte e um de março de 2024", "lunes dieciocho": a day said
#: in words with "de" and a month's name, or after a weekday; "vingt-trois octobre",
#: "diciotto luglio", "dwudziestego czwartego września": a day said in words before its
#: month's name.
_SPOKEN_DATE_ABROAD = _regex.compile(
    r"(?<![\w])(?:(?:" + _SPOKEN_DAY_ALT + r")(?:[ \t]+(?:y|e)[ \t]+(?:uno|um|dos|dois))?"
    r"[ \t]+de[ \t]+(?P<month>" + _FOREIGN_MONTH_ALT + r")(?:[ \t]+(?:de|del)[ \t]+(?:19|20)\d\d)?"
    r"|(?:" + "|".join(sorted(_WEEKDAYS_ABROAD, key=len, reverse=True)) + r")[ \t]+(?:"
    + _SPOKEN_DAY_ALT + r")"
    # (or its day in digits: "programado para el lunes 18", "sexta-feira 7")
    r"|(?:" + "|".join(_SPANISH_WEEKDAYS) + r"|(?:" + "|".join(_PORTUGUESE_WEEKDAYS)
    + r")-feira)[ \t]+(?:3[01]|[12]\d|0?[1-9])"
    r"(?![\w:/%-]|[.,]\d)"
    r"|(?:(?:" + _BARE_SPOKEN_DAY_ALT + r")[ \t]+(?P<bare>" + _FOREIGN_MONTH_ALT + r")"
    r"|(?:" + "|".join(_NORDIC_SPOKEN_DAY_WORDS.split()) + r")[ \t]+(?P<shared>"
    + "|".join(_MONTHS_SPELT_AS_IN_ENGLISH) + r"))"
    r"(?:[ \t]+(?:19|20)\d\d)?)(?![\w])", _I)

#: Dates of the Hebrew and the Islamic calendars, which Israeli and Muslim records add
#: to the civil date ("25 Adar 5786", "14 Ramadan 1447 AH"): a day and the month, and
#: the year where the month's name is short ("3 Av 5786"; "3 Av" alone may be an avenue).
_LUNAR_DATE = _regex.compile(
    r"(?<![\w.,/:])\d{1,2}[ \t]+(?:"
    r"(?:Tishrei|Tishri|Cheshvan|Heshvan|Marcheshvan|Kislev|Tevet|Shevat|Shvat"
    r"|Adar(?:[ \t]+(?:II|I|Aleph|Bet|Sheni|Rishon)(?![\w]))?|Nisan|Iyar|Iyyar|Sivan|Tammuz"
    r"|Tamuz|Elul)(?:[ \t]+5[67]\d\d)?|Av[ \t]+5[67]\d\d"
    r"|(?:Muharram|Safar|Rabi[\u02bb'\u2019]?[ \t-]?(?:al|ul|el)[ \t-]?(?:Awwal|Thani|Akhir)"
    r"|Jumada[ \t-]?(?:al|ul)[ \t-]?(?:Awwal|Ula|Thani|Akhirah|Akhir)|Rajab"
    r"|Sha[\u02bb'\u2019]?ban|Ramadan|Ramazan|Shawwal"
    r"|Dhu[ \t-]?al[ \t-]?(?:Qa[\u02bb'\u2019]?dah|Hijjah))(?:[ \t]+14\d\d(?:[ \t]*AH)?)?)"
    r"(?![\w])", _I)
#: The tokens (lower case) that let ``_LUNAR_DATE`` match: every month's word, Sha'ban
#: with each apostrophe the pattern takes.
_LUNAR_MONTH_WORDS = frozenset({
    "tishrei", "tishri", "cheshvan", "heshvan", "marcheshvan", "kislev", "tevet", "shevat",
    "shvat", "adar", "nisan", "iyar", "iyyar", "sivan", "tammuz", "tamuz", "elul", "av",
    "muharram", "safar", "rabi", "jumada", "rajab", "sha'ban", "sha\u2019ban", "sha\u02bbban",
    "shaban", "ramadan", "ramazan", "shawwal", "dhu"})

_PUNCT_STRIP = ".,;:()[]{}=<>\"'*!?\u2019-~"
_CONNECTORS = frozenset({"", "-", "or", "and", "&", "to", "thru", "through", ",", "/"})
#: A day's value between two days of a row ("10/9 162, 10/10"): a number and a comma.
_VALUE_BETWEEN_DAYS = _regex.compile(r"[ \t]{1,3}\d{1,4}(?:\.\d{1,2})?[ \t]{0,2}[,;][ \t]{1,3}")
#: Words joining the first and the last day of a range, in the languages whose month
#: names the recognizer reads ("3/2 to 3/9/24", "02/10 a 05/10/2024", "du 2/10 au 5/10").
_RANGE_JOINTS = frozenset({"-", "\u2013", "to", "thru", "through", "until", "till", "a",
                           "al", "au", "bis", "tot", "até", "ate", "hasta"})
_MONTH_STEMS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov",
                "dec")


def _norm(chunk: str) -> str:
    return chunk.strip(_PUNCT_STRIP).lower()


_SPLIT_TABLE = str.maketrans({ch: " " for ch in "()[]{},="})


def _words_of(chunk: str) -> list[str]:
    """Words of a whitespace chunk: "TRACH(PLACED" -> ["trach", "placed"]."""
    return [w for w in (_norm(p) for p in chunk.translate(_SPLIT_TABLE).split()) if w]


def _ends_sentence(chunk: str) -> bool:
    core = chunk.rstrip(")]\"'\u2019")
    if core.endswith(";"):
        return True
    return core.endswith(".") and "." not in core[:-1] and len(core) > 2


@dataclass(frozen=True, slots=True)
class _Context:
    prev: tuple[str, ...]  # up to three preceding words in this sentence, nearest last
    glued_before: str      # non-space text glued to the left of the candidate
    next_word: str         # normalised following word ("" at the end of a phrase)
    glued_after: str       # non-space text glued to the right of the candidate
    line_start: bool       # only punctuation between the line start and the candidate
    word_after_next: str = ""  # the word after ``next_word`` on the same line

    @property
    def prev1(self) -> str:
        return self.prev[-1] if self.prev else ""


def _parse_date_cached(text: str) -> DateParts | None:
    """:func:`parse_date` for the recognizer: the same header dates (a birth date, an
    admission date) and date strings recur document after document. Only short strings
    are remembered (longer ones are no single date anyway)."""
    return _parse_short_date(text) if len(text) <= 80 else parse_date(text)


@lru_cache(maxsize=4096)
def _parse_short_date(text: str) -> DateParts | None:
    return parse_date(text)


def _glued_before(text: str, start: int) -> str:
    """The non-space text glued to the left of ``start`` (as ``_context`` sees it)."""
    left = text[max(0, start - 48):start]
    k = len(left)
    while k > 0 and not left[k - 1].isspace():
        k -= 1
    return left[k:]


#: A list item's marker opening a line: a dash, a bullet or a number with its stop.
_LIST_ITEM_OPENS = _regex.compile(r"[ \t]*(?:[-*\u2022\u00b7]|\d{1,2}[.)])[ \t]")


def _closes_aside(text: str, start: int) -> bool:
    """The words from ``start`` close an aside in brackets opened earlier on their line
    with words of its own before them ("(per chart, drawn the fifteenth)"), not a
    list's or a heading's marker ("the fifth)")."""
    line_start = text.rfind("\n", 0, start) + 1
    opened = text.rfind("(", line_start, start)
    if opened < 0 or ")" in text[opened:start]:
        return False
    return any(c.isalpha() for c in text[opened + 1:start])


def _context(text: str, start: int, end: int) -> _Context:
    lo = max(0, start - 48)
    left = text[lo:start]
    k = len(left)
    while k > 0 and not left[k - 1].isspace():
        k -= 1
    glued_before = left[k:]
    chunks = left[:k].split()
    if lo > 0 and chunks and not left[0].isspace():
        chunks = chunks[1:]  # the window cut this one
    chunks = chunks[-3:]
    if glued_before.strip(_PUNCT_STRIP):
        chunks.append(glued_before)
    words: list[str] = []
    for chunk in reversed(chunks):
        if _ends_sentence(chunk) and (words or chunk is not glued_before):
            break
        words[:0] = _words_of(chunk)
        if len(words) >= 3:
            break
    prev = tuple(words[-3:])
    line_head = left[:k]
    nl = line_head.rfind("\n")
    # A window that holds no line break and does not reach the text start: mid-line.
    line_prefix = line_head[nl + 1:] if nl >= 0 else (line_head if lo == 0 else "x")
    line_start = not any(ch.isalnum() for ch in line_prefix) and not any(
        ch.isalnum() for ch in glued_before)
    if nl >= 0 and prev and _regex.match(_LIST_ITEM_OPENS, line_prefix) is not None and (
            _regex.match(_LIST_ITEM_OPENS, line_head[line_head.rfind("\n", 0, nl) + 1:nl])
            is not None):
        # ("- ibuprofen for pain\n- return 3/23 for suture removal": an item of a list
        # after another begins afresh; the words of the item before say nothing about
        # this one. Under a heading ("Pain:\n- 3/10") they do.)
        own = [w for chunk in (*line_prefix.split(), glued_before) for w in _words_of(chunk)]
        prev = prev[len(prev) - min(len(prev), len(own)):]
    if line_start and nl >= 0 and prev and _regex.match(_TIME_AFTER, text, end) is not None:
        # "MAP <65\n11/22 01:15 tomas ...": a line opened by a day and a time is an
        # entry of a log; the words of the line before say nothing about it
        prev = ()
    right = text[end:end + 40]
    # read only after "normal" ("1/2 normal saline"), "of" ("5/7 of this year") and the
    # part of a day a shift is
    word_after_next = ""
    m = 0
    while m < len(right) and not right[m].isspace():
        m += 1
    glued_after = right[:m]
    if glued_after:
        if glued_after[0] in ".,;:)]!?":
            next_word = ""
        else:
            pieces = _words_of(glued_after)
            next_word = pieces[0] if pieces else ""
    else:
        # (the next word on the same line: "5/13/24\nQuestions:" counts no questions)
        line = right.split("\n", 1)[0]
        rest = line.split()
        pieces = _words_of(rest[0]) if rest else []
        next_word = pieces[0] if pieces and rest[0][0] not in "([" else ""
        if rest and (rest[0].endswith(":") or ((line[:2] == "  " or line[:1] == "\t") and (
                rest[0][0].isupper() and not rest[0].isupper()))):
            # a label's colon, or a capitalised word past a column gap: the next field
            # begins ("06/21/24   Unit: Medic 14", "3/4/24 Dose: 2"), no unit of this value
            next_word = ""
        if rest and rest[0].endswith("%") and rest[0][:-1].replace(".", "").isdigit():
            next_word = "%"
        if (next_word in ("normal", "of") or next_word in _SHIFT_PARTS) and len(rest) > 1:
            after = _words_of(rest[1])
            word_after_next = after[0] if after else ""
    return _Context(prev, glued_before, next_word, glued_after, line_start, word_after_next)


def _is_unit(ctx: _Context) -> bool:
    if ctx.glued_after[:1] in ("%", "+", "^", "x", "X", '"', "\u2033"):
        return True  # a percentage, a power, a product, inches ('20G 3/4" needle')
    word = ctx.next_word
    if not word:
        return False
    if word == "normal":
        # "1/2 normal saline" is a strength of saline; "CT 10/5/24 normal" a dated result
        return ctx.word_after_next in _SALINE_WORDS
    if word in _SHIFT_PARTS and ctx.word_after_next in ("shift", "shifts"):
        return False  # "Staffing sheets for 6/18 day shift": the day a shift was worked
    return word in _UNIT_WORDS or word.split("/")[0] in _UNIT_WORDS


#: Words before British and Australian duration shorthand, "n/7" days, "n/52" weeks and
#: "n/12" months ("prednisolone od 5/7", "review in 6/52", "sick note 2/52"): dosing
#: frequencies, and for months also the prepositions of a span of time.
_DOSING_FREQUENCIES = frozenset(
    {"od", "bd", "tds", "qds", "bid", "tid", "qid", "nocte", "mane", "daily", "prn", "stat"})
_SPAN_WORDS = frozenset(
    {"for", "in", "over", "after", "within", "post", "x", "note", "phase"})
#: Labels of a complaint's history before months of it ("Hx: 3/12 cough").
_HISTORY_LABELS = frozenset({"hx", "history", "c/o", "co"})
#: Words naming a note that grants leave for a span ("sick note 2/52", "fit note 3/12").
_LEAVE_NOTES = frozenset({"sick", "fit", "med", "med3", "medical", "work", "school", "off"})
#: The units of an age before its months ("3 yrs 8/12").
_AGE_UNITS = frozenset({"yrs", "yr", "years", "year", "y", "yo"})
#: Words after the shorthand: "3/7 hx of cough", "2/52 ago", "2/52 more".
_DURATION_AFTER = frozenset({"hx", "history", "hist", "ago", "duration", "course", "only",
                             "more", "longer", "supply"})
#: Words of a review to come before "n/12" ("Review 6/12", "TCU 3/12", "f/u call 3/12"):
#: in months where the document writes its full dates day first, as British and
#: Commonwealth notes do; elsewhere the day of the review ("review 3/12" in March).
_REVIEWS = frozenset({"review", "rv", "r/v", "f/u", "fu", "follow-up", "followup", "tcu",
                      "check", "recall", "call", "reassess", "reassessment"})
#: Complaints and the words that open one: "2/7 productive cough", "5/7 fever" say
#: for how long (a day would be written "on 2/7").
_COMPLAINTS = frozenset({
    "cough", "coughing", "fever", "fevers", "feverish", "febrile", "dysuria", "polyuria",
    "frequency", "vomiting", "vomit", "diarrhoea", "diarrhea", "sob", "dyspnoea",
    "breathlessness", "headache", "headaches", "rigors", "chills", "malaise", "lethargy",
    "dizziness", "wheeze", "wheezing", "palpitations", "haematuria", "hematuria", "rash",
    "jaundice", "confusion", "abdo", "abdominal", "chest", "epigastric", "sore", "loose",
    "productive", "dry", "increasing", "worsening", "progressive", "intermittent",
    "constant", "sx", "symptoms", "coryza", "myalgia", "myalgias",
    "anorexia", "melaena", "melena", "haematemesis", "hematemesis", "weakness",
    "micturition",
})
#: Words after "of" that make "n/7 of" a day of a period: "5/7 of this year".
_OF_A_PERIOD = frozenset({"this", "last", "next", "that", "each", "every"})
#: Words before "n/7 of" or "n/52" that make it a day: "seen 5/7 of", "DOB 3/52".
_ON_A_DAY = frozenset({"on", "seen", "since", "from", "until", "till", "by", "dob", "dated"})
#: Words after weeks since an operation: "10/52 post op", "6/52 postop".
_AFTER_AN_OPERATION = frozenset({"post", "postop", "post-op", "po"})
#: What a patient is kept from, or a wait, before months of it ("No driving 3/12",
#: "off work 2/12", "pending 2/12").
_HELD_ACTIVITIES = frozenset({
    "driving", "drive", "lifting", "lift", "work", "sport", "sports", "swimming", "swim",
    "gym", "flying", "fly", "bathing", "exercise", "pending"})
#: Words before "n/12 of" that make it months of something ("with 3/12 of PR bleeding").
_MONTHS_OF = frozenset({"with", "x", "for", "over", "approx"})


#: Words of a course of treatment before "day n/m" ("OD (day 3/7)", "q8h day 3/5").
_COURSE_WORDS = _DOSING_FREQUENCIES | frozenset(
    {"iv", "po", "im", "sc", "ev", "die", "q6h", "q8h", "q12h", "q24h", "mg", "g", "abx"})


def _course_day(va: int, vb: int, ctx: _Context) -> bool:
    """"(day 3/7)", "q8h day 3/5": the day of a course of so many days."""
    return ctx.prev1 == "day" and 1 <= va <= vb <= 21 and (
        ctx.glued_after.startswith(")") or not _COURSE_WORDS.isdisjoint(ctx.prev[:-1]))


#: An eye after a visual acuity ("VA 6/9 R", "20/40 OS"), and the words before one.
_EYE_SIDES = frozenset({"r", "l", "re", "le", "od", "os", "ou"})
_ACUITY_CUES = frozenset({"va", "bcva", "ucva", "acuity", "acuities", "vision", "snellen",
                          "vacc", "vasc", "ph", "pinhole", "unaided", "aided"})
#: The lines of the metric Snellen chart, read at 6 metres, and one of them with an
#: arrow to the line read next (with a pinhole, with glasses).
_SNELLEN_LINES = frozenset({"5", "6", "9", "12", "18", "24", "36", "60"})
_SNELLEN_ARROW_BEFORE = _regex.compile(
    r"(?<![\d/])6/(?:" + "|".join(sorted(_SNELLEN_LINES, key=len, reverse=True))
    + r")[ \t]{0,3}(?:->|-->|\u2192|=>)[ \t]{0,3}\Z")


#: A fraction before the one read, and after it, in a list with commas or semicolons,
#: each item perhaps labelled by a word or two ("Attention 15/18, Memory 12/26").
_SCORE_ITEM_BEFORE = _regex.compile(
    r"(?<![\w/])(\d{1,3})/(\d{1,3})[ \t]*[,;][ \t]*(?:[A-Za-z][\w-]{0,20}[ \t]+){0,2}\Z")
_SCORE_ITEM_AFTER = _regex.compile(
    r"[ \t]*[,;][ \t]*(?:[A-Za-z][\w-]{0,20}[ \t]+){0,2}(\d{1,3})/(\d{1,3})(?![\w/])")
#: How many items a score list is read for on each side of the fraction.
_SCORE_LIST_REACH = 6


def _month_and_day(va: int, vb: int) -> bool:
    """A month and a day in either order ("3/14", "14/3"; not "15/18", "0/12")."""
    return (1 <= va <= 12 and 1 <= vb <= 31) or (1 <= va <= 31 and 1 <= vb <= 12)


def _no_date(a: str, b: str) -> bool:
    """Neither month/day nor day/month: "15/18", "0/12", "71/100"."""
    return not _month_and_day(int(a), int(b))


def _in_score_list(text: str, start: int, end: int) -> bool:
    """The fraction at ``start`` is an item of a list of fractions, one of which no date
    can be: a test's subscores or a schedule's hours ("(Attention 15/18, Memory 12/26,
    Fluency 8/14, Language 22/26)", "Artesunate 0/12, 12/12, 24/12"). A list of days
    ("6/24, 6/27, 7/1") has no such item."""
    at = start
    for _ in range(_SCORE_LIST_REACH):
        # (the item ends where the last one began: "\Z" holds at ``at``, and the look
        # behind sees the text before the window, so "15/18" is never read as "5/18")
        m = _regex.search(_SCORE_ITEM_BEFORE, text, max(0, at - 40), at)
        if m is None:
            break
        if _no_date(m.group(1), m.group(2)):
            return True
        at = m.start()
    at = end
    for _ in range(_SCORE_LIST_REACH):
        m = _regex.match(_SCORE_ITEM_AFTER, text, at)
        if m is None:
            break
        if _no_date(m.group(1), m.group(2)):
            return True
        at = m.end()
    return False


def _visual_acuity(a: str, b: str, ctx: _Context, after_arrow: bool = False) -> bool:
    """A visual acuity on Snellen's chart: the distance of 6 metres or 20 feet over the
    line read ("VA 6/9 R, 6/6 L", "20/40 OS"), before an eye or after an acuity's word;
    "seen 6/9 right after clinic" has neither, and "seen 6/9 R knee" a date's cue. A
    line of the metric chart after an eye or ``after_arrow`` from another is one too
    ("R  6/12  ->  6/9"; "on 6/12, 6/18" stays two days)."""
    if a == "6" and b in _SNELLEN_LINES and (ctx.prev1 in _EYE_SIDES or after_arrow):
        return True
    return a in ("6", "20") and (ctx.prev1 in _ACUITY_CUES or (
        ctx.next_word in _EYE_SIDES and not ctx.glued_after and ctx.prev1 not in _DATE_CUES))


def _duration_shorthand(va: int, vb: int, ctx: _Context) -> bool:
    """"5/7", "6/52", "3/12" written for 5 days, 6 weeks, 3 months; "7/7" after a
    dosing frequency for a whole week ("qid 7/7")."""
    if vb not in (7, 12, 52) or va > vb:
        return False
    if va == vb:
        return vb == 7 and ctx.prev1 in _DOSING_FREQUENCIES
    if ctx.next_word in _DURATION_AFTER or ctx.prev1 in _DOSING_FREQUENCIES:
        return True
    if vb == 52 and ctx.prev1 not in _ON_A_DAY and ctx.prev1 != "born":
        # weeks: no day is 52, and a month of 1952 is written so only where a day or a
        # birth is said ("S: 1/52 blocked nose", "DXT profile 1/52", "Cast 5/52",
        # "review 6/52"; "DOB 3/52", "seen 5/52 of" stay dates)
        return True
    if vb == 12 and ctx.prev1 in _HISTORY_LABELS and ctx.next_word in _COMPLAINTS and (
            not ctx.glued_after.strip()):
        return True  # "Hx: 3/12 cough": months of a complaint after its history's label
    if vb == 7 and ctx.next_word == "of" and not ctx.glued_after.strip() and (
            ctx.word_after_next not in _OF_A_PERIOD and ctx.prev1 not in _ON_A_DAY):
        # "2/7 of dysuria": how long ("seen 5/7 of this year", "on 5/7 of last year"
        # are days)
        return True
    if vb == 7 and ctx.next_word in _COMPLAINTS and not ctx.glued_after.strip() and (
            ctx.prev1 not in _ON_A_DAY and not ctx.line_start):
        # "2/7 productive cough", "hx: 3/7 polyuria"; "on 2/7 fever" is a day, and so is
        # one opening a line, as a dated entry does ("2/6 cough better")
        return True
    if ctx.prev1 == "tca":
        # "TCA 3/12": when to come back ("review 3/12" hangs on how the document writes
        # its dates: ``_shorthand_if_day_first``)
        return True
    if vb == 12 and ctx.prev1 in _HELD_ACTIVITIES:
        return True  # "No driving 3/12", "off work 2/12": for how long
    if ctx.prev1 == "pifu":
        return True  # "PIFU 6/12", a window the patient may call back in
    if vb == 12 and ctx.next_word == "of" and not ctx.glued_after.strip() and (
            ctx.prev1 in _MONTHS_OF and ctx.word_after_next not in _OF_A_PERIOD):
        return True  # "with 3/12 of intermittent PR bleeding": months of it
    if vb == 52 and ctx.next_word in _AFTER_AN_OPERATION:
        return True  # "10/52 post op": weeks since surgery (October 1952 is "10/1952")
    if vb == 12 and ctx.prev1 in _AGE_UNITS:
        return True  # "Age: 3 yrs 8/12": the months of a child's age
    if ctx.prev1 == "note" and (ctx.glued_after.startswith(":") or (
            len(ctx.prev) < 2 or ctx.prev[-2] not in _LEAVE_NOTES)):
        # "Note 2/12: client not home", "per Dr. Ferreira's note 2/12": the day a note
        # was written; "sick note 2/12" is leave for two months
        return False
    return vb == 12 and ctx.prev1 in _SPAN_WORDS and ctx.prev1 != "for"


def _shorthand_if_day_first(va: int, vb: int, cue: bool, ctx: _Context) -> bool:
    """British shorthand whose reading hangs on how the document writes its full dates
    (``_Pending.days_if_day_first``): days after a complaint ("burning micturition
    4/7,"), months after a review's word ("Review 3/12", "follow up 6/12")."""
    if ctx.glued_after not in ("", ",", ";", "."):
        return False
    if vb == 12 and va < 12:
        return ctx.prev1 in _REVIEWS or (ctx.prev1 == "up" and ctx.prev[-2:-1] == ("follow",))
    return vb == 7 and va < 7 and not cue and not ctx.line_start and ctx.prev1 in _COMPLAINTS


def _labelled_single_value(text: str, start: int, ctx: _Context) -> bool:
    """"T: 10/13/91": a label of one value and a colon before three numbers (when a
    dictation was typed); "T 12/10/40" without the colon stays a setting."""
    if ctx.prev1.rstrip(":") not in _SINGLE_VALUE_CUES:
        return False
    i = start  # back over the blanks, without copying the text before them
    while i > 0 and text[i - 1] in " \t":
        i -= 1
    return i > 0 and text[i - 1] == ":"


def _measure_before(ctx: _Context) -> bool:
    if ctx.prev1.endswith("%"):
        return True  # "FiO2 50% 8/5"
    prev = ctx.prev
    for n, word in enumerate(reversed(prev)):
        if word in _MEASURE_CUES and (word not in ("x", "t", "index") or n == 0):
            # "x" (times) only right before: "x 4/5"; "x 4 nights (6/27-7/1)" counts; so
            # "T" (a temperature): "T. Smith, PharmD 6/14/25" is an initial's; and so an
            # index ("index admission 3/12" is a day)
            k = len(prev) - 1 - n
            if n > 0 and k > 0 and prev[k - 1].isdigit() and word in _UNIT_WORDS:
                continue  # the unit of a number before ("< 1 hr, formalin 8/5/24")
            return True
        last = word.split("/")[-1]
        if last != "p" and last in _MEASURE_CUES and "/" in word:
            return True
    return False


def _no_pressure(ctx: _Context, a: str, b: str) -> bool:
    """A blood pressure's word is the nearest measure before a month and a day, which
    no pressure can be: no systolic pressure is 12 or less ("BP check 4/21"; "BP 94/61"
    is a pressure)."""
    pressure = next((w for w in reversed(ctx.prev) if w in _MEASURE_CUES), "") in (
        "bp", "sbp", "nibp", "abp")
    return pressure and len(a) <= 2 and len(b) <= 2 and 1 <= int(a) <= 12 and (
        1 <= int(b) <= 31)


#: A name, then a physician assistant's credential set off by commas or closing the
#: brackets the name stands in, right before a value: a signature and its date
#: ("Mei-Ling Ong, PA(ASCP), 6/17/20", "tmk (Tamika Kessler, PA(ASCP)) 3/4 14:20"), where
#: "PA" is no pulmonary artery pressure ("PA 45/20/30").
_SIGNATURE_PA = _regex.compile(
    r"[A-Za-z'][A-Za-z'.-]{0,30},[ \t]{0,3}P\.?A\.?(?:-C)?(?:[ \t]?\([A-Z]{2,8}\))?"
    r"[,)][ \t]{0,3}\Z")


def _weekend_before(text: str, start: int, end: int, ctx: _Context) -> bool:
    """Whether "Sat"/"Sun" before a date is the weekday and no saturation ("Sat 16/3/24").

    The case is read only when the word stands capitalised right before the date; in any
    case it is the weekday when a clock time follows ("sat 3/18 0215") or when the two
    make a line of their own, a log's heading for the day ("sat 3/8").
    """
    return ctx.prev1.rstrip(".,") in ("sat", "sun") and (_regex.search(
        _WEEKEND_BEFORE, text, max(0, start - 8), start) is not None or _regex.match(
            _CLOCK_AFTER, text, end) is not None or (_regex.search(
                _WEEKEND_LINE_BEFORE, text, max(0, start - 8), start) is not None
                and _regex.match(_LINE_CLOSES, text, end) is not None))


def _signed_by_assistant(text: str, start: int) -> bool:
    """Whether ``_SIGNATURE_PA`` ends at ``start`` (looked for only when "PA" is near)."""
    window = text[max(0, start - 48):start]
    return "PA" in window.replace(".", "") and _regex.search(_SIGNATURE_PA, window) is not None


def _dated_value(ctx: _Context, a: str, b: str) -> bool:
    """A month/day alone in parentheses after a value is the day it was measured ("HbA1c
    9.4% (2/20)", "BP 142/88 (3/14)"); a fraction ("strength 4/5 (3/5)") or a setting is
    no date, so a second part that fractions have is left to the other dates to vouch for.
    A score in parentheses after the test's name ("fails Ishihara (6/14)") has no value
    before it."""
    if not (ctx.glued_before.endswith("(") and ctx.glued_after.startswith(")")
            and any(ch.isdigit() for ch in ctx.prev1)):
        return False
    month, day = int(a), int(b)
    return (1 <= month <= 12 and 1 <= day <= 31 and len(b) <= 2
            and day not in _FRACTION_DENOMINATORS)


def _mixed_case_line(text: str, start: int, end: int) -> bool:
    """The line holding ``text[start:end]`` has a lower-case letter: its capitals mean
    something."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    return any(ch.islower() for ch in text[line_start:line_end if line_end >= 0 else None])


def _months_adjacent(a: int, b: int) -> bool:
    return (a - b) % 12 in (0, 1, 11)


def _listed_before(text: str, p: _Pending, start: int, month: int) -> bool:
    """Pending day ``p`` stands in a list right before a day at ``start`` in the same or
    a neighbouring ``month``: a comma, "and" or "&" and a few blanks between ("6/24,
    6/27", "Missed 4/4 and 4/6")."""
    return start - p.end <= 6 and text[p.end:start].strip(" \t").lower() in (
        ",", "and", "&") and _months_adjacent(p.month, month)


def _lower_same_length(text: str) -> str:
    low = text.lower()
    if len(low) == len(text):
        return low
    return "".join(c.lower() if len(c.lower()) == 1 else c for c in text)


def _word_hits(low: str, stems: Iterable[str]) -> Iterable[tuple[int, int]]:
    """Start and end of every whole word of ``low`` that begins with one of ``stems``."""
    n = len(low)
    for stem in stems:
        i = low.find(stem)
        while i >= 0:
            if i == 0 or not low[i - 1].isalpha():
                j = i + len(stem)
                while j < n and low[j].isalpha():
                    j += 1
                yield i, j
            i = low.find(stem, i + 1)


#: After an ordinal day, the month it falls in by its place in time ("the 7th of this
#: month", "the 21st of last month").
_OF_THIS_MONTH = _regex.compile(r"(?i)[ \t]+of[ \t]+(?:this|last|next|that)[ \t]+month\b")


#: A day and a month written with dots, opening a range that a full dotted date closes
#: ("Sairausloma 4.3.\u201310.3.2024", "AU 12.3.-15.3.24"); the range's year is the first
#: day's too. A value's range ("4.3-10.3") has no date after it.
_DOTTED_RANGE_START = _regex.compile(
    r"(?<![\w.,/-])(?P<day>\d{1,2})\.(?P<month>\d{1,2})\.?(?=[ \t]{0,2}[-\u2013\u2014][ \t]{0,2}"
    r"\d{1,2}\.\d{1,2}\.(?:\d{4}|\d{2})(?![\d.,]\d|\d))")


@dataclass(slots=True)
class _Found:
    start: int
    end: int
    score: float
    reason: str
    year_only: bool = False
    month: int | None = None


#: Words of a pregnancy's care: where they stand in a note, "12/40" is the twelfth
#: week of forty, the obstetric way of writing a gestation, not December of 1940.
_OBSTETRIC = _regex.compile(
    r"\b(?:gestation(?:al)?|antenatal|ante-natal|pregnan(?:t|cy)|primip|multip|gravida"
    r"|primigravida|multigravida|trimester|fundal|fetal|foetal|midwife|midwifery|EDD"
    r"|G\d{1,2}\s?P\d{1,2})\b", _I)
#: "12/40" alone (not in "3/12/40"); with a birth label before it (``_BIRTH_BEFORE``:
#: "DOB 12/40") it stays a date.
_WEEKS_OF_FORTY = _regex.compile(r"(?<![\d/.])\d{1,2}/40(?![\d/])")


def _without_gestations(text: str, found: list[_Found]) -> list[_Found]:
    """``found`` less the month/years that are a gestation in weeks of forty, in a note
    about a pregnancy ("Aspirin from 12/40", "booking at 11/40")."""
    if _regex.search(_OBSTETRIC, text) is None:
        return found
    kept = []
    for f in found:
        if f.reason == "month/year":
            m = _regex.match(_WEEKS_OF_FORTY, text, f.start)
            if m is not None and m.end() == f.end and _regex.search(
                    _BIRTH_BEFORE, text, max(0, f.start - 12), f.start) is None:
                continue
        kept.append(f)
    return kept


#: A line that is a label, a gap of two blanks or more and one pair of numbers over a
#: slash ("  Histamine          7/24").
_LABELLED_PAIR_LINE = _regex.compile(
    r"(?m)^[ \t]*[^\d\n/|]{2,48}?[ \t]{2,}(?P<a>\d{1,3})/(?P<b>\d{1,3})[ \t]*$")


def _without_value_columns(text: str, found: list[_Found]) -> list[_Found]:
    """``found`` less the pairs in a column of three lines or more, each a label and a
    pair over a slash, where one pair is no day of any month ("Saline  0/0",
    "Cashew  11/35"): the column holds measures, a skin test's wheal and flare, no
    dates."""
    rows = list(_regex.finditer(_LABELLED_PAIR_LINE, text))
    if len(rows) < 3:
        return found
    spans: set[tuple[int, int]] = set()
    block: list[regex.Match[str]] = []
    for row in [*rows, None]:
        if row is not None and block and text.count("\n", block[-1].end(), row.start()) == 1:
            block.append(row)
            continue
        if len(block) >= 3 and not all(
                _month_and_day(int(m.group("a")), int(m.group("b"))) for m in block):
            spans.update((m.start("a"), m.end("b")) for m in block)
        block = [row] if row is not None else []
    return [f for f in found if (f.start, f.end) not in spans]


@dataclass(frozen=True, slots=True)
class _Pending:
    """A month/day that reads like a fraction or a score ("5/5", "1/2", "8/10"): kept
    only when the rest of the document makes it a date."""

    start: int
    end: int
    month: int
    day: int
    cue: bool
    line_start: bool
    #: The cue leaves no fraction reading: a date verb ("admitted 3/3"), or "on" with a
    #: clause going on after it ("on 2/2 for f/u"), unlike "positive on 2/2 bottles".
    firm: bool = False
    #: A day first after "on" ("on 13/10"), as often a ventilator setting: a date only
    #: where the document writes its full dates day first ("19/02/2024").
    day_first_only: bool = False
    #: Days after a complaint ("burning micturition 4/7, fever") or months after a
    #: review ("Review 6/12"): British shorthand for how long, where the document writes
    #: its full dates day first ("16-01-2024"); elsewhere a day of the month ("fever
    #: 5/7, afebrile since", "review 3/12").
    days_if_day_first: bool = False


def _writes_day_first(text: str, found: list[_Found]) -> bool:
    """Whether one of the full numeric dates found opens with a day no month has, or a
    date names its month after the day ("14 May 2024"): a writer who puts the day first
    in words puts it first in figures too."""
    for f in found:
        if f.reason == "numeric date":
            head = text[f.start:f.start + 3]
            digits = head[:2] if head[:2].isdigit() else head[:1]
            if digits.isdigit() and 12 < int(digits) <= 31:
                return True
        elif f.month is not None and _regex.match(_OPENS_WITH_DAY, text, f.start):
            return True
    return False


#: A date that opens with its day and names its month after it ("14 May 2024", "3rd
#: of June").
_OPENS_WITH_DAY = _regex.compile(
    r"(?i)\d{1,2}(?:st|nd|rd|th)?[ \t.\-]+(?:of[ \t]+)?(?:" + "|".join(_MONTH_STEMS) + ")")


def _days_of_one_month(first: tuple[int, int], second: tuple[int, int]) -> bool:
    """Two month/day pairs read as a range of days ("3/4-3/8"): one month, the later day
    second. Ranges of fractions run the other way ("1/4-1/2"): the larger value has the
    smaller denominator."""
    return first[0] == second[0] and second[1] > first[1]


def _day_ranges(text: str, pending: list[_Pending]) -> set[int]:
    """Starts of fraction-like pairs written apart that form a range of days in one
    month ("3/4 to 3/6", "3/4 - 3/8")."""
    starts: set[int] = set()
    for p, q in itertools.pairwise(pending):
        joint = text[p.end:q.start].strip(" \t").lower()
        if joint in ("-", "to", "thru", "through") and _days_of_one_month(
                (p.month, p.day), (q.month, q.day)):
            starts.update((p.start, q.start))
    return starts


#: A month/day right after a name: a blank or two, a comma, or "on" between.
_AFTER_NAME = _regex.compile(
    r"(?:[ \t]{1,3}|,[ \t]{0,2})(?:(?i:on)[ \t]+)?(?P<month>\d{1,2})/(?P<day>\d{1,2})"
    r"(?![\w/]|[.,:]\d)")
#: What closes such a pair as a date: punctuation, the line's end, or a word that goes on
#: with the sentence ("3/6.", "3/6 at clinic"), or a time of day ("10/28 0930"); a
#: fraction, a score or a dose goes on with what it measures ("1/2 tab", "3/10 pain",
#: "10/10 HLA match", "1/3 tubular plate").
_DATE_CLOSES = _regex.compile(
    r"[ \t]*(?:[.;,)|\]\n\r\u2013\u2014]|\Z)"
    r"|[ \t]+(?i:at|for|to|with|and|by|re|per|via|@|-|then|until|when|after|before)"
    r"(?![A-Za-z])|" + _CLOCK_AFTER.pattern)


def dates_after_names(doc: DocumentLike, spans: list[Span]) -> list[Span]:
    """Post-processor: a month/day right after a person's name that the name recognizer
    found is a date ("with therapist Bhargavi Lomax 3/6.", "Dr. Kellardi 1/4").

    On its own a bare "3/6" is as often a fraction or a score as a date, so the date
    recognizer wants a cue; a name just before is one. A fraction or a score
    stays: "Smith 1/2 tab", "Lee 3/10 pain", "Jones 2/3 of"; the pair must close the
    clause or go on with a word such as "at" or "for".
    """
    text = doc.text
    if "/" not in text:
        return spans

    def read(pos: int) -> Span | None:
        m = _regex.match(_AFTER_NAME, text, pos)
        if m is None:
            return None
        start, end = m.start("month"), m.end("day")
        if not (1 <= int(m.group("month")) <= 12 and 1 <= int(m.group("day")) <= 31) or (
                not _regex.match(_DATE_CLOSES, text, end)):
            return None
        return Span(start, end, "DATE", DateRecognizer.name, 0.75, "month/day after a name")

    # only after a person: after a place it is as often a ward's floors ("Quartermain
    # 2/3"); a date found already, by a recognizer or after another name, is kept
    return with_free_spans(spans, read_after_names(spans, read))


class DateRecognizer:
    """Finds dates (type DATE): seed 000 Table 3, holidays, seasons, weekdays attached to
    dates and every surface form of the caller's own dates (``DocumentLexicon.dates``,
    e.g. an HL7 date of birth). See ``docs/DATES_AGES.md``."""

    name = "dates"

    _HOLIDAY_NAMES = tuple(_holiday_names())
    _HOLIDAY = _regex.compile(
        r"(?<![\w])(?:" + _holiday_pattern(_HOLIDAY_NAMES) + r")(?![\w])", _I)
    #: The longest word of each holiday name: cheap to find, then the pattern confirms.
    _HOLIDAY_ANCHORS = tuple(sorted({
        max((w.strip(".'\u2019").lower() for w in n.split()), key=len)
        for n in _HOLIDAY_NAMES}))

    def __init__(self, config: ScrubConfig | None = None) -> None:
        config = config or ScrubConfig()
        self.redact_bare_years = config.redact_bare_years

    def analyze(self, doc: DocumentLike) -> list[Span]:
        text = doc.text
        low = _lower_same_length(text)
        found: list[_Found] = []
        pending: list[_Pending] = []
        has_digit = document_has_digit(doc)
        dated_cells: frozenset[int] = frozenset()
        if has_digit:
            # Each numeric pattern runs only when the digit shape it needs is in the text.
            if may_hold(doc, b"0/0", b"0.0", b"0-0"):
                if "|" in text or "\t" in text:
                    dated_cells = _date_column_cells(text)
                for m in list(_regex.finditer(_NUMERIC, text)):
                    self._judge_numeric(text, m.start(), m.group(), found, pending,
                                        dated_cells)
                self._stamped(text, found)
                if "/40" in text:
                    found[:] = _without_gestations(text, found)
            if may_hold(doc, *_CELL_SHAPES):
                self._cells(text, found)
            if " slash " in low or " dash " in low or " stroke " in low:
                self._spoken(text, found)
            if may_hold(doc, b"o0", b"0o", b"l0", b"0l", b"i0", b"0i"):
                self._misread(text, found)  # a letter for a digit next to a digit
            if may_hold(doc, b"00000000"):
                self._compact(text, found)
            if may_hold(doc, b"0.0.0"):  # (the full date that closes the range)
                for m in list(_regex.finditer(_DOTTED_RANGE_START, text)):
                    if 1 <= int(m.group("day")) <= 31 and 1 <= int(m.group("month")) <= 12:
                        found.append(_Found(m.start(), m.end(), 0.85,
                                            "first day of a dotted range",
                                            month=int(m.group("month"))))
            if may_hold(doc, *_ROMAN_SHAPES):
                for m in list(_regex.finditer(_ROMAN_DATE, text)):
                    month = _ROMAN_VALUES[(m.group("month") or m.group("month2")).lower()]
                    found.append(_Found(m.start(), m.end(), 0.9, "month in Roman numerals",
                                        month=month))
            if may_hold(doc, *_ERA_SHAPES):
                for m in list(_regex.finditer(_ERA_DATE, text)):
                    month, day = int(m.group("month")), int(m.group("day"))
                    if 1 <= int(m.group("year")) <= _ERA_YEARS[m.group("era")] and (
                            1 <= month <= 12 and 1 <= day <= 31) and _era_date_placed(
                            text, m.start()):
                        found.append(_Found(m.start(), m.end(), 0.9, "date in a Japanese era",
                                            month=month))
            if may_hold(doc, b"0st", b"0nd", b"0rd", b"0th"):
                self._ordinals(text, found)
            if may_hold(doc, b"0000w0", b"0000-w0", b"0000q0", b"0000-q0"):
                for m in list(_regex.finditer(_YEAR_PERIOD, text)):
                    found.append(_Found(m.start(), m.end(), 0.85, "year with its week or quarter"))
            if may_hold(doc, b"0. 0. 0000", b"0. 00. 0000"):
                for m in list(_regex.finditer(_SPACED_DOTTED_DATE, text)):
                    if 1 <= int(m.group(1)) <= 31 and 1 <= int(m.group(2)) <= 12:
                        found.append(_Found(m.start(), m.end(), 0.9, "day and month with dots",
                                            month=int(m.group(2))))
        self._month_names(text, low, found)
        self._said_in_words(text, low, found)
        self._said_in_words_abroad(doc, found)
        # (whether a month's name in another language may stand in the text, asked once
        # for the months alone and those in dates)
        foreign = not (isinstance(doc, Document) and doc.token_positions.keys().isdisjoint(
            _FOREIGN_MONTHS))
        if foreign:
            self._foreign_bare_months(text, found)
        if has_digit:
            self._foreign_months(doc, found, foreign)
            if not isinstance(doc, Document) or not doc.token_positions.keys().isdisjoint(
                    _LUNAR_MONTH_WORDS):
                for m in list(_regex.finditer(_LUNAR_DATE, text)):
                    found.append(_Found(m.start(), m.end(), 0.9, "Hebrew or Islamic date"))
        self._holidays(text, low, found)
        if has_digit and ("月" in text or "월" in text):
            for m in list(_regex.finditer(_CJK_DATE, text)):
                month = int(m.group("month") or m.group("month2"))
                day = int(m.group("day") or 1)
                if 1 <= month <= 12 and 1 <= day <= 31:
                    found.append(_Found(m.start(), m.end(), 0.95, "CJK date", month=month))
        header = self._header_dates(text, doc.lexicon.dates) if doc.lexicon.dates else []
        if pending:
            self._resolve_pending(text, pending, found, header, dated_cells)
        if found and "/" in text:
            found[:] = _without_value_columns(text, found)
        self._attach_weekdays(text, found)
        if has_digit:
            yearish = may_hold(doc, b"0000", b"'00")  # 1993, '93
            apostrophes = self.redact_bare_years and may_hold(doc, b"00'", b"'00")
            if yearish or apostrophes:
                self._years(text, found, self._header_years(doc.lexicon.dates),
                            yearish=yearish, apostrophes=apostrophes)
        spans: dict[tuple[int, int], Span] = {}
        for f in found:
            if f.year_only and not self.redact_bare_years:
                continue
            key = (f.start, f.end)
            if key not in spans or spans[key].score < f.score:
                spans[key] = Span(f.start, f.end, "DATE", self.name, f.score, f.reason)
        for start, end in header:
            spans[(start, end)] = Span(start, end, "DATE", self.name, 1.0, "header date")
        return sorted(spans.values(), key=lambda s: (s.start, s.end))

    # -- numeric forms --------------------------------------------------------------------

    def _stamped(self, text: str, found: list[_Found]) -> None:
        """A full slash date with a time glued on by a dash or a slash: the numeric
        pattern takes the whole stamp for one four-part number and rejects it."""
        for m in list(_regex.finditer(_DATE_DASH_TIME, text)):
            self._full_date(found, m.start(), m.end("date"), m.group("date").split("/"), "/",
                            0.9, "date stamped with a time")

    def _cells(self, text: str, found: list[_Found]) -> None:
        """Full dates that fill a cell of a delimited table."""
        for m in list(_regex.finditer(_CELL_DATE, text)):
            date = m.group("date")
            sep = "-" if "-" in date else "/"
            self._full_date(found, m.start(), m.end(), date.split(sep), sep, 0.9,
                            "date in a table cell")

    def _spoken(self, text: str, found: list[_Found]) -> None:
        """A dictated date with spoken separators ("2 slash 16 slash 1951")."""
        for m in list(_regex.finditer(_SPOKEN_DATE, text)):
            parts = [m.group("a"), m.group("b"), m.group("c")]
            self._full_date(found, m.start(), m.end(), parts, "/", 0.9,
                            "date with spoken separators")

    @staticmethod
    def _day_said_alone(text: str, m: regex.Match[str]) -> bool:
        """Whether "the" and an ordinal word name a day: it closes its phrase (or a time
        or a clause follows) and stands in no list of ordinals ("the fourth and the
        fifth", "third, fourth"); "first" to "third" need a cue before ("on the third"),
        "twenty-first" does not."""
        ctx = _context(text, m.start(), m.end())
        prev = ctx.prev1
        day = m.group("day").lower()
        if prev in _DAY_SAID_CUES and ("-" in day or day not in ("first", "second", "third")
                                       ) and ctx.next_word in (
                _AFTER_DAY_SAID) and ctx.glued_after[:1] in (",", ")") and _regex.match(
                    _ORDINAL_WORD, text[m.end():m.end() + 24].lstrip(",) \t")) is None:
            # "since the twenty-fourth, came back", "(from the twenty-first)", "on the
            # twelfth, reviewed": an ordinal past "third" after a word of when may close
            # its clause with a comma or a bracket, unless another ordinal goes on a list
            return True
        if ctx.next_word not in _AFTER_DAY_SAID or ctx.glued_after[:1] in (",", "/", "-"):
            return False
        # (a closing quote may come first: 'back "around the twentieth".')
        closing = ctx.glued_after.lstrip("\"'\u201d\u2019")[:1]
        if ctx.next_word == "" and closing not in ("", ".", ";", "!", "?") and not (
                closing == ")" and _closes_aside(text, m.start())):
            return False  # "the fifth)", "the fourth:": a heading's or a list's
        if prev in ("and", "or", "&", "nor", "the") or _regex.fullmatch(
                _ORDINAL_WORD, prev) is not None:
            return False
        return prev in _DAY_SAID_CUES or day not in ("first", "second", "third")

    def _said_in_words(self, text: str, low: str, found: list[_Found]) -> None:
        """A date said in words (``_DATE_SAID``, ``_BIRTH_DATE_SAID``): the number words
        after a birth-date cue end where the words that can say a date end. Each pattern
        runs only on a text that holds a part of word it needs (``low`` is the text in
        lower case)."""
        ordinals = any(word in low for word in _ORDINAL_TRIGGERS)
        for m in list(_regex.finditer(_DATE_SAID, text)) if ordinals else ():
            said = m.group().lower().split()
            before = text[max(0, m.start() - 8):m.start()].lower().split()[-1:]
            if said[0] in ("may", "march") and said[-1] in ("first", "second") and not (
                    before and before[0] in ("on", "by", "of", "since", "until")):
                continue  # "we may second that", "march first to the ED"
            if before and before[0] in ("every", "each", "alternate", "a", "another"):
                continue  # "every second November", "a second March visit": no day
            found.append(_Found(m.start(), m.end(), 0.85, "date said in words"))
        for m in list(_regex.finditer(_DAY_SAID_ALONE, text)) if ordinals else ():
            if self._day_said_alone(text, m):
                found.append(_Found(m.start("day"), m.end(), 0.75, "ordinal day said in words"))
        births = any(word in low for word in _BIRTH_TRIGGERS)
        for m in list(_regex.finditer(_BIRTH_DATE_SAID, text)) if births else ():
            date = m.group("date")
            while date[-3:].lower() == "and" and not date[-4:-3].isalpha():
                date = date[:-3].rstrip(" \t-")  # "... twenty and the fever"
            if len(date.split()) >= 2:
                start = m.start("date")
                found.append(_Found(start, start + len(date), 0.85,
                                    "birth date said in words"))

    def _misread(self, text: str, found: list[_Found]) -> None:
        """A scanned numeric date with O, l or I for digits ("O3/l4/1951"): read as the
        digits they stand for, the parts must still form a date."""
        for m in list(_regex.finditer(_MISREAD_DATE, text)):
            raw = [m.group("a"), m.group("b"), m.group("c")]
            parts = [p.translate(_MISREAD_DIGITS) for p in raw]
            if raw == parts or not all(any(c.isdigit() for c in p) for p in raw):
                continue  # all digits (the numeric patterns judge those) or a digitless part
            self._full_date(found, m.start(), m.end(), parts, m.group("sep"), 0.85,
                            "date misread by a scanner")

    def _full_date(self, found: list[_Found], start: int, end: int, parts: list[str],
                   sep: str, score: float, reason: str) -> None:
        """Record ``[start, end)`` when ``parts``, joined by ``sep``, form a valid date of
        three parts (the forms that the numeric pattern cannot see whole)."""
        if self._triple_ok(parts, [sep, sep]):
            found.append(_Found(start, end, score, reason, month=self._month_of(parts)))

    @staticmethod
    def _month_of(parts: list[str]) -> int | None:
        """The month of a validated three-part date, when the order tells it."""
        if len(parts[0]) == 4:
            return int(parts[1])
        first, second = int(parts[0]), int(parts[1])
        return first if first <= 12 else second if second <= 12 else None

    def _judge_numeric(self, text: str, start: int, cand: str, found: list[_Found],
                       pending: list[_Pending], dated_cells: frozenset[int] = frozenset()
                       ) -> None:
        if "/" in cand and "-" in cand and not text[max(0, start - 1):start].isalnum():
            halves = cand.split("-")
            if len(halves) == 2 and all("/" in h for h in halves):
                # a range of slash dates ("03/2024-04/2024", "1/5/24-1/9/24"): each end
                self._judge_numeric(text, start, halves[0], found, pending, dated_cells)
                self._judge_numeric(text, start + len(halves[0]) + 1, halves[1], found,
                                    pending, dated_cells)
                return
        parts: list[str] = []
        seps: list[str] = []
        cur = ""
        for ch in cand:
            if ch.isdigit():
                cur += ch
            else:
                parts.append(cur)
                seps.append(ch)
                cur = ""
        parts.append(cur)
        end = start + len(cand)
        if text[end:end + 1] in ("H", "G"):
            # "14/08/1445H corresponding to 24/02/2024G": a Hijri date and its Gregorian
            # one, each marked by its calendar's letter
            if len(parts) == 3 and len(parts[0]) <= 2 and len(parts[1]) <= 2 and len(
                    parts[2]) == 4 and 1 <= int(parts[0]) <= 31 and 1 <= int(parts[1]) <= 31 and (
                    min(int(parts[0]), int(parts[1])) <= 12) and (
                    (text[end] == "G" and self._triple_ok(parts, seps))
                    or (text[end] == "H" and seps[0] == seps[1]
                        and HIJRI_YEARS[0] <= int(parts[2]) <= HIJRI_YEARS[1])):
                found.append(_Found(start, end + 1, 0.9, "numeric date"))
            return
        if text[end:end + 1] == "T":
            # Only a year-first date may carry an ISO time ("2023-11-02T14:30").
            iso = _regex.match(_ISO_TIME, text, end) if (
                len(parts) == 3 and len(parts[0]) == 4 and seps == ["-", "-"]) else None
            if iso is None or not self._triple_ok(parts, seps):
                return
            found.append(_Found(start, iso.end(), 0.95, "ISO date-time", month=int(parts[1])))
            return
        # The full context is built only for the candidates that get that far (most are
        # decimals or glued to letters).
        glued = _glued_before(text, start)
        letters = len(glued) - len(glued.rstrip(string.ascii_letters))
        if unspaced(glued[-1:] or " ") or glued.endswith("="):
            # "来院2024-05-30": a script without blanks glues every word; "DOB=05/30/1962",
            # "DATE=2024-05-30": a key and its value
            glued = ""
        if letters == 0 and glued and (glued[-1].isalnum() or glued[-1] in "#+=~^") and not (
                glued[-1] == "~" and (len(parts) == 2 or len(parts[2]) == 4 or (
                    len(parts) == 3 and self._triple_ok(parts, seps)))):
            # "#9/10", "+3/6"; but "~3/15/2025" and "~11/1/24" are approximate dates, and
            # "last exposure ~2/10" is judged as the pair alone would be
            return
        if letters == 1:
            return  # levels and grades: C5/6, L4-5, T12-L1, x1/2
        stem = glued[:-1]
        if parts == ["1", "2"] and glued.endswith("-") and 2 <= len(stem) <= 5 and (
                stem.isascii() and stem.isalpha() and stem.isupper()):
            return  # a virus's two types after its acronym ("HIV-1/2", "HSV-1/2")
        if letters >= 2:
            # Letters glued on the left ("fx4/97") make a date only with a clear year.
            if len(parts) == 3 and self._triple_ok(parts, seps):
                found.append(_Found(start, end, 0.9, "numeric date"))
            elif (len(parts) == 2 and seps[0] == "/" and len(parts[0]) <= 2
                  and len(parts[1]) == 2 and 1 <= int(parts[0]) <= 12 and int(parts[1]) > 31
                  and not _is_unit(_context(text, start, end))):
                found.append(_Found(start, end, 0.7, "month/year", month=int(parts[0])))
            return
        if len(parts) == 2:
            if seps[0] == ".":
                # decimals: K 3.9, pH 7.35; but a day and month of two digits, one
                # padded with a zero, closed by a dot ("restarted 05.03.") or before a
                # clock time ("onset 02.24 06:20") as German or Korean hands write them
                if len(parts[0]) == 2 and len(parts[1]) == 2 and "0" in (
                        parts[0][0], parts[1][0]) and self._dotted_day(
                        text, start, end, parts):
                    found.append(_Found(start, end + (text[end:end + 1] == "."), 0.8,
                                        "day and month with dots"))
                return
            if _regex.match(_STATION_AFTER, text, end) is not None:
                return  # a cervical exam: dilation/effacement/station ("SVE 6/80/-1")
            if seps[0] == "/" and _in_score_list(text, start, end):
                return  # "Attention 15/18, Memory 12/26": a test's subscores
            ctx = _context(text, start, end)
            weekend = _weekend_before(text, start, end, ctx)
            # "3 1/2" is a mixed number; "days 0, 3, 7, 14: 6/24" has a colon between
            mixed = text[max(0, start - 4):start].rstrip(" \t")[-1:].isdigit()
            # (a score out of ten after pain named earlier in its sentence: "Pain today 4/10")
            pain = parts[1] == "10" and _regex.search(
                _PAIN_EARLIER_IN_SENTENCE, text[max(0, start - 60):start]) is not None
            # (a cell under a heading of dates is a day whatever measure the heading
            # of another column names: "| Date | Score |" over "| 10/4 | 38 |"; so is a
            # pair after a physician assistant's signature: "(T. Kessler, PA(ASCP)) 3/4")
            # (a line of the eye chart after an arrow from another: "6/12 -> 6/9")
            acuity = parts[0] == "6" and _regex.search(
                _SNELLEN_ARROW_BEFORE, text[max(0, start - 16):start]) is not None
            self._pair(start, end, parts, seps[0], ctx, found, pending,
                       vouched=weekend or start in dated_cells or _signed_by_assistant(
                           text, start), mixed=mixed, pain=pain, acuity=acuity)
        elif len(parts) == 3:
            if not self._triple_ok(parts, seps):
                return
            ctx = _context(text, start, end)
            padded = len(parts[0]) == 2 and (parts[0][0] == "0" or parts[1][:1] == "0")
            # "BP 120/80 on 1/22/26": a date preposition and a day no setting reaches;
            # "CPAP TITRATION 1/22/26": a day no setting reaches and this decade's year
            late_day = len(parts[0]) < 4 and int(parts[1]) > 20
            recent = len(parts[2]) == 2 and 0 <= CURRENT_YEAR % 100 - int(parts[2]) <= 3
            # "A1c 8.4% (3/10/25)": alone in parentheses after a value, the day it was
            # taken (settings are written bare: "PSV 12/10/40")
            enclosed = text[start - 1:start] == "(" and text[end:end + 1] == ")"
            # "INR 3.4 on 12/17/24": after a date preposition, this decade's year and a
            # day that is no month (no setting has two numbers over 12 and a third so low)
            prep = ctx.prev1 in _DATE_PREPOSITIONS
            dated = (late_day and (prep or recent)) or (
                prep and recent and len(parts[0]) < 4 and int(parts[1]) > 12) or (
                ctx.prev1 in _BIRTH_OR_DATE_LABELS  # "haverkamp, dob 4/19/97" after "t."
            ) or enclosed or _signed_by_assistant(text, start) or (
                # "ECHO 58% 4/3/25": after a result, a month and this decade's year
                ctx.prev1.endswith("%") and recent and len(parts[0]) < 4
                and 1 <= int(parts[0]) <= 12)
            # (a row of a table opened by its day: the measure that heads the line
            # before is another cell's, "T/T\n12/1/24     | 148/92")
            if len(parts[0]) < 4 and len(parts[2]) == 2 and (
                    _is_unit(ctx) or (_measure_before(ctx) and not padded and not dated
                                      and not ctx.line_start
                                      and not _labelled_single_value(text, start, ctx)
                                      and not _weekend_before(text, start, end, ctx))):
                # ventilator settings "10/5/40%", "PSV 12/10/40"; "T: 03/05/21",
                # "T: 10/13/91" (a temperature has one value) and "1961-08-03" (year
                # first) are dates
                return
            month = int(parts[1]) if len(parts[0]) == 4 else int(parts[0])
            if month > 12 and len(parts[1]) <= 2:
                month = int(parts[1])  # "22/04/2024": the day first, so April
            found.append(_Found(start, end, 0.95, "numeric date",
                                month=month if month <= 12 else None))
        elif len(parts) in (4, 6):
            self._numeric_range(start, end, parts, seps, _context(text, start, end), found)

    @staticmethod
    def _dotted_day(text: str, start: int, end: int, parts: list[str]) -> bool:
        """Whether the two-digit pair ``parts`` at ``[start, end)``, written with a dot,
        is a day: a valid day and month in either order, closed by a dot that no digit
        follows or followed by a clock time, and after no measure or unit."""
        a, b = int(parts[0]), int(parts[1])
        if not (1 <= a <= 31 and 1 <= b <= 31 and min(a, b) <= 12):
            return False
        closed = text[end:end + 1] == "." and not text[end + 1:end + 2].isalnum()
        if not closed and _regex.match(_TIME_AFTER, text, end) is None:
            return False
        # (a laboratory's short name before the value: "WBC 11.05.", "Hb 10.12.")
        word = text[max(0, start - 12):start].split()[-1:]
        if word and word[0].isalnum() and not word[0].isdigit() and (
                word[0].lower() not in _DOTTED_DAY_PREPOSITIONS) and (
                any(ch.isdigit() for ch in word[0]) or (word[0].isupper() and 1 < len(word[0]) < 5)
                or (word[0][0].isupper() and len(word[0]) <= 3)):
            return False
        ctx = _context(text, start, end)
        return not (_is_unit(ctx) or (
            _measure_before(ctx) and ctx.prev1 not in _DOTTED_DAY_PREPOSITIONS))

    def _numeric_range(self, start: int, end: int, parts: list[str], seps: list[str],
                       ctx: _Context, found: list[_Found]) -> None:
        """Two dates joined by a dash or slash: "6/30-7/2", "10/03/10/04"."""
        half = len(parts) // 2
        mid = seps[half - 1]
        left, right = parts[:half], parts[half:]
        left_seps, right_seps = seps[:half - 1], seps[half:]
        if left_seps != right_seps or any(s == "." for s in seps) or mid not in "-/":
            return
        if _is_unit(ctx) or _measure_before(ctx):
            return
        if half == 2:
            if left_seps == ["-"] and mid == "-" and not any(p.startswith("0") for p in parts):
                return  # "12-14-16-18" is a series of values
            pairs = [(int(left[0]), int(left[1])), (int(right[0]), int(right[1]))]
            if not all(1 <= a <= 12 and 1 <= b <= 31 and len(str(a)) <= 2 for a, b in pairs):
                return
            padded = any(p.startswith("0") for p in parts)
            if not padded and not _days_of_one_month(pairs[0], pairs[1]) and all(
                    b in _FRACTION_DENOMINATORS and a <= b for a, b in pairs):
                return  # "1/3-1/2": fractions; "3/4-3/8" is a week of days in one month
            months = [pairs[0][0], pairs[1][0]]
        else:
            if mid != "-" or not (self._triple_ok(left, left_seps)
                                  and self._triple_ok(right, right_seps)):
                return
            months = [int(left[0]), int(right[0])]
        left_end = start + sum(len(p) for p in left) + len(left_seps)
        found.append(_Found(start, left_end, 0.9, "numeric date range",
                            month=months[0] if months[0] <= 12 else None))
        found.append(_Found(left_end + 1, end, 0.9, "numeric date range",
                            month=months[1] if months[1] <= 12 else None))

    @staticmethod
    def _triple_ok(parts: list[str], seps: list[str]) -> bool:
        a, b, c = parts
        s1, s2 = seps
        if not (s1 == s2 or (s1 == "/" and s2 == ".")):
            return False
        if len(a) == 4:
            return (_valid_year(int(a)) and len(b) <= 2 and len(c) <= 2
                    and 1 <= int(b) <= 12 and 1 <= int(c) <= 31)
        if len(a) > 2 or len(b) > 2 or len(c) not in (2, 4):
            return False
        if len(c) == 4 and not _valid_year(int(c)):
            return False
        return _month_and_day(int(a), int(b))

    def _pair(self, start: int, end: int, parts: list[str], sep: str, ctx: _Context,
              found: list[_Found], pending: list[_Pending], vouched: bool = False,
              mixed: bool = True, pain: bool = False, acuity: bool = False) -> None:
        a, b = parts
        la, lb = len(a), len(b)
        if sep == ".":
            return  # decimals: K 3.9, pH 7.35
        if la == 4 and lb == 4:
            y1, y2 = int(a), int(b)
            if 1900 <= y1 < y2 <= CURRENT_YEAR + 1 and y2 - y1 <= 100 and not _is_unit(ctx):
                found.append(_Found(start, end, 0.7, "year range", year_only=True))
            return
        if _is_unit(ctx) and not (ctx.prev1.rstrip(".,") in _WEEKDAY_CUES
                                  and ctx.next_word in _UNIT_WORDS_NOT_AFTER_WEEKDAY) and not (
                ctx.next_word in _ONE_UNIT_WORDS and not ctx.glued_after
                and lb <= 2 and _FRACTION_OF_ONE_MAX < int(b) <= 31):
            return
        if la <= 2 and lb == 4:
            # A month and a four-digit year survive a measure nearby ("A1c 8.2% (10/2024)"):
            # no setting or ratio has a second part between MIN_YEAR and MAX_YEAR.
            if 1 <= int(a) <= 12 and _valid_year(int(b)):
                found.append(_Found(start, end, 0.9, "month/year", month=int(a)))
            return
        # A weekday vouches for the date after it ("Monday 3/4"); "sat" and "sun" are also
        # saturation and sun exposure, unless written as a weekday is ("Sat 5/17"). The
        # caller may vouch for it too (``vouched``: a weekend's day before it, or a
        # column headed by dates).
        cue = ctx.prev1 in _DATE_CUES or ctx.prev1.rstrip(".,") in _WEEKDAY_CUES or vouched
        measured = _measure_before(ctx) and not _no_pressure(ctx, a, b)
        labelled = ctx.glued_after == ":" or (
            ctx.glued_after == "):" and ctx.glued_before.endswith("(")
            and ctx.prev1 not in _COUNTED)  # "Cycle (2/6): tolerated" counts
        if not cue and labelled and ctx.prev1 not in _NUMBERING_WORDS and (
                not measured or ctx.prev1.endswith(_PROCEDURE_ENDINGS)):
            # a dated entry: "Query response 3/8: ...", "Unit 3B, 3/10: |", "Titers
            # (2/20): measles IgG +"
            cue = True
        if not cue and not _SCHEDULING.isdisjoint(ctx.prev[:-1]) and (
                ctx.prev1 in _VISITS or not measured) and (
                ctx.prev1 not in _COUNTED and ctx.next_word not in _COUNTED):
            # "S/P WHIPPLE 3/3 W/ DR ...": the day of the operation named;
            # "Follow-up INR clinic 1/16 at ...": the day of the visit named
            cue = True
        if not cue and ctx.prev1 in _END_VERBS and ctx.next_word != "of" and not (
                int(a) < int(b) <= 4):
            cue = True  # "Prednisone to finish 23/11"; not "finish 1/2 of tray"
        if not cue and len(ctx.prev) >= 2 and ctx.prev[-2] in _NEXT_OR_LAST and (
                ctx.prev1 in _DATED_EVENTS):
            cue = True  # "Next infusion 7/10", "last exposure 2/10"; not "last pain 5/10"
        if measured and not cue and len(ctx.prev) >= 2 and ctx.prev[-2] in _RECHECKS and (
                1 <= int(a) <= 12 and lb <= 2 and 1 <= int(b) <= 31
                and int(b) not in _FRACTION_DENOMINATORS):
            cue = True  # "Recheck INR 3/13": the day of the next draw; not "repeat K 3/4"
        if measured and not cue and not (la == 2 and a.startswith("0")) and not (
                _dated_value(ctx, a, b)):
            return  # a zero-padded month is no measure ("A1c 7.1% (02/24)")
        if la == 4 and lb <= 2:
            # "2019-06" is a month: as a range of years its end would come before its
            # start ("the 2009-10 season" is a range)
            backwards = sep == "-" and lb == 2 and int(b) < int(a[2:])
            if (sep == "/" or cue or backwards) and _valid_year(int(a)) and 1 <= int(b) <= 12:
                found.append(_Found(start, end, 0.8, "year/month", month=int(b)))
            return
        if la > 2 or lb > 2:
            return
        va, vb = int(a), int(b)
        if mixed and ctx.prev1.isdigit() and len(ctx.prev1) <= 2 and not ctx.glued_before and (
                len(ctx.prev) < 2 or ctx.prev[-2] not in _COUNTED_DAYS) and (
                va < vb and not a.startswith("0") and not b.startswith("0")):
            # mixed number "3 1/2" (but "-> 96 (3/29)" is a value and its date, "Day 7
            # 7/12" the seventh day of a schedule and its date, and "call 2 13/03" or
            # "call 1 12/03" an attempt's count and its date: a fraction's part is
            # proper and never zero-padded)
            return
        if sep == "/" and not cue and ((ctx.prev1 in _PART_POSITIONS and va < vb <= 4) or (
                ctx.next_word in _UNDER_THE_TONGUE)):
            return  # "distal 1/3 legs": a share of a part; "Suboxone 8/2 SL": strengths
        if sep == "/" and not cue and ctx.prev1 in _NUMBERING_WORDS and va <= vb:
            return  # "page 2/4": a page of a document
        if sep == "/" and (_duration_shorthand(va, vb, ctx) or _course_day(va, vb, ctx)
                           or _visual_acuity(a, b, ctx, acuity)):
            return  # "od 5/7", "review in 6/52", "3/7 hx": days, weeks, months
        if sep == "-":
            # Dashes are mostly ranges (RR 12-20); a month-day needs a date word before it
            # or a zero-padded part, which ranges do not have ("08-07", "8-07").
            padded = a.startswith("0") or b.startswith("0")
            strong = (cue and ctx.prev1 not in _WEAK_CUES) or ctx.prev1 == "on"
            if 1 <= va <= 12 and 1 <= vb <= 31 and (strong or padded):
                found.append(_Found(start, end, 0.75, "month-day", month=va))
            elif 13 <= va <= 31 and 1 <= vb <= 12 and padded:
                found.append(_Found(start, end, 0.7, "day-month", month=vb))
            return
        if 1 <= va <= 12 and 1 <= vb <= 31:
            if _shorthand_if_day_first(va, vb, cue, ctx):
                pending.append(_Pending(start, end, va, vb, cue, ctx.line_start,
                                        days_if_day_first=True))
                return
            if vb in _FRACTION_DENOMINATORS and va <= vb and not (
                    la == 2 and a[0] == "0" and not measured):
                # (a fraction is never zero-padded: "| 07/10 |" is a day in July)
                if ctx.prev1 == "from" and len(ctx.prev) >= 2 and ctx.prev[-2] in _CHANGES:
                    return  # "urge 4/10 (down from 7/10)": a score's earlier value
                if pain and (not cue or ctx.prev1 in _DAYS_OF_A_SCORE):
                    return  # "Pain today 4/10", "pain: pre 8/10, intra 6/10, post 4/10"
                if ctx.next_word != "of":
                    # "on 4/4 for ..." and "repeat echo on 4/4." are settled; "on 2/4
                    # pressors" is still a fraction
                    firm = cue and (ctx.prev1 not in _WEAK_CUES or (
                        ctx.prev1 == "on" and (ctx.next_word in _CLAUSE_GOES_ON or (
                            not ctx.next_word and ctx.glued_after[:1] in ("", ".", ";")))))
                    pending.append(_Pending(start, end, va, vb, cue, ctx.line_start, firm))
                return
            found.append(_Found(start, end, 0.95 if cue else 0.85, "month/day", month=va))
        elif 1 <= va <= 12 and lb == 2 and vb > 31:
            found.append(_Found(start, end, 0.8, "month/year", month=va))
        elif 13 <= va <= 31 and 1 <= vb <= 12:
            if (a, b) == ("24", "7") and (not cue or ctx.next_word in _ROUND_THE_CLOCK):
                # "warm line 555-448-6230 24/7": round the clock, uncued or before what
                # is open so ("Family given 24/7 line")
                return
            if cue and ctx.prev1 not in _WEAK_CUES:
                found.append(_Found(start, end, 0.75, "day/month after date cue", month=vb))
            else:
                # "MC from 03/01 to 21/01", "tackle 14/6" in a note of June dates: a
                # day first, which no score has (its first part is the larger), is a
                # date when the document's other dates vouch for it; "on 13/10" is a
                # ventilator setting unless the month is zero-padded ("on 21/01") or
                # the document writes its dates day first ("saw him on 19/2")
                pending.append(_Pending(
                    start, end, vb, va, cue, ctx.line_start,
                    day_first_only=ctx.prev1 == "on" and not b.startswith("0")))

    @staticmethod
    def _resolve_pending(text: str, pending: list[_Pending], found: list[_Found],
                         header: list[tuple[int, int]], dated_cells: frozenset[int]) -> None:
        """Keep a fraction-like month/day when the document's other dates vouch for it:
        at the start of a line, right after another date ("8/2 - 8/10"), or in a month
        the other dates are in (notes cluster their dates around the day written); a
        birth date's month says nothing of when the note was written ("DOB 5-17-2011"
        leaves "HA 6/10" a score)."""
        months = {f.month for f in found if f.month is not None and not f.year_only and (
            _regex.search(_BIRTH_BEFORE, text[max(0, f.start - 16):f.start]) is None)}
        for start, end in header:
            parts = _parse_date_cached(text[start:end])
            if parts is not None and parts.month is not None:
                months.add(parts.month)
        ends = sorted(f.end for f in found if not f.year_only)
        firsts = sorted((f.start, f.month or 0) for f in found if not f.year_only)
        starts = [start for start, _ in firsts]
        in_range = _day_ranges(text, pending)
        day_first = any(p.day_first_only or p.days_if_day_first for p in pending) and (
            _writes_day_first(text, found))
        for p in pending:
            if p.day_first_only and not day_first:
                continue
            if p.days_if_day_first:
                if not day_first:
                    found.append(_Found(p.start, p.end, 0.85, "month/day", month=p.month))
                continue
            k = bisect.bisect_right(ends, p.start) - 1
            after_date = k >= 0 and p.start - ends[k] <= 6 and (
                text[ends[k]:p.start].strip(" \t").lower() in _CONNECTORS)
            # "Weights: 10/8 162, 10/9 162, 10/10 163, 10/11 165": a row of days each
            # with its value, dates on both sides
            valued_after = k >= 0 and _regex.fullmatch(
                _VALUE_BETWEEN_DAYS, text[ends[k]:p.start]) is not None
            # "02/10 a 05/10/2024", "3/2 to 3/9/24": the first day of a range that a
            # full date closes
            k = bisect.bisect_left(starts, p.end)
            joint, gap = "?", 99
            if k < len(starts):
                joint, gap = text[p.end:starts[k]].strip(" \t").lower(), starts[k] - p.end
            before_date = gap <= 8 and joint in _RANGE_JOINTS
            # "6/24, 6/27, 7/1": the first of a list of days whose next one is a date
            # in the same or a neighbouring month
            listed = k < len(starts) and _listed_before(text, p, starts[k], firsts[k][1])
            listed = listed or (valued_after and k < len(starts) and _regex.fullmatch(
                _VALUE_BETWEEN_DAYS, text[p.end:starts[k]]) is not None and _months_adjacent(
                p.month, firsts[k][1]))
            month_ok = any(_months_adjacent(p.month, m) for m in months)
            plain = p.month != p.day and p.month != 10  # "5/5" vent, "10/10" pain
            timed = _regex.match(_TIME_AFTER, text, p.end) is not None or (
                _regex.search(_TIME_BEFORE, text[max(0, p.start - 12):p.start]) is not None
                and _regex.match(_CLAUSE_CLOSES, text, p.end) is not None)
            if (p.line_start or after_date or before_date or listed or timed
                    or p.start in in_range or p.start in dated_cells) or (
                    p.cue and (p.month != p.day or month_ok or p.firm)) or (month_ok and plain):
                found.append(_Found(p.start, p.end, 0.7, "month/day", month=p.month))
                # "on 3/4 and 6/10": a day kept vouches for the next one joined to it
                bisect.insort(ends, p.end)
        # "Missed 4/4 and 4/6": the day before one kept on this walk, listed with it
        kept = sorted((f.start, f.month or 0) for f in found if not f.year_only)
        taken = {f.start for f in found}
        for p in reversed(pending):
            if p.start in taken or p.days_if_day_first or (
                    p.day_first_only and not day_first):
                continue
            k = bisect.bisect_left(kept, (p.end, -1))
            if k < len(kept) and _listed_before(text, p, kept[k][0], kept[k][1]):
                found.append(_Found(p.start, p.end, 0.7, "month/day", month=p.month))
                bisect.insort(kept, (p.start, p.month))

    def _compact(self, text: str, found: list[_Found]) -> None:
        for m in list(_regex.finditer(_COMPACT, text)):
            parts = _parse_hl7_timestamp(m.group())
            if parts is None or parts.day is None:
                continue
            ctx = _context(text, m.start(), m.end())
            if any(p in _ID_CUES or p.endswith("#") for p in ctx.prev[-2:]):
                continue
            if ctx.glued_before.endswith("#"):
                continue
            found.append(_Found(m.start(), m.end(), 0.8, "compact date", month=parts.month))

    # -- month names ----------------------------------------------------------------------

    def _month_names(self, text: str, low: str, found: list[_Found]) -> None:
        for s, e in _word_hits(low, _MONTH_STEMS):
            word = text[s:e]
            if word.lower() in MONTHS:
                self._judge_month(text, s, e, word, found)

    def _judge_month(self, text: str, s: int, e: int, word: str,
                     found: list[_Found]) -> None:
        low = word.lower()
        month = MONTHS[low]
        abbreviated = len(low) <= 4 and low not in ("june", "july", "may")
        e2 = e + 1 if abbreviated and text[e:e + 1] == "." else e
        window = text[max(0, s - 24):s]
        start, end = s, e
        has_day = has_year = False
        day_before = _regex.search(_DAY_BEFORE_MONTH, window) if window else None
        if day_before is not None and day_before.group("sep").strip(" \t") == "-" and (
                day_before.group("sep") != "-"):
            # "Addendum 2 - Sept 18, 2024": a number a spaced dash sets apart is no day
            # of a month that a day follows
            after = _regex.match(_AFTER_MONTH, text[e2:e2 + 40])
            if after is not None and after.group("day") is not None:
                day_before = None
        if day_before is not None and "-" in day_before.group("sep") and (
                _month_word_before(window, day_before.start())):
            # "Mar 8-Mar 10, 2025", "Mar 21-Apr 4": the number closes the month before
            # it, and this month opens the range's second day
            day_before = None
        spoken_before = _regex.search(_SPOKEN_DAY_BEFORE, window) if (
            day_before is None and window[-3:].lower() in ("of ", "st ", "nd ", "rd ", "th ")
        ) else None
        if spoken_before is not None and _regex.search(
                _FRACTION_COUNT_BEFORE, window, 0, spoken_before.start()) is None:
            # "the third of March"; "a third of May patients" is a fraction
            start = s - len(window) + spoken_before.start("day")
            has_day = True
        elif day_before is None and (night := _regex.search(_NIGHT_BEFORE_MONTH, window)) and (
                int(night.group("day")) == int(night.group("first")) + 1 <= 31):
            start = s - len(window) + night.start()
            has_day = True
        elif day_before is not None:
            day = int(day_before.group("day"))
            suffix = day_before.group("ord") or ""
            if 1 <= day <= 31 and (not suffix or _ordinal_ok(day, suffix)):
                start = s - len(window) + day_before.start()
                has_day = True
                first = _regex.search(_DAY_RANGE_BEFORE, window, 0, day_before.start())
                if first is not None and 1 <= int(first.group("day")) < day:
                    start = s - len(window) + first.start()
        # Anchored matches run on a short slice (offsets relative to e2): on the whole
        # text the engine may look for a required literal up to its end at every month.
        tail = text[e2:e2 + 40]
        if has_day:
            after = _regex.match(_YEAR_AFTER_MONTH, tail)
            if after is not None and self._year_text_ok(after.group("year")):
                end = e2 + after.end()
                has_year = True
            elif day_before is not None and day_before.group("sep").strip(" \t") == "":
                # "15 JAN 24": day, month and a two-digit year, blanks between (military
                # and laboratory style), unless the number is a dose ("15 Jan 20 mg")
                short = _regex.match(_SHORT_YEAR_AFTER_MONTH, tail)
                if short is not None and not _is_unit(_context(text, s, e2 + short.end())):
                    end = e2 + short.end()
                    has_year = True
        else:
            after = _regex.match(_AFTER_MONTH, tail)
            if after is not None and after.group("day") is not None:
                day = int(after.group("day"))
                suffix = after.group("ord") or ""
                if 1 <= day <= 31 and (not suffix or _ordinal_ok(day, suffix)):
                    has_day = True
                    end = e2 + after.start("day") + len(after.group("day")) + len(suffix)
                    year = after.group("year") or after.group("year4")
                    more = _regex.match(_MORE_DAYS, tail, after.end()) if (
                        year is not None and len(year) == 2 and day < int(year) <= 31
                        and after.group("ysep").strip(" \t") == ",") else None
                    if more is not None:
                        end = e2 + more.end()  # "July 19, 20, 22": days, no year
                    elif year is not None and self._year_text_ok(year):
                        end = e2 + after.end()
                        has_year = True
                    elif "," in after.group("dsep") and _regex.match(
                            _COUNTED_PLURAL_AFTER, text, end) is not None:
                        # "Separated in January, 2 kids with shared care": a count after
                        # the clause's comma, no day (a day after a comma closes the date)
                        has_day = False
                        end = e
                    elif (span := _regex.match(_DAY_RANGE_AFTER, tail, end - e2)) and (
                            day < int(span.group("day")) <= 31):
                        end = e2 + span.end()  # "Jan 12\u201316"
                        closing = _regex.match(_YEAR_AFTER_MONTH, tail, span.end())
                        if closing is not None and self._year_text_ok(closing.group("year")):
                            end = e2 + closing.end()
                            has_year = True
            elif after is not None:
                year = after.group("year2") or after.group("year3")
                if year is not None and self._year_text_ok(year):
                    end = e2 + after.end()
                    has_year = True
            if not has_day and not has_year and window:
                year_before = _regex.search(_YEAR_BEFORE_MONTH, window)
                if year_before is not None and self._year_text_ok(year_before.group("year")):
                    start = s - len(window) + year_before.start()
                    has_year = True
        if has_day or has_year:
            ctx = _context(text, start, end)
            # ('"3 July" on her birth plan', '"July 3"'): a quotation's closing mark after
            # a month's name or its opening one before the date; no inches
            quoted = ctx.glued_after[:1] in ('"', "\u201d") and (
                text[end - 1].isalpha() or text[start - 1:start] in ('"', "\u201c"))
            if has_day != has_year and _is_unit(ctx) and not quoted:
                return  # "DEC 5 MG"
            if (low in _AMBIGUOUS_MONTHS and not has_year and start == s
                    and not self._ambiguous_day_ok(text, s, end)):
                return
            score = 0.95 if has_day and has_year else 0.9
            reason = "month name date" if has_day else "month and year"
            found.append(_Found(start, end, score, reason, month=month))
            return
        spoken = _regex.match(_SPOKEN_DAY, text[e2:e2 + 64]) if not (
            low == "may" and word.islower()) else None  # "you may first try"
        if spoken is not None and (spoken.group("year") or spoken.group("cyear") or (
                spoken.group("ord") and self._spoken_day_ends(text, e2 + spoken.end()))):
            found.append(_Found(s, e2 + spoken.end(), 0.85, "month and a day in words",
                                month=month))
            return
        after = _regex.match(_MONTH_RANGE_AFTER, tail)
        pair = _regex.match(_MONTH_PAIR_AFTER, tail) if word[:1].isupper() else None
        if after is not None and after.group("month").lower() in MONTHS and (
                len(after.group("joint")) == 1 or low not in _AMBIGUOUS_MONTHS
                or not word.islower()):  # "you may to June 2020" is no range
            found.append(_Found(s, e2, 0.8, "month opening a range", month=month))
        elif pair is not None and pair.group("month").lower() in MONTHS:
            # "anal x3, May-June", "cultures Feb - Apr": two capitalised months joined
            found.append(_Found(s, e2, 0.8, "month opening a range", month=month))
        elif word[:1].isupper() and window and (
                first := _regex.search(_MONTH_PAIR_BEFORE, window)) is not None and (
                first.group("month").lower() in MONTHS) and not (
                low in _AMBIGUOUS_MONTHS
                and _context(text, s, e).next_word in _VERB_AFTER_MAY):
            # ... and the month that closes it ("from Feb to Apr"; "Jun and May be
            # seen" keeps its verb's "May")
            found.append(_Found(s, e2, 0.8, "month closing a range", month=month))
        elif self._bare_month_ok(text, s, e, word):
            found.append(_Found(s, e2, 0.7, "month name", month=month))

    @staticmethod
    def _said_in_words_abroad(doc: DocumentLike, found: list[_Found]) -> None:
        """A day said in Spanish or Portuguese words with "de" and its month's name, or
        after a weekday ("el doce de febrero", "lunes dieciocho", "lunes 18"); "dos de ellos"
        stays. In French, Italian, Polish or Swedish words right before its month's
        name ("vingt-trois octobre", "diciotto luglio", "tjugonde mars"). (In a document
        the pattern is tried only where such a word starts.)"""
        text = doc.text
        if isinstance(doc, Document):
            tokens = doc.tokens
            heads = [tokens[i].start for i in doc.positions_of(_SPOKEN_HEADS)]
            matches = [m for m in (_regex.match(_SPOKEN_DATE_ABROAD, text, at) for at in heads)
                       if m is not None]
        else:
            matches = list(_regex.finditer(_SPOKEN_DATE_ABROAD, text))
        for m in matches:
            said = m.group("month") or m.group("bare")
            shared = m.group("shared")
            month = _FOREIGN_MONTHS[said.lower()] if said else (
                _MONTHS_SPELT_AS_IN_ENGLISH[shared.lower()] if shared else None)
            found.append(_Found(m.start(), m.end(), 0.9, "day said in words (foreign)",
                                month=month))

    @staticmethod
    def _foreign_months(doc: DocumentLike, found: list[_Found], named: bool) -> None:
        """Dates with a month named in another language (``_FOREIGN_MONTHS``: "15 mars
        2025", "9 maj", "3 de mayo de 2024", "12. März", "14 marca 2026", "20 Agustus
        2024"). The month needs a day before it or a year after it: alone, "mai"
        and "mars" are words too. Abbreviated, it needs the day and the year
        ("15/ene/2025"), or a year where the letters are no English word ("dic 2024";
        "out 2024" stays). ``named``: a month's full name may stand in the text."""
        for m in _regex.finditer(_FOREIGN_ABBREVIATED_DATE, doc.text) if not (
                isinstance(doc, Document) and doc.token_positions.keys().isdisjoint(
                    _FOREIGN_MONTH_ABBREVIATIONS)) else ():
            month = _FOREIGN_MONTH_ABBREVIATIONS[(m.group("month") or m.group("month2")).lower()]
            found.append(_Found(m.start(), m.end(), 0.9, "abbreviated month date (foreign)",
                                month=month))
        if not named:
            return
        for m in list(_regex.finditer(_FOREIGN_DATE, doc.text)):
            month = _FOREIGN_MONTHS[(m.group("month") or m.group("month2")).lower()]
            found.append(_Found(m.start(), m.end(), 0.9, "month name date (foreign)",
                                month=month))

    @staticmethod
    def _foreign_bare_months(text: str, found: list[_Found]) -> None:
        """A month named alone in another language after a word that says since, until
        or in ("sinds februari moe", "seit März", "em fevereiro"): a date's element as
        an English month alone is. After a word that is "in" in English too, a month
        that is also a name or a word stays ("in Mars", "i mai")."""
        for m in list(_regex.finditer(_FOREIGN_BARE_MONTH, text)):
            word = m.group("month").lower()
            if m.group("cue").lower() in _FOREIGN_MONTH_WEAK_CUES and (
                    word in _FOREIGN_MONTHS_ALSO_WORDS):
                continue
            found.append(_Found(m.start("month"), m.end(), 0.7, "month name (foreign)",
                                month=_FOREIGN_MONTHS[word]))

    @staticmethod
    def _year_text_ok(year: str) -> bool:
        """A year after a month's name: two digits, four in the common era, or four in
        the Buddhist era Thai records write ("3 Jan 2567", 2024 of the common era)."""
        year = year.lstrip("'\u2019")
        return len(year) == 2 or (len(year) == 4 and (
            _valid_year(int(year))
            or 1900 <= int(year) - _BUDDHIST_ERA_OFFSET <= CURRENT_YEAR + 1))

    @staticmethod
    def _ambiguous_day_ok(text: str, s: int, end: int) -> bool:
        """"may 16" is a date; "HR DEC 20" is a decrease. "Jan" is ambiguous only with a
        person's name, never with a measure, so a measure before it proves nothing ("INR
        recheck Jan 22"); nor does one before a month written with its capital alone
        and a day that closes the clause ("weaned to RA Dec 4.")."""
        rest = text[end:end + 2].lstrip(" \t")
        if text[s:s + 3].lower() == "jan" or (
                text[s].isupper() and text[s + 1:s + 3].islower()
                and (not rest or rest[0] in ".,;)\r\n")):
            return True
        before = _context(text, s, s)
        return not any(p in _MEASURE_CUES for p in before.prev[-2:])

    @staticmethod
    def _spoken_day_ends(text: str, end: int) -> bool:
        """A day in words closes its phrase: punctuation, the end, or "at"/"and"/"in"
        ("on March third.", "June second at 10"; not "June second-line", "March second
        dose")."""
        ctx = _context(text, end, end)
        return ctx.next_word in ("", "at", "and", "in", "when", "after", "before") or (
            ctx.glued_after[:1] in (".", ",", ";", ":", ")"))

    @staticmethod
    def _bare_month_ok(text: str, s: int, e: int, word: str) -> bool:
        low = word.lower()
        ctx = _context(text, s, e)
        glued = ctx.glued_before.lower().rstrip("-")
        # ("~May": about then)
        cue = ctx.prev1 in _MONTH_CUES or glued in ("mid", "early", "late", "~")
        if word[:1].isupper() and word[1:].islower() and glued.endswith("(") and (
                ctx.glued_after.startswith(")")):
            return True  # "HbA1c 61 (Oct)": a month alone in brackets says when
        if low in _BARE_MONTHS:
            if len(low) > 4 or (word[:1].isupper() and not word.isupper()):
                return True  # full names ("July"), title-case abbreviations ("Oct")
            return cue
        if low == "march":
            return not word.islower() or cue
        if word == "MAR" and _mixed_case_line(text, s, e):
            return False  # "on MAR/comfort kit log": the medication administration record
        if low not in _AMBIGUOUS_MONTHS:
            return cue  # "in nov", "since sept": abbreviations that are no other word
        # may, mar, jan, aug, dec: a cue and no verb after ("in May", not "this may be");
        # in lower case only the cues that cannot start a verb phrase.
        if not cue or ctx.prev1 == "this" or ctx.next_word in _VERB_AFTER_MAY:
            return False
        return not word.islower() or ctx.prev1 in _STRONG_MONTH_CUES

    # -- other forms --------------------------------------------------------------------

    def _ordinals(self, text: str, found: list[_Found]) -> None:
        """A day written as an ordinal where it reads as one ("on the 3rd", "Sat the
        21st", "since 5th", a log's "the 11th OVT - ...")."""
        for m in list(_regex.finditer(_ORDINAL, text)):
            day = int(m.group("day"))
            if not 1 <= day <= 31 or not _ordinal_ok(day, m.group("ord")):
                continue
            ctx = _context(text, m.start(), m.end())
            nxt = ctx.next_word
            if nxt == "of":
                # "3rd of May" goes with the month; "3rd of 4" is no date; "the 7th of
                # this month" is one
                if _regex.match(_OF_THIS_MONTH, text, m.end()) is not None:
                    found.append(_Found(m.start(), m.end(), 0.75, "ordinal day of a month"))
                continue
            ends_phrase = nxt == "" or nxt.isdigit() or nxt in _AFTER_ORDINAL
            window = text[max(0, m.start() - 16):m.start()]
            the = _regex.search(_THE_BEFORE, window) is not None if window else False
            wm = _regex.search(_FULL_WEEKDAY_BEFORE, window) if window else None
            # "Sat the 21st" closing its phrase; "sat the 3rd time" is no weekday
            weekday = (wm is not None and (wm.group("bare") is None or ends_phrase
                                           or nxt[:1].isdigit())) or (
                ends_phrase and _regex.search(_TITLED_WEEKDAY_BEFORE, window) is not None)
            if the:
                prev = _context(text, m.start() - 4, m.end()).prev1
                # ("on the 14th he wants to attend": a clause's subject after it)
                ok = ends_phrase or (prev in ("on", "since", "until", "till", "by")
                                     and nxt in _AFTER_DATED_ORDINAL)
                # "the 11th OVT - mailed ...": a log's entry opening its line, then the
                # writer's initials
                line = text[text.rfind("\n", 0, m.start()) + 1:m.start()]
                ok = ok or (line.strip().lower() == "the" and _regex.match(
                    _LOG_INITIALS, text, m.end()) is not None)
            else:
                ok = weekday or (ctx.prev1 in ("on", "since", "until", "till") and ends_phrase)
            if ok or (the and weekday):
                found.append(_Found(m.start(), m.end(), 0.75, "ordinal day"))

    def _holidays(self, text: str, low: str, found: list[_Found]) -> None:
        # Every holiday name holds its anchor word: search the pattern only around the
        # anchors, in merged windows (a text repeating an anchor is searched once).
        hits = sorted(_word_hits(low, self._HOLIDAY_ANCHORS))
        windows: list[list[int]] = []
        for s, e in hits:
            lo, hi = max(0, s - 40), min(len(text), e + 40)
            if windows and lo <= windows[-1][1]:
                windows[-1][1] = max(windows[-1][1], hi)
            else:
                windows.append([lo, hi])
        for lo, hi in windows:
            for m in list(_regex.finditer(self._HOLIDAY, text, lo, hi)):
                first = m.group().split()[0].lower().replace("\u2019", "'")
                if not (m.group()[:1].isupper() or m.group()[:1].isdigit()
                        or first in _DISTINCTIVE_HOLIDAY_WORDS):
                    continue  # "labor day 2" in lower case is not a holiday
                if any(f.start <= m.start() and m.end() <= f.end for f in found):
                    continue  # "the 4th of July, 2000" is one date already
                found.append(_Found(m.start(), m.end(), 0.8, "holiday"))

    def _attach_weekdays(self, text: str, found: list[_Found]) -> None:
        """"Monday, May 3": the weekday goes with its date (alone it is no PHI)."""
        for f in found:
            if f.year_only or f.start == 0:
                continue
            window = text[max(0, f.start - 16):f.start]
            m = _regex.search(_WEEKDAY_BEFORE, window)
            if m is not None:
                f.start = f.start - len(window) + m.start()

    # -- years ----------------------------------------------------------------------------

    def _years(self, text: str, found: list[_Found], header_years: set[int], *,
               yearish: bool = True, apostrophes: bool = True) -> None:
        """Seasons and parts of a year, birth years over 89, and (only when
        ``redact_bare_years``) bare years, decades and abbreviated years.

        ``yearish``/``apostrophes`` false: the text cannot hold a four-digit or
        apostrophe year / an abbreviated year with an apostrophe, so those patterns are
        skipped."""
        full_years = [y for y in (self._year_of(text, f) for f in found if not f.year_only)
                      if y is not None] if yearish else []
        reference = min(max(full_years), CURRENT_YEAR + 1) if full_years else CURRENT_YEAR
        for m in list(_regex.finditer(_YEARISH, text)) if yearish else ():
            y4, y2 = m.group("y4"), m.group("y2")
            year = int(y4) if y4 else expand_year(int(y2))
            decade = m.group("decade") is not None
            window = text[max(0, m.start() - 24):m.start()]
            season = _regex.search(_SEASON_BEFORE, window) if window else None
            if (season is not None and 1900 <= year <= MAX_YEAR
                    and not _is_unit(_context(text, m.start(), m.end()))):  # "q4 2000 mg"
                start = m.start() - len(window) + season.start()
                found.append(_Found(start, m.end(), 0.8,
                                    "decade" if decade else "season or part of a year",
                                    year_only=decade))
                continue
            if y4 and not decade and reference - year > 89 and year >= 1800 and (
                    year in header_years
                    or (window and _regex.search(_BIRTH_BEFORE, window) is not None)):
                found.append(_Found(m.start(), m.end(), 0.9, "birth year implies age over 89"))
                continue
            if not self.redact_bare_years or year > CURRENT_YEAR + 1:
                continue
            if y4 and not self._bare_year_ok(text, m.start(), m.end(), decade):
                continue
            found.append(_Found(m.start(), m.end(), 0.7,
                                "decade" if decade else ("year" if y4 else "abbreviated year"),
                                year_only=True))
        if self.redact_bare_years and apostrophes:
            for pattern in (_TRAILING_APOSTROPHE_YEAR, _APOSTROPHE_YEAR_GLUED):
                for m in list(_regex.finditer(pattern, text)):
                    if self._short_year_ok(text, m.start(), m.end()):
                        found.append(_Found(m.start(), m.end(), 0.6, "abbreviated year",
                                            year_only=True))

    @staticmethod
    def _bare_year_ok(text: str, start: int, end: int, decade: bool) -> bool:
        """A four-digit number is read as a year only with a year cue ("in 1993", "since
        2004", "it is 2020") or as a dated item of a history list ("MI 1992;"): times
        (1930), volumes and lab values (LDH 1806) look the same."""
        ctx = _context(text, start, end)
        if _is_unit(ctx) or ctx.glued_after[:1] in ("-", ":") or ctx.glued_before:
            return False
        if decade:
            return True
        if ctx.prev1 in _BARE_YEAR_CUES:
            return True
        raw = text[max(0, start - 8):start].split()
        prev_chunk = raw[-1] if raw else ""
        return (2 <= len(prev_chunk) <= 5 and prev_chunk.isalpha() and prev_chunk.isupper()
                and ctx.glued_after[:1] in (",", ";", ".") and ctx.prev1 not in _MEASURE_CUES
                and ctx.prev1 not in _WEAK_CUES and ctx.prev1 not in ("at", "of", "in"))

    @staticmethod
    def _short_year_ok(text: str, start: int, end: int) -> bool:
        """"CABG 99'" is a year; "HOB 30'" and "ambulated 30'" are feet."""
        ctx = _context(text, start, end)
        if _is_unit(ctx) or ctx.prev1 in _DISTANCE_CUES or ctx.prev1[:1].isdigit():
            return False
        return text[max(0, start - 3):start].strip() not in ("~", "x", "X", "@")

    @staticmethod
    def _year_of(text: str, f: _Found) -> int | None:
        parts = _parse_date_cached(text[f.start:f.end])
        return parts.year if parts is not None and parts.day is not None else None

    @staticmethod
    def _header_years(dates: list[str]) -> set[int]:
        years: set[int] = set()
        for value in dates:
            parts = _parse_date_cached(value)
            if parts is not None and parts.year is not None:
                years.add(parts.year)
        return years

    # -- caller's dates -------------------------------------------------------------------

    @staticmethod
    def _header_dates(text: str, dates: list[str]) -> list[tuple[int, int]]:
        triples = []
        for value in dates:
            parts = _parse_date_cached(value)
            if parts is None or parts.year is None or parts.month is None or (
                    parts.day is None):
                continue
            triples.append((parts.year, parts.month, parts.day))
        if not triples:
            return []
        ordered = sorted(set(triples))
        try:
            return _header_date_spans(text, ordered)
        except WalkTooLong:
            pattern = _lexicon_pattern(tuple(ordered))
            return [(m.start(), m.end()) for m in _regex.finditer(pattern, text)]


#: Date cues that also introduce settings and amounts ("on 13/10", "from 12/5 to 10/5").
_WEAK_CUES = frozenset({"on", "from", "to", "thru", "through", "by", "before", "after"})
#: Things counted out of a total ("cycle 3/6", "3/6 cycles", "2/3 of", "1/3 cores").
_COUNTED = frozenset({
    "of", "cycle", "cycles", "dose", "doses", "session", "sessions", "treatment",
    "treatments", "round", "rounds", "course", "courses", "fraction", "fractions", "fx",
    "core", "cores", "node", "nodes", "ln", "lns", "weeks", "wks", "days", "months",
})
#: Words before an operation or a visit that the day after it belongs to ("s/p
#: Whipple 3/3", "follow-up INR clinic 1/16", "appt w/ GI 2/2").
_SCHEDULING = frozenset({"s/p", "follow-up", "followup", "f/u", "appt", "appointment",
                         "scheduled", "rtc"})
#: Visits that a measure word may name before them ("INR clinic", "pain clinic").
_VISITS = frozenset({"clinic", "visit", "appt", "appointment", "consult"})
#: Verbs of a course's end that a day follows ("to finish 23/11", "course ends 3/14"),
#: unless a portion does ("finish 1/2 of tray", "finish 3/4 of meal").
_END_VERBS = frozenset({"finish", "finishes", "finishing", "ends", "ending", "complete",
                        "completes", "expires", "stops"})
#: Words that date the event named after them ("next infusion", "last exposure")...
#: Words that schedule a measure again, the day after it being the draw's ("Recheck INR
#: 3/13", "repeat BMP 10/21").
_RECHECKS = frozenset({"recheck", "re-check", "repeat", "redraw", "rpt"})
_NEXT_OR_LAST = frozenset({"next", "last", "previous", "prior", "upcoming"})
#: ... when the event is one that happens on a day. Not "dose", "cycle", "session" or
#: "treatment", which count ("next cycle 3/6": the third of six).
_DATED_EVENTS = frozenset({
    "infusion", "infusions", "injection", "injections", "exposure", "transfusion",
    "dialysis", "vaccine", "vaccination", "shot", "refill", "fill", "delivery", "shipment",
    "draw", "scan", "exam", "encounter", "call", "contact", "period", "menses", "lmp",
    "intercourse", "trip", "flight", "travel", "seizure", "fall", "hospitalization",
    "hospitalisation", "colonoscopy", "mammogram", "pap", "physical", "checkup",
    "check-up", "follow-up", "followup", "fu", "review", "lab", "labs", "eval",
    "evaluation", "procedure", "admission", "ed", "er", "inr", "a1c", "hba1c", "visit",
    "appt", "appointment", "surgery", "biopsy", "echo", "mri", "ct", "cxr", "ekg", "ecg",
    "ultrasound", "egd", "cath", "dexa", "pet",
})
#: Words of a procedure or a study that a dated entry may follow ("node biopsy 4/10:"):
#: a measure named before them ("node") is then no part of the entry.
_PROCEDURE_ENDINGS = ("ectomy", "otomy", "ostomy", "oscopy", "plasty", "graphy", "gram",
                      "biopsy", "biopsies", "scan")
#: A clock time right after a month/day ("3/8 at 0820", "3/8 @ 14:10", "call 3/3 10:22"):
#: a date, no score. Without "at" only a time with a colon counts ("5/5 2000 units").
_TIME_AFTER = _regex.compile(
    r"[ \t]+(?:(?:at|@)[ \t]*(?:[01]\d|2[0-3]):?[0-5]\d|(?:[01]?\d|2[0-3]):[0-5]\d)"
    r"(?!\d|:\d)", _I)
#: A clock time with its colon right before a month/day ("Trigger given 21:30 10/10"): a
#: log's stamp, time first, when the clause closes after the day.
_TIME_BEFORE = _regex.compile(r"(?<![\d:.])(?:[01]?\d|2[0-3]):[0-5]\d[ \t]{1,3}\Z")
#: What closes the clause after a month/day that a clock time precedes: nothing the
#: number counts follows ("21:30 10/10, confirmed"; "14:00 2/4 pressors" is a count).
_CLAUSE_CLOSES = _regex.compile(r"[ \t]*(?:$|[,;.)|\r\n])", regex.MULTILINE)
#: The heading of a table's column of dates ("| DATE |", "Visit date", "Dates").
_DATE_HEADING = _regex.compile(r"(?i)(?:[a-z]{2,12}[ \t]+)?(?:date|dates|dt|dos)")
#: The cells of a heading line that name dates.
_date_columns = columns_headed_by(_DATE_HEADING)


def _date_column_cells(text: str) -> frozenset[int]:
    """Where the value of each cell below a heading of dates starts: in a log's column of
    dates, "| 10/10 |" is the tenth of October, no score."""
    return frozenset(cell_value(start, cell)[0]
                     for start, cell in headed_column_cells(text, ("|", "\t"), _date_columns))


#: Words after "on <m/d>" that continue the clause, so the number is no count of things.
_DATE_PREPOSITIONS = frozenset({"on", "dated", "since", "from", "until", "thru", "through"})
#: Labels that only a date follows: no measure nearby makes their value a setting.
_BIRTH_OR_DATE_LABELS = frozenset({"dob", "d.o.b", "born", "birthdate", "birthday", "dos",
                                   "date", "dated"})
#: Short capitalised words before a day written "05.03." that are no laboratory's name:
#: prepositions, and German and Dutch weekdays cut short ("Mo 13.05. 07:45"). Right
#: before the day they also part it from a measure named earlier ("INR am 17.05.").
_DOTTED_DAY_PREPOSITIONS = frozenset({"am", "vom", "bis", "ab", "seit", "zum", "den", "le",
                                      "du", "au", "el", "al", "del", "il", "dal", "on",
                                      "mo", "di", "mi", "do", "fr", "sa", "so", "ma", "wo",
                                      "vr", "za", "zo"})


def _era_date_placed(text: str, start: int) -> bool:
    """An era's date stands alone in brackets, after a label's colon or a date label,
    or beside Japanese script; bare in a sentence its letters are a spinal level or a
    version ("T12.4.5", "S1.2.3")."""
    before = text[max(0, start - 24):start].rstrip(" \t")
    if before[-1:] in ("(", ":", "（") or unspaced(before[-1:] or " "):
        return True
    words = before.lower().split()
    return bool(words) and words[-1].rstrip(".:") in _BIRTH_OR_DATE_LABELS

_CLAUSE_GOES_ON = frozenset({"for", "via", "at", "in", "with", "and", "when", "by",
                             "after", "before", "to", "from", "per", "while"})
_YEAR_CUES = frozenset({"in", "since", "from", "until", "during", "year", "circa", "ca"})
_BARE_YEAR_CUES = (_YEAR_CUES - {"from", "until"}) | {
    "year", "yr", "c", "before", "after", "born", "dx", "dx'd", "diagnosed", "s/p", "is",
    "was", "its", "it's", "thinks", "summer", "winter", "spring", "fall", "autumn",
}
_DISTANCE_CUES = frozenset({
    "hob", "ambulated", "ambulate", "amb", "walked", "walk", "x", "feet", "ft", "distance",
    "approx", "about", "of",
})
_AFTER_ORDINAL = frozenset({
    "at", "and", "or", "in", "when", "@", "am", "pm", "morning", "evening", "night",
    "afternoon", "to", "until", "through", "thru", "instead", "bc", "b/c", "because", "if",
    "but", "so", "then", "as", "for", "with",
})
#: Words after "on the 14th" that leave the ordinal a day: the clause's subject
#: ("on the 14th he wants to attend"; "on the 3rd floor" and "the 2nd attempt" stay).
_AFTER_DATED_ORDINAL = frozenset({"", "at", "and", "he", "she", "they", "we", "i", "pt",
                                  "patient", "family", "mom", "dad"})
_STRONG_MONTH_CUES = frozenset({"since", "until", "during", "early", "mid", "late", "last",
                                "next"})
_VERB_AFTER_MAY = frozenset({
    "be", "have", "need", "not", "also", "require", "go", "get", "take", "benefit", "help",
    "want", "try", "consider", "start", "continue", "call", "do", "cause", "come", "use",
})


def _num_alt(value: int) -> str:
    return f"0?{value}" if value < 10 else str(value)


def _lexicon_pattern(triples: tuple[tuple[int, int, int], ...]) -> regex.Pattern[str]:
    """One pattern matching every surface form of the given dates: the definition that
    :func:`_header_date_spans` follows without compiling it (tests compare the two)."""
    alternatives: list[str] = []
    sep = r"[ \t]*[-/.][ \t]*"
    name_sep = r"(?:[ \t]*[-/.,][ \t]*|[ \t]+)?"
    for year, month, day in triples:
        yy = f"{year % 100:02d}"
        years = f"(?:{year}|['\u2019]?{yy})"
        mn = _num_alt(month)
        dn = _num_alt(day)
        names = [MONTH_NAMES[month - 1].lower(), MONTH_ABBREVIATIONS[month - 1].lower()]
        if month == 9:
            names.append("sept")
        mname = "(?:" + "|".join(
            regex.escape(n) + (r"\.?" if len(n) <= 4 else "") for n in names) + ")"
        dord = f"{dn}(?:st|nd|rd|th)?"
        alternatives += [
            f"{mn}{sep}{dn}{sep}{years}",
            f"{dn}{sep}{mn}{sep}{years}",
            f"{year}{sep}{mn}{sep}{dn}",
            f"{year}{month:02d}{day:02d}",
            f"{month:02d}{day:02d}{year}",
            f"{day:02d}{month:02d}{year}",
            f"{month:02d}{day:02d}{yy}",
            f"{mname}{name_sep}{dord}(?:,?{name_sep}{years})?",
            f"{dord}(?:[ \t]+of)?{name_sep}{mname}(?:,?{name_sep}{years})?",
            f"{mn}/{dn}",
        ]
    body = "|".join(f"(?:{a})" for a in alternatives)
    return _regex.compile(r"(?<![\w.,/\-])(?:" + body + r")(?![\w]|[/.\-]\d)", _I)


# ---------------------------------------------------------------------------------------
# The caller's dates without compiling a pattern per document
# ---------------------------------------------------------------------------------------
#
# ``_lexicon_pattern`` is the definition of what a header date looks like in narrative,
# but compiling it costs more than scrubbing a whole note, and a live feed brings new
# dates in every message. The classes below read the same pattern as a small tree of
# elements and walk it the way a backtracking matcher does: alternatives in order,
# optional parts present first, blank runs longest first, the first end that passes the
# closing look-ahead wins. Every element consumes at least one character or is a bounded
# blank run, so the walk from one start is bounded by the (short) pattern, and starts are
# only the few places where a digit or a month word begins.

#: Blank characters of ``[ \t]``.
_BLANKS = " \t"
#: Longest blank run a walk steps through. Two blank runs in a row (``[ \t]*[.,]?[ \t]+``)
#: may be split in as many ways as the square of its length, so a longer run (a column
#: layout) sends the search back to the time-bounded pattern.
MAX_BLANK_RUN = 32


class WalkTooLong(Exception):
    """A form met a blank run longer than :data:`MAX_BLANK_RUN`."""


class _Opt:
    """``(?:seq)?``: the sequence first, then nothing."""

    __slots__ = ("seq",)

    def __init__(self, *seq: _Elem) -> None:
        self.seq = seq

    def ends(self, low: str, pos: int) -> Iterator[int]:
        yield from _seq_ends(self.seq, 0, low, pos)
        yield pos


class _Alt:
    """``(?:a|b|...)``: alternatives in order."""

    __slots__ = ("seqs",)

    def __init__(self, *seqs: tuple[_Elem, ...]) -> None:
        self.seqs = seqs

    def ends(self, low: str, pos: int) -> Iterator[int]:
        for seq in self.seqs:
            yield from _seq_ends(seq, 0, low, pos)


class _Blanks:
    """``[ \\t]*`` (or ``+`` when ``least`` is 1): longest run first."""

    __slots__ = ("least",)

    def __init__(self, least: int) -> None:
        self.least = least

    def ends(self, low: str, pos: int) -> Iterator[int]:
        end, n = pos, len(low)
        while end < n and low[end] in _BLANKS:
            end += 1
        if end - pos > MAX_BLANK_RUN:
            raise WalkTooLong
        yield from range(end, pos + self.least - 1, -1)


class _OneOf:
    """One character of a set."""

    __slots__ = ("chars",)

    def __init__(self, chars: str) -> None:
        self.chars = chars

    def ends(self, low: str, pos: int) -> Iterator[int]:
        if pos < len(low) and low[pos] in self.chars:
            yield pos + 1


class _Rep:
    """``[chars]{0,most}``: longest run first."""

    __slots__ = ("chars", "most")

    def __init__(self, chars: str, most: int) -> None:
        self.chars, self.most = chars, most

    def ends(self, low: str, pos: int) -> Iterator[int]:
        end, stop, chars = pos, min(len(low), pos + self.most), self.chars
        while end < stop and low[end] in chars:
            end += 1
        yield from range(end, pos - 1, -1)


class _Digit:
    """``\\d``: one decimal digit of any script."""

    __slots__ = ()

    def ends(self, low: str, pos: int) -> Iterator[int]:
        if pos < len(low) and is_digit_char(low[pos]):
            yield pos + 1


#: A literal (lower case) or a branching element.
_Elem = str | _Opt | _Alt | _Blanks | _OneOf | _Rep | _Digit


def _seq_ends(seq: tuple[_Elem, ...], i: int, low: str, pos: int) -> Iterator[int]:
    """Ends of ``seq[i:]`` matched at ``pos``, in backtracking order."""
    n = len(seq)
    while i < n:
        el = seq[i]
        if isinstance(el, str):
            if not low.startswith(el, pos):
                return
            pos += len(el)
            i += 1
            continue
        for mid in el.ends(low, pos):
            yield from _seq_ends(seq, i + 1, low, mid)
        return
    yield pos


def _num_elems(value: int) -> tuple[_Elem, ...]:
    """``_num_alt``: a one-digit number may carry a leading zero."""
    return (_Opt("0"), str(value)) if value < 10 else (str(value),)


@lru_cache(maxsize=4096)
def _date_forms(year: int, month: int, day: int) -> tuple[tuple[frozenset[str],
                                                                tuple[_Elem, ...]], ...]:
    """The alternatives of ``_lexicon_pattern`` for one date, each with the characters
    it may begin with; building them is cheap, unlike compiling the pattern."""
    sep: tuple[_Elem, ...] = (_Blanks(0), _OneOf("-/."), _Blanks(0))
    name_sep = _Opt(_Alt((_Blanks(0), _OneOf("-/.,"), _Blanks(0)), (_Blanks(1),)))
    yy = f"{year % 100:02d}"
    years = _Alt((str(year),), (_Opt(_OneOf("'\u2019")), yy))
    mn, dn = _num_elems(month), _num_elems(day)
    names = [MONTH_NAMES[month - 1].lower(), MONTH_ABBREVIATIONS[month - 1].lower()]
    if month == 9:
        names.append("sept")
    mname = _Alt(*((n, _Opt(".")) if len(n) <= 4 else (n,) for n in names))
    dord = (*dn, _Opt(_Alt(("st",), ("nd",), ("rd",), ("th",))))
    with_year = _Opt(_Opt(","), name_sep, years)
    forms: list[tuple[_Elem, ...]] = [
        (*mn, *sep, *dn, *sep, years),
        (*dn, *sep, *mn, *sep, years),
        (str(year), *sep, *mn, *sep, *dn),
        (f"{year}{month:02d}{day:02d}",),
        (f"{month:02d}{day:02d}{year}",),
        (f"{day:02d}{month:02d}{year}",),
        (f"{month:02d}{day:02d}{yy}",),
        (mname, name_sep, *dord, with_year),
        (*dord, _Opt(_Blanks(1), "of"), name_sep, mname, with_year),
        (*mn, "/", *dn),
    ]
    return tuple((frozenset(a[0] for a in _anchors(f)), f) for f in forms)


@lru_cache(maxsize=4096)
def _leading_numbers(year: int, month: int, day: int) -> frozenset[str]:
    """The digit runs a numeric form of ``_date_forms`` can begin with. Each begins with
    a whole number (a month, day or year, or a compact date) that a separator, an ordinal
    suffix or the end of the match follows, so a digit run found anywhere else in the
    text cannot start one of them."""
    yy = f"{year % 100:02d}"
    runs = {str(month), str(day), str(year), f"{year}{month:02d}{day:02d}",
            f"{month:02d}{day:02d}{year}", f"{day:02d}{month:02d}{year}",
            f"{month:02d}{day:02d}{yy}"}
    runs.update(f"0{v}" for v in (month, day) if v < 10)
    return frozenset(runs)


_WORD_CHAR = _regex.compile(r"\w")
_DIGIT_CHAR = _regex.compile(r"\d")
_ASCII_WORD = frozenset(string.ascii_letters + string.digits + "_")
_ASCII_DIGITS = frozenset(string.digits)
#: Where a numeric header date may begin: a run of digits after no word character or
#: ``.,/-``; every numeric form begins with the whole run. Searched in the case-folded
#: text (same offsets). The month names are found by :func:`_header_date_starts` with
#: ``str.find``: an alternation of a dozen words costs this regex engine as much as a
#: walk at every position.
_HEADER_DATE_DIGITS = _regex.compile(r"(?<![\w.,/\-])[0-9]+")
_MONTH_STARTS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov",
                 "dec")


def is_word_char(ch: str) -> bool:
    """Whether ``ch`` is matched by ``\\w``."""
    if ch.isascii():
        return ch in _ASCII_WORD
    return _regex.match(_WORD_CHAR, ch) is not None


def is_digit_char(ch: str) -> bool:
    """Whether ``ch`` is matched by ``\\d``."""
    if ch.isascii():
        return "0" <= ch <= "9"
    return _regex.match(_DIGIT_CHAR, ch) is not None


def _anchors(seq: tuple[_Elem, ...]) -> frozenset[str]:
    """Strings one of which every match of ``seq`` begins with (its leading literal, or
    the alternatives of its leading element)."""
    if not seq:
        raise ValueError("a form must consume a character")
    el = seq[0]
    if isinstance(el, str):
        return frozenset({el})
    if isinstance(el, _OneOf):
        return frozenset(el.chars)
    if isinstance(el, _Alt):
        return frozenset().union(*(_anchors(s) for s in el.seqs))
    if isinstance(el, _Opt):
        return _anchors(el.seq) | _anchors(seq[1:])
    raise ValueError("a form cannot begin with a repeated or class element")


def find_form(subject: str, seq: tuple[_Elem, ...], behind_ok: Callable[[int], bool],
              ahead_ok: Callable[[int], bool]) -> list[tuple[int, int]]:
    """``(start, end)`` of each match of the form ``seq`` in ``subject``, leftmost first
    and without overlap like ``finditer``: a start must pass ``behind_ok`` and the first
    end (in backtracking order) passing ``ahead_ok`` is taken. Starts are only where one
    of the form's leading strings occurs, found with ``str.find``; the walk from each is
    bounded by the form's length and :data:`MAX_BLANK_RUN`, so the whole search stays
    linear in the text. Raises :class:`WalkTooLong` past that bound."""
    starts: set[int] = set()
    find = subject.find
    for anchor in _anchors(seq):
        i = find(anchor)
        while i >= 0:
            starts.add(i)
            i = find(anchor, i + 1)
    out: list[tuple[int, int]] = []
    after = 0
    for p in sorted(starts):
        if p < after or not behind_ok(p):
            continue
        end = next((e for e in _seq_ends(seq, 0, subject, p) if ahead_ok(e)), None)
        if end is not None:
            out.append((p, end))
            after = end
    return out


def fold_case(text: str) -> str:
    """``text`` lower-cased with offsets kept, for ASCII literals matched without regard
    to case as ``regex.IGNORECASE`` does (it also reads the long s as s and the dotted
    capital I as i)."""
    return _lower_same_length(text).replace("\u017f", "s").replace("\u0130", "i")


def _header_date_starts(low: str) -> list[tuple[int, str]]:
    """``(position, digit run or month)`` of each place in the folded text ``low`` where a
    header date may begin, in text order: a run of digits, or the first three letters of
    a month name, after no word character or ``.,/-``. (No two overlap: a letter inside
    a month name or a digit inside a run has a word character before it.)"""
    starts = [(m.start(), m.group()) for m in _regex.finditer(_HEADER_DATE_DIGITS, low)]
    find = low.find
    for name in _MONTH_STARTS:
        i = find(name)
        while i >= 0:
            if i == 0 or not (is_word_char(low[i - 1]) or low[i - 1] in ".,/-"):
                starts.append((i, name))
            i = find(name, i + 3)
    starts.sort()
    return starts


def _header_date_spans(text: str, triples: Iterable[tuple[int, int, int]]
                       ) -> list[tuple[int, int]]:
    """``(start, end)`` of every match of ``_lexicon_pattern(triples)`` in ``text``,
    leftmost first and without overlap like ``finditer``, found without compiling it.
    Raises :class:`WalkTooLong` at a long blank run."""
    triples = list(triples)
    forms = [form for t in triples for form in _date_forms(*t)]
    leading = frozenset().union(*(_leading_numbers(*t) for t in triples))
    # Case-insensitive literals: lower-case once, keeping offsets (the long s folds to s).
    low = fold_case(text)
    n = len(text)
    out: list[tuple[int, int]] = []
    after = 0
    for p, run in _header_date_starts(low):
        if p < after:
            continue
        first = low[p]
        if first in _ASCII_DIGITS and run not in leading:
            continue  # a number no form of these dates begins with (a dose, a value)
        for chars, seq in forms:
            if first not in chars:
                continue
            end = next((e for e in _seq_ends(seq, 0, low, p) if e >= n or not (
                is_word_char(text[e]) or (text[e] in "/.-" and e + 1 < n and is_digit_char(
                    text[e + 1])))), None)
            if end is not None:
                out.append((p, end))
                after = end
                break
    return out

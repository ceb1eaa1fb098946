"""HL7 date/time values (DT, TM-less DTM and TS): recognise, shift, truncate, age.

``YYYY[MM[DD[HH[MM[SS[.S[S[S[S]]]]]]]]][+/-ZZZZ]``, and the ISO 8601 spelling some feeds
send instead (``YYYY-MM[-DD[THH:MM[:SS[.S...]][Z|+/-HH[:]MM]]]``), which is read and written
back in the same spelling. A shift moves the calendar date by
whole days and keeps the precision, the time of day and the offset as written, so shifted
values stay valid and intervals between a patient's dates are preserved. A value given to
the month or the year is shifted through the middle of that month or year.
"""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass
from functools import lru_cache

from hl7scrub import _regex

_DTM = _regex.compile(
    r"(?P<y>\d{4})(?:(?P<m>\d{2})(?:(?P<d>\d{2})(?P<time>\d{2}(?:\d{2}(?:\d{2}"
    r"(?:\.\d{1,4})?)?)?)?)?)?(?P<tz>[+-]\d{4})?"
)
_ISO = _regex.compile(
    r"(?P<y>\d{4})-(?P<m>\d{2})(?:-(?P<d>\d{2})(?P<time>[T ](?P<clock>\d{2}:\d{2}"
    r"(?::\d{2}(?:[.,]\d{1,6})?)?)(?P<tz>Z|[+-]\d{2}:?\d{2})?)?)?"
)
MIN_YEAR = 1800
MAX_YEAR = 2200


@dataclass(frozen=True, slots=True)
class HL7Date:
    year: int
    month: int | None
    day: int | None
    time: str  # the time after the date, as written ("" when absent)
    tz: str  # "+hhmm"/"-hhmm" or "" (in ISO spelling: as written, or inside ``time``)
    iso: bool = False  # written with hyphens (ISO 8601) rather than HL7 digits

    @property
    def anchor(self) -> _dt.date:
        """A calendar date standing for this value (middle of the month/year if partial)."""
        if self.month is None:
            return _dt.date(self.year, 7, 1)
        if self.day is None:
            return _dt.date(self.year, self.month, 15)
        return _dt.date(self.year, self.month, self.day)

    def render(self) -> str:
        if self.iso:
            out = f"{self.year:04d}-{self.month or 1:02d}"
            return out + (f"-{self.day:02d}{self.time}" if self.day is not None else "")
        out = f"{self.year:04d}"
        if self.month is not None:
            out += f"{self.month:02d}"
            if self.day is not None:
                out += f"{self.day:02d}" + self.time
        return out + self.tz


def parse_hl7_date(text: str, *, min_digits: int = 4) -> HL7Date | None:
    """The date in ``text`` when all of it is a valid HL7 date/time, else None."""
    return _parse(text, min_digits)


@lru_cache(maxsize=8192)
def _parse(text: str, min_digits: int) -> HL7Date | None:
    """Cached: a message reads its dates several times (checks, lexicon, shift)."""
    value = text.strip()
    if len(value) < min_digits or not value[:4].isdigit():
        return None
    if value[4:5] == "-":
        return _parse_iso(value, min_digits)
    m = _regex.fullmatch(_DTM, value)
    if m is None:
        return None
    digits = len(value) - len(m.group("tz") or "")
    if digits < min_digits:
        return None
    year = int(m.group("y"))
    month = int(m.group("m")) if m.group("m") else None
    day = int(m.group("d")) if m.group("d") else None
    t = m.group("time") or ""
    if not _valid(year, month, day, t):
        return None
    return HL7Date(year, month, day, t, m.group("tz") or "")


def _parse_iso(value: str, min_digits: int) -> HL7Date | None:
    m = _regex.fullmatch(_ISO, value)
    if m is None or sum(ch.isdigit() for ch in value) < min_digits:
        return None
    year, month = int(m.group("y")), int(m.group("m"))
    day = int(m.group("d")) if m.group("d") else None
    if not _valid(year, month, day, (m.group("clock") or "").replace(":", "")):
        return None
    return HL7Date(year, month, day, m.group("time") or "", "", iso=True)


def _valid(year: int, month: int | None, day: int | None, clock: str) -> bool:
    """A year in range, a calendar date that exists, and a clock time (``hh[mm[ss...]]``
    digits, maybe empty) within the day."""
    if not MIN_YEAR <= year <= MAX_YEAR:
        return False
    try:
        _dt.date(year, month or 1, day or 1)
    except ValueError:
        return False
    return not clock or not (int(clock[0:2]) > 23 or (len(clock) >= 4 and int(clock[2:4]) > 59)
                             or (len(clock) >= 6 and int(clock[4:6]) > 60))


def shift(value: HL7Date, days: int) -> HL7Date:
    """Move ``value`` by ``days`` keeping its precision, time of day and offset."""
    moved = value.anchor + _dt.timedelta(days=days)
    if value.month is None:
        return HL7Date(moved.year, None, None, "", value.tz, value.iso)
    if value.day is None:
        return HL7Date(moved.year, moved.month, None, "", value.tz, value.iso)
    return HL7Date(moved.year, moved.month, moved.day, value.time, value.tz, value.iso)


def year_only(value: HL7Date) -> str:
    return f"{value.year:04d}"


def age_in_years(birth: _dt.date, at: _dt.date) -> int:
    years = at.year - birth.year
    if (at.month, at.day) < (birth.month, birth.day):
        years -= 1
    return years

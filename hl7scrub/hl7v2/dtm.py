"""HL7 date/time values (DT, TM-less DTM and TS): recognise, shift, truncate, age.

``YYYY[MM[DD[HH[MM[SS[.S[S[S[S]]]]]]]]][+/-ZZZZ]``. A shift moves the calendar date by
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
MIN_YEAR = 1800
MAX_YEAR = 2200


@dataclass(frozen=True, slots=True)
class HL7Date:
    year: int
    month: int | None
    day: int | None
    time: str  # digits after the date, as written ("" when absent)
    tz: str  # "+hhmm"/"-hhmm" or ""

    @property
    def anchor(self) -> _dt.date:
        """A calendar date standing for this value (middle of the month/year if partial)."""
        if self.month is None:
            return _dt.date(self.year, 7, 1)
        if self.day is None:
            return _dt.date(self.year, self.month, 15)
        return _dt.date(self.year, self.month, self.day)

    def render(self) -> str:
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
    m = _regex.fullmatch(_DTM, value)
    if m is None:
        return None
    digits = len(value) - len(m.group("tz") or "")
    if digits < min_digits:
        return None
    year = int(m.group("y"))
    if not MIN_YEAR <= year <= MAX_YEAR:
        return None
    month = int(m.group("m")) if m.group("m") else None
    day = int(m.group("d")) if m.group("d") else None
    try:
        _dt.date(year, month or 1, day or 1)
    except ValueError:
        return None
    t = m.group("time") or ""
    if t and (int(t[0:2]) > 23 or (len(t) >= 4 and int(t[2:4]) > 59)
              or (len(t) >= 6 and int(t[4:6]) > 60)):
        return None
    return HL7Date(year, month, day, t, m.group("tz") or "")


def shift(value: HL7Date, days: int) -> HL7Date:
    """Move ``value`` by ``days`` keeping its precision, time of day and offset."""
    moved = value.anchor + _dt.timedelta(days=days)
    if value.month is None:
        return HL7Date(moved.year, None, None, "", value.tz)
    if value.day is None:
        return HL7Date(moved.year, moved.month, None, "", value.tz)
    return HL7Date(moved.year, moved.month, moved.day, value.time, value.tz)


def year_only(value: HL7Date) -> str:
    return f"{value.year:04d}"


def age_in_years(birth: _dt.date, at: _dt.date) -> int:
    years = at.year - birth.year
    if (at.month, at.day) < (birth.month, birth.day):
        years -= 1
    return years

"""Bounded regular expressions.

Every pattern in the package is compiled through here so that each search runs with a
time budget. A pattern that exceeds it raises :class:`PatternTimeout`; callers fail
closed (the text is rejected, never passed through unscrubbed).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import regex

from hl7scrub.exceptions import PatternTimeout

#: Seconds one search may take. Patterns are written to be linear, so this only trips
#: on pathological input or a bug; configurable through ``ScrubConfig.regex_timeout``.
DEFAULT_TIMEOUT = 2.0

_timeout = DEFAULT_TIMEOUT


def _timed_out(text: str) -> PatternTimeout:
    return PatternTimeout(f"pattern exceeded {_timeout}s on a text of {len(text)} chars")


def set_timeout(seconds: float) -> None:
    """Set the per-search budget (process wide; the core is synchronous)."""
    global _timeout
    if seconds <= 0:
        raise ValueError("regex timeout must be positive")
    _timeout = seconds


def get_timeout() -> float:
    return _timeout


def compile(pattern: str, flags: int = 0) -> regex.Pattern[str]:
    """Compile with VERSION1-free defaults; V0 keeps ``re`` semantics."""
    return regex.compile(pattern, flags)


def finditer(pattern: regex.Pattern[str], text: str, pos: int = 0,
             endpos: int | None = None) -> Iterator[regex.Match[str]]:
    """Iterate over matches, raising :class:`PatternTimeout` when the budget is spent."""
    kwargs: dict[str, Any] = {"timeout": _timeout}
    if endpos is not None:
        kwargs["endpos"] = endpos
    try:
        yield from pattern.finditer(text, pos, **kwargs)
    except TimeoutError as exc:
        raise _timed_out(text) from exc


def findall(pattern: regex.Pattern[str], text: str) -> list[Any]:
    try:
        return pattern.findall(text, timeout=_timeout)
    except TimeoutError as exc:
        raise _timed_out(text) from exc


def search(pattern: regex.Pattern[str], text: str, pos: int = 0,
           endpos: int | None = None) -> regex.Match[str] | None:
    kwargs: dict[str, Any] = {"timeout": _timeout}
    if endpos is not None:
        kwargs["endpos"] = endpos
    try:
        return pattern.search(text, pos, **kwargs)
    except TimeoutError as exc:
        raise _timed_out(text) from exc


def fullmatch(pattern: regex.Pattern[str], text: str) -> regex.Match[str] | None:
    try:
        return pattern.fullmatch(text, timeout=_timeout)
    except TimeoutError as exc:
        raise _timed_out(text) from exc


def match(pattern: regex.Pattern[str], text: str, pos: int = 0) -> regex.Match[str] | None:
    try:
        return pattern.match(text, pos, timeout=_timeout)
    except TimeoutError as exc:
        raise _timed_out(text) from exc

"""Errors raised by hl7scrub.

One base class lets callers fail closed with a single ``except``. Messages must never
carry PHI: say *where* (line, byte offset, segment/field) and *what kind*, not the value.
"""

from __future__ import annotations


class Hl7ScrubError(Exception):
    """Base of every error this package raises on purpose."""


class ConfigError(Hl7ScrubError):
    """The configuration is invalid or cannot be read."""


class PatternTimeout(Hl7ScrubError):
    """A regular expression exceeded its time budget; the text is not scrubbed."""


class ScrubError(Hl7ScrubError):
    """The recognizer core could not produce a safe result for a text."""


class InputError(Hl7ScrubError):
    """Input could not be read or decoded (bad JSON line, bad encoding, truncated file)."""

    def __init__(self, message: str, *, source: str = "", line: int | None = None,
                 offset: int | None = None) -> None:
        where = []
        if source:
            where.append(source)
        if line is not None:
            where.append(f"line {line}")
        if offset is not None:
            where.append(f"byte {offset}")
        super().__init__(f"{': '.join([', '.join(where), message]) if where else message}")
        self.source = source
        self.line = line
        self.offset = offset
        self.reason = message


class MessageError(Hl7ScrubError):
    """An HL7 message could not be parsed or de-identified; it must be rejected (AE/AR)."""

    def __init__(self, message: str, *, control_id: str = "", location: str = "") -> None:
        super().__init__(message if not location else f"{location}: {message}")
        self.control_id = control_id
        self.location = location
        self.reason = message

"""Value types shared by every layer.

This module imports nothing from the package so that any layer may depend on it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Literal, NamedTuple, Protocol, get_args, runtime_checkable

PhiType = Literal[
    "NAME",
    "DATE",
    "AGE",
    "ID",
    "PHONE",
    "EMAIL",
    "URL",
    "IP",
    "ADDRESS",
    "LOCATION",
    "ORG",
    "PHI",
]
"""Labels written into redacted text; ``PHI`` marks a conflict between recognizers."""

PHI_TYPES: tuple[PhiType, ...] = get_args(PhiType)

NameRole = Literal["patient", "relative", "provider", "other"]


@dataclass(frozen=True, slots=True)
class Span:
    """A half-open character range ``[start, end)`` judged to be PHI.

    Every span says who found it and why, so that any redaction can be explained
    to a reviewer without re-running the recognizers.
    """

    start: int
    end: int
    type: PhiType
    recognizer: str
    score: float = 1.0
    reason: str = ""

    def __post_init__(self) -> None:
        if self.start < 0 or self.end <= self.start:
            raise ValueError(f"invalid span [{self.start},{self.end})")

    def overlaps(self, other: Span) -> bool:
        return self.start < other.end and other.start < self.end

    def to_dict(self) -> dict[str, object]:
        return {
            "start": self.start,
            "end": self.end,
            "type": self.type,
            "recognizer": self.recognizer,
            "score": round(self.score, 4),
            "reason": self.reason,
        }


def read_after_names(spans: Iterable[Span], read: Callable[[int], Span | None]
                     ) -> Iterator[Span]:
    """What ``read`` finds at the end of each NAME span: the stages after the recognizers
    read past a name found (a date, a typist's initials, a nickname)."""
    for span in spans:
        if span.type == "NAME":
            found = read(span.end)
            if found is not None:
                yield found


def with_free_spans(spans: list[Span], candidates: Iterable[Span]) -> list[Span]:
    """``spans`` and each candidate that overlaps none of them and no candidate taken
    before it (``spans`` itself when none is taken): a stage's find never splits or
    doubles one made before."""
    added: list[Span] = []
    for candidate in candidates:
        if not any(candidate.overlaps(s) for s in spans) and not any(
                candidate.overlaps(s) for s in added):
            added.append(candidate)
    return spans + added if added else spans


class Token(NamedTuple):
    """A token with offsets into the original string (never into a normalised copy).

    A named tuple rather than a dataclass: documents hold hundreds of thousands of
    tokens and tuple construction is several times cheaper.
    """

    start: int
    end: int
    text: str


@dataclass(frozen=True, slots=True)
class PersonName:
    """A name taken from a structured source (an HL7 header, a JSONL ``names`` list)."""

    family: str = ""
    given: str = ""
    middle: str = ""
    prefix: str = ""
    suffix: str = ""
    role: NameRole = "patient"
    gender: str = ""

    def parts(self) -> list[str]:
        return [p for p in (self.given, self.middle, self.family) if p]


@dataclass(slots=True)
class DocumentLexicon:
    """Identifiers known to belong to the people a document is about.

    Built by the caller (for HL7 from the header segments) and handed to the core
    so that any surface form of these values in narrative is caught.
    """

    names: list[PersonName] = field(default_factory=list)
    identifiers: list[str] = field(default_factory=list)
    dates: list[str] = field(default_factory=list)
    phones: list[str] = field(default_factory=list)
    emails: list[str] = field(default_factory=list)
    addresses: list[str] = field(default_factory=list)
    locations: list[str] = field(default_factory=list)
    organizations: list[str] = field(default_factory=list)

    def is_empty(self) -> bool:
        return not any(
            (
                self.names,
                self.identifiers,
                self.dates,
                self.phones,
                self.emails,
                self.addresses,
                self.locations,
                self.organizations,
            )
        )

    def merge(self, other: DocumentLexicon) -> None:
        for name in (
            "names",
            "identifiers",
            "dates",
            "phones",
            "emails",
            "addresses",
            "locations",
            "organizations",
        ):
            mine: list[object] = getattr(self, name)
            for value in getattr(other, name):
                if value not in mine:
                    mine.append(value)


@runtime_checkable
class Recognizer(Protocol):
    """Finds spans of one PHI family.

    ``doc`` is an :class:`hl7scrub.document.Document`; it is typed loosely here so
    that this module stays free of internal imports.
    """

    name: str

    def analyze(self, doc: DocumentLike) -> list[Span]: ...


class DocumentLike(Protocol):
    @property
    def text(self) -> str: ...

    @property
    def tokens(self) -> list[Token]: ...

    @property
    def lexicon(self) -> DocumentLexicon: ...

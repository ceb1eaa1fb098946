"""Re-identification risk of missed name tokens (seed 000, "Privacy risk analysis").

A missed name is not a number but a breach to explain: how many people in the US carry
that name, and — because a revealed token may be a misspelling of the real name — how
many people carry *any* name within edit distance 2 of it (the names an adversary would
have to consider). Counts come from the packaged name lexicon (Census/SSA tables).
"""

from __future__ import annotations

import importlib
import string
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from hl7scrub.evaluation.gold import gold_type_info
from hl7scrub.evaluation.scoring import TokenResult

_ALPHABET = string.ascii_lowercase + "'"
#: Shorter tokens (initials, fragments) have neighbourhoods that cover most short names,
#: which says nothing useful; only their own counts are reported.
MIN_NEIGHBOURHOOD_LENGTH = 3


class NameCounts(Protocol):
    def first_count(self, word: str) -> int: ...

    def last_count(self, word: str) -> int: ...


@dataclass(frozen=True)
class NameRisk:
    """Risk figures of one missed name string (case-folded)."""

    token: str
    labels: tuple[str, ...]
    occurrences: int
    documents: int
    first_count: int
    last_count: int
    #: Distinct first names / surnames within edit distance 2 (the token included).
    first_neighbours: int | None
    last_neighbours: int | None
    #: People carrying one of those names.
    first_people: int | None
    last_people: int | None

    def to_dict(self, hide_text: bool = False) -> dict[str, object]:
        return {"token": f"<{len(self.token)} letters>" if hide_text else self.token,
                "labels": list(self.labels), "occurrences": self.occurrences,
                "documents": self.documents, "first_count": self.first_count,
                "last_count": self.last_count, "first_neighbours_ed2": self.first_neighbours,
                "last_neighbours_ed2": self.last_neighbours,
                "first_people_ed2": self.first_people, "last_people_ed2": self.last_people}

    def line(self, hide_text: bool = False) -> str:
        shown = f"<{len(self.token)} letters>" if hide_text else self.token
        text = (f"{shown:<16} {'/'.join(self.labels):<22} x{self.occurrences:<3} "
                f"first-name bearers {self.first_count:>10,}  surname bearers "
                f"{self.last_count:>10,}")
        if self.first_people is not None and self.last_people is not None:
            text += (f"  | edit distance <= 2: {self.first_neighbours} first names "
                     f"({self.first_people:,} people), {self.last_neighbours} surnames "
                     f"({self.last_people:,} people)")
        return text


def _edits1(word: str) -> set[str]:
    splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    out = {a + b[1:] for a, b in splits if b}
    out |= {a + c + b[1:] for a, b in splits if b for c in _ALPHABET}
    out |= {a + c + b for a, b in splits for c in _ALPHABET}
    return out


def neighbourhood(word: str) -> set[str]:
    """Every string within Levenshtein distance 2 of ``word`` (itself included)."""
    first = _edits1(word)
    out = set(first)
    for w in first:
        out |= _edits1(w)
    out.add(word)
    return out


def default_counts() -> NameCounts | None:
    """The packaged lexicon, or None when it cannot be loaded."""
    try:
        module: Any = importlib.import_module("hl7scrub.lexicon")
        lexicon: NameCounts = module.load_lexicon()
    except (ImportError, AttributeError, RuntimeError, OSError):
        return None
    return lexicon


def is_patient_name_miss(result: TokenResult) -> bool:
    """Missed patient/relative name tokens (provider names are not patient PHI)."""
    return result.role == "phi" and any(
        gold_type_info(lab).phi_type == "NAME" and gold_type_info(lab).role == "phi"
        for lab in result.labels)


def name_risks(misses: Iterable[TokenResult], counts: NameCounts | None = None, *,
               max_names: int = 200) -> list[NameRisk]:
    """Risk lines for each distinct missed patient/relative name token, most frequent
    first; at most ``max_names`` neighbourhoods are computed (each takes a fraction of a
    second)."""
    lexicon = counts if counts is not None else default_counts()
    grouped: dict[str, list[TokenResult]] = {}
    for m in misses:
        if is_patient_name_miss(m):
            grouped.setdefault(m.text.casefold(), []).append(m)
    ordered = sorted(grouped.items(), key=lambda kv: (-len(kv[1]), kv[0]))
    out: list[NameRisk] = []
    for index, (token, found) in enumerate(ordered):
        labels = tuple(sorted({lab for m in found for lab in m.labels}))
        docs = len({m.doc_id for m in found})
        if lexicon is None:
            out.append(NameRisk(token, labels, len(found), docs, 0, 0, None, None, None, None))
            continue
        first, last = lexicon.first_count(token), lexicon.last_count(token)
        fn = ln = fp = lp = None
        if index < max_names and len(token) >= MIN_NEIGHBOURHOOD_LENGTH and token.isascii():
            fn = ln = fp = lp = 0
            for cand in neighbourhood(token):
                f, la = lexicon.first_count(cand), lexicon.last_count(cand)
                if f:
                    fn += 1
                    fp += f
                if la:
                    ln += 1
                    lp += la
        out.append(NameRisk(token, labels, len(found), docs, first, last, fn, ln, fp, lp))
    return out


def format_risks(risks: Sequence[NameRisk], hide_text: bool = False) -> str:
    if not risks:
        return "privacy risk: no patient or relative name token was missed"
    lines = [f"privacy risk of {len(risks)} missed patient/relative name string(s) "
             "(US population counts, Census/SSA):"]
    lines += ["  " + r.line(hide_text) for r in risks]
    return "\n".join(lines)

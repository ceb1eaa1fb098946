"""Token-level scoring of predicted spans against gold annotations.

The unit of evaluation is the *gold token* (seed 000, "Evaluation of differently
tokenized results"): the text is tokenized once with :func:`hl7scrub.tokenize.tokenize`,
and each token is further cut at every gold annotation boundary, so the gold standard
defines the tokens. Only pieces holding a letter or digit are scored (punctuation carries
no identity and would only inflate the true negatives). Predictions of any tool, however
it tokenized, are then aligned to these tokens:

1. each predicted span is re-tokenized with the gold tokens it overlaps;
2. a predicted span that is a substring of a gold token, contains gold tokens, or
   overlaps one partly is distributed over those tokens with its tag;
3. a token reached by several predicted spans carries all their tags at once.

A gold PHI token is *caught* (TP) only when every one of its characters is covered by
the union of predicted spans; a partly covered PHI token still leaks the rest and counts
as a miss (FN, flagged ``partial``). A non-PHI token counts as a false positive when any
of its characters is covered (the text was altered). Clinician identifiers (role
``provider``, e.g. HCPName) and labels outside Safe Harbor (role ``excluded``) are scored
in their own rows and left out of the overall figures (seed 002 §3.9). Ages of 89 or less
are not PHI: those tokens count as non-PHI, so redacting them is a false positive.
"""

from __future__ import annotations

import bisect
import itertools
import math
from collections import defaultdict
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal

from hl7scrub import _regex
from hl7scrub._types import Span
from hl7scrub.evaluation.gold import NON_PHI_LABELS, GoldDocument, gold_type_info
from hl7scrub.exceptions import InputError
from hl7scrub.tokenize import tokenize

RowKind = Literal["overall", "gold", "phi", "nonphi"]

#: Label of the row holding tokens annotated as ages of 89 or less.
YOUNG_AGE_ROW = "Age<=89"

_NUMBER = _regex.compile(r"\d+")
_WORD = _regex.compile(r"[a-z]+")
_AGE_WORDS: dict[str, int] = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
    "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
    "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
    "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100,
}


def age_value(phrase: str) -> int | None:
    """The largest age a phrase states ("93", "ninety-three", "late 90s"), if any."""
    numbers = [int(m.group()) for m in _regex.finditer(_NUMBER, phrase)]
    if numbers:
        return max(numbers)
    total = 0
    found = False
    for m in _regex.finditer(_WORD, phrase.casefold()):
        word = m.group()
        if word in _AGE_WORDS:
            value = _AGE_WORDS[word]
            total = total * 100 if value == 100 else total + value
            found = True
    return total if found else None


def is_phi_age(phrase: str) -> bool:
    """Only ages over 89 are Safe Harbor identifiers; an unreadable age counts as PHI."""
    value = age_value(phrase)
    return value is None or value > 89


@dataclass
class Counts:
    """A confusion matrix over tokens; the derived measures are NaN when undefined."""

    tp: int = 0
    fn: int = 0
    fp: int = 0
    tn: int = 0

    def add(self, other: Counts) -> None:
        self.tp += other.tp
        self.fn += other.fn
        self.fp += other.fp
        self.tn += other.tn

    @staticmethod
    def _ratio(num: int, den: int) -> float:
        return num / den if den else math.nan

    @property
    def positives(self) -> int:
        return self.tp + self.fn

    @property
    def sensitivity(self) -> float:
        return self._ratio(self.tp, self.tp + self.fn)

    recall = sensitivity

    @property
    def specificity(self) -> float:
        return self._ratio(self.tn, self.tn + self.fp)

    @property
    def precision(self) -> float:
        return self._ratio(self.tp, self.tp + self.fp)

    def f_beta(self, beta: float) -> float:
        p, r = self.precision, self.sensitivity
        if math.isnan(p) or math.isnan(r) or p + r == 0:
            return math.nan
        b2 = beta * beta
        return (1 + b2) * p * r / (b2 * p + r)

    @property
    def f1(self) -> float:
        return self.f_beta(1.0)

    @property
    def f2(self) -> float:
        return self.f_beta(2.0)

    def as_tuple(self) -> tuple[int, int, int, int]:
        return (self.tp, self.fn, self.fp, self.tn)

    def to_dict(self) -> dict[str, float | int | None]:
        def clean(x: float) -> float | None:
            return None if math.isnan(x) else round(x, 6)

        return {"tp": self.tp, "fn": self.fn, "fp": self.fp, "tn": self.tn,
                "sensitivity": clean(self.sensitivity),
                "specificity": clean(self.specificity),
                "precision": clean(self.precision), "f1": clean(self.f1),
                "f2": clean(self.f2)}


@dataclass
class Row:
    """One line of the report: a gold label, a PHI type, or the overall figures.

    ``gold`` rows only have positives (TP/FN); false positives are attributed to the
    PHI type a system predicted, so ``phi`` and ``overall`` rows carry all four counts.
    """

    name: str
    kind: RowKind
    role: str = "phi"
    phi_type: str = ""
    instances: Counts = field(default_factory=Counts)
    unique: Counts = field(default_factory=Counts)
    by_patient: dict[str, Counts] = field(default_factory=dict)

    @property
    def has_negatives(self) -> bool:
        return self.kind in ("overall", "phi", "nonphi")

    def to_dict(self) -> dict[str, object]:
        return {"name": self.name, "kind": self.kind, "role": self.role,
                "phi_type": self.phi_type, "instances": self.instances.to_dict(),
                "unique": self.unique.to_dict()}


@dataclass(frozen=True, slots=True)
class TokenResult:
    """A scored token worth showing: a miss or a false positive."""

    doc_id: str
    patient: str
    start: int
    end: int
    text: str
    labels: tuple[str, ...]
    role: str
    predicted: tuple[str, ...]
    recognizers: tuple[str, ...]
    partial: bool = False


@dataclass
class Report:
    """Everything :func:`score` measured."""

    documents: int = 0
    tokens: int = 0
    rows: dict[str, Row] = field(default_factory=dict)
    misses: list[TokenResult] = field(default_factory=list)
    false_positives: list[TokenResult] = field(default_factory=list)
    patients: list[str] = field(default_factory=list)
    excluded_labels: tuple[str, ...] = ()

    @property
    def overall(self) -> Counts:
        return self.rows["overall"].instances

    def gold_rows(self) -> list[Row]:
        return sorted((r for r in self.rows.values() if r.kind == "gold"),
                      key=lambda r: (r.role != "phi", r.name.casefold()))

    def phi_rows(self) -> list[Row]:
        return sorted((r for r in self.rows.values() if r.kind == "phi"),
                      key=lambda r: r.name)

    def patient_matrix(self, row: str) -> list[tuple[int, int, int, int]]:
        """Per-patient (tp, fn, fp, tn) of a row, in ``self.patients`` order."""
        by = self.rows[row].by_patient
        return [by[p].as_tuple() if p in by else (0, 0, 0, 0) for p in self.patients]

    def phi_misses(self) -> list[TokenResult]:
        return [m for m in self.misses if m.role == "phi"]

    def to_dict(self) -> dict[str, object]:
        return {"documents": self.documents, "tokens": self.tokens,
                "patients": len(self.patients),
                "excluded_labels": list(self.excluded_labels),
                "rows": {k: r.to_dict() for k, r in self.rows.items()},
                "misses": len(self.misses), "false_positives": len(self.false_positives)}


@dataclass
class _Piece:
    start: int
    end: int
    labels: set[str] = field(default_factory=set)
    young_age: bool = False
    covered: int = 0
    predicted: set[str] = field(default_factory=set)
    recognizers: set[str] = field(default_factory=set)


def gold_tokens(doc: GoldDocument) -> list[tuple[int, int]]:
    """The scored tokens of a document: our tokens cut at gold annotation boundaries."""
    bounds = sorted({b for a in doc.annotations for b in (a.start, a.end)})
    text = doc.text
    out: list[tuple[int, int]] = []
    for tok in tokenize(text):
        cuts = [tok.start]
        i = bisect.bisect_right(bounds, tok.start)
        while i < len(bounds) and bounds[i] < tok.end:
            cuts.append(bounds[i])
            i += 1
        cuts.append(tok.end)
        for s, e in itertools.pairwise(cuts):
            if any(ch.isalnum() for ch in text[s:e]):
                out.append((s, e))
    return out


def _merge(spans: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
    merged: list[tuple[int, int]] = []
    for s, e in sorted(spans):
        if merged and s <= merged[-1][1]:
            if e > merged[-1][1]:
                merged[-1] = (merged[-1][0], e)
        else:
            merged.append((s, e))
    return merged


def _overlapping(starts: list[int], ends: list[int], s: int, e: int) -> range:
    """Indices of sorted, disjoint pieces that overlap ``[s, e)``."""
    return range(bisect.bisect_right(ends, s), bisect.bisect_left(starts, e))


def _pieces(doc: GoldDocument, spans: Sequence[Span]) -> list[_Piece]:
    pieces = [_Piece(s, e) for s, e in gold_tokens(doc)]
    starts = [p.start for p in pieces]
    ends = [p.end for p in pieces]
    for a in doc.annotations:
        if a.type.casefold() in NON_PHI_LABELS:
            continue
        young = (gold_type_info(a.type).phi_type == "AGE"
                 and not is_phi_age(doc.text[a.start:a.end]))
        for i in _overlapping(starts, ends, a.start, a.end):
            if young:
                pieces[i].young_age = True
            else:
                pieces[i].labels.add(a.type)
    for span in spans:
        if span.end > len(doc.text):
            raise InputError(f"predicted span [{span.start},{span.end}) lies outside the "
                             f"text ({len(doc.text)} characters)", source=doc.id)
        for i in _overlapping(starts, ends, span.start, span.end):
            pieces[i].predicted.add(span.type)
            pieces[i].recognizers.add(span.recognizer)
    for s, e in _merge((sp.start, sp.end) for sp in spans):
        for i in _overlapping(starts, ends, s, e):
            p = pieces[i]
            p.covered += min(e, p.end) - max(s, p.start)
    return pieces


class _Accumulator:
    def __init__(self) -> None:
        self.rows: dict[str, Row] = {}
        self.pos_unique: dict[str, dict[tuple[str, str], bool]] = defaultdict(dict)
        self.neg_unique: dict[str, dict[tuple[str, str], bool]] = defaultdict(dict)
        self.nonphi_by_patient: dict[str, int] = defaultdict(int)
        self.nonphi_unique: set[tuple[str, str]] = set()

    def row(self, key: str, name: str, kind: RowKind, role: str = "phi",
            phi_type: str = "") -> Row:
        if key not in self.rows:
            self.rows[key] = Row(name, kind, role, phi_type)
        return self.rows[key]

    def positive(self, row: Row, key: str, patient: str, ukey: tuple[str, str],
                 caught: bool) -> None:
        counts = row.by_patient.setdefault(patient, Counts())
        if caught:
            row.instances.tp += 1
            counts.tp += 1
        else:
            row.instances.fn += 1
            counts.fn += 1
        self.pos_unique[key][ukey] = self.pos_unique[key].get(ukey, True) and caught

    def negative(self, row: Row, key: str, patient: str, ukey: tuple[str, str],
                 flagged: bool) -> None:
        counts = row.by_patient.setdefault(patient, Counts())
        if flagged:
            row.instances.fp += 1
            counts.fp += 1
        else:
            row.instances.tn += 1
            counts.tn += 1
        self.neg_unique[key][ukey] = self.neg_unique[key].get(ukey, False) or flagged


def score(gold_docs: Sequence[GoldDocument], predicted: Mapping[str, Sequence[Span]], *,
          exclude: Collection[str] = (), missing_ok: bool = False) -> Report:
    """Score predicted spans (per document id) against the gold documents.

    ``exclude`` names gold labels to leave out of the overall figures (e.g. ``DateYear``
    when bare years are deliberately kept); they are still reported in their own row.
    """
    excluded = {x.casefold() for x in exclude}
    acc = _Accumulator()
    report = Report(excluded_labels=tuple(sorted(exclude)))
    overall = acc.row("overall", "ALL", "overall")
    patients: dict[str, None] = {}
    for doc in gold_docs:
        if doc.id not in predicted and not missing_ok:
            raise InputError("no prediction for this document", source=doc.id)
        spans = predicted.get(doc.id, ())
        report.documents += 1
        patients.setdefault(doc.patient, None)
        for p in _pieces(doc, spans):
            report.tokens += 1
            text = doc.text[p.start:p.end]
            ukey = (doc.id, text.casefold())
            full = p.covered >= p.end - p.start
            touched = p.covered > 0
            roles = {lab: ("excluded" if lab.casefold() in excluded
                           else gold_type_info(lab).role) for lab in p.labels}
            phi_labels = [lab for lab, role in roles.items() if role == "phi"]
            for lab, role in roles.items():
                row = acc.row("gold:" + lab, lab, "gold", role, gold_type_info(lab).phi_type)
                acc.positive(row, "gold:" + lab, doc.patient, ukey, full)
            if phi_labels:
                acc.positive(overall, "overall", doc.patient, ukey, full)
                for phi in sorted({gold_type_info(lab).phi_type for lab in phi_labels}):
                    acc.positive(acc.row("phi:" + phi, phi, "phi", "phi", phi), "phi:" + phi,
                                 doc.patient, ukey, full)
            elif not roles:
                acc.negative(overall, "overall", doc.patient, ukey, touched)
                acc.nonphi_by_patient[doc.patient] += 1
                acc.nonphi_unique.add(ukey)
                for label in p.predicted:
                    row = acc.row("phi:" + label, label, "phi", "phi", label)
                    row.instances.fp += 1
                    row.by_patient.setdefault(doc.patient, Counts()).fp += 1
                    acc.neg_unique["phi:" + label][ukey] = True
                if p.young_age:
                    row = acc.row("nonphi:" + YOUNG_AGE_ROW, YOUNG_AGE_ROW, "nonphi",
                                  "non-phi", "AGE")
                    acc.negative(row, "nonphi:" + YOUNG_AGE_ROW, doc.patient, ukey, touched)
            if p.labels and not full:
                role = "phi" if phi_labels else sorted(roles.values())[0]
                report.misses.append(TokenResult(
                    doc.id, doc.patient, p.start, p.end, text, tuple(sorted(p.labels)), role,
                    tuple(sorted(p.predicted)), tuple(sorted(p.recognizers)), touched))
            elif not p.labels and touched:
                report.false_positives.append(TokenResult(
                    doc.id, doc.patient, p.start, p.end, text,
                    (YOUNG_AGE_ROW,) if p.young_age else (), "non-phi",
                    tuple(sorted(p.predicted)), tuple(sorted(p.recognizers)),
                    not full))
    report.patients = list(patients)
    # True negatives of a PHI-type row: non-PHI tokens not flagged with that type.
    for key, row in acc.rows.items():
        if row.kind == "phi":
            row.instances.tn = sum(acc.nonphi_by_patient.values()) - row.instances.fp
            for patient, n in acc.nonphi_by_patient.items():
                counts = row.by_patient.setdefault(patient, Counts())
                counts.tn = n - counts.fp
            flagged = acc.neg_unique.get(key, {})
            row.unique.fp = len(flagged)
            row.unique.tn = len(acc.nonphi_unique) - len(flagged)
        pos = acc.pos_unique.get(key, {})
        row.unique.tp = sum(1 for v in pos.values() if v)
        row.unique.fn = sum(1 for v in pos.values() if not v)
        if row.kind in ("overall", "nonphi"):
            neg = acc.neg_unique.get(key, {})
            row.unique.fp = sum(1 for v in neg.values() if v)
            row.unique.tn = sum(1 for v in neg.values() if not v)
    report.rows = acc.rows
    return report

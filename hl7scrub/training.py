"""Training and cross-validation of the CRF recognizer (:mod:`hl7scrub.recognizers.crf`).

A site trains on its own annotated notes. Two sampling schemes of seed 003 (HIDE, §5)
fight the overwhelming majority of ``O`` tokens, which biases a CRF towards predicting
``O`` and so towards missing PHI:

* random-O sampling keeps every PHI token and each other token with probability ``p``;
* window sampling keeps every PHI token and the ``k`` tokens on each side of it.

Both may be combined (a token is kept when either keeps it), which is what HIDE's
PhysioNet experiments did (window 4 plus random O). Features are always computed on the
whole document first, so a kept token still sees its real neighbours; each run of kept
consecutive tokens then becomes one training sequence, so no transition is learned
across a gap.

Cross-validation splits by *patient* (``group``), never by note: notes of one patient
repeat the same names, and a note-level split would reward memorising them.
"""

from __future__ import annotations

import math
import random
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hl7scrub._types import DocumentLexicon, Recognizer, Span
from hl7scrub.config import ScrubConfig
from hl7scrub.document import Document
from hl7scrub.evaluation.gold import GoldDocument
from hl7scrub.evaluation.scoring import Report
from hl7scrub.exceptions import ConfigError
from hl7scrub.recognizers.crf import (
    OUTSIDE,
    CrfModel,
    Features,
    TokenProbability,
    apply_policy,
    bio_labels,
    spans_from_probabilities,
    token_features,
    without_phi_text,
)


def gold_spans(doc: GoldDocument) -> list[Span]:
    """A gold document's annotations as training spans.

    Labels map to our types through the evaluation table
    (:func:`hl7scrub.evaluate.gold_type_info`; PhysioNet HCPName, PTName,
    RelativeProxyName, PTNameInitial -> NAME, Date, DateYear -> DATE, Location ->
    LOCATION, Phone -> PHONE, Age -> AGE, Other -> PHI). Clinician names are kept: they
    are names, and learning them helps find the others. Labels that mark text as not
    identifying, labels Safe Harbor leaves out (profession, state, country) and ages of
    89 or less are not taught as PHI.
    """
    from hl7scrub.evaluate import gold_type_info
    from hl7scrub.evaluation.gold import NON_PHI_LABELS
    from hl7scrub.evaluation.scoring import is_phi_age

    out: list[Span] = []
    for a in doc.annotations:
        if a.type.casefold() in NON_PHI_LABELS or a.end <= a.start:
            continue
        info = gold_type_info(a.type)
        if info.role == "excluded":
            continue
        if info.phi_type == "AGE" and not is_phi_age(doc.text[a.start:a.end]):
            continue
        out.append(Span(a.start, a.end, info.phi_type, "gold"))
    return out


@dataclass(frozen=True)
class Sampling:
    """Which ``O`` tokens enter training (PHI tokens always do).

    An ``O`` token is kept when it lies within ``window`` tokens of a PHI token, or else
    with probability ``random_o``. Pure window sampling is ``random_o=0``; pure random-O
    sampling is ``window=0``; ``random_o=1`` keeps everything.
    """

    random_o: float
    window: int
    seed: int = 0

    def __post_init__(self) -> None:
        if not 0.0 <= self.random_o <= 1.0:
            raise ConfigError(f"random-O rate must be in [0, 1], got {self.random_o}")
        if self.window < 0:
            raise ConfigError(f"window must be >= 0, got {self.window}")

    @classmethod
    def from_config(cls, config: ScrubConfig | None = None, seed: int = 0) -> Sampling:
        config = config or ScrubConfig()
        return cls(config.crf_random_o, config.crf_window, seed)

    @property
    def keeps_all(self) -> bool:
        """No sampling: every ``O`` token outside a window is kept anyway."""
        return self.random_o >= 1.0

    def describe(self) -> dict[str, Any]:
        return {"random_o": self.random_o, "window": self.window, "seed": self.seed}


@dataclass(frozen=True)
class TrainParams:
    """CRFsuite L-BFGS settings."""

    c1: float
    c2: float
    max_iterations: int
    #: Features seen fewer times than this in training are not generated.
    min_freq: float = 1.0
    #: Keep the text features of annotated PHI tokens (the model file then contains
    #: those identifiers); by default they are removed (:func:`without_phi_text`).
    keep_phi_text: bool = False

    def __post_init__(self) -> None:
        if self.c1 < 0 or self.c2 < 0:
            raise ConfigError("c1 and c2 must be >= 0")
        if self.max_iterations < 1:
            raise ConfigError("max-iter must be >= 1")

    @classmethod
    def from_config(cls, config: ScrubConfig | None = None) -> TrainParams:
        config = config or ScrubConfig()
        return cls(config.crf_c1, config.crf_c2, config.crf_max_iterations,
                   config.crf_min_freq, config.crf_keep_phi_text)

    def crfsuite(self) -> dict[str, Any]:
        return {"c1": self.c1, "c2": self.c2, "max_iterations": self.max_iterations,
                "feature.minfreq": self.min_freq, "feature.possible_transitions": True}

    def describe(self) -> dict[str, Any]:
        return {"c1": self.c1, "c2": self.c2, "max_iterations": self.max_iterations,
                "min_freq": self.min_freq, "keep_phi_text": self.keep_phi_text}


@dataclass
class PreparedText:
    """A note with everything training and tagging need, computed once."""

    source: GoldDocument
    doc: Document
    gold: list[Span]
    rule_spans: list[Span]
    features: list[Features]
    labels: list[str]


def rule_candidates(doc: Document, recognizers: Sequence[Recognizer]) -> list[Span]:
    """What the rule recognizers propose, exactly as the pipeline hands it to the CRF."""
    out: list[Span] = []
    for recognizer in recognizers:
        out.extend(recognizer.analyze(doc))
    return out


def prepare(docs: Iterable[GoldDocument], recognizers: Sequence[Recognizer] | None = None,
            use_names: bool = True) -> list[PreparedText]:
    """Tokenize, run the rules and extract features for every note.

    ``recognizers=None`` uses :func:`hl7scrub.recognizers.default_recognizers`: a model
    should be trained beside the rules it will run with. Each note's registered names
    are its header lexicon (as in production) unless ``use_names`` is false.
    """
    if recognizers is None:
        from hl7scrub.recognizers import default_recognizers

        recognizers = default_recognizers()
    prepared: list[PreparedText] = []
    for item in docs:
        doc = Document(item.text, item.lexicon() if use_names else DocumentLexicon())
        gold = gold_spans(item)
        rules = rule_candidates(doc, recognizers)
        prepared.append(PreparedText(item, doc, gold, rules, token_features(doc, rules),
                                     bio_labels(doc.tokens, gold)))
    return prepared


def sample_runs(labels: Sequence[str], sampling: Sampling,
                rng: random.Random) -> list[tuple[int, int]]:
    """The ``[start, end)`` runs of token indices kept for training."""
    n = len(labels)
    if sampling.keeps_all:
        return [(0, n)] if n else []
    keep = [lab != OUTSIDE for lab in labels]
    if sampling.window > 0:
        near = [False] * n
        w = sampling.window
        for i, lab in enumerate(labels):
            if lab != OUTSIDE:
                for j in range(max(0, i - w), min(n, i + w + 1)):
                    near[j] = True
        keep = [k or m for k, m in zip(keep, near, strict=True)]
    if sampling.random_o > 0.0:
        keep = [k or rng.random() < sampling.random_o for k in keep]
    runs: list[tuple[int, int]] = []
    i = 0
    while i < n:
        if not keep[i]:
            i += 1
            continue
        j = i
        while j < n and keep[j]:
            j += 1
        runs.append((i, j))
        i = j
    return runs


def train(prepared: Sequence[PreparedText], params: TrainParams | None = None,
          sampling: Sampling | None = None,
          metadata: dict[str, Any] | None = None) -> CrfModel:
    """Train a CRF on ``prepared`` notes and return it (in memory; :meth:`CrfModel.save`
    writes it)."""
    import pycrfsuite

    params = params or TrainParams.from_config()
    sampling = sampling or Sampling.from_config()
    rng = random.Random(sampling.seed)
    trainer = pycrfsuite.Trainer(verbose=False)
    trainer.set_params(params.crfsuite())
    n_seq = n_tok = n_phi = 0
    for item in prepared:
        features = (item.features if params.keep_phi_text
                    else without_phi_text(item.features, item.labels))
        for start, end in sample_runs(item.labels, sampling, rng):
            trainer.append(pycrfsuite.ItemSequence(features[start:end]),
                           item.labels[start:end])
            n_seq += 1
            n_tok += end - start
            n_phi += sum(1 for lab in item.labels[start:end] if lab != OUTSIDE)
    if n_phi == 0:
        raise ConfigError("training data holds no annotated PHI token; nothing to learn")
    with tempfile.TemporaryDirectory(prefix="hl7scrub-train-") as tmp:
        path = Path(tmp) / "model.crfsuite"
        trainer.train(str(path))
        data = path.read_bytes()
    meta: dict[str, Any] = {
        "format": "hl7scrub-crf",
        "params": params.describe(),
        "sampling": sampling.describe(),
        "training": {"notes": len(prepared), "sequences": n_seq, "tokens": n_tok,
                     "phi_tokens": n_phi},
    }
    meta.update(metadata or {})
    return CrfModel(data, meta)


def assign_folds(groups: Iterable[str], folds: int, seed: int = 0) -> dict[str, int]:
    """Deterministic group -> fold assignment (shuffled, then dealt round-robin)."""
    unique = sorted(set(groups))
    if folds < 2:
        raise ConfigError(f"cross-validation needs at least 2 folds, got {folds}")
    if len(unique) < folds:
        raise ConfigError(f"{folds} folds need at least {folds} patients (groups); "
                          f"the data has {len(unique)}")
    random.Random(seed).shuffle(unique)
    return {g: i % folds for i, g in enumerate(unique)}


# ------------------------------------------------------------------ cross-validation


@dataclass
class FoldResult:
    fold: int
    train_notes: int
    test_notes: int
    train_seconds: float
    tag_seconds: float
    tokens_tagged: int


@dataclass
class CvResult:
    """Held-out predictions of every fold: the CRF alone, the rules alone, the ensemble.

    Span lists are per document id and already went through the pipeline's own
    post-processing, so :func:`hl7scrub.evaluate.score` sees what the scrubber would
    redact.
    """

    docs: list[GoldDocument] = field(default_factory=list)
    folds: list[FoldResult] = field(default_factory=list)
    threshold: float = 0.5
    #: The bare-year policy applied to CRF spans (as :class:`CrfEnsemble` does).
    keep_bare_years: bool = True
    crf: dict[str, list[Span]] = field(default_factory=dict)
    rules: dict[str, list[Span]] = field(default_factory=dict)
    ensemble: dict[str, list[Span]] = field(default_factory=dict)
    #: Held-out token probabilities per document id, to re-threshold without retraining.
    probabilities: dict[str, list[TokenProbability]] = field(default_factory=dict)

    def reports(self, exclude: Sequence[str] = ()) -> dict[str, Report]:
        """Token scores of the three systems (``exclude``: gold labels left out of the
        overall figures, e.g. ``DateYear`` when bare years are kept)."""
        from hl7scrub.evaluate import score

        return {name: score(self.docs, preds, exclude=exclude) for name, preds in
                (("rules", self.rules), ("crf", self.crf), ("ensemble", self.ensemble))}

    def at_threshold(self, prepared: Sequence[PreparedText], threshold: float) -> CvResult:
        """The same folds judged at another marginal-probability threshold."""
        out = CvResult(self.docs, self.folds, threshold, self.keep_bare_years,
                       rules=self.rules, probabilities=self.probabilities)
        for item in prepared:
            _tag_fold_item(out, item, self.probabilities[item.source.id], threshold)
        return out


def _finish(doc: Document, spans: list[Span]) -> list[Span]:
    """The pipeline's own post-processing (snap to words, resolve overlaps)."""
    from hl7scrub.pipeline import DEFAULT_POSTPROCESSORS

    for stage in DEFAULT_POSTPROCESSORS:
        spans = stage(doc, spans)
    return spans


def _tag_fold_item(result: CvResult, item: PreparedText, probs: list[TokenProbability],
                   threshold: float) -> None:
    keep = result.keep_bare_years
    alone = apply_policy(item.doc, spans_from_probabilities(item.doc, probs, threshold), keep)
    added = apply_policy(item.doc, spans_from_probabilities(
        item.doc, probs, threshold, skip=item.rule_spans), keep)
    doc_id = item.source.id
    result.probabilities[doc_id] = probs
    result.crf[doc_id] = _finish(item.doc, alone)
    result.ensemble[doc_id] = _finish(item.doc, [*item.rule_spans, *added])


def cross_validate(prepared: Sequence[PreparedText], folds: int = 5,
                   params: TrainParams | None = None, sampling: Sampling | None = None,
                   threshold: float = 0.5, seed: int = 0,
                   progress: Callable[[FoldResult], None] | None = None,
                   keep_bare_years: bool = True) -> CvResult:
    """K-fold cross-validation by patient (``GoldDocument.patient``).

    Each held-out note is tagged three ways: the CRF alone (marginal >= ``threshold``),
    the rule candidates alone, and the ensemble the pipeline runs (rule spans plus CRF
    spans on tokens the rules left uncovered). ``keep_bare_years`` applies the scrubber's
    bare-year policy to CRF spans (``not ScrubConfig.redact_bare_years``).
    """
    assignment = assign_folds((p.source.patient for p in prepared), folds, seed)
    result = CvResult(docs=[p.source for p in prepared], threshold=threshold,
                      keep_bare_years=keep_bare_years)
    by_fold: dict[int, list[PreparedText]] = defaultdict(list)
    for item in prepared:
        by_fold[assignment[item.source.patient]].append(item)
    for k in range(folds):
        test = by_fold[k]
        training = [p for f, items in by_fold.items() if f != k for p in items]
        t0 = time.perf_counter()
        model = train(training, params, sampling)
        t1 = time.perf_counter()
        tokens = 0
        for item in test:
            probs = model.probabilities(item.features)
            _tag_fold_item(result, item, probs, threshold)
            tokens += len(item.features)
        t2 = time.perf_counter()
        for item in test:
            result.rules[item.source.id] = _finish(item.doc, list(item.rule_spans))
        fold = FoldResult(k, len(training), len(test), t1 - t0, t2 - t1, tokens)
        result.folds.append(fold)
        if progress is not None:
            progress(fold)
    return result


def _cell(report: Report, key: str) -> tuple[str, str, int]:
    row = report.rows.get(key)
    if row is None:
        return "-", "-", 0
    c = row.instances

    def fmt(x: float) -> str:
        return "-" if math.isnan(x) else f"{x:.3f}"

    # A gold-label row only counts that label's tokens: it has no false positives.
    precision = fmt(c.precision) if row.has_negatives else "-"
    return fmt(c.sensitivity), precision, c.positives


def format_reports(reports: dict[str, Report]) -> str:
    """Per-type token recall and precision of each system, one line per row.

    Rows are the PHI types (``phi:*``), the gold labels (``gold:*``, clinician names
    included, recall only) and the overall figures.
    """
    keys: list[str] = []
    for rep in reports.values():
        for key, row in rep.rows.items():
            if key not in keys and row.kind in ("overall", "phi", "gold"):
                keys.append(key)
    order = {"overall": 0, "phi": 1, "gold": 2}
    keys.sort(key=lambda k: (order.get(k.split(":", 1)[0], 3), k))
    names = list(reports)
    head = f"{'row':<26}{'gold':>6}" + "".join(f"  {n + ' R':>11}{n + ' P':>11}"
                                               for n in names)
    lines = [head]
    for key in keys:
        cells = [_cell(reports[n], key) for n in names]
        positives = max(c[2] for c in cells)
        lines.append(f"{key:<26}{positives:>6}" + "".join(f"  {r:>11}{p:>11}"
                                                         for r, p, _ in cells))
    return "\n".join(lines)

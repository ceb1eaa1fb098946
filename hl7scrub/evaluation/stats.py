"""Confidence intervals and paired tests that respect how clinical text is sampled.

Tokens of one note, and notes of one patient, are not independent, so every resampling
here draws whole *units* (patients; a patient's notes always travel together, seed 000
"Nonparametric analytic methods"):

* :func:`bca_interval` — non-parametric bootstrap, bias-corrected and accelerated (BCa)
  percentile interval (Efron 1987), acceleration from the leave-one-unit-out jackknife;
* :func:`compare` — paired comparison of two systems on the same gold standard: Wilcoxon
  signed-rank test with Pratt's handling of zero differences over per-patient scores
  (SciPy), and an approximate randomization test that swaps the two systems' counts per
  patient.

Statistics are functions of summed (tp, fn, fp, tn) counts, so a bootstrap replicate is
one matrix product.
"""

from __future__ import annotations

import importlib
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from statistics import NormalDist
from typing import Any

import numpy as np
import numpy.typing as npt

from hl7scrub.evaluation.scoring import Report

FloatArray = npt.NDArray[np.float64]
Statistic = Callable[[FloatArray], FloatArray]
Interval = tuple[float, float]

_NORMAL = NormalDist()


def _safe_ratio(num: FloatArray, den: FloatArray) -> FloatArray:
    with np.errstate(divide="ignore", invalid="ignore"):
        out: FloatArray = np.where(den > 0, num / np.where(den > 0, den, 1.0), np.nan)
    return out


def sensitivity(sums: FloatArray) -> FloatArray:
    return _safe_ratio(sums[..., 0], sums[..., 0] + sums[..., 1])


def specificity(sums: FloatArray) -> FloatArray:
    return _safe_ratio(sums[..., 3], sums[..., 3] + sums[..., 2])


def precision(sums: FloatArray) -> FloatArray:
    return _safe_ratio(sums[..., 0], sums[..., 0] + sums[..., 2])


def f2(sums: FloatArray) -> FloatArray:
    tp, fn, fp = sums[..., 0], sums[..., 1], sums[..., 2]
    return _safe_ratio(5.0 * tp, 5.0 * tp + 4.0 * fn + fp)


STATISTICS: dict[str, Statistic] = {
    "sensitivity": sensitivity,
    "specificity": specificity,
    "precision": precision,
    "f2": f2,
}


def bca_interval(units: Sequence[Sequence[int]] | FloatArray, statistic: Statistic, *,
                 n_boot: int = 2000, alpha: float = 0.05, seed: int | None = 0,
                 chunk: int = 256) -> Interval:
    """BCa bootstrap interval of ``statistic`` over resampled units.

    ``units`` is a (units x 4) matrix of (tp, fn, fp, tn) counts, one row per patient.
    Replicates where the statistic is undefined (e.g. no positives drawn) are dropped.
    Ties with the point estimate count half below it (mid-rank), so a statistic that is
    constant across replicates gives the degenerate interval at that value.
    """
    data = np.asarray(units, dtype=np.float64)
    if data.ndim != 2 or data.shape[0] == 0:
        return (math.nan, math.nan)
    n = data.shape[0]
    total = data.sum(axis=0)
    theta = float(statistic(total))
    if math.isnan(theta):
        return (math.nan, math.nan)
    rng = np.random.default_rng(seed)
    reps: list[FloatArray] = []
    probs = np.full(n, 1.0 / n)
    done = 0
    while done < n_boot:
        size = min(chunk, n_boot - done)
        weights = rng.multinomial(n, probs, size=size).astype(np.float64)
        reps.append(statistic(weights @ data))
        done += size
    boot = np.concatenate(reps)
    boot = boot[~np.isnan(boot)]
    if boot.size == 0:
        return (math.nan, math.nan)
    below = float(np.count_nonzero(boot < theta)) + 0.5 * float(np.count_nonzero(boot == theta))
    prop = min(max(below / boot.size, 0.5 / boot.size), 1 - 0.5 / boot.size)
    z0 = _NORMAL.inv_cdf(prop)
    jack = statistic(total[None, :] - data)
    jack = jack[~np.isnan(jack)]
    accel = 0.0
    if jack.size > 1:
        d = jack.mean() - jack
        denom = 6.0 * float(np.sum(d * d)) ** 1.5
        if denom > 0:
            accel = float(np.sum(d * d * d)) / denom
    bounds: list[float] = []
    for z in (_NORMAL.inv_cdf(alpha / 2), _NORMAL.inv_cdf(1 - alpha / 2)):
        shift = z0 + z
        denom = 1 - accel * shift
        level = _NORMAL.cdf(z0 + shift / denom) if denom > 0 else (0.0 if z < 0 else 1.0)
        bounds.append(float(np.quantile(boot, min(max(level, 0.0), 1.0))))
    return (bounds[0], bounds[1])


def report_intervals(report: Report, *, n_boot: int = 2000, alpha: float = 0.05,
                     seed: int | None = 0) -> dict[str, dict[str, Interval]]:
    """BCa intervals per report row, resampling patients.

    Rows with negatives (overall, PHI types) get all four measures; gold-label rows,
    which only hold positives, get sensitivity.
    """
    out: dict[str, dict[str, Interval]] = {}
    for key, row in report.rows.items():
        matrix = np.asarray(report.patient_matrix(key), dtype=np.float64)
        names = list(STATISTICS) if row.has_negatives else ["sensitivity"]
        out[key] = {name: bca_interval(matrix, STATISTICS[name], n_boot=n_boot, alpha=alpha,
                                       seed=seed) for name in names}
    return out


@dataclass
class MeasureComparison:
    """One measure of two systems on the same documents."""

    measure: str
    a: float
    b: float
    p_randomization: float
    p_wilcoxon: float | None = None
    wilcoxon_pairs: int = 0

    @property
    def difference(self) -> float:
        return self.a - self.b

    def to_dict(self) -> dict[str, float | int | str | None]:
        def clean(x: float | None) -> float | None:
            return None if x is None or math.isnan(x) else round(x, 6)

        return {"measure": self.measure, "a": clean(self.a), "b": clean(self.b),
                "difference": clean(self.difference),
                "p_randomization": clean(self.p_randomization),
                "p_wilcoxon_pratt": clean(self.p_wilcoxon),
                "wilcoxon_pairs": self.wilcoxon_pairs}


@dataclass
class Comparison:
    row: str
    patients: int
    measures: list[MeasureComparison] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {"row": self.row, "patients": self.patients,
                "measures": [m.to_dict() for m in self.measures]}


def wilcoxon_pratt(differences: Sequence[float]) -> float:
    """Two-sided p-value of the Wilcoxon signed-rank test keeping zero differences in the
    ranking (Pratt 1959), normal approximation (the asymptotic test of R's coin package,
    which seed 000 used). All-zero differences give p = 1."""
    d = np.asarray(differences, dtype=np.float64)
    if d.size == 0 or not np.any(d != 0):
        return 1.0
    scipy_stats: Any = importlib.import_module("scipy.stats")
    result = scipy_stats.wilcoxon(d, zero_method="pratt", alternative="two-sided",
                                  method="approx", correction=False)
    return float(result.pvalue)


def _per_unit(matrix: FloatArray, statistic: Statistic) -> FloatArray:
    return statistic(matrix)


def compare(report_a: Report, report_b: Report, row: str = "overall", *,
            n_perm: int = 10000, seed: int | None = 0) -> Comparison:
    """Paired comparison of two systems scored on the same gold documents.

    The randomization test swaps the two systems' per-patient counts at random and asks
    how often the pooled difference is at least as large as observed. The Wilcoxon test
    (Pratt zeros) compares per-patient sensitivity and specificity, over patients where
    the measure is defined.
    """
    if report_a.patients != report_b.patients:
        raise ValueError("the two reports were not scored on the same patients")
    a = np.asarray(report_a.patient_matrix(row), dtype=np.float64)
    b = np.asarray(report_b.patient_matrix(row), dtype=np.float64)
    rng = np.random.default_rng(seed)
    swap = rng.random((n_perm, a.shape[0])) < 0.5
    perm_a = swap @ b + (~swap) @ a
    perm_b = swap @ a + (~swap) @ b
    result = Comparison(row, a.shape[0])
    for name, stat in STATISTICS.items():
        va, vb = float(stat(a.sum(axis=0))), float(stat(b.sum(axis=0)))
        observed = abs(va - vb)
        diffs = np.abs(stat(perm_a) - stat(perm_b))
        valid = diffs[~np.isnan(diffs)]
        if math.isnan(observed) or valid.size == 0:
            p_rand = math.nan
        else:
            hits = int(np.count_nonzero(valid >= observed - 1e-12))
            p_rand = (hits + 1) / (valid.size + 1)
        measure = MeasureComparison(name, va, vb, p_rand)
        if name in ("sensitivity", "specificity"):
            ua, ub = _per_unit(a, stat), _per_unit(b, stat)
            keep = ~np.isnan(ua) & ~np.isnan(ub)
            measure.wilcoxon_pairs = int(np.count_nonzero(keep))
            measure.p_wilcoxon = wilcoxon_pratt((ua[keep] - ub[keep]).tolist())
        result.measures.append(measure)
    return result

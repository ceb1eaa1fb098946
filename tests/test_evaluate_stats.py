"""Patient-level BCa bootstrap, paired tests and the name-risk neighbourhoods."""

from __future__ import annotations

from statistics import NormalDist

import numpy as np
import pytest
from scipy import stats as scipy_stats

from hl7scrub._types import Span
from hl7scrub.evaluate import GoldDocument, GoldSpan, score
from hl7scrub.evaluation.risk import is_patient_name_miss, name_risks, neighbourhood
from hl7scrub.evaluation.stats import (
    bca_interval,
    compare,
    report_intervals,
    sensitivity,
    wilcoxon_pratt,
)


def _patients(seed: int = 7, n: int = 60) -> np.ndarray:
    rng = np.random.default_rng(seed)
    tp = rng.integers(5, 60, n)
    fn = rng.binomial(tp, 0.08)
    fp = rng.integers(0, 30, n)
    tn = rng.integers(500, 3000, n)
    return np.stack([tp, fn, fp, tn], axis=1).astype(float)


def test_bootstrap_is_reproducible_with_a_fixed_seed() -> None:
    data = _patients()
    first = bca_interval(data, sensitivity, n_boot=1000, seed=42)
    again = bca_interval(data, sensitivity, n_boot=1000, seed=42)
    assert first == again


def test_bootstrap_seed_changes_the_replicates() -> None:
    data = _patients()
    assert bca_interval(data, sensitivity, n_boot=500, seed=1) != \
        bca_interval(data, sensitivity, n_boot=500, seed=2)


def test_bootstrap_interval_brackets_the_point_estimate() -> None:
    data = _patients()
    lo, hi = bca_interval(data, sensitivity, n_boot=2000, seed=0)
    point = float(sensitivity(data.sum(axis=0)))
    assert lo < point < hi


def test_bca_agrees_with_scipy_on_the_same_resampling_scheme() -> None:
    data = _patients(n=80)

    def pooled(tp: np.ndarray, fn: np.ndarray, axis: int = -1) -> np.ndarray:
        t = np.sum(tp, axis=axis)
        return t / (t + np.sum(fn, axis=axis))  # type: ignore[no-any-return]

    ref = scipy_stats.bootstrap((data[:, 0], data[:, 1]), pooled, paired=True,
                                vectorized=True, n_resamples=8000, method="BCa",
                                random_state=np.random.default_rng(3))
    lo, hi = bca_interval(data, sensitivity, n_boot=8000, seed=11)
    assert lo == pytest.approx(ref.confidence_interval.low, abs=0.006)
    assert hi == pytest.approx(ref.confidence_interval.high, abs=0.006)


def test_constant_statistic_gives_a_degenerate_interval() -> None:
    data = np.array([[3, 0, 1, 10], [5, 0, 0, 9], [2, 0, 2, 7]], dtype=float)
    assert bca_interval(data, sensitivity, n_boot=300, seed=0) == (1.0, 1.0)


def test_undefined_statistic_gives_nan_bounds() -> None:
    data = np.array([[0, 0, 1, 10]], dtype=float)
    lo, hi = bca_interval(data, sensitivity, n_boot=100, seed=0)
    assert lo != lo and hi != hi


def _gold(n_patients: int = 12) -> list[GoldDocument]:
    docs = []
    for p in range(n_patients):
        for k in range(2):
            text = f"Pt Ann Lee seen {k + 1}/{p + 1} ok"
            docs.append(GoldDocument(f"{p}-{k}", text, [
                GoldSpan(3, 6, "PTName"), GoldSpan(7, 10, "PTName"),
                GoldSpan(16, len(text) - 3, "Date")], patient=str(p)))
    return docs


def _perfect(docs: list[GoldDocument]) -> dict[str, list[Span]]:
    return {d.id: [Span(a.start, a.end, "NAME", "t") for a in d.annotations]
            for d in docs}


def test_report_intervals_cover_every_row() -> None:
    docs = _gold()
    pred = _perfect(docs)
    for d in docs[:5]:
        pred[d.id] = pred[d.id][1:]  # five notes miss "Ann"
    report = score(docs, pred)
    intervals = report_intervals(report, n_boot=400, seed=0)
    assert set(intervals) == set(report.rows)
    assert set(intervals["overall"]) == {"sensitivity", "specificity", "precision", "f2"}
    assert set(intervals["gold:PTName"]) == {"sensitivity"}
    lo, hi = intervals["overall"]["sensitivity"]
    assert lo <= report.overall.sensitivity <= hi


def test_wilcoxon_pratt_of_identical_systems_is_one() -> None:
    assert wilcoxon_pratt([0.0, 0.0, 0.0]) == 1.0


def test_wilcoxon_pratt_keeps_zero_differences() -> None:
    d = [0.0, 0.0, 0.0, 0.3, -0.2, 0.25, 0.1, 0.4, -0.05, 0.15, 0.35, 0.22, 0.18]
    # Pratt: rank all 13 |d| (the three zeros take ranks 1-3), then drop the zeros.
    # |d| ascending: 0 0 0 | .05- .1 .15 .18 .2- .22 .25 .3 .35 .4 -> ranks 4..13;
    # the negatives hold ranks 4 and 8, so W- = 12 and W+ = 85 - 12 = 73.
    # Null mean (91 - 6) / 2 = 42.5; variance (13*14*27 - 3*4*7) / 24 = 201.25.
    z = (73 - 42.5) / 201.25 ** 0.5
    expected = 2 * (1 - NormalDist().cdf(z))
    assert wilcoxon_pratt(d) == pytest.approx(expected, rel=1e-6)


def test_compare_finds_a_real_difference_and_not_a_spurious_one() -> None:
    docs = _gold(20)
    good = _perfect(docs)
    weak = {k: v[1:] for k, v in good.items()}  # every note misses "Ann"
    a, b = score(docs, good), score(docs, weak)
    diff = {m.measure: m for m in compare(a, b, n_perm=2000, seed=0).measures}
    assert diff["sensitivity"].difference > 0
    assert diff["sensitivity"].p_randomization < 0.01
    assert diff["sensitivity"].p_wilcoxon is not None and diff["sensitivity"].p_wilcoxon < 0.01
    same = {m.measure: m for m in compare(a, a, n_perm=500, seed=0).measures}
    assert same["sensitivity"].p_randomization == 1.0
    assert same["sensitivity"].p_wilcoxon == 1.0


def test_compare_refuses_reports_on_different_patients() -> None:
    docs = _gold(4)
    a = score(docs, _perfect(docs))
    b = score(docs[:4], _perfect(docs[:4]))
    with pytest.raises(ValueError, match="same patients"):
        compare(a, b)


@pytest.mark.parametrize(("candidate", "inside"), [
    ("smith", True), ("smyth", True), ("smithe", True), ("snyth", True),
    ("mith", True), ("snythe", False), ("jones", False),
])
def test_edit_distance_two_neighbourhood(candidate: str, inside: bool) -> None:
    assert (candidate in neighbourhood("smith")) is inside


def test_name_risk_uses_population_counts_of_missed_patient_names() -> None:
    docs = [GoldDocument("1-1", "Wife Mary and Dr Smith", [
        GoldSpan(5, 9, "RelativeProxyName"), GoldSpan(17, 22, "HCPName")], patient="1")]
    report = score(docs, {"1-1": []})
    assert [is_patient_name_miss(m) for m in report.misses] == [True, False]
    (risk,) = name_risks(report.misses)
    assert risk.token == "mary"
    assert risk.first_count > 1_000_000  # one of the most common US first names
    assert risk.first_neighbours is not None and risk.first_neighbours > 10
    assert risk.first_people is not None and risk.first_people > risk.first_count

"""CRF recognizer benchmark: 5-fold cross-validation by patient on PhysioNet dev.

    python benchmarks/bench_crf.py [--shared ../shared] [--folds 5] [--max-iter N]
        [--random-o P] [--window K] [--threshold T] [--also-thresholds T,T,...]
        [--redact-bare-years]

Every note of ``<shared>/eval/physionet-dev`` is scrubbed by the rule recognizers with
the patient's registered name as its lexicon (what an HL7 PID-5 would give); the rule
candidates become CRF features. Patients are split into folds; for each fold a CRF is
trained on the other folds and tags the held-out notes. Three systems are scored with
:func:`hl7scrub.evaluate.score` (token level): the rules alone, the CRF alone and the
ensemble the scrubber runs (rule spans plus CRF spans with marginal >= threshold). The
benchmark checks that the ensemble never lowers recall against the rules, per PHI type
and overall, and prints training and tagging times. Training settings default to the
``[scrub] crf_*`` configuration defaults; CRF spans follow the default bare-year policy
(bare years kept), so overall figures are also given with DateYear left out.

Exits 0 with a notice when the shared data is absent.
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import resource
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from hl7scrub.config import ScrubConfig  # noqa: E402
from hl7scrub.evaluate import load_gold  # noqa: E402
from hl7scrub.evaluation.scoring import Report  # noqa: E402
from hl7scrub.recognizers import default_recognizers  # noqa: E402
from hl7scrub.training import (  # noqa: E402
    CvResult,
    FoldResult,
    Sampling,
    TrainParams,
    cross_validate,
    format_reports,
    prepare,
)


def _recall(report: Report, key: str) -> float:
    row = report.rows.get(key)
    return row.instances.sensitivity if row is not None else math.nan


def _check(reports: dict[str, Report]) -> tuple[bool, list[str]]:
    """Ensemble recall >= rules recall on every PHI row and overall."""
    lines: list[str] = []
    ok = True
    keys = sorted(k for k, r in reports["rules"].rows.items()
                  if r.kind in ("overall", "phi", "gold"))
    for key in keys:
        rules, ens = _recall(reports["rules"], key), _recall(reports["ensemble"], key)
        if math.isnan(rules):
            continue
        delta = ens - rules
        fine = delta >= -1e-12
        ok = ok and fine
        rules_fn = reports["rules"].rows[key].instances.fn
        ens_fn = reports["ensemble"].rows[key].instances.fn
        lines.append(f"  {key:<26} rules {rules:.4f} -> ensemble {ens:.4f}  "
                     f"({delta:+.4f}; misses {rules_fn} -> {ens_fn})"
                     f"{'' if fine else '  LOWER'}")
    return ok, lines


def _summary_line(name: str, result: CvResult, exclude: tuple[str, ...] = ()) -> str:
    reports = result.reports(exclude)
    parts = []
    for system in ("rules", "crf", "ensemble"):
        c = reports[system].overall
        parts.append(f"{system} R {c.sensitivity:.4f} P {c.precision:.4f} (FN {c.fn:>3} "
                     f"FP {c.fp:>3})")
    return f"{name:<10}" + "   ".join(parts)


def main(argv: list[str] | None = None) -> int:
    defaults = ScrubConfig()
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--shared", default=str(REPO.parent / "shared"),
                        help="the shared reference directory (default ../shared)")
    parser.add_argument("--folds", type=int, default=5)
    parser.add_argument("--max-iter", type=int, default=defaults.crf_max_iterations)
    parser.add_argument("--c1", type=float, default=defaults.crf_c1)
    parser.add_argument("--c2", type=float, default=defaults.crf_c2)
    parser.add_argument("--random-o", type=float, default=defaults.crf_random_o)
    parser.add_argument("--window", type=int, default=defaults.crf_window)
    parser.add_argument("--threshold", type=float, default=defaults.crf_threshold)
    parser.add_argument("--also-thresholds", default="0.5,0.3,0.1",
                        help="other thresholds to report from the same folds")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--redact-bare-years", action="store_true",
                        help="rules and ensemble redact bare years (default: kept)")
    args = parser.parse_args(argv)
    if args.redact_bare_years:
        defaults = dataclasses.replace(defaults, redact_bare_years=True)

    corpus = Path(args.shared) / "eval" / "physionet-dev"
    if not (corpus / "id.text").is_file():
        print(f"bench_crf: {corpus} is not present; nothing to measure.")
        return 0

    docs = load_gold(f"physionet:{corpus}")
    print(f"corpus: {corpus} ({len(docs)} notes, "
          f"{len({d.patient for d in docs})} patients; registered names supplied)")
    params = TrainParams(args.c1, args.c2, args.max_iter, defaults.crf_min_freq)
    sampling = Sampling(args.random_o, args.window, args.seed)
    print(f"bare years: {'redacted' if defaults.redact_bare_years else 'kept'} by rules "
          "and ensemble")
    print(f"training: L-BFGS c1={params.c1} c2={params.c2} max_iterations="
          f"{params.max_iterations} min_freq={params.min_freq}; sampling random_o="
          f"{sampling.random_o} window={sampling.window}; threshold {args.threshold}")

    recognizers = default_recognizers(defaults)
    print("rules: " + ", ".join(type(r).__name__ for r in recognizers))
    t0 = time.perf_counter()
    prepared = prepare(docs, recognizers)
    t_prep = time.perf_counter() - t0
    tokens = sum(len(p.features) for p in prepared)
    print(f"rules + feature extraction: {t_prep:.1f} s for {tokens} tokens "
          f"({tokens / t_prep:,.0f} tokens/s)")

    def progress(fold: FoldResult) -> None:
        print(f"  fold {fold.fold + 1}/{args.folds}: train {fold.train_notes} notes "
              f"{fold.train_seconds:.1f} s; tag {fold.test_notes} notes "
              f"({fold.tokens_tagged} tokens) {fold.tag_seconds:.2f} s", flush=True)

    t0 = time.perf_counter()
    cv = cross_validate(prepared, args.folds, params, sampling, args.threshold, args.seed,
                        progress, keep_bare_years=not defaults.redact_bare_years)
    t_cv = time.perf_counter() - t0
    train_s = sum(f.train_seconds for f in cv.folds)
    tag_s = sum(f.tag_seconds for f in cv.folds)
    tagged = sum(f.tokens_tagged for f in cv.folds)
    print(f"cross-validation: {t_cv:.1f} s; training {train_s:.1f} s in all "
          f"({train_s / len(cv.folds):.1f} s per fold); CRF tagging {tag_s:.2f} s for "
          f"{tagged} tokens ({tagged / tag_s:,.0f} tokens/s, features excluded)")

    reports = cv.reports()
    print()
    print(f"token recall (R) and precision (P), threshold {args.threshold}; gold:* rows "
          "are recall only, HCPName (clinicians) is outside the overall figures")
    print(format_reports(reports))
    print()
    ok, lines = _check(reports)
    print("ensemble vs rules (recall):")
    print("\n".join(lines))
    print(f"ensemble never lowers recall: {'ok' if ok else 'FAILED'}")

    print()
    print("overall with DateYear left out (Safe Harbor lets bare years stay):")
    print(_summary_line(f"  t={args.threshold:g}", cv, ("DateYear",)))
    extra = [float(x) for x in args.also_thresholds.split(",") if x.strip()]
    if extra:
        print()
        print("other thresholds (same folds, overall; then with DateYear left out):")
        for t in extra:
            other = cv.at_threshold(prepared, t)
            print(_summary_line(f"  t={t:g}", other))
            print(_summary_line("   -DY", other, ("DateYear",)))
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"\npeak RSS {rss:.0f} MB")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())

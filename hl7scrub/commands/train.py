"""``hl7scrub train``: train the CRF recognizer on annotated notes.

Optionally cross-validates by patient first and prints per-type token recall and
precision of the rules alone, the CRF alone and the ensemble; then trains on all the
notes and writes the model (``scrub.crf_model`` in the configuration points at it).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

from hl7scrub.commands._common import EXIT_OK, load


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "train", help="train the CRF recognizer on annotated notes",
        description="Train a CRF on annotated notes (formats of 'hl7scrub evaluate') and "
        "write the model file. With --folds K, first report K-fold cross-validation by "
        "patient: token recall/precision per type for rules, CRF and their ensemble.")
    p.add_argument("--gold", action="append", required=True, metavar="FORMAT:PATH",
                   help="annotated notes, e.g. physionet:DIR or jsonl:FILE (repeatable)")
    p.add_argument("-o", "--output", required=True, help="model file to write")
    p.add_argument("--folds", type=int, default=0,
                   help="cross-validate by patient with K folds before training (0 = no)")
    p.add_argument("--random-o", type=float, default=None, metavar="RATE",
                   help="keep each non-PHI token outside the window with this probability "
                   "(default: scrub.crf_random_o; 0 = pure window sampling, 1 = none)")
    p.add_argument("--window", type=int, default=None, metavar="N",
                   help="keep non-PHI tokens within N tokens of PHI (window sampling; "
                   "default: scrub.crf_window; 0 = no window)")
    p.add_argument("--c1", type=float, default=None, help="L1 regularisation")
    p.add_argument("--c2", type=float, default=None, help="L2 regularisation")
    p.add_argument("--max-iter", type=int, default=None, help="L-BFGS iterations")
    p.add_argument("--min-freq", type=float, default=None,
                   help="drop features seen fewer times than this")
    p.add_argument("--threshold", type=float, default=None,
                   help="marginal probability for CRF spans in cross-validation "
                   "(default: scrub.crf_threshold)")
    p.add_argument("--seed", type=int, default=0, help="sampling and fold seed")
    p.add_argument("--no-names", action="store_true",
                   help="do not give each note's registered names as its header lexicon")
    p.add_argument("--report", metavar="FILE",
                   help="also write the cross-validation figures as JSON")


def run(args: argparse.Namespace) -> int:
    from hl7scrub import _regex
    from hl7scrub.evaluate import load_gold
    from hl7scrub.exceptions import ConfigError
    from hl7scrub.recognizers import default_recognizers
    from hl7scrub.training import (
        Sampling,
        TrainParams,
        cross_validate,
        format_reports,
        prepare,
        train,
    )

    cfg = load(args, scrub={"crf_c1": args.c1, "crf_c2": args.c2,
                            "crf_max_iterations": args.max_iter,
                            "crf_min_freq": args.min_freq, "crf_random_o": args.random_o,
                            "crf_window": args.window, "crf_threshold": args.threshold})
    scrub = cfg.scrub
    if args.folds == 1 or args.folds < 0:
        raise ConfigError("--folds must be 0 (no cross-validation) or at least 2")
    _regex.set_timeout(scrub.regex_timeout)
    params = TrainParams.from_config(scrub)
    sampling = Sampling.from_config(scrub, args.seed)

    docs = [d for spec in args.gold for d in load_gold(spec)]
    if not docs:
        raise ConfigError("no annotated notes in " + ", ".join(args.gold))
    t0 = time.perf_counter()
    prepared = prepare(docs, default_recognizers(scrub), use_names=not args.no_names)
    print(f"hl7scrub train: {len(docs)} notes, {sum(len(p.features) for p in prepared)} "
          f"tokens, features in {time.perf_counter() - t0:.1f}s", file=sys.stderr)

    summary: dict[str, Any] = {}
    if args.folds:
        def progress(fold: Any) -> None:
            print(f"hl7scrub train: fold {fold.fold + 1}/{args.folds}: trained on "
                  f"{fold.train_notes} notes in {fold.train_seconds:.1f}s, tagged "
                  f"{fold.test_notes} in {fold.tag_seconds:.1f}s", file=sys.stderr)

        cv = cross_validate(prepared, args.folds, params, sampling, scrub.crf_threshold,
                            args.seed, progress, keep_bare_years=not scrub.redact_bare_years)
        reports = cv.reports()
        print(f"cross-validation by patient, {args.folds} folds, threshold "
              f"{scrub.crf_threshold:g} (token recall R, precision P)")
        print(format_reports(reports))
        summary = {name: {key: row.instances.to_dict() for key, row in rep.rows.items()}
                   for name, rep in reports.items()}
        summary["folds"] = [vars(f) for f in cv.folds]
        if args.report:
            with open(args.report, "w", encoding="utf-8") as fh:
                json.dump(summary, fh, indent=2)

    t1 = time.perf_counter()
    model = train(prepared, params, sampling)
    model.metadata["cross_validation"] = (
        {k: v for k, v in summary.items() if k != "folds"} if summary else None)
    model.save(args.output)
    print(f"hl7scrub train: model written to {args.output} "
          f"({time.perf_counter() - t1:.1f}s)", file=sys.stderr)
    return EXIT_OK

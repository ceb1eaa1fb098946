"""Evaluate de-identification output against annotated text: the public API.

Typical use::

    from hl7scrub.evaluate import load_gold, predict, score
    docs = load_gold("physionet:../shared/eval/physionet-dev")
    report = score(docs, predict(docs))
    print(report.overall.sensitivity, report.overall.precision)

See ``docs/EVALUATION.md`` for the scoring rules.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from hl7scrub._types import PHI_TYPES, PhiType, Span
from hl7scrub.evaluation.gold import (
    FORMATS,
    GoldDocument,
    GoldSpan,
    GoldTypeInfo,
    as_prediction_spans,
    documents_from_spans,
    gold_type_info,
    iter_jsonl,
    load_gold,
    spans_of_record,
    split_spec,
    write_gold,
)
from hl7scrub.evaluation.scoring import Counts, Report, Row, TokenResult, age_value, score
from hl7scrub.exceptions import InputError
from hl7scrub.pipeline import Scrubber

__all__ = [
    "FORMATS",
    "Counts",
    "GoldDocument",
    "GoldSpan",
    "GoldTypeInfo",
    "Report",
    "Row",
    "TokenResult",
    "age_value",
    "documents_from_spans",
    "gold_type_info",
    "load_gold",
    "load_predictions",
    "predict",
    "score",
    "write_gold",
]


def predict(docs: Sequence[GoldDocument], scrubber: Scrubber | None = None, *,
            use_names: bool = True,
            on_document: Callable[[GoldDocument, float], None] | None = None,
            ) -> dict[str, list[Span]]:
    """Run a scrubber (default: :func:`hl7scrub.pipeline.build_scrubber`) over documents.

    Each document's registered names are supplied as its lexicon, as an HL7 header would
    supply them, unless ``use_names`` is false. ``on_document(doc, seconds)`` is called
    after each document with the time its scrub took.
    """
    import time

    if scrubber is None:
        from hl7scrub.pipeline import build_scrubber

        scrubber = build_scrubber()
    out: dict[str, list[Span]] = {}
    for doc in docs:
        lexicon = doc.lexicon() if use_names else None
        t0 = time.perf_counter()
        _doc, spans, _candidates = scrubber.analyze(doc.text, lexicon)
        elapsed = time.perf_counter() - t0
        out[doc.id] = spans
        if on_document is not None:
            on_document(doc, elapsed)
    return out


def _phi_type(label: str) -> PhiType:
    upper = label.upper()
    for t in PHI_TYPES:
        if t == upper:
            return t
    return gold_type_info(label).phi_type


def load_predictions(spec: str, gold_docs: Sequence[GoldDocument]) -> dict[str, list[Span]]:
    """Predicted spans per document id from ``hl7scrub text --jsonl`` output or any gold
    format (to score another tool). Every gold document must have a prediction; a gold
    format's text must equal the gold text; an error record fails the whole run.
    """
    fmt, path = split_spec(spec, default="jsonl")
    by_id = {d.id: d for d in gold_docs}
    out: dict[str, list[Span]] = {}
    if fmt == "jsonl":
        for number, record in iter_jsonl(path):
            if "error" in record and "spans" not in record:
                raise InputError("the prediction run rejected this record; it is not "
                                 "de-identified", source=path, line=number)
            if "id" not in record or "spans" not in record:
                raise InputError("a prediction record needs 'id' and 'spans'", source=path,
                                 line=number)
            doc_id = str(record["id"])
            doc = by_id.get(doc_id)
            if doc is None:
                raise InputError("prediction for a document that is not in the gold set",
                                 source=path, line=number)
            if doc_id in out:
                raise InputError("second prediction for the same document", source=path,
                                 line=number)
            spans: list[Span] = []
            for start, end, label, recognizer, conf in spans_of_record(record, path, number):
                if not 0 <= start < end <= len(doc.text):
                    raise InputError(f"span [{start},{end}) lies outside the text",
                                     source=path, line=number)
                spans.append(Span(start, end, _phi_type(label), recognizer or "pred", conf))
            out[doc_id] = spans
    else:
        for pdoc in load_gold(f"{fmt}:{path}"):
            doc = by_id.get(pdoc.id)
            if doc is None:
                raise InputError("prediction for a document that is not in the gold set",
                                 source=f"{path}:{pdoc.id}")
            if pdoc.text != doc.text:
                raise InputError("predicted document text differs from the gold text",
                                 source=f"{path}:{pdoc.id}")
            out[pdoc.id] = as_prediction_spans(pdoc, recognizer=fmt)
    missing = [d.id for d in gold_docs if d.id not in out]
    if missing:
        raise InputError(f"{len(missing)} gold document(s) have no prediction, "
                         f"first: {missing[0]}", source=path)
    return out

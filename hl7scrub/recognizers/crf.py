"""A conditional random field that learns an institution's note style, run in ensemble
with the rule recognizers.

Rules generalise across sites but miss what a site writes in its own way; a CRF trained on
a site's annotated notes learns those habits (seed 003, HIDE). The two are combined for
sensitivity: the CRF may only *add* spans to what the rules found, never remove one.

Three parts live here:

* feature extraction (:func:`token_features`), the HIDE feature families of seed 003 —
  regular-expression shape features (Table 2), prefixes and suffixes of length 1–3,
  dictionary features from our lexicon, context features of the four tokens on each
  side — plus the per-document header lexicon, the upper-case state of the line and the
  spans our rule recognizers proposed;
* the model file (:class:`CrfModel`): CRFsuite's model wrapped in a small header that
  records the feature version and a checksum, so a truncated or foreign file is refused
  with a clear error instead of being handed to the C library;
* the ensemble stage (:class:`CrfEnsemble`), a pipeline post-processor
  ``(doc, spans) -> spans``.

Labels are BIO tags per PHI type (``B-NAME``, ``I-NAME``, …, ``O``).
"""

from __future__ import annotations

import bisect
import hashlib
import json
import math
import os
import threading
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from hl7scrub._types import PHI_TYPES, DocumentLexicon, PhiType, Span, Token
from hl7scrub.config import ScrubConfig
from hl7scrub.document import Document
from hl7scrub.exceptions import ConfigError

#: Bumped whenever :func:`token_features` changes, so that a model trained on other
#: features is refused rather than silently tagging with the wrong inputs.
FEATURE_VERSION = 1

#: Name under which CRF spans are reported.
RECOGNIZER_NAME = "crf"

OUTSIDE = "O"

Features = dict[str, str | float]

_MAGIC = b"HL7SCRUB-CRF 1\n"

#: Context window (tokens on each side), as in HIDE.
CONTEXT = 4

#: A shape keeps at most this many repeats of one character class ("Xxxx" for Johnson).
SHAPE_RUN = 4
#: Longest shape kept for a whitespace-delimited chunk ("ddd-ddd-dddd" fits).
CHUNK_SHAPE_MAX = 16

_ROMAN = frozenset("IVXLCDM")
#: Sentence punctuation that is stripped from a chunk before its shape is taken.
_EDGE_PUNCT = ".,;:!?()[]{}\"'"


# --------------------------------------------------------------------------- shapes


def _char_class(ch: str) -> str:
    if ch.isdigit():
        return "d"
    if ch.isalpha():
        return "X" if ch.isupper() else "x"
    return ch


def word_shape(text: str, run: int = SHAPE_RUN) -> str:
    """Character classes of ``text`` with each run cut to ``run`` repeats.

    ``Johnson`` -> ``Xxxx``, ``7/22`` -> ``d/dd``, ``410-322-1419`` -> ``ddd-ddd-dddd``.
    """
    out: list[str] = []
    last = ""
    count = 0
    for ch in text:
        cls = _char_class(ch)
        if cls == last:
            count += 1
            if count > run:
                continue
        else:
            last, count = cls, 1
        out.append(cls)
    return "".join(out)


def short_shape(text: str) -> str:
    """Character classes with every run collapsed: ``Johnson`` -> ``Xx``."""
    return word_shape(text, 1)


def length_class(n: int) -> str:
    if n <= 4:
        return str(n)
    if n <= 6:
        return "5-6"
    if n <= 9:
        return "7-9"
    return "10+"


def _is_real_number(chunk: str) -> bool:
    body = chunk.lstrip("+-").rstrip("%")
    return bool(body) and any(c.isdigit() for c in body) and all(
        c.isdigit() or c in ",." for c in body) and body[0].isdigit()


def regex_features(token: str) -> list[str]:
    """The seed 003 Table 2 shape features that fire on one token.

    Written with string predicates rather than patterns: tokens are short and these run
    on every token of every note. Features about characters our tokenizer splits off
    (dash, slash, sign, percent) are computed on the whitespace chunk instead.
    """
    names: list[str] = []
    first = token[0]
    alpha = token.isalpha()
    has_digit = any(c.isdigit() for c in token)
    has_alpha = any(c.isalpha() for c in token)
    if first.isupper():
        names.append("INITCAP")
        if len(token) > 1 and token[1].islower():
            names.append("UPPERLOWER")
    if alpha and token.isupper():
        names.append("ALLCAPS")
    if alpha and len(token) > 2 and first.isupper() and token[1].islower() and any(
            c.isupper() for c in token[2:]):
        names.append("MIXEDCAPS")
    if alpha and token.islower():
        names.append("ALLLOWER")
    if len(token) == 1 and alpha:
        names.append("SINGLECHAR")
    if token.isdigit():
        names.append("NUMBER")
        names.append(f"DIGITS{min(len(token), 6)}")
    if has_digit:
        names.append("HASDIGIT")
        if has_alpha:
            names.append("ALPHANUMERIC")
            head = len(token) - len(token.lstrip("0123456789"))
            tail = len(token) - len(token.rstrip("0123456789"))
            if head and token[head:].isalpha():
                names.append("NUMBERS.LETTERS")
            if tail and token[:-tail].isalpha():
                names.append("LETTERS.NUMBERS")
    if "'" in token or "\u2019" in token:
        names.append("HASQUOTE")
    if not any(c.isalnum() for c in token):
        names.append("ISPUNCT")
    if alpha and all(c in _ROMAN for c in token):
        names.append("ROMAN")
    return names


def chunk_features(chunk: str) -> list[str]:
    """Shape features of the whitespace-delimited chunk that holds a token."""
    names: list[str] = []
    if "-" in chunk:
        names.append("HASDASH")
    if "/" in chunk:
        names.append("HASSLASH")
    if _is_real_number(chunk):
        names.append("REALNUMBER")
    if chunk.startswith("-"):
        names.append("STARTMINUS")
    if chunk.startswith("+"):
        names.append("STARTPLUS")
    if chunk.endswith("%"):
        names.append("ENDPERCENT")
    return names


# ----------------------------------------------------------------------- dictionary


def _log_bucket(value: float, low: int, high: int) -> str:
    """``floor(log10(value))`` clipped to ``[low, high]``; ``"none"`` for zero."""
    if value <= 0:
        return "none"
    return str(max(low, min(high, math.floor(math.log10(value)))))


@lru_cache(maxsize=1 << 16)
def lexicon_features(word: str) -> tuple[tuple[str, str | float], ...]:
    """Dictionary features of a lower-cased word, from the packaged lexicon.

    Buckets rather than raw values: the CRF learns one weight per bucket, and a bucket
    generalises to words it never saw in training.
    """
    from hl7scrub.lexicon import load_lexicon

    lex = load_lexicon()
    feats: list[tuple[str, str | float]] = [
        ("lex.name", _log_bucket(float(lex.name_count(word)), 0, 6)),
        ("lex.eng", _log_bucket(lex.english_freq(word) * 1e9, 0, 9)),
        ("lex.lr", _log_bucket(lex.likelihood_ratio(word), -3, 3)),
    ]
    if lex.is_protected(word):
        feats.append(("lex.protected", 1.0))
    if lex.is_eponym(word):
        feats.append(("lex.eponym", 1.0))
    return tuple(feats)


def _header_words(lexicon: DocumentLexicon) -> tuple[frozenset[str], frozenset[str]]:
    """Lower-cased word tokens of the caller's names and of its identifiers."""
    from hl7scrub.tokenize import tokenize

    names: set[str] = set()
    for person in lexicon.names:
        for part in (person.given, person.middle, person.family):
            names.update(t.text.lower() for t in tokenize(part) if t.text[0].isalnum())
    ids: set[str] = set()
    for ident in lexicon.identifiers:
        ids.update(t.text.lower() for t in tokenize(ident) if t.text[0].isalnum())
    return frozenset(names), frozenset(ids)


# ------------------------------------------------------------------------- features


def _chunks(text: str, tokens: Sequence[Token]) -> list[tuple[int, int]]:
    """For each token, the ``[start, end)`` of the run of touching tokens holding it."""
    bounds: list[tuple[int, int]] = []
    i = 0
    n = len(tokens)
    while i < n:
        j = i
        while j + 1 < n and tokens[j + 1].start == tokens[j].end:
            j += 1
        bounds.extend([(tokens[i].start, tokens[j].end)] * (j - i + 1))
        i = j + 1
    return bounds


def _rule_cover(tokens: Sequence[Token], spans: Iterable[Span]) -> list[set[str]]:
    """For each token, ``TYPE`` for each rule span covering it and ``B-TYPE`` when the
    span starts on it."""
    cover: list[set[str]] = [set() for _ in tokens]
    starts = [t.start for t in tokens]
    for span in spans:
        i = max(0, bisect.bisect_right(starts, span.start) - 1)
        first = True
        while i < len(tokens) and tokens[i].start < span.end:
            tok = tokens[i]
            if tok.end > span.start:
                cover[i].add(span.type)
                if first:
                    cover[i].add("B-" + span.type)
                    first = False
            i += 1
    return cover


def _gaps_touched(tokens: Sequence[Token], spans: Iterable[Span]) -> set[int]:
    """Indexes ``i`` of the tokens whose gap to token ``i - 1`` a span reaches into: a
    CRF run must not join those two tokens over a rule span lying between them."""
    starts = [t.start for t in tokens]
    out: set[int] = set()
    for span in spans:
        i = bisect.bisect_right(starts, span.start)
        if 0 < i < len(tokens) and span.end > tokens[i - 1].end:
            out.add(i)
    return out


def token_features(doc: Document, rule_spans: Sequence[Span] = ()) -> list[Features]:
    """One feature dictionary per token of ``doc.tokens``.

    ``rule_spans`` are the spans the rule recognizers proposed for this document; the CRF
    learns how far to trust each of them and what they tend to miss next to them.
    """
    tokens = doc.tokens
    text = doc.text
    n = len(tokens)
    lowered = [t.text.lower() for t in tokens]
    shapes = [short_shape(t.text) for t in tokens]
    chunks = _chunks(text, tokens)
    cover = _rule_cover(tokens, rule_spans)
    name_words, id_words = _header_words(doc.lexicon)
    out: list[Features] = []
    for i, tok in enumerate(tokens):
        word = tok.text
        low = lowered[i]
        f: Features = {
            "bias": 1.0,
            "w": low,
            "shape": word_shape(word),
            "sshape": shapes[i],
            "len": length_class(len(word)),
        }
        for k in (1, 2, 3):
            if len(low) >= k:
                f[f"p{k}"] = low[:k]
                f[f"s{k}"] = low[-k:]
        for name in regex_features(word):
            f["re." + name] = 1.0
        cstart, cend = chunks[i]
        chunk = text[cstart:cend].strip(_EDGE_PUNCT) or word
        if len(chunk) > len(word):
            f["chunk"] = word_shape(chunk)[:CHUNK_SHAPE_MAX]
        for name in chunk_features(chunk):
            f["re." + name] = 1.0
        if any(c.isalpha() for c in low):
            for key, value in lexicon_features(low):
                f[key] = value
        if low in name_words:
            f["hdr.name"] = 1.0
        if low in id_words:
            f["hdr.id"] = 1.0
        if doc.is_upper_at(tok.start):
            f["upline"] = 1.0
        if i == 0 or "\n" in text[tokens[i - 1].end:tok.start]:
            f["bol"] = 1.0
        for label in cover[i]:
            f["rule:" + label] = 1.0
        for d in (-1, 1):
            j = i + d
            if 0 <= j < n:
                for label in cover[j]:
                    if not label.startswith("B-"):
                        f[f"{d:+d}rule:{label}"] = 1.0
        for d in range(1, CONTEXT + 1):
            j = i - d
            f[f"-{d}w"] = lowered[j] if j >= 0 else "<s>"
            f[f"-{d}sh"] = shapes[j] if j >= 0 else "<s>"
            j = i + d
            f[f"+{d}w"] = lowered[j] if j < n else "</s>"
            f[f"+{d}sh"] = shapes[j] if j < n else "</s>"
        out.append(f)
    return out


#: Features whose value is a token's own text (or a piece of it).
_OWN_TEXT_KEYS = ("w", "p1", "p2", "p3", "s1", "s2", "s3")
#: Features whose value is a neighbour's text.
_CONTEXT_TEXT_KEYS = tuple(f"{sign}{d}w" for d in range(1, CONTEXT + 1) for sign in "-+")


def without_phi_text(features: Sequence[Features], labels: Sequence[str]) -> list[Features]:
    """Copies of a note's features in which no annotated PHI token's text survives.

    A CRFsuite model stores every attribute string it was trained on; trained on raw
    notes it would carry the patients' names in clear. Here the PHI tokens lose their
    word, prefix and suffix features, and every other token loses a context feature
    whose value is one of those words, so the model learns PHI from shape, context,
    dictionaries and rules only and the file holds no annotated identifier.
    """
    phi_words = {str(f["w"]) for f, lab in zip(features, labels, strict=True)
                 if lab != OUTSIDE}
    out: list[Features] = []
    for f, lab in zip(features, labels, strict=True):
        g = dict(f)
        if lab != OUTSIDE:
            for key in _OWN_TEXT_KEYS:
                g.pop(key, None)
        elif g.get("w") in phi_words:
            g.pop("w", None)
        for key in _CONTEXT_TEXT_KEYS:
            if g.get(key) in phi_words:
                del g[key]
        out.append(g)
    return out


# --------------------------------------------------------------------------- labels


def bio_labels(tokens: Sequence[Token], spans: Iterable[Span]) -> list[str]:
    """BIO tags for ``tokens`` from annotated spans (a token inside a span takes its type).

    A token that only partly overlaps an annotation still takes the label: annotations
    and our tokenizer do not always agree on boundaries, and a half-covered token is PHI.
    """
    labels = [OUTSIDE] * len(tokens)
    starts = [t.start for t in tokens]
    for span in sorted(spans, key=lambda s: (s.start, s.end)):
        i = max(0, bisect.bisect_right(starts, span.start) - 1)
        first = True
        while i < len(tokens) and tokens[i].start < span.end:
            if tokens[i].end > span.start:
                labels[i] = ("B-" if first else "I-") + span.type
                first = False
            i += 1
    return labels


def label_type(label: str) -> PhiType | None:
    """``B-NAME`` -> ``NAME``; ``O`` -> None."""
    if label == OUTSIDE or "-" not in label:
        return None
    typ = label.split("-", 1)[1]
    return typ if typ in PHI_TYPES else "PHI"


# ---------------------------------------------------------------------------- model


@dataclass
class TokenProbability:
    """What the CRF thinks of one token: probability that it is PHI, and its best type."""

    phi: float
    type: PhiType | None


@dataclass
class CrfModel:
    """A trained CRFsuite model plus the metadata needed to use it safely.

    Holds the raw bytes so that the model can be pickled into worker processes; the
    CRFsuite tagger is reopened from memory on the other side.
    """

    data: bytes = field(repr=False)
    metadata: dict[str, Any] = field(default_factory=dict, repr=False)
    source: str = "<memory>"

    def __post_init__(self) -> None:
        import pycrfsuite

        self._lock = threading.Lock()
        self._tagger = pycrfsuite.Tagger()
        try:
            self._tagger.open_inmemory(self.data)
        except (ValueError, OSError) as exc:
            raise ConfigError(f"CRF model {self.source}: CRFsuite cannot read it ({exc})") from None
        self.labels: list[str] = list(self._tagger.labels())
        self._phi_labels = [(lab, label_type(lab)) for lab in self.labels if lab != OUTSIDE]

    def __getstate__(self) -> dict[str, Any]:
        return {"data": self.data, "metadata": self.metadata, "source": self.source}

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.data = state["data"]
        self.metadata = state["metadata"]
        self.source = state["source"]
        self.__post_init__()

    # -- file format ------------------------------------------------------------

    def to_bytes(self) -> bytes:
        header = dict(self.metadata)
        header.update({
            "feature_version": FEATURE_VERSION,
            "size": len(self.data),
            "sha256": hashlib.sha256(self.data).hexdigest(),
        })
        return _MAGIC + json.dumps(header, sort_keys=True).encode("utf-8") + b"\n" + self.data

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write atomically (temporary file, then rename), so a reader never sees half."""
        target = Path(path)
        tmp = target.with_name(target.name + ".tmp")
        tmp.write_bytes(self.to_bytes())
        os.replace(tmp, target)

    @classmethod
    def from_bytes(cls, blob: bytes, source: str = "<memory>") -> CrfModel:
        if not blob.startswith(_MAGIC):
            raise ConfigError(f"CRF model {source}: not an hl7scrub CRF model "
                              "(train one with 'hl7scrub train')")
        rest = blob[len(_MAGIC):]
        line_end = rest.find(b"\n")
        try:
            if line_end < 0:
                raise ValueError("no header line")
            header = json.loads(rest[:line_end].decode("utf-8"))
            if not isinstance(header, dict):
                raise ValueError("header is not an object")
        except (ValueError, UnicodeDecodeError):
            raise ConfigError(f"CRF model {source}: damaged header") from None
        data = rest[line_end + 1:]
        version = header.get("feature_version")
        if version != FEATURE_VERSION:
            raise ConfigError(f"CRF model {source}: trained with feature version {version}, "
                              f"this hl7scrub extracts version {FEATURE_VERSION}; retrain it")
        if header.get("size") != len(data):
            raise ConfigError(f"CRF model {source}: truncated or damaged "
                              f"({len(data)} of {header.get('size')} bytes)")
        if header.get("sha256") != hashlib.sha256(data).hexdigest():
            raise ConfigError(f"CRF model {source}: checksum mismatch (damaged file)")
        metadata = {k: v for k, v in header.items()
                    if k not in {"feature_version", "size", "sha256"}}
        return cls(data, metadata, source)

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> CrfModel:
        """Read a model written by :meth:`save`; any problem is a :class:`ConfigError`."""
        try:
            blob = Path(path).read_bytes()
        except FileNotFoundError:
            raise ConfigError(f"CRF model not found: {path}") from None
        except OSError as exc:
            raise ConfigError(f"CRF model {path}: cannot read ({exc.strerror})") from None
        return cls.from_bytes(blob, str(path))

    # -- tagging ------------------------------------------------------------------

    def probabilities(self, features: Sequence[Features]) -> list[TokenProbability]:
        """Per-token marginal probability of being PHI (``1 - P(O)``) and the type with
        the largest marginal mass (B and I summed)."""
        if not features:
            return []
        import pycrfsuite

        seq = pycrfsuite.ItemSequence(list(features))
        out: list[TokenProbability] = []
        with self._lock:
            self._tagger.set(seq)
            marginal = self._tagger.marginal
            has_o = OUTSIDE in self.labels
            for i in range(len(features)):
                mass: dict[PhiType, float] = {}
                total = 0.0
                for label, typ in self._phi_labels:
                    p = marginal(label, i)
                    total += p
                    if typ is not None:
                        mass[typ] = mass.get(typ, 0.0) + p
                phi = 1.0 - marginal(OUTSIDE, i) if has_o else total
                best = max(mass.items(), key=lambda kv: kv[1])[0] if mass else None
                out.append(TokenProbability(max(0.0, min(1.0, phi)), best))
        return out

    def attributes(self) -> set[str]:
        """Every feature string stored in the model (to audit what the file holds)."""
        with self._lock:
            info = self._tagger.info()
        return set(info.attributes)

    def viterbi(self, features: Sequence[Features]) -> list[str]:
        """The single most probable label sequence."""
        if not features:
            return []
        import pycrfsuite

        with self._lock:
            return list(self._tagger.tag(pycrfsuite.ItemSequence(list(features))))

    def tag(self, doc: Document, rule_spans: Sequence[Span] = (), threshold: float = 0.5,
            skip: Sequence[Span] = ()) -> list[Span]:
        """Spans whose tokens all have PHI probability >= ``threshold``.

        Adjacent flagged tokens of one type on one line form one span; its score is the
        lowest token probability in it. Tokens overlapping a span of ``skip`` are left
        out (they are already covered). Spans made only of punctuation are dropped.
        """
        probs = self.probabilities(token_features(doc, rule_spans))
        return spans_from_probabilities(doc, probs, threshold, skip)


def spans_from_probabilities(doc: Document, probs: Sequence[TokenProbability],
                             threshold: float, skip: Sequence[Span] = ()) -> list[Span]:
    tokens = doc.tokens
    covered = [bool(c) for c in _rule_cover(tokens, skip)] if skip else [False] * len(tokens)
    cut = _gaps_touched(tokens, skip)
    text = doc.text
    spans: list[Span] = []
    run: list[int] = []
    run_type: PhiType | None = None

    def close() -> None:
        words = [i for i in run if tokens[i].text[0].isalnum()]
        if words and run_type is not None:
            score = min(probs[i].phi for i in words)
            spans.append(Span(tokens[run[0]].start, tokens[run[-1]].end, run_type,
                              RECOGNIZER_NAME, score, f"CRF marginal >= {threshold:g}"))

    for i, tok in enumerate(tokens):
        p = probs[i]
        flagged = not covered[i] and p.type is not None and p.phi >= threshold
        if flagged and run and run_type == p.type and i not in cut and "\n" not in text[
                tokens[run[-1]].end:tok.start]:
            run.append(i)
            continue
        if run:
            close()
        run, run_type = ([i], p.type) if flagged else ([], None)
    if run:
        close()
    return spans


# -------------------------------------------------------------------------- ensemble

_CACHE: dict[tuple[str, int, int], CrfModel] = {}
_CACHE_LOCK = threading.Lock()


def load_model_cached(path: str) -> CrfModel:
    """One :class:`CrfModel` per model file (and version of it) per process."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        raise ConfigError(f"CRF model not found: {path}") from None
    except OSError as exc:
        raise ConfigError(f"CRF model {path}: cannot read ({exc.strerror})") from None
    key = (os.path.abspath(path), st.st_mtime_ns, st.st_size)
    with _CACHE_LOCK:
        model = _CACHE.get(key)
        if model is None:
            model = CrfModel.load(path)
            _CACHE.clear()
            _CACHE[key] = model
    return model


def is_bare_year(text: str) -> bool:
    """A year standing alone: ``1992``, ``92``, ``'92``, ``1990s``, ``90s``.

    Safe Harbor lets bare years stay (unless they reveal an age over 89, which the rule
    recognizer handles); the CRF learns them when a corpus annotates them, so the
    ensemble drops such spans unless ``redact_bare_years`` is set, to follow the same
    policy as the rules.
    """
    body = text.strip().strip("'\u2019")
    if body.endswith("s"):
        body = body[:-1].rstrip("'\u2019")
    return body.isdigit() and len(body) in (2, 4)


def _chunk_at(text: str, start: int, end: int) -> str:
    """The whitespace-delimited chunk around ``[start, end)``, sentence punctuation off."""
    while start > 0 and not text[start - 1].isspace():
        start -= 1
    while end < len(text) and not text[end].isspace():
        end += 1
    return text[start:end].strip(_EDGE_PUNCT)


def apply_policy(doc: Document, spans: list[Span], keep_bare_years: bool) -> list[Span]:
    """CRF spans that the configured redaction policy wants redacted.

    A year glued to the rest of a date (``7/22/92``) is not bare: the whole chunk
    around the span must be a bare year for the span to be dropped.
    """
    if not keep_bare_years:
        return spans
    text = doc.text
    return [s for s in spans
            if not (s.type == "DATE" and is_bare_year(text[s.start:s.end])
                    and is_bare_year(_chunk_at(text, s.start, s.end)))]


class CrfEnsemble:
    """Pipeline post-processor: add the CRF's spans to the rule spans.

    Receives the rule candidates, uses them as features, and returns them unchanged
    followed by CRF spans over tokens no rule span covers. It never removes or alters a
    rule span: the union can only raise sensitivity. CRF spans that are bare years are
    left out unless ``keep_bare_years`` is false (the rules' Safe Harbor policy).
    """

    name = RECOGNIZER_NAME

    def __init__(self, model: CrfModel, threshold: float = 0.5,
                 keep_bare_years: bool = True) -> None:
        if not 0.0 < threshold <= 1.0:
            raise ConfigError(f"crf_threshold must be in (0, 1], got {threshold}")
        self.model = model
        self.threshold = threshold
        self.keep_bare_years = keep_bare_years

    @classmethod
    def from_config(cls, config: ScrubConfig) -> CrfEnsemble:
        return cls(load_model_cached(config.crf_model), config.crf_threshold,
                   keep_bare_years=not config.redact_bare_years)

    def __call__(self, doc: Document, spans: list[Span]) -> list[Span]:
        added = self.model.tag(doc, spans, self.threshold, skip=spans)
        return [*spans, *apply_policy(doc, added, self.keep_bare_years)]

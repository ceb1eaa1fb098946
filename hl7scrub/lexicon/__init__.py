"""The packaged name lexicon: name frequencies, English frequencies and the protect list.

A token's *likelihood ratio* (NLM Scrubber report, eqs. 1-3) compares how likely it is
as a personal name with how likely it is as an English word, both estimated with
Bayes-Laplace smoothing::

    LR(w) = [(n_name(w) + 1) / N_name] / [(n_eng(w) + 1) / N_eng]

``n_name`` is the population count of ``w`` as a first name plus as a surname (US
Census 2020 first names, Census 2010 surnames; SSA first names fill in names the
Census table lacks), ``N_name`` the two population totals, ``n_eng`` the English
frequency of ``w`` from :mod:`wordfreq` scaled to a corpus of ``N_eng = 1e9`` tokens.
LR > 1 favours the name reading (John 22, Smith 53), LR < 1 the word reading
(history 7e-6, may 0.22).

The built files live in ``data/`` and are produced by :mod:`hl7scrub.lexicon.build`.
"""

from __future__ import annotations

import gzip
import math
import sys
import threading
import unicodedata
from array import array
from collections.abc import Set as AbstractSet
from functools import cached_property, lru_cache
from pathlib import Path

from hl7scrub.lexicon.clinical import (
    CLINICAL_WORDS,
    EPONYM_HEADS,
    EPONYMS,
    KEEP_PROTECTED,
    STANDALONE_EPONYMS,
)
from hl7scrub.lexicon.drugs import drug_words
from hl7scrub.lexicon.people import FEMALE_FIRST_NAMES, MALE_FIRST_NAMES

__all__ = [
    "DATA_DIR",
    "NAMES_FILE",
    "N_ENGLISH",
    "PROTECT_FILE",
    "TOWNS_FILE",
    "Lexicon",
    "LexiconError",
    "decode_names",
    "encode_names",
    "english_frequency",
    "fold_accents",
    "likelihood_ratio_from_counts",
    "load_lexicon",
    "normalize",
    "read_lexicon",
    "read_towns",
    "world_towns",
]

DATA_DIR = Path(__file__).resolve().parent / "data"
NAMES_FILE = "names.bin.gz"
_MAGIC = "hl7scrub-names 1"
PROTECT_FILE = "protect.txt.gz"
TOWNS_FILE = "towns.txt.gz"

#: Size of the notional English corpus that wordfreq frequencies are scaled to.
N_ENGLISH = 1e9

#: Protect-list words that are this frequent as names, with at least this likelihood
#: ratio, are left to context instead of being protected (the source list includes a
#: few common names such as Mary and Miller).
STRONG_NAME_MIN_COUNT = 10_000
STRONG_NAME_MIN_LR = 20.0

#: Frequency credited to a protect-list word that the English table lacks (drug names,
#: clinical terms) when it is a one-edit neighbour of a token.
PROTECT_NOMINAL_FREQUENCY = 1e-6

_LETTERS = "abcdefghijklmnopqrstuvwxyz"


def _one_edit(word: str) -> set[str]:
    """Every string one deletion, swap of neighbours, substitution or insertion away."""
    splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    out = {a + b[1:] for a, b in splits if b}
    out.update(a + b[1] + b[0] + b[2:] for a, b in splits if len(b) > 1)
    out.update(a + c + b[1:] for a, b in splits if b for c in _LETTERS)
    out.update(a + c + b for a, b in splits for c in _LETTERS)
    out.discard(word)
    return out


class LexiconError(RuntimeError):
    """The packaged lexicon files are missing or unreadable (a broken installation)."""


#: Letters that Unicode does not decompose into an ASCII letter and a mark.
_UNDECOMPOSED = str.maketrans({"ø": "o", "Ø": "O", "ł": "l", "Ł": "L", "đ": "d", "Đ": "D",
                               "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE", "ß": "ss",
                               "ı": "i", "þ": "th", "Þ": "TH", "ð": "d", "Ð": "D"})


def fold_accents(word: str) -> str:
    """The word without diacritics (Seán -> sean, Zoë -> zoe, Ødegård -> odegard)."""
    if word.isascii():
        return word
    decomposed = unicodedata.normalize("NFKD", word.translate(_UNDECOMPOSED))
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def normalize(word: str) -> str:
    """Case-folded lookup key: possessive ``'s`` removed, typographic apostrophes unified."""
    key = word.casefold().replace("\u2019", "'")
    if key.endswith("'s") and len(key) > 2:
        key = key[:-2]
    elif key.endswith("s'") and len(key) > 2:
        key = key[:-1]
    return key


_english_table: dict[str, float] | None = None
_english_lock = threading.Lock()


def _english() -> dict[str, float]:
    """wordfreq's English table (loaded once; wordfreq keeps it, we keep a reference)."""
    global _english_table
    if _english_table is None:
        with _english_lock:
            if _english_table is None:
                from wordfreq import get_frequency_dict

                # The same arguments as wordfreq's own ``word_frequency`` uses, so that
                # both share one cached table instead of loading it twice.
                _english_table = get_frequency_dict("en", "best")
    return _english_table


def english_frequency(word: str) -> float:
    """wordfreq frequency of a case-folded word (0.0 when unknown)."""
    if word.isalpha():
        return _english().get(word, 0.0)
    from wordfreq import word_frequency

    return float(word_frequency(word, "en"))


_foreign_tables: dict[str, dict[str, float]] = {}


def foreign_frequency(word: str, language: str) -> float:
    """wordfreq frequency of a lower-case word in another language (0.0 when unknown).
    Its small table only, the words of one in a million or more: what a note in that
    language writes capitalised for its grammar, not for a name, is among them, and
    the table stays a few megabytes."""
    table = _foreign_tables.get(language)
    if table is None:
        with _english_lock:
            table = _foreign_tables.get(language)
            if table is None:
                from wordfreq import get_frequency_dict

                table = _foreign_tables[language] = get_frequency_dict(language, "small")
    return table.get(word, 0.0)


def likelihood_ratio_from_counts(word: str, name_count: int, name_total: int,
                                 english: float | None = None) -> float:
    """LR of seed eqs. (1)-(3) from a name count; English frequency looked up if absent."""
    freq = english_frequency(word) if english is None else english
    p_name = (name_count + 1) / name_total
    p_english = (freq * N_ENGLISH + 1) / N_ENGLISH
    return p_name / p_english


class Lexicon:
    """Read-only name/word statistics shared by every recognizer of a process."""

    def __init__(self, counts: dict[str, int], first_total: int, last_total: int,
                 protect: AbstractSet[str]) -> None:
        #: name -> first count << 32 | last count (one int per name keeps memory small)
        self._counts = counts
        self.first_total = first_total
        self.last_total = last_total
        self.name_total = first_total + last_total
        self._protect = protect
        self._english: dict[str, float] = {}
        self._lr: dict[str, float] = {}

    # -- name frequencies -------------------------------------------------------------
    def _packed(self, word: str) -> int:
        key = normalize(word)
        packed = self._counts.get(key)
        if packed is None and "'" in key:
            packed = self._counts.get(key.replace("'", ""))  # O'Brien -> obrien
        return packed or 0

    def first_count(self, word: str) -> int:
        """Population count of ``word`` as a first name (case-insensitive)."""
        return self._packed(word) >> 32

    def last_count(self, word: str) -> int:
        """Population count of ``word`` as a surname (case-insensitive)."""
        return self._packed(word) & 0xFFFFFFFF

    def name_count(self, word: str) -> int:
        """First-name plus surname population count (case-insensitive)."""
        packed = self._packed(word)
        return (packed >> 32) + (packed & 0xFFFFFFFF)

    def is_name(self, word: str) -> bool:
        """Whether ``word`` occurs in the name tables at all."""
        return self._packed(word) != 0

    def __len__(self) -> int:
        return len(self._counts)

    # -- English frequencies and the likelihood ratio ---------------------------------
    def english_freq(self, word: str) -> float:
        """wordfreq frequency of ``word`` (case-folded, possessive removed)."""
        key = normalize(word)
        freq = self._english.get(key)
        if freq is None:
            freq = english_frequency(key)
            if len(self._english) > 500_000:  # bounded in long-running servers
                self._english.clear()
            self._english[key] = freq
        return freq

    def likelihood_ratio(self, word: str) -> float:
        """Seed 000 eqs. (1)-(3) with Bayes-Laplace smoothing; cached per key."""
        key = normalize(word)
        lr = self._lr.get(key)
        if lr is None:
            lr = likelihood_ratio_from_counts(key, self.name_count(key), self.name_total,
                                              self.english_freq(key))
            if len(self._lr) > 500_000:
                self._lr.clear()
            self._lr[key] = lr
        return lr

    def word_facts(self, word: str) -> tuple[float, bool, float, bool]:
        """``(likelihood_ratio, is_name, english_freq, is_protected)`` of ``word`` in one
        call: the four lookups share one normalisation (a recognizer asks for all four
        of every new word it meets)."""
        key = normalize(word)
        if normalize(key) != key:  # a doubled possessive: let each method normalise
            return (self.likelihood_ratio(word), self.is_name(word), self.english_freq(word),
                    self.is_protected(word))
        packed = self._counts.get(key)
        bare = key.replace("'", "") if "'" in key else None
        if packed is None and bare is not None:
            packed = self._counts.get(bare)  # O'Brien -> obrien
        packed = packed or 0
        freq = self._english.get(key)
        if freq is None:
            freq = english_frequency(key)
            if len(self._english) > 500_000:
                self._english.clear()
            self._english[key] = freq
        lr = self._lr.get(key)
        if lr is None:
            lr = likelihood_ratio_from_counts(key, (packed >> 32) + (packed & 0xFFFFFFFF),
                                              self.name_total, freq)
            if len(self._lr) > 500_000:
                self._lr.clear()
            self._lr[key] = lr
        protect = self._protect
        protected = key in protect or (bare is not None and bare in protect)
        return lr, packed != 0, freq, protected

    def neighbour_frequency(self, word: str) -> float:
        """Summed English frequency of the words one edit away from ``word``.

        A clinical note misspells words often ("Remians", "Labetelol"); a token close to
        a frequent word is more likely that word mistyped than a rare name. Protect-list
        words absent from the English table count with a nominal frequency.
        """
        key = normalize(word).replace("'", "")
        if len(key) < 3 or not key.isalpha():
            return 0.0
        table = _english()
        edits = _one_edit(key)
        # Only the neighbours that are words count (set intersections, in C); ``fsum``
        # makes the total independent of the order in which they come.
        freqs = {cand: table[cand] for cand in table.keys() & edits}
        for cand in filter(self._protect.__contains__, edits):
            if freqs.get(cand, 0.0) < PROTECT_NOMINAL_FREQUENCY:
                freqs[cand] = PROTECT_NOMINAL_FREQUENCY
        return math.fsum(freqs.values())

    # -- protect list -----------------------------------------------------------------
    def is_protected(self, word: str) -> bool:
        """Clinical vocabulary, drug names or a standalone eponym (case-insensitive)."""
        key = normalize(word)
        if key in self._protect:
            return True
        if "'" in key:
            bare = key.replace("'", "")
            return bare in self._protect
        return False

    @staticmethod
    def is_eponym(word: str) -> bool:
        """A surname that forms medical eponyms (Parkinson, Foley, Babinski)."""
        return normalize(word) in EPONYMS

    @staticmethod
    def is_eponym_head(word: str) -> bool:
        """A word that makes a preceding eponym certain (disease, sign, catheter...)."""
        return normalize(word) in EPONYM_HEADS

    # -- data for realistic surrogates ------------------------------------------------
    @property
    def first_names_by_gender(self) -> dict[str, tuple[str, ...]]:
        """Common US first names, ``{"F": (...), "M": (...)}``, for surrogate names."""
        return {"F": FEMALE_FIRST_NAMES, "M": MALE_FIRST_NAMES}

    @cached_property
    def common_surnames(self) -> tuple[str, ...]:
        """The 500 most frequent surnames (title case), for surrogate names."""
        top = sorted(self._counts.items(), key=lambda kv: -(kv[1] & 0xFFFFFFFF))[:500]
        return tuple(name.title() for name, _ in top)


def _read_gzip(path: Path) -> bytes:
    try:
        return gzip.decompress(path.read_bytes())
    except (OSError, EOFError) as exc:
        raise LexiconError(f"cannot read packaged lexicon file {path.name}: {exc}") from None


def read_lexicon(data_dir: Path = DATA_DIR) -> Lexicon:
    """Parse the packaged files (use :func:`load_lexicon` for the shared instance)."""
    counts, first_total, last_total = decode_names(_read_gzip(data_dir / NAMES_FILE))
    try:
        words = _read_gzip(data_dir / PROTECT_FILE).decode("utf-8").split()
    except UnicodeDecodeError:
        raise LexiconError(f"{PROTECT_FILE} is not UTF-8") from None
    protect = set(words)  # one set, extended in place: no copies of 200k words
    protect.update(CLINICAL_WORDS, KEEP_PROTECTED, STANDALONE_EPONYMS)
    # drug brands newer than the Philter list, unless a name table holds them
    protect.update(drug_words(counts))
    return Lexicon(counts, first_total, last_total, protect)


def encode_names(first: dict[str, int], last: dict[str, int], first_total: int,
                 last_total: int) -> bytes:
    """The names file: a header line, the names, then one packed count per name.

    Each count is ``first << 32 | last`` as an unsigned 64-bit little-endian integer, so
    that loading is one split and one array conversion (no per-line parsing).
    """
    names = sorted(set(first) | set(last))
    blob = "\n".join(names).encode("utf-8")
    packed = array("Q", ((first.get(n, 0) << 32) | last.get(n, 0) for n in names))
    if sys.byteorder == "big":
        packed.byteswap()
    header = f"{_MAGIC} {len(names)} {first_total} {last_total} {len(blob)}\n"
    return header.encode("ascii") + blob + packed.tobytes()


def decode_names(raw: bytes) -> tuple[dict[str, int], int, int]:
    try:
        eol = raw.index(b"\n")
        magic, version, count_s, first_s, last_s, size_s = raw[:eol].decode("ascii").split()
        count, size = int(count_s), int(size_s)
        if f"{magic} {version}" != _MAGIC:
            raise ValueError("unknown format")
        names = raw[eol + 1:eol + 1 + size].decode("utf-8").split("\n")
        packed = array("Q")
        packed.frombytes(raw[eol + 1 + size:])
        if sys.byteorder == "big":
            packed.byteswap()
        if len(names) != count or len(packed) != count:
            raise ValueError("truncated")
        return dict(zip(names, packed, strict=True)), int(first_s), int(last_s)
    except (ValueError, UnicodeDecodeError) as exc:
        raise LexiconError(f"{NAMES_FILE} is malformed ({exc})") from None


_shared: Lexicon | None = None
_shared_lock = threading.Lock()


def load_lexicon() -> Lexicon:
    """The process-wide lexicon, loaded from the package on first use.

    wordfreq's English table is loaded here too, so that the first document scrubbed
    does not pay for it.
    """
    global _shared
    if _shared is None:
        with _shared_lock:
            if _shared is None:
                _english()
                _shared = read_lexicon()
    return _shared


def read_towns(data_dir: Path = DATA_DIR) -> frozenset[str]:
    """Parse the packaged towns file (use :func:`world_towns` for the shared set)."""
    try:
        names = _read_gzip(data_dir / TOWNS_FILE).decode("utf-8").split("\n")
    except UnicodeDecodeError:
        raise LexiconError(f"{TOWNS_FILE} is not UTF-8") from None
    return frozenset(n for n in names if n)


@lru_cache(maxsize=1)
def world_towns() -> frozenset[str]:
    """Lower-case, accent-folded names of towns outside the US (GeoNames, built by
    :mod:`hl7scrub.lexicon.build_towns`), loaded once per process."""
    return read_towns()

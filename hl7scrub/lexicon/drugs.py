"""Drug names from the installed ``drug-named-entity-recognition`` package.

The Philter protect list predates many brand names ("Mircera", "Velphoro", "Ozempic").
A capitalised word no table knows reads as a name, so such a brand would be redacted and
the medication list lost. The package's dictionary (DrugBank open data, MeSH, Medline
Plus, NHS and Wikipedia, MIT-licensed code) is read at run time, never copied into
hl7scrub, and only its one-word names that no name table holds are used, so a brand that
is also a person's name ("Allegra") keeps its name reading.

The dictionary is a pickle; it is read with an unpickler that refuses every class, so a
file that holds anything but plain containers and strings is rejected, not executed.
"""

from __future__ import annotations

import bz2
import importlib.util
import pickle
import warnings
from collections.abc import Container
from pathlib import Path

#: The package and its data file.
PACKAGE = "drug_named_entity_recognition"
DATA_FILE = "drug_ner_dictionary.pkl.bz2"
#: Shorter drug words are left out: they overlap initials and abbreviations ("asa").
MIN_LENGTH = 5


class _PlainUnpickler(pickle.Unpickler):
    """Loads dicts, lists, sets, strings and numbers only."""

    def find_class(self, module: str, name: str) -> type:
        raise pickle.UnpicklingError(f"{DATA_FILE} names a class ({module}.{name})")


def data_path() -> Path | None:
    """Where the installed package keeps its dictionary (the package is not imported)."""
    spec = importlib.util.find_spec(PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(next(iter(spec.submodule_search_locations))) / DATA_FILE


def read_drug_words(path: Path) -> set[str]:
    """Every one-word, letters-only drug name of the dictionary at ``path``, case-folded.

    Raises ``ValueError`` when the file is not the dictionary this module expects.
    """
    try:
        with bz2.open(path) as fh:
            data = _PlainUnpickler(fh).load()
    except (OSError, EOFError, pickle.UnpicklingError) as exc:
        raise ValueError(f"cannot read {DATA_FILE}: {exc}") from None
    variants = data.get("drug_variant_to_canonical") if isinstance(data, dict) else None
    if not isinstance(variants, dict):
        raise ValueError(f"{DATA_FILE} has no variant table")
    return {w for w in variants if isinstance(w, str) and len(w) >= MIN_LENGTH
            and w.isalpha() and w == w.lower()}


def drug_words(names: Container[str]) -> set[str]:
    """The drug words that no name table holds (``names``: case-folded names).

    Without the package (a broken install) the set is empty and a warning says so:
    brands then read as unknown words, which over-redacts but never leaks.
    """
    path = data_path()
    if path is None or not path.is_file():
        warnings.warn(f"{PACKAGE} is not installed: drug brand names may be redacted",
                      RuntimeWarning, stacklevel=2)
        return set()
    try:
        found = read_drug_words(path)
    except ValueError as exc:
        warnings.warn(f"{exc}: drug brand names may be redacted", RuntimeWarning,
                      stacklevel=2)
        return set()
    return {w for w in found if w not in names}

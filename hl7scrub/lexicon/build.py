"""Build the packaged lexicon files from the raw public name and vocabulary lists.

Run from the repository root::

    python -m hl7scrub.lexicon.build --shared ../shared

It reads ``<shared>/data/names/*.csv.gz`` and
``<shared>/data/clinical/philter_whitelist_nonames.json.gz`` and writes, into
``hl7scrub/lexicon/data/``:

* ``names.bin.gz`` — the case-folded names with their first-name and surname
  population counts and the population totals used as the likelihood-ratio
  denominators (format: :func:`hl7scrub.lexicon.encode_names`).
* ``protect.txt.gz`` — the protect-list words, one per line.
* ``LICENSE.philter-whitelist.txt`` — the license of the protect-list source.

Output is deterministic (sorted, gzip without a timestamp), so a rebuild from the same
inputs gives byte-identical files.
"""

from __future__ import annotations

import argparse
import csv
import gzip
import io
import json
import shutil
import sys
from collections import Counter
from pathlib import Path

from hl7scrub.lexicon import (
    DATA_DIR,
    NAMES_FILE,
    PROTECT_FILE,
    STRONG_NAME_MIN_COUNT,
    STRONG_NAME_MIN_LR,
    encode_names,
    likelihood_ratio_from_counts,
)
from hl7scrub.lexicon.clinical import CLINICAL_WORDS, KEEP_PROTECTED, STANDALONE_EPONYMS

FIRST_PRIMARY = "names/first_names_census2020.csv.gz"
FIRST_SECONDARY = "names/ssa_firstnames_1880_2023_total.csv.gz"
LAST_PRIMARY = "names/surnames_census2010.csv.gz"
LAST_SECONDARY = "names/surnames_census2020.csv.gz"
WHITELIST = "clinical/philter_whitelist_nonames.json.gz"
WHITELIST_LICENSE = "clinical/LICENSE.philter-whitelist.txt"

#: Row that the Census tables use for the remainder of the population: it counts
#: towards the total but is not a name.
_REMAINDER_ROW = "all other names"


def read_counts(path: Path) -> tuple[Counter[str], int]:
    """Case-folded ``name -> count`` and the table's population total."""
    counts: Counter[str] = Counter()
    total = 0
    with gzip.open(path, "rt", encoding="utf-8", newline="") as fh:
        for row in csv.DictReader(fh):
            count = int(row["count"])
            total += count
            name = row["name"].strip().casefold()
            if name and name != _REMAINDER_ROW:
                counts[name] += count
    return counts, total


def merge(primary: Counter[str], primary_total: int, secondary: Counter[str],
          secondary_total: int) -> Counter[str]:
    """Primary counts, plus names only the secondary table has, rescaled to its total.

    Keeping the primary count where one exists keeps the likelihood ratios equal to the
    published reference values; the secondary table adds coverage of rarer names.
    """
    out = Counter(primary)
    scale = primary_total / secondary_total
    for name, count in secondary.items():
        if name not in out:
            out[name] = max(1, round(count * scale))
    return out


def build(shared: Path, out_dir: Path) -> dict[str, int]:
    data = shared / "data"
    c20_first, first_total = read_counts(data / FIRST_PRIMARY)
    ssa_first, ssa_total = read_counts(data / FIRST_SECONDARY)
    c10_last, last_total = read_counts(data / LAST_PRIMARY)
    c20_last, c20_last_total = read_counts(data / LAST_SECONDARY)
    first = merge(c20_first, first_total, ssa_first, ssa_total)
    last = merge(c10_last, last_total, c20_last, c20_last_total)

    out_dir.mkdir(parents=True, exist_ok=True)
    _write_gzip(out_dir / NAMES_FILE, encode_names(first, last, first_total, last_total))

    with gzip.open(data / WHITELIST, "rt", encoding="utf-8") as fh:
        whitelist = json.load(fh)
    name_total = first_total + last_total
    keep = CLINICAL_WORDS | KEEP_PROTECTED | STANDALONE_EPONYMS
    protect: set[str] = set()
    dropped = 0
    for raw in whitelist:
        word = str(raw).strip().casefold()
        if not word or any(c.isdigit() for c in word):
            continue
        if not all(c.isalnum() or c in "'-" for c in word):
            continue
        n = first.get(word, 0) + last.get(word, 0)
        if (word not in keep and n >= STRONG_NAME_MIN_COUNT
                and likelihood_ratio_from_counts(word, n, name_total) >= STRONG_NAME_MIN_LR):
            dropped += 1  # a frequent name first (Mary, Miller): context decides
            continue
        protect.add(word)
    _write_gzip(out_dir / PROTECT_FILE, ("\n".join(sorted(protect)) + "\n").encode("utf-8"))
    shutil.copyfile(data / WHITELIST_LICENSE, out_dir / Path(WHITELIST_LICENSE).name)
    return {
        "names": len(set(first) | set(last)),
        "first_names": len(first),
        "surnames": len(last),
        "protect_words": len(protect),
        "protect_dropped_as_names": dropped,
    }


def _write_gzip(path: Path, data: bytes) -> None:
    buf = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=buf, mtime=0, compresslevel=9) as gz:
        gz.write(data)
    path.write_bytes(buf.getvalue())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--shared", default="../shared", help="folder holding data/")
    parser.add_argument("--out", default=str(DATA_DIR), help="output folder")
    args = parser.parse_args(argv)
    shared = Path(args.shared)
    if not (shared / "data" / FIRST_PRIMARY).is_file():
        print(f"error: {shared / 'data'} does not hold the name tables", file=sys.stderr)
        return 2
    stats = build(shared, Path(args.out))
    for key, value in stats.items():
        print(f"{key}: {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

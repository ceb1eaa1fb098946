"""Synthetic ORU^R01 messages for load tests, benchmarks and the replay test suite.

Every person, number and address here is made up from small built-in lists, so generated
archives can be shared freely. Messages look like real result feeds: a header with the
patient's name, birth date, record number, address and phone, ordering providers, and
OBX narrative that mentions the same identifiers the way clinicians write them.
"""

from __future__ import annotations

import bz2
import gzip
import lzma
import random
from collections.abc import Iterable, Sequence
from pathlib import Path

FIRST = ("James", "Mary", "Robert", "Patricia", "John", "Jennifer", "Michael", "Linda",
         "David", "Elizabeth", "William", "Barbara", "Richard", "Susan", "Joseph", "Jessica",
         "Thomas", "Karen", "Carlos", "Nancy", "Daniel", "Lisa", "Matthew", "Margaret",
         "Anthony", "Sandra", "Mark", "Ashley", "Steven", "Dorothy", "Andrew", "Kimberly")
LAST = ("Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis",
        "Rodriguez", "Martinez", "Hernandez", "Lopez", "Gonzalez", "Wilson", "Anderson",
        "Thomas", "Taylor", "Moore", "Jackson", "Martin", "Lee", "Perez", "Thompson",
        "White", "Harris", "Sanchez", "Clark", "Ramirez", "Lewis", "Robinson", "Walker")
STREETS = ("Oak", "Maple", "Cedar", "Pine", "Elm", "Washington", "Lake", "Hill", "Park",
           "Sunset", "Highland", "Church", "Mill", "River", "Spring", "Forest")
CITIES = (("Springfield", "IL", "627"), ("Riverton", "WY", "825"), ("Fairview", "OR", "970"),
          ("Madison", "WI", "537"), ("Georgetown", "TX", "786"), ("Salem", "MA", "019"))
TESTS = (("11502-2", "Laboratory report"), ("18842-5", "Discharge summary"),
         ("11526-1", "Pathology study"), ("24627-2", "CT chest"),
         ("18748-4", "Diagnostic imaging study"))
FINDINGS = (
    "Lungs are clear bilaterally without focal consolidation, effusion or pneumothorax.",
    "Heart size is within normal limits. No acute osseous abnormality.",
    "Mild degenerative changes of the thoracic spine, unchanged from prior study.",
    "Hemoglobin 11.2 g/dL, mildly decreased; platelets within reference range.",
    "Specimen shows benign colonic mucosa with no dysplasia identified.",
    "Creatinine 1.4 mg/dL, up from 1.1 mg/dL; recommend repeat BMP in one week.",
    "No evidence of pulmonary embolism. Small hiatal hernia.",
    "Sodium 134 mmol/L, potassium 4.1 mmol/L; glucose 182 mg/dL (fasting).",
)


def _date(rng: random.Random, start: int = 1930, end: int = 2020) -> tuple[int, int, int]:
    return rng.randint(start, end), rng.randint(1, 12), rng.randint(1, 28)


def oru_message(rng: random.Random, number: int) -> bytes:
    """One ORU^R01 message of about 1-2 KB, CR segment separators, ending in CR."""
    given, family = rng.choice(FIRST), rng.choice(LAST)
    middle = rng.choice(FIRST)[0]
    doc_given, doc_family = rng.choice(FIRST), rng.choice(LAST)
    kin_given = rng.choice(FIRST)
    by, bm, bd = _date(rng)
    vy, vm, vd = _date(rng, 2015, 2024)
    mrn = f"{rng.randint(1000000, 9999999)}"
    ssn = f"{rng.randint(100, 899):03d}-{rng.randint(10, 99)}-{rng.randint(1000, 9999)}"
    phone = f"({rng.randint(200, 989)}) {rng.randint(200, 989)}-{rng.randint(1000, 9999)}"
    street = f"{rng.randint(10, 9999)} {rng.choice(STREETS)} Street"
    city, state, zip3 = rng.choice(CITIES)
    zipcode = f"{zip3}{rng.randint(10, 99)}"
    test_code, test_name = rng.choice(TESTS)
    stamp = f"{vy:04d}{vm:02d}{vd:02d}{rng.randint(0, 23):02d}{rng.randint(0, 59):02d}"
    control = f"MSG{number:09d}"
    segments = [
        f"MSH|^~\\&|LAB|GENERAL HOSPITAL|EHR|GENERAL HOSPITAL|{stamp}||ORU^R01^ORU_R01|"
        f"{control}|P|2.5.1",
        f"PID|1||{mrn}^^^GH^MR~{ssn}^^^SSA^SS||{family}^{given}^{middle}||"
        f"{by:04d}{bm:02d}{bd:02d}|{rng.choice('MF')}||2106-3|{street}^^{city}^{state}^"
        f"{zipcode}^USA||{phone}^PRN^PH|||||ACC{rng.randint(100000, 999999)}|{ssn}",
        f"NK1|1|{family}^{kin_given}|SPO^Spouse|{street}^^{city}^{state}^{zipcode}|{phone}",
        f"PV1|1|O|CLINIC^{rng.randint(100, 499)}^1|||||{rng.randint(1000, 9999)}^{doc_family}^"
        f"{doc_given}^^^Dr|||||||||||V{rng.randint(1000000, 9999999)}",
        f"ORC|RE|ORD{rng.randint(100000, 999999)}|FIL{rng.randint(100000, 999999)}||CM",
        f"OBR|1|ORD{rng.randint(100000, 999999)}|FIL{rng.randint(100000, 999999)}|"
        f"{test_code}^{test_name}^LN|||{stamp}|||||||||{rng.randint(1000, 9999)}^{doc_family}^"
        f"{doc_given}||||||{stamp}|||F",
    ]
    narrative = [
        f"Patient {given} {family} (MRN {mrn}) was seen on {vm}/{vd}/{vy} by "
        f"Dr. {doc_family}.",
        f"DOB: {bm:02d}/{bd:02d}/{by}. Lives at {street}, {city}, {state} {zipcode}.",
        f"History obtained from the patient and his or her spouse {kin_given} {family}, "
        f"who can be reached at {phone}.",
        *rng.sample(FINDINGS, 3),
        f"Compared with the study of {rng.randint(1, 12)}/{rng.randint(1, 28)}/{vy - 1}.",
        f"Findings were discussed with Dr. {doc_given} {doc_family} on "
        f"{vm:02d}/{vd:02d}/{vy} at {rng.randint(1, 12)}:{rng.randint(10, 59)} pm.",
        f"Mr./Ms. {family} will follow up in clinic; questions to {phone}.",
        f"Electronically signed: {doc_given} {doc_family}, MD, {vm}/{vd}/{vy}.",
    ]
    for i, line in enumerate(narrative, start=1):
        segments.append(f"OBX|{i}|TX|{test_code}^{test_name}^LN|{i}|{line}||||||F|||{stamp}")
    return ("\r".join(segments) + "\r").encode("ascii")


def make_messages(count: int, seed: int = 0, start: int = 1) -> list[bytes]:
    rng = random.Random(seed)
    return [oru_message(rng, start + i) for i in range(count)]


def encode_stream(messages: Sequence[bytes], *, separator: bytes = b"\r",
                  between: bytes = b"\n", mllp: bool = False, batch: bool = False) -> bytes:
    """Lay messages out as an archive would: segment separator, message separator,
    optional MLLP framing and FHS/BHS batch envelope."""
    bodies = []
    for message in messages:
        segments = message.rstrip(b"\r").split(b"\r")
        body = separator.join(segments) + separator
        bodies.append(b"\x0b" + body + b"\x1c\r" if mllp else body)
    if mllp:
        return b"".join(bodies)
    if batch:
        sep = separator
        head = (b"FHS|^~\\&|LAB|GENERAL HOSPITAL|||20240101000000" + sep
                + b"BHS|^~\\&|LAB|GENERAL HOSPITAL|||20240101000000" + sep)
        tail = (f"BTS|{len(messages)}".encode() + sep + b"FTS|1" + sep)
        return head + b"".join(bodies) + tail
    return between.join(bodies)


def compress(data: bytes, compression: str) -> bytes:
    if compression == "gzip":
        return gzip.compress(data, mtime=0)
    if compression == "bz2":
        return bz2.compress(data)
    if compression == "xz":
        return lzma.compress(data)
    return data


def write_archive(path: Path, messages: Iterable[bytes], *, compression: str = "none",
                  **layout: bool | bytes) -> Path:
    """Write an archive file of ``messages`` (see :func:`encode_stream` for the layout)."""
    data = encode_stream(list(messages), **layout)  # type: ignore[arg-type]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(compress(data, compression))
    return path

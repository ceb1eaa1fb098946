"""Real and synthetic sample messages: parse, de-identify, re-parse, stay faithful."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import hl7
import pytest

from hl7scrub.config import Config, Hl7Config
from hl7scrub.hl7v2 import MessageDeidentifier, split_messages
from hl7scrub.hl7v2.deid import DeidResult
from hl7scrub.hl7v2.fieldmap import load_field_map
from hl7scrub.hl7v2.parse import ParsedMessage, parse_message
from tests.conftest import REPO, SHARED

OWN = sorted((REPO / "samples").glob("*.hl7"))
PUBLIC = sorted((SHARED / "samples").glob("*.hl7")) if SHARED.is_dir() else []


@lru_cache(maxsize=1)
def deidentifier() -> MessageDeidentifier:
    return MessageDeidentifier(Config(hl7=Hl7Config(secret="samples-secret-0123456789")))


def _messages(path: Path) -> list[tuple[ParsedMessage, DeidResult]]:
    out = []
    for raw in split_messages(path.read_bytes()):
        out.append((parse_message(raw.data), deidentifier().deidentify(raw.data)))
    assert out, f"no message found in {path.name}"
    return out


def _check_faithful(before: ParsedMessage, result: DeidResult) -> None:
    text = result.output.decode(result.encoding)
    after = parse_message(result.output)
    ids = [s.id for s in before.segments]
    assert [s.id for s in after.segments] == ids
    assert [str(s[0]) for s in hl7.parse(text)] == ids
    fmap = load_field_map()
    for seg_in, seg_out in zip(before.segments, after.segments, strict=True):
        rules = fmap.rules(seg_in.id)
        if rules is None or seg_in.suspect:
            continue
        for n in seg_in.field_numbers():
            # A kept field is byte-identical unless the result names it as rewritten
            # (content of the wrong shape, dates inside, a header value found in it).
            if (rules.rule(n).action == "keep"
                    and seg_in.location(n) not in result.kept_rewritten):
                assert seg_out.field(n) == seg_in.field(n), seg_in.location(n)


@pytest.mark.parametrize("path", OWN, ids=[p.name for p in OWN])
def test_own_samples_deidentify_faithfully(path: Path) -> None:
    for before, result in _messages(path):
        _check_faithful(before, result)


@pytest.mark.parametrize("path", PUBLIC, ids=[p.name for p in PUBLIC])
def test_public_samples_deidentify_faithfully(shared_dir: Path, path: Path) -> None:
    for before, result in _messages(path):
        _check_faithful(before, result)


def test_public_samples_are_present_when_shared_is(shared_dir: Path) -> None:
    assert len(PUBLIC) >= 40


def test_batch_sample_yields_each_message(shared_dir: Path) -> None:
    results = _messages(shared_dir / "samples" / "pyhl7_sample_batch1.hl7")
    assert [r.control_id for _, r in results] == ["12334456778890", "12334456778891"]


def test_iso_ir_100_sample_is_written_back_in_latin1(shared_dir: Path) -> None:
    [(_, result)] = _messages(shared_dir / "samples" /
                              "camel_MllpTcpServerCharsetTest_echo_ORU.hl7")
    assert result.encoding == "latin-1"
    assert "m\u00b2".encode("latin-1") in result.output


#: Header values of the synthetic samples that must not survive.
OWN_CANARIES = {
    "oru_radiology.hl7": ["HARTWELL", "MARGARET", "MRN48213377", "123-45-6789", "19570314",
                          "1234 FICTIONAL", "5550142", "margaret.hartwell", "OKAFOR",
                          "LINDQVIST", "KOWALCZYK", "62704", "Decatur", "H1234567",
                          "ACC20240314-0091", "PLC778812", "20240314"],
    "oru_discharge.hl7": ["O'BRIEN", "O'Brien", "00982341^", "19311125", "MAKEBELIEVE",
                          "555-0123", "VASQUEZ", "DEIRDRE", "Deirdre", "987-65-4320",
                          "V55512378"],
    "mdm_consult.hl7": ["TANAKA", "Tanaka", "KENJI", "Kenji", "NF00451278", "PETROVA",
                        "Petrova", "5550166", "NOWHERE", "DOC20240205-4471"],
    "adt_a01_a40.hl7": ["NGUYEN", "LINH", "LK7734521", "555-44-3333", "19920417",
                        "linh.nguyen@example.net", "ABERNATHY", "MINH", "LK9900113",
                        "POL99887766", "MEM55667788", "N7734521"],
}


@pytest.mark.parametrize("name", sorted(OWN_CANARIES))
def test_own_sample_canaries_are_gone(name: str) -> None:
    for _, result in _messages(REPO / "samples" / name):
        text = result.output.decode(result.encoding)
        assert not [c for c in OWN_CANARIES[name] if c in text]


def test_own_samples_cover_the_demo_segments() -> None:
    ids = {seg.id for path in OWN for before, _ in _messages(path) for seg in before.segments}
    assert {"PID", "PD1", "PV1", "NK1", "ORC", "OBR", "OBX", "NTE", "TXA", "MRG", "GT1",
            "IN1"} <= ids
    assert any(i.startswith("Z") for i in ids)

"""The secret, the field map and the example configuration of the HL7 area."""

from __future__ import annotations

import stat
from pathlib import Path

import pytest

from hl7scrub.config import Hl7Config, load_config
from hl7scrub.exceptions import ConfigError
from hl7scrub.hl7v2.fieldmap import ACTIONS, load_field_map, parse_field_map
from hl7scrub.hl7v2.secret import Keyed, resolve_secret
from tests.conftest import REPO

#: Fields the header lexicon must read (issue 3), per segment.
LEXICON_FIELDS = {
    "PID": (2, 3, 4, 5, 6, 7, 9, 11, 13, 14, 18, 19, 20, 21, 23, 29, 40),
    "PD1": (4,),
    "NK1": (2, 4, 5, 6, 30, 31, 32, 33, 37),
    "PV1": (7, 8, 9, 17, 19, 50, 52),
    "ORC": (10, 11, 12, 19, 21, 22, 23, 24),
    "OBR": (10, 16, 28, 32, 33, 34, 35),
    "OBX": (15, 16, 23, 24, 25),
}


def test_generated_secret_is_private_stable_and_reused(tmp_path: Path) -> None:
    config = Hl7Config(state_dir=str(tmp_path / "state"))
    first = resolve_secret(config)
    path = tmp_path / "state" / "secret"
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert resolve_secret(config) == first and len(first) >= 32
    assert [p.name for p in path.parent.iterdir()] == ["secret"]


def test_configured_secret_and_secret_file_win(tmp_path: Path) -> None:
    key_file = tmp_path / "key"
    key_file.write_text("a-secret-from-a-file-0123456789\n")
    assert resolve_secret(Hl7Config(secret_file=str(key_file))) == \
        b"a-secret-from-a-file-0123456789"
    assert resolve_secret(Hl7Config(secret="inline-secret-0123456789",
                                    secret_file=str(key_file))) == b"inline-secret-0123456789"


@pytest.mark.parametrize("options", [{"secret": "short"}, {"secret_file": "/nonexistent/key"}])
def test_unusable_secret_is_a_config_error(options: dict[str, str]) -> None:
    with pytest.raises(ConfigError):
        resolve_secret(Hl7Config(**options))


def test_keyed_hash_separates_purposes() -> None:
    keyed = Keyed(b"0123456789abcdef0123")
    assert keyed.hexdigest("id", "123") == keyed.hexdigest("id", "123")
    assert keyed.hexdigest("id", "123") != keyed.hexdigest("date-shift", "123")


def test_default_field_map_loads_from_the_package() -> None:
    fmap = load_field_map()
    assert fmap.rules("PID") is not None and fmap.rules("ZZZ") is None


@pytest.mark.parametrize(("segment", "numbers"), sorted(LEXICON_FIELDS.items()))
def test_default_map_de_identifies_every_header_field_of_the_issue(
        segment: str, numbers: tuple[int, ...]) -> None:
    rules = load_field_map().rules(segment)
    assert rules is not None
    for n in numbers:
        assert rules.rule(n).action not in ("keep", "scrub"), f"{segment}-{n}"


def test_default_map_covers_the_other_segments_of_the_issue() -> None:
    fmap = load_field_map()
    for segment in ("PV2", "GT1", "IN1", "IN2", "TXA", "PRT", "ROL", "MRG", "NTE", "EVN"):
        rules = fmap.rules(segment)
        assert rules is not None and any(r.action != "keep" for r in rules.fields.values())


@pytest.mark.parametrize(("table", "message"), [
    ({"PID": {"5": "obliterate"}}, "unknown action"),
    ({"PID": {"five": "keep"}}, "not a field number"),
    ({"PID": {"5": {"action": "name", "type": "XAD"}}}, "does not suit"),
    ({"PID": {"5": {"action": "redact", "label": "SECRET"}}}, "unknown label"),
    ({"PID": {"5": {"action": "keep", "colour": "red"}}}, "unknown option"),
    ({"pid": {"5": "keep"}}, "segment ID"),
    ({"MSH": {"2": "remove"}}, "cannot be mapped"),
])
def test_bad_field_map_entries_are_named(table: dict[str, object], message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        parse_field_map(table, "site.toml")  # type: ignore[arg-type]


def test_site_field_map_file_is_used(tmp_path: Path) -> None:
    site = tmp_path / "map.toml"
    site.write_text('[PID]\n5 = "remove"\n"*" = "keep"\n')
    fmap = load_field_map(str(site))
    rules = fmap.rules("PID")
    assert rules is not None and rules.rule(5).action == "remove"
    assert fmap.rules("OBX") is None


def test_example_config_loads_and_names_every_hl7_setting() -> None:
    example = REPO / "conf" / "hl7scrub.toml"
    cfg = load_config(example, env={})
    assert cfg.hl7.mode == "safe-harbor"
    text = example.read_text()
    for name in Hl7Config.__dataclass_fields__:
        assert name in text, name


def test_every_action_is_documented() -> None:
    doc = (REPO / "docs" / "HL7.md").read_text()
    for action in ACTIONS:
        assert f"`{action}`" in doc, action

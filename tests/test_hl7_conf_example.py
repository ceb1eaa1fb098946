"""conf/hl7scrub.toml names every setting of its sections with the default of config.py."""

from __future__ import annotations

import dataclasses
import tomllib

import pytest

from hl7scrub.config import Config, load_config
from tests.conftest import REPO

EXAMPLE = REPO / "conf" / "hl7scrub.toml"
SECTIONS = ("hl7", "scrub", "server", "replay", "log", "evaluate")


def _commented(section: str) -> dict[str, object]:
    """The ``# key = value`` lines of one section (and their continuation lines), read as
    TOML."""
    lines: list[str] = []
    current = ""
    for line in EXAMPLE.read_text().splitlines():
        if line.startswith("[") and line.rstrip().endswith("]"):
            current = line.strip("[] ")
            continue
        if current != section or not line.startswith("# "):
            continue
        body = line[2:]
        if " = " in body and body.split(" = ")[0].isidentifier():
            lines.append(body.split("  #")[0])
        elif body.startswith(" ") and lines and lines[-1].rstrip().endswith(","):
            lines[-1] += " " + body.strip()
    return tomllib.loads("\n".join(lines))


def test_example_loads_to_the_defaults() -> None:
    assert load_config(EXAMPLE, env={}) == Config()


@pytest.mark.parametrize("section", SECTIONS)
def test_example_lists_every_setting_with_its_default(section: str) -> None:
    listed = _commented(section)
    defaults = getattr(Config(), section)
    for f in dataclasses.fields(defaults):
        if f.name == "secret_file":
            continue  # shown with an example path, default empty
        assert f.name in listed, f"[{section}] {f.name}"
        value = getattr(defaults, f.name)
        expected = list(value) if isinstance(value, tuple) else value
        assert listed[f.name] == expected, f"[{section}] {f.name}"

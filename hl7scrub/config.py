"""Configuration: the only place where defaults live.

Values come, in increasing priority, from the dataclass defaults below, a TOML file
(``conf/hl7scrub.toml`` when present, or ``--config PATH``), environment variables
``HL7SCRUB_<SECTION>_<KEY>`` (e.g. ``HL7SCRUB_SERVER_LISTEN=127.0.0.1:2575``) and, last,
explicit overrides from command-line flags.
"""

from __future__ import annotations

import dataclasses
import os
import tomllib
import types
import typing
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from hl7scrub.exceptions import ConfigError

DEFAULT_CONFIG_FILE = Path("conf") / "hl7scrub.toml"
ENV_PREFIX = "HL7SCRUB_"


@dataclass(frozen=True)
class ScrubConfig:
    """The recognizer core."""

    #: Safe Harbor only requires a bare year to go when it reveals an age over 89;
    #: by default bare years stay and every element of a full date goes.
    redact_bare_years: bool = False
    #: Seconds one regular-expression search may take before the text fails closed.
    regex_timeout: float = 2.0
    #: Likelihood ratio above which an initCap token is a potential name (seed 000 eq. 3).
    name_lr_threshold: float = 1.0
    #: Caller-supplied name parts of at least this many letters also match at edit
    #: distance 1 (misspellings in narrative).
    fuzzy_min_length: int = 5
    #: Path of a CRF model (``hl7scrub train``); empty = rules only.
    crf_model: str = ""
    #: Minimum marginal probability for a CRF span to be added to the rule spans.
    crf_threshold: float = 0.5
    #: Replacement style for narrative: labels ([NAME]) or realistic surrogates.
    operator: Literal["redact", "surrogate"] = "redact"
    #: Label written for ages over 89 (Safe Harbor aggregation).
    age_label: str = "[AGE]"


@dataclass(frozen=True)
class Hl7Config:
    """HL7 v2 message de-identification."""

    mode: Literal["safe-harbor", "limited-data-set", "surrogate"] = "safe-harbor"
    #: TOML field map; empty = the default map shipped with the package.
    field_map: str = ""
    #: Key for HMAC pseudonyms, date shifts and surrogates. Prefer ``secret_file``.
    secret: str = field(default="", repr=False)
    secret_file: str = ""
    #: What happens to MSH-10 (the control ID echoed in ACKs).
    msh10: Literal["keep", "hash"] = "keep"
    #: Z-segments and segments absent from the map.
    unknown_segments: Literal["scrub", "drop"] = "scrub"
    #: ED/RP OBX payloads (embedded documents, references).
    binary_payloads: Literal["remove", "keep"] = "remove"
    #: Largest date shift, in days, applied in either direction.
    max_date_shift_days: int = 365
    #: HIPAA restricted ZIP3 prefixes (union of 2000 and 2010 Census lists).
    restricted_zip3: tuple[str, ...] = (
        "036", "059", "063", "102", "203", "205", "369", "556", "692",
        "790", "821", "823", "830", "831", "878", "879", "884", "890", "893",
    )


@dataclass(frozen=True)
class ServerConfig:
    """The MLLP listener, forwarder and durable queue."""

    listen: str = "127.0.0.1:2575"
    #: ``mllp://HOST:PORT``, ``mllps://HOST:PORT`` or ``dir:PATH``.
    downstream: str = "dir:hl7scrub-out"
    queue: str = "hl7scrub-queue.sqlite3"
    delivery: Literal["store-and-forward", "pass-through"] = "store-and-forward"
    max_message_bytes: int = 16 * 1024 * 1024
    idle_timeout: float = 300.0
    read_timeout: float = 60.0
    http_listen: str = "127.0.0.1:8080"


@dataclass(frozen=True)
class ReplayConfig:
    """Archived-log replay."""

    workers: int = 0  # 0 = all cores
    engine: Literal["local", "dask"] = "local"
    scheduler: str = ""


@dataclass(frozen=True)
class LogConfig:
    level: str = "INFO"
    format: Literal["json", "console"] = "json"


@dataclass(frozen=True)
class Config:
    scrub: ScrubConfig = field(default_factory=ScrubConfig)
    hl7: Hl7Config = field(default_factory=Hl7Config)
    server: ServerConfig = field(default_factory=ServerConfig)
    replay: ReplayConfig = field(default_factory=ReplayConfig)
    log: LogConfig = field(default_factory=LogConfig)


def _coerce(value: Any, annotation: Any, where: str) -> Any:
    """Turn a TOML or environment value into the type a field declares."""
    origin = typing.get_origin(annotation)
    if origin is Literal:
        allowed = typing.get_args(annotation)
        if value not in allowed:
            raise ConfigError(f"{where}: expected one of {', '.join(map(str, allowed))}")
        return value
    if origin is tuple:
        if isinstance(value, str):
            value = [v.strip() for v in value.split(",") if v.strip()]
        if not isinstance(value, list | tuple):
            raise ConfigError(f"{where}: expected a list")
        return tuple(str(v) for v in value)
    if origin in (typing.Union, types.UnionType):
        return value
    if annotation is bool:
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.lower() in {"1", "true", "yes", "on"}:
            return True
        if isinstance(value, str) and value.lower() in {"0", "false", "no", "off"}:
            return False
        raise ConfigError(f"{where}: expected true/false")
    if annotation in (int, float):
        try:
            return annotation(value)
        except (TypeError, ValueError):
            raise ConfigError(f"{where}: expected a number") from None
    if annotation is str:
        if not isinstance(value, str | int | float):
            raise ConfigError(f"{where}: expected a string")
        return str(value)
    return value


def _apply(section: Any, values: Mapping[str, Any], where: str) -> Any:
    hints = typing.get_type_hints(type(section))
    known = {f.name for f in dataclasses.fields(section)}
    changes: dict[str, Any] = {}
    for key, value in values.items():
        name = key.replace("-", "_")
        if name not in known:
            raise ConfigError(f"{where}: unknown setting '{key}'")
        changes[name] = _coerce(value, hints[name], f"{where}.{key}")
    return dataclasses.replace(section, **changes)


def load_config(
    path: str | os.PathLike[str] | None = None,
    *,
    env: Mapping[str, str] | None = None,
    overrides: Mapping[str, Mapping[str, Any]] | None = None,
) -> Config:
    """Build a :class:`Config` from defaults, a TOML file, the environment and overrides.

    ``path=None`` reads ``conf/hl7scrub.toml`` when it exists (or the file named by
    ``HL7SCRUB_CONFIG``); an explicit path that does not exist is an error.
    """
    env = os.environ if env is None else env
    cfg = Config()
    file_path: Path | None
    if path is not None:
        file_path = Path(path)
        if not file_path.is_file():
            raise ConfigError(f"config file not found: {file_path}")
    elif env.get(ENV_PREFIX + "CONFIG"):
        file_path = Path(env[ENV_PREFIX + "CONFIG"])
        if not file_path.is_file():
            raise ConfigError(f"config file not found: {file_path}")
    else:
        file_path = DEFAULT_CONFIG_FILE if DEFAULT_CONFIG_FILE.is_file() else None

    sections = {f.name: f for f in dataclasses.fields(cfg)}
    if file_path is not None:
        try:
            data = tomllib.loads(file_path.read_text(encoding="utf-8"))
        except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
            raise ConfigError(f"cannot read {file_path}: {exc}") from None
        for name, values in data.items():
            if name not in sections or not isinstance(values, dict):
                raise ConfigError(f"{file_path}: unknown section [{name}]")
            cfg = dataclasses.replace(
                cfg, **{name: _apply(getattr(cfg, name), values, f"{file_path}:[{name}]")}
            )

    for name in sections:
        prefix = f"{ENV_PREFIX}{name.upper()}_"
        values = {k[len(prefix):].lower(): v for k, v in env.items() if k.startswith(prefix)}
        if values:
            cfg = dataclasses.replace(
                cfg, **{name: _apply(getattr(cfg, name), values, f"environment {prefix}*")}
            )

    for name, values in (overrides or {}).items():
        if name not in sections:
            raise ConfigError(f"unknown section {name}")
        clean = {k: v for k, v in values.items() if v is not None}
        if clean:
            cfg = dataclasses.replace(cfg, **{name: _apply(getattr(cfg, name), clean, name)})
    return cfg

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
    #: Where capitals carry no signal (upper-case lines, all-lower-case notes), a word
    #: with no context cue is a name only from this likelihood ratio up.
    name_upper_lr_threshold: float = 10.0
    #: English frequency (wordfreq) from which a word with LR < 1 counts as a common
    #: word: never pulled into a name by a neighbour, propagated only when capitalised.
    name_common_word_frequency: float = 1e-5
    #: English frequency below which a word missing from the name tables counts as a
    #: word in neither list (the word table holds rare foreign surnames: "Oyelowo").
    name_rare_word_frequency: float = 1e-7
    #: English frequency below which a capitalised word right after a first name is its
    #: surname though the name tables lack it ("Ferdinand Okonjo", "Henrietta Mbeki").
    name_surname_word_frequency: float = 1e-6
    #: English frequency from which a name found in a note is not copied onto the same
    #: word written in lower case on a line whose capitals mean something ("Joy" -> "no
    #: joy in", "Grant" -> "will grant"), unless the word is far more often a name
    #: (LR at least ``name_everyday_max_lr``: "smith").
    name_everyday_word_frequency: float = 1e-6
    name_everyday_max_lr: float = 40.0
    #: A word found as a name anywhere in a document is a name everywhere in it.
    name_propagation: bool = True
    #: Share of a word's occurrences assumed mistyped into each one-edit neighbour; the
    #: neighbours' frequency counts against the name reading of rare tokens (0 = off).
    name_typo_rate: float = 1e-3
    #: Path of a CRF model (``hl7scrub train``); empty = rules only.
    crf_model: str = ""
    #: Minimum marginal probability for a CRF span to be added to the rule spans
    #: (0.2: sensitivity first; see docs/CRF.md for the measured trade-off).
    crf_threshold: float = 0.2
    #: ``hl7scrub train`` defaults: L1 and L2 regularisation, L-BFGS iterations, and
    #: features seen fewer times than ``crf_min_freq`` in training are dropped.
    crf_c1: float = 0.05
    crf_c2: float = 0.01
    crf_max_iterations: int = 50
    crf_min_freq: float = 1.0
    #: Training sampling (seed 003 §5): non-PHI tokens within ``crf_window`` tokens of a
    #: PHI token are kept, others with probability ``crf_random_o`` (1.0 = no sampling;
    #: pure window sampling is ``crf_random_o = 0`` with ``crf_window > 0``).
    crf_random_o: float = 0.5
    crf_window: int = 4
    #: Train on the text of annotated PHI tokens too. Off by default: CRFsuite stores
    #: every feature string, so the model file would then contain those identifiers.
    crf_keep_phi_text: bool = False
    #: Replacement style for narrative: labels ([NAME]) or realistic surrogates.
    operator: Literal["redact", "surrogate"] = "redact"
    #: Label written for ages over 89 (Safe Harbor aggregation).
    age_label: str = "[AGE]"
    #: Hospital room numbers ("room 512", "rm 4B bed 2") and wards ("4 West MICU") are
    #: redacted as LOCATION. They are not among the 18 Safe Harbor identifiers but place
    #: a patient at a time and place.
    redact_room_numbers: bool = True
    #: Caller-supplied identifiers (HL7 PID-3 etc.) are searched for in narrative when at
    #: least this many letters/digits remain after dropping separators and leading zeros.
    header_identifier_min_length: int = 4


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
    #: Z-segments and standard segments absent from the map.
    unknown_segments: Literal["scrub", "drop"] = "scrub"
    #: Segments whose ID is neither standard nor a Z-segment (``PXD``: a damaged ID whose
    #: fields may hold anything): every field redacted, scrubbed, the segment dropped, or
    #: the message rejected.
    nonstandard_segments: Literal["redact", "scrub", "drop", "reject"] = "redact"
    #: A header value (name, ID, phone, date...) still found in the de-identified message
    #: by the final check is redacted in place, or the message is rejected.
    leak_guard: Literal["redact", "reject"] = "redact"
    #: A segment about the patient or a relative (PID, NK1, GT1, IN1, IN2, MRG) whose
    #: fields have moved or hold control characters, or such a segment (or PV1/PD1)
    #: without a PID: the message is rejected, or de-identified with every kept field of
    #: the segment scrubbed and all its values searched for in the output.
    damaged_segments: Literal["reject", "scrub"] = "reject"
    #: ED/RP OBX payloads (embedded documents, references).
    binary_payloads: Literal["remove", "keep"] = "remove"
    #: Largest date shift, in days, applied in either direction.
    max_date_shift_days: int = 365
    #: HIPAA restricted ZIP3 prefixes (union of 2000 and 2010 Census lists).
    restricted_zip3: tuple[str, ...] = (
        "036", "059", "063", "102", "203", "205", "369", "556", "692",
        "790", "821", "823", "830", "831", "878", "879", "884", "890", "893",
    )
    #: Where a generated secret is kept when none is configured (0600 file ``secret``);
    #: empty = ``$XDG_STATE_HOME/hl7scrub`` or ``~/.local/state/hl7scrub``.
    state_dir: str = ""
    #: Narrative dates in ``safe-harbor`` mode: ``redact`` writes [DATE]; ``shift`` moves
    #: them by the patient's offset like header dates (surrogate mode always shifts,
    #: limited-data-set mode keeps them).
    narrative_dates: Literal["redact", "shift"] = "redact"
    #: Hex characters of an HMAC pseudonym written by the ``hash`` action (8-64).
    hash_length: int = 16


@dataclass(frozen=True)
class ServerConfig:
    """The MLLP listener, forwarder and durable queue."""

    #: MLLP listener address, ``HOST:PORT`` (``[::1]:2575`` for IPv6).
    listen: str = "127.0.0.1:2575"
    #: ``mllp://HOST:PORT``, ``mllps://HOST:PORT`` or ``dir:PATH``.
    downstream: str = "dir:hl7scrub-out"
    #: SQLite file of the store-and-forward queue (and its dead-letter table).
    queue: str = "hl7scrub-queue.sqlite3"
    #: ``store-and-forward``: ACK once the de-identified message is committed to the queue;
    #: ``pass-through``: ACK only after the downstream accepted it.
    delivery: Literal["store-and-forward", "pass-through"] = "store-and-forward"
    #: Largest MLLP frame accepted (at most 1 GiB); a larger one is NAKed (AR) and skipped.
    max_message_bytes: int = 16 * 1024 * 1024
    #: Seconds a connection may stay silent with nothing in flight before it is closed.
    idle_timeout: float = 300.0
    #: Seconds a started frame may take to complete (slow senders are cut off).
    read_timeout: float = 60.0
    #: ``HOST:PORT`` of the /healthz, /readyz and /metrics endpoint; empty = disabled.
    http_listen: str = "127.0.0.1:8080"
    #: Listener TLS: certificate chain and key (PEM); both empty = plain TCP.
    tls_cert: str = ""
    tls_key: str = ""
    #: CA bundle that client certificates must chain to; set = mutual TLS required.
    tls_client_ca: str = ""
    #: Client networks allowed to connect (CIDRs); empty = any.
    allow: tuple[str, ...] = ()
    #: ``auto`` answers enhanced mode (CA/CE/CR) when MSH-15/16 ask for it, else AA/AE/AR.
    ack_mode: Literal["auto", "original", "enhanced"] = "auto"
    #: Honour MSH-15 (NE/ER/SU) by not sending the accept ACK it declines. Off by default:
    #: most MLLP senders wait for an answer whatever MSH-15 says (NE/NE is common in feeds).
    honor_accept_ack_type: bool = False
    #: Downstream (``mllps://``) TLS: CA bundle to verify the peer (empty = system CAs),
    #: client certificate and key for mutual TLS, and the name to check (empty = the host).
    downstream_ca: str = ""
    downstream_cert: str = ""
    downstream_key: str = ""
    downstream_server_name: str = ""
    #: Seconds to open a downstream connection, and to wait for its ACK.
    connect_timeout: float = 10.0
    ack_timeout: float = 30.0
    #: Delivery retries back off exponentially from ``retry_initial`` to ``retry_max`` s.
    retry_initial: float = 0.5
    retry_max: float = 30.0
    #: Deliveries attempted (sent without a valid ACK back) before a message is
    #: dead-lettered. An unreachable downstream does not use up attempts.
    max_attempts: int = 5
    #: Move rejected (AE/AR/CE/CR) and exhausted messages to the dead-letter table; when
    #: false they are retried with backoff for ever and block their stream.
    dead_letter: bool = True
    #: Downstream connections used by the queue sender; each upstream connection's
    #: messages always go through one of them, in order.
    forward_connections: int = 1
    #: SQLite ``synchronous`` for the queue: ``full`` survives power loss, ``normal``
    #: survives a crashed process.
    queue_sync: Literal["full", "normal"] = "full"
    #: De-identification worker processes; 0 = one per core.
    workers: int = 0
    #: Seconds one message may take to de-identify before it is NAKed.
    scrub_timeout: float = 30.0
    #: Frames of one connection de-identified ahead of its ACKs (pipelining senders).
    max_in_flight: int = 16
    #: Simultaneous upstream connections; more are closed at once.
    max_connections: int = 512
    #: Seconds a graceful shutdown waits for in-flight messages before cancelling them.
    drain_timeout: float = 15.0
    #: How long (ms) a thread of the server process (the queue writer)
    #: may hold the interpreter before the event loop gets it back; Python's default of
    #: 5 ms shows up directly in the ACK latency tail. 0 keeps the interpreter's value.
    switch_interval_ms: float = 0.5


@dataclass(frozen=True)
class ReplayConfig:
    """Archived-log replay."""

    #: Local worker processes (or LocalCluster workers for ``engine = "dask"``); 0 = all cores.
    workers: int = 0  # 0 = all cores
    engine: Literal["local", "dask"] = "local"
    #: Address of an existing Dask scheduler (``tcp://HOST:8786``, ``tls://...``); empty with
    #: ``engine = "dask"`` starts a LocalCluster on 127.0.0.1.
    scheduler: str = ""
    #: Decompressed bytes per unit of work: large units keep per-task overhead negligible,
    #: small ones balance load at the end of a run. Output does not depend on it.
    chunk_bytes: int = 256 << 10
    #: Units of work queued per worker; bounds memory while keeping every worker busy.
    in_flight_per_worker: int = 3
    #: Cap on input bytes in flight at once (matters on large Dask clusters, where
    #: workers x in_flight_per_worker x chunk_bytes could exceed the client's memory).
    max_in_flight_bytes: int = 1 << 30
    #: A plain stream with no message start for this many bytes is split as one piece, so
    #: junk input cannot make the reader buffer without limit.
    max_carry_bytes: int = 64 << 20
    #: Seconds between progress log lines when stderr is not a terminal.
    log_interval: float = 10.0
    #: Seconds between manifest checkpoints (bounds re-sent messages after a hard kill when
    #: forwarding over MLLP).
    checkpoint_interval: float = 2.0
    #: Compression levels of mirrored outputs; fixed so output bytes are reproducible.
    gzip_level: int = 6
    bz2_level: int = 9
    xz_preset: int = 6
    #: Seconds to wait for a Dask scheduler before giving up.
    connect_timeout: float = 30.0


@dataclass(frozen=True)
class LogConfig:
    level: str = "INFO"
    format: Literal["json", "console"] = "json"
    #: One log line per message (control ID, type, PHI counts); off for very high rates.
    per_message: bool = True


@dataclass(frozen=True)
class EvalConfig:
    """``hl7scrub evaluate``: statistics of the comparison with annotated text."""

    #: Bootstrap replicates for the BCa intervals (0 = no intervals).
    bootstrap: int = 2000
    #: Two-sided error rate of the intervals (0.05 = 95 % intervals).
    alpha: float = 0.05
    #: Seed of the resampling, so that a report can be reproduced exactly.
    seed: int = 0
    #: Random swaps of the approximate randomization test of ``--compare``.
    permutations: int = 10000
    #: Missed name strings whose edit-distance-2 neighbourhood is computed.
    risk_max_names: int = 200


@dataclass(frozen=True)
class Config:
    scrub: ScrubConfig = field(default_factory=ScrubConfig)
    hl7: Hl7Config = field(default_factory=Hl7Config)
    server: ServerConfig = field(default_factory=ServerConfig)
    replay: ReplayConfig = field(default_factory=ReplayConfig)
    log: LogConfig = field(default_factory=LogConfig)
    evaluate: EvalConfig = field(default_factory=EvalConfig)


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

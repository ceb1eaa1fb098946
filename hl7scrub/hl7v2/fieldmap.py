"""The field map: what happens to each field of each segment.

A TOML file with one table per segment ID. Keys are field numbers; a value is an action
name or a table with the action and its options; ``"*"`` gives the action of fields the
table does not list::

    [PID]
    "*" = "scrub"
    1 = "keep"
    3 = { action = "hash", type = "CX" }
    5 = { action = "name", type = "XPN", role = "patient", gender = 8 }
    7 = { action = "date-shift", birth = true }

Actions:

``keep``         leave the field as it is
``remove``       empty the field
``redact``       replace the field by a label (``label = "NAME"``, default ``PHI``)
``hash``         HMAC-SHA256 pseudonym of the identifier components (CX, EI, HD, DLN, EIP, PLN,
                 ST)
``name``         person names (XPN, XCN, CNN, NDL, PPN): label or surrogate; IDs hashed
``address``      addresses (XAD): street and city go, state and country stay, ZIP -> ZIP3
``telecom``      phone numbers and e-mail addresses (XTN)
``org``          organisation names (XON): label or surrogate; identifiers hashed
``date-shift``   move dates by the patient's offset (``birth = true``: also aggregate ages
                 of 90 and over)
``year-only``    keep the year of dates only (``birth = true`` as above)
``zip3``         a ZIP code reduced to its first three digits (restricted prefixes -> 000)
``age``          an age in years; 90 and over become 90
``scrub``        free text through the recognizer core (dates inside are shifted)
``coded``        coded values (CWE/CE/CNE): codes kept, text components scrubbed
``location``     a patient's location (PL): ward, building, floor and facility kept; room
                 and bed removed when ``scrub.redact_room_numbers`` is on; description
                 scrubbed
``narrative``    free text scrubbed together with the same field of the neighbouring
                 segments of the same kind (NTE-3, consecutive OBX TX/FT lines)
``observation``  OBX-5: handled according to the value type in OBX-2
``control-id``   MSH-10: kept or hashed according to ``Hl7Config.msh10``

Segments the map does not list are handled by ``Hl7Config.unknown_segments`` (Z- and
standard segments) and ``Hl7Config.nonstandard_segments`` (other IDs). For a ``keep``
field, ``type`` names the HL7 data type its content must fit (default: the standard's,
:mod:`hl7scrub.hl7v2.standard`). The default map ships inside the package
(``fieldmap.toml``); point ``Hl7Config.field_map`` to a site copy to change it.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from functools import cached_property
from importlib import resources
from pathlib import Path
from typing import Any, Literal, get_args

from hl7scrub._types import PHI_TYPES, NameRole, PhiType
from hl7scrub.exceptions import ConfigError
from hl7scrub.hl7v2.datatypes import ACCEPTED_TYPES, DEFAULT_TYPE

Action = Literal[
    "keep",
    "remove",
    "redact",
    "hash",
    "name",
    "address",
    "telecom",
    "org",
    "date-shift",
    "year-only",
    "zip3",
    "age",
    "scrub",
    "coded",
    "location",
    "narrative",
    "observation",
    "control-id",
]
ACTIONS: frozenset[str] = frozenset(get_args(Action))
_ROLES: frozenset[str] = frozenset(get_args(NameRole))
_OPTIONS = frozenset({"action", "type", "role", "gender", "label", "birth", "lexicon"})

DEFAULT_MAP_RESOURCE = "fieldmap.toml"


@dataclass(frozen=True, slots=True)
class FieldRule:
    action: Action
    #: HL7 data type of the field for structured actions ("" = the action's default).
    type: str = ""
    #: Whose name the field holds (``name`` action).
    role: NameRole = "patient"
    #: Field of the same segment that holds the person's administrative sex (0 = none).
    gender: int = 0
    #: Label written by ``redact``.
    label: PhiType = "PHI"
    #: The field is a birth date: ages of 90 and over are aggregated.
    birth: bool = False
    #: Values of this field feed the per-message lexicon handed to the recognizer core.
    lexicon: bool = True


KEEP = FieldRule("keep")
SCRUB = FieldRule("scrub")


@dataclass(frozen=True)
class SegmentRules:
    default: FieldRule
    fields: dict[int, FieldRule] = field(default_factory=dict)

    def rule(self, number: int) -> FieldRule:
        return self.fields.get(number, self.default)

    @cached_property
    def acting(self) -> tuple[int, ...]:
        """Listed field numbers whose action is not ``keep``, in order."""
        return tuple(sorted(n for n, r in self.fields.items() if r.action != "keep"))

    @cached_property
    def personal(self) -> bool:
        """The segment names the patient or a relative (PID, NK1, GT1, IN1, MRG...)."""
        return any(r.action == "name" and r.role in ("patient", "relative")
                   for r in self.fields.values())


@dataclass(frozen=True)
class FieldMap:
    segments: dict[str, SegmentRules]
    source: str = ""

    def rules(self, segment_id: str) -> SegmentRules | None:
        return self.segments.get(segment_id)


def _rule(value: Any, where: str) -> FieldRule:
    if isinstance(value, str):
        value = {"action": value}
    if not isinstance(value, dict):
        raise ConfigError(f"{where}: expected an action name or a table")
    unknown = set(value) - _OPTIONS
    if unknown:
        raise ConfigError(f"{where}: unknown option(s) {', '.join(sorted(unknown))}")
    action = value.get("action")
    if action not in ACTIONS:
        raise ConfigError(f"{where}: unknown action {action!r} "
                          f"(expected one of {', '.join(sorted(ACTIONS))})")
    data_type = str(value.get("type", DEFAULT_TYPE.get(action, ""))).upper()
    accepted = ACCEPTED_TYPES.get(action)
    if accepted is not None and data_type not in accepted:
        raise ConfigError(f"{where}: type {data_type!r} does not suit action {action!r} "
                          f"(expected one of {', '.join(sorted(accepted))})")
    role = value.get("role", "provider" if data_type in ("XCN", "CNN", "NDL", "PPN")
                     else "patient")
    if role not in _ROLES:
        raise ConfigError(f"{where}: unknown role {role!r}")
    label = str(value.get("label", "PHI")).upper()
    if label not in PHI_TYPES:
        raise ConfigError(f"{where}: unknown label {label!r}")
    gender = value.get("gender", 0)
    if not isinstance(gender, int) or gender < 0:
        raise ConfigError(f"{where}: gender must be a field number")
    birth = value.get("birth", False)
    lexicon = value.get("lexicon", True)
    if not isinstance(birth, bool) or not isinstance(lexicon, bool):
        raise ConfigError(f"{where}: birth and lexicon must be true or false")
    return FieldRule(action=action, type=data_type, role=role, gender=gender,
                     label=label, birth=birth, lexicon=lexicon)


def parse_field_map(data: dict[str, Any], source: str = "") -> FieldMap:
    """Validate a decoded TOML field map (raises :class:`ConfigError` naming the entry)."""
    segments: dict[str, SegmentRules] = {}
    for seg_id, table in data.items():
        where = f"{source}:[{seg_id}]" if source else f"[{seg_id}]"
        if len(seg_id) != 3 or not seg_id.isalnum() or seg_id.upper() != seg_id:
            raise ConfigError(f"{where}: a segment ID is three capital letters or digits")
        if not isinstance(table, dict):
            raise ConfigError(f"{where}: expected a table of field numbers")
        default = KEEP
        fields: dict[int, FieldRule] = {}
        for key, value in table.items():
            if key == "*":
                default = _rule(value, f"{where} *")
                continue
            if not key.isdigit() or int(key) < 1:
                raise ConfigError(f"{where}: key {key!r} is not a field number")
            number = int(key)
            if seg_id == "MSH" and number < 3:
                raise ConfigError(f"{where}: MSH-1 and MSH-2 cannot be mapped")
            fields[number] = _rule(value, f"{where} {key}")
        segments[seg_id] = SegmentRules(default, fields)
    return FieldMap(segments, source)


def load_field_map(path: str = "") -> FieldMap:
    """The map at ``path``, or the default map shipped with the package."""
    if path:
        file = Path(path).expanduser()
        try:
            text = file.read_text(encoding="utf-8")
        except OSError as exc:
            raise ConfigError(f"cannot read field map {file}: {exc.strerror}") from None
        source = str(file)
    else:
        text = resources.files("hl7scrub.hl7v2").joinpath(DEFAULT_MAP_RESOURCE).read_text(
            encoding="utf-8")
        source = DEFAULT_MAP_RESOURCE
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{source}: {exc}") from None
    return parse_field_map(data, source)

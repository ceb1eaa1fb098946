"""One HL7 v2 message in, one de-identified message out.

Steps: decode and split (:mod:`parse`); read the header into a per-message lexicon
(:mod:`header_lexicon`); apply the field map to every field (structured actions at once,
free text collected into units); scrub each unit with the recognizer core, the header
lexicon in hand (:mod:`narrative`); write back only the fields that changed.

Nothing is guessed silently: a message that cannot be parsed, or whose text cannot be
scrubbed (a pattern timeout, an error in a recognizer), raises :class:`MessageError`
with a reason and the segment/field it happened in, never with a value from the message.
"""

from __future__ import annotations

import datetime as _dt
import traceback
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import PurePath
from typing import TYPE_CHECKING

from hl7scrub._types import PhiType, Span
from hl7scrub.config import Config
from hl7scrub.exceptions import ConfigError, Hl7ScrubError, MessageError, PatternTimeout
from hl7scrub.hl7v2 import datatypes
from hl7scrub.hl7v2.dtm import age_in_years, parse_hl7_date, shift, year_only
from hl7scrub.hl7v2.escape import escape, unescape, unescape_mapped
from hl7scrub.hl7v2.fieldmap import SCRUB, FieldRule, SegmentRules, load_field_map
from hl7scrub.hl7v2.header_lexicon import HeaderFacts, collect, split_field
from hl7scrub.hl7v2.narrative import Piece, Replaced, TextUnit, apply_spans
from hl7scrub.hl7v2.parse import (
    ParsedMessage,
    Segment,
    encode_message,
    parse_message,
    peek_control_id,
)
from hl7scrub.hl7v2.secret import Keyed, resolve_secret
from hl7scrub.operators import LABELS, shift_date_text

if TYPE_CHECKING:
    from hl7scrub.hl7v2.surrogates import Surrogates, SurrogateSource
    from hl7scrub.pipeline import Scrubber

#: Value types of OBX-5 read as narrative and scrubbed with their neighbours.
NARRATIVE_TYPES = frozenset({"TX", "FT"})
#: Value types of OBX-5 kept as they are (numbers, codes, times of day).
KEEP_TYPES = frozenset({"NM", "SN", "NA", "ID", "IS", "TM", "CQ", "MO", "CP", "NR", "SI",
                        "MA", "CF"})
DATE_TYPES = frozenset({"DT", "DTM", "TS", "DR"})
#: OBX-5 types handled like a structured field action: (action, data type).
STRUCTURED_VALUE_TYPES: dict[str, tuple[str, str]] = {
    "XPN": ("name", "XPN"), "PN": ("name", "XPN"), "XCN": ("name", "XCN"),
    "CN": ("name", "XCN"), "XAD": ("address", "XAD"), "AD": ("address", "XAD"),
    "XTN": ("telecom", "XTN"), "TN": ("telecom", "TN"), "CX": ("hash", "CX"),
    "EI": ("hash", "EI"), "HD": ("hash", "HD"), "EIP": ("hash", "EIP"),
    "XON": ("org", "XON"), "CE": ("coded", "CWE"), "CWE": ("coded", "CWE"),
    "CNE": ("coded", "CWE"),
}
#: Longest MSH-10 written when it is hashed (ST, 20 characters in older versions).
CONTROL_ID_LENGTH = 20
AGE_CAP = 90


@dataclass(frozen=True)
class DeidResult:
    output: bytes
    control_id: str
    output_control_id: str
    message_type: str
    encoding: str
    counts: dict[str, int] = field(default_factory=dict)


class _Edit:
    """A structured field being rewritten: repetitions -> components -> subcomponents."""

    __slots__ = ("dirty", "reps")

    def __init__(self, reps: list[list[list[str]]]) -> None:
        self.reps = reps
        self.dirty = False

    def render(self, job: _Job) -> str:
        d = job.d
        reps_out: list[str] = []
        for rep in self.reps:
            comps = [(d.subcomponent or "").join(_trim(c)) for c in rep]
            reps_out.append((d.component or "").join(_trim(comps)))
        return (d.repetition or "").join(reps_out)


def _trim(values: list[str]) -> list[str]:
    end = len(values)
    while end > 1 and not values[end - 1]:
        end -= 1
    return values[:end]


class MessageDeidentifier:
    """De-identifies HL7 v2 messages; build one per process and reuse it.

    Everything it holds derives from the :class:`Config` (the scrubber, the field map,
    the secret), so a worker process builds an identical one and produces byte-identical
    output for the same input.
    """

    def __init__(self, config: Config) -> None:
        hl7 = config.hl7
        if not 8 <= hl7.hash_length <= 64:
            raise ConfigError("hl7.hash_length must be between 8 and 64")
        if hl7.max_date_shift_days < 1:
            raise ConfigError("hl7.max_date_shift_days must be at least 1")
        from hl7scrub.pipeline import build_scrubber

        self.config = config
        self.hl7 = hl7
        self.mode = hl7.mode
        self.field_map = load_field_map(hl7.field_map)
        self.keyed = Keyed(resolve_secret(hl7))
        self.scrubber: Scrubber = build_scrubber(config.scrub)
        self.labels: dict[PhiType, str] = dict(LABELS)
        self.labels["AGE"] = config.scrub.age_label
        self.restricted_zip3 = frozenset(hl7.restricted_zip3)
        self.unknown_rules = SegmentRules(SCRUB)
        self.surrogate_source: SurrogateSource | None = None
        if self.mode == "surrogate":
            from hl7scrub.hl7v2.surrogates import SurrogateSource

            self.surrogate_source = SurrogateSource.from_lexicon(self.keyed)

    def deidentify(self, raw: bytes) -> DeidResult:
        """The de-identified message; raises :class:`MessageError` (no PHI in it)."""
        return self._run(raw, None)

    def deidentify_traced(self, raw: bytes) -> tuple[DeidResult, list[Replaced]]:
        """Like :meth:`deidentify`, also returning where free-text replacements went
        (raw offsets in the original fields; used by the benchmark)."""
        trace: list[Replaced] = []
        return self._run(raw, trace), trace

    def _run(self, raw: bytes, trace: list[Replaced] | None) -> DeidResult:
        try:
            msg = parse_message(raw)
        except MessageError as exc:
            raise MessageError(exc.reason, control_id=peek_control_id(raw),
                               location=exc.location) from None
        except PatternTimeout:
            raise MessageError("a pattern timed out while parsing the message",
                               control_id=peek_control_id(raw)) from None
        control_id = msg.segments[0].field(10)
        job = _Job(self, msg, trace)
        try:
            return job.run()
        except MessageError as exc:
            raise MessageError(exc.reason, control_id=control_id,
                               location=exc.location or job.location) from None
        except PatternTimeout:
            raise MessageError("a pattern timed out while scrubbing the text",
                               control_id=control_id, location=job.location) from None
        except Hl7ScrubError as exc:
            raise MessageError(f"{type(exc).__name__} while de-identifying",
                               control_id=control_id, location=job.location) from None
        except Exception as exc:  # fail closed; the text of exc may hold PHI
            frames = traceback.extract_tb(exc.__traceback__)
            where = f" at {PurePath(frames[-1].filename).name}:{frames[-1].lineno}" if (
                frames) else ""
            raise MessageError(f"internal error ({type(exc).__name__}{where})",
                               control_id=control_id, location=job.location) from None


class _Job:
    """The state of one message while it is being de-identified."""

    def __init__(self, deid: MessageDeidentifier, msg: ParsedMessage,
                 trace: list[Replaced] | None) -> None:
        self.deid = deid
        self.msg = msg
        self.d = msg.delimiters
        self.codec = msg.codec
        self.trace = trace
        self.mode = deid.mode
        self.counts: Counter[str] = Counter()
        self.units: list[TextUnit] = []
        self.loose = TextUnit("fields")
        self.edits: dict[tuple[int, int], _Edit] = {}
        self._where: tuple[Segment, int] | str = "MSH"
        self._group_key: tuple[str, ...] | None = None
        self._group_segment = -2
        self.offset = 0
        self.reference = _dt.date.today()
        self.facts: HeaderFacts | None = None
        self.surrogates: Surrogates | None = None

    @property
    def location(self) -> str:
        """Where the work is (for errors): ``PID-5``, ``OBX[3]-5``..."""
        where = self._where
        return where if isinstance(where, str) else where[0].location(where[1])

    # -- driver --------------------------------------------------------------------------
    def run(self) -> DeidResult:
        deid, msg = self.deid, self.msg
        msh = msg.segments[0]
        control_id = msh.field(10)
        message_type = self._message_type(msh)
        facts = collect(msg, deid.field_map)
        self.facts = facts
        key = facts.patient_key or f"message:{control_id}"
        self.offset = self._shift_days(key)
        if facts.reference is not None:
            self.reference = facts.reference
        if deid.surrogate_source is not None:
            originals = [part for person in facts.lexicon.names for part in (
                person.family, person.given, person.middle) for part in part.split()]
            self.surrogates = deid.surrogate_source.for_patient(key, originals,
                                                                 facts.given_genders)
            for person in facts.lexicon.names:
                self.surrogates.family_names.update(
                    w.casefold() for w in person.family.split())
                self.surrogates.given_names.update(
                    w.casefold() for w in f"{person.given} {person.middle}".split())

        dropped: set[int] = set()
        for seg in msg.segments:
            rules = deid.field_map.rules(seg.id)
            if rules is None:
                if deid.hl7.unknown_segments == "drop":
                    dropped.add(seg.index)
                    self.counts["PHI"] += 1
                    continue
                rules = deid.unknown_rules
            if rules.default.action == "keep" and not seg.suspect:
                count = seg.field_count
                numbers: Iterable[int] = [n for n in rules.acting if n <= count]
            else:
                numbers = seg.field_numbers()
            for n in numbers:
                raw = seg.field(n)
                rule = rules.rule(n)
                if not raw or raw == '""':
                    if rule.action == "observation":
                        self._observation(seg, n, raw)  # an empty line of a report
                    continue
                if rule.action == "keep":
                    if not seg.suspect:
                        continue
                    rule = SCRUB
                self._where = (seg, n)
                self._apply(seg, n, raw, rule)

        for unit in [*self.units, self.loose]:
            if unit.pieces:
                self._where = unit.name
                self._scrub(unit)

        for (index, n), edit in self.edits.items():
            if edit.dirty:
                msg.segments[index].set_field(n, edit.render(self))

        out_control_id = control_id
        if deid.hl7.msh10 == "hash" and control_id:
            out_control_id = self.deid.keyed.hexdigest("msh10", control_id,
                                                       CONTROL_ID_LENGTH)
            msh.set_field(10, out_control_id)
        self._where = "MSH-18"
        text = "".join(seg.render(self.d) + "\r" for seg in msg.segments
                       if seg.index not in dropped)
        output = encode_message(text, self.codec)
        return DeidResult(output=output, control_id=control_id,
                          output_control_id=out_control_id, message_type=message_type,
                          encoding=self.codec,
                          counts={k: v for k, v in self.counts.items() if v})

    def _message_type(self, msh: Segment) -> str:
        comps = split_field(msh.field(9), self.d)[0]
        parts = [self._text(c[0]) for c in comps[:2] if c and c[0]]
        return "^".join(parts)

    def _shift_days(self, key: str) -> int:
        n = self.deid.keyed.number("date-shift", key)
        days = 1 + n % self.deid.hl7.max_date_shift_days
        return -days if (n >> 40) & 1 else days

    def _text(self, raw: str) -> str:
        return unescape(raw, self.d, self.codec)

    def _escaped(self, text: str) -> str:
        return escape(text, self.d, line_breaks=False)

    def _edit(self, seg: Segment, n: int, raw: str) -> _Edit:
        key = (seg.index, n)
        edit = self.edits.get(key)
        if edit is None:
            edit = _Edit(split_field(raw, self.d))
            self.edits[key] = edit
        return edit

    # -- field actions -------------------------------------------------------------------
    def _apply(self, seg: Segment, n: int, raw: str, rule: FieldRule) -> None:
        action = rule.action
        if action == "remove":
            seg.set_field(n, "")
            self.counts["PHI"] += 1
        elif action == "redact":
            self._redact(seg, n, raw, rule)
        elif action in ("hash", "name", "address", "telecom", "org", "coded"):
            self._structured(seg, n, raw, action, rule)
        elif action in ("date-shift", "year-only"):
            self._dates(seg, n, raw, action, rule.birth)
        elif action == "zip3":
            self._zip3_field(seg, n, raw)
        elif action == "age":
            self._age(seg, n, raw)
        elif action == "scrub":
            self._scrub_field(seg, n, raw)
        elif action == "narrative":
            self._narrative(seg, n, raw, (seg.id, str(n)), line_breaks=True)
        elif action == "observation":
            self._observation(seg, n, raw)
        # "control-id" is applied once the rest of the message is done.

    def _redact(self, seg: Segment, n: int, raw: str, rule: FieldRule) -> None:
        label = rule.label
        s = self.surrogates
        if s is not None and label in ("LOCATION", "NAME", "ORG"):
            text = self._text(raw.replace(self.d.component, " ") if self.d.component else raw)
            new = (s.town(text) if label == "LOCATION" else s.name_text(text)
                   if label == "NAME" else s.organization(text))
            seg.set_field(n, self._escaped(new))
        else:
            seg.set_field(n, self._escaped(self.deid.labels[label]))
        self.counts[label] += 1

    def _observation(self, seg: Segment, n: int, raw: str) -> None:
        value_type = self._text(seg.field(2).split(self.d.component)[0]).strip().upper()
        if not raw and value_type not in NARRATIVE_TYPES:
            return
        if value_type in NARRATIVE_TYPES:
            key = ("OBX", seg.field(3), seg.field(4))
            self._narrative(seg, n, raw, key, line_breaks=value_type == "FT")
        elif value_type in KEEP_TYPES:
            return
        elif value_type in DATE_TYPES:
            self._dates(seg, n, raw, "date-shift", False)
        elif value_type in STRUCTURED_VALUE_TYPES:
            action, data_type = STRUCTURED_VALUE_TYPES[value_type]
            rule = FieldRule(action, type=data_type, role="other")  # type: ignore[arg-type]
            self._structured(seg, n, raw, action, rule)
        elif value_type == "ED":
            if self.deid.hl7.binary_payloads == "remove":
                edit = self._edit(seg, n, raw)
                for rep in edit.reps:
                    if len(rep) >= 5 and any(rep[4]):
                        rep[4] = [""]
                        edit.dirty = True
        elif value_type == "RP":
            if self.deid.hl7.binary_payloads == "remove":
                edit = self._edit(seg, n, raw)
                for rep in edit.reps:
                    for i in (0, 1):
                        if i < len(rep) and any(rep[i]):
                            rep[i] = [""]
                            edit.dirty = True
        else:  # ST, unknown or missing type: free text
            self._scrub_field(seg, n, raw)

    # -- free text -----------------------------------------------------------------------
    def _whole_piece(self, seg: Segment, n: int, raw: str, line_breaks: bool) -> Piece:
        mapped = unescape_mapped(raw, self.d, self.codec, structural=True)

        def write(value: str, seg: Segment = seg, n: int = n) -> None:
            seg.set_field(n, value)

        return Piece(mapped, write, seg.index, n, line_breaks)

    def _narrative(self, seg: Segment, n: int, raw: str, key: tuple[str, ...], *,
                   line_breaks: bool) -> None:
        piece = self._whole_piece(seg, n, raw, line_breaks)
        if key == self._group_key and seg.index == self._group_segment + 1:
            self.units[-1].pieces.append(piece)
        else:
            self.units.append(TextUnit(seg.location(n), [piece]))
        self._group_key = key
        self._group_segment = seg.index

    def _scrub_field(self, seg: Segment, n: int, raw: str) -> None:
        """Free text in a structured place: dates inside are shifted, the rest scrubbed."""
        reps = split_field(raw, self.d)
        has_date = any(parse_hl7_date(self._text(sub), min_digits=8) is not None
                       for rep in reps for comp in rep for sub in comp if len(sub) >= 8)
        if not has_date:
            self.loose.pieces.append(self._whole_piece(seg, n, raw, False))
            return
        edit = self._edit(seg, n, raw)
        for r, rep in enumerate(edit.reps):
            for c, comp in enumerate(rep):
                for s, sub in enumerate(comp):
                    if not sub:
                        continue
                    if parse_hl7_date(self._text(sub), min_digits=8) is not None:
                        new = self._date_value(sub, "date-shift", False)
                        if new != sub:
                            comp[s] = new
                            edit.dirty = True
                            self.counts["DATE"] += 1
                    else:
                        self._leaf_piece(seg, n, edit, r, c, s)

    def _leaf_piece(self, seg: Segment, n: int, edit: _Edit, r: int, c: int, s: int) -> None:
        raw = edit.reps[r][c][s]
        mapped = unescape_mapped(raw, self.d, self.codec)

        def write(value: str) -> None:
            edit.reps[r][c][s] = value
            edit.dirty = True

        self.loose.pieces.append(Piece(mapped, write, seg.index, n, False))

    def _scrub(self, unit: TextUnit) -> None:
        text = unit.text()
        if not text.strip():
            return
        facts = self.facts
        lexicon = facts.lexicon if facts is not None else None
        _doc, spans, _candidates = self.deid.scrubber.analyze(text, lexicon)
        if not spans:
            return
        if self.surrogates is not None:
            self.surrogates.add_originals(
                w.strip(".,;:()'\"") for sp in spans if sp.type == "NAME"
                for w in text[sp.start:sp.end].split())
        apply_spans(unit, spans, self._replacement, self.d, self.trace)

    def _replacement(self, span: Span, text: str) -> tuple[str, str] | None:
        typ = span.type
        self.counts[typ] += 1
        label = self.deid.labels[typ]
        if self.mode == "limited-data-set" and typ in ("DATE", "AGE"):
            self.counts[typ] -= 1
            return None
        s = self.surrogates
        if typ == "DATE" and (s is not None or self.deid.hl7.narrative_dates == "shift"):
            moved = shift_date_text(text, self.offset, self.reference.year)
            return (moved, "") if moved is not None else (label, label)
        if s is None:
            return label, label
        new: str | None = None
        if typ == "NAME":
            new = s.name_text(text)
        elif typ == "ID":
            new = s.identifier(text)
        elif typ == "PHONE":
            new = s.phone(text)
        elif typ == "EMAIL":
            new = s.email(text)
        elif typ == "ADDRESS":
            new = s.street(text)
        elif typ == "LOCATION":
            new = s.town(text)
        elif typ == "ORG":
            new = s.organization(text)
        elif typ == "AGE":
            new = str(AGE_CAP)
        if new is None or "\n" in new or new.casefold() == text.casefold():
            return label, label
        return new, ""

    # -- dates, ZIP, ages ----------------------------------------------------------------
    def _date_value(self, raw: str, action: str, birth: bool) -> str:
        """New raw text of one date leaf (unchanged in a limited data set)."""
        text = self._text(raw).strip()
        value = parse_hl7_date(text)
        if value is None:
            # A precision code (TS.2) or nothing: keep; anything else is not a date we can
            # vouch for, so it goes.
            return raw if (len(text) <= 1 and text.isalpha()) or not text else ""
        if self.mode == "limited-data-set":
            return raw
        if birth and age_in_years(value.anchor, self.reference) >= AGE_CAP:
            reference = parse_hl7_date(self.reference.strftime("%Y%m%d"))
            assert reference is not None
            ref = shift(reference, self.offset) if action == "date-shift" else reference
            return f"{ref.year - AGE_CAP:04d}"
        if action == "year-only":
            return year_only(value)
        return shift(value, self.offset).render()

    def _dates(self, seg: Segment, n: int, raw: str, action: str, birth: bool) -> None:
        edit = self._edit(seg, n, raw)
        changed = False
        for rep in edit.reps:
            for comp in rep:
                for s, sub in enumerate(comp):
                    if not sub:
                        continue
                    new = self._date_value(sub, action, birth)
                    if new != sub:
                        comp[s] = new
                        changed = True
        if changed:
            edit.dirty = True
            self.counts["DATE"] += 1

    def _zip3(self, text: str) -> str:
        value = text.strip()
        if len(value) >= 3 and value[:3].isdigit():
            prefix = value[:3]
            return "000" if prefix in self.deid.restricted_zip3 else prefix
        return ""

    def _zip3_field(self, seg: Segment, n: int, raw: str) -> None:
        if self.mode == "limited-data-set":
            return
        edit = self._edit(seg, n, raw)
        for rep in edit.reps:
            if rep and rep[0] and rep[0][0]:
                rep[0] = [self._zip3(self._text(rep[0][0]))]
                edit.dirty = True
        if edit.dirty:
            self.counts["ADDRESS"] += 1

    def _age(self, seg: Segment, n: int, raw: str) -> None:
        if self.mode == "limited-data-set":
            return
        text = self._text(raw).strip()
        digits = text[:len(text) - len(text.lstrip("0123456789"))]
        if not digits:
            seg.set_field(n, "")
            self.counts["AGE"] += 1
        elif int(digits) >= AGE_CAP:
            seg.set_field(n, str(AGE_CAP))
            self.counts["AGE"] += 1

    # -- structured fields ---------------------------------------------------------------
    def _structured(self, seg: Segment, n: int, raw: str, action: str,
                    rule: FieldRule) -> None:
        edit = self._edit(seg, n, raw)
        data_type = rule.type or datatypes.DEFAULT_TYPE.get(action, "ST")
        gender = ""
        if rule.gender:
            gender = self._text(seg.field(rule.gender)).strip()[:1].upper()
        for r, rep in enumerate(edit.reps):
            if not any(any(sub for sub in comp) for comp in rep):
                continue
            if self._walk(seg, n, edit, r, rep, data_type, action, gender):
                edit.dirty = True

    def _walk(self, seg: Segment, n: int, edit: _Edit, r: int, rep: list[list[str]],
              data_type: str, action: str, gender: str) -> bool:
        """Rewrite one repetition (or one CNN held in subcomponents) in place."""
        changed = False
        layout_roles = [datatypes.role(data_type, c + 1) for c in range(len(rep))]
        if action == "name" or "family" in layout_roles:
            changed |= self._name(rep, layout_roles, gender)
        if any(role in ("street", "city", "zip", "county", "other_designation")
               for role in layout_roles):
            changed |= self._address(rep, layout_roles)
        if any(role in ("phone", "email", "phone_digits") for role in layout_roles):
            changed |= self._telecom(rep, layout_roles)
        for c, role in enumerate(layout_roles):
            comp = rep[c]
            if not any(comp):
                continue
            if role == "keep" or role in _HANDLED_ROLES:
                continue
            if role == "remove":
                rep[c] = [""]
                changed = True
            elif role == "id":
                if comp[0]:
                    comp[0] = self._escaped(self._pseudonym(self._text(comp[0])))
                    changed = True
                    self.counts["ID"] += 1
            elif role == "org_name":
                text = self._text(" ".join(x for x in comp if x))
                s = self.surrogates
                rep[c] = [self._escaped(s.organization(text) if s is not None
                                        else self.deid.labels["ORG"])]
                changed = True
                self.counts["ORG"] += 1
            elif role == "text":
                for s_i, sub in enumerate(comp):
                    if sub:
                        self._leaf_piece(seg, n, edit, r, c, s_i)
            elif role == "date":
                for s_i, sub in enumerate(comp):
                    if sub:
                        new = self._date_value(sub, "date-shift", False)
                        if new != sub:
                            comp[s_i] = new
                            changed = True
            elif role == "cnn":
                sub_rep = [[x] for x in comp]
                if self._walk(seg, n, edit, r, sub_rep, "CNN", "name", gender):
                    rep[c] = [x[0] for x in sub_rep]
                    changed = True
        return changed

    def _pseudonym(self, value: str) -> str:
        value = value.strip()
        if self.surrogates is not None:
            return self.surrogates.identifier(value)
        return self.deid.keyed.hexdigest("id", value, self.deid.hl7.hash_length)

    def _name(self, rep: list[list[str]], roles: list[datatypes.Role], gender: str) -> bool:
        idx: dict[str, int] = {role: i for i, role in enumerate(roles)
               if role in ("family", "given", "middle", "suffix", "prefix")}
        parts: dict[str, str] = {role: self._text(" ".join(x for x in rep[i] if x)).strip()
                 for role, i in idx.items() if i < len(rep)}
        if not any(parts.get(role) for role in ("family", "given", "middle")):
            return False
        s = self.surrogates
        self.counts["NAME"] += 1
        if s is None:
            fam = idx.get("family")
            if fam is not None:
                rep[fam] = [self._escaped(self.deid.labels["NAME"])]
            for role in ("given", "middle", "suffix"):
                i = idx.get(role, -1)
                if 0 <= i < len(rep):
                    rep[i] = [""]
            return True
        for role in ("family", "given", "middle"):
            i = idx.get(role, -1)
            value = parts.get(role, "")
            if i < 0 or i >= len(rep) or not value:
                continue
            if role == "family":
                new = " ".join(s.family(w) for w in value.split())
            else:
                new = " ".join(s.initial(w) if len(w.rstrip(".")) == 1 else s.given(w, gender)
                               for w in value.split())
            rep[i] = [self._escaped(new)]
        return True

    def _address(self, rep: list[list[str]], roles: list[datatypes.Role]) -> bool:
        changed = False
        s = self.surrogates
        lds = self.mode == "limited-data-set"
        for c, role in enumerate(roles):
            comp = rep[c]
            if not any(comp):
                continue
            text = self._text(" ".join(x for x in comp if x)).strip()
            new: str | None = None
            if role == "street":
                new = s.street(text) if s is not None else self.deid.labels["ADDRESS"]
            elif role in ("other_designation", "county"):
                new = ""
            elif role == "city":
                if lds:
                    continue
                new = s.town(text) if s is not None else self.deid.labels["LOCATION"]
            elif role == "zip":
                if lds:
                    continue
                prefix = self._zip3(text)
                if s is not None and prefix and prefix != "000":
                    new = s.zip_code(text, prefix)
                else:
                    new = prefix
            else:
                continue
            rep[c] = [self._escaped(new)]
            changed = True
        if changed:
            self.counts["ADDRESS"] += 1
        return changed

    def _telecom(self, rep: list[list[str]], roles: list[datatypes.Role]) -> bool:
        changed = False
        s = self.surrogates
        kinds: set[str] = set()
        for c, role in enumerate(roles):
            comp = rep[c]
            if role not in ("phone", "email", "phone_digits") or not any(comp):
                continue
            text = self._text(" ".join(x for x in comp if x)).strip()
            is_email = role == "email" or "@" in text
            kinds.add("EMAIL" if is_email else "PHONE")
            if s is None:
                new = ("" if role == "phone_digits" else
                       self._escaped(self.deid.labels["EMAIL" if is_email else "PHONE"]))
            elif is_email:
                new = self._escaped(s.email(text))
            elif role == "phone_digits":
                new = self._escaped(s.digits(text))
            else:
                new = self._escaped(s.phone(text))
            rep[c] = [new]
            changed = True
        for kind in kinds:
            self.counts[kind] += 1
        return changed


_HANDLED_ROLES = frozenset({"family", "given", "middle", "suffix", "prefix", "street",
                            "other_designation", "city", "state", "zip", "county", "phone",
                            "email", "phone_digits"})

"""One HL7 v2 message in, one de-identified message out.

Steps: decode and split (:mod:`parse`); read the header into a per-message lexicon
(:mod:`header_lexicon`); check that each segment's fields are where the map expects them
(kept fields of the shape of their data type, :mod:`shapes`; dates, names, places and
phone numbers where those belong); apply the field map to every field (structured
actions at once, free text collected into units); scrub each unit with the recognizer
core, the header lexicon in hand (:mod:`narrative`); write back only the fields that
changed; search the result for every header value once more (:mod:`guard`).

Nothing is guessed silently: a message that cannot be parsed, or whose text cannot be
scrubbed (a pattern timeout, an error in a recognizer), raises :class:`MessageError`
with a reason and the segment/field it happened in, never with a value from the message.
"""

from __future__ import annotations

import bisect
import dataclasses
import datetime as _dt
import traceback
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import PurePath
from typing import TYPE_CHECKING

from hl7scrub import _regex
from hl7scrub._types import DocumentLexicon, PhiType, Span
from hl7scrub.config import Config
from hl7scrub.exceptions import ConfigError, Hl7ScrubError, MessageError, PatternTimeout
from hl7scrub.hl7v2 import datatypes, shapes
from hl7scrub.hl7v2.dtm import age_in_years, parse_hl7_date, shift, year_only
from hl7scrub.hl7v2.escape import escape, unescape, unescape_mapped
from hl7scrub.hl7v2.fieldmap import SCRUB, FieldRule, SegmentRules, load_field_map
from hl7scrub.hl7v2.guard import (
    ROUTING_FIELDS,
    LeakGuard,
    WordFilter,
    guard_values,
    routing_tokens,
    suspect_values,
)
from hl7scrub.hl7v2.header_lexicon import HeaderFacts, collect, split_field
from hl7scrub.hl7v2.narrative import Piece, Replaced, TextUnit, apply_spans
from hl7scrub.hl7v2.parse import (
    DEFAULT_DELIMITERS,
    Delimiters,
    ParsedMessage,
    Segment,
    declared_charset,
    decode_plain,
    encode_message,
    parse_message,
    peek_control_id,
    read_delimiters,
    strip_framing,
)
from hl7scrub.hl7v2.secret import Keyed, resolve_secret
from hl7scrub.hl7v2.standard import (
    ENVELOPE_SEGMENTS,
    FIELD_TYPES,
    HEADER_LIKE,
    field_type,
    is_standard_or_local,
    repeats,
)
from hl7scrub.lexicon import load_lexicon
from hl7scrub.operators import LABELS, shift_date_text, splice
from hl7scrub.pipeline import resolve_overlaps
from hl7scrub.recognizers.places import PROVINCE_NAMES, STATE_NAMES

if TYPE_CHECKING:
    from hl7scrub.document import Document
    from hl7scrub.hl7v2.surrogates import Surrogates, SurrogateSource
    from hl7scrub.pipeline import Scrubber

#: Value types of OBX-5 read as narrative and scrubbed with their neighbours.
NARRATIVE_TYPES = frozenset({"TX", "FT"})
#: Value types of OBX-5 kept as they are (numbers, codes, times of day).
KEEP_TYPES = frozenset({"NM", "SN", "NA", "ID", "IS", "TM", "CQ", "MO", "CP", "NR", "SI",
                        "MA"})
DATE_TYPES = frozenset({"DT", "DTM", "TS", "DR"})
#: OBX-5 types handled like a structured field action: (action, data type).
STRUCTURED_VALUE_TYPES: dict[str, tuple[str, str]] = {
    "XPN": ("name", "XPN"), "PN": ("name", "XPN"), "XCN": ("name", "XCN"),
    "CN": ("name", "XCN"), "XAD": ("address", "XAD"), "AD": ("address", "XAD"),
    "XTN": ("telecom", "XTN"), "TN": ("telecom", "TN"), "CX": ("hash", "CX"),
    "EI": ("hash", "EI"), "HD": ("hash", "HD"), "EIP": ("hash", "EIP"),
    "XON": ("org", "XON"), "CE": ("coded", "CWE"), "CWE": ("coded", "CWE"),
    "CNE": ("coded", "CWE"),
    # CF-2 is formatted text (FT) where CWE-2 is plain text: both are scrubbed as text
    "CF": ("coded", "CWE"),
}
#: Longest MSH-10 written when it is hashed (ST, 20 characters in older versions).
CONTROL_ID_LENGTH = 20
#: Between the free-text units of a message scrubbed together: a paragraph break.
UNIT_BREAK = "\n\n"
AGE_CAP = 90
#: LOINC codes of a person's age (age, reported, calculated, estimated, at death, at
#: specimen collection), and the units of OBX-6 an age is counted in, as units per year (none
#: given: years).
AGE_CODES = frozenset({"30525-0", "21612-7", "29553-5", "21611-9", "39016-1", "63900-5",
                       "35659-2"})
AGE_UNITS: dict[str, float] = {
    **dict.fromkeys(("", "a", "y", "yr", "yrs", "year", "years", "ann", "{years}", "a_j",
                     "a_g"), 1.0),
    **dict.fromkeys(("mo", "mos", "month", "months", "{months}"), 12.0),
    **dict.fromkeys(("wk", "wks", "week", "weeks", "{weeks}"), 52.1775),
    **dict.fromkeys(("d", "day", "days", "{days}"), 365.25),
}
_AGE_LABEL = _regex.compile(r"(?<![a-z])(?:age|years?[ \t]+old|yrs[ \t]+old)(?![a-z])")
#: Ages that are no person's age in years ("Gestational age", "Bone age").
_NOT_PERSON_AGE = ("gestation", "bone", "dating", "fetal", "menarche")
#: A person field whose components are out of place is replaced as a whole.
_WHOLE_FIELD: dict[str, FieldRule] = {
    "name": FieldRule("redact", label="NAME"),
    "address": FieldRule("redact", label="ADDRESS"),
    "telecom": FieldRule("redact", label="PHONE"),
}
#: Names and coded values the map does not know about, found by their shape.
_SHAPED_RULES = {"XPN": FieldRule("name", type="XPN", role="other"),
                 "XCN": FieldRule("name", type="XCN", role="other"),
                 "CWE": FieldRule("coded", type="CWE")}
#: A field past the last one the standard's table lists, in a segment that keeps
#: unlisted fields: scrubbed, and reported as a kept field that was rewritten.
_UNVOUCHED = FieldRule("scrub")
#: A kept coded field whose text reads like a note: the coded action for its type.
_CODED_KEPT = {t: FieldRule("coded", type=t) for t in ("CE", "CWE", "CNE")}
#: Segments that only exist inside a patient group, after its PID.
PATIENT_SCOPED = frozenset({"PD1", "NK1", "PV1", "PV2", "GT1", "IN1", "IN2", "IN3", "MRG"})
#: MSH fields the leak guard cannot rewrite without breaking the message (type,
#: processing ID, version, character set): a value found there rejects the message.
_FIXED_MSH_FIELDS = frozenset({9, 11, 12, 18})


@dataclass(frozen=True)
class DeidResult:
    output: bytes
    control_id: str
    output_control_id: str
    message_type: str
    encoding: str
    counts: dict[str, int] = field(default_factory=dict)
    #: Header values the final check still found and redacted (also in ``counts``).
    guard_hits: int = 0
    #: Fields the map keeps that were rewritten all the same, by location (``OBX[2]-9``):
    #: their content did not fit their data type, they held dates inside a structure, or
    #: the final check found a header value in them. Never a value.
    kept_rewritten: tuple[str, ...] = ()


@dataclass(frozen=True)
class EnvelopeResult:
    """A de-identified envelope line (no segment terminator) and what it used."""

    output: bytes
    segment_id: str
    delimiters: Delimiters
    encoding: str
    counts: dict[str, int] = field(default_factory=dict)


def _state_sized(value: str) -> bool:
    """Whether an address's state component names a region as large as a state: a code of
    two or three capitals, or a state, province or territory written out."""
    if not value or (value.isupper() and value.isalpha() and len(value) <= 3):
        return True
    key = " ".join(value.lower().replace(".", " ").split())
    return key in STATE_NAMES or key in PROVINCE_NAMES


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
        self.word_filter = WordFilter(load_lexicon(), config.scrub.name_common_word_frequency)
        self._layouts: dict[tuple[int, str], list[tuple[FieldRule, str, bool]]] = {}
        self.surrogate_source: SurrogateSource | None = None
        if self.mode == "surrogate":
            from hl7scrub.hl7v2.surrogates import SurrogateSource

            self.surrogate_source = SurrogateSource.from_lexicon(self.keyed)

    def layout(self, rules: SegmentRules, segment_id: str,
               count: int) -> list[tuple[FieldRule, str, bool]]:
        """(rule, data type of a kept field, whether it may repeat) by field number, for
        fields 0..count-1."""
        key = (id(rules), segment_id)
        table = self._layouts.get(key)
        if table is None:
            if len(self._layouts) > 4096:
                self._layouts.clear()
            table = self._layouts[key] = [(rules.default, "", True)]
        known = len(FIELD_TYPES.get(segment_id, ()))
        while len(table) < count:
            n = len(table)
            rule = rules.rule(n)
            if rule.action == "keep" and known and n > known and n not in rules.fields:
                # a field of a later version than the table knows (RXO-35 deliver-to
                # address): nobody vouched for it, so it is read as free text
                rule = _UNVOUCHED
            table.append((rule, (rule.type or field_type(segment_id, n))
                          if rule.action == "keep" else "", repeats(segment_id, n)))
        return table

    def deidentify(self, raw: bytes) -> DeidResult:
        """The de-identified message; raises :class:`MessageError` (no PHI in it)."""
        return self._run(raw, None)

    def deidentify_envelope(self, raw: bytes, *, delimiters: Delimiters | None = None,
                            replace: Mapping[int, str] | None = None,
                            context: Sequence[bytes] = ()) -> EnvelopeResult:
        """De-identify one batch or file envelope line (FHS, BHS, BTS, FTS) by the field
        map. BTS and FTS carry no delimiters: pass those of the FHS/BHS they close.
        ``replace`` sets fields first (the message and batch counts of BTS-1/FTS-1 when
        messages were rejected). ``context`` holds the raw messages the envelope wraps:
        a batch name or comment may name their patients, so the names and identifiers of
        their headers are looked for in its free text (read only when there is some).
        Raises :class:`MessageError` (no PHI in it)."""
        _lead, body = strip_framing(raw)
        if b"\r" in body or b"\n" in body:
            raise MessageError("an envelope segment is a single line", location="segment 1")
        text, codec = decode_plain(body)
        seg_id = text[:3]
        if seg_id not in ENVELOPE_SEGMENTS or (len(text) > 3 and text[3].isalnum()):
            raise MessageError("not a batch or file envelope segment", location="segment 1")
        try:
            if seg_id in HEADER_LIKE:
                d = read_delimiters(text)
                parts = [seg_id, *text[4:].split(d.field)]
            else:
                d = delimiters or DEFAULT_DELIMITERS
                parts = text.split(d.field)
            msg = ParsedMessage([Segment(parts, 0, 1)], d, codec, "")
            job = _Job(self, msg, None)
            job.context = context
            out = job.envelope(replace or {})
        except MessageError as exc:
            raise MessageError(exc.reason, location=exc.location or seg_id) from None
        except PatternTimeout:
            raise MessageError("a pattern timed out while scrubbing the text",
                               location=seg_id) from None
        except Exception as exc:  # fail closed; the text of exc may hold PHI
            raise MessageError(f"internal error ({type(exc).__name__})",
                               location=seg_id) from None
        return EnvelopeResult(output=encode_message(out, codec), segment_id=seg_id,
                              delimiters=d, encoding=codec,
                              counts={k: v for k, v in job.counts.items() if v})

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
        self.shapes = shapes.checker(msg.delimiters)
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
        #: (segment index, field) whose dates this job wrote (the leak guard skips them).
        self.generated_dates: set[tuple[int, int]] = set()
        self.guard_hits = 0
        #: The segment being worked on shows that its fields have moved.
        self._seg_shifted = False
        self.msh_shifted = False
        #: Locations of kept fields that were not kept as they came (for the result).
        self.kept_rewritten: list[str] = []
        #: Plain texts of segments whose fields cannot be trusted (leak guard input).
        self.suspect_texts: list[str] = []
        #: For an envelope: the raw messages it wraps, whose headers name the people its
        #: free text may mention (:meth:`context_lexicon`).
        self.context: Sequence[bytes] = ()

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
        message_type = self._message_type(msh.field(9))
        facts = collect(msg, deid.field_map)
        self.facts = facts
        key = facts.patient_key or f"message:{control_id}"
        self.offset = self._shift_days(key)
        self.loose.shift_days = self.offset
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

        self._check_header(msh)
        self._check_patient_scope(msg)
        dropped: set[int] = set()
        for seg in msg.segments:
            rules = deid.field_map.rules(seg.id)
            if rules is None:
                policy = (deid.hl7.unknown_segments if is_standard_or_local(seg.id)
                          else deid.hl7.nonstandard_segments)
                if policy == "reject":
                    raise MessageError("segment ID is neither a standard nor a Z-segment ID",
                                       location=seg.location())
                if policy == "drop":
                    dropped.add(seg.index)
                    self.counts["PHI"] += 1
                    continue
                if policy == "redact":
                    self._redact_segment(seg)
                    continue
                rules = deid.unknown_rules
            if seg.index in facts.other_patients:
                # the segments after a later PID are about that patient
                self.offset = self._shift_days(facts.other_patients[seg.index])
            self._segment(seg, rules)

        self._flush()

        out_control_id = control_id
        if (deid.hl7.msh10 == "hash" or (self.msh_shifted and not msh.suspect)) and control_id:
            out_control_id = self._hashed_control_id(control_id)
            msh.set_field(10, out_control_id)
        kept = [seg for seg in msg.segments if seg.index not in dropped]
        self._where = "leak guard"
        out_control_id = self._guard(kept, facts, control_id, out_control_id)
        self._where = "MSH-18"
        text = "".join(seg.render(self.d) + "\r" for seg in kept)
        if declared_charset(text) != msg.charset:
            # a rewritten field changed where MSH-18 is read from (a line break inside
            # MSH): the output would be decoded differently from the input
            raise MessageError("the de-identified MSH no longer declares the character set "
                               "of the message", location="MSH-18")
        output = encode_message(text, self.codec)
        return DeidResult(output=output, control_id=control_id,
                          output_control_id=out_control_id, message_type=message_type,
                          encoding=self.codec,
                          counts={k: v for k, v in self.counts.items() if v},
                          guard_hits=self.guard_hits,
                          kept_rewritten=tuple(dict.fromkeys(self.kept_rewritten)))

    def _flush(self) -> None:
        """Scrub the collected free text and write the structured edits back."""
        self._scrub([unit for unit in [*self.units, self.loose] if unit.pieces])
        for (index, n), edit in self.edits.items():
            if edit.dirty:
                self.msg.segments[index].set_field(n, edit.render(self))

    def envelope(self, replace: Mapping[int, str]) -> str:
        """De-identify a lone batch/file envelope segment (FHS, BHS, BTS, FTS)."""
        seg = self.msg.segments[0]
        for n, value in replace.items():
            seg.set_field(n, self._escaped(value))
        self.offset = self._shift_days(f"envelope:{seg.id}:{seg.field(11)}")
        rules = self.deid.field_map.rules(seg.id) or self.deid.unknown_rules
        facts = collect(self.msg, self.deid.field_map)  # its own dates, for the guard
        self._segment(seg, rules)
        self._flush()
        self._guard([seg], facts, "", "")
        return seg.render(self.d)

    def context_lexicon(self) -> DocumentLexicon | None:
        """The header lexicons of the messages an envelope wraps, merged. A message that
        cannot be parsed adds nothing: it is rejected on its own, and the envelope's text
        is still scrubbed by every recognizer."""
        if not self.context:
            return None
        merged = DocumentLexicon()
        for raw in self.context:
            try:
                merged.merge(collect(parse_message(raw), self.deid.field_map).lexicon)
            except Exception:  # a damaged message only adds no names
                continue
        return merged

    def _hashed_control_id(self, control_id: str) -> str:
        return self.deid.keyed.hexdigest("msh10", control_id, CONTROL_ID_LENGTH)

    # -- segments ------------------------------------------------------------------------
    def _check_header(self, msh: Segment) -> None:
        """MSH-9 (message type) is required by every HL7 version: a message without one
        lost its header to damage, and nothing in it can be read by position; MSH-9, -11,
        -12 and -18 are read by the parser, so one holding anything else fails it. A control
        ID is a token; one made of words is text that moved there (and would be kept)."""
        if not self._text(msh.field(9)).strip(" ^"):
            raise MessageError("MSH-9 (message type) is empty", location="MSH-9")
        for n in sorted(_FIXED_MSH_FIELDS):
            if self._garbled_header_field(n, msh.field(n)):
                raise MessageError(f"MSH-{n} does not hold what HL7 puts there "
                                   "(a lost or extra separator?)", location=f"MSH-{n}")
        if self._text(msh.field(10)).count(" ") > shapes.MAX_CODE_SPACES:
            raise MessageError("MSH-10 (control ID) holds words (a lost or extra "
                               "separator?)", location="MSH-10")

    def _check_patient_scope(self, msg: ParsedMessage) -> None:
        """Segments about a patient's relatives, insurance or visit only exist after the
        PID they belong to; without it, the message lost its patient (and the names the
        narrative must be searched for)."""
        if self.deid.hl7.damaged_segments != "reject":
            return
        for seg in msg.segments:
            if seg.id == "PID":
                if seg.field_count < 5 and any(s.id in ("OBX", "NTE") for s in msg.segments):
                    # PID-5 is required: a PID that stops before it was cut short, and
                    # the narrative would be scrubbed without the patient's name.
                    raise MessageError("PID segment ends before PID-5 (patient name)",
                                       location=seg.location())
                return
            if seg.id in PATIENT_SCOPED:
                raise MessageError(f"{seg.id} segment without a PID before it",
                                   location=seg.location())

    def _redact_segment(self, seg: Segment) -> None:
        """A segment nobody defines: its fields could be anything, so none survives."""
        label = self._escaped(self.deid.labels["PHI"])
        for n in seg.field_numbers():
            raw = seg.field(n)
            if raw and raw != '""':
                self.suspect_texts.append(self._plain(raw))
                seg.set_field(n, label)
                self.counts["PHI"] += 1

    def _plain(self, raw: str) -> str:
        """Readable text of a raw field: escapes decoded, separators as spaces."""
        if not raw:
            return raw
        return unescape_mapped(raw, self.d, self.codec, structural=True).plain

    def _segment(self, seg: Segment, rules: SegmentRules) -> None:
        """Apply the map to one segment, after checking that its fields are where the
        map expects them: a kept field must have the shape of its data type, a date field
        must hold dates. A kept field that does not fit is scrubbed like free text; in a
        segment about the patient or a relative, any such sign of moved fields makes the
        segment *damaged* (``Hl7Config.damaged_segments``)."""
        plan: list[tuple[int, str, FieldRule, shapes.Shape | None, str]] = []
        damaged = False
        first_misfit = 0  # the field an operator should look at first
        d = self.d
        parts = seg.parts
        shift = 1 if seg.header_like else 0  # field number = part index + shift
        layout = self.deid.layout(rules, seg.id, len(parts) + shift)
        # kept fields that fit are planned only where the whole segment may be scrubbed
        keep_all = seg.suspect or rules.personal
        for index in range(2 if seg.header_like else 1, len(parts)):
            raw = parts[index]
            n = index + shift
            rule, data_type, may_repeat = layout[n]
            if not raw or raw == '""':
                if rule.action == "observation":
                    plan.append((n, raw, rule, None, ""))  # an empty line of a report
                continue
            shape: shapes.Shape | None = None
            if rule.action == "keep":
                if data_type:
                    shape = self.shapes.check(raw, data_type, rules.personal)
                    if not may_repeat and d.repetition and d.repetition in raw:
                        shape = shapes.MISFIT_SHAPE  # one value where there were two
                    if shape.verdict == shapes.MISFIT:
                        damaged = True
                        first_misfit = first_misfit or n
                    elif (shape.verdict == shapes.FIT and not shape.dates
                          and not keep_all):
                        continue  # kept as it came: nothing to plan
                elif not keep_all:
                    continue
            elif rule.action in ("date-shift", "year-only") and not damaged:
                damaged = not self._holds_dates(raw)
                first_misfit = first_misfit or (n if damaged else 0)
            elif rule.action in ("name", "address", "telecom"):
                verdict = self._person_values(raw, rule)
                if verdict == shapes.MISFIT:
                    damaged = True
                    first_misfit = first_misfit or n
                elif verdict == shapes.TEXT:
                    # components out of place inside the field: the whole field goes
                    rule = _WHOLE_FIELD[rule.action]
            plan.append((n, raw, rule, shape, data_type))
        if rules.personal and not damaged:
            # a line break, a segment start or a control character inside a segment about
            # a person: its field positions cannot be trusted either
            damaged = seg.suspect or any(ch < " " or "\x7f" <= ch <= "\x9f"
                                         for ch in seg.render(d))
        escalate = seg.suspect
        sound = seg.sound  # parts before a line break or a lost separator stand in place
        if damaged:
            if seg.id == "MSH":
                self.msh_shifted = True  # MSH-10 may hold anything now: it is hashed
            elif rules.personal:
                if self.deid.hl7.damaged_segments == "reject":
                    # the location names the first field that does not fit its type
                    raise MessageError(f"the fields of {seg.id} are not where the field map "
                                       "expects them (a lost or extra separator?)",
                                       location=seg.location(first_misfit or None))
                # values have moved: any of them may be PHI, so all are searched for
                escalate, sound = True, 0
                self.suspect_texts.extend(self._plain(raw) for _n, raw, _r, _s, _t in plan)
        for n, raw, rule, shape, data_type in plan:
            self._where = (seg, n)
            self._seg_shifted = shifted = escalate and n - shift >= sound
            if rule.action == "keep":
                if seg.id == "MSH" and n in _FIXED_MSH_FIELDS:
                    continue  # read by the parser, checked by _check_header; never rewritten
                verdict = shapes.FIT if shape is None else shape.verdict
                if verdict == shapes.TEXT and not shifted and data_type in _CODED_KEPT:
                    # "67151-1^Troponin I ... by High sensitivity method^LN": the code
                    # and its system fit, only the words are read
                    self.kept_rewritten.append(seg.location(n))
                    rule = _CODED_KEPT[data_type]
                elif shifted or verdict != shapes.FIT:
                    self.kept_rewritten.append(seg.location(n))
                    rule = SCRUB
                elif shape is not None and shape.dates and data_type not in shapes.DATE_TYPES:
                    self.kept_rewritten.append(seg.location(n))
                    self._kept_dates(seg, n, raw, shape.dates)
                    continue
                else:
                    continue
            if rule.action == "observation" and not raw:
                self._observation(seg, n, raw)
                continue
            if rule is _UNVOUCHED:
                self.kept_rewritten.append(seg.location(n))
            self._apply(seg, n, raw, rule)

    def _garbled_header_field(self, n: int, raw: str) -> bool:
        """MSH-9/11/12/18 hold short codes (``ORU^R01``, ``P``, ``2.5.1``); a component
        that is long, worded or full of digits means other fields moved in. So does an
        MSH-9 that does not start with a three-character message code of table 0076
        (ADT, ORU, Z01) or an MSH-12 that is there but is not a version number."""
        if n == 9:
            code = self._message_type(raw).partition("^")[0].strip()
            if not (len(code) == 3 and code.isascii() and code.isalnum()
                    and code[0].isalpha()):
                return True
        reps = split_field(raw, self.d)
        version = self._text(reps[0][0][0]).strip()
        if n == 12 and version and not all(
                p.isdigit() for p in version.lstrip("vV").split(".")):
            return True
        for rep in reps:
            for comp in rep:
                text = self._text(" ".join(comp)).strip()
                if (len(text) > shapes.MAX_TABLE_CODE or text.count(" ") > shapes.MAX_CODE_SPACES
                        or sum(ch.isdigit() for ch in text) > shapes.MAX_CODE_DIGITS):
                    return True
        return False

    def _person_values(self, raw: str, rule: FieldRule) -> shapes.Verdict:
        """Whether a name, address or telecom field holds what its type says.

        ``MISFIT`` (the fields of the segment have moved): digits and no letters where a
        name part belongs, digits in a city. ``TEXT`` (the components are out of place
        within the field, as some senders write ``123^MAIN ST^^CITY``): a postal code
        without a digit, a phone number without digits or ``@``; the field is replaced
        as a whole. ``FIT`` otherwise."""
        data_type = rule.type or datatypes.DEFAULT_TYPE.get(rule.action, "")
        verdict = shapes.FIT
        for rep in split_field(raw, self.d):
            for c, comp in enumerate(rep):
                role = datatypes.role(data_type, c + 1)
                if role not in ("family", "given", "city", "zip", "phone"):
                    continue
                text = self._text(" ".join(comp)).strip()
                if not text or text == '""':
                    continue
                digits = any(ch.isdigit() for ch in text)
                if role in ("family", "given"):
                    if digits and not any(ch.isalpha() for ch in text):
                        return shapes.MISFIT
                elif role == "city":
                    if digits:
                        return shapes.MISFIT
                elif not digits and (role == "zip" or "@" not in text):
                    verdict = shapes.TEXT
        return verdict

    def _holds_dates(self, raw: str) -> bool:
        """Whether each repetition of a date field starts with a date (dates or a precision
        code may follow). A malformed date of digits only is a bad value, not a sign that
        fields moved (the date action drops it)."""
        for rep in split_field(raw, self.d):
            for c, comp in enumerate(rep):
                for s_i, sub in enumerate(comp):
                    text = self._text(sub).strip()
                    if not text or text == '""':
                        continue
                    if parse_hl7_date(text) is None and not text.isdigit() and (
                            (c == 0 and s_i == 0) or not (len(text) == 1 and text.isalpha())):
                        return False
        return True

    def _kept_dates(self, seg: Segment, n: int, raw: str,
                    leaves: tuple[tuple[int, int, int], ...]) -> None:
        """Dates inside a kept structure (CX-7, FC-2...) move like every other date."""
        edit = self._edit(seg, n, raw)
        for r, c, s_i in leaves:
            sub = edit.reps[r][c][s_i]
            new = self._date_value(sub, "date-shift", False)
            if new != sub:
                edit.reps[r][c][s_i] = new
                edit.dirty = True
                self.counts["DATE"] += 1
        self.generated_dates.add((seg.index, n))

    # -- the final check -----------------------------------------------------------------
    def _guard(self, segments: list[Segment], facts: HeaderFacts, control_id: str,
               out_control_id: str) -> str:
        """Redact header values that survived anywhere (see :mod:`guard`); returns the
        MSH-10 as written (hashed when a value was found in it)."""
        deid = self.deid
        values = guard_values(facts.lexicon, deid.word_filter,
                              keep_dates=self.mode == "limited-data-set",
                              keep_places=self.mode == "limited-data-set")
        if self.suspect_texts:
            values += suspect_values(self.suspect_texts, deid.word_filter)
        if not self.msh_shifted:
            msh = segments[0]
            routing = routing_tokens(tuple(self._plain(msh.field(n)) for n in ROUTING_FIELDS))
            values = [v for v in values if v.value not in routing]
        if not values:
            return out_control_id
        hits = LeakGuard(values, self.d, self.codec).scan(segments, self.generated_dates)
        if not hits:
            return out_control_id
        if deid.hl7.leak_guard == "reject":
            first = hits[0]
            raise MessageError("a header value survived de-identification",
                               location=segments[first.segment].location(first.field))
        by_field: dict[tuple[int, int], list[tuple[int, int, str]]] = {}
        for hit in hits:
            seg = segments[hit.segment]
            if seg.id == "MSH" and hit.field in _FIXED_MSH_FIELDS:
                raise MessageError("a header value survived in a field that cannot be "
                                   "rewritten", location=seg.location(hit.field))
            self.counts[hit.kind] += 1
            self.guard_hits += 1
            rules = deid.field_map.rules(seg.id)
            if rules is not None and rules.rule(hit.field).action == "keep":
                self.kept_rewritten.append(seg.location(hit.field))
            if seg.id == "MSH" and hit.field == 10:
                continue
            label = self._escaped(deid.labels[hit.kind])
            by_field.setdefault((hit.segment, hit.field), []).extend(
                self._label_ranges(seg.field(hit.field), hit.start, hit.end, label))
        if any(segments[h.segment].id == "MSH" and h.field == 10 for h in hits):
            out_control_id = self._hashed_control_id(control_id)
            segments[0].set_field(10, out_control_id)
        for (pos, n), reps in by_field.items():
            seg = segments[pos]
            seg.set_field(n, splice(seg.field(n), reps))
        return out_control_id

    def _label_ranges(self, raw: str, start: int, end: int,
                      label: str) -> list[tuple[int, int, str]]:
        """The label over ``raw[start:end]``, once per component it spans, so that the
        field keeps its structure."""
        d = self.d
        seps = {ch for ch in (d.component, d.subcomponent, d.repetition) if ch}
        out: list[tuple[int, int, str]] = []
        lo = start
        for i in range(start, end):
            if raw[i] in seps:
                if i > lo:
                    out.append((lo, i, label))
                lo = i + 1
        if end > lo:
            out.append((lo, end, label))
        return out

    def _message_type(self, raw: str) -> str:
        """``ORU^R01`` from a raw MSH-9."""
        comps = split_field(raw, self.d)[0]
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
        elif action in ("hash", "name", "address", "telecom", "org", "coded", "location"):
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
            new = s.for_type(label, text)
            assert new is not None  # each label of this branch has a surrogate
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
            if self._seg_shifted or shapes.check(raw, value_type, self.d).verdict != (
                    shapes.FIT):
                self._scrub_field(seg, n, raw)  # not the number or code it says it is
            elif value_type in ("NM", "SN") and (per_year := self._age_units(seg)):
                self._cap_age_value(seg, n, raw, value_type, per_year)
        elif value_type in DATE_TYPES:
            self._dates(seg, n, raw, "date-shift", False)
        elif value_type in STRUCTURED_VALUE_TYPES:
            action, data_type = STRUCTURED_VALUE_TYPES[value_type]
            rule = FieldRule(action, type=data_type, role="other")  # type: ignore[arg-type]
            self._structured(seg, n, raw, action, rule)
        elif value_type == "ED":
            if self.deid.hl7.binary_payloads == "remove":
                edit = self._edit(seg, n, raw)
                for r, rep in enumerate(edit.reps):
                    if len(rep) >= 5 and any(rep[4]):
                        rep[4] = [""]
                        edit.dirty = True
                    elif r and len(rep) < 5 and any(any(comp) for comp in rep):
                        # a payload too long for one repetition, continued in the next
                        edit.reps[r] = [[""]]
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

    def _age_units(self, seg: Segment) -> float | None:
        """Units per year of the observation when it is a person's age: OBX-3 is one of
        the LOINC age codes or its text names an age, and OBX-6 is a unit of time (or
        none: years) ("21612-7^Age Time Patient Reported^LN", "^Age at onset"; not
        "Gestational age", "Bone age"); None otherwise."""
        ident = self._text(seg.field(3)).split(self.d.component)
        code, label = ident[0].strip(), " ".join(ident[1:3]).lower()
        if code not in AGE_CODES and (_regex.search(_AGE_LABEL, label) is None
                                      or any(word in label for word in _NOT_PERSON_AGE)):
            return None
        unit = self._text(seg.field(6)).split(self.d.component)[0].strip().lower()
        return AGE_UNITS.get(unit)

    def _cap_age_value(self, seg: Segment, n: int, raw: str, value_type: str,
                       per_year: float) -> None:
        """An age of 90 years or more is written as 90 years in its own unit (Safe
        Harbor's single category for those ages), keeping the field a number: NM "97" ->
        "90", "1100" months -> "1080", SN "^97" -> ">=^90"."""
        if self.mode == "limited-data-set":
            return
        text = self._text(raw).strip()
        if value_type == "NM":
            number = text
        else:
            parts = text.split(self.d.component)
            number = parts[1].strip() if len(parts) > 1 else ""
        try:
            age = float(number)
        except ValueError:
            return
        if age < AGE_CAP * per_year:
            return
        cap = str(round(AGE_CAP * per_year))
        seg.set_field(n, cap if value_type == "NM" else f">={self.d.component}{cap}")
        self.counts["AGE"] += 1

    # -- free text -----------------------------------------------------------------------
    def _whole_piece(self, seg: Segment, n: int, raw: str, line_breaks: bool) -> Piece:
        mapped = unescape_mapped(raw, self.d, self.codec, structural=True)

        def write(value: str, seg: Segment = seg, n: int = n) -> None:
            seg.set_field(n, value)

        return Piece(mapped, write, seg.index, n, line_breaks, structural=True)

    def _narrative(self, seg: Segment, n: int, raw: str, key: tuple[str, ...], *,
                   line_breaks: bool) -> None:
        piece = self._whole_piece(seg, n, raw, line_breaks)
        if key == self._group_key and seg.index == self._group_segment + 1:
            self.units[-1].pieces.append(piece)
        else:
            self.units.append(TextUnit(seg.location(n), [piece], self.offset))
        self._group_key = key
        self._group_segment = seg.index

    def _scrub_field(self, seg: Segment, n: int, raw: str) -> None:
        """Free text in a structured place: dates inside are shifted, the rest scrubbed.
        A field the map does not know that holds an XPN name or a coded value with a
        known coding system is treated as such (``HeaderFacts.shaped_fields``)."""
        shaped = self.facts.shaped_fields.get((seg.index, n)) if self.facts else None
        if shaped is not None:
            rule = _SHAPED_RULES[shaped]
            self._structured(seg, n, raw, rule.action, rule)
            return
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
                        self.generated_dates.add((seg.index, n))
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

    def _scrub(self, units: list[TextUnit]) -> None:
        """Scrub every unit of the message in one recognizer call.

        The units are joined with a blank line between them: each keeps its own lines,
        a name found in one (a field, a report) is searched for in all the others, and
        the per-call cost of the recognizers is paid once per message instead of once
        per report. A span is cut back to the unit it starts in, and any part of it in
        a following unit is replaced there as well."""
        texts = [unit.text() for unit in units]
        if not any(text.strip() for text in texts):
            return
        self._where = units[0].name if len(units) == 1 else "free text"
        joined = UNIT_BREAK.join(texts)
        facts = self.facts
        lexicon = facts.lexicon if facts is not None else self.context_lexicon()
        doc, spans, _candidates = self.deid.scrubber.analyze(joined, lexicon)
        spans = self._across_wraps(units, texts, joined, lexicon, doc, spans)
        if not spans:
            return
        if self.surrogates is not None:
            self.surrogates.add_originals(
                w.strip(".,;:()'\"") for sp in spans if sp.type == "NAME"
                for w in joined[sp.start:sp.end].split())
        base = 0
        for unit, text in zip(units, texts, strict=True):
            end = base + len(text)
            own = [dataclasses.replace(sp, start=lo - base, end=hi - base)
                   for sp in spans
                   for lo, hi in ((max(sp.start, base), min(sp.end, end)),) if hi > lo]
            if own:
                self._where = unit.name
                self.offset = unit.shift_days
                apply_spans(unit, own, self._replacement, self.d, self.trace)
            base = end + len(UNIT_BREAK)

    def _across_wraps(self, units: list[TextUnit], texts: list[str], joined: str,
                      lexicon: DocumentLexicon | None, doc: Document,
                      spans: list[Span]) -> list[Span]:
        """Add what the recognizers find when lines cut mid-word are joined again.

        The text is scrubbed a second time with those line breaks removed, and the
        spans of both readings are merged: a break may also fall between two words
        whose blank the sender dropped, so neither reading alone is safe."""
        cuts: list[int] = []
        base = 0
        for unit, text in zip(units, texts, strict=True):
            cuts.extend(base + w for w in unit.word_wraps())
            base += len(text) + len(UNIT_BREAK)
        if not cuts:
            return spans
        pieces = []
        prev = 0
        for cut in cuts:
            pieces.append(joined[prev:cut])
            prev = cut + 1
        pieces.append(joined[prev:])
        _doc, rejoined, _candidates = self.deid.scrubber.analyze("".join(pieces), lexicon)
        # A character at offset v of the rejoined text sits at v + (cuts before it).
        shifts = [cut - i for i, cut in enumerate(cuts)]

        def back(v: int) -> int:
            return v + bisect.bisect_right(shifts, v)

        mapped = [dataclasses.replace(sp, start=back(sp.start), end=back(sp.end - 1) + 1)
                  for sp in rejoined]
        return resolve_overlaps(doc, [*spans, *mapped])

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
        new = str(AGE_CAP) if typ == "AGE" else s.for_type(typ, text)
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
        self.generated_dates.add((seg.index, n))

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
            if role in ("keep", "state"):
                changed |= self._kept_component(seg, n, data_type, c, rep, edit, r)
                continue
            if role in _HANDLED_ROLES:
                continue
            if role == "remove":
                rep[c] = [""]
                changed = True
            elif role == "room":
                if self.deid.config.scrub.redact_room_numbers:
                    rep[c] = [""]
                    changed = True
                    self.counts["LOCATION"] += 1
                else:
                    changed |= self._kept_component(seg, n, data_type, c, rep, edit, r)
            elif role == "ward":
                for s_i, sub in enumerate(comp):
                    if sub and not self._ward_kept(s_i, sub):
                        self._leaf_piece(seg, n, edit, r, c, s_i)
            elif role == "id":
                changed |= self._identifier(comp, data_type)
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
                changed = self._shift_component(seg, n, comp) or changed
            elif role == "cnn":
                sub_rep = [[x] for x in comp]
                if self._walk(seg, n, edit, r, sub_rep, "CNN", "name", gender):
                    rep[c] = [x[0] for x in sub_rep]
                    changed = True
        return changed

    def _ward_kept(self, s_i: int, sub: str) -> bool:
        """Whether subcomponent ``s_i`` of a ward (PL-1, an HD) stays as it came: a code
        of one word ("4W", "MICU") or an authority that fits the HD; words are read as
        text ("Eureka Springs", "4 East, room 136")."""
        if s_i:
            return shapes.kept_component("HD", s_i, [sub], self.d) == shapes.FIT
        return " " not in sub.strip() and shapes.code_value(sub, self.d)

    def _identifier(self, comp: list[str], data_type: str) -> bool:
        """Pseudonymise an identifier component. Its first subcomponent is the value; in
        an EIP or a PL's location identifier (an EI written in subcomponents) the others
        are the assigning authority (kept when they are codes); any
        other subcomponent of an identifier is not supposed to be there and is hashed
        too (``&MRN123`` must not survive because the value slipped one place)."""
        changed = False
        for s_i, sub in enumerate(comp):
            if not sub:
                continue
            if s_i and data_type in ("EIP", "PL") and shapes.kept_component(
                    "EI", s_i, [sub], self.d) == shapes.FIT:
                continue
            comp[s_i] = self._escaped(self._pseudonym(self._text(sub)))
            changed = True
            self.counts["ID"] += 1
        return changed

    def _free_text_code(self, data_type: str, c: int, comp: list[str]) -> bool:
        """A sentence where a coded value's identifier belongs: three words of letters or
        more, one of them in lower case ("Titrate to MAP >= 65"); "MRN12345 Smith" is
        dropped as any other misfit."""
        if c != 0 or data_type not in datatypes.CODED_TYPES:
            return False
        words = [w for w in self._text(" ".join(x for x in comp if x)).split()
                 if sum(ch.isalpha() for ch in w) >= 2]
        return len(words) >= 3 and any(w.isalpha() and w.islower() for w in words)

    def _kept_component(self, seg: Segment, n: int, data_type: str, c: int,
                        rep: list[list[str]], edit: _Edit, r: int) -> bool:
        """A component the action keeps must be what its type says (a code, an authority);
        dates in it are shifted. Anything else was moved there and is dropped, except
        instructions written where a code belongs (RXE-7, RXO-7 "Take 1 tablet at
        bedtime"): senders put them there, and they are scrubbed as text (a coded field's
        repetition ``rep`` is ``edit.reps[r]``)."""
        comp = rep[c]
        verdict = shapes.kept_component(data_type, c, comp, self.d)
        if verdict == shapes.FIT:
            return False
        if verdict == shapes.MISFIT:
            if self._free_text_code(data_type, c, comp):
                for s_i, sub in enumerate(comp):
                    if sub:
                        self._leaf_piece(seg, n, edit, r, c, s_i)
                return False
            rep[c] = [""]
            self.counts["PHI"] += 1
            return True
        return self._shift_component(seg, n, comp)

    def _shift_component(self, seg: Segment, n: int, comp: list[str]) -> bool:
        """Shift every subcomponent of a date component in place; the field's dates are
        then the de-identifier's own (the final check does not look for them)."""
        self.generated_dates.add((seg.index, n))
        changed = False
        for s_i, sub in enumerate(comp):
            if sub:
                new = self._date_value(sub, "date-shift", False)
                if new != sub:
                    comp[s_i] = new
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
            elif role == "state":
                if _state_sized(text):
                    continue
                new = ""  # a British or Irish county ("Fellmarsh"): smaller than a state
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

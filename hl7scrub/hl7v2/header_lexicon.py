"""The per-message lexicon: who the message is about, read from its header segments.

Every field the field map treats as a name, identifier, date, address, telecom or
organisation contributes its values (all repetitions, all components) to a
:class:`DocumentLexicon`, which the recognizer core uses to find the same values in the
narrative in any surface form. The same pass finds the patient key (the identifier the
date shift and surrogates are keyed on), the patient's sex and the message date.
"""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass, field

from hl7scrub._types import DocumentLexicon, NameRole, PersonName
from hl7scrub.hl7v2.dtm import parse_hl7_date
from hl7scrub.hl7v2.escape import unescape
from hl7scrub.hl7v2.fieldmap import FieldMap, FieldRule
from hl7scrub.hl7v2.parse import Delimiters, ParsedMessage, Segment

#: Identifiers shorter than this, or without a digit and shorter than
#: ``MIN_ALPHA_ID_LENGTH``, are not searched for in narrative (a set ID "1" would be).
MIN_ID_LENGTH = 4
MIN_ALPHA_ID_LENGTH = 6

_NAME_COMPONENTS: dict[str, tuple[int, int, int, int, int]] = {
    # type: (family, given, middle, suffix, prefix) component numbers
    "XPN": (1, 2, 3, 4, 5),
    "PN": (1, 2, 3, 4, 5),
    "XCN": (2, 3, 4, 5, 6),
    "PPN": (2, 3, 4, 5, 6),
    "CNN": (2, 3, 4, 5, 6),
}


@dataclass
class HeaderFacts:
    lexicon: DocumentLexicon
    #: Identifier the date shift and surrogates are keyed on ("" when none was found).
    patient_key: str = ""
    #: Segment index of each later PID -> its own key (a message about several patients).
    other_patients: dict[int, str] = field(default_factory=dict)
    patient_gender: str = ""
    #: Message date (MSH-7), the reference for ages.
    reference: _dt.date | None = None
    #: casefolded given name -> "F"/"M" from the header.
    given_genders: dict[str, str] = field(default_factory=dict)
    #: (segment index, field) -> "XPN"/"XCN"/"CWE" for fields the map does not know
    #: that hold a person's name (``FAMILY^GIVEN^MIDDLE^^^^L`` in a Z-segment or a
    #: query) or a coded value of a known coding system (``12345^Aspirin^RXNORM``).
    shaped_fields: dict[tuple[int, int], str] = field(default_factory=dict)


#: HL7 table 0200 (name type): a code in component 7 marks a value as an XPN name.
#: Some senders write the type as a word ("CURRENT", "PREVIOUS").
NAME_TYPE_CODES = frozenset({"A", "B", "BAD", "C", "D", "F", "I", "K", "L", "M", "MSK", "N",
                             "NAV", "NB", "NOUSE", "P", "R", "REL", "S", "T", "TEMP", "U",
                             "CURRENT", "PREVIOUS", "LEGAL", "ALIAS", "MAIDEN", "PREFERRED",
                             "BIRTH", "NICKNAME", "OFFICIAL", "USUAL"})
_NAME_PART_MAX = 40


def _name_part(value: str) -> bool:
    return (len(value) <= _NAME_PART_MAX and any(ch.isalpha() for ch in value)
            and all(ch.isalpha() or ch in " -'." for ch in value) and len(value.split()) <= 3)


def _forms(value: str) -> list[str]:
    """A name part as written and each of its words, case-folded ("Stavros-Mbeki")."""
    folded = value.casefold()
    return [folded, *folded.replace("-", " ").split()]


#: Coding systems (HL7 table 0396 and common spellings) that make ``code^text^system``
#: a coded value; local systems are written 99xxx or L.
CODING_SYSTEMS = frozenset({
    "LN", "LOINC", "SCT", "SNM", "SNM3", "SNOMED", "SNOMEDCT", "SNOMED-CT", "I9", "I9C",
    "I9CM", "I10", "I10C", "I10P", "ICD9", "ICD9CM", "ICD10", "ICD10CM", "ICD10PCS",
    "ICD-9-CM", "ICD-10", "ICD-10-CM", "ICD-10-PCS", "CPT", "CPT4", "CPT-4", "C4", "C5",
    "HCPCS", "HCPT", "NDC", "RXNORM", "RXN", "CVX", "MVX", "NCIT", "UCUM", "NUBC", "NUCC",
    "UMLS", "MEDDRA", "NDFRT", "NDF-RT", "ATC", "DCM", "RADLEX", "ISO+", "ANS+", "L"})


def coded_shaped(comps: list[str]) -> bool:
    """``code^text^system`` (CWE-1..3, optionally the alternate triplet after it) with a
    code made of code characters and a known or local (99xxx, HL7nnnn) coding system."""
    if len(comps) < 3 or len(comps) > 9 or not comps[0] or not comps[2]:
        return False
    code, system = comps[0], comps[2].upper()
    if len(code) > 20 or " " in code or not all(ch.isalnum() or ch in ".-_:" for ch in code):
        return False
    return system in CODING_SYSTEMS or system.startswith("99") or (
        system.startswith("HL7") and system[3:].isdigit())


def name_shaped(comps: list[str], known: frozenset[str]) -> str:
    """The name type ("XPN", "XCN") of one repetition of a field the map does not know
    that is a person's name, or "". XPN: family and given (or middle) in components 1-3,
    words only, short suffix and prefix, nothing after component 7; XCN: the same after
    an identifier with digits (``DR4471^FAMILY^GIVEN``), short codes after it. It also
    needs a sign that it is a name: a name type code (XPN-7, XCN-10) or a word of a name
    the header already gave (a relative sharing the patient's surname).
    "ALLERGY^PENICILLIN" has neither, "Y^Yes^HL70136" has digits."""
    if not comps:
        return ""
    def at(k: int) -> str:
        return comps[k] if len(comps) > k else ""

    if comps[0] and any(ch.isdigit() for ch in comps[0]):
        tail = comps[6:]
        if all(len(c) <= 12 and " " not in c for c in tail) and _person(
                comps[1:6], at(6), at(9), known):
            return "XCN"
        return ""
    if not any(comps[7:]) and _person(comps[:5], at(5), at(6), known):
        return "XPN"
    return ""


#: Prefixes (XPN-5, XCN-6) and degrees (XPN-6, XCN-7) that only a person has.
_PERSON_PREFIXES = frozenset({"DR", "MR", "MRS", "MS", "MISS", "MX", "PROF", "REV", "SR",
                              "SIR", "FR"})
_PERSON_DEGREES = frozenset({
    "MD", "DO", "RN", "NP", "PA", "PA-C", "PHARMD", "RPH", "DDS", "DMD", "PHD", "DPM", "OD",
    "DC", "DPT", "PT", "OT", "LPN", "LVN", "CNA", "CNM", "CRNA", "APRN", "FNP", "LCSW",
    "LICSW", "MSW", "PSYD", "CCRP", "CCRC", "RHIT", "RHIA", "CPHT", "RT", "RRT", "MA", "BSN",
    "MSN", "DNP", "MBBS", "MPH"})


def _person(comps: list[str], degree: str, name_type: str, known: frozenset[str]) -> bool:
    """Family, given, middle, suffix, prefix: a name when its parts are words and a name
    type code, a title, a degree or a known word says it is one."""
    parts = comps[:3]
    if not parts or not parts[0] or sum(1 for p in parts if p) < 2:
        return False
    if not all(_name_part(p) for p in parts if p):
        return False
    if any(len(c) > 6 or not c.replace(".", "").isalpha() for c in comps[3:5] if c):
        return False
    if name_type:
        return name_type.upper() in NAME_TYPE_CODES
    prefix = comps[4].replace(".", "").upper() if len(comps) > 4 else ""
    if prefix in _PERSON_PREFIXES or degree.replace(".", "").upper() in _PERSON_DEGREES:
        return True
    return any(w in known for p in parts for w in _forms(p))


def split_field(raw: str, d: Delimiters) -> list[list[list[str]]]:
    """Repetitions -> components -> subcomponents of a raw field."""
    reps = raw.split(d.repetition) if d.repetition else [raw]
    out: list[list[list[str]]] = []
    for rep in reps:
        comps = rep.split(d.component) if d.component else [rep]
        out.append([c.split(d.subcomponent) if d.subcomponent else [c] for c in comps])
    return out


class _Collector:
    def __init__(self, msg: ParsedMessage) -> None:
        self.msg = msg
        self.d = msg.delimiters
        self.codec = msg.codec
        self.lex = DocumentLexicon()
        self.given_genders: dict[str, str] = {}

    def text(self, raw: str) -> str:
        return unescape(raw, self.d, self.codec).strip()

    def comp(self, rep: list[list[str]], n: int) -> str:
        if n > len(rep):
            return ""
        return self.text(rep[n - 1][0]) if rep[n - 1] else ""

    def add(self, values: list[str], value: str) -> None:
        if value and value not in values:
            values.append(value)

    def identifier(self, value: str) -> None:
        value = value.strip()
        if len(value) >= MIN_ID_LENGTH and (
                any(c.isdigit() for c in value) or len(value) >= MIN_ALPHA_ID_LENGTH):
            self.add(self.lex.identifiers, value)

    def date(self, raw: str) -> None:
        parsed = parse_hl7_date(self.text(raw), min_digits=8)
        if parsed is not None and parsed.day is not None and parsed.month is not None:
            self.add(self.lex.dates, f"{parsed.year:04d}-{parsed.month:02d}-{parsed.day:02d}")

    def name(self, comps: list[list[str]], data_type: str, role: NameRole,
             gender: str) -> None:
        fam_n, giv_n, mid_n, suf_n, pre_n = _NAME_COMPONENTS[data_type]
        family = self.comp(comps, fam_n)
        given = self.comp(comps, giv_n)
        middle = self.comp(comps, mid_n)
        if data_type in ("XCN", "PPN", "CNN"):
            ident = self.comp(comps, 1)
            self.identifier(ident)
            if (ident and family and not given and len(ident) > 1
                    and not any(c.isdigit() for c in ident)):
                # A name written where the ID belongs ("SMITH^JOHN" in an XCN field).
                family, given = ident, family
        if family or given or middle:
            self.add_name(PersonName(family=family, given=given, middle=middle,
                                     suffix=self.comp(comps, suf_n),
                                     prefix=self.comp(comps, pre_n), role=role,
                                     gender=gender))
            if given and gender in ("F", "M"):
                for word in given.split():
                    self.given_genders.setdefault(word.casefold(), gender)

    def add_name(self, person: PersonName) -> None:
        if person not in self.lex.names:
            self.lex.names.append(person)

    def field(self, seg: Segment, rule: FieldRule, raw: str) -> None:
        action, t = rule.action, rule.type
        if action in ("date-shift", "year-only"):
            for rep in split_field(raw, self.d):
                for comp in rep:
                    self.date(comp[0])
            return
        if action == "redact":
            value = self.text(raw.replace(self.d.component, " ") if self.d.component else raw)
            target = {"LOCATION": self.lex.locations, "ADDRESS": self.lex.addresses,
                      "ORG": self.lex.organizations, "ID": self.lex.identifiers,
                      "PHONE": self.lex.phones, "EMAIL": self.lex.emails}.get(rule.label)
            if target is not None:
                self.add(target, value)
            return
        gender = ""
        if rule.gender:
            gender = self.text(seg.field(rule.gender))[:1].upper()
            gender = gender if gender in ("F", "M") else ""
        for rep in split_field(raw, self.d):
            if action == "name":
                if t == "NDL":
                    if rep and rep[0]:
                        self.name([[s] for s in rep[0]], "CNN", rule.role, gender)
                    for n in (2, 3):
                        if n <= len(rep):
                            self.date(rep[n - 1][0])
                else:
                    self.name(rep, t, rule.role, gender)
            elif action == "hash":
                if t == "EIP":
                    for comp in rep[:2]:
                        self.identifier(self.text(comp[0]))
                elif t == "HD":
                    for n in (1, 2):
                        self.identifier(self.comp(rep, n))
                else:
                    self.identifier(self.comp(rep, 1))
            elif action == "address":
                street = " ".join(self.text(s) for s in rep[0] if s.strip()) if rep else ""
                self.add(self.lex.addresses, street)
                self.add(self.lex.addresses, self.comp(rep, 2))
                self.add(self.lex.locations, self.comp(rep, 3))
                self.add(self.lex.locations, self.comp(rep, 5))
            elif action == "telecom":
                self.telecom(rep)
            elif action == "org":
                self.add(self.lex.organizations, self.comp(rep, 1))
                self.identifier(self.comp(rep, 3))
                self.identifier(self.comp(rep, 10))

    def telecom(self, rep: list[list[str]]) -> None:
        first = self.comp(rep, 1)
        if "@" in first:
            self.add(self.lex.emails, first)
        elif any(c.isdigit() for c in first):
            self.add(self.lex.phones, first)
        self.add(self.lex.emails, self.comp(rep, 4))
        area, local = self.comp(rep, 6), self.comp(rep, 7)
        if local:
            self.add(self.lex.phones, f"{area} {local}".strip() if area else local)
        unformatted = self.comp(rep, 12)
        if unformatted:
            self.add(self.lex.phones, unformatted)
        # a number or address one component off (``^(217) 555-0199``) is still one
        for n in range(2, len(rep) + 1):
            value = self.comp(rep, n)
            if "@" in value:
                self.add(self.lex.emails, value)
            elif n not in (5, 6, 7, 8) and sum(c.isdigit() for c in value) >= 7:
                self.add(self.lex.phones, value)


def _patient_key(pid: Segment, c: _Collector) -> str:
    ids = split_field(pid.field(3), c.d)
    chosen = ""
    for rep in ids:
        value = c.comp(rep, 1)
        if value and c.comp(rep, 5).upper() == "MR":
            chosen = value
            break
        if value and not chosen:
            chosen = value
    if chosen:
        return "id:" + chosen
    for n in (2, 4, 18):
        rep = split_field(pid.field(n), c.d)[0]
        value = c.comp(rep, 1)
        if value:
            return "id:" + value
    name = c.text(pid.field(5)).casefold()
    birth = c.text(pid.field(7))[:8]
    if name:
        return f"name:{name}|{birth}"
    return ""


#: Actions whose values are not names, identifiers, dates, places or telecoms.
_NOT_LEXICAL = frozenset({"keep", "remove", "scrub", "coded", "narrative", "observation",
                          "control-id", "zip3", "age"})


def collect(msg: ParsedMessage, field_map: FieldMap) -> HeaderFacts:
    """Lexicon and patient facts of a message (fields without a lexicon role are skipped)."""
    c = _Collector(msg)
    for seg in msg.segments:
        rules = field_map.rules(seg.id)
        if rules is None:
            continue
        count = seg.field_count
        for n in rules.acting:
            if n > count:
                break
            rule = rules.rule(n)
            if not rule.lexicon or rule.action in _NOT_LEXICAL:
                continue
            raw = seg.field(n)
            if raw and raw != '""':
                c.field(seg, rule, raw)
    facts = HeaderFacts(c.lex, given_genders=c.given_genders)
    unmapped = [seg for seg in msg.segments
                if field_map.rules(seg.id) is None and not seg.header_like]
    known = frozenset(w for person in c.lex.names
                      for part in (person.family, person.given, person.middle)
                      for w in _forms(part) if w) if unmapped else frozenset()
    for seg in unmapped:
        for n in seg.field_numbers():
            raw = seg.field(n)
            if c.d.component not in raw or c.d.subcomponent in raw:
                continue
            reps = [rep for rep in split_field(raw, c.d) if any(comp[0] for comp in rep)]
            texts = [[c.text(comp[0]) for comp in rep] for rep in reps]
            if texts and all(coded_shaped(t) for t in texts):
                facts.shaped_fields[(seg.index, n)] = "CWE"
                continue
            types = {name_shaped(t, known) for t in texts}
            if len(types) == 1 and "" not in types:
                name_type = types.pop()
                facts.shaped_fields[(seg.index, n)] = name_type
                for rep in reps:
                    c.name(rep, name_type, "other", "")
    pids = msg.all("PID")
    keys = [_patient_key(pid, c) for pid in pids]
    facts.patient_key = keys[0] if keys else ""
    facts.other_patients = {pid.index: key for pid, key in zip(pids[1:], keys[1:], strict=True)
                            if key}
    if pids:
        pid = pids[0]
        sex = c.text(pid.field(8))[:1].upper()
        facts.patient_gender = sex if sex in ("F", "M") else ""
    msh = msg.segments[0]
    ts = msh.field(7).split(c.d.component)[0] if c.d.component else msh.field(7)
    parsed = parse_hl7_date(c.text(ts))
    if parsed is not None:
        facts.reference = parsed.anchor
    return facts

"""Annotated (gold) documents and the file formats they come in.

Readers turn each format into :class:`GoldDocument` objects whose span offsets index the
document text; writers do the reverse so that hl7scrub output, or another tool's, can be
exchanged with annotation tools. Supported formats:

* ``physionet`` — the PhysioNet deid corpus layout (``id.text``, ``id-phi.phrase`` and,
  optionally, ``pid_patientname.txt``), Latin-1.
* ``vtt`` — NLM Visual Tagging Tool files: the text, then tag specifications, then one
  markup line per tagged string (seed 000, Figs 2-3).
* ``i2b2`` — i2b2/UTHealth 2014 style XML (``<TEXT>`` plus ``<TAGS>`` with start/end).
* ``brat`` — brat standoff: ``NAME.txt`` beside ``NAME.ann``.
* ``jsonl`` — one ``{"id", "text", "spans": [{"start", "end", "type"}]}`` object per line.

Every reader fails closed: an offset outside the text or a tagged string that does not
match the text raises :class:`~hl7scrub.exceptions.InputError` naming file and line.
"""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from hl7scrub._types import PHI_TYPES, DocumentLexicon, PersonName, PhiType, Span
from hl7scrub.exceptions import InputError

GoldRole = Literal["phi", "provider", "excluded"]
FORMATS: tuple[str, ...] = ("physionet", "vtt", "i2b2", "brat", "jsonl")
WRITABLE_FORMATS: tuple[str, ...] = ("vtt", "i2b2", "brat", "jsonl")


@dataclass(frozen=True, slots=True)
class GoldSpan:
    """One annotated string ``[start, end)`` with the annotator's label."""

    start: int
    end: int
    type: str
    text: str = ""


@dataclass
class GoldDocument:
    """A text with its annotations.

    ``patient`` groups documents for patient-level resampling; ``names`` holds the
    registered names of the people the document is about (for PhysioNet the patient's
    name from ``pid_patientname.txt``), which a caller passes to the scrubber the way an
    HL7 header would be.
    """

    id: str
    text: str
    annotations: list[GoldSpan] = field(default_factory=list)
    patient: str = ""
    names: list[PersonName] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.patient:
            self.patient = self.id

    def lexicon(self) -> DocumentLexicon:
        """The per-document lexicon a production caller would supply."""
        return DocumentLexicon(names=list(self.names))


@dataclass(frozen=True, slots=True)
class GoldTypeInfo:
    """How an annotation label is scored.

    ``role`` is ``phi`` for identifiers that must be removed, ``provider`` for
    clinician identifiers (not patient PHI; reported apart and left out of the overall
    figures, seed 002 §3.9) and ``excluded`` for labels Safe Harbor does not cover
    (profession, state, country).
    """

    phi_type: PhiType
    role: GoldRole = "phi"


# Labels are compared case-folded; a label unknown here counts as PHI of type PHI.
_TYPE_TABLE: dict[str, GoldTypeInfo] = {
    # PhysioNet deid corpus
    "hcpname": GoldTypeInfo("NAME", "provider"),
    "ptname": GoldTypeInfo("NAME"),
    "ptnameinitial": GoldTypeInfo("NAME"),
    "relativeproxyname": GoldTypeInfo("NAME"),
    "date": GoldTypeInfo("DATE"),
    "dateyear": GoldTypeInfo("DATE"),
    "location": GoldTypeInfo("LOCATION"),
    "phone": GoldTypeInfo("PHONE"),
    "age": GoldTypeInfo("AGE"),
    "other": GoldTypeInfo("PHI"),
    # NLM Scrubber / VTT
    "personalname": GoldTypeInfo("NAME"),
    "personalname/patient": GoldTypeInfo("NAME"),
    "personalname/provider": GoldTypeInfo("NAME", "provider"),
    "alphanumericid": GoldTypeInfo("ID"),
    "age-pii": GoldTypeInfo("AGE"),
    "address": GoldTypeInfo("ADDRESS"),
    "organization": GoldTypeInfo("ORG"),
    "employer": GoldTypeInfo("ORG"),
    # i2b2/UTHealth 2014 (TYPE attribute)
    "patient": GoldTypeInfo("NAME"),
    "doctor": GoldTypeInfo("NAME", "provider"),
    "username": GoldTypeInfo("NAME", "provider"),
    "profession": GoldTypeInfo("PHI", "excluded"),
    "room": GoldTypeInfo("LOCATION"),
    "department": GoldTypeInfo("LOCATION"),
    "hospital": GoldTypeInfo("LOCATION"),
    "street": GoldTypeInfo("ADDRESS"),
    "city": GoldTypeInfo("LOCATION"),
    "state": GoldTypeInfo("LOCATION", "excluded"),
    "country": GoldTypeInfo("LOCATION", "excluded"),
    "zip": GoldTypeInfo("ADDRESS"),
    "location-other": GoldTypeInfo("LOCATION"),
    "fax": GoldTypeInfo("PHONE"),
    "ipaddr": GoldTypeInfo("IP"),
    "ssn": GoldTypeInfo("ID"),
    "medicalrecord": GoldTypeInfo("ID"),
    "healthplan": GoldTypeInfo("ID"),
    "account": GoldTypeInfo("ID"),
    "license": GoldTypeInfo("ID"),
    "vehicle": GoldTypeInfo("ID"),
    "device": GoldTypeInfo("ID"),
    "bioid": GoldTypeInfo("ID"),
    "idnum": GoldTypeInfo("ID"),
    "contact": GoldTypeInfo("PHONE"),
}
for _t in PHI_TYPES:
    _TYPE_TABLE.setdefault(_t.casefold(), GoldTypeInfo(_t))

#: Labels that mark text as explicitly *not* identifying (VTT's npii, the clear tag).
NON_PHI_LABELS: frozenset[str] = frozenset({"npii", "text/clear", "non-phi", "o"})


def gold_type_info(label: str) -> GoldTypeInfo:
    """Scoring information for an annotation label (unknown labels count as PHI)."""
    key = label.casefold()
    if key in _TYPE_TABLE:
        return _TYPE_TABLE[key]
    head = key.split("/", 1)[0]
    return _TYPE_TABLE.get(head, GoldTypeInfo("PHI"))


def as_prediction_spans(doc: GoldDocument, recognizer: str = "gold") -> list[Span]:
    """A gold document's annotations as scrubber spans (to score another tool's output)."""
    out: list[Span] = []
    for a in doc.annotations:
        if a.type.casefold() in NON_PHI_LABELS or a.end <= a.start:
            continue
        out.append(Span(a.start, a.end, gold_type_info(a.type).phi_type, recognizer,
                        1.0, a.type))
    return out


# ---------------------------------------------------------------------------- helpers


def _check_span(text: str, start: int, end: int, tagged: str | None, source: str,
                line: int) -> None:
    if not 0 <= start < end <= len(text):
        raise InputError(f"annotation [{start},{end}) lies outside the text "
                         f"({len(text)} characters)", source=source, line=line)
    if tagged is not None and tagged != "":
        actual = text[start:end]
        if " ".join(actual.split()) != " ".join(tagged.split()):
            raise InputError(f"annotated string at [{start},{end}) does not match the text",
                             source=source, line=line)


def _line_of(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


def _patient_map(directory: Path) -> dict[str, str]:
    """Optional ``patients.tsv`` (``document-id<TAB>patient``) beside per-file formats."""
    path = directory / "patients.tsv"
    mapping: dict[str, str] = {}
    if not path.is_file():
        return mapping
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip() or line.startswith("#"):
            continue
        parts = line.split("\t")
        if len(parts) != 2 or not parts[0] or not parts[1]:
            raise InputError("expected 'document-id<TAB>patient'", source=str(path),
                             line=number)
        mapping[parts[0]] = parts[1]
    return mapping


def _files(path: Path, suffix: str) -> list[Path]:
    if path.is_file():
        return [path]
    if path.is_dir():
        return sorted(p for p in path.iterdir() if p.suffix.lower() == suffix and p.is_file())
    raise InputError("no such file or directory", source=str(path))


def _read_text(path: Path, encoding: str = "utf-8") -> str:
    try:
        with open(path, encoding=encoding, newline="") as fh:
            return fh.read()
    except UnicodeDecodeError as exc:
        raise InputError(f"not valid {encoding}", source=str(path), offset=exc.start) from None
    except OSError as exc:
        raise InputError(f"cannot read: {exc.strerror}", source=str(path)) from None


def _default_patient(doc_id: str) -> str:
    """i2b2 2014 files are named PATIENT-RECORD (e.g. 220-03); others stand alone."""
    head, sep, tail = doc_id.partition("-")
    if sep and head.isdigit() and tail.isdigit():
        return head
    return doc_id


# -------------------------------------------------------------------------- PhysioNet

_START = "START_OF_RECORD="
_END = "||||END_OF_RECORD"


def read_physionet(path: str | Path, encoding: str = "latin-1") -> list[GoldDocument]:
    """The PhysioNet deid layout: a directory holding ``id.text`` and ``id-phi.phrase``.

    Document ids are ``PATIENT-NOTE``; ``pid_patientname.txt``, when present, gives each
    patient's registered name.
    """
    root = Path(path)
    text_path = root if root.is_file() else root / "id.text"
    root = text_path.parent
    raw = _read_text(text_path, encoding)
    docs: dict[tuple[str, str], GoldDocument] = {}
    pos = 0
    while True:
        start = raw.find(_START, pos)
        between = raw[pos:start if start >= 0 else len(raw)]
        if between.strip():
            raise InputError("text outside a record", source=str(text_path),
                             line=_line_of(raw, pos + len(between) - len(between.lstrip())))
        if start < 0:
            break
        header_end = raw.find("\n", start)
        if header_end < 0:
            raise InputError("record header without a body", source=str(text_path),
                             line=_line_of(raw, start))
        header = raw[start + len(_START):header_end].strip().split("||||")
        if len(header) < 2 or not header[0] or not header[1]:
            raise InputError("record header is not PATIENT||||NOTE||||",
                             source=str(text_path), line=_line_of(raw, start))
        body_start = header_end + 1
        end = raw.find(_END, body_start)
        if end < 0:
            raise InputError("record without END_OF_RECORD", source=str(text_path),
                             line=_line_of(raw, start))
        patient, note = header[0], header[1]
        if (patient, note) in docs:
            raise InputError(f"record {patient}-{note} appears twice", source=str(text_path),
                             line=_line_of(raw, start))
        docs[(patient, note)] = GoldDocument(f"{patient}-{note}", raw[body_start:end],
                                             patient=patient)
        pos = end + len(_END)

    phrase_path = root / "id-phi.phrase"
    if phrase_path.is_file():
        for number, line in enumerate(_read_text(phrase_path, encoding).split("\n"), start=1):
            line = line.rstrip("\r")
            if not line.strip():
                continue
            parts = line.split(" ", 5)
            if len(parts) < 5:
                raise InputError("expected 'patient note start end TYPE phrase'",
                                 source=str(phrase_path), line=number)
            patient, note, s, e, label = parts[:5]
            phrase = parts[5] if len(parts) > 5 else None
            doc = docs.get((patient, note))
            if doc is None:
                raise InputError(f"annotation for unknown record {patient}-{note}",
                                 source=str(phrase_path), line=number)
            try:
                start_i, end_i = int(s), int(e)
            except ValueError:
                raise InputError("start and end must be integers", source=str(phrase_path),
                                 line=number) from None
            _check_span(doc.text, start_i, end_i, phrase, str(phrase_path), number)
            doc.annotations.append(GoldSpan(start_i, end_i, label, doc.text[start_i:end_i]))

    names_path = root / "pid_patientname.txt"
    if names_path.is_file():
        names: dict[str, PersonName] = {}
        for number, line in enumerate(_read_text(names_path, encoding).splitlines(), start=1):
            if not line.strip():
                continue
            parts = line.split("||||")
            if len(parts) != 3:
                raise InputError("expected 'patient||||FIRST||||LAST'", source=str(names_path),
                                 line=number)
            names[parts[0].strip()] = PersonName(family=parts[2].strip(),
                                                 given=parts[1].strip())
        for (patient, _note), doc in docs.items():
            if patient in names:
                doc.names = [names[patient]]
    for doc in docs.values():
        doc.annotations.sort(key=lambda a: (a.start, -a.end))
    return list(docs.values())


# -------------------------------------------------------------------------------- VTT

_VTT_RULE = "#<" + "-" * 70 + ">"
_VTT_TAG_HEADER = "#<Name|Category|Bold|Italic|Underline|Display|FR|FG|FB|BR|BG|BB|" \
                  "FontFamily|FontSize>"
_VTT_MARKUP_HEADER = "#<Offset|Length|TagName|Category|Annotation|Tagged Text>"
# Background colours for tags we write (annotation tools only use them for display).
_VTT_COLOURS: dict[str, tuple[int, int, int]] = {
    "NAME": (255, 0, 0), "DATE": (255, 255, 102), "AGE": (0, 100, 0), "ID": (255, 192, 203),
    "PHONE": (255, 165, 0), "ADDRESS": (0, 128, 255), "LOCATION": (0, 160, 255),
    "ORG": (0, 176, 240),
}


def _vtt_label(tag: str, category: str) -> str:
    return f"{tag}/{category}" if category else tag


def parse_vtt(content: str, doc_id: str, source: str = "") -> GoldDocument:
    """Parse one VTT document.

    The text runs from the ``#<Text Content>`` block (or the start of the file) up to the
    first structural line; only lines that begin with ``#<`` are structural, so a note
    whose problem list starts lines with ``#1`` keeps them. Markup lines are
    ``offset|length|tag|category|annotation|text`` (VTT 2010) or tab-separated
    ``offset length tag category text`` (seed 000, Fig. 3).
    """
    lines = content.split("\n")
    starts: list[int] = []
    pos = 0
    for line in lines:
        starts.append(pos)
        pos += len(line) + 1
    first = 0
    for i, line in enumerate(lines):
        if line.strip() == "#<Text Content>":
            first = i + 1
            if first < len(lines) and lines[first].startswith("#<-"):
                first += 1
            break
    last = len(lines)
    for i in range(first, len(lines)):
        if lines[i].startswith("#<"):
            last = i
            break
    text_start = starts[first] if first < len(lines) else len(content)
    text_end = starts[last] if last < len(lines) else len(content)
    text = content[text_start:text_end]
    if last < len(lines) and text.endswith("\n"):
        text = text[:-1]
    doc = GoldDocument(doc_id, text, patient=_default_patient(doc_id))
    for number in range(last, len(lines)):
        line = lines[number].rstrip("\r")
        if not line.strip() or line.startswith("#"):
            continue
        piped = line.split("|", 1)[0].strip().isdigit()
        fields = line.split("|", 5) if piped else line.split("\t", 4)
        if not fields[0].strip().lstrip("-").isdigit():
            continue  # a tag configuration line
        if len(fields) < 3:
            raise InputError("markup line needs offset, length and tag", source=source,
                             line=number + 1)
        try:
            offset, length = int(fields[0].strip()), int(fields[1].strip())
        except ValueError:
            raise InputError("offset and length must be integers", source=source,
                             line=number + 1) from None
        tag = fields[2].strip()
        category = fields[3].strip() if len(fields) > 3 else ""
        if piped:
            tagged = fields[5] if len(fields) > 5 else None
        else:
            tagged = fields[4] if len(fields) > 4 else None
        label = _vtt_label(tag, category)
        if label.casefold() in NON_PHI_LABELS or tag.casefold() in NON_PHI_LABELS:
            continue
        _check_span(text, offset, offset + length, tagged, source, number + 1)
        doc.annotations.append(GoldSpan(offset, offset + length, label,
                                        text[offset:offset + length]))
    doc.annotations.sort(key=lambda a: (a.start, -a.end))
    return doc


def format_vtt(doc: GoldDocument) -> str:
    """One document in VTT layout (text, tag configuration, markups)."""
    for number, line in enumerate(doc.text.split("\n"), start=1):
        if line.startswith("#<"):
            raise InputError("a text line starting with '#<' cannot be stored in VTT",
                             source=doc.id, line=number)
    labels = sorted({a.type for a in doc.annotations})
    out = [_VTT_RULE, "#<Text Content>", _VTT_RULE, doc.text, _VTT_RULE,
           "#<Tags Configuration>", _VTT_TAG_HEADER, _VTT_RULE,
           "Text/Clear||false|false|false|true|255|255|255|0|51|153|Monospaced|12", _VTT_RULE]
    for label in labels:
        tag, _, category = label.partition("/")
        info = gold_type_info(label)
        r, g, b = _VTT_COLOURS.get(info.phi_type, (200, 200, 200))
        out.append(f"{tag}|{category}|true|false|false|true|0|0|0|{r}|{g}|{b}|Monospaced|+0")
    out += [_VTT_RULE, "#<Markups Information>", _VTT_MARKUP_HEADER, _VTT_RULE]
    for a in sorted(doc.annotations, key=lambda a: (a.start, -a.end, a.type)):
        tag, _, category = a.type.partition("/")
        shown = " ".join(doc.text[a.start:a.end].split())
        out.append(f"{a.start}|{a.end - a.start}|{tag}|{category}||{shown}")
    return "\n".join(out) + "\n"


def read_vtt(path: str | Path) -> list[GoldDocument]:
    """A ``.vtt`` file or a directory of them (document id = file stem)."""
    root = Path(path)
    files = _files(root, ".vtt")
    patients = _patient_map(root if root.is_dir() else root.parent)
    docs = [parse_vtt(_read_text(f), f.stem, str(f)) for f in files]
    for d in docs:
        d.patient = patients.get(d.id, d.patient)
    return docs


# ------------------------------------------------------------------------------- i2b2


def parse_i2b2(content: str, doc_id: str, source: str = "") -> GoldDocument:
    """i2b2/UTHealth 2014 XML: ``<TEXT>`` and ``<TAGS>`` children with start/end/TYPE."""
    try:
        root = ET.fromstring(content)
    except ET.ParseError as exc:
        line, column = exc.position
        raise InputError(f"malformed XML at column {column}", source=source,
                         line=line) from None
    text_el = root.find("TEXT")
    if text_el is None:
        raise InputError("no <TEXT> element", source=source)
    text = text_el.text or ""
    doc = GoldDocument(doc_id, text, patient=_default_patient(doc_id))
    tags = root.find("TAGS")
    for number, el in enumerate(tags if tags is not None else [], start=1):
        try:
            start, end = int(el.attrib["start"]), int(el.attrib["end"])
        except (KeyError, ValueError):
            raise InputError(f"tag #{number} needs integer start and end attributes",
                             source=source) from None
        label = el.attrib.get("TYPE") or el.tag
        try:
            _check_span(text, start, end, el.attrib.get("text"), source, 0)
        except InputError as exc:
            raise InputError(f"tag #{number}: {exc.reason}", source=source) from None
        doc.annotations.append(GoldSpan(start, end, label, text[start:end]))
    doc.annotations.sort(key=lambda a: (a.start, -a.end))
    return doc


def _xml_escape(value: str, attribute: bool = False) -> str:
    value = value.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    value = value.replace("\r", "&#13;")
    if attribute:
        value = value.replace('"', "&quot;").replace("\n", "&#10;").replace("\t", "&#9;")
    return value


def format_i2b2(doc: GoldDocument) -> str:
    """One document as i2b2 2014 style XML (entity-escaped, so offsets survive parsing)."""
    out = ['<?xml version="1.0" encoding="UTF-8" ?>', "<deIdi2b2>",
           "<TEXT>" + _xml_escape(doc.text) + "</TEXT>", "<TAGS>"]
    for number, a in enumerate(sorted(doc.annotations, key=lambda a: (a.start, -a.end))):
        info = gold_type_info(a.type)
        element = info.phi_type if info.phi_type != "PHI" else "PHI"
        out.append(f'<{element} id="P{number}" start="{a.start}" end="{a.end}" '
                   f'text="{_xml_escape(doc.text[a.start:a.end], True)}" '
                   f'TYPE="{_xml_escape(a.type, True)}" comment="" />')
    out += ["</TAGS>", "</deIdi2b2>"]
    return "\n".join(out) + "\n"


def read_i2b2(path: str | Path) -> list[GoldDocument]:
    """An i2b2 XML file or a directory of them (patient = the part before '-')."""
    root = Path(path)
    patients = _patient_map(root if root.is_dir() else root.parent)
    docs = [parse_i2b2(_read_text(f), f.stem, str(f)) for f in _files(root, ".xml")]
    for d in docs:
        d.patient = patients.get(d.id, d.patient)
    return docs


# ------------------------------------------------------------------------------- brat


def parse_brat(text: str, ann: str, doc_id: str, source: str = "") -> GoldDocument:
    """brat standoff: ``T1<TAB>TYPE START END[;START END]<TAB>text`` lines."""
    doc = GoldDocument(doc_id, text, patient=_default_patient(doc_id))
    for number, line in enumerate(ann.split("\n"), start=1):
        line = line.rstrip("\r")
        if not line.startswith("T"):
            continue  # attributes, relations, notes, events
        fields = line.split("\t")
        if len(fields) < 2:
            raise InputError("text-bound annotation needs 'ID<TAB>TYPE START END'",
                             source=source, line=number)
        label, _, ranges = fields[1].partition(" ")
        fragments: list[tuple[int, int]] = []
        for fragment in ranges.split(";"):
            bounds = fragment.split()
            if len(bounds) != 2:
                raise InputError("expected 'START END' fragments", source=source, line=number)
            try:
                fragments.append((int(bounds[0]), int(bounds[1])))
            except ValueError:
                raise InputError("offsets must be integers", source=source,
                                 line=number) from None
        shown = fields[2] if len(fields) > 2 else None
        if shown is not None and len(fragments) > 1:
            shown = None  # brat joins fragments with a space; checked per fragment below
        for start, end in fragments:
            _check_span(text, start, end, shown, source, number)
            doc.annotations.append(GoldSpan(start, end, label, text[start:end]))
    doc.annotations.sort(key=lambda a: (a.start, -a.end))
    return doc


def format_brat(doc: GoldDocument) -> str:
    """The ``.ann`` side of one document (the ``.txt`` side is ``doc.text`` verbatim)."""
    out = []
    ordered = sorted(doc.annotations, key=lambda a: (a.start, -a.end, a.type))
    for number, a in enumerate(ordered, start=1):
        label = "".join(ch if not ch.isspace() else "_" for ch in a.type)
        shown = " ".join(doc.text[a.start:a.end].split())
        out.append(f"T{number}\t{label} {a.start} {a.end}\t{shown}")
    return "\n".join(out) + ("\n" if out else "")


def read_brat(path: str | Path) -> list[GoldDocument]:
    """A directory of ``NAME.txt``/``NAME.ann`` pairs (or one ``.ann`` file)."""
    root = Path(path)
    patients = _patient_map(root if root.is_dir() else root.parent)
    docs: list[GoldDocument] = []
    for ann_path in _files(root, ".ann"):
        txt_path = ann_path.with_suffix(".txt")
        if not txt_path.is_file():
            raise InputError("no matching .txt file", source=str(ann_path))
        doc = parse_brat(_read_text(txt_path), _read_text(ann_path), ann_path.stem,
                         str(ann_path))
        doc.patient = patients.get(doc.id, doc.patient)
        docs.append(doc)
    return docs


# ------------------------------------------------------------------------------ JSONL


def _json_name(value: object) -> PersonName:
    if isinstance(value, dict):
        def part(key: str) -> str:
            return str(value.get(key) or "")

        return PersonName(family=part("family"), given=part("given"), middle=part("middle"),
                          prefix=part("prefix"), suffix=part("suffix"))
    if isinstance(value, str):
        parts = value.split()
        if len(parts) == 1:
            return PersonName(family=parts[0])
        if parts:
            return PersonName(given=parts[0], middle=" ".join(parts[1:-1]), family=parts[-1])
    raise ValueError("a name must be a string or an object")


def iter_jsonl(path: str | Path) -> Iterator[tuple[int, dict[str, object]]]:
    """``(line number, object)`` for each non-blank line of a JSONL file (or ``-``)."""
    source = str(path)
    content = _read_text(Path(path)) if source != "-" else _stdin_text()
    for number, line in enumerate(content.split("\n"), start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError as exc:
            raise InputError(f"bad JSON: {exc.msg}", source=source, line=number) from None
        if not isinstance(record, dict):
            raise InputError("a record must be a JSON object", source=source, line=number)
        yield number, record


def _stdin_text() -> str:
    import sys

    return sys.stdin.read()


def spans_of_record(record: dict[str, object], source: str, line: int
                    ) -> list[tuple[int, int, str, str, float]]:
    """``(start, end, type, recognizer, score)`` for each entry of a record's ``spans``."""
    raw = record.get("spans", [])
    if not isinstance(raw, list):
        raise InputError("'spans' must be a list", source=source, line=line)
    out: list[tuple[int, int, str, str, float]] = []
    for item in raw:
        if not isinstance(item, dict):
            raise InputError("each span must be an object", source=source, line=line)
        try:
            start, end = int(item["start"]), int(item["end"])
            label = str(item["type"])
            score = float(item.get("score", 1.0))
        except (KeyError, TypeError, ValueError):
            raise InputError("a span needs integer start/end and a type", source=source,
                             line=line) from None
        out.append((start, end, label, str(item.get("recognizer", "")), score))
    return out


def read_jsonl(path: str | Path) -> list[GoldDocument]:
    """``{"id", "text", "spans", ["patient"], ["names"]}`` lines."""
    source = str(path)
    docs: list[GoldDocument] = []
    seen: set[str] = set()
    for number, record in iter_jsonl(path):
        doc_id, text = record.get("id"), record.get("text")
        if not isinstance(text, str) or doc_id is None:
            raise InputError("a gold record needs 'id' and 'text'", source=source, line=number)
        doc = GoldDocument(str(doc_id), text, patient=str(record.get("patient") or ""))
        if doc.id in seen:
            raise InputError(f"document id {doc.id!r} appears twice", source=source,
                             line=number)
        seen.add(doc.id)
        names = record.get("names") or []
        try:
            doc.names = [_json_name(n) for n in names] if isinstance(names, list) else []
        except ValueError as exc:
            raise InputError(str(exc), source=source, line=number) from None
        for start, end, label, _rec, _score in spans_of_record(record, source, number):
            _check_span(text, start, end, None, source, number)
            doc.annotations.append(GoldSpan(start, end, label, text[start:end]))
        doc.annotations.sort(key=lambda a: (a.start, -a.end))
        docs.append(doc)
    return docs


def format_jsonl(doc: GoldDocument) -> str:
    record: dict[str, object] = {
        "id": doc.id,
        "patient": doc.patient,
        "text": doc.text,
        "spans": [{"start": a.start, "end": a.end, "type": a.type} for a in doc.annotations],
    }
    if doc.names:
        record["names"] = [{k: v for k, v in (("given", n.given), ("middle", n.middle),
                                               ("family", n.family)) if v} for n in doc.names]
    return json.dumps(record, ensure_ascii=False) + "\n"


# ---------------------------------------------------------------------- entry points


def split_spec(spec: str, default: str | None = None) -> tuple[str, str]:
    """``FORMAT:PATH`` -> (format, path); a bare path uses ``default`` or its suffix."""
    head, sep, tail = spec.partition(":")
    if sep and head.lower() in FORMATS:
        return head.lower(), tail
    suffix = Path(spec).suffix.lower().lstrip(".")
    if suffix in ("jsonl", "vtt"):
        return suffix, spec
    if suffix == "xml":
        return "i2b2", spec
    if suffix == "ann":
        return "brat", spec
    if default is not None:
        return default, spec
    raise InputError(f"unknown annotation format; use FORMAT:PATH with FORMAT one of "
                     f"{', '.join(FORMATS)}", source=spec)


def load_gold(spec: str) -> list[GoldDocument]:
    """Read annotated documents from ``FORMAT:PATH`` (e.g. ``physionet:eval/physionet-dev``)."""
    fmt, path = split_spec(spec)
    readers = {"physionet": read_physionet, "vtt": read_vtt, "i2b2": read_i2b2,
               "brat": read_brat, "jsonl": read_jsonl}
    docs = readers[fmt](path)
    ids = [d.id for d in docs]
    if len(set(ids)) != len(ids):
        raise InputError("document ids are not unique", source=path)
    return docs


def write_gold(docs: Iterable[GoldDocument], spec: str) -> list[Path]:
    """Write documents as ``FORMAT:PATH`` (a directory for vtt/i2b2/brat, a file for jsonl).

    Returns the files written.
    """
    fmt, path = split_spec(spec)
    if fmt not in WRITABLE_FORMATS:
        raise InputError(f"cannot write format {fmt}; use one of "
                         f"{', '.join(WRITABLE_FORMATS)}", source=path)
    target = Path(path)
    written: list[Path] = []
    if fmt == "jsonl":
        target.parent.mkdir(parents=True, exist_ok=True)
        with open(target, "w", encoding="utf-8", newline="") as fh:
            for doc in docs:
                fh.write(format_jsonl(doc))
        return [target]
    target.mkdir(parents=True, exist_ok=True)
    patients: list[tuple[str, str]] = []
    for doc in docs:
        if not doc.id or "/" in doc.id or doc.id.startswith("."):
            raise InputError("document id cannot be used as a file name", source=doc.id)
        if doc.patient != _default_patient(doc.id):
            patients.append((doc.id, doc.patient))
        if fmt == "vtt":
            files = {target / f"{doc.id}.vtt": format_vtt(doc)}
        elif fmt == "i2b2":
            files = {target / f"{doc.id}.xml": format_i2b2(doc)}
        else:
            files = {target / f"{doc.id}.txt": doc.text, target / f"{doc.id}.ann":
                     format_brat(doc)}
        for file, content in files.items():
            with open(file, "w", encoding="utf-8", newline="") as fh:
                fh.write(content)
            written.append(file)
    if patients:
        tsv = target / "patients.tsv"
        tsv.write_text("".join(f"{d}\t{p}\n" for d, p in patients), encoding="utf-8")
        written.append(tsv)
    return written


def documents_from_spans(docs: Sequence[GoldDocument], spans_by_doc: dict[str, list[Span]]
                         ) -> list[GoldDocument]:
    """Predictions as gold documents (same text and patient), e.g. to export them as VTT."""
    out = []
    for doc in docs:
        anns = [GoldSpan(s.start, s.end, s.type, doc.text[s.start:s.end])
                for s in spans_by_doc.get(doc.id, [])]
        out.append(GoldDocument(doc.id, doc.text, anns, doc.patient, list(doc.names)))
    return out

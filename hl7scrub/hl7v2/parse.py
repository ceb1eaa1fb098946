"""Pre-parse normalisation and the raw segment model.

A message is decoded once (BOM stripped, MSH-18 honoured), cut into segments on any of
CR, LF or CRLF, and each segment is split on the field separator. Fields are kept as
the exact text that arrived: only the fields the de-identifier rewrites are ever
re-encoded, so everything else leaves byte for byte as it came in. The splitting follows
the same rules as python-hl7 (``hl7.parse``), which the tests use to check that every
output parses back into the same segments.

:func:`split_messages` finds message boundaries in a plain stream or file (any separator
style, blank lines, BOMs, MLLP framing bytes, FHS/BHS/BTS/FTS envelopes).
"""

from __future__ import annotations

import codecs
from collections.abc import Iterator
from dataclasses import dataclass

import regex

from hl7scrub import _regex
from hl7scrub.exceptions import MessageError
from hl7scrub.hl7v2.standard import HEADER_LIKE

BOM = b"\xef\xbb\xbf"
#: Bytes that may surround a message without being part of it: MLLP start/end block,
#: NUL padding and white space.
_FRAMING = b"\x0b\x1c\x00 \t\r\n"
_ENVELOPES = (b"FHS", b"BHS", b"BTS", b"FTS")


@dataclass(frozen=True)
class RawMessage:
    """One message (or one run of bytes that is not a message) found in a stream.

    ``offset`` is the position of ``data`` in the stream; ``data`` is the original bytes,
    separators included, so a rejected message can be written out exactly as it came.
    """

    offset: int
    data: bytes
    #: ``message``, or ``envelope`` for a batch/file header or trailer line (FHS, BHS,
    #: BTS, FTS) when :func:`split_messages` is asked for them.
    kind: str = "message"


@dataclass(frozen=True)
class Delimiters:
    """The message's encoding characters (MSH-1 and MSH-2)."""

    field: str = "|"
    component: str = "^"
    repetition: str = "~"
    escape: str = "\\"
    subcomponent: str = "&"
    truncation: str = ""

    @property
    def specials(self) -> str:
        return "".join((self.field, self.component, self.repetition, self.escape,
                        self.subcomponent, self.truncation))


DEFAULT_DELIMITERS = Delimiters()


class Segment:
    """One segment as raw text split on the field separator.

    ``parts[0]`` is the segment ID. For MSH (and the FHS/BHS envelopes) the field separator
    itself is MSH-1 and ``parts[1]`` is MSH-2, so MSH-n lives at ``parts[n - 1]``; for
    every other segment field n lives at ``parts[n]``.
    """

    __slots__ = ("changed", "header_like", "id", "index", "occurrence", "parts", "sound",
                 "suspect")

    def __init__(self, parts: list[str], index: int, occurrence: int) -> None:
        self.parts = parts
        self.id = parts[0]
        #: MSH, FHS and BHS number their fields from the field separator (field 1).
        self.header_like = self.id in HEADER_LIKE
        self.index = index
        self.occurrence = occurrence
        self.changed = False
        #: The segment holds line breaks or what looks like another segment: its field
        #: positions cannot be trusted, so nothing in it is kept without scrubbing...
        self.suspect = False
        #: ... from the part holding the first of them on: the parts before it stand
        #: where they were sent ("OBX|1|TX|18782-3^...^LN|1|FINDINGS:\nIMPRESSION:").
        self.sound = len(parts)

    def _pos(self, n: int) -> int:
        return n - 1 if self.header_like else n

    def field(self, n: int) -> str:
        """Raw text of field ``n`` (1-based), ``""`` when absent."""
        pos = self._pos(n)
        if pos < 1 or pos >= len(self.parts):
            return ""
        return self.parts[pos]

    @property
    def field_count(self) -> int:
        """Highest field number present."""
        return len(self.parts) - 1 + (1 if self.header_like else 0)

    def field_numbers(self) -> range:
        """Field numbers that may be rewritten (MSH-1 and MSH-2 never are)."""
        first = 3 if self.header_like else 1
        return range(first, self.field_count + 1)

    def set_field(self, n: int, value: str) -> None:
        pos = self._pos(n)
        if pos < 1 or (self.header_like and n < 3):
            raise ValueError(f"{self.id}-{n} cannot be rewritten")
        if pos >= len(self.parts):
            if not value:
                return
            self.parts.extend([""] * (pos + 1 - len(self.parts)))
        if self.parts[pos] != value:
            self.parts[pos] = value
            self.changed = True

    def location(self, n: int | None = None) -> str:
        """``OBX[3]-5`` style location (segment ID, occurrence, field); never a value."""
        where = f"{self.id}[{self.occurrence}]" if self.occurrence > 1 else self.id
        return where if n is None else f"{where}-{n}"

    def render(self, delimiters: Delimiters) -> str:
        return delimiters.field.join(self.parts)


@dataclass
class ParsedMessage:
    """A decoded message: its segments, delimiters and character set."""

    segments: list[Segment]
    delimiters: Delimiters
    codec: str
    charset: str  # MSH-18 as written (first repetition), "" when absent

    def first(self, segment_id: str) -> Segment | None:
        """The first segment with this ID, or None (python-hl7 raises KeyError instead)."""
        for seg in self.segments:
            if seg.id == segment_id:
                return seg
        return None

    def all(self, segment_id: str) -> list[Segment]:
        return [seg for seg in self.segments if seg.id == segment_id]

    def render(self) -> str:
        """The message with CR segment terminators."""
        d = self.delimiters
        return "".join(seg.render(d) + "\r" for seg in self.segments)


# --- character sets -----------------------------------------------------------------

#: MSH-18 values (HL7 table 0211 and the DICOM-style spellings some senders use), with
#: spaces, underscores and hyphens removed and upper-cased, to Python codecs.
_CHARSETS: dict[str, str] = {
    "": "ascii",
    "ASCII": "ascii",
    "USASCII": "ascii",
    "ISOIR6": "ascii",
    "88591": "latin-1",
    "8859/1": "latin-1",
    "ISO88591": "latin-1",
    "ISO8859/1": "latin-1",
    "ISOIR100": "latin-1",
    "LATIN1": "latin-1",
    "8859/2": "iso8859_2",
    "ISOIR101": "iso8859_2",
    "8859/3": "iso8859_3",
    "ISOIR109": "iso8859_3",
    "8859/4": "iso8859_4",
    "ISOIR110": "iso8859_4",
    "8859/5": "iso8859_5",
    "ISOIR144": "iso8859_5",
    "8859/6": "iso8859_6",
    "ISOIR127": "iso8859_6",
    "8859/7": "iso8859_7",
    "ISOIR126": "iso8859_7",
    "8859/8": "iso8859_8",
    "ISOIR138": "iso8859_8",
    "8859/9": "iso8859_9",
    "ISOIR148": "iso8859_9",
    "8859/15": "iso8859_15",
    "ISOIR203": "iso8859_15",
    "UNICODEUTF8": "utf-8",
    "UTF8": "utf-8",
    "ISOIR192": "utf-8",
    "GB180302000": "gb18030",
    "GB18030": "gb18030",
    "BIG5": "big5",
    "KSX1001": "euc_kr",
    "ISOIR87": "iso2022_jp",
    "ISOIR159": "iso2022_jp_2",
    "ISOIR14": "iso2022_jp",
}


#: Western single-byte sets, whose upper half is controls and symbols before the letters.
_WESTERN = frozenset({"latin-1", "iso8859_15"})


def charset_codec(msh18: str) -> str:
    """Python codec for an MSH-18 value; raises MessageError for unsupported sets."""
    key = "".join(ch for ch in msh18.strip().upper() if ch not in " _-")
    codec = _CHARSETS.get(key)
    if codec is None:
        raise MessageError("unsupported character set in MSH-18", location="MSH-18")
    return codec


def _strip_framing(data: bytes) -> tuple[int, bytes]:
    """Drop a BOM, MLLP framing and surrounding white space; return (lead bytes, body)."""
    start = 0
    end = len(data)
    while True:
        if data.startswith(BOM, start):
            start += len(BOM)
        elif start < end and data[start] in _FRAMING:
            start += 1
        else:
            break
    while end > start and data[end - 1] in b"\x1c\x00\r\n":
        end -= 1
    return start, data[start:end]


def strip_framing(data: bytes) -> tuple[int, bytes]:
    """Drop a BOM, MLLP framing and surrounding white space; return (lead bytes, body)."""
    return _strip_framing(data)


def decode_plain(body: bytes) -> tuple[str, str]:
    """Decode bytes that declare no character set (an envelope line): ASCII, else UTF-8
    when valid, else Latin-1, so that every byte round-trips."""
    return _decode(body, "ascii", "", 0)


def _decode(body: bytes, codec: str, declared: str, lead: int) -> tuple[str, str]:
    """Decode ``body``; a message declared ASCII (or not declared) that carries 8-bit
    bytes is read as UTF-8 when valid, else Latin-1, so that every byte round-trips; so
    is one declared Latin-1 whose bytes are valid UTF-8."""
    if codec == "ascii":
        try:
            return body.decode("ascii"), "ascii"
        except UnicodeDecodeError:
            pass
        try:
            return body.decode("utf-8"), "utf-8"
        except UnicodeDecodeError:
            return body.decode("latin-1"), "latin-1"
    if codec in _WESTERN and not body.isascii():
        # Senders that declare Latin-1 and write UTF-8 are common; a Latin-1 text is
        # valid UTF-8 only if a capital letter with an accent stands before a control
        # character or a symbol each time, which names and words never do ("Ã©").
        try:
            return body.decode("utf-8"), "utf-8"
        except UnicodeDecodeError:
            pass
    try:
        return body.decode(codec), codec
    except UnicodeDecodeError as exc:
        name = declared.strip() or codec
        raise MessageError(f"bytes are not valid {name} (MSH-18) at byte {lead + exc.start}",
                           location="MSH-18") from None
    except LookupError:  # pragma: no cover - every codec above exists in CPython
        raise MessageError("unsupported character set in MSH-18", location="MSH-18") from None


def read_delimiters(text: str) -> Delimiters:
    """MSH-1 and MSH-2 of a text that starts with ``MSH``.

    MSH-2 with repeated characters (``^~\\\\&`` written by some senders) is read as the
    distinct characters in order, which is what such senders mean.
    """
    if len(text) < 5:
        raise MessageError("MSH segment is too short to hold its encoding characters",
                           location="MSH-2")
    fs = text[3]
    if fs.isalnum() or fs.isspace():
        raise MessageError("MSH-1 field separator is not a delimiter character",
                           location="MSH-1")
    end = text.find(fs, 4)
    seg_end = min((i for i in (text.find("\r", 4), text.find("\n", 4)) if i >= 0),
                  default=len(text))
    if end < 0 or end > seg_end:
        end = seg_end
    enc = text[4:end]
    if not enc:
        raise MessageError("MSH-2 encoding characters are missing", location="MSH-2")
    if any(ch.isalnum() or ch.isspace() for ch in enc):
        raise MessageError("MSH-2 encoding characters are not delimiter characters",
                           location="MSH-2")
    chars: list[str] = []
    for ch in enc:
        if ch not in chars and ch != fs:
            chars.append(ch)
    if len(chars) < 2 or len(chars) > 5:
        raise MessageError("MSH-2 must hold 2 to 5 distinct encoding characters",
                           location="MSH-2")
    chars += [""] * (5 - len(chars))
    return Delimiters(fs, chars[0], chars[1], chars[2], chars[3], chars[4])


def _msh18(text: str, delims: Delimiters) -> str:
    """First repetition of MSH-18 from the first line of ``text`` (undecoded, Latin-1)."""
    line_end = len(text)
    for ch in "\r\n":
        i = text.find(ch)
        if 0 <= i < line_end:
            line_end = i
    parts = text[:line_end].split(delims.field)
    value = parts[17] if len(parts) > 17 else ""
    if delims.repetition:
        value = value.split(delims.repetition, 1)[0]
    if delims.component:
        value = value.split(delims.component, 1)[0]
    return value


_ID_FIRST = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
_ID_REST = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")


def is_segment_id(value: str) -> bool:
    """Three characters: a capital letter, then capitals or digits (``PID``, ``ZB1``)."""
    return (len(value) == 3 and value[0] in _ID_FIRST and value[1] in _ID_REST
            and value[2] in _ID_REST)


def _lines(text: str) -> Iterator[tuple[str, str]]:
    """(line, the break that ends it) for CR, LF and CRLF; the last break may be ""."""
    pos = 0
    n = len(text)
    next_cr = text.find("\r")
    next_lf = text.find("\n")
    while True:
        if 0 <= next_cr < pos:
            next_cr = text.find("\r", pos)
        if 0 <= next_lf < pos:
            next_lf = text.find("\n", pos)
        ends = [i for i in (next_cr, next_lf) if i >= 0]
        if not ends:
            yield text[pos:], ""
            return
        end = min(ends)
        if text.startswith("\r\n", end):
            yield text[pos:end], "\r\n"
            pos = end + 2
        else:
            yield text[pos:end], text[end]
            pos = end + 1
        if pos > n:
            return


def _segment_texts(text: str, field_sep: str) -> list[tuple[str, int]]:
    """Cut a decoded message into segments; returns (text, line number) pairs.

    A line that starts like a segment (``ABC|``) starts one. CR and CRLF otherwise end a
    segment, and a line after them that is not a segment is kept apart (and rejected by
    the caller). A bare LF inside a CR-separated message, and any line that is not a
    segment in an LF-separated message, is a line break inside a field: the line stays
    with its segment, LF included, and the segment is marked as suspect.
    """
    has_cr = "\r" in text
    out: list[tuple[str, int]] = []
    pending: str | None = None
    pending_line = 0
    prev_break = ""
    for line_no, (line, brk) in enumerate(_lines(text), start=1):
        blank = not line.strip(" \t\x00")
        starts_segment = is_segment_id(line[:3]) and (len(line) == 3 or line[3] == field_sep)
        if pending is None or starts_segment:
            if pending is not None:
                out.append((pending, pending_line))
            pending, pending_line = line, line_no
        elif prev_break == "\n" or not has_cr:
            if not (blank and (not brk or not has_cr)):
                pending += "\n" + line
        else:
            out.append((pending, pending_line))
            pending, pending_line = line, line_no
        prev_break = brk
    if pending is not None:
        out.append((pending, pending_line))
    return [(seg, ln) for seg, ln in out if seg.strip(" \t\x00")]


#: Standard segment IDs looked for inside other segments (Z-segments are left out: their
#: IDs look too much like words, and so do ADD, CON, ERR, LOC, ORG...).
KNOWN_SEGMENTS: frozenset[str] = frozenset({
    "ACC", "AIG", "AIL", "AIP", "AIS", "AL1", "APR", "ARQ", "ARV", "AUT", "BHS", "BLC",
    "BLG", "BPO", "BPX", "BTS", "BTX", "CDM", "CER", "CM0", "CM1", "CM2", "CNS", "CSP",
    "CSR", "CSS", "CTD", "CTI", "DB1", "DG1", "DRG", "DSC", "ECD", "ECR", "EQU", "EQP",
    "EVN", "FAC", "FHS", "FT1", "FTS", "GOL", "GP1", "GP2", "GT1", "IAM", "IIM", "IN1",
    "IN2", "IN3", "IPC", "ISD", "LCC", "LCH", "LDP", "LRL", "MFA", "MFE", "MFI", "MRG",
    "MSA", "MSH", "NCK", "NDS", "NK1", "NPU", "NSC", "NST", "NTE", "OBR", "OBX", "ODS",
    "ODT", "OM1", "OM2", "OM3", "OM4", "OM5", "OM6", "OM7", "ORC", "OVR", "PCR", "PD1",
    "PDA", "PDC", "PEO", "PES", "PID", "PR1", "PRA", "PRB", "PRC", "PRT", "PSH", "PTH",
    "PV1", "PV2", "QAK", "QID", "QPD", "QRD", "QRF", "QRI", "RCP", "RDF", "RDT", "RF1",
    "RGS", "RMI", "ROL", "RQ1", "RQD", "RXA", "RXC", "RXD", "RXE", "RXG", "RXO", "RXR",
    "SAC", "SCH", "SFT", "SPM", "SPR", "STF", "TCC", "TCD", "TQ1", "TQ2", "TXA", "UB1",
    "UB2", "URD", "URS", "VTQ",
})

_DIGIT_SEGMENTS = frozenset(i for i in KNOWN_SEGMENTS if any(c.isdigit() for c in i))
_EMBEDDED: dict[str, tuple[regex.Pattern[str], regex.Pattern[str]]] = {}


def _embedded_patterns(field_sep: str) -> tuple[regex.Pattern[str], regex.Pattern[str]]:
    """Candidates for a segment start inside a segment: an ID-like word after white
    space, and an ID-like word ending in a digit glued to the text before it. Generic
    character classes scan fast; the few candidates are checked against the known IDs."""
    found = _EMBEDDED.get(field_sep)
    if found is None:
        fs = regex.escape(field_sep)
        found = (_regex.compile(r"[ \t]([A-Z][A-Z0-9]{2})" + fs),
                 _regex.compile(r"(?<=[^\r\n][A-Z][A-Z0-9])[0-9]" + fs))
        _EMBEDDED[field_sep] = found
    return found


def _segment_start_at(text: str, field_sep: str) -> int:
    """Where a segment starts inside ``text`` (-1 for nowhere): a lost segment separator.
    After white space any known ID counts ("... |||| OBX|4|TX|"); glued to the text before
    it only an ID with a digit does ("...^^^HOPV1|1|O|"), since no word ends in one. The
    first characters of a segment (its own ID) never count."""
    spaced, glued = _embedded_patterns(field_sep)
    at = -1
    for m in _regex.finditer(spaced, text):
        if m.group(1) in KNOWN_SEGMENTS:
            at = m.start(1)
            break
    for m in _regex.finditer(glued, text):
        if at >= 0 and m.start() - 2 >= at:
            break
        if text[m.start() - 2:m.start() + 1] in _DIGIT_SEGMENTS:
            return m.start() - 2
    return at


def _holds_segment_start(text: str, field_sep: str) -> bool:
    return _segment_start_at(text, field_sep) >= 0


def parse_message(raw: bytes) -> ParsedMessage:
    """Decode and split one message; raises :class:`MessageError` (never with PHI)."""
    if not raw:
        raise MessageError("empty message")
    lead, body = _strip_framing(raw)
    if not body:
        raise MessageError("message holds only white space or framing bytes")
    if not body.startswith(b"MSH"):
        raise MessageError("message does not start with an MSH segment", location="segment 1")
    head = body[:4096].decode("latin-1")
    delims = read_delimiters(head)
    declared = _msh18(head, delims)
    codec = charset_codec(declared)
    text, codec = _decode(body, codec, declared, lead)
    delims = read_delimiters(text)

    segments: list[Segment] = []
    seen: dict[str, int] = {}
    # One search over the whole message; segments are searched one by one only if needed.
    may_embed = _holds_segment_start(text, delims.field)
    for index, (seg_text, line_no) in enumerate(_segment_texts(text, delims.field)):
        seg_id = seg_text[:3]
        if (len(seg_text) < 3 or not is_segment_id(seg_id)
                or (len(seg_text) > 3 and seg_text[3] != delims.field)):
            raise MessageError(f"line {line_no} is not an HL7 segment (no segment ID)",
                               location=f"segment {index + 1}")
        if seg_id == "MSH" and index > 0:
            raise MessageError("a second MSH segment: more than one message in the input",
                               location=f"segment {index + 1}")
        if seg_id in ("FHS", "BHS", "BTS", "FTS"):
            raise MessageError("batch envelope segment inside a message",
                               location=f"segment {index + 1}")
        if seg_id == "MSH":
            # MSH-1 is the separator itself: keep MSH-2 as parts[1].
            parts = ["MSH", *seg_text[4:].split(delims.field)]
        else:
            parts = seg_text.split(delims.field)
        seen[seg_id] = seen.get(seg_id, 0) + 1
        segment = Segment(parts, index, seen[seg_id])
        troubles = [seg_text.find("\n"),
                    _segment_start_at(seg_text, delims.field) if may_embed else -1]
        trouble = min((at for at in troubles if at >= 0), default=-1)
        if trouble >= 0:
            segment.suspect = True
            segment.sound = seg_text.count(delims.field, 0, trouble)
        segments.append(segment)
    if len(segments) < 2:
        raise MessageError("message has no segment after MSH", location="MSH")
    return ParsedMessage(segments, delims, codec, declared)


def declared_charset(text: str) -> str:
    """MSH-18 (first repetition) as the parser reads it from the start of ``text``."""
    return _msh18(text, read_delimiters(text))


def peek_control_id(raw: bytes) -> str:
    """MSH-10 read tolerantly from the first line (for errors raised before parsing ends)."""
    _lead, body = _strip_framing(raw[:8192])
    if not body.startswith(b"MSH") or len(body) < 4:
        return ""
    line = body.split(b"\r", 1)[0].split(b"\n", 1)[0].decode("latin-1")
    if len(line) < 4 or line[3].isalnum() or line[3].isspace():
        return ""
    parts = line.split(line[3])
    value = parts[9] if len(parts) > 9 else ""
    return value if value.isprintable() and len(value) <= 199 else ""


def encode_message(text: str, codec: str) -> bytes:
    """Encode output text in the message's character set (fails closed)."""
    try:
        return text.encode(codec)
    except UnicodeEncodeError as exc:
        raise MessageError(f"output character at {exc.start} cannot be written in the "
                           "message character set", location="MSH-18") from None


def codec_name(codec: str) -> str:
    return codecs.lookup(codec).name


# --- stream splitting ---------------------------------------------------------------

def _head(line: bytes) -> bytes:
    """A line without leading BOM, MLLP start byte, NUL or spaces."""
    i = 0
    while True:
        if line.startswith(BOM, i):
            i += len(BOM)
        elif i < len(line) and line[i] in b"\x0b\x1c\x00 \t":
            i += 1
        else:
            return line[i:]


def _starts(line: bytes, seg: bytes) -> bool:
    return line.startswith(seg) and (len(line) == 3 or not line[3:4].isalnum())


def _looks_like_segment(line: bytes, field_sep: bytes) -> bool:
    return (len(line) >= 3 and line[0:1].isupper() and line[:3].isalnum()
            and line[:3].upper() == line[:3] and (len(line) == 3 or line[3:4] == field_sep))


def split_messages(data: bytes, *, envelopes: bool = False) -> Iterator[RawMessage]:
    """Yield every message of a plain HL7 stream, with its byte offset.

    Lines may end with CR, LF or CRLF, in any mix. A message starts at an ``MSH`` line and
    runs to the next ``MSH`` or batch envelope line. FHS/BHS/BTS/FTS lines are envelopes,
    not messages: with ``envelopes`` each is yielded too, in stream order, as a
    ``RawMessage`` of kind ``envelope`` (the line without its break). Blank lines and
    MLLP framing bytes between messages are skipped. A line that is not a segment stays in
    its message when it follows a bare LF (a line break inside a field); after a CR it
    ends the message.
    Anything outside a message (a stray segment, text) is yielded as its own piece, which
    :meth:`MessageDeidentifier.deidentify` rejects with a reason, so nothing is dropped
    silently.
    """
    start: int | None = None  # offset of the current piece
    end = 0  # end of the current piece (after its last line's separator)
    junk = False  # the current piece is not a message
    uses_cr = False  # the current message separates segments with CR
    field_sep = b"|"
    pos = 0
    n = len(data)
    while pos < n:
        cr = data.find(b"\r", pos)
        lf = data.find(b"\n", pos)
        if cr < 0 and lf < 0:
            line_end, next_pos, brk = n, n, b""
        elif lf < 0 or 0 <= cr < lf:
            line_end = cr
            if data.startswith(b"\r\n", cr):
                next_pos, brk = cr + 2, b"\r\n"
            else:
                next_pos, brk = cr + 1, b"\r"
        else:
            line_end, next_pos, brk = lf, lf + 1, b"\n"
        line = data[pos:line_end]
        head = _head(line)
        blank = not head.strip(b" \t\x00\x0b\x1c")
        if _starts(head, b"MSH"):
            if start is not None:
                yield RawMessage(start, data[start:end])
            start, junk = pos, False
            field_sep = head[3:4]
            uses_cr = brk in (b"\r", b"\r\n")
            end = next_pos
        elif any(_starts(head, env) for env in _ENVELOPES):
            if start is not None:
                yield RawMessage(start, data[start:end])
            start = None
            if envelopes:
                yield RawMessage(line_end - len(head), head, "envelope")
        elif blank:
            if start is not None and not junk and brk == b"\n" and uses_cr:
                end = next_pos  # keep an LF that may be a line break inside a field
        elif start is not None and not junk and (
                _looks_like_segment(head, field_sep) or not uses_cr
                or _prev_break_is_lf(data, pos)):
            end = next_pos  # a segment, or a line break inside a field
            if brk in (b"\r", b"\r\n"):
                uses_cr = True
        elif start is not None and junk:
            end = next_pos
        else:
            if start is not None:
                yield RawMessage(start, data[start:end])
            start, junk, end = pos, True, next_pos
        pos = next_pos
    if start is not None:
        yield RawMessage(start, data[start:end])


def _prev_break_is_lf(data: bytes, pos: int) -> bool:
    """Whether the line at ``pos`` follows a bare LF (not part of CRLF)."""
    return pos > 0 and data[pos - 1] == 0x0A and (pos < 2 or data[pos - 2] != 0x0D)

"""Acknowledgements: build ACK/NAK for a received message, and parse one.

Building works on bytes and needs no more than a tolerant read of the MSH segment, so a
message that is too broken to parse (bad encoding, missing segments, truncated) still gets
an answer that correlates: MSA-2 echoes the received MSH-10 whenever an MSH-10 can be found.
Values copied from the received header (MSH-3..6, MSH-10..12, MSH-18) are copied as bytes in
the sender's own delimiters, so nothing is decoded or re-encoded.

Modes (HL7 v2 2.9 §2.9.2/2.9.3): *original* answers AA/AE/AR; *enhanced* (the message
values MSH-15 or MSH-16) answers with an accept acknowledgement CA/CE/CR, sent or not as
MSH-15 asks (AL always, NE never, ER only on error, SU only on success).

Reasons written into MSA-3 and ERR-8 come from the caller and must not carry PHI; they are
escaped so that they cannot break the ACK's structure.
"""

from __future__ import annotations

import itertools
import os
import time
from dataclasses import dataclass, field
from typing import Final, Literal

from hl7scrub.exceptions import MessageError

AckCode = Literal["AA", "AE", "AR", "CA", "CE", "CR"]
Outcome = Literal["accept", "error", "reject"]
AckMode = Literal["auto", "original", "enhanced"]

_ORIGINAL: Final[dict[str, AckCode]] = {"accept": "AA", "error": "AE", "reject": "AR"}
_ENHANCED: Final[dict[str, AckCode]] = {"accept": "CA", "error": "CE", "reject": "CR"}

#: HL7 table 0357 (message error condition codes) used in ERR-3.
ERROR_CODES: Final[dict[int, str]] = {
    0: "Message accepted",
    100: "Segment sequence error",
    101: "Required field missing",
    102: "Data type error",
    103: "Table value not found",
    200: "Unsupported message type",
    201: "Unsupported event code",
    202: "Unsupported processing id",
    203: "Unsupported version id",
    207: "Application internal error",
}

_BOM: Final = b"\xef\xbb\xbf"
#: How far into a frame the tolerant reader looks for the MSH segment.
_SEARCH_LIMIT: Final = 65536
#: Longest value copied from the received header into an ACK.
_MAX_ECHO: Final = 199
#: Longest reason written into MSA-3 / ERR-8.
_MAX_REASON: Final = 400


@dataclass(frozen=True)
class MessageHeader:
    """What a tolerant read of MSH yields: raw field bytes, indexed by MSH field number."""

    field_sep: bytes
    encoding_chars: bytes
    #: ``fields[n]`` is MSH-n for n >= 3 (raw bytes, never decoded); 1 and 2 are the
    #: delimiters themselves.
    fields: tuple[bytes, ...]
    #: Byte offset of "MSH" in the frame (0 for a clean message).
    offset: int = 0

    def get(self, number: int) -> bytes:
        if number == 1:
            return self.field_sep
        if number == 2:
            return self.encoding_chars
        return self.fields[number] if 0 <= number < len(self.fields) else b""

    def text(self, number: int) -> str:
        """A header value as printable ASCII (non-ASCII bytes become '?'), for logs/ACKs."""
        return _ascii(self.get(number))

    @property
    def control_id(self) -> str:
        return self.text(10)

    @property
    def component_sep(self) -> bytes:
        return self.encoding_chars[:1] or b"^"

    def component(self, number: int, index: int) -> bytes:
        """Component ``index`` (1-based) of MSH-``number``, first repetition."""
        value = self.get(number)
        rep = self.encoding_chars[1:2]
        if rep:
            value = value.split(rep, 1)[0]
        parts = value.split(self.component_sep)
        return parts[index - 1] if 0 < index <= len(parts) else b""

    @property
    def message_type(self) -> str:
        """MSH-9 as ``TYPE^EVENT`` in plain ASCII ('' when absent)."""
        kind, event = _ascii(self.component(9, 1)), _ascii(self.component(9, 2))
        return f"{kind}^{event}" if event else kind

    @property
    def enhanced(self) -> bool:
        """The sender asked for enhanced acknowledgement (MSH-15 or MSH-16 valued)."""
        return bool(self.get(15).strip() or self.get(16).strip())


def _ascii(value: bytes) -> str:
    return "".join(chr(b) if 0x20 <= b < 0x7F else "?" for b in value)


def read_header(raw: bytes) -> MessageHeader | None:
    """Find and split the MSH segment of ``raw`` without parsing anything else.

    Accepts a leading BOM or whitespace, CR/LF/CRLF segment ends, and an MSH that is not at
    the very start (junk before it). Returns ``None`` when no usable MSH exists: no "MSH"
    at a segment start, or a field separator that is a letter, digit, space or control byte.
    """
    data = raw[:_SEARCH_LIMIT]
    start = 0
    if data.startswith(_BOM):
        start = len(_BOM)
    while start < len(data) and data[start] in b" \t\r\n":
        start += 1
    pos = start if data.startswith(b"MSH", start) else -1
    if pos < 0:
        for sep in (b"\rMSH", b"\nMSH"):
            hit = data.find(sep, start)
            if hit >= 0 and (pos < 0 or hit + 1 < pos):
                pos = hit + 1
    if pos < 0 or pos + 4 > len(data):
        return None
    fs = data[pos + 3:pos + 4]
    if not (0x21 <= fs[0] < 0x7F) or fs.isalnum():
        return None
    end = len(data)
    for stop in (b"\r", b"\n"):
        hit = data.find(stop, pos)
        if 0 <= hit < end:
            end = hit
    segment = data[pos:end]
    parts = segment.split(fs)
    encoding = parts[1] if len(parts) > 1 else b""
    if (not 1 <= len(encoding) <= 5 or len(set(encoding)) != len(encoding)
            or any(not (0x21 <= b < 0x7F) or b == fs[0] or chr(b).isalnum()
                   for b in encoding)):
        encoding = b""
    # parts[0] is "MSH" (field 0), parts[1] is MSH-2; MSH-n for n >= 3 is parts[n-1].
    fields = (b"MSH", fs, encoding, *parts[2:])
    return MessageHeader(fs, encoding, tuple(fields), pos)


# --------------------------------------------------------------------------- building

_counter = itertools.count(1)
_prefix = f"{os.getpid() % 100000:05d}"


def _new_control_id() -> bytes:
    """A control ID for our own ACK (unique per process and time)."""
    return f"A{int(time.time()):x}{_prefix}{next(_counter):06d}".encode("ascii")


def _clean_echo(value: bytes, forbidden: bytes = b"") -> bytes:
    """A received header value made safe to copy into the ACK header.

    Control bytes become '?', and so do ``forbidden`` bytes (the ACK's delimiters when they
    differ from the sender's), so that a copied value cannot change the ACK's structure
    and still reads as :attr:`MessageHeader.control_id` does.
    """
    return bytes(b if 0x20 <= b != 0x7F and b not in forbidden else 0x3F
                 for b in value[:_MAX_ECHO])


def same_control_id(a: str, b: str) -> bool:
    """Whether two control IDs are the same once made printable (what an ACK can echo:
    characters that are not letters or digits may come back as '?')."""
    def key(value: str) -> str:
        return "".join(c if c.isalnum() else "?" for c in value.strip())
    return key(a) == key(b)


def escape_text(text: str, field_sep: str = "|", encoding_chars: str = "^~\\&") -> str:
    """Free text made safe for one HL7 field: delimiters escaped, controls dropped.

    Field separator -> \\F\\, component -> \\S\\, repetition -> \\R\\,
    escape -> \\E\\, sub-component -> \\T\\; non-ASCII becomes '?'.
    """
    chars = (encoding_chars + "^~\\&"[len(encoding_chars):])[:4]
    esc = chars[2]
    table = {field_sep: "F", chars[0]: "S", chars[1]: "R", chars[2]: "E", chars[3]: "T"}
    out = []
    for ch in text[:_MAX_REASON]:
        if ch in table:
            out.append(f"{esc}{table[ch]}{esc}")
        elif 0x20 <= ord(ch) < 0x7F:
            out.append(ch)
        else:
            out.append(" " if ch in "\r\n\t" else "?")
    return "".join(out)


def error_location(location: str, component_sep: bytes = b"^") -> bytes:
    """ERR-2 (ERL) from a location such as ``PID``, ``PID-5`` or ``OBX[3]-5.1``.

    Anything else gives an empty ERR-2 (the location still appears in the reason text).
    """
    text = location.strip()
    seg, rest = text[:3], text[3:]
    if len(seg) != 3 or not seg.isalnum() or not (seg.isupper() or seg.isdigit()):
        return b""
    sequence = "1"
    if rest.startswith("["):
        close = rest.find("]")
        if close < 0 or not rest[1:close].isdigit():
            return b""
        sequence, rest = rest[1:close], rest[close + 1:]
    numbers: list[str] = []
    if rest:
        if rest[0] not in "-.":
            return b""
        numbers = rest[1:].split(".")
        if not all(n.isdigit() and len(n) < 6 for n in numbers) or len(numbers) > 2:
            return b""
    parts = [seg, sequence]
    if numbers:
        parts += [numbers[0], "1", *numbers[1:]]
    return component_sep.join(p.encode("ascii") for p in parts)


def _timestamp() -> bytes:
    return time.strftime("%Y%m%d%H%M%S", time.gmtime()).encode("ascii") + b"+0000"


def _version_at_least(version: bytes, wanted: tuple[int, int]) -> bool:
    head = version.split(b"^", 1)[0].strip()
    try:
        parts = tuple(int(p) for p in head.split(b".")[:2])
    except ValueError:
        return True
    return parts >= wanted


def ack_code(outcome: Outcome, header: MessageHeader | None, mode: AckMode = "auto") -> AckCode:
    """The code answering ``outcome``: original (AA/AE/AR) or enhanced (CA/CE/CR)."""
    enhanced = mode == "enhanced" or (mode == "auto" and header is not None
                                      and header.enhanced)
    return (_ENHANCED if enhanced else _ORIGINAL)[outcome]


def should_send(outcome: Outcome, header: MessageHeader | None, mode: AckMode = "auto",
                *, honor: bool = True) -> bool:
    """Whether MSH-15 (accept acknowledgement type) asks for an answer to ``outcome``.

    Only in enhanced mode; original mode always answers. An unreadable header always
    gets an answer (we cannot know what the sender wanted); ``honor=False`` always answers.
    """
    if not honor or header is None or ack_code(outcome, header, mode) in ("AA", "AE", "AR"):
        return True
    wanted = header.text(15).strip().upper()
    if wanted == "NE":
        return False
    if wanted == "ER":
        return outcome != "accept"
    if wanted == "SU":
        return outcome == "accept"
    return True


@dataclass(frozen=True)
class Nak:
    """Why a message is refused: fixed category, HL7 error code, PHI-free reason."""

    outcome: Outcome
    reason: str
    error_code: int = 207
    #: ERR-2 location, e.g. ``PID^1^5`` (segment^sequence^field), when known.
    location: str = ""


def build_ack(raw: bytes | MessageHeader | None, outcome: Outcome = "accept", *,
              reason: str = "", error_code: int = 207, location: str = "",
              mode: AckMode = "auto", application: str = "HL7SCRUB",
              facility: str = "") -> bytes:
    """An ACK (segments separated by CR, no MLLP framing) answering ``raw``.

    ``raw`` is the received frame (or its header, or ``None`` when nothing was readable).
    ``outcome`` maps to AA/AE/AR or CA/CE/CR; errors add an ERR segment with the HL7
    error code, ``location`` and ``reason``. When the received MSH cannot be read, the ACK
    uses standard delimiters, version 2.5.1 and an empty MSA-2.
    """
    header = raw if isinstance(raw, MessageHeader) or raw is None else read_header(raw)
    code = ack_code(outcome, header, mode)
    if header is not None and header.encoding_chars:
        fs, enc = header.field_sep, header.encoding_chars
        forbidden = b""
    else:
        fs, enc = b"|", b"^~\\&"
        forbidden = fs + enc
    cs = enc[:1]

    def get(n: int) -> bytes:
        return _clean_echo(header.get(n), forbidden) if header is not None else b""

    version = get(12) or b"2.5.1"
    event = _clean_echo(header.component(9, 2), forbidden + cs) if header is not None else b""
    if event and _version_at_least(version, (2, 4)):
        msg_type = b"ACK" + cs + event + cs + b"ACK"
    elif event:
        msg_type = b"ACK" + cs + event
    else:
        msg_type = b"ACK"
    sending_app = get(5) or application.encode("ascii", "replace")
    sending_fac = get(6) or facility.encode("ascii", "replace")
    msh = [b"MSH", enc, sending_app, sending_fac, get(3), get(4), _timestamp(), b"",
           msg_type, _new_control_id(), get(11) or b"P", version]
    charset = get(18)
    enhanced = code in ("CA", "CE", "CR")
    if enhanced or charset:
        msh += [b"", b"", b"NE" if enhanced else b"", b"NE" if enhanced else b""]
    if charset:
        msh += [b"", charset]
    fs_s, enc_s = fs.decode("ascii"), enc.decode("ascii")
    text = escape_text(reason, fs_s, enc_s).encode("ascii") if reason else b""
    control = get(10)
    msa = [b"MSA", code.encode("ascii"), control]
    if text:
        msa.append(text)
    segments = [fs.join(msh), fs.join(msa)]
    if outcome != "accept":
        name = ERROR_CODES.get(error_code, ERROR_CODES[207]).encode("ascii")
        loc = error_location(location, cs) if location else b""
        if _version_at_least(version, (2, 5)):
            err_code = cs.join([str(error_code).encode(), name, b"HL70357"])
            segments.append(fs.join([b"ERR", b"", loc, err_code, b"E", b"", b"", b"", text]))
        else:
            # v2.1-2.4: ERR-1 (ELD) = segment^sequence^field^code&text&table
            sub = enc[3:4] or b"&"
            eld = (loc.split(cs)[:3] if loc else [b"", b"", b""])
            eld += [b""] * (3 - len(eld))
            eld.append(sub.join([str(error_code).encode(), name, b"HL70357"]))
            segments.append(fs.join([b"ERR", cs.join(eld)]))
    return b"\r".join(segments) + b"\r"


def build_nak(raw: bytes | MessageHeader | None, nak: Nak, *, mode: AckMode = "auto") -> bytes:
    """Shorthand for :func:`build_ack` with a :class:`Nak`."""
    return build_ack(raw, nak.outcome, reason=nak.reason, error_code=nak.error_code,
                     location=nak.location, mode=mode)


# --------------------------------------------------------------------------- parsing

@dataclass(frozen=True)
class Ack:
    """A parsed acknowledgement."""

    #: MSA-1: AA/AE/AR (original) or CA/CE/CR (enhanced); other values are kept as read.
    code: str
    #: MSA-2: the control ID of the message being acknowledged.
    control_id: str
    #: MSA-3 text, else ERR-8 (user message), else ERR-3 text, else ''.
    text: str = ""
    #: ERR-3 identifier (HL7 table 0357) when present.
    error_code: str = ""
    #: MSH-10 of the ACK itself.
    ack_control_id: str = ""
    raw: bytes = field(default=b"", repr=False)

    @property
    def accepted(self) -> bool:
        return self.code in ("AA", "CA")

    @property
    def rejected(self) -> bool:
        return not self.accepted


def unescape_text(value: bytes, header: MessageHeader) -> str:
    """Undo :func:`escape_text` for display (ASCII only; other escapes kept as written)."""
    text = _ascii(value)
    enc = _ascii(header.encoding_chars) or "^~\\&"
    esc = enc[2:3] or "\\"
    names = {"F": _ascii(header.field_sep), "S": enc[0:1], "R": enc[1:2], "E": esc,
             "T": enc[3:4]}
    for name, char in names.items():
        if char:
            text = text.replace(f"{esc}{name}{esc}", char)
    return text


def parse_ack(raw: bytes) -> Ack:
    """Read MSA (and ERR) from an acknowledgement. Raises :class:`MessageError`."""
    header = read_header(raw)
    if header is None:
        raise MessageError("acknowledgement has no readable MSH segment")
    fs = header.field_sep
    cs = header.component_sep
    segments = raw[header.offset:].replace(b"\r\n", b"\r").replace(b"\n", b"\r").split(b"\r")
    msa: list[bytes] | None = None
    err: list[bytes] | None = None
    for seg in segments:
        if seg.startswith(b"MSA" + fs) and msa is None:
            msa = seg.split(fs)
        elif seg.startswith(b"ERR" + fs) and err is None:
            err = seg.split(fs)
    if msa is None or len(msa) < 2:
        raise MessageError("acknowledgement has no MSA segment", location="MSA")
    code = _ascii(msa[1].split(cs, 1)[0]).strip()
    if not code:
        raise MessageError("acknowledgement has an empty MSA-1", location="MSA-1")
    control = _ascii(msa[2]) if len(msa) > 2 else ""
    text = unescape_text(msa[3], header) if len(msa) > 3 else ""
    error_code = ""
    if err is not None:
        if len(err) > 8 and err[8] and not text:
            text = unescape_text(err[8], header)
        if len(err) > 3 and err[3]:
            parts = err[3].split(cs)
            error_code = _ascii(parts[0])
            if not text and len(parts) > 1:
                text = unescape_text(parts[1], header)
        if not error_code and len(err) > 1 and err[1]:
            eld = err[1].split(cs)
            if len(eld) > 3:
                sub = eld[3].split(header.encoding_chars[3:4] or b"&")
                error_code = _ascii(sub[0])
                if not text and len(sub) > 1:
                    text = unescape_text(sub[1], header)
    return Ack(code=code, control_id=control, text=text, error_code=error_code,
               ack_control_id=header.control_id, raw=raw)

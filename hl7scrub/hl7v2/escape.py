"""HL7 v2 escape sequences, with a map from unescaped text back to the raw field.

The recognizers must read text as a person would (``O\\T\\Brien`` is ``O&Brien``,
``\\.br\\`` is a line break), while the output must keep every byte the de-identifier
did not replace. :func:`unescape_mapped` therefore returns the plain text together with,
for each plain character, the raw range it came from; a span found in the plain text is
widened to whole escape sequences and replaced in the raw field, so the escapes and
formatting commands around it stay exactly as they were.

Sequences (HL7 v2 §2.7): ``\\F\\ \\S\\ \\T\\ \\R\\ \\E\\ \\P\\`` delimiters, ``\\Xhh..\\``
bytes in the message character set, ``\\H\\ \\N\\`` highlighting (no text),
``\\.br\\ \\.sp\\ \\.ce\\`` line breaks, ``\\.in\\ \\.ti\\ \\.sk\\ \\.fi\\ \\.nf\\``
formatting (read as a space), ``\\Cxxyy\\ \\Mxxyyzz\\`` character-set switches (no
text). Anything else, such as a locally defined ``\\Z..\\`` sequence, is read as its
literal characters so that nothing is hidden from the recognizers.
"""

from __future__ import annotations

from dataclasses import dataclass

from hl7scrub.hl7v2.parse import Delimiters

_BREAK_COMMANDS = ("br", "sp", "ce")
_SPACE_COMMANDS = ("in", "ti", "sk", "fi", "nf")


@dataclass(slots=True)
class MappedText:
    """Plain text of a raw field and where each plain character came from.

    ``starts[i]``/``ends[i]`` bound the raw text that produced ``plain[i]``; both are
    None when the raw text had nothing to unescape (plain == raw).
    """

    raw: str
    plain: str
    starts: list[int] | None = None
    ends: list[int] | None = None

    def raw_range(self, start: int, end: int) -> tuple[int, int]:
        """Raw ``[start, end)`` covering plain ``[start, end)`` (widened to whole escapes)."""
        if self.starts is None or self.ends is None:
            return start, end
        if end <= start:
            pos = self.starts[start] if start < len(self.starts) else len(self.raw)
            return pos, pos
        return self.starts[start], self.ends[end - 1]


def _decode_hex(body: str, codec: str) -> str | None:
    """Bytes of a ``\\Xhh..\\`` sequence as text. Interface engines escape the UTF-8 bytes
    of a letter ("J\\XC3BC\\rgen") whatever MSH-18 says, often with no MSH-18 at all:
    bytes that form valid multi-byte UTF-8 are read as such (in a single-byte character
    set they would read as two unlikely letters, "Ã¼", and split the name for the
    recognizers). Only what the recognizers read changes; the raw field is kept."""
    hexdigits = body[1:]
    if not hexdigits or len(hexdigits) % 2:
        return None
    try:
        data = bytes.fromhex(hexdigits)
    except ValueError:
        return None
    if len(data) > 1 and max(data) >= 0x80:
        try:
            return data.decode("utf-8")
        except UnicodeDecodeError:
            pass
    try:
        return data.decode(codec)
    except (UnicodeDecodeError, LookupError):
        return data.decode("latin-1")


def _sequence_text(body: str, d: Delimiters, codec: str) -> str | None:
    """Text an escape sequence stands for, or None when it is not one we know."""
    simple = {"F": d.field, "S": d.component, "T": d.subcomponent, "R": d.repetition,
              "E": d.escape, "P": d.truncation}
    if body in simple:
        return simple[body]
    if body in ("H", "N"):
        return ""
    if body.startswith("X"):
        return _decode_hex(body, codec)
    if body.startswith(("C", "M")) and len(body) in (5, 7) and all(
            c in "0123456789ABCDEFabcdef" for c in body[1:]):
        return ""
    if body.startswith("."):
        command = body[1:3].lower()
        if command in _BREAK_COMMANDS:
            return "\n"
        if command in _SPACE_COMMANDS:
            return " "
    return None


def unescape_mapped(raw: str, d: Delimiters, codec: str = "utf-8", *,
                    structural: bool = False) -> MappedText:
    """Unescape ``raw`` keeping a character-level map back into it.

    With ``structural`` the component and subcomponent separators read as spaces and the
    repetition separator as a line break (used when a whole structured field is scrubbed
    as text); otherwise they read as themselves.
    """
    esc = d.escape
    needs_map = bool(esc) and esc in raw
    if structural and not needs_map:
        seps = {d.component: " ", d.subcomponent: " ", d.repetition: "\n"}
        seps.pop("", None)
        if any(sep in raw for sep in seps):
            table = str.maketrans(seps)
            return MappedText(raw, raw.translate(table))
        return MappedText(raw, raw)
    if not needs_map:
        return MappedText(raw, raw)
    sep_text: dict[str, str] = {}
    if structural:
        sep_text = {d.component: " ", d.subcomponent: " ", d.repetition: "\n"}
        sep_text.pop("", None)
    plain: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    i = 0
    n = len(raw)
    while i < n:
        ch = raw[i]
        if ch == esc:
            close = raw.find(esc, i + 1)
            if close > i:
                text = _sequence_text(raw[i + 1:close], d, codec)
                if text is not None:
                    for out_ch in text:
                        plain.append(out_ch)
                        starts.append(i)
                        ends.append(close + 1)
                    i = close + 1
                    continue
        plain.append(sep_text.get(ch, ch))
        starts.append(i)
        ends.append(i + 1)
        i += 1
    return MappedText(raw, "".join(plain), starts, ends)


def unescape(raw: str, d: Delimiters, codec: str = "utf-8") -> str:
    """Plain text of a raw value (no separators are interpreted)."""
    if not d.escape or d.escape not in raw:
        return raw
    return unescape_mapped(raw, d, codec).plain


def escape(text: str, d: Delimiters, *, line_breaks: bool = True) -> str:
    """Escape ``text`` for writing into a field.

    Line breaks become ``\\.br\\`` (or a space when ``line_breaks`` is false); other
    control characters become spaces. Without an escape character (MSH-2 lists none) the
    delimiters cannot be represented and are replaced by spaces.
    """
    esc = d.escape
    names = {d.field: "F", d.component: "S", d.subcomponent: "T", d.repetition: "R",
             d.truncation: "P"}
    names.pop("", None)
    out: list[str] = []
    for ch in text:
        if esc and ch == esc:
            out.append(f"{esc}E{esc}")
        elif ch in names:
            out.append(f"{esc}{names[ch]}{esc}" if esc else " ")
        elif ch == "\n":
            out.append(f"{esc}.br{esc}" if esc and line_breaks else " ")
        elif ch < " " or ch == "\x7f":
            out.append(" ")
        else:
            out.append(ch)
    return "".join(out)

"""The scrubbing pipeline: a visible list of recognizers, then span post-processors,
then one operator. Synchronous and pure: no I/O, no asyncio, no network.

Each stage has one shape so tests can call it alone:

* a recognizer: ``analyze(doc) -> list[Span]``
* a post-processor: ``(doc, spans) -> spans``
* an operator: ``(doc, spans) -> str``
"""

from __future__ import annotations

import string
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

from hl7scrub import _regex
from hl7scrub._types import DocumentLexicon, PhiType, Recognizer, Span
from hl7scrub.config import ScrubConfig
from hl7scrub.document import Document
from hl7scrub.lexicon import english_frequency, load_lexicon
from hl7scrub.operators import Operator, Redactor
from hl7scrub.recognizers.ages import ages_after_names
from hl7scrub.recognizers.contact import split_words
from hl7scrub.recognizers.dates import dates_after_names
from hl7scrub.recognizers.identifiers import badges_after_names, initial_codes_after_names
from hl7scrub.recognizers.names import (
    native_names_after_names,
    nicknames_after_names,
    typists_after_names,
)
from hl7scrub.recognizers.places import countries_kept
from hl7scrub.tokenize import unspaced

PostProcessor = Callable[[Document, list[Span]], list[Span]]


@dataclass(frozen=True)
class ScrubResult:
    text: str
    redacted: str
    spans: list[Span] = field(default_factory=list)
    #: Every span each recognizer proposed, before overlaps were resolved.
    candidates: list[Span] = field(default_factory=list)

    def counts(self) -> dict[PhiType, int]:
        return dict(Counter(s.type for s in self.spans))


def _snap_to_words(doc: Document, spans: list[Span]) -> list[Span]:
    """Widen spans that cut a word in two, so no fragment of an identifier survives.

    Next to a character of a script written without blanks (Han, kana, Thai, Hangul)
    there is no word to complete: the token there is a phrase ("山田花子様は糖尿病").
    """
    text = doc.text

    def joined(i: int) -> bool:
        """Whether characters ``i - 1`` and ``i`` belong to one word."""
        a, b = text[i - 1], text[i]
        return a.isalnum() and b.isalnum() and not (unspaced(a) or unspaced(b))

    out: list[Span] = []
    for s in spans:
        start, end = s.start, s.end
        while start > 0 and joined(start):
            start -= 1
        while end < len(text) and joined(end):
            end += 1
        if (start, end) != (s.start, s.end):
            s = Span(start, end, s.type, s.recognizer, s.score, s.reason)
        out.append(s)
    return out


def resolve_overlaps(doc: Document, spans: list[Span]) -> list[Span]:
    """Merge overlapping spans into non-overlapping ones.

    Within a cluster of overlapping spans: when one span covers the whole cluster, its
    type wins (an address that contains a street named after a person stays ADDRESS);
    when spans of different types only partly overlap, or cover exactly the same range,
    the recognizers disagree and the result is labelled PHI (seed 002, §3.6).
    """
    if not spans:
        return []
    ordered = sorted(spans, key=lambda s: (s.start, -s.end))
    clusters: list[list[Span]] = [[ordered[0]]]
    cluster_end = ordered[0].end
    for s in ordered[1:]:
        if s.start < cluster_end:
            clusters[-1].append(s)
            cluster_end = max(cluster_end, s.end)
        else:
            clusters.append([s])
            cluster_end = s.end
    out: list[Span] = []
    for cluster in clusters:
        start = min(s.start for s in cluster)
        end = max(s.end for s in cluster)
        types = {s.type for s in cluster}
        recognizers = sorted({s.recognizer for s in cluster})
        score = max(s.score for s in cluster)
        if len(types) == 1:
            typ: PhiType = cluster[0].type
            reason = cluster[0].reason if len(cluster) == 1 else "; ".join(
                sorted({s.reason for s in cluster if s.reason}))
        else:
            covering = [s for s in cluster if s.start == start and s.end == end]
            covering_types = {s.type for s in covering}
            if len(covering_types) == 1:
                typ = covering[0].type
                reason = covering[0].reason or "covers overlapping spans"
            else:
                typ = "PHI"
                reason = "recognizers disagree: " + ", ".join(sorted(types))
        out.append(Span(start, end, typ, "+".join(recognizers), score, reason))
    return out


DEFAULT_POSTPROCESSORS: tuple[PostProcessor, ...] = (ages_after_names, dates_after_names,
                                                     initial_codes_after_names,
                                                     badges_after_names,
                                                     typists_after_names,
                                                     native_names_after_names,
                                                     nicknames_after_names, countries_kept,
                                                     _snap_to_words,
                                                     resolve_overlaps)


#: Hard-wrapped prose: a line at least this long that ends inside a sentence.
_WRAP_WIDTH = 60
#: Words no sentence ends with: after one of them a capitalised line goes on with the
#: sentence ("work with\nHarvest Bridge NGO"), where after another word it may open a
#: new line of its own ("..., and Aeromonas\nAllergy to peanuts").
_GOES_ON = frozenset(split_words("""
    a an the and or but of to in on at by for from with near into onto via per as than
    dr mr mrs ms her his their our my your is was are were be been
    who whom whose which where while because since until after before during about
    between under over through named called told saw seen visited visiting see lives
    lived living works worked working attends attended son daughter wife husband
    mother father brother sister friend uncle aunt cousin pastor
"""))
_LABEL_OPENING = _regex.compile(r"[A-Za-z][A-Za-z ./#&()-]{0,30}:")


def soft_wraps_joined(text: str) -> str:
    """``text`` with each newline that only wraps a sentence (a long line ending in a
    word or a comma, the next line opening with a word that heads no field, in lower
    case unless the line broke after a comma or a word no sentence ends with) turned
    into a blank, offsets unchanged: the recognizers then read "work with\nHarvest Bridge
    NGO" or "village near\nNsukka" as the phrase it is. Lines laid out in columns,
    tables, lists, rules and header lines of fields ("From: ...  To: ...") keep their
    breaks."""
    if "\n" not in text:
        return text
    chars: list[str] | None = None
    start = 0
    n = len(text)
    while True:
        nl = text.find("\n", start)
        if nl < 0:
            break
        line = text[start:nl]
        nxt = nl + 1
        if (len(line) >= _WRAP_WIDTH and (line[-1].isalnum() or line[-1] == ",")
                and "   " not in line and "\t" not in line and "|" not in line
                and line.count(":") < 2 and line.lstrip()[:1].isalnum()
                and nxt < n and text[nxt].isalpha() and (
                    text[nxt].islower() or line[-1] == ","
                    or line[line.rfind(" ") + 1:].lower() in _GOES_ON)
                and _regex.match(_LABEL_OPENING, text[nxt:nxt + 32]) is None
                and not line.isupper()):
            if chars is None:
                chars = list(text)
            chars[nl] = " "
        start = nxt
    return text if chars is None else "".join(chars)


#: The label of a form's field: a letter, then letters, digits, blanks and the marks
#: labels carry, ending in a letter, a digit or a closing parenthesis.
_LEADER_LABEL = _regex.compile(r"[ \t]*[A-Za-z][A-Za-z0-9 /#&()'-]{0,39}")
#: Dots joining a label to its value ("NAME LAST........ PHAM"); three dots are also
#: an ellipsis in prose, so a leader is at least this long.
_LEADER_MIN_DOTS = 4


def dot_leaders_as_colons(text: str) -> str:
    """``text`` with each run of leader dots between a field's label and its value
    written as a colon and blanks, offsets unchanged ("MANAGING MD......... HILL, ANN"
    reads as "MANAGING MD:         HILL, ANN"), so that the rules for labelled fields
    read registry abstracts and printed forms too. The label must open its line or
    follow a column gap, so that dots in prose ("he said.... then left") stay."""
    if "...." not in text:
        return text
    chars: list[str] | None = None
    pos = text.find("....")
    while pos >= 0:
        end = pos
        while end < len(text) and text[end] == ".":
            end += 1
        opening = text.rfind("\n", 0, pos) + 1
        gap = text.rfind("  ", opening, pos)
        label = text[gap + 2 if gap >= 0 else opening:pos]
        # one blank may part the label from its dots ("Name ........ HILL, ANN"): the
        # colon then takes the blank's place
        colon = pos - 1 if label[-1:] == " " and label[-2:-1] not in (" ", "") else pos
        if colon < pos:
            label = label[:-1]
        if end - pos >= _LEADER_MIN_DOTS and (label[-1:].isalnum() or label[-1:] == ")") \
                and _regex.fullmatch(_LEADER_LABEL, label) is not None \
                and text[end:end + 1] in (" ", "\t", "\n", "\r", ""):
            if chars is None:
                chars = list(text)
            chars[colon] = ":"
            chars[colon + 1:end] = " " * (end - colon - 1)
        pos = text.find("....", end)
    return text if chars is None else "".join(chars)


#: Letters that optical character recognition reads for digits, and back.
_AS_DIGIT = {"O": "0", "o": "0", "l": "1", "I": "1", "B": "8", "S": "5"}
_AS_LETTER_UPPER = {"0": "O", "1": "I", "5": "S"}
_AS_LETTER_LOWER = {"0": "o", "1": "l", "5": "s"}
#: A letter of ``_AS_DIGIT`` beside a digit, a digit of those between two letters, or a
#: lower-case l among capitals ("FAMlLY").
_LOOKALIKE = _regex.compile(r"\d[OolIBS]|[OolIBS]\d|[A-Za-z][015]{1,3}[A-Za-z]|[A-Z]l[A-Z]")
#: A date or a telephone number once its look-alikes are read as digits: m/d/y or d/m/y
#: in any of three marks, year first, or 3-3-4 / 3-4 digits.
_READ_NUMBER = _regex.compile(
    r"(?:0?[1-9]|[12]\d|3[01])([/.-])(?:0?[1-9]|[12]\d|3[01])\1(?:\d{2}|\d{4})"
    r"|\d{4}([/.-])(?:0?[1-9]|1[0-2])\2(?:0?[1-9]|[12]\d|3[01])"
    r"|(?:\d{3}[.-])?\d{3}[.-]\d{4}")
#: The characters of a number or a word that holds a look-alike, and of a number alone.
_OCR_TOKEN_CHARS = frozenset(string.ascii_letters + string.digits + "/.:-")
_NUMBER_MARKS = frozenset(string.digits + "/.:-")


def _read_ocr_token(token: str) -> str:
    """``token`` with its look-alike characters read as the scanner meant them, or
    unchanged. Mostly digits with at most two such letters, each between digits or a
    date's or a telephone's marks ("03/0B/2024", "2O21", "3l2-8870"), is a number; five
    letters or more in one case with one 0, 1 or 5 between two of them ("ORTH0PEDIC",
    "Fami1y") is a word. More digits than letters that read as a whole date or telephone
    number are one, the letter at an edge too ("O4/l7/2O24"); several look-alikes in a
    word of one case are read when that gives a known word or name ("BR00KS").
    "B12", "HbA1c", "SpO2", "I10" and "BRCA1" stay."""
    digits = sum(ch.isdigit() for ch in token)
    letters = [i for i, ch in enumerate(token) if ch.isalpha()]
    chars = list(token)
    if digits >= 3 and 1 <= len(letters) <= 2:
        for i in letters:
            if token[i] not in _AS_DIGIT or not 0 < i < len(token) - 1 or not (
                    token[i - 1] in _NUMBER_MARKS and token[i + 1] in _NUMBER_MARKS) or not (
                    token[i - 1].isdigit() or token[i + 1].isdigit()):
                return token
            chars[i] = _AS_DIGIT[token[i]]
        return "".join(chars)
    if digits >= 4 and len(letters) < digits:
        # letters anywhere in a date or a telephone number: "O4/l7/2O24", "S4l-3l2-887O"
        read = "".join(_AS_DIGIT.get(ch, ch) for ch in token)
        if _regex.fullmatch(_READ_NUMBER, read):
            return read
    if digits == 1 and len(letters) >= 5 and len(letters) + 1 == len(token):
        i = next(i for i, ch in enumerate(token) if ch.isdigit())
        if 0 < i < len(token) - 1:
            pair = token[i - 1] + token[i + 1]
            table = _AS_LETTER_UPPER if pair.isupper() else (
                _AS_LETTER_LOWER if pair.islower() else None)
            if table is not None and token[i] in table:
                chars[i] = table[token[i]]
                return "".join(chars)
    if len(token) >= 5 and len(letters) >= 4 and token.isalnum() and token.isascii():
        # more look-alikes in a word of one case ("BR00KS", "LAB0RAT0RIES", "FAMlLY"):
        # read only when that gives a known word or name, so that a code keeps its digits
        upper = token.replace("l", "").isupper()
        read = "".join(_AS_LETTER_UPPER.get(ch, "I" if ch == "l" else ch) if upper
                       else _AS_LETTER_LOWER.get(ch, ch) for ch in token)
        if read != token and read.isalpha() and (read.isupper() or read.islower()) and (
                _known_word(read.lower())):
            return read
    return token


def _known_word(word: str) -> bool:
    """A word of English or a name of the packaged lists."""
    return english_frequency(word) > 1e-7 or load_lexicon().is_name(word)


def ocr_lookalikes_read(text: str) -> str:
    """``text`` with the letters a scanner read for digits inside numbers, and the
    digits it read for letters inside words, put right, offsets unchanged: the date
    and telephone rules then read a scanned outside record ("DATE 0F SERVICE:
    03/0B/2024", "FAX (541) 3l2-8870") and the organisation rules its letterhead."""
    chars: list[str] | None = None
    n = len(text)
    last = (-1, -1)
    for m in _regex.finditer(_LOOKALIKE, text):
        start, end = m.start(), m.end()
        while start > 0 and text[start - 1] in _OCR_TOKEN_CHARS and m.start() - start < 40:
            start -= 1
        while end < n and text[end] in _OCR_TOKEN_CHARS and end - m.end() < 40:
            end += 1
        if (start, end) == last:
            continue  # another look-alike of the token just read ("O4/l7/2O24")
        last = (start, end)
        token = text[start:end]
        read = _read_ocr_token(token)
        if read != token:
            if chars is None:
                chars = list(text)
            chars[start:end] = read
    return text if chars is None else "".join(chars)


def form_blanks_read(text: str) -> str:
    """``text`` with the underscores of a form's blanks and signature lines turned into
    blanks, offsets unchanged: a value written on a blank ("pager _(555) 402-6621_",
    "Signature: ___GA___") is then read as the value it is, since an underscore joins
    a word to what follows it for every pattern. A single underscore between two
    letters or digits joins a user name's or a file name's parts ("lim_weiling",
    "scan_0412.pdf") and stays."""
    chars: list[str] | None = None
    n = len(text)
    pos = text.find("_")
    while pos >= 0:
        end = pos
        while end < n and text[end] == "_":
            end += 1
        if end - pos > 1 or pos == 0 or end == n or not (
                text[pos - 1].isalnum() and text[end].isalnum()):
            if chars is None:
                chars = list(text)
            chars[pos:end] = " " * (end - pos)
        pos = text.find("_", end)
    return text if chars is None else "".join(chars)


def _split_at_joins(text: str, joined: str, spans: list[Span]) -> list[Span]:
    """Spans found across a line break that ``soft_wraps_joined`` made a blank, cut in
    two around it, so that the redacted text keeps every line of the original."""
    out: list[Span] = []
    for span in spans:
        start = span.start
        for pos in range(span.start, span.end):
            if text[pos] == "\n" and joined[pos] == " ":
                if pos > start:
                    out.append(replace(span, start=start, end=pos))
                start = pos + 1
        if span.end > start:
            out.append(replace(span, start=start))
    return out


class Scrubber:
    """Runs recognizers over a text and applies one operator to what they found."""

    def __init__(
        self,
        recognizers: Sequence[Recognizer],
        operator: Operator | None = None,
        postprocessors: Sequence[PostProcessor] = DEFAULT_POSTPROCESSORS,
    ) -> None:
        self.recognizers = list(recognizers)
        self.operator: Operator = operator if operator is not None else Redactor()
        self.postprocessors = list(postprocessors)

    def analyze(self, text: str, lexicon: DocumentLexicon | None = None) -> tuple[
            Document, list[Span], list[Span]]:
        lexicon = lexicon if lexicon is not None else DocumentLexicon()
        joined = ocr_lookalikes_read(dot_leaders_as_colons(form_blanks_read(
            soft_wraps_joined(text))))
        doc = Document(joined, lexicon)
        candidates: list[Span] = []
        for recognizer in self.recognizers:
            candidates.extend(recognizer.analyze(doc))
        spans = list(candidates)
        for stage in self.postprocessors:
            spans = stage(doc, spans)
        if joined is not text:
            doc = Document(text, lexicon)
            spans = _split_at_joins(text, joined, spans)
        return doc, spans, candidates

    def scrub(self, text: str, lexicon: DocumentLexicon | None = None) -> ScrubResult:
        doc, spans, candidates = self.analyze(text, lexicon)
        return ScrubResult(text, self.operator(doc, spans), spans, candidates)


def build_scrubber(config: ScrubConfig | None = None) -> Scrubber:
    """The scrubber described by ``config``: default recognizers and the redactor."""
    from hl7scrub.recognizers import default_recognizers

    config = config or ScrubConfig()
    _regex.set_timeout(config.regex_timeout)
    postprocessors: list[PostProcessor] = list(DEFAULT_POSTPROCESSORS)
    if config.crf_model:
        # Learned spans join the rule candidates before overlaps are resolved.
        from hl7scrub.recognizers.crf import CrfEnsemble

        postprocessors.insert(0, CrfEnsemble.from_config(config))
    return Scrubber(default_recognizers(config), Redactor(), postprocessors)

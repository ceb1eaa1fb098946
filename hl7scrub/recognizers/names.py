"""Personal names: the NLM Name Scrubber algorithm (seed 001) with its context extensions.

Steps, per document:

1. *Context.* A word after a title (Dr, Mrs, Rabbi...), before a suffix (MD, RN, RRT,
   Jr...), after a relation or contact cue (wife, son, dtr, "spoke with", "per") is a
   potential name.
2. *Likelihood ratio.* On mixed-case lines a capitalised word whose name/English
   likelihood ratio exceeds ``name_lr_threshold`` is a potential name, and so is a
   capitalised word found in neither list. Where the case carries no signal (lines in
   capitals, all-lower-case notes, an all-caps word) a word needs
   ``name_upper_lr_threshold`` and must not be a common English word.
3. *Finite-state automaton* (seed 000, Fig. 4: Start, Prefix, Initial, Name, suffiX,
   End) groups adjacent name-table words, initials, nobiliary particles (van, de, von,
   di, dos, St, in any case), titles and suffixes. When a group holds a potential name
   and the average likelihood ratio of its name words exceeds 1, each of them is a name
   ("May Smith", "Mr. John A. Smith", "Smith, John A., M.D."). Where the case gives no
   signal the geometric mean is used and common words are never pulled in, so that one
   strong name cannot carry a neighbour ("DR KLEIN WILL SEE").
4. *Document names.* Parts of the names the caller supplies (``doc.lexicon.names``,
   e.g. the HL7 header) are names in any case, with possessives, nicknames in both
   directions, 2-3 letter initials and one-edit misspellings. Every word found as a name
   is then a name wherever else it occurs in the document (propagation); a name that is
   also a common word or a clinical term propagates only to capitalised mid-sentence
   occurrences on mixed-case lines.

The protect list (clinical vocabulary, drugs, eponyms) stops the frequency-based steps;
context can still override it ("Dr. Foley"), except inside an eponymous phrase ("Foley
catheter", "Parkinson's disease", "Swan-Ganz"), which is never a name.
"""

from __future__ import annotations

import bisect
import math
import unicodedata
from collections.abc import Callable, Iterable, Iterator
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field, replace
from functools import lru_cache
from itertools import accumulate, compress, pairwise, repeat
from operator import itemgetter
from typing import Final, NamedTuple, TypeVar

import regex

from hl7scrub import _regex
from hl7scrub._types import (
    DocumentLike,
    PersonName,
    Span,
    Token,
    read_after_names,
    with_free_spans,
)
from hl7scrub.config import ScrubConfig
from hl7scrub.document import (
    aligned_column_cells,
    headed_column_cells,
    index_positions,
    positions_in,
)
from hl7scrub.lexicon import (
    N_ENGLISH,
    Lexicon,
    fold_accents,
    foreign_frequency,
    likelihood_ratio_from_counts,
    load_lexicon,
    normalize,
)
from hl7scrub.lexicon.clinical import (
    BLOOD_GROUPS,
    CLINICAL_WORDS,
    EPONYM_HEADS,
    EPONYM_NOUNS,
    EPONYM_PHRASES,
    EPONYMS,
    PRODUCT_BRANDS,
    SCORE_EPONYMS,
    STANDALONE_EPONYMS,
    words,
)
from hl7scrub.recognizers.contact import closes_clause
from hl7scrub.recognizers.dates import MONTH_ABBREVIATIONS, MONTH_NAMES, WEEKDAY_NAMES
from hl7scrub.recognizers.places import COUNTRIES, LANGUAGES, STATE_ABBRS, STOPWORDS, zipf
from hl7scrub.tokenize import product_shape, tokenize, unspaced

# Token roles (the automaton's input alphabet).
_OTHER: Final = 0
_NAME: Final = 1
_INITIAL: Final = 2
_TITLE: Final = 3
_SUFFIX: Final = 4
_PARTICLE: Final = 5

# What separates a word from the previous word.
_G_BREAK: Final = 0  # line break or other punctuation
_G_SPACE: Final = 1
_G_HYPHEN: Final = 2  # FORMAN-LYONS
_G_DOT: Final = 3  # "W. MAROTTA", "Dr. Bean"
_G_TIGHTDOT: Final = 4  # "M.D"
_G_COMMA: Final = 5  # "Smith, John", "Smith, MD"
_G_DOTCOMMA: Final = 6  # "A., M.D."
_G_LOOSE: Final = 7  # "Cheyne -Stokes": joins eponyms only

#: What may follow lower-case initials after "by": the clause's end, a slash or a stamp's
#: date or time ("placed by pr / scribed by dy 09/03/24").
_INITIALS_CLOSE: Final = _regex.compile(r"[ \t]*(?:\Z|[/,;.)|\r\n]|\d)")
#: A field's label opening its line or its column before a value ("Witness: ").
_FIELD_LABEL_BEFORE: Final = _regex.compile(
    r"(?:\A|\n|[ ]{2}|\t)[ \t]*[A-Za-z][A-Za-z/ ]{0,24}:[ \t]{1,8}\Z")
#: What closes a labelled field's value after an everyday surname: a comma, a bracket,
#: a column gap, a tab or the line's end (not the bar or semicolon a role's field,
#: ``NameRecognizer._FIELD_CLOSE``, also takes).
_LABELLED_VALUE_END: Final = _regex.compile(r"[ \t]*(?:,|\(|\r|\n|\Z)|[ ]{2}|\t")
#: A column gap, then a label and its colon opening the next field ("    Age/Sex: 67").
_NEXT_FIELD_LABEL: Final = _regex.compile(r"(?:[ ]{2,}|\t)[ \t]*[A-Za-z][A-Za-z/]{0,15}:")
#: A role after a word: the last word in brackets, or one word ("rk (ED pharmacist)",
#: "lwu RN.").
_ROLE_AFTER: Final = _regex.compile(
    r"[ \t](?:(?P<bracket>\()(?:[A-Za-z]{1,20}[ \t]){0,2}(?P<role>[A-Za-z]{2,20})\)"
    r"|(?P<role>[A-Za-z]{2,20})\b)")
#: A line's closing sign-off: a double dash or a long dash, the writer's capitals or
#: lower-case letters, a slash and a second writer's capitals or a login, then perhaps
#: the clock ("-- JB 06:20", "Log closed 1915 \u2014 RMK", "\u2014 ICR / icastillo").
_DASHED_SIGN_OFF: Final = _regex.compile(
    r"(?:^|[ \t])(?:--|\u2014|\u2013)[ \t]{0,3}(?P<first>[A-Z]{2,4}|[a-z]{2,3})"
    r"(?:[ \t]{0,2}/[ \t]{0,2}(?P<second>[A-Za-z]{2,16}))?"
    r"(?:[ \t]{1,4}(?:[0-2]?\d:[0-5]\d|[0-2]\d[0-5]\d))?[ \t]*$", regex.MULTILINE)
#: A handle in lower case glued to a dash after a sentence's end, or dotted capitals
#: after the dash, closing the line, as a writer signs an entry or a quoted statement
#: ("eating crackers. -kosei", "Closed 3/23/26. -R.D.", '... for the nurse." - T.R.').
_HANDLE_AFTER_DASH: Final = _regex.compile(
    r"(?<=[.!?)\"\u201d][ \t]{1,3})-(?:(?P<handle>[a-z]{3,14})"
    r"|[ \t]?(?P<dotted>[A-Z]\.(?:[A-Z]\.){1,2}))"
    r"[ \t]*$", regex.MULTILINE)
#: A credential's capitals alone in brackets after one blank ("rosa b. (CLT)").
_CAPITALS_IN_BRACKETS: Final = _regex.compile(r" \([A-Z]{2,5}\)")
#: A clock time: hours and minutes with a colon, or four digits ("7:53", "07:53",
#: "0753").
_CLOCK: Final = r"(?:(?:[01]?\d|2[0-3]):[0-5]\d|(?:[01]\d|2[0-3])[0-5]\d)"
#: Two or three letters in one case closing brackets after a clock time and a comma
#: ("CORRECTION (13:10, JK):", "addendum (0930, jk)"): who wrote it then.
_INITIALS_AFTER_CLOCK_IN_BRACKETS: Final = _regex.compile(
    r"\([ \t]?(?P<clock>" + _CLOCK + r")(?:[ \t]?(?i:h|hrs?))?[ \t]?,[ \t]?"
    r"(?P<who>[A-Z]{2,3}|[a-z]{2,3})"
    r"[ \t]?\)")
#: A clock time closing brackets, perhaps after blanks (" 10:42)").
_CLOCK_CLOSING_BRACKETS: Final = _regex.compile(r"[ \t]{1,2}" + _CLOCK + r"[ \t]?\)")
#: A clock time after a stamp's initials, a blank and perhaps "~", "@" or "at" ("by sl
#: ~8pm", "by KT @ 20:10", "by kt 2010").
_STAMP_CLOCK: Final = _regex.compile(
    r"[ \t]{1,2}(?:[~@][ ]?|at[ ])?(?:(?:[01]?\d|2[0-3])(?::[0-5]\d)?[ ]?[ap]\.?m\b"
    r"|" + _CLOCK + r"\b)")
#: A month and day, perhaps with a year, and one blank: what dates an entry before the
#: initials that sign it ("| I 3/4 JT |").
_ENTRY_DATE: Final = _regex.compile(r"(?<![\d/])\d{1,2}/\d{1,2}(?:/\d{2,4})? \Z")
#: A date, perhaps with its time, and nothing after it in the text: a sign-off line's
#: close ("HV  01/27/2026", "se 2/11/26 13:05", "JA 2/18 3:05pm").
_DATED_END: Final = _regex.compile(
    r"[ \t]+(?:\d{1,2}[/.-]\d{1,2}(?:[/.-](?:\d{4}|\d{2}))?"
    r"(?:[ \t]+(?:[01]?\d|2[0-3]):?[0-5]\d(?:[ \t]*(?:h|hrs?|(?i:[ap]\.?m\.?)))?)?"
    # (or the clock time alone: "MR 1855" under "M. Reinholt, RN", "AO 9:06 AM")
    r"|(?:(?:[01]\d|2[0-3]):?|\d:)[0-5]\d(?:[ \t]*(?:h|hrs?|(?i:[ap]\.?m\.?)))?)[ \t\r\n]*\Z")

#: The date a stamp closes with after its signer ("review: kbrandt 3/5").
_SLOT_DATE: Final = r"[ \t]{1,3}\d{1,2}/\d{1,2}(?:/\d{2,4})?(?![\w/])"
#: A lower-case word alone after a label's colon, closing its line, before a bracket, a
#: slash between blanks or a date: where a system's user name stands.
_LOGIN_SLOT: Final = _regex.compile(
    r":[ \t]{1,3}(?P<login>[a-z]{4,20}\d{0,3})(?=[ \t]*(?:\r|\n|\Z|\()|[ \t]{2}|\t|[ \t]/[ \t]|"
    + _SLOT_DATE + ")")
#: ... or after a signing word and a blank, dated ("transcribed jmcgrath 08/22/2025").
_DATED_LOGIN: Final = _regex.compile(r"[a-z]{4,20}\d{0,3}(?=" + _SLOT_DATE + ")")
#: A given name, a dot and a surname in lower case, in no e-mail address, host or path
#: ("ravi.menon"; not "r.menon@", "ravi.menon.org", "/ravi.menon").
_DOTTED_LOGIN: Final = _regex.compile(
    r"(?<![\w.@/])[a-z]{3,14}\.[a-z]{3,20}(?![\w@]|\.[A-Za-z])")
#: ... or as the initial of the given name, a dot and the surname ("t.nguyen").
_INITIAL_DOTTED_LOGIN: Final = _regex.compile(
    r"(?<![\w.@/])[a-z]\.[a-z]{4,20}(?![\w@]|\.[A-Za-z])")
#: The likelihood of a name over a word that the surname of such a login must reach.
_SURNAME_LOGIN_LR: Final = 5.0
#: ... or after a log entry's clock and a dash ("02/03/2026 09:14 - tgreer (MA)").
_LOGIN_AFTER_CLOCK: Final = _regex.compile(
    r"\d[ \t]{0,2}[-\u2013\u2014][ \t]{0,2}(?P<login>[a-z]{4,20}\d{0,3})"
    r"(?=[ \t]*(?:\r|\n|\Z|\())")
#: Credentials a user name may stand before ("mkowalczyk RN").
_LOGIN_CREDENTIALS: Final = frozenset({"RN", "LPN", "LVN", "MD", "NP", "CNA", "RPh", "PharmD",
                                       "CPhT", "MA", "CMA"})

#: A short remark in brackets after a field's value, then the field's end: a line
#: break, a column gap, a bar or the text's end ("A.W. (Sr i/c)   Countersigned:").
_REMARK_CLOSING_FIELD: Final = _regex.compile(
    r"\.?[ \t]*\([^()\n]{1,30}\)(?:[ \t]*(?:\r|\n|\||\Z)|[ \t]{2}|\t)")
#: An e-signature's mark and what follows it on the line ("/s/ ngozi okwuosa").
_SLASH_S: Final = _regex.compile(r"(?<![\w/])/s/[ \t]{0,3}(?=[^\W\d_])", regex.IGNORECASE)
#: Capitals over a line of blanks to sign, two or more of them on one line
#: ("TVL ____  FO ____  SB ____").
_INITIALS_OVER_BLANKS: Final = _regex.compile(
    r"(?m)^[ \t]*(?:[A-Z]{2,4}[ \t]*_{3,}[ \t]*){2,}$")

#: A date opening a line ("11/18/25  2-wk call  RAV").
_LINE_OPENING_DATE: Final = _regex.compile(r"[ \t]*\d{1,2}/\d{1,2}(?:/\d{2,4})?(?![\d/])")
#: Two to four capitals closing a line after a blank.
_CAPITALS_CLOSING_LINE: Final = _regex.compile(
    r"(?<=[ \t])[A-Z]{2,4}(?=[ \t]*(?:\r|\n|\Z))")

#: Three to eight capitals of two to four letters, alone in brackets and parted by
#: commas: a list of people's initials when some of them are ("(KL, DM, GO, MCY)").
_INITIALS_IN_BRACKETS: Final = _regex.compile(
    r"(?<![\w])\([ \t]?[A-Z]{2,4}(?:,[ \t]?[A-Z]{2,4}){2,7}[ \t]?\)")

#: Postal codes of the states: never the first name of "Surname, First" ("Gardner, MA").
_STATE_CODES: Final = frozenset(STATE_ABBRS)

# Evidence strength (the strongest decides the reported reason).
_EV_NONE: Final = 0
_EV_WEAK: Final = 1
_EV_CONTEXT: Final = 2
_EV_HEADER: Final = 3

_SENTENCE_END = frozenset(".!?:;\n\r")
_EPONYMISH = EPONYM_HEADS | EPONYM_NOUNS | EPONYMS | BLOOD_GROUPS
#: The last words of :data:`EPONYM_PHRASES`, where a look-up of the phrase starts.
_PHRASE_ENDS = frozenset(phrase.replace("-", " ").split()[-1] for phrase in EPONYM_PHRASES)
#: Those ends that hold a digit, a model's number ("Sherlock 3CG", "Ling 6"): such words
#: have no key, so their phrases are looked up by their text.
_NUMBERED_ENDS = frozenset(end for end in _PHRASE_ENDS if not end.isalpha())
#: The key of such a word.
_NO_KEY: Final = frozenset({""})
#: Phrases of three words joined by blanks ("Sister Mary Joseph", "Pell and Gregory").
_THREE_WORD_PHRASES = frozenset(
    phrase for phrase in EPONYM_PHRASES if len(phrase.split()) == 3 and " of " not in phrase)
#: Those of them that are a term only before their head: "Sister Mary Joseph called" is
#: a nun, "Pell and Gregory" two people; "Rey Complex Figure" stands alone.
_HEADED_PHRASES = frozenset({"sister mary joseph", "pell and gregory"})
_PT_KEYS: Final = frozenset({"pt", "patient"})
#: ... and "re" (regarding), before the child a parent calls about ("mom re jaxon miller
#: 4y").
_PATIENT_BEFORE_AGE_KEYS: Final = _PT_KEYS | {"re"}
_PER_BY: Final = frozenset({"per", "by"})
#: The Welsh words between a given name and a father's: "ap" (son of), "ferch"
#: (daughter of).
_WELSH_PATRONYMICS: Final = frozenset({"ap", "ferch"})
#: Words before a person one hands to, hears from or acts with ("report to RN JK").
_HANDED_TO: Final = frozenset({"per", "by", "to", "from", "with"})
#: A person's name in lower case alone in brackets ("LPN TR (tamika ross)").
_LOWER_NAME_IN_BRACKETS = _regex.compile(
    r"[ \t]\([a-z][a-z'-]{1,20}(?:[ \t][a-z][a-z'-]{1,20}){0,2}\)")
_T_KEY: Final = frozenset({"t"})
_TO_KEY: Final = frozenset({"to"})
_TO_FROM_KEYS: Final = frozenset({"to", "from"})
#: Shifts a nurse works, written in parentheses after the nurse ("from jb (days)",
#: "Sue Brannigan RN (day)").
_SHIFT_WORDS: Final = frozenset({"days", "nights", "eves", "evenings", "nocs", "noc",
                                 "day", "night"})
#: Words next to a blood group's name that say it is one ("Kell antigen", "Rh negative").
_BLOOD_BANK_WORDS: Final = frozenset((
    "antigen", "antigens", "antibody", "antibodies", "phenotype", "system", "group", "type",
    "typing", "negative", "positive", "neg", "pos", "blood"))
_DOTS = (_G_DOT, _G_TIGHTDOT)


@dataclass(frozen=True, slots=True)
class WordInfo:
    """Facts about one normalised word, computed once per process."""

    lr: float
    known: bool  # in the name tables
    unknown: bool  # in neither the name tables nor the English word list
    protected: bool  # protect list: clinical vocabulary, drugs, standalone eponyms
    clinical: bool  # the project's clinical vocabulary or a standalone eponym
    common: bool  # a frequent English word with LR < 1
    function: bool  # closed-class word (the, and, of...)
    eponym: bool
    everyday: bool = False  # an English word as often as a name ("joy", "grant")

    @property
    def listed_word(self) -> bool:
        """Some list holds it as a word with a sense of its own: a frequent, everyday,
        protected, clinical or function word (what a user name or a bare name is not)."""
        return (self.common or self.everyday or self.protected or self.clinical
                or self.function)


# Case-independent token kinds (the role follows from the kind and the line's case).
_K_OTHER: Final = 0
_K_LETTER: Final = 1  # a single lower-case letter, "A" or "I"
_K_INITIAL: Final = 2
_K_TITLE: Final = 3
_K_SUFFIX: Final = 4
_K_PARTICLE: Final = 5
_K_CANDIDATE: Final = 6
_FIXED_ROLES: Final = (_OTHER, _OTHER, _INITIAL, _TITLE, _SUFFIX, _PARTICLE, _NAME)


class _Surface(NamedTuple):
    """Case-independent facts about one token text. A named tuple, so that a document's
    per-word columns come out of one ``zip(*surfaces)``."""

    key: str
    info: WordInfo | None
    kind: int
    first_upper: bool
    shouting: bool
    shape: bool  # capitalised like a name: "Smith", "McDonald", not "RFailure"
    possessive: bool
    role_cased: int  # the role where initCap is a signal (a candidate needs the shape)
    role_uncased: int  # the role where it is not


@dataclass(frozen=True, slots=True)
class _Variant:
    reason: str
    strength: int
    ambiguous: bool


#: A document's name forms: exact forms, initials (-> ambiguous), the symmetric-delete
#: index of the parts misspellings are looked for, their lengths +-1, their first letters.
_NameForms = tuple[dict[str, _Variant], dict[str, bool], dict[str, list[str]],
                   frozenset[int], frozenset[str]]
_HIT_INITIALS: Final = 1
_HIT_FUZZY: Final = 2


@dataclass(slots=True)
class _State:
    """Per-document working arrays, one entry per word token."""

    text: str
    words: list[Token]
    keys: list[str] = field(default_factory=list)
    infos: list[WordInfo | None] = field(default_factory=list)
    roles: list[int] = field(default_factory=list)
    gaps: list[int] = field(default_factory=list)
    gap_text: list[str] = field(default_factory=list)  # text before word i
    sentence_start: list[bool] = field(default_factory=list)
    line_informative: list[bool] = field(default_factory=list)
    informative: list[bool] = field(default_factory=list)  # initCap is a signal here
    initcap: list[bool] = field(default_factory=list)
    possessive: list[bool] = field(default_factory=list)
    evidence: list[int] = field(default_factory=list)
    reason: list[str] = field(default_factory=list)
    score: list[float] = field(default_factory=list)
    blocked: list[bool] = field(default_factory=list)
    key_index: dict[str, list[int]] | None = None
    starts: list[int] | None = None
    #: Each "S/o", "D/o", "W/o" (see :data:`_KIN_MARKER`): the index of its letter and
    #: of the first word after it.
    kin_markers: list[tuple[int, int]] = field(default_factory=list)

    def found_at(self) -> list[int]:
        """Indexes of the words found as names by evidence so far, ascending (what
        ``NameRecognizer._found_name`` tests one word at a time)."""
        return [i for i, (ev, role) in enumerate(zip(self.evidence, self.roles, strict=True))
                if ev > 0 and role == _NAME]

    def at_keys(self, wanted: AbstractSet[str], lo: int = 0, hi: int | None = None
                ) -> list[int]:
        """Indexes ``lo <= i < hi`` of the words whose key is in ``wanted``, ascending.
        The words are indexed by key once per document, so a rule that starts at a few
        cue words looks them up instead of testing every word."""
        if self.key_index is None:
            self.key_index = index_positions(self.keys)
        out = positions_in(self.key_index, wanted)
        if not out:
            return out
        if hi is None:
            hi = len(self.keys)
        if out[0] < lo or out[-1] >= hi:
            out = [i for i in out if lo <= i < hi]
        return out

    def word_starts(self) -> list[int]:
        """Where each word starts, ascending (built once per document)."""
        if self.starts is None:
            self.starts = [w.start for w in self.words]
        return self.starts

    def word_starting_at(self, pos: int) -> int:
        """The index of the word that starts at ``pos``; -1 when none does."""
        starts = self.word_starts()
        i = bisect.bisect_left(starts, pos)
        return i if i < len(starts) and starts[i] == pos else -1

    def capitalised(self, i: int) -> bool:
        """Word ``i`` is written with a capital and not all in capitals, on a line whose
        capitals mean something ("Amber" on a mixed-case line; not "AMBER", not "amber")."""
        return (self.line_informative[i] and self.initcap[i]
                and not self.words[i].text.isupper())

    def before(self, i: int) -> str:
        """The text between word ``i - 1`` and word ``i`` (before the first word: all of
        the text before it; ``gap_text[0]`` is kept empty)."""
        return self.gap_text[i] if i else self.text[:self.words[0].start]

    def after(self, i: int) -> str:
        """The text between word ``i`` and the next (after the last word: the rest)."""
        return self.gap_text[i + 1] if i + 1 < len(self.words) else self.text[
            self.words[i].end:]

    def mark(self, i: int, strength: int, why: str, value: float) -> None:
        if self.blocked[i] or strength <= self.evidence[i]:
            return
        self.evidence[i] = strength
        self.reason[i] = why
        self.score[i] = value


#: "S/o", "D/o", "W/o": son, daughter or wife of, between a person's name and a
#: relative's in South Asian records, written with a capital and a small "o". In
#: capitals they are other things ("S/O:" subjective and objective, "W/O CONTRAST"
#: without), and "w/o" in lower case is "without"; those stay.
_KIN_MARKER: Final = _regex.compile(r"(?<![A-Za-z/])[SDW]/o(?![A-Za-z/])")
#: Labels and titles that may stand before a name and a kin marker ("Attender:
#: Lakshmamma W/o", "Smt. Savitha W/o").
_KIN_LABELS: Final = words("""
    attender attendant name patient informant relative bystander smt shri sri shrimati
    kumari kum
""")

#: A ZIP code closing a line after a state code that is also a credential ("MD 20706").
_ZIP_AFTER: Final = _regex.compile(r"(?m)[ \t]{1,3}\d{5}(?:-\d{4})?[ \t]*$")

#: Units of age and sexes that make "is a <number> ..." an age (lower case).
_AGE_WORDS = words("""
    y yo y/o y.o. y.o year years yr yrs month months mo mos week weeks wk wks day days m f
    male female yom yof
""")


#: An orientation score opening a nurse's line on the patient ("a&ox3", "A+O x 3",
#: "aox4"): like an age, it says the words before it are the patient.
_ORIENTATION = _regex.compile(r"(?i)a[&+]?o[ \t]?x[ \t]?[0-4](?![\w])")
#: A few words in round brackets, as a role or a system's name after a user is written
#: ("(Front Desk)", "(MN-CMS)").
_SHORT_BRACKET: Final = r"\([^()\r\n]{1,24}\)"
#: What may close a record's stamp before more text on its line: a bracket, or a dash
#: or bar between blanks ("[scanned 5/15/24 by kmbrown - Media tab]"); or the system's
#: name in brackets closes the line ("Entry amended 12:04 by anibhriain (MN-CMS).").
_STAMP_CLOSE: Final = _regex.compile(
    r"[\])}]|[-\u2013\u2014|][ \t]|" + _SHORT_BRACKET + r"[.;]?\Z")
#: A user's initials in lower case and a number, as some systems log a user
#: ("printed by twj3").
_INITIALS_NUMBER_LOGIN: Final = _regex.compile(r"[a-z]{2,3}\d{1,3}")
#: A stamp's date and clock time, either first, alone closing its line ("04/03/26
#: 14:52", "00:12 23/06", "1430h").
_STAMP_WHEN: Final = _regex.compile(r"\d[\d/.:-]{0,9}(?:[ \t]{1,3}\d[\d/:.-]{1,9})?"
                                    r"(?:[ \t]?(?:[AaPp]\.?[Mm]\.?|hrs?|h))?")


#: An age and a sex right after a word, a comma between them or not (", 58M", " 72 yo
#: F"): where a patient's name may end.
_AGE_AND_SEX_AFTER: Final = _regex.compile(
    r"(?<=[A-Za-z]),?[ \t]\d{1,3}[ \t-]?(?:[MF]|y/?o|yo[mf]|YO|Y/O|YO[MF])(?![A-Za-z])")


#: A blood group's antigens typed before its name ("Fy(a-b+) Duffy", "Jk(a+b-) Kidd").
_PHENOTYPE_BEFORE: Final = _regex.compile(r"\((?:[a-z]{1,2}[+-]){1,2}\)[ \t]*\Z")

#: A line of a chat or message thread: a time (a date before it or not, in brackets or
#: not), who wrote, their role in brackets or not, and a colon ("22:41 KB (ED RN): SBAR
#: for bed 9", "[03/02 22:47] Rose A.: k. family?"); or a log's line with a military
#: time and a spaced dash after the writer ("01/06/25 0915 rk - Called pt").
_THREAD_LINE: Final = _regex.compile(
    r"(?m)^[ \t]*\[?(?:(?:\d{1,2}/\d{1,2}(?:/\d{2,4})?|(?i:jan|feb|mar|apr|may|jun|jul|aug|sep"
    r"|sept|oct|nov|dec)\.?[ \t]+\d{1,2}),?[ \t]+)?"
    r"(?:\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]?[AaPp]\.?[Mm]\.?)?|(?:[01]\d|2[0-3])[0-5]\d)\]?[ \t]+"
    r"(?P<who>[^\W\d_]{1,20}(?:(?:[ \t]|\.[ \t]?)[^\W\d_]{1,20}){0,2}\.?)[ \t]*"
    r"(?:\((?P<role>[^()\n]{1,30})\)[ \t]*)?(?::|(?<=[ \t])[-\u2013])[ \t]+(?P<said>\S)")


#: A credential after a comma ("bree t., MA"), read by
#: :meth:`NameRecognizer._lower_given_with_initial`.
_CREDENTIAL_AFTER_COMMA: Final = _regex.compile(r"[ \t]*,[ \t]*(?P<cred>[A-Za-z]{2,6})(?![\w])")
#: A month/day, perhaps with its year, closing the line, perhaps after a full stop
#: ("reviewed JK 6/16", "Chart reviewed JT 1/9.").
_DATE_CLOSING_LINE: Final = _regex.compile(
    r"[ \t]+\d{1,2}/\d{1,2}(?:/(?:\d{4}|\d{2}))?\.?[ \t]*(?:\r?\n|\Z)")
#: A date or a clock time right after a word ("per JKL 3/2 0840", "by KMT on 11/02",
#: "by RS at 03:10", "by rc 0630").
_WHEN_AFTER: Final = _regex.compile(
    r"[ \t]+(?:(?:on|at|@)[ \t]*)?(?:\d{1,2}/\d{1,2}(?:/\d{2,4})?|\d{1,2}:\d{2}"
    r"|(?:[01]\d|2[0-3])[0-5]\d)(?![\w/:])")
#: The date or the time a system stamps after its user: blanks, perhaps "on" or "at"
#: in some language, then a clock time, a day in numbers or a day with its month's name
#: ("rtan04 16:52", "ngmk01 18-Mar-2024", "hmartin2 le 09/09/2024", "opcen_lgarcia
#: 1412H").
_STAMP_AFTER_USER: Final = _regex.compile(
    r"[ \t]{1,3}(?:(?:on|at|le|il|el|em|am|op|den|@)[ \t]{1,3})?"
    r"(?:\d{1,2}:\d{2}(?![\d:])|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}(?!\d)"
    r"|(?:[01]\d|2[0-3])[0-5]\d(?:H|hrs?)(?![\w])"
    r"|\d{1,2}[- ](?i:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}[- ]\d{2,4}"
    r"|\d{1,2}[ \t](?i:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\.?[ \t]{1,3}"
    r"\d{1,2}:\d{2}(?![\d:])"
    r"|\d{4}-\d{2}-\d{2}|\d{1,2}[/.-]\d{1,2}[ \t]{1,3}\d{1,2}:\d{2}(?![\d:]))")
#: A second user's handle after a slash, in lower case with its digits, before the
#: stamp both share ("av hto033 / osa021 03:05").
_SLASHED_HANDLE: Final = _regex.compile(r"[ \t]{0,2}/[ \t]{0,2}[a-z]{2,10}\d{1,4}(?![\w.])")
#: A number of four digits or more after a label, perhaps after its colon.
_NUMBER_AFTER_LABEL: Final = _regex.compile(r"[ \t]{1,3}:?[ \t]{0,3}\d{4}")
#: One or two words of what a user did, then the clock time of the system's stamp
#: ("sk_kapadia2 image upload 10:31").
_CLOCK_WORDS_AFTER_USER: Final = _regex.compile(
    r"(?:[ \t][a-z]{2,12}){1,2}[ \t]{1,3}\d{1,2}:\d{2}(?![\d:])")
#: The date with its year and the clock time a system stamps after its user's handle
#: ("pgr_htariq 17/01/2025 03:40", "oeztuerk.m 11.09.2024, 15:42").
_DATED_CLOCK: Final = _regex.compile(
    r"[ \t]{1,3}(?:\d{1,2}[/.-]\d{1,2}[/.-](?:\d{4}|\d{2})|\d{4}-\d{2}-\d{2})"
    r"(?:[ \t]{1,3}|,[ \t]{0,2}|[ \t]{1,3}at[ \t]{1,3})\d{1,2}:\d{2}(?![\d:])")
#: A short part joined to a user name by an underscore or a dot, then a colon.
_HANDLE_TAIL: Final = _regex.compile(r"[._][a-z0-9]{1,12}:")
#: "By" in the languages whose notes sign so ("signé par mlapo12").
_BY_WORDS_ABROAD: Final = frozenset({"par", "por", "von", "door", "da", "av", "af", "oleh"})
#: Nurses and midwives in the languages of the notes we read, which cue a name as
#: "nurse" does ("Zapsala sestra bartošová", "Bidan Sri Lestari").
_NURSES_ABROAD: Final = words("""
    sykepleier sjuksköterska sygeplejerske verpleegkundige enfermera enfermero enfermeira
    infirmière infirmier infermiera infermiere sestra pielęgniarka pielegniarka
    sairaanhoitaja hoitaja perawat bidan jururawat""")
#: Doctors in Norwegian, Swedish, Danish, Finnish, German, Dutch, French and Polish,
#: after a signer's name as a credential is ("ole sandvik, lege (LIS1)").
_DOCTORS_ABROAD: Final = words("lege läkare læge lääkäri arzt ärztin huisarts médecin lekarz")
#: "User" in the languages whose systems stamp so ("firmada por usuario polvera.umf64").
_USER_WORDS_ABROAD: Final = frozenset({
    "usuario", "usuário", "utilisateur", "benutzer", "gebruiker", "bruker", "användare",
    "kullanıcı", "kullanici", "utente", "utilizator", "utilizador", "käyttäjä", "użytkownik",
    "uživatel", "pengguna"})
#: A handle of three to ten letters in one case and one to three digits, which no word
#: ends in: what the word for a system's user stands before ("utilisateur mtrem02").
_DIGITED_HANDLE: Final = _regex.compile(r"(?:[a-z]{3,10}|[A-Z]{3,10})\d{1,3}")
#: A user's handle of two or three parts joined by dots or underscores, in lower case
#: ("kbrennan_sw", "polvera.umf64", "bs.thanhlv"), standing alone: no address's or
#: file's name goes on after it.
_JOINED_HANDLE: Final = _regex.compile(
    r"(?<![\w@/.\-])[a-z][a-z0-9]{0,20}(?:[._][a-z0-9]{1,20}){1,2}(?![\w@/\-]|\.[A-Za-z0-9])")
#: A clock time and blanks closing the text before a log entry's user ("09:05 ",
#: "03:12:40 "), perhaps with the word for a user between ("13:02 utilizator ").
_CLOCK_BEFORE: Final = _regex.compile(
    r"(?:^|[ \t\n])\d{1,2}:\d{2}(?::\d{2})?[ \t]{1,3}"
    r"(?:(?i:user|" + "|".join(sorted(_USER_WORDS_ABROAD)) + r")[ \t]{1,3})?$")
#: A slash or a plus between blanks, then another person of a list: a name, an initial
#: or a nurse's credential ("RN TK + RN A. Mensah"; "RN DM / operator K. Wong" names the
#: role in lower case first).
_PERSON_JOINED_AFTER: Final = _regex.compile(
    r"[ \t]{1,2}[/+][ \t]{1,2}(?:[a-z]{2,12}[ \t])?(?:[A-Z](?:[a-z]|\.)|(?:RN|RGN|EN)[ \t])")
#: A dash between blanks before the user who closes a line's event.
_SPACED_DASHES: Final = frozenset((" - ", " -- ", " \u2013 "))
#: A clock time closing the line, as a signature's time is written ("1140hrs", "03h25",
#: "14:05").
_CLOCK_CLOSING_LINE: Final = _regex.compile(
    r"[ \t]+(?:[01]\d|2[0-3])(?::?[0-5]\d|h[0-5]\d)(?:[ \t]*(?:h|hrs?))?[ \t]*(?:\r?\n|\Z)")
#: The date after a dictation stamp's label and its colon (": 03/10/2025", ": Mar 10").
_STAMP_DATE: Final = _regex.compile(
    r"[ \t]*:[ \t]*(?:\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}|[A-Z][a-z]{2,8}\.?[ \t]+\d{1,2}\b)")
#: How the gap before a chat's mention of a user ends: "@" after a blank or a bracket
#: ("... not ICU yet. @rjaramillo fyi"), where an e-mail's "@" follows a word.
_MENTION_GAP_ENDS: Final = (" @", "\t@", "\n@", "(@")
#: A login in brackets after its owner ("dqn (login dnguyen3)").
#: The login holds a digit, a dot or an underscore ("(login required)" is no login).
_LOGIN_IN_BRACKETS: Final = _regex.compile(
    r"[ \t]\((?:login|user(?:[ \t]?(?:name|id))?)(?::|[ \t])[ \t]*"
    r"(?:[\w.@-]*\d[\w.@-]*|[a-z][\w.-]*[._][\w.-]*)\)")
#: The local part of an e-mail address, read by :meth:`NameRecognizer._owner_of_email`.
_MAIL_LOCAL: Final = _regex.compile(
    r"(?<![\w.+-])(?P<local>[A-Za-z][A-Za-z0-9._-]{1,40})@[A-Za-z0-9-]{1,63}\.[A-Za-z]")
#: What may stand between a name and its e-mail address.
_MAIL_OPENERS: Final = frozenset({"", "(", "<", ",", "-", ":", "[", "\u2013"})
#: A word in brackets right after a name ("Claudette Page (niece)"), read by
#: :meth:`NameRecognizer._surname_closed`.
_CLOSING_BRACKET: Final = _regex.compile(r"[ \t]*\([ \t]*(?P<cue>[^\W\d_]{2,15})[ \t]*\)")


def _age_or_orientation_follows(head: str) -> bool:
    """Whether ``head`` opens with an age or an orientation score."""
    return _age_follows(head) or _regex.match(_ORIENTATION, head[:12]) is not None


def _age_follows(head: str) -> bool:
    """Whether ``head`` opens with an age: one to three digits, then (after a blank or a
    hyphen or nothing) a unit of age or a sex ("45M", "72 yo", "3-month")."""
    n = 0
    while n < len(head) and n < 4 and head[n].isdigit():
        n += 1
    if not 1 <= n <= 3:
        return False
    rest = head[n:]
    if rest[:1] in (" ", "-", "\t"):
        rest = rest[1:]
    word = rest.split(None, 1)[0] if rest.strip() else ""
    word = word.split("-", 1)[0].rstrip(",.;:)").lower()
    return word in _AGE_WORDS


#: Words between a scale's name and its value ("Berg Balance 38/56").
_SCALE_WORDS = frozenset({"balance", "fall", "falls", "risk", "total", "sedation", "coma",
                          "score", "scale", "adl", "adls", "iadl", "iadls", "iq", "index"})


_ROMAN_CLASSES: Final = frozenset(("i", "ii", "iii", "iv", "v", "vi"))
#: Results written right after a test's name ("Neer +", "Seidel neg", "Hoffmann absent").
_RESULT_WORDS: Final = frozenset(("pos", "neg", "positive", "negative", "equivocal", "(+)",
                                  "(-)", "nl", "normal", "abnl", "abnormal", "deferred",
                                  "declined", "unable", "absent", "present", "midline"))


#: Words after "not" that say a test was left undone ("Schirmer not done").
_UNDONE: Final = frozenset(("done", "performed", "tested", "assessed", "obtained"))


#: Verbs that take a medication as their object.
_MEDICATION_VERBS = frozenset({
    "start", "started", "starting", "continue", "continued", "continuing", "resume",
    "resumed", "restart", "restarted", "stop", "stopped", "hold", "held", "discontinue",
    "discontinued", "taper", "tapered", "titrate", "titrated", "increase", "increased",
    "decrease", "decreased", "prescribed", "prescribe", "dispensed", "refill", "refilled",
    "applied", "apply", "applying", "using",
})
#: Nouns of a product's form or kind after its brand ("Cavilon barrier", "Prevalon
#: boots", "Vitrebond liner"): a word in neither list before them is the brand.
_PRODUCT_NOUNS = frozenset({
    "cream", "ointment", "gel", "spray", "lotion", "paste", "powder", "barrier", "wipes",
    "pouch", "boots", "liner", "lancets", "dressing", "foam", "mattress", "bed", "box",
    "pen", "pump", "patch", "tablets", "capsules", "drops", "wash", "retainer", "retainers",
    "aligner", "aligners", "rinse", "mouthwash", "toothpaste", "insoles", "brace",
    "padding", "swab", "swabs", "sleeve", "sleeves", "garment", "bandage", "bandages",
    "wrap", "tape", "pad", "pads", "sponge", "sponges", "strips", "sensor", "catheter",
    "tubing", "cushion", "splint", "stockings", "glucometer", "nebulizer", "inhaler",
})
#: Words of a product's working between its brand and its form ("Flexitouch pneumatic
#: pump", "Mepilex silicone foam"); none says whose the product is.
_PRODUCT_KINDS: Final = frozenset({
    "pneumatic", "compression", "silicone", "barrier", "foam", "gel", "alginate",
    "hydrocolloid", "oral", "nasal", "insulin", "infusion", "feeding", "suction",
    "cooling", "heating", "pressure", "hydrogel", "zinc", "skin", "lidocaine",
})
#: Surnames that also head a building or a room named by an everyday word ("Dining
#: Hall").
_BUILDING_SURNAMES: Final = frozenset({"hall"})
#: What such a hall is for or whose it is.
_HALL_KINDS: Final = words("""
    dining town city residence study lecture music concert assembly mess main student
    recreation exhibition convention banquet meeting dance union
""")
#: An age closing a person's field ("amara oduya 14y", "12 yo", "3 mo").
_AGE_CLOSING = _regex.compile(r"[ \t]{1,2}\d{1,3}[ \t]?(?:y|yo|yrs?|mo|m|f)(?![\w/])")
#: The quotes that close a quoted word.
_CLOSING_QUOTES: Final = "'\"\u2019\u201d"
#: A dose right after a word ("Palforzia 300 mg", "Hizentra 20 %").
_DOSE_AFTER = _regex.compile(
    r"[ \t]+\d{1,5}(?:\.\d{1,3})?[ \t]*(?i:mg|mcg|\u00b5g|g|ml|units?|iu|tabs?|tablets?"
    r"|caps?|capsules?|puffs?|sprays?|drops?|meq|mmol|%)(?![A-Za-z])"
)


def _closes_hand_off(st: _State, j: int) -> bool:
    """Word ``j``, the nurse a hand-off names, closes the clause or comes before "at" and a
    time ("-- JM to KR.", "report to tj,", "Report given to KR at 0700")."""
    n = len(st.words)
    after = st.gap_text[j + 1] if j + 1 < n else "\n"
    return "\n" in after or after.strip(" \t")[:1] in (".", ",", ";") or (
        j + 2 < n and st.keys[j + 1] == "at" and st.words[j + 2].text[:1].isdigit())


#: Makers of devices whose models bear words that are names too ("Medtronic Azure XT").
_DEVICE_MAKERS: Final = frozenset(words("""
    medtronic biotronik abbott stryker zimmer invacare zoll baxter"""))
#: Makers of vehicles that are names too, after a model year ("2019 Ford Transit").
_VEHICLE_MAKERS: Final = frozenset(words("""
    ford dodge chevrolet chevy chrysler buick lincoln cadillac toyota honda nissan subaru
    hyundai kia jeep gmc tesla mazda volkswagen vw bmw audi volvo mercedes"""))
#: A model year ("2019").
_MODEL_YEAR = _regex.compile(r"(?:19[5-9]|20[0-4])\d")
#: A device model's number: letters and digits, a digit among them ("P70", "G7", "3").
_MODEL_NUMBER = _regex.compile(r"[A-Za-z]{0,3}\d{1,4}[A-Za-z]{0,2}")
#: A magnet's field strength after a scanner's model ("Vida 3.0T", "Aera 1.5 T").
_FIELD_STRENGTH_AFTER = _regex.compile(r"[ \t]+\d(?:\.\d)?[ \t]?T(?![\w.])")
#: The number opening a list's entry, alone on its line before a word (searched in the
#: whole text, so "^" is the text's start and never the middle of a line).
_ENTRY_NUMBER = _regex.compile(r"(?:^|\n)[ \t]*\d{1,2}[.)][ \t]+\Z")
#: A dash after an entry's first word, before what is said of it ("3. Bud - A1c ...").
_ENTRY_DASH = _regex.compile(r"[ \t]+[-\u2013\u2014][ \t]+\S")


def _after_name_or_title(st: _State, i: int) -> bool:
    """Word ``i`` follows a name's word or a title with a blank or a period between
    ("Mary Abbott", "Dr. Li"): it is part of that name, whatever else it may be."""
    return i > 0 and st.gaps[i] in (_G_SPACE, _G_DOT) and st.roles[i - 1] in (_NAME, _TITLE)


def _opens_line_or_sentence(st: _State, i: int) -> bool:
    """Word ``i`` opens its line, perhaps after dashes or bullets, or a sentence after a
    period and a blank or two."""
    before = st.before(i)
    if i == 0 or "\n" in before:
        return before.rsplit("\n", 1)[-1].strip(" \t-*\u2022") == ""
    return before.endswith((". ", ".  "))


def _initials_joined(st: _State, i: int, k: int) -> bool:
    """Words ``i`` and ``k`` (``i`` first) are joined as two people's letters are: by a
    slash or an ampersand between them, or by "and" alone between them with blanks."""
    if k == i + 1:
        return st.gap_text[k].strip(" ") in ("/", "&")
    return k == i + 2 and st.keys[i + 1] == "and" and st.gaps[i + 1] == _G_SPACE and (
        st.gaps[k] == _G_SPACE)


def _opens_item(st: _State, i: int) -> bool:
    """Word ``i`` opens its line, perhaps after a dash or a bullet."""
    gap = st.before(i)
    if i and "\n" not in gap:
        return False
    return gap.rsplit("\n", 1)[-1].strip(" \t") in ("", "-", "*", "\u2022")


#: Dosage forms that open an item of a prescription, abbreviated ("T. Dolo 650").
_DOSAGE_FORMS: Final = frozenset({"t", "tab", "tabs", "cap", "caps", "inj", "syp", "syr"})
#: What may follow the credential on a signing line: the time of signing, perhaps after
#: its date ("-- km RN 0255", "- jt rn 3/2 14:05").
_SIGNING_TIME = _regex.compile(
    r"[ \t]+(?:\d{1,2}/\d{1,2}(?:/\d{2,4})?[ \t]+)?(?:[01]?\d|2[0-3]):?[0-5]\d[ \t]*\r?")
#: The species letters and the number after a genus's letters in an allergen
#: component's name ("Ara h 2", "Bet v 1", "Pru p 3").
_ALLERGEN_AFTER = _regex.compile(r"[ \t][a-z][ \t]\d{1,2}(?![\w.:])")
#: The version or item count joined to a scale's acronym ("SASSI-4", "DAST-10", "KIM-1").
_SCALE_NUMBER_AFTER = _regex.compile(r"-\d{1,2}(?![\w-])")
#: A drug's strength after its name: a number, perhaps with its unit.
_STRENGTH_AFTER = _regex.compile(r"[ \t]+\d{1,5}(?:\.\d{1,3})?(?![\d/:.-]\d)")


def _value_after(st: _State, i: int, width: int = 4) -> str:
    """The start of what follows word ``i`` past blanks, ":" or "=" (a value, if any),
    read from the next ``width`` characters."""
    end = st.words[i].end
    return st.text[end:end + width].lstrip(" \t:=")


def _value_after_brackets(st: _State, i: int, width: int,
                          marks: tuple[str, ...] = ()) -> str:
    """What follows word ``i`` alone in brackets past the closing bracket, blanks, ":"
    or "=" ("(Morse) = 45", "(Coombs) negative"), read from the next ``width``
    characters; with ``marks`` only where one of them comes first. "" when word ``i``
    is not alone in brackets."""
    after = st.after(i)
    if not (st.before(i).endswith("(") and after.startswith(")")):
        return ""
    rest = st.text[st.words[i].end + 1:st.words[i].end + 1 + width]
    if marks and rest.lstrip(" \t")[:1] not in marks:
        return ""
    return rest.lstrip(" \t:=")


#: Initials with a Gaelic or a Dutch particle's letters in lower case ("ANiD" for Áine
#: Ní Dhuibhir, "SMcG", "PMacD", "TvdM" for T. van der Merwe): one or two capitals, the
#: particle, one or two capitals.
_PARTICLE_INITIALS: Final = _regex.compile(r"[A-Z]{1,2}(?:i|ic|c|ac|v|vd|vd[lr]|d)[A-Z]{1,2}")


#: Heads of an eponymous term that a person owns as often ("Keiko's questions", "Amir's
#: recommendations", "Ingrid's cell"): an unlisted name's possessive before them is no
#: eponym.
_OWNED_HEADS: Final = frozenset(words("""
    cell questions recommendations chart exercises breathing breath tears fingers bag
    position view views level stool pack dressing dressings"""))


def _after_given_name(st: _State, i: int) -> bool:
    """Word ``i`` follows a capitalised name word and one blank ("Tom Hurley", "Frances
    Baker"): the surname of a person, not a scale or a test."""
    return i > 0 and st.roles[i - 1] == _NAME and st.initcap[i - 1] and st.gaps[i] == _G_SPACE


def _before_decimal(st: _State, i: int) -> bool:
    """A word before a decimal value ("AVA 0.7 cm2", "LVEF 0.55"): a measure's label."""
    head = _value_after(st, i)
    if head[:1] == ".":
        return head[1:2].isdigit()  # ".7"; "SMITH. PT" is the end of a sentence
    return head[:1].isdigit() and "." in head[1:3]


#: Letters a pronounceable word holds ("zeca", not "ngt").
_VOWELS = frozenset("aeiouy")


def _plural_possessive(st: _State, i: int) -> bool:
    """A word ending in "s" and an apostrophe ("Graves'"): the apostrophe is in the gap."""
    word = st.words[i]
    return word.text[-1:] in ("s", "S") and st.text[word.end:word.end + 1] in ("'", "\u2019")


def _any_possessive(st: _State, i: int) -> bool:
    """A possessive written either way: "Crohn's" or "Graves'"."""
    return st.possessive[i] or _plural_possessive(st, i)


class NameRecognizer:
    """Finds personal names (patients, relatives, clinicians) in narrative text."""

    name = "names"

    #: Ranks and offices used as titles (police, custody, the military, sport).
    RANK_TITLES: frozenset[str] = words("""
        officer ofc deputy sheriff marshal sgt sergeant detective trooper warden captain capt
        lieutenant lt constable const det insp inspector supt superintendent corporal
        chief coach judge magistrate honorable honourable
    """)
    TITLES: frozenset[str] = words("""
        dr drs doctor mr mrs ms miss mister missus mx prof professor rev reverend rabbi msgr
        monsignor fr sir dame madam madame mme mlle sra srta hon judge sis
        dra dott herr herrn frau dhr mevr mudr mddr phdr rndr pharmdr
    """) | RANK_TITLES
    #: Ranks shortened to words that are also abbreviations, titles only as "Dep." is.
    _DOTTED_RANKS: Final = frozenset(words("dep cst cpl"))
    #: Titles of a woman in Pakistan, Bangladesh and India (Mussammat, Shrimati), and
    #: Singapore's and Malaysia's Madam, that are also letters of other things (MDM, a
    #: team's meeting), titles only with one capital (or, in lower case, before a
    #: surname far likelier a name than a word: "mdm lim").
    _WOMEN_TITLES_ABROAD: Final = frozenset(words("mst smt mdm"))

    def _rank_bearer(self, word: str) -> bool:
        """``word`` may be a surname after a short rank: capitalised, of letters, and no
        word English uses ("Dep. Lindqvist"; not "Dep. Rose", "Cst. Rate")."""
        if not (word[:1].isupper() and word.isalpha() and len(word) > 1):
            return False
        inf = self.info(word.lower())
        return inf.unknown or not (inf.common or inf.everyday or inf.clinical or inf.function)

    #: Titles that are also clinical abbreviations or words (mitral regurgitation,
    #: mental status, to miss) and the ranks that also head other things ("Chief
    #: Complaint", "Lt arm"): the next word must look like a name by itself. After
    #: "Officer", "Deputy" or "Sgt." a capitalised everyday word is the surname ("Officer
    #: Strong").
    AMBIGUOUS_TITLES: frozenset[str] = words("""
        doctor mr ms miss sir fr hon judge magistrate honorable honourable chief coach
        captain capt lieutenant lt warden const superintendent""")
    SUFFIXES: frozenset[str] = words("""
        md phd rn rrt crt np pa msw licsw lcsw lpn lvn cna slp pharmd dds dmd dpm facs facp
        mph bsn msn aprn cnm crna jr jnr ii iii esq dpt fnp lmft rdh crnp arnp dnp mbbs psyd otr
        pta cota slpa cls mls lmt emt nrp rdms rdcs rvs rph ibclc ccrn cnor cpnp lpc lcpc
        lmhc bcba ccma rma cpht rd rdn cdces arrt cnmt lsw lisw rvt cma rt atc en rpn
        ctr rpsgt cpsgt rst rpft cpft rcis cpn rmn rgn mrcp frcp frcs mrcgp frcr mbchb
        frcpc fracp frcsc whnp agnp pmhnp acnp agacnp anp ccns cmd rtt cht cpo cscs ladc
        cadc rbt bcaba atp cgc crts rhit rhia ccs cpc ccds cdip aud cohc rm ain hcsw hca
        caqsm ccrc ccrp ccra faafp faap facog facep fasn mrcpch mrcog frcog mrcs frcem cst csfa
        mrcpsych frcpsych frcpath fracs fanzca micgp frcsi coa cot comt cwocn cwon cwcn cfcn
        ocn cen cpen cnl ncsn ccm cic ctrs cdn cnn crrn chpn cphq cbic cgrn acnpc mpas
        lmsw cswa cpss rcp lcce cde cws cns mba mha sho spr nnp sn fracgp franzcog
        odp bms sno mcsp cnp scphn mpharm miscp
    """)
    #: Suffixes that are also clinical abbreviations (pulmonary artery, nasal prongs,
    #: "the MD", type II, renal vein thrombosis, chromosomal microarray, radiotherapy,
    #: around the clock, adenosine triphosphate, an angina class, a cerebral performance
    #: category, consensus coding sequences, a room, a hepatocellular adenoma; "AIN" anal
    #: intraepithelial neoplasia; "CST", a retina's central subfield thickness; "CNS",
    #: "CIC" a clean intermittent catheterisation, "COT" a cot, "COA" a coarctation,
    #: "MHA" a mental health act; "BMS", a biomedical scientist, is bowel movements too):
    #: the word before must look like a name by itself.
    WEAK_SUFFIXES: frozenset[str] = words(
        "md rn np pa ii iii rvt cma rt atc rd en ctr atp ccs cpc ccds aud rm ain hca cst"
        " cns cic cot coa cde cws mha sn bms")
    #: Credentials that are also everyday words of another language or a short word
    #: for something else, credentials only when written in capitals ("EN Hope Marsh",
    #: an enrolled nurse; "M. Whaanga RM", a registered midwife, where "rm 4" is a room;
    #: "JM AIN", an assistant in nursing, where "ain" is Arabic for a spring; "SN KM",
    #: a staff nurse, where "sn" labels a serial number; "BMS DW", where "bms" counts
    #: bowel movements).
    CAPITALS_ONLY_SUFFIXES: frozenset[str] = words("en rm ain cot sn bms")
    #: Credentials that are also given names, read as names between two words of one
    #: ("Nurul Ain binti Zakaria").
    _GIVEN_CREDENTIALS: Final = frozenset(words("ain"))
    #: Generational suffixes: they follow a name, they name no role ("zone II OU").
    GENERATIONS: frozenset[str] = words("jr jnr sr ii iii iv")
    #: Suffixes written with periods (M.D., Ph.D., R.N.).
    DOTTED_SUFFIXES: frozenset[str] = words("md phd rn do np pa dds dmd lpn jr sr aud dpm")
    PARTICLES: frozenset[str] = words("""
        van von de del della der den di da dos das du la le st ter ten bin ibn mc mac
        bint binti binte bte los las abu dela delos vander vanden vande te
    """)
    #: Words after which a name follows: relatives, carers, staff roles.
    RELATION_CUES: frozenset[str] = words("""
        wife husband hsb hubby spouse son sons daughter daughters dtr dtrs dau brother
        brothers bro sister sisters sis mother mom mum father dad parent parents niece neice
        nephew aunt uncle cousin grandson granddaughter grandaughter grandchild grandmother
        grandfather grandma grandpa stepson stepdaughter stepmother stepfather fiance
        fiancee girlfriend boyfriend friend partner companion roommate neighbor neighbour
        caregiver guardian proxy hcp poa spokesperson law nurse resident intern attending
        fellow pcp physician surgeon therapist chaplain pastor priest lawyer attorney named
        ho manager worker coordinator aide pharmacist dietitian nutritionist interpreter
        translator volunteer sw aka patient boss supervisor coworker landlord landlady
        teacher coach counselor counsellor sponsor sib sibs sibling siblings twin dear caller
        informant visitor attg attd atty children kids grandchildren grandkids grandsons
        granddaughters stepchildren nieces nephews cousins twins friends mate buddy
        colleague colleagues housemate flatmate classmate classmates schoolmate teammate
        teammates cellmate bunkmate playmate kid godmother godfather godson bf gf bff
        goddaughter godparent stepsister stepbrother halfsister halfbrother physio aunty
        auntie aunties aunts uncles granny grandad granddad grampa gramma nana nanna nan
        physiotherapist midwife doula carer elder kaumatua kuia imam rabbi deacon mentor
        sitter transporter driver advocate reviewer evaluator podiatrist radiographer
        optometrist audiologist dentist hygienist psychologist nanny babysitter foreman
        forewoman mob fob dil sil mil mgr trainer ranger keeper pct scheduler secretary receptionist
        clerk porter technician mgm mgf pgm pgf mam mammy gran granda nain taid kokum mosom
        esposo esposa hijo hija hijos hijas hermano hermana hermanos hermanas tio tío
        sobrino sobrina nieto nieta abuelo abuela abuelito abuelita suegro suegra cuñado
        cuñada primo madrina padrino comadre compadre mamá papá mami papi époux épouse
        fils fille frère soeur sœur filho filha marido irmão irmã kuya manang manong
        koro whaea moko mokopuna whanau whānau tamariki babcia dziadek nonna nonno
        suami istri isteri vaimo puoliso tytär soț soția soțul fiica fiul żona mąż córka
        manžel manželka dcera ehefrau ehemann tochter sohn echtgenote echtgenoot dochter
        zoon broer zus kleinzoon kleindochter schoonzoon schoondochter neto neta
        merch gwraig chwaer brawd mamgu tadcu
        chw vhw chv hha educator coord
    """) | _NURSES_ABROAD
    #: Words a salutation or a relation cue stands before that address no one by name
    #: ("Dear Colleague", "Dear Sir or Madam", "Dear Patient").
    ADDRESS_NOUNS: frozenset[str] = words("""
        colleague colleagues sir sirs madam madame provider providers team all everyone
        members member family families parent parents patient patients customer client
        clients reviewer reviewers editor editors committee board whom valued referring
        doctors physician physicians partner partners neighbor neighbors care staff
    """)
    #: Languages and the words of a shift or a team: after "Interpreter:" or "Nurse:"
    #: they say which, not who ("Interpreter: Spanish", "Nurse: Day shift"); and the
    #: pedigree's roles ("Proband is a 34yo F"); a driver's route ("Bus Driver (Route 14)").
    NOT_PERSONS: frozenset[str] = LANGUAGES | words("""
        proband probands consultand consultands abuela abuelo abuelita abuelito
        diem annum route
    """)
    _SHIFT_NOUNS: Final = frozenset(words("shift shifts team teams staff coverage crew"))
    #: Head nouns of an agency or a service: after a cue they and the word before them
    #: name no person ("Caller: Home Health", "Visiting Nurse Service").
    _SERVICE_NOUNS: Final = frozenset(words("""
        health healthcare service services agency department dept pharmacy hospice office
        program clinic center centre company hosp hospitalist hospitalists care
    """))
    #: The form labels of a name itself, in English and other languages ("Nama :
    #: SITI RAHMAWATI"), and of the patient: a value in capitals after them is read as
    #: a name ("Potilas: VIRTANEN MIKKO JUHANI").
    _NAME_FORM_LABELS: Final = frozenset(words(
        "pt name nama nombre naam nom nome nume nimi navn namn potilas pasien pacjent"
        " pacient"))
    #: Words before a person that also stand before verbs and findings ("pt denies",
    #: "Name: Mark Stone", "Subscriber: Faith Love"): only a capitalised word on a line
    #: whose capitals mean something follows them as a name.
    FORM_CUES: frozenset[str] = words(
        "client member subscriber insured guarantor") | _NAME_FORM_LABELS
    #: Relatives and companions: on a line without case information a first name that
    #: is also a word still follows them ("SON BILL AT BEDSIDE"); staff roles do not
    #: qualify ("NURSE MAY CALL").
    KIN_CUES: frozenset[str] = words("""
        wife husband hsb hubby spouse son daughter dtr dau brother bro sister sis mother
        mom mum father dad niece neice nephew aunt uncle cousin grandson granddaughter
        grandaughter grandmother grandfather grandma grandpa stepson stepdaughter
        stepmother stepfather fiance fiancee girlfriend boyfriend friend partner neighbor
        neighbour caregiver boss supervisor coworker landlord landlady sib sibling twin
        mam mammy gran
    """)
    #: A word must be at least this often a first name, and more often a first name than
    #: a surname, to count as a first name after a relative on a line without case.
    KIN_FIRST_NAME_MIN: Final = 2000
    #: ... and at least this often, in a field before a relation in brackets ("Escort
    #: today: ama (sister)").
    GIVEN_WITH_FIELD_MIN: Final = 100
    #: ... and rarer than this in English ("WIFE WILL CALL", "SON MAY VISIT").
    KIN_WORD_MAX_FREQUENCY: Final = 5e-4
    #: How rarely English may use a lower-case word in no name table for it to be read
    #: as the given name a relative's word heads ("son dougie (on speaker)").
    CUED_RARE_WORD_MAX_FREQUENCY: Final = 2e-6
    #: ... and how rarely English may use the words one edit from it.
    CUED_RARE_NEIGHBOUR_MAX: Final = 1e-5
    #: Modal verbs that are also first names ("son will called").
    MODAL_NAMES: frozenset[str] = words("will may")
    #: Verb forms no modal verb takes after it: a name stands before them.
    FINITE_VERBS: frozenset[str] = words("""
        is was has had says said states came went left brought took gave knows wants
        agrees thinks feels lives works arrived
    """)
    #: Verbs that report on a person; an unknown capitalised word right before one at the
    #: start of a sentence is read as a surname ("Oyelowo was seen in clinic").
    SUBJECT_VERBS: frozenset[str] = words("""
        was is has had reports reported denies denied states stated presents presented
        returns returned arrived complains complained endorses endorsed notes noted
        underwent feels felt remains continues agrees agreed understands understood came
        comes lives lived works worked says said wants wanted refuses refused declines
        declined tolerated tolerates expresses expressed admits admitted verbalizes
        verbalized requests requested ambulated ambulates appears appeared describes
        described asks asked confirms confirmed voices voiced prefers visits visited
    """)
    #: How a person is seen to feel or be; after a found name that opens a sentence they
    #: make it that person ("Hope tearful, reports guilt"), never the noun the name also
    #: is. ("present" is left out: "Will present to the ED if worse".)
    PERSON_STATES: frozenset[str] = words("""
        tearful teary anxious upset agitated calm calmer pleasant cooperative confused
        emotional frustrated angry tired withdrawn distressed relieved grateful thankful
        overwhelmed worried sad crying smiling receptive appreciative tearfully asleep
        awake tearing
    """)
    #: ... and the words saying a person was told, after whose name they stand ("RN
    #: KATHLEEN WARD NOTIFIED").
    _TOLD_OR_REPORTED: Final = SUBJECT_VERBS | words("notified paged called informed updated aware")
    #: The likelihood ratio a three-letter surname needs inside a user name ("MKIM").
    SHORT_LOGIN_LR: Final = 15.0
    #: Verbs of a line that introduces a person with an age ("Theo is a 45M").
    DEMOGRAPHIC_VERBS: frozenset[str] = words("is was")
    #: Nouns that open such lines without being names.
    AGE_LINE_NOUNS: frozenset[str] = words("""
        patient pt client resident member veteran infant baby child boy girl man woman
        mother father mom dad son daughter husband wife sister brother she he this who
        today donor recipient subject case individual student inmate neonate newborn
        toddler adolescent teen teenager gentleman lady male female
    """)
    #: Verbs after which a name follows.
    CONTACT_CUES: frozenset[str] = words("""
        per paged page notified contacted informed told asked met""")
    #: Words that close a message before the writer's name ("thanks - tony").
    SIGN_OFFS: frozenset[str] = words("""
        thanks thank thx ty regards sincerely cheers love best respectfully cordially you
    """)
    #: ``<verb> with|to|by <name>``
    CONTACT_VERBS: frozenset[str] = words("""
        spoke speak speaking spoken talked talk talking discussed discussion met meeting
        seen followed evaluated examined visited updated called signed pronounced placed
        inserted ordered reviewed bronched intubated extubated assessed consulted
        conversation phoned verified entered performed resulted collected released
        reported approved edited modified dictated transcribed accessioned drawn cosigned
        given gave handed married engaged
    """)
    #: Verbs of writing and filing a record: the person follows "by" only ("Indexed by:
    #: tnguyen2", "Witnessed by Tamsin Oduya"; "uploaded to DermPath" names a place).
    AUTHOR_VERBS: frozenset[str] = words("""
        indexed scanned uploaded created authored documented charted completed prepared
        amended filed logged witnessed interpreted supervised typed
    """)
    CONTACT_LINKS: frozenset[str] = words("with to by")
    #: Two-word cues: "name is Barbara", "known as Bud", "goes by Bill".
    CUE_PAIRS: frozenset[tuple[str, str]] = frozenset(
        {("name", "is"), ("known", "as"), ("goes", "by"), ("called", "by"),
         ("nickname", "is"), ("be", "called"), ("name", "was"),
         # '"call me Gaz"', "calls himself Bablu": the name one asks to be called by
         ("call", "me"), ("calls", "himself"), ("calls", "herself"), ("calls", "themself"),
         ("calls", "themselves"),
         # "Call from Faith at Bayada", "VM for Hope re: labs": the caller or the callee
         ("call", "from"), ("calls", "from"), ("message", "from"), ("msg", "from"),
         ("vm", "from"), ("voicemail", "from"), ("message", "for"), ("msg", "for"),
         ("vm", "for"), ("voicemail", "for"),
         # "handover from kayleigh": the nurse going off shift
         ("handover", "from"), ("handover", "to"), ("handoff", "from"), ("handoff", "to")}
        # "their boy Bao", "our girl Hope": a child after a possessive ("the boy Will" stays)
        | {(owner, child) for owner in ("my", "his", "her", "their", "our")
           for child in ("boy", "girl", "boys", "girls")})
    #: Words a nursery writes before a newborn's name ("Baby Boy Okafor", "Baby Rose").
    NEWBORN_WORDS: frozenset[str] = words("baby")
    #: Words after which the preceding word is a person ("TURA AWARE").
    POST_CUES: frozenset[str] = words("aware notified")
    #: Endings of drug names and clinical terms; never endings of personal names.
    CLINICAL_ENDINGS: tuple[str, ...] = tuple(words("""
        itis osis emia aemia ectomy otomy ostomy plasty scopy graphy algia penia uria pathy
        iasis plegia paresis megaly rrhea rrhoea rrhage lysis olol alol pril sartan azole
        mycin micin cillin cilin floxacin oxacin statin prazole tidine dipine semide parin
        zepam zolam caine profen oxetine vigilance ogram
    """))
    #: Closed-class words: never names, never part of a name.
    FUNCTION_WORDS: frozenset[str] = words("""
        a an the and or nor but if then than so as at by for from in into of off on onto out
        over per to up upon via with within without is are was were be been being am has
        have had do does did would shall should can could might must not no yes he
        she it they them their his her hers him its we us our you your i me my this that
        these those there here who whom whose which what when where why how all any both
        each few more most other some such only own same too very just also again further
        once about above after before below between during through under until while because
        against among around
    """)

    def __init__(self, config: ScrubConfig | None = None,
                 lexicon: Lexicon | None = None) -> None:
        self.config = config or ScrubConfig()
        self.lexicon = lexicon if lexicon is not None else load_lexicon()
        self.lr_threshold = self.config.name_lr_threshold
        self.upper_lr_threshold = self.config.name_upper_lr_threshold
        self.common_frequency = self.config.name_common_word_frequency
        self.rare_frequency = self.config.name_rare_word_frequency
        self.everyday_frequency = self.config.name_everyday_word_frequency
        self.everyday_max_lr = self.config.name_everyday_max_lr
        self.surname_frequency = self.config.name_surname_word_frequency
        self.fuzzy_min_length = self.config.fuzzy_min_length
        self.propagation = self.config.name_propagation
        self.typo_rate = self.config.name_typo_rate
        self._info_cache: dict[str, WordInfo] = {}
        self._typo_lr_cache: dict[str, float] = {}
        self._surface_cache: dict[str, _Surface] = {}
        self._listed_given_cache: dict[str, bool] = {}
        #: Keys after which a signer's letters may stand ("-JW PA-C", "PKV/fb/typed").
        self._signer_ahead = self._CREDENTIALS | self._TRANSCRIBERS | {"do"}
        self._cues = self.RELATION_CUES | self.CONTACT_CUES
        #: Verbs of a record's stamp before "by" and its user ("Log updated ... by").
        self._record_verbs = self.CONTACT_VERBS | self.AUTHOR_VERBS
        self._context_keys = (self.TITLES | self._cues | self.CONTACT_LINKS | self.POST_CUES
                              | self.NEWBORN_WORDS
                              | self.DEMOGRAPHIC_VERBS | self.AUTHOR_VERBS
                              | self.CONTACT_VERBS | self.FORM_CUES
                              | {second for _, second in self.CUE_PAIRS}
                              | {"its", "it's"}  # "hi its rose": a caller's name
                              | {"sr"}  # a nursing sister's title, when it is one
                              | self._DOTTED_RANKS  # "Dep. Lindqvist", when one is
                              | self._WOMEN_TITLES_ABROAD  # "Mst. rukhsana", ditto
                              | self._USER_LABELS | self._LOGIN_LABELS
                              | self._SALUTATIONS | {"w"})  # "spoke w/ Hope"
        #: Words the context step looks at: the cues, and thanks before whom they thank.
        self._context_triggers = self._context_keys | self._THANKS | {"you"} | (
            self._INVERTED_LABELS) | self._BRACKETED_ROLES | self._NURSING_ROLE_LETTERS
        # Words that are never the person a label heads: cues, languages, address nouns
        # and weekdays ("RN: ICU", "Interpreter: Spanish", "pt: Monday").
        self._no_label_value = (self._context_keys | self.NOT_PERSONS | self.ADDRESS_NOUNS
                                | _WEEKDAYS)
        self._forms_cache: dict[tuple[PersonName, ...], _NameForms | None] = {}
        # Loaded here, once per process, so that the first document does not pay for it.
        self._nicknamer: object | None = _shared_nicknamer()

    # -- per-word facts -----------------------------------------------------------------
    def info(self, key: str) -> WordInfo:
        """Facts about a normalised word (see :func:`hl7scrub.lexicon.normalize`)."""
        cached = self._info_cache.get(key)
        if cached is not None:
            return cached
        if not key.isascii():
            # The name and word tables are ASCII: "Müller", "Zoë" and "Françoise" are
            # judged as muller, zoe and francoise ("café" stays an English word).
            folded = fold_accents(key)
            if folded != key and folded.isascii():
                result = self.info(folded)
                if len(folded) <= 3 and (result.protected or result.clinical):
                    # "Lê", "Hồ", "Mã": accents say a short word is no abbreviation (LE,
                    # HO, MA), which is never written with them, but a name
                    result = replace(result, protected=False, clinical=False)
                # ("Đỗ", "Văn", "Phạm": letters only Vietnamese writes make no English
                # "do", particle "van" or abbreviation "pham"; such a word is judged as
                # itself, which no table holds)
                if not (_VIETNAMESE_MARKS.intersection(key) and (
                        result.function or result.common or result.everyday
                        or result.protected) and not result.lr > 1.0):
                    self._info_cache[key] = result
                    return result
        lr, known, english, protected = self.lexicon.word_facts(key)
        if not known and not protected and english < self.rare_frequency:
            english = 0.0  # as rare as a typo: judged as a word in neither list
            lr = likelihood_ratio_from_counts(key, 0, self.lexicon.name_total, 0.0)
        bare = key.replace("'", "")
        if english and key[1:2] == "'" and key[:1] in "od" and key not in (
                "o'clock", "o'er") and len(key) >= 5 and lr >= 1.0:
            # ("o'neill", "d'arcy": English prose spells these surnames, which no
            # English word shapes, often enough to read as everyday words)
            english = 0.0
        clinical = (key in CLINICAL_WORDS or key in STANDALONE_EPONYMS
                    or bare in CLINICAL_WORDS or bare in STANDALONE_EPONYMS
                    or key.endswith(self.CLINICAL_ENDINGS))
        result = WordInfo(
            lr=lr,
            known=known,
            unknown=not known and english == 0.0,
            protected=clinical or protected,
            clinical=clinical,
            common=english >= self.common_frequency and lr < 1.0,
            function=key in self.FUNCTION_WORDS,
            eponym=key in EPONYMS or bare in EPONYMS,
            everyday=english >= self.everyday_frequency and lr < self.everyday_max_lr,
        )
        if len(self._info_cache) > 400_000:  # bounded in long-running servers
            self._info_cache.clear()
        self._info_cache[key] = result
        return result

    def typo_lr(self, key: str, inf: WordInfo) -> float:
        """The likelihood ratio with misspellings of nearby English words counted against
        the name reading: ``n_eng`` grows by ``name_typo_rate`` times the frequency of the
        words one edit away ("Remians", "Labetelol", "STAUS" are typos, not names)."""
        cached = self._typo_lr_cache.get(key)
        if cached is not None:
            return cached
        value = inf.lr
        if self.typo_rate > 0.0 and len(key) >= 3:
            mass = self.lexicon.neighbour_frequency(key)
            if mass > 0.0:
                own = self.lexicon.english_freq(key) * N_ENGLISH + 1.0
                value = inf.lr * own / (own + self.typo_rate * mass * N_ENGLISH)
        if len(self._typo_lr_cache) > 200_000:
            self._typo_lr_cache.clear()
        self._typo_lr_cache[key] = value
        return value

    def _namelike(self, key: str, inf: WordInfo, typos: bool = True) -> bool:
        """Looks like a name by its statistics, whatever the general protect list says.
        ``typos``: a word one edit from a common word may be its misspelling (not where
        the context leaves no room for one)."""
        if inf.function or inf.common or inf.clinical or not (inf.lr >= 1.0 or inf.unknown):
            return False
        return not typos or self.typo_lr(key, inf) >= 1.0

    # -- main entry ---------------------------------------------------------------------
    def analyze(self, doc: DocumentLike) -> list[Span]:
        st = self._prepare(doc)
        n = len(st.words)
        if n == 0:
            return []
        names = doc.lexicon.names
        glued: list[Span] = []
        if names:
            self._document_names(names, st)
            if not doc.text.isascii():
                glued = self._unspaced_names(doc.text, names)
        self._context(st)
        if st.kin_markers:
            self._kin_of_markers(st)
        if "->" in st.text or "\u2192" in st.text:
            self._handed_over(st)
        if "|" in st.text or "\t" in st.text or "   " in st.text:
            self._people_columns(st)
        self._after_role_labels(st)
        if " (" in st.text:
            self._roster(st)
        if ", " in st.text:
            self._bare_staff_list(st)
        if "ction" in st.text or "CTION" in st.text:
            self._action_owners(st)
        ages = [m.start() for m in _regex.finditer(_AGE_AND_SEX_AFTER, st.text)]
        if ages:
            ends = [w.end for w in st.words]
            for at in ages:
                self._name_opening_before_age(st, bisect.bisect_right(ends, at) - 1, at)
        if '"' in st.text or "<" in st.text:
            self._markup_name_parts(st)
        if "nitial" in st.text:
            self._quoted_initials(st)
        if ":" in st.text or " - " in st.text or "\u2013" in st.text:
            self._thread_writers(st)
        if "|" in st.text or "  " in st.text or "\t" in st.text:
            self._log_row_writers(st)
        if " @" in st.text or "ext" in st.text or "EXT" in st.text or "Ext" in st.text:
            self._given_name_at_number(st)
        self._likelihood(st)
        self._automaton(st)
        self._surname_after_first(st)
        if "St" in st.text or "Saint" in st.text:
            self._saint_surnames(st)
        self._two_word_surnames(st)
        if ". " in st.text:
            self._initial_and_everyday_surname(st)
            self._initial_particle_and_surname(st)
        self._inverted(st)
        self._inverted_name_fields(st)
        self._inverted_before_birth(st)
        if "|" in st.text:
            self._inverted_in_cells(st)
        if ":" in st.text:
            self._name_part_fields(st)
        self._signature(st)
        if ":" in st.text:
            self._header_people(st)
        self._lower_case_kin(st)
        self._lower_given_after_by_or_with(st)
        if " of " in st.text:
            self._kin_of_name(st)
        self._lower_given_with_initial(st)
        if "|" in st.text or "\t" in st.text or "   " in st.text:
            self._lower_name_filling_cell(st)
        if ": " in st.text:
            self._lower_name_filling_field(st)
        if ", " in st.text:
            self._lower_name_before_credential(st)
        self._bed_occupants(st)
        self._patient_surname_first(st)
        self._lower_initials_with_surname(st)
        self._nickname_between(st)
        if " (" in st.text:
            self._short_forms_in_parentheses(st)
            self._letters_and_their_name(st)
            self._letters_and_their_given_name(st)
        if "'" in st.text or '"' in st.text or "\u2018" in st.text or "\u201c" in st.text:
            self._name_before_nickname(st)
            self._quoted_nickname(st)
            self._nickname_before_name(st)
            self._nickname_between_names(st)
            self._nicknames_said_so(st)
        if " by " in st.text:
            self._goes_by(st)
        if " him " in st.text or " her " in st.text or " HIM " in st.text or (
                " HER " in st.text) or ") " in st.text:
            self._names_called(st)
        if self.propagation:
            # after the nicknames, so that one found in quotes recurs as a name too
            self._propagate(st)
        if ", " in st.text or "_" in st.text:
            self._initial_after_surname(st)
        if "." in st.text:
            self._lower_initial_before_found_surname(st)
            self._dotted_initials_after_name(st)
        if "-" in st.text:
            self._syllabled_given_names(st)
        self._logins_of_found_names(st)
        self._initialled_surnames(st)
        if "." in st.text:
            self._initial_before_capital_surname(st)
        self._initials_signed(st)
        self._checker_after_signer(st)
        if "(" in st.text and "," in st.text:
            self._initials_after_clock_in_brackets(st)
        if ":" in st.text:
            self._role_initials_block(st)
        if "):" in st.text:
            self._discipline_initials(st)
        if ")" in st.text:
            self._initials_before_roles(st)
        self._given_names_between_names(st)
        if "., " in st.text:
            self._listed_given_and_initial(st)
        if ", " in st.text:
            self._surname_in_list_of_people(st)
        self._initials_of_found_names(st)
        if "/" in st.text:
            self._initials_closing_signature(st)
        if "/" in st.text or "&" in st.text or " and " in st.text:
            self._partners_of_initialled_names(st)
        if ". " in st.text or " /" in st.text:
            self._sign_off_after_sentence(st)
        self._spelled_out(st)
        self._logins_in_stamps(st)
        if ":" in st.text:
            self._handles_before_dated_clocks(st)
        self._joined_handles(st)
        self._digited_handles(st)
        if " (" in st.text:
            self._lower_names_before_roles(st)
        self._lower_name_after_role(st)
        if "'s " in st.text or "\u2019s " in st.text:
            self._lower_owner_of_relative(st)
        if ", " in st.text and ("|" in st.text or "  " in st.text):
            self._lower_surname_first_in_cell(st)
        self._lower_initialled_after_credentials(st)
        if ". " in st.text:
            self._initials_after_nurse_titles(st)
        if ":" in st.text:
            self._writer_initials_again(st)
        self._initials_beside_logins(st)
        self._given_name_before_own_login(st)
        if "(login" in st.text or "(user" in st.text:
            self._owner_of_login(st)
        if "@" in st.text:
            self._owner_of_email(st)
        spans = self._spans(doc.text, st)
        return spans + glued if glued else spans

    #: Census bearers for a word typed in lower case to be a given name before the
    #: initial of a surname ("bree t., MA").
    LOWER_GIVEN_MIN: Final = 300

    def _listed_given(self, key: str) -> bool:
        """At least ``LOWER_GIVEN_MIN`` people bear ``key`` as a given name: enough for a
        word typed in lower case to be read as one where the context says a person.
        (Cached per key: the rules ask it of most lower-case words, often twice.)"""
        listed = self._listed_given_cache.get(key)
        if listed is None:
            if len(self._listed_given_cache) > 200_000:
                self._listed_given_cache.clear()
            listed = self._listed_given_cache[key] = (
                self.lexicon.first_count(key) >= self.LOWER_GIVEN_MIN)
        return listed

    def _lower_given_alone(self, st: _State, j: int) -> bool:
        """Word ``j`` is a given name the tables list, typed in lower case, and no
        clinical or function word ("hope", "devon")."""
        inf = st.infos[j]
        return (inf is not None and st.words[j].text.islower() and st.words[j].text.isalpha()
                and not inf.clinical and not inf.function and self._listed_given(st.keys[j]))

    def _lower_name_before_credential(self, st: _State) -> None:
        """A given name and a surname in lower case, then a comma and a credential or a
        role in capitals that closes the clause, a physiotherapist's "PT" too: a
        clinician signing or named by role ("12 PT visits with jess whitaker, PT;"); a
        doctor's or a nurse's word of another language in any case, before brackets too
        ("ole sandvik, lege (LIS1)"). The given name must be one the tables list and
        neither word a clinical, function or common one ("left knee, PT" and "tolerated
        well, RN" stay)."""
        words, keys, gaps_text = st.words, st.keys, st.gap_text
        for k in [m for m in _indexes(gaps_text, ", ") if m >= 2]:
            j = k - 2
            abroad = keys[k] in _DOCTORS_ABROAD or keys[k] in _NURSES_ABROAD
            if not ((words[k].text.isupper() and (
                    keys[k] in self._STAFF_WORDS or keys[k] == "pt")) or abroad) or (
                    gaps_text[j + 1] != " " or st.evidence[j] or st.evidence[j + 1]
                    or not (closes_clause(st.text, words[k].end, "\r\n,;.)") or (
                        abroad and st.text.startswith(" (", words[k].end)))):
                continue
            if not (self._listed_given(keys[j]) and all(
                    words[m].text.islower() and words[m].text.isalpha() and len(keys[m]) >= 2
                    and (inf := st.infos[m]) is not None
                    and not (inf.clinical or inf.function or inf.common) for m in (j, j + 1))):
                continue
            surname = st.infos[j + 1]
            if surname is not None and (surname.unknown or self._listed_surname(keys[j + 1])):
                self._mark_initials(st, j, j + 2, "lower-case name before a credential")

    def _lower_name_filling_field(self, st: _State) -> None:
        """A given name and a surname in lower case filling a labelled field: after a
        label's colon, closing the field ("Advocate present: keisha moore, Safe
        Passage", "Discharging Dr: priya venkatesh (FY2)"). Both are likelier names
        than words, neither a clinical, function, common or protected word, the first
        a given name the tables list and the second a surname they list or a word no
        table knows ("Diet: clear liquids", "Plan: continue meds" stay)."""
        gaps_text, n = st.gap_text, len(st.words)
        for j in [k for k in _indexes(gaps_text, ": ") if k + 1 < n]:
            # (a particle may open the surname: "cc: grainne ni bhriain (parent)")
            last = j + 2 if j + 2 < n and st.keys[j + 1] in self._LOWER_PARTICLES and (
                st.words[j + 1].text.islower() and gaps_text[j + 2] == " ") else j + 1
            if st.evidence[j] or gaps_text[j + 1] != " " or not (
                    last + 1 == n or _closes_field(gaps_text[last + 1])
                    or gaps_text[last + 1].startswith((",", " (", "."))):
                continue
            if not (self._lower_name_part(st, j) and self._lower_name_part(st, last)):
                continue
            surname = st.infos[last]
            if surname is not None and self._listed_given(st.keys[j]) and (
                    surname.unknown or self.lexicon.last_count(st.keys[last]) > 0):
                self._mark_initials(st, j, last + 1, "lower-case name filling a field")

    #: Particles that open a surname typed in lower case, the Irish ones too ("ní
    #: bhriain", "nic aodha").
    _LOWER_PARTICLES: Final = PARTICLES | frozenset(words("ni ní nic ui uí"))

    def _lower_name_part(self, st: _State, k: int) -> bool:
        """Word ``k`` is in lower case and likelier a name than a word, and no
        clinical, function, common or protected word."""
        inf, word = st.infos[k], st.words[k].text
        return inf is not None and word.isalpha() and word.islower() and len(word) >= 3 and (
            inf.unknown or inf.lr >= 1.0) and not (
            inf.clinical or inf.function or inf.common or inf.protected)

    def _lower_name_filling_cell(self, st: _State) -> None:
        """A given name, a middle initial and its period and a surname, all in lower case,
        filling a table's cell or a form's column ("0900 | jenna m. o'leary | GC-11873"):
        the tables list the first as a given name and the last as a surname."""
        words, keys, gaps_text, n = st.words, st.keys, st.gap_text, len(st.keys)
        for i in [j - 2 for j in _indexes(gaps_text, ". ") if j >= 2]:
            if len(keys[i + 1]) != 1 or gaps_text[i + 1] != " " or not (
                    i == 0 or _closes_field(gaps_text[i])):
                continue
            if not (words[i].text.islower() and words[i + 1].text.islower()
                    and words[i + 2].text.islower()) or st.evidence[i + 2]:
                continue  # (a column of people may hold the given name already)
            if not (i + 3 == n or _closes_field(gaps_text[i + 3])):
                continue
            first, last = st.infos[i], st.infos[i + 2]
            if first is None or last is None or first.clinical or last.clinical or (
                    first.function or last.function):
                continue
            if self._listed_given(keys[i]) and self._listed_surname(keys[i + 2]):
                self._mark_initials(st, i, i + 3, "lower-case name filling a cell")

    #: Words that open a bed list's row before the bed's number ("Bed 13: ...").
    _BED_WORDS: Final = frozenset(words("bed bay cot cubicle rm room"))
    #: What may part a bed's number from its patient.
    _BED_SEPARATORS: Final = frozenset((":", "-", "\u2013", "|", "--"))

    def _bed_occupants(self, st: _State) -> None:
        """The words in lower case right after a bed's number and a colon or a dash,
        closing their field, are the bed's patient when they read as a name ("Bed 13:
        mohammed al-rashidi, RAI-20441", "Bed 7 - okafor, chidi - MRN ...", "Bed 2:
        santos, maria (F 67)"): two or three words, the surname first before a comma
        or last, one of them a given name or surname the census tables list and the
        others names too or words no list holds; no clinical, function, frequent or
        staff word ("Bed 4: pt comfortable", "Bed 9 - rn aware" stay)."""
        words, gaps_text, n = st.words, st.gap_text, len(st.keys)
        for b in st.at_keys(self._BED_WORDS, 0, n - 2):
            j, k = b + 1, b + 2
            if gaps_text[j] != " " or not words[j].text[:1].isdigit() or (
                    len(words[j].text) > 4 or st.evidence[k]
                    or gaps_text[k].strip(" \t") not in self._BED_SEPARATORS):
                continue
            # "okafor, chidi", "de la cruz, rommel": the surname first, a comma, the
            # given name (or, failing that, the words before the comma alone)
            head, given_end = self._surname_comma_given(st, k)
            ends = [head] if head - k >= 2 else []
            if given_end >= 0:
                ends.insert(0, given_end)
            for end in ends:
                closing = st.after(end - 1)
                if (end == n or "\n" in closing or closing.startswith("\u2013") or (
                        closing.strip(" \t")[:1] in (",", "(", "-", "/", "|", ";"))) and (
                        self._bed_name(st, k, end)):
                    self._mark_initials(st, k, end, "name after a bed's number")
                    break

    def _patient_surname_first(self, st: _State) -> None:
        """A surname, a comma and a given name in lower case right after "Pt" or
        "Patient", closing their field, are the patient as a lab's or a log's row
        writes them ("Pt yellowhorse, delia (label mismatch)", "patient okafor, chidi
        |"): the words read as a name as a bed's occupant's do (``_bed_name``), so
        "pt alert, oriented" and "Pt refused, stated" stay."""
        words, gaps_text, n = st.words, st.gap_text, len(st.keys)
        for p in st.at_keys(self._PATIENT_WORDS, 0, n - 3):
            k = p + 1
            if gaps_text[k] != " " or not words[k].text.islower():
                continue
            end = self._surname_comma_given(st, k)[1]
            if end < 0:
                continue
            closing = st.after(end - 1)
            if (end == n or "\n" in closing or closing.strip(" \t")[:1] in (
                    "(", "|", "-", ";", "/")) and self._bed_name(st, k, end):
                self._mark_initials(st, k, end, "name after a patient word")

    def _surname_comma_given(self, st: _State, k: int) -> tuple[int, int]:
        """The end of up to three words from ``k`` that blanks or hyphens join (a
        surname: "okafor", "de la cruz"), and the end of the given name after them and a
        comma, four words in all at most ("okafor, chidi"); -1 for the second where no
        comma follows."""
        head = self._joined_words(st, k, 3)
        if head < len(st.words) and st.gap_text[head] == ", ":
            return head, self._joined_words(st, head, 4 - (head - k))
        return head, -1

    @staticmethod
    def _joined_words(st: _State, k: int, most: int) -> int:
        """The end of the run of up to ``most`` words from ``k`` that blanks or hyphens
        join."""
        end = k + 1
        while end < len(st.words) and end - k < most and st.gap_text[end] in (" ", "-"):
            end += 1
        return end

    def _bed_name(self, st: _State, k: int, end: int) -> bool:
        """Words ``k`` to ``end`` (in lower case) read as a name: see
        :meth:`_bed_occupants`."""
        listed = False
        for m in range(k, end):
            word, key, inf = st.words[m].text, st.keys[m], st.infos[m]
            if not (word.isalpha() and word.islower()):
                return False
            if m + 1 < end and (key in self.PARTICLES or (
                    key in self._HYPHENED_PARTICLES and st.gap_text[m + 1] == "-")):
                continue  # "al-rashidi", "de la cruz"
            if inf is None or inf.clinical or inf.function or inf.common or (
                    key in self._CREDENTIALS or key in self._STAFF_ROLES):
                return False
            counted = self._listed_given(key) or self._listed_surname(key)
            if not (counted or inf.unknown):
                return False
            listed = listed or counted
        return listed

    def _listed_surname(self, key: str) -> bool:
        """At least ``LOWER_GIVEN_MIN`` people bear ``key`` as a surname."""
        return self.lexicon.last_count(key) >= self.LOWER_GIVEN_MIN

    def _lower_given_with_initial(self, st: _State) -> None:
        """A given name typed in lower case with the initial of the surname ("bree t.")
        is a person where a credential follows after a comma ("scribed by bree t., MA")
        or where the two stand alone in brackets after a role ("Bedside RN (marcus
        d.)"), right after a role or a relation cue ("bedside RN summer k. and",
        "hotline advocate hope r."), before a credential's capitals alone in brackets
        ("rosa b. (CLT)"), or after a "by:" label
        before brackets or the line's end ("Intake by: carla m (login cmorales4)"); the
        period may be left out but right after a role ("(tasha w, LPN, 0345)"). The
        word must be a census given name and no function or clinical word.
        Alone in brackets after a role, or before a role alone in brackets, it must be
        no everyday word either ("suctioned by RT (marco)", "tomas (CNA) via unit phone";
        "RN (days)" and "meds (RN)" stay)."""
        words, keys, text = st.words, st.keys, st.text
        credentials = self._CREDENTIALS | {"ma"}
        roles = credentials | self._STAFF_ROLES | {"nursing", "mgmt"}
        for k in range(1, len(words)):
            w, i = words[k], k - 1
            if len(w.text) != 1:
                continue
            # (the period may be left out: "Nursing (kayla b) reports", "(tasha w, LPN")
            dot = text[w.end:w.end + 1] == "."
            if not w.text.islower() or not (
                    dot or text[w.end:w.end + 1] in (")", ",", "\n", "\r", "")
                    or text.startswith(" (", w.end)):
                continue
            given, inf = words[i].text, st.infos[i]
            if (st.evidence[k] or st.gap_text[k] != " " or len(given) < 3
                    or not given.isalpha() or not given.islower() or inf is None
                    or inf.function or inf.clinical or keys[i] in roles
                    or not (self._listed_given(keys[i]) or (
                        len(given) >= 4 and not inf.everyday and not inf.common
                        and (inf.unknown or inf.lr >= 1.0)))):
                # ("student aide m. pageant": the role is no given name; a word likelier
                # a name than a word may be one the census misses: "dilani s. (HO)")
                continue
            after = text[w.end + dot:w.end + 12]
            credit = _regex.match(_CREDENTIAL_AFTER_COMMA, after)
            credited = credit is not None and credit.group("cred").lower() in credentials
            # (in brackets after a role, or alone there when the given name is likelier
            # a name than a word: "HR (marcus t)")
            bracketed = i > 0 and st.before(i).endswith("(") and after.startswith(")") and (
                keys[i - 1] in roles or (not inf.common and inf.lr >= 1.0))
            after_role = dot and i > 0 and (
                keys[i - 1] in roles or keys[i - 1] in self.RELATION_CUES) and (
                st.gap_text[i] == " ")
            # (or before a credential in brackets: "assisting: rosa b. (CLT)")
            capitals = dot and _regex.match(_CAPITALS_IN_BRACKETS, after) is not None
            # (or after a roster's label or a record's: "Staff: marcus b (lead), Priya",
            # "noted: bao n. (sec)")
            labelled = i > 0 and (keys[i - 1] == "by" or keys[i - 1] in self._STAFF_LABELS
                                  or keys[i - 1] in self._RECORD_LABELS) and (
                st.gap_text[i].strip(" \t") == ":") and (
                not after.strip(" \t") or after.lstrip(" \t")[:1] in ("(", "\n", "\r"))
            # (or closing its line after any label's colon or a role's capitals, a
            # census given name: "Asistente médica: yazmin c.", "avec TS isabelle p.")
            closing = dot and i > 0 and _blank_to_line_end(text, w.end + 1) and (
                self._listed_given(keys[i])) and (
                st.gap_text[i].rstrip(" \t").endswith(":") or (
                    st.gap_text[i] == " " and 2 <= len(words[i - 1].text) <= 4
                    and words[i - 1].text.isalpha() and words[i - 1].text.isupper()))
            if credited or bracketed or after_role or labelled or capitals or closing:
                for j in (i, k):
                    if not st.evidence[j]:
                        st.mark(j, _EV_CONTEXT, "given name and initial in lower case", 0.8)
                        st.roles[j] = _NAME
        openers = roles | self.FORM_CUES | self._SIGNED_BY | {"by"}
        for i in range(1, len(words) - 1):
            if keys[i - 1] not in openers:
                continue
            # a given name and a surname in lower case after "by" ("Received by: henry
            # moon (e-signature)", "assisted by beau tran #58"), in a role's field ("RN:
            # cece brown   RT: ...") or after a role in lower case ("Case mgr rosa
            # villanueva (ACT)"), the given name an everyday word after a role in
            # capitals ("RD joy chen; SW ...") or labelling its field ("Tech: bill
            # young" at the line's end), or anywhere after a role where the
            # surname is far likelier a name than a word ("RN: bill tran met"); in a
            # patient's field the surname may be a word no table holds ("PT: amara
            # oduya 14y")
            # (or after a signing word: "- typed sian lloyd")
            if (st.gap_text[i + 1] == " " and ((
                    (keys[i - 1] == "by" or keys[i - 1] in self._SIGNED_BY)
                    and st.gap_text[i].strip(" \t") in ("", ":")
                    and self._lower_pair(st, i)) or (
                    keys[i - 1] in roles and st.gap_text[i] in (" ", ": ")
                    and (self._lower_pair(st, i, everyday=words[i - 1].text.isupper() or (
                        words[i - 1].text.istitle() and st.gap_text[i] == ": "))
                         or self._lower_pair(st, i, everyday=True, open_ended=True))))) or (
                    keys[i - 1] in self.FORM_CUES and st.gap_text[i].strip(" \t") == ":"
                    and self._lower_pair(st, i, unlisted=True)):
                for j in (i, i + 1):
                    st.mark(j, _EV_CONTEXT, "given name and surname in lower case", 0.8)
                    st.roles[j] = _NAME
        for i in range(1, len(words)):
            # the given name alone in brackets after a role: "suctioned by RT (marco)";
            # or before its role in brackets: "01:15 tomas (CNA) via unit phone"
            # (an everyday word too after a role in capitals, "PT" among them, the
            # therapist's or the patient's: "PT (grace) to send"; not a modal verb)
            inf, given = st.infos[i], words[i].text
            if (st.evidence[i] or inf is None or len(given) < 3 or not given.islower()
                    or not given.isalpha() or inf.function or inf.clinical
                    or keys[i] in _SHIFT_WORDS or not self._listed_given(keys[i])
                    or keys[i] in self.RELATION_CUES):
                continue  # ("Sue Brannigan RN (day)": the shift she works; "with mum
                # (sister)": a relative)
            bracketed = st.before(i).endswith("(") and st.after(i).startswith(")") and (
                keys[i - 1] in roles or words[i - 1].text == "PT")
            # (or after a role's capitals, the two alone in brackets: "Vitals (MA
            # brianna):")
            bracketed = bracketed or (
                st.gap_text[i] == " " and st.before(i - 1).endswith("(")
                and st.after(i).startswith(")") and keys[i - 1] in roles
                and words[i - 1].text.isupper())
            # (or after a relative, mostly a first name: "Daughter (hope) drove her")
            kin = st.before(i).endswith(" (") and st.after(i).startswith(")") and (
                keys[i - 1] in self.RELATION_CUES and self._mostly_first_name(keys[i])
                and keys[i] not in _MODALS)
            if ((bracketed or kin or self._role_in_brackets_after(st, i, roles)
                    or self._from_department(st, i)
                    or self._after_role_in_capitals(st, i, roles, inf)
                    or self._talked_with_lower(st, i))
                    and not (inf.common and not kin and not (
                        bracketed and words[i - 1].text.isupper()
                        and keys[i] not in _MODALS))):
                st.mark(i, _EV_CONTEXT, "given name in lower case by a role", 0.8)
                st.roles[i] = _NAME

    #: Words after the person one talked with: where, on whose behalf, about what.
    _AFTER_TALKED: Final = frozenset(words("at from in on re about regarding who and"))

    def _talked_with_lower(self, st: _State, i: int) -> bool:
        """Word ``i`` in lower case follows "spoke with" or "talked w/" and comes before
        a word of place or subject or the clause's end ("spoke w/ tasha at front desk")."""
        if i < 1 or not self._talked_with(st, i - 1) or not st.words[i].text.islower():
            return False
        after = st.gap_text[i + 1] if i + 1 < len(st.words) else "\n"
        if after == " ":
            return st.keys[i + 1] in self._AFTER_TALKED
        return "\n" in after or after.strip(" \t")[:1] in (".", ",", ";", "(", ")")

    def _syllabled_given_names(self, st: _State) -> None:
        """A capitalised syllable joined by a hyphen to one in lower case, right before a
        surname found elsewhere, is the given name ("Soo-ah Kim, MD", "Min-jun Park"), as
        Korean and Chinese names are romanised: the first part more often a name than a
        word, the second no clinical word ("Post-op Jones" stays). It reads back from a
        surname found by any rule, propagation included; ``_surname_after_hyphenated_given``
        reads forward from the given name before propagation, with no surname found."""
        words, gaps, n = st.words, st.gaps, len(st.words)
        for j in range(1, n - 1):
            k = j + 1
            i = j - 1
            if gaps[j] != _G_HYPHEN or gaps[k] != _G_SPACE or not self._found_name(st, k) or (
                    st.evidence[i] or st.evidence[j]):
                continue
            first, second = words[i].text, words[j].text
            fi, si = st.infos[i], st.infos[j]
            if fi is None or si is None or not (
                    first.isalpha() and first[:1].isupper() and first[1:].islower()
                    and 2 <= len(first) <= 5 and second.isalpha() and second.islower()
                    and 2 <= len(second) <= 4) or fi.lr < 1.0 or fi.clinical or fi.function or (
                    si.clinical or (i > 0 and gaps[i] == _G_HYPHEN)):
                continue
            for m in (i, j):
                st.mark(m, _EV_CONTEXT, "romanised given name before a found surname", 0.8)
                st.roles[m] = _NAME

    def _dotted_initials_after_name(self, st: _State) -> None:
        """One to three capitals, each with its period, one blank after a name found are
        that person's initials: the surname first and its initials after it, as
        Singapore, Malaysia and Hong Kong write a doctor ("Dr Lim W.L. / lim_weiling"),
        or a given name and its surname's initial ("Josh M. assisted"). A blank alone
        parts them, so that a sentence's end ("told Smith. A nurse...") stays."""
        words, n = st.words, len(st.words)
        # (the loop marks initials, never names: a word found before it may only stop
        # being one, so the words after those found then are all it must visit)
        for k in [i + 1 for i in st.found_at() if i + 1 < n]:
            if st.gap_text[k] != " " or not self._found_name(st, k - 1) or (
                    st.evidence[k] or len(words[k].text) != 1 or not words[k].text.isupper()
                    or not st.after(k).startswith(".")):
                continue
            end = k + 1
            while end < n and end - k < 3 and st.gap_text[end] == "." and (
                    len(words[end].text) == 1 and words[end].text.isupper()
                    and st.after(end).startswith(".")):
                end += 1
            letters = "".join(words[m].text for m in range(k, end))
            if letters.lower() in self._DOTTED_NOT_INITIALS or (
                    end < n and st.gap_text[end] == "." and words[end].text.isalnum()):
                continue  # a longer dotted abbreviation ("Jones A.B.C.D.")
            for m in range(k, end):
                st.mark(m, _EV_CONTEXT, "initials after a name", 0.8)
                st.roles[m] = _INITIAL

    @staticmethod
    def _lower_initial_before_found_surname(st: _State) -> None:
        """A lower-case initial and its period right before a surname found in lower case
        join it ("| m. abernathy |" where "abernathy" recurs, "j.zielinski RN"); dotted
        abbreviations ("p.o.") stay."""
        words = st.words
        for j in range(1, len(words)):
            i = j - 1
            if st.evidence[j] and not st.evidence[i] and (
                    st.gap_text[j] in (". ", ".") and words[j].text.islower()
                    and not st.after(j).startswith(".")
                    and len(words[i].text) == 1 and words[i].text.islower()
                    and words[i].text.isalpha() and not st.gap_text[i].endswith(".")):
                st.mark(i, _EV_CONTEXT, "initials and surname in lower case", 0.8)
                st.roles[i] = _NAME

    #: What may close a person's lower-case initials and surname: a credential after a
    #: blank or a comma, or the clause's end (a colon, or a dash or a slash before a
    #: blank, too), or the clock of a handover ("to sister t. ndlovu at 03:12").
    _LOWER_SURNAME_CLOSE: Final = _regex.compile(
        r"[ \t]+at[ \t]+\d{1,2}:?\d\d(?!\d)"
        r"|[ \t]*(?:,[ \t]*)?(?P<cred>[A-Za-z]{2,6})(?![\w])"
        r"|[ \t]*(?:[.,;:)(]|[-/][ \t]|\r|\n|\Z)")
    #: The likelihood ratio from which a surname the name tables know, after a dotted
    #: initial in lower case, needs no role or "by" before it ("lek. m. wiśniewski:").
    DOTTED_LOWER_SURNAME_LR: Final = 10.0

    def _clear_surname(self, key: str, inf: WordInfo) -> bool:
        """``key`` is no common English word, and the name tables know it well, or
        many bear it as a surname and it is no everyday word: after an initial and a
        dot, a person's ("c. dubois", "j. kim"; not "l. min")."""
        return not inf.common and ((inf.known and inf.lr >= self.DOTTED_LOWER_SURNAME_LR) or (
            not inf.everyday and self._listed_surname(key)))

    def _lower_initials_with_surname(self, st: _State) -> None:
        """One or two initials and a census surname typed in lower case, after a role
        or after "by", where a credential or the clause's end follows ("witnessed by
        RN m. abernathy.", "Received by mk baker LPN", "by j. baker, RN", "SCRUB: d. ruiz
        CST"), or a word saying the person is told, there or acting ("DON m. kavanagh
        aware."). Without a role before them the surname must be no everyday word unless
        a credential follows; a title ("by dr. lee"), a clinical or a function word
        stays."""
        words, keys, text = st.words, st.keys, st.text
        roles = self._CREDENTIALS | self._STAFF_ROLES
        for i in range(1, len(words) - 1):
            j, initials = i + 1, words[i].text
            if not (initials.isalpha() and initials.islower() and len(initials) <= 2) or (
                    st.evidence[i] or keys[i] in self.TITLES
                    or keys[i] in self._CREDENTIALS or keys[i] in self._PATIENT_WORDS):
                continue
            gap = st.gap_text[j]
            if gap not in (" ", ". ") or (len(initials) == 2 and gap != " "):
                continue
            inf = st.infos[i]
            if len(initials) == 2 and (inf is None or inf.function or inf.clinical):
                continue
            surname, sinf = words[j].text, st.infos[j]
            # an apostrophe may join a particle: "RN m. o'rourke"
            letters = surname.replace("'", "").replace("\u2019", "")
            if not (letters.isalpha() and surname.islower() and len(letters) >= 3) or (
                    sinf is None or sinf.function or sinf.clinical):
                continue
            # a surname the census tables lack needs a credential after it and no word
            # of any list ("approved by k. lindqvist, CMD")
            listed = self._listed_surname(keys[j])
            # One initial with its period before a surname that no list holds as an
            # everyday word, and that many bear or the name tables know well, is a
            # person's wherever the clause closes after it ("Interne : c. dubois -",
            # "j. moreau SW,", "lek. m. wiśniewski:"); a species after its genus's
            # initial stays ("e. coli", "c. auris"), as do "e.g. x" and "a.m. x".
            dotted = gap == ". " and len(initials) == 1 and st.gap_text[i] != "." and (
                self._clear_surname(keys[j], sinf))
            # A person word or a sister's title before one dotted initial, in any case,
            # and a surname any name table knows ("handover to sister t. ndlovu at
            # 03:12", "Sr t. ndlovu")
            kin = gap == ". " and len(initials) == 1 and st.gap_text[i] == " " and (
                keys[i - 1] in self.RELATION_CUES or keys[i - 1] == "sr") and (
                _known_name_word(sinf) and not sinf.everyday)
            listed = listed or kin
            if not (listed or sinf.unknown or dotted):
                continue
            role = kin or (keys[i - 1] in roles and words[i - 1].text.isupper())
            # (a role's label may take a colon: "SCRUB: d. ruiz CST")
            if not (dotted or ((role or keys[i - 1] == "by") and st.gap_text[i] in (
                    (" ", ": ") if role else (" ",)))):
                continue
            last = _compound_last(st, j)
            close = _regex.match(self._LOWER_SURNAME_CLOSE, text, words[last].end)
            cred = close.group("cred") if close is not None else None
            credited = cred is not None and (cred.lower() in self._CREDENTIALS or (
                dotted and cred.isupper() and cred.lower() in self._ROSTER_PARENTHESES))
            # (no close, or a word that is no credential: only a word of the person told
            # or acting will do)
            if (close is None or (cred is not None and not credited)) and not (
                    (dotted or role) and self._told_or_acting_after(st, last)):
                continue
            if not dotted and (not (credited or role or not sinf.common) or not (
                    listed or credited)):
                continue
            for m in range(i, last + 1):
                if not st.evidence[m]:
                    st.mark(m, _EV_CONTEXT, "initials and surname in lower case", 0.8)
                    st.roles[m] = _NAME

    @staticmethod
    def _after_role_in_capitals(st: _State, i: int, roles: frozenset[str],
                                inf: WordInfo) -> bool:
        """Word ``i``, no word English uses, follows a role in capitals and closes its
        clause or comes before a dash ("spoke w/ his MA shanice - MD f/u")."""
        if i < 1 or st.keys[i - 1] not in roles or not st.words[i - 1].text.isupper() or (
                st.gap_text[i] != " " or inf.everyday):
            return False
        rest = st.after(i)
        return rest.startswith((" - ", " -- ", ", ", ". ")) or _ends_line(st, i)

    #: How much likelier a name than an English word a lower-case surname must be to
    #: vouch for an everyday given name before it where nothing closes the field, and
    #: how likely a name that given name must be itself (not "will", "may", "art").
    LOWER_SURNAME_MIN_LR: Final = 20.0
    OPEN_GIVEN_MIN_LR: Final = 0.5

    def _lower_pair(self, st: _State, i: int, everyday: bool = False,
                    unlisted: bool = False, open_ended: bool = False) -> bool:
        """Words ``i`` and ``i + 1`` are a census given name (no everyday, function or
        clinical word) and a census surname typed in lower case, closing their field:
        brackets, a comma or the line's end follow. ``everyday``: the given name may be
        an everyday word ("joy"), and then the surname must be more often a name than a
        word, and a semicolon closes the field too. ``unlisted``: the surname may be a
        word no table holds ("amara oduya"). ``open_ended``: after a cue, the field
        need not close where the surname is no everyday word and far likelier a name,
        and the given name no word far likelier English ("SW bill tran met w/ mom";
        "patient will smith" stays)."""
        if i + 1 >= len(st.words):
            return False
        first, last = st.infos[i], st.infos[i + 1]
        words, keys = st.words, st.keys
        if first is None or last is None or st.evidence[i] or st.evidence[i + 1] or not (
                words[i].text.isalpha() and words[i].text.islower()
                and words[i + 1].text.isalpha() and words[i + 1].text.islower()):
            return False
        if first.function or first.clinical or (first.common and not everyday) or (
                last.function or last.clinical or (everyday and (last.common or last.lr < 1.0))
                ) or not (self._listed_given(keys[i]) and (
                    self._listed_surname(keys[i + 1]) or (unlisted and last.unknown))):
            return False
        if open_ended:
            return st.gaps[i + 1] == _G_SPACE and len(keys[i + 1]) >= 3 and not (
                last.common or last.everyday or last.protected) and (
                last.lr >= self.LOWER_SURNAME_MIN_LR and first.lr >= self.OPEN_GIVEN_MIN_LR)
        after = st.text[words[i + 1].end:words[i + 1].end + 3]
        rest = after.lstrip(" \t")
        # (a column gap or a bar closes a field too; a badge's number follows its bearer,
        # and an age the patient: "PT: amara oduya 14y")
        return rest[:1] in ("(", ",", "\n", "\r", "", "#", "|") or _wide_gap(after) or (
            everyday and rest[:1] == ";") or _regex.match(
                _AGE_CLOSING, st.text, words[i + 1].end) is not None

    #: Bearers for a surname in lower case to vouch for a word no table holds before
    #: it as the given name ("wiremu rangi").
    PAIRED_SURNAME_MIN: Final = 100

    def _unlisted_given_pair(self, st: _State, i: int) -> bool:
        """Words ``i`` and ``i + 1`` in lower case: a word of four letters or more that no
        table holds and that misspells no word, and a census surname more often a name
        than a word, closing the clause: a given name the tables lack and the surname
        ("HCA wiremu rangi;", "RN tamati rangi,"; "RN notifed pharmcy" stays)."""
        if i + 1 >= len(st.words) or st.gap_text[i + 1] != " ":
            return False
        first, last = st.infos[i], st.infos[i + 1]
        given, surname = st.words[i].text, st.words[i + 1].text
        if first is None or last is None or not (
                first.unknown and len(given) >= 4 and given.isalpha() and given.islower()
                and surname.isalpha() and surname.islower() and len(surname) >= 3):
            return False
        if last.common or last.everyday or last.clinical or last.function or (
                last.protected or last.lr < 1.0
                or self.lexicon.last_count(st.keys[i + 1]) < self.PAIRED_SURNAME_MIN):
            return False
        return self._namelike(st.keys[i], first) and closes_clause(
            st.text, st.words[i + 1].end, "\r\n,;.)(")

    def _capitalised_pair(self, st: _State, i: int) -> bool:
        """Words ``i`` and ``i + 1``, capitalised on a line whose capitals mean something,
        are mostly a first name and a census surname more often a name than a word ("RN
        reviewer Bill Young", "RN Hope Page"): after a cue, both everyday words are a
        person ("RN Will Call" stays)."""
        k = i + 1
        if k >= len(st.words) or st.gaps[k] != _G_SPACE or not all(
                st.line_informative[m] and st.capitalised(m) and st.words[m].text.isalpha()
                and not st.words[m].text.isupper() and not st.evidence[m]
                and st.roles[m] in (_NAME, _OTHER) for m in (i, k)):
            return False
        first, last = st.infos[i], st.infos[k]
        return first is not None and last is not None and not (
            first.function or first.clinical or last.function or last.clinical) and (
            last.lr >= 1.0 and self._mostly_first_name(st.keys[i])
            and self._everyday_surname(st.keys[k]))

    #: Departments a caller speaks for ("sam from pharmacy", "jen from lab").
    _DEPARTMENTS: Final = frozenset(words("""
        pharmacy lab labs laboratory radiology rad rads micro microbiology pathology path
        transport admitting registration billing dietary nutrition rehab respiratory
        cardiology echo cath ir ct mri imaging scheduling blood bank bloodbank"""))

    def _from_department(self, st: _State, i: int) -> bool:
        """Word ``i`` is followed by "from" and a department ("sam from pharmacy")."""
        j = i + 1
        return j + 1 < len(st.keys) and st.keys[j] == "from" and st.gap_text[j] == " " and (
            st.gap_text[j + 1] == " " and st.keys[j + 1] in self._DEPARTMENTS)

    @staticmethod
    def _role_in_brackets_after(st: _State, i: int, roles: frozenset[str]) -> bool:
        """Word ``i`` is followed by a blank and a role alone in brackets ("tomas
        (CNA)")."""
        j = i + 1
        return j < len(st.words) and st.gap_text[j] == " (" and st.keys[j] in roles and (
            st.after(j).startswith(")"))

    def _owner_of_login(self, st: _State) -> None:
        """The letters or the word right before a login in brackets are its owner
        ("tracer: dqn (login dnguyen3)", "SPI: mjt (login spi_mtorres)"): initials or a
        name, no function or clinical word ("see chart (login required)" stays)."""
        ends = {w.end: k for k, w in enumerate(st.words)}
        for m in _regex.finditer(_LOGIN_IN_BRACKETS, st.text):
            k = ends.get(m.start())
            if k is None or st.evidence[k]:
                continue
            inf, word = st.infos[k], st.words[k].text
            if inf is None or inf.function or inf.clinical or not word.isalpha() or (
                    inf.common and not self._initials_ok(st, k, True)):
                continue
            st.mark(k, _EV_CONTEXT, "owner of a login", 0.8)
            st.roles[k] = _NAME

    #: What parts a writer's given name from their user name after it ("mel
    #: (mkowalczyk)", "mel / mkowalczyk").
    _GIVEN_LOGIN_GAPS: Final = frozenset({" (", " / ", "/", " - "})

    def _given_name_before_own_login(self, st: _State) -> None:
        """A given name the tables list, in any case, right before a user name found as
        one that opens with its letter and goes on with a surname many people bear ("q's
        - page me. mel (mkowalczyk)"): the writer gave both. No function, clinical or
        common word ("see (sbrown)"), and the user name closes the brackets it opens."""
        words, keys, n = st.words, st.keys, len(st.words)
        for i in range(1, n):
            gap = st.gap_text[i]
            if gap not in self._GIVEN_LOGIN_GAPS or not st.evidence[i] or (
                    st.evidence[i - 1]) or not words[i].text.islower():
                continue
            login = _user_letters(words[i].text)
            m, key = i - 1, keys[i - 1]
            inf = st.infos[m]
            if not login or inf is None or inf.function or inf.clinical or inf.common or (
                    len(key) < 3) or not words[m].text.isalpha() or login[0] != key[0] or (
                    gap.endswith("(") and not st.after(i).startswith(")")) or (
                    not self._listed_given(key)) or self.lexicon.last_count(
                    login[1:]) < self._TITLED_SURNAME_COUNT:
                continue
            st.mark(m, _EV_CONTEXT, "given name before its user name", 0.8)
            st.roles[m] = _NAME

    def _owner_of_email(self, st: _State) -> None:
        """The words right before an e-mail address whose local part spells them
        ("contact bill yount byount@...", "Hope Young <hope.young@...>"): a given name
        and a surname, whole, joined or as an initial, or a surname after an initial,
        however everyday the words ("Patient Relations patientrelations@..." stays: no
        given name; "pharmacy@" spells no initial)."""
        for m in _regex.finditer(_MAIL_LOCAL, st.text):
            s = st.word_starting_at(m.start())
            if s <= 0 or st.gap_text[s].strip(" \t") not in _MAIL_OPENERS:
                continue
            letters = "".join(c for c in m.group("local").lower() if c.isalpha())
            k = s - 1
            sur, last = st.keys[k], st.infos[k]
            if last is None or not self._email_word_ok(st, k):
                continue
            owner: tuple[int, ...] = ()
            first = st.infos[k - 1] if k > 0 and st.gap_text[k] == " " else None
            if first is not None and self._email_word_ok(st, k - 1) and (
                    self._listed_given(st.keys[k - 1]) or first.unknown):
                given = st.keys[k - 1]
                if letters in (given + sur, given[0] + sur, sur + given, sur + given[0],
                               given + sur[0]):
                    owner = (k - 1, k)
            if not owner and len(sur) >= 3 and len(letters) == len(sur) + 1 and (
                    letters[1:] == sur or letters[:-1] == sur) and not (
                    last.common or last.everyday) and (
                    self._listed_surname(sur) or last.unknown):
                owner = (k,)
            for j in owner:
                st.mark(j, _EV_CONTEXT, "name spelt by its e-mail", 0.85)
                st.roles[j] = _NAME

    def _email_word_ok(self, st: _State, k: int) -> bool:
        """Word ``k`` may be part of a name an e-mail address spells: letters only, no
        function or clinical word."""
        inf = st.infos[k]
        return inf is not None and st.words[k].text.isalpha() and len(st.keys[k]) >= 2 and (
            not (inf.function or inf.clinical)) and st.roles[k] in (_NAME, _OTHER)

    #: Letters that a log's row holds for what was measured, given or done, not for whom
    #: ("01/22/26  LVM  RAV": left a voicemail).
    _LOG_ROW_MEASURES: Final = frozenset(words("""
        bp hr rr map cvp gcs sat pca fhr fht lvm lmom lmtc lmvm vm"""))

    def _log_row_writers(self, st: _State) -> None:
        """The writer's initials in a log's rows, in the cell between the date or time
        that opens the row and the text ("06/07/24 0915 | rg | Metabolic clinic ..."):
        letters in one case that sign two rows or more, or plain initials
        (``_initials_ok``) in one. Clinical, everyday and function words, credentials
        ("| LMT |"), relatives, departments and the measures of a flowsheet ("0800 | BP |
        Elevated, rechecked") stay."""
        matches = list(_regex.finditer(_LOG_ROW_WRITER, st.text))
        if not matches:
            return
        counts: dict[str, int] = {}
        for m in matches:
            key = m.group("writer").lower()
            counts[key] = counts.get(key, 0) + 1
        for m in matches:
            writer, key = m.group("writer"), m.group("writer").lower()
            j = st.word_starting_at(m.start("writer"))
            if j < 0 or not (writer.isupper() or writer.islower()) or st.evidence[j]:
                continue
            inf = st.infos[j]
            if inf is None or inf.clinical or inf.common or inf.function or (
                    key in self.SUFFIXES or key in self.RELATION_CUES
                    or key in self._PATIENT_WORDS or key in self._BY_INITIALS_NOT
                    or key in self._LOG_ROW_MEASURES):
                continue
            if counts[key] >= 2 or self._initials_ok(st, j):
                self._mark_initials(st, j, j + 1, "writer's initials in a log's row")

    def _thread_writers(self, st: _State) -> None:
        """Who wrote each line of a chat thread ("22:41 KB (ED RN): SBAR ...", "22:47 jh:
        got it") or of a log written with a dash ("01/06/25 0915 rk - Called pt"). A
        writer is a person where a role in brackets follows, or where the thread is
        established (two writers speak in words on two lines or more each, or one does
        on three) and the writer speaks in words; a vital sign logged by the hour
        ("08:00 BP: 120/80") says only numbers. Initials, names and a given name with
        the initial of the surname ("Rose A.") count; clinical and English words do not
        ("10:00 Plan: ...")."""
        lines: dict[str, list[tuple[list[int], bool, bool]]] = {}
        starts: dict[int, int] | None = None
        for m in _regex.finditer(_THREAD_LINE, st.text):
            if starts is None:
                starts = {w.start: k for k, w in enumerate(st.words)}
            first = starts.get(m.start("who"))
            if first is None:
                continue
            last = first
            while last + 1 < len(st.words) and st.words[last + 1].end <= m.end("who"):
                last += 1
            role = m.group("role")
            staffed = role is not None and any(
                key in self.SUFFIXES or key in self._STAFF_ROLES or key in self._SHIFT_ROLES
                for key in map(normalize, role.split()))
            label = " ".join(st.keys[first:last + 1])
            lines.setdefault(label, []).append((
                list(range(first, last + 1)), staffed, m.group("said").isalpha()))
        writers = {label: seen for label, seen in lines.items()
                   if self._writer_label(st, seen[0][0])}
        talking = [label for label, seen in writers.items()
                   if len(seen) >= 2 and sum(said for _, _, said in seen) >= 2]
        # a thread is established by two writers speaking in words twice each, or by one
        # who does so three times ("01/06 0915 rk - Called pt ..."); then a writer of a
        # single line speaks as they do ("01/10 1420 jm - Covering for rk")
        established = len(talking) >= 2 or any(
            sum(said for _, _, said in writers[label]) >= 3 for label in talking)
        for seen in writers.values():
            if not (established and any(said for _, _, said in seen)) and not any(
                    staffed for _, staffed, _ in seen):
                continue
            for indexes, _, _ in seen:
                for k in indexes:
                    if not st.evidence[k]:
                        st.mark(k, _EV_CONTEXT, "writer of a thread's line", 0.8)
                        st.roles[k] = _NAME

    def _writer_label(self, st: _State, indexes: list[int]) -> bool:
        """A thread line's writer reads as a person: initials ("KB", "jh"), a name, a
        given name and an initial, or a user name in lower case that no list holds as
        a word ("03/05/2024 08:55 rmoyo - Per RN AW ...")."""
        if len(indexes) == 1:
            k = indexes[0]
            text = st.words[k].text
            if len(text) <= 3 and (text.isupper() or text.islower()):
                return self._initials_ok(st, k, protected_ok=True)
            letters = _user_letters(text) if text.islower() else ""
            if letters:
                inf = self.info(letters)
                return inf.unknown or (inf.known and not inf.listed_word)
            return self._name_word(st, k)
        named = False
        for k in indexes:
            text = st.words[k].text
            if len(text) == 1 and text.isupper():
                continue
            if not self._name_word(st, k):
                return False
            named = True
        return named

    def _name_word(self, st: _State, k: int) -> bool:
        """A capitalised word that a name table holds or no list knows, and no clinical,
        function or everyday English word."""
        inf = st.infos[k]
        return inf is not None and st.words[k].text[:1].isupper() and (
            inf.known or inf.unknown) and not (
            inf.clinical or inf.function or inf.common) and (
            st.keys[k] not in self._context_keys)

    def _kin_of_markers(self, st: _State) -> None:
        """"Lakshmamma W/o Ramaiah", "Ramesh Kumar S/o Ramasamy": a South Asian record
        names a person with a relative, the person before the marker and the relative
        after it. Each is one to three words written as a name, no word of a list of
        function, common or clinical words ("Attender:" ends the search back)."""
        n = len(st.words)
        for i, after in st.kin_markers:
            # on the marker's line only: "Age/Sex: 58Y/M" above "S/o: Late Sri ..." stays
            ahead = after < n and "\n" not in st.gap_text[after]
            for k in range(after, min(after + 3, n) if ahead else after):
                if k > after and st.gaps[k] not in (_G_SPACE, _G_DOT):
                    break
                if not self._kin_name_part(st, k):
                    break
                st.mark(k, _EV_CONTEXT, "name beside a kin marker", 0.85)
                st.roles[k] = _NAME
            back = i > 0 and "\n" not in st.gap_text[i]
            for k in range(i - 1, max(i - 4, -1), -1) if back else ():
                if not self._kin_name_part(st, k):
                    break
                st.mark(k, _EV_CONTEXT, "name beside a kin marker", 0.85)
                st.roles[k] = _NAME
                if st.gaps[k] not in (_G_SPACE, _G_DOT):
                    break

    @staticmethod
    def _kin_name_part(st: _State, k: int) -> bool:
        """Word ``k`` may be part of a name beside a kin marker: an initial, or a word
        written with a capital (any case on a line in capitals) that no list of
        function, common or clinical words holds."""
        inf, word = st.infos[k], st.words[k].text
        if st.roles[k] in (_TITLE, _SUFFIX):
            return False
        if st.roles[k] == _INITIAL and word[:1].isupper():
            return True
        return inf is not None and word[:1].isupper() and not (
            inf.function or inf.common or inf.clinical or st.keys[k] in _KIN_LABELS)

    #: Words of a handoff that name a role, a unit or a shift, not the nurse ("charge
    #: rn -> night rn"); short ones only, since longer words must be names in the tables.
    _HANDOFF_ROLES: Final = words("""
        pt pts rn md np pa dr bp hr rr cm pm am ed er or icu pcu ccu prn cna lpn sw ot st
        rt hh snf ltc nh day new off on my his her our the res tech sec unit
    """)

    def _handed_over(self, st: _State) -> None:
        """"jt rn -> bk rn", "given by kt rn -> ramon v. rn": a handoff written as an
        arrow between two nurses, each named before the credential by one or two words:
        a table's name, an initial, or two or three letters no list knows as a word or
        a role. Both credentials must be there; the arrow alone moves many things."""
        words_, keys, gaps_text = st.words, st.keys, st.gap_text
        n = len(words_)
        for c in st.at_keys(self._CREDENTIALS, 1, n - 1):
            if gaps_text[c + 1].strip(" \t") not in ("->", "\u2192"):
                continue
            d = next((k for k in range(c + 2, min(c + 5, n))
                      if keys[k] in self._CREDENTIALS), -1)
            if d < 0 or not all(gaps_text[k] in (" ", ". ") for k in range(c + 3, d + 1)):
                continue
            before = [k for k in (c - 2, c - 1) if k >= 0]
            if len(before) == 2 and (gaps_text[c - 1] not in (" ", ". ")
                                     or not self._handoff_part(st, c - 2)):
                before = before[1:]
            mine = [*before, *range(c + 1, d)]
            if gaps_text[c] not in (" ", ". ") or not all(
                    self._handoff_part(st, k) for k in mine):
                continue
            for k in mine:
                st.mark(k, _EV_CONTEXT, "nurse in a handoff", 0.8)
                st.roles[k] = _NAME

    def _handoff_part(self, st: _State, k: int) -> bool:
        """See :meth:`_handed_over`."""
        inf, key, word = st.infos[k], st.keys[k], st.words[k].text
        if st.roles[k] == _INITIAL or (len(key) == 1 and key.isalpha()
                                       and st.after(k).startswith(".")):
            return True
        if inf is None or not key.isalpha() or key in self._HANDOFF_ROLES or inf.function:
            return False
        if len(key) <= 3 and not inf.common:
            return word.islower() or word.isupper()
        return inf.known and not (inf.common or inf.clinical or inf.protected) and (
            self._namelike(key, inf))

    def _given_name_at_number(self, st: _State) -> None:
        """"facility admissions (Pat @ 661-555-0139 x204)", "Charge today: Pat ext 4412": a
        capitalised given name right before "@" and a telephone number, or before an
        extension, is the person to reach there, though it is also an everyday word."""
        ends = [w.end for w in st.words]
        for m in _regex.finditer(_AT_NUMBER, st.text):
            j = bisect.bisect_right(ends, m.start()) - 1
            if j < 0 or ends[j] != m.start() or st.evidence[j] or (
                    st.roles[j] not in (_NAME, _OTHER)):
                continue
            inf = st.infos[j]
            if inf is None or not st.capitalised(j) or inf.clinical or inf.function:
                continue
            if self._mostly_first_name(st.keys[j]):
                st.mark(j, _EV_CONTEXT, "given name before a number", 0.8)
                st.roles[j] = _NAME

    def _logins_of_found_names(self, st: _State) -> None:
        """A user name built from a surname found in the note, an initial or two glued
        before it or one after it, that no word list holds ("awarsame" in a photo's file
        name where Abdi Warsame is the patient; "prose" is a word, not P. Rose's). Login
        systems cut long surnames short: an initial and the first five letters or more of
        a longer surname count too ("rbellweat" after Rebecca Bellweather), and logins
        drop a surname's apostrophe ("borourke" after Bill O'Rourke) and hyphen. A chat
        mentions a user after "@" ("@rjaramillo fyi"): any login there counts, found
        name or not."""
        found_at = st.found_at()
        found = {fold_accents(key) for key in (
            st.keys[i].replace("'", "").replace("\u2019", "") for i in found_at)
            if len(key) >= 4 and key.isalpha()}
        if "@" in st.text:
            # a chat's mention of a user ("paging rapid response. @rjaramillo fyi"): "@"
            # after a blank labels a user name as a login field does
            for j in range(1, len(st.words)):
                if st.gap_text[j].endswith(_MENTION_GAP_ENDS) and not st.evidence[j] and (
                        not st.after(j).startswith(("@", "."))) and (
                        self._login(st.words[j].text, labelled=True)):
                    st.mark(j, _EV_CONTEXT, "user name after @", 0.8)
                    st.roles[j] = _NAME
        if "_" in st.text:
            self._surname_given_logins(st)
        short = self._short_surname_logins(st, found_at) if any(
            2 <= len(st.keys[i]) <= 3 for i in found_at) else set()
        if not found and not short:
            return
        # ... and a double-barrelled surname's hyphen ("nadeyemilowe", Adeyemi-Lowe), a
        # particle glued to its surname ("hterangi", H. Te Rangi)
        # (found again: a user after "@" or "_" may have been marked since)
        found.update(st.keys[i] + st.keys[i + 1] for i in [j - 1 for j in st.found_at() if j]
                     if (st.keys[i] + st.keys[i + 1]).isalpha()
                     and ((st.gaps[i + 1] == _G_HYPHEN and st.evidence[i] > 0) or (
                         st.gap_text[i + 1] == " " and st.keys[i] in self.PARTICLES
                         and st.evidence[i] > 0)))
        for j, inf in enumerate(st.infos):
            if st.evidence[j] or (inf is not None and not inf.unknown):
                continue
            gap = st.gap_text[j]
            if ("@" in gap and not gap.endswith(_MENTION_GAP_ENDS)) or (
                    _glued_on(st, j) and not _bare_at_after(st, j)):
                continue  # an e-mail address is the e-mail's (a mention's "@" is no e-mail)
            # (a login cut from its address's host, "msorensen@hillcrest", "tpohatu@", is
            # the login's; one in capitals with its initials, "MLewandowska", too)
            letters = _user_letters(st.words[j].text) or _initialled_login(st.words[j].text)
            if letters and (letters in short or letters[1:] in found or letters[2:] in found
                            or letters[:-1] in found or (len(letters) >= 6 and any(
                                f.startswith(letters[1:]) for f in found))):
                st.mark(j, _EV_CONTEXT, "user name of a name found", 0.8)
                st.roles[j] = _NAME

    #: Bearers of a surname for it to make a word of initials glued before it a person
    #: ("LSzabo DPM").
    _GLUED_SURNAME_MIN: Final = 2000
    #: ... and for one initial in lower case glued before it to be a user name with no
    #: label before it ("jpatel"): only surnames borne by tens of thousands.
    _BARE_LOGIN_SURNAME_MIN: Final = 20_000
    #: English frequency of the words one edit from such a user name, besides its
    #: surname, above which it may be a misspelling of one of them.
    _LOGIN_TYPO_MASS: Final = 1e-5

    def _initialled_surnames(self, st: _State) -> None:
        """One or two initials glued before a capitalised surname many bear and English
        does not use, as a system prints its user ("LSzabo DPM / scribe jw"): that
        person, found or not. "NGTube", "IVPush" and "CTScan" end in English words."""
        for m in _regex.finditer(_INITIALLED_LOGIN, st.text):
            j = st.word_starting_at(m.start())
            if j < 0 or st.evidence[j] or st.words[j].end != m.end():
                continue
            tail = m.group("surname").lower()
            inf = self.info(tail)
            if self.lexicon.last_count(tail) >= self._GLUED_SURNAME_MIN and not (
                    inf.listed_word or inf.eponym):
                st.mark(j, _EV_CONTEXT, "initials glued to a surname", 0.8)
                st.roles[j] = _NAME
        # ... and in lower case, one initial before a surname so many bear that the pair
        # is a user name wherever it stands ("SENCO jpatel"): "ecoli", "bwell" and
        # "shall" are no one's, nor is a word any list holds or a misspelt one
        # ("writter", one letter from "writer" besides the surname's own)
        for j, word_inf in enumerate(st.infos):
            if word_inf is None or not word_inf.unknown or st.evidence[j] or _glued_on(st, j):
                continue
            word = st.words[j].text
            letters = _user_letters(word)
            if not letters or not word.islower() or len(letters) < 5:
                continue
            tail = letters[1:]
            tail_inf = self.info(tail)
            if self.lexicon.last_count(tail) >= self._BARE_LOGIN_SURNAME_MIN and (
                    tail_inf.known and not (tail_inf.listed_word or tail_inf.eponym)) and (
                    self.lexicon.neighbour_frequency(letters)
                    <= self.lexicon.english_freq(tail) + self._LOGIN_TYPO_MASS):
                st.mark(j, _EV_CONTEXT, "initial glued to a surname", 0.8)
                st.roles[j] = _NAME

    def _initial_before_capital_surname(self, st: _State) -> None:
        """A capital initial and its period before a surname in capitals, on a line
        whose capitals mean something, is a person written as a safety officer or a
        signatory writes themself ("(H&S: P. NAIDOO, ext 227)"): the tables must hold
        the word as a surname more than as a word, so "E. COLI", "S. AUREUS" and "A.
        FIB" stay."""
        words, n = st.words, len(st.words)
        for k in range(n - 1):
            m = k + 1
            if len(words[k].text) != 1 or not words[k].text.isupper() or (
                    st.gaps[m] not in _DOTS) or st.evidence[m] or not (
                    st.line_informative[m] and len(words[m].text) >= 3
                    and words[m].text.isupper() and words[m].text.isalpha()):
                continue
            if m + 1 < n and st.gaps[m + 1] == _G_SPACE and words[m + 1].text.isupper():
                continue  # a heading or a code in capitals goes on
            inf = st.infos[m]
            if inf is None or not inf.known or inf.protected or inf.eponym or not (
                    self._namelike(st.keys[m], inf)):
                continue
            for w in (k, m):
                st.mark(w, _EV_CONTEXT, "initial and surname in capitals", 0.8)
                st.roles[w] = _NAME

    def _short_surname_logins(self, st: _State, found_at: list[int]) -> set[str]:
        """The user names a found name (its words at ``found_at``) with a surname of two
        or three letters makes: the initials of its other parts glued before that
        surname ("kwho" for Dr HO Ka Wai, "sng" for Sarah Ng). Such a surname alone is
        too short to look for in a word."""
        keys, n = st.keys, len(st.words)
        logins: set[str] = set()
        for i in found_at:
            if i > 0 and self._found_name(st, i - 1) and st.gaps[i] in (_G_SPACE, _G_HYPHEN):
                continue  # inside a name already read
            k = i + 1
            while k < n and self._found_name(st, k) and st.gaps[k] in (_G_SPACE, _G_HYPHEN):
                k += 1
            run = [keys[m] for m in range(i, k) if keys[m].isalpha()]
            for at, part in enumerate(run):
                others = [key[0] for m, key in enumerate(run) if m != at]
                if 2 <= len(part) <= 3 and others:
                    logins.update(("".join(others) + part, others[0] + part))
        return logins

    def _surname_given_logins(self, st: _State) -> None:
        """A user name of two lower-case parts joined by an underscore, one of them a
        name found in the note ("Dr Lim W.L. / lim_weiling"): directories join a
        surname and a given name so. The other part is no function or common word."""
        found = {st.keys[i] for i in st.found_at()}
        for j in range(1, len(st.words)):
            i = j - 1
            if st.gap_text[j] != "_" or st.evidence[i] or st.evidence[j] or not all(
                    st.words[k].text.isalpha() and st.words[k].text.islower() for k in (i, j)):
                continue
            if _glued_on(st, j) or st.after(j).startswith("_") or st.gap_text[i].endswith(
                    ("@", "_")):
                continue  # an e-mail address or a longer file name
            infos = (st.infos[i], st.infos[j])
            if any(inf is None or inf.function or inf.common for inf in infos):
                continue
            if st.keys[i] in found or st.keys[j] in found:
                for k in (i, j):
                    st.mark(k, _EV_CONTEXT, "user name of a name found", 0.8)
                    st.roles[k] = _NAME

    def _initial_after_surname(self, st: _State) -> None:
        """A capital letter after a name found and its comma, closing a label's cell or
        its line, is the given name's initial ("[S24-18823-A | KING, B | 18JUN24]" where
        King was found, "Label: KING, B") or before a credential ("HARTLEY, D. NRP"); so
        is one between underscores after it in a file's name
        ("WARSAME_A_20241003_Rfoot.jpg")."""
        words, n = st.words, len(st.words)
        for k in range(1, n):
            word = words[k].text
            if len(word) != 1 or not word.isupper() or st.evidence[k] or st.gap_text[
                    k] not in (", ", ",", "_"):
                continue
            if not self._found_name(st, k - 1):
                continue
            rest = st.text[words[k].end:words[k].end + 4].lstrip(" .")
            # (in a file's name the parts are joined by underscores: "WARSAME_A_20241003")
            # ... or before a credential: "CREW: HARTLEY, D. NRP (#P-40917)"
            if not rest or rest[0] in "|\t\r\n]);" or (
                    st.gap_text[k] == "_" and rest[0] == "_") or (
                    k + 1 < n and st.keys[k + 1] in self._CREDENTIALS
                    and st.gap_text[k + 1] in (". ", " ", ", ")):
                st.mark(k, _EV_CONTEXT, "initial after a surname", 0.8)
                st.roles[k] = _NAME

    def _unspaced_names(self, text: str, names: Iterable[PersonName]) -> list[Span]:
        """The document's names inside runs of a script written without blanks between
        words (Chinese, Japanese, Thai; Korean glues a name to its particle): "山田花子様",
        "김민준 님은". A whole name (family and given together, in either order) is found
        anywhere; a part alone only when it has two characters or more, since one Han
        character or Hangul syllable is a surname and a common word at once."""
        wanted: set[str] = set()
        for person in names:
            given, family = person.given.strip(), person.family.strip()
            for part in (given, family, person.middle.strip()):
                if len(part) >= 2 and _unspaced_script(part):
                    wanted.add(part)
            if given and family and _unspaced_script(given + family):
                wanted.update((family + given, given + family))
        if not wanted:
            return []
        spans: list[Span] = []
        taken = bytearray(len(text))
        for form in sorted(wanted, key=len, reverse=True):
            start = text.find(form)
            while start >= 0:
                end = start + len(form)
                if taken.find(1, start, end) == -1:
                    taken[start:end] = b"\x01" * len(form)
                    spans.append(Span(start, end, "NAME", self.name, 1.0,
                                      "header name in unspaced script"))
                start = text.find(form, end)
        return spans

    #: Words after which initials sign for a person ("Cosigned: TLB", "Dictated by JKP",
    #: "Minutes approved: HN / FJ").
    _SIGNING: Final = frozenset(words("""
        cosigned co-signed cosign signed initials initialed initialled dictated
        transcribed typed attested verified countersigned reviewed signoff signature
        approved validated firmato firmado firmada assinado assinada signé gez sgd signert
        kontrasignert signiert ondertekend signerad signeret"""))
    #: ... and the short label of a checklist's initials column ("init: SB") and a
    #: signature's or a check's labels opening a line ("sign: jk   12/3/25", "Sig: AR",
    #: "Checked: NM / TN").
    _SIGNING_LABELS: Final = _SIGNING | {"init", "sig", "sign", "checked"}
    #: Values of a signature's field that are no one's initials ("Sig: OK").
    _SIGNATURE_ANSWERS: Final = frozenset(words("ok yes no nil"))

    #: Staff roles that initials follow after a colon or in parentheses ("RN: JKP",
    #: "tech (AR)"), besides the credentials of ``SUFFIXES``.
    _STAFF_ROLES: Final = frozenset(words("""
        tech techs technician technologist nurse scribe resident fellow attending
        pharmacist interpreter preceptor student therapist cna rt rts sonographer
        phlebotomist medic paramedic emt aide transcriptionist radiologist pathologist
        anesthesiologist hospitalist intensivist cardiologist ot ota cota pta slp attg
        attd att pilot mgr clerk patroller evaluator reviewer ff firefighter ma
        witness scrub circulator histotech histotechnologist advisor adviser navigator
        sekr sekretær intern interns aios anios haio""")) | _NURSES_ABROAD | (
        _DOCTORS_ABROAD)
    #: Roles written short with their period before the holder's initials: a
    #: secretary in Danish and Norwegian, a technician (nurses' titles so written are
    #: read by ``_initials_after_nurse_titles``).
    _DOTTED_ROLES: Final = frozenset(words("sekr tech"))
    #: The credentials among ``SUFFIXES`` (not "Jr", "III").
    _CREDENTIALS: Final = SUFFIXES - GENERATIONS
    #: A credential or a staff role, after which a found name's initials stand for the
    #: person before a verb in the past ("triage RN BS called back").
    _STAFF_WORDS: Final = _CREDENTIALS | _STAFF_ROLES
    #: Words before an initial that make it a person's ("drawn by C. Mbatha"; a
    #: credential before the name: "by MLS K. Raskolnik").
    _INITIAL_OPENERS: Final = _STAFF_ROLES | frozenset(words("by per with from cc dear")) | (
        _CREDENTIALS)
    #: Letters of nursing, midwifery and community health roles, written in capitals
    #: before a colleague's initials though no credential of a name ("cc ANNP RC;",
    #: "checked by PHN MCT prior", "Dispensed by: LHV NB", "| MW AO"): an advanced
    #: neonatal nurse practitioner, a public health nurse, a lady health visitor, a rural
    #: health or a senior midwife, a midwife, a practice nurse, a barangay health worker,
    #: an occupational health adviser, a social worker, a health visitor, a senior staff
    #: nurse, an accuracy-checking technician, a health records officer, a state
    #: registered nurse, a clinical nurse consultant, a registered medical technologist,
    #: a district nurse, a specialist nurse for organ donation, a speech and language
    #: therapist, a genetic counsellor, an emergency care assistant, a duty or district
    #: medical officer, a nurse clinician, a nurse in charge, a medical officer, a
    #: registered or certified dental assistant, an advanced, critical or intensive care
    #: paramedic, a medical radiation technologist, a director of nursing services, a
    #: charge nurse, a Dutch practice nurse (praktijkondersteuner), Swedish nurses
    #: (distrikts-, sjuk-, undersköterska), an Aboriginal health worker, a German
    #: medical assistant (Medizinische Fachangestellte), an Irish registered public
    #: health nurse, Swiss carers (Fachfrau or Fachmann Gesundheit, Betreuung).
    _NURSING_ROLE_LETTERS: Final = frozenset(words(
        "annp phn lhv rhm smw mw pn bhw oha sw hv ssn acpt hro srn cnc rmt dn snod slt gc"
        " eca dmo nc nic mo rda cda acp ccp icp mrt dns cn poh dsk ssk usk ahw mfa rphn"
        " fage fabe"))
    #: ... of which Swedish writes its nurses' in lower case ("provtagning ssk EB").
    _LOWER_CASE_ROLE_LETTERS: Final = frozenset(words("dsk ssk usk"))
    #: Roles whose letters head a person's initials only where those are a found name's
    #: ("Sig: ALS RVW", "Signed HA WLF", "Pharm LW counselled"), as alone they mean
    #: something else too: an ambulance crew's levels (advanced, intermediate and basic
    #: life support), a health adviser, a pharmacist, a remote area nurse, a medicolegal
    #: death investigator, a scientist.
    _LETTERED_ROLES: Final = frozenset(words("als ils bls ha pharm ran mdi sci"))
    #: Words that initials may follow as someone's: staff roles, relatives, credentials,
    #: and those role letters.
    #: Nurses' letters no list of credentials holds: a French state-registered nurse
    #: (infirmier diplômé d'État), an emergency nurse practitioner, French theatre and
    #: anaesthetic nurses (IBODE, IADE).
    _NURSE_LETTERS: Final = frozenset(words("ide enp ibode iade"))
    _INITIALS_AFTER: Final = _STAFF_ROLES | RELATION_CUES | _CREDENTIALS | (
        _NURSING_ROLE_LETTERS | _NURSE_LETTERS)

    #: Societies and agencies whose guidance a note follows ("per IDSA."): no initials.
    _SOCIETIES: Final = frozenset(words("""
        idsa asco atls nccn acog aap acc aha ats acr aasld acg ada kdigo gina aua ash
        nice sign esc eular nih cdc who cms fda dea uspstf jcaho tjc acip
        hie pdmp cures"""))
    #: Patient words that dotted initials may follow ("pt J.R.", "on patient E.F.G.").
    _PATIENT_WORDS: Final = frozenset(words("pt pt's patient patient's client client's"))
    #: Dotted abbreviations that follow such words without naming anyone.
    _DOTTED_NOT_INITIALS: Final = frozenset(words("""
        dob doa am pm us uk nb ok aka ros hpi md do rn np pa lt st er or ed icu pcp
        rx dx hx tx sx fx npo prn"""))

    def _dotted_person(self, st: _State, j: int, k: int) -> bool:
        """Dotted capitals ``j..k`` that stand for a person after a patient, relative or
        staff word with only a blank between ("Wife M.R.", "pt E.F.G."): no clinical
        abbreviation, function word or credential read as one word ("N.P.O.", "D.O.B.")."""
        letters = "".join(st.words[m].text for m in range(j, k))
        key = letters.lower()
        if key in self._DOTTED_NOT_INITIALS or (
                key in self.SUFFIXES and key not in self.GENERATIONS):  # "J.R." is no "Jr."
            return False
        return not _function_or_clinical(self._surface(letters).info)

    def _typist_after_date(self, st: _State, i: int, stamp_only: bool = False) -> None:
        """Initials right after the date (and time) that follows word ``i``, a typist's
        signing word or a transcription stamp; after any other signing word only the
        writer's and typist's pair closing the line ("Signed 01/14/2026   ISR/mk")."""
        words, gaps_text, n = st.words, st.gap_text, len(st.words)
        m = i + 1
        while m < n and m - i <= 5 and words[m].text.isdigit() and (
                m == i + 1 or gaps_text[m] in _DATE_GAPS):
            m += 1
        if m < n and gaps_text[m].strip(" \t") == "":
            if m + 1 < n and gaps_text[m + 1] == "/" and _capitals(words[m].text) and (
                    _one_case_letters(words[m + 1].text) and words[m + 1].text.islower()
                    and len(words[m + 1].text) <= 3
                    and not _function_or_clinical(st.infos[m + 1])
                    and _ends_line(st, m + 1)):
                # "Typed 12/02/25   OAB/mh": the writer's and the typist's initials
                self._mark_initials(st, m, m + 2, "initials in a dictation stamp")
                return
            if not stamp_only:
                self._mark_initials(st, m, self._typist_at(st, m),
                                    "initials after a signing word")

    def _role_opening_line(self, st: _State, i: int) -> bool:
        """Word ``i`` opens its line and names a staff role or a credential
        ("Pharmacist", "RN")."""
        return (i == 0 or "\n" in st.gap_text[i]) and (
            st.keys[i] in self._STAFF_ROLES or st.keys[i] in self._CREDENTIALS
            or st.keys[i] in self._FIELD_ROLES)

    def _initials_ok(self, st: _State, i: int, protected_ok: bool = False) -> bool:
        """Two to four letters that are no clinical word, English word, credential or
        short word for a relative ("signed by hsb"); with ``protected_ok`` they may be an
        abbreviation the protect list holds that is none of those ("signed: TW")."""
        text = st.words[i].text
        inf = st.infos[i]
        return (2 <= len(text) <= 4 and text.isalpha() and inf is not None
                and not ((inf.protected and not protected_ok) or inf.common or inf.function
                         or inf.clinical)
                and (st.keys[i] not in self.SUFFIXES or (
                    # ("| 06/11 | RM": a capitals-only credential alone is someone's letters)
                    st.keys[i] in self.CAPITALS_ONLY_SUFFIXES
                    and (i == 0 or st.roles[i - 1] != _NAME)))
                and st.keys[i] not in self.RELATION_CUES)

    #: Credentials a specialty's letters stand before ("UGI CNS", "HPB CNS": a clinical
    #: nurse specialist's field, no one's initials).
    _SPECIALTY_CREDENTIALS: Final = frozenset(words("cns"))
    #: Credentials typed in lower case before a colleague's initials ("rn ms").
    _LOWER_INITIAL_CREDENTIALS: Final = frozenset(words("rn lpn lvn np cna crna cma rt"))
    #: ... and those before initials and "aware" ("SW jt aware").
    _TOLD_CREDENTIALS: Final = _LOWER_INITIAL_CREDENTIALS | frozenset(words("sw md"))
    #: Words after such initials that go on the clause ("rn ms on 4 West").
    _AFTER_LOWER_INITIALS: Final = frozenset(words("on to at for in from re with"))

    def _user_before_role(self, st: _State, j: int) -> bool:
        """Word ``j``, after "by" and a blank or a colon, is a user name in lower case
        that no table knows, or a surname no word list holds, with a staff role in
        brackets after it ("entered by: kvos (fellow)", "by okafor (night SR)"); a word
        of any sense stays ("by mouth (RN)")."""
        if j >= len(st.words) or st.gap_text[j] not in (" ", ": "):
            return False
        word, inf = st.words[j].text, st.infos[j]
        return inf is not None and (inf.unknown or (inf.known and not inf.listed_word)) and (
            word.isalpha() and word.islower()) and (
            4 <= len(word) <= 12) and st.after(j).startswith(" (") and self._role_after(st, j)

    def _role_after(self, st: _State, j: int) -> bool:
        """A staff role or a credential after word ``j``, in brackets ("rk (ED
        pharmacist)") or alone before the clause closes ("lwu RN.")."""
        m = _regex.match(_ROLE_AFTER, st.text, st.words[j].end)
        if m is None:
            return False
        role = normalize(m.group("role"))
        if m.group("bracket") is None and not closes_clause(st.text, m.end()):
            return False
        return role in self._STAFF_ROLES or role in self._CREDENTIALS or (
            m.group("bracket") is not None and (
                role in self._FIELD_ROLES or role in self._GRADES_AND_TEAMS
                # (a senior registrar or a sister: "(night SR)")
                or role == "sr"))

    def _lower_initials_after_credential(self, st: _State, i: int) -> bool:
        """Two or three letters in lower case after a nurse's or a technician's
        credential typed in lower case are that colleague's initials where the clause
        closes after them or a preposition, a bracket or a date follows ("called to rn
        ms on 4 West", "per rn ms.", "clinic rn tw 2/10"); "rn to call", "given by rn iv"
        stay. "ms" counts: as a title it would stand before a name anyway. Before
        "aware" or "notified" the credential may be in capitals, a social worker's or a
        physician's too ("RN jt aware", "SW kb notified")."""
        j = i + 1
        word, text = st.words[j].text, st.text
        told = j + 1 < len(st.words) and st.gap_text[j + 1] == " " and (
            st.keys[j + 1] in self.POST_CUES)
        if st.keys[i] not in (self._TOLD_CREDENTIALS if told else (
                self._LOWER_INITIAL_CREDENTIALS)) or not (
                (told or st.words[i].text.islower()) and word.islower() and word.isalpha()
                and 2 <= len(word) <= 3) or st.gap_text[j] != " ":
            return False
        if not (self._initials_ok(st, j, True) or st.keys[j] == "ms"):
            return False
        end = st.words[j].end
        return told or closes_clause(text, end) or text[end:end + 2] in (" (", " [") or (
            j + 1 < len(st.words) and st.gap_text[j + 1] == " "
            and st.keys[j + 1] in self._AFTER_LOWER_INITIALS) or (
            _regex.match(_WHEN_AFTER, text, end) is not None)

    #: Nurses' credentials written in capitals before a colleague's initials ("RN KL").
    #: "SN", a staff nurse; "PTA" and "OTA", a physical or an occupational therapist's
    #: assistant; "ANP", an advanced nurse practitioner; "HHA", a home health aide; "MA",
    #: a medical assistant, in capitals ("Vitals: MA RT", "placed by MA TL").
    _CAPITAL_INITIAL_CREDENTIALS: Final = frozenset(words(
        "rn lpn lvn np nnp cna crna cma en rpn rgn cpn rmn sn pta ota anp hca hcsw cnp rm hha"
        " ma")) | (
        _NURSE_LETTERS) | (
        _NURSING_ROLE_LETTERS)
    #: The eyes' letters in Latin: right, left, both (oculus dexter, sinister, uterque).
    _LATIN_EYES: Final = frozenset(words("od os ou"))
    #: Two capitals after a nurse's credential that say something of the shift or the
    #: eye, or that all is well ("RN PM.", "RN OK").
    _NO_NURSE_LETTERS: Final = frozenset(words("ok am pm")) | _LATIN_EYES
    #: Verbs of a person acting, after the initials or the name that a role heads
    #: ("RPh KL counseled"), besides those that report on someone.
    _ACTING_VERBS: Final = frozenset(words("""
        did saw spoke reviewed assessed counseled counselled called discussed explained
        completed attended examined educated taught advised informed phoned rang
        interpreted translated roomed triaged"""))
    #: Letters that name an eye: right, left, both, in English and in Latin ("SLT RE
    #: 2021").
    _EYE_LETTERS: Final = frozenset(words("re le be")) | _LATIN_EYES
    #: Words after such initials that go on the clause with the person acting or
    #: being there ("RN JK present for dressing", "NNP DW and consultant", "PTA DN to
    #: do visit 7").
    _AFTER_CAPITAL_INITIALS: Final = frozenset(words("present and aware notified to via"))
    #: Words after someone's letters that only a person is: told, there, watching
    #: or watched over, reporting ("RN DM aware", "DN RB chaperone").
    _TOLD_AFTER_LETTERS: Final = frozenset(words("""
        aware informed notified present shadowing shadowed chaperone chaperoned
        chaperoning reports reported"""))

    #: Letters of a department, a service or a country that may be told or given a
    #: task as a person is ("RN ED aware", "RN CT to call", "RN UK informed").
    _SERVICE_LETTERS: Final = _DEPARTMENTS | frozenset(words("ed er ae dr uk us sw"))

    def _told_after_letters(self, st: _State, j: int, tasked: bool = True) -> bool:
        """The words after letters ``j`` say a person is told, there or shadowing, or
        give the person a task ("to review"; only where ``tasked``: after a social
        worker the letters are as often what is to be discussed, "SW DV to discuss") or
        a shift ("on duty")."""
        nxt = _lower_word_after(st, j)
        if nxt in self._TOLD_AFTER_LETTERS:
            return True
        if not nxt:
            return False
        n = len(st.words)
        then = st.keys[j + 2] if j + 2 < n and st.gap_text[j + 2] == " " else ""
        return (tasked and nxt == "to" and then in self._TASK_VERBS) or (
            nxt == "on" and then == "duty")

    #: Letters after a credential that stay even where a sign-off frames them: the
    #: shift, a drug's route, an answer ("co-sign RN AM", "given by RN IV").
    _NEVER_SIGNED_LETTERS: Final = _NO_NURSE_LETTERS | frozenset(words(
        "iv po im sc sq sl ng pv id it"))

    #: A nurse's title abbreviated with its period in the languages that write one
    #: before her initials: Spanish "Enf.", Japanese charts' "Ns.", Turkish "Hemş.",
    #: Norwegian "spl.", German "Schw.", Swedish "ssk.", Dutch "vpk.", Polish "piel.",
    #: Italian "Inf.", Finnish "sh.", and the Czech bachelor's "Bc." most Czech nurses
    #: sign with ("Sr." is sinus rhythm as often as a sister).
    _NURSE_TITLES_ABROAD: Final = frozenset(words(
        "enf enfa ns hemş spl schw ssk vpk piel inf bc sh"))
    #: ... of which "Inf." also shortens "inferior": only dotted initials that spell
    #: no clinical term follow it as a nurse's ("Inf. G.B."; "Inf. AP view", "Inf.
    #: M.I.").
    _DOTTED_ONLY_NURSE_TITLES: Final = frozenset(words("inf"))

    def _initials_after_nurse_titles(self, st: _State) -> None:
        """Two or three capitals, or two or three dotted capitals, after a nurse's
        title abbreviated with its period ("Enf. MQ controla", "our Ns. M.Y. for",
        "nurse Hemş. F.Ö. taught", "Signert spl. MK /"; after "Inf." only dotted ones:
        "Inf. G.B."); letters a clinical list holds and vital signs stay ("Enf. RL",
        Ringer's lactate; "Spl. BP", "Inf. M.I.")."""
        n = len(st.words)
        for i in st.at_keys(self._NURSE_TITLES_ABROAD, 0, n - 1):
            j = i + 1
            # (Quebec's nursing auxiliary, "inf. aux.", is a nurse whatever follows:
            # "Co-signé: inf. aux. KD")
            auxiliary = j + 1 < n and st.keys[j] == "aux" and st.gap_text[j + 1] == ". " and (
                st.keys[i] == "inf")
            if auxiliary:
                j += 1
            if st.gap_text[j] != ". " or st.evidence[j]:
                continue
            k = self._dotted_initials(st, j)
            if k == j and _capitals(st.words[j].text, 2, 3) and (
                    auxiliary or st.keys[i] not in self._DOTTED_ONLY_NURSE_TITLES) and (
                    st.keys[j] not in self._LOG_ROW_MEASURES) and (
                    self._initials_ok(st, j, True) or self._person_letters(st, j)):
                k = j + 1
            if k > j and st.keys[i] in self._DOTTED_ONLY_NURSE_TITLES and not auxiliary and (
                    "".join(st.keys[j:k]) in CLINICAL_WORDS):
                continue  # "Inf. M.I.": an inferior infarct
            if k > j:
                for m in range(j, k):
                    st.blocked[m] = False  # (the title says a person follows)
                self._mark_initials(st, j, k, "initials after a nurse's title")

    def _capital_initials_after_credential(self, st: _State, i: int,
                                           j: int | None = None) -> bool:
        """Two or three capitals after a nurse's credential in capitals are that
        nurse's initials after "per" or "by", or where the clause closes after them, a
        dash or a slash opens a remark, the nurse is there or told ("present", "aware",
        "and"), or a verb in the past follows ("RN KL.", "Per RN AW pt still on 4L",
        "Reviewed by SN NM - TTOs checked", "Triage RN JK / cosign", "RGN BK visited");
        letters that mean something stay ("RN IV.", "RN ICU", "RN BP 10:42", "given by
        RN PO")."""
        # ("Grace Holloway RN CM": her credentials, one after another; a column's gap
        # between them puts the nurse in a column of her own: "martinez      RN KD")
        if i > 0 and st.evidence[i - 1] and st.gaps[i] == _G_SPACE and not (
                _wide_gap(st.gap_text[i])):
            return False
        j = i + 1 if j is None else j  # (after "PA-C" the letters follow the "C")
        word, text = st.words[j].text, st.text
        end = st.words[j].end
        nurse = st.keys[i] in self._CAPITAL_INITIAL_CREDENTIALS
        # (a credential spelt in mixed case is one in any note: "tech CPhT LM")
        credential = st.words[i].text
        # (a staff role written in capitals heads letters as a credential does: "Crew:
        # Paramedic C. Reid / TECH SD;")
        staff = credential.isupper() and st.keys[i] in self._STAFF_ROLES and (
            len(credential) >= 3 or self._acts_after(st, j))  # "OT JK reviewed pt"
        if not (nurse or staff or st.keys[i] in self._CREDENTIALS) or not (
                (credential.isupper() or (credential[:1].isupper() and sum(
                    c.isupper() for c in credential) >= 2)
                 or st.keys[i] in self._LOWER_CASE_ROLE_LETTERS) and (
                    _capitals(word, 2, 3) or _regex.fullmatch(
                    _PARTICLE_INITIALS, word) is not None)
                and st.gap_text[j] == " ") or (
                st.keys[j] in self._CARE_UNITS or st.keys[j] in self._DISCIPLINES
                or st.keys[j] in self._LOG_ROW_MEASURES or st.keys[j] in self._CREDENTIALS):
            return False
        handed = i > 0 and st.keys[i - 1] in _HANDED_TO
        # A sign-off frames the credential: a label's colon or a signing word before it,
        # or a date after the letters ("Referral: RN AP via pager", "co-sign LPN PR",
        # "RD HLC   9/7/25"). There, letters that also abbreviate something clinical
        # are the person's too, and a credential of two letters heads them as well.
        stamped = _regex.match(_STAMP_AFTER_USER, text, end) is not None
        # ... or a slash or a plus joins the nurse to another person of a list ("Seen
        # by: CO Mwangi J.K. / RN AC", "check RN TK + RN A. Mensah")
        prev = st.words[i - 1].text if i > 0 else ""
        listed = nurse and ((st.gap_text[i].strip(" \t.") in ("/", "+") and (
            prev.istitle() and prev.isalpha())) or _regex.match(
                _PERSON_JOINED_AFTER, text, end) is not None)
        framed = stamped or listed or (i > 0 and (
            st.gap_text[i].strip(" \t") == ":" or handed or (
                st.keys[i - 1] in self._SIGNING_LABELS)))
        # (two capitals there are letters even where English writes them as a word:
        # "Per RN AW", "SN KM,")
        pair = self._person_letters(st, j) and st.keys[j] not in self._NO_NURSE_LETTERS
        inf = st.infos[j]
        # (a nurse's letters that also abbreviate something clinical, before the
        # person is told, there or given a task: "RN DM aware of plan", "DN CM to review
        # tomorrow", "ANP JR shadowing"; "RN IV aware" and "RN PM aware" stay)
        told = nurse and self._told_after_letters(st, j, st.keys[i] not in (
            self._SERVICE_LETTERS)) and (
            len(word) == 2 or (inf is not None and not inf.clinical)) and not (
            st.keys[j] in self._SERVICE_LETTERS or st.keys[j] in self._NEVER_SIGNED_LETTERS
            or st.keys[j] in self._EYE_LETTERS or st.keys[j] in self._PATIENT_WORDS
            or (inf is not None and inf.function))
        if told:
            return True
        if not (pair or self._initials_ok(st, j, True)) and not (
                framed and len(word) == 2 and st.keys[j] not in self._NEVER_SIGNED_LETTERS
                and st.keys[j] not in self._PATIENT_WORDS
                and not (inf is not None and (inf.function or (inf.known and not listed)))):
            return False
        if not (nurse or staff or len(st.keys[i]) >= 3 or framed):
            return False
        if closes_clause(text, end, "\r\n,;.)|") or text.startswith(
                (" - ", " / ", " \u2013 ", " \u2014 "), end) or (
                _wide_gap(st.after(j)) and not st.after(j).strip(" \t")) or _regex.match(
                    _LOWER_NAME_IN_BRACKETS, text, end) or (
                handed and text.startswith(":", end)) or (
                nurse and text.startswith(": ", end) and i > 0 and "\n" not in st.gap_text[i]):
            # (or a column gap, the person's name in brackets, a colon after whom one
            # heard from or what the nurse found: "Scored by RPSGT AW   Night tech", "LPN
            # TR (tamika ross)", "from RN CB: 4-h level", "Triage ENP KW: orange"; "RN
            # CM:" opening a line labels a role)
            return True
        if stamped or listed:
            return True  # "Supervisor review: RN KW 4/10/24", "RN TK + RN A. Mensah"
        nxt = st.keys[j + 1] if j + 1 < len(st.words) and st.gap_text[j + 1] == " " else ""
        # (the person acting after the letters, or "to" and a task after letters no list
        # holds: "POH AvD did weight", "RPh KL counseled", "CNS JB to see her"; "SW DV to
        # discuss" stays)
        acting = self._acts_after(st, j) or (
            nxt == "to" and st.words[j + 1].text.islower() and j + 2 < len(st.words)
            and st.gap_text[j + 2] == " " and st.keys[j + 2] in self._TASK_VERBS
            and self._initials_ok(st, j))
        if st.keys[i] in self._NURSING_ROLE_LETTERS:
            # a role's letters before the clause goes on: only after "by" or "per", or
            # before the person's action ("checked by PHN MCT prior to transport"; "LHV
            # TT given", "referred to SW CHC fast track" stay)
            return (handed and st.keys[i - 1] in _PER_BY) or acting
        if not (nurse or handed):
            # (another credential's letters only where the clause closes or the person
            # acts)
            return acting
        if handed and (nurse or (pair and st.keys[i - 1] in _PER_BY)):
            # "Per RN AW pt still on 4L", "report to RN JK at 05:04", "Seen by PA-C RJ
            # today"
            return True
        if nurse and text.startswith(" (", end):
            return True  # "RN SW (nurse coordinator)"
        # (a nurse's letters before any word in lower case, as a verb or a clause goes
        # on: "RN KB escort", "RN JK present")
        return nxt in self._AFTER_CAPITAL_INITIALS or _past_tense(nxt) or (
            nxt == "at" and text[st.words[j + 1].end + 1:st.words[j + 1].end + 2].isdigit()
        ) or (nurse and nxt.isalpha() and st.words[j + 1].text.islower())

    #: Words of the record of a result telephoned ("called to RN Ruiz 0311, read back +
    #: verified"): a lab's comment holding them closes with the caller's initials.
    _CALLBACK_WORDS: Final = frozenset(words("back readback rb rbv"))

    def _sign_off_after_sentence(self, st: _State) -> None:
        """Initials or a user name closing a line after a sentence's period. A lab's
        comment on a result it telephoned ends with whoever called ("..., read back.
        TLN", "RB. RKS", "read back + verified. jmbe"); any line may end with a dictation
        tag, capitals and a slash and lower case ("DETECTED (MRSA). TLN/hv"). A slash
        after the sentence signs as a dash does ("K 4.9. /gt", "still has hope.
        /kmorrow"): two or three letters in one case that are no clinical, function or
        everyday word, or a user name."""
        keys, words, gaps_text, n = st.keys, st.words, st.gap_text, len(st.keys)
        for j in range(1, n):
            gap = gaps_text[j]
            closed = gap[:-1].rstrip(" ")  # the sentence's end before a blank and "/"
            if gap.endswith("/") and closed in (".", ").", '."', "!", "?") and (
                    len(closed) < len(gap) - 1) and _ends_line(st, j):
                text = words[j].text
                if self._login(text, labelled=True) or (
                        len(text) <= 3 and (text.isupper() or text.islower())
                        and self._initials_ok(st, j, True)):
                    self._mark_initials(st, j, j + 1, "initials after a slash closing a line")
                continue
            core = gap.rstrip(" ")
            if core not in (".", ").", '."') or core == gap:
                continue  # "(MRSA). TLN/hv"
            k = j + 2 if j + 1 < n and gaps_text[j + 1] == "/" else j + 1
            if not _ends_line(st, k - 1):
                continue
            text = words[j].text
            if k == j + 2:
                low = words[j + 1].text
                if (_capitals(text, 2, 4) and low.isalpha() and low.islower()
                        and 2 <= len(low) <= 4 and self._initials_ok(st, j, True)
                        and self._initials_ok(st, j + 1, True)):
                    self._mark_initials(st, j, k, "dictation tag closing a line")
                    continue
            if not self._called_back(st, j):
                continue
            if k == j + 2:
                if not self._login(words[j + 1].text):
                    continue
                # "read back by Wenjie Zhou. KSR/jmbe": the caller's user name after
                # the initials
                self._mark_initials(st, j + 1, j + 2, "initials closing a call-back")
            if self._login(text) or ((_capitals(text, 2, 4) or (
                    text.isalpha() and text.islower() and 2 <= len(text) <= 4))
                    and self._initials_ok(st, j, True)
                    and keys[j] not in self._CARE_UNITS):
                self._mark_initials(st, j, j + 1, "initials closing a call-back")

    def _called_back(self, st: _State, j: int) -> bool:
        """Word ``j``'s line records a result telephoned (``_CALLBACK_WORDS``) before it."""
        keys = st.keys
        return _before_on_line(st, j, 40, lambda m: keys[m] in self._CALLBACK_WORDS and (
            keys[m] != "back" or (m > 0 and keys[m - 1] == "read")))  # not "back to AC"

    def _act_before(self, st: _State, i: int) -> bool:
        """A verb of a person's act (``_ACTS_BY``) comes before word ``i``, perhaps with
        the numbers of a date and a time between ("read back 08/11/2024 1140 by"), or
        of a gauge and a count ("Cannulated 15g x2 by")."""
        m = i - 1
        # (up to six numbers: "collected 2024-12-03 06:15:22 by")
        while m > 0 and i - m <= 6 and any(ch.isdigit() for ch in st.words[m].text):
            m -= 1
        return m >= 0 and st.keys[m] in self._ACTS_BY

    def _two_capitals(self, st: _State, i: int) -> bool:
        """Word ``i`` is two capitals that may be initials where only initials stand,
        even when the protect list holds them as an abbreviation ("KL", "MW")."""
        return _capitals(st.words[i].text, 2, 2) and self._initials_ok(st, i, True)

    #: What parts the initials of several people in one field ("CPH / LMK", "KB, TR").
    _INITIALS_LIST_GAPS: Final = frozenset({"/", " / ", ", ", ",", " & ", "; "})

    def _initials_list(self, st: _State, j: int, vouched: bool = False) -> int:
        """The end of a list of initials filling a labelled field from word ``j``
        ("Tech initials: CPH / LMK", "Verified: KB, TR"); ``j`` when there is none. Each
        member is two to four capitals that are no clinical or English word; the
        protect list may hold some of them as long as one is plainly initials (or the
        label says ``vouched`` initials follow), none may be a service's or a
        discipline's letters, and the list must close the field, so "Provider: ENT /
        GYN", "Approved by: ENT / GYN" and "RN: KB, pain 4/10" stay."""
        words, gaps_text, n = st.words, st.gap_text, len(st.keys)
        k, plain, sure = j, vouched, False
        while k < n and (k == j or gaps_text[k] in self._INITIALS_LIST_GAPS):
            letters = _capitals(words[k].text, 2, 4) and self._initials_ok(st, k, True)
            sure = sure or letters
            inf = st.infos[k]
            if not (letters or (
                    # (where a signing label vouches for them, two capitals that are
                    # also an everyday abbreviation are a signer's beside plain ones:
                    # "Reviewed: JK / MP"; "Checked: OK / NA" stays)
                    vouched and _capitals(words[k].text, 2, 2) and inf is not None
                    and not _function_or_clinical(inf)
                    and st.keys[k] not in self.RELATION_CUES)) or (
                    k > j and st.keys[k] in self._CREDENTIALS) or (
                    # (a service's letters are no one's: "Approved by: ENT / GYN")
                    st.keys[k] in self._CARE_UNITS or st.keys[k] in self._DISCIPLINES):
                return j
            plain = plain or self._initials_ok(st, k)
            k += 1
        if k - j < 2 or not plain or not sure:
            return j
        return k if k == n or _closes_field(gaps_text[k]) or _ends_line(st, k - 1) else j

    def _dated_signer_pair(self, st: _State, j: int) -> bool:
        """Words ``j`` and ``j + 1`` are two signers' capitals joined by a slash, with the
        time or the day after them or closing the line ("handover signed KT/JS 0245"):
        each two or three capitals that the protect list may hold but that are no
        credential, service or discipline ("signed ENT/GYN 0900" stays)."""
        if j + 1 >= len(st.keys) or st.gap_text[j + 1] not in ("/", " / "):
            return False
        for m in (j, j + 1):
            key = st.keys[m]
            if not (_capitals(st.words[m].text, 2, 3) and self._initials_ok(st, m, True)) or (
                    key in self._CREDENTIALS or key in self._CARE_UNITS
                    or key in self._DISCIPLINES):
                return False
        return _regex.match(_WHEN_AFTER, st.text, st.words[j + 1].end) is not None or (
            _ends_line(st, j + 1))

    def _initials_after_doer(self, st: _State, i: int) -> int:
        """The initials in parentheses after the one to three words that follow "by" at
        word ``i``, naming who in a department acted ("corrected by HIM staff (TJB)");
        -1 when there are none. Capitals that spell the words before them ("by
        computed tomography (CT)") or that any list holds stay."""
        gaps_text, n = st.gap_text, len(st.keys)
        for m in range(i + 2, min(i + 5, n)):
            if st.gaps[m - 1] != _G_SPACE:
                return -1
            if gaps_text[m] == " (" and st.words[m].text.isupper() and self._initials_ok(
                    st, m) and st.after(m)[:1] == ")" and not _spells_words_before(st, m):
                return m
        return -1

    def _field_initials(self, st: _State, j: int) -> bool:
        """Word ``j``, after a role's label and a colon, is the person's initials even
        where the protect list holds them or they read as a generation: two capitals
        filling the field ("Hyg: KL   Asst: JR"), or two or three before a credential
        that closes it ("Hyg: MK, RDH", "ABSTRACTOR: RGB CTR")."""
        text, n = st.words[j].text, len(st.keys)
        generation = st.keys[j] in self.GENERATIONS and _capitals(text, 2, 2)
        after = st.after(j)
        if (self._two_capitals(st, j) or generation) and (
                _closes_field(after) or not after.strip(" .")):
            return True
        if text.islower() and 2 <= len(text) <= 3 and text.isalpha() and self._initials_ok(
                st, j, True) and _closes_field(after):
            return True  # "QA: tg   Job 5517": typed in lower case
        return (generation or (_capitals(text, 2, 3) and (
            self._initials_ok(st, j, True) or self._capitals_for_a_person(st, j, text)))) \
            and j + 1 < n and st.gap_text[j + 1] in (" ", ", ") \
            and st.keys[j + 1] in self._CREDENTIALS and (
                j + 2 == n or _closes_field(st.after(j + 1)))

    #: Nouns after a discipline naming its part of a shared note ("Tech notes (dmk):").
    _PART_NOUNS: Final = frozenset(words("note notes comment comments entry update"))

    def _discipline_initials(self, st: _State) -> None:
        """Capitals in parentheses between a discipline and a colon, the member of the
        team who writes that part ("NURSING (TW):", "SOCIAL WORK (GP):", "Tech notes
        (dmk):"): any two or three capitals, or letters in lower case that are no word,
        but a credential ("NURSING (RN):") or the heading's own acronym ("SOCIAL WORK
        (SW):", "PHYSICAL THERAPY (PT):")."""
        keys, words, gaps_text, n = st.keys, st.words, st.gap_text, len(st.keys)
        for i in st.at_keys(self._DISCIPLINES, 0, n - 1):
            j = i + 1
            if j + 1 < n and keys[j] in self._PART_NOUNS and gaps_text[j] == " ":
                j += 1  # "Tech notes (dmk):": the discipline's part of the note
            text = words[j].text
            if gaps_text[j] not in (" (", "(") or not (_capitals(text) or (
                    text.islower() and self._initials_ok(st, j))):
                continue
            if not (j + 1 == n or gaps_text[j + 1].startswith("):")) or (
                    keys[j] in self.SUFFIXES):
                continue
            if _spells_words_before(st, j):
                continue
            self._mark_initials(st, j, j + 1, "initials of a discipline's writer")

    #: People who must bear a word as a given name for it to join the names around it.
    _MIDDLE_NAME_COUNT: Final = 2000

    def _given_names_between_names(self, st: _State) -> None:
        """A given name between two words found as names, blanks around it and written
        in their case, is the middle part of that name though it is a clinical word
        ("AIDE: CHERRY MAE DUMLAO HHA": MAE, moves all extremities, elsewhere)."""
        evidence, keys, words, gaps = st.evidence, st.keys, st.words, st.gaps
        n = len(keys)
        for i in compress(range(n), evidence):
            m = i + 1
            if m + 1 >= n or evidence[m] or not evidence[m + 1] or gaps[m] != _G_SPACE or (
                    gaps[m + 1] != _G_SPACE):
                continue
            inf, word = st.infos[m], words[m].text
            if inf is None or inf.function or not word.isalpha() or (
                    word.isupper() != words[i].text.isupper()) or (
                    word.isupper() != words[m + 1].text.isupper()) or not (
                    word.isupper() or word.istitle()) or (
                    self.lexicon.first_count(keys[m]) < self._MIDDLE_NAME_COUNT):
                continue
            if st.roles[i] != _NAME or st.roles[m + 1] != _NAME:
                continue
            st.mark(m, _EV_CONTEXT, "given name between names", 0.8)
            st.roles[m] = _NAME

    #: What a team member's initials are followed by in parentheses: a credential or a
    #: discipline's short name ("TO (PT), RSD (OT), MK (SLP)").
    _ROLES_IN_PARENTHESES: Final = SUFFIXES | frozenset(words("pt ot st sw cm sn hha"))

    def _initials_before_roles(self, st: _State) -> None:
        """Two or three capitals before a credential or a discipline in parentheses, in
        a list or opening a field or a line, are a team member's initials ("Team: TO (PT),
        RSD (OT), MK (SLP)"); a word in capitals counts on a line whose capitals mean
        something, never a clinical abbreviation or a credential ("ICU (RN)", "CNA
        (LNA)"). Letters in lower case before a staff role in brackets are initials too
        where they open a line or an item of a list ("rk (scribe)")."""
        keys, words, gaps_text, n = st.keys, st.words, st.gap_text, len(st.keys)
        found: set[str] = set()
        for i in st.at_keys(self._ROLES_IN_PARENTHESES, 1, n):
            j = i - 1
            text = words[j].text
            if gaps_text[i] not in (" (", "(") or not words[i].text.isupper() or not (
                    _capitals(text)):
                continue
            after = st.text[words[i].end:words[i].end + 3]
            if not (after.startswith(")") and closes_clause(after, 1, "\r\n,;")):
                continue
            before = gaps_text[j].rstrip(" \t")
            if not (j == 0 or before[-1:] in ",;:\n\r"):
                continue
            inf = st.infos[j]
            if inf is None or inf.clinical or keys[j] in self._ROLES_IN_PARENTHESES or (
                    keys[j] in self.RELATION_CUES) or not (
                    st.line_informative[j] or self._initials_ok(st, j)):
                continue
            self._mark_initials(st, j, i, "initials before a role")
            found.add(text)
        if found:
            self._team_initials_again(st, found)
        for j in range(n - 1):
            # "rk (scribe)", opening a line or an item of a list: lower-case letters
            # before a staff role in brackets
            word = words[j].text
            if not (2 <= len(word) <= 3 and word.isalpha() and word.islower()) or (
                    gaps_text[j + 1] != " (" or st.evidence[j]):
                continue
            before = gaps_text[j].rstrip(" \t")
            if not (j == 0 or before[-1:] in (",", ";", "\n", "\r") or (
                    keys[j - 1] == "and" and gaps_text[j] == " ")):
                continue
            if keys[j] in self._DISCIPLINES or keys[j] in self._CREDENTIALS or not (
                    self._initials_ok(st, j, True)):
                continue
            if self._role_after(st, j):  # (" (" follows, so only the bracketed role)
                self._mark_initials(st, j, j + 1, "initials before a role")

    #: Words before which a team member's initials recur ("trained w/ TO."), the
    #: signing words among them ("Sign: KOO" beside "Dr. Kevin Omondi Otieno").
    _INITIALS_AGAIN_AFTER: Final = frozenset(words(
        "w with per by and to from for cc sign signed signature sgd witness witnessed"))
    #: Words of a purpose after a person's initials ("to KM for review", "w/ JT re: ...").
    _PURPOSE_AFTER: Final = frozenset(words("for re regarding about"))

    def _team_initials_again(self, st: _State, found: set[str]) -> None:
        """Initials found before a role recur, in capitals on a line whose capitals
        mean something, alone in parentheses ("PT (TO): Berg 34/56") or after "with",
        "per", "by" or "and" closing the clause ("trained on transfers w/ TO.")."""
        keys, words, text = st.keys, st.words, st.text
        for i in st.at_keys(frozenset(w.lower() for w in found)):
            if words[i].text not in found or not st.line_informative[i] or st.evidence[i]:
                continue
            end = words[i].end
            bracketed = st.before(i).endswith("(") and text[end:end + 1] == ")"
            after_cue = i > 0 and keys[i - 1] in self._INITIALS_AGAIN_AFTER and (
                closes_clause(text, end))
            if bracketed or after_cue:
                self._mark_initials(st, i, i + 1, "initials before a role")

    #: Words after which letters spelled out are a name ("last name spelled k o v a c").
    _SPELLING_CUES: Final = frozenset(words("spell spelled spelling spelt spells"))

    def _spelled_out(self, st: _State) -> None:
        """A name spelled letter by letter, as a call's transcription writes it: three
        letters or more, each a word, joined by blanks or hyphens, that spell one of the
        four words before them ("bill young thats y o u n g", "ellie e l l i e") make
        that word and the letters a name; after "spelled" the letters alone are one
        ("spelled K-O-V-A-C")."""
        keys, words, n = st.keys, st.words, len(st.keys)
        letters = st.at_keys(_LETTERS)
        if len(letters) < 3:
            return
        end = -1  # the end of the last run read: its letters open no run
        for j in letters:
            if j < end:
                continue
            k = j
            while k < n and len(words[k].text) == 1 and words[k].text.isalpha() and (
                    k == j or st.gap_text[k] in (" ", "-")):
                k += 1
            end = k
            if k - j < 3:
                continue
            spelled = "".join(keys[j:k])
            said = [m for m in range(max(0, j - 4), j) if keys[m] == spelled]
            cued = any(keys[m] in self._SPELLING_CUES for m in range(max(0, j - 3), j))
            if said or cued:
                # the given name said before a surname spelled out ("bill young y o u n g")
                given = [m - 1 for m in said[:1] if m and st.gaps[m] == _G_SPACE and (
                    self.lexicon.first_count(keys[m - 1]) >= self._MIDDLE_NAME_COUNT)
                    and keys[m - 1] not in STOPWORDS]
                for m in (*given, *said, *range(j, k)):
                    st.mark(m, _EV_CONTEXT, "name spelled out", 0.85)
                    st.roles[m] = _NAME

    #: Words after which a list item's opening initials act ("- KF to schedule port").
    _ITEM_VERBS: Final = frozenset(words("to will and is has called spoke reviewed"))
    #: Verbs of a task given to someone ("FA to see pt", "KD to arrange").
    _TASK_VERBS: Final = frozenset(words('''
        see call review follow arrange discuss contact schedule check order book refer
        speak talk email message send update confirm consent obtain ask reassess visit
        phone ring chase liaise complete write notify inform'''))
    #: Words of a member's opinion after their initials in a meeting's notes ("JE not in
    #: favor of resection", "AL recommends chemoradiation").
    _OPINION_WORDS: Final = frozenset(words("""
        not recommend recommends agree agrees concur concurs favor favors feel feels
        prefer prefers suggest suggests think thinks disagree disagrees"""))

    def _listed_given_and_initial(self, st: _State) -> None:
        """A list on one line of people written as a given name and the initial of the
        surname, commas between ("Jazmyne M., Ms. Nkechi A., Dung T., Rain B."): when
        two of its items are found as names, the others of that shape are people too,
        everyday words included; clinical and function words stay."""
        words, gaps_text, n = st.words, st.gap_text, len(st.words)
        by_line: dict[int, list[int]] = {}
        for i in range(n - 1):
            given, initial = words[i].text, words[i + 1].text
            if gaps_text[i + 1] != " " or len(initial) != 1 or not initial.isupper() or (
                    not given[:1].isupper() or len(given) < 2 or not given.isalpha()):
                continue
            after = gaps_text[i + 2] if i + 2 < n else st.after(i + 1)
            if not after.startswith((".,", ".\n", ".\r")) and not (
                    i + 2 == n and after.strip() == "."):
                continue
            by_line.setdefault(st.text.rfind("\n", 0, words[i].start), []).append(i)
        for items in by_line.values():
            found = sum(self._found_name(st, i) for i in items)
            if len(items) < 3 or found < 2:
                continue
            for i in items:
                inf = st.infos[i]
                if st.evidence[i] or inf is None or inf.clinical or inf.function:
                    continue
                for m in (i, i + 1):
                    st.mark(m, _EV_CONTEXT, "given name and initial in a list of people", 0.8)
                    st.roles[m] = _NAME

    def _surname_in_list_of_people(self, st: _State) -> None:
        """A capitalised census surname after a given name found, the two an item of a
        list of people on one line, commas between, whose items either side are names
        found ("Present: Frank DiStefano, Bill Page, Ayesha Qureshi"): the surname is
        the person's though it is an everyday word. Clinical and function words stay."""
        words, gaps_text, n = st.words, st.gap_text, len(st.words)
        for i in range(1, n - 2):
            k = i + 1
            if st.evidence[k] or gaps_text[k] != " " or gaps_text[i] != ", " or (
                    gaps_text[k + 1] != ", ") or not (
                    st.capitalised(k) and words[k].text.isalpha()):
                continue
            if not (self._found_name(st, i) and self._found_name(st, i - 1)
                    and self._found_name(st, k + 1)):
                continue
            inf = st.infos[k]
            if inf is None or inf.clinical or inf.function or st.roles[k] not in (
                    _NAME, _OTHER) or not self._census_surname(st.keys[k]):
                continue
            st.mark(k, _EV_CONTEXT, "surname in a list of people", 0.8)
            st.roles[k] = _NAME

    #: What stands between an entry's last sentence and the initials signing it.
    _SIGN_OFF_GAPS: Final = frozenset({".-", ".--", ".\u2013", ".\u2014", "!-", ")-",
                                       ").-"})

    @classmethod
    def _signs_off_entry(cls, st: _State, i: int) -> bool:
        """Word ``i`` closes its line after a sentence's end and a dash ("went. - SP"), or
        alone after a dash glued to it opening its line ("... not mine :)\n-OOB"; "- HR"
        is an item of a list)."""
        raw = st.gap_text[i]
        gap = raw.replace(" ", "").replace("\t", "")
        glued = "\n" in raw and raw.rsplit("\n", 1)[1].lstrip(" \t") in ("-", "--", "\u2013")
        return (gap in cls._SIGN_OFF_GAPS or glued) and _ends_line(st, i)

    @staticmethod
    def _closes_entry_in_lower_case(st: _State, i: int) -> bool:
        """Word ``i``, two or three letters in lower case, closes its line after a
        sentence's end and a blank ("... ok to continue. bk"), as a log's entries are
        signed."""
        word = st.words[i].text
        return 2 <= len(word) <= 3 and word.isalpha() and st.gap_text[i] in (". ", ".  ") \
            and _ends_line(st, i)

    def _given_initials_before_surnames(self, st: _State,
                                        lettered: set[tuple[str, str]],
                                        given_letters: set[tuple[str, str]]) -> None:
        """Parts of a person's name found in full, with letters for the others: the
        letters of the given names in capitals right before the surname (``lettered``:
        "MK Dunleavy" after "Mary-Kate Dunleavy"), or the given name and the surname's
        letter closing a clause (``given_letters``: "- sunita p" after "Sunita
        Patel-Ramos")."""
        keys, words, n = st.keys, st.words, len(st.words)
        for j in st.at_keys(frozenset(surname for _, surname in lettered)):
            i = j - 1
            if i < 0 or st.evidence[i] or st.gaps[j] != _G_SPACE or (
                    keys[i], keys[j]) not in lettered or not _capitals(words[i].text, 2, 3):
                continue
            self._mark_initials(st, i, i + 1, "initials of a name found in full")
        for i in st.at_keys(frozenset(given for given, _ in given_letters)):
            j = i + 1
            if j >= n or st.gaps[j] != _G_SPACE or (keys[i], keys[j]) not in given_letters or (
                    len(words[j].text) != 1 or st.evidence[j]) or (
                    _regex.match(_INITIALS_CLOSE, st.text, words[j].end) is None):
                continue
            for m in (i, j):
                if not st.evidence[m]:
                    st.mark(m, _EV_CONTEXT, "given name and initial of a name found in full",
                            0.8)
                    st.roles[m] = _NAME

    #: What joins two people who act together ("verified: A. Reyes / K. Mbeki").
    _PARTNER_GAPS: Final = frozenset({"/", " / ", " & "})

    def _partners_of_initialled_names(self, st: _State) -> None:
        """The second of two people who act together, joined by a slash or an ampersand
        to a name found as an initial and a surname: written the same way ("Two-person
        verification: A. Reyes / K. Mbeki", a surname no name table holds) or as capitals
        ("verified by 2 (YA / L. Petrosyan)"), on either side, closing the field. The
        partner's surname must be no clinical, function or everyday word, and capitals
        must read as a person's (``_capitals_for_a_person``), so that "J. Ng / K.
        Pneumoniae", "A. Reyes / ICU" and "A. Reyes / RN" stay. Joined by "and", both
        are written as an initial and a surname, anywhere in a sentence ("see J. Mbeki
        and R. Castillo separate charts")."""
        words, gaps_text, n = st.words, st.gap_text, len(st.keys)
        for k in range(2, n):
            if gaps_text[k] not in self._PARTNER_GAPS:
                continue
            if self._initialled_found(st, k - 1):
                # the partner after the slash: an initial and a surname, or capitals
                if k + 1 < n and self._initialled_partner(st, k) and _closes_partner(
                        st, k + 1):
                    self._mark_initials(st, k, k + 2, "partner of a found name")
                elif self._capitals_for_a_person(st, k, words[k].text) and (
                        _closes_partner(st, k)):
                    self._mark_initials(st, k, k + 1, "partner of a found name")
            elif k + 1 < n and self._initialled_found(st, k + 1):
                # the partner before the slash, opening the field
                if self._capitals_for_a_person(st, k - 1, words[k - 1].text) and (
                        _opens_partner(gaps_text[k - 1])):
                    self._mark_initials(st, k - 1, k, "partner of a found name")
                elif self._initialled_partner(st, k - 2) and _opens_partner(
                        gaps_text[k - 2]):
                    self._mark_initials(st, k - 2, k, "partner of a found name")
        for a in st.at_keys(frozenset({"and"}), 2, n - 2):
            if gaps_text[a] != " " or gaps_text[a + 1] != " ":
                continue
            if self._initialled_found(st, a + 2) and self._initialled_partner(st, a - 2):
                self._mark_initials(st, a - 2, a, "partner of a found name")
            elif self._initialled_found(st, a - 1) and self._initialled_partner(st, a + 1):
                self._mark_initials(st, a + 1, a + 3, "partner of a found name")

    def _initialled_found(self, st: _State, j: int) -> bool:
        """Word ``j`` is a surname found as a name after a capital initial and its
        period ("A. Reyes")."""
        return j >= 1 and self._found_name(st, j) and st.gaps[j] in (_G_DOT, _G_TIGHTDOT) and (
            len(st.words[j - 1].text) == 1 and st.words[j - 1].text.isupper()
            and st.evidence[j - 1] > 0)

    def _initialled_partner(self, st: _State, i: int) -> bool:
        """Words ``i`` and ``i + 1`` are a capital initial, its period and a capitalised
        surname that no list holds as a clinical, function or everyday word."""
        if i < 0 or i + 1 >= len(st.keys) or st.gaps[i + 1] not in (_G_DOT, _G_TIGHTDOT):
            return False
        initial, word, inf = st.words[i].text, st.words[i + 1].text, st.infos[i + 1]
        return len(initial) == 1 and initial.isupper() and inf is not None and (
            st.initcap[i + 1] and not word.isupper()) and not (
            inf.clinical or inf.protected or inf.function or inf.common)

    def _initials_of_found_names(self, st: _State) -> None:
        """The initials of a person named in full elsewhere in the note, or found as
        initials there, where initials stand for someone: opening a list item before
        "to" or a verb ("- KF to schedule port", Kalani Fonua being present), before
        "to" and a task after a label or a clause ("ACTION: KD to arrange"), alone in
        a table cell or in parentheses, after "per", "by" or "w/", or two of them joined
        by a slash ("verified SW/PV").
        Only capitals that are no English or clinical word count, unless a slash joins
        them to another person's."""
        keys, words, evidence, n = st.keys, st.words, st.evidence, len(st.keys)
        combos: set[str] = set()
        cased: set[str] = set()
        lettered: set[tuple[str, str]] = set()
        given_letters: set[tuple[str, str]] = set()
        named: dict[str, list[tuple[int, int]]] = {}
        resume = 0
        for i in st.found_at():  # (nothing is marked in this loop)
            if i < resume:
                continue  # (inside the name just read)
            k = i + 1
            # (a double surname gives a letter for each part: "Kyle Brown-Silva", KBS)
            # ("Laura D. Sims" gives LDS and LS: a middle initial gives its letter)
            while k < n and st.gaps[k] in (_G_SPACE, _G_DOT, _G_HYPHEN) and (
                    self._found_name(st, k) or (
                        k + 1 < n and len(words[k].text) == 1 and words[k].text.isupper()
                        and st.gaps[k + 1] in (_G_SPACE, _G_DOT)
                        and self._found_name(st, k + 1)) or (
                        # ("Jun-ho Baek": the given name's second half, found only when
                        # spans are joined later, bridges to the surname)
                        k + 1 < n and st.gaps[k] == _G_HYPHEN and words[k].text.islower()
                        and st.gaps[k + 1] == _G_SPACE and self._found_name(st, k + 1)) or (
                        # ("Nia Haf Jones": a capitalised middle name no list holds
                        # bridges the found given name to the found surname)
                        k + 1 < n and st.gaps[k] == st.gaps[k + 1] == _G_SPACE
                        and st.initcap[k] and words[k].text[1:].islower()
                        and self._found_name(st, k + 1)) or (
                        # ("R. van Wyk", "Pieter van der Merwe": particles in lower case
                        # bridge to the found surname)
                        st.gaps[k] == _G_SPACE and self._particles_to_found(st, k))):
                k += 1
            # ("Jae-won Whang" gives JW: a given name's lower-case second half no letter;
            # "A. Lindqvist" gives AL: an initial before the surname gives its letter)
            # ("J. L. Marchetti" gives JLM and JM: up to two initials before it)
            first = i
            while first > max(0, i - 2) and len(words[first - 1].text) == 1 and (
                    words[first - 1].text.isupper()) and st.gaps[first] in (_G_DOT, _G_SPACE):
                first -= 1
            if first == i:
                # ("R. van Wyk": an initial, then particles in lower case before the
                # found surname)
                m = i - 1
                while m > max(0, i - 3) and words[m].text in self.PARTICLES and (
                        st.gaps[m + 1] == _G_SPACE):
                    m -= 1
                if m < i - 1 and len(words[m].text) == 1 and words[m].text.isupper() and (
                        st.gaps[m + 1] in (_G_DOT, _G_SPACE)):
                    first = m
            parts = [words[m].text for m in range(first, k) if (
                len(words[m].text) > 1 or (m < k - 1 and words[m].text.isupper())) and not (
                st.gaps[m] == _G_HYPHEN and words[m].text[:1].islower())]
            if k == i + 1 and _capitals(words[i].text):
                if "initials" in st.reason[i]:
                    combos.add(keys[i])  # initials found already ("Hyg: MK" ... "w/ MK")
            elif 2 <= len(parts) <= 3 + (particled := sum(
                    p.islower() and p in self.PARTICLES for p in parts[1:-1])) and (all(
                    p[:1].isupper() or (particled and p in self.PARTICLES) for p in parts) or (
                    len(parts[0]) > 1 and all(p.islower() for p in parts))):
                # (a particle in lower case gives its letter too: "R. van Wyk" signs RVW,
                # "Pieter van der Merwe" PvdM, which stands for him in that case alone)
                if particled:
                    cased.add("".join(p[0] for p in parts))
                # (a lower-case writer's "bernadette holm" gives BH too)
                found = {(parts[0][0] + parts[-1][0]).lower(),
                         "".join(p[0] for p in parts).lower()}
                capitals = "".join(c for p in parts for c in p if c.isupper())
                if len(parts) < len(capitals) <= 4 and not any(p.isupper() for p in parts):
                    found.add(capitals.lower())  # "Marco DiLuca" signs MDL
                if len(parts) == 3 and st.gaps[k - 1] == _G_HYPHEN:
                    # "Elena Marchetti-Ruiz" signs EM too: the first of two surnames
                    found.add((parts[0][0] + parts[1][0]).lower())
                if len(parts) == 3 and st.gaps[first + 1] == _G_HYPHEN:
                    # "Mary-Kate Dunleavy" is "MK Dunleavy": her given names' letters
                    lettered.add(((parts[0][0] + parts[1][0]).lower(), keys[k - 1]))
                if first == i and words[i].text[1:].islower():
                    # "Sunita Patel-Ramos" signs "sunita p": the surname's letter
                    given_letters.add((keys[i], words[i + 1].text[0].lower()))
                for combo in found:
                    combos.add(combo)
                    named.setdefault(combo, []).append((i, k))
            resume = k
        if lettered or given_letters:
            self._given_initials_before_surnames(st, lettered, given_letters)
        if not combos:
            return
        # ("T. Nakashima" signs TJN too, beside the name: a middle name's letter the
        # note never gives)
        wild: set[str] = set()
        # (three letters in one case standing alone, a middle letter between a name's
        # two: "TJN", "bkh")
        middles = frozenset(pair[0] + letter + pair[1] for pair in named if len(pair) == 2
                            for letter in _LETTERS) - combos
        for i in st.at_keys(middles) if middles else ():
            three = words[i].text
            if not (three.isupper() or three.islower()) or st.gap_text[i].endswith(".") or (
                    st.after(i).startswith(".")):
                continue
            if three.islower() and self.info(three).common:
                continue
            wild.add(keys[i])
            named[keys[i]] = named[keys[i][0] + keys[i][2]]
        combos |= wild
        at = st.at_keys(frozenset(combos))
        # initials a legend defines ("MS = Miguel Santangelo LPN") stand for the person
        # wherever they recur as initials do, though they spell a clinical term, and
        # closing a line ("Operators: KM = Kelsey Marr" ... "home care advice | op KM")
        defining = {i for i in at if self._legend_initials(st, i, named.get(keys[i], ()))}
        legend = {keys[i] for i in defining}
        if "(" in st.text:
            self._initials_listed_together(st, combos - wild)
        for i in at:
            word = words[i].text
            if evidence[i]:
                continue
            if keys[i] in legend and _capitals(word) and (
                    i in defining or self._initials_slot(st, i) or _ends_line(st, i)):
                st.blocked[i] = False
                self._mark_initials(st, i, i + 1, "initials a legend defines")
                continue
            if word in cased and not word.isupper():
                self._mark_initials(st, i, i + 1, "initials of a name found in full")
                continue
            if self._beside_its_name(st, i, named.get(keys[i], ())):
                self._mark_initials(st, i, i + 1, "initials beside the name")
                continue
            if keys[i] in wild:
                continue
            # (or opening the note's last line before its date and time alone: "HV
            # 01/27/2026", "se 2/11/26 13:05" under the writer's name)
            inf = st.infos[i]
            dated_end = "\n" in st.before(i) and _regex.match(
                _DATED_END, st.text, words[i].end) is not None
            partner = self._tag_partner(st, i)
            if partner >= 0 and self._tag_partner_ok(st, i, partner):
                # "cd/vs" under "Attending: Vikram Seshadri, MD", "MO/jbw" under "Michael
                # Okoro, MD": a tag alone on its line, one half the found name's initials
                for m in sorted((i, partner)):
                    st.blocked[m] = False
                    self._mark_initials(st, m, m + 1, "dictation initials")
                continue
            # ("Dr. Marcia Campbell-Henry MBBS" ... "mch" alone closing the note)
            last_alone = "\n" in st.before(i) and i == n - 1 and not st.after(i).strip()
            if word.islower():
                # ("Dr Lim Wei Ling" ... "lwl | ext 6243 1182" opening the note's last
                # line before a bar or a slash and the rest of the stamp)
                last = last_alone or (len(word) > 2 and _opens_last_stamp(
                    st, i, (" | ", " / ", "/ ")))
                if self._lower_initials_after_recording(st, i) or (
                        self._signs_off_entry(st, i) or self._closes_entry_in_lower_case(st, i)
                        or ((dated_end or last) and not _function_or_clinical(inf)
                            and not (last and inf is not None and inf.common))):
                    st.blocked[i] = False  # "placed by pr": no route of a drug after "by"
                    self._mark_initials(st, i, i + 1, "initials of a name found in full")
                    continue
            if not _capitals(word):
                continue
            after = st.after(i)
            # (or alone on a line of their own: "Danielle Prewitt, RN / dprewitt" then
            # "DP" under it)
            # ("MT    MT" under "Collected  Sealed": a cell of a table aligned by blanks;
            # "(..., KP)": the last of a list in brackets)
            column = _alone_in_blank_aligned_cell(st, i)
            bracketed = _role_and_letters_in_brackets(st, i)
            alone = _alone_in_cell_or_brackets(st, i) or dated_end or column or bracketed or (
                "\n" in st.before(i) and _ends_line(st, i)) or (
                st.before(i).endswith(", ") and st.after(i).startswith(")"))
            nxt = keys[i + 1] if i + 1 < n else ""
            # (the four rules below hold on a line in any case, before the test of the
            # line's capitals: a note typed in lower case signs in capitals)
            # ("reviewed HS MD", "-- BA fellow / attending ...", "triage RN BS called
            # back": a found name's letters in capitals before a credential, though they
            # spell a term, or before a staff role when they spell none ("CT tech" is a
            # department's), or after either and before a verb in the past)
            staffed = word.isupper() and not (inf is not None and inf.function) and ((
                after == " " and (nxt in self._CREDENTIALS or (
                    nxt in self._STAFF_ROLES and not _function_or_clinical(inf)))) or (
                i > 0 and st.gap_text[i] == " " and keys[i - 1] in self._STAFF_WORDS
                and words[i - 1].text.isupper() and after == " " and nxt.endswith("ed")
                and words[i + 1].text.islower()))
            # ("contact RN PM on (03) ...", "Second check by PharmD AM.", "ICP MJ (M.
            # Jaworski)", "Cosigned: PR": a found name's letters in capitals right after
            # a credential, a staff role or a crew's level, or closing the line after
            # "by" or a signing label, though they spell a term or a shift there)
            prev = keys[i - 1] if i > 0 else ""
            headed = word.isupper() and not (inf is not None and inf.function and not (
                closes_clause(st.text, words[i].end))) and keys[i] not in self._EYE_LETTERS and (
                keys[i] not in self._CREDENTIALS) and (
                keys[i] not in self._CAPITAL_INITIAL_CREDENTIALS) and ((
                    st.gap_text[i] == " " and not words[i - 1].text.islower() and (
                        prev in self._STAFF_WORDS or prev in self._CAPITAL_INITIAL_CREDENTIALS
                        or prev in self._LETTERED_ROLES)) or (_ends_line(st, i) and (
                            (prev == "by" and st.gap_text[i] == " ") or (
                                prev in self._SIGNING_LABELS and st.gap_text[i] == ": "))))
            # ("... agree w/ above. IM": capitals closing their line after a sentence,
            # as the writer signs a note's addendum)
            signs_sentence = word.isupper() and st.gap_text[i] in (". ", ".  ") and (
                _ends_line(st, i)) and not (inf is not None and inf.function)
            # ("interp: XY": the only value of a label opening the line)
            labelled = _ends_line(st, i) and st.gap_text[i].rstrip(" \t") == ":" and (
                i == 1 or (i > 1 and "\n" in st.before(i - 1))) and not _function_or_clinical(inf)
            # ("... lobectomy - FA to see pt": who is to do a task, named by a verb)
            tasked = word.isupper() and after == " " and nxt == "to" and i + 2 < n and (
                keys[i + 2] in self._TASK_VERBS and words[i + 2].text.islower()) and (
                st.before(i).endswith((": ", ", ", " - ")))
            # ("Nia Haf Jones RGN" ... "NHJ / co-signed D. Roberts" on the last line:
            # the writer's letters opening the sign-off's stamp; read below once the
            # letters pass the tests of initials)
            stamped = _opens_last_stamp(st, i, (" / ", "/ "))
            # ("YA / entered by yadeyemi" closing the note: such a stamp names its user,
            # so the letters are the writer's though they spell a word)
            stamps_user = stamped and word.isupper() and not (
                inf is not None and inf.function) and any(
                self._found_name(st, m) for m in range(i + 1, n))
            if staffed or headed or signs_sentence or labelled or tasked or stamps_user or (
                    self._second_signer(st, i)):
                self._mark_initials(st, i, i + 1, "initials of a name found in full")
                continue
            if not (st.line_informative[i] or alone):
                continue  # a cell or brackets of their own hold them on any line
            opinion = self._opinion_opening(st, i, combos)
            if opinion:
                # "JE not in favor", "AL and PV recommend": a member's opinion opening a
                # sentence, even in letters that are also a word or a term
                for m in opinion:
                    self._mark_initials(st, m, m + 1, "initials of a name found in full")
                continue
            if self._signs_off_entry(st, i) or _blank_dash_closes_line(st, i):
                # "... for first time. - SP", "heparin 5000 units SQ q8h -- HG": a
                # found name's initials sign the entry, though they also spell a term
                self._mark_initials(st, i, i + 1, "initials of a name found in full")
                continue
            # (joined by a slash, an ampersand or "and": "verified SW/PV", "checked by DM
            # and AK")
            paired = [m for m in (i - 2, i - 1, i + 1, i + 2) if 0 <= m < n
                      and keys[m] in combos and _capitals(words[m].text)
                      and _initials_joined(st, min(i, m), max(i, m))]
            # ("Aoife Brennan PHN" ... and "AB" alone on the note's last line: the
            # writer's sign-off, though the letters spell a word)
            # (dated, the letters close it though they spell a term: "MS 11:40" under
            # "Morag Sinclair RGN")
            closes_note = alone and (dated_end or (i == n - 1 and not st.after(i).strip())) and (
                not (inf is not None and inf.function) if dated_end
                else not _function_or_clinical(inf))
            # (in a cell of their own, or signing a timed entry from brackets that close
            # its line, the letters stand for the person though they spell a word or a
            # term: "MT" under "Collected", "07:53 fentanyl 25 mcg IV (LP)")
            signs_cell = ((column or bracketed) and not _function_or_clinical(inf)) or (
                _signs_timed_line_in_brackets(st, i) and not (inf is not None and inf.function))
            if not (closes_note or signs_cell or self._initials_ok(st, i, True) or (
                    paired and any(self._initials_ok(st, m, True) for m in paired))):
                continue
            opens_item = _opens_line_or_sentence(st, i) and (
                after == " " and (nxt in self._ITEM_VERBS or (
                    nxt.endswith("ed") and words[i + 1].text.islower())))
            # ("ACTION: KD to arrange ...", "if no contact, FM to notify ...": who is to
            # do a task, after a label or a clause)
            owns_task = after == " " and nxt == "to" and i + 2 < n and (
                words[i + 2].text.islower()) and st.gaps[i + 2] == _G_SPACE and (
                st.before(i).endswith((": ", ", ", " - ")))
            # "AL and PV recommend ...": the second of two initials joined by "and"
            joined = i > 1 and keys[i - 1] in ("and", "&") and evidence[i - 2] and (
                _capitals(words[i - 2].text)) and "initials" in st.reason[i - 2]
            # ("Routing to KM for review": a purpose after them closes them too)
            cued = i > 0 and keys[i - 1] in self._INITIALS_AGAIN_AFTER and (
                closes_clause(st.text, words[i].end, "\r\n,;.)-") or (
                    st.after(i) == " " and keys[i + 1] in self._PURPOSE_AFTER))
            # "| I 3/4 JT |": a checklist's entry dated and signed, closing its cell
            dated = (_closes_cell(st, i) and _regex.search(
                _ENTRY_DATE, st.text[max(0, words[i].start - 12):words[i].start]) is not None
                ) or _closes_dated_line(st, i)  # "11/18/25  2-wk call  RAV"
            if opens_item or owns_task or alone or cued or paired or joined or dated or (
                    stamped):
                self._mark_initials(st, i, i + 1, "initials of a name found in full")

    #: Between a signer named after "by" and "and" before the second signer's
    #: initials: the first one's role in brackets ("by T. Nwosu (tech) and LP").
    _ROLE_BEFORE_AND = _regex.compile(
        r"(?:[ \t]*\([A-Za-z][A-Za-z .-]{0,20}\))?[ \t]+(?:and|&)[ \t]+")

    def _second_signer(self, st: _State, i: int) -> bool:
        """Capitals ``i`` (a found name's initials) close a clause after "and", the
        first signer found as a name after "by" ("Issue signed by T. Nwosu (tech) and
        LP."): two people sign, though the letters spell a term."""
        words = st.words
        if not words[i].text.isupper() or i < 3 or st.keys[i - 1] not in ("and", "&") or (
                not closes_clause(st.text, words[i].end)):
            return False
        inf = st.infos[i]
        if inf is not None and inf.function:
            return False
        # back over "(tech) and" to the first signer's last word
        m = i - 2
        while m > 0 and not self._found_name(st, m) and st.keys[m] != "by" and (
                "(" in st.gap_text[m] or st.gap_text[m + 1].startswith(")")):
            m -= 1
        if m <= 0 or not self._found_name(st, m) or self._ROLE_BEFORE_AND.fullmatch(
                st.text, words[m].end, words[i].start) is None:
            return False
        while m > 0 and (self._found_name(st, m - 1) or (
                len(words[m - 1].text) == 1 and words[m - 1].text.isupper())) and (
                "\n" not in st.gap_text[m]):
            m -= 1  # back over the signer's other words and initials ("T. Nwosu")
        if m > 0 and st.keys[m - 1] in self.TITLES:
            m -= 1
        return m > 0 and st.keys[m - 1] == "by" and "\n" not in st.gap_text[m]

    @staticmethod
    def _tag_partner_ok(st: _State, i: int, partner: int) -> bool:
        """The other half of a tag beside found initials ``i`` is a person's: the
        typist's in lower case after the writer's capitals, though they spell a term
        ("AF / lp"), or letters in the case of ``i`` that spell no function word or
        clinical term, in capitals no abbreviation at all ("HR / BP" stays)."""
        inf, word = st.infos[partner], st.words[partner].text
        if inf is None:
            return True
        if inf.function:
            return False
        if word.islower() and st.words[i].text.isupper():
            return True
        return not inf.clinical and not (word.isupper() and inf.protected)

    @staticmethod
    def _tag_partner(st: _State, i: int) -> int:
        """The other half of a dictation tag that word ``i`` belongs to: two or three
        letters in one case on each side of a slash, alone on their line ("cd/vs",
        "rk/sal", "MO/jbw", "AF / lp"); -1 when there is none."""
        n = len(st.words)
        for first in (i - 1, i):
            second = first + 1
            if first < 0 or second >= n or st.gap_text[second].strip(" \t") != "/":
                continue
            if not _ends_line(st, second) or (first and "\n" not in st.gap_text[first]):
                continue
            if all(len(st.words[m].text) <= 3 and _one_case_letters(st.words[m].text)
                   for m in (first, second)):
                return second if first == i else first
        return -1

    def _initials_closing_signature(self, st: _State) -> None:
        """Two or three letters in one case after a slash, closing a signature line that
        opens with the writer's found name ("A. Munroe MD / tw", "Aurelio Bianchi, MD,
        Geriatric Medicine / AB", "S. Rourke / sr"): the typist's initials or the
        writer's own. They spell the name, or, with a credential after the name, they
        are no word, clinical term or credential."""
        words, keys, gaps = st.words, st.keys, st.gaps
        for i in [m for m, gap in enumerate(st.gap_text) if "/" in gap]:
            word = words[i].text
            if st.evidence[i] or st.gap_text[i].strip(" \t") != "/" or not (
                    2 <= len(word) <= 3 and word.isalpha()
                    and (word.isupper() or word.islower())) or not _ends_line(st, i):
                continue
            start = _line_first_word(st, i - 1)
            first = start + 1 if st.roles[start] == _TITLE else start
            end = first
            while end < i and st.evidence[end] and (
                    st.roles[end] == _NAME or len(words[end].text) == 1) and (
                    end == first or gaps[end] in (_G_SPACE, _G_DOT, _G_HYPHEN)):
                end += 1
            if end == first:
                continue
            # (letters that spell the name need no credential: "S. Rourke / sr")
            letters = [words[m].text[0].lower() for m in range(first, end)]
            if (keys[i] in (letters[0] + letters[-1], "".join(letters)) and (
                    end - first >= 2)) or (self._initials_ok(st, i, True) and any(
                    st.roles[m] == _SUFFIX for m in range(end, i))):
                self._mark_initials(st, i, i + 1, "initials closing a signature line")

    def _opinion_opening(self, st: _State, i: int, combos: set[str]) -> list[int]:
        """The initials (``i`` and perhaps a second one after "and") that open a line or a
        sentence before a word of opinion, as a meeting's notes give each member's view
        ("JE not in favor of resection", "AL and PV recommend chemoradiation")."""
        keys, words, n = st.keys, st.words, len(st.keys)
        if not _opens_line_or_sentence(st, i) or st.after(i) != " ":
            return []
        verb = i + 1
        found = [i]
        if verb + 2 < n and keys[verb] in ("and", "&") and keys[verb + 1] in combos and (
                _capitals(words[verb + 1].text)) and st.gap_text[verb + 2] == " ":
            found.append(verb + 1)
            verb += 2
        return found if verb < n and keys[verb] in self._OPINION_WORDS else []

    #: What may part initials from the name they stand for ("RAB / Ruth Ann Begay",
    #: "ps (RPh Prakash Subramaniam)", "Kalani Fonua (KF)", "JW = Jae-won Whang"; the
    #: period of a title between: "JRQ / Dr. Jose Rafael Quimpo"; a table's bar: "|
    #: Dmitri Askarov, RCIS | DA |").
    _BESIDE_GAP: Final = frozenset(" \t/(),-:=.|")

    def _beside_its_name(self, st: _State, i: int, spans: Iterable[tuple[int, int]]
                         ) -> bool:
        """Word ``i`` is two to four letters in one case, no clinical word, right
        before or after a name written in full whose initials it spells, with at most
        brackets, a slash, a comma, a dash, a colon and one title or credential between:
        whoever signed gave both."""
        word, inf = st.words[i].text, st.infos[i]
        if not (2 <= len(word) <= 4 and word.isalpha() and (word.isupper() or word.islower())
                ) or inf is None or inf.clinical:
            return False
        if word.islower() and inf.function and i + 1 < len(st.words) and (
                st.gap_text[i + 1] == " " and st.words[i + 1].text[:1].islower()):
            return False  # "Ms. Tremblay-Ouellet, to request": the sentence goes on
        for first, end in spans:
            if first > i and self._described_in_brackets(st, i, first, end):
                return True
            lo, hi = (i + 1, first) if first > i else (end, i)
            if hi - lo > 2 or hi < lo or not all(
                    st.roles[m] in (_TITLE, _SUFFIX) or self._beside_job(st.keys[m])
                    or _hyphened_letter_of_credential(st, m)
                    # (a credential's board in brackets: "PA(ASCP)", "FRACP (AFOEM)")
                    or (m > lo and st.roles[m - 1] == _SUFFIX
                        and st.gap_text[m] in ("(", " (")
                        and _capitals(st.words[m].text, 3, 5))
                    for m in range(lo, hi)):
                continue
            left = st.words[i].end if first > i else st.words[end - 1].end
            right = st.words[first].start if first > i else st.words[i].start
            between = st.text[left:right]
            for m in range(lo, hi):
                between = between.replace(st.words[m].text, " ", 1)
            # (a column gap may part them: "T. Nakashima, PA(ASCP)   TJN"; blanks alone
            # part them only as a column's gap, after a credential or wide, and only
            # where the letters close the line or a wide gap follows them:
            # "Hollis Vandermeer MLS  HV  04/02/2026")
            if len(between) <= 12 and set(between) <= self._BESIDE_GAP and (
                    between.strip(" \t") or (first < i and self._column_gap_beside(
                        st, i, between, any(st.roles[m] == _SUFFIX for m in range(lo, hi))))):
                return True
        return False

    @staticmethod
    def _column_gap_beside(st: _State, i: int, between: str, credential: bool) -> bool:
        """Blanks between a name and the initials after it part columns of a signature
        line: two blanks or a tab, or a credential between, and the initials close the
        line or two blanks follow them."""
        if not ("  " in between or "\t" in between or credential):
            return False
        after = st.after(i)
        return after[:1] in ("", "\r", "\n") or after.startswith(("  ", "\t"))

    def _described_in_brackets(self, st: _State, i: int, first: int, end: int) -> bool:
        """The name ``first..end`` closes brackets opened right after word ``i`` and a
        few lower-case words saying who the person is ("jb (her handler, Jesse
        Beaulieu)"): the letters are that person's."""
        if not (1 <= first - i - 1 <= 3 and st.gap_text[i + 1].strip(" \t") == "(" and (
                st.gap_text[first] == ", ") and st.after(end - 1).lstrip(" \t")[:1] == ")"):
            return False
        for m in range(i + 1, first):
            inf = st.infos[m]
            if not st.words[m].text.islower() or inf is None or inf.clinical or (
                    m > i + 1 and st.gap_text[m] != " "):
                return False
        return True

    @classmethod
    def _legend_initials(cls, st: _State, i: int, spans: Iterable[tuple[int, int]]) -> bool:
        """Word ``i``, two to four capitals, stands before "=" and a name written in full
        whose initials it spells ("MS = Miguel Santangelo LPN"), before that name in
        brackets ("DM (Danny Mercado, GI tech)"), opening a line before a dash, a
        colon or a column gap and the name, a title perhaps between ("AO - Dr. Adaeze
        Oduya", "AK  Anjali Kapoor, LPN"), or alone
        in brackets right after that name or its credential ("CHTs: Luis Arroyo (LA),
        ...", "Danielle Mbeki RN (DM)")."""
        word = st.words[i].text
        if not (2 <= len(word) <= 4 and word.isalpha() and word.isupper()):
            return False
        opens_line = i == 0 or "\n" in st.gap_text[i]
        for first, end in spans:
            # (a credential may stand between: "Danielle Mbeki RN (DM)")
            if (end == i or (end == i - 1 and st.keys[end] in cls._CREDENTIALS)) and (
                    st.gap_text[i].replace(" ", "") == "(" and st.after(i).startswith(")")):
                return True
            titled = first == i + 2 and st.roles[i + 1] == _TITLE and (
                st.gap_text[first].strip(" \t") in ("", "."))
            if first != i + 1 and not titled:
                continue
            gap = st.gap_text[i + 1]
            sep = gap.strip(" \t")
            if sep == "=" or (sep == "(" and not titled) or (opens_line and (
                    sep in ("-", "--", "\u2013", ":")
                    or (not sep and ("  " in gap or "\t" in gap)))):
                return True
        return False

    def _initials_listed_together(self, st: _State, combos: set[str]) -> None:
        """Capitals listed alone in brackets, two or more of them the initials of
        people the note names ("Time-out 0812 (KL, DM, GO, MCY)", Kim Lassiter and
        Danny Mercado named above): a team's initials, every member of the list. A
        credential or a record's date label in it stays."""
        starts = st.word_starts()
        for found in _regex.finditer(_INITIALS_IN_BRACKETS, st.text):
            i = bisect.bisect_left(starts, found.start() + 1)
            members = [m for m in range(i, len(starts)) if starts[m] < found.end()]
            if sum(st.keys[m] in combos for m in members) < 2:
                continue
            for m in members:
                if not st.evidence[m] and st.keys[m] not in self._NOT_SIGNING_ABBRS and (
                        st.keys[m] not in self._CREDENTIALS):
                    self._mark_initials(st, m, m + 1, "initials listed with a team's")

    def _initials_slot(self, st: _State, i: int) -> bool:
        """Word ``i`` stands where initials stand for a person: alone in a table's cell
        or in brackets, as the writer of a log's row ("0650 HB   MAR reviewed"), before
        a found name in a list ("Staff: KM, Tessa Stroud RN"), after
        "per", "by", "w/" and the like, or joined by a slash to a title or other
        initials ("per FH/Dr. Bell")."""
        # ("Staff: KM, Tessa Stroud RN (TS)": an item of a list of people, a found name
        # the next item)
        listed = st.before(i).endswith((": ", ", ")) and st.after(i) == ", " and (
            i + 1 < len(st.words) and bool(st.evidence[i + 1]) and st.roles[i + 1] == _NAME)
        return _alone_in_cell_or_brackets(st, i) or _writes_log_row(st, i) or listed or (
            i > 0 and st.keys[i - 1] in self._INITIALS_AGAIN_AFTER
            and st.gap_text[i] in (" ", "/ ", "/")) or (
            st.after(i).startswith("/") and i + 1 < len(st.words)
            and st.roles[i + 1] == _TITLE)

    @staticmethod
    def _hyphened_initials(st: _State, j: int) -> int:
        """The end of two to four capital letters joined by hyphens from word ``j`` on
        ("K-L-M", the form of a trial subject's initials); ``j`` when there are none."""
        words, n = st.words, len(st.words)
        k = j
        while k < n and k - j < 4 and len(words[k].text) == 1 and words[k].text.isupper() and (
                k == j or st.gap_text[k] == "-"):
            k += 1
        after = st.text[words[k - 1].end:words[k - 1].end + 1] if k > j else ""
        if k - j < 2 or after.isalnum() or after == "-":
            return j
        return k

    @staticmethod
    def _dotted_initials(st: _State, j: int, longest: int = 3) -> int:
        """The end (exclusive word index) of two to ``longest`` capital letters each
        closed by a period from word ``j`` on ("S.J.", "K. L. M."); ``j`` when there are
        none."""
        words, n = st.words, len(st.words)
        k = j
        while k < n and k - j < longest and len(words[k].text) == 1 and words[k].text.isupper():
            after = st.text[words[k].end:words[k].end + 1]
            if after != "." or (k > j and st.gaps[k] not in _DOTS):
                break
            k += 1
        return k if k - j >= 2 else j

    #: Signing words of a typist, whose initials are often typed in lower case.
    _TYPISTS: Final = frozenset(words("transcribed typed dictated"))

    def _typist_at(self, st: _State, j: int) -> int:
        """The end of a typist's initials at word ``j`` ("mrp", "JLW"): two to four
        letters in one case that are no English or function word and no credential;
        ``j`` when there are none."""
        text = st.words[j].text
        inf = st.infos[j]
        if not _one_case_letters(text) or inf is None:
            return j
        if inf.common or inf.function or inf.known or st.keys[j] in self.SUFFIXES or (
                inf.clinical and text.islower() and not inf.unknown):
            return j
        after = st.text[st.words[j].end:st.words[j].end + 1]
        return j + 1 if not after or not after.isalnum() else j

    def _initials_at(self, st: _State, j: int) -> int:
        """The end of initials starting at word ``j``: dotted capitals or one word in
        capitals of two to four letters that is no word or abbreviation; ``j`` when
        there are none. A role's letters before another word head its holder's
        ("Verified: SMW V.O.")."""
        k = self._dotted_initials(st, j)
        if k > j:
            return k
        if st.keys[j] in self._NURSING_ROLE_LETTERS and j + 1 < len(st.keys) and (
                st.gap_text[j + 1] == " "):
            return j
        if st.words[j].text.isupper() and self._initials_ok(st, j):
            return j + 1
        return j

    def _people_columns(self, st: _State) -> None:
        """The cells of a table column headed by a person word ("| By |", "| Given to
        |", "Caller<TAB>", "| Patient / MRN |"): the cell opens with that person, as
        after a cue, or with their initials in either case ("| JRP |", "| dlh |").
        Cells saying nothing of a person ("same", "no answer x2") stay."""
        starts = st.word_starts()
        if "   " in st.text:
            self._aligned_people_columns(st)
        # (a column headed "Init" holds initials, whatever else its letters spell)
        initialled = frozenset(start for start, _ in headed_column_cells(
            st.text, _PEOPLE_TABLE_SEPARATORS, _initials_columns_of)) if (
            "nit" in st.text or "NIT" in st.text) else frozenset()
        for cell_start, _cell in headed_column_cells(st.text, _PEOPLE_TABLE_SEPARATORS,
                                                     _people_columns_of):
            j = bisect.bisect_left(starts, cell_start)
            if j >= len(starts) or st.evidence[j] or (
                    st.roles[j] not in (_NAME, _OTHER, _INITIAL) and (
                        st.roles[j] != _SUFFIX or not (
                            cell_start in initialled or (
                                st.keys[j] in _GENERATION_LETTERS
                                and st.words[j].text.isupper())))):
                # (under "Init" a suffix's letters are initials, "| jr |"; and a
                # generation's two capitals under any people heading, "| RN |" over
                # "| JR |")
                continue
            if st.text[cell_start:st.words[j].start].strip(" "):
                continue  # the cell opens with something else ("(on call)")
            if j + 1 < len(starts) and st.gap_text[j + 1] == "/" and any(
                    c.isdigit() for c in st.words[j].text):
                j += 1  # "| T0583/MKB |": the staff number, then the initials
            k = self._initials_at(st, j)
            if k == j and st.words[j].text.islower() and 2 <= len(st.keys[j]) <= 4 and (
                    self._initials_ok(st, j, True)) and _closes_cell(st, j) and (
                    st.keys[j] not in self._NO_NAME_VALUES):
                k = j + 1  # "| dlh |", "| mk |": a user's initials, typed in lower case
            if k == j and self._capitals_for_a_person(st, j, st.words[j].text) and (
                    _closes_cell(st, j)):
                k = j + 1  # "| MW", "| MO |": two capitals, even a word's or a term's
            if k == j and st.keys[j] in _CELL_PRONOUNS and _capitals(st.words[j].text, 2, 2) \
                    and _closes_cell(st, j):
                k = j + 1  # "| MY |" under "OBSERVER": initials, though a pronoun's too
            if k == j and _capitals(st.words[j].text, 3, 4) and _closes_cell(st, j) and (
                    self._initials_ok(st, j, True)):
                k = j + 1  # "| OHP |": three capitals the protect list holds
            if k == j and cell_start in initialled and _one_case_letters(
                    st.words[j].text) and _closes_cell(st, j):
                k = j + 1  # "| Init |" above "| DM |"
            if k <= j + 1 and self._paired_initials_in_cell(st, j):
                # "| NS/mb |", "| JW + witness |": two people's initials, or one
                # person's and a witness
                k = j + 2 if st.gap_text[j + 1] == "/" else j + 1
                self._mark_initials(st, j, k, "initials in a column of people")
                continue
            if k > j and _closes_cell(st, k - 1):
                self._mark_initials(st, j, k, "initials in a column of people")
                self._rest_of_name_in_cell(st, k - 1)
            elif self._user_in_cell(st, j):
                st.mark(j, _EV_CONTEXT, "user name in a column of people", 0.8)
                st.roles[j] = _NAME
            elif self._initial_and_surname_in_cell(st, j):
                for m in (j, j + 1):
                    st.mark(m, _EV_CONTEXT, "initial and surname in a column of people", 0.85)
                    st.roles[m] = _NAME
            elif self._cue_target(st, j):
                st.mark(j, _EV_CONTEXT, "name in a column of people", 0.85)
                st.roles[j] = _NAME
                self._rest_of_name_in_cell(st, self._continuation(
                    st, j, "name in a column of people") - 1)
            elif self._surname_before_given_in_cell(st, j):
                for m in (j, j + 1):
                    st.mark(m, _EV_CONTEXT, "surname before a given name in a column of "
                            "people", 0.85)
                    st.roles[m] = _NAME

    def _surname_before_given_in_cell(self, st: _State, j: int) -> bool:
        """Word ``j`` opens its cell of a people column, a comma and a capitalised given
        name the tables list follow and close the cell: "| HOPE, Dariel |" is "Surname,
        Given" however everyday a word the surname is, as long as the census counts it
        as one; a clinical or function word, or a common word few bear as a surname,
        stays ("| Refused, Ana |" is no such cell)."""
        if j + 1 >= len(st.words) or st.gap_text[j + 1] != ", ":
            return False
        inf, given = st.infos[j], st.infos[j + 1]
        word = st.words[j].text
        return (inf is not None and given is not None and len(word) >= 2
                and word.replace("-", "").replace("'", "").isalpha()
                and word[:1].isupper() and not (inf.clinical or inf.function)
                and (not inf.common or self._census_surname(st.keys[j]))
                and st.initcap[j + 1] and not st.words[j + 1].text.isupper()
                and self._listed_given(st.keys[j + 1]) and not given.clinical
                and not given.function and _closes_cell(st, j + 1)
                and st.text[st.words[j + 1].end:st.words[j + 1].end + 8].lstrip(" .")[:1]
                != ",")

    @staticmethod
    def _initial_and_surname_in_cell(st: _State, j: int) -> bool:
        """Word ``j`` is a capital initial with its period and the word after it a
        capitalised word that is no function or clinical word, filling the cell of a
        people column ("| R. Page |"), however everyday a word the surname is; typed
        in lower case, the surname must be likelier a name than a word ("| t. castellanos
        |")."""
        if j + 1 >= len(st.words) or st.gap_text[j + 1] != ". ":
            return False
        initial, inf = st.words[j].text, st.infos[j + 1]
        lower = initial.islower() and st.words[j + 1].text.islower() and inf is not None and (
            not (inf.common or inf.protected) and inf.lr >= 1.0)
        return (len(initial) == 1 and ((initial.isupper() and st.initcap[j + 1]) or lower)
                and st.words[j + 1].text.isalpha() and inf is not None
                and not (inf.function or inf.clinical) and _closes_cell(st, j + 1))

    def _paired_initials_in_cell(self, st: _State, j: int) -> bool:
        """Word ``j`` opens its cell of a people column with initials of two or three
        letters, then a slash and another person's initials closing the cell ("| NS/mb
        |", "| HC / TW |"), or "+ witness" ("| JW + witness |")."""
        word = st.words[j].text
        if not (2 <= len(word) <= 3 and _one_case_letters(word)) or j + 1 >= len(st.words):
            return False
        if _regex.match(_WITNESS_AFTER, st.text, st.words[j].end) is not None:
            return self._initials_ok(st, j, True)
        other = st.words[j + 1].text
        return (st.gap_text[j + 1].strip(" ") == "/" and 2 <= len(other) <= 3
                and _one_case_letters(other) and _closes_cell(st, j + 1)
                and self._initials_ok(st, j, True) and self._initials_ok(st, j + 1, True))

    def _rest_of_name_in_cell(self, st: _State, j: int) -> None:
        """"| mohammed, yusuf |": a surname found in a column of people, then a comma and
        one word closing the cell, is "Surname, Given" whatever the case; a word of the
        dictionary's commonest or a clinical word stays ("| Lee, refused |"). A single
        letter closing the cell is the surname's initial ("| mikey t |"). A record
        number after the given name closes the cell as well, and then an everyday word
        is the given name too ("| GREENE, HOPE M2290137 |"). A capitalised word after a
        capitalised name and one blank, closing the cell, is the surname, though English
        uses it ("| Brianna Young |")."""
        m = j + 1
        if m >= len(st.words):
            return
        numbered = not _closes_cell(st, m) and m + 1 < len(st.words) and (
            st.gaps[m + 1] == _G_SPACE and _closes_cell(st, m + 1)
            and any(c.isdigit() for c in st.words[m + 1].text)
            and any(c.isalpha() for c in st.words[m + 1].text))
        if not (_closes_cell(st, m) or numbered):
            return
        if st.gaps[m] == _G_SPACE and len(st.keys[m]) == 1 and st.keys[m].isalpha() \
                and st.roles[m] in (_NAME, _OTHER, _INITIAL) and not numbered:
            # "| mikey t |": the surname's initial closes the cell
            st.mark(m, _EV_CONTEXT, "initial after a name in a column of people", 0.85)
            st.roles[m] = _NAME
            return
        inf = st.infos[m]
        if st.gaps[m] == _G_SPACE and not numbered and st.capitalised(j) and (
                st.capitalised(m)) and inf is not None and st.roles[m] in (_NAME, _OTHER) \
                and not (inf.function or inf.clinical):
            st.mark(m, _EV_CONTEXT, "surname after a name in a column of people", 0.85)
            st.roles[m] = _NAME
            return
        if st.gaps[m] != _G_COMMA:
            return
        if inf is None or not st.keys[m].isalpha() or st.roles[m] not in (_NAME, _OTHER) \
                or inf.function or (inf.common and not numbered) or inf.clinical:
            return
        st.mark(m, _EV_CONTEXT, "given name after a surname in a column of people", 0.85)
        st.roles[m] = _NAME

    def _user_in_cell(self, st: _State, j: int) -> bool:
        """Word ``j`` fills its cell of a people column as a user name: lower-case
        letters, perhaps with a few digits after them, that no table knows as a word or
        a name ("cokonkwo", "mxvang88"; not "host"), or a name-built login."""
        word = st.words[j].text
        if not _closes_cell(st, j) or not word.isalnum():
            return False
        letters = _user_letters(word)
        if not letters:
            return False
        if not word.islower():
            # in capitals, also a word no table knows, of five letters or more
            # ("GSTREET"), or a name with a login's digits after it ("RAHMANI1")
            inf = self.info(letters)
            return self._login(word) or (inf.unknown and len(letters) >= 5) or (
                word[-1].isdigit() and inf.known and not inf.common and not inf.clinical)
        return self.info(letters).unknown or self._login(word)

    def _aligned_people_columns(self, st: _State) -> None:
        """Initials alone in a column that a person word heads in a table aligned with
        blanks ("BY" in a registry printout: "LT    KT   SUNFLOWER PEDS"), in lower case
        too ("jt" under "RN")."""
        for cell_start, cell in aligned_column_cells(st.text, _people_columns_of):
            j = st.word_starting_at(cell_start)
            if j < 0 or st.evidence[j] or cell != st.words[j].text:
                continue
            if self._capitals_for_a_person(st, j, cell) or self._lower_initials_cell(st, j, cell):
                self._mark_initials(st, j, j + 1, "initials in a column of people")

    def _lower_initials_cell(self, st: _State, j: int, cell: str) -> bool:
        """Two or three letters in lower case filling a cell of a column of people, as a
        writer signs a row ("jt" under "RN"), when they are no word, answer or
        credential ("ok", "na", "rn" stay)."""
        inf, key = st.infos[j], st.keys[j]
        return 2 <= len(cell) <= 3 and cell.isalpha() and cell.islower() and (
            inf is not None and not (inf.function or inf.clinical or inf.common)) and not (
            key in self.SUFFIXES or key in self._NOBODY or key in self._SIGNATURE_ANSWERS
            or key in self.RELATION_CUES or key in self._PATIENT_WORDS)

    def _capitals_for_a_person(self, st: _State, j: int, cell: str) -> bool:
        """Two or three capitals filling a cell of a column of people, or a field before
        a credential: two are someone's even when they are also an abbreviation or a word
        ("| MO |", "Reviewed: PV DDS"; a generation's too, "| JR |"), unless a function
        word, a credential, a department ("| ED |") or a word for the patient or kin;
        three must pass as initials."""
        key, inf = st.keys[j], st.infos[j]
        two = len(cell) == 2 and inf is not None and not inf.function and not (
            (key in self.SUFFIXES and key not in _GENERATION_LETTERS)
            or key in self.RELATION_CUES or key in self._PATIENT_WORDS
            or key in self._BY_INITIALS_NOT)
        return _capitals(cell, 2, 3) and (two or self._initials_ok(st, j))

    #: Values of a role's field that say nobody signed.
    _NOBODY: Final = frozenset(words("na nd tbd unk none nil pending"))

    def _role_initials_block(self, st: _State) -> None:
        """A block of two lines or more, each a staff role's label, a colon (or leader
        dots) and letters closing the line ("RN CM ........ DKT", "MSW .......... ALR",
        "Chaplain ..... WF" under SIGNATURES): each member signed with their initials,
        whatever word the letters also spell, unless a clinical or function word, a
        credential or a placeholder ("RN: NA")."""
        words, keys, n = st.words, st.keys, len(st.words)
        roles = self._LABEL_ROLES | self._DISCIPLINES
        rows: list[tuple[int, int, bool]] = []  # (line's first word, initials, a role?)
        for j in range(1, n):
            if st.gap_text[j].strip(" \t") != ":" or "\n" in st.gap_text[j]:
                continue
            word = words[j].text
            if not (_capitals(word, 2, 4) or (word.islower() and 2 <= len(word) <= 3
                                              and word.isalpha())):
                continue
            if j + 1 < n and "\n" not in st.gap_text[j + 1]:
                continue  # the letters close their line
            first = j - 1
            while first > 0 and j - first < 3 and "\n" not in st.gap_text[first]:
                first -= 1
            if first > 0 and "\n" not in st.gap_text[first]:
                continue  # a label of three words at most opens the line
            rows.append((first, j, any(keys[m] in roles for m in range(first, j))))
        run: list[tuple[int, bool]] = []
        for r, (first, j, role) in enumerate(rows):
            joined = r > 0 and rows[r - 1][1] == first - 1 and st.gap_text[first].count(
                "\n") == 1
            if not joined:
                self._mark_role_initials(st, run)
                run = []
            run.append((j, role))
        self._mark_role_initials(st, run)

    def _mark_role_initials(self, st: _State, run: list[tuple[int, bool]]) -> None:
        """Mark the letters of ``run``, rows of one block, when two of its labels or
        more name a role ("HHA sup ...... MJO" among them counts too)."""
        if sum(role for _, role in run) < 2:
            return
        for j, _role in run:
            inf, key = st.infos[j], st.keys[j]
            if st.evidence[j] or inf is None or inf.clinical or inf.function or (
                    key in self.SUFFIXES or key in self._NOBODY or key in self._SOCIETIES
                    or (inf.common and st.words[j].text.islower())):
                continue
            st.blocked[j] = False
            self._mark_initials(st, j, j + 1, "initials in a block of roles")

    def _mark_initials(self, st: _State, j: int, k: int, why: str) -> None:
        for m in range(j, k):
            st.mark(m, _EV_CONTEXT, why, 0.8)
            st.roles[m] = _NAME

    #: Roles that head a field of their own ("Hygienist: JNP", "Scrub: J. Long").
    _FIELD_ROLES: Final = frozenset(words("""
        dosimetrist physicist navigator perfusionist hygienist audiologist optometrist
        orthoptist midwife doula chaplain dietitian coordinator clinician provider surgeon hyg
        physician reader performer operator author reviewer scrub circulator recorder
        anesthetist assistant asst abstractor registrar qa proofreader secretary
        receptionist scheduler transcriptionist admissions adjuster caseworker radiographer
        physiotherapist podiatrist"""))
    #: Staff roles in the plural, labelling a field of several people ("Therapists: KT /
    #: MJ"): the label vouches that the letters after it are initials.
    _PLURAL_ROLES: Final = frozenset(
        role + "s" for role in _STAFF_ROLES | _FIELD_ROLES if not role.endswith("s"))
    #: Roles and signing words that head a field holding a person ("Dosimetrist:
    #: Wiremu Tane", "Signed: R. Oyelaran").
    _LABEL_ROLES: Final = _INITIALS_AFTER | _SIGNING | _FIELD_ROLES | frozenset({"by"})
    #: Words initials may follow: a role, a relative, a credential, the patient, and a
    #: field's role as its label.
    _INITIALS_CUES: Final = _INITIALS_AFTER | _PATIENT_WORDS | _FIELD_ROLES | _PLURAL_ROLES
    #: A doctor's grade and a team's or a service's letters, as British notes write
    #: them ("Seen by KT (HO)", "reviewed by SLT", "discussed at MDT").
    _GRADES_AND_TEAMS: Final = frozenset(words("""
        ho sho hmo reg spr fy1 fy2 intern consultant slt salt mdt mdm hca gp ooh"""))
    #: Disciplines heading a team member's part of a shared note ("NURSING (TW):"), and
    #: the grades and teams whose letters are no one's initials.
    _DISCIPLINES: Final = _STAFF_ROLES | _FIELD_ROLES | _GRADES_AND_TEAMS | frozenset(words("""
        nursing work pharmacy nutrition dietary chaplaincy bereavement volunteer
        counseling counselling"""))

    #: Labels of a list of the people at a meeting ("Present: Priya (SW), KL (case
    #: mgmt)", "Apologies: Mark (psych)").
    _ROSTER_LABELS: Final = frozenset(words("""
        present attendees attendance apologies absent participants invited"""))
    #: Labels of a record's act before the name of whoever did it ("noted:", "verified:").
    _RECORD_LABELS: Final = frozenset(words("""
        noted verified checked witness witnessed reviewed entered completed recorded
        received performed initials signed"""))
    #: Labels of the staff on a shift or at a site, before their names.
    _STAFF_LABELS: Final = _ROSTER_LABELS | frozenset(words("staff team crew"))
    #: Words of the role in parentheses after a member of such a list.
    _ROSTER_ROLES: Final = frozenset(words("""
        sw pt ot st rd psych psychology psychiatry pharm pharmacy case mgmt cm charge chair
        facilitator social physio dietetics palliative spiritual family rehab nursing
        manager lead"""))
    #: What the parentheses after a member may name: a role, a credential or a relative;
    #: letters that open an action item as one of these name no owner.
    _ROSTER_PARENTHESES: Final = _DISCIPLINES | _CREDENTIALS | RELATION_CUES | _ROSTER_ROLES

    def _roster(self, st: _State) -> None:
        """The members of a list of the people at a meeting, each given with a role in
        parentheses ("Present: Priya (SW), Rose (OT), KL (case mgmt)", "Apologies: Mark
        (psych)"): one or two capitalised words, or two or three capitals, before the
        role are a person whatever the words are, a title before them left aside. The
        parentheses must name a role, credential or relative, so "Pulses present: DP
        (2+), PT (2+)" stays."""
        keys, gap_text, n = st.keys, st.gap_text, len(st.keys)
        roles = self._ROSTER_PARENTHESES
        for i in st.at_keys(self._ROSTER_LABELS, 0, n - 1):
            if gap_text[i + 1].strip(" \t") != ":":
                continue
            m = i + 1
            while m < n:
                e = m
                while e + 1 < n and e - m < 2 and gap_text[e + 1] in (" ", "-", ". "):
                    e += 1
                if e + 1 >= n or gap_text[e + 1] != " (":
                    # a member given with credentials instead ("Lien Vo MSW, Kekoa
                    # (volunteer coord)"): passed over, the list goes on after them
                    r = self._past_credentialed_member(st, m)
                    if r == m:
                        break
                    m = r
                    continue
                r = e + 1  # the role's words, up to the closing bracket
                while r < n and r - e <= 3 and ")" not in gap_text[r] and (
                        "\n" not in gap_text[r]):
                    r += 1
                closed = (r < n and ")" in gap_text[r]) or (
                    r == n and st.text.rstrip().endswith(")"))
                start = m + 1 if st.roles[m] == _TITLE else m
                if closed and any(keys[k] in roles for k in range(e + 1, r)) and (
                        0 < e + 1 - start <= 2) and all(
                        self._roster_word(st, k) for k in range(start, e + 1)):
                    for k in range(start, e + 1):
                        if not st.evidence[k]:
                            st.mark(k, _EV_CONTEXT, "member of a list of people present", 0.8)
                        st.roles[k] = _NAME
                if r >= n or not gap_text[r].rstrip(" ").endswith((",", ";")):
                    break
                m = r

    def _past_credentialed_member(self, st: _State, m: int) -> int:
        """The first word of the next member of a roster after a member from word ``m``
        given as one to three words and credentials, then a comma or semicolon ("Lien Vo
        MSW, ...", "Grace Holloway RN CM, ...", "Marguerite, RN; ..."), or given bare
        before a semicolon ("Dr. Okafor; ..."); ``m`` when the list does not go on so."""
        keys, gap_text, n = st.keys, st.gap_text, len(st.keys)
        c = m + 1
        while c < n and c - m <= 3 and keys[c] not in self._CREDENTIALS and (
                gap_text[c] in (" ", "-", ". ")):
            c += 1
        if c < n and c - m <= 3 and gap_text[c].rstrip(" ") == ";" and all(
                self._roster_word(st, k) or st.roles[k] == _TITLE for k in range(m, c)):
            return c  # "Present: Dr. Okafor; Tui (PT)": a member given bare
        if c + 1 < n and c - m <= 3 and keys[c] in self._CREDENTIALS and gap_text[
                c] == ", " and gap_text[c + 1].rstrip(" ") == ";":
            return c + 1  # "Marguerite, RN; Sal (CM)"
        if c >= n or c - m > 3 or keys[c] not in self._CREDENTIALS or gap_text[c] != " ":
            return m
        c += 1  # the credential and any capitals after it ("RN CM", "MSW, LICSW")
        while c < n and gap_text[c] in (" ", ", ", "/") and (keys[c] in self._CREDENTIALS or (
                gap_text[c] != ", " and st.words[c].text.isupper()
                and 2 <= len(st.words[c].text) <= 5)):
            c += 1
        return c if c < n and gap_text[c].rstrip(" ").endswith((",", ";")) else m

    def _action_owners(self, st: _State) -> None:
        """The initials that open the items of a list of actions ("ACTIONS" on its own
        line, then "- PR: family mtg ...", "- KL to extend LOS"): the owner of each
        item, whatever abbreviation the letters also are, but a discipline's or a
        credential's ("- OT: ADL retraining")."""
        text = st.text
        for heading in _regex.finditer(_ACTIONS_HEADING, text):
            # the items: lines right after the heading, each a bullet or opened by initials
            pos = text.find("\n", heading.end()) + 1
            while 0 < pos < len(text):
                # (an item's pattern never runs past its line)
                item = _regex.match(_ACTION_ITEM, text, pos)
                if item is None:
                    break
                owner = item.start("owner")
                j = st.word_starting_at(owner) if owner >= 0 else -1
                if j >= 0 and st.keys[j] not in self._ROSTER_PARENTHESES:
                    self._mark_initials(st, j, j + 1, "initials owning an action item")
                end = text.find("\n", pos)
                pos = end + 1 if end >= 0 else len(text)

    #: Labels of a line listing the staff of a shift or a service by initials or given
    #: names alone ("OPERATORS: kjm, LTR, devon").
    _STAFF_LIST_LABELS: Final = _STAFF_LABELS | frozenset(words("""
        operators agents nurses techs technicians scribes dispatchers interpreters
        staffing"""))

    def _bare_staff_list(self, st: _State) -> None:
        """A staff label, a colon and two to six single words between commas filling
        the line ("OPERATORS: kjm, LTR, devon", "Staff: MB, Priya, tj"): each word is
        initials in one case or a given name the tables list, so every one is a person.
        One credential, role, clinical or English word ("Staff: RN, CNA", "Team: ICU,
        ED") leaves the whole line alone."""
        gap_text, n = st.gap_text, len(st.keys)
        for i in st.at_keys(self._STAFF_LIST_LABELS, 0, n - 2):
            if gap_text[i + 1].strip(" \t") != ":" or "\n" in gap_text[i + 1]:
                continue
            m = i + 1
            while m < n and m - i <= 6 and (m == i + 1 or gap_text[m] == ", "):
                m += 1
            if m - i - 1 < 2 or not _ends_line(st, m - 1):
                continue
            items = range(i + 1, m)
            if all(self._bare_staff_item(st, k) for k in items):
                for k in items:
                    if not st.evidence[k]:
                        st.mark(k, _EV_CONTEXT, "member of a staff list", 0.8)
                    st.roles[k] = _NAME

    def _bare_staff_item(self, st: _State, k: int) -> bool:
        """Word ``k`` of a bare staff list: initials in one case, or a listed given name
        that is no clinical or function word; no credential or role."""
        text, key, inf = st.words[k].text, st.keys[k], st.infos[k]
        if inf is None or not text.isalpha() or inf.function or inf.clinical or (
                key in self._CREDENTIALS or key in self._STAFF_ROLES):
            return False
        if _one_case_letters(text) and self._initials_ok(st, k, True):
            return True
        return len(text) > 2 and self._listed_given(key)

    def _roster_word(self, st: _State, k: int) -> bool:
        """Word ``k`` may name a member of a meeting's list: capitalised letters, or two
        or three capitals, and no function word, credential, relative or patient word."""
        text, inf, key = st.words[k].text, st.infos[k], st.keys[k]
        if inf is None or not text.isalpha() or not text[0].isupper() or inf.function:
            return False
        if key in self._CREDENTIALS or key in self.RELATION_CUES or key in self._PATIENT_WORDS:
            return False
        return _capitals(text, 2, 3) or (not text.isupper() and not inf.clinical)

    def _plain_words_filling_field(self, st: _State, k: int) -> int:
        """Where the person ends whose name opens a role's field at word ``k`` in words
        the general test below would refuse: an everyday given name and surname ("Tech:
        Rose Black"), a census given name in lower case alone ("Tech: marty |") or with
        the surname's letter ("Scribe: deshawn g (EMT student)"), or a given name before
        a pager ("Bedside RN: Hope (pager x4471)") or alone filling the field ("Buddy:
        Faith"); ``k`` when none is."""
        if self._everyday_pair_in_field(st, k):
            return k + 2
        if self._lower_given_alone_in_field(st, k):
            return k + 1
        if k + 1 < len(st.words) and self._lower_given_alone_in_field(st, k, k + 1) and (
                self._lower_surname_letter(st, k, k + 1)):
            return k + 2
        return k + 1 if self._given_before_pager(st, k) or self._given_alone_in_field(
            st, k) else k

    def _given_alone_in_field(self, st: _State, k: int) -> bool:
        """Word ``k``, opening a role's field, is a capitalised word mostly borne as a
        given name, everyday or not, and the field ends after it."""
        inf, word = st.infos[k], st.words[k].text
        return (inf is not None and st.initcap[k] and not word.isupper() and not (
            inf.function or inf.clinical) and _field_closes_after(st, k)
            and self._mostly_first_name(st.keys[k]))

    def _given_before_pager(self, st: _State, k: int) -> bool:
        """Word ``k``, in a role's field, is a capitalised word mostly borne as a given
        name, everyday or not, before the way to reach that person in brackets ("RN: Hope
        (pager x4471)", "RT: Will (ext 2231)")."""
        inf, word = st.infos[k], st.words[k].text
        return (inf is not None and st.initcap[k] and not word.isupper() and not (
            inf.function or inf.clinical) and self._mostly_first_name(st.keys[k])
            and _regex.match(_PAGER_AFTER, st.text, st.words[k].end) is not None)

    def _after_role_labels(self, st: _State) -> None:
        """The capitalised words of a field headed by a staff role or a signing word and a
        colon, on a line whose capitals mean something ("RN: Wiremu Tane", "Technologist:
        R. Oyelaran (RT-R)"): a word no dictionary knows, or a name, is the person, even
        when short ("Tane"); capitals ("RN: ICU") and everyday or clinical words ("Tech:
        Portable film", "Attending: Cardiology") stay. First, a patient's row before a
        column of particulars (``_row_before_demographics``), and on lines in one case
        the names after a label (``_uncased_label_name``)."""
        keys, infos, roles, n = st.keys, st.infos, st.roles, len(st.keys)
        for i in st.at_keys(self._ROW_LABELS, 0, n - 1):
            if st.gap_text[i + 1].strip(" \t") != ":":
                continue
            last = self._row_before_demographics(st, i + 1, st.line_informative[i + 1])
            for m in range(i + 1, last + 1):
                st.mark(m, _EV_CONTEXT, "name before the patient's particulars", 0.85)
                roles[m] = _NAME
        for i in st.at_keys(self._UNCASED_LABELS, 0, n - 1):
            if not st.line_informative[i + 1]:
                self._uncased_label_name(st, i)
        for i in st.at_keys(_PATIENT_BEFORE_AGE_KEYS, 0, n - 1):
            self._patient_before_age(st, i)
        for i in st.at_keys(self._LABEL_ROLES, 0, n - 1):
            j = i + 1
            if st.gap_text[j].strip(" \t") != ":" or not st.line_informative[j]:
                continue
            k = j
            while k < n and k - j < 2 and roles[k] == _INITIAL and st.words[k].text.isupper():
                k += 1
            if k == j and self._lower_initialled_login(st, j):
                continue
            if k >= n or (k > j and st.gaps[k] not in (_G_SPACE, _G_DOT)):
                continue
            inf, word, key = infos[k], st.words[k].text, keys[k]
            # after an initial, a surname that is also an everyday word ("Circulating
            # RN: T. Brown", "Scrub tech: J. Long"): the initial says it is a person
            initialled = k > j
            end = self._plain_words_filling_field(st, k) if k == j else k
            if end > k:
                for m in range(k, end):
                    st.mark(m, _EV_CONTEXT, "name after a role label", 0.85)
                    roles[m] = _NAME
                continue
            # (after an initial, a clinical word is a surname too: "RT: J. Ng")
            if (inf is None or roles[k] not in (_NAME, _OTHER) or not st.initcap[k]
                    or word.isupper() or inf.function or (inf.clinical and not initialled)
                    or (inf.common and not initialled) or key in self._no_label_value
                    or _numbered_scale(st, k)):
                continue
            # (after an initial, also a word that only the frequency lists of English,
            # which hold the names in the news, know: "Verified by: K. Mbeki")
            if not (inf.unknown or (initialled and (inf.known or not inf.protected)) or (
                    inf.known and inf.lr >= 1.0 and not inf.protected)):
                continue
            for m in range(j, k + 1):
                st.mark(m, _EV_CONTEXT, "name after a role label", 0.85)
                roles[m] = _NAME
            self._continuation(st, k, "name after a role label")

    #: What closes a field's value: the line's end, a column gap, a bar, a bracket, a
    #: comma or a semicolon.
    _FIELD_CLOSE: Final = _regex.compile(r"[ \t]*(?:\Z|[\r\n|(,;]|[ \t][ \t])")

    def _everyday_pair_in_field(self, st: _State, k: int) -> bool:
        """Words ``k`` and ``k + 1`` fill a role's field as a given name and a surname
        that are also everyday words ("Tech: Rose Black", "Adjuster: Page Whitfield"):
        capitalised, a given name hundreds bear and a surname thousands bear, no
        clinical or function word, the pair closing the field ("Tech: Portable Chest"
        and "Nurse: Day Shift" stay). A cue's word may be the given name ("Page")."""
        m = k + 1
        if m >= len(st.words) or st.gaps[m] != _G_SPACE or st.evidence[k]:
            return False
        first, last = st.infos[k], st.infos[m]
        if first is None or last is None or not (st.initcap[k] and st.initcap[m]) or (
                st.words[k].text.isupper() or st.words[m].text.isupper()):
            return False
        if first.function or first.clinical or last.function or last.clinical or (
                (st.keys[k] in self._no_label_value and st.keys[k] not in self.CONTACT_CUES)
                or st.keys[m] in self._no_label_value):
            return False
        if not self._listed_given(st.keys[k]) or not (
                self._everyday_surname(st.keys[m])):
            return False
        return _regex.match(self._FIELD_CLOSE, st.text, st.words[m].end) is not None

    def _lower_given_alone_in_field(self, st: _State, k: int, last: int = -1) -> bool:
        """Word ``k`` alone fills a role's field as a census given name typed in lower
        case ("Tech: marty |"): no everyday, clinical or function word ("Tech: portable").
        ``last``: the word closing the field instead, such as the surname's letter."""
        end = st.words[last if last >= 0 else k].end
        return self._plain_lower_given(st, k) and _regex.match(
            self._FIELD_CLOSE, st.text, end) is not None

    def _plain_lower_given(self, st: _State, k: int, protected_ok: bool = True) -> bool:
        """Word ``k`` is a given name alone in lower case (``_lower_given_alone``) of
        three letters or more and no everyday word; with ``protected_ok`` off, no word
        the protect list holds either."""
        inf = st.infos[k]
        return self._lower_given_alone(st, k) and inf is not None and len(
            st.words[k].text) >= 3 and not (inf.common or (inf.protected and not protected_ok))

    def _lower_initialled_login(self, st: _State, j: int) -> bool:
        """"RN: k.moreau", "Nurse: k moreau", "w/ NP j. fiddler": after a role's label or
        a credential, a lower-case initial and a surname that no list holds as an
        everyday, clinical or function word are the person, written as a login or in
        haste. Marks them and says whether it did."""
        n = len(st.words)
        if j + 1 >= n or len(st.words[j].text) != 1 or not st.words[j].text.islower() or (
                st.gap_text[j + 1] not in (".", " ", ". ")):
            return False
        k = j + 1
        word, inf = st.words[k].text, st.infos[k]
        if inf is None or not word.islower() or not word.isalpha() or len(word) < 3 or (
                inf.function or inf.clinical or inf.common) or not (
                inf.unknown or inf.lr >= 1.0) or (k + 1 < n and st.gap_text[k + 1] in (
                ".", " ") and st.words[k + 1].text.islower() and (
                "\n" not in st.gap_text[k + 1])):
            return False
        for m in (j, k):
            st.mark(m, _EV_CONTEXT, "name after a role label", 0.85)
            st.roles[m] = _NAME
        return True

    #: What may join the words of a name before an age: a blank, a hyphen, the quotes
    #: around a nickname ('tomasz "tom" kowalczyk').
    _NAME_JOINTS: Final = frozenset({" ", "-", ' "', '" ', " '", "' "})

    def _patient_before_age(self, st: _State, i: int) -> None:
        """One to four words between "pt" and the patient's age and sex ("spoke w/ pt
        hiroshi tanaka-wells 74m, dob ...", 'pt tomasz "tom" kowalczyk, 34m'): the age
        says the words are the patient, so they need only read as names by their statistics
        ("pt ambulating 74m", "pt pleasant 74 yo" stay); a quoted nickname may be any word
        but a function word. Case is not asked for: a name typed in lower case is common
        on such lines even where capitals mean something ('pt tomasz "tom" kowalczyk, 34m,
        brought by EMS')."""
        keys, infos, roles, n = st.keys, st.infos, st.roles, len(st.keys)
        j = i + 1
        if st.gap_text[j] != " ":
            return
        k = j
        while True:
            inf = infos[k]
            quoted = st.gap_text[k] in (' "', " '")  # a nickname: any word but a function word
            if inf is None or not self._name_slot(st, k) or (
                    inf.function if quoted else not self._namelike(keys[k], inf)):
                return
            if k + 1 < n and k - j < 3 and st.gap_text[k + 1] in self._NAME_JOINTS and (
                    not _age_or_orientation_follows(
                        st.text[st.words[k + 1].start:st.words[k + 1].start + 12])):
                k += 1
                continue
            break
        end = st.words[k].end
        tail = st.text[end:end + 14]
        tail = tail[1:] if tail[:1] in ('"', "'") else tail
        if tail[:1] == ",":
            tail = tail[1:]
        if tail[:1] != " " or not _age_or_orientation_follows(tail[1:]):
            return
        for m in range(j, k + 1):
            st.mark(m, _EV_CONTEXT, "name before the patient's age or orientation", 0.85)
            roles[m] = _NAME

    def _name_opening_before_age(self, st: _State, k: int, at: int) -> None:
        """Two to four words up to word ``k``, which ends at ``at`` where an age and a
        sex follow, each read as a name by their statistics, opening a line or a part of
        it (after a dash, a colon, a bar or a tab): the patient ("CASE 2 -- Teo Kah Wai,
        58M, MRN ..."; "Chest Pain, 58M" has no name's words)."""
        words, infos = st.words, st.infos
        if k < 1 or words[k].end != at:
            return
        j = k
        while j > 0 and k - j < 3 and st.gap_text[j] == " ":
            j -= 1
        while j < k:
            opening = st.before(j)
            if "\n" in opening or opening.rstrip(" ")[-1:] in ("-", ":", "|", "\t") or j == 0:
                break
            j += 1
        if j == k:
            return
        everyday = 0
        for m in range(j, k + 1):
            inf = infos[m]
            word = words[m].text
            # (no typo reading: "Teo" is no "two" where names and an age surround it)
            if inf is None or not word.isalpha() or (
                    not self._name_slot(st, m)
                    or not self._namelike(st.keys[m], inf, typos=False)):
                return
            if not (word.istitle() or word.isupper()):
                # a hurried handoff types the name in lower case ("S: wade hollis 68M"):
                # then the words must be names a list knows, at most one an everyday word
                if not inf.known or inf.common or inf.clinical or inf.lr < 1.0:
                    return
                everyday += inf.everyday
        if everyday > 1:
            return
        for m in range(j, k + 1):
            st.mark(m, _EV_CONTEXT, "name before the patient's age", 0.85)
            st.roles[m] = _NAME

    #: Labels that head a person's name on lines in one case: the roles above, the
    #: form labels ("pt: halldor einarsson") and a few nouns of interviews and donations.
    _UNCASED_LABELS: Final = _LABEL_ROLES | FORM_CUES | frozenset(words("""
        res interviewer interviewee donor informant"""))

    def _uncased_label_name(self, st: _State, i: int) -> None:
        """The name after a label and a colon (or in parentheses) on a line in one case
        ("pt: halldor einarsson, 55", "interviewer: r. okwuosa", "res (ragnhild moen)"),
        or after a staff role or a relative and an initial ("(rn a. oyelaran)").
        Case says nothing there, so the words must read as a name by their statistics:
        initials and a name-like surname, or two name-like words, or one word no list
        knows filling the field ("CHARGE RN: OGUNLESI    RUN #"); a lone known word or
        an everyday one ("pt: ambulating", "rn: jane to cover") stays."""
        roles, n = st.roles, len(st.keys)
        j = i + 1
        gap = st.gap_text[j].strip(" \t")
        if gap not in (":", "(") and not (
                gap == "" and st.keys[i] in self._INITIALS_AFTER and roles[j] == _INITIAL):
            return  # ... but a role and an initial need no colon: "(rn a. oyelaran)"
        k = j
        while k < n and k - j < 2 and roles[k] == _INITIAL:
            k += 1
        if k >= n or (k > j and st.gaps[k] not in (_G_SPACE, *_DOTS)):
            return
        if not self._uncased_name_word(st, k):
            return
        last = k
        inf = st.infos[k]
        alone = gap == ":" and k == j and (k + 1 == n or _closes_field(st.after(k))) and (
            inf is not None and inf.unknown and len(st.keys[k]) >= 4
            and st.words[k].text.isalpha())
        if k == j and not alone:  # no initials: a second name-like word must follow
            m = k + 1
            if m < n and roles[m] == _PARTICLE and st.gaps[m] == _G_SPACE:
                m += 1  # "anneke de vries"
            if m >= n or st.gaps[m] not in (_G_SPACE, _G_HYPHEN) or (
                    not self._uncased_name_word(st, m)):
                return
            last = m
        if gap == "(" and st.text[st.words[last].end:st.words[last].end + 1] not in (")", ","):
            return
        for m in range(j, last + 1):
            st.mark(m, _EV_CONTEXT, "name after a label", 0.85)
            roles[m] = _NAME
        self._continuation(st, last, "name after a label")

    def _name_slot(self, st: _State, k: int) -> bool:
        """Word ``k`` may be a word of a name read from where it stands (after "pt", in a
        form's row): letters only, no label or cue, and no role but a name's."""
        return st.infos[k] is not None and st.roles[k] in (_NAME, _OTHER, _PARTICLE) and (
            st.keys[k].isalpha() and st.keys[k] not in self._no_label_value)

    #: Labels of a patient's particulars that follow the name in a form's row.
    _PARTICULARS: Final = frozenset(words("age dob sex gender mrn born"))
    #: Labels that head such a row: the labels of names on lines in one case, and the
    #: words that head the patient's line of a letter or a form ("RE:", "Resident:").
    _ROW_LABELS: Final = _UNCASED_LABELS | frozenset(words("patient resident re inmate"))

    def _row_before_demographics(self, st: _State, j: int, informative: bool) -> int:
        """"PT: FRANK WHITE   AGE: 58   MRN: ...", "RE:   Hope Banks   DOB 9/2/1971",
        "Resident: Pieter van der Berg   94 y/o M": two to four words after a label, then a
        column gap and an age, or the label of an age, a birth date, a sex or a record
        number with its colon or its value, are the patient's name when the first is in
        the name tables (and, if it is an everyday word, more often a given name than a
        surname), however everyday the words ("frank", "white", "hope"). Where capitals
        mean something each word but a particle is capitalised. "PT: ROLLING WALKER
        OT: ...", "PT: AMBULATING WELL DOB: ..." and "RE: NEW REFERRAL   DOB: ..." stay.
        Returns the last word of the name, or -1."""
        infos, roles, n = st.infos, st.roles, len(st.keys)
        m = j
        while True:
            inf = infos[m]
            if inf is None or not self._name_slot(st, m) or inf.clinical or (
                    inf.function and roles[m] != _PARTICLE):
                return -1
            if informative and not (st.initcap[m] or roles[m] == _PARTICLE):
                return -1
            if m + 1 >= n or m - j >= 3 or st.gap_text[m + 1] not in (" ", "-"):
                break
            m += 1
        first = infos[j]
        if m == j or first is None or not first.known or roles[m] == _PARTICLE or (
                first.everyday and not self._given_name(st.keys[j])):
            return -1
        end = st.words[m].end
        tail = st.text[end:end + 40]
        after = tail.lstrip(" \t")
        if not _wide_gap(tail[:len(tail) - len(after)]):
            return -1
        if _age_follows(after):
            return m
        label = after[:6].split(":", 1)[0].split(None, 1)[0].lower() if after.strip() else ""
        if label.rstrip(".#") not in self._PARTICULARS:
            return -1
        value = after[len(label):].lstrip(" \t")
        return m if value[:1] == ":" or value[:1].isdigit() else -1

    def _uncased_name_word(self, st: _State, k: int) -> bool:
        """A word that reads as a name by its statistics alone: name-like, no function,
        clinical or everyday word, no cue, and at least five letters when no list knows
        it ("okwuosa"; not "hoh", "nkda")."""
        inf, key = st.infos[k], st.keys[k]
        if inf is None or st.roles[k] not in (_NAME, _OTHER, _PARTICLE) or inf.everyday:
            return False
        if key in self._no_label_value or key in self._SERVICE_NOUNS:
            return False
        if inf.unknown and (len(key) < 5 or not key.isalpha()):
            return False
        if not inf.unknown and inf.lr < self.lr_threshold:
            return False
        return self._namelike(key, inf)

    #: Keys and tags of embedded documents that hold a part of a person's name (FHIR
    #: ``HumanName``, CDA ``<name>``, and the usual spellings of exports).
    _MARKUP_NAME_KEYS: Final = frozenset(words("""
        family given surname forename firstname lastname middlename maidenname
        familyname givenname first_name last_name middle_name maiden_name"""))
    #: What joins such a key to its value: ``"family":"``, ``"given":["``, ``<family>``.
    _MARKUP_JOINTS: Final = frozenset({'":"', '": "', '":["', '": ["', '":[ "', ">"})

    #: Initials in quotes after "initialed", perhaps "by" and who ("sealed with tamper
    #: tape, initialed by donor "HB"", "initials "TW" on the label").
    _QUOTED_INITIALS: Final = _regex.compile(
        r"(?i:initial(?:l?ed|s))(?:[ \t]+by(?:[ \t]+[A-Za-z]{1,12})?)?[ \t]*:?[ \t]*"
        r"[\"\u201c'](?P<initials>[A-Za-z]{2,3})[\"\u201d']")

    def _quoted_initials(self, st: _State) -> None:
        """Two or three letters in quotes after "initialed" or "initials": a person's
        mark on a label or a seal, whatever the letters also spell."""
        starts = {w.start: k for k, w in enumerate(st.words)}
        for m in _regex.finditer(self._QUOTED_INITIALS, st.text):
            j = starts.get(m.start("initials"))
            if j is not None and not st.evidence[j] and _one_case_letters(st.words[j].text):
                self._mark_initials(st, j, j + 1, "initials in quotes")

    def _markup_name_parts(self, st: _State) -> None:
        """The value of a name key in JSON or XML carried in a report ("family":"Oyelaran",
        <family>Brattleboro-Nash</family>): a name whatever its words are, since the key
        says what it is (a town's name may also be a family's)."""
        gaps_text, n = st.gap_text, len(st.keys)
        for i in st.at_keys(self._MARKUP_NAME_KEYS, 0, n - 1):
            opener = gaps_text[i][-1:]
            j = i + 1
            if opener not in ('"', "<") or gaps_text[j] not in self._MARKUP_JOINTS or (
                    (opener == "<") != (gaps_text[j] == ">")):
                continue
            k = j
            while True:
                st.mark(k, _EV_CONTEXT, "name in a name field of markup", 0.9)
                st.roles[k] = _NAME
                if k + 1 >= n or gaps_text[k + 1] not in (" ", "-", "'", ". ", "."):
                    break
                k += 1

    def _initials_signed(self, st: _State) -> None:
        """Initials standing for a person: after a signing word ("Cosigned: TLB",
        "Initials: K.L.M."), after a staff role ("RN: JKP", "tech (CJ)", "sonographer
        BTG"), in parentheses after a relative ("wife (S.J.)"), after a double dash
        ("--jmr 0315:"), closing a line after a dash ("- jmr"), or a dictation tag alone
        on its line ("JMR/tls")."""
        keys, words, gaps_text, n = st.keys, st.words, st.gap_text, len(st.keys)
        text = st.text
        # (with "sign-off", written in two words: "PI sign-off: NF 02/02/2026")
        signing = st.at_keys(self._SIGNING_LABELS, 0, n - 1)
        if "sign-off" in text.lower():
            signing = sorted(signing + [i for i in st.at_keys(frozenset({"off"}), 1, n - 1)
                                        if keys[i - 1] == "sign" and gaps_text[i] == "-"])
        for i in signing:
            j = i + 1
            if keys[i] == "init" and gaps_text[j].strip(" \t") != ":":
                continue  # "init: SB" labels initials; "init dose" does not
            if keys[i] in ("sig", "sign", "checked") and not (
                    gaps_text[j].strip(" \t") == ":" and (
                        i == 0 or "\n" in gaps_text[i] or self._role_opening_line(st, i - 1))):
                # "Sig: AR", "Checked: NM" opening its line, or after the signer's role
                # ("Pharmacist sign: RJ"); "Murphy sign: neg" is a finding, "Allergies
                # checked: NKDA" a check
                continue
            if keys[i] == "checked" and st.after(j).startswith("."):
                continue  # dotted letters after "Checked:" are judged as a record's
            if keys[j] == "by" and j + 1 < n:
                j += 1
            bracketed = gaps_text[j].strip(" \t") == "(" and (
                st.after(j).startswith(")"))  # "dictated (ohr)."
            if gaps_text[j].strip(" \t:-\"\u201c") == "" or bracketed:  # (initialed "OAM")
                k = self._initials_at(st, j)
                if k == j and keys[i] in self._TYPISTS:
                    k = self._typist_at(st, j)
                if k == j and self._signed_capitals(st, j, keys[i] not in self._SIGNED_BY):
                    k = j + 1
                if k == j and gaps_text[j].strip(" \t") == ":" and j + 1 < n and (
                        keys[j + 1] in self._CREDENTIALS) and self._field_initials(st, j):
                    k = j + 1  # "Reviewed: PV DDS": the credential vouches for them
                if k == j and gaps_text[j] == " " and j + 1 < n and (
                        keys[j + 1] in self._CREDENTIALS) and _capitals(words[j].text, 3, 3) \
                        and self._initials_ok(st, j, True) and self._field_initials(st, j):
                    k = j + 1  # "reviewed ECR MD": three capitals and the credential
                if k == j and keys[i] == "initials":
                    k = self._hyphened_initials(st, j)  # "A-V fistula" is signed too
                if k == j and keys[i] in ("initials", "init", "signature", "sig", "sign") and (
                        gaps_text[j].strip(" \t") == ":") and (
                        _capitals(words[j].text, 2, 4)) and _field_closes_after(st, j) and (
                        keys[i] in ("initials", "init") or self._initials_ok(st, j, True) or (
                            keys[i] != "signature" and _capitals(words[j].text)
                            and keys[j] not in self._SIGNATURE_ANSWERS
                            and keys[j] not in self._NO_NAME_VALUES
                            and not _function_or_clinical(st.infos[j]))):
                    # "Initials: DL": the label vouches for any capitals; "signature: JS"
                    # for those that are no word ("Signature: OK"); a short label opening
                    # its line for two or three that are no answer or term ("Sig: AR")
                    k = j + 1
                if k == j and keys[i] != "sig" and _capitals(words[j].text, 2, 3) and (
                        keys[j] not in self._SIGNATURE_ANSWERS
                        and keys[j] not in self._NO_NAME_VALUES) and (
                        (gaps_text[j].strip(" \t") == ":" and _regex.match(
                            _WHEN_AFTER, text, words[j].end) is not None)
                        or (gaps_text[j] == " " and _regex.match(
                            _DATE_CLOSING_LINE, text, words[j].end) is not None)) and (
                        keys[i] in ("initials", "init", "signature", "sign") or (
                            (inf_j := st.infos[j]) is not None
                            and not (inf_j.function or inf_j.clinical)
                            and keys[j] not in self._CREDENTIALS
                            and (len(keys[j]) == 2 or not inf_j.protected))):
                    # "Signature: GA 3/9/26", "Reviewed: JK 6/16", "reviewed JK 6/16"
                    # closing its line: the day signed vouches for the signer's capitals,
                    # for any a signature's field holds (a prescription's "Sig:" holds
                    # its directions)
                    k = j + 1
                if k == j and keys[i] == "initials" and gaps_text[j] == " " and (
                        st.before(i).endswith("(")) and _capitals(words[j].text, 2, 4) and (
                        st.after(j).startswith(")")):
                    k = j + 1  # "Tasha Delgado (initials TD)": any capitals the word names
                if k == j and i > 0 and keys[i] == "initials" and (
                        keys[i - 1] in _OWNERS_OF_INITIALS) and (
                        gaps_text[j] == " " and _capitals(words[j].text, 2, 3)) and (
                        j + 1 == n or gaps_text[j + 1].lstrip(" \t")[:1] in (
                            ".", ",", ";", ")", "\n")):
                    # "labelled with my initials AF.": whose initials the owner says
                    k = j + 1
                if k == j and gaps_text[j].strip(" \t") == ":" and words[j].text.islower() and (
                        len(words[j].text) <= 3
                        and self._initials_ok(st, j, keys[i] in ("sig", "sign"))) and (
                        _regex.match(_WHEN_AFTER, text, words[j].end) is not None
                        or _field_closes_after(st, j)
                        or gaps_text[j + 1].strip(" \t") == "/"):
                    # "QA reviewed: dlm 4/23/25", "cosign: jkw / advocate": dated or
                    # closing the field, the reviewer's letters
                    k = j + 1
                if k == j and keys[i] in ("sig", "sign") and j + 1 < n and (
                        gaps_text[j].strip(" \t") == ":" and gaps_text[j + 1].strip(" \t") == "/"
                        and _one_case_letters(words[j].text) and words[j].text.islower()
                        and len(words[j].text) <= 3 and keys[j] not in self.RELATION_CUES
                        and words[j + 1].text.islower() and len(words[j + 1].text) <= 3
                        and _ends_line(st, j + 1) and self._initials_ok(st, j + 1, True)):
                    # "sig: md / tf": two writers' letters in lower case, the first
                    # whatever credential it spells
                    k = j + 1
                if gaps_text[j].strip(" \t") == ":":
                    # (the signing label says that people follow: "Minutes approved:
                    # HN / FJ", whatever the protect list holds)
                    k = max(k, self._initials_list(st, j, True))
                if k == j and self._lone_signer_capitals(st, i, j):
                    k = j + 1
                if k == j and gaps_text[j] == " " and self._dated_signer_pair(st, j):
                    k = j + 2
                self._mark_initials(st, j, k, "initials after a signing word")
                after = max(k, j + 1)
                if keys[i] in self._TYPISTS and after < n and gaps_text[after] == "/":
                    # "Transcribed by: MModal/kte": the typist after the service
                    m = self._typist_at(st, after)
                    self._mark_initials(st, after, m, "initials after a signing word")
            if words[i + 1].text.isdigit():
                # "Transcribed  3/19/24  jlw": the typist's initials after the date
                self._typist_after_date(st, i, stamp_only=keys[i] not in self._TYPISTS)
        for i in [i for i in st.at_keys(_T_KEY, 0, n - 2) if words[i].text == "T"
                  and gaps_text[i + 1].strip(" \t") == ":" and gaps_text[i + 2] == "/"]:
            # "D: 03/02/2023 16:40  T: 03/02/2023 17:02  YSP": the transcription stamp
            self._typist_after_date(st, i)
        relation, patient = self.RELATION_CUES, self._PATIENT_WORDS
        for i in st.at_keys(self._INITIALS_CUES, 0, n - 1):
            j = i + 1
            gap = gaps_text[j].strip(" \t")
            if gap == "." and gaps_text[j] == ". " and keys[i] in self._DOTTED_ROLES:
                gap = ""  # "med.sekr. HBJ", "tech. KB": the role's own period
            if gap == "-" and j + 1 < n and _hyphened_letter_of_credential(st, j) and (
                    self._capital_initials_after_credential(st, i, j + 1)):
                # "Seen by PA-C RJ today": the credential's letter comes between
                self._mark_initials(st, j + 1, j + 2, "initials after a credential")
                continue
            if gap not in (":", "(", "") or (gap != ":" and keys[i] not in self._INITIALS_AFTER
                                             and keys[i] not in patient):
                continue  # a field's role heads initials only as its label
            k = self._initials_at(st, j)
            if k == j and gap == ":" and self._field_initials(st, j):
                k = j + 1
            if gap == ":" and keys[i] not in patient:
                k = max(k, self._initials_list(st, j, keys[i] in self._PLURAL_ROLES))
            if k == j and gap == ":" and keys[i] not in patient and self._login(
                    words[j].text, labelled=True):
                # "TECH: MKING": a role's field filled with a user name
                st.mark(j, _EV_CONTEXT, "user name after cue", 0.8)
                st.roles[j] = _NAME
                continue
            if k == j and gap == "" and keys[i] in self._STAFF_ROLES and (
                    st.words[i].text.islower() and self._two_capitals(st, j)
                    and st.before(i).rstrip(" \t").endswith("--")
                    and _ends_line(st, j)):
                k = j + 1  # "... PharmD.   -- tech KB": a signing line's role and initials
            if k == j and gap == "" and keys[i] in self._STAFF_ROLES and (
                    gaps_text[i].endswith("(") and self._two_capitals(st, j)
                    and keys[j] not in self._LOG_ROW_MEASURES
                    and _regex.match(_CLOCK_CLOSING_BRACKETS, text, words[j].end)):
                k = j + 1  # "(tech KP 10:42)": who did it and when ("(RN BP 10:42)" stays)
            if k == j and gap == "" and keys[i] in self._STAFF_ROLES and (
                    st.words[i].text.islower() and len(keys[i]) >= 4) and (
                    (self._two_capitals(st, j) and closes_clause(
                        text, words[j].end, "\r\n,;.):")) or (
                        words[j].text.islower() and 2 <= len(keys[j]) <= 3
                        and self._initials_ok(st, j) and _ends_line(st, j))):
                # "(TVUS, sonographer AJ):", "/ scribe jw": a role written out in lower
                # case before who held it, closing the clause
                k = j + 1
            lettered = 2 <= len(keys[j]) <= 3 and _one_case_letters(words[j].text) and (
                self._initials_ok(st, j, True))
            # (perhaps a word of how the role is held between: "translated by locum tech
            # ania.")
            by = i - 1 - (i > 1 and keys[i - 1] in self._ROLE_TENURES and (
                gaps_text[i] == " "))
            if k <= j + 1 and gap == "" and by >= 0 and keys[by] in _PER_BY and (
                    keys[i] in self._CREDENTIALS or keys[i] in self._STAFF_ROLES) and (
                    lettered or self._lower_given_alone(st, j)) and (
                    keys[j] not in self._SOCIETIES and keys[j] not in self._NO_NURSE_LETTERS
                    ) and closes_clause(
                        text, words[j].end, "\r\n,;.):"):
                # "Released to portal by cma ykh.", "override by rn kb: Ativan", "entered
                # by MA hope.": who did it, by role
                self._mark_initials(st, j, j + 1, "initials after a role" if lettered
                                    else "given name after a role")
                continue
            if k <= j + 1 and gap == "" and self._lower_initials_after_credential(st, i):
                # "called to rn ms on 4 West", "per rn ms."
                self._mark_initials(st, j, j + 1, "initials after a role")
                continue
            if k <= j + 1 and gap == "" and self._capital_initials_after_credential(st, i):
                # "2 RN check w/ RN KL.", "RGN BK visited", "NNP DW and consultant"
                self._mark_initials(st, j, j + 1, "initials after a credential")
                continue
            if k == j:
                continue
            if gap in ("", ":") and self._dotted_initials(st, j) == k and (
                    self._dotted_person(st, j, k)):
                self._mark_initials(st, j, k, "dotted initials after a person word")
                continue
            if keys[i] in patient:
                continue
            closed = gap == "(" and text[words[k - 1].end:words[k - 1].end + 2].lstrip(
                ".")[:1] == ")"
            # "sonographer BTG": a role noun (not a credential, not a relative) before
            # capitals with a blank between
            bare = gap == "" and keys[i] in self._STAFF_ROLES and k == j + 1 and len(
                keys[j]) <= 3 and st.words[i].text.islower()
            if closed or bare or (gap == ":" and (
                    keys[i] not in relation or keys[i] in self._STAFF_ROLES
                    or keys[i] in self._FIELD_ROLES)):  # ("Chaplain: WF")
                self._mark_initials(st, j, k, "initials after a role")
        for i in st.at_keys(_PER_BY, 0, n - 1):
            # "Dose held per KLM.", "READ BACK ... BY TRL": capital initials closing a
            # clause after "per" or "by" (not "per ICU", "by MRI", "per IDSA", "mg per kg"),
            # or a form's field after "by:"
            j = i + 1
            word = words[j].text
            # "Sent by: BK  ROI# 771", "Typed by: kj   gi.sec@...": a form's field,
            # closed by two blanks or a tab
            # before the next field; the label says a person follows, so capitals a
            # list holds as an abbreviation sign there too
            field = (gaps_text[j] == ": " and (word.isupper() or (
                word.islower() and len(word) <= 3)) and j + 1 < n
                     and gaps_text[j + 1] in ("  ", "   ", "\t"))
            # "Gross by: KO/PA": the person's credential after a slash closes the field
            field = field or (gaps_text[j] == ": " and word.isupper() and j + 1 < n
                              and gaps_text[j + 1] == "/" and keys[j + 1] in self._CREDENTIALS)
            # "reviewed by JL.", "READ BACK 08/11/2024 1140 BY RKS.": a verb of a
            # person's act before "by" (a date and a time may come between) vouches for
            # capitals the protect list holds, but a unit's; and for dotted initials
            if keys[i] == "by" and gaps_text[j] == ": ":
                k = self._initials_list(st, j, True)  # "Checked by: CPH, LMK", "HN / FJ"
                if k > j:
                    self._mark_initials(st, j, k, "initials after per or by")
                    continue
            if keys[i] == "by" and gaps_text[j] == " " and j + 1 < n and (
                    gaps_text[j + 1] == ": " and _capitals(word, 2, 4)
                    and 2 <= len(keys[j + 1]) <= 3
                    and _one_case_letters(words[j + 1].text)
                    and self._initials_ok(st, j + 1, True)
                    and (j + 2 == n or _closes_field(gaps_text[j + 2]))):
                # "reviewed by DON: ljh |": the initials fill the field a role labels
                self._mark_initials(st, j + 1, j + 2, "initials after per or by")
                continue
            m = self._initials_after_doer(st, i) if keys[i] == "by" else -1
            if m > 0:
                self._mark_initials(st, m, m + 1, "initials after per or by")
                continue
            vouched = keys[i] == "by" and self._act_before(st, i)
            if keys[i] == "by" and gaps_text[j] == " ":
                # "reviewed by J.A.", "Seen by J.A. at 14:00": dotted capitals after "by"
                # are a person's whatever the verb, unless their letters spell a
                # service, a credential or a time ("by P.T.", "by A.M. rounds"), or the
                # line is in one case ("CI 1.5 BY T.D.": thermodilution)
                k = self._dotted_initials(st, j)
                if k > j and (vouched or (st.line_informative[j] and self._dotted_person(
                        st, j, k) and "".join(keys[j:k]) not in self._CARE_UNITS)):
                    self._mark_initials(st, j, k, "initials after per or by")
                    continue
            vouched = vouched and _capitals(word, 2, 3) and keys[j] not in self._CARE_UNITS
            # "Per rk (ED pharmacist)", "checked by lwu RN.": letters in lower case after
            # "per" too where a role or a credential follows them
            # ("Seen by KT (registrar)": capitals too before a role in brackets)
            roled = (word.islower() or (keys[i] == "by" and _capitals(word, 2, 3) and (
                j + 1 < n and gaps_text[j + 1] == " ("))) and len(word) <= 3 and (
                keys[j] not in self._DISCIPLINES and keys[j] not in self._CREDENTIALS
                and keys[j] not in self._CARE_UNITS) and self._role_after(st, j)
            lower = word.islower() and len(word) <= 3 and keys[i] == "by"
            if (gaps_text[j] in (" ", ": ") and (word.isupper() or lower or roled)
                    and self._initials_ok(st, j, field or vouched or roled)
                    and keys[j] not in self._SOCIETIES
                    and not (word.isupper() and (keys[j] in self._DISCIPLINES
                                                 or keys[j] in self._NOT_SIGNING_ABBRS))
                    and not (keys[i] == "per" and i and words[i - 1].text[-1].isdigit())
                    and (field or j + 1 == n or gaps_text[j + 1].lstrip(" \t")[:1] in (
                        ".", ",", ";", ")", "\n") or gaps_text[j + 1] in (" - ", " -- ") or (
                            # "Recollection requested per JKL 3/2 0840": the date of
                            # the act after its doer
                            _regex.match(_WHEN_AFTER, text, words[j].end) is not None) or (
                            # "collected ... by LM (phleb)": the role after an act's doer
                            vouched and gaps_text[j + 1] == " (") or (
                            # "Cannulated 15g x2 by RM on first attempt": a preposition
                            # goes on the act's clause after its doer
                            vouched and gaps_text[j + 1] == " "
                            and keys[j + 1] in self._AFTER_LOWER_INITIALS) or roled or (
                            # "Taken by: mkb (front desk)", "by: JT | ..."
                            gaps_text[j] == ": " and gaps_text[j + 1].lstrip(" \t")[:1] in (
                                "(", "|")))):
                self._mark_initials(st, j, j + 1, "initials after per or by")
        credentials = self._CREDENTIALS
        for k in [k for k in range(2, n) if (keys[k] in credentials or (
                st.roles[k] == _SUFFIX and len(keys[k]) == 1)) and gaps_text[k] in (
                "., ", ". ", ".,")]:
            # "A.O., MD", "T.K. MD", "K.L., M.D.": dotted initials before a credential
            # ("M.D., FACS" is itself a credential)
            j = k - 2 if k < 3 or len(words[k - 3].text) != 1 or gaps_text[k - 2] not in (
                ".", ". ") else k - 3
            if self._dotted_initials(st, j) == k and self._dotted_person(st, j, k) and not (
                    j and len(words[j - 1].text) == 1 and gaps_text[j] in (".", ". ")):
                self._mark_initials(st, j, k, "dotted initials before a credential")
        for i in range(n) if "--" in text else ():
            # "--jmr 0315: pt resting": lower-case initials glued to a double dash
            gap = st.before(i)
            if gap.endswith("--") and words[i].text.islower() and self._initials_ok(st, i):
                self._mark_initials(st, i, i + 1, "initials after a double dash")
        self._hand_off(st)
        self._report_to_initials(st)
        for k in st.at_keys(credentials, 2, n):
            # "report given to JM RN", "d/w TQ, NP": capitals before a credential after a
            # word that points at a person, or alone with it in a table's cell ("| JBK
            # RN |"); a unit ("to PCU RN") is no one's initials. On a line in lower case
            # the letters and the credential are in lower case too ("given by kh rn").
            i = k - 1
            word = words[i].text
            cased = (words[k].text.isupper() and word.isupper()) or (
                words[k].text.islower() and word.islower() and not st.line_informative[i])
            pointed = (keys[i - 1] in self._POINTING and gaps_text[i].strip(" \t") in ("", "/")
                       ) or self._taking_over(st, i, k) or (
                # "by JM AIN + KT RN": a second pair of a crew after the first's credential
                i >= 2 and gaps_text[i].strip(" \t") in ("+", "&") and keys[i - 1] in credentials
                and self._found_name(st, i - 2))
            celled = gaps_text[i].strip(" \t") == "|" and _closes_cell(st, k)
            if keys[k] in self._SPECIALTY_CREDENTIALS and gaps_text[k] == " ":
                continue  # "| UGI CNS |", "IBD CNS": the nurse specialist's field
            if (gaps_text[k] in (" ", ", ") and cased
                    and len(word) <= 3 and not (len(word) == 3 and word.endswith(("U", "u")))
                    and (pointed or celled)
                    and keys[i] not in self._CARE_UNITS and self._initials_ok(st, i, True)
                    and not self._credential_names_a_thing(st, k)):
                self._mark_initials(st, i, k, "initials before a credential")
        if "|" in text:
            self._initialled_surnames_in_cells(st)
        # Only a word that closes its line, comes before a credential, a column gap or a
        # transcriber's part can be read below: those are visited, the rest skipped.
        visit = {i for i, gap in enumerate(gaps_text[1:]) if "\n" in gap or _wide_gap(gap)}
        visit.update(i - 1 for i in st.at_keys(self._signer_ahead, 1))
        visit.add(n - 1)
        for i in sorted(visit):
            line_end = i + 1 == n or "\n" in gaps_text[i + 1]
            # (a signer's credential may close the line after the initials: "-JW PA-C",
            # "-- NV DO", "-km rn")
            credited = not line_end and (keys[i + 1] in credentials or keys[i + 1] == "do") \
                and self._credential_closes_line(st, i)
            # a tag opening its line may be followed by a column gap and more of the
            # stamp ("NF/mrc   QA: tg   Job CS-5517"), or by the typing's own part of
            # it ("PKV/fb/typed 21-06-24")
            gapped = not line_end and not credited and self._stamp_goes_on(st, i)
            if not line_end and not gapped and not credited:
                continue
            gap = st.before(i)
            # (or the tag alone in brackets closing a paragraph: "... cassettes A1-A6.
            # (CKP/dw)")
            if credited and gap.strip(" \t") == "/" and keys[i - 1] in credentials and (
                    self._initials_ok(st, i, True)) and not self._credential_names_a_thing(
                    st, i + 1):
                # "Signed: R. Achebe MD / JS RN": a second signer's letters and credential
                # after the first's
                self._mark_initials(st, i, i + 1, "initials before a credential")
                continue
            # ("Dictated, not read - hq/dls": a tag after a signing line's dash, two sets
            # of letters that are no word or term, the typist's in lower case; "Women's
            # Health - OB/GYN" stays)
            dash_tag = i > 0 and line_end and not credited and gap.strip(" \t") == "/" and (
                gaps_text[i - 1].strip(" \t") in ("-", "--", "\u2013")) and (
                gaps_text[i - 1] != "-" and len(keys[i - 1]) <= 3 and words[i].text.islower()
                and self._initials_ok(st, i, True) and self._initials_ok(st, i - 1, True))
            if dash_tag or (i and not credited and gap.strip(" \t") in ("/", ":") and (
                    i == 1 or "\n" in gaps_text[i - 1] or self._letter_reference(st, i - 1)
                    or (st.before(i - 1).endswith("(")
                        and st.after(i).lstrip(" \t").startswith(")"))
                    ) and self._dictation_tag(st, i)):
                st.mark(i - 1, _EV_CONTEXT, "dictation initials", 0.8)
                st.mark(i, _EV_CONTEXT, "dictation initials", 0.8)
                st.roles[i - 1] = st.roles[i] = _NAME
                continue
            # the typist's letters in lower case closing the line, whatever word they
            # spell: on a line of a slash of their own closing the note or above its
            # stamp ("Aleksander Nowak, Au.D.⏎/shy"), or after the signer's letters or
            # name, a credential and a slash ("-- PV DDS / km")
            if line_end and _lower_typist_letters(st, i) and ((
                    gap.endswith("/") and gap[:-1].strip(" \t") in ("\n", "\r\n")
                    and (not st.after(i).strip() or self._stamp_line_follows(st, i))) or (
                    i >= 2 and gap.strip(" \t") == "/" and keys[i - 1] in credentials
                    and "\n" not in gaps_text[i - 1]
                    and (st.evidence[i - 2] or _capitals(words[i - 2].text)))):
                st.mark(i, _EV_CONTEXT, "dictation initials", 0.8)
                st.roles[i] = _NAME
                continue
            if gapped:
                continue
            # (two capitals signing after a sentence may be an abbreviation the protect
            # list holds: "Cavitron + hand scaling. -KL"; "-DVT" there is the diagnosis)
            strict = self._initials_ok(st, i)
            if not strict and not self._two_capitals(st, i):
                continue
            dash = gap.rstrip(" \t").endswith("-") and (
                "--" in gap or " " in gap or "\n" in gap or i == 0)  # not "gu-qsuo"
            # capitals after a dash that opens the line or follows a sentence's end
            # ("... attached. -MC", "... report given. -- JM"): "- ICU" and "Plan - BP"
            # are no signature
            dashed = gap.rstrip(" \t")
            closing = dashed.rstrip("-").rstrip(" \t")[-1:]
            # ... or after thanks, no word ("can we add dental? thanks -SK"; "thanks -OK")
            signed = dashed.endswith("-") and (
                ("\n" in gap and not _bullet_item(st, i))
                or closing in (".", "!", "?", ")", '"', "\u201d")
                or (i == 0 and not closing)
                or (not closing and i > 0 and keys[i - 1] in self._THANKS
                    and self._initials_ok(st, i, True))
                # ... or after the clock ("Log closed 1612 -- VQ")
                or (not closing and gap[:1] == " " and _clock_word(st, i - 1))
                # ... or after a blank and a double dash ("son to be called - cell
                # 555-773-0192 -- TF")
                or (not closing and gap.startswith(" ") and "--" in gap))
            # ("KIS checked - nil.": a word for nobody closes the check, no one signs it)
            if dash and ((strict and words[i].text.islower() and keys[i] not in self._NOBODY)
                         or (signed and (words[i].text.isupper()
                                         or _mac_initials(words[i].text, 2, 4)))):
                st.mark(i, _EV_CONTEXT, "initials closing a line after a dash", 0.8)
                st.roles[i] = _NAME
        self._signed_log_entries(st)
        self._initials_closing_dated_lines(st)
        if "--" in text or "\u2014" in text or "\u2013" in text:
            self._dashed_sign_off(st)
        if any(map(text.__contains__, (". -", "? -", "! -", ") -", '" -', "\u201d -"))):
            self._handles_after_dashes(st)
        if "/" in text:
            self._initials_before_signing(st)
        self._sign_off_stamp(st)
        self._initials_stamped_by(st)
        self._typist_after_signer(st)
        self._dictation_stamps(st)
        self._initials_closing_the_note(st)
        self._dotted_initials_closing_the_note(st)
        self._capitals_before_credential(st)
        self._logins_in_fields(st)
        if "." in text:
            self._dotted_logins(st)
        if "/s/" in text or "/S/" in text:
            self._slash_s_signatures(st)
        if "___" in text:
            self._initials_over_blanks(st)
        self._dotted_initials_after_a_dash(st)
        self._dotted_initials_after_a_record(st)
        self._dashed_signature(st)
        self._dashed_given_name(st)
        self._initials_before_cosigning(st)
        if ". (" in st.text:
            self._initials_in_parentheses_closing_a_line(st)

    #: Verbs of a person's act before "by" and the initials of who did it ("reviewed by
    #: JL.", "read back by RKS."); verbs of tests stay out ("confirmed by PCR").
    _ACTS_BY: Final = frozenset(words("""
        reviewed back taken witnessed called collected drawn released approved entered
        received accepted recorded administered relayed wasted issued dispensed verified
        performed cannulated inserted accessed hung documented charted grossed checked
        obtained prepared counted"""))
    #: Words after which capitals and a credential are someone's ("called JM RN").
    _POINTING: Final = frozenset(words("""
        to with w by from called paged notified informed per dw and cc attn"""))
    #: Services and units whose nurse or doctor a note names by the unit ("to IR RN").
    _CARE_UNITS: Final = frozenset(words("""
        ir ent hf ob ot ld ltc snf cns ems uro gyn bmt sdu imc cdu obs ais icn pcp cvor
        mfu ldrp ccp hha peds cath tele triage ltac ltach irf alf ecf pacu ssu ptu"""))
    #: Verbs after "RB RN" opening a sentence that say a nurse took the patient over.
    _TAKING_OVER: Final = frozenset(words("""
        assuming assumed assumes assume took taking takes received receiving"""))

    def _taking_over(self, st: _State, i: int, k: int) -> bool:
        """Capitals and a credential open a sentence or follow a clock time, and a verb
        of taking the patient over follows ("Oriented to room. RB RN assuming care.",
        "06:58 KT RN assuming care")."""
        before = st.words[i - 1].text if i > 0 else ""
        # the clock's minutes ("06:58" is read as two numbers) or four digits ("0700")
        timed = before.isdigit() and (len(before) == 4 or (
            len(before) == 2 and st.gap_text[i - 1] == ":"))
        return (st.sentence_start[i] or timed) and k + 1 < len(st.keys) and (
            st.gap_text[k + 1] == " " and st.keys[k + 1] in self._TAKING_OVER)

    #: Words right before "XX to YY" that make it a hand-off between two people.
    _HAND_OFF: Final = frozenset(words("given report handoff hand-off endorsed"))

    def _hand_off(self, st: _State) -> None:
        """Capital initials on either side of "to" after a double dash or a hand-off word,
        closing the clause ("-- JM to KR", "Report given JM to KR at 1900"): one nurse
        handing over to the next. Both must be no word or abbreviation a list holds
        ("given PT to OT" stays)."""
        words, keys, gaps_text, n = st.words, st.keys, st.gap_text, len(st.words)
        for t in st.at_keys(_TO_KEY, 1, n - 1):
            i, j = t - 1, t + 1
            if not (gaps_text[t] == " " and gaps_text[j] == " " and words[i].text.isupper()
                    and words[j].text.isupper() and self._initials_ok(st, i, True)
                    and self._initials_ok(st, j, True)):
                continue
            before = st.before(i).rstrip(" \t")
            if not (before.endswith("--") or (i and keys[i - 1] in self._HAND_OFF and (
                    gaps_text[i] == " "))):
                continue
            if _closes_hand_off(st, j):
                self._mark_initials(st, i, i + 1, "initials handing over")
                self._mark_initials(st, j, j + 1, "initials handing over")

    def _report_to_initials(self, st: _State) -> None:
        """Initials after "report to", "report from" or "given to", closing the clause or
        before a time or a shift in parentheses ("report to tj.", "Report given to KR at
        0700", "rcvd report from jb (days)"): the nurse on the other side of the hand-off.
        Letters a list holds stay ("report to ICU", "given to pt", "report from OR")."""
        words, keys, gaps_text, n = st.words, st.keys, st.gap_text, len(st.words)
        for t in st.at_keys(_TO_FROM_KEYS, 1, n - 1):
            j = t + 1
            word = words[j].text
            if keys[t - 1] not in self._HAND_OFF or gaps_text[t] != " " or (
                    gaps_text[j] != " ") or not 2 <= len(word) <= 3 or not (
                    word.isupper() or word.islower()):
                continue
            closes = _closes_hand_off(st, j) or (
                j + 1 < n and gaps_text[j + 1] == " (" and keys[j + 1] in _SHIFT_WORDS)
            if closes and self._initials_ok(st, j, True) and (
                    keys[j] not in self._NOT_HANDED_TO) and not st.evidence[j]:
                self._mark_initials(st, j, j + 1, "initials after a hand-off")

    #: Signing words that only a signer follows; "verified" and "attested" are left out,
    #: since a checked value follows them too ("identity verified DOB 01/02/1960").
    _SIGNED_BY: Final = frozenset(words("""
        cosigned co-signed signed countersigned initialed initialled dictated
        transcribed typed cosign sgd"""))
    #: Abbreviations that head a date ("DOS 09/03/2024", "LMP 2/1/24") or are one, as
    #: a deadline's end of the day, week or month or close of business ("by EOD"), and
    #: societies ("per IDSA"): no initials before a date or at a line's end.
    _NOT_SIGNING_ABBRS: Final = _DOTTED_NOT_INITIALS | _SOCIETIES | frozenset(words("""
        dos dod doi dov doe dop edd edc lmp lnmp adm disch ega ga pod los rtc fu fup
        rpt orig upd dict tran exp eff pov eod eow eom cob eob"""))
    #: Letters after "report to" that name a unit or a record's date, not the nurse.
    _NOT_HANDED_TO: Final = _NOT_SIGNING_ABBRS | _CARE_UNITS

    #: Words that close an entry after a dash and sign nothing ("... call back. -done").
    _DASH_CLOSERS: Final = frozenset(words("""
        thanks thx thanx ty done ok okay end cont continued pending resolved noted signed
        addendum update updated ongoing dictated typed
    """))

    #: Signing words a tag's slash may stand before, with "e-signed" written as one word.
    _SIGNING_AFTER_TAG: Final = _SIGNING | frozenset(("e-signed", "esigned"))

    def _initials_before_signing(self, st: _State) -> None:
        """Two or three letters in one case opening a line before a slash and a signing
        word ("EMB / electronically signed 03/03", "CN / cosign YM RN"): the writer's
        initials, whatever else they abbreviate, unless a clinical term or a society's,
        a date label's or a credential's letters ("IV / reviewed", "NP / e-signed")."""
        keys, words, gaps = st.keys, st.words, st.gap_text
        for k in st.at_keys(self._SIGNING_AFTER_TAG, 1):
            j = k
            if keys[j - 1] in ("e", "electronically") and gaps[j].strip(" \t") in ("-", ""):
                j -= 1  # "e-signed", "electronically signed"
            i = j - 1
            if i < 0 or gaps[j].strip(" \t") != "/" or st.evidence[i] or not (
                    i == 0 or "\n" in gaps[i]) or not (
                    2 <= len(words[i].text) <= 3 and _one_case_letters(words[i].text)) or (
                    keys[i] in self._NOT_SIGNING_ABBRS) or (
                    (inf := st.infos[i]) is not None and inf.clinical):
                continue
            self._mark_initials(st, i, i + 1, "initials before a signing word")

    def _handles_after_dashes(self, st: _State) -> None:
        """See :data:`_HANDLE_AFTER_DASH`: the lower-case handle is the writer's where
        it is no function word, clinical term or word that closes an entry; everyday
        words are logins there too ("-trees"). Dotted capitals are initials."""
        starts = st.word_starts()
        for found in _regex.finditer(_HANDLE_AFTER_DASH, st.text):
            at = found.start("dotted" if found.group("dotted") else "handle")
            i = bisect.bisect_left(starts, at)
            if i >= len(starts) or starts[i] != at or st.evidence[i]:
                continue
            if found.group("dotted"):
                k = i
                while k < len(starts) and starts[k] < found.end():
                    k += 1
                self._mark_initials(st, i, k, "initials closing a line after a dash")
                continue
            inf = st.infos[i]
            if inf is None or inf.function or inf.clinical or st.keys[i] in (
                    self._DASH_CLOSERS) or st.keys[i] in self._CREDENTIALS:
                continue
            st.mark(i, _EV_CONTEXT, "handle closing a line after a dash", 0.8)
            st.roles[i] = _NAME

    def _dashed_sign_off(self, st: _State) -> None:
        """A line closing with a double or a long dash and its writer's capitals, perhaps
        a second writer's or a login after a slash and the clock after them ("-- JB
        06:20", "Log closed 1915 \u2014 RMK", "\u2014 ICR / icastillo"), or in lower case
        after a sentence's end ("Arm bruise small. \u2014 jh"): the letters are
        initials where they are no word or clinical term, and in capitals where the
        protect list holds them as no abbreviation either ("-- NKDA", "\u2014 CBC / BMP"
        stay). A login that opens with the first writer's first letter and goes
        on with a surname is theirs, and vouches for their capitals."""
        starts = st.word_starts()
        for found in _regex.finditer(_DASHED_SIGN_OFF, st.text):
            i = bisect.bisect_left(starts, found.start("first"))
            if i >= len(starts) or starts[i] != found.start("first"):
                continue
            second = found.group("second") or ""
            # (a login of the first letter and a surname vouches for the capitals too)
            login = i + 1 < len(starts) and second.islower() and len(second) >= 5 and (
                second[:1] == st.keys[i][:1]) and self.lexicon.last_count(
                    second[1:]) >= self._TITLED_SURNAME_COUNT
            # (in lower case only after a sentence's end or opening the line: "Arm
            # bruise small. \u2014 jh")
            lower = st.words[i].text.islower()
            if lower and st.before(i).rstrip(" \t-\u2013\u2014").rstrip(" \t")[-1:] not in (
                    "", ".", "!", "?", ")", "\n", "\r"):
                continue
            if login or self._initials_ok(st, i, lower):
                self._mark_initials(st, i, i + 1, "initials signing off after a dash")
            if login:
                st.mark(i + 1, _EV_CONTEXT, "login signing off after a dash", 0.8)
                st.roles[i + 1] = _NAME
            elif second.isupper() and i + 1 < len(starts) and self._initials_ok(st, i + 1):
                self._mark_initials(st, i + 1, i + 2, "initials signing off after a dash")

    def _slash_s_signatures(self, st: _State) -> None:
        """The words after "/s/", an electronic signature's mark, up to a credential, a
        digit, a column gap or the line's end ("/s/ ngozi okwuosa", "/s/ SJW"): the
        signer's name, in any case, as long as no word is an everyday or function word
        or a signing word ("/s/ electronically signed" names nobody)."""
        starts = st.word_starts()
        n = len(starts)
        for found in _regex.finditer(_SLASH_S, st.text):
            i = bisect.bisect_left(starts, found.end())
            k = i
            while k < n and k - i < 4 and st.words[k].text.isalpha() and (
                    k == i or st.gap_text[k] in (" ", ". ", "-")) and (
                    st.keys[k] not in self._CREDENTIALS):
                k += 1
            signer = range(i, k)
            if not signer or any(st.keys[m] in self._SIGNING or (
                    len(st.words[m].text) > 1 and (inf := st.infos[m]) is not None
                    and (inf.common or inf.function)) for m in signer):
                continue
            for m in signer:
                if not st.evidence[m]:
                    st.mark(m, _EV_CONTEXT, "name after an e-signature's mark", 0.85)
                    st.roles[m] = _NAME

    def _initials_over_blanks(self, st: _State) -> None:
        """Capitals each over a blank to sign, two or more on one line ("TVL ____  FO
        ____  SB ____"): the team's initials, unless a credential."""
        starts = st.word_starts()
        for found in _regex.finditer(_INITIALS_OVER_BLANKS, st.text):
            m = bisect.bisect_left(starts, found.start())
            while m < len(starts) and starts[m] < found.end():
                if not st.evidence[m] and st.keys[m] not in self._CREDENTIALS:
                    self._mark_initials(st, m, m + 1, "initials over a blank to sign")
                m += 1

    def _logins_in_fields(self, st: _State) -> None:
        """A user name built from a person's name (see :meth:`_login`) alone in a
        field a person fills ("Scribe: kbarros", "Scoring: bnakamura"), before a
        credential, perhaps in brackets ("4/2 2230 | mkowalczyk RN", "kbrennan (RN)")
        or after a log entry's clock and a
        dash ("09:14 - tgreer (MA)"): a system's sign of its user."""
        starts = st.word_starts()
        at: list[int] = []
        text = st.text
        roled: set[int] = set()
        if ":" in text:
            for found in _regex.finditer(_LOGIN_SLOT, text):
                i = bisect.bisect_left(starts, found.start("login"))
                if i > 0 and st.keys[i - 1] in self._FIELD_LOGIN_LABELS:
                    at.append(i)
                    if st.keys[i - 1] in self._INITIALS_CUES:
                        roled.add(i)  # a person's role labels the field ("Scribe:")
        if "/" in text:
            # (read from the signing words, which are rare, not from every blank)
            at += [i + 1 for i in st.at_keys(self._SIGNING, 0, len(starts) - 1)
                   if st.gap_text[i + 1] == " " and _regex.match(
                       _DATED_LOGIN, text, starts[i + 1]) is not None]
            # "Signed: TB #P-40718 / lvesey": after a slash, closing a signing line
            at += [k for k, gap in enumerate(st.gap_text) if "/" in gap
                   and gap.strip(" \t") == "/" and _ends_line(st, k)
                   and st.keys[_line_first_word(st, k)] in self._SIGNING]
        if "-" in text or "\u2013" in text or "\u2014" in text:
            at += [bisect.bisect_left(starts, found.start("login"))
                   for found in _regex.finditer(_LOGIN_AFTER_CLOCK, text)]
        at += [i - 1 for i in st.at_keys(self._LOGIN_CREDENTIAL_KEYS, 1)
               if st.words[i].text in _LOGIN_CREDENTIALS and st.gap_text[i] in (" ", ", ", " (")
               and st.words[i - 1].text.islower() and st.words[i - 1].text.isalnum()
               and (st.gap_text[i - 1][-1:] not in (".", "@", "/", "-")
                    # ("per HIPAA. -tmurphy MA": a dash with a blank before it signs)
                    or st.gap_text[i - 1][-2:] in (" -", "\n-", "\t-"))]
        for i in at:
            if i < len(starts) and not st.evidence[i] and self._login(
                    st.words[i].text, unlisted=i in roled):
                st.mark(i, _EV_CONTEXT, "user name in a field", 0.8)
                st.roles[i] = _NAME

    def _dotted_logins(self, st: _State) -> None:
        """A user name written as a given name, a dot and a surname in lower case
        ("Technologist: ravi.menon / RM"), as directories and chat tools sign: the given
        name a census lists, the surname one many people bear, neither an English, clinical
        or function word; part of no e-mail address or web path. The given name may be
        its initial when the surname is far likelier a name than a word, as no species
        ("t.nguyen"; "e.coli", "s.aureus" stay)."""
        if "." not in st.text:
            return
        for i in _dotted_pairs(st, _INITIAL_DOTTED_LOGIN):
            surname = st.infos[i + 1]
            if surname is not None and surname.lr >= _SURNAME_LOGIN_LR and not (
                    surname.function or surname.clinical or surname.common
                    or surname.everyday or surname.protected) and (
                    self._listed_surname(st.keys[i + 1])):
                for k in (i, i + 1):
                    st.mark(k, _EV_CONTEXT, "user name built from a name", 0.8)
                    st.roles[k] = _NAME
        for i in _dotted_pairs(st, _DOTTED_LOGIN):
            given, surname = st.infos[i], st.infos[i + 1]
            if given is None or surname is None or any(
                    inf.function or inf.clinical or inf.common for inf in (given, surname)):
                continue
            if self._listed_given(st.keys[i]) and self._listed_surname(st.keys[i + 1]) and (
                    surname.lr >= 1.0):
                for k in (i, i + 1):
                    st.mark(k, _EV_CONTEXT, "user name built from a name", 0.8)
                    st.roles[k] = _NAME

    #: What parts a user name from its owner's initials: a slash, a dash or a bracket.
    _BESIDE_LOGIN_GAPS: Final = frozenset({"/", " / ", "/ ", " /", " (", "(", " - ", " -- "})

    def _initials_beside_logins(self, st: _State) -> None:
        """Initials beside the user name they abbreviate, across a slash, a dash or a
        bracket, perhaps with a credential after them ("DK (dkowalczyk)", "ravi.menon /
        RM", "signed jw / jwhitcomb", "-- mk rn / mkowalczyk"): the letters open the
        user name (or its two parts), so they stand for its owner whatever word they
        spell, and a user name built from a name (``_login``) that such letters open is
        its owner's too. A writer's capitals before a slash and their user name, opening
        or closing a line, may skip letters of the user name ("PV / pvenkataraman",
        "... seen. ICR/icastillo"): its first letter opens them and its second is one of
        theirs; there the user name's surname may be an everyday word many people bear
        (``labelled``), and the capitals may be any but a clinical word."""
        words, keys, gaps_text, n = st.words, st.keys, st.gap_text, len(st.words)
        beside = self._BESIDE_LOGIN_GAPS
        # (only words whose gap before, or the gap after them or their dotted second
        # part, is one of those)
        gapped = [k for k, gap in enumerate(gaps_text) if gap in beside]
        for i in sorted({m for k in gapped for m in (k - 2, k - 1, k) if m >= 0}):
            dotted = i + 1 < n and gaps_text[i + 1] == "." and "user name" in st.reason[
                i + 1] and "user name" in st.reason[i]
            last = i + 1 if dotted else i
            if gaps_text[i] not in beside and (last + 1 == n or gaps_text[last + 1] not in beside):
                continue
            if dotted:
                letters = {keys[i][0] + keys[i + 1][0]}  # "ravi.menon": RM
                first, login_letters = i, ""
            else:
                login_letters = _user_letters(words[i].text)
                if not login_letters or gaps_text[i] == ".":
                    continue
                letters = {login_letters[:2], login_letters[:3]}
                first = i
            left = first - 1
            if left > 0 and keys[left] in self._CREDENTIALS and gaps_text[left] == " ":
                left -= 1  # "-- mk rn / mkowalczyk": the credential between
            for m, gap in ((left, gaps_text[first]),
                           (last + 1, gaps_text[last + 1] if last + 1 < n else "")):
                if not 0 <= m < n or (st.evidence[m] and "initials" not in st.reason[m]) or (
                        gap not in beside):
                    continue
                word = words[m].text
                if not (2 <= len(word) <= 3 and _one_case_letters(word)):
                    continue
                labelled = False
                if keys[m] not in letters:
                    # "ICR/icastillo": capitals, a slash, the user name, at a line's edge
                    inf = st.infos[m]
                    if dotted or m != i - 1 or "/" not in gap or not word.isupper() or (
                            not words[i].text.islower()) or keys[m][0] != login_letters[0] or (
                            login_letters[1] not in keys[m][1:]) or not (
                            _ends_line(st, i) or m == 0 or "\n" in st.before(m)) or (
                            inf is None or inf.clinical):
                        continue
                    labelled = True
                if not st.evidence[i]:
                    if not self._login(words[i].text, labelled=labelled):
                        continue
                    st.mark(i, _EV_CONTEXT, "user name beside its owner's initials", 0.8)
                    st.roles[i] = _NAME
                if not st.evidence[m]:
                    self._mark_initials(st, m, m + 1, "initials beside their user name")

    def _initials_closing_dated_lines(self, st: _State) -> None:
        """The same capitals closing two or more lines that open with a date, after a
        column gap or a dash ("11/18/25  2-wk call  RAV" ... "01/22/26  LVM  RAV"): a
        call log's writer, where the letters are no word, credential, unit or date
        label a list holds."""
        starts = st.word_starts()
        closing: dict[str, list[int]] = {}
        for found in _regex.finditer(_CAPITALS_CLOSING_LINE, st.text):
            i = bisect.bisect_left(starts, found.start())
            if i < len(starts) and starts[i] == found.start() and _closes_dated_line(st, i):
                closing.setdefault(found.group(), []).append(i)
        for lines in closing.values():
            if len(lines) < 2 or not self._initials_ok(st, lines[0], True) or (
                    st.keys[lines[0]] in self._NOT_SIGNING_ABBRS
                    or st.keys[lines[0]] in self._CARE_UNITS):
                continue
            for i in lines:
                if not st.evidence[i]:
                    self._mark_initials(st, i, i + 1, "initials closing dated entries")

    def _signed_log_entries(self, st: _State) -> None:
        """A log whose entries each close with a dash and their writer's initials after
        the entry's last sentence ("... no STE. -SO", "... returned call. -kw"): where two
        such closings stand in a note, every one of them is initials, though the letters
        spell a word ("SO", "mr", "ps"); a clinical word, a credential or an
        abbreviation of the record's dates stays. Without the dash, the same letters must
        close three entries and be no everyday or function word ("... per mar. kl")."""
        words, gaps_text, n = st.words, st.gap_text, len(st.words)
        closing: list[int] = []
        undashed: dict[str, list[int]] = {}
        for i in range(1, n):
            word = words[i].text
            if not (2 <= len(word) <= 3 and word.isalpha() and (
                    word.isupper() or word.islower())) or (
                    i + 1 < n and "\n" not in gaps_text[i + 1]):
                continue
            gap = gaps_text[i]
            dashed = gap.rstrip(" \t")[-1:] == "-"
            if "\n" in gap or gap.strip(" \t-")[-1:] not in (".", "!", "?", ")") or not (
                    (dashed and (" " in gap or "--" in gap)) or gap.strip(" \t") == "."):
                continue
            inf = st.infos[i]
            if inf is None or inf.clinical or st.keys[i] in self._NOT_SIGNING_ABBRS or (
                    st.keys[i] in self.SUFFIXES):
                continue
            if dashed:
                closing.append(i)
            elif not (inf.function or inf.common) and (
                    i + 1 == n or not gaps_text[i + 1].split("\n", 1)[0].strip(" \t")):
                undashed.setdefault(word, []).append(i)
        # without a dash, the same letters closing three entries ("... per pt. kl")
        closing += [i for found in undashed.values() if len(found) >= 3 for i in found]
        if len(closing) < 2:
            return
        for i in closing:
            if not st.evidence[i]:
                st.mark(i, _EV_CONTEXT, "initials closing a log entry", 0.8)
                st.roles[i] = _NAME

    def _capitals_before_credential(self, st: _State) -> None:
        """Two or three capitals and a credential in capitals or its own case ("RN",
        "PharmD", "FNP-C") where a signature stands: opening a line (after a dash
        perhaps), after a slash, a doubled dash or a word of signing, and closing the
        line or the clause, or before a slash
        ("reviewed AB RN", "-- MQ CPhT / cosign DKO PharmD", "MVD NP" on a line of its
        own, "DW FNP-C / interp R. Ical"), or after a label's colon ("Scored: MLK,
        RPSGT"): the signer's initials whatever word they spell.
        A unit's, a department's, a society's or a clinical word stays ("ED RN aware",
        "PACU RN")."""
        words, keys, n = st.words, st.keys, len(st.words)
        for j in st.at_keys(self._CREDENTIALS, 1, n):
            i = j - 1
            word, cred = words[i].text, words[j].text
            # (a comma may part them before a credential that is no clinical term too:
            # "Hook-up: DSL, RPSGT")
            if st.evidence[i] or not _capitals(word) or cred.islower() or not (
                    st.gap_text[j] == " " or (st.gap_text[j] == ", " and (
                        keys[j] not in self.WEAK_SUFFIXES))):
                continue
            key, inf = keys[i], st.infos[i]
            if inf is None or inf.clinical or key in self._NOT_SIGNING_ABBRS or (
                    key in self._CARE_UNITS or key in self._DISCIPLINES
                    or key in self._SOCIETIES or key in self.SUFFIXES):
                continue
            # (a dash signs where it opens the line or is doubled: "Plan - BP MD" stays)
            before = st.gap_text[i].rstrip(" \t")
            # (or a column gap parts two signers' letters and credentials: "DA PA-C   RI
            # RN")
            opens = i == 0 or "\n" in before or before.endswith(("/", "--")) or (
                before.endswith(":") and st.gap_text[j] == ", ") or (
                keys[i - 1] in self._SIGNING and before == "") or (
                _wide_gap(st.gap_text[i]) and not before and (
                    keys[i - 1] in self._CREDENTIALS
                    or _hyphened_letter_of_credential(st, i - 1)))
            last = j + 1 if j + 1 < n and _hyphened_letter_of_credential(st, j + 1) else j
            after = st.after(last)
            closes = _ends_line(st, last) or after.lstrip(" \t").startswith("/") or (
                # (a label's field closed by a column gap: "Hook-up: DSL, RPSGT   Scored:")
                before.endswith(":") and last + 1 < n and _closes_field(st.gap_text[last + 1])
            ) or (
                after[:1] in (".", ",", ";") and (last + 1 == n or not st.words[
                    last + 1].text[:1].islower())) or (
                last + 2 < n and _wide_gap(st.gap_text[last + 1])
                and _capitals(st.words[last + 1].text, 2, 3)
                and keys[last + 2] in self._CREDENTIALS)
            if opens and closes:
                self._mark_initials(st, i, i + 1, "initials before a credential")

    def _credential_closes_line(self, st: _State, i: int) -> bool:
        """A credential in the case of word ``i`` follows it and closes the line: "JW
        PA-C", "NV DO" (the osteopath's letters in capitals), "km rn"."""
        j = i + 1
        if j >= len(st.words) or st.gap_text[j] not in (" ", ", "):
            return False
        word, letters = st.words[j].text, st.words[i].text
        if not ((word.isupper() and letters.isupper()) or (
                word.islower() and letters.islower())):
            return False
        if st.keys[j] not in self._CREDENTIALS and word != "DO":
            return False
        if j + 1 < len(st.words) and st.gap_text[j + 1] == "-" and len(
                st.words[j + 1].text) == 1:
            j += 1  # "PA-C"
        return _ends_line(st, j)

    def _lone_signer_capitals(self, st: _State, i: int, j: int) -> bool:
        """Two capitals alone after signing word ``i``, closing the line or the field,
        after its colon, after a dash where the signing word opens its line ("Reviewed -
        TR"), or, without either, where the signing word follows a slash that parts it
        from the writer's signature ("Supervisor reviewed: KW", "Report by M.
        Delacroix / reviewed KB", "DF RN / log reviewed TW"): the signer's initials
        though the protect list holds the letters. A service's, a discipline's or a date
        label's letters stay ("Reviewed: ID", "Approved: OB")."""
        gap = st.gap_text[j].strip(" \t")
        key = st.keys[j]
        if not self._two_capitals(st, j) or key in self._NOT_SIGNING_ABBRS or (
                key in self._CARE_UNITS or key in self._DISCIPLINES):
            return False
        # (or before the signer's badge number: "Signed: TB #P-40718", or their role in
        # brackets: "Reviewed: LB (lead tech) 03/02/2026")
        if not (_ends_line(st, j) or (j + 1 < len(st.words) and (_closes_field(
                st.gap_text[j + 1]) or st.gap_text[j + 1].strip(" \t") == "#")) or (
                st.after(j).startswith(" (") and self._role_after(st, j))):
            return False
        # (a word in lower case may name what was reviewed: "DF RN / log reviewed TW")
        slashed = st.before(i).rstrip(" \t").endswith("/") or (
            i > 0 and st.words[i - 1].text.islower() and st.gap_text[i] == " "
            and st.before(i - 1).rstrip(" \t").endswith("/"))
        return gap == ":" or (gap == "" and slashed) or (
            # "Reviewed - TR": a signing line's dash
            gap in ("-", "--", "\u2013") and (i == 0 or "\n" in st.gap_text[i]))

    #: Verbs of a second person's check after a first person's act by them, before
    #: the checker's initials ("typed by df, checked HM").
    _SECOND_CHECKS: Final = frozenset(words("""
        checked reviewed verified approved witnessed countersigned cosigned proofread
        audited"""))

    def _checker_after_signer(self, st: _State) -> None:
        """Capitals closing the line after a verb of checking that follows a comma
        closing someone's act "by" a person on that line ("minutes typed by df, checked
        HM", "Narrative by DW (dwhitaker), reviewed KN"): the checker's initials; two
        letters though the protect list holds them, three only where no list does. A
        service's, a discipline's or a date label's letters stay ("..., reviewed OT")."""
        keys, words, n = st.keys, st.words, len(st.words)
        for i in st.at_keys(self._SECOND_CHECKS, 3, n - 1):
            j = i + 1
            before = st.gap_text[i]
            # (the checker's part may follow a column's blanks instead of a comma, and
            # the letters may close the line's sentence: "witnessed KM.")
            if st.gap_text[j] != " " or st.evidence[j] or not (
                    _ends_line(st, j) or (st.after(j)[:1] == "." and _ends_line(st, j, 1))
            ) or not (before.rstrip(" \t").endswith(",") or (
                    _wide_gap(before) and not before.strip(" \t"))) or "\n" in before:
                continue
            key = keys[j]
            if key in self._NOT_SIGNING_ABBRS or key in self._CARE_UNITS or (
                    key in self._DISCIPLINES) or not (self._two_capitals(st, j) or (
                        _capitals(words[j].text, 3, 3) and self._initials_ok(st, j)) or (
                        keys[i] in self._COSIGNING and self._person_letters(st, j))):
                continue
            m = i - 1
            while m > 0 and i - m <= 4 and "\n" not in st.gap_text[m + 1]:
                if keys[m - 1] == "by" and "\n" not in st.gap_text[m]:
                    self._mark_initials(st, j, j + 1, "initials after a signing word")
                    break
                m -= 1

    def _person_letters(self, st: _State, j: int) -> bool:
        """Two capitals where only a person stands (after a word of witnessing or
        co-signing, after a nurse's credential) are initials though they spell an
        everyday word or a unit ("witnessed KM", "Per RN AW"); a clinical or function
        word, a credential or a relative stays."""
        inf = st.infos[j]
        return _capitals(st.words[j].text, 2, 2) and inf is not None and not (
            inf.clinical or inf.function) and st.keys[j] not in self.SUFFIXES and (
            st.keys[j] not in self.RELATION_CUES)

    #: Words that head an entry written after the note, with its time and its writer
    #: in brackets ("CORRECTION (13:10, JK):").
    _LATER_ENTRY_WORDS: Final = frozenset(words("""
        correction corrected addendum addenda amendment amended update updated edit edited
        clarification entry"""))

    def _initials_after_clock_in_brackets(self, st: _State) -> None:
        """Letters closing brackets after a clock time and a comma are the initials of
        whoever wrote at that time ("addendum (0930, jk)"), when they are no clinical,
        everyday or function word ("(0800, PO)", "(0800, IV)" stay); after a word of a
        later entry, though the protect list holds them ("CORRECTION (13:10, JK):";
        "flush (0800, NS)" stays)."""
        for m in _regex.finditer(_INITIALS_AFTER_CLOCK_IN_BRACKETS, st.text):
            j = st.word_starting_at(m.start("who"))
            if j < 0 or st.evidence[j]:
                continue
            clock = st.word_starting_at(m.start("clock"))
            entry = clock > 0 and st.keys[clock - 1] in self._LATER_ENTRY_WORDS
            if self._initials_ok(st, j, entry):
                self._mark_initials(st, j, j + 1, "initials after a clock time in brackets")

    def _signed_capitals(self, st: _State, j: int, dated_only: bool = False) -> bool:
        """Capitals right after a signing word that a list protects as an abbreviation
        and that still sign as initials ("Electronically signed: TW 09/03/2024"): two to
        four letters that are no clinical, everyday or function word, no credential,
        relative, society or date label, with a full date, the line's end or the next
        signing word after them. After a word of review or approval, which a document's
        letters may follow too ("reviewed OSH records"), only the date vouches for them
        (``dated_only``: two letters, "Minutes approved PV 01/09/2026")."""
        text = st.words[j].text
        inf = st.infos[j]
        # ("Dictated by RS": after "by" the letters may spell a frequent word too)
        by = st.keys[j - 1] == "by" and inf is not None and inf.common and not (
            inf.clinical or inf.function) and 2 <= len(text) <= 3 and st.keys[j] not in (
            self.SUFFIXES)
        dated = j + 1 < len(st.words) and st.gap_text[j + 1].strip(" \t,") == "" and (
            _full_date_end(st, j + 1) > j + 1)
        # ("e-signed PR 4/7/26": a word of signing, no review, takes no test or record
        # as its object, so two letters and the date sign though they spell a term)
        signed = not dated_only and dated and inf is not None and not inf.function and (
            len(text) == 2) and st.keys[j] not in self.SUFFIXES and (
            st.keys[j] not in self.RELATION_CUES)
        if not (text.isascii() and text.isupper() and (
                by or signed or self._initials_ok(st, j, True))) or (
                st.keys[j] in self._NOT_SIGNING_ABBRS):
            return False
        if dated_only:
            # (two letters: three are more often a test's or a record's, "verified ABO");
            # after the label's colon the clock time closing the line dates them too
            # ("Validated: TJ  08:12")
            return len(text) == 2 and (dated or (
                st.gap_text[j].strip(" \t") == ":"
                and _regex.match(_CLOCK_CLOSING_LINE, st.text, st.words[j].end) is not None))
        if j + 1 == len(st.words) or "\n" in st.gap_text[j + 1]:
            return True
        if st.gap_text[j + 1].strip(" \t") in ("/", ",", ";") and (
                st.keys[j + 1] in self._SIGNING):
            return True  # "Signed RV / reviewed S. Iyer MD": the next signer follows
        # (or the clock time closing the line: "sgd BAO 1140hrs")
        return dated or _regex.match(_CLOCK_CLOSING_LINE, st.text, st.words[j].end) is not None

    def _sign_off_stamp(self, st: _State) -> None:
        """Capitals that open a line or follow a sentence's end and that a full date, an
        optional clock time and the line's end follow, a credential perhaps between ("...
        agree with the above. LOH 09/03/2024 0740", "HMQ PHN 07/14/26 1102"): the
        initials of a sign-off stamp. They must be no word or
        abbreviation any list holds, nor a date label ("DOB 01/02/1960" stays)."""
        words, gaps_text, n = st.words, st.gap_text, len(st.words)
        last_line = st.text.rstrip().rfind("\n")
        for j in range(n - 3):
            text = words[j].text
            # capitals a list holds as an abbreviation sign on the note's last line,
            # before a date and a clock time
            protected_ok = words[j].start > last_line
            if not (text.isupper() and self._initials_ok(st, j, protected_ok)) or (
                    st.keys[j] in self._NOT_SIGNING_ABBRS):
                continue
            gap = st.before(j)
            # a sentence's end on the line, or the start of the note's last line
            opens = (gap.rstrip(" \t")[-1:] in (".", "!", "?") and "\n" not in gap) or (
                words[j].start > last_line and ("\n" in gap or j == 0))
            if not opens or gaps_text[j + 1] not in (" ", "  ", "\t"):
                continue
            k = j + 1
            if st.keys[k] in self._CREDENTIALS and words[k].text.isupper() and (
                    gaps_text[k + 1] in (" ", "  ", "\t")):
                k += 1  # "HMQ PHN 07/14/26 1102": the signer's credential before the date
            end = _full_date_end(st, k)
            if protected_ok and not self._initials_ok(st, j) and (
                    end == _date_words_end(st, k)):
                continue  # "BP 06/12/2025": an abbreviation needs the stamp's clock time
            if end > k and (end == n or "\n" in gaps_text[end]):
                self._mark_initials(st, j, j + 1, "initials of a sign-off stamp")

    def _initials_stamped_by(self, st: _State) -> None:
        """Initials after a record's verb and "by", before a full date or a clock time
        ("Entered in registry by kt 04/04/2024 08:15", "logged by sl ~8pm"): who made the
        entry, as a system stamps it.
        No function word ("by me"), department, role or clinical word, and no known word
        of three letters ("sent by fax 3/4/24"); capitals must pass the initials test."""
        words, keys, n = st.words, st.keys, len(st.words)
        for b in st.at_keys(frozenset({"by"})):
            i = b + 1
            if i + 1 >= n or st.evidence[i] or st.gap_text[i] != " ":
                continue
            if self._by_initials_before_role_or_findings(st, i):
                self._mark_initials(st, i, i + 1, "initials after by before a role")
                continue
            clock = _regex.match(_STAMP_CLOCK, st.text, words[i].end)
            timed = clock is not None
            if not timed and st.gap_text[i + 1] not in (" ", "  "):
                continue
            word, inf = words[i].text, st.infos[i]
            # (a clinical abbreviation is let through right after the verb and before a
            # time no year can be: "logged by sl ~8pm", "entered by PR at 1003", while
            # "given by SL" stays the route and "documented by ct 2019" a scan)
            no_year = clock is not None and (
                ":" in clock.group() or clock.group().endswith("m")
                or clock.group().lstrip(" \t")[:1] in ("a", "@", "~"))
            stamped = no_year and b > 0 and self._recording_verb(keys[b - 1])
            if not (2 <= len(word) <= 3 and word.isalpha()) or inf is None or (
                    inf.function or keys[i] in self._BY_INITIALS_NOT) or (
                        inf.clinical and not stamped):
                continue
            # (capitals spelling a term only after a verb of the record itself: "entered
            # by PR at 1003"; "given by PR at 1003" is the route)
            entered = stamped and keys[i] not in self._SIGNATURE_ANSWERS and (
                keys[b - 1] in self._STAMP_VERBS or keys[b - 1] in self.AUTHOR_VERBS
                or keys[b - 1] in self._BY_INITIALS_VERBS)
            if not ((word.islower() and (len(word) == 2 or not inf.known)) or (
                    word.isupper() and (self._initials_ok(st, i) or entered))):
                continue
            if (timed or _full_date_end(st, i + 1) > i + 1) and _before_on_line(
                    st, i, 5, lambda m: self._recording_verb(keys[m])):
                self._mark_initials(st, i, i + 1, "initials stamped after by")

    #: Staff who take initials after "by" before their role ("by SB midwife").
    _ROLES_AFTER_BY_INITIALS: Final = frozenset(words("midwife midwives doula"))
    #: Services and units in capitals before a role, who are no person ("by EP fellow",
    #: "by GI RN", "by L&D RN").
    _SERVICES: Final = frozenset(words('''
        ep eps gi id ent ob gyn nicu picu pacu ccu micu sicu cvicu ticu ed er or ir ld
        heme onc neuro psych peds pt ot slp ctu icu rrt ems'''))

    def _by_initials_before_role_or_findings(self, st: _State, i: int) -> bool:
        """Word ``i``, two or three capitals after "by", is a person's initials before
        a midwife's role or a credential ("sutured by SB midwife", "by JK RN"; a service
        stays: "by EP fellow", "by GI RN") or before a colon and the
        findings in lower case ("VE by RA: fully dilated", "Neuro check by KS: strength
        equal"). A department, a role, a clinical term or a function word stays ("by
        ICU nurse", "by CT: no bleed", "by US: normal"), and before the colon a measure
        or a frequent word too ("measured by BP: high")."""
        word, inf, n = st.words[i].text, st.infos[i], len(st.words)
        if not (2 <= len(word) <= 3 and word.isalpha() and word.isupper()) or inf is None or (
                inf.function or inf.clinical or st.keys[i] in self._BY_INITIALS_NOT):
            return False
        if i + 1 >= n:
            return False
        nxt = st.keys[i + 1]
        if st.gap_text[i + 1] == " " and (
                nxt in self._ROLES_AFTER_BY_INITIALS or nxt in self._CREDENTIALS) and (
                st.keys[i] not in self._SERVICES):
            return True
        return st.gap_text[i + 1] == ": " and st.words[i + 1].text.islower() and (
            st.keys[i] not in self._LOG_ROW_MEASURES and self._initials_ok(st, i, True))

    def _typist_after_signer(self, st: _State) -> None:
        """A typist's initials after " / " behind the signer's found name, closing the
        line ("Dr. S. Major / KR"; "/ ICU" stays). Behind the signer's credentials the
        line's shape vouches for two or three capitals that also spell a word ("-- C.
        Marsh RN / FA", "S. Raghavan, MD / CO"), closing the line or before a column gap
        ("R. Alcantar NRP   / HV   ePCR uploaded"); a credential, a unit, a clinical term
        or a reply stays ("RN / MD", "MD / ICU", "MD / GI", "MD / OK")."""
        gaps_text, roles, n = st.gap_text, st.roles, len(st.words)
        for j in range(1, n):
            if not (gaps_text[j].strip(" \t") == "/" and " " in gaps_text[j]):
                continue
            closes = j + 1 == n or "\n" in gaps_text[j + 1]
            if not closes and not _wide_gap(gaps_text[j + 1]):
                continue
            if closes and roles[j - 1] == _NAME and st.evidence[j - 1] and (
                    self._signed_capitals(st, j) or (
                        self._typist_at(st, j) > j and not _clinical(st.infos[j]))):
                self._mark_initials(st, j, j + 1, "typist's initials after the signer")
                continue
            # (the credentials: those the lists hold, or capitals - "NRP", "CM")
            k = j - 1
            while k > max(0, j - 4) and not st.evidence[k] and (
                    roles[k] == _SUFFIX or _capitals(st.words[k].text, 2, 4)) and (
                    st.keys[k] not in self.GENERATIONS) and (
                    gaps_text[k].strip(" \t") in ("", ",", "-")):
                k -= 1
            inf = st.infos[j]
            if k < j - 1 and roles[k] == _NAME and st.evidence[k] and (
                    _capitals(st.words[j].text)) and inf is not None and not (
                    inf.function or inf.clinical or (inf.common and len(st.keys[j]) > 2)
                    or st.keys[j] in self._PLAIN_REPLIES) and st.keys[j] not in (
                    self.SUFFIXES) and (st.keys[j] not in self._CARE_UNITS
                    and st.keys[j] not in self._DISCIPLINES
                    and st.keys[j] not in self._DEPARTMENTS):
                self._mark_initials(st, j, j + 1, "typist's initials after the signer")

    #: Two capitals that answer rather than sign ("MD / OK", "RN / NA").
    _PLAIN_REPLIES: Final = frozenset(words("ok no na yes"))

    #: Words opening a dictation stamp, and those before the typist's part of it.
    _DICTATORS: Final = frozenset(words("dictated dict dictd dic"))
    _TRANSCRIBERS: Final = frozenset(words("typed transcribed trans tr t"))
    #: Labels of a letter's reference or dictation, before the writer's and typist's
    #: initials ("Our ref: AP/kb", "dict. OL/ade", "Diktat: KM/sb").
    _REFERENCE_LABELS: Final = frozenset(words("ref dict diktat"))

    def _dictation_stamps(self, st: _State) -> None:
        """A whole dictation stamp, the dictating and the typing person's initials on
        either side of a slash ("Dictated OH/typed lmc", "dict. RO / typed sm"): its shape
        vouches for both, even where the letters also spell a word or an abbreviation.
        Each part is two to four letters in one case; "dictated by Dr. Ames" and "dict
        IV / tr" without the typist stay with the other rules."""
        keys, words, gaps_text, n = st.keys, st.words, st.gap_text, len(st.keys)
        for i in st.at_keys(self._DICTATORS, 0, n - 3):
            j = i + 1
            if keys[j] == "by" and gaps_text[j].strip(" \t") == "":
                j += 1
            if j + 2 >= n or gaps_text[j].strip(" \t:") not in ("", "."):
                continue  # (the label's own period: "dict. RO / typed sm")
            t = j + 1
            if gaps_text[t].strip(" \t") != "/" or keys[t] not in self._TRANSCRIBERS:
                continue
            m = t + 1
            if m >= n or gaps_text[m].strip(" \t:") != "" or "\n" in gaps_text[m]:
                continue
            parts = (j, m)
            if all(_one_case_letters(words[k].text) and keys[k] not in self.SUFFIXES
                   for k in parts):
                for k in parts:
                    self._mark_initials(st, k, k + 1, "initials in a dictation stamp")

    def _letter_reference(self, st: _State, i: int) -> bool:
        """Word ``i`` follows a letter's reference label that opens its line or a field
        after a column gap ("Our ref: AP/kb", "Dictated: 04/06/2024   Ref: JT/ks", "dict.
        OL/ade"): a British or German letter gives its writer's and typist's initials
        there."""
        keys, gaps = st.keys, st.gap_text
        if i < 1 or keys[i - 1] not in self._REFERENCE_LABELS or gaps[i].strip(" \t") not in (
                ":", "."):
            return False
        k = i - 1
        if k > 0 and keys[k - 1] in ("our", "your") and gaps[k] == " ":
            k -= 1
        return k == 0 or "\n" in gaps[k] or _wide_gap(gaps[k])

    def _stamp_goes_on(self, st: _State, i: int) -> bool:
        """More of a dictation stamp follows word ``i``: a column gap and its next field
        ("NF/mrc   QA: tg"), or a slash or a dash and the typing's part ("PKV/fb/typed",
        "OL/ade - typed 10.03.26")."""
        return i + 1 < len(st.words) and (_wide_gap(st.gap_text[i + 1]) or (
            st.gap_text[i + 1].strip(" \t") in ("/", "-") and st.keys[i + 1] in (
                self._TRANSCRIBERS)))

    #: Labels opening the line of a dictation stamp's dates ("D: 03/10/2025",
    #: "DT: 03/11/2025", "Transcribed: ...").
    _STAMP_LINE_LABELS: Final = frozenset(words("""
        d t dd dt td dictated transcribed typed dict trans"""))

    def _stamp_line_follows(self, st: _State, i: int) -> bool:
        """The line after word ``i`` opens with a stamp's label, a colon and a date ("D:
        03/10/2025"); "T: 37.2" is a temperature."""
        j = i + 1
        return j < len(st.words) and "\n" in st.gap_text[j] and (
            st.keys[j] in self._STAMP_LINE_LABELS
            and _regex.match(_STAMP_DATE, st.text, st.words[j].end) is not None)

    def _signing_line_follows(self, st: _State, i: int) -> bool:
        """The line after word ``i`` opens with a signing word ("DM/tb" above "signed
        Declan Mahoney MD", "e-signed", "Electronically signed")."""
        j = i + 1
        if j >= len(st.words) or "\n" not in st.gap_text[j]:
            return False
        if st.keys[j] in ("e", "electronically") and j + 1 < len(st.words) and (
                st.gap_text[j + 1] in ("-", " ")):
            j += 1
        return st.keys[j] in self._SIGNING

    def _dictation_tag(self, st: _State, i: int) -> bool:
        """Words ``i - 1`` and ``i``, joined by a slash or a colon, are a dictation tag:
        both read as initials ("JMR/tls"), or, on the note's last line, alone on a line
        of its own when neither is a clinical or everyday word, or before a column gap or
        the typing's part of the stamp, the writer's in capitals and the typist's in
        lower case, whatever they abbreviate too ("HS/kr", "JK/mw", "PKV/fb/typed")."""
        if self._initials_ok(st, i) and self._initials_ok(st, i - 1):
            return True
        signer, typist = st.words[i - 1].text, st.words[i].text
        last = (i + 1 == len(st.words) and not st.after(i).strip()) or (
            self._letter_reference(st, i - 1) and "\n" in st.after(i))
        # alone on a line of its own, a tag of no clinical letters, at most one half an
        # everyday word ("JK/mw" above "D: 06/03/2024", "LW / mo"; "IV/po", "OD/os" and
        # "AM/pm" stay)
        pair = (st.infos[i - 1], st.infos[i])
        plain = not any(inf is not None and (inf.clinical or inf.common) for inf in pair) or (
            # (the typist's letters an everyday word, the writer's no word a table
            # holds nor a credential: "LW / mo"; "OD/os", "RN/md" stay)
            pair[0] is not None and not (pair[0].known or pair[0].clinical or pair[0].common)
            and pair[1] is not None and not pair[1].clinical
            and not {st.keys[i - 1], st.keys[i]} & self.SUFFIXES)
        last = last or (("\n" in st.after(i) or i + 1 == len(st.words)) and plain)
        # (or above the stamp's dates, whatever its letters spell: "AR/dy" above
        # "D: 03/10/2025")
        last = last or self._stamp_line_follows(st, i)
        # (or above a signing line, the typist's letters no clinical term or word: "DM/tb"
        # above "signed Declan Mahoney MD"; "IV/po" stays)
        typed = st.infos[i]
        last = last or (typed is not None and not (typed.clinical or typed.common) and (
            self._signing_line_follows(st, i)))
        # (or a tag before more of a stamp across a column gap: "NF/mrc   QA: tg")
        # (a typist's Irish or Scottish letters keep the particle's lower case: "EW/ANiD")
        return (last or self._stamp_goes_on(st, i)) and (
            2 <= len(signer) <= 3 and 2 <= len(typist) <= 5 and signer.isalpha()
            and typist.isalpha() and signer.isupper() and (
                (typist.islower() and len(typist) <= 3)
                or _regex.fullmatch(_PARTICLE_INITIALS, typist) is not None))

    @staticmethod
    def _credential_names_a_thing(st: _State, k: int) -> bool:
        """The letters of a credential that a clinical word follows name a thing: "CCO PA
        CATH" is a pulmonary artery catheter, "RN" no nurse there."""
        nxt = k + 1
        if nxt >= len(st.keys) or st.gap_text[nxt] != " ":
            return False
        inf = st.infos[nxt]
        return inf is not None and (inf.clinical or (
            inf.protected and not inf.function and not inf.common))

    #: Credentials that also abbreviate a clinical word (discharge), credentials only
    #: in capitals after a signer's letters closing the note ("ML, DC").
    _CLOSING_CREDENTIALS: Final = frozenset(("DC",))

    def _initials_closing_the_note(self, st: _State) -> None:
        """Two or three letters in one case alone on the note's last line, perhaps after
        a dash and before a credential ("PRH", "-- icm", "-- prh rd"): the writer's
        initials. Alone they must be no word a list holds; after a dash they may be an
        abbreviation that is no clinical word ("-- icm"), since a dash signs."""
        n = len(st.words)
        i = n - 1
        if i > 1 and st.gap_text[i] == "-" and st.keys[i - 1] in self._CREDENTIALS and (
                st.words[i].text.isupper() and len(st.words[i].text) <= 3):
            i -= 1  # a credential's hyphened part ("MF, PA-C", "RN-BC")
        credited = i > 0 and (st.keys[i] in self._CREDENTIALS or (
            st.words[i].text in self._CLOSING_CREDENTIALS)) and st.gap_text[i] in (" ", ", ")
        if credited:
            i -= 1
        if i < 1:
            return
        words = st.words
        gap = st.before(i)
        stamp = False
        if "\n" in gap:
            marker = gap.rsplit("\n", 1)[1].strip(" \t")
        elif gap.rstrip("-").endswith((". ", "! ", "? ")) and gap.endswith("-"):
            marker = "-"  # "... seen with Dr. Kovac. -MLT, NP": a dash after the last sentence
        elif _wide_gap(gap) and not gap.strip() and words[i - 1].text.isdigit() and (
                st.gap_text[i - 1] in (":", "/", "-", ".")):
            marker = ""  # "Case closed 11/03/2024  TA": initials after a stamp's date
            stamp = True
        else:
            return
        word, inf = words[i].text, st.infos[i]
        if marker not in ("", "-", "--", "---") or not 2 <= len(word) <= 3 or not (
                word.isalpha() and (word.isupper() or word.islower())) or inf is None or (
                marker == "-" and _bullet_item(st, i)):
            return  # ("- HR\n- BP": the last item of a list)
        # two capitals alone under a closed sentence sign even when a list holds them
        # ("... will continue to monitor.\nAK"); three ("NKA", "TBD") are too often a
        # word of the note
        ended = gap.split("\n", 1)[0].rstrip(" \t\"'\u201d\u2019)")[-1:] in (".", "!", "?")
        closed = len(word) == 2 and word.isupper() and (
            ended or (stamp and self._two_capitals(st, i))) and (
            st.keys[i] not in self._NOT_SIGNING_ABBRS)
        # (capitals before a credential closing the note sign whatever they spell,
        # after a closed sentence: "... agrees w/ plan.⏎ML, DC", "FM, RD")
        signed = credited and closed and "\n" in gap and not (
            inf.function or inf.clinical) and st.words[i + 1].text.isupper()
        if st.keys[i] in self.SUFFIXES or (not signed and (
                inf.clinical or inf.function or inf.common
                or (inf.protected and not marker and not closed))):
            return
        st.mark(i, _EV_CONTEXT, "initials closing the note", 0.8)
        st.roles[i] = _NAME

    def _dotted_initials_closing_the_note(self, st: _State) -> None:
        """Two or three dotted capitals alone on the note's last line, perhaps after a
        dash ("... supervised by Prof. Chaudhry" then "F.N."): the writer's initials,
        unless they spell an abbreviation ("N.B.", "P.S.")."""
        n = len(st.words)
        for size in (3, 2):
            j = n - size
            if j < 1 or self._dotted_initials(st, j) != n or st.text[
                    st.words[-1].end + 1:].strip():
                continue
            line = st.before(j).rsplit("\n", 1)
            if len(line) == 2 and line[1].strip(" \t") in ("", "-", "--") and (
                    self._dotted_person(st, j, n)) and "".join(
                    st.keys[j:n]) not in self._DOTTED_CLOSINGS:
                self._mark_initials(st, j, n, "dotted initials closing the note")
                return

    #: Dotted letters that close a note without signing it.
    _DOTTED_CLOSINGS: Final = frozenset(words("nb ps pps pto rip qed"))

    #: Verbs whose subject, written as initials before them, checked another's work
    #: ("dw cosigned", "JK witnessed").
    _COSIGNING: Final = frozenset(words("cosigned co-signed countersigned witnessed"))

    def _initials_before_cosigning(self, st: _State) -> None:
        """Two or three letters in one case opening a clause right before "cosigned" or
        "witnessed" ("4u lispro sq per ssi. dw cosigned", "JK witnessed waste"): who
        checked. Letters a list holds stay ("RN cosigned", "pt witnessed")."""
        words, gaps_text = st.words, st.gap_text
        for v in st.at_keys(self._COSIGNING, 1):
            i = v - 1
            word = words[i].text
            if gaps_text[v] != " " or not (2 <= len(word) <= 3) or not (
                    word.isupper() or word.islower()):
                continue
            opening = st.before(i).rstrip(" \t")
            if not (i == 0 or "\n" in st.before(i) or opening[-1:] in (".", ";", ",")):
                continue
            if self._initials_ok(st, i, True) and st.keys[i] not in self._NOT_SIGNING_ABBRS and (
                    not st.evidence[i]):
                st.mark(i, _EV_CONTEXT, "initials before cosigning", 0.8)
                st.roles[i] = _NAME

    def _dashed_signature(self, st: _State) -> None:
        """A line that opens with a dash and holds only a name, a credential and perhaps
        the date and time of signing ("-- k. lopez-tsosie rn  10/09/24 0702", "- Amaru
        Quispe, RN", "- jo m RN"): the writer, whatever the case of the note. An initial
        and up to two words, none a clinical, function or everyday word, a role or a
        shift ("-- night rn", "- pt rn")."""
        words, gaps_text = st.words, st.gap_text
        for c in st.at_keys(self._CREDENTIALS, 1):
            if gaps_text[c] not in (" ", ", "):
                continue
            # (the rest of the line, not the gap alone: "- Alerted RN re: music" is a
            # note's item)
            eol = st.text.find("\n", words[c].end)
            rest = st.text[words[c].end:eol if eol >= 0 else len(st.text)]
            if rest.strip(" \t.\r") and not _wide_gap(st.after(c)) and _regex.fullmatch(
                    _SIGNING_TIME, rest) is None:
                continue  # only the time of signing, or a column gap, may follow
            j = c - 1
            while j > 0 and c - j < 3 and "\n" not in gaps_text[j]:
                j -= 1  # back to the line's first word, at most three words before
            opening = st.before(j)
            if not (j == 0 or "\n" in opening) or opening.rsplit(
                    "\n", 1)[-1].strip(" \t") not in ("-", "--", "---"):
                continue
            if c - j == 1 and self._initials_word(st, j):
                pass  # "-- km RN 0255": the writer's initials alone on the line
            elif not all(self._signature_word(st, m) or (
                    # ("- jo m RN": the surname's initial, without its period, after the
                    # given name)
                    j < m == c - 1 and len(words[m].text) == 1 and words[m].text.isalpha())
                    for m in range(j, c)):
                continue
            elif all(len(words[m].text) == 1 for m in range(j, c)):
                continue  # dotted initials alone are the other rules'
            for m in range(j, c):
                if not st.evidence[m]:
                    st.mark(m, _EV_CONTEXT, "name on a dashed signing line", 0.85)
                st.roles[m] = _NAME

    def _dashed_given_name(self, st: _State) -> None:
        """A line of a message that holds only a dash and a given name, in any case,
        or a given name glued to a dash after thanks ("-ellen", "thanks -Marisol"): the
        writer's sign-off. The word is mostly borne as a first name and no clinical,
        function or common word, nor an everyday word the protect list holds ("-Mark"
        stays; "-Grace" is the writer)."""
        words, keys, gaps_text, n = st.words, st.keys, st.gap_text, len(st.words)
        for i in range(n):
            gap = gaps_text[i]
            if not gap.endswith("-") or st.evidence[i] or (
                    i + 1 < n and "\n" not in gaps_text[i + 1]) or (
                    i + 1 < n and gaps_text[i + 1].split("\n", 1)[0].strip(" \t")):
                continue
            opening = gap.rsplit("\n", 1)[-1].strip(" \t")
            alone = (i == 0 or "\n" in gap) and opening in ("-", "--")
            thanked = i > 0 and keys[i - 1] in self._THANKS and gap in (" -", " --")
            inf, word = st.infos[i], words[i].text
            if not (alone or thanked) or inf is None or inf.clinical or inf.function or (
                    inf.common or (inf.everyday and inf.protected)):
                continue
            if not word.isalpha() or not (word.islower() or word.istitle()) or (
                    not self._mostly_first_name(keys[i])):
                continue
            st.mark(i, _EV_CONTEXT, "given name signing after a dash", 0.8)
            st.roles[i] = _NAME

    def _initials_word(self, st: _State, m: int) -> bool:
        """Word ``m`` is two or three letters in one case that name no role, shift or
        credential: initials, even where a list knows them as a unit ("km")."""
        word = st.words[m].text
        return 2 <= len(word) <= 3 and word.isalpha() and (
            word.islower() or word.isupper()) and not self._signing_role(st.keys[m])

    def _signing_role(self, key: str) -> bool:
        """``key`` names a role, a shift, a cue or a credential: no writer on a signing
        line."""
        return key in self._HANDOFF_ROLES or key in self._SHIFT_ROLES or (
            key in self._context_keys or key in self.SUFFIXES)

    def _signature_word(self, st: _State, m: int) -> bool:
        """Word ``m`` may be part of a name on a signing line: an initial, or a word that
        no list holds as clinical, function or everyday and no role or shift."""
        word, key, inf = st.words[m].text, st.keys[m], st.infos[m]
        if len(word) == 1:
            return word.isalpha() and st.gap_text[m + 1].startswith(".")
        return inf is not None and word.replace("-", "").replace("'", "").isalpha() and not (
            inf.clinical or inf.function or inf.common or self._signing_role(key)) and (
            inf.lr >= 1.0 or not inf.protected)

    #: Dotted abbreviations a list knows but not as clinical words: no writer's initials
    #: (besides ``_DOTTED_NOT_INITIALS``, which :meth:`_dotted_person` turns away).
    _DOTTED_ABBRS: Final = frozenset(words("""
        ie eg bp cf vs ps pps po pr qd qh hs ac pc od os ou bd sl im iv sc sq bid tid
        qid prn qhs tds"""))

    def _dotted_initials_after_a_record(self, st: _State) -> None:
        """Dotted initials filling a record's field ("Witness: J.A.", "Checked: J.A./K.M.")
        or in parentheses after the record's verb ("double-checked (J.A./K.M.)"): the
        label says who did it, so several people's letters may follow, parted by a
        slash, a comma or "and"; one person's letters must close the field. "N.P.O." and
        "A.M." stay."""
        keys, gaps_text, n = st.keys, st.gap_text, len(st.words)
        for i in st.at_keys(self._RECORD_LABELS, 0, n - 1):
            if i + 2 < n and keys[i + 1] == "by" and gaps_text[i + 1] == " ":
                i += 1  # "Checked by: A.W."
            opener = gaps_text[i + 1].replace(" ", "").replace("\t", "")
            if opener not in (":", "(", ":("):
                continue
            j, found = i + 1, list[tuple[int, int]]()
            while j < n:
                k = self._dotted_initials(st, j)
                # (the list vouches for a later member: "J.A., K.M. and L.T.")
                if k == j or not (found or self._dotted_person(st, j, k)):
                    break
                found.append((j, k))
                if k < n and keys[k] == "and" and k + 1 < n and gaps_text[k + 1] == " ":
                    k += 1  # "J.A. and K.M."
                elif k >= n or gaps_text[k].lstrip(".").strip(" \t") not in ("/", ",", "&"):
                    break
                j = k
            if not found:
                continue
            last = found[-1][1]
            after = (gaps_text[last] if last < n else st.after(last - 1)).lstrip(".")
            if "(" in opener:
                closed = after.lstrip(" \t").startswith(")")
            else:
                # (a remark in brackets may close the field after them: "Checked: A.W.
                # (Sr i/c)   Countersigned: ...")
                closed = len(found) > 1 or last == n or _closes_field(after) or (
                    after.lstrip(" \t")[:1] in (",", ";", "|")) or _regex.match(
                    _REMARK_CLOSING_FIELD, st.text, st.words[last - 1].end) is not None
            if not closed:
                continue
            for j, k in found:
                self._mark_initials(st, j, k, "dotted initials after a record's label")

    def _dotted_initials_after_a_dash(self, st: _State) -> None:
        """Two or three dotted letters in one case after a dash, closing a line ("...
        and MyChart msg.  -- S.L.", "... he'll pass it on. - k.t.", "confirmed 3/14
        4:20p -k.t."): the writer's initials. The dash follows the line's last sentence
        or opens the line, or is glued to the letters; "A.M." and abbreviations a list
        holds ("- p.o.", "-q.d.") stay."""
        words, n = st.words, len(st.words)
        for i in range(1, n):
            if len(words[i].text) != 1 or (i + 1 < n and not (
                    "\n" in st.gap_text[i + 1]
                    and st.gap_text[i + 1].split("\n", 1)[0].strip(" \t") in (".", ""))):
                continue
            if i + 1 == n and st.after(i).strip() not in (".", ""):
                continue
            upper = words[i].text.isupper()
            j = i
            while j > 0 and st.gap_text[j] == "." and len(words[j - 1].text) == 1 and (
                    words[j - 1].text.isupper() == upper and words[j - 1].text.isalpha()):
                j -= 1
            if not 1 <= i - j <= 2 or not words[i].text.isalpha():
                continue
            gap = st.before(j)
            dash = gap.rstrip(" ")
            if not dash.endswith("-"):
                continue
            before = dash.rstrip("-").rstrip(" \t")
            signs = before[-1:] in (".", "!", "?", "\n") or (j == 0 and not before)
            glued = dash == gap and before != dash.rstrip("-")
            if not (signs or glued):
                continue  # "Plan - B.P." is no signature; "4:20p -k.t." is one
            letters = "".join(words[m].text for m in range(j, i + 1)).lower()
            if (upper and words[i].text == "M") or ((glued or not upper) and (
                    letters in self._DOTTED_ABBRS
                    or not self._dotted_person(st, j, i + 1))):
                continue  # "A.M.", "p.o.", "- i.e.", "Plan -B.P."
            self._mark_initials(st, j, i + 1, "dotted initials closing a line after a dash")

    def _initials_in_parentheses_closing_a_line(self, st: _State) -> None:
        """Three or four capitals in parentheses after the last sentence of a line, and
        closing it ("Creatinine 0.8 (12/15). (JKM)"): who wrote or read the line. No
        word or abbreviation a list holds ("(CHF)", "(ICU)")."""
        n = len(st.words)
        for i in range(1, n):
            word, inf = st.words[i].text, st.infos[i]
            if not _capitals(word, 3, 4) or inf is None:
                continue
            if not st.gap_text[i].endswith(". (") or not st.after(i).startswith(")"):
                continue
            rest = st.text[st.words[i].end + 1:st.words[i].end + 3].lstrip(" \t")
            if rest[:1] not in ("", "\n", "\r"):
                continue
            if inf.known or inf.protected or inf.clinical or inf.common or inf.function or (
                    st.keys[i] in self.SUFFIXES or st.keys[i] in self._NOT_SIGNING_ABBRS):
                continue
            st.mark(i, _EV_CONTEXT, "initials closing a line", 0.8)
            st.roles[i] = _NAME

    @staticmethod
    def _nickname_between(st: _State) -> None:
        """A capitalised word in parentheses between two parts of a name ("Priyanka
        (Pri) Desai", "Robert (Bob) Lee"): the name the person goes by."""
        evidence, words, text = st.evidence, st.words, st.text
        if " (" not in text:
            return
        for i in range(1, len(words) - 1):
            if evidence[i] or not evidence[i - 1] or not evidence[i + 1]:
                continue
            if st.roles[i - 1] != _NAME or st.roles[i + 1] != _NAME:
                continue
            if (text[words[i - 1].end:words[i].start] == " ("
                    and text[words[i].end:words[i + 1].start] == ") "
                    and words[i].text[:1].isupper() and words[i].text.isalpha()):
                st.mark(i, _EV_CONTEXT, "nickname between name parts", 0.85)
                st.roles[i] = _NAME

    #: "Called" or "nicknamed" before a nickname in the languages of the notes we
    #: read: French, Italian, German, Dutch, Spanish, Portuguese, Polish, Indonesian,
    #: Swedish, Danish ('apodado "Chato"', 'panggilan "Bu Ati"', '(kaldes "Bitten")').
    _NICKNAMED_ABROAD: Final = frozenset(words("""
        surnommé surnommée soprannominato genannt genaamd llamado llamada apodado apodada
        apelidado apelidada zwany zwana panggilan kallas kallad kaldes kaldet"""))
    #: ... and the French and Italian words for "called" that also mean "said": a
    #: nickname's cue only right after a capitalised word that may be a name and is no
    #: pronoun or patient who says something ('DE LUCA Salvatore detto "Totò"', 'DIOP
    #: Mamadou dit "Papis"'; 'Elle dit "Merci"' and 'ha detto "Basta"' stay).
    _CALLED_AFTER_NAME: Final = frozenset(words("dit dite detto detta"))
    _SAYING_SUBJECTS: Final = frozenset(words("""
        il elle on ils elles je tu nous vous lui lei egli ella io noi voi loro patient
        patiente paziente pt"""))
    #: Words before one quoted word that is a person's name: relatives and naming words.
    _QUOTED_NAME_CUES: Final = RELATION_CUES | _NICKNAMED_ABROAD | frozenset(words("""
        name names named nickname nicknamed called calls aka alias goes prefers
        preferred"""))

    _PREFERS: Final = frozenset(words("prefers preferred"))
    #: ... and words after which one quoted word written as a name is what the person
    #: is called though it is a word too ('prefers to be called "Apis"').
    _QUOTED_AS_NAME_CUES: Final = _PREFERS | _NICKNAMED_ABROAD | frozenset(words(
        "called nicknamed aka alias"))
    #: Words that say what someone is called, perhaps with whom after them ("calls her").
    _NAMING_WORDS: Final = frozenset(words("named nicknamed called calls call aka"))
    _NAMED_ONES: Final = frozenset(words("her him them me us"))
    #: ... with those of other languages, which may open a bracket before the name.
    _ANY_NAMING_WORDS: Final = _NAMING_WORDS | _NICKNAMED_ABROAD

    def _quoted_words_after_naming(self, st: _State, i: int) -> None:
        """Two or three capitalised words alone in quotes after a word saying what
        someone is called ('family calls her "Umm Faisal"', 'nicknamed "Big Tunde"'): that
        name, when no word is a function word, an eponym or a clinical word longer than
        three letters, and one is a first name or known to no table ('a procedure called
        "Whipple Procedure"' and 'they call "Sundowning Syndrome"' stay)."""
        words, gap_text, n = st.words, st.gap_text, len(st.words)
        j = i + 1
        if j < n and st.keys[j] in self._NAMED_ONES and gap_text[j] == " ":
            j += 1
        if j >= n or gap_text[j] not in _OPEN_QUOTE:
            return
        k = j
        while k + 1 < n and k - j < 2 and gap_text[k + 1] == " ":
            k += 1
            if st.after(k)[:1] in _CLOSING_QUOTES:
                break
        if k == j or st.after(k)[:1] not in _CLOSING_QUOTES:
            return
        parts = range(j, k + 1)
        if not all(words[m].text.isalpha() and words[m].text[0].isupper() and (
                inf := st.infos[m]) is not None and not inf.function and not st.blocked[m]
                and not (inf.clinical and len(st.keys[m]) > 3)
                and not self.lexicon.is_eponym(st.keys[m]) for m in parts):
            return
        if any(self._quoted_name(st, m, _CLOSING_QUOTES + " ") for m in parts):
            for m in parts:
                st.mark(m, _EV_CONTEXT, "quoted name after a naming word", 0.85)
                st.roles[m] = _NAME

    def _names_called(self, st: _State) -> None:
        """One word after a naming word and whom it names ('family calls him "Memo"',
        "Family call him Junior."), or alone after one that opens a bracket ("Anna-Karin
        (kallas Annki)", "(called Bud)")."""
        n = len(st.words)
        for i in st.at_keys(self._ANY_NAMING_WORDS, 0, n - 1):
            j = i + 1
            if j + 1 < n and st.keys[j] in self._NAMED_ONES and st.gap_text[j] == " " and (
                    not st.evidence[j + 1]) and self._one_name_called(st, j + 1):
                st.mark(j + 1, _EV_CONTEXT, "name after a naming word", 0.85)
                st.roles[j + 1] = _NAME
            elif st.gap_text[i].endswith("(") and st.gap_text[j] == " " and (
                    st.after(j)[:1] == ")" and not st.evidence[j]) and self._one_name_called(
                    st, j):
                st.mark(j, _EV_CONTEXT, "name after a naming word", 0.85)
                st.roles[j] = _NAME

    def _one_name_called(self, st: _State, j: int) -> bool:
        """Word ``j``, after a naming word and whom it names, is one capitalised word
        alone in quotes, or closing the clause and known as a given name or to no table
        ('calls him "Memo"', "call him Junior."; "call him Sir." stays): no function,
        clinical or eponymous word, no title, role or word for a relative ('calls her
        "Nana"', 'call him "Doctor"')."""
        word, inf, key = st.words[j].text, st.infos[j], st.keys[j]
        if not (word.isalpha() and word[0].isupper() and word[1:].islower()) or (
                inf is None or inf.function or inf.clinical or st.blocked[j]
                or self.lexicon.is_eponym(key) or key in self.TITLES
                or key in self.RELATION_CUES or key in self._STAFF_WORDS):
            return False
        if st.gap_text[j] in _OPEN_QUOTE:
            return st.after(j)[:1] in _CLOSING_QUOTES
        return st.gap_text[j] == " " and closes_clause(st.text, st.words[j].end) and (
            inf.unknown or (self.lexicon.first_count(key) > 0 and inf.lr >= 0.5))

    #: Words naming what a person is called, after which a quoted given name is the
    #: name even where it is also a clinical abbreviation ('nickname "Mae"').
    _NICKNAME_CUES: Final = _NICKNAMED_ABROAD | frozenset(words("nickname nicknamed aka alias"))

    def _quoted_hyphened_name(self, st: _State, j: int) -> None:
        """Words joined by hyphens alone in quotes after a nickname's cue or a relative,
        the first capitalised, are what the person is called ('aka "K-Dog"', 'son
        "Jean-Luc"'); after a relative every part is capitalised and none is a clinical
        or function word ('wife "X-ray"' stays)."""
        words, n = st.words, len(st.words)
        k = j
        while k + 1 < n and st.gap_text[k + 1] == "-" and k - j < 3:
            k += 1
        if k == j or st.after(k)[:1] not in _CLOSING_QUOTES or not (
                words[j].text[:1].isupper()) or not all(
                words[m].text.isalpha() for m in range(j, k + 1)):
            return
        if st.keys[j - 1] not in self._NICKNAME_CUES and not all(
                words[m].text[:1].isupper() and (inf := st.infos[m]) is not None
                and not (inf.clinical or inf.function) for m in range(j, k + 1)):
            return
        for m in range(j, k + 1):
            st.mark(m, _EV_CONTEXT, "quoted name after a cue", 0.85)
            st.roles[m] = _NAME

    def _quoted_given_name(self, st: _State, k: int) -> bool:
        """Word ``k`` alone in quotes, written as a name and known as a given name, no
        eponym: after "nickname" the abbreviation it spells (MAE) is not meant."""
        word = st.words[k].text
        return (st.after(k)[:1] in _CLOSING_QUOTES and word.isalpha() and word.istitle()
                and self.lexicon.first_count(st.keys[k]) > 0
                and not self.lexicon.is_eponym(st.keys[k]))

    #: How many people at least bear a given name that is an everyday word too, for it to
    #: name a relative in quotes ('Son "Buddy"', 'son "Mo"'; 'son "Happy"' stays).
    _QUOTED_KIN_GIVEN_MIN: Final = 2000
    #: ... and the least likelihood ratio it needs, names over words ("Baby" stays).
    _QUOTED_KIN_GIVEN_LR: Final = 0.3

    def _quoted_frequent_given_name(self, st: _State, k: int) -> bool:
        """Word ``k`` alone in quotes after a relative's word, written as a name, a
        given name many people bear though it is an everyday word too."""
        word, inf = st.words[k].text, st.infos[k]
        return (st.after(k)[:1] in _CLOSING_QUOTES and word.isalpha() and word.istitle()
                and inf is not None and not (inf.function or inf.clinical)
                and inf.lr >= self._QUOTED_KIN_GIVEN_LR
                and self.lexicon.first_count(st.keys[k]) >= self._QUOTED_KIN_GIVEN_MIN)

    @staticmethod
    def _quoted_word_as_name(st: _State, k: int) -> bool:
        """Word ``k`` alone in quotes and written as a name, no clinical, function or
        common word: after "prefers" it is what the person wants to be called, though it
        is a word too ('Mr. Kue (prefers "Bee")'; 'prefers "decaf"' stays), and in
        brackets with its cue after a name even a common one ('O'SULLIVAN, Declan
        (prefers "Dec")'; 'Pt (prefers "Morning")' stays)."""
        inf, word = st.infos[k], st.words[k].text
        bracketed = k >= 2 and st.gap_text[k - 1].endswith("(") and (
            st.after(k)[1:2] == ")" and st.roles[k - 2] == _NAME)
        return (st.after(k)[:1] in _CLOSING_QUOTES and inf is not None and word.isalpha()
                and st.initcap[k] and not word.isupper() and st.line_informative[k]
                and not (inf.clinical or inf.function or (inf.common and not bracketed)))

    def _quoted_name(self, st: _State, k: int, closers: str = _CLOSING_QUOTES) -> bool:
        """Word ``k`` alone in its quotes (or other ``closers``), and known as a first
        name or unknown to every table (not 'wife "relieved"')."""
        inf, key = st.infos[k], st.keys[k]
        after = st.after(k)
        if not after[:1] or after[:1] not in closers:
            return False  # a closing quote, with or without a parenthesis after it
        if inf is None or not st.words[k].text.isalpha() or inf.function or inf.clinical:
            return False
        # a rare word written as a name ('granddaughter "Tiwa"'); 'wife "relieved"' and
        # 'son "Happy"' stay
        return inf.unknown or (inf.known and not inf.protected
                               and self.lexicon.first_count(key) > 0) or (
            st.initcap[k] and not st.words[k].text.isupper() and not inf.common
            and not inf.everyday and not inf.known)

    @staticmethod
    def _quote_closes_field(st: _State, k: int) -> bool:
        """Word ``k`` is followed by a closing quote and then the end of a field, a line,
        a clause or the text."""
        end = st.words[k].end
        quote = st.text[end:end + 1]
        if not quote or quote not in _CLOSING_QUOTES:
            return False
        rest = st.text[end + 1:end + 3]
        return not rest or rest.startswith(_FIELD_ENDS) or rest[0] in ",;)."

    #: Forms of "go" before "by" and the name someone uses ("goes by Buddy").
    _GOES: Final = frozenset(words("go goes going went"))

    def _goes_by(self, st: _State) -> None:
        """The word after "goes by" is the name the person uses: in quotes whatever
        word it is when written with a capital ('goes by "Buddy"', 'went by "TK"'),
        without quotes a capitalised word that no list holds as a function, clinical
        or protected word ("goes by Rocco"; "went by EMS" and "goes by Medicaid cab"
        stay). A second quoted word after "or" is another ('goes by "JC" or "Papi"')."""
        words_, keys, n = st.words, st.keys, len(st.words)
        for i in st.at_keys(self._GOES, 0, n - 2):
            j = i + 2
            if keys[i + 1] != "by" or st.gap_text[i + 1] != " ":
                continue
            # ('goes by "JC" or "Papi"': a second quoted one after "or")
            second = j + 2 < n and keys[j + 1] == "or" and st.gap_text[j + 1] in (
                '" ', "' ", "\u201d ", "\u2019 ") and st.gap_text[j + 2] in _OPEN_QUOTE
            for m in (j, j + 2) if second else (j,):
                word, inf = words_[m].text, st.infos[m]
                if st.evidence[m] or inf is None or not word.isalpha() or not (
                        word[0].isupper()) or inf.function:
                    continue
                quoted = st.gap_text[m] in _OPEN_QUOTE and st.after(m)[:1] in _CLOSING_QUOTES
                if quoted or (m == j and st.gap_text[j] == " " and st.capitalised(j) and not (
                        inf.clinical or inf.protected)):
                    st.mark(m, _EV_CONTEXT, "name after 'goes by'", 0.85)
                    st.roles[m] = _NAME

    def _name_before_nickname(self, st: _State) -> None:
        """A given name and a surname right before one quoted word in parentheses
        ('CONSTANTINE PAPAS ("GUS") 76 YO M', 'vladimir sokolov ("vova"),'): the
        bracketed nickname says that the two words before it name a person, even where
        nothing else does (a line in capitals, no title, no cue). The given name must be
        one the tables hold as such and the surname a surname or a word no table knows;
        neither may be a clinical, function or common word, nor may the nickname."""
        words, evidence, gap_text, n = st.words, st.evidence, st.gap_text, len(st.words)
        lexicon = self.lexicon
        for k in range(2, n):
            if gap_text[k] not in _OPEN_PAREN_QUOTE:
                continue
            if not _closes_paren_quote(st, k) or not self._quoted_name(st, k) or \
                    gap_text[k - 1] != " ":
                continue
            first, last = k - 2, k - 1
            if evidence[first] or evidence[last] or st.blocked[first] or st.blocked[last]:
                continue
            first_inf, last_inf = st.infos[first], st.infos[last]
            if first_inf is None or last_inf is None or not (
                    words[first].text.isalpha() and words[last].text.isalpha()) or any(
                    inf.clinical or inf.function or inf.common for inf in (first_inf, last_inf)):
                continue
            if lexicon.first_count(st.keys[first]) < _NICKNAME_GIVEN_COUNT or not (
                    lexicon.last_count(st.keys[last]) > 0 or last_inf.unknown):
                continue
            for j in (first, last, k):
                st.mark(j, _EV_CONTEXT, "name before a quoted nickname", 0.8)
                st.roles[j] = _NAME

    #: Quotes that open and close a nickname before a name.
    _NICKNAME_QUOTES: Final = {'"': '"', "'": "'", "\u201c": "\u201d", "\u2018": "\u2019"}

    def _nickname_before_name(self, st: _State) -> None:
        """One capitalised word in quotes right before a found given name and surname is
        the name the person goes by ('peer navigator "Tiny" Darnell Hooks', or the name
        alone in brackets after it: 'coach "Tank" (Marcus Delgado)'), whatever word it
        is; so is it between an initial and a found surname ('R. "Dutch"
        Vandermolen'), and the initial is the given name's; and, when no common word,
        before a found surname alone after a word in lower case ('bullfighter "Jingles"
        Ortega'; 'said "Fine" Ortega' stays)."""
        words, gap_text, n = st.words, st.gap_text, len(st.words)
        for i in range(2, n):
            k = i - 1
            if st.evidence[k] or not (st.roles[i] == _NAME and st.evidence[i]):
                continue
            full = i + 1 < n and st.roles[i + 1] == _NAME and bool(st.evidence[i + 1]) and (
                gap_text[i + 1] in (" ", ". "))
            initial = not full and gap_text[k].startswith(". ") and len(
                words[k - 1].text) == 1 and words[k - 1].text.isupper()
            # ('bullfighter "Jingles" Ortega': before a surname alone, after a word in
            # lower case, the start of a line or a cell)
            quoted = st.infos[k]
            alone = not (full or initial) and st.line_informative[i] and (
                quoted is None or not quoted.common) and (
                k == 0 or words[k - 1].text.islower() or "\n" in gap_text[k]
                or "|" in gap_text[k])
            if not (full or initial or alone):
                continue
            opening = gap_text[k][-1:]
            close = self._NICKNAME_QUOTES.get(opening)
            if close is None or not (
                    gap_text[i] == close + " " or (
                        full and gap_text[i] == close + " ("
                        and st.after(i + 1).startswith(")"))) or not (
                    words[k].text.isalpha() and st.initcap[k]):
                continue
            if len(gap_text[k]) > 1 and not gap_text[k][-2].isspace():
                continue  # a quote glued to the word before it closes that word
            for m in (k - 1, k) if initial else (k,):
                st.blocked[m] = False
                st.mark(m, _EV_CONTEXT, "quoted nickname before a name", 0.85)
                st.roles[m] = _NAME

    def _nickname_between_names(self, st: _State) -> None:
        """A capitalised word in quotes between two capitalised words that read as names
        on a line whose capitals mean something: a given name, the name the person goes
        by and the surname ('Pharm: Babalwa "Baba" Mtshali'), though no table knows
        them; 'said "Fine" Ortega' and 'the "Big" Apple' stay."""
        words, gap_text, n = st.words, st.gap_text, len(st.words)
        for b in range(1, n - 1):
            a, c = b - 1, b + 1
            close = self._NICKNAME_QUOTES.get(gap_text[b][-1:])
            if close is None or gap_text[b] != " " + gap_text[b][-1:] or (
                    gap_text[c] != close + " "):
                continue
            if not all(words[m].text.isalpha() and st.initcap[m] and st.line_informative[m]
                       and not words[m].text.isupper() for m in (a, b, c)):
                continue
            infos = [st.infos[m] for m in (a, b, c)]
            if any(inf is None or inf.function or inf.clinical for inf in infos) or any(
                    inf.common or not self._namelike(st.keys[m], inf)
                    for m, inf in ((a, infos[0]), (c, infos[2])) if inf is not None):
                continue
            for m in (a, b, c):
                if not st.evidence[m]:
                    st.mark(m, _EV_CONTEXT, "quoted nickname between names", 0.85)
                st.roles[m] = _NAME

    #: Words for a child born, before the name given in parentheses ("boy (Alfie)").
    _CHILD_WORDS: Final = frozenset(words("boy girl baby infant twin newborn neonate"))

    def _short_forms_in_parentheses(self, st: _State) -> None:
        """One word alone in parentheses after a found name, in any case, shorter than
        the name's given name, known to the name tables and no clinical word, that opens
        with the given name's first three letters, or its first two where the tables
        hold it as a given name and it is no common word: the short form the person
        goes by ("Patricia Kemp (Pat)", "Robert Hale (rob)", "Dorothy Pettigrew
        (dottie)"; "Dorothy Pettigrew (Dorothea)" is no shorter, "(Dorsal)" no name).
        After a word for a child born, a capitalised given name the tables list is the
        child's ("3.4 kg boy (Alfie)")."""
        words, n = st.words, len(st.words)
        for k in range(2, n):
            if st.gap_text[k] != " (" or st.evidence[k] or st.text[
                    words[k].end:words[k].end + 1] != ")":
                continue
            word, inf = words[k].text, st.infos[k]
            if len(word) < 3 or not word.isalpha() or inf is None or inf.clinical or (
                    not inf.known):
                continue
            if st.keys[k - 1] in self._CHILD_WORDS and word[:1].isupper() and (
                    word[1:].islower()) and not inf.function and self._listed_given(st.keys[k]):
                # "3.4 kg boy (Alfie)": a birth's child and the name given
                st.mark(k, _EV_CONTEXT, "child's name in parentheses", 0.85)
                st.roles[k] = _NAME
                continue
            # the given name: the found name's word before, or the one before that
            for j in (k - 1, k - 2):
                if not st.evidence[j] or st.roles[j] != _NAME:
                    break
                given = words[j].text
                if len(given) > len(word) and given[:1].isupper() and (
                        given[:3].lower() == word[:3].lower() or (
                            given[:2].lower() == word[:2].lower() and not inf.common
                            and self._listed_given(st.keys[k]))):
                    st.mark(k, _EV_CONTEXT, "nickname in parentheses after a name", 0.85)
                    st.roles[k] = _NAME
                    break
                if st.gaps[j] != _G_SPACE:
                    break

    def _letters_and_their_given_name(self, st: _State) -> None:
        """Two or three capitals and, alone in brackets right after them, a capitalised
        given name many bear that opens with the first of them: one person's initials
        and the name they go by ("MFA JW (Jana), Durchwahl -14", "CBT with CWP TN
        (Tomasz)"); a clinical, common or function word stays ("CT (Chest)"), and so do
        a role's or a service's letters ("GP (Gordon)")."""
        words, keys = st.words, st.keys
        for k in _indexes(st.gap_text, " ("):  # (the first word's gap is kept empty)
            j = k - 1
            capitals, given = words[j].text, words[k].text
            if not _capitals(capitals, 2, 3) or not (
                    given[:1] == capitals[:1] and given[1:].islower() and given.isalpha()
                    and st.text.startswith(")", words[k].end)):
                continue
            inf = st.infos[k]
            if inf is None or inf.clinical or inf.common or inf.function or not (
                    self._listed_given(keys[k]) or (st.evidence[k] and st.roles[k] == _NAME)):
                continue
            if keys[j] in self._STAFF_WORDS or keys[j] in self._SERVICE_LETTERS or (
                    keys[j] in self.TITLES or keys[j] in self._GRADES_AND_TEAMS):
                continue
            self._mark_initials(st, j, k + 1 if not st.evidence[k] else k,
                                "initials before their given name")

    def _letters_and_their_name(self, st: _State) -> None:
        """Two or three capitals and, in brackets right after them or right before
        them, two or three words in lower case whose first letters spell them: one
        person's initials and name ("CCDS LF (lucy farrow)", "CNS NP (nisha patel)",
        "keisha owens (KO)"). The first word must be a given name the tables list and
        no word a clinical, common or function one, for an acronym's expansion spells
        its letters too ("BP (blood pressure)", "NP (nurse practitioner)")."""
        words, keys, gaps_text, n = st.words, st.keys, st.gap_text, len(st.words)
        for j in range(n):
            if j + 2 < n and gaps_text[j + 1] == " (":
                letters, first = j, j + 1
            elif j >= 2 and gaps_text[j] == " (":
                letters, first = j, -1
            else:
                continue
            capitals = words[letters].text
            if not _capitals(capitals, 2, 3):
                continue
            if first < 0:
                # the name before the bracket: as many words as the letters
                size = len(capitals)
                first = letters - size
                if first < 0 or not st.text.startswith(")", words[letters].end):
                    continue
                last = letters - 1
            else:
                last = self._joined_words(st, first, 3) - 1
                if not st.text.startswith(")", words[last].end):
                    continue
            parts = range(first, last + 1)
            if not 2 <= len(parts) <= 3 or any(
                    gaps_text[m] not in (" ", "-") for m in parts if m > first):
                continue
            if any(not (words[m].text.islower() and words[m].text.replace("'", "").isalpha())
                   for m in parts):
                continue
            # ("mary-kate o'hare" is MKO, MO or MK; "ana de souza" ADS or AS)
            spelled = {"".join(keys[m][0] for m in parts), keys[first][0] + keys[last][0]}
            if gaps_text[first + 1] == "-":
                spelled.add(keys[first][0] + keys[first + 1][0])
            if keys[letters] not in spelled or not self._listed_given(keys[first]):
                continue
            if any((inf := st.infos[m]) is None or inf.clinical or inf.common or inf.function
                   for m in parts):
                continue
            self._mark_initials(st, letters, letters + 1, "initials spelled by a name")
            self._mark_initials(st, first, last + 1, "name spelling the initials beside it")

    #: Words before "as" and a quoted name that the person is known by ('known as
    #: "Chid"', 'the one we know as "Tiwa"').
    _KNOWING: Final = frozenset(words("known know knows"))
    #: Verbs of saying: a quoted word after them is what was said.
    _SPEECH_VERBS: Final = frozenset(words("""
        say says said saying tell tells told explained explains reported reports wrote
        writes stated states stating replied answered asked shouted repeated yelled
        mentioned announced"""))

    def _nicknames_said_so(self, st: _State) -> None:
        """One or two capitalised words in quotes that the text says are a nickname
        right after them: in brackets ('"T-Bone" (his nickname)') or as what the
        family, friends or staff call the person ('Pt ("Dec" to family)', 'Baby "Yoyo"
        per family'). Words said to them stay ('pt says "Good" to family')."""
        for m in _regex.finditer(_NICKNAME_SAID_AFTER, st.text):
            j = st.word_starting_at(m.start(1))
            if j < 0 or (j > 0 and st.keys[j - 1] in self._SPEECH_VERBS):
                continue
            _mark_handle(st, j, m.end(1), "quoted nickname said so", 0.85, unblock=True)

    def _quoted_nickname(self, st: _State) -> None:
        """Up to three words in quotes after a found given name, before a word that
        can be a surname ("Maximilian 'Max' Etxeberria", "TERRENCE 'T.J.' MCALLISTER",
        "ambrose 'bud' kettering"): the name the person goes by, and the surname after
        it, which the quotes cut off from the name. One quoted word in parentheses after
        a found name, after its generation ('Sefa Jr. ("Junior")') or after its initial
        ('DELA CRUZ, Maricel B. ("Cel")'), needs no surname after it ('Juniper
        ("JuJu")')."""
        words, evidence, gap_text, n = st.words, st.evidence, st.gap_text, len(st.words)
        for i in range(n - 1):
            # ('known as "Chid"'; 'pt ("Dre") asleep': the patient's name in quotes and
            # brackets)
            # ('known to staff as "MK"': who knows the person so may come between)
            known_as = i > 0 and st.keys[i] == "as" and (st.keys[i - 1] in self._KNOWING or (
                i > 2 and st.keys[i - 3] in self._KNOWING and st.keys[i - 2] == "to"))
            patient = st.keys[i] in self._PATIENT_WORDS and gap_text[i + 1] in (
                _OPEN_PAREN_QUOTE)
            called = st.keys[i] in self._CALLED_AFTER_NAME and i > 0 and (
                st.initcap[i - 1] and st.roles[i - 1] == _NAME
                and st.keys[i - 1] not in self._SAYING_SUBJECTS)
            if (not evidence[i] and (st.keys[i] in self._QUOTED_NAME_CUES or known_as
                                     or patient or called)
                    and (gap_text[i + 1] in _OPEN_QUOTE or gap_text[i + 1] in _OPEN_PAREN_QUOTE)
                    and (self._quoted_name(st, i + 1) or (
                        (st.keys[i] in self._QUOTED_AS_NAME_CUES or known_as or patient
                         or called)
                        and self._quoted_word_as_name(st, i + 1))
                         or (known_as and _capitals(words[i + 1].text, 2, 3)
                             and st.after(i + 1)[:1] in _CLOSING_QUOTES
                             and self._initials_ok(st, i + 1, True))
                         or (st.keys[i] in self._NICKNAME_CUES
                             and self._quoted_given_name(st, i + 1))
                         or (st.keys[i] in self.RELATION_CUES
                             and self._quoted_frequent_given_name(st, i + 1)))):
                # 'wife "bunny"', 'SAY NAME ("ARCHIBALD")': one quoted word after a
                # relative or a naming word is what the person is called
                st.mark(i + 1, _EV_CONTEXT, "quoted name after a cue", 0.85)
                st.roles[i + 1] = _NAME
                continue
            if gap_text[i + 1] in _OPEN_QUOTE and (
                    st.keys[i] in self._NICKNAME_CUES or st.keys[i] in self.RELATION_CUES):
                self._quoted_hyphened_name(st, i + 1)
            if not evidence[i] and st.keys[i] in self._NAMING_WORDS:
                self._quoted_words_after_naming(st, i)
                continue
            generation = i > 0 and st.roles[i] == _SUFFIX and (
                st.keys[i] in self.GENERATIONS) and evidence[i - 1] > 0 and (
                st.roles[i - 1] == _NAME and gap_text[i + 1].removeprefix(".") in (
                    _OPEN_PAREN_QUOTE))
            # ... or after a name's initial ('DELA CRUZ, Maricel B. ("Cel")')
            initial = i > 0 and evidence[i] > 0 and len(words[i].text) == 1 and (
                st.roles[i] in (_NAME, _INITIAL) and evidence[i - 1] > 0
                and gap_text[i + 1].lstrip(".") in _OPEN_PAREN_QUOTE)
            if not (evidence[i] and st.roles[i] == _NAME) and not (generation or initial):
                continue
            if gap_text[i + 1] in _OPEN_PAREN_QUOTE or generation or initial:
                # 'Juniper ("JuJu")', 'Haruto ("Haru", DOB ...)': quotes in parentheses
                # after a name need no surname
                k, inf = i + 1, st.infos[i + 1]
                last = k  # 'Jaylen Okafor-Whitley ("J-Bird")': parts joined by hyphens
                while last + 1 < n and last - k < 2 and gap_text[last + 1] == "-" and (
                        words[last + 1].text.isalpha()):
                    last += 1
                # (written as a title after a name in capitals, the word is capitalised
                # where the line's capitals say nothing: 'HOLLOWAY, DESMOND R ("Des")')
                titled = words[k].text[:1].isupper() and words[k].text[1:].islower() and (
                    words[i].text.isupper())
                if _closes_paren_quote(st, last) and words[k].text.isalpha() and (
                        st.capitalised(k) or titled or (last > k and st.capitalised(last)) or (
                            inf is not None and not (inf.common or inf.clinical
                                                     or inf.function))):
                    for m in range(k, last + 1):
                        st.mark(m, _EV_CONTEXT, "quoted nickname after a name", 0.85)
                        st.roles[m] = _NAME
                continue
            if gap_text[i + 1] == " (" and i + 1 < n and st.text[
                    words[i + 1].end:words[i + 1].end + 1] in (")", ",") and (
                    words[i + 1].text.istitle() and self._quoted_name(st, i + 1, ")")) and (
                    st.keys[i + 1] not in LANGUAGES):
                # "Pt: Kowalczyk, Wojciech (Wojtek)", "Gareth Pryce (Gaz), Cardiff": one
                # capitalised word in parentheses after a found name, a first name or a
                # word no table knows ("Dr. Lee (Neurology)", "(Daughter)" stay; so does
                # a language, the person's people: "mum Losana (Tongan)")
                st.mark(i + 1, _EV_CONTEXT, "nickname in parentheses after a name", 0.85)
                st.roles[i + 1] = _NAME
                continue
            if gap_text[i + 1] in _OPEN_QUOTE and self._quote_closes_field(st, i + 1):
                # 'Candidate: Haddad, Richard "Rich"   UNOS ID': one quoted word after a
                # found name, where the field or the clause ends
                k, inf = i + 1, st.infos[i + 1]
                if words[k].text.isalpha() and st.initcap[k] and inf is not None and not (
                        inf.clinical or inf.function):
                    st.mark(k, _EV_CONTEXT, "quoted nickname after a name", 0.85)
                    st.roles[k] = _NAME
                continue
            if i + 2 >= n or gap_text[i + 1] not in _OPEN_QUOTE:
                continue
            last = -1
            for k in range(i + 1, min(i + 4, n - 1)):
                closing = gap_text[k + 1].lstrip(".")
                if closing in _CLOSE_QUOTE:
                    last = k
                    break
                if gap_text[k + 1] not in (".", " ", "-"):
                    break
            if last < 0 or not all(words[k].text.isalpha() for k in range(i + 1, last + 1)):
                continue
            m = last + 1
            inf = st.infos[m]
            if not evidence[m] and (
                    st.blocked[m] or inf is None or not st.keys[m].isalpha()
                    or inf.common or inf.clinical or inf.function):
                continue
            if not evidence[m] and words[i].text[:1].isupper() and words[m].text.islower() and (
                    st.roles[m] != _PARTICLE):
                continue  # 'Neto "Kenzinho" ajudou': a capitalised name, then a verb
            # a surname with particles after the quotes: 'Franklin "Frank" van der Merwe'
            while m + 1 < n and st.roles[m] == _PARTICLE and st.gaps[m + 1] == _G_SPACE and (
                    st.roles[m + 1] in (_PARTICLE, _NAME) or st.capitalised(m + 1)):
                m += 1
            for k in range(i + 1, m + 1):
                st.mark(k, _EV_CONTEXT, "quoted nickname in a name", 0.85)
                st.roles[k] = _NAME

    def _surface(self, w: str) -> _Surface:
        """Case-independent facts about one token text, cached per process."""
        cached = self._surface_cache.get(w)
        if cached is not None:
            return cached
        first_upper = w[0].isupper()
        lowered = w.casefold()
        possessive = lowered.endswith(("'s", "\u2019s"))
        shouting = len(w) >= 2 and w.isupper()
        shape = first_upper and (len(w) == 1 or not w[1].isupper())
        key = ""
        inf: WordInfo | None = None
        if not _alphabetic(lowered.replace("'", "").replace("\u2019", "")) or _contraction(
                lowered):
            kind = _K_OTHER
        else:
            key = normalize(w)
            if len(key) == 1:
                # "A" and "I" are words unless a period marks them as initials.
                kind = _K_INITIAL if first_upper and key not in ("a", "i") else _K_LETTER
            else:
                inf = self.info(key)
                if not key.isascii() and w.upper() == w.lower():
                    # A script without case (Devanagari, Arabic, Hebrew, Han, Thai): no
                    # table knows its words, so only the document's names and cues can
                    # make one a name, never the likelihood or the automaton.
                    kind = _K_OTHER
                elif key in self.TITLES:
                    kind = _K_TITLE
                elif key in self.SUFFIXES:
                    kind = _K_SUFFIX
                elif key in self.PARTICLES:
                    kind = _K_PARTICLE
                elif inf.function or key in self._cues or not (inf.known or inf.unknown):
                    kind = _K_OTHER  # the automaton reads only name-table words
                else:
                    kind = _K_CANDIDATE
        role_uncased = _NAME if kind == _K_CANDIDATE else _FIXED_ROLES[kind]
        role_cased = (_NAME if shape else _OTHER) if kind == _K_CANDIDATE else role_uncased
        if kind == _K_SUFFIX and w.istitle() and key in self.WEAK_SUFFIXES and (
                inf is not None and inf.known):
            # a credential is written in capitals: "Pa" and "Md" in a line whose case
            # means something are given names ("Pt: Pa Nhia Xiong", "Md Rahman")
            role_cased = _NAME
        result = _Surface(key, inf, kind, first_upper, shouting, shape, possessive,
                          role_cased, role_uncased)
        if len(self._surface_cache) > 400_000:
            self._surface_cache.clear()
        self._surface_cache[w] = result
        return result

    def _prepare(self, doc: DocumentLike) -> _State:
        text = doc.text
        words = [t for t in doc.tokens if t.text[0].isalnum()]
        st = _State(text, words)
        n = len(words)
        if n == 0:
            return st
        st.evidence = [_EV_NONE] * n
        st.reason = [""] * n
        st.score = [0.0] * n
        # Per-word facts come from the recognizer's surface cache and are split into
        # columns in C; per-gap facts from a cache keyed by the gap text.
        get = self._surface_cache.get
        surface = self._surface
        surfs = [get(w) or surface(w) for w in map(itemgetter(2), words)]
        (keys, infos, kinds, initcap, shouting, _shape, possessive, role_cased,
         role_uncased) = map(list, zip(*surfs, strict=True))
        gap_texts = [text[a.end:b.start] for a, b in pairwise(words)]
        st.gap_text = ["", *gap_texts]
        st.gaps = [_G_BREAK, *map(_GAP_KINDS.__getitem__, gap_texts)]
        st.sentence_start = [True, *map(_GAP_ENDS_SENTENCE.__getitem__, gap_texts)]
        _GAP_KINDS.bound()
        _GAP_ENDS_SENTENCE.bound()
        # Whether initCap means anything, per line.
        informative_at: Callable[[int], bool] | None = getattr(
            doc, "case_is_informative_at", None)
        if informative_at is None:
            line_ok = [True] * n
        else:
            if "\n" in text:
                # Line of each word: the breaks before the first word, then those in the
                # gaps between words, summed up (all in C).
                starts = list(map(itemgetter(0), words))
                lines = list(accumulate(map(str.count, gap_texts, repeat("\n")),
                                        initial=text.count("\n", 0, starts[0])))
                # line -> start of its first word (later items overwrite earlier ones)
                first = dict(zip(reversed(lines), reversed(starts), strict=True))
                per_line = {li: bool(informative_at(at)) for li, at in first.items()}
                line_ok = list(map(per_line.__getitem__, lines))
            else:
                line_ok = [bool(informative_at(words[0].start))] * n
        st.line_informative = line_ok
        st.keys = keys
        st.infos = infos
        st.initcap = initcap
        st.possessive = possessive
        informative = [ok and not sh for ok, sh in zip(line_ok, shouting, strict=True)]
        st.informative = informative
        roles = [rc if inf else ru
                 for rc, ru, inf in zip(role_cased, role_uncased, informative, strict=True)]
        st.roles = roles
        gaps = st.gaps
        # Dotted suffixes (M.D., Ph.D.) and initials followed by a period ("q. lander").
        for i in _indexes(gap_texts, "."):  # the _G_TIGHTDOT gaps, before word i + 1
            if len(keys[i]) in (1, 2) and len(keys[i + 1]) == 1 and (
                    keys[i] + keys[i + 1]) in self.DOTTED_SUFFIXES:
                roles[i] = roles[i + 1] = _SUFFIX
        # "Fr" after a number is a catheter's French size ("19 Fr Blake drain", "6 Fr,
        # Allen test"), no priest's title.
        for i in _indexes(keys, "fr"):
            if i and roles[i] == _TITLE and words[i - 1].text.isdigit() and (
                    gaps[i] == _G_SPACE):
                roles[i] = _OTHER
        # "Sr T. Mahlangu", "Sr Nkosi": a nursing sister's title when written as one,
        # before a capitalised name and after no name ("John Hale Sr", "SR C OCC PVCS":
        # a generation and a sinus rhythm); before a surname typed in lower case too
        # ("Sr khumalo informed")
        for i in _indexes(keys, "sr"):
            if i + 1 >= n or words[i].text != "Sr" or (i and roles[i - 1] == _NAME):
                continue
            nxt = words[i + 1]
            initial = len(nxt.text) == 1 and text[nxt.end:nxt.end + 1] == "."
            if (nxt.text[:1].isupper() and (initial or not nxt.text.isupper())) or (
                    gap_texts[i] == " " and self._lower_surname_alone(nxt.text, infos[i + 1])):
                roles[i] = _TITLE
        # "Mst. rukhsana bibi", "Smt Lakshmi": the South Asian titles of a woman, written
        # with one capital before a word of letters ("MST" in capitals is a morphine);
        # in lower case before a census surname in lower case far likelier a name than
        # a word ("refer DSN mdm lim"; "mdm" is a meeting too)
        for key in self._WOMEN_TITLES_ABROAD:
            for i in _indexes(keys, key):
                if i + 1 >= n:
                    continue
                after, inf = words[i + 1].text, infos[i + 1]
                if (words[i].text.istitle() and gap_texts[i] in (". ", " ") and (
                        after.isalpha() and len(after) > 1)) or (
                        words[i].text.islower() and gap_texts[i] == " " and after.isalpha()
                        and after.islower() and self._census_surname(keys[i + 1])
                        and inf is not None and inf.lr >= self.LOWER_SURNAME_MIN_LR
                        and not (inf.common or inf.protected or inf.clinical or inf.function)):
                    roles[i] = _TITLE
        # "Dep. Lindqvist", "Cst. Danvers", "Cpl. Jensen": short ranks that also stand for
        # dependent, a test and a count ("dep rose"; "CST." a surgical technologist),
        # titles only when written with one capital and their period before a
        # capitalised word no English list holds
        for rank in self._DOTTED_RANKS:
            for i in _indexes(keys, rank):
                if i + 1 == n or not words[i].text.istitle() or gap_texts[i] != ". ":
                    continue
                bearer = words[i + 1]
                if self._rank_bearer(bearer.text) or (  # "Dep. A. Lindqvist"
                        len(bearer.text) == 1 and bearer.text.isupper() and i + 2 < n
                        and text[bearer.end:bearer.end + 1] == "."
                        and self._rank_bearer(words[i + 2].text)):
                    roles[i] = _TITLE
        # A one-letter word still in the _OTHER role is a _K_LETTER word.
        for i in _indexes(kinds, _K_LETTER):
            if roles[i] == _OTHER and text[words[i].end:words[i].end + 1] == "." and (
                    initcap[i] or not line_ok[i]):
                roles[i] = _INITIAL
            elif roles[i] == _OTHER and words[i].text in ("A", "I") and (
                    _hyphened_to_capital(st, i, i - 1) or _hyphened_to_capital(st, i, i + 1)):
                roles[i] = _INITIAL  # "M-A Gagnon": given names' initials, no article
        # the capital a hyphen joins to a credential is the credential's ("C. Draper
        # PA-C" closing a note signs no third person)
        for i in _indexes(roles, _INITIAL):
            if words[i].text.isupper() and _hyphened_letter_of_credential(st, i):
                roles[i] = _SUFFIX
        # "seen by T. Odumosu", "-- J. Okonjo RN", "02:31 R. Oduya:": an initial after a
        # word that names or points at a person, or opening a log entry after its time or
        # a list's item after its number ("1. G. Oduya to email"), opens no sentence
        # ("Vitamin D. Lasix started" still does).
        for i in _indexes(roles, _INITIAL):
            # ("--", ":" and "(" are breaks; a dash joined by blanks or none is not)
            if i + 1 < n and initcap[i] and gaps[i + 1] == _G_DOT and (
                    self._opens_a_name(st, i) or st.gap_text[i].strip(" \t") == "-"
                    or _after_clock(st, i) or _after_item_number(st, i)
                    or self._given_before_initial(st, i)):
                st.sentence_start[i + 1] = False
        # A capitalised word after a nobiliary particle reads as a name part; a
        # capitalised particle that is also a first name and has no name part after it
        # is that first name ("Wife Della; lives ...", not "Della Robbia").
        for i in _indexes(roles, _PARTICLE):
            if initcap[i] and line_ok[i] and (i + 1 == n or (
                    gaps[i + 1] != _G_HYPHEN  # "Al-Anon"
                    and (gaps[i + 1] != _G_SPACE or not initcap[i + 1]))) and (
                    self.lexicon.first_count(keys[i]) >= _FIRST_NAME_PARTICLE):
                roles[i] = _NAME
                continue
            if i + 1 < n and roles[i + 1] == _OTHER and gaps[i + 1] == _G_SPACE:
                inf = infos[i + 1]
                if inf is not None and not inf.function and not inf.clinical and (
                        initcap[i + 1] or not line_ok[i + 1]):
                    roles[i + 1] = _NAME
        # "Lowell, MA": a state's postal code after a comma on a line whose capitals mean
        # something is no first name of a "Surname, First" pair.
        for i in _indexes(gaps, _G_COMMA):
            if roles[i] == _NAME and line_ok[i] and words[i].text in _STATE_CODES:
                roles[i] = _OTHER
        st.blocked = self._eponym_phrases(st)
        self._everyday_buildings(st)
        # "spoke Chuukese", "a verse in Lakota", "Thai speaking": a language beside a
        # word of speech, unless it is a frequent first name too ("in Karen's room")
        # ("Mirpuri/Urdu", "Oji-Cree": a language joined to another by a slash or a
        # hyphen is one too)
        for i in st.at_keys(LANGUAGES):
            if ((i > 0 and (keys[i - 1] in _SPEECH_WORDS or (
                    keys[i - 1] in LANGUAGES and st.gap_text[i] in ("/", "-"))))
                    or (i + 1 < n and (keys[i + 1] in _SPEECH_AFTER or (
                        keys[i + 1] in LANGUAGES and st.gap_text[i + 1] in ("/", "-"))))
                    ) and not possessive[i] and (
                    self.lexicon.first_count(keys[i]) < _LANGUAGE_AS_NAME):
                st.blocked[i] = True
        self._countries_travelled(st)
        if "/o" in text:
            self._kin_markers_apart(st)
        return st

    @staticmethod
    def _kin_markers_apart(st: _State) -> None:
        """The letters of "S/o", "D/o", "W/o" (see :data:`_KIN_MARKER`) are no initials
        and join no name: "Lakshmamma W/o Ramaiah" holds two people. The markers are
        kept on the state for :meth:`_kin_of_markers`."""
        starts = st.word_starts()
        n = len(starts)
        for m in _regex.finditer(_KIN_MARKER, st.text):
            i = st.word_starting_at(m.start())
            if i < 0:
                continue
            for k in range(i, min(i + 2, n)):
                if st.words[k].end <= m.end():
                    st.roles[k] = _OTHER
                    st.blocked[k] = True
            st.gaps[i] = _G_BREAK
            after = bisect.bisect_left(starts, m.end())
            if after < n:
                st.gaps[after] = _G_BREAK
            st.kin_markers.append((i, after))

    @staticmethod
    def _countries_travelled(st: _State) -> None:
        """"Lived in Jordan", "returned from Chad", "trip to China, Mali and Togo": a
        country's name after "in", after "to" or "from" that follow a word of travel, or
        listed beside another country, or after a capitalised word and its comma when
        the country is rarely a name ("Vila Serena, Brazil"), is the country ("spoke to
        Jordan", "call from Chad" and "Jordan's mother" keep the person)."""
        keys, gaps, possessive, blocked = st.keys, st.gaps, st.possessive, st.blocked
        for i in st.at_keys(COUNTRIES, 1):
            if possessive[i] or gaps[i] not in (_G_SPACE, _G_COMMA):
                continue
            before = keys[i - 1]
            if gaps[i] == _G_SPACE and (before in _PLACE_PREPOSITIONS or (
                    before in ("to", "from") and i > 1 and gaps[i - 1] == _G_SPACE
                    and keys[i - 2] in _TRAVEL_WORDS)):
                blocked[i] = True
            elif (before in COUNTRIES and blocked[i - 1]) or (
                    before == "and" and i > 1 and keys[i - 2] in COUNTRIES
                    and blocked[i - 2]):
                blocked[i] = True  # the next country of a list
            elif gaps[i] == _G_COMMA and st.initcap[i - 1] and (
                    (inf := st.infos[i]) is not None and inf.lr < 1.0):
                blocked[i] = True  # "Vila Serena, Brazil": the country of a town
        for i in reversed(st.at_keys(COUNTRIES)):
            # "China, Mali and Togo" whose last member has the cue after it
            nxt = i + 1 if i + 1 < len(keys) and gaps[i + 1] == _G_COMMA else (
                i + 2 if i + 2 < len(keys) and keys[i + 1] == "and" else -1)
            if nxt > 0 and keys[nxt] in COUNTRIES and blocked[nxt] and not possessive[i]:
                blocked[i] = True

    @staticmethod
    def _everyday_buildings(st: _State) -> None:
        """"Dining Hall", "Town Hall", "Residence Hall": a room or a building named by
        what is done or who lives there is no person ("Dr. Main Hall" stays one)."""
        for i in st.at_keys(_BUILDING_SURNAMES, 1):
            if st.keys[i - 1] in _HALL_KINDS and st.initcap[i - 1] and st.initcap[i] and (
                    st.gaps[i] == _G_SPACE) and (i < 2 or st.roles[i - 2] != _TITLE):
                st.blocked[i] = True

    # -- eponyms ------------------------------------------------------------------------
    @staticmethod
    def _eponym_phrases(st: _State) -> list[bool]:
        """Words inside an eponymous phrase ("Babinski sign", "Swan-Ganz"): never names."""
        keys, gaps, n = st.keys, st.gaps, len(st.keys)
        blocked = [False] * n
        if "foster" in keys:
            # "Foster mother", "FOSTER CARE": fostering; but "Mr. Foster" and "Jane
            # Foster mother of two" keep their surname
            for i in range(n - 1):
                if keys[i] == "foster" and gaps[i + 1] in (_G_SPACE, _G_HYPHEN) and (
                        keys[i + 1] in _FOSTERED) and (i == 0 or st.roles[i - 1] not in (
                            _TITLE, _NAME) or gaps[i] != _G_SPACE):
                    blocked[i] = True
        if "anti" in keys:
            # "anti-Lea", "anti-Jka": an antibody is named after its antigen
            for i in range(1, n):
                if keys[i - 1] == "anti" and gaps[i] == _G_HYPHEN:
                    blocked[i] = True
        for i in st.at_keys(_SJOGREN_ANTIGENS, 1):
            # "SSA/Ro", "Ro/La", "SSB/La": the antigens of Sjogren's antibodies, named
            # after the two patients whose sera found them
            if st.gap_text[i] == "/" and keys[i - 1] in _SJOGREN_ANTIGENS:
                blocked[i - 1] = blocked[i] = True
        for i in st.at_keys(_GREETING_SECONDS, 1):
            # "Tēnā koe Dr Takerei", "Ngā mihi", "Kia ora Mere": Māori greetings and
            # closings, whose words the name tables also hold
            if gaps[i] == _G_SPACE and (keys[i - 1], keys[i]) in _GREETING_PAIRS:
                blocked[i - 1] = blocked[i] = True
        for i in st.at_keys(PRODUCT_BRANDS | _DEVICE_MAKERS):
            # "Phonak Naida P70", "Dexcom Clarity 3": a model named after its maker,
            # before the model's number or letters ("Medtronic Azure XT DR"; "MAGNETOM
            # Vida 3.0T": a scanner's field strength)
            j = i + 1
            if _after_name_or_title(st, i):
                continue  # "Mary Abbott Jones RN", "Dr. Abbott Smith": the maker a name
            if j < n and gaps[j] == _G_SPACE and st.initcap[j] and ((
                    j + 1 < n and gaps[j + 1] == _G_SPACE and (
                        _regex.fullmatch(_MODEL_NUMBER, st.words[j + 1].text) is not None
                        or _capitals(st.words[j + 1].text, 2, 3)))
                    or _regex.match(_FIELD_STRENGTH_AFTER, st.text, st.words[j].end)):
                blocked[j] = blocked[i] = True
            elif j < n and gaps[j] == _G_SPACE and keys[i] in _DEVICE_MAKERS and (
                    keys[j] in PRODUCT_BRANDS or (
                        keys[j] in _PRODUCT_NOUNS and st.words[j].text.islower())):
                # "Baxter Viaflex", "Zoll pads on": a maker before its brand or a
                # product's noun
                blocked[i] = True
        for i in st.at_keys(_VEHICLE_MAKERS, 1):
            # "2019 Ford Transit WAV": a vehicle's maker after its model year
            if gaps[i] == _G_SPACE and _regex.fullmatch(_MODEL_YEAR, st.words[i - 1].text):
                blocked[i] = True
                if i + 1 < n and gaps[i + 1] == _G_SPACE and st.initcap[i + 1]:
                    blocked[i + 1] = True
        words, text, initcap = st.words, st.text, st.initcap
        for i in range(n - 1):
            w = words[i].text
            if gaps[i + 1] != _G_SPACE:
                if len(w) >= 3 and st.gap_text[i + 1] == "-" and w.isupper() and (
                        _regex.match(_SCALE_NUMBER_AFTER, text, words[i].end) is not None):
                    blocked[i] = True  # "SASSI-4", "DAST-10": a scale and its version
            elif initcap[i] and _binomial(st.infos[i], words[i + 1].text, st.infos[i + 1]) and (
                    i == 0 or st.roles[i - 1] != _TITLE):
                # "Providencia stuartii", "Kingella kingae": a genus before its species
                blocked[i] = True
            elif 3 <= len(w) <= 4 and len(keys[i + 1]) == 1 and w[1:].islower() and (
                    _regex.match(_ALLERGEN_AFTER, text, words[i].end) is not None):
                # "Ara h 2", "Ana o 3", "Fel d 1": an allergen component, named by the
                # first letters of its genus and species and a number
                blocked[i] = True
            elif w == "Li" and keys[i + 1] in ("level", "levels", "lvl") and (
                    not _after_name_or_title(st, i)):
                blocked[i] = True  # "Li level in 5 days": lithium's
        for i in compress(range(1, n), initcap[1:]):
            # "Started Palforzia 300 mg", "Continue Hizentra weekly", "applied
            # Calmoseptine", "Prevalon boots", "Flexitouch pneumatic pump": a word in
            # neither list after a medication verb, before a product's form (perhaps
            # after its working) or before a dose is a brand
            inf = st.infos[i]
            if inf is not None and inf.unknown and (
                    (keys[i - 1] in _MEDICATION_VERBS and gaps[i] == _G_SPACE
                     and st.roles[i - 1] != _TITLE)
                    or (i + 1 < n and keys[i + 1] in _PRODUCT_NOUNS
                        and gaps[i + 1] == _G_SPACE and st.words[i + 1].text.islower())
                    or (i + 2 < n and keys[i + 1] in _PRODUCT_KINDS
                        and keys[i + 2] in _PRODUCT_NOUNS
                        and gaps[i + 1] == gaps[i + 2] == _G_SPACE
                        and st.words[i + 1].text.islower()
                        and st.words[i + 2].text.islower() and st.roles[i - 1] != _TITLE)
                    or _regex.match(_DOSE_AFTER, st.text, st.words[i].end) is not None):
                blocked[i] = True
        for f in st.at_keys(_DOSAGE_FORMS, 0, n - 1):
            # "1. T. Dolo 650 1 tab SOS", "Inj. Monocef 1 g IV BD": a prescription's item
            # opens with its form, then the drug's name and strength
            numbered = f > 0 and st.words[f - 1].text.isdigit() and (
                st.gap_text[f].strip(" \t") in (".", ")")) and _opens_item(st, f - 1)
            if gaps[f + 1] not in (_G_DOT, _G_TIGHTDOT) or not st.capitalised(f + 1) or not (
                    numbered or (_opens_item(st, f) and keys[f] != "t")):
                continue  # "T. Smith 4417" may sign a line; "1. T. Pan 40" is an item
            k = f + 1
            while k + 1 < n and k - f < 3 and gaps[k + 1] == _G_SPACE and (
                    st.capitalised(k + 1) or st.words[k + 1].text.isupper()):
                k += 1
            if _regex.match(_STRENGTH_AFTER, st.text, st.words[k].end) is not None:
                for m in range(f, k + 1):
                    blocked[m] = True
        models = [i for i in st.at_keys(_NO_KEY, 1)
                  if st.words[i].text.lower() in _NUMBERED_ENDS]
        for i in sorted(st.at_keys(_PHRASE_ENDS, 1) + models) if models else (
                st.at_keys(_PHRASE_ENDS, 1)):
            # "Li-Fraumeni", "Braxton Hicks", "circle of Willis": a listed phrase
            if gaps[i] in (_G_HYPHEN, _G_SPACE):
                pair = keys[i - 1] + ("-" if gaps[i] == _G_HYPHEN else " ") + (
                    keys[i] or st.words[i].text.lower())
                if pair in EPONYM_PHRASES and not (i > 1 and (
                        st.roles[i - 2] == _TITLE
                        or keys[i - 2] in NameRecognizer.RELATION_CUES)):  # "son Braxton"
                    blocked[i - 1] = blocked[i] = True
                elif i > 1 and keys[i - 1] == "of" and gaps[i - 1] == _G_SPACE and (
                        f"{keys[i - 2]} of {keys[i]}" in EPONYM_PHRASES):
                    blocked[i] = blocked[i - 2] = True  # ("Balsam of Peru": both)
                elif i > 1 and gaps[i] == gaps[i - 1] == _G_SPACE and (
                        (three := f"{keys[i - 2]} {keys[i - 1]} {keys[i]}")
                        in _THREE_WORD_PHRASES) and (three not in _HEADED_PHRASES or (
                        i + 1 < n and (keys[i + 1] in EPONYM_HEADS
                                       or keys[i + 1] in EPONYM_NOUNS))):
                    # (before its head: "Sister Mary Joseph called" is a nun)
                    blocked[i - 2] = blocked[i - 1] = blocked[i] = True
        hyphens = list(compress(range(n), map(_G_HYPHEN.__eq__, gaps))) if (
            gaps.count(_G_HYPHEN) >= 2) else []
        for i in [h for h in hyphens if h + 1 < n and gaps[h + 1] == _G_HYPHEN]:
            # "Fer-In-Sol", "Stay-At-Home": a function word inside a chain of hyphens
            # makes a brand or a phrase, no name's part ("de", "la" are particles)
            inf = st.infos[i]
            if inf is not None and inf.function:
                first, last = _compound_start(gaps, i), i + 1
                while last + 1 < len(keys) and gaps[last + 1] == _G_HYPHEN:
                    last += 1
                for m in range(first, last + 1):
                    blocked[m] = True
        eponymish = _EPONYMISH
        if eponymish.isdisjoint(keys):
            return blocked
        for i in st.at_keys(EPONYMS):
            if NameRecognizer._listed_possessive(st, i) or (
                    keys[i] in SCORE_EPONYMS and NameRecognizer._scored(st, i)) or (
                    NameRecognizer._test_result(st, i)):
                blocked[i] = True
        for i in reversed(st.at_keys(BLOOD_GROUPS)):
            # "anti-Fya (Duffy)", "Kell antigen negative": a blood group system; "Duffy
            # and Lewis antigen typing", "Kidd, Duffy or Kell antibodies": one joined to
            # such a system by "and", "or" or a comma
            if any(k.startswith("anti") for k in keys[max(0, i - 3):i]) or (
                    i + 1 < n and keys[i + 1] in _BLOOD_BANK_WORDS) or (
                    i + 2 < n and keys[i + 1] in ("and", "or") and blocked[i + 2]
                    and keys[i + 2] in BLOOD_GROUPS) or (
                    i + 1 < n and st.gap_text[i + 1] == ", " and blocked[i + 1]
                    and keys[i + 1] in BLOOD_GROUPS) or _regex.search(
                        _PHENOTYPE_BEFORE, st.text[max(0, st.words[i].start - 12):
                                                   st.words[i].start]) is not None:
                # ("Fy(a-b+) Duffy, Jk(a+b-) Kidd": after its antigens' phenotype)
                blocked[i] = True
        for i in st.at_keys(eponymish, 1):
            if keys[i] == "cell" and _regex.match(_NUMBER_AFTER_CELL, st.text,
                                                  st.words[i].end) is not None:
                continue  # "Maribel's cell 267-555-0142": a telephone, no Hurthle cell
            if keys[i] in EPONYM_HEADS and not _wide_gap(st.gap_text[i]):
                j, steps = i - 1, 0
                while j >= 0 and steps < 3 and (gaps[j + 1] in (_G_SPACE, _G_HYPHEN) or (
                        steps == 0 and _plural_possessive(st, j)
                        and st.gap_text[j + 1][1:] == " ") or (
                        # "no Fleischer\nring": prose wrapped between the eponym and a
                        # head in lower case
                        steps == 0 and st.gap_text[j + 1] in ("\n", "\r\n")
                        and st.words[i].text.islower())):
                    key = keys[j]
                    if key in ("and", "or") and steps > 0 and j > 0 and keys[j - 1] in EPONYMS:
                        j -= 1  # "Allis and Kocher clamps": a list of eponyms
                        continue
                    if (steps == 0 and j > 0 and j == i - 1 and st.words[j].text.islower()
                            and key not in EPONYMS and key not in STANDALONE_EPONYMS
                            and keys[j - 1] in EPONYMS and gaps[j] == _G_SPACE):
                        j -= 1  # "Fuchs endothelial dystrophy": one modifier between
                        continue
                    owner = steps == 0 and _any_possessive(st, j)
                    # "Diamond-Blackfan", "Carpentier-Edwards": a capitalised word joined
                    # by a hyphen to a listed eponym is part of the eponym
                    joined = st.initcap[j] and (
                        (gaps[j + 1] == _G_HYPHEN and keys[j + 1] in EPONYMS)
                        or (j > 0 and gaps[j] == _G_HYPHEN and keys[j - 1] in EPONYMS))
                    eponymous = key in EPONYMS or key in STANDALONE_EPONYMS or joined or (
                        # ("Ingrid's cell is ...": one cell owned by an unlisted name is
                        # a telephone; "Keiko's questions", "Amir's recommendations": a
                        # person's)
                        owner and st.initcap[j] and keys[i] not in _OWNED_HEADS)
                    first = _compound_start(gaps, j)
                    if not key or not eponymous or (j > 0 and (st.roles[j - 1] == _TITLE or (
                            owner and keys[j - 1] in NameRecognizer.RELATION_CUES))) or (
                            0 < first < j and st.roles[first - 1] == _TITLE):
                        # "Mr. Jones' disease", "Mr. Hicks", "Prof Okonkwo-Eze's unit": the
                        # title says whose; "wife Barbara's cell": the relative's, a
                        # telephone
                        break
                    blocked[j] = True
                    j, steps = j - 1, steps + 1
            if gaps[i] in (_G_HYPHEN, _G_LOOSE) and keys[i] in EPONYMS and keys[
                    i - 1] in EPONYMS and not NameRecognizer._double_surname(st, i):
                blocked[i] = blocked[i - 1] = True
        roles, initcap, informative = st.roles, st.initcap, st.informative
        for i in st.at_keys(EPONYM_NOUNS, 1):
            # "Aldrete score", "Braxton Hicks contractions", "Beck Depression Inventory":
            # the capitalised word before a noun-only head, and the one before that when
            # it is an eponym or no name; "Jane Smith class" and "Mr. Hicks' disease"
            # keep their person
            j = i - 1
            if gaps[i] not in (_G_SPACE, _G_HYPHEN) or _wide_gap(st.gap_text[i]):
                continue  # a head across a column gap heads nothing: "Berg  Grade 7"
            if not informative[j] and st.line_informative[j] and \
                    st.words[j].text.isupper() and st.words[i].text.islower():
                blocked[j] = True  # "GRACE score", "ANA titer": an acronym's scale
                continue
            if not informative[j]:
                # where case says nothing, the listed eponyms right before the head
                # ("BRAXTON HICKS CONTRACTIONS", "amsler grid"), unless a title says whose
                k = j
                while k >= 0 and j - k < 2 and keys[k] in EPONYMS and (
                        k == j or gaps[k + 1] in (_G_SPACE, _G_HYPHEN)):
                    k -= 1
                if k < j and (k < 0 or roles[k] != _TITLE):
                    for m in range(k + 1, j + 1):
                        blocked[m] = True
                continue
            if not (initcap[j] and informative[j]):
                continue
            first = j
            while first > 0 and j - first < 2 and gaps[first] == _G_HYPHEN and \
                    initcap[first - 1]:
                first -= 1
            if first < j:
                # "Prader-Willi syndrome", "Smith-Lemli-Opitz syndrome": a compound of
                # surnames before the head is the eponym, whoever the names belong to
                if first == 0 or roles[first - 1] != _TITLE:
                    for k in range(first, j + 1):
                        blocked[k] = True
                continue
            first = j - 1
            if first >= 0 and gaps[j] in (_G_SPACE, _G_HYPHEN) and initcap[first] and (
                    informative[first]):
                if (roles[first] == _NAME and keys[first] not in EPONYMS) or (
                        roles[first] == _TITLE) or (first > 0 and roles[first - 1] == _TITLE):
                    continue  # ("Mrs Young's class": the title says whose)
                blocked[first] = True
            elif first >= 0 and roles[first] == _TITLE:
                continue
            blocked[j] = True
        return blocked

    @staticmethod
    def _double_surname(st: _State, i: int) -> bool:
        """Two eponyms joined by a hyphen at ``i - 1``..``i`` after a title, a given name
        (perhaps with a middle initial) or a particle, with no head noun after them, are
        a person's double surname ("Dr. Crohn-Ellison", "Theodora Wilson-Graves",
        "Reginald P. Ashworth-Kemp"); "Zollinger-Ellison syndrome" and "suspect
        Zollinger-Ellison" stay eponyms."""
        j = i - 1
        if j == 0 or st.gaps[j] not in (_G_SPACE, _G_DOT, _G_TIGHTDOT):
            return False
        if i + 1 < len(st.keys) and st.keys[i + 1] in _EPONYMISH:
            return False
        return st.roles[j - 1] in (_TITLE, _PARTICLE) or _after_given_name(st, j) or (
            st.roles[j - 1] == _INITIAL and st.words[j - 1].text.isupper()
            and _after_given_name(st, j - 1))

    @staticmethod
    def _test_result(st: _State, i: int) -> bool:
        """An eponymous test with its result ("Neer +", "Seidel neg", "Hawkins-Kennedy
        positive", "Jamar pos 2"); after a title it is a person ("Dr. Neer +1 555..."),
        and after an initial with its period too, but for a side ("G. Ellison - no
        info"; "R. Tinel +" stays)."""
        if (i > 0 and st.roles[i - 1] == _TITLE) or _after_given_name(st, i):
            return False  # "Dr. Neer", "Frances Baker- 212-476-8356": a person
        if i > 0 and st.roles[i - 1] == _INITIAL and st.gaps[i] == _G_DOT and (
                st.words[i - 1].text.isupper()
                and st.words[i - 1].text not in NameRecognizer._SIDES):
            return False
        # ("DAT (Coombs) negative": the test named in brackets before its result)
        after = _value_after_brackets(st, i, 10) or _value_after(st, i, 10)
        if after[:1] in ("+", "-", "\u2212") and (
                after[1:2] in ("", ",", ";", ".", ")", "/", "\n")
                or (after[1:2] == " " and not after[2:3].isdigit())):
            # ("Marcus - glad it is improving": a reply addressing its reader, no result)
            first = after[2:].split(maxsplit=1)[:1] if after[1:2] == " " else []
            return not (first and first[0].lower().rstrip(",.!") in _REPLY_OPENERS)
        words_after = after.lower().split(maxsplit=2)
        word = words_after[0].rstrip(".,;)") if words_after else ""
        if word == "not" and len(words_after) > 1:
            # "Schirmer not done": a test left undone
            return words_after[1].rstrip(".,;)") in _UNDONE
        return word in _RESULT_WORDS

    @staticmethod
    def _scored(st: _State, i: int) -> bool:
        """A scale's name with its value ("Morse 65", "Braden: 18", "Berg Balance 38/56");
        after a title it is a person ("Dr. Berg 2 pm")."""
        if i > 0 and st.roles[i - 1] == _TITLE:
            return False
        for _ in range(2):  # "Morse fall score 75", "Berg Balance 38/56"
            j = i + 1
            if j < len(st.keys) and st.keys[j] in _SCALE_WORDS and st.gaps[j] == _G_SPACE \
                    and not _wide_gap(st.gap_text[j]):  # "Berg  Grade 7": two columns
                i = j
        # ("Fall risk (Morse) = 45": the scale named in brackets before its value)
        value = _value_after_brackets(st, i, 6, ("=", ":")) or _value_after(st, i, 6)
        if value[:1].isdigit():
            if i > 1 and _after_given_name(st, i) and (
                    st.keys[i - 2] in NameRecognizer.RELATION_CUES):
                return False  # "aunt Carol Bishop: 67": a relative's name, then her age
            # an age and a sex are no value of a scale: "pt hiroshi tanaka-wells 74m",
            # "Pieter van der Berg   94 y/o M"
            return not (i > 0 and st.gap_text[i] in (" ", "-")
                        and st.roles[i - 1] in (_NAME, _PARTICLE)
                        and _age_follows(st.text[st.words[i].end:].lstrip(" ,")[:12]))
        if _after_given_name(st, i):
            return False  # "Tom Hurley II": a generation
        # a class in Roman numerals ("Hurley III", "Frankl IV", "Forrest IIa"), not a
        # generation suffix; a class letter before a lower-case word ("Weber B fibula")
        head = value.split(maxsplit=1)[0].rstrip(".,;)") if value.strip() else ""
        roman = head[:-1] if head[-1:] in ("a", "b", "c", "A", "B", "C") and len(head) > 2 \
            else head
        if roman.isupper() and roman.lower() in _ROMAN_CLASSES:
            return True
        return (len(value) > 2 and value[0] in "ABCD" and value[1] == " "
                and value[2:3].islower())

    @staticmethod
    def _listed_possessive(st: _State, i: int) -> bool:
        """An eponym in the possessive that owns nothing, in a list or at the end of a
        clause ("Dx: Hashimoto's, Graves'", "hx of Crohn's."): the disease, not a
        person; "Graves' wife" and "Dr. Graves's note" stay open to the name steps."""
        if not _any_possessive(st, i):
            return False
        if not st.initcap[i] or (i > 0 and st.roles[i - 1] == _TITLE):
            return False
        j = i + 1
        return j == len(st.keys) or st.gaps[j] in (_G_BREAK, _G_COMMA) or st.keys[j] in (
            "and", "or")

    # -- step 1: context ----------------------------------------------------------------
    #: The fields of a doctorate written after "Dr." in German-speaking countries ("Dr.
    #: med.", "Dr. rer. nat.", "Dr. med. dent.") and in Poland ("dr hab."): part of the
    #: title, no name.
    _DEGREE_FIELDS: Final = frozenset(words(
        "med rer nat dent vet phil habil hab univ jur pharm sc"))

    def _context(self, st: _State) -> None:
        keys, roles, gaps = st.keys, st.roles, st.gaps
        n = len(keys)
        relation, contact = self.RELATION_CUES, self.CONTACT_CUES
        triggers = self._context_triggers
        for i in sorted({*st.at_keys(triggers), *_indexes(roles, _SUFFIX)}):
            role = roles[i]
            key = keys[i]
            if key in self.DEMOGRAPHIC_VERBS and self._age_subject(st, i):
                # "Theo is a 45M", "Hope is a 72 yo F": the subject of an age line
                st.mark(i - 1, _EV_CONTEXT, "subject of an age", 0.85)
                roles[i - 1] = _NAME
            if key in self._INVERTED_LABELS and i + 1 < n:
                end = self._inverted_form_value(st, i + 1)
                for m in range(i + 1, end):
                    st.mark(m, _EV_CONTEXT, "form label+name", 0.85)
                    roles[m] = _NAME
            if key in self.NEWBORN_WORDS:
                self._newborn(st, i)
            elif ((key == "is" and i > 0 and keys[i - 1] == "this") or key in ("its", "it's")
                  ) and i + 1 < n and gaps[i + 1] == _G_SPACE and (
                    (key == "is" and self._person_word(st, i + 1))
                    or self._greeted_caller(st, i - (key == "is"), i + 1)):
                # "Hi, this is Bill Young, calling about": a caller says who is speaking
                st.mark(i + 1, _EV_CONTEXT, "caller+name", 0.85)
                roles[i + 1] = _NAME
                self._continuation(st, i + 1, "caller+name")
            elif (key in self._THANKS or (key == "you" and i > 0 and keys[i - 1] == "thank")
                  ) and i + 1 < n and gaps[i + 1] == _G_SPACE and self._thanked(st, i + 1):
                # "ok thx bree.", "Thank you Marisol!": whom a message thanks
                st.mark(i + 1, _EV_CONTEXT, "thanked+name", 0.8)
                roles[i + 1] = _NAME
            elif key in self._SALUTATIONS and i + 1 < n and gaps[i + 1] == _G_SPACE and (
                    self._greeted(st, i + 1)):
                # "Hi BILL, this is ...", "Hello Summer!": whom a message greets
                st.mark(i + 1, _EV_CONTEXT, "greeted+name", 0.85)
                roles[i + 1] = _NAME
            elif role == _TITLE:
                if i + 1 < n and gaps[i + 1] in (_G_SPACE, _G_DOT, _G_TIGHTDOT):
                    # "Ms. Amber Stone": written "Mr"/"Ms" on a mixed-case line, the
                    # title is no abbreviation (those are "MR", "MS").
                    plain = st.line_informative[i] and st.words[i].text in ("Mr", "Ms")
                    # "teacher mr. bill page": typed in lower case with its period, before
                    # a word in lower case and after no number ("QRS 96 ms. then")
                    plain = plain or (
                        st.line_informative[i] and st.words[i].text in ("mr", "ms")
                        and gaps[i + 1] == _G_DOT and st.words[i + 1].text.islower()
                        and not (i > 0 and st.words[i - 1].text[-1:].isdigit()))
                    # "Miss Hope was seen": the verb is no title written with a capital
                    # before a capitalised word, mid-sentence or opening one
                    plain = plain or (st.line_informative[i] and st.words[i].text == "Miss"
                                      and st.capitalised(i + 1))
                    # "Deputy Medical Examiner": after a rank, an English word that no
                    # name table holds is the office's, no surname
                    after = st.infos[i + 1]
                    office = key in self.RANK_TITLES and after is not None and not (
                        after.known or after.unknown)
                    j = i + 1
                    while key in ("dr", "drs", "prof") and j + 1 < n and (
                            keys[j] in self._DEGREE_FIELDS or (
                                keys[j] == "n" and keys[j + 1] in self._DEGREE_FIELDS)) and (
                            gaps[j + 1] == _G_DOT):
                        # "Dr. med. R. Oltmanns", "Dr. rer. nat. Hanna Vogt", "dr n. med.
                        # Barbara Lis" (Polish: doctor of medical sciences)
                        j += 1
                    if key == "dott" and j + 1 < n and keys[j] == "ssa" and (
                            st.gap_text[j] == "."):
                        j += 1  # "dott.ssa m. ricci": the Italian title of a woman doctor
                    # "no DR. Foot screen low risk": a finding denied, written in
                    # capitals (diabetic retinopathy, mitral regurgitation), no title
                    denied = i > 0 and keys[i - 1] in ("no", "without") and (
                        st.words[i].text.isupper())
                    # "chaplain Fr. Will": after a word of the clergy "Fr." is a priest
                    plain = plain or (key == "fr" and i > 0 and keys[i - 1] in _CLERGY)
                    if not denied and not self._caps_code(st, i):
                        self._after_title(st, j, (key in self.AMBIGUOUS_TITLES
                                                  or office) and not plain)
            elif role == _SUFFIX:
                if key in self._GIVEN_CREDENTIALS and 0 < i < n - 1 and (
                        gaps[i] == gaps[i + 1] == _G_SPACE and roles[i - 1] == _NAME
                        and roles[i + 1] in (_NAME, _PARTICLE)):
                    roles[i] = _NAME  # "NURUL AIN BINTI ZAKARIA": a given name inside one
                elif _regex.match(_ZIP_AFTER, st.text, st.words[i].end) is not None or (
                        key in self.CAPITALS_ONLY_SUFFIXES and not st.words[i].text.isupper()):
                    # "Glenarden, MD 20706": a state and its ZIP code, no credential;
                    # "Revoir en janvier": French, no enrolled nurse
                    pass
                elif i > 1 and keys[i - 1] in self._SHIFT_ROLES and self._in_parentheses(
                        st, i - 1, i) and (self._person_word(st, i - 2) or self._first_name_only(
                            st, i - 2)) and not _spells_words_before(st, i - 1):
                    # "handed off to faith (charge rn)": the shift inside the brackets
                    st.mark(i - 2, _EV_CONTEXT, "name+credential", 0.85)
                    roles[i - 2] = _NAME
                elif i > 0 and gaps[i] in (_G_SPACE, _G_COMMA, _G_DOTCOMMA):
                    if roles[i - 1] != _SUFFIX:  # "MD FRCP": the first one reads back
                        self._before_suffix(st, i - 1, key in self.WEAK_SUFFIXES)
                elif self._in_parentheses(st, i, i) and self._pair_before(st, i):
                    # "Amber Page (CNA)", "page, amber (CNA)": the two words before
                    for m in (i - 2, i - 1):
                        st.mark(m, _EV_CONTEXT, "name+credential", 0.85)
                        roles[m] = _NAME
                elif self._in_parentheses(st, i, i) and (
                        self._person_word(st, i - 1) or self._given_with(st, i - 1)) and (
                        not _spells_words_before(st, i)):  # "SOCIAL WORK (SW)"
                    st.mark(i - 1, _EV_CONTEXT, "name+credential", 0.85)  # "Rose (RN)"
                    roles[i - 1] = _NAME
                # "per md Saeed", "NP CAROL made aware": the role names the person after;
                # "charge rn bill aware": a first name that is told
                # ("Per policy.\nRN Brown evaluated", "let nurse know. rn joanne pike
                # called": after a break or a sentence's period the credential is no one's
                # before it, though a cue took the word there)
                if (i + 1 < n and gaps[i + 1] == _G_SPACE and (
                        i == 0 or roles[i - 1] != _NAME or keys[i - 1] in self._SHIFT_ROLES
                        or gaps[i] == _G_BREAK or (
                            gaps[i] == _G_DOT and st.gap_text[i] == ". "))
                        and key not in self.GENERATIONS and (
                            # ("PA-C    MA: Yesenia": a column's gap after a hyphened
                            # credential parts it from the next field)
                            st.gap_text[i + 1] == " "
                            or not _hyphened_letter_of_credential(st, i)) and (
                            self._cue_target(st, i + 1) or self._told_first_name(st, i + 1))):
                    st.mark(i + 1, _EV_CONTEXT, "role+name", 0.85)
                    roles[i + 1] = _NAME
                    self._continuation(st, i + 1, "role+name")
            elif key in self._NURSING_ROLE_LETTERS and i + 1 < n and (
                    st.words[i].text.isupper() and st.gap_text[i + 1] == " "
                    and st.words[i + 1].text.islower() and self._listed_given(keys[i + 1])
                    and self._cue_target(st, i + 1)):
                # "Handover to SNOD aoife r.": a role's letters, as a credential, before
                # its holder's given name in lower case
                st.mark(i + 1, _EV_CONTEXT, "role+name", 0.85)
                roles[i + 1] = _NAME
                self._continuation(st, i + 1, "role+name")
            elif key == "pt" and self._in_parentheses(st, i, i):
                self._before_relation(st, i - 1)  # "Crystal (pt) shared"
            elif key in self._BRACKETED_ROLES and self._in_parentheses(st, i, i):
                self._before_relation(st, i - 1)  # "w/ matteo (guide)"
            elif key in self._CHILD_WORDS and self._in_parentheses(st, i, i):
                self._before_relation(st, i - 1)  # "Kahu (boy)"
            elif key in self._CHILD_WORDS and i > 1 and keys[i - 1] in self._CHILD_WORDS and (
                    self._in_parentheses(st, i - 1, i)):
                self._before_relation(st, i - 2)  # "Kahu (baby boy)"
            elif key in self.POST_CUES:
                # "BEA TURA AWARE", "W. MAROTTA AWARE": someone who is told
                j = i - 1
                if j >= 0 and gaps[i] == _G_SPACE and roles[j] == _NAME and self._cue_target(
                        st, j) and not st.informative[j]:
                    st.mark(j, _EV_CONTEXT, "name+aware", 0.8)
            elif ((key in self.CONTACT_VERBS or key in self.AUTHOR_VERBS
                   or key in self._LOGIN_LABELS) and i + 1 < n
                  and st.gap_text[i + 1].strip(" \t") == ":"
                  and self._login(st.words[i + 1].text, labelled=True)
                  and not self._verb_in_sentence(st, i)):
                # "Cosigned: mkhan", "Verified: JSMITH": a signer's user name after a label
                # ("Submitted By: ccaruso", "Assignee: hbegay"); "immunostains performed:
                # PRAME" is a sentence's verb before what was found
                st.mark(i + 1, _EV_CONTEXT, "user name after cue", 0.8)
                roles[i + 1] = _NAME
                if st.words[i + 1].text.islower() and self._listed_given(keys[i + 1]):
                    # a given name typed in lower case goes on with its surname
                    # ("Verified: sarah odonnell, clinical pharmacist")
                    self._continuation(st, i + 1, "user name after cue")
            elif key in self._USER_LABELS and i + 1 < n and _cue_gap(st.gap_text[i + 1]) and (
                    self._login(st.words[i + 1].text, labelled=True)):
                # "Printed ... by user TBEGAY", "login: mxvang88"
                st.mark(i + 1, _EV_CONTEXT, "user name after cue", 0.8)
                roles[i + 1] = _NAME
            elif key == "by" and i + 1 < n and st.gap_text[i + 1] == " " and self._login(
                    st.words[i + 1].text):
                # "exported by kbrennan 04/03 for chart", "collected by mtruong (per
                # label)": an initial and a known surname in one word is a user anywhere
                st.mark(i + 1, _EV_CONTEXT, "user name after cue", 0.8)
                roles[i + 1] = _NAME
            elif key == "by" and self._user_closing_line(st, i):
                # "Log updated 2025-07-18 by jokwuosa": a record's stamp ends in its user
                st.mark(i + 1, _EV_CONTEXT, "user name after cue", 0.8)
                roles[i + 1] = _NAME
            elif key == "by" and self._user_before_role(st, i + 1):
                # "Case entered by: kvos (fellow)": a word no table knows, then its role
                st.mark(i + 1, _EV_CONTEXT, "user name after cue", 0.8)
                roles[i + 1] = _NAME
            elif key in self.FORM_CUES:
                j = i + 1
                if j < n and _cue_gap(st.gap_text[j]) and self._form_target(st, j):
                    st.mark(j, _EV_CONTEXT, "form label+name", 0.85)
                    roles[j] = _NAME
                    self._continuation(st, j, "form label+name")
                elif j < n and key == "pt" and st.gap_text[j] == " " and (
                        self._lower_pair(st, j, everyday=True, unlisted=True)
                        or self._lower_pair(st, j, everyday=True, open_ended=True)):
                    # "pt marcus oyelaran, prefers", "call to pt shirley jones at home": a
                    # given name and a surname typed in lower case, as after "patient"
                    st.mark(j, _EV_CONTEXT, "form label+name", 0.85)
                    roles[j] = _NAME
                    self._continuation(st, j, "form label+name")
                elif j < n and key in self._NAME_FORM_LABELS:
                    self._mark_caps_form_value(st, j)
            elif (key in relation and not self._group_as_org(st, i)
                  and not _any_possessive(st, i)) or key in contact or (
                    i > 0 and ((key in self.CONTACT_LINKS and keys[i - 1] in self.CONTACT_VERBS)
                               or (key == "by" and keys[i - 1] in self.AUTHOR_VERBS)
                               or self._cue_pair(st, i)
                               or self._talked_with(st, i))):
                j = i + 1
                if key in relation and j + 1 < n and st.gap_text[j] == " (" and (
                        st.gap_text[j + 1].startswith("):")):
                    j += 1  # "Interpreter (Hmong): Xee": the role's language between
                elif key in ("neighbor", "neighbour") and j + 1 < n:
                    # "neighbour next door Rose", "neighbor upstairs Faith": where
                    # the neighbour lives, between
                    if keys[j] in ("upstairs", "downstairs"):
                        j += 1
                    elif keys[j] == "next" and keys[j + 1] == "door":
                        j += 2
                elif key == "by" and j + 1 < n and keys[j] in self._STAFF_ROLES and (
                        st.gaps[j + 1] == _G_SPACE and st.words[j + 1].text.islower()):
                    j += 1  # "entered by MA hope.": the role before the person
                named = key in relation or (i > 0 and self._cue_pair(st, i))
                # "Spoke with Summer", "talked w/ Hope": one talks with a person, so a
                # capitalised word mid-sentence that is more often a name than not
                # names one ("spoke with Case Management", "with Chaplain" stay)
                inf_j = st.infos[j] if j < n else None
                talked = inf_j is not None and self._talked_with(st, i) and st.capitalised(
                    j) and inf_j.lr >= self.TALKED_WITH_LR
                # (a nurse's title abroad is no name: "nurse Hemş. F.Ö.")
                if j < n and (_cue_gap(st.gap_text[j]) or talked) and (
                        keys[j] not in self._NURSE_TITLES_ABROAD) and (
                        self._cue_target(st, j, named or talked)
                        or (key in self.KIN_CUES and self._kin_first_name(st, j))):
                    why = "relation+name" if key in relation else "contact+name"
                    st.mark(j, _EV_CONTEXT, why, 0.85)
                    roles[j] = _NAME
                    end = self._continuation(st, j, why)
                    if key in self._PLURAL_KIN:
                        self._coordinated_names(st, end)
                    elif key in contact and self._cue_signs_as_given(st, i, end):
                        st.mark(i, _EV_CONTEXT, "given name+surname+credential", 0.85)
                        roles[i] = _NAME
                elif key == "patient" and j < n and not st.evidence[j]:
                    self._mark_caps_form_value(st, j)  # "Patient: TAN AH KOW   NRIC: ..."
                elif (j < n and key in self.CONTACT_LINKS and _cue_gap(st.gap_text[j])
                      and self._login(st.words[j].text)):
                    st.mark(j, _EV_CONTEXT, "user name after cue", 0.8)
                    roles[j] = _NAME
                if key in relation and self._in_parentheses(st, i, i) and (
                        not _spells_words_before(st, i)):  # "Social Work (SW)"
                    self._before_relation(st, i - 1)
                elif key in relation and i > 1 and keys[i - 1] in self._OWNERS and (
                        self._in_parentheses(st, i - 1, i)) and self._person_word(st, i - 2):
                    st.mark(i - 2, _EV_CONTEXT, "name+relation", 0.85)  # "Will (pt's son)"
                    roles[i - 2] = _NAME
                elif key in relation and i > 1 and st.gaps[i] == _G_SPACE and (
                        self._in_parentheses(st, i - 1, i)) and self._role_qualifier(st, i - 1):
                    # "Nkemelu (cardiology fellow)", "Tavita (older brother)": a word of
                    # the service or the kind before the role in the brackets
                    self._before_relation(st, i - 2)

    def _role_qualifier(self, st: _State, k: int) -> bool:
        """Word ``k`` qualifies a role after it: a department, a word in lower case that
        is no name found, or two to four capitals ("cardiology fellow", "ED resident",
        "older brother")."""
        word = st.words[k].text
        return st.keys[k] in self._DEPARTMENTS or (
            word.islower() and not st.evidence[k]) or _capitals(word, 2, 4)

    #: Verbs of talking: "with" after them introduces a person.
    _TALK_VERBS: Final = frozenset(words("""
        spoke speak speaking spoken talked talk talking met meet meeting chatted"""))
    #: ... those after which "to" names whom one spoke to, as "with" does.
    _SPEAK_VERBS: Final = frozenset(words("spoke speak speaking spoken talked talk talking"))
    #: The likelihood ratio above which an everyday word after "spoke with" is a name.
    TALKED_WITH_LR: Final = 0.5

    #: Disciplines written in capitals after a signer's name as a credential ("Page
    #: Lindqvist, PT, DPT"); elsewhere they are the patient and a therapy.
    _DISCIPLINE_CREDENTIALS: Final = frozenset(words("pt ot"))

    def _cue_signs_as_given(self, st: _State, i: int, end: int) -> bool:
        """The cue ``i`` opens its line (or a log entry after its time) capitalised, is a
        given name, and the name read after it closes with a comma and a credential
        ("Page Whitcombe, OTR/L", "09:31  Page Morrison, RN"): a signature's given name,
        no request to page someone. "Per Smith, MD" says whose
        plan it is. "PT" and "OT" count as credentials where the line ends after them or
        another credential follows ("Page Lindqvist, PT, DPT"; not "Page Lindqvist, PT
        re: schedule")."""
        n = len(st.keys)
        if not (st.keys[i] != "per" and end < n and st.gaps[end] in (_G_COMMA, _G_DOTCOMMA)
                and st.initcap[i] and (_opens_item(st, i) or _after_clock(st, i))
                and self.lexicon.first_count(st.keys[i]) > 0):
            return False
        if st.roles[end] == _SUFFIX:
            return True
        return st.keys[end] in self._DISCIPLINE_CREDENTIALS and st.words[end].text.isupper() and (
            end + 1 == n or "\n" in st.gap_text[end + 1] or (
                st.gaps[end + 1] == _G_COMMA and st.roles[end + 1] == _SUFFIX))

    @classmethod
    def _talked_with(cls, st: _State, i: int) -> bool:
        """Word ``i`` is "with" or "w/" right after a verb of talking ("Spoke w/ ..."), or
        "to" after one that speaks ("spoke to Huw")."""
        if i == 0 or st.keys[i - 1] not in cls._TALK_VERBS or st.gaps[i] != _G_SPACE:
            return False
        if st.keys[i] == "to":
            return st.keys[i - 1] in cls._SPEAK_VERBS
        return st.keys[i] == "with" or (
            st.keys[i] == "w" and i + 1 < len(st.keys) and st.gap_text[i + 1] in ("/ ", "/"))

    #: Roles of a log entry's user between its time and its user name ("09:14 agent
    #: jrodriguez2:").
    _STAMP_ROLES: Final = frozenset(words("agent user rep operator clerk staff scheduler"))

    def _role_after_clock(self, st: _State, i: int) -> bool:
        """Word ``i`` is a log entry's role of its user right after a clock time ("09:14
        agent")."""
        return st.keys[i] in self._STAMP_ROLES and st.gap_text[i + 1] == " " and (
            _after_clock(st, i))

    #: The last parts of a document's name: one before a stamp is a file, no user's
    #: handle ("scan.pdf 14/08/2024 10:45").
    _FILE_EXTENSIONS: Final = frozenset(words("""
        pdf doc docx txt rtf jpg jpeg png gif tif tiff bmp xls xlsx csv xml htm html dcm
        zip wav mp3 mp4 mov hl7 json log"""))

    def _handles_before_dated_clocks(self, st: _State) -> None:
        """A user's handle before the date, with its year, and the clock time that a
        system stamped, after a label's colon, a bracket, a line's start or a word for
        who acted ("eHIMS: shogunawardena 14/08/2024 10:45", "HMIS entry: pgr_htariq
        17/01/2025 03:40", "released electronically: oeztuerk.m 11.09.2024 15:42", "note
        by rn_dsinclair 23/01/2025 16:05"). Its parts may be joined by dots or
        underscores; one of them is no word any list holds, and a document's name
        ("scan.pdf") is no handle. (Found from the stamps, which are rare, backwards.)"""
        text = st.text
        for m in _regex.finditer(_DATED_CLOCK, text):
            end = m.start()
            begin = end
            while begin > 0 and end - begin <= 40 and (
                    text[begin - 1].isalnum() or text[begin - 1] in "._"):
                begin -= 1
            handle = text[begin:end]
            if not (3 <= len(handle) <= 40 and handle.isascii() and handle[0].islower()
                    and handle[-1].isalnum() and handle == handle.lower()):
                continue
            j = st.word_starting_at(begin)
            if j < 0:
                continue
            if not self._handle_opened(text[max(0, begin - 30):begin], self._STAMP_OPENERS):
                continue
            parts = handle.replace("_", ".").split(".")
            if parts[-1] in self._FILE_EXTENSIONS or any(p == "" for p in parts):
                continue
            if len(parts) == 1:
                inf = self.info(_user_letters(handle) or handle)
                if not (self._login(handle, labelled=True, unlisted=True) or (
                        inf.unknown and not (inf.protected or inf.clinical))):
                    continue
            elif not self._any_unlisted_part(parts) and not (
                    # (a word and someone's letters joined by an underscore: "praxis_ky")
                    "_" in handle and len(parts) == 2 and any(
                        2 <= len(p) <= 3 and p.isalpha() and not _function_or_clinical(
                            self.info(p)) for p in parts)):
                continue
            _mark_handle(st, j, end, "user name before a dated stamp")

    def _any_unlisted_part(self, parts: list[str]) -> bool:
        """One of a handle's parts, of three letters or more (digits after them
        aside), is no word any list holds (``_unlisted_part``), or is a name with digits
        after it that no list holds as a word ("nurse_priya07")."""
        for part in parts:
            letters = part.rstrip("0123456789")
            if len(letters) < 3 or not letters.isalpha():
                continue
            if self._unlisted_part(letters):
                return True
            inf = self.info(letters)
            if letters != part and _known_name_word(inf) and not (
                    inf.everyday or inf.clinical):
                return True
        return False

    #: A system's words before a user's given name in a handle ("admin.rina").
    _HANDLE_PREFIXES: Final = frozenset(words("admin adm usr user staff dr nurse"))

    def _clear_given_part(self, part: str, other: str) -> bool:
        """A handle's ``part`` is a given name many bear that is no English, clinical or
        function word, and ``other`` is one or two letters or a system's prefix."""
        if not (part.isalpha() and len(part) >= 3 and other.isalpha() and (
                len(other) <= 2 or other in self._HANDLE_PREFIXES)):
            return False
        inf = self.info(part)
        return self._listed_given(part) and not (
            inf.common or inf.clinical or inf.function or inf.everyday or inf.protected)

    def _unlisted_part(self, part: str) -> bool:
        """A handle's part is no word any list holds, nor one the protect list keeps."""
        inf = self.info(part)
        return inf.unknown and not inf.protected

    def _lower_initialled_after_credentials(self, st: _State) -> None:
        """"w/ NP j. fiddler 15:00": a credential in capitals, then a lower-case initial
        and a surname, read as after a role's label ("RN: k.moreau")."""
        for i in st.at_keys(self._CREDENTIALS, 0, len(st.words) - 2):
            if st.gap_text[i + 1] == " " and st.words[i].text.isupper() and (
                    not st.evidence[i + 1]):
                self._lower_initialled_login(st, i + 1)

    #: Words of how a role is held, between "by" and the role ("by locum tech ania").
    _ROLE_TENURES: Final = frozenset(words("locum agency bank relief student duty"))
    #: Staff words after which a given name and a surname typed in lower case are that
    #: colleague's ("orthoptist bella oyelaran."), with a postgraduate resident's
    #: letters.
    _LOWER_NAME_ROLES: Final = _STAFF_WORDS | _FIELD_ROLES | _NURSING_ROLE_LETTERS | (
        _NURSE_LETTERS) | frozenset(words("pgr coord"))
    #: Roles written short with their period before such a name: a nurse and a
    #: technician in Spanish, Portuguese and French, a dietitian in French, a specialist,
    #: a coordinator ("téc. enf. joana pires", "diét. claire bouvier", "peer support spec.
    #: darnell hughes").
    _DOTTED_LOWER_NAME_ROLES: Final = frozenset(words("enf enfa téc tec diét spec coord"))
    _ANY_LOWER_NAME_ROLES: Final = _LOWER_NAME_ROLES | _DOTTED_LOWER_NAME_ROLES

    #: The likelihood ratio from which a listed surname in lower case after a role and
    #: a given name counts, and from which it vouches for a given name that is also a
    #: frequent word.
    ROLE_SURNAME_MIN_LR: Final = 2.0
    ROLE_SURNAME_STRONG_LR: Final = 5.0

    def _told_or_acting_after(self, st: _State, k: int) -> bool:
        """The word after word ``k`` says a person acts, is told or is there ("DON m.
        kavanagh aware.", "RN j. obi reviewed")."""
        return self._acts_after(st, k) or _lower_word_after(st, k) in self._TOLD_AFTER_LETTERS

    def _acts_after(self, st: _State, k: int) -> bool:
        """The word after word ``k``, one blank on, is a verb of the person acting in lower
        case: one that reports on someone or one of ``_ACTING_VERBS``."""
        nxt = _lower_word_after(st, k)
        return nxt in self.SUBJECT_VERBS or nxt in self._ACTING_VERBS

    def _lower_name_after_role(self, st: _State) -> None:
        """A given name and a surname in lower case right after a staff role or a
        credential, before the clause closes, a bracket, a slash, a dash or a verb of the
        person acting ("Fields by orthoptist bella oyelaran.", "HCA annag macaulay visiting",
        "care coordinator may okafor (tel ...)", "PGR hamza tariq / SR"): a word many
        bear as a given name, or one no list holds, then a word no list holds or a name
        likelier than a word; a given name that is also a frequent word only before a
        surname far likelier ("nurse may call back" stays)."""
        words, keys, infos, n = st.words, st.keys, st.infos, len(st.words)
        for i in st.at_keys(self._ANY_LOWER_NAME_ROLES, 0, n - 2):
            j, k = i + 1, i + 2
            if not ((st.gap_text[j] == " " and keys[i] in self._LOWER_NAME_ROLES) or (
                    st.gap_text[j] == ". " and keys[i] in self._DOTTED_LOWER_NAME_ROLES)) or (
                    st.gap_text[k] != " ") or st.evidence[j] or (
                    st.evidence[k]) or not (words[j].text.isalpha() and words[j].text.islower()
                                            and words[k].text.isalpha()
                                            and words[k].text.islower()):
                continue
            given, surname = infos[j], infos[k]
            if given is None or given.function or given.clinical:
                continue
            end = words[k].end
            if len(keys[k]) == 1 and self._strong_lower_given(keys[j], given) and (
                    closes_clause(st.text, end, "\r\n,;)|")):
                # "interns brian k, Faith Chebet": a given name many bear and few words
                # match, then the surname's initial
                for m in (j, k):
                    st.mark(m, _EV_CONTEXT, "name in lower case after a role", 0.8)
                    st.roles[m] = _NAME
                continue
            if surname is None or surname.function or surname.clinical or surname.protected or (
                    surname.common or len(keys[k]) < 3):
                continue
            strange = surname.unknown and self._namelike(keys[k], surname)
            listed = surname.known and surname.lr >= self.ROLE_SURNAME_MIN_LR
            if not (strange or listed):
                continue
            if not ((self.lexicon.first_count(keys[j]) >= self.KIN_FIRST_NAME_MIN and (
                    not given.common or strange or surname.lr >= self.ROLE_SURNAME_STRONG_LR))
                    or (given.unknown and self._namelike(keys[j], given, typos=False)
                        and listed)):
                continue
            nxt = keys[k + 1] if k + 1 < n and st.gap_text[k + 1] == " " else ""
            # (a name and a surname both far likelier than words need no end after them:
            # "Lab (ssk eva blom tog prover)")
            if (given.lr >= self.ROLE_SURNAME_STRONG_LR and not given.common and listed
                    and surname.lr >= self.ROLE_SURNAME_STRONG_LR and not surname.everyday) or (
                    closes_clause(st.text, end, "\r\n,;.)|:")) or st.text.startswith(
                    (" (", " /", " -"), end) or self._acts_after(st, k) or (
                    nxt.endswith("ing") and len(nxt) > 5 and words[k + 1].text.islower()):
                for m in (j, k):
                    st.mark(m, _EV_CONTEXT, "name in lower case after a role", 0.8)
                    st.roles[m] = _NAME

    def _lower_surname_first_in_cell(self, st: _State) -> None:
        """A cell of a table or a worklist holding only a surname, a comma and a given
        name or its initial, all in lower case ("| bunting, w |", "| de la cruz, rommel /
        M0102286 |", "RX4418711  o'sullivan, ciarán (00877120)"): the surname, its
        particles with it, no common, clinical or function word; the given name one
        borne mostly as a given name, or a letter ("| pain, mild |" and "| left, upper
        |" stay)."""
        words, keys, gaps_text, n = st.words, st.keys, st.gap_text, len(st.words)
        for k in _indexes(gaps_text, ", "):
            if k < 1 or k >= n or st.evidence[k] or st.evidence[k - 1]:
                continue
            given, surname = words[k].text, words[k - 1].text
            ginf, sinf = st.infos[k], st.infos[k - 1]
            if not (given.isalpha() and given.islower() and surname.islower()) or (
                    sinf is None or sinf.common or sinf.clinical or sinf.function
                    or len(keys[k - 1]) < 2 or not keys[k - 1].replace("'", "").isalpha()):
                continue
            if not (len(given) == 1 or (ginf is not None and not (
                    ginf.common or ginf.clinical or ginf.function)
                    and self._mostly_first_name(fold_accents(keys[k])))):
                continue
            first = k - 1
            while first > 0 and st.gaps[first] == _G_SPACE and st.roles[first - 1] == (
                    _PARTICLE) and words[first - 1].text.islower():
                first -= 1
            after = gaps_text[k + 1] if k + 1 < n else "\n"
            if not (first == 0 or _closes_field(gaps_text[first])) or not (
                    _closes_field(after) or after.strip(" \t") in ("/", "(")):
                continue
            for m in range(first, k + 1):
                st.mark(m, _EV_CONTEXT, "surname and given name in a cell", 0.8)
                st.roles[m] = _NAME

    def _lower_owner_of_relative(self, st: _State) -> None:
        """A word in lower case in the possessive before a relative or a carer is the
        person whose they are: a word borne mostly as a first name, everyday or not, and
        no common, clinical or function word ("minded by bernie's neighbour", "jack's
        mum"; "patient's son" and "will's son" stay)."""
        words, keys, n = st.words, st.keys, len(st.words)
        for j in range(n - 1):
            inf = st.infos[j]
            if not st.possessive[j] or st.evidence[j] or inf is None or (
                    st.gap_text[j + 1] != " " or keys[j + 1] not in self.RELATION_CUES):
                continue
            word = words[j].text
            if not (word.islower() and word[:-2].isalpha() and len(keys[j]) >= 3) or (
                    inf.common or inf.clinical or inf.function or inf.protected) or not (
                    self._mostly_first_name(keys[j])):
                continue
            st.mark(j, _EV_CONTEXT, "given name owning a relative", 0.8)
            st.roles[j] = _NAME

    def _lower_names_before_roles(self, st: _State) -> None:
        """A word in lower case opening a list's item, before a staff role or a
        credential in brackets, is the person: a given name the tables list or a word no
        table knows or one likelier a name than a word, neither an everyday, clinical or
        function word ("Present: K. Osei (PT), lindiwe (OT), ...", "Vaccinators: A.
        Marchetti RN, deepa (pharm tech)"; "insulin (RN to give)" and "meds
        (pharmacist)" stay)."""
        words, gaps_text = st.words, st.gap_text
        for j in [k - 1 for k in _indexes(gaps_text, " (") if k >= 1]:
            word, inf = words[j].text, st.infos[j]
            if st.evidence[j] or inf is None or not (
                    word.isalpha() and word.islower() and 3 <= len(word) <= 14) or (
                    inf.function or inf.clinical or inf.common or inf.everyday):
                continue
            opener = gaps_text[j]
            if not (j == 0 or "\n" in opener or opener.rstrip(" \t")[-1:] in (",", ":", ";")):
                continue
            if not (inf.unknown or inf.lr >= 0.1 or self._listed_given(st.keys[j])) or not (
                    self._role_after(st, j)):
                continue
            st.mark(j, _EV_CONTEXT, "given name before a role in brackets", 0.8)
            st.roles[j] = _NAME

    def _logins_in_stamps(self, st: _State) -> None:
        """A user name built from a person's name (``_login``) where a system stamps its
        user: alone in brackets closing a line ("OUT (kdeshotel)"), or after a clock
        time and before a colon, as a log entry opens ("09/22 06:40  hbegay: Confirmed")."""
        words, gaps_text = st.words, st.gap_text
        for j, inf in enumerate(st.infos):
            # (a user name with digits has no word facts: "jmorrow2")
            if st.evidence[j] or (inf is not None and not inf.unknown):
                continue
            after = st.after(j)
            closed = gaps_text[j].endswith("(") and after.startswith(")") and (
                _ends_line(st, j, 1))
            line_end = _ends_line(st, j)
            # (blanks between the time and the user: "06:40  hbegay:"); the entry's
            # user may also close the line or stand before its role in parentheses
            # ("10/21/2024 08:14  jmorrow2 (Front Desk)")
            # (a role or a site after the user, joined to it: "10:31 kwestbrook_rn:")
            tail = after[:1] in ("_", ".") and _regex.match(
                _HANDLE_TAIL, st.text, words[j].end) is not None
            closes = after.startswith((":", " - ", " \u2013 ")) or tail or line_end or (
                after.lstrip(" \t").startswith("(") and _regex.match(
                    _ROLE_CLOSING_LINE, st.text, words[j].end) is not None)
            # (or the entry goes on in lower case, its user's act: "10:41 pnguyen4 slides
            # scanned", "11:09 mjoyce2 co-signed")
            # ("02:51 tjackson2 COSIGNED", "02:48 MBRENNAN4 FLOWSHEET FILED": a log
            # written in capitals)
            logged = (closes or (after in (" ", "  ") and j + 1 < len(words) and (
                words[j + 1].text[:1].islower() or (
                    words[j + 1].text.isupper() and words[j + 1].text.isalpha()
                    and len(words[j + 1].text) >= 3)))) and _after_clock(st, j)
            # (a 24-hour clock of four digits opening the line, or after the entry's
            # date, before the user and the entry's colon, perhaps with the user's
            # credential between: "0700 mreyes4: asleep", "08/30 0940 mpatel7 NNP:")
            credentialled = after == " " and j + 1 < len(words) and (
                st.keys[j + 1] in self._CREDENTIALS and words[j + 1].text.isupper()
                and st.after(j + 1).startswith(":"))
            logged = logged or ((after.startswith(":") or credentialled) and (
                _after_line_clock(st, j, dated=True)))
            # (or a four-digit clock where the line says it is a log, before the user's
            # act: "Event log: 0309 bjanssen printed transfer packet")
            logged = logged or (after == " " and j + 1 < len(words) and (
                words[j + 1].text.islower()) and _after_line_clock(st, j, logged=True))
            # closing the line, set off from what comes before: a flowsheet's comment
            # signed after a dash ("lactate 2.9 -RRAMANATHAN"), a line's event after a
            # dash between blanks ("note locked - rfitzgerald"), or a sentence after its
            # period ("taken - video DOT. rpatel7")
            set_off = line_end and ((gaps_text[j].endswith("-") and gaps_text[j][:-1].endswith(
                (" ", "\t")) and "--" not in gaps_text[j]) or gaps_text[j] in _SPACED_DASHES
                or (gaps_text[j] == ". " and j >= 1 and words[j - 1].text[-1:].isalpha()))
            # a second person after "and", a name or its credential before, closing the
            # clause ("confirmed by D. King, RN and mbeaulieu.")
            paired = j >= 2 and st.keys[j - 1] == "and" and gaps_text[j] == " " and (
                gaps_text[j - 1] == " ") and (self._found_name(st, j - 2) or (
                    st.keys[j - 2] in self._CREDENTIALS and j >= 3
                    and self._found_name(st, j - 3))) and closes_clause(st.text, words[j].end)
            # the stamp's place first: the user name's shape is the dearer test
            # (a log's user with no initial before a surname the tables hold, where the
            # line says it is a log: "TrakCare log: ... 10:10 zmthembu obs reviewed")
            if (closed or logged or set_off or paired) and (self._login(words[j].text) or (
                    logged and _plain_user(words[j].text, inf) and inf is not None
                    and self._namelike(st.keys[j], inf) and _regex.search(
                        _LOG_LABEL_ON_LINE, st.text[st.text.rfind("\n", 0, words[j].start)
                                                    + 1:words[j].start]) is not None)):
                for k in (j, j + 1) if tail and logged else (j,):
                    st.mark(k, _EV_CONTEXT, "user name in a system's stamp", 0.8)
                    st.roles[k] = _NAME
            elif line_end and j >= 1 and st.keys[j - 1] in self._SIGNING and (
                    gaps_text[j].strip(" \t") in ("", ":")) and (
                    self._login(words[j].text, labelled=True) or _plain_user(words[j].text, inf)):
                # "kontrasignert marlkvi", "signed: jokwuosa": who signed, closing the line
                st.mark(j, _EV_CONTEXT, "user name in a system's stamp", 0.8)
                st.roles[j] = _NAME
            elif j >= 2 and gaps_text[j] == gaps_text[j - 1] == " " and (
                    st.keys[j - 1] == "by" and st.keys[j - 2] in self._RECORD_VERBS) and (
                    self._login(words[j].text, labelled=True, unlisted=True)
                    or _plain_user(words[j].text, inf)):
                # "task created by jkerehoma in PalCare": a system's record names its user
                st.mark(j, _EV_CONTEXT, "user name in a system's stamp", 0.8)
                st.roles[j] = _NAME
            elif line_end and j >= 1 and gaps_text[j].strip(" \t") in ("", ":") and (
                    st.keys[j - 1] in _USER_WORDS_ABROAD or (
                        st.keys[j - 1] in self._CAPITAL_INITIAL_CREDENTIALS
                        and words[j - 1].text.isupper())) and (
                    self._login(words[j].text, labelled=True) or _plain_user(words[j].text, inf)):
                # "klo 13.55, käyttäjä heikkmik", "Endormie à 21h.   IDE pgalliot": the
                # user after the word for one abroad, or a nurse signing by credential
                st.mark(j, _EV_CONTEXT, "user name in a system's stamp", 0.8)
                st.roles[j] = _NAME
            elif _regex.fullmatch(_DIGITED_HANDLE, words[j].text) and _after_clock(st, j) and (
                    line_end or after.strip(" \t") == "/") and _before_on_line(
                    st, j, 6, lambda m: st.keys[m] in self._SIGNING):
                # "Signerad 2024-04-16 08:12 MOAL01 / provtagning": the signer's handle
                # after the time the signing word's stamp gives
                st.mark(j, _EV_CONTEXT, "user name in a system's stamp", 0.8)
                st.roles[j] = _NAME
            elif self._login_before_stamp(st, j):
                # "Audit: signed rtan04 16:52", "Tech log (sfaleolo 05:48)", "CMS print:
                # ngmk01 18-Mar-2024 14:02": a system's user, then when it acted
                st.mark(j, _EV_CONTEXT, "user name in a system's stamp", 0.8)
                st.roles[j] = _NAME
            elif after.startswith(":") and self._role_after_clock(st, j - 1) and (
                    self._login(words[j].text, labelled=True) or _plain_user(
                        words[j].text, inf)):
                # "2024-05-02 09:14 agent jrodriguez2: pt called": a log entry's time,
                # the role of its user, the user
                st.mark(j, _EV_CONTEXT, "user name in a system's stamp", 0.8)
                st.roles[j] = _NAME
            elif words[j].text[:1].islower() and self._login_in_place(st, j, j) and (
                    self._login(words[j].text) and self._surname_login(words[j].text)) and (
                    not self._unlisted_given_pair(st, j)):
                st.mark(j, _EV_CONTEXT, "user name in a person's place", 0.8)
                st.roles[j] = _NAME
            elif self._in_parentheses(st, j, j) and st.keys[j - 1] in self._LOGIN_ROLES and (
                    _plain_user(words[j].text, inf) and _glued_initial(words[j].text)):
                # "Scanning clerk (tngata)": after a role, in parentheses, letters that
                # open with an initial glued to the rest as no English word opens
                st.mark(j, _EV_CONTEXT, "user name in a person's place", 0.8)
                st.roles[j] = _NAME
        for j in range(1, len(st.keys) - 1):
            # "agent tsosie.l: returned call": a surname, a period and an initial, as the
            # user of a log entry after its time
            if gaps_text[j + 1] == "." and len(words[j + 1].text) == 1 and (
                    words[j + 1].text.islower() and words[j].text.islower()
                    and st.after(j + 1).startswith(":")
                    and self._role_after_clock(st, j - 1)
                    and self._dotted_login_part(st, j)):
                self._mark_initials(st, j, j + 2, "user name in a system's stamp")
            elif gaps_text[j + 1] in ("-", "_") and st.after(j + 1).startswith(":") and (
                    _after_clock(st, j) and self._prefixed_user(st, j + 1)):
                # "03/08 09:03 sched-lupe:", "08:15 rtech_acole:": after a log entry's
                # time, its user behind the letters of a role or a system
                st.mark(j + 1, _EV_CONTEXT, "user name in a system's stamp", 0.8)
                st.roles[j + 1] = _NAME
            elif gaps_text[j + 1] in ("_", ".") and self._two_part_handle_stamped(st, j):
                self._mark_initials(st, j, j + 2, "user name in a system's stamp")
        for j in range(2, len(st.keys)):
            # "k.nwachukwu", "r.ortiz-bloom": an initial, a period and a surname
            if gaps_text[j] != "." or len(words[j - 1].text) != 1 or not (
                    words[j - 1].text.islower() and words[j].text.islower()):
                continue
            k = _compound_last(st, j)
            if all(self._dotted_login_part(st, m) for m in range(j, k + 1)) and (
                    self._login_in_place(st, j - 1, k)):
                self._mark_initials(st, j - 1, k + 1, "user name in a person's place")

    #: Words of a system's record before the user who acted ("CMS print: ngmk01").
    _SYSTEM_RECORD_WORDS: Final = frozenset(words("""
        print printed entry entered saved locked audit logged updated edited created
        amended saisie saisi"""))
    #: Verbs of a system's record before "by" and the user who acted ("task created by
    #: jkerehoma in PalCare", "referral generated by mvasquezho;").
    _RECORD_VERBS: Final = _SYSTEM_RECORD_WORDS | frozenset(words("""
        generated acknowledged modified submitted uploaded scanned validated verified
        approved released transcribed assigned routed opened closed reopened"""))

    #: Words a blank parts from the user whose stamp follows: "by" in English and
    #: abroad, a signing or a record's word, a system's "user" abroad ("signed rtan04
    #: 16:52", "oleh azizi.kkbbb 08/03/2024").
    _STAMPED_USER_OPENERS: Final = frozenset({"by"}) | _SIGNING | _SYSTEM_RECORD_WORDS | (
        _BY_WORDS_ABROAD | _USER_WORDS_ABROAD)

    def _two_part_handle_stamped(self, st: _State, j: int) -> bool:
        """Words ``j`` and ``j + 1``, joined by an underscore or a period, are a user's
        handle of two parts before the date or time its system stamped, after "by", a
        signing or a record's word: a role's letters and the user ("Rx printed by
        recep_shazia 19:42"), or the user and a site's letters ("dikemaskini oleh
        azizi.kkbbb 08/03/2024"); or after a call centre's role, closing its field
        ("by call handler gwyn.h")."""
        words, m = st.words, j + 1
        if j < 1 or st.gap_text[j] != " " or not (
                words[j].text.islower() and words[m].text.islower()
                and words[j].text.isalnum() and words[m].text.isalnum()):
            return False
        opener = st.keys[j - 1]
        if not (opener in self._STAMPED_USER_OPENERS and _regex.match(
                _STAMP_AFTER_USER, st.text, words[m].end)) and not (
                opener in self._CALL_CENTRE_ROLES and (
                    _ends_line(st, m) or _closes_field(st.after(m)))):
            return False
        # (a surname found there already keeps its letters before: "dbh_ratnayake")
        return self._prefixed_user(st, m) or self._found_name(st, m) or (
            self._login(words[j].text, labelled=True) or _plain_user(words[j].text, st.infos[j])
            or self._plain_lower_given(st, j, protected_ok=False))

    def _login_before_stamp(self, st: _State, j: int) -> bool:
        """Word ``j`` is a user name before the date or time its system stamped: after a
        signing word, a record's word, a label's colon or an opening bracket ("signed
        rtan04 16:52", "(sfaleolo 05:48)", "TPC entry by drtanwl 07/05/2024"). A name's
        login as :meth:`_login` reads it, a surname no table holds after one initial, or
        letters no list holds as a word with one to three digits after them ("ngmk01").
        A record's verb may come between the user and the stamp ("EPR audit: wainwrk1
        created 02:51")."""
        word, gap = st.words[j].text, st.gap_text[j]
        if not word[:1].islower():
            return False
        end = st.words[j].end
        if not _regex.match(_STAMP_AFTER_USER, st.text, end) and not (
                j + 1 < len(st.words) and st.gap_text[j + 1] == " "
                and st.keys[j + 1] in self._RECORD_VERBS and st.words[j + 1].text.islower()
                and _regex.match(_STAMP_AFTER_USER, st.text, st.words[j + 1].end)) and not (
                (slashed := _regex.match(_SLASHED_HANDLE, st.text, end))
                and _regex.match(_STAMP_AFTER_USER, st.text, slashed.end())):
            return False
        key = st.keys[j - 1] if j else ""
        if j and gap.strip(" \t") == "/" and st.evidence[j - 1] and st.roles[j - 1] == _NAME and (
                _regex.fullmatch(_INITIALS_AND_DIGITS, st.words[j - 1].text)):
            # (a second user sharing the first one's stamp: "av hto033 / osa021 03:05")
            key, gap = "by", " "
        # (after "by" or a system's "user" in another language, a word no list holds:
        # "aangemaakt door pvdmeer 14-03 16:40", "opprettet av sirhau 20:14")
        abroad = gap == " " and (key in _BY_WORDS_ABROAD or key in _USER_WORDS_ABROAD)
        if not (gap.endswith("(") or (gap.strip(" \t") == ":" and (
                key in self._FIELD_LOGIN_LABELS or key in self._SYSTEM_RECORD_WORDS)) or (
                gap == " " and key in self._STAMPED_USER_OPENERS)):
            # (any word before a name's login: "embryologist jtanaka 14:05")
            return gap == " " and self._login(word)
        letters = _user_letters(word)
        if not letters:
            # (a user's initials and digits after "by" or a signing word: "signed by
            # lwj03 11:26"; letters with any sense stay, "given (abc12 16:52)")
            short = _regex.fullmatch(_INITIALS_AND_DIGITS, word)
            if short is None or gap != " " or key not in self._STAMPED_USER_OPENERS:
                return False
            inf = self.info(short.group(1))
            # (three digits or more make clinical or protected letters a handle too:
            # "av osa021")
            return not (inf.common or inf.function or ((inf.protected or inf.clinical)
                                                       and len(word) - len(short.group(1)) < 3))
        inf = self.info(letters)
        return self._login(word, labelled=True, unlisted=True) or (
            len(word) > len(letters) and inf.unknown and not (inf.protected or inf.clinical)
        ) or (abroad and _plain_user(word, st.infos[j]))

    def _prefixed_user(self, st: _State, j: int) -> bool:
        """Word ``j`` and the word before it, joined by a hyphen or an underscore, read
        as a role's or a system's letters and a user: the prefix two to eight lower-case
        letters, the user a user name (``_login`` as after a label, ``_plain_user``) or a
        given name in lower case that no list holds as an everyday or clinical word
        ("sched-lupe", "rtech_acole", "sched-tbell"; not "pre-op", "f_u")."""
        prefix, word, inf = st.words[j - 1].text, st.words[j].text, st.infos[j]
        if not (2 <= len(prefix) <= 8 and prefix.isalpha() and prefix.islower()) or not (
                word.islower()) or st.evidence[j]:
            return False
        return self._login(word, labelled=True) or _plain_user(word, inf) or (
            self._plain_lower_given(st, j, protected_ok=False))

    #: How many bearers the surname in a user name found by its place alone must have.
    LOGIN_SURNAME_MIN: Final = 100

    def _surname_login(self, word: str) -> bool:
        """The letters of user name ``word`` after its initials are a surname that many
        people bear, and the whole is no word the protect list holds ("mchavez"; not
        "ceclor", a drug, or "celular")."""
        letters = _user_letters(word)
        if not letters or self.info(letters).protected:
            return False
        return any(len(letters) - cut >= 3 + cut and self.lexicon.last_count(
            letters[cut:]) >= self.LOGIN_SURNAME_MIN for cut in (1, 2))

    def _dotted_login_part(self, st: _State, m: int) -> bool:
        """Word ``m`` of a user name written with a period after the initial: a surname
        no other list holds, or a word no list holds, perhaps with its digits
        ("nwachukwu", "buchanan2"; not "e.coli")."""
        key, inf = st.keys[m], st.infos[m]
        if inf is None and (key := _user_letters(st.words[m].text)):
            inf = self.info(key)
        return inf is not None and len(key) >= 3 and (
            (inf.unknown and len(key) >= 5)
            or (inf.known and not (inf.common or inf.clinical or inf.protected)))

    #: Credentials and roles a user name may follow ("RN bkowalczyk", "MA r.lindqvist",
    #: "clerk (tngata)").
    _LOGIN_ROLES: Final = _CREDENTIALS | _STAFF_ROLES | frozenset(words("""
        ma clerk scheduler registrar coder agent"""))

    #: Words after which a user name with its digits acts or attests, and the roles of
    #: a call centre's staff before theirs ("call handler gmcneill01").
    _CALL_CENTRE_ROLES: Final = frozenset(words("handler dispatcher operator controller"))
    _LOGIN_AGENTS: Final = frozenset(words("by witness witnessed")) | _CALL_CENTRE_ROLES

    def _login_in_place(self, st: _State, a: int, b: int) -> bool:
        """Words ``a`` to ``b`` stand where a person does in a system's text: alone in a
        table's cell ("PT    mchavez    --", "| hbenali (import) |"), after a credential
        ("RN bkowalczyk re-requested") or before one ("tkurosawa, PharmD"), after "by"
        or "witness" with its digits ("by jgrey4 / witness mosei2"), in
        parentheses before a comma ("(r.ortiz-bloom, Admitting, 1340)"), or filling a
        labelled field ("Minutes: jmathews  08/21/2024")."""
        before, after, n = st.gap_text[a], st.after(b), len(st.keys)
        if (a == 0 or "\n" in before or _wide_gap(before) or "|" in before) and (
                _closes_field(after) or _ends_line(st, b) or after.startswith(" (")):
            return True
        if before == " " and a > 0 and st.keys[a - 1] in self._LOGIN_ROLES:
            return True
        if before == " " and a > 0 and st.keys[a - 1] in self._LOGIN_AGENTS and (
                st.words[b].text[-1:].isdigit()):
            return True  # "verified by jgrey4 / witness mosei2": a user with its digits
        if b + 1 < n and st.keys[b + 1] in self._CREDENTIALS and st.gap_text[b + 1] == ", ":
            return True
        if before.endswith("(") and after[:1] in (")", ","):
            return True
        # (the field's stamp: a date or a time after the user)
        return before.strip(" \t") == ":" and before.endswith(" ") and _wide_gap(
            after) and b + 1 < n and st.words[b + 1].text[:1].isdigit()

    @staticmethod
    def _particles_to_found(st: _State, k: int) -> bool:
        """Words from ``k`` on are one or two particles in lower case and a found name,
        one blank apart."""
        m = k
        while m < len(st.words) and m - k < 2 and st.words[m].text in NameRecognizer.PARTICLES:
            m += 1
            if m < len(st.words) and st.gaps[m] == _G_SPACE and NameRecognizer._found_name(
                    st, m):
                return True
            if m < len(st.words) and st.gaps[m] != _G_SPACE:
                return False
        return False

    @staticmethod
    def _found_name(st: _State, i: int) -> bool:
        """Word ``i`` was found as a name by evidence, not merely read as one."""
        return st.evidence[i] > 0 and st.roles[i] == _NAME

    def _user_closing_line(self, st: _State, i: int) -> bool:
        """Word ``i`` is "by" and the word after it, the last of its line, is a user
        name: letters in one case (with up to three digits) that no list knows or only
        the name tables know, after a verb of writing or filing earlier on the line
        ("Log updated 2025-07-18 by jokwuosa"; "given by mouth" has a word, "signed by
        pt" an abbreviation)."""
        j = i + 1
        if j >= len(st.keys) or st.gap_text[j] != " ":
            return False
        letters = _user_letters(st.words[j].text)
        if not letters:
            # a user's initials and a number ("Rx printed by twj3")
            return _regex.fullmatch(_INITIALS_NUMBER_LOGIN, st.words[j].text) is not None and (
                self._closes_stamp(st, j)) and _before_on_line(
                    st, i, 6, lambda m: st.keys[m] in self._STAMP_VERBS)
        inf = self.info(letters)
        if not (inf.unknown or (inf.known and not inf.common and not inf.clinical)):
            return False
        if not self._closes_stamp(st, j):
            return False
        if _before_on_line(st, i, 6, lambda m: st.keys[m] in self._record_verbs):
            return True
        # "closed by staples" is a way of closing: after these verbs only a word no list
        # knows or one with digits is a user
        return (inf.unknown or letters != st.words[j].text.lower()) and _before_on_line(
            st, i, 6, lambda m: st.keys[m] in self._STAMP_VERBS)

    def _closes_stamp(self, st: _State, j: int) -> bool:
        """Word ``j`` closes its line, or only a mark or a date and a clock time (either
        first) follow it there ("Data entered KenyaEMR by jmakokha 04/03/26 14:52")."""
        end = st.words[j].end
        rest = st.text[end:end + 200].lstrip(" \t.").split("\n", 1)[0].strip()
        if rest.rstrip(".").lower() in self._CREDENTIALS and st.text[end:end + 1] == ".":
            rest = ""  # "by dwashington.rbt.": the user's credential after a dot
        return not rest or _regex.match(_STAMP_CLOSE, rest) is not None or (
            _regex.fullmatch(_STAMP_WHEN, rest) is not None)

    #: Verbs of a record's stamp besides those of writing ("Encounter closed by ryoung4",
    #: "Result acknowledged by tnguyen2").
    _STAMP_VERBS: Final = frozenset(words("""
        closed signed cosigned edited modified entered reviewed routed verified released
        resulted acknowledged sent updated printed exported faxed scanned uploaded
    """))

    #: Words for children, friends and mates, which also open the names of services and
    #: teams when written with a capital ("Kids First Pediatrics", "Children's North").
    _GROUP_CUES: Final = frozenset(words("""
        children kids grandchildren grandkids grandsons granddaughters stepchildren
        nieces nephews cousins twins friends mate buddy colleague colleagues housemate
        flatmate"""))

    def _group_as_org(self, st: _State, i: int) -> bool:
        """Word ``i`` is one of ``_GROUP_CUES`` in a possessive, or capitalised inside a
        sentence or before two more capitalised words ("Kids First Pediatrics"), where
        it opens a name rather than introducing people ("Mate Davo applied")."""
        if st.keys[i] not in self._GROUP_CUES:
            return False
        if _any_possessive(st, i):
            return True
        if not st.capitalised(i):
            return False
        titled = i + 2 < len(st.words) and all(
            st.capitalised(k) and st.gaps[k] == _G_SPACE for k in (i + 1, i + 2))
        return titled or not st.sentence_start[i]

    #: Relation words that name several people ("sons Sal and Vinnie").
    _PLURAL_KIN: frozenset[str] = words("""
        sons daughters dtrs brothers sisters siblings sibs parents kids children
        grandchildren grandkids grandsons granddaughters nieces nephews cousins twins
    """)

    def _coordinated_names(self, st: _State, m: int) -> None:
        """The further names of a list after a plural relation word and its first name
        ("SONS SAL AND VINNIE", "daughters Rosa, Maria & Lucia"): each after "and", "&"
        or a comma reads as a name when it would after the cue itself."""
        keys, n = st.keys, len(st.keys)
        while m < n:
            m, gap = self._age_after_kin(st, m)
            if m >= n:
                return
            if keys[m] == "and" and gap == "" and m + 1 < n and (
                    st.gap_text[m + 1] in (" ", "\t")):
                m += 1
            elif gap not in (",", "&", ", &") or m < 1:
                return
            if not self._cue_target(st, m, True):
                return
            st.mark(m, _EV_CONTEXT, "relation+name", 0.85)
            st.roles[m] = _NAME
            m = self._continuation(st, m, "relation+name")

    #: Units that may follow a child's age in a list of kin ("Lwazi 9 yo, Ayanda 5").
    _KIN_AGE_UNITS: Final = frozenset(words("yo y yr yrs years mo mos months m f boy girl"))

    def _age_after_kin(self, st: _State, m: int) -> tuple[int, str]:
        """Word ``m`` after a relative's name, past an age written after it ("Lwazi 9",
        "Ayanda (5)", "Sipho 7 yrs"), and the punctuation before the next item ("," in
        "(Lwazi 9, Ayanda 5)")."""
        words, gaps_text, n = st.words, st.gap_text, len(st.words)
        gap = gaps_text[m].strip(" \t") if m < n else ""
        age = m < n and _KIN_AGE.fullmatch(words[m].text) is not None and gap in ("", "(")
        if not age:
            return m, gap
        k = m + 1
        if k < n and st.keys[k] in self._KIN_AGE_UNITS and gaps_text[k] in (" ", ""):
            k += 1
        rest = gaps_text[k].strip(" \t") if k < n else ""
        if gap == "(":
            if not rest.startswith(")"):
                return m, gap
            rest = rest[1:].strip(" \t")
        return k, rest

    def _newborn(self, st: _State, i: int) -> None:
        """"Baby Boy Okafor", "Baby Girl B Smith", "Baby Rose": the name a nursery writes
        after "Baby". "Baby", "Boy" and "Girl" are never carried to other places by
        propagation ("Started Baby Aspirin")."""
        keys, roles, gaps, words = st.keys, st.roles, st.gaps, st.words
        n = len(keys)
        j = i + 1
        if j >= n or gaps[j] != _G_SPACE:
            return
        if keys[j] in ("boy", "girl") and i > 0 and st.gap_text[i] == ", ":
            self._newborn_inverted(st, i)
            return
        # 'Baby boy "Theo"': in any case, the name quoted after the sex
        quoted = keys[j] in ("boy", "girl") and j + 1 < n and (
            st.gap_text[j + 1] in _OPEN_QUOTE)
        if not (st.initcap[i] or quoted):
            return
        sexed = keys[j] in ("boy", "girl") and (st.initcap[j] or quoted)
        if sexed:
            j += 1
            # twins and triplets: "Baby Girl A Lindqvist", "Baby Boy 2 Mensah"
            if j < n and gaps[j] == _G_SPACE and len(words[j].text) == 1 and (
                    words[j].text.isupper() or words[j].text.isdigit()):
                j += 1
            if j >= n or not (gaps[j] in (_G_SPACE, _G_HYPHEN) or quoted):
                return
        inf = st.infos[j]
        if j >= n or inf is None or inf.function or inf.clinical or keys[j] in (
                self._context_keys):
            return
        if quoted:
            ok = st.initcap[j] or not st.line_informative[j]
        elif st.line_informative[j]:
            ok = st.capitalised(j) and (sexed or self._person_word(st, j))
        else:
            ok = roles[j] == _NAME and (sexed or self._namelike(keys[j], inf))
        if not ok:
            return
        for k in range(i, j):
            roles[k] = _OTHER
            if sexed and not quoted:
                # "Baby Girl Yazzie" is the name a newborn is registered under; the
                # role keeps its words out of propagation
                st.mark(k, _EV_CONTEXT, "newborn+name", 0.9)
            st.blocked[k] = True
        st.mark(j, _EV_CONTEXT, "newborn+name", 0.9)
        roles[j] = _NAME
        self._continuation(st, j, "newborn+name")

    def _newborn_inverted(self, st: _State, i: int) -> None:
        """"Wood, Baby Girl", "OKAFOR-JONES, BABY BOY": the family name written first, as
        a nursery registers a newborn before it is named. The family name is the only
        name there and may be any word ("Wood"): capitalised where capitals mean
        something, read as a name by its statistics where they do not ("mom, baby girl"
        stays)."""
        informative = st.line_informative[i]
        if informative and not (st.initcap[i] and st.initcap[i + 1]):
            return
        last = i - 1
        first = last - 1 if last > 0 and st.gaps[last] == _G_HYPHEN else last
        for k in range(first, last + 1):
            inf = st.infos[k]
            if inf is None or not st.keys[k].isalpha() or inf.function or inf.clinical or (
                    st.keys[k] in self._context_keys) or not (
                    st.initcap[k] if informative else self._namelike(st.keys[k], inf)):
                return
        for k in (i, i + 1):
            st.roles[k] = _OTHER
            st.blocked[k] = True
        for k in range(first, last + 1):
            st.mark(k, _EV_CONTEXT, "newborn+name", 0.9)
            st.roles[k] = _NAME

    def _login(self, word: str, labelled: bool = False, unlisted: bool = False) -> bool:
        """A user name built from a person's name, as lab and order systems sign with
        ("JSMITH", "mgarcia2", "MKIM"; not "SYSTEM" or "ADMIN"): one or two initials and a
        known surname of three letters or more (after one initial), in one case, with at
        most three trailing digits, and not itself a word. ``labelled``: a label says a
        user follows, so the surname may be an everyday word that many people bear
        ("Operator: jlove", "By: HSTREET"; not "jcare"). ``unlisted``: a person's role
        labels the field, so after one initial the surname may be a word of six letters
        or more that no table holds ("Scribe: jlindqvist")."""
        letters = _user_letters(word)
        whole = self.info(letters) if letters else None
        if whole is None or (not whole.unknown and whole.listed_word):
            # an English word ("family", "phone"); the name tables may hold a login
            # itself ("jkwon")
            return False
        for cut in (1, 2):
            tail = letters[cut:]
            if len(tail) < 3 or (len(tail) == 3 and cut == 2):
                continue
            inf = self.info(tail)
            # A three-letter tail must be a clear surname ("MKIM", "jlee"): short abbreviations
            # of clinical words end in rare surnames too ("gluc", "coude").
            lr_min = self.SHORT_LOGIN_LR if len(tail) == 3 else 1.0
            if inf.known and inf.lr >= lr_min and not inf.clinical and not inf.common:
                return True
            if labelled and len(tail) >= 4 and inf.common and not inf.clinical and (
                    self.lexicon.last_count(tail) >= _LOGIN_COMMON_SURNAME):
                return True
            if unlisted and cut == 1 and len(tail) >= 6 and inf.unknown and not (
                    inf.clinical or inf.protected):
                return True  # a surname no table holds ("Scribe: jlindqvist")
        return False

    #: Labels of a field that a user name may fill ("Submitted By: ccaruso", "Assignee:
    #: hbegay") besides the verbs of contact and authorship and the staff roles.
    _LOGIN_LABELS: Final = frozenset(words(
        "by agent owner assignee rep representative csr handler"))
    #: Labels a system's user name follows ("by user TBEGAY", "Login: mkhan").
    _USER_LABELS: Final = frozenset(words("user username userid login"))
    #: The word for a system's user in any language, before a handle with its digits.
    _DIGITED_HANDLE_CUES: Final = _USER_LABELS | _USER_WORDS_ABROAD
    #: The keys of the credentials a user name may stand before.
    _LOGIN_CREDENTIAL_KEYS: Final = frozenset(c.lower() for c in _LOGIN_CREDENTIALS)
    #: Labels of a field that a person fills ("Scoring: bnakamura"); "all: ceclor" is a
    #: drug after the allergies' label.
    _FIELD_LOGIN_LABELS: Final = _INITIALS_CUES | _SIGNING | _LOGIN_LABELS | _USER_LABELS | (
        frozenset(words("""scoring scored scorer recorder recorded entered author cc minutes
                           review dispatcher disp log""")))

    def _digited_handles(self, st: _State) -> None:
        """After the word for a system's user, in English or another language, a handle
        of letters in one case and one to three digits is that user whatever its letters
        ("utilisateur mtrem02 a finalisé", "usuario jperez7"): no word ends in digits."""
        words, n = st.words, len(st.words)
        for i in st.at_keys(self._DIGITED_HANDLE_CUES, 0, n - 1):
            j = i + 1
            if not st.evidence[j] and _cue_gap(st.gap_text[j]) and _regex.fullmatch(
                    _DIGITED_HANDLE, words[j].text) is not None:
                st.mark(j, _EV_CONTEXT, "user name after cue", 0.8)
                st.roles[j] = _NAME

    def _joined_handles(self, st: _State) -> None:
        """A user's handle whose parts a dot or an underscore joins, where a log or a
        stamp puts its user: after an entry's clock time ("09:05 kbrennan_sw called"),
        or both after a word for who acted, a label's colon, a bracket or a line's start
        and before a stamp's date or time, a credential, a record's verb or the line's
        end ("por usuario polvera.umf64 09:47", "HIS log: bs.thanhlv printed",
        "a.lindqvist MD,"). One part of three letters or more is no word any list holds;
        joined by dots, the first part is no such word either, as a sentence run into
        the next after a missing blank is ("aware.extremites warm")."""
        text, gaps_text = st.text, st.gap_text
        # (a handle opens at a word that a dot or an underscore joins to the next and
        # that none joins to the one before)
        heads = sorted({j - 1 for j in _indexes(gaps_text, ".") + _indexes(gaps_text, "_")
                        if j >= 1 and gaps_text[j - 1] not in (".", "_")})
        for head in heads:
            m = _regex.match(_JOINED_HANDLE, text, st.words[head].start)
            if m is None:
                continue
            handle = m.group()
            parts = handle.replace("_", ".").split(".")
            # (or one or two initials and a surname: "ab.nguyen")
            initialled = len(parts) == 2 and len(parts[0]) <= 2 and parts[0].isalpha() and (
                parts[1].isalpha() and self._clear_surname(parts[1], self.info(parts[1])))
            # (or a given name and the initial of the surname, or a system's prefix and
            # a given name: "anil.k", "admin.rina")
            given = len(parts) == 2 and any(
                self._clear_given_part(a, b) for a, b in (parts, parts[::-1]))
            # (or parts an underscore joins, the last with its digits, before a stamp: "HIS
            # entry: jr_med07 10:42", whatever words the parts are)
            stamped = "_" in handle and parts[-1][-1:].isdigit() and parts[-1].rstrip(
                "0123456789").isalpha() and _regex.match(
                    _STAMP_AFTER_USER, text, m.end()) is not None
            if parts[-1] in self._FILE_EXTENSIONS or not (
                    initialled or given or stamped or self._any_unlisted_part(parts)):
                continue
            if "_" not in handle and len(parts[0]) >= 3 and not self._unlisted_part(parts[0]):
                continue
            before = text[max(0, m.start() - 40):m.start()]
            # (a handle alone after a sentence, closing the line, signs the entry:
            # "taken - video DOT. jo.okeefe")
            signed = before.endswith(". ") and before[-3:-2].isalpha() and (
                _blank_to_line_end(text, m.end()))
            if _regex.search(_CLOCK_BEFORE, before) is None and not signed and not (
                    self._handle_opened(before, self._HANDLE_OPENERS)
                    and self._handle_closed(st, m.end())):
                continue
            _mark_handle(st, head, m.end(), "user name in a system's stamp")

    #: Words before the user whose handle a dated stamp follows: "by" and its kin,
    #: signing and record words.
    _STAMP_OPENERS: Final = _HANDED_TO | _BY_WORDS_ABROAD | _SIGNING | _SYSTEM_RECORD_WORDS
    #: ... and before a handle joined by dots or underscores, also roles and the labels
    #: of a user.
    _HANDLE_OPENERS: Final = _STAMP_OPENERS | _USER_WORDS_ABROAD | _USER_LABELS | _LOGIN_ROLES

    @staticmethod
    def _handle_opened(before: str, openers: AbstractSet[str]) -> bool:
        """The text ``before`` a handle ends where a user is named: a line's start, a
        label's colon, a semicolon after a log's entry, a bracket, or one of the words
        ``openers`` and a blank."""
        opened = before.rstrip(" \t")
        if opened == "" or opened.endswith((":", ";", "(", "\n", "\r")):
            return True
        # (a blank of another kind alone holds no word: "\f ")
        prev = opened.rsplit(None, 1)[-1].lower() if opened.strip() else ""
        return before != opened and prev in openers

    def _handle_closed(self, st: _State, end: int) -> bool:
        """After a handle ending at ``end``: a stamp's date or time, a credential (or
        capitals alone in brackets), a record's verb, a closing bracket or the line's
        end, perhaps after the sentence's period ("por usuario rbautista.umf47.")."""
        text = st.text
        if _regex.match(_STAMP_AFTER_USER, text, end) is not None or _regex.match(
                _CLOCK_WORDS_AFTER_USER, text, end) is not None:
            return True
        rest = text[end:end + 30]
        # (or its owner or role in brackets: "aoliveira.acs (ACS Ana Oliveira)")
        if rest[:1] in (")", "") or rest.startswith(" (") or _blank_to_line_end(
                text, end + 1 if rest[:1] == "." else end):
            return True
        nxt = rest.lstrip(" ,\t").split(None, 1)[:1]
        word = nxt[0].rstrip(".,;:") if nxt else ""
        # (a credential may stand in brackets: "ab.nguyen (RPSGT)")
        bracketed = word.startswith("(") and word.endswith(")")
        word = word.strip("()")
        return word.lower() in self._RECORD_VERBS or (word.isupper() and (
            word.lower() in self._CREDENTIALS or (
                bracketed and 2 <= len(word) <= 6 and word.isalpha())))

    #: Words naming whose relative follows, in "Will (pt's son)".
    _OWNERS: Final = frozenset(words("pt pts patient his her their"))

    @staticmethod
    def _in_parentheses(st: _State, i: int, k: int) -> bool:
        """Whether words ``i`` to ``k`` alone fill a pair of parentheses (a quote may
        close the word before them: '"Len" (late husband)')."""
        return i > 0 and st.gap_text[i].strip().lstrip(_CLOSING_QUOTES).lstrip() == "(" and st.text[
            st.words[k].end:st.words[k].end + 1] == ")"

    #: Words a caller greets with before saying who is speaking ("hi its rose").
    _GREETINGS: Final = frozenset(words("hi hello hey hiya morning afternoon evening yes"))

    #: Words a message greets its reader with, before the reader's name.
    _SALUTATIONS: Final = frozenset(words("hi hello hey hiya ora"))  # "Kia ora Mere,"
    #: Words greeted that name nobody.
    _GREETED_GROUPS: Final = frozenset(words("""
        there all everyone everybody team folks guys friends doc doctor nurse again
        back mom dad sir madam maam"""))

    def _greeted(self, st: _State, k: int) -> bool:
        """Word ``k``, after a greeting, opens a line's message and is the reader's name:
        capitalised (or in capitals), then a comma or "!" ("Hi BILL, this is", "Hello
        Summer!"), a word the name tables know or no table knows, no clinical word."""
        inf = st.infos[k]
        word = st.words[k].text
        return (inf is not None and word[:1].isupper() and word.isalpha()
                and st.after(k)[:1] in (",", "!")
                and st.keys[k] not in self._GREETED_GROUPS
                and (inf.known or inf.unknown) and not (inf.function or inf.clinical)
                and st.keys[k] not in self.RELATION_CUES)

    #: Words of thanks before the name of whom a message thanks.
    _THANKS: Final = frozenset(words("thanks thx thanx ty"))

    def _thanked(self, st: _State, k: int) -> bool:
        """Word ``k``, after thanks, closes the clause and is mostly borne as a first name
        in any case, or is capitalised and read as a name ("thx bree.", "Thanks
        Marisol!"; "thanks again.", "thanks so much" stay)."""
        inf = st.infos[k]
        word, key = st.words[k].text, st.keys[k]
        if inf is None or inf.function or inf.clinical or not word.isalpha() or (
                key in self._GREETED_GROUPS or key in STOPWORDS or key in self._context_keys
                or key in self.RELATION_CUES):
            return False
        if st.after(k).lstrip(" \t")[:1] not in (".", "!", ",", "\n", "\r", ""):
            return False
        return self._mostly_first_name(key) or (
            st.capitalised(k) and st.line_informative[k] and st.roles[k] == _NAME)

    def _greeted_caller(self, st: _State, cue: int, k: int) -> bool:
        """Word ``k``, after a greeting and "this is" or "it's" (word ``cue`` opening
        them) on the same line, is the caller's given name in any case, as a call's
        transcription writes it ("hi this is dev at ridgeway pharmacy", "hi its rose
        the grandmother"): mostly borne as a first name, no function or clinical word."""
        inf = st.infos[k]
        if inf is None or inf.function or inf.clinical or not st.words[k].text.isalpha() or (
                st.keys[k] in self._context_keys or st.keys[k] in STOPWORDS):
            return False
        greeted = any(st.keys[m] in self._GREETINGS and "\n" not in "".join(
            st.gap_text[m + 1:cue + 1]) for m in range(max(0, cue - 3), cue))
        return greeted and self._mostly_first_name(st.keys[k])

    def _person_word(self, st: _State, k: int) -> bool:
        """A capitalised word that reads as a name by itself or is mostly a first name
        ("Rose", "Will"; not "Chest" before "(PA)")."""
        inf = st.infos[k]
        if inf is None or not st.capitalised(k) or inf.function or inf.clinical:
            return False
        if st.roles[k] not in (_NAME, _OTHER) or st.keys[k] in self._context_keys:
            return False
        if self._namelike(st.keys[k], inf) and not (inf.protected and inf.lr < 1.0):
            return True
        return self._mostly_first_name(st.keys[k])

    #: Shifts and posts before a credential ("Day RN Rose"): no surname there.
    _SHIFT_ROLES: Final = frozenset(words("day night eve evening noc nocs charge float"))
    #: Roles of the people around a patient that name no one before them outside
    #: parentheses ("guide wire", "driver mutation"), but do inside ("w/ matteo (guide)",
    #: "Luis (driver)").
    _BRACKETED_ROLES: Final = frozenset(words("""
        guide driver escort chauffeur tutor trainer bodyguard housekeeper"""))
    #: Words after a person who is told ("Charge RN Bill aware", "Day RN Rose paged").
    _TOLD: Final = POST_CUES | frozenset(words("paged updated informed"))

    def _first_name_only(self, st: _State, k: int) -> bool:
        """Word ``k`` is mostly a first name and no function, clinical or role word."""
        inf = st.infos[k]
        return inf is not None and not (inf.function or inf.clinical) and (
            st.roles[k] in (_NAME, _OTHER)) and st.keys[k] not in self._context_keys and (
            st.keys[k] not in self._SHIFT_NOUNS) and self._mostly_first_name(st.keys[k])

    def _told_first_name(self, st: _State, j: int) -> bool:
        """Word ``j``, right after a credential, is a first name that the next word says
        was told ("charge rn bill aware", "Day RN Rose notified"): an everyday word
        there is a person, whatever the case."""
        n = len(st.keys)
        return j + 1 < n and st.gaps[j + 1] == _G_SPACE and (
            st.keys[j + 1] in self._TOLD or (st.keys[j + 1] == "made" and j + 2 < n
                                              and st.keys[j + 2] == "aware")
        ) and self._first_name_only(st, j)

    def _verb_in_sentence(self, st: _State, i: int) -> bool:
        """Verb ``i``, in lower case, follows a lower-case word of running text on its
        line: it heads no field ("stains performed:", unlike "Specimen collected:")."""
        return i > 0 and st.words[i].text.islower() and st.gaps[i] == _G_SPACE and (
            st.words[i - 1].text.islower()) and st.keys[i] not in self._LOGIN_LABELS

    def _pair_before(self, st: _State, i: int) -> bool:
        """The two words before word ``i`` are a given name and a census surname, in
        that order after a blank or the other way round after a comma, in one case
        ("Amber Page", "page, amber"): before a credential alone in brackets they are a
        person though both are everyday or clinical words."""
        if i < 2 or st.gaps[i - 1] not in (_G_SPACE, _G_COMMA):
            return False
        pair = (i - 2, i - 1) if st.gaps[i - 1] == _G_SPACE else (i - 1, i - 2)
        given, surname = pair
        texts = (st.words[i - 2].text, st.words[i - 1].text)
        if not (all(t.isalpha() and t.islower() for t in texts) or all(
                st.capitalised(k) and not st.words[k].text.isupper() for k in pair)):
            return False
        infos = (st.infos[given], st.infos[surname])
        return all(inf is not None and not inf.function for inf in infos) and (
            st.roles[i - 2] in (_NAME, _OTHER) and st.roles[i - 1] in (_NAME, _OTHER)) and (
            self._mostly_first_name(st.keys[given]) and self._census_surname(st.keys[surname])
            and not _spells_words_before(st, i))

    def _lower_kin_before_relation(self, st: _State, k: int) -> bool:
        """Word ``k``, in lower case before a relation in parentheses, is that relative's
        name: a word rarer than everyday words, or a given name, after a relation cue or
        next of kin ("nok gethin (son)", "mate daz (friend)"), or a word borne mostly as
        a first name and no everyday word ("maam ruthie (daughter)")."""
        word, inf = st.words[k].text, st.infos[k]
        if not (word.isalpha() and word.islower() and len(word) >= 3) or inf is None or (
                inf.function or inf.clinical or inf.common or inf.protected):
            return False
        cued = k > 0 and st.gap_text[k] == " " and (
            st.keys[k - 1] in self.RELATION_CUES or st.keys[k - 1] == "nok")
        return (cued and (not inf.everyday or self._given_name(st.keys[k]))) or (
            self._mostly_first_name(st.keys[k]) and not inf.everyday)

    def _given_with(self, st: _State, k: int) -> bool:
        """Word ``k``, before a credential or a relation in parentheses, is a first name
        in lower case after "w/", "with", "by", "per" or a field's colon ("linen changed
        w/ faith (cna)", "Escort today: ama (sister)")."""
        if k > 0 and st.gap_text[k] == ": ":
            # (after a field's colon, a given name fewer bear: "ama", "kojo")
            inf = st.infos[k]
            return inf is not None and not (inf.function or inf.clinical) and (
                st.roles[k] in (_NAME, _OTHER)) and self._given_name(st.keys[k]) and (
                self.lexicon.first_count(st.keys[k]) >= self.GIVEN_WITH_FIELD_MIN)
        return k > 0 and (st.keys[k - 1] in ("with", "by", "per") or (
            st.keys[k - 1] == "w" and st.gap_text[k] == "/ ")) and (
            st.gap_text[k] in (" ", "/ ")) and self._first_name_only(st, k)

    def _lower_surname_after_given(self, st: _State, k: int) -> bool:
        """Word ``k``, in lower case, is far likelier a surname than a word, after a
        given name in lower case that opens the slot ("00:52    ben o'leary (porter)")."""
        inf = st.infos[k]
        return k > 0 and inf is not None and st.gaps[k] == _G_SPACE and (
            st.words[k].text.islower() and st.words[k - 1].text.islower()
            and not (inf.common or inf.clinical or inf.function or inf.protected)
            and inf.lr >= self.LOWER_SURNAME_MIN_LR and self._listed_surname(st.keys[k])
            and self._mostly_first_name(st.keys[k - 1]) and self._opens_a_name(st, k - 1))

    def _lower_surname_alone(self, word: str, inf: WordInfo | None) -> bool:
        """A word in lower case that no table holds, or a surname far likelier than any
        word, and no misspelt word: after a title a surname typed so ("Sr khumalo")."""
        return inf is not None and word.isalpha() and word.islower() and len(word) >= 4 and (
            inf.unknown or (inf.lr >= self.LOWER_SURNAME_MIN_LR and not (
                inf.everyday or inf.protected))) and self._namelike(word, inf)

    def _mostly_first_name(self, key: str) -> bool:
        """Borne by at least ``KIN_FIRST_NAME_MIN`` people as a first name, and more often
        a first name than a surname ("Will", "Rose"; not "Chest")."""
        return self.lexicon.first_count(key) >= self.KIN_FIRST_NAME_MIN and self._given_name(
            key)

    #: Labels of a telephone number, which a bracketed word qualifies ("Tel (mob):").
    _PHONE_LABELS: Final = frozenset(words("tel telephone phone ph cell mobile fax pager"))

    def _before_relation(self, st: _State, j: int) -> None:
        """"Hank Przybylo (son)", "URSLA MORETTI (DAUGHTER)": the words before the role;
        "Tel (mob):" labels a number."""
        if st.keys[j] in self._PHONE_LABELS:
            return
        surname = _compound_start(st.gaps, j)
        for k in (j, surname - 1):
            inf = st.infos[k] if k >= 0 else None
            if inf is None or inf.clinical or inf.function:
                return
            if st.roles[k] != _NAME and not (
                    k < j and self._mostly_first_name(st.keys[k]) and self._opens_a_name(st, k)
            ) and not (k == j and self._given_with(st, k)) and not (
                    k == j and self._lower_surname_after_given(st, k)) and not (
                    k == j and self._lower_kin_before_relation(st, k)):
                # "caller: hope adebayo-clarke (daughter)": a word mostly borne as a given
                # name opening the slot before the surname is the given name; "w/ matteo
                # (guide)": a first name in lower case after "w/" is the person
                return
            st.mark(k, _EV_CONTEXT, "name+relation", 0.85)
            if k < j or k == 0 or st.gaps[surname] != _G_SPACE:
                return

    #: The likelihood ratio from which an everyday word that few bear as a given name
    #: or a surname may still be the name a relation cue says follows.
    CUED_WORD_MIN_LR: Final = 0.1

    def _cue_pair(self, st: _State, i: int) -> bool:
        """Words ``i - 1`` and ``i`` are a pair of ``CUE_PAIRS`` ("known as"), or "as"
        closes "known" and up to three words in lower case after it, who knows the person
        by that name or where ("known to mates as", "known locally as")."""
        keys = st.keys
        if (keys[i - 1], keys[i]) in self.CUE_PAIRS:
            return True
        # ("known to mates as", "known to him only as", "known locally as")
        return keys[i] == "as" and any(
            i >= back and keys[i - back] == "known" and all(
                st.gaps[m] == _G_SPACE and st.words[m].text.islower()
                for m in range(i - back + 1, i + 1))
            for back in (2, 3, 4))

    def _cue_target(self, st: _State, j: int, named: bool = False) -> bool:
        """Whether the word after a relation/contact cue reads as a name.

        ``named``: the cue says a person's name follows ("goes by Bud", "name is Hope",
        "son Bill"), so on a line whose capitals mean something a capitalised everyday
        word from the name tables is taken too.
        """
        inf = st.infos[j]
        key = st.keys[j]
        if (inf is None or st.roles[j] not in (_NAME, _OTHER) or key in self.RELATION_CUES
                or key in self.FORM_CUES or key in _WEEKDAYS or key in self.ADDRESS_NOUNS
                or key in self.NOT_PERSONS or key in self.NEWBORN_WORDS
                or key in self._NO_NAME_VALUES):
            # "Patient Name: ...", "Mother Pt ...": a label, not a name; "mom, baby girl
            # stable": the newborn; "| Name | ... | unk |": no one known
            return False
        if self._labels_name_part(st, j):
            return False  # "Patient First Name: ..."
        if key in self._SERVICE_NOUNS or (
                j + 1 < len(st.keys) and st.gaps[j + 1] == _G_SPACE
                and (st.keys[j + 1] in self._SHIFT_NOUNS
                     or st.keys[j + 1] in self._SERVICE_NOUNS)):
            return False  # "Nurse: Day shift", "Caller: Home Health"
        if _column_heading(st, j):
            return False  # "|Patient|Age|Procedure|": the headings of a table
        if _numbered_scale(st, j):
            return False  # "CAREGIVER: Zarit-12 = 22": a scale and its items
        if st.words[j].text.islower() and inf.everyday and not self._listed_given(key) and (
                not self._lower_pair(st, j, everyday=True, open_ended=True)):
            return False  # "caregiver strain": a compound's noun, no given name
        # (a word that few bear and English uses far more is no name a cue vouches
        # for, unless quoted as a nickname: "Iowa Physician Orders for Scope of
        # Treatment"; 'neighbor "Pops"')
        relaxed = (named and inf.known and st.capitalised(j)
                   and (not inf.clinical or inf.lr >= 0.5) and not inf.function
                   and (inf.lr >= self.CUED_WORD_MIN_LR or self._listed_given(key)
                        or self._census_surname(key)
                        or st.gap_text[j].endswith(('"', "\u201c", "'"))
                        or self._rare_word_given(st, j)))
        if relaxed or self._lower_pair(st, j, everyday=True, open_ended=True) or (
                self._capitalised_pair(st, j)) or self._unlisted_given_pair(st, j):
            return True
        # a word in no table with any sense, right after the cue ("son Thabo 9")
        senseless = st.gap_text[j] == " " and not (
            inf.known or inf.common or inf.everyday or inf.protected or inf.clinical
            or inf.function)
        if (named and (inf.unknown or senseless) and len(key) >= 4
                and st.line_informative[j] and st.initcap[j]
                and not st.words[j].text.isupper()):
            return True  # "given by wife Corentina": no table knows her, the cue does
        if st.line_informative[j] and st.words[j].text.isupper() and len(key) >= 2 and (
                not inf.function and self._census_surname(key)
                and j + 1 < len(st.keys) and st.gaps[j + 1] == _G_SPACE
                and st.capitalised(j + 1) and self._given_name(st.keys[j + 1])):
            return True  # "PGF TAN Wei Ming": the surname in capitals, the given names
        if inf.protected and inf.lr < 1.0:
            return False
        if inf.unknown and len(key) <= 4:
            return False  # "per HO", "per NG": abbreviations
        if named and not (inf.protected or inf.clinical) and (
                st.gap_text[j] == " " and st.words[j].text.isalpha()
                and st.words[j].text.islower() and closes_clause(
                    st.text, st.words[j].end, "\r\n,;.)(+")) and (
                (inf.unknown and self._namelike(key, inf)) or self._rare_lower_given(key, inf)):
            # "Present: pt, wife losana, eldest son": no table knows her; a word one
            # edit from a common one is its misspelling ("wife pleasnt,"); "son dougie
            # (on speaker)": a word English barely uses
            return True
        if st.line_informative[j]:
            word = st.words[j].text
            if not inf.known and (not st.initcap[j] or word.isupper()):
                return False  # "per CVVHF", "seen by tranplant team"
            if inf.protected and word.islower() and st.gap_text[j].strip(" \t") in (",", ":"):
                # a term the protect list holds, in lower case after the relative and a
                # comma where capitals mean something, says what the relative had
                # ("Maternal uncle, colon ca dx 70"; "wife rose called" keeps her)
                return False
            if inf.known and st.initcap[j] and not word.isupper() and (
                    self._listed_given(key)):
                # "paged Walt": a capitalised given name after the cue is no misspelt
                # "wait" or "walk"
                return self._namelike(key, inf, typos=False)
        return self._namelike(key, inf)

    #: Bearers for a capitalised word after a cue to be read as a given name though
    #: fewer carry it than ``LOWER_GIVEN_MIN`` and English uses it: "daughter Mere".
    CUED_RARE_GIVEN_MIN: Final = 100

    def _strong_lower_given(self, key: str, inf: WordInfo) -> bool:
        """A word many bear as a given name, far likelier a name than a word, and no
        everyday, common, clinical or function word ("brian", not "will" or "grace")."""
        return self.lexicon.first_count(key) >= self.KIN_FIRST_NAME_MIN and (
            inf.lr >= self.LOWER_SURNAME_MIN_LR) and not (
            inf.everyday or inf.common or inf.clinical or inf.function or inf.protected)

    def _rare_lower_given(self, key: str, inf: WordInfo) -> bool:
        """A word in no name table that English barely uses (but does), one edit from
        no common word (so no misspelling) and no form of a word English uses (see
        :func:`_stems`): a relative's given name after the kin word ("son dougie (on
        speaker)"); "son thier" is a typo, "granny supervises." a verb."""
        english = self.lexicon.english_freq
        return not (inf.known or inf.unknown or inf.common or inf.everyday or inf.function) and (
            english(key) < self.CUED_RARE_WORD_MAX_FREQUENCY
            and self.lexicon.neighbour_frequency(key) < self.CUED_RARE_NEIGHBOUR_MAX
            and not any(english(stem) >= self.CUED_RARE_WORD_MAX_FREQUENCY
                        for stem in _stems(key)))

    def _rare_word_given(self, st: _State, j: int) -> bool:
        """Word ``j``, inside a sentence and written as a title, is a given name some
        people bear and an English word too rare to open a noun phrase after a relative
        ("daughter Mere", "practice nurse Mere"); "brother Present" is no one's name, and
        "(husband) Tel 0722 ..." labels his number."""
        key = st.keys[j]
        if key in self._PHONE_LABELS or st.text[st.words[j].end:].lstrip(" \t:")[:1].isdigit():
            return False
        return (not st.sentence_start[j] and st.initcap[j] and not st.words[j].text.isupper()
                and self.lexicon.first_count(key) >= self.CUED_RARE_GIVEN_MIN
                and self.lexicon.english_freq(key) < self.KIN_WORD_MAX_FREQUENCY)

    def _caps_code(self, st: _State, i: int) -> bool:
        """A title word in capitals with no period on a line whose capitals mean
        something, before a lower-case word that is no name: a code ("XT DR pacemaker",
        "MS lesion"); "DR smith" keeps its title."""
        word = st.words[i]
        if not (st.line_informative[i] and len(word.text) > 1 and word.text.isupper()
                and st.text[word.end:word.end + 1] != "."
                and st.words[i + 1].text[:1].islower()):
            return False
        inf = st.infos[i + 1]
        return inf is None or not self._namelike(st.keys[i + 1], inf)

    def _age_subject(self, st: _State, i: int) -> bool:
        """The word before "is a"/"was a" and an age ("Theo is a 45M", "Hope is a 72 yo
        F"): a person introduced by name, when the word is capitalised, reads as a name
        where a name is expected, and is none of the nouns that open such lines
        ("Patient", "Mother", "Resident")."""
        j, k = i - 1, i + 2
        if j < 0 or k >= len(st.keys) or st.keys[i + 1] not in ("a", "an"):
            return False
        if st.gaps[i] != _G_SPACE or st.gaps[i + 1] != _G_SPACE or st.gaps[k] != _G_SPACE:
            return False
        if j and not (st.sentence_start[j] or st.roles[j - 1] == _NAME):
            return False
        if not _age_follows(st.text[st.words[k].start:st.words[k].start + 12]):
            return False
        key = st.keys[j]
        if key in self.AGE_LINE_NOUNS or key in self._cues or not st.capitalised(j):
            return False
        return self._cue_target(st, j, named=True)

    #: The links of a patronymic: "bin", "binti" (son, daughter of).
    _PATRONYMIC_LINKS: Final = frozenset(words("bin binti bint binte ibn"))

    def _mark_caps_form_value(self, st: _State, j: int) -> None:
        """Mark the name in capitals filling a field from word ``j``, if there is one
        (:meth:`_caps_form_value`)."""
        for m in range(j, self._caps_form_value(st, j)):
            st.mark(m, _EV_CONTEXT, "form label+name", 0.85)
            st.roles[m] = _NAME

    def _caps_form_value(self, st: _State, j: int) -> int:
        """The end of a name in capitals filling a "Pt:" or "Name:" field from word
        ``j`` on a line whose capitals mean something ("Pt: PARK SOON-JA (...)"): one to
        four words in capitals joined by blanks, hyphens or a comma, closing the field,
        none a function word or a clinical word but one 5,000 people or more bear as
        their surname among two words or more ("Name: TAN AH HUAT"), and one a name
        ("Pt: NPO", "Pt: ALERT AND ORIENTED" stay); ``j`` when there is none."""
        words, gaps_text, n = st.words, st.gap_text, len(st.keys)
        # (a label in mixed case says the capitals after it are the writer's choice,
        # though the rest of the line is in capitals: "Name: TAN AH HUAT    NRIC: ...")
        mixed = j > 0 and not words[j - 1].text.isupper()
        if not ((st.line_informative[j] or mixed) and ":" in gaps_text[j]
                and "\n" not in gaps_text[j]):
            return j
        k, named, termed, script = j, False, False, False
        # (a patronymic's link lets a Malay or an Arab name run to six words, a given
        # name among them a function word in English: "Name: NOR AZIZAH BINTI MOHD
        # YUSOF")
        linked = any(st.keys[m] in self._PATRONYMIC_LINKS and gaps_text[m] == " "
                     for m in range(j + 1, min(n, j + 5)))
        while k < n and k - j < (6 if linked else 4) and (
                k == j or gaps_text[k] in (" ", "-", ", ")):
            inf = st.infos[k]
            text = words[k].text
            if k > j and text.isalpha() and text.lower() == text.upper():
                # "Name: TAN AH KOW 陈亚狗   NRIC": the name again in a script without
                # capitals closes it if the field closes after that
                script = _field_closes_after(st, k)
                break
            if inf is None or not (text.isupper() and text.isalpha()) or (
                    (inf.function and not linked) or st.keys[k] in self._NO_NAME_VALUES) or (
                    inf.clinical and not self._census_surname(st.keys[k])):
                return j
            termed = termed or inf.clinical
            named = named or (inf.known and not inf.common and not inf.clinical
                              and len(text) > 1) or self._namelike(st.keys[k], inf) or (
                inf.unknown and len(text) > 2)
            k += 1
        after = st.after(k - 1)
        closes = script or _field_closes_after(st, k - 1) or after.lstrip(" ")[:1] in (
            "(", ",", ";")
        # (a clinical word many bear as their surname only among two words or more:
        # "Name: TAN AH HUAT")
        return k if named and closes and len(words[j].text) > 1 and not (
            termed and k - j < 2) else j

    #: Labels of a person's field that a name written surname first may fill; a letter's
    #: "RE:" names its subject, a patient or a matter ("RE: HOPE, ANSELM", "RE: LAB
    #: RESULTS, Urgent"), so one word there must read as a name.
    _INVERTED_LABELS: frozenset[str] = words("""
        pt patient name client member subscriber insured guarantor resident res inmate
        veteran decedent re
    """)

    def _inverted_form_value(self, st: _State, j: int) -> int:
        """The end of a name written surname first that fills a labelled field from word
        ``j``, or ``j``: the surname in capitals (one to three words, with particles and
        hyphens), a comma, then one to three capitalised given names, closing the field
        ("Name: TE RANGI, Aroha Hinemoa", "Patient: VAN DYKE, Mary-Lou"). The layout
        itself says it is a name, so no table needs to know the words; a clinical or
        function word, or a value such as "UNKNOWN", stays."""
        words, gaps_text, n = st.words, st.gap_text, len(st.keys)
        gap = gaps_text[j]
        # (or a label in capitals opening its line, a column gap after it: "PATIENT
        # LOVE, LOVIE M.   F   67 y")
        column = j > 0 and _wide_gap(gap) and not gap.strip(" \t") and (
            words[j - 1].text.isupper() and len(words[j - 1].text) > 2
            and _opens_item(st, j - 1))
        if "\n" in gap or not (":" in gap or column):
            return j
        if words[j].text.islower():
            return j if column else self._lower_inverted_value(st, j)
        k = j
        while k < n and k - j < 3 and (k == j or gaps_text[k] in (" ", "-")):
            text = words[k].text
            if not (text.isupper() and text.isalpha()):
                break
            k += 1
        if k == j or k >= n or gaps_text[k] != ", ":
            return j
        given = k
        while k < n and k - given < 3 and (k == given or gaps_text[k] in (" ", "-")):
            text = words[k].text
            if not (text[:1].isupper() and text.isalpha() and (
                    text[1:].islower() or text.isupper())) or st.roles[k] in (_SUFFIX, _TITLE):
                break  # "Name: HALL, ANN MD": the credential closes the name
            k += 1
        if k == given or len(words[j].text) < 2:
            return j
        after = st.after(k - 1)
        if len(words[k - 1].text) == 1 and after[:1] == ".":
            after = after[1:]  # "LOVIE M.   F": an initial's dot
        if not (k == n or _closes_field(after) or after.lstrip(" ")[:1] in ("(", ";")):
            return j
        for m in range(j, k):
            inf = st.infos[m]
            if m > given and len(words[m].text) == 1:
                continue  # a middle initial ("M" is no metre there)
            if inf is None or inf.clinical or inf.function or (
                    st.keys[m] in self._NO_NAME_VALUES):
                return j
        # without the colon, or after a subject's label, one word must read as a name
        if (column or st.keys[j - 1] == "re") and not any(
                (inf := st.infos[m]) is not None and inf.lr > 1.0 and not inf.common
                for m in range(j, k)):
            return j
        return k

    def _lower_inverted_value(self, st: _State, j: int) -> int:
        """:meth:`_inverted_form_value` on a line in lower case ("res: macaraeg, dolores
        ..."): one surname, a comma and one given name, then the field closes or a
        nickname in quotes or parentheses follows; both no everyday, clinical or
        function word, and one a name of the tables ("pt: awake, calm" stays)."""
        words, gaps_text, n = st.words, st.gap_text, len(st.keys)
        k = j + 1
        if k >= n or gaps_text[k] != ", " or not (
                words[j].text.isalpha() and words[k].text.isalpha() and words[k].text.islower()):
            return j
        after = st.after(k)
        if not (k + 1 == n or _closes_field(after) or after.lstrip(" ")[:1] in '("\u201c'):
            return j
        infos = (st.infos[j], st.infos[k])
        if any(inf is None or inf.clinical or inf.function or inf.common or inf.everyday
               or inf.protected for inf in infos) or not any(inf.known for inf in infos if inf):
            return j
        return k + 1

    def _capitals_before_surname(self, st: _State, j: int) -> bool:
        """Word ``j`` is in capitals on a line whose capitals mean something, three
        letters or more, and a word in capitals that the name tables know well follows it,
        then a capitalised word ("Name: AKINYI OTIENO Mercy", the family name first in
        capitals, the given name after)."""
        k = j + 1
        word = st.words[j].text
        if not (st.line_informative[j] and word.isupper() and word.isalpha() and len(word) >= 3
                ) or k + 1 >= len(st.words) or st.gap_text[k] != " " or (
                st.gap_text[k + 1] != " " or not st.capitalised(k + 1)):
            return False
        nxt = st.infos[k]
        return nxt is not None and st.words[k].text.isupper() and st.words[k].text.isalpha() and (
            nxt.known and not (nxt.common or nxt.clinical or nxt.function)
            and nxt.lr > self.lr_threshold)

    def _form_target(self, st: _State, j: int) -> bool:
        """The word after "Pt", "Name:", "Subscriber:" is a name when it is capitalised on
        a line whose capitals mean something (or in capitals there before a surname in
        capitals and a given name: ``_capitals_before_surname``), is no function word or
        clinical term, and
        either reads as a name by itself or opens a name: another capitalised word or a
        comma or the end follows ("Pt Will Rose,", "Name: Mark Stone"; not "Pt Alert and
        oriented", "Pt Denies pain")."""
        inf = st.infos[j]
        if inf is None or st.roles[j] not in (_NAME, _OTHER) or not (
                st.capitalised(j) or self._capitals_before_surname(st, j)):
            return False
        if inf.function or inf.clinical:
            return False
        if st.keys[j] in self._cues or st.keys[j] in self.FORM_CUES:
            return False
        if st.keys[j] in self._NO_NAME_VALUES or self._labels_name_part(st, j):
            return False  # "Name: Unknown", "Pt Last Name: ..."
        if _column_heading(st, j):
            return False  # "Name<TAB>Relation<TAB>Phone": the headings of a table
        if inf.lr > self.lr_threshold and not inf.protected:
            return True
        if not inf.known:
            return False
        k = j + 1
        if k >= len(st.keys) or st.gaps[k] != _G_SPACE:
            return k >= len(st.keys) or st.gap_text[k].lstrip(" \t")[:1] in (
                ",", ".", ";", "\n", "")
        nxt = st.infos[k]
        return (nxt is not None and st.capitalised(k)  # same line as j: a blank between
                and not nxt.function and not nxt.clinical)

    def _kin_first_name(self, st: _State, j: int, any_line: bool = False) -> bool:
        """A first name that is also an everyday word, right after a relative on a line
        whose case says nothing ("SON BILL AT BEDSIDE", "wife hope called"), or a short
        one that no table knows ("brother zeca"). ``any_line``: on any line (the
        writer's case is known to say nothing about names)."""
        inf = st.infos[j]
        key = st.keys[j]
        if key in self.MODAL_NAMES and j + 1 < len(st.keys) and st.gaps[j + 1] == _G_SPACE:
            # "son will called", "daughter may is the HCP": no modal verb comes before a
            # past or a present tense ("son will call back" keeps it)
            verb = st.keys[j + 1]
            return verb in self.FINITE_VERBS or (
                len(verb) > 4 and verb.endswith("ed") and not verb.endswith("eed"))
        if inf is None or st.roles[j] not in (_NAME, _OTHER) or (
                st.line_informative[j] and not any_line
                and not self._lower_kin_before_verb(st, j)):
            return False
        nxt = st.text[st.words[j].end:st.words[j].end + 3].lstrip(" ")
        if nxt[:1].isdigit():
            return False  # "SON JUNE 5": a date, not a name
        if inf.unknown and 3 <= len(key) <= 4 and key.isalpha() and (
                _VOWELS.intersection(key)):
            # "brother zeca", "SON RUI" (abbreviations, which the short-word rule of the
            # cues guards against, are in the tables)
            return True
        if not inf.known or inf.function or inf.clinical or key in self.RELATION_CUES or (
                key in self.NEWBORN_WORDS):
            return False  # "DAUGHTER, SISTER AND HUSBAND", "mom, baby girl stable"
        if not self._mostly_first_name(key):
            return False
        return self.lexicon.english_freq(key) < self.KIN_WORD_MAX_FREQUENCY

    #: Verbs that make the lower-case word between them and a relative its name: "Pt's
    #: wife june called" on a line whose capitals mean something.
    _KIN_NAME_VERBS: Final = FINITE_VERBS | frozenset(words("""
        called calls phoned texted visited visits asked asks stated reports reported
        requested requests stayed checks checked helps helped drives drove brings brought
        stays manages managed cooks cooked comes came
    """))

    def _lower_kin_before_verb(self, st: _State, j: int) -> bool:
        """Word ``j``, in lower case after a relative, is followed by a verb of
        reporting or of coming: the writer typed the relative's name in lower case."""
        return st.words[j].text.islower() and j + 1 < len(st.keys) and (
            st.gaps[j + 1] == _G_SPACE and st.keys[j + 1] in self._KIN_NAME_VERBS)

    #: Relatives and companions whose person a name after "of" is ("husband of Mags").
    _KIN_OF: Final = frozenset(words("""
        husband wife son daughter mother father brother sister friend partner fiance
        fiancee widow widower niece nephew grandson granddaughter grandmother grandfather
        aunt uncle cousin girlfriend boyfriend stepson stepdaughter stepmother stepfather
        spouse"""))

    def _kin_of_name(self, st: _State) -> None:
        """A capitalised word after a relative and "of" is the person the relative
        belongs to, however everyday a word it is ("(husband of Mags)", "wife of
        Hope"), unless it is a patient word, a function or clinical word or capitals
        ("friend of IP", "mother of Twins" where case says nothing); a word after it
        that the tables hold as a surname rather than a word goes with it."""
        keys, words_, n = st.keys, st.words, len(st.words)
        for i in st.at_keys(self._KIN_OF, 0, n - 2):
            j = i + 2
            if keys[i + 1] != "of" or st.gap_text[i + 1] != " " or st.gap_text[j] != " ":
                continue
            word, inf = words_[j].text, st.infos[j]
            if not (st.informative[j] and len(word) >= 2 and word[0].isupper()
                    and word[1:].islower() and word.isalpha()) or inf is None or (
                    inf.function or inf.clinical or keys[j] in self._PATIENT_WORDS
                    or keys[j] in self.RELATION_CUES or st.roles[j] == _TITLE
                    or st.blocked[j]):
                continue
            st.mark(j, _EV_CONTEXT, "name after a relative and 'of'", 0.8)
            st.roles[j] = _NAME
            k = j + 1
            nxt = st.infos[k] if k < n else None
            if nxt is not None and st.gap_text[k] == " " and st.initcap[k] and (
                    st.informative[k] and nxt.lr >= 1.0 and not nxt.clinical
                    and not st.blocked[k]):
                st.mark(k, _EV_CONTEXT, "name after a relative and 'of'", 0.8)
                st.roles[k] = _NAME

    def _lower_case_kin(self, st: _State) -> None:
        """Where the writer types names in lower case among capitals that mean something
        ("husband rocky at bedside ... Lucky Strike Lanes"), an everyday first name in
        lower case after a relative is that relative too ("daughter summer + her bf"),
        as it is on a line whose case says nothing."""
        evidence, words_ = st.evidence, st.words
        if not any(st.line_informative[i] and len(st.keys[i]) >= 3
                   and words_[i].text.isalpha() and words_[i].text.islower()
                   for i in compress(range(len(words_)), evidence)):
            return
        for i in st.at_keys(self.KIN_CUES, 0, len(words_) - 1):
            j = i + 1
            if (evidence[j] or not st.line_informative[j] or not words_[j].text.islower()
                    or not _cue_gap(st.gap_text[j]) or st.keys[j] in _MODALS
                    or not self._kin_first_name(st, j, any_line=True)):
                continue
            st.mark(j, _EV_CONTEXT, "relation+name in lower case", 0.8)
            st.roles[j] = _NAME

    #: How common in English a given name typed in lower case may be and still be read
    #: as a person after "by" or "with" ("w/ jess," yes; "with joy." and "by chase" no).
    _LOWER_GIVEN_MAX_ZIPF: Final = 4.15
    #: Verbs of saying after a clause's first word: who spoke ("bart says ...").
    _SAYING_VERBS: Final = frozenset(words("""
        says said states stated thinks thought agrees agreed recommends recommended
        suggests suggested feels felt wants wanted asks asked confirms confirmed
    """))
    #: Verbs of passing something on before "to" and a person ("copy to marguerite.").
    _PASSED_TO: Final = frozenset(words("""
        copy copies cc sent forwarded handed passed report reported given spoke talked"""))

    def _lower_given_after_by_or_with(self, st: _State) -> None:
        """A given name typed in lower case that English rarely uses, after "by", "with",
        "w/" or "per", or after a verb of passing on and "to", closing its clause: who
        did it or was told ("vitals (taken by becca):", "reviewed w/ jess, no
        omissions", "copy to marguerite."). No word the protect list holds, no clinical
        or function word; "with joy." and "by mouth" stay. The same name opening a
        clause before a verb of saying is who spoke ("E. coli, bart says cefepime
        fine")."""
        words_, keys, n = st.words, st.keys, len(st.words)
        for j in range(1, n):
            i = j - 1
            gap = st.gap_text[j]
            cued = (gap == " " and (keys[i] in ("by", "with", "per") or (
                keys[i] == "to" and i > 0 and keys[i - 1] in self._PASSED_TO
                and st.gap_text[i] == " "))) or (keys[i] == "w" and gap in ("/ ", "/"))
            # (the clause opens after its punctuation or a line break: "imran says mum
            # eats a lot of ghee" opening its line)
            says = not cued and (gap in (", ", ". ", "; ") or (
                "\n" in gap and not gap.rsplit("\n", 1)[1].strip(" \t"))) and j + 1 < n and (
                st.gap_text[j + 1] == " " and keys[j + 1] in self._SAYING_VERBS
                and words_[j + 1].text.islower())
            if not (cued or says):
                continue
            if st.evidence[j] or not words_[j].text.islower() or not self._plain_lower_given(
                    st, j, protected_ok=False) or zipf(keys[j]) >= self._LOWER_GIVEN_MAX_ZIPF:
                continue
            if keys[j] in self.RELATION_CUES:
                continue  # a relative by the family's word for her ("per nana.")
            if says:
                st.mark(j, _EV_CONTEXT, "given name in lower case before a verb of saying", 0.8)
                st.roles[j] = _NAME
            elif closes_clause(st.text, words_[j].end, "\r\n,;.):"):
                st.mark(j, _EV_CONTEXT, "given name in lower case after by or with", 0.8)
                st.roles[j] = _NAME

    #: Implanted rhythm devices, whose model names end in "DR" for dual chamber
    #: ("Evera MRI XT DR ICD").
    _RHYTHM_DEVICES: Final = frozenset(words("icd crt crtd ppm pacemaker defibrillator"))
    #: The likelihood ratio below which a protected word after a rank is a term, no
    #: one's surname ("Clinical Officer Intern").
    RANK_TERM_LR: Final = 0.01

    def _after_title(self, st: _State, j: int, ambiguous: bool) -> None:
        """The name after a title, with its initials, particles and further parts."""
        keys, infos, roles, gaps, words = st.keys, st.infos, st.roles, st.gaps, st.words
        n = len(keys)
        k = j
        while k < n and (roles[k] in (_INITIAL, _PARTICLE) or len(keys[k]) == 1):
            if k > j and gaps[k] not in (_G_SPACE, _G_DOT, _G_TIGHTDOT) and not (
                    # ("DR. B-O:": two capitals joined by a hyphen, a double surname's)
                    gaps[k] == _G_HYPHEN and len(keys[k - 1]) == len(keys[k]) == 1
                    and words[k].text.isupper() and words[k - 1].text.isupper()):
                break
            k += 1
        name_ok = False
        first = infos[j]
        if k == j and j > 0 and words[j - 1].text == "DR" and (keys[j] in COUNTRIES or (
                words[j].text.isupper() and first is not None and first.clinical
                and not first.known) or keys[j] in self._RHYTHM_DEVICES):
            # "DR Congo": the Democratic Republic, no doctor; "XT DR MRI SureScan", "XT
            # DR ICD": a dual-chamber device's letters before a clinical acronym or a
            # rhythm device
            return
        if k < n and (k == j or gaps[k] in (_G_SPACE, _G_DOT, _G_TIGHTDOT)):
            inf = infos[k]
            if inf is not None and roles[k] in (_NAME, _OTHER, _PARTICLE):
                if ambiguous:
                    name_ok = self._namelike(keys[k], inf) and not (
                        inf.protected and inf.lr < 1.0)
                    if not name_ok and j > 0 and keys[j - 1] in self.RANK_TITLES:
                        # "Warden Copperfield", "Officer Blakemore": a rank or an office
                        # before a capitalised word that is no everyday or clinical word
                        # nor a term nobody bears ("Clinical Officer Intern")
                        name_ok = (st.capitalised(k) and not inf.function and not inf.common
                                   and not inf.clinical
                                   and not (inf.protected and inf.lr < self.RANK_TERM_LR))
                    if not name_ok and k + 1 < n and gaps[k + 1] == _G_SPACE and (
                            j > 0 and keys[j - 1] not in self.RANK_TITLES
                            and st.capitalised(k) and st.capitalised(k + 1)
                            and not (inf.function or inf.clinical)):
                        # "Fr. Placid Dunleavy": before a word that is a name by itself,
                        # the capitalised word after the title is the given name (not
                        # after a rank: "Chief Complaint Smith")
                        last = infos[k + 1]
                        name_ok = last is not None and roles[k + 1] == _NAME and (
                            last.lr >= self.lr_threshold) and self._namelike(keys[k + 1], last)
                else:
                    name_ok = (not inf.function and (
                        not inf.common
                        # "Dr. Small", "dr small": a surname that is also a common word;
                        # in lower case after a title typed so ("teacher mr. bill page")
                        or (inf.known and inf.lr >= 0.05 and not inf.clinical and (
                            st.initcap[k] or not st.line_informative[k] or (
                                j > 0 and words[j - 1].text.islower()
                                and keys[k] not in _MODALS)))
                        # "Ms. Amber Stone", "Dr. Ng": a capitalised word after a title
                        # on a line whose capitals mean something
                        or st.capitalised(k)
                    )) or self._common_first_name(st, k) or self._function_word_surname(
                        st, j, k)
                    if name_ok and st.line_informative[k] and not st.initcap[k] and (
                            inf.protected and inf.lr < 1.0 and not inf.known):
                        name_ok = False  # "Dr paged", "MD aware": a word in lower case
                    if name_ok and k > j and gaps[k] == _G_DOT and (
                            inf.common or inf.function) and not inf.known:
                        # "spoke w/ Dr. O. Please bring him": an initial and the
                        # sentence's end, then an everyday word that no table names
                        name_ok = False
        if not name_ok and k == j and j > 0 and words[j - 1].text == "Dr" and (
                _capitals(words[j].text, 2, 3)
                and keys[j] not in self._NEVER_SIGNED_LETTERS
                and keys[j] not in self._CARE_UNITS and keys[j] not in self._DISCIPLINES) and (
                closes_clause(st.text, words[j].end, "\r\n,;.)/|")
                or st.text.startswith(" - ", words[j].end)):
            # "Signed Dr SR / Consultant": capitals after a doctor's title, closing the
            # clause, are the doctor's initials whatever else they abbreviate
            st.mark(j, _EV_CONTEXT, "title+initials", 0.9)
            roles[j] = _NAME
            return
        if not name_ok and k > j and roles[k - 1] == _PARTICLE and st.capitalised(k - 1):
            # "Dr. Le reviewed", "Mr. Van called": the particle is the surname itself
            st.mark(k - 1, _EV_CONTEXT, "title+name", 0.9)
            roles[k - 1] = _NAME
            return
        if not name_ok:
            # "Mr. I remained", "Dr. J": a title with initials only
            for m in range(j, k):
                after = st.text[words[m].end:words[m].end + 1]
                if len(keys[m]) == 1 and (not ambiguous or st.initcap[m]) and (
                        not after or after not in "/&+"):
                    st.mark(m, _EV_CONTEXT, "title+initial", 0.9)
            return
        for m in range(j, k):
            st.mark(m, _EV_CONTEXT, "title+initial" if len(keys[m]) == 1
                    else "title+particle", 0.9)
        st.mark(k, _EV_CONTEXT, "title+name", 0.95)
        roles[k] = _NAME
        m = self._continuation(st, k, "title+name")
        # "Drs. Rakusin and Toolis"
        if m + 1 < n and gaps[m] == _G_SPACE and keys[m] in ("and", "or") and gaps[
                m + 1] == _G_SPACE:
            inf = infos[m + 1]
            if inf is not None and roles[m + 1] == _NAME and self._namelike(keys[m + 1], inf):
                st.mark(m + 1, _EV_CONTEXT, "title+name", 0.9)

    def _continuation(self, st: _State, k: int, why: str) -> int:
        """Further parts of a name found by context: "Dr Will Cole", "Dr. Stord-Painter",
        "mother, Janet Gateman". Returns the index after the name."""
        keys, infos, roles, gaps = st.keys, st.infos, st.roles, st.gaps
        n = len(keys)
        m = k + 1
        if st.blocked[k]:
            return m  # "PT: Berg Balance 40/56": an eponym read as the name starts none
        # (a middle initial with its period joins too: "Client: Miriam G. Little")
        while m < n and (gaps[m] in (_G_SPACE, _G_HYPHEN) or (
                gaps[m] == _G_DOT and m - 1 > k and roles[m - 1] == _INITIAL)):
            inf = infos[m]
            if m - k > 2 and not (m - k == 3 and inf is not None and inf.known
                                  and not inf.common and (not inf.clinical or inf.lr >= 5.0)
                                  and st.initcap[m] and not st.words[m].text.isupper()
                                  and st.informative[m]):
                break  # a fourth part only as a capitalised name ("Thi Kim Ngoc Le")
            if roles[m] == _INITIAL:
                m += 1
                continue
            if roles[m] == _SUFFIX:
                break  # "Dr Thandeka Mbatha MBChB": the credential stays outside
            if inf is not None and inf.function and m == k + 1 and (
                    self._function_surname(st, m) or self._function_surname_after_given(
                        st, k, m)):
                # "PCP Dr. Chue Her, Paj Ntaub Clinic", "His mother, Nou Her, will":
                # a surname that is a function word in English, capitalised mid-sentence
                # and closed by punctuation, or after a given name before a word in lower
                # case ("interpreter Khanh Do today")
                st.mark(m, _EV_CONTEXT, why, 0.9)
                roles[m] = _NAME
                m += 1
                break
            if m == k + 1 and self._lower_surname_letter(st, k, m):
                st.mark(m, _EV_CONTEXT, why, 0.9)  # "RN alex p drew cultures"
                roles[m] = _NAME
                m += 1
                after = infos[m] if m < n else None
                if after is not None and gaps[m] == _G_SPACE and st.words[m].text.islower() and (
                        st.words[m].text.isalpha() and not after.listed_word
                        and (after.unknown or self._namelike(keys[m], after))):
                    # (the letter is a middle initial when a surname that no word list
                    # holds follows it: "Signed: jose l martinez")
                    st.mark(m, _EV_CONTEXT, why, 0.9)
                    roles[m] = _NAME
                    m += 1
                break
            if inf is None or not keys[m] or inf.function:
                break
            closing = (gaps[m] in (_G_SPACE, _G_DOT) and (
                st.initcap[m] if st.informative[m] else keys[m].isalpha())
                and self._surname_closing(st, k, m)) or (
                m == k + 1 and st.line_informative[m] and self._capitals_surname_after_given(
                    st, k, m, why == "title+name")) or (
                # (after a middle name too: "Mr Iwan Rhys PRICE   DOB")
                m == k + 2 and why == "title+name" and st.line_informative[m]
                and roles[m - 1] == _NAME and st.initcap[m - 1]
                and not st.words[m - 1].text.isupper()
                and self._capitals_surname_after_given(st, m - 1, m, True)) or (
                # ... or in capitals after two in capitals, a word no table knows
                # closing the field ("Mr. VARGHESE THOMAS PUTHENPURACKAL     Age")
                m == k + 2 and why == "title+name" and roles[m - 1] == _NAME
                and inf.unknown and len(keys[m]) >= 4 and keys[m].isalpha()
                and all(st.words[x].text.isupper() for x in (k, m - 1, m))
                and _field_closes_after(st, m))
            if not closing and gaps[m] != _G_HYPHEN and self._label_or_column(st, m, inf):
                break  # (a word joined by a hyphen is the name's: "KAI NAKAMURA-LEE   |")
            if self._weekday_after_name(st, m):
                break
            if gaps[m] == _G_HYPHEN:
                ok = not inf.clinical  # "Retterer-moore"
            elif st.informative[m]:
                # a capitalised word right after the name on a mixed-case line; after a
                # name its writer typed in lower case, a name or a word no list knows in
                # lower case too ("pastor is rev. joe begaye (pt gave ok")
                ok = closing or (st.initcap[m] and (roles[m] != _OTHER or (
                    not inf.clinical and not inf.common
                    and not st.words[m].text[1:2].isupper()))) or (
                    m == k + 1 and gaps[m] == _G_SPACE and (inf.unknown or (
                        not inf.protected and self._namelike(keys[m], inf))
                        # (the surname that vouched for the given name: "HCA wiremu rangi;")
                        or self._unlisted_given_pair(st, k)
                        # after a title and given name typed so, an everyday surname
                        # ("teacher mr. bill page ok")
                        or (why == "title+name" and k > 0 and st.words[k - 1].text.islower()
                            and self._listed_given(keys[k]) and not inf.clinical
                            and self._everyday_surname(keys[m]))
                        # ... or before a credential after a comma ("Counsellor: rachel
                        # tan, MS CGC")
                        or ((not inf.clinical or inf.lr >= 1.0) and self._credited_after(
                            st, m)))
                    and st.words[k].text.islower() and st.words[m].text.islower()) or (
                    # a third part in lower case after a title, closing the clause ("dr
                    # tan wei ling (MO)")
                    m == k + 2 and why == "title+name" and gaps[m] == _G_SPACE
                    and roles[m - 1] == _NAME and st.words[k].text.islower()
                    and st.words[m - 1].text.islower() and st.words[m].text.islower()
                    and not (inf.common or inf.clinical or inf.protected)
                    and closes_clause(st.text, st.words[m].end, "\r\n,;.)("))
            else:
                ok = closing or (roles[m] in (_NAME, _PARTICLE) and self._namelike(keys[m], inf))
            if not ok:
                break
            st.mark(m, _EV_CONTEXT, why, 0.9)
            roles[m] = _NAME
            m += 1
        return m

    def _credited_after(self, st: _State, m: int) -> bool:
        """A credential after a comma follows word ``m`` ("rachel tan, MS")."""
        credit = _regex.match(_CREDENTIAL_AFTER_COMMA, st.text, st.words[m].end)
        return credit is not None and normalize(credit.group("cred")) in self._CREDENTIALS

    #: Single letters that notes write for a word: "c" and "w" (with), "s" (without),
    #: "x" (times), "a" and "o" ("a and o"), "i" (the pronoun typed in lower case).
    _WORD_LETTERS: Final = frozenset("cwsxoai")

    @classmethod
    def _lower_surname_letter(cls, st: _State, k: int, m: int) -> bool:
        """Word ``m`` is a lone lower-case letter after a given name typed in lower case
        that a cue, a role or a field found, before a word or the clause's end: the
        surname's letter ("RN alex p drew cultures", "Scribe: deshawn g (EMT)"), not a
        letter standing for a word ("c pain", "x2"). Before a column gap any letter is
        the surname's ("Scrub: RN TB, RN priya s   Runner: HCA ...")."""
        word = st.words[m].text
        if not (len(word) == 1 and word.islower() and st.words[k].text.islower()
                and st.gaps[m] == _G_SPACE):
            return False
        after = st.gap_text[m + 1] if m + 1 < len(st.words) else "\n"
        if _wide_gap(after) and not after.strip(" \t"):
            return True
        if word in cls._WORD_LETTERS:
            return False
        if after == " ":
            return st.words[m + 1].text.isalpha() and st.words[m + 1].text.islower()
        return "\n" in after or after.strip(" \t")[:1] in (".", ",", ";", ")", "(", "|")

    @classmethod
    def _function_surname(cls, st: _State, m: int) -> bool:
        """Word ``m``, a function word, is written as a name (a capital, then lower
        case) on a line whose capitals mean something, after a single blank, and a
        comma, a semicolon, a period, a bracket or the line's end closes it."""
        return cls._function_surname_shape(st, m) and closes_clause(
            st.text, st.words[m].end)

    @staticmethod
    def _function_surname_shape(st: _State, m: int) -> bool:
        """Word ``m`` is written as a name (a capital, then lower case) on a line whose
        capitals mean something, after a single blank."""
        word = st.words[m].text
        return (st.gap_text[m] == " " and st.line_informative[m] and word[:1].isupper()
                and word[1:].islower() and len(word) > 1)

    #: Function words the census holds as surnames that English also writes with a
    #: capital after a subject or in a title's case ("Anna Will call", "Ruth May come",
    #: "Told Sarah To wait"): they stay.
    _MODAL_SURNAMES: Final = frozenset({"will", "may", "can", "to"})

    def _function_surname_after_given(self, st: _State, k: int, m: int) -> bool:
        """"interpreter Khanh Do today", "Dr Min-ji Oh reviewed": a function word that
        many people bear as a surname, written with a capital mid-sentence right after a
        given name and before a word in lower case, closes the name; English writes such
        a word so only at a sentence's start, where no given name stands before it."""
        nxt = m + 1
        return (self._function_surname_shape(st, m) and st.keys[m] not in self._MODAL_SURNAMES
                and self._census_surname(st.keys[m]) and self._given_name(st.keys[k])
                and st.initcap[k] and nxt < len(st.keys) and st.gap_text[nxt] == " "
                and st.words[nxt].text.isalpha() and st.words[nxt].text.islower())

    def _capitals_surname_after_given(self, st: _State, k: int, m: int,
                                      titled: bool = False) -> bool:
        """"Mr Gerald ASHCOMBE": a surname in capitals after a given name in its own case,
        as registers write it: a census surname that reads as a name and that the lists
        hold as no clinical, common or function word, or a word they know nothing of, of
        four letters at least, that closes the clause or the field ("Dr Amy TAVI clinic"
        stays). After a title (``titled``) a common word that many bear as a surname
        closing the field is one too ("Re: Mr Iwan Rhys PRICE   DOB")."""
        word, inf = st.words[m].text, st.infos[m]
        if inf is None or st.gap_text[m] != " " or not st.initcap[k] or not (
                word.isupper() and word.isalpha()) or inf.clinical or (
                inf.function or st.roles[m] == _SUFFIX):
            return False
        closes = _field_closes_after(st, m) or closes_clause(st.text, st.words[m].end)
        if inf.common:
            return titled and closes and len(word) >= 3 and self._given_name(st.keys[k]) and (
                self._census_surname(st.keys[m]))
        return self._given_name(st.keys[k]) and (
            (inf.unknown and len(word) >= 4 and closes) or (len(word) >= 3 and self._namelike(
                st.keys[m], inf) and self._census_surname(st.keys[m])))

    def _surname_closing(self, st: _State, k: int, m: int) -> bool:
        """'Patient: Sophia Hand   44F', "navigator Crystal Bone, RN", "PT: FRANK WHITE
        AGE: 58": a capitalised everyday or clinical word (any word where case says
        nothing) is the surname when it ends the value of a labelled field (a colon before
        the name, a column gap or the line's end after it) or stands before a
        credential."""
        word = st.words[m].text
        if (st.informative[m] and word[1:2].isupper()) or st.keys[m] in _CALENDAR_WORDS or (
                st.roles[m] == _SUFFIX):
            return False  # (a credential before another: "Reid MD FRCP")
        nxt = m + 1
        if nxt < len(st.keys) and st.gaps[nxt] in (_G_SPACE, _G_COMMA) and (
                st.roles[nxt] == _SUFFIX and st.keys[nxt] not in self.GENERATIONS
                and st.keys[nxt] not in self.WEAK_SUFFIXES):
            return True
        after = st.text[st.words[m].end:st.words[m].end + 2]
        if ":" not in st.gap_text[k]:
            # "PHYSICIAN: DR. ROSALIND PAGE, CAPE COD": after a title and a given name, a
            # surname of the census tables before a comma or the line's end
            # ("ED CHARGE RN KATHLEEN WARD NOTIFIED": after a staff role too, and before
            # a verb that reports on the person or says they were told)
            inf = st.infos[m]
            role = st.roles[k - 1] if k > 0 else None
            return ((role == _TITLE or (role == _SUFFIX and st.keys[k - 1] in self._CREDENTIALS))
                    and st.keys[m].isalpha() and inf is not None and not inf.function
                    and self._given_name(st.keys[k]) and self._census_surname(st.keys[m])
                    and (not after or after[:1] in ",;\n\r" or after.startswith(_FIELD_ENDS)
                         or _next_word_in(st, m, self._TOLD_OR_REPORTED)))
        # any field end but a bar after a single blank
        return not after or (after.startswith(_FIELD_ENDS) and not after.startswith(" |"))

    #: People who must carry a word as their surname in the census tables for it to
    #: close a name after a title and a given name where case tells nothing.
    _TITLED_SURNAME_COUNT: Final = 5000

    def _census_surname(self, key: str) -> bool:
        """A surname at least ``_TITLED_SURNAME_COUNT`` people carry: it may close a name
        though it is an everyday word ("WARD", "BLACK")."""
        return self.lexicon.last_count(key) >= self._TITLED_SURNAME_COUNT

    def _everyday_surname(self, key: str) -> bool:
        """A census surname (:meth:`_census_surname`) that English uses less often than
        ``CLOSED_SURNAME_MAX_FREQ``: "Brown", "Page", "Young", not "Will"."""
        return self._census_surname(key) and (
            self.lexicon.english_freq(key) < self.CLOSED_SURNAME_MAX_FREQ)

    def _given_name(self, key: str) -> bool:
        """A word the name tables hold more often as a given name than as a surname."""
        return self.lexicon.first_count(key) > self.lexicon.last_count(key)

    def _function_word_surname(self, st: _State, j: int, k: int) -> bool:
        """Word ``k``, right after the title before word ``j``, is a function word
        written with a capital that the census holds as a frequent surname ("Dr. Do",
        "Mrs. An", "Dr. He"): a title names the person after it. A title after a
        determiner is the noun ("called the Dr. So we wait"), and "Dr. On call" keeps a
        word few people bear, as does a street's "Dr." after its number ("40 Elm Dr. So
        far")."""
        inf = st.infos[k]
        return (k == j and inf is not None and inf.function and st.capitalised(k)
                and self._census_surname(st.keys[k])
                and not (j >= 2 and st.keys[j - 2] in _DETERMINERS)
                and not any(w.text.isdigit() for w in st.words[max(0, j - 4):j - 1]))

    def _common_first_name(self, st: _State, k: int) -> bool:
        """A common word that is also a first name, followed by a surname: "Dr Will Cole"."""
        inf = st.infos[k]
        m = k + 1
        if inf is None or not inf.known or m >= len(st.keys) or st.gaps[m] != _G_SPACE:
            return False
        if st.informative[k] and not st.initcap[k]:
            return False
        nxt = st.infos[m]
        return (nxt is not None and st.roles[m] == _NAME and nxt.known
                and self._namelike(st.keys[m], nxt))

    def _before_suffix(self, st: _State, j: int, weak: bool) -> None:
        inf = st.infos[j]
        if st.roles[j] == _INITIAL and j > 0 and st.gaps[j] == _G_SPACE and (
                st.gaps[j + 1] in (_G_DOTCOMMA, _G_DOT, _G_COMMA)) and st.initcap[j - 1] and (
                self._mostly_first_name(st.keys[j - 1])) and self._opens_a_name(st, j - 1):
            # "Summer P., RN": a given name and the initial of the surname signing, the
            # given name an everyday word
            before = st.infos[j - 1]
            if before is not None and not (before.function or before.clinical):
                for k in (j - 1, j):
                    st.mark(k, _EV_CONTEXT, "given name and initial+suffix", 0.85)
                    st.roles[k] = _NAME
                return
        if inf is not None and inf.eponym and st.keys[j + 1] in _ROMAN_GRADES:
            return  # "House-Brackmann II", "Mobitz II": a grade or a type, no generation
        if inf is not None and st.roles[j] == _OTHER and (self._lower_before_credential(
                st, j, inf) or self._lower_given_and_unknown(st, j, inf)):
            st.mark(j, _EV_CONTEXT, "lower-case name+credential", 0.8)
            k = j - 1
            if k >= 1 and st.gaps[j] == _G_SPACE and st.gaps[k] == _G_SPACE and len(
                    st.words[k].text) == 1 and st.words[k].text.islower() and st.roles[
                    k] == _OTHER and self._lower_listed_given(st, k - 1):
                # "Verified: jose l martinez, RN": the middle initial, then the given name
                st.mark(k, _EV_CONTEXT, "lower-case name+credential", 0.8)
                st.roles[k] = _NAME
                k -= 1
            if k >= 0 and st.gaps[k + 1] == _G_SPACE and st.keys[k].isalpha() and (
                    self._lower_shared_given(st, k) or self._lower_listed_given(st, k)):
                # "to grant o'shea RN": the given name before it, in lower case too
                # ("Signed: aoife brennan RN", a given name few bear but no word)
                st.mark(k, _EV_CONTEXT, "lower-case name+credential", 0.8)
            return
        # "J. Okonjo RN": an initial before a word no list knows as clinical, everyday or
        # a function word; capitalised where capitals mean something ("K. LUNDQVIST RN"
        # too), in any case on a line in capitals or in lower case ("p. okafor rvt")
        # ("N. Okonjo-Williams MD": before the first word of a hyphenated surname)
        first = _compound_start(st.gaps, j)
        # past the particles of the surname ("H. van Dijk, MD", "A. van der Berg RN")
        while first > 1 and st.roles[first - 1] == _PARTICLE and st.gaps[first] == _G_SPACE \
                and st.words[first - 1].text.islower():
            first -= 1
        initialled = (inf is not None and first > 0 and st.roles[first - 1] == _INITIAL
                      and st.gaps[first] in (_G_DOT, _G_TIGHTDOT)
                      and (not st.line_informative[j] or st.initcap[j]
                           or st.words[j].text.isupper())
                      and not inf.function
                      # ("H. Ng, MD": a capitalised surname the census holds widely,
                      # though a clinical abbreviation is spelled the same)
                      and (not inf.clinical or (
                          st.capitalised(j) and self._census_surname(st.keys[j])))
                      # (an everyday word no frequent one, written as a name: "reviewed
                      # O. Banjo MD")
                      and (not (inf.common or inf.protected)
                           or (not inf.common and not inf.clinical and st.capitalised(j)
                               and st.line_informative[j])
                           or self._initialled_surname(st, first, j)))
        if inf is not None and (((not weak or st.words[j + 1].text.isupper()) and (
                self._given_before_word_surname(st, j) or self._unworded_given_and_surname(
                    st, j)))
                or self._uncased_given_and_surname(st, j)):
            # "nurse navigator Crystal Bone, RN": a capitalised first name and a
            # capitalised word before a credential, the word the surname
            st.mark(j - 1, _EV_CONTEXT, "name+suffix", 0.85)
            st.mark(j, _EV_CONTEXT, "name+suffix", 0.85)
            st.roles[j - 1] = st.roles[j] = _NAME
            return
        if inf is not None and inf.function and not weak and self._given_before_function_surname(
                st, j):
            # "CBT referral to Kou Her, LCSW": a given name, then a surname that is also a
            # function word, written as a name before a credential
            for k in (j - 1, j):
                st.mark(k, _EV_CONTEXT, "name+suffix", 0.85)
                st.roles[k] = _NAME
            return
        if inf is None or (st.roles[j] not in (_NAME, _PARTICLE) and not initialled):
            return
        if weak:
            # "To: Bea RN": a capitalised word more often a name than a word, though a
            # word lies one edit away, is the person before the credential
            capitalised_name = st.capitalised(j) and inf.lr >= 1.0 and not (
                inf.function or inf.common or inf.clinical or inf.protected)
            if not (self._namelike(st.keys[j], inf) or initialled or capitalised_name) or (
                    inf.protected and inf.lr < 1.0 and not initialled):
                return
            if inf.protected and st.line_informative[j] and st.words[j].text.isupper():
                return  # "ASA III", "NYHA II": a protected acronym with a class
        elif inf.function or (inf.common and not initialled
                              and not self._after_given_and_initial(st, j)):
            return
        st.mark(j, _EV_CONTEXT, "name+suffix", 0.9)
        if initialled:
            for k in range(first, j):
                st.mark(k, _EV_CONTEXT, "name+suffix", 0.9)
            k = first - 1  # and the initials before it: "J.L. Okonjo RN", "J. L. OKONJO RN"
            while True:
                st.mark(k, _EV_CONTEXT, "initial in name", 0.9)
                k -= 1
                if k < 0 or st.roles[k] != _INITIAL or st.gaps[k + 1] not in (
                        _G_DOT, _G_TIGHTDOT) or (st.gaps[k + 1] == _G_DOT
                                                 and not self._opens_a_name(st, k)):
                    break  # not "Vitamin D. J. Okonjo RN"

    def _given_before_function_surname(self, st: _State, j: int) -> bool:
        """Word ``j``, a function word written as a name on a mixed-case line after a
        single blank ("Her", "Do"), follows a capitalised word that reads as a name or
        that no list knows, mid-sentence."""
        word = st.words[j].text
        if j < 1 or st.gap_text[j] != " " or not st.line_informative[j] or not (
                word[:1].isupper() and word[1:].islower()) or st.sentence_start[j - 1]:
            return False
        given = st.infos[j - 1]
        return given is not None and st.initcap[j - 1] and st.words[j - 1].text[1:].islower() \
            and not (given.function or given.clinical or given.common or given.protected) \
            and (given.unknown or given.lr >= 1.0)

    def _opens_a_name(self, st: _State, i: int) -> bool:
        """Whether word ``i`` stands where a name may begin: at the start, after a break
        or a column's gap, or after a word that names or points at a person ("seen by",
        "RN", "cc")."""
        return i == 0 or st.gaps[i] == _G_BREAK or st.keys[i - 1] in self._INITIAL_OPENERS or (
            _wide_gap(st.gap_text[i]))

    def _given_before_initial(self, st: _State, i: int) -> bool:
        """Initial ``i`` follows a capitalised given name on a mixed-case line and comes
        before a capitalised word that is no clinical or function word ("Collector: Rose
        T. Albescu"): a middle initial, so its period ends no sentence ("Vitamin D.
        Lasix started" still does: "Vitamin" is nobody's given name)."""
        if i < 1 or i + 1 >= len(st.keys) or st.gaps[i] != _G_SPACE:
            return False
        prev, nxt = st.infos[i - 1], st.infos[i + 1]
        if prev is None or nxt is None or prev.clinical or prev.function or (
                nxt.clinical or nxt.function):
            return False
        return (st.informative[i - 1] and st.initcap[i - 1] and st.initcap[i + 1]
                and not st.words[i + 1].text.isupper()
                and self._mostly_first_name(st.keys[i - 1]))

    def _given_before_word_surname(self, st: _State, j: int) -> bool:
        """A capitalised first name (mostly a first name in the tables) and a capitalised
        word no name table knows as a surname-only name, on a mixed-case line."""
        if j < 1 or st.gaps[j] != _G_SPACE or not (st.informative[j] and st.initcap[j]
                                                  and st.informative[j - 1]
                                                  and st.initcap[j - 1]):
            return False
        first, word = st.infos[j - 1], st.infos[j]
        if first is None or word is None or word.function or first.function:
            return False
        if st.words[j].text[1:2].isupper() or st.words[j - 1].text[1:2].isupper():
            return False
        if st.keys[j] in _CALENDAR_WORDS:
            return False
        if st.sentence_start[j - 1] and not (
                j >= 2 and st.gap_text[j - 1].strip(" \t") == ":"
                and st.keys[j - 2] in self._LABEL_ROLES):
            # "Will Call MD if worse" opens a sentence; a signature line ends with the
            # credential ("Crystal Bone, RN" alone on its line), and a field's value
            # follows its label ("Circulator:    Summer Whitlock, RN  (relief ...)")
            end = st.words[j + 1].end
            line_end = st.text.find("\n", end)
            if st.text[end:line_end if line_end >= 0 else None].strip(" \t\r.,"):
                return False
        # ("Carter Page LCSW": a given name many bear, though more bear it as a surname,
        # before an everyday word that is a census surname)
        given = self._mostly_first_name(st.keys[j - 1]) or (
            self._shared_given_name(st.keys[j - 1]) and self._everyday_surname(st.keys[j]))
        return (not first.clinical and given
                and (j < 2 or st.roles[j - 2] != _NAME or st.gaps[j - 1] != _G_SPACE))

    #: People who must bear a word as a given name for it to open a name before an
    #: everyday surname and a credential, though more bear it as a surname ("Carter").
    SHARED_GIVEN_COUNT: Final = 50_000

    def _shared_given_name(self, key: str) -> bool:
        """A given name at least ``SHARED_GIVEN_COUNT`` people bear, whatever the number
        who bear it as a surname ("Carter", "Grant")."""
        return self.lexicon.first_count(key) >= self.SHARED_GIVEN_COUNT

    def _unworded_given_and_surname(self, st: _State, j: int) -> bool:
        """"Lwazi Dlamini, MD", "Aroha Ngata, RN": two words written as a name before a
        credential, each held by the name tables or by no list at all, and neither a word
        of English of any weight, are the name, though their likelihood ratios alone would
        not say so (names rarer in the tables than in the word counts)."""
        if j < 1 or st.gaps[j] != _G_SPACE or (
                j >= 2 and st.roles[j - 2] == _NAME and st.gaps[j - 1] == _G_SPACE):
            return False
        for k in (j - 1, j):
            inf, word = st.infos[k], st.words[k].text
            if inf is None or not st.capitalised(k) or not word[1:].islower() or not (
                    inf.known or inf.unknown) or inf.function or inf.common or (
                    inf.clinical or inf.protected or inf.everyday or inf.eponym):
                return False
        return True

    def _uncased_given_and_surname(self, st: _State, j: int) -> bool:
        """"REFERRING: CHANDRA BLACK, MD", "PCP: WILL PRICE, MD": on a line in one case, a
        word mostly borne as a given name and a common surname, opening a name's slot and
        set off from the credential by a comma, are the name, though either is a word."""
        if j < 1 or st.line_informative[j] or st.gaps[j] != _G_SPACE or \
                st.gaps[j + 1] != _G_COMMA or not self._opens_a_name(st, j - 1):
            return False
        first, word = st.infos[j - 1], st.infos[j]
        if first is None or word is None or first.function or word.function or \
                first.clinical or word.clinical:
            return False
        return self._mostly_first_name(st.keys[j - 1]) and self._census_surname(st.keys[j])

    def _initialled_surnames_in_cells(self, st: _State) -> None:
        """"| 2/10 | 15  | M.Rose": a capital initial glued by its dot to a word that many
        people carry as their surname, alone in a table's cell, is who filled the row."""
        for j in _indexes(st.gaps, _G_TIGHTDOT):
            i = j - 1
            inf = st.infos[j]
            if i < 1 or inf is None or inf.clinical or inf.function or st.evidence[j] or (
                    len(st.words[i].text) != 1) or st.gap_text[i].strip(" \t") != "|" or (
                    not _closes_cell(st, j)) or not self._initialled_surname(st, j, j):
                continue
            self._mark_initials(st, i, j + 1, "initial and surname in a table's cell")

    #: Words after which an initial and an everyday surname are a person ("via house
    #: sup J. Brown", "called K. Young", "d/w K. Young"): roles, relatives, words of
    #: reaching someone ("w" is what "d/w" and "w/" leave as their last word), and the
    #: ward's watchers ("re-checked w/ security D. Young").
    _INITIAL_SURNAME_OPENERS: Final = _INITIAL_OPENERS | RELATION_CUES | frozenset(words("""
        sup supervisor called paged notified informed contacted via spoke w to security
        guard officer sitter porter escort chaperone"""))
    #: Initials of a side ("R. Hand", "L. Foot"), not of a person.
    _SIDES: Final = frozenset({"R", "L", "B"})
    #: How many times likelier than English a word after a side's letter must be, to make
    #: the letter an initial: "to B. Sutter" is a person; "R. Hand", "L. Chin" are sides.
    _SIDE_SURNAME_MIN_LR: Final = 10.0

    def _initial_and_everyday_surname(self, st: _State) -> None:
        """A capital initial, its dot and a word that is the surname of 5,000 people or
        more, written as a name after a role, a relative or a word of reaching someone,
        is that person though the word is an everyday one ("sitter via house sup J.
        Brown", "charge RN K. Young aware"); so is one opening a log entry after its time
        ("06/03 11:02  K. Brown (sched)"), and one after a given name ("Collector: Rose
        T. Brown"). A clinical word ("E. Coli") or a side's initial ("to R. Hand") is
        none, unless the word is far more often a name ("referred to B. Sutter"); nor is
        an eponym before its head ("per K. Brown scale")."""
        words, keys, infos = st.words, st.keys, st.infos
        for j in _indexes(st.gaps, _G_DOT):
            i = j - 1
            inf = infos[j]
            if i < 1 or inf is None or st.evidence[j] or len(words[i].text) != 1 or (
                    not words[i].text.isupper()) or (
                    words[i].text in self._SIDES and inf.lr < self._SIDE_SURNAME_MIN_LR):
                continue
            given = self._given_before_initial(st, i) and not st.blocked[i - 1]
            if not ((keys[i - 1] in self._INITIAL_SURNAME_OPENERS
                     and st.gap_text[i] in (" ", "/ ")) or _after_clock(st, i) or given) or (
                    not st.line_informative[j]) or (
                    not words[j].text.istitle()) or not keys[j].isalpha() or (
                    inf.clinical or inf.function) or not self._everyday_surname(keys[j]) or (
                    st.text[words[j].end:words[j].end + 1] in ("-", "'", "\u2019")) or (
                    j + 1 < len(keys) and keys[j + 1] in EPONYM_HEADS):
                continue
            self._mark_initials(st, i - 1 if given else i, j + 1,
                                "given name, initial and everyday surname" if given
                                else "initial and everyday surname after a role")

    #: Particles that open a surname after an initial, one or two of them ("J. de Wit",
    #: "T. Van Leer", "A. van der Berg"); "St" and the articles that open place names
    #: ("La", "Los") are read elsewhere. "Al" and "El" join their surname by a hyphen
    #: ("R. Al-Otaibi").
    _INITIAL_PARTICLES: Final = PARTICLES - frozenset(words("st la le los las mc mac"))
    _HYPHENED_PARTICLES: Final = frozenset(words("al el"))

    def _initial_particle_and_surname(self, st: _State) -> None:
        """A capital initial and its dot, a surname's particle and a capitalised word
        are a person, whatever the word means alone ("J. de Wit, AIOS", "badge, T. Van
        Leer):", "co-signed R. Al-Otaibi"): a particle after an initial opens nothing
        but a surname. A clinical, function or eponym's word after the particle stays,
        and so does a letter after a clinical word ("Hep B. De Quervain")."""
        words, keys, n = st.words, st.keys, len(st.words)
        for i in range(n - 2):
            if len(words[i].text) != 1 or not words[i].text.isupper() or st.gap_text[
                    i + 1] != ". " or (i > 0 and st.gap_text[i] in (".", "-")):
                continue  # ("U.S. de ..." is no initial)
            j = i + 1
            parts = [j]
            if keys[j] in self._HYPHENED_PARTICLES:
                if st.gap_text[j + 1] != "-":
                    continue
            elif keys[j] in self._INITIAL_PARTICLES and words[j].text.isalpha():
                if j + 2 < n and keys[j + 1] in self._INITIAL_PARTICLES and (
                        st.gap_text[j + 1] == " ") and words[j + 1].text.isalpha():
                    parts.append(j + 1)  # "van der", "de la"
                if st.gap_text[parts[-1] + 1] != " ":
                    continue
            else:
                continue
            m = parts[-1] + 1
            inf = st.infos[m] if m < n else None
            before = st.infos[i - 1] if i > 0 else None
            if before is not None and before.clinical and "\n" not in st.gap_text[i]:
                continue  # a letter naming a thing ("Hep B. De Quervain ...")
            if inf is None or inf.clinical or inf.function or inf.eponym or not (
                    words[m].text[:1].isupper() and words[m].text.isalpha()
                    and len(words[m].text) >= 2):
                continue
            st.mark(i, _EV_CONTEXT, "initial, particle and surname", 0.8)
            st.roles[i] = _INITIAL
            for k in parts:
                st.mark(k, _EV_CONTEXT, "initial, particle and surname", 0.8)
                st.roles[k] = _PARTICLE
            st.mark(m, _EV_CONTEXT, "initial, particle and surname", 0.8)
            st.roles[m] = _NAME

    def _initialled_surname(self, st: _State, first: int, j: int) -> bool:
        """"A. Street RN", "A.Street RN": a capital initial before a word that many
        people carry as their surname, both written as a name, reads as the name though
        the word is an everyday one."""
        return (first == j and st.words[first - 1].text.isupper()
                and st.words[j].text[:1].isupper() and self._census_surname(st.keys[j]))

    def _after_given_and_initial(self, st: _State, j: int) -> bool:
        """"HOLLIS P. STRONG, M.D.": a given name and a middle initial before a word and a
        credential make the word the surname, though it is an English word."""
        if j < 2 or st.roles[j - 1] != _INITIAL or st.gaps[j] not in (_G_DOT, _G_SPACE):
            return False
        inf = st.infos[j]
        first = st.infos[j - 2]
        return (inf is not None and not inf.clinical and first is not None
                and st.roles[j - 2] == _NAME and st.gaps[j - 1] == _G_SPACE
                and first.known and not first.common and not first.clinical
                and self.lexicon.first_count(st.keys[j - 2]) > 0)

    def _lower_before_credential(self, st: _State, j: int, inf: WordInfo) -> bool:
        """"handoff to marcus RN": a first name typed in lower case before a credential in
        capitals, on a line whose capitals mean something. Only a clear name from the
        tables, no word of the protect list ("charge RN", "float RN", "night RN")."""
        word = st.words[j].text
        return (st.line_informative[j] and word.islower()
                and self._capital_credential_after(st, j) and not inf.protected
                and not inf.unknown and inf.lr >= self.upper_lr_threshold
                and self._namelike(st.keys[j], inf))

    def _lower_given_and_unknown(self, st: _State, j: int, inf: WordInfo) -> bool:
        """"report to sam okafor RN": in lower case before a credential in capitals, a
        word that no list but the name tables knows, after a given name many bear, on a
        line whose capitals mean something."""
        word, k = st.words[j].text, j - 1
        only_a_name = inf.unknown or not (inf.listed_word or inf.eponym)
        return (k >= 0 and only_a_name and st.line_informative[j] and word.islower()
                and word.isalpha() and len(word) >= 4 and st.gaps[j] == _G_SPACE
                and self._capital_credential_after(st, j) and self._lower_shared_given(st, k))

    def _lower_shared_given(self, st: _State, k: int) -> bool:
        """Word ``k``, no role yet, is a given name many bear typed in lower case."""
        return (st.words[k].text.islower() and st.roles[k] == _OTHER
                and self._shared_given_name(st.keys[k]))

    def _lower_listed_given(self, st: _State, k: int) -> bool:
        """Word ``k``, no role yet, typed in lower case, is held by the name tables as a
        given name more than as a surname and as no word of any list ("aoife")."""
        inf = st.infos[k]
        return (inf is not None and st.words[k].text.islower() and st.roles[k] == _OTHER
                and inf.known and not inf.listed_word and self._given_name(st.keys[k])
                and self._namelike(st.keys[k], inf))

    @staticmethod
    def _column_label(st: _State, i: int) -> bool:
        """Word ``i`` labels the next field of a row of fields: after a column gap,
        before its colon, a field with its own colon earlier on the line ("Umur / Age:
        56   Jantina: P   Bangsa: Melayu")."""
        if not _wide_gap(st.gap_text[i]) or "\n" in st.gap_text[i] or not st.after(
                i).startswith(":"):
            return False
        k = i - 1
        while k > 0 and "\n" not in st.gap_text[k]:
            if ":" in st.gap_text[k]:
                return True
            k -= 1
        return False

    def _translated_label(self, st: _State, i: int) -> bool:
        """Word ``i`` opens one side of a field's label written in two languages, a
        slash between the sides and a colon after both ("DOB/Fecha nac.: 11/04/1969",
        "Diagnosis / Diagnóstico:", "Dari / From:", "Tujuan rujukan / Reason:"): the
        side in the other language is a label too, whatever name it reads as."""
        gap_text, n = st.gap_text, len(st.words)

        def english(k: int) -> bool:
            # (no relative: "wife/Maria: agrees" names her)
            inf = st.infos[k]
            return inf is not None and inf.listed_word and inf.lr < 0.1 and (
                st.keys[k] not in self.KIN_CUES)

        def side_end(k: int) -> int:
            """The last word of the side opened by word ``k``: two words in lower case
            may follow it ("Fecha nac.", "Línea de enfermería")."""
            for _ in range(2):
                if k + 1 < n and gap_text[k + 1] == " " and st.words[k + 1].text.islower():
                    k += 1
            return k

        def colon_after(k: int) -> bool:
            return st.after(k).lstrip(".").startswith(":")

        end = side_end(i)
        if i > 0 and gap_text[i].strip(" \t") == "/" and english(i - 1):
            return colon_after(end)
        k = end + 1
        if k >= n or gap_text[k].strip(" \t") != "/" or not english(k):
            return False
        return colon_after(side_end(k))

    def _capital_credential_after(self, st: _State, j: int) -> bool:
        """Word ``j + 1`` is a credential written in capitals ("RN", "MD"), no
        generation."""
        return (st.words[j + 1].text.isupper() and st.keys[j + 1] in self.WEAK_SUFFIXES
                and st.keys[j + 1] not in self.GENERATIONS)

    # -- step 2: likelihood ratio -------------------------------------------------------
    def _likelihood(self, st: _State) -> None:
        lr_thr, up_thr = self.lr_threshold, self.upper_lr_threshold
        keys, infos, roles, evidence = st.keys, st.infos, st.roles, st.evidence
        language = _document_language(st)
        for i in [i for i in _indexes(roles, _NAME) if not evidence[i]]:
            inf = infos[i]
            if inf is None or inf.protected:
                continue
            if st.informative[i]:
                if language is not None and i > 0 and st.gap_text[i] == " " and (
                        keys[i - 1] in _NOUN_OPENERS_ABROAD[language]) and (
                        self._word_of_language(keys[i], language)):
                    continue  # "ihr Kater gestorben", "beim Aufstehen": the note's nouns
                if inf.unknown and st.sentence_start[i] and not self._subject(st, i):
                    continue  # a capitalised unknown word opening a sentence: a typo
                if inf.unknown and product_shape(st.words[i].text):
                    continue  # "GranuFoam", "CervixCheck", "InsightRx": a brand
                if self._translated_label(st, i) or (inf.unknown and self._column_label(st, i)):
                    continue  # "DOB/Fecha nac.:", "Dari / From:", "Age: 56   Jantina: P"
                if inf.lr > lr_thr or inf.unknown:
                    # the subject of a verb that reports on a person, inside a sentence,
                    # is no misspelling ("kaumatua Matiu arrived"; "Pateint was seen."
                    # opening one is)
                    lr = inf.lr if (inf.unknown and not st.sentence_start[i]
                                    and self._subject(st, i)) else self.typo_lr(keys[i], inf)
                    if lr > lr_thr:
                        st.mark(i, _EV_WEAK, "unknown initcap" if inf.unknown
                                else "lr>1 initcap", lr / (1.0 + lr))
            elif inf.lr >= up_thr and not inf.common and not _before_decimal(st, i) and not (
                    st.line_informative[i] and (len(keys[i]) <= 3 or (
                        keys[i] in self._SOCIETIES and not self._capitals_follow(st, i)))):
                # (three capitals or fewer on a line whose case means something are an
                # abbreviation's: "Adherence to LAI", "EVA R>L on CT"; so is a society's
                # or an act's that no name in capitals follows: "GINA protections")
                lr = self.typo_lr(keys[i], inf)
                if lr >= up_thr:
                    st.mark(i, _EV_WEAK, "lr upper-case", lr / (1.0 + lr))

    #: How frequent a word must be in the note's language, and how few people the name
    #: tables may count bearing it, for its capital to be the language's grammar rather
    #: than a name's ("Karte", "Ziel", "Saúde"; "Müller" and "Gerber" are borne by
    #: thousands, "Zurbriggen" is rare in German text).
    FOREIGN_WORD_MIN_FREQ: Final = 10 ** (3.5 - 9)
    FOREIGN_WORD_MAX_BEARERS: Final = 2000

    def _word_of_language(self, key: str, language: str) -> bool:
        """Word ``key`` is one the note's language writes often and few people bear
        (the tables spell names without accents: "Müller" is counted as "muller")."""
        if foreign_frequency(key, language) < self.FOREIGN_WORD_MIN_FREQ:
            return False
        lexicon, plain = self.lexicon, fold_accents(key)
        return max(lexicon.first_count(k) + lexicon.last_count(k) for k in (key, plain)) < (
            self.FOREIGN_WORD_MAX_BEARERS)

    @staticmethod
    def _capitals_follow(st: _State, i: int) -> bool:
        """Word ``i + 1`` is written in capitals after a blank ("GINA SMITH")."""
        return i + 1 < len(st.words) and st.gaps[i + 1] == _G_SPACE and (
            st.words[i + 1].text.isupper() and len(st.words[i + 1].text) > 1)

    def _subject(self, st: _State, i: int) -> bool:
        """An unknown word opening a sentence as the subject of a verb that reports on a
        person ("Oyelowo was seen", "Kessler denies pain"): a surname, not a typo."""
        return (len(st.keys[i]) >= 4 and self._reporting_verb_next(st, i)
                and not st.words[i + 1].text.isupper())

    @classmethod
    def _opens_report(cls, st: _State, i: int) -> bool:
        """A capitalised word opening a sentence before a verb in the third person or
        the past ("Hope reports", "Will was updated"), a modal verb ("Summer may"), a
        word for how a person feels ("Hope tearful") or
        "and" and a name ("Frank and Marieke"): the subject, never the modal verb or the
        noun the same word also is."""
        if not st.initcap[i] or i + 1 >= len(st.keys):
            return False
        if _regex.match(_PERSON_AFTER, st.text, st.words[i].end) is not None:
            return True  # "Frank, a retired paramedic, asked", "Contacts: May 785-555-0145"
        start = st.words[i].start
        if _regex.match(_ENTRY_DASH, st.text, st.words[i].end) is not None and (
                _regex.search(_ENTRY_NUMBER, st.text, max(0, start - 12), start) is not None):
            return True  # "3. Bud - A1c highest in group": a numbered entry on a person
        if not st.words[i + 1].text.islower() or st.gaps[i + 1] != _G_SPACE:
            return False
        nxt = st.keys[i + 1]
        if cls._subject_verb(nxt) or nxt in cls.PERSON_STATES:
            # "Summer may use ibuprofen", "May shared that", "Mark read a letter", "Hope
            # tearful"
            return True
        if nxt.endswith("ly") and i + 2 < len(st.keys) and st.gaps[i + 2] == _G_SPACE:
            after = st.keys[i + 2]  # "Bill initially requested"
            if after in cls.SUBJECT_VERBS or _past_tense(after):
                return True
        # "Frank and Marieke agree": joined by "and" to a capitalised name
        j = i + 2
        return (st.keys[i + 1] == "and" and j < len(st.keys) and st.gaps[j] == _G_SPACE
                and st.initcap[j] and not st.words[j].text.isupper()
                and (bool(st.evidence[j]) or st.roles[j] == _NAME))

    @classmethod
    def _reporting_verb_next(cls, st: _State, i: int) -> bool:
        """One blank, then a verb that reports on a person (``SUBJECT_VERBS``)."""
        return _next_word_in(st, i, cls.SUBJECT_VERBS)

    # -- step 3: the automaton ----------------------------------------------------------
    def _automaton(self, st: _State) -> None:
        """Seed 000 Fig. 4 as a scan over maximal runs of joinable name-shaped tokens."""
        keys, infos, roles, gaps, evidence = st.keys, st.infos, st.roles, st.gaps, st.evidence
        n = len(keys)
        # Groups start at words that are not _OTHER (roles do not change in this step).
        starts = [k for k, role in enumerate(roles) if role != _OTHER]
        p = 0
        while p < len(starts):
            i = starts[p]
            group = [i]
            j = i + 1
            while j < n and roles[j] != _OTHER and _joinable(
                    roles[j - 1], roles[j], gaps[j], st.line_informative[j]):
                group.append(j)
                j += 1
            p += len(group)  # the group's words are exactly the next starts
            members = [k for k in group if roles[k] == _NAME and not st.blocked[k]]
            if not any(evidence[k] for k in members):
                continue
            if len(members) > 1:
                lrs = [max(inf.lr, 1e-12) for k in members if (inf := infos[k]) is not None]
                if all(st.informative[k] for k in members):
                    mean = sum(lrs) / len(lrs)
                else:
                    mean = math.exp(sum(math.log(v) for v in lrs) / len(lrs))
                if mean > 1.0:
                    value = min(0.9, mean / (1.0 + mean))
                    for k in members:
                        if not evidence[k] and self._fsa_may_extend(st, k, k == group[0]):
                            st.mark(k, _EV_WEAK, "fsa averaged lr", value)
            # Initials and particles that belong to a name.
            for pos in range(len(group) - 1, -1, -1):
                k = group[pos]
                if roles[k] not in (_INITIAL, _PARTICLE) or evidence[k]:
                    continue
                nxt = group[pos + 1] if pos + 1 < len(group) else -1
                prv = group[pos - 1] if pos > 0 else -1
                if nxt >= 0 and evidence[nxt] and roles[nxt] in (_NAME, _PARTICLE, _INITIAL) and (
                        # (a column gap parts a table's cells: "X        YB")
                        "." in st.gap_text[nxt] or not _wide_gap(st.gap_text[nxt])):
                    st.mark(k, _EV_WEAK, "initial in name" if roles[k] == _INITIAL
                            else "particle in name", 0.8)
                elif (roles[k] == _INITIAL and prv >= 0 and evidence[prv]
                      and roles[prv] == _NAME and (nxt < 0 or roles[nxt] == _SUFFIX)
                      and (k + 1 >= n or gaps[k + 1] != _G_SPACE or roles[k + 1] == _SUFFIX)
                      and not self._sex_after_full_name(st, k)):
                    st.mark(k, _EV_WEAK, "initial in name", 0.8)  # "Smith, John A."
                elif (roles[k] == _INITIAL and pos >= 2 and nxt < 0 and evidence[prv]
                      and roles[prv] == _NAME and gaps[prv] == _G_COMMA
                      and evidence[group[pos - 2]] and k + 1 < n
                      and not st.words[k + 1].text[:1].isupper()):
                    # "Kowalski, Anna M presented": a middle initial without its period
                    # after a name written surname first, before a word in lower case
                    st.mark(k, _EV_WEAK, "initial in name", 0.8)
            # A particle between name parts, and the word after it ("Ludwig van Beethoven").
            for pos in range(1, len(group) - 1):
                prv, k, nxt = group[pos - 1], group[pos], group[pos + 1]
                if roles[k] != _PARTICLE or roles[nxt] not in (_NAME, _PARTICLE):
                    continue
                if evidence[k] or self._found_name(st, prv):
                    st.mark(k, _EV_WEAK, "particle in name", 0.8)
                    st.mark(nxt, _EV_WEAK, "particle in name", 0.8)

    @staticmethod
    def _sex_after_full_name(st: _State, k: int) -> bool:
        """An "M" or "F" after a comma that follows a name written given name first is
        the sex ("Rosamond Oyelowo, F, DOB"); after a surname alone it is an initial
        ("Oyelowo, F")."""
        if st.keys[k] not in ("m", "f") or st.gaps[k] != _G_COMMA:
            return False
        j = _compound_start(st.gaps, k - 1)  # "Oyelowo-Strand, F"
        return j >= 1 and st.gaps[j] == _G_SPACE and st.roles[j - 1] == _NAME

    #: Bearers of a family name (census counts) for it to follow a hyphenated given name.
    HYPHEN_GIVEN_SURNAME_MIN: Final = 5000

    def _surname_after_first(self, st: _State) -> None:
        """A rare capitalised word right after a first name found as a name is its
        surname, though the name tables lack it and the word table lists it ("Ferdinand
        Okonjo"); a capitalised word joined to a found name by a hyphen is part of it
        ("Henrietta Lowenthal-Mbeki"). Only on lines whose capitals mean something."""
        keys, infos, evidence, n = st.keys, st.infos, st.evidence, len(st.keys)
        lexicon = self.lexicon
        for i in range(n - 1):
            j = i + 1
            if not evidence[i] or st.roles[i] != _NAME or evidence[j] or st.blocked[j]:
                continue
            if st.gaps[j] not in (_G_SPACE, _G_HYPHEN):
                continue
            inf = infos[i]
            rare = self._bare_capitalised(st, j) and (st.gaps[j] == _G_HYPHEN or (
                inf is not None and inf.known and self._given_name(keys[i])
                and lexicon.english_freq(keys[j]) < self.surname_frequency))
            if not rare and (st.gaps[j] != _G_SPACE or not st.informative[j]
                             or not self._surname_closed(st, i, j)):
                continue
            st.mark(j, _EV_WEAK, "surname after first name" if st.gaps[j] == _G_SPACE
                    else "hyphenated name part", 0.75)
        for j in range(1, n):
            # ("friend D. Okonjo with her": a capital initial and its period before a
            # capitalised word rarer than that, which the word table holds as it holds
            # foreign surnames; "vitamin D. Cholecalciferol" is a protected word, and
            # after "Plan", "Type" or "Zone" the letter closes a sentence)
            i = j - 1
            if evidence[j] or st.blocked[j] or st.gaps[j] != _G_DOT or evidence[i] or (
                    len(st.words[i].text) != 1 or not st.words[i].text.isupper()):
                continue
            if (i > 0 and keys[i - 1] in _LETTERED_NOUNS) or not self._bare_capitalised(st, j):
                continue
            if not st.words[j].text[1:].islower() or st.gap_text[i][-1:] not in (
                    "", " ", "\t", "\n", "\r", "("):
                continue  # "D+I. LLLeg": a letter glued to a sign, a word in odd case
            if lexicon.english_freq(keys[j]) < self.surname_frequency:
                st.mark(j, _EV_WEAK, "rare surname after an initial", 0.75)
                _mark_initials_before(st, j)
        for i in [i for i in range(1, n - 1) if st.gaps[i] == _G_HYPHEN]:
            if self._surname_after_hyphenated_given(st, i):
                for k in (i - 1, i, i + 1):
                    if not evidence[k]:
                        st.mark(k, _EV_WEAK, "surname after hyphenated given name", 0.75)
        for m in st.at_keys(_WELSH_PATRONYMICS, 1, n - 1):
            # "Dafydd ap Rhys", "Huw ap Iorwerth": the Welsh "son of" (or "ferch",
            # "daughter of") between two names, one of them found; only in lower case
            # ("AP" views stay)
            if st.words[m].text not in _WELSH_PATRONYMICS or st.gaps[m] != _G_SPACE or (
                    st.gaps[m + 1] != _G_SPACE) or not (evidence[m - 1] or evidence[m + 1]):
                continue
            if all(self._bare_capitalised(st, k) or (evidence[k] and st.initcap[k])
                   for k in (m - 1, m + 1)):
                for k in (m - 1, m, m + 1):
                    if not evidence[k]:
                        st.mark(k, _EV_WEAK, "Welsh patronymic", 0.75)
        for j in range(n - 1, 0, -1):
            i = j - 1
            # (the first part of a double-barrelled name counts as its name: "Mbeki-Carter")
            named = st.roles[j] == _NAME or (
                j + 1 < n and st.gaps[j + 1] == _G_HYPHEN and evidence[j + 1])
            if not evidence[j] or not named or evidence[i] or st.blocked[i]:
                continue
            if st.gaps[j] == _G_HYPHEN and (self._bare_capitalised(st, i)
                                            or self._inside_found_name(st, i)):
                st.mark(i, _EV_WEAK, "hyphenated name part", 0.75)
                _mark_initials_before(st, i)  # "T. R. Mbeki-Lowe": the double name's
            elif st.gaps[j] == _G_SPACE and self._given_before_surname(st, i, j):
                st.mark(i, _EV_WEAK, "given name before surname", 0.75)

    #: Verbs of an order, a record or a message passed on before "by" and a person's
    #: initials in lower case ("Pt notified by bk 10/14"),
    #: besides those of ``_record_verbs`` and ``_STAMP_VERBS`` ("placed", "ordered",
    #: "reviewed" are there).
    _BY_INITIALS_VERBS: Final = frozenset(words("scribed written notified informed contacted"))
    #: Teams, roles and words that follow "by" in lower case as often as a person's
    #: initials do ("ordered by ed", "placed by ir", "seen by md", "signed by me").
    _BY_INITIALS_NOT: Final = _DEPARTMENTS | _STAFF_ROLES | frozenset(words("""
        ed er or gi icu pt ot rt st md do np pa rn pcp ems ekg ecg hand mouth mom dad"""))

    def _lower_initials_after_recording(self, st: _State, i: int) -> bool:
        """Initials typed in lower case right after a verb of recording and "by" ("Orders
        placed by pr / scribed by dy 09/03/24"), closing the clause, or after such a
        verb and a dash, closing the line ("Fellow note reviewed - bs"), where a person
        named in full bears them: no everyday or function word ("reviewed by me")."""
        inf, keys = st.infos[i], st.keys
        if inf is None or inf.function or keys[i] in self._BY_INITIALS_NOT or not (
                st.words[i].text.isalpha()):
            return False
        if i >= 1 and st.gap_text[i].strip(" \t") in ("-", "--", "\u2013") and (
                self._recording_verb(keys[i - 1])):
            return _ends_line(st, i)
        return i >= 2 and keys[i - 1] == "by" and self._recording_verb(keys[i - 2]) and (
            _regex.match(_INITIALS_CLOSE, st.text, st.words[i].end) is not None)

    def _recording_verb(self, key: str) -> bool:
        """A verb of ordering, writing, filing or signing a record."""
        return key in self._BY_INITIALS_VERBS or key in self._record_verbs or (
            key in self._STAMP_VERBS)

    #: Words for "saint" that open a French or English surname ("St-Onge", "St. Clair").
    _SAINTS: Final = frozenset({"st", "ste", "saint", "sainte"})

    #: The two words of a surname that many nations of the Plains and the Northwest
    #: carry in English: a number, a colour, a bearing or an act ("Two", "Black",
    #: "Standing", "Kills"), then an animal or a thing of the sky ("Bears", "Elk",
    #: "Cloud"): "Kaylee Two Bears", "T. Running Bear", "Iron Cloud", "Little Eagle".
    _NATIVE_FIRST_WORDS: Final = frozenset(words("""
        two three four many little big black white red yellow blue gray grey spotted
        standing sitting running walking flying crazy iron lone old young kills chasing
        brave swift"""))
    _NATIVE_SECOND_WORDS: Final = frozenset(words("""
        bear bears eagle eagles elk horse horses wolf hawk crow crows cloud clouds feather
        feathers bull bulls buffalo owl thunder bird fox deer hawks"""))

    def _two_word_surnames(self, st: _State) -> None:
        """Such a surname after a found given name, or after an initial that opens a
        field or a line or follows a title, a role or a word like "per" ("Intake
        coordinator: Kaylee Two Bears", "per T. Running Bear", "RN T. Running Bear"):
        each word alone is everyday English and reads as none."""
        words, keys, gaps, n = st.words, st.keys, st.gaps, len(st.words)
        for j in st.at_keys(self._NATIVE_SECOND_WORDS, 2):
            i, k = j - 1, j - 2
            if not (st.initcap[j] and st.initcap[i] and keys[i] in self._NATIVE_FIRST_WORDS
                    and gaps[j] == _G_SPACE and gaps[i] in (_G_SPACE, _G_DOT)) or (
                    st.evidence[i] and st.evidence[j]):
                continue
            if len(words[k].text) == 1 and words[k].text.isupper():
                opened = k == 0 or st.roles[k - 1] == _TITLE or (
                    keys[k - 1] in self._INITIAL_OPENERS or keys[k - 1] == "to") or (
                    gaps[k] == _G_BREAK and st.gap_text[k].rstrip(" \t")[-1:] in (
                        "\n", ":", ",", "("))
                if gaps[i] != _G_DOT or not opened:
                    continue
            elif not (st.roles[k] == _NAME and st.evidence[k] and gaps[i] == _G_SPACE
                      and words[k].text[:1].isupper()):
                continue
            if j + 1 < n and gaps[j + 1] == _G_SPACE and st.initcap[j + 1]:
                continue  # "Mary White Horse Ranch": a place's name goes on
            for m in (i, j):
                st.blocked[m] = False
                st.mark(m, _EV_CONTEXT, "two-word surname after a name", 0.8)
                st.roles[m] = _NAME
            if len(words[k].text) == 1:
                self._mark_initials(st, k, k + 1, "initial before a two-word surname")

    def _saint_surnames(self, st: _State) -> None:
        """"St", "Ste" or "Saint" and a capitalised word, after a found given name and
        perhaps an initial, are a surname ("Mireille D. St-Onge, MD", "Dr. Julie St.
        Onge saw"): the saint's word would otherwise end the name, as a clinical
        abbreviation. A capitalised word after them makes them a place's or a church's
        name instead ("Ana St. Luke Hospital" stays)."""
        words, keys, gaps, n = st.words, st.keys, st.gaps, len(st.words)
        for i in range(1, n - 1):
            j = i + 1
            if keys[i] not in self._SAINTS or not words[i].text[:1].isupper() or (
                    gaps[j] not in (_G_HYPHEN, _G_DOT, _G_SPACE)
                    or not st.initcap[j] or not keys[j].isalpha() or st.possessive[j]
                    or _plural_possessive(st, j) or keys[j] in self._SAINTS):
                continue
            if j + 1 < n and gaps[j + 1] == _G_SPACE and st.initcap[j + 1]:
                continue  # "St. Luke Hospital"
            k = i - 1
            if len(keys[k]) == 1 and words[k].text.isupper() and k > 0 and (
                    gaps[i] in (_G_DOT, _G_SPACE)):
                k -= 1  # the initial of a middle name: "Mireille D. St-Onge"
            if st.roles[k] != _NAME or not st.evidence[k] or any(
                    gaps[m] not in (_G_SPACE, _G_DOT) for m in range(k + 1, i + 1)):
                continue
            for m in range(k + 1, j + 1):
                st.blocked[m] = False
                st.mark(m, _EV_CONTEXT, "surname after a saint's word", 0.8)
                st.roles[m] = _NAME

    #: Census bearers for an everyday word after a given name to be read as its surname
    #: where the name is closed off ("Claudette Page (niece)").
    CLOSED_SURNAME_MIN: Final = 2000
    #: ... and no more frequent in English than this ("Dr. John Will see" keeps "see").
    CLOSED_SURNAME_MAX_FREQ: Final = 5e-4
    #: Census bearers for an everyday word to be read as a given name before a
    #: double-barrelled surname ("Rose Mbeki-Carter"; "Saw Mbeki-Carter" stays).
    EVERYDAY_GIVEN_MIN: Final = 20000

    #: Words in brackets after a name that close it off as one person.
    _CLOSING_CUES: Final = RELATION_CUES | _STAFF_ROLES

    def _surname_closed(self, st: _State, i: int, j: int) -> bool:
        """An everyday word that is also a frequent surname, after a found given name, is
        that surname where the two are closed off as one person: by a relation or a role
        in brackets ("Alternate: Claudette Page (niece)") or by quotes around both
        ('Name: "Layla Rose"'), by a title before the given name ("Dr. Warren
        Page"), by a field's label before them and a comma or the field's end after
        ("Witness: Jonah Page, Security"), or by a comma after them on a line whose
        capitals mean something ("The bride, Kelsey Page, supplied"). "Claudette Page 3
        of the form" stays."""
        text, words, inf = st.text, st.words, st.infos[j]
        if inf is None or inf.function or inf.clinical or not st.initcap[j] or (
                words[j].text.isupper() or not st.keys[j].isalpha()) or (
                self.lexicon.last_count(st.keys[j]) < self.CLOSED_SURNAME_MIN) or (
                self.lexicon.english_freq(st.keys[j]) >= self.CLOSED_SURNAME_MAX_FREQ):
            return False
        end, start = words[j].end, words[i].start
        if text[start - 1:start] in ('"', "\u201c") and text[end:end + 1] in ('"', "\u201d"):
            return True
        if i > 0 and st.roles[i - 1] == _TITLE and st.gaps[i] in (_G_SPACE, _G_DOT) and (
                st.words[i - 1].text[:1].isupper()):
            return True  # "Attending: Dr. Warren Page"
        if i > 0 and st.gaps[i] == _G_SPACE and words[i - 1].text.isupper() and (
                st.keys[i - 1] in self._ROLES_IN_PARENTHESES
                or st.keys[i - 1] in self._STAFF_ROLES):
            return True  # "CM Brianna Page calling Highmark": a role in capitals before
        if self._fills_cell(st, i, j):
            return True  # " 7  Wendell Brown            Duodenal Switch": a table's cell
        if _regex.search(_FIELD_LABEL_BEFORE, text[max(0, start - 40):start]) is not None and (
                _regex.match(_LABELLED_VALUE_END, text, end) is not None):
            return True  # "Witness: Jonah Page, Security": a labelled field's value
        if text[end:end + 2] == ", " and st.informative[i] and words[i].text[1:].islower():
            return True  # "The bride, Kelsey Page, supplied": a comma closes the pair
        bracket = _regex.match(_CLOSING_BRACKET, text, end)
        return bracket is not None and normalize(bracket.group("cue")) in self._CLOSING_CUES

    @staticmethod
    def _fills_cell(st: _State, i: int, j: int) -> bool:
        """Words ``i`` to ``j`` alone fill a cell of a table: a column gap or a bar
        before and after them, or before them only a row's number on the line."""
        after = st.gap_text[j + 1] if j + 1 < len(st.words) else "\n"
        if not (_wide_gap(after) or after.strip(" ")[:1] in ("|", "\t")):
            return False
        before = st.before(i)
        line = before.rsplit("\n", 1)[-1] if "\n" in before else (
            "" if i == 0 else None)
        if line is None:
            return _wide_gap(before) or before.strip(" ").endswith("|")
        return not line.strip() or line.strip(" \t|").isdigit()

    def _given_before_surname(self, st: _State, i: int, j: int) -> bool:
        """A rare capitalised word right before a found surname is the given name that
        the name tables lack ("Tobit Fairleigh", "Agrippina Duckett"): the mirror of
        the surname after a first name."""
        lexicon, key = self.lexicon, st.keys[j]
        inf, given = st.infos[j], st.infos[i]
        if inf is None or given is None:
            return False
        double = j + 1 < len(st.keys) and st.gaps[j + 1] == _G_HYPHEN
        # (after "by" or "per" the found name may be a given name too: "Seen by Dafydd
        # Rhys", whose two names both serve as either)
        surname = double or (inf.known and (
            lexicon.last_count(key) > lexicon.first_count(key)
            or (i > 0 and st.keys[i - 1] in _PER_BY and st.gaps[i] == _G_SPACE)))
        # Rare enough that a word list marking it protected does not matter ("Clemency");
        # before a double-barrelled surname a frequent given name that is an everyday
        # word too ("Employee: Rose Mbeki-Carter")
        everyday = double and lexicon.first_count(st.keys[i]) >= self.EVERYDAY_GIVEN_MIN and (
            lexicon.english_freq(st.keys[i]) < self.CLOSED_SURNAME_MAX_FREQ)
        return (surname and st.informative[i] and st.initcap[i] and st.keys[i].isalpha()
                and not st.words[i].text.isupper() and not given.function
                and (everyday or not given.common) and not given.clinical
                and st.keys[i] not in self.RELATION_CUES  # "Physio Bec"
                and (everyday or lexicon.english_freq(st.keys[i]) < self.surname_frequency))

    def _surname_after_hyphenated_given(self, st: _State, i: int) -> bool:
        """"Jae-hyun Cho", "Ji-woo Park": a given name of two parts joined by a hyphen and a
        lower-case letter (found as a name, or two Korean syllables) is followed by the
        family name, though that is an English word or an abbreviation too."""
        j, keys, lexicon = i + 1, st.keys, self.lexicon
        inf = st.infos[j]
        if (inf is None or inf.function or st.blocked[j] or st.gaps[j] != _G_SPACE
                or not st.words[i].text.islower() or not st.initcap[i - 1]
                or not (st.informative[j] and st.initcap[j]) or st.words[j].text.isupper()
                or not keys[j].isalpha()):
            return False
        last = lexicon.last_count(keys[j])
        if last < self.HYPHEN_GIVEN_SURNAME_MIN or last <= lexicon.first_count(keys[j]):
            return False
        return bool(st.evidence[i - 1]) or (
            _korean_given(keys[i - 1], keys[i])
            and not lexicon.english_freq(keys[i - 1] + keys[i]))

    @staticmethod
    def _inside_found_name(st: _State, i: int) -> bool:
        """Word ``i`` opens a hyphenated part of a name whose word before it is found,
        though the word is an everyday one ("PAK, SUN-HEE": "SUN" between "PAK" and
        "HEE")."""
        inf = st.infos[i]
        return (i > 0 and inf is not None and not inf.clinical and not inf.function
                and st.keys[i].isalpha() and st.gaps[i] in (_G_SPACE, _G_COMMA)
                and bool(st.evidence[i - 1]) and st.roles[i - 1] == _NAME)

    def _bare_capitalised(self, st: _State, k: int) -> bool:
        """A capitalised word on a mixed-case line that is no everyday, clinical or
        function word."""
        inf = st.infos[k]
        return (inf is not None and st.informative[k] and st.initcap[k]
                and st.keys[k].isalpha() and not inf.protected and not inf.function
                and not inf.common and not inf.clinical)

    #: The likelihood ratio below which an everyday word before a comma is no surname
    #: of a "Surname, Given" pair that the averaged LR may pull in ("Court, Hollins").
    COMMA_SURNAME_MIN_LR: Final = 0.05

    def _fsa_may_extend(self, st: _State, k: int, opens: bool = False) -> bool:
        """Whether a neighbour of a name may be pulled into it by the averaged LR.
        ``opens``: word ``k`` opens its group, so a column gap before it parts it from
        no word of the name ("Primary RN (days)     Young, Faith RN")."""
        inf = st.infos[k]
        if inf is None or (inf.protected and not inf.known) or self._weekday_after_name(st, k):
            return False
        if self._label_or_column(st, k, inf, opens) or self._role_after_comma(st, k):
            return False
        if not opens and st.keys[k] in self._GRADES_AND_TEAMS and st.gaps[k] == _G_SPACE and (
                not st.evidence[k - 1]):
            return False  # "H. Leota, Med Reg": the grade after a word left out ("Anna Reg")
        if st.words[k].text.isupper() and 2 <= len(st.keys[k]) <= 4 and st.line_informative[k] and (
                _regex.match(_NUMBER_AFTER_LABEL, st.text, st.words[k].end) is not None):
            return False  # "NOVOTNÝ Jaroslav, RČ 520314/118": the label of a number
        if opens and st.keys[k] in self._SHIFT_ROLES and k + 1 < len(st.keys) and (
                st.roles[k + 1] == _SUFFIX and st.gaps[k + 1] == _G_SPACE):
            return False  # "Night RN Sanchez paged": the nurse's shift
        if opens and self._verb_opening_sentence(st, k):
            return False  # "Gave Joy info", "Sees Jules Abernathy-Kim": the verb stays
        if opens and st.keys[k] in self._GREETINGS:
            return False  # "Hi Destiny its Joy": the greeting stays
        if k + 1 < len(st.keys) and st.gaps[k + 1] == _G_COMMA and inf.common and (
                inf.lr < self.COMMA_SURNAME_MIN_LR):
            return False  # "District Court, Hollins County": a word nobody bears first
        if st.gaps[k] == _G_COMMA and st.line_informative[k] and (
                2 <= len(st.keys[k]) <= 3 and st.words[k].text.isupper()) and (
                not st.words[k - 1].text.isupper()) and inf.lr < 1.0 and inf.protected and not (
                k + 1 < len(st.keys) and st.gaps[k + 1] == _G_SPACE and st.initcap[k + 1]):
            # "Lindsey Fairweather, OD": capitals after a name written in small letters
            # that the protect list holds and few bear, before no capitalised word, are
            # a credential, no given name written first
            return False
        if st.gaps[k] == _G_COMMA and k >= 2 and st.line_informative[k] and (
                3 <= len(st.keys[k]) <= 5 and st.words[k].text.isupper()) and (
                st.roles[k - 2] in (_TITLE, _INITIAL)
                and st.gaps[k - 1] in (*_DOTS, _G_SPACE)) and not st.words[k - 1].text.isupper():
            # "R. Kaufman, DON", "Dr. Farooq, PMDC": a name opened by its title or an
            # initial is whole before the comma; capitals after it are a role
            return False
        if st.informative[k]:
            # "Jane Doe, RN", "Bernard Foley": a capitalised surname that is also a
            # clinical word, next to a name
            return not inf.clinical or inf.known
        if inf.clinical:
            return False
        # Without case information: no common words, no misspelt words.
        return not inf.common and not (inf.unknown and self.typo_lr(st.keys[k], inf) < 1.0)

    #: English frequency above which a word ending in "s" is read as a verb's
    #: ("Sees", "Brings"), when no one bears it as a given name.
    _VERB_S_MIN_FREQ: Final = 1e-5

    def _verb_opening_sentence(self, st: _State, k: int) -> bool:
        """Word ``k`` opens a sentence as a verb with the subject left out, as notes
        write ("Gave Joy info", "Sees Jules weekly"): a past form or one in "-s" that
        the census tables hold as no one's given name."""
        key = st.keys[k]
        if not key.isalpha() or self.lexicon.first_count(key) or not (
                _opens_line_or_sentence(st, k)):
            return False
        return _past_tense(key) or (key.endswith("s") and not key.endswith(("ss", "us")) and (
            self.lexicon.english_freq(key) >= self._VERB_S_MIN_FREQ))

    #: Nouns of a job or a department that a word before them qualifies ("Office
    #: Manager", "Shift Supervisor", "Risk Mgmt"): after a comma that pair says what a
    #: person named before does.
    _JOB_NOUNS: Final = frozenset(words("""
        manager managers supervisor director coordinator officer assistant administrator
        specialist technician worker secretary clerk representative rep agent adjuster
        liaison navigator planner analyst operator driver receptionist scheduler mgmt
        management dept department"""))
    #: A job that may stand between the name and its initials ("Jolene Pruitt,
    #: Paralegal (jp)", "Kaylee Two Bears, Donor Coordinator (KTB)").
    _BESIDE_JOBS: Final = _STAFF_ROLES | _JOB_NOUNS | frozenset(words("""
        paralegal donor intake case charge lead consultant registrar surgeon"""))
    #: How a specialist's title ends ("Gastroenterologist", "Geriatrician",
    #: "Psychiatrist").
    _SPECIALIST_ENDINGS: Final = ("ologist", "ician", "iatrist")

    @classmethod
    def _beside_job(cls, key: str) -> bool:
        """``key`` names a job that may stand between a name and its initials
        ("Ciarán Moloney, Consultant Gastroenterologist (CM)")."""
        return key in cls._BESIDE_JOBS or (len(key) > 8 and key.endswith(
            cls._SPECIALIST_ENDINGS))

    @classmethod
    def _role_after_comma(cls, st: _State, k: int) -> bool:
        """Word ``k`` follows a comma and qualifies the job noun or the staff role after
        it: "To: Rose Hunter, Office Manager" names Rose Hunter's job, not a given name
        "Office"; so do "Rev. Miriam Webb, Staff Chaplain" and "H. Leota, Med Reg"."""
        return (st.gaps[k] == _G_COMMA and k + 1 < len(st.keys)
                and st.gaps[k + 1] == _G_SPACE and (
                    st.keys[k + 1] in cls._JOB_NOUNS or st.keys[k + 1] in cls._STAFF_ROLES
                    or st.keys[k + 1] in cls._FIELD_ROLES
                    or st.keys[k + 1] in cls._GRADES_AND_TEAMS)
                and not st.words[k + 1].text.islower())

    @staticmethod
    def _weekday_after_name(st: _State, k: int) -> bool:
        """Word ``k`` is a weekday that no name word follows: it says when, not who
        ("called by DaVita Wednesday about", "Jane Smith Monday"; "Wife Tuesday Blackwood"
        keeps her given name)."""
        if st.keys[k] not in _WEEKDAYS:
            return False
        return not (k + 1 < len(st.keys) and st.roles[k + 1] == _NAME
                    and st.gaps[k + 1] == _G_SPACE)

    @staticmethod
    def _label_or_column(st: _State, k: int, inf: WordInfo, opens: bool = False) -> bool:
        """Word ``k`` stands across a column gap from a name, or is a field label that
        is an everyday word: "Vance, MD  Date: 11/13", "Dr. Webb<TAB>Pager 4412".
        ``opens``: no word of the name stands before ``k``."""
        after = st.gap_text[k + 1] if k + 1 < len(st.gap_text) else ""
        if _wide_gap(st.gap_text[k]) and not opens:
            return True
        if _wide_gap(after):
            # a word no list knows closes the name's field ("Mr Kieran Ó Briain   DOB"),
            # and so does a surname in capitals that reads as a name ("Mrs Joan
            # HARGREAVES   DOB"; "Dr. Webb PAGER   4412" holds a label)
            # (or, a label opening the next field, any word in capitals after one that
            # reads as a name: "Name: Mr. K. SRINIVASA RAO    Age/Sex: 67 Y")
            # (and a surname in lower case after a given name typed so, before the next
            # field's label or a table's bar: "Pt: Mrs. nasreen akhtar   Age: 46", "| CNM
            # bola adebayo      | Y")
            return not ((inf.unknown and st.initcap[k] and st.words[k].text[1:].islower())
                        or (k > 0 and st.roles[k - 1] == _NAME and st.words[k].text.islower()
                            and st.words[k - 1].text.islower() and _known_name_word(inf)
                            and not (inf.everyday or inf.clinical or inf.protected)
                            and (after.strip(" \t")[:1] == "|" or _regex.match(
                                _NEXT_FIELD_LABEL, st.text, st.words[k].end) is not None))
                        or (_known_name_word(inf) and not inf.everyday
                            and st.words[k].text.isupper() and len(st.keys[k]) > 3)
                        or (_known_name_word(inf) and not inf.clinical
                            and st.words[k].text.isupper() and k > 0
                            and st.words[k - 1].text.isupper() and _regex.match(
                                _NEXT_FIELD_LABEL, st.text, st.words[k].end) is not None))
        return after.startswith(":") and inf.lr < 1.0

    # -- "SURNAME, Firstname" -----------------------------------------------------------
    #: Labels of a form's field that holds a person's whole name ("Patient: LOVE,
    #: WINSTON T", "Decedent: ..."); "Name" only on its own or after one of these.
    _PERSON_FIELDS: Final = FORM_CUES | _PATIENT_WORDS | frozenset(words("""
        decedent deceased resident athlete student employee recipient child infant
        prescriber provider physician attending surgeon pcp clinician author signer"""))
    _NAME_FIELD_OWNERS: Final = _PERSON_FIELDS | frozenset(words("legal full preferred"))

    def _inverted_name_fields(self, st: _State) -> None:
        """A person's field holding "SURNAME, GIVEN [MIDDLE] [I]" and nothing else, closed
        by the line's end, a wide gap or a bar ("Patient: LOVE, WINSTON T     MRN",
        "Name: BROWN, ROSE", "PATIENT: XIONG, PA NHIA"): the label and that shape vouch
        for every word, everyday words and credentials' letters included, when one of
        them reads as a name at all or no list knows it. "Drug Name: Tylenol, Advil"
        stays, and so does "stable" in "pt: odell, bettina stable"."""
        keys, gap_text, infos, n = st.keys, st.gap_text, st.infos, len(st.keys)
        for i in st.at_keys(self._PERSON_FIELDS, 0, n - 2):
            if gap_text[i + 1].strip(" \t") != ":":
                continue
            if keys[i] == "name" and i > 0 and keys[i - 1] not in self._NAME_FIELD_OWNERS and (
                    not _closes_field(gap_text[i])):
                continue
            j = i + 1
            k = j
            while k + 1 < n and st.gaps[k + 1] == _G_HYPHEN:
                k += 1  # a double-barrelled surname
            c = k + 1
            if c < n and gap_text[c] == " ":
                self._plain_name_field(st, j)  # (a double given name too: "mary-kate")
                continue
            if c >= n or gap_text[c] not in (",", ", "):
                continue
            end = _field_value_end(st, c)
            if end < 0:
                continue
            if end > c and keys[end] in self.SUFFIXES and len(keys[end]) > 1:
                end -= 1  # "Name: HILL, JAMES MD": the credential stays outside
            parts = [*range(j, k + 1), *range(c, end + 1)]
            if not all(self._field_name_word(st, m) for m in parts):
                continue
            last = max(m for m in parts if len(keys[m]) > 1)
            closing = infos[last]
            if last > j and closing is not None and closing.common and closing.lr < 1.0:
                continue  # "pt: odell, bettina stable": the field goes on about her
            if not any(infos[m] is not None and (infos[m].unknown or infos[m].lr >= 2.0)
                       for m in parts if len(keys[m]) > 1):
                continue
            for m in parts:
                if not st.evidence[m]:
                    st.mark(m, _EV_CONTEXT, "surname, given names in a person's field", 0.85)
                st.roles[m] = _NAME

    #: Labels of a birth date that may close a person's inverted name in running text.
    _BIRTH_LABELS: Final = frozenset(words("dob born"))
    #: What may stand between that name and the label: a blank, a comma, a bracket.
    _BEFORE_BIRTH: Final = frozenset({" ", ", ", " (", ", (", "; ", " - ", "  "})

    def _inverted_before_birth(self, st: _State) -> None:
        """"(TUILAGI, SEFO, DOB 04/13/1993)", "Patient OKAFOR-BELL, CHIDI A DOB: 3/3/1970":
        a surname, a comma and one to three given names (an initial may close them) right
        before the label of a birth date and its date are a person, however the tables
        read the words, when each is capitalised like a name and one of them reads as a
        name or is known to no list. The name must open a field: after a break, a bracket,
        a label or a word in lower case, not inside a phrase of capitalised words.
        "Female, Caucasian, DOB ..." stays."""
        keys, gap_text, infos, n = st.keys, st.gap_text, st.infos, len(st.keys)
        for label in st.at_keys(self._BIRTH_LABELS, 3, n):
            if gap_text[label] not in self._BEFORE_BIRTH and not (
                    gap_text[label] == ". " and len(keys[label - 1]) == 1):
                continue
            end = st.words[label].end
            after = st.text[end:end + 12].lstrip(" :.#-\t")
            if not (after[:1].isdigit() or after[:3].lower() in _MONTH_ABBRS):
                continue
            # the given names, back to the comma
            c = label - 1
            while c > 0 and gap_text[c] in (" ", "-") and label - c < 3:
                c -= 1
            if gap_text[c] not in (",", ", ") or c < 1:
                continue
            j = c - 1
            while j > 0 and st.gaps[j] == _G_HYPHEN:
                j -= 1  # a double-barrelled surname
            opening = gap_text[j]
            if j > 0 and opening == " " and st.initcap[j - 1] and (
                    keys[j - 1] not in self._ROW_LABELS):
                continue  # inside a phrase of capitalised words
            parts = list(range(j, label))
            if len(keys[c]) < 2 or not all(self._field_name_word(st, m) for m in parts):
                continue
            read = [inf for m in parts if len(keys[m]) > 1 and (inf := infos[m]) is not None]
            if any(inf.common and inf.lr < 1.0 for inf in read) or not any(
                    inf.unknown or inf.lr >= 2.0 for inf in read):
                continue
            for m in parts:
                if not st.evidence[m]:
                    st.mark(m, _EV_CONTEXT, "surname, given names before a birth date", 0.85)
                st.roles[m] = _NAME

    #: Which part of a name a form's field holds: "First Name:", "NAME LAST:",
    #: "Surname:", "Given names:", "Maiden name:".
    _NAME_PARTS: Final = frozenset(words("""
        first last middle maiden given family preferred legal birth nick sur"""))
    _NAME_PART_LABELS: Final = frozenset(words("surname surnames forename forenames nickname"))
    #: Values of a name field that name no one ("First Name: Unknown", "Nickname: none"),
    #: and faiths, which a patient's word heads too ("Spiritual: pt Catholic").
    _NO_NAME_VALUES: Final = frozenset(words("""
        unknown unk none same na n/a not applicable declined pending baby boy girl infant
        male female see above below""")) | frozenset(words("""
        catholic baptist methodist muslim jewish hindu buddhist sikh protestant lutheran
        presbyterian anglican mormon pentecostal adventist"""))

    def _labels_name_part(self, st: _State, j: int) -> bool:
        """Word ``j`` opens a label for part of a name ("First Name", "last names")."""
        return st.keys[j] in self._NAME_PARTS and j + 1 < len(st.keys) and (
            st.keys[j + 1] in ("name", "names"))

    def _name_part_fields(self, st: _State) -> None:
        """The value of a field labelled with the part of a name it holds ("First Name:
        THUY", "Last Name: STREET", "NAME MAIDEN: TRAN", "Surname: Love"): the label
        vouches for up to three words that fill the field, everyday words and words in
        capitals included; clinical words and stand-ins ("Unknown") stay."""
        keys, n = st.keys, len(st.keys)
        for i in st.at_keys(self._NAME_PART_LABELS | self._NAME_PARTS | {"name", "names"},
                            0, n - 1):
            key = keys[i]
            if key in ("name", "names"):
                labelled = i > 0 and keys[i - 1] in self._NAME_PARTS and (
                    st.gaps[i] in (_G_SPACE, _G_HYPHEN))
            elif key in self._NAME_PARTS:
                labelled = i > 0 and keys[i - 1] == "name" and st.gaps[i] == _G_SPACE
            else:
                labelled = True
            j = i + 1
            gap = st.gap_text[j]
            if not labelled or gap.strip(" \t") not in (":", "(s):") or "\n" in gap:
                continue
            end = _field_value_end(st, j)
            if end < j:
                continue
            value = range(j, end + 1)
            if any(not self._field_name_word(st, m) or keys[m] in self._NO_NAME_VALUES
                   or st.roles[m] == _TITLE for m in value):
                continue
            for m in value:
                if not st.evidence[m]:
                    st.mark(m, _EV_CONTEXT, "value of a name's field", 0.85)
                st.roles[m] = _NAME

    def _plain_name_field(self, st: _State, j: int) -> None:
        """"pt: tavita leota   MRN ...": two or three words from word ``j`` filling a
        person's field up to its end, in any case, each a word no list knows or one read
        as a name far more than as a word ("pt: doing well", "pt: tolerating po" stay)."""
        keys, infos = st.keys, st.infos
        end = _field_value_end(st, j)
        if end <= j:
            return
        # (the name the person goes by, in brackets after, vouches for capitalised words
        # a list holds as words too: "Client: Te Aroha Waaka (prefers "Aro")")
        nickname = _nickname_follows(st, end)
        for m in range(j, end + 1):
            inf = infos[m]
            if j < m < end and len(st.words[m].text) == 1 and st.words[m].text.isalpha():
                continue  # a middle initial ("Name: darnell k whitfield")
            if j < m < end and (keys[m] in self._LOWER_PARTICLES or (
                    keys[m] in self._HYPHENED_PARTICLES and st.gap_text[m + 1] == "-")):
                continue  # a particle opening the surname ("pt: fatima al-sayed")
            # (an apostrophe may join a surname's parts, which the tables hold as a
            # surname however the word after it reads: "Name: mary-kate o'hare")
            elided = "'" in st.words[m].text
            if inf is None or not st.words[m].text.replace("'", "").isalpha() or len(
                    keys[m]) < 2 or (
                    inf.function or inf.clinical) or keys[m] in self.SUFFIXES:
                return
            if nickname and st.words[m].text[:1].isupper():
                continue
            if inf.protected or inf.common or not (
                    inf.unknown or inf.lr >= 2.0 or (elided and inf.known)):
                return
        for m in range(j, end + 1):
            if not st.evidence[m]:
                st.mark(m, _EV_CONTEXT, "given names and surname in a person's field", 0.85)
            st.roles[m] = _NAME

    def _field_name_word(self, st: _State, m: int) -> bool:
        """Word ``m`` may be part of a name written in a form's field: letters only,
        capitalised (any case where case says nothing), no function word, and no
        clinical word that reads as no name."""
        text = st.words[m].text
        if len(text) == 1:
            return text.isupper()  # a middle initial
        inf = st.infos[m]
        if inf is None or not text.replace("'", "").isalpha() or inf.function:
            return False
        if st.line_informative[m] and not st.initcap[m]:
            return False
        return not (inf.clinical and inf.lr < 1.0)

    def _inverted(self, st: _State) -> None:
        """A surname written before the first name, as lists and signature blocks do
        ("RN: WOOD, ANNA", "HILL, JAMES A" on a line of its own): the surname may be a
        common word, so it is taken only in that exact shape, at the start of a line or
        after a label, when the word after the comma is already a name and the name ends
        there (line end, initial or suffix)."""
        keys, infos, roles, gaps, evidence = st.keys, st.infos, st.roles, st.gaps, st.evidence
        n = len(keys)
        for i in range(1, n):
            if gaps[i] != _G_COMMA or not evidence[i] or roles[i] != _NAME:
                continue
            j = i - 1
            inf = infos[j]
            # "Patient: Van Houten, Pieter": a particle before the surname opens it
            start = j - 1 if j > 1 and roles[j - 1] == _PARTICLE and gaps[j] == _G_SPACE \
                else j
            before = st.gap_text[start].rstrip(" \t")
            # after a label ("Patient: LONG, BERNARD") a surname that is mostly an
            # English word is taken too, and a capitalised word no table knows, one the
            # word list holds as rare ("Anesthesia: Okonjo, Felix MD") or one after a
            # particle ("Patient: Van Houten, Pieter Willem")
            labelled = start > 0 and before[-1:] == ":"
            # (or after a column's gap, as an audit trail's rows give the user's name:
            # "16:44:03 dhope     HOPE, DARNELL UC      RRMC-ED-REG04")
            columned = start > 0 and _wide_gap(st.gap_text[start]) and (
                "\n" not in st.gap_text[start])
            labelled = labelled or columned
            if (evidence[j] or inf is None or inf.function or inf.clinical
                    or not ((roles[j] == _NAME and inf.known)
                            or (labelled and st.initcap[j] and (
                                inf.unknown or start < j or not (
                                    inf.known or inf.common or inf.everyday)))
                            # "ORDERING: PAGE, ROSALIND MD": a frequent surname that is an
                            # everyday word too
                            or (labelled and st.initcap[j] and start == j
                                and self._everyday_surname(keys[j])))
                    or (inf.protected and inf.lr < 1.0 and not labelled and start == j)):
                continue
            if start > 0 and before[-1:] not in ("\n", "\r", ":") and not columned:
                continue
            k = i + 1
            while k < n and gaps[k] == _G_HYPHEN:
                k += 1  # a hyphenated given name: "AHN, SOO-JIN MD"
            given = 0  # a second given name found as a name: "Van Houten, Pieter Willem"
            while k < n and gaps[k] in (_G_SPACE, _G_DOT) and (
                    roles[k] == _INITIAL or len(keys[k]) == 1 or (
                        given == 0 and gaps[k] == _G_SPACE and evidence[k]
                        and roles[k] == _NAME)):
                given += len(keys[k]) > 1
                k += 1
            if k < n and gaps[k] != _G_BREAK and roles[k] != _SUFFIX and not _wide_gap(
                    st.gap_text[k]) and not (
                    # (a role's capitals in the column: "HOPE, DARNELL UC      RRMC...")
                    columned and k + 1 < n and st.words[k].text.isupper()
                    and 2 <= len(keys[k]) <= 4 and _wide_gap(st.gap_text[k + 1])):
                continue
            for m in range(start, j + 1):
                st.mark(m, _EV_CONTEXT, "surname, first name", 0.85)
            for m in range(i + 1, k):
                if not evidence[m]:
                    st.mark(m, _EV_WEAK, "initial in name", 0.8)
        for i in range(1, n):
            # "Ordering: HEIDEGGER-NWOSU, A", "PRESCRIBER: ROSENTHAL-AKINS, M  NPI ...": a
            # found surname heading a field, then the first name's initial closing it
            # ... or the first name itself, a word no table knows as everyday or clinical
            # ("PATIENT: HOLMQVIST-NNADOZIE, CORENTIN |"), with a middle initial
            # ("Rademacher, Tobit|" in a table: a word no table knows at all, in capitals
            # or capitalised on a line whose case means something, in any case on a line
            # where case says nothing: "pt: odell, bettina rose   mrn ...")
            if gaps[i] != _G_COMMA or not evidence[i - 1] or roles[i - 1] != _NAME or not (
                    st.words[i].text.isupper() or not st.line_informative[i]
                    or st.initcap[i]):
                continue
            if evidence[i]:
                self._middle_closing_field(st, i)
                continue
            initial = len(keys[i]) == 1
            # (a first name that is also a word closes the field: "Delacroix-Kamau, Rose")
            first = infos[i]
            # "KINGSLEY, MARK T MD": a common given name before a middle initial
            initialled = not initial and i + 1 < n and gaps[i + 1] == _G_SPACE and len(
                keys[i + 1]) == 1 and st.words[i + 1].text.isupper() and (
                first is not None and not first.clinical and not first.function
                and self.lexicon.first_count(keys[i]) >= self._MIDDLE_NAME_COUNT)
            if not initial and not initialled and not self._first_name_after_surname(
                    st, i) and not (first is not None and not first.clinical
                                    and self._mostly_first_name(keys[i])):
                continue
            k = i + 1
            if not initial and k < n and gaps[k] == _G_SPACE and (
                    self._second_given_name(st, i, k)):
                k += 1  # "VU, THI HONG  MRN": a second given name before the field's end
            if not initial and k < n and len(keys[k]) == 1 and gaps[k] == _G_SPACE and \
                    st.words[k].text.isupper():
                k += 1  # "…, CORENTIN M"
            after = st.after(k - 1).lstrip(".")
            if k < n and gaps[k] == _G_SPACE and keys[k] in self._CREDENTIALS:
                after = st.after(k).lstrip(".")  # "…, MARK T MD"
            # (a comma and a number after the name, its bearer's age or birth date, end
            # it as a field's end does: "WILLIAMS, Dafydd, 81, TIA")
            aged = after.strip(" \t") == "," and k < n and st.words[k].text[:1].isdigit()
            if after and not after.startswith(_FIELD_ENDS) and not aged:
                continue
            if not _heads_a_field(st, i - 1):
                continue
            for m in range(i, k):
                st.mark(m, _EV_WEAK, "initial in name" if len(keys[m]) == 1
                        else "first name after surname", 0.8)

    def _inverted_in_cells(self, st: _State) -> None:
        """A table cell opening with "SURNAME, GIVEN [I]" and closed there or by a slash
        before the record number ("| LOVE, SUMMER A / 00488105 |", "| STREET, HAROLD /
        00722914"): a surname and a first name from the tables, in one case, read as a
        person when the first name is found already or a middle initial follows it,
        everyday words included; clinical words stay."""
        keys, gaps, n = st.keys, st.gaps, len(st.keys)
        lexicon = self.lexicon
        for i in range(1, n):
            if gaps[i] != _G_COMMA or not st.gap_text[i - 1].rstrip(" \t").endswith("|"):
                continue
            j = i - 1
            sur, given = st.infos[j], st.infos[i]
            if sur is None or given is None or sur.clinical or given.clinical or (
                    sur.function or given.function):
                continue
            a, b = st.words[j].text, st.words[i].text
            if not (a.isalpha() and b.isalpha() and len(a) > 1 and len(b) > 1 and (
                    a.isupper() == b.isupper()) and (a.isupper() or (
                        st.initcap[j] and st.initcap[i]))):
                continue
            if not self._census_surname(keys[j]) or lexicon.first_count(keys[i]) == 0:
                continue
            k = i + 1
            initial = k < n and gaps[k] == _G_SPACE and len(keys[k]) == 1 and (
                st.words[k].text.isupper())
            k += initial
            close = st.gap_text[k] if k < n else ""
            if k < n and not (_closes_field(close) or close.strip(" \t") == "/"):
                continue
            if not initial and not self._found_name(st, i):
                continue
            for m in range(j, k):
                if not st.evidence[m]:
                    st.mark(m, _EV_CONTEXT, "surname, first name in a table cell", 0.85)
                st.roles[m] = _NAME

    def _middle_closing_field(self, st: _State, i: int) -> None:
        """After "Surname, First" heading a field, a middle initial or one capitalised
        middle name that closes the field ("Lindqvist, Autumn R.   Age 71", "Nguyen,
        Hope Thi    MRN"), in any case where case says nothing ("pt: odell, bettina rose
        mrn ..."), or a given name from the tables in the first name's case ("NGUYEN,
        THI HOA  MRN")."""
        k = i + 1
        if k >= len(st.keys) or st.gaps[k] != _G_SPACE or st.evidence[k]:
            return
        if not _heads_a_field(st, i - 1):
            return
        after = st.after(k).lstrip(".")
        if after and not after.startswith(_FIELD_ENDS):
            return
        word, inf = st.words[k].text, st.infos[k]
        if len(word) == 1 and word.isupper():
            st.mark(k, _EV_WEAK, "initial in name", 0.8)
        elif (inf is not None and word.isalpha() and (
                word.istitle() or not st.line_informative[k]) and not (
                inf.clinical or inf.function or inf.common)) or self._second_given_name(
                    st, i, k):
            st.mark(k, _EV_WEAK, "middle name closing a field", 0.8)

    def _second_given_name(self, st: _State, i: int, k: int) -> bool:
        """Word ``k`` after the first name ``i`` in "SURNAME, GIVEN GIVEN": written in the
        same case, a first name in the tables, no clinical or closed-class word (the
        caller still needs the field to end after it)."""
        inf, word = st.infos[k], st.words[k].text
        return (inf is not None and len(word) > 1 and word.isalpha()
                and word.isupper() == st.words[i].text.isupper()
                and (st.initcap[k] or word.isupper()) and not inf.clinical
                and not inf.function and self.lexicon.first_count(st.keys[k]) > 0)

    def _first_name_after_surname(self, st: _State, i: int) -> bool:
        """Whether word ``i``, after a found surname and a comma, may be the first name
        itself: a name-table word that reads as a name, or, rarer than a surname must be
        as an English word, a known first name or a word no table knows at all."""
        inf, key, role = st.infos[i], st.keys[i], st.roles[i]
        if inf is None or inf.protected or role not in (_NAME, _OTHER):
            return False
        if role == _NAME and self._namelike(key, inf):
            return True
        if self.lexicon.english_freq(key) >= self.surname_frequency:
            return False
        if role == _NAME and inf.known and self.lexicon.first_count(key) > 0:
            return True
        return not (inf.known or inf.clinical or inf.everyday or inf.common or inf.function)

    # -- signatures ---------------------------------------------------------------------
    #: Labels of a message's or a letter's header that a person's name fills.
    _HEADER_LABELS: Final = frozenset(words("""
        to from cc bcc attn attention signed sender recipient"""))
    #: How often a word must be a first name (before) or a surname (after) to be read
    #: as one in a header's full name when it is also an English word ("Mark Young").
    HEADER_NAME_MIN: Final = 20000

    def _header_people(self, st: _State) -> None:
        """Full names filling a header's field: "To: Mark Young, Shift Supervisor",
        "cc: R. Castellanos, Risk Mgmt; Aroha Te Kani, Ethics". The label opens its
        line; each name (up to a comma, a semicolon, a bracket or the line's end) is a
        first name and a surname the tables know as such, or words no table knows, so
        that everyday words which are also names are taken here and "To: Home Health"
        is not."""
        keys, gaps_text, n = st.keys, st.gap_text, len(st.keys)
        for i in st.at_keys(self._HEADER_LABELS, 0, n - 1):
            if not (gaps_text[i + 1].startswith(":") and (
                    i == 0 or "\n" in gaps_text[i])):
                continue
            j = i + 1
            while j < n:
                k = self._header_name_end(st, j)
                if k > j:
                    # (each word passed the tables' check: "cc: Jerome Page", though
                    # "page" is no name's word elsewhere)
                    for m in range(j, k):
                        if st.roles[m] in (_NAME, _INITIAL, _PARTICLE, _OTHER) or (
                                keys[m] == "te"):
                            st.mark(m, _EV_CONTEXT, "full name in a header's field", 0.85)
                            st.roles[m] = _NAME
                # the next name of the list, after a semicolon on the same line
                m = max(k, j + 1)
                while m < n and "\n" not in gaps_text[m] and ";" not in gaps_text[m]:
                    m += 1
                if m >= n or "\n" in gaps_text[m]:
                    break
                j = m

    def _header_name_end(self, st: _State, j: int) -> int:
        """The end of the full name starting at word ``j`` (``j`` when there is none)."""
        keys, words, gaps_text, n = st.keys, st.words, st.gap_text, len(st.keys)
        names: list[int] = []
        initial = False
        k = j
        while k < n and k - j < 5:
            text = words[k].text
            if k > j and gaps_text[k] not in (" ", ". "):
                break
            if len(text) == 1 and text.isupper() and st.text[words[k].end:words[k].end + 1] \
                    == "." and not names:
                initial = True  # "R. Castellanos": an initial first
                k += 1
                continue
            if k > j and names and keys[k] in ("te", "de", "van", "von", "da", "del") and (
                    k + 1 < n and gaps_text[k + 1] == " "):
                k += 1  # "Aroha Te Kani"
                continue
            if not (st.capitalised(k) and text.isalpha()):
                break
            names.append(k)
            k += 1
        if not 2 <= len(names) + initial <= 3 or st.roles[names[0]] not in (_NAME, _OTHER):
            return j
        after = st.after(k - 1)
        if not (_ends_line(st, k - 1) or after[:1] in (",", ";", ")") or after.startswith(
                (" <", " (", "  ", "\t")) or (after == " " and k < n and (
                    st.roles[k] == _SUFFIX))):
            return j  # ("cc: J. Page ATP, Keystone Mobility": a credential closes it too)
        lexicon = self.lexicon
        for pos, m in enumerate(names):
            inf = st.infos[m]
            if inf is None or inf.clinical or inf.function or st.blocked[m]:
                return j
            if inf.unknown and len(keys[m]) >= 4:
                continue
            count = lexicon.first_count(keys[m]) if pos == 0 and not initial else (
                lexicon.last_count(keys[m]))
            if not inf.known or count < self.HEADER_NAME_MIN:
                return j
        return k

    def _signature(self, st: _State) -> None:
        """The last words of a note when they look like a signature ("Mary Rueping")."""
        keys, infos, roles, gaps = st.keys, st.infos, st.roles, st.gaps
        n = len(keys)
        self._signed_off(st)
        tail: list[int] = []
        j = n - 1
        while j >= 0 and len(tail) < 5:
            tail.append(j)
            if gaps[j] == _G_BREAK:
                break
            j -= 1
        if len(tail) == 5 or any(roles[k] in (_OTHER, _TITLE) or st.blocked[k] for k in tail):
            return  # ... or an eponymous term ends the note ("Killip I.")
        names = [k for k in tail if roles[k] == _NAME]
        if not names:
            return
        for k in names:
            inf = infos[k]
            if inf is None or inf.protected or not self._namelike(keys[k], inf):
                return
        for k in tail:
            if roles[k] in (_NAME, _INITIAL, _PARTICLE):
                st.mark(k, _EV_CONTEXT, "signature", 0.8)

    def _signed_off(self, st: _State) -> None:
        """"thanks - tony", "Thank you, maria": one or two words that end a message after
        a sign-off and a dash or comma, in whatever case, when they read as a name. A
        message ends with the text or with its paragraph, as in a thread of replies
        ("... thanks, bri" then a blank line and the next message's header)."""
        n = len(st.keys)
        for i in st.at_keys(self.SIGN_OFFS, 0, n - 1):
            j = i + 1
            if not any(ch in st.gap_text[j] for ch in "-,\n"):
                continue
            for size in (1, 2):
                end = j + size
                if end > n or (end < n and (st.gap_text[end].count("\n") < 2 or (
                        # (inside the text only "thank you" closes a message)
                        st.keys[i] == "you" and (i == 0 or st.keys[i - 1] != "thank")))):
                    continue
                tail = range(j, end)
                if all(self._signed_name(st, k) and (k == j or st.gaps[k] == _G_SPACE)
                       for k in tail):
                    for k in tail:
                        st.mark(k, _EV_CONTEXT, "name after sign-off", 0.8)
                    break

    def _signed_name(self, st: _State, k: int) -> bool:
        inf = st.infos[k]
        if inf is None or st.roles[k] not in (_NAME, _OTHER) or inf.function:
            return False
        if not inf.protected and self._namelike(st.keys[k], inf):
            return True
        # "thanks\nBill": a capitalised first name that is also a word, signing
        return st.initcap[k] and not inf.clinical and self._mostly_first_name(st.keys[k])

    # -- propagation --------------------------------------------------------------------
    def _writer_initials_again(self, st: _State) -> None:
        """Capitals a cue made someone's initials ("FaGe SK:", "RN KL") recur alone
        where a log's entry names its writer, after a clock time and before the entry's
        colon ("18:30 SK: Abendeinsatz"): no cue stands there, but the note has said
        whose the letters are. Likelihood propagation leaves them, as protected words."""
        words, evidence = st.words, st.evidence
        found = {words[i].text for i in compress(range(len(words)), evidence)
                 if evidence[i] >= _EV_CONTEXT and st.roles[i] == _NAME
                 and words[i].text.isalpha() and _capitals(words[i].text)}
        if not found:
            return
        for j in st.at_keys(frozenset(w.lower() for w in found)):
            if evidence[j] or st.blocked[j] or words[j].text not in found:
                continue
            # (the clock perhaps after the entry's date: "10/2 1300 KL: ate lunch")
            clocked = _after_clock(st, j) or _after_line_clock(st, j, dated=True)
            if st.after(j).startswith(":") and clocked:
                self._mark_initials(st, j, j + 1, "initials found before, an entry's writer")

    @staticmethod
    def _propagate(st: _State) -> None:
        keys, infos, evidence = st.keys, st.infos, st.evidence
        n = len(keys)
        found = {keys[i] for i in compress(range(n), evidence)
                 if st.roles[i] == _NAME and len(keys[i]) > 1}
        if not found:
            return
        # names a hurried writer typed in lower case where capitals mean something
        # ("husband rocky at bedside"): the same word in lower case may be the name
        # again where it is the subject of a verb ("rocky went home")
        lowered = {keys[i] for i in compress(range(n), evidence)
                   if st.roles[i] == _NAME and st.informative[i] and st.words[i].text.islower()}
        # a capitalised name a cue vouched for ("partner Grant") is that person's in lower
        # case too where it opens a clause before a verb in the past ("grant brought
        # Gatorade"); "the bill was sent", "skin mark noted", "hope was to" stay
        vouching = [i for i in compress(range(n), evidence)
                    if st.roles[i] == _NAME and evidence[i] >= _EV_CONTEXT]
        vouched = {keys[i] for i in vouching if st.initcap[i]}
        # a word a cue vouched for in any case fills a labelled field again alone ("OP:
        # LTR |" after "OPERATORS: kjm, LTR, devon"), however ambiguous the word
        cued = {keys[i] for i in vouching}
        for i in [i for i, key in enumerate(keys) if key in found]:
            if evidence[i] or st.blocked[i]:
                continue
            inf = infos[i]
            if inf is None or (inf.common and keys[i] not in cued):
                # a frequent English word found only from its neighbours' likelihood
                # ("Care" in "Willow Crest Care Center") is no name to look for again
                continue
            subject = st.words[i].text.islower() and (
                ((keys[i] in lowered or (inf.lr >= _LOWER_SUBJECT_LR and not (
                    inf.common or inf.protected)))
                 and NameRecognizer._lower_subject(st, i))
                or (keys[i] in vouched and not inf.clinical and _opens_clause(st, i)
                    and NameRecognizer._lower_subject(st, i) and _past_tense(keys[i + 1]))
                # "spoke w/ becca re: tetanus", Becca found in full before
                or (i > 0 and NameRecognizer._talked_with(st, i - 1)))
            # a word rarer in English than "everyday" is no word a sentence opens with by
            # chance ("Aroha" found as the wife, later "Aroha doing the dressing")
            ambiguous = inf.protected or inf.common or inf.eponym or (
                inf.lr < 1.0 and inf.everyday)
            subject = subject or (keys[i] in cued and not inf.clinical and (
                st.gap_text[i].strip(" \t") == ":") and _field_closes_after(st, i))
            # ("Marcus - glad it is improving": the found name opening a reply's line
            # before a comma or a dash, as a writer addresses the reader)
            addressed = st.initcap[i] and (i == 0 or "\n" in st.gap_text[i]) and (
                _regex.match(_ADDRESSING_AFTER, st.text, st.words[i].end) is not None)
            if ambiguous and i > 0 and keys[i - 1] in ("the", "a", "an", "this", "that") and (
                    st.gap_text[i] == " "):
                continue  # "the Court requested", "Superior Court" found: the noun
            # (after a semicolon a writer capitalises a name only: "station; Bo to review")
            opening = st.sentence_start[i] and st.gap_text[i].strip(" \t") != ";"
            if ambiguous and not subject and not addressed and not (
                    st.informative[i] and st.initcap[i] and (
                        not opening or NameRecognizer._opens_report(st, i))):
                continue
            if inf.everyday and st.informative[i] and not st.initcap[i] and not subject:
                continue  # "Joy" found, "no joy in" written in lower case
            st.mark(i, _EV_WEAK, "propagated", 0.8)

    @classmethod
    def _lower_subject(cls, st: _State, i: int) -> bool:
        """A word in lower case before a verb that reports on a person, in the past or
        after a modal verb, or opening a sentence before a verb in -ing: "rocky went
        home", "summer will call", "summer asking abt transfer"."""
        if not (i + 1 < len(st.keys) and st.gaps[i + 1] == _G_SPACE
                and st.words[i + 1].text.islower()):
            return False
        nxt = st.keys[i + 1]
        # opening a sentence, before a verb in -ing: "summer asking abt transfer"
        return cls._subject_verb(nxt) or (st.sentence_start[i] and len(nxt) > 5
                                          and nxt.endswith("ing"))

    @classmethod
    def _subject_verb(cls, key: str) -> bool:
        """A verb that reports on a person (``SUBJECT_VERBS``), a modal verb or a verb in
        the past: what follows a person's name as its subject, never the noun or the
        modal verb the same word also is."""
        return key in cls.SUBJECT_VERBS or key in _MODALS or _past_tense(key)

    # -- document names -----------------------------------------------------------------
    @staticmethod
    def _names_cut_by_line_breaks(st: _State, exact: dict[str, _Variant]) -> None:
        """A header name cut in two by a line break, as a line-break escape inside one
        HL7 field can cut it ("Mrs. Ravensc" | "roft"): the two halves written together
        are the name."""
        keys = st.keys
        for i in [j - 1 for j, gap in enumerate(st.gap_text) if gap == "\n" or gap == "\r\n"]:
            if not 0 <= i < len(keys) - 1 or not (
                    st.words[i].text.isalpha() and st.words[i + 1].text.isalpha()):
                continue  # "RGS|1" before a name on the next line
            hit = exact.get(keys[i] + keys[i + 1])
            if hit is None or hit.ambiguous or min(len(keys[i]), len(keys[i + 1])) < 2:
                continue
            for k in (i, i + 1):
                st.mark(k, _EV_HEADER, "header name cut by a line break", 1.0)
                st.roles[k] = _NAME

    def _document_names(self, names: Iterable[PersonName], st: _State) -> None:
        found = self._name_forms(names)
        if found is None:
            return
        exact, initials, fuzzy_index, fuzzy_lengths, _firsts = found
        # What each distinct word of the document is (a form of a document name, its
        # initials, a misspelling of it); then only the words found are visited. Plain
        # ASCII words are sorted out with set operations, the rest one by one.
        words = set(st.keys)
        words.discard("")
        plain = set(compress(words, map(str.isascii, words)))
        hits: dict[str, _Variant | int] = {key: exact[key] for key in plain & exact.keys()}
        rest = plain - hits.keys()
        for key in rest & initials.keys():
            if not initials[key]:  # "MS", "PT", "CK" are abbreviations first
                hits[key] = _HIT_INITIALS
        # a plain word that is no exact form and no initials can only be a misspelling,
        # one letter longer or shorter at most
        unplaced = [key for key in rest - initials.keys() if len(key) in fuzzy_lengths] \
            if fuzzy_index else []
        for key in [*unplaced, *(words - plain)]:
            hit = self._name_form_of(key, found)
            if hit is not None:
                hits[key] = hit
        if initials and "." in st.text:
            self._dotted_document_initials(st, initials)
        if any(ambiguous and len(key) >= 3 for key, ambiguous in initials.items()):
            self._initials_in_context(st, initials, exact)
        if "\n" in st.text:
            self._names_cut_by_line_breaks(st, exact)
        if not hits:
            return
        for i in [i for i, key in enumerate(st.keys) if key in hits]:
            hit = hits[st.keys[i]]
            if isinstance(hit, _Variant):
                if hit.ambiguous:
                    if st.line_informative[i] and not (st.initcap[i]
                                                       and not st.words[i].text.isupper()) \
                            and not self._alone_in_capitals(st, i):
                        continue  # "may" the verb, "AL" (A-line) on a mixed-case line
                    if hit.strength < _EV_HEADER and not (st.informative[i] and (
                            not st.sentence_start[i] or self._opens_report(st, i))):
                        continue  # "Will" opening a sentence, "ED" in capitals
                st.mark(i, hit.strength, hit.reason,
                        1.0 if hit.strength == _EV_HEADER else 0.9)
                st.roles[i] = _NAME
            elif hit == _HIT_INITIALS:
                st.mark(i, _EV_HEADER, "initials of header name", 0.9)
            elif not st.possessive[i]:
                inf = st.infos[i]
                if inf is not None and (inf.protected or inf.common or not (
                        inf.known or inf.unknown)) and not (st.informative[i]
                                                            and st.initcap[i]):
                    continue  # an English word one edit away: only when capitalised
                st.mark(i, _EV_HEADER, "misspelling of header name", 0.85)
                st.roles[i] = _NAME

    @staticmethod
    def _alone_in_capitals(st: _State, i: int) -> bool:
        """Word ``i`` is a line of its own, in capitals: a header field's value as HL7
        writes names ("OJO" from "52903^OJO^ADEKUNLE"), too short for its line's case to
        say anything, so the document's case must not decide it."""
        n = len(st.words)
        before, after = st.before(i), st.after(i)
        return (i == 0 or "\n" in before) and (i + 1 == n or "\n" in after) and \
            st.words[i].text.isupper() and len(st.words[i].text) >= 3 and \
            before.rsplit("\n", 1)[-1].strip() == "" and after.split("\n", 1)[0].strip() == ""

    def _initials_in_context(self, st: _State, initials: dict[str, bool],
                             exact: dict[str, _Variant]) -> None:
        """Three or more initials of a document name that are also an abbreviation
        ("CMW", "TTN") where initials stand for a person: alone in parentheses or before
        a comma there ("identity verified (CMW, DOB 2/27/61)", "Dr. Volkonsky (MKK)"), or
        on a line that speaks of initials ("Initials on requisition: TTN"). Not when the
        words before the parenthesis spell the abbreviation out, unless they are that
        person's name ("deep vein thrombosis (DVT)")."""
        keys, words, text = st.keys, st.words, st.text
        targets = {key for key, ambiguous in initials.items() if ambiguous and len(key) >= 3}
        for i in [i for i, key in enumerate(keys) if key in targets]:
            key = keys[i]
            if not words[i].text.isupper():
                continue
            end = words[i].end
            gap = st.before(i)
            bracketed = gap.endswith("(") and text[end:end + 1] in (")", ",")
            line_start = text.rfind("\n", 0, words[i].start) + 1
            cued = "initial" in text[line_start:words[i].start].lower()
            if not (bracketed or cued):
                continue
            if bracketed and i >= len(key):
                spelled = keys[i - len(key):i]
                if "".join(k[:1] for k in spelled) == key and not all(
                        k in exact for k in spelled):
                    continue
            st.mark(i, _EV_HEADER, "initials of header name", 0.9)
            st.roles[i] = _NAME

    def _dotted_document_initials(self, st: _State, initials: dict[str, bool]) -> None:
        """Initials of a document name written with periods ("W.A.O.", "P. H. V. H."):
        dotted, even initials that are also an abbreviation read as the person, unless
        they form a clinical abbreviation or a credential ("M.D.", "N.P.O.")."""
        keys = st.keys
        for i in [i for i, key in enumerate(keys) if len(key) == 1]:
            if i and len(keys[i - 1]) == 1 and st.gaps[i] in _DOTS:
                continue  # inside a run that starts earlier
            k = self._dotted_initials(st, i, 4)
            if k > i and "".join(keys[i:k]) in initials and self._dotted_person(st, i, k):
                for m in range(i, k):
                    st.mark(m, _EV_HEADER, "initials of header name", 0.9)
                    st.roles[m] = _NAME

    def _name_form_of(self, key: str, forms: _NameForms) -> _Variant | int | None:
        """Which document-name form ``key`` is: a :class:`_Variant`, ``_HIT_INITIALS``,
        ``_HIT_FUZZY`` (one edit from a part) or None."""
        exact, initials, fuzzy_index, fuzzy_lengths, fuzzy_firsts = forms
        v = exact.get(key)
        if v is None and not key.isascii():
            v = exact.get(fold_accents(key))  # "Seán" in the text, "SEAN" in the header
        if v is not None:
            return v
        if len(key) <= 4 and initials:
            ambiguous_initials = initials.get(key)
            if ambiguous_initials is not None:
                return None if ambiguous_initials else _HIT_INITIALS
        # One edit keeps the length within one and the first letter among a part's
        # first two (or moves it to second place): cheap filters before the real test.
        if (not fuzzy_index or len(key) not in fuzzy_lengths
                or (key[0] not in fuzzy_firsts and key[1] not in fuzzy_firsts)):
            return None
        dels = _deletions(key)
        if not fuzzy_index.keys().isdisjoint(dels) and any(
                _edit1(key, p) for d in dels for p in fuzzy_index.get(d, ())):
            return _HIT_FUZZY
        return None

    def _name_forms(self, names: Iterable[PersonName]) -> _NameForms | None:
        """:meth:`_variants` with the fuzzy index built, cached per set of names: an HL7
        feed or a patient's notes repeat the same names document after document."""
        key = tuple(names)
        if key in self._forms_cache:
            return self._forms_cache[key]
        variants = self._variants(key)
        forms: _NameForms | None = None
        if variants is not None:
            exact, initials, fuzzy_parts = variants
            fuzzy_index: dict[str, list[str]] = {}
            for part in fuzzy_parts:
                for d in _deletions(part):
                    fuzzy_index.setdefault(d, []).append(part)
            fuzzy_lengths = frozenset(len(p) + d for p in fuzzy_parts for d in (-1, 0, 1))
            fuzzy_firsts = frozenset(c for p in fuzzy_parts for c in p[:2])
            forms = (exact, initials, fuzzy_index, fuzzy_lengths, fuzzy_firsts)
        if len(self._forms_cache) >= 128:
            self._forms_cache.clear()
        self._forms_cache[key] = forms
        return forms

    def _variants(self, names: Iterable[PersonName]) -> tuple[
            dict[str, _Variant], dict[str, bool], set[str]] | None:
        """Surface forms of the document's names: parts, nicknames, initials, fuzzy bases."""
        exact: dict[str, _Variant] = {}
        initials: dict[str, bool] = {}
        fuzzy: set[str] = set()
        nick = self._nicknames()
        for person in names:
            given, middle, family = _parts(person.given), _parts(person.middle), _parts(
                person.family)
            for part in (*given, *middle, *family):
                if len(part) < 2:
                    continue
                inf = self.info(part)
                ambiguous = inf.common or inf.protected or inf.function
                exact[part] = _Variant("header name", _EV_HEADER, ambiguous)
                folded = fold_accents(part)
                if folded != part:
                    exact.setdefault(folded, exact[part])  # "SEAN" for "Seán"
                if len(part) >= self.fuzzy_min_length:
                    fuzzy.add(folded)
            if nick is not None:
                for part in (*given, *middle):
                    for variant in _nickname_variants(nick, part):
                        if variant in exact or len(variant) < 2:
                            continue
                        inf = self.info(variant)
                        # A nickname is weaker evidence than the name itself: one that is
                        # also a word or an eponym ("Bill", "Bell") needs the Name shape.
                        ambiguous = (inf.common or inf.protected or inf.function
                                     or inf.lr < 1.0 or inf.eponym)
                        exact[variant] = _Variant(
                            "nickname of header name",
                            _EV_CONTEXT if ambiguous else _EV_HEADER, ambiguous)
            if given and family:
                # first given name, then any middle names, then the first or every part
                # of the family name: "PHVH" and "PV" for Perdita Hedwig Vandersloot-Hirano
                first, last = given[0][0], "".join(p[0] for p in family)
                mids = "".join(p[0] for p in (*given[1:], *middle))
                # (a given name in parts, "Thu-Ha Thi Nguyen", may give only its first
                # letter: "TTN")
                combos = {first + last[0], first + last, first + mids + last[0],
                          first + mids + last,
                          first + "".join(p[0] for p in middle) + last[0]}
                for combo in [c for c in combos if len(c) <= 4]:
                    inf = self.info(combo)
                    initials[combo] = (inf.protected or inf.function or inf.common
                                       or self.lexicon.english_freq(combo) > 1e-7)
        if not exact and not initials:
            return None
        return exact, initials, fuzzy

    def _nicknames(self) -> object | None:
        if self._nicknamer is None:
            self._nicknamer = _shared_nicknamer()
        return self._nicknamer

    # -- output -------------------------------------------------------------------------
    @staticmethod
    def _hyphen_part(st: _State, k: int) -> bool:
        """Word ``k``, joined by a hyphen to a found name, is part of it: a given
        name's second syllable ("Ji-woo"), a double surname's other half, capitalised
        though an everyday word ("Fairbrother-Kiss"), or on a line in one case any word
        that is no everyday, clinical or function word ("osei-tutu", "reinholt-mbeki")."""
        word = st.words[k].text
        if len(word) < 2 or not word.isalpha() or st.blocked[k]:
            return False  # "S-Shook head": a letter heading a line is no name part
        if st.line_informative[k]:
            return _name_syllable(word) or (word.istitle() and st.keys[k] not in EPONYMS)
        inf = st.infos[k]
        return inf is not None and not (
            inf.common or inf.clinical or inf.protected or inf.function)

    @staticmethod
    def _first_half(st: _State, k: int) -> bool:
        """Word ``k`` opens a double surname between a found given name and the found
        half after its hyphen, whatever the word is ("DR. ANGELA WILL-PETERSEN",
        "rn anna may-jones"): nothing else stands between a first name and a surname
        glued to it."""
        word, inf = st.words[k].text, st.infos[k]
        return (k > 0 and st.evidence[k - 1] != _EV_NONE and st.gaps[k] == _G_SPACE
                and st.roles[k - 1] not in (_TITLE, _SUFFIX) and len(word) >= 2
                and word.isalpha() and not st.blocked[k]
                and not (inf is not None and inf.clinical))

    def _generation(self, st: _State, j: int) -> bool:
        """A generational suffix written as one after a name: "Jr", "Sr", "III"
        anywhere, "II" and "IV" only where the clause ends ("Smith IV fluids" keeps
        "IV")."""
        key, word = st.keys[j], st.words[j].text
        if key not in self.GENERATIONS or not word[0].isupper():
            return False
        if key in ("jr", "sr", "iii"):
            return True
        after = st.text[st.words[j].end:st.words[j].end + 1]
        return word.isupper() and (not after or after in ".,;:)\r\n")

    def _foreign_syllable(self, word: str) -> bool:
        """A name's syllable that is no English word ("jae", not "up" of "Follow-up")."""
        inf = self.info(normalize(word))
        return not (inf.common or inf.function or inf.clinical) and (
            inf.unknown or inf.lr >= 1.0)

    @staticmethod
    def _sentence_between(st: _State, j: int) -> bool:
        """A full stop after a whole word, then a new sentence: two names, one closing a
        sentence and one opening the next ("granddaughter Hope. Hope tearful"), not one
        name with an initial or an abbreviated title inside ("W. Marotta", "St. Clair")."""
        return (st.gaps[j] == _G_DOT and st.sentence_start[j] and len(st.keys[j - 1]) > 2
                and st.roles[j - 1] not in (_INITIAL, _TITLE, _PARTICLE))

    def _spans(self, text: str, st: _State) -> list[Span]:
        """One span per run of adjacent name words (titles and suffixes stay)."""
        words, roles, evidence, gaps = st.words, st.roles, st.evidence, st.gaps
        n = len(words)
        spans: list[Span] = []
        marked = list(compress(range(n), evidence))  # the words with evidence
        p = 0
        while p < len(marked):
            i = marked[p]
            p += 1
            if roles[i] in (_TITLE, _SUFFIX):
                continue
            best = i
            j = i + 1
            while (j < n and evidence[j] and roles[j] not in (_TITLE, _SUFFIX)
                   and gaps[j] in (_G_SPACE, _G_HYPHEN, _G_DOT, _G_TIGHTDOT)
                   and "\n" not in text[words[j - 1].end:words[j].start]
                   # (a column gap parts two cells: "MT         MT")
                   and not (gaps[j] == _G_SPACE and _wide_gap(st.gap_text[j])
                            and "initials" in st.reason[j])
                   and not self._sentence_between(st, j)):
                if evidence[j] > evidence[best]:
                    best = j
                j += 1
            end = words[j - 1].end
            if j < n and gaps[j] == _G_HYPHEN and self._hyphen_part(st, j):
                end = words[j].end  # "Ji-woo", "Fairbrother-Kiss", "osei-tutu"
                j += 1
            if j < n and gaps[j] in (_G_SPACE, _G_COMMA) and self._generation(st, j):
                end = words[j].end  # "Robert Lee Castillo III", "Vernon Baker Sr."
                j += 1
            elif _regex.match(_LOGIN_INITIAL, text, end) is not None and (
                    words[j - 1].text.islower()):
                end += 2  # "Logged by: hunter.m": a user name ends in its initial
            start = words[i].start
            if i > 0 and gaps[i] == _G_HYPHEN and not evidence[i - 1] and (
                    roles[i - 1] == _PARTICLE or st.keys[i - 1] in _HYPHEN_ARTICLES
                    or self._hyphen_part(st, i - 1) or self._first_half(st, i - 1)):
                start = words[i - 1].start  # "al-Khatib", "O'Rourke-Bazán"
            elif i > 1 and gaps[i] == _G_SPACE and gaps[i - 1] == _G_HYPHEN and not (
                    evidence[i - 1] or evidence[i - 2]) and _name_syllable(
                    words[i - 1].text) and words[i - 2].text.istitle() and (
                    words[i - 2].text.isalpha()) and self._foreign_syllable(words[i - 1].text):
                start = words[i - 2].start  # "Young-jae Kim", "Seo-yeon Park"
            elif i > 0 and roles[i - 1] == _INITIAL and gaps[i] == _G_DOT and not (
                    evidence[i - 1]) and words[i - 1].text.isupper() and (
                    words[i].text[:1].isupper()) and len(words[i].text) > 1 and not (
                    i > 1 and gaps[i - 1] in (_G_DOT, _G_TIGHTDOT)):
                start = words[i - 1].start  # "V. Wise" where "Wise" recurs as a name
            spans.append(Span(start, end, "NAME", self.name,
                              round(st.score[best], 4), st.reason[best]))
            while p < len(marked) and marked[p] < j:
                p += 1
        return spans


@lru_cache(maxsize=1)
def _shared_nicknamer() -> object:
    """The ``nicknames`` tables (read-only), shared by every recognizer of the process."""
    from nicknames import NickNamer

    return NickNamer()


#: The gap before a quoted nickname, and the gaps closing it ("Robert 'Bob' Lee").
_OPEN_QUOTE = frozenset({" '", ' "', " \u2018", " \u201c"})
_CLOSE_QUOTE = frozenset({"' ", '" ', "\u2019 ", "\u201d "})
_OPEN_PAREN_QUOTE = frozenset({" ('", ' ("', " (\u2018", " (\u201c"})
_CLOSE_PAREN_QUOTE = frozenset({"')", '")', "\u2019)", "\u201d)"})
_CLOSE_QUOTE_COMMA = frozenset({"',", '",', "\u2019,", "\u201d,"})
#: One or two capitalised words in quotes, then words saying that they are what the
#: person is called: a nickname in brackets, or who calls them so ('"Dec" to family',
#: '"Yoyo" per family', '"Bran" to coworkers', '"São" para a família', '"T-Bone" (his
#: nickname)').
_NICKNAME_SAID_AFTER: Final = _regex.compile(
    r"(?<![\w'\"\u2019\u201d])[\"\u201c'\u2018]"
    r"([A-Z][^\W\d_]{0,14}(?:-[^\W\d_]{1,15})?(?: [A-Z][^\W\d_]{0,14})?)[\"\u201d'\u2019]"
    r"(?:[ \t]*\((?:(?:his|her|their|the|pt'?s|patient'?s)[ \t]+)?nick-?name\)"
    r"|[ \t]+(?:to|per|among|by|with)[ \t]+(?:(?:the|his|her|their)[ \t]+)?"
    r"(?:family|friends|staff|mates|kids|everyone|everybody|grandkids|grandchildren"
    r"|co-?workers|colleagues|workmates|teammates|neighbou?rs|wh[aā]nau)\b"
    r"|[ \t]+(?:para|pela|pelos)[ \t]+(?:(?:a|o|os|as|la|los|sua|su)[ \t]+)?"
    r"(?:fam[ií]lia|amig[oa]s|equipa|equipe)\b)")


def _numbered_scale(st: _State, j: int) -> bool:
    """Word ``j`` is joined by a hyphen to a number, as a scale's name is to its count
    of items ("Zarit-12", "PHQ-9"): no one's name."""
    return j + 1 < len(st.words) and st.gap_text[j + 1] == "-" and (
        st.words[j + 1].text.isdigit())


def _mark_initials_before(st: _State, j: int) -> None:
    """Mark up to two capital initials, each with its period, right before word ``j``
    of a name ("T. R. Mbeki-Lowe", "D. Okonjo")."""
    k = j
    while k > 0 and j - k < 2 and st.gaps[k] == _G_DOT and not st.evidence[k - 1] and (
            len(st.words[k - 1].text) == 1 and st.words[k - 1].text.isupper()):
        k -= 1
        st.mark(k, _EV_WEAK, "initial in name", 0.8)


#: Nouns a capital letter follows as a name's part of no person ("vitamin D", "Plan B",
#: "Type A", "Zone C"): the letter's period there closes a sentence.
_LETTERED_NOUNS: Final = frozenset(words('''
    vitamin vit hep hepatitis type types grade plan class stage group factor phase part
    section schedule level ward bay room bed unit team wing block option appendix
    category tier step site pod area zone lead annex exhibit figure table box row
    column form vaccine strain subtype variant clade lineage'''))

#: A comma or a dash after a name opening a reply's line, before the line's end or a
#: word in lower case ("Marcus - glad it is improving", "Joy,").
_ADDRESSING_AFTER: Final = _regex.compile(r"(?:,|[ \t]+[-\u2013\u2014])[ \t]*(?:\r?\n|\p{Ll})")

#: Words that open a reply after the name of the person it addresses and a dash ("Marcus
#: - glad it is improving"), which no result of a test opens with.
_REPLY_OPENERS: Final = frozenset(words('''
    glad thanks thank sorry please hope hi hello we i you your great'''))


def _dotted_pairs(st: _State, pattern: regex.Pattern[str]) -> Iterator[int]:
    """The first word of each match of ``pattern`` (two words and a dot between) that
    opens a word and whose two words no rule has taken yet."""
    for found in _regex.finditer(pattern, st.text):
        i = st.word_starting_at(found.start())
        if 0 <= i < len(st.words) - 1 and not any(st.evidence[k] for k in (i, i + 1)):
            yield i


def _known_name_word(inf: WordInfo) -> bool:
    """A word the name tables hold and lean towards (a likelihood ratio of 1 or more)
    that English does not use commonly."""
    return inf.known and inf.lr >= 1.0 and not inf.common


def _function_or_clinical(inf: WordInfo | None) -> bool:
    """A word the lists know as a function word or a clinical term."""
    return inf is not None and (inf.function or inf.clinical)


def _lower_typist_letters(st: _State, i: int) -> bool:
    """Word ``i`` is two or three letters in lower case that are no function word or
    clinical term: a typist's, as a dictation's stamp closes with them ("/shy", "/ km")."""
    text = st.words[i].text
    return text.isalpha() and text.islower() and 2 <= len(text) <= 3 and (
        not _function_or_clinical(st.infos[i]))


def _capitals(text: str, shortest: int = 2, longest: int = 3) -> bool:
    """``text`` is ``shortest`` to ``longest`` letters, all capitals: a person's
    initials written together ("TW", "RSD", "JKM"); a Scottish or Irish surname's
    "Mc" or "Mac" may stay in them ("LMcG", "JMacD": three initials)."""
    if shortest <= len(text) <= longest and text.isalpha() and text.isupper():
        return True
    return ("Mc" in text or "Mac" in text) and _mac_initials(text, shortest, longest)


def _mac_initials(text: str, shortest: int, longest: int) -> bool:
    """``text`` is capitals with a surname's "Mc" or "Mac" before its last capital
    ("LMcG", "AJMcK", "JMacD"), ``shortest`` to ``longest`` initials in all."""
    for prefix in ("Mc", "Mac"):
        at = text.find(prefix, 1)
        if at > 0:
            head, tail = text[:at], text[at + len(prefix):]
            return len(tail) == 1 and tail.isupper() and head.isalpha() and (
                head.isupper()) and shortest <= len(head) + 2 <= longest
    return False


#: Māori greetings and closings of letters from New Zealand, with and without macrons.
_GREETING_PAIRS: Final = frozenset(
    {(first, second) for firsts, seconds in (
        (("tēnā", "tena"), ("koe", "kōrua", "korua", "koutou")),
        (("kia",), ("ora",)), (("ngā", "nga"), ("mihi",)), (("nāku", "naku"), ("noa",)))
     for first in firsts for second in seconds})
_GREETING_SECONDS: Final = frozenset(second for _, second in _GREETING_PAIRS)
#: A log's row: a date or a clock time opening the line, a cell of two or three letters
#: and a cell of text after it, parted by bars or by a column's gap of blanks ("06/07/24
#: 0915 | rg | Metabolic clinic called", "0805 JN  Lovenox held").
_LOG_ROW_WRITER = _regex.compile(
    r"(?m)^[ \t]*(?:\d{1,4}[/.-]\d{1,2}(?:[/.-]\d{2,4})?(?:[ \t]+\d{1,2}:?\d{2})?"
    r"|\d{1,2}:\d{2}|[01]\d[0-5]\d|2[0-3][0-5]\d)(?:[ \t]*[AaPp]\.?[Mm]\.?)?"
    r"(?:[ \t]*\|[ \t]*(?P<writer>[A-Za-z]{2,3})[ \t]*\|"
    r"|[ \t]+(?P<writer>[A-Za-z]{2,3})(?:[ \t]{2,}|\t))[ \t]*\p{L}")


def _opens_last_stamp(st: _State, i: int, marks: tuple[str, ...]) -> bool:
    """Word ``i`` opens the note's last line before one of ``marks`` and the rest of a
    stamp ("JD / co-signed M. Smith", "lwl | ext 6243 1182")."""
    return "\n" in st.before(i) and st.after(i) in marks and (
        "\n" not in st.text[st.words[i].end:].rstrip())


def _bullet_item(st: _State, i: int) -> bool:
    """Word ``i`` opens an item of a list of lines each led by a dash and a blank ("-
    HR\n- BP\n- RR"), which signs nothing."""
    text, start = st.text, st.words[i].start
    line = text.rfind("\n", 0, start) + 1
    if text[line:start].strip(" \t") != "-" or text[start - 1] not in " \t":
        return False
    before = text.rfind("\n", 0, max(0, line - 1)) + 1
    after = text.find("\n", start)
    return (line > 0 and text[before:line].lstrip(" \t").startswith("-")) or (
        after >= 0 and text[after + 1:].lstrip(" \t").startswith("-"))


def _writes_log_row(st: _State, i: int) -> bool:
    """Word ``i`` fills the writer's cell of a log's row (``_LOG_ROW_WRITER``)."""
    start = st.words[i].start
    line = st.text.rfind("\n", 0, start) + 1
    m = _regex.match(_LOG_ROW_WRITER, st.text, line)
    return m is not None and m.start("writer") == start


#: A role in parentheses closing a line after a user name ("jmorrow2 (Front Desk)").
_ROLE_CLOSING_LINE = _regex.compile(r"[ \t]*" + _SHORT_BRACKET + r"[ \t]*(?:\r|\n|\Z)")


#: "@" between blanks and a telephone number after it ("Pat @ 661-555-0139"), or an
#: extension's label and its digits ("Pat ext 4412").
_AT_NUMBER: Final = _regex.compile(
    r"[ \t]+@[ \t]*(?:\(\d{3}\)[ ]?|\d{3}[-. ])\d{3}"
    r"|[ \t]+(?i:ext)\.?[ \t]*\d{3,5}(?!\d)")


def _glued_on(st: _State, j: int) -> bool:
    """Word ``j`` goes on into an e-mail address or a host name: "@" after it, or a
    dot with the next word right after it ("kpark.com"; "by kpark." ends a sentence)."""
    after = st.after(j)
    return after.startswith("@") or (after == "." and j + 1 < len(st.words))


def _bare_at_after(st: _State, j: int) -> bool:
    """"@" after word ``j`` and no host with a dot after it ("msorensen@hillcrest",
    "tpohatu@ -"): the user name of an address cut short, which no e-mail pattern takes."""
    if not st.after(j).startswith("@"):
        return False
    k = j + 1
    return k >= len(st.words) or st.before(k) != "@" or not (
        st.after(k) == "." and k + 1 < len(st.words))


#: A user name written with its owner's capitals: one or two initials glued before a
#: capitalised surname ("MLewandowska", "ISolberg"), read as a whole word or found where
#: a word starts in a text.
_INITIALLED_LOGIN: Final = _regex.compile(
    r"(?<![\p{L}\d'.-])[A-Z]{1,2}(?P<surname>[A-Z][a-z]{3,13})(?![\p{L}\d])")


def _initialled_login(word: str) -> str:
    """The letters of ``word`` in lower case when it is shaped as ``_INITIALLED_LOGIN``
    describes; "" otherwise."""
    return word.lower() if _regex.fullmatch(_INITIALLED_LOGIN, word) else ""


#: Letters that Vietnamese writes and English, French, Spanish and German do not: the
#: d with a stroke, the horned o and u, the a with a breve, the tilded i and u, and the
#: letters of Unicode's Vietnamese block (U+1EA0 to U+1EF9).
_VIETNAMESE_MARKS: Final = frozenset("đĐơƠưƯăĂĩĨũŨ" + "".join(
    chr(c) for c in range(0x1EA0, 0x1EFA)))


#: A user name of two to four letters in lower case and one to four digits ("lwj03",
#: "gagm0412").
_INITIALS_AND_DIGITS: Final = _regex.compile(r"([a-z]{2,4})[0-9]{1,4}")


def _user_letters(word: str) -> str:
    """The letters of a user name in lower case: 4 to 14 ASCII letters in one case and
    at most three digits after them ("mgarcia2", "JSMITH"); "" for any other word."""
    letters = word.rstrip("0123456789")
    if (len(word) - len(letters) > 3 or not 4 <= len(letters) <= 14
            or not letters.isascii() or not letters.isalpha()
            or not (letters.isupper() or letters.islower())):
        return ""
    return letters.lower()


#: A user name's trailing initial: ".m" closing its line or followed by a blank.
_LOGIN_INITIAL: Final = _regex.compile(r"[._][a-z](?=[ \t]*(?:\r|\n|$)|[ \t][^ \t\r\n])")


def _closes_paren_quote(st: _State, k: int) -> bool:
    """Word ``k`` is followed by a closing quote and a closing parenthesis or a comma
    ('("JuJu")', '("Haru", DOB ...)'): the end of a quoted word in parentheses."""
    end = st.words[k].end
    closing = st.text[end:end + 2]
    return closing in _CLOSE_PAREN_QUOTE or closing in _CLOSE_QUOTE_COMMA


#: Headings of a table column whose cells hold people ("By", "Given to", "Caller",
#: "Patient / MRN"): the heading's first word.
_PEOPLE_HEADINGS: Final = frozenset(words("""
    by caller callee receiver recipient staff tech technologist nurse rn provider
    physician clinician initials init inits signed signature signer patient pt name
    contact person caregiver user reporter notified given reported called collector
    verifier reviewer performer attending resident participant participants md np rph
    lpn cna crna aprn partner partners witness pharmacist therapist interpreter driver
    anesthesiologist owner assignee prov observer who officer ofc ofcr deputy guard
    sitter escort athlete player student camper client guest member crew passenger
    evacuee competitor inmate"""))
#: Last words of such a heading ("Released by", "Client init.").
_PEOPLE_HEADING_ENDS: Final = frozenset(words("by init inits initials"))
#: Separators of the tables read for such columns.
_PEOPLE_TABLE_SEPARATORS = ("|", "\t")
#: Pronouns and verbs of two letters that fill a cell of such a column only as someone's
#: initials ("| MY |", "| WE |"); answers and states ("NO", "UP", "ON") are left out.
_CELL_PRONOUNS: Final = frozenset(words("my me he we us it is an am be as"))


#: Generations of two letters that a cell of a people column in capitals holds as
#: someone's initials ("| JR |" under "| RN |").
_GENERATION_LETTERS: Final = frozenset({"jr", "sr"})

#: Keys of one letter: the words a name spelled out is made of.
_LETTERS: Final = frozenset("abcdefghijklmnopqrstuvwxyz")


def _people_columns_of(cells: list[str]) -> tuple[int, ...]:
    """The columns of a table heading that a person word heads."""
    return tuple(number for number, cell in enumerate(cells) if _people_heading(cell))


def _initials_columns_of(cells: list[str]) -> tuple[int, ...]:
    """The columns of a table heading that say their cells are initials ("Init",
    "Observer init", "RN initials")."""
    return tuple(number for number, cell in enumerate(cells)
                 if 0 < len(found := cell.lower().split()) <= 3
                 and found[-1].strip(":#.") in ("init", "inits", "initials"))


def _people_heading(cell: str) -> bool:
    """A table heading whose first word is a person word ("Given to", "Patient / MRN",
    "By"), or that ends in "by" ("Pkg'd by", "Released by") or in initials ("Client
    init.", "Aide initials"); a heading of more than four words is a sentence."""
    found = cell.strip().lower().replace("/", " ").replace("_", " ").split()
    return 0 < len(found) <= 4 and (found[0].strip(":#.") in _PEOPLE_HEADINGS
                                    or found[-1].strip(":#.") in _PEOPLE_HEADING_ENDS)


#: A found name's likelihood ratio from which its lower-case form before a verb
#: reporting on a person is that person again though it was found capitalised ("Rashid"
#: found, later "lunch. rashid covering"); "grant", "rose", "mark" and "will" are
#: words first ("grant approved", "mark noted").
_LOWER_SUBJECT_LR: Final = 10.0
#: The way to reach a person, in brackets after their name ("(pager x4471)", "(ext
#: 2231)", "(x4471)", "(Vocera)").
_PAGER_AFTER = _regex.compile(
    r"(?i)[ \t]*\([ \t]*(?:pager|pgr|pg|beeper|ext|x[ \t]?\d|vocera|spectralink|cell|"
    r"phone|ph|tel|mobile|#[ \t]?\d)")
#: A witness after the initials filling a cell ("| JW + witness |").
_WITNESS_AFTER = _regex.compile(
    r"(?im)[ \t]*(?:\+|&|and|w/)[ \t]*witness[ \t]*(?:\||\t|$)")


def _closes_cell(st: _State, k: int) -> bool:
    """Word ``k`` is the last of its cell: a bar, a tab, a line's end or a comma follows."""
    rest = st.text[st.words[k].end:st.words[k].end + 8].lstrip(" .")
    return not rest or rest[0] in "|\t\r\n,"


#: Words that head the columns of a table of people, after a cue word's column.
_COLUMN_HEADINGS = frozenset({
    "age", "sex", "gender", "dob", "date", "time", "room", "bed", "unit", "status", "phone",
    "relation", "relationship", "notes", "note", "comments", "procedure", "diagnosis",
    "surgeon", "provider", "location", "service", "mrn", "id", "contact", "address",
    "role", "title", "position", "pager", "ext", "cell", "fax", "email", "department",
    "dept", "discipline", "credentials", "team", "specialty", "shift", "initials", "npi",
    "lot", "exp", "dose", "route", "site", "vaccine", "product", "manufacturer", "result",
    "value", "units", "qty", "quantity", "type",
})


def _alone_in_cell_or_brackets(st: _State, i: int) -> bool:
    """Word ``i`` fills a pair of brackets or a table's cell by itself, the last
    cell of a row perhaps without a bar after it ("| 0900  | AK | PL")."""
    before, after = st.before(i), st.after(i)
    return (before.endswith("(") and after.startswith(")")) or (
        before.rstrip(" ").endswith("|") and _closes_cell(st, i)
        and after.lstrip(" ")[:1] in ("|", "", "\n", "\r"))


def _role_and_letters_in_brackets(st: _State, i: int) -> bool:
    """Word ``i`` closes brackets that open with one word before it, the writer's role
    before their letters ("Hannah Lemalu, Genetic Counsellor (GC HL)", "(SLT AH)")."""
    return i > 0 and st.gap_text[i] == " " and st.before(i - 1).endswith("(") and (
        st.after(i).startswith(")")) and st.words[i - 1].text[:1].isupper()


def _alone_in_blank_aligned_cell(st: _State, i: int) -> bool:
    """Word ``i`` fills a cell of a table whose columns blanks align: a column gap or
    the line's start before it and a column gap or the line's end after it, inside a
    line that holds such gaps ("1  oral swabs x2      MT      MT")."""
    gap = st.gap_text[i]
    if not (_wide_gap(gap) or ("\n" in gap and i + 1 < len(st.words)
                               and _wide_gap(st.gap_text[i + 1]))):
        return False
    return _ends_line(st, i) or (i + 1 < len(st.words) and _wide_gap(st.gap_text[i + 1])
                                 and "\n" not in st.gap_text[i + 1])


#: A clock time opening a line ("07:53  Versed", "0753 ").
_LINE_OPENING_CLOCK: Final = _regex.compile(r"[ \t]*" + _CLOCK + r"(?![\d:/])")


def _signs_timed_line_in_brackets(st: _State, i: int) -> bool:
    """Word ``i`` fills brackets that close a line a clock time opens, as a log's
    writer signs each timed entry ("07:53  Versed 1 mg IV, fentanyl 25 mcg IV (LP)")."""
    return st.before(i).endswith("(") and st.after(i).startswith(")") and _ends_line(
        st, i, 1) and _line_opens_with(st, i, _LINE_OPENING_CLOCK)


def _column_heading(st: _State, j: int) -> bool:
    """Word ``j`` heads a table's column (``_COLUMN_HEADINGS``) after a bar, a tab or
    a gap of blanks that aligns columns ("Name     Role     Pager")."""
    gap = st.gap_text[j]
    return st.keys[j] in _COLUMN_HEADINGS and ("|" in gap or "\t" in gap or "  " in gap)


#: How a field ends after its value: a line break, a column gap or a bar.
_FIELD_ENDS = ("  ", "\t", "\n", "\r", " |", "|")
#: Endings and beginnings that make an English word's forms and derivatives
#: ("supervises", "smiled", "unreachable").
_WORD_ENDINGS = ("s", "es", "d", "ed", "ing", "ly", "er", "ers", "able", "ible", "ness",
                 "ment", "ful", "less", "ive", "ous", "ity", "ion", "al")
_WORD_BEGINNINGS = ("un", "re", "non", "dis", "in", "im", "over", "under", "pre", "mis")


def _stems(key: str) -> list[str]:
    """The words of four letters or more left when one ending or one beginning of
    ``_WORD_ENDINGS`` and ``_WORD_BEGINNINGS``, or both, are taken off ``key``
    ("unreachable": "unreach", "reachable", "reach")."""
    heads = [key] + [key[len(b):] for b in _WORD_BEGINNINGS if key.startswith(b)]
    stems = heads[1:] + [head[:-len(e)] for head in heads for e in _WORD_ENDINGS
                         if head.endswith(e)]
    return [stem for stem in stems if len(stem) >= 4]


#: Lower-case words after a hyphen that make an adjective, not a name's second half.
_HYPHEN_ADJECTIVES = frozenset({"like", "type", "esque", "ish"})
#: Articles and kin words joined by a hyphen to an Arabic or Hebrew family name
#: ("al-Khatib", "el-Sayed", "abd-Allah", "ben-David"), besides the name particles
#: (bin, ibn, abu), which have the particle role already.
_HYPHEN_ARTICLES = frozenset({"al", "el", "ul", "ad", "ar", "as", "ash", "az", "abd", "ben",
                              "bat"})
#: Words after "foster" that make it the verb of fostering, not a surname.
_FOSTERED: Final = frozenset(words("""
    mother mom mum father dad parent parents care home homes child children kid kids
    family families placement placements sister brother daughter son sibling siblings
    youth infant baby agency system"""))


def _closes_partner(st: _State, k: int) -> bool:
    """Word ``k``, the last of a partner's name, closes the text, the field, the line or
    a bracket."""
    return _field_closes_after(st, k) or _ends_line(st, k) or st.gap_text[k + 1].startswith(
        ")")


def _opens_partner(gap: str) -> bool:
    """``gap``, before a partner's name, opens a field, a line or a bracket."""
    return _closes_field(gap) or gap.endswith(("(", ":", ": ")) or "\n" in gap


def _clock_word(st: _State, i: int) -> bool:
    """Word ``i`` is a time of day: four digits ("1612") or the minutes of "16:12"."""
    word = st.words[i].text if i >= 0 else ""
    if not (word.isdigit() and len(word) in (2, 4)):
        return False
    if len(word) == 4:
        return int(word[:2]) < 24 and int(word[2:]) < 60
    return i > 0 and st.gap_text[i] == ":" and st.words[i - 1].text.isdigit() and (
        len(st.words[i - 1].text) <= 2)


def _mark_handle(st: _State, j: int, end: int, why: str, value: float = 0.8,
                 unblock: bool = False) -> None:
    """Mark as a name the words from ``j`` that start before offset ``end``: a handle
    or a quoted nickname the pattern found in the text, its parts joined by dots,
    underscores or hyphens. A word already found as a name keeps its reason.
    ``unblock``: the context outweighs a protect list."""
    k, n = j, len(st.words)
    while k < n and st.words[k].start < end:
        if not st.evidence[k] or st.roles[k] != _NAME:
            if unblock:
                st.blocked[k] = False
            st.mark(k, _EV_CONTEXT, why, value)
            st.roles[k] = _NAME
        k += 1


def _after_clock(st: _State, i: int) -> bool:
    """Word ``i`` follows a clock time and a blank, as a log entry's first word does
    ("09:14 agent", "02:31 R. Oduya:")."""
    return i >= 2 and st.gap_text[i] != "" and st.gap_text[i].strip(" \t") == "" and (
        st.gap_text[i - 1] == ":" and st.words[i - 1].text.isdigit()
        and st.words[i - 2].text.isdigit())


def _after_line_clock(st: _State, i: int, dated: bool = False, logged: bool = False
                      ) -> bool:
    """Word ``i`` follows a 24-hour clock time of four digits that opens its line
    and a blank ("0700 mreyes4:", "2315 jb:"), as an hourly log's entry opens;
    ``dated``: or a date opens the line before the clock ("10/2 1300 KL:");
    ``logged``: the clock stands anywhere on a line a log's label opens ("Event log:
    0309 bjanssen")."""
    k = i - 1
    if k < 0 or st.gap_text[i] == "" or st.gap_text[i].strip(" \t") != "":
        return False
    if logged:
        line = st.text[st.text.rfind("\n", 0, st.words[i].start) + 1:st.words[i].start]
        if _regex.search(_LOG_LABEL_ON_LINE, line) is None:
            return False
    elif not (k == 0 or "\n" in st.gap_text[k] or (
            dated and _line_opens_with(st, i, _LINE_OPENING_DATE))):
        return False
    clock = st.words[k].text
    return len(clock) == 4 and clock.isdigit() and int(clock[:2]) < 24 and (
        int(clock[2:]) < 60)


#: Words that say whose initials follow ("my initials AF", "her initials KT", "pt
#: initials AF").
_OWNERS_OF_INITIALS: Final = frozenset({"my", "his", "her", "their", "pt", "pts", "patient"})

#: The antigens of Sjogren's antibodies and their other names, written in pairs joined
#: by a slash ("SSA/Ro", "Ro/La").
_SJOGREN_ANTIGENS: Final = frozenset({"ssa", "ssb", "ro", "la"})


def _after_item_number(st: _State, i: int) -> bool:
    """Word ``i`` follows the number of a list's item that opens its line ("1. G. Oduya",
    "2) K. Oduya")."""
    k = i - 1
    return k >= 0 and st.gap_text[i] in (". ", ") ") and st.words[k].text.isdigit() and len(
        st.words[k].text) <= 2 and (k == 0 or "\n" in st.gap_text[k])


def _heads_a_field(st: _State, i: int) -> bool:
    """Whether the surname ending at word ``i`` (a compound one from its first part)
    heads a line, a labelled field, a table cell or a list's item after its dash ("Bed
    3 - WILLIAMS, Dafydd")."""
    j = _compound_start(st.gaps, i)
    gap = st.gap_text[j].rstrip(" \t")
    return j == 0 or gap[-1:] in ("\n", "\r", ":", "|") or "\t" in st.gap_text[j] or (
        gap.endswith((" -", " \u2013", " \u2014")))


def _name_syllable(word: str) -> bool:
    """The lower-case second half of a hyphenated given name ("woo" in "Ji-woo")."""
    return (2 <= len(word) <= 5 and word.isalpha() and word.islower()
            and word not in _HYPHEN_ADJECTIVES)


#: Endings of the species epithets of binomial names ("stuartii", "kingae", "cepacia",
#: "aureus", "haemolyticum", "henselae").
_EPITHET_ENDINGS = ("ii", "ae", "is", "us", "um", "a", "i", "ensis", "oides")
#: Epithet endings no Spanish or Italian word after a name has ("stuartii", "kingae").
_LATIN_ENDINGS = ("ii", "ae", "eri", "ensis", "oides", "um", "us")


def _binomial(genus: WordInfo | None, epithet: str, inf: WordInfo | None) -> bool:
    """A genus and its species epithet ("Providencia stuartii"): a lower-case epithet of
    five letters or more with a Latin ending that is no everyday or function word
    ("Smith thus", "Maria is" are no binomials). When the name tables know the genus as
    a name, only a Latin ending no Spanish or Italian word has will do ("Sra. Echeverría
    viuda" is a widow, not a species)."""
    if not (len(epithet) >= 5 and epithet.isalpha() and epithet.islower()
            and epithet.endswith(_EPITHET_ENDINGS)
            and (inf is None or not (inf.common or inf.function))):
        return False
    named = genus is not None and genus.known and genus.lr >= 1.0
    return not named or epithet.endswith(_LATIN_ENDINGS)


def _alphabetic(word: str) -> bool:
    """Letters only, where the vowel signs and viramas of Indic and Southeast Asian
    scripts count as letters ("प्रिया", "தமிழ்"): Python's ``isalpha`` rejects them."""
    if word.isalpha():
        return True
    return (bool(word) and not word.isascii() and word[0].isalpha()
            and all(ch.isalpha() or unicodedata.category(ch)[0] == "M" for ch in word))


def _unspaced_script(word: str) -> bool:
    """Whether ``word`` is written in a script without blanks between words."""
    return any(map(unspaced, word))


#: After a person's name: an apposition ("Frank, a retired paramedic") or a telephone
#: number ("May 785-555-0145", "Bill: (785) 555-0193").
_PERSON_AFTER: Final = _regex.compile(
    r",[ \t]+(?:a|an|the|his|her|their|pt's|patient's)[ \t]+\p{Ll}"
    r"|[ \t]*[:(]?[ \t]*\(?\d{3}\)?[ \t.-]?\d{3}[ \t.-]\d{4}(?!\d)")
#: Verbs in the past that are no regular "-ed" form.
_IRREGULAR_PAST: Final = words("""
    said told wrote read came went brought spoke took gave made thought knew saw got
    became began sat stood chose heard kept met paid sent spent taught understood
    agreed drove flew fell ran""")


#: Words that make the next word a noun: articles, possessives, demonstratives.
_DETERMINERS: Final = frozenset(words("""
    a an the his her hers their its our your my this that these those no any some each
    every another"""))


def _opens_clause(st: _State, i: int) -> bool:
    """Word ``i`` opens a sentence, follows punctuation or follows a function word that is
    no determiner ("text from grant"): where a clause's subject stands, never inside a
    noun phrase ("skin mark", "the bill")."""
    if st.sentence_start[i] or i == 0 or st.gaps[i] != _G_SPACE:
        return True
    before = st.keys[i - 1]
    return before in NameRecognizer.FUNCTION_WORDS and before not in _DETERMINERS


def _past_tense(word: str) -> bool:
    """A verb in the past, which no modal verb and no imperative stands before: a
    regular "-ed" form of five letters or more ("shared"; "need", "bleed" are none) or
    an irregular one."""
    return word in _IRREGULAR_PAST or (
        len(word) >= 5 and word.endswith("ed") and word[-3] != "e" and word.isalpha())


#: A telephone number after "cell": "cell 267-555-0142", "cell #: (617) ...", "cell
#: phone +44 ...".
_NUMBER_AFTER_CELL: Final = _regex.compile(
    r"(?i)[ \t]*(?:phone|ph|number|no\.?)?[ \t]*[:#]?[ \t]*[(+]?\d")


def _contraction(word: str) -> bool:
    """"dc'd", "con't", "sxn'ing": clipped verbs, never names (O'Brien, D'Angelo are)."""
    pos = max(word.rfind("'"), word.rfind("\u2019"))
    return pos > 0 and word[pos + 1:] in ("d", "ed", "ing", "t", "ll", "re", "ve", "m", "g")


#: "a meeting with a counselor Friday": a day of the week after a cue is no name.
_WEEKDAYS: Final = frozenset(day.lower() for day in WEEKDAY_NAMES)
#: The gaps inside a date and time written after a signing word ("3/19/24 14:20").
_DATE_GAPS: Final = frozenset({"/", "-", ".", ":", " "})


#: A child's age after the name in a list of kin: "9", "9yo", "18mo".
_KIN_AGE: Final = regex.compile(r"\d{1,2}(?:yo|y|yrs?|mo|mos|m|f)?")


#: A line labelled as a system's log before a word ("TrakCare log: 2024-09-03 09:55").
_LOG_LABEL_ON_LINE: Final = _regex.compile(r"(?i)\b(?:log|audit(?:[ \t]trail)?)[ \t]*:")


#: Function words of the languages a clinic's notes are written in besides English
#: (as wordfreq codes them), none of them an English word or a clinical abbreviation
#: ("im", "er", "med", "av" stay out); and English's own. A document holding
#: ``_LANGUAGE_MIN_WORDS`` of one language's words or more, and twice as many as of
#: English's, is written in that language.
_FUNCTION_WORDS_ABROAD: Final = {
    "de": frozenset(words("""der das und mit nicht ist für über bei ein eine einer auf zu
                             vom beim sie wird sind noch seit wegen nach keine kein auch
                             sich wurde""")),
    "nl": frozenset(words("het een en van met niet op bij voor naar ook zijn werd heeft geen")),
    "fr": frozenset(words("le la les des du et avec pour dans est pas une sur au aux ne qui que"
                          " elle très")),
    "pt": frozenset(words("da dos das em com não para por uma um os é ao à na")),
    "es": frozenset(words("el los las del con para por una es en se que al su muy")),
    "it": frozenset(words("gli della del con non per una è nel alla che")),
    "sv": frozenset(words("och inte för på är en ett som har till")),
    "da": frozenset(words("og ikke på er en af som har til")),
    "nb": frozenset(words("og ikke på er en som har til")),
    "fi": frozenset(words("ja ei ole oli sekä myös kun")),
}
#: Words of those languages that open a noun's phrase: articles, prepositions joined
#: to them, possessives, and the prepositions a noun follows bare ("die Karte", "beim
#: Aufstehen", "über Schwindel", "ihr Kater"). The particles of names ("de", "da",
#: "van", "von", "di") are none of them: "Maria da Conceição".
_NOUN_OPENERS_ABROAD: Final = {
    "de": frozenset(words("""der die das den dem des ein eine einen einem einer eines kein
                             keine keinen keinem am im beim vom zum zur ins über unter nach
                             bei seit aus für gegen ohne um durch gemäss gemäß laut per wegen
                             bis ihr ihre ihren ihrem sein seine seinen seinem hat ist""")),
    "nl": frozenset(words("het een geen bij voor naar zonder na")),
    "fr": frozenset(words("le les une au aux sans pour avec sur dans")),
    "pt": frozenset(words("o os um uma no na nos nas ao pelo pela sem para")),
    "es": frozenset(words("el los las un una al sin para")),
    "it": frozenset(words("il lo gli un una nel nella al alla senza")),
    "sv": frozenset(words("en ett utan vid")),
    "da": frozenset(words("en et uden ved")),
    "nb": frozenset(words("en et uten ved")),
    "fi": frozenset(),  # (Finnish has no articles: its cases do their work)
}
_ENGLISH_FUNCTION_WORDS: Final = frozenset(words(
    "the and with of was were he she his her they this that has have had are from by but"))
_LANGUAGE_MIN_WORDS: Final = 6


def _document_language(st: _State) -> str | None:
    """The language other than English that the document is written in, if any (see
    ``_FUNCTION_WORDS_ABROAD``)."""
    english = len(st.at_keys(_ENGLISH_FUNCTION_WORDS))
    best, count = None, 0
    for language, function_words in _FUNCTION_WORDS_ABROAD.items():
        found = len(st.at_keys(function_words))
        if found > count:
            best, count = language, found
    return best if count >= _LANGUAGE_MIN_WORDS and count >= 2 * english else None


def _plain_user(word: str, inf: WordInfo | None) -> bool:
    """A word of five to fifteen lower-case letters (and at most three digits at its end)
    that no list holds: where a log names its user, the user's name ("afaleolo")."""
    letters = word.rstrip("0123456789")
    return 5 <= len(letters) <= 15 and len(word) - len(letters) <= 3 and (
        letters.isascii() and letters.isalpha() and letters.islower()) and (
        inf is None or inf.unknown)


#: The pairs of consonants that open English words ("bl", "str"): an initial glued to a
#: surname makes another pair ("tngata", "kbrown" opens with one, "jsmith" does not).
_ENGLISH_ONSETS: Final = frozenset(words("""
    bl br ch cl cr dr dw fl fr gh gl gn gr kl kn kr ph pl pn pr ps pt rh sc sh sk sl sm sn
    sp sq st sv sw th tr ts tw vl wh wr xy zh"""))


def _glued_initial(word: str) -> bool:
    """``word`` opens with two consonants no English word opens with: an initial
    glued to a name ("tngata", "jrodriguez")."""
    head = word[:2].lower()
    return len(head) == 2 and head.isalpha() and head.isascii() and not any(
        c in "aeiouy" for c in head) and head not in _ENGLISH_ONSETS


def _clinical(inf: WordInfo | None) -> bool:
    return inf is not None and inf.clinical


def _full_date_end(st: _State, k: int) -> int:
    """The end of a full date from word ``k`` (``_date_words_end``: "09/03/2024",
    "12JUN2025") and of a clock time after it ("0740", "07:40"); ``k`` when there is no
    such date."""
    words, gaps, n = st.words, st.gap_text, len(st.words)
    m = _date_words_end(st, k)
    if m == k:
        return k
    if m < n and words[m].text.isdigit() and gaps[m] in (" ", "  ", " @ ", " at "):
        if len(words[m].text) == 4:
            return m + 1
        if m + 1 < n and len(words[m + 1].text) == 2 and words[m + 1].text.isdigit() and (
                gaps[m + 1] == ":"):
            return m + 2
    return m


#: A date written as one word with its month's name ("12JUN2025", "3Mar24").
_GLUED_DATE: Final = _regex.compile(r"(\d{1,2})([A-Za-z]{3})(\d{2}|\d{4})")


def _date_words_end(st: _State, k: int) -> int:
    """The end of a full date from word ``k``: three numbers ("09/03/2024", "9-3-24",
    "2024-09-03"), a day, a month's name and a year ("12-JUN-2025"), or those glued in
    one word ("12JUN2025"); ``k`` when there is none."""
    words, gaps, n = st.words, st.gap_text, len(st.words)
    glued = _regex.fullmatch(_GLUED_DATE, words[k].text) if k < n else None
    if glued is not None:
        return k + 1 if glued.group(2).lower() in _MONTH_ABBRS else k
    if k + 2 >= n or not (words[k].text.isdigit() and words[k + 2].text.isdigit()):
        return k
    sep = gaps[k + 1]
    if sep not in ("/", "-", ".") or gaps[k + 2] != sep:
        return k
    if st.keys[k + 1] in _MONTH_ABBRS and len(words[k].text) <= 2 and (
            len(words[k + 2].text) in (2, 4)):
        return k + 3
    if not words[k + 1].text.isdigit():
        return k
    sizes = tuple(len(words[m].text) for m in range(k, k + 3))
    if sizes[0] == 4:
        ok = sep == "-" and sizes[1] <= 2 and sizes[2] <= 2
    else:
        ok = sizes[0] <= 2 and sizes[1] <= 2 and sizes[2] in (2, 4)
    return k + 3 if ok else k


#: The three-letter names of the months, in lower case.
_MONTH_ABBRS: Final = frozenset(abbr.lower() for abbr in MONTH_ABBREVIATIONS)
#: Bearers a particle needs as a first name to be read as one when it stands alone
#: (in the name list "Van" has about 35,600, "Della" 20,500, "Le" 7,000; "De", "Da" and
#: "Du" under 2,500 stay particles).
_FIRST_NAME_PARTICLE: Final = 5000
#: A line heading a list of actions ("ACTIONS", "Action items:").
_ACTIONS_HEADING: Final = _regex.compile(
    r"(?im)^[ \t]*(?:action(?:s| items?| points?)|actions? log)[ \t]*:?[ \t]*$")
#: One item of that list: a bullet, its owner's initials, or both ("- PR: family mtg",
#: "2. KL to extend LOS", "- Call pharmacy").
_ACTION_ITEM: Final = _regex.compile(
    r"[ \t]*(?:(?:[-*\u2022]|\d{1,2}[.)])[ \t]*(?P<owner>[A-Z]{2,3}(?=:| to | - ))?"
    r"|(?P<owner>[A-Z]{2,3})(?=:| to | - ))")

#: People who bear an everyday word as a surname, from which that word may end a user
#: name after a label ("Operator: jlove": Love, 82,873 people).
_LOGIN_COMMON_SURNAME: Final = 10_000

#: Words of speech before a language ("spoke Chuukese", "sang in Lakota").
_SPEECH_WORDS: Final = frozenset(words("""
    in speaks speak spoke speaking spoken fluent native language languages interpreter
    interpreted interpreting translated translation prefers preferred written only"""))
#: Words of speech after a language ("Thai speaking", "Lakota interpreter").
_SPEECH_AFTER: Final = frozenset(words("""
    speaking speaker speakers interpreter interpreters language translation translator
    only"""))
#: Words before a country's name that make it the place ("born in India", "via Sudan").
_PLACE_PREPOSITIONS: Final = frozenset(words("in via"))
#: Words of travel before "to" or "from" and a country ("trip to Chad", "fled from
#: Eritrea"); "spoke to Jordan" and "call from Israel" are left to the name rules.
_TRAVEL_WORDS: Final = frozenset(words("""
    travel travels travelled traveled traveling travelling trip trips flew fly flying
    flight went going moved move moving relocated relocating immigrated emigrated
    migrated fled refugee refugees returned returning return returns came arrived
    deployed deployment mission vacation vacationing holiday visiting visit visits
    originally recently back home"""))
#: First-name count from which a language's name is someone's too ("Karen").
_LANGUAGE_AS_NAME: Final = 10_000

#: Weekdays and months: capitalised, but never a surname closing a name.
_CALENDAR_WORDS: Final = _WEEKDAYS | frozenset(month.lower() for month in MONTH_NAMES)


#: One syllable of a Korean name in the Revised Romanization (an optional initial
#: consonant, a vowel, an optional final): "min", "jun", "seo", "yeon", "hyun".
_KOREAN_SYLLABLE = _regex.compile(
    r"(?:kk|tt|pp|ss|jj|ch|[gkndtrlmbpsjh])?"
    r"(?:yae|yeo|wae|ae|ya|eo|ye|wa|oe|yo|wo|we|wi|yu|eu|ui|a|e|o|u|i)(?:ng|[kntlmp])?"
)


def _korean_given(first: str, second: str) -> bool:
    """Two romanized Korean syllables joined by a hyphen ("Min-jun", "Seo-yeon")."""
    return all(2 <= len(part) <= 5 and _regex.fullmatch(_KOREAN_SYLLABLE, part) is not None
               for part in (first, second))


def _cue_gap(gap: str) -> bool:
    """What may stand between a cue and the name: "son David", "dtr, Emily",
    "DAUGHTER-KRISSY", 'daughter "sarah"', "wife (Joellen)", 'BOYFRIEND: "Dre"'."""
    if gap == " ":
        return True
    stripped = gap.strip(" \t")
    if stripped[:1] == ":":
        stripped = stripped.replace(" ", "").replace("\t", "")  # a label's colon and a quote
    return (len(stripped) <= 2 and "\n" not in gap and "\r" not in gap
            and not any(c in ".;?!/" for c in stripped))


def _spells_words_before(st: _State, i: int) -> bool:
    """Word ``i`` is the acronym of as many words right before it ("SOCIAL WORK (SW)",
    "PHYSICAL THERAPY (PT)")."""
    letters = st.keys[i]
    start = i - len(letters)
    if start < 0 or not letters.isalpha():
        return False
    return "".join(st.keys[m][:1] for m in range(start, i)) == letters and all(
        st.gaps[m] == _G_SPACE for m in range(start + 1, i))


def _one_case_letters(text: str) -> bool:
    """Two to four ASCII letters all in one case: the shape of a person's initials in a
    typist's or a dictation stamp ("mrp", "JLW")."""
    return 2 <= len(text) <= 4 and text.isascii() and text.isalpha() and (
        text.islower() or text.isupper())


def _field_value_end(st: _State, start: int) -> int:
    """The last of up to three words from ``start`` joined by single blanks, when a
    form's field closes after it (a middle initial may keep its period, and a word may
    be parts joined by hyphens: "LIANG, WEN-HSIN"); -1 when the field goes on."""
    gap_text, n = st.gap_text, len(st.keys)
    end = start
    words = 1
    while end + 1 < n and end - start < 5 and (
            gap_text[end + 1] == "-" or (gap_text[end + 1] == " " and words < 3)):
        words += gap_text[end + 1] == " "
        end += 1
    if end + 1 == n:
        return end
    after = gap_text[end + 1]
    if after.startswith(".") and len(st.keys[end]) == 1:
        after = after[1:]
    return end if _closes_field(after) or _nickname_follows(st, end) else -1


#: The name a person goes by, in brackets after the name: "(prefers "Aro")", "(known as
#: Dot)", "(aka Sunny)", '("Baba")'.
_NICKNAME_BRACKET: Final = _regex.compile(
    r"[ \t]{1,3}\((?i:prefers?[ \t]|preferred[ \t]|known[ \t]+as[ \t]|aka[ \t]|a\.k\.a\.?[ \t]"
    r"|goes[ \t]+by[ \t]|uses[ \t]|called[ \t]|[\"\u201c'])")


def _nickname_follows(st: _State, k: int) -> bool:
    """The name a person goes by follows word ``k`` in brackets."""
    return _regex.match(_NICKNAME_BRACKET, st.text, st.words[k].end) is not None


def _before_on_line(st: _State, i: int, reach: int, found: Callable[[int], bool]) -> bool:
    """Whether one of the ``reach`` words before word ``i`` on its line passes
    ``found`` (given the word's index)."""
    line_start = st.text.rfind("\n", 0, st.words[i].start)
    m = i - 1
    while m >= 0 and i - m <= reach and st.words[m].start > line_start:
        if found(m):
            return True
        m -= 1
    return False


def _hyphened_letter_of_credential(st: _State, m: int) -> bool:
    """Word ``m`` is the letter a hyphen joins to a credential ("PA-C", "FNP-C")."""
    return m > 0 and len(st.words[m].text) == 1 and st.gap_text[m] == "-" and (
        st.roles[m - 1] == _SUFFIX)


def _closes_dated_line(st: _State, i: int) -> bool:
    """Word ``i`` closes a line that opens with a date, after a column gap or a dash
    with a blank before it ("11/18/25  2-wk call  RAV", "3/2 LVM - KO")."""
    gap = st.gap_text[i]
    if "\n" in gap or not ("  " in gap or "\t" in gap or _blank_dash(gap)):
        return False
    return _ends_line(st, i) and _line_opens_with(st, i, _LINE_OPENING_DATE)


def _line_opens_with(st: _State, i: int, pattern: regex.Pattern[str]) -> bool:
    """Word ``i``'s line opens with what ``pattern`` matches (a date, a clock time)."""
    start = st.text.rfind("\n", 0, st.words[i].start) + 1
    return _regex.match(pattern, st.text, start) is not None


def _blank_dash_closes_line(st: _State, i: int) -> bool:
    """Word ``i`` closes its line after a dash with a blank before it, as an item's
    writer signs it ("no breakdown -- TW", "Hospitalist - BA"); "AV-TW" is no such."""
    return _blank_dash(st.gap_text[i]) and _ends_line(st, i)


def _blank_dash(gap: str) -> bool:
    """The gap is a dash, single, double or long, with a blank before it."""
    return gap[:1] in (" ", "\t") and gap.strip(" \t") in ("-", "--", "\u2013", "\u2014")


def _line_first_word(st: _State, i: int) -> int:
    """The index of the word that opens word ``i``'s line."""
    while i > 0 and "\n" not in st.gap_text[i]:
        i -= 1
    return i


def _ends_line(st: _State, i: int, skip: int = 0) -> bool:
    """Only blanks follow word ``i`` (after ``skip`` characters, such as a closing
    bracket) before its line's end or the text's. A gap of blanks alone between two
    words keeps them on one line."""
    rest = st.after(i)[skip:].lstrip(" \t")
    return rest[:1] in ("\n", "\r") or (not rest and i + 1 >= len(st.words))


def _blank_to_line_end(text: str, end: int) -> bool:
    """Only blanks stand between ``end`` and its line's end, or the text's (read in the
    30 characters after it)."""
    return not text[end:end + 30].split("\n", 1)[0].strip()


def _closes_field(gap: str) -> bool:
    """The gap ends a form's field: a line break, a column gap or a bar."""
    return _wide_gap(gap) or "\n" in gap or "|" in gap


def _field_closes_after(st: _State, k: int) -> bool:
    """Word ``k`` ends its field: it is the text's last, or a line break, a column gap or
    a bar follows it."""
    return k + 1 == len(st.words) or _closes_field(st.gap_text[k + 1])


def _wide_gap(gap: str) -> bool:
    """Two blanks or a tab: a column separator in a form or a signature line."""
    return "\t" in gap or "  " in gap


def _classify_gap(gap: str) -> int:
    if not gap or "\n" in gap or "\r" in gap:
        return _G_BREAK
    stripped = gap.strip(" \t")
    if not stripped:
        return _G_SPACE
    if stripped == "-":
        return _G_HYPHEN if gap == "-" else _G_LOOSE
    if stripped == ".":
        return _G_TIGHTDOT if gap == "." else _G_DOT
    if stripped in ("'", "\u2019"):
        return _G_DOT  # "Drs' Ballou"
    if stripped == ",":
        return _G_COMMA
    if stripped == ".,":
        return _G_DOTCOMMA
    return _G_BREAK


_V = TypeVar("_V")


class _GapCache(dict[str, _V]):
    """Gap text -> a fact about it, computed on first sight; documents repeat a few
    hundred gap texts (" ", ", ", ".\n"), so lookups replace per-gap Python calls."""

    def __init__(self, compute: Callable[[str], _V]) -> None:
        super().__init__()
        self.compute = compute

    def __missing__(self, gap: str) -> _V:
        value = self.compute(gap)
        if len(gap) <= 32:  # long gaps (odd layouts) are not worth remembering
            self[gap] = value
        return value

    def bound(self) -> None:
        if len(self) > 50_000:  # odd texts make odd gaps; stay small in long runs
            self.clear()


def _ends_sentence(gap: str) -> bool:
    return gap != " " and not _SENTENCE_END.isdisjoint(gap)


_GAP_KINDS = _GapCache(_classify_gap)
_GAP_ENDS_SENTENCE = _GapCache(_ends_sentence)

_T = TypeVar("_T")


def _compound_start(gaps: list[int], j: int) -> int:
    """The first word of the hyphenated compound that word ``j`` ends ("ROSENTHAL" for
    "AKINS" in "ROSENTHAL-AKINS"; ``j`` itself when no hyphen joins it)."""
    while j > 0 and gaps[j] == _G_HYPHEN:
        j -= 1
    return j


def _compound_last(st: _State, j: int) -> int:
    """The last word of the compound that word ``j`` opens when hyphens join it to
    words in lower case ("lund" for "ferreira" in "ferreira-lund")."""
    while j + 1 < len(st.gaps) and st.gaps[j + 1] == _G_HYPHEN and (
            st.words[j + 1].text.islower()):
        j += 1
    return j


#: Words of the clergy before "Fr." that make it a priest's title ("chaplain Fr. Will").
_CLERGY: Final = frozenset({"chaplain", "chaplaincy", "priest", "pastoral", "parish",
                            "catholic", "spiritual", "clergy"})

#: Modal verbs: a word a note found as a name, opening a sentence before one of them,
#: is its subject ("Summer may use ibuprofen").
_MODALS = frozenset({"may", "will", "can", "should", "would", "could", "must", "might"})


def _lower_word_after(st: _State, k: int) -> str:
    """The key of the word one blank after word ``k`` where that word is written in
    lower case, else ""."""
    j = k + 1
    if j >= len(st.words) or st.gap_text[j] != " " or not st.words[j].text.islower():
        return ""
    return st.keys[j]


def _next_word_in(st: _State, i: int, wanted: frozenset[str]) -> bool:
    """One blank after word ``i``, then one of ``wanted``."""
    j = i + 1
    return j < len(st.keys) and st.gaps[j] == _G_SPACE and st.keys[j] in wanted


#: Roman numerals that follow an eponym as its grade or type.
_ROMAN_GRADES = frozenset({"i", "ii", "iii", "iv", "v", "vi"})


def _indexes(values: list[_T], value: _T) -> list[int]:
    """Positions of ``value`` in ``values`` (the scan runs in C)."""
    out: list[int] = []
    find = values.index
    i = -1
    try:
        while True:
            i = find(value, i + 1)
            out.append(i)
    except ValueError:
        return out


def _hyphened_to_capital(st: _State, i: int, j: int) -> bool:
    """Word ``j`` is a single capital letter joined to word ``i`` by a hyphen alone
    ("M-A", "J-I")."""
    if not 0 <= j < len(st.words):
        return False
    joint = st.gap_text[max(i, j)]
    return joint == "-" and len(st.words[j].text) == 1 and st.words[j].text.isupper()


def _joinable(left: int, right: int, gap: int, line_informative: bool) -> bool:
    """Whether the automaton may stay inside a name across ``gap``."""
    if right == _TITLE and left != _TITLE:
        return False  # a title opens a name: "Dear Dr. Feldstein", "Jones Dr. Smith"
    if gap == _G_SPACE:
        return True
    if gap == _G_HYPHEN:
        # (two initials of given names joined as French writes them: "J-F Tremblay")
        return (left in (_NAME, _PARTICLE) and right in (_NAME, _PARTICLE)) or (
            left == right == _INITIAL)
    if gap in _DOTS:
        return left in (_INITIAL, _TITLE, _PARTICLE) or right == _SUFFIX
    if gap == _G_COMMA:
        # "Smith, MD"; "Smith, John" only where capitals mean something
        return right == _SUFFIX or (line_informative and left == _NAME
                                    and right in (_NAME, _INITIAL))
    if gap == _G_DOTCOMMA:
        return right == _SUFFIX
    return False


def _edit1(a: str, b: str) -> bool:
    """Damerau-Levenshtein distance exactly one (substitution, insertion, deletion or a
    swap of neighbours)."""
    la, lb = len(a), len(b)
    if a == b or abs(la - lb) > 1:
        return False
    if la == lb:
        diff = [i for i in range(la) if a[i] != b[i]]
        if len(diff) == 1:
            return True
        return (len(diff) == 2 and diff[1] == diff[0] + 1
                and a[diff[0]] == b[diff[1]] and a[diff[1]] == b[diff[0]])
    if la > lb:
        a, b = b, a
    i = 0
    while i < len(a) and a[i] == b[i]:
        i += 1
    return a[i:] == b[i + 1:]


@lru_cache(maxsize=16_384)
def _deletions(word: str) -> tuple[str, ...]:
    """The word and every string one deletion away (symmetric-delete candidate keys);
    cached, since a note's words are looked up against every message's header names."""
    return (word, *(word[:i] + word[i + 1:] for i in range(len(word))))


@lru_cache(maxsize=4096)
def _parts(value: str) -> tuple[str, ...]:
    """The name parts of a header name's component (cached: a feed names the same
    clinicians in message after message)."""
    return tuple(normalize(t.text) for t in tokenize(value or "") if t.text[0].isalpha())


def _nickname_variants(nick: object, part: str) -> set[str]:
    """Nicknames of a given name and, for a nickname, its full forms and their nicknames."""
    nicknames_of: Callable[[str], set[str]] | None = getattr(nick, "nicknames_of", None)
    canonicals_of: Callable[[str], set[str]] | None = getattr(nick, "canonicals_of", None)
    if nicknames_of is None or canonicals_of is None:
        return set()
    out: set[str] = set(nicknames_of(part))
    for canonical in canonicals_of(part):
        out.add(canonical)
        out.update(nicknames_of(canonical))
    out.discard(part)
    return {v.casefold() for v in out}


#: A typist's lower-case initials after a slash that closes a dictating clinician's name
#: ("Ellen Marsh/kjm", "Paul Reyes, MD/tlh"): three letters, since two after a slash are
#: as often a device ("cordis/pa"), unless a column gap or the line's end closes them
#: ("RB/kw     CONTRAST"). Units, dosing words, roles and a device's letters ("/hrs",
#: "/prn", "/pa") are no initials.
_TYPIST_AFTER_NAME = _regex.compile(
    r"(?:,?[ \t]*(?:MD|M\.D\.|DO|RN|NP|PA|PA-C|DDS|PhD|MBBS|FRCPC?))?"
    r"/(?P<initials>[a-z]{3}(?![\w/])|[a-z]{2}(?=[ \t]{2}|\t|[ \t]*(?:\r?\n|\Z)))")
_NOT_TYPIST_INITIALS = words("""
    pa rn np md do pt ot st ns ij
    hr hrs min mins sec day days wk wks week mo mos yr yrs kg mg mcg ml dl cc gm
    prn po iv im sq sc pr sl bid tid qid qd qhs hs npo dose unit units tab tabs cap
    caps inh neb puff lb lbs oz in cm mm
""")


def typists_after_names(doc: DocumentLike, spans: list[Span]) -> list[Span]:
    """Post-processor: a typist's initials after a slash right after a name that the
    name recognizer found, perhaps after the clinician's credential ("dictated by Ellen
    Marsh/kjm", "Paul Reyes, MD/tlh"): the transcription reference of a dictated report.
    Two letters only where a column gap or the line's end closes them ("TECH:
    RB/kw     CONTRAST")."""
    text = doc.text
    if "/" not in text:
        return spans

    def read(pos: int) -> Span | None:
        m = _regex.match(_TYPIST_AFTER_NAME, text, pos)
        if m is None or m.group("initials") in _NOT_TYPIST_INITIALS:
            return None
        return Span(m.start("initials"), m.end("initials"), "NAME", NameRecognizer.name, 0.7,
                    "typist's initials after a name")

    return with_free_spans(spans, read_after_names(spans, read))


#: A name written again in a script without case (or in Cyrillic or Greek), in
#: brackets right after the name found: "Park Ji-hoon (박지훈)", "Wang Wei (王伟)",
#: "Yusuf Haddad (يوسف حداد)", "Oksana Melnyk (Оксана Мельник)".
_NATIVE_SCRIPT = r"[\p{Lo}\p{Cyrillic}\p{Greek}]"
_NATIVE_AFTER_NAME = _regex.compile(
    r"[ \t]*[(\uff08][ \t]*(?P<native>" + _NATIVE_SCRIPT + r"(?:[\p{Lo}\p{M}\p{Cyrillic}"
    r"\p{Greek}\u00b7\u30fb\u200c\u200d \t-]{0,40}" + _NATIVE_SCRIPT + r"\p{M}*)?)[ \t]*"
    r"[)\uff09]"
    # (or two to four Han characters or Hangul syllables after a blank, unbracketed:
    # "LEUNG Siu Ying 梁小英")
    r"|[ \t]{1,3}(?P<native>[\p{Han}\p{Hangul}]{2,4})(?![\p{L}\p{M}\d])")


def native_names_after_names(doc: DocumentLike, spans: list[Span]) -> list[Span]:
    """Post-processor: the same person's name in another script, in brackets after the
    name found. No word list reads those scripts, so the name in Latin letters vouches
    for it."""
    text = doc.text
    if "(" not in text and "\uff08" not in text and text.isascii():
        return spans

    def read(pos: int) -> Span | None:
        m = _regex.match(_NATIVE_AFTER_NAME, text, pos)
        if m is None:
            return None
        return Span(m.start("native"), m.end("native"), "NAME", NameRecognizer.name, 0.8,
                    "name in another script after a name")

    return with_free_spans(spans, read_after_names(spans, read))


#: A nickname in quotes: right after a name found, perhaps in brackets ('Albert Leblanc
#: ("Frenchie")'), or after a word that introduces one anywhere ('goes by "Stan"',
#: 'prefers "sully"', 'family calls her "ceicinha"').
_QUOTED_NICKNAME = (r"[\"\u201c'](?P<nick>\p{L}[\p{L}.'-]{0,19}(?:[ \t]\p{L}[\p{L}.'-]{0,19})?)"
                    r"[\"\u201d'](?![\p{L}\d])")
#: (a blank or a bracket first: "Smith's wife's" holds no quotes)
_NICKNAME_AFTER_NAME = _regex.compile(r"(?:[ \t]+\(?|\()[ \t]*" + _QUOTED_NICKNAME)
_NICKNAME_CUE = _regex.compile(
    r"(?i)(?<![\p{L}])(?:known[ \t]+as|a\.?k\.?a\.?|alias(?:es)?(?:[ \t]+on[ \t]+file)?"
    r"|(?P<personal>goes[ \t]+by|go[ \t]+by"
    r"|nicknamed|prefers(?:[ \t]+to[ \t]+be[ \t]+called)?|calls[ \t]+(?:him|her|them|me)"
    r"|call[ \t]+(?:him|her|them|me)|likes[ \t]+to[ \t]+be[ \t]+called))[ \t]*:?[ \t]*"
    + _QUOTED_NICKNAME)

#: The words of ``_NICKNAME_CUE`` (lower case; "k" of "a.k.a."): without one of them
#: among a document's tokens, the pattern is not run.
_NICKNAME_CUE_WORDS: Final = frozenset(words("""
    known aka k goes go nicknamed prefers calls call likes alias aliases
"""))


def _nickname_word(lexicon: Lexicon, word: str, after_name: bool, initials: bool,
                   cued: bool = False) -> bool:
    """A word that may be a nickname: a given name no word list holds as clinical or
    everyday ("Gus", "Sully"), a word no dictionary knows ("Toninho"), capital initials
    ("JJ") right after a name or a cue that only people have ("goes by", not "known
    as": 'known as "POTS"'), and right after a name, or with a capital after such a
    cue where no word in lower case follows (``cued``), also a given name that is an
    everyday word ("Buddy", "Junior", 'prefers "Dot"'; 'prefers "Comfort" measures'
    stays)."""
    key = word.strip(".'-").lower()
    half, hyphen, other = key.partition("-")
    if hyphen and half == other and half.isalpha():
        # "Ray-Ray", "Jo-Jo": a given name said twice, which no term is ("x-ray" is)
        return lexicon.first_count(half) >= _NICKNAME_FIRST_COUNT or zipf(half) < 3.0
    if not key or key in STOPWORDS:
        return False
    if initials and word.isupper() and len(word) <= 3 and word.isalpha():
        return True
    protected = lexicon.is_protected(key)
    first = lexicon.first_count(key)
    if not protected:
        return first >= _NICKNAME_FIRST_COUNT or zipf(key) < 3.0
    return (after_name or (cued and word[:1].isupper())) and (
        first >= _EVERYDAY_NICKNAME_FIRST_COUNT)


#: People in the name tables who bear a given name, from which it opens a name before a
#: quoted nickname in brackets ('CONSTANTINE PAPAS ("GUS")').
_NICKNAME_GIVEN_COUNT = 100
#: People in the name tables who bear a given name, from which it may be a nickname.
_NICKNAME_FIRST_COUNT = 300
#: ... and from which an everyday word in quotes right after a name is one ("Buddy").
_EVERYDAY_NICKNAME_FIRST_COUNT = 1000


def nicknames_after_names(doc: DocumentLike, spans: list[Span]) -> list[Span]:
    """Post-processor: a nickname in quotes right after a name the name recognizer found
    ('Antonio Medeiros ("Toninho" to family)'), or after a word that introduces one
    ('goes by "Stan"', 'prefers "sully"'). Each quoted word must pass as a nickname
    (``_nickname_word``), so that 'prefers "comfort care"', 'prefers "Tylenol"' and
    'Dr. Smith "the best"' stay."""
    text = doc.text
    if '"' not in text and "\u201c" not in text and "'" not in text:
        return spans
    lexicon = load_lexicon()

    def nickname(m: regex.Match[str] | None, after_name: bool) -> Span | None:
        if m is None:
            return None
        initials = after_name or m.groupdict().get("personal") is not None
        rest = text[m.end():m.end() + 2]
        cued = initials and not (rest[:1] in (" ", "\t") and rest[1:].islower())
        parts = m.group("nick").split()
        passed = [_nickname_word(lexicon, w, after_name, initials, cued) for w in parts]
        if not all(passed) and not (
                # 'Tevita ("Big T", drove down)': in brackets right after a name, two
                # capitalised words, one a nickname by itself and the other no
                # clinical word
                after_name and "(" in text[m.start():m.start("nick")] and len(parts) == 2
                and any(passed) and all(w[:1].isupper() for w in parts)
                and not any(normalize(w) in CLINICAL_WORDS or normalize(w) in STOPWORDS
                            for w in parts)):
            return None
        return Span(m.start("nick"), m.end("nick"), "NAME", NameRecognizer.name, 0.75,
                    "nickname in quotes")

    after_names = list(read_after_names(
        spans, lambda pos: nickname(_regex.match(_NICKNAME_AFTER_NAME, text, pos), True)))
    positions = getattr(doc, "token_positions", None)
    cued = positions is None or not positions.keys().isdisjoint(_NICKNAME_CUE_WORDS)
    after_cues = (nickname(m, False) for m in (
        _regex.finditer(_NICKNAME_CUE, text) if cued else ()))
    surnames = (_surname_after_nickname(lexicon, text, nick.end) for nick in after_names)
    initials = (_initial_after_nickname(text, nick.end) for nick in after_names)
    return with_free_spans(spans, [*after_names, *filter(None, surnames),
                                   *filter(None, initials), *filter(None, after_cues)])


#: People in the name tables who bear a surname, from which a capitalised word after a
#: quoted nickname closes the name ('William "Bill" Hope').
_NICKNAME_SURNAME_COUNT = 1000
#: The closing quote of a nickname and a capitalised word after it.
_SURNAME_AFTER_QUOTE = _regex.compile(
    r"[\"\u201d'][ \t]+(?P<surname>\p{Lu}[\p{Ll}'-]{1,24})(?![\p{L}\d])")


#: The closing quote of a nickname and a capital initial with its period after it.
_INITIAL_AFTER_QUOTE = _regex.compile(r"[\"\u201d'][ \t]+(?P<initial>\p{Lu})\.(?![\p{L}\d])")


def _initial_after_nickname(text: str, end: int) -> Span | None:
    """The middle initial a registration form writes after a nickname ('Hollis,
    Bernard "Bee" A.'): the initial belongs to the name the nickname follows."""
    m = _regex.match(_INITIAL_AFTER_QUOTE, text, end)
    if m is None:
        return None
    return Span(m.start("initial"), m.end("initial") + 1, "NAME", NameRecognizer.name, 0.75,
                "initial after a nickname")


def _surname_after_nickname(lexicon: Lexicon, text: str, end: int) -> Span | None:
    """The surname after a nickname quoted between a given name and it: a capitalised
    word that the name tables hold as a surname, however everyday a word it is."""
    m = _regex.match(_SURNAME_AFTER_QUOTE, text, end)
    if m is None:
        return None
    key = m.group("surname").lower()
    if key in STOPWORDS or lexicon.last_count(key) < _NICKNAME_SURNAME_COUNT:
        return None
    return Span(m.start("surname"), m.end("surname"), "NAME", NameRecognizer.name, 0.75,
                "surname after a nickname")

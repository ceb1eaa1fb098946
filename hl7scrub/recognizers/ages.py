"""Ages over 89 (seed 000 Table 4).

Safe Harbor only removes ages of 90 and above (they may be aggregated as "90+"); younger
ages are clinical information and produce no span at all. Numbers of 90-125 are common in
notes (HR 92, sats 95%, BP 110/92), so a number counts as an age only with an age marker
next to it: a succeeding marker ("93 years-old", "93yo", "93 y/o", "93-year-old", "93 years
and 3 months old"), a preceding one ("age of 93", "aged 93", "age: 93"), a person and a
verb ("she was nearly 93", "he turned 93"), a birthday ("ninety-third birthday"), a decade
of someone's life ("in his late 90s"), a demographic opening ("93 F with CHF") or a
relative's parenthesis ("wife (93)"). Words such as "nonagenarian" are ages by themselves.

The span is the age value itself ("93", "ninety-three", "90s"), so "[AGE]-year-old woman"
keeps its clinical reading.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

import regex

from hl7scrub import _regex
from hl7scrub._types import DocumentLike, Span
from hl7scrub.document import cell_value, headed_column_cells, may_hold
from hl7scrub.lexicon import load_lexicon
from hl7scrub.recognizers.dates import MONTHS, WEEKDAYS
from hl7scrub.recognizers.identifiers import CLINICAL_LABELS

#: Characters after a value that its markers are looked for in.
_TAIL = 64
#: Youngest age that is PHI, and the oldest number read as an age at all.
MIN_PHI_AGE = 90
MAX_AGE = 125

_I = regex.IGNORECASE

_UNITS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
          "eight": 8, "nine": 9}
_UNIT_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5,
                  "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9}
_TEENS = {"ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
          "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19}
_TEEN_ORDINALS = {"tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13,
                  "fourteenth": 14, "fifteenth": 15, "sixteenth": 16, "seventeenth": 17,
                  "eighteenth": 18, "nineteenth": 19}
_WORD_VALUES = {**_UNITS, **_UNIT_ORDINALS, **_TEENS, **_TEEN_ORDINALS,
                "twenty": 20, "twentieth": 20, "ninety": 90, "ninetieth": 90, "nineties": 90,
                "hundred": 100, "hundredth": 100}
_ORDINAL_WORDS = frozenset({*_UNIT_ORDINALS, *_TEEN_ORDINALS, "twentieth", "ninetieth",
                            "hundredth"})

#: Between an age and its unit: blanks, a hyphen, and at most one line break (text cut
#: at a fixed width: "94" | "year-old").
_SEP = r"[ \t]*(?:\r?\n[ \t]*)?-?[ \t]*"
_UNIT_ALT = "|".join([*_UNITS, *_UNIT_ORDINALS])
_TEEN_ALT = "|".join([*_TEEN_ORDINALS, *_TEENS])

#: A number that may be an age: 90-125, not part of a decimal, a ratio or a code.
_NUMBER = _regex.compile(
    r"(?<![\w.,/:$#+]|\d-|\d)(?:9\d|1[01]\d|12[0-5])(?![\d]|[.,]\d|/\d|:\d)")
#: Number words starting with "ninet..." or "hundred..." (a leading "one"/"a" is found
#: separately).
_WORD_NUMBER_SOURCE = (
    r"(?:hundred(?:th)?(?:(?:[ \t-]+and)?[ \t-]+(?:twent(?:y|ieth)(?:[ \t-]+(?:"
    + _UNIT_ALT + r"))?|" + _TEEN_ALT + "|" + _UNIT_ALT + r"))?"
    r"|ninet(?:ieth|ies|y(?:[ \t-]+(?:" + _UNIT_ALT + r"))?))(?![a-z])")
_WORD_NUMBER = _regex.compile(_WORD_NUMBER_SOURCE, _I)
#: An age in digits and an opening parenthesis before the same age in words: "age 91
#: (ninety-one)".
_DIGITS_PAREN_BEFORE = _regex.compile(r"(?<![\w.,/:])(?P<digits>\d{2,3})[ \t]*\([ \t]*\Z")
_ONE_BEFORE = _regex.compile(r"(?<![\w])(?:one|a)[ \t-]+\Z", _I)
_AGE_WORD = _regex.compile(r"(?<![\w])(?:semi-?)?(?:super)?(?:nonagenarian|centenarian)s?"
                           r"(?![\w])", _I)

# What may follow an age value.
_YEARS_OLD = _regex.compile(
    _SEP + r"(?:years?|yrs?\.?|y)(?:[ \t]*,?[ \t]*(?:and[ \t]+)?\d{1,2}" + _SEP
    + r"(?:months?|mos?\.?))?" + _SEP + r"(?:old|of[ \t]+age)(?![a-z])", _I)
_YO = _regex.compile(
    _SEP + r"(?:yo|y/o|y\.o\.?|yoa|y\.?r\.?[ \t]*o\.?|yr\.?o\.?)(?:[wbh]?[mf])?(?![a-z])", _I)
_YEARS = _regex.compile(_SEP + r"(?:years?|yrs?(?![a-z])|y(?=[ \t]*[),;]))(?![a-z])", _I)
#: "94 años", "90 ans", "92 anos", "95 Jahre", "91 anni", "93 jaar", "93 år": years in
#: the languages of a clinic's patients, in which the number of years is the age; so
#: are Welsh "oed", Finnish "vuotta" and "vuotias", Hungarian "éves", Turkish "yaşında",
#: and the adjectives of German, the Nordic languages and Dutch ("91-jährig", "93-årig",
#: "93-åring", "93-jarige"). (Polish "lat" and "l." are also lateral and litres:
#: "flexion 120 lat rot".)
_FOREIGN_YEARS = _regex.compile(
    _SEP + r"(?:a\u00f1os|anos|ans|jahre|anni|jaar|\u00e5r|oed|vuotta|vuotias"
    r"|\u00e9ves|ya\u015f\u0131nda|j\u00e4hrige[nrs]?|j\u00e4hrig|\u00e5rig[ae]?"
    r"|\u00e5ring(?:en)?|jarige?)(?![\w])", _I)
_SEX = _regex.compile(
    r"[ \t]*(?:(?:yo|y/o|y\.o\.?)[ \t]*)?(?:m|f|male|female|man|woman|gentleman|lady|gent|"
    r"wm|wf|bm|bf|hm|hf|yom|yof)(?![a-z])", _I)
_LIST = _regex.compile(
    r"(?:[ \t]*(?:,[ \t]*(?:and[ \t]+)?|and[ \t]+|&[ \t]*|or[ \t]+)\d{2,3}){1,3}", _I)
_DECADE = _regex.compile(r"(?:['\u2019]?s|ies)(?![\w])", _I)
_BIRTHDAY = _regex.compile(
    r"(?:st|nd|rd|th)?[ \t-]+(?:birthday|bday|b-day|b['\u2019]day)(?![a-z])", _I)
_WORD_BIRTHDAY = _regex.compile(
    r"[ \t-]+(?:birthday|bday|b-day|b['\u2019]day)(?![a-z])", _I)

#: What a window must hold for ``_AGE_BEFORE`` to match in it (ASCII spellings).
_AGE_LABEL_WORDS = ("age", "wiek", "edad", "alter", "leeftijd", "idade", "yas", "alder", "anni")
# What may precede an age value (matched at the end of a window of text).
_AGE_BEFORE = _regex.compile(
    r"(?<![\w])(?:age[ds]?|age[ \t]+of|at[ \t]+age"
    # (the label in the languages of a clinic's patients, with its colon: "wiek: 91",
    # "Edad: 92"; Italian "di anni 91")
    r"|(?:wiek|edad|\u00e2ge|et\u00e0|alter|leeftijd|idade|ya\u015f|\u00e5lder|alder)(?=[ \t]*:)"
    r"|di[ \t]+anni)[ \t]*[:=|]?[ \t]*(?:\r?\n[ \t]*)?"
    r"(?:(?:about|approximately|"
    r"nearly|almost|over)[ \t]+)?(?:\d{2,3}[ \t]*(?:,[ \t]*(?:and[ \t]+)?|and[ \t]+|&[ \t]*|"
    r"or[ \t]+)){0,3}\Z", _I)
_PERSON_VERB_BEFORE = _regex.compile(
    r"(?<![\w])(?:(?:he|she|pt|patient|who|mother|father|mom|dad|husband|wife|spouse|"
    r"partner|sister|brother|son|daughter|grandmother|grandfather|aunt|uncle|friend|i)"
    # a relative's name may stand between: "Wife Theodosia is 90"
    r"(?:['\u2019]s)?(?:[ \t]+(?-i:[A-Z][a-z'\u2019]+)){0,2}"
    r"[ \t]+(?:is|was|am|will[ \t]+be|has[ \t]+turned|turned|turns)|"
    # "shes 91" typed without its apostrophe ("hes" is also a starch)
    r"(?:he|she|who)['\u2019]s|shes|i['\u2019]m|turned|turning|turns)"
    r"(?:[ \t]+|[ \t]*\r?\n[ \t]*)(?:(?:now|nearly|almost|about|approximately|over|just)"
    r"[ \t]+)?['\"\u2018\u201c]?\Z", _I)  # she is 'a hundred and one'
#: A speaker's "I'm" or "I am" and the number after it ("i'm 93 not dead").
_FIRST_PERSON_BEFORE = _regex.compile(
    r"(?<![\w])i(?:['\u2019]m|m|[ \t]+am)[ \t]+\d{2,3}\Z", _I)
#: "her husband turned 90 the year he died": after these verbs only a unit ("turned 90
#: degrees") makes the number something else.
_TURNED_BEFORE = _regex.compile(
    r"(?<![\w])(?:he|she|i|we|who|mother|father|mom|dad|husband|wife|spouse|partner|sister"
    r"|brother|son|daughter|grandmother|grandfather|grandma|grandpa|aunt|uncle|friend)"
    r"(?:[ \t]+(?-i:[A-Z][a-z'\u2019]+)){0,2}[ \t]+(?:just[ \t]+|has[ \t]+)?"
    r"(?:turned|turns|turning)[ \t]+\Z", _I)
#: "At 95 she still gardens": an age opening a sentence before its subject.
_AT_OPENING = _regex.compile(r"(?:\A|[.!?;:][ \t]+|\n[ \t]*)at[ \t]+\Z", _I)
_SUBJECT_AFTER = _regex.compile(
    r"[ \t]*,?[ \t]*(?:she|he|they|i|we|mom|dad|mother|father)(?![\w])", _I)
#: "M/91", "91/F": sex and age written with a slash, as on wristbands and triage lines.
_SEX_SLASH_AGE = _regex.compile(
    r"(?<![\w/])(?:[MF][ \t]?/[ \t]?(?P<after>9\d|1[01]\d|12[0-5])"
    r"|(?P<before>9\d|1[01]\d|12[0-5])[ \t]?/[ \t]?[MF])(?![\w/])", _I)
#: "PATERSON, Douglas "Dougie" M 93  found", "M.O'D, F, 92, MRN": sex and age as fields
#: of a list's row, after a comma, a colon or a nickname's closing quote, and before a
#: comma, a column gap, the line's end or the word for years.
_SEX_FIELD_AGE = _regex.compile(
    r"(?:[,:][ \t]{0,2}|[\"\u201d][ \t]{1,2})[MF](?:,[ \t]{0,2}|[ \t]{1,2})"
    r"(?P<age>9\d|1[01]\d|12[0-5])"
    r"(?=,|[ \t]{2}|[ \t]*(?:\r?\n|\Z)|[ \t]+(?i:y|yo|yrs?|years?)(?![\w]))")
#: "turning 90 in Aug": a birthday to come, with its date after it.
_TURNING_BEFORE = _regex.compile(
    r"(?<![\w])turn(?:s|ed|ing)[ \t]+(?:\d{2,3}|[a-z -]{3,22})\Z", _I)
_WHEN_WORDS = sorted({*MONTHS, *WEEKDAYS, "spring", "summer", "fall", "autumn", "winter",
                      "a", "two", "three", "few", "next", "this", "christmas", "thanksgiving",
                      "easter", "halloween", "hanukkah", "her", "his", "their"},
                     key=len, reverse=True)
_WHEN_AFTER = _regex.compile(
    r"(?:in|on)[ \t]+(?:\d|(?:" + "|".join(_WHEN_WORDS) + r")(?![a-z]))", _I)
#: "since age 88; now 94": "now" before a value, with an age stated shortly before it.
_NOW_BEFORE = _regex.compile(r"(?<![\w])(?:now|currently)[ \t]+\Z", _I)
_AGE_STATED = _regex.compile(
    r"(?<![\w])(?:age[ds]?|y/?o|yrs?[ \t]+old|years?[ \t-]+old)(?![\w])", _I)
#: A capitalised word (a name's part), and the comma that sets an age off after it.
_CAP_WORD = r"(?-i:[A-Z][A-Za-z'\u2019-]+)"
_COMMA_END = r"[ \t]*,[ \t]*\Z"
#: "Agnes Whitcombe, 93, of Millbrook": an age set off by commas after a capitalised
#: word, before a word that goes on about a person.
_APPOSITION_BEFORE = _regex.compile(r"(?<![\w])" + _CAP_WORD + _COMMA_END)
#: "Mr. Ellsworth Bell, 96.": a person's title and name, then the age between commas or
#: ending the sentence.
_TITLED_NAME_BEFORE = _regex.compile(
    r"(?<![\w])(?-i:Mr|Mrs|Ms|Miss|Mx|MR|MRS|MS|MISS)\.?[ \t]+" + _CAP_WORD
    + r"(?:[ \t]+" + _CAP_WORD + r"){0,2}" + _COMMA_END)
#: "Cornelius Ashdown, 94, terminal": two capitalised words and a comma before the value.
_TWO_WORDS = r"(?<![\w])(?P<first>" + _CAP_WORD + r")[ \t]+(?P<last>" + _CAP_WORD + r")"
_TWO_WORDS_BEFORE = _regex.compile(_TWO_WORDS + _COMMA_END)
#: "Edith Marchbank (91)", "Edith Marchbank 91F": the same name, the age in parentheses
#: or written with the sex.
_TWO_WORDS_PAREN = _regex.compile(_TWO_WORDS + r"[ \t]*\([ \t]*\Z")
_TWO_WORDS_SPACE = _regex.compile(
    # (a nickname or a given name in brackets may stand between: "Jimmy Drummond (James)
    # 91M")
    _TWO_WORDS + r"(?:[ \t]+\([ \t]?[A-Z][A-Za-z'-]{1,20}[ \t]?\))?[ \t]+\Z")
#: A date of birth with a four-digit year right before an age, after a comma, an
#: opening bracket, an equals sign or a dash ("DOB 12/11/1934, 91", "DOB: 02/01/1933
#: (93)", "DOB 04/23/1932 = 93").
_BIRTH_DATE_BEFORE = _regex.compile(
    r"(?i)(?<![\w])(?:dob|d\.o\.b\.?|date[ \t]+of[ \t]+birth|born)[ \t]*[:#]?[ \t]*"
    r"\d{1,2}[/.-]\d{1,2}[/.-](?:18|19)\d\d[ \t]*(?:,|\(|=|-|\u2013)[ \t]*\Z")
_CLOSE_PAREN = _regex.compile(r"[ \t]*\)")
_APPOSITION_AFTER = _regex.compile(
    r"[ \t]*,[ \t]*(?:of|who|from|widow(?:ed|er)?|retired|resident|lives|living|presents"
    r"|presented|died|passed|originally|formerly)(?![\w])", _I)
#: "died at 93", "alive at 93 with dementia": a life event at an age; what follows may be
#: a cause, so only a unit after the number says it is something else.
_LIFE_EVENT_BEFORE = _regex.compile(
    r"(?<![\w])(?:(?:died|passed[ \t]+away|passed|deceased|death|d\.|alive|living)[ \t]+"
    r"(?:at|aged?)(?:[ \t]+age)?[ \t]+(?:(?:nearly|almost|about|approximately|over|just)"
    r"[ \t]+)?|(?-i:d)\.[ \t]?)\Z", _I)  # "MGF d. 95": died at 95 in a family tree
_DEMOGRAPHIC_BEFORE = _regex.compile(
    r"(?:(?:^|\n)[^\w\n]*|(?<![\w])(?:a|an|is|pt|patient|this|was|id|cc|hpi)[ \t:]+|\([ \t]*"
    r"|[A-Za-z],[ \t]*|(?<=[a-z)][.!?])[ \t]+)\Z",  # "Mrs. Hale, 91F, afib", "today. 93F"
    _I)
#: "Temp is 99 F": a temperature, not a 99-year-old woman.
_TEMPERATURE_BEFORE = _regex.compile(
    r"(?<![\w])(?:t|temp|temps|temperature|tmax|tm|tcurrent|febrile|fever|afebrile)"
    r"(?![\w])[^\n]{0,16}\Z", _I)
_RELATIVE_PAREN_BEFORE = _regex.compile(
    r"(?<![\w])(?:mother|father|mom|dad|husband|wife|spouse|partner|sister|brother|son|"
    r"daughter|grandmother|grandfather|aunt|uncle|friend|pt|patient|parent|sibling|child|"
    r"grandparent|cousin)s?"
    # the relative's given name between ("husband Hal (93"), in its own case
    r"(?P<named>(?:[ \t]+(?-i:\p{Lu}[\p{L}'\u2019-]{1,20})){0,2})"
    r"[ \t]*\([ \t]*(?:\d{2,3}[ \t]*(?:,[ \t]*(?:and[ \t]+)?|and[ \t]+|&[ \t]*)){0,3}\Z", _I)
_AS_PAREN_BEFORE = _regex.compile(
    r"(?:\([ \t]*(?:as|aged?)[ \t]+|(?<![\w])(?:deceased|died|d\.|expired|alive|living)"
    r"[ \t]*\([ \t]*)\Z", _I)
_FAMILY_MEMBERS = ("mother", "father", "mom", "dad", "husband", "wife", "spouse", "sister",
                   "brother", "son", "daughter", "grandmother", "grandfather", "grandma",
                   "grandpa", "aunt", "uncle", "mgm", "mgf", "pgm", "pgf", "mum", "nana",
                   "nan", "granny", "gran")
_LIVED_TO = ("lived", "living", "survived")
#: Family-history layouts: "Mother, 93, CHF", "PGF: 91", "Grandma lived to 97"; a
#: pedigree's code may stand after the relative ("aunt (II-3), 90,"), and a relative's
#: state before the age ("Thangamma (I-4) is living, 91, with dementia"; "PGM Mei Tan:
#: alive, 94, no cancer").
_LIVED_TO_WORDS = r"(?:" + "|".join(_LIVED_TO) + r")[ \t]+to(?:[ \t]+age)?[ \t]+"
_FAMILY_BEFORE = _regex.compile(
    r"(?<![\w])(?:(?:" + "|".join(_FAMILY_MEMBERS) + r")s?[ \t]*(?:\([^()\r\n]{1,16}\)[ \t]*)?"
    r"(?:[,:\u2013][ \t]*|-[ \t]*)"
    r"|(?:(?:is|was)[ \t]+|(?<=[,:])[ \t]*)(?:living|alive)[ \t]*,[ \t]*"
    r"|" + _LIVED_TO_WORDS + r")\Z", _I)
#: "lived to 97 with dementia": like a life event, a cause may follow the age.
_LIVED_TO_BEFORE = _regex.compile(r"(?<![\w])" + _LIVED_TO_WORDS + r"\Z", _I)
#: "Mother had glaucoma, now 93": a relative, what the clause says of them, then "now"
#: after a comma (or right after the relative: "mother now 93").
_RELATIVE_NOW_BEFORE = _regex.compile(
    r"(?<![\w])(?:" + "|".join(_FAMILY_MEMBERS) + r")(?:s|'s|\u2019s)?"
    r"(?:[ \t]+|(?P<between>[^.;:!?\r\n]{0,40}),[ \t]*)(?:now|currently)[ \t]+\Z", _I)
#: Words ``_FAMILY_BEFORE`` needs one of (in lower case).
_FAMILY_WORDS = _FAMILY_MEMBERS + _LIVED_TO + ("alive",)
#: An age's bracket closing, perhaps after a sex or a unit ("93)", "93 yo)").
_PAREN_CLOSE = r"(?:[mf]|y/?o|yrs?)?[ \t]*\)"
_PAREN_AFTER = _regex.compile(r"[ \t]*" + _PAREN_CLOSE, _I)
#: After a relative's number in parentheses, the bracket closes (perhaps after an
#: exclamation: "Grandmother (90!)") or words go on after a comma ("husband Hal (93,
#: limited help)").
_RELATIVE_PAREN_AFTER = _regex.compile(
    r"[ \t]*(?:!{1,3}[ \t]*\)|" + _PAREN_CLOSE + r"|,[ \t]+[^\W\d_])", _I)
_DECADE_BEFORE = _regex.compile(
    r"(?<![\w])(?:his|her|their)[ \t]+(?:(?:early|mid|late|upper)[ \t]*-?[ \t]*)?\Z", _I)

#: Words after "N years" that make it a duration or a date, not an age.
_NOT_AGE_AFTER_YEARS = frozenset({
    "ago", "later", "earlier", "before", "after", "prior", "since", "of", "in", "with",
    "history", "hx", "duration", "post", "s/p", "from", "until", "previously",
})
#: Words after a bare "age 93" / "she is 93" that make the number something else.
_NOT_AGE_AFTER = frozenset({
    "days", "day", "weeks", "week", "wks", "months", "month", "mos", "%", "percent",
    "mmhg", "bpm", "mg", "kg", "lbs", "lb", "cm", "mm", "ml", "cc", "degrees", "f", "c",
    "on", "over", "/", "beats", "minutes", "min", "hours", "hrs",
})


#: Words one of which ``_PERSON_VERB_BEFORE`` needs (in lower case).
_PERSON_VERB_WORDS = ("is", "was", "be", "turn", "'s", "\u2019s", "at", "age", "am", "'m",
                      "\u2019m", "shes")


def _could(head: str, starts: str) -> bool:
    """Whether a pattern whose first significant character is one of ``starts`` (ASCII,
    lower case; the patterns ignore case) may match where ``head`` is that character.

    Only ASCII can be ruled out this way: case-insensitive matching lets a few other
    characters stand for ASCII letters (the Kelvin sign for "k", the long s for "s").
    """
    return bool(head) and (head in starts or not head.isascii())


def _holds(lowered: str | None, words: tuple[str, ...]) -> bool:
    """Whether an ASCII window (lower-cased; None when not ASCII) may hold a cue made of
    one of ``words``; a non-ASCII window is always searched."""
    return lowered is None or any(w in lowered for w in words)


@dataclass(frozen=True, slots=True)
class _Age:
    start: int
    end: int
    value: int
    reason: str
    score: float


def words_to_age(words: str) -> int | None:
    """The value of an English number or ordinal such as "ninety-three", "one hundred and
    two" or "ninety-third"; None when the words are not a number."""
    total = 0
    seen = False
    for word in words.lower().replace("-", " ").split():
        if word in ("and", "a"):
            continue
        value = _WORD_VALUES.get(word)
        if value is None:
            return None
        if value == 100:
            total = (total or 1) * 100
        else:
            total += value
        seen = True
    return total if seen else None


#: After a name the name recognizer found: a comma or an opening parenthesis, then a
#: value of two or three digits ("José Núñez, 93,", "halvorsrud, 91", "| Ostergaard, 90 |",
#: "Aubuchon (97)").
#: A value after a name: set off by a comma or a parenthesis, also after the parenthesis
#: closing a maiden name ("Ingrid (née Solberg), 92,"), in digits or in words ("Priscilla
#: (ninety-four)"), or after the sex column of a list ("KOVAČEVIĆ, DRAGANA  F 91"); in
#: the next cell of a table, also after a quoted nickname ('BRIGHTWATER, Opal "Dolly" |
#: 91F |'), or after "is" or "was" ("Koro Hemi is 91 and lives alone"); a quoted nickname
#: may close its bracket first ('Beatrice Okafor ("Bea"), 96 |').
_AFTER_NAME = _regex.compile(
    r"(?:[\"\u201d'][ \t]?\)|[)\"\u201d'])?[ \t]*"
    r"(?:(?P<open>[,(|])[ \t]*|[ \t]+(?P<sex>[MF])[ \t]+|(?<=[ \t]{2})"
    r"|(?<=[ \t])(?P<is>(?i:is|was)(?:[ \t]+now)?)[ \t]+|(?<![ \t]{2})(?<=[ \t])(?P<blank>))"
    r"(?P<age>\d{2,3}(?![\d])|(?i:" + _WORD_NUMBER_SOURCE + r"))")
#: The sex after an age that a column gap alone sets off from a name ("CALLOWAY, EDITH
#: M   93 F   MRN ..."): without it the number may be any column's.
_SEX_AFTER = _regex.compile(r"[ \t]*(?:(?:yo|y/o)[ \t]*)?[MF](?![\w])")
#: What closes an age set off after a name: punctuation (a period that starts no decimal),
#: a table bar, an em dash or a double hyphen (ranges take a hyphen or an en dash), the
#: end of the line or two blanks, or the sex ("Núñez, 93 F", "halvorsrud, 91 \u2014 seen").
_AFTER_NAME_END = _regex.compile(
    r"(?:[ \t]*(?:[,;:|)\]\u2014]|--|\.(?!\d)|\r|\n|\Z)|[ \t]{2}"
    r"|[ \t]*(?:(?:yo|y/o|y\.o\.?)[ \t]*)?(?:m|f|male|female)(?![\w]))", _I)
#: Digits in brackets right after an age said otherwise ("ninety-seven (97)").
_DIGITS_IN_PARENS = _regex.compile(r"[ \t]*\([ \t]*(?P<digits>\d{2,3})[ \t]*\)")
#: What follows an age a single blank sets off after a name, as a handover's list of
#: beds writes it ("ENID FAIRCLOUGH 93 awaiting POC", "Mrs Hart 94 - #NOF"): a dash
#: between blanks or a hash before the problem, the sex and a comma ("HOLLOWAY, Edith
#: 94 F, MRN ..."), or a word of the patient's state that no measure takes ("Dr Patel 95
#: mg", "Smith 100 on air" stay).
_BLANK_AGE_END = _regex.compile(
    r"[ \t]+(?:-{1,2}[ \t]+(?=[^\W\d_]|#)|\u2014|#|(?-i:[MF]),"
    r"|(?:awaiting|admitted|lives|living|presents"
    r"|presented|presenting|pending|who|needs|requires|remains|s/p)(?![\w]))", _I)
#: What closes the number after "is" ("Koro Hemi is 91 and lives alone"): punctuation,
#: the line's end, a conjunction or the years; a unit or any other word ("is 92 kg",
#: "is 90 minutes late") leaves it.
_IS_AGE_END = _regex.compile(
    r"(?:[ \t]*(?:[,;)\]\u2014]|\.(?!\d)|\r|\n|\Z)"
    r"|[ \t]+(?:and|but|when|now|today|years?|yrs?|y/?o|y\.o\.?)(?![\w]))", _I)


#: The heading of an age column: "Age", "age", "AGE (y)", "age_yrs", "Age, years", the
#: age with the sex: "AGE/SEX", "Sex / Age", "Age/Gender", and after the person's word:
#: "Guest / Age", "Name/Age".
_AGE_HEADING = _regex.compile(
    r"(?:(?:sex|gender|\p{L}{2,12})[ \t]*/[ \t]*)?age(?:[ _]*\(?(?:y|yrs?|years?)\)?)?"
    r"(?:[ \t]*/[ \t]*(?:sex|gender))?", _I)
#: A cell of that column: the age alone, or with the sex on either side, as a heading
#: "Age/Sex" announces ("93 F", "91F", "F/93", "94 yo M").
_AGE_CELL = _regex.compile(
    r"(?:[MF][ \t]*/?[ \t]*)?(?P<age>\d{2,3})(?:[ \t]*(?:yo|y|yrs?)?[ \t]*/?[ \t]*[MF])?", _I)
#: A cell of a column headed by the person and the age: words without a digit, a slash,
#: then the age, perhaps with the sex, before the cell's end or a remark ("Gloria
#: Esperanza Ruiz / 91", "Keisha Grant / 19 (employee)"); "BP 92/94" holds a digit before
#: its slash.
_PERSON_AGE_CELL = _regex.compile(
    r"[^/\d|]{2,60}/[ \t]*(?P<age>\d{2,3})(?:[ \t]*(?:yo|y|yrs?)?[ \t]*[MF])?"
    r"(?=[ \t]*(?:$|[(,;]))", _I)
#: Cell separators of delimited tables, most specific first.
_TABLE_SEPARATORS = ("|", "\t", ";", ",")


def _table_ages(text: str) -> Iterator[_Age]:
    """Values of 90-125 in the age column of a delimited table (CSV, TSV, a pipe table):
    the heading names the column, so the value needs no marker of its own ("...;93;...",
    "|Pemberthy, Abelina|91|", "| AGE/SEX |" above "| 93 F |"). The table ends at a line
    without its separator. The age may be written in words ("| ninety-four |")."""
    for start, cell in headed_column_cells(text, _TABLE_SEPARATORS, _age_column,
                                           _may_head_ages):
        at, value = cell_value(start, cell, None)
        said = words_to_age(value) if value[:1].isalpha() and len(value) <= 40 else None
        if said is not None and MIN_PHI_AGE <= said <= MAX_AGE:
            yield _Age(at, at + len(value), said, "age column of a table", 0.9)
            continue
        m = _regex.fullmatch(_AGE_CELL, value) or _regex.match(_PERSON_AGE_CELL, value)
        age = int(m.group("age")) if m is not None else 0
        if m is not None and MIN_PHI_AGE <= age <= MAX_AGE:
            start = at + m.start("age")
            yield _Age(start, start + len(m.group("age")), age, "age column of a table", 0.9)


def _may_head_ages(line: str) -> bool:
    """Only a line holding "age" can head the column: most lines are split no further."""
    return "age" in line.lower()


def _age_column(cells: list[str]) -> tuple[int, ...]:
    """The one column headed "Age" (none when two are)."""
    heads = tuple(i for i, c in enumerate(cells)
                  if _regex.fullmatch(_AGE_HEADING, c.strip()) is not None)
    return heads if len(heads) == 1 else ()


def ages_after_names(doc: DocumentLike, spans: list[Span]) -> list[Span]:
    """Post-processor: a value of 90-125 set off by a comma or parentheses, or stated
    with "is" or "was", right after a span the name recognizer found is that person's
    age.

    The age recognizer alone reads "Name, 93," as an age only when the name looks like one
    by its own rules (two capitalised ASCII words from the name tables); the name
    recognizer knows names those rules cannot, in lower case, with accents, after a
    cue. "Dr. Patel, 95 mg", "Smith, 100/60" and "Jones, 98.6" stay: a unit, a ratio or a
    decimal is no closing. A single blank sets it off only before what a list of beds
    writes after the age (``_BLANK_AGE_END``).
    """
    text = doc.text
    ages: list[Span] = []
    taken = {(s.start, s.end) for s in spans if s.type == "AGE"}
    for name in spans:
        if name.type != "NAME":
            continue
        window = text[name.end:name.end + 32]
        m = _regex.match(_AFTER_NAME, window)
        if m is None:
            continue
        value = m.group("age")
        number = int(value) if value.isdigit() else words_to_age(value)
        if number is None or not MIN_PHI_AGE <= number <= MAX_AGE:
            continue
        start, end = name.end + m.start("age"), name.end + m.end("age")
        closing = _PAREN_AFTER if m.group("open") == "(" else (
            _IS_AGE_END if m.group("is") else (
                _BLANK_AGE_END if m.group("blank") is not None else _AFTER_NAME_END))
        if (start, end) in taken or _regex.match(closing, window, m.end()) is None:
            continue
        if not (m.group("open") or m.group("sex") or m.group("is")
                or m.group("blank") is not None) and _regex.match(
                _SEX_AFTER, window, m.end()) is None:
            continue  # after a column gap alone, only with the sex after it
        taken.add((start, end))
        ages.append(Span(start, end, "AGE", AgeRecognizer.name, 0.85, "age after a name"))
    return spans + ages if ages else spans


class AgeRecognizer:
    """Finds ages over 89 (type AGE) in the classes of seed 000 Table 4."""

    name = "ages"

    def analyze(self, doc: DocumentLike) -> list[Span]:
        text = doc.text
        low = text.lower()
        found: dict[tuple[int, int], _Age] = {}
        if may_hold(doc, b"00"):  # a value of 90-125 is two or three digits in a row
            for age in self._numbers(text):
                found.setdefault((age.start, age.end), age)
            for m in list(_regex.finditer(_SEX_FIELD_AGE, text)):
                found.setdefault(m.span("age"), _Age(m.start("age"), m.end("age"),
                                                     int(m.group("age")),
                                                     "age written with the sex", 0.85))
        if "ninet" in low or "hundred" in low:
            for age in self._words(text):
                found.setdefault((age.start, age.end), age)
        if "/" in text and may_hold(doc, b"00/", b"/00", b"/ 00", b"00 /"):
            for m in list(_regex.finditer(_SEX_SLASH_AGE, text)):
                group = "after" if m.group("after") else "before"
                found.setdefault(m.span(group), _Age(m.start(group), m.end(group),
                                                     int(m.group(group)),
                                                     "age written with the sex", 0.85))
        if "age" in low and ("|" in text or ";" in text or "," in text or "\t" in text):
            for age in _table_ages(text):
                found.setdefault((age.start, age.end), age)
        if "genarian" in low or "centenarian" in low:
            for m in list(_regex.finditer(_AGE_WORD, text)):
                found.setdefault((m.start(), m.end()),
                                 _Age(m.start(), m.end(), 90, "age word", 0.9))
        if "(" in text:
            for age in list(found.values()):
                # "Age: ninety-seven (97)", "a nonagenarian (92)": the age restated in
                # digits in brackets
                restated = _regex.match(_DIGITS_IN_PARENS, text, age.end)
                if restated is not None:
                    found.setdefault(restated.span("digits"), _Age(
                        restated.start("digits"), restated.end("digits"),
                        int(restated.group("digits")), age.reason, age.score))
        return [Span(a.start, a.end, "AGE", self.name, a.score, a.reason)
                for a in sorted(found.values(), key=lambda a: a.start)
                if MIN_PHI_AGE <= a.value <= MAX_AGE]

    # -- digits ---------------------------------------------------------------------------

    def _numbers(self, text: str) -> Iterator[_Age]:
        for m in list(_regex.finditer(_NUMBER, text)):
            value = int(m.group())
            reason = self._classify(text, m.start(), m.end(), ordinal_ok=True)
            if reason is not None:
                end = m.end()
                if reason == "age decade":
                    decade = _regex.match(_DECADE, text[end:end + _TAIL])
                    end = end + decade.end() if decade is not None else end
                yield _Age(m.start(), end, value, reason, 0.9)

    def _classify(self, text: str, start: int, end: int, ordinal_ok: bool) -> str | None:
        """Why the value at ``[start, end)`` is an age, or None when it is not one."""
        # Right-hand patterns run on a short slice: an anchored match on the whole text
        # would let the engine look for required literals up to its end, for every value.
        tail = text[end:end + _TAIL]
        # Most values are vital signs or lab results: each marker pattern is tried only
        # when the first character it could start with is there (``_could``), which
        # spares most of the (time-bounded, so costly) pattern calls.
        head = tail.lstrip(" \t\r\n-")[:1].lower()
        if _could(head, "y"):
            if _regex.match(_YEARS_OLD, tail) is not None:
                return "age with succeeding marker"
            if _regex.match(_YO, tail) is not None:
                return "age with appended unit"
        if _could(head, "ajovy") and _regex.match(_FOREIGN_YEARS, tail) is not None:
            return "age with succeeding marker"
        listed = _regex.match(_LIST, tail) if _could(head, ",a&o") else None
        if listed is not None and (
                _regex.match(_YEARS_OLD, tail, listed.end()) is not None
                or _regex.match(_YO, tail, listed.end()) is not None):
            return "compound age"
        if ordinal_ok and _could(head, "snrtb") and _regex.match(_BIRTHDAY, tail) is not None:
            return "age birthday context"
        window = text[max(0, start - 48):start]
        before = window.lower() if window.isascii() else None
        nxt = self._next_word(text, end)
        if _holds(before, _AGE_LABEL_WORDS) and _regex.search(_AGE_BEFORE, window) is not None and (
                nxt not in _NOT_AGE_AFTER or nxt == "f"):  # "AGE 93   F": female
            return "age with preceding marker"
        years = _regex.match(_YEARS, tail) if _could(head, "y") else None
        if years is not None and self._next_word(text, end + years.end()) not in (
                _NOT_AGE_AFTER_YEARS):
            return "age in years"
        if _holds(before, _PERSON_VERB_WORDS) and _regex.search(
                _PERSON_VERB_BEFORE, window) is not None and self._ends_phrase(text, end):
            return "age from phrase context"
        if _holds(before, ("turn",)) and _regex.search(_TURNED_BEFORE, window) is not None \
                and nxt not in _NOT_AGE_AFTER and tail[:1] not in ("\u00b0", "%", "/"):
            return "age from phrase context"
        if before is not None and before.endswith(("at ", "at\t")) and _regex.search(
                _AT_OPENING, window) is not None and _regex.match(
                _SUBJECT_AFTER, tail) is not None:
            return "age opening a sentence"
        if _holds(before, ("now", "currently")) and _regex.search(
                _NOW_BEFORE, window) is not None and self._ends_phrase(text, end):
            if _regex.search(_AGE_STATED, window) is not None:
                return "age from phrase context"
            relative = _regex.search(_RELATIVE_NOW_BEFORE, window)
            if relative is not None and not any(  # "mother's HR, now 93": a result
                    word.lower() in CLINICAL_LABELS for word in (
                        relative.group("between") or "").split()):
                return "age of a relative"
        if tail[:1] in (",", ".", ";", ")") and not tail[1:2].isalnum() and _regex.search(
                _TITLED_NAME_BEFORE, window) is not None:
            return "age in apposition"  # "Index case Mr. Ellsworth Bell, 96."
        if tail[:1] == "," and tail[1:2] == " " and tail[2:3].isalpha() and (
                self._full_name_before(window)):
            return "age in apposition"  # "Cornelius Ashdown, 94, terminal"
        if _regex.match(_CLOSE_PAREN, tail) is not None and (self._full_name_before(
                window, _TWO_WORDS_PAREN) or self._full_name_before(window)):
            return "age in apposition"  # "Edith Marchbank (91)", "(Harriet Mallory, 91)"
        if _could(head, "mf") and _regex.match(_SEX, tail) is not None and (
                self._full_name_before(window, _TWO_WORDS_SPACE)):
            return "age in demographic context"  # "Edith Marchbank 91F"
        if tail[:1] in (",", " ") and _regex.match(_APPOSITION_AFTER, tail) is not None:
            named = _regex.search(_APPOSITION_BEFORE, window)
            if named is not None and named.group().rstrip(" \t,").lower() not in (
                    CLINICAL_LABELS):  # "Glucose, 93, of note": a result
                return "age in apposition"
        if _holds(before, ("at", "age", "d.")) and _regex.search(
                _LIFE_EVENT_BEFORE, window) is not None and nxt not in _NOT_AGE_AFTER and (
                tail[:1] not in ("%", "/")) and not (tail[:1] == "." and tail[1:2].isdigit()):
            return "age at a life event"
        if _holds(before, _FAMILY_WORDS) and _regex.search(
                _FAMILY_BEFORE, window) is not None and (
                    self._ends_phrase(text, end) or (
                        nxt not in _NOT_AGE_AFTER and tail[:1] not in ("%", "/", ".")
                        and _regex.search(_LIVED_TO_BEFORE, window) is not None)):
            return "age in family history"
        decade = _regex.match(_DECADE, tail) if _could(tail[:1].lower(), "'\u2019si") else None
        if decade is not None and _regex.search(_DECADE_BEFORE, window) is not None:
            return "age decade"
        if _holds(before, ("dob", "d.o.b", "birth", "born")) and _regex.search(
                _BIRTH_DATE_BEFORE, window) is not None and (
                tail[:1] in ("", ")", "y") or self._ends_phrase(text, end)):
            return "age after the date of birth"  # "DOB: 02/01/1933 (93)"
        if (_could(head, "ymfwglbh") and _regex.match(_SEX, tail) is not None
                and _regex.search(_DEMOGRAPHIC_BEFORE, window) is not None
                and _regex.search(_TEMPERATURE_BEFORE, window) is None):
            return "age in demographic context"
        if "(" not in window:
            return None  # both remaining rules need a parenthesis before the value
        if _regex.search(_AS_PAREN_BEFORE, window) is not None and _regex.match(
                _PAREN_AFTER, tail) is not None:
            return "age in parentheses"
        relative = _regex.search(_RELATIVE_PAREN_BEFORE, window)
        if relative is not None and not any(  # "pt HR (92, irregular)": a vital sign's
                word.lower() in CLINICAL_LABELS for word in relative.group("named").split()):
            after = listed.end() if listed is not None else 0
            if _regex.match(_RELATIVE_PAREN_AFTER, tail, after) is not None:
                return "age of a relative"
        return None

    @staticmethod
    def _next_word(text: str, end: int) -> str:
        rest = text[end:end + 24].split()
        if not rest:
            return ""
        word = rest[0].strip(".,;:()[]").lower()
        if text[end:end + 1] == "%" or word.startswith("%"):
            return "%"
        return word

    #: Bearers (census counts) for a word to count as a given name or a family name.
    NAME_MIN_COUNT = 200

    def _full_name_before(self, window: str,
                          pattern: regex.Pattern[str] = _TWO_WORDS_BEFORE) -> bool:
        """A given name and a family name from the name tables right before the comma
        ("Cornelius Ashdown, 94,"), or what ``pattern`` says stands between; a lab label
        ("Heart Rate, 94,") is neither."""
        m = _regex.search(pattern, window)
        if m is None:
            return False
        first, last = m.group("first").lower(), m.group("last").lower()
        if first in CLINICAL_LABELS or last in CLINICAL_LABELS:
            return False
        lexicon = load_lexicon()
        return (lexicon.first_count(first) >= self.NAME_MIN_COUNT
                and lexicon.last_count(last) >= self.NAME_MIN_COUNT
                and 3 * lexicon.first_count(first) > lexicon.last_count(first))

    @staticmethod
    def _ends_phrase(text: str, end: int) -> bool:
        """"she was nearly 93." or "he turned 93 today", also before a bracket ("is 91
        (per I-94)"); not "pt was 93 on RA"."""
        rest = text[end:end + 16]
        if rest[:1] in ("'", '"', "\u2019", "\u201d"):
            rest = rest[1:]  # the closing quote of "she is 'a hundred and one'"
        stripped = rest.lstrip(" \t")
        if not stripped or stripped[0] in ".,;()!|\n" or (not rest[:1].strip() and stripped[0]
                                                         in "\r"):
            return True
        word = stripped.split()[0].strip(".,;:").lower()
        if word in ("in", "on") and _regex.match(_WHEN_AFTER, stripped) is not None and (
                _regex.search(_TURNING_BEFORE, text[max(0, end - 24):end]) is not None):
            return True  # "turning 90 in Aug"
        if word == "not" and _regex.search(_FIRST_PERSON_BEFORE, text, max(0, end - 12),
                                           end) is not None:
            return True  # "i'm 93 not dead": a speaker's own age, whatever it is set against
        return word in ("and", "now", "today", "yesterday", "this", "next", "last", "years",
                        "of", "from", "after", "following", "due", "btw", "too", "already",
                        "but")

    # -- words ----------------------------------------------------------------------------

    def _restated(self, text: str, start: int, end: int, value: int) -> bool:
        """The words at ``[start, end)`` repeat in parentheses an age given in digits right
        before them ("age 91 (ninety-one)"; "HR 91 (ninety-one)" is no age)."""
        lo = max(0, start - 12)
        digits = _regex.search(_DIGITS_PAREN_BEFORE, text[lo:start])
        if digits is None or int(digits.group("digits")) != value or _regex.match(
                _PAREN_AFTER, text, end) is None:
            return False
        return self._classify(text, lo + digits.start("digits"), lo + digits.end("digits"),
                              ordinal_ok=True) is not None

    def _words(self, text: str) -> Iterator[_Age]:
        for m in list(_regex.finditer(_WORD_NUMBER, text)):
            if m.start() > 0 and text[m.start() - 1].isalpha():
                continue
            start = m.start()
            window = text[max(0, start - 8):start]
            lead = _regex.search(_ONE_BEFORE, window) if window else None
            if lead is not None and m.group().lower().startswith("hundred"):
                start -= len(window) - lead.start()
            phrase = text[start:m.end()]
            value = words_to_age(phrase)
            if value is None:
                continue
            last = phrase.lower().replace("-", " ").split()[-1]
            if last == "nineties":
                if _regex.search(_DECADE_BEFORE, text[max(0, start - 48):start]) is not None:
                    yield _Age(start, m.end(), value, "age decade", 0.85)
                continue
            if last in _ORDINAL_WORDS:
                if _regex.match(_WORD_BIRTHDAY, text[m.end():m.end() + _TAIL]) is not None:
                    yield _Age(start, m.end(), value, "age birthday context", 0.9)
                continue
            reason = self._classify(text, start, m.end(), ordinal_ok=False)
            if reason is None and self._restated(text, start, m.end(), value):
                reason = "age restated in words"
            if reason is not None:
                yield _Age(start, m.end(), value, reason, 0.85)

"""Telecom and network identifiers: telephone, fax and pager numbers, e-mail addresses,
URLs and IP addresses (Safe Harbor items 4, 5, 6, 14 and 15).

Phone numbers are recognised by shape (NANP 10-digit numbers in any common layout,
with or without country code and extension) and, for short numbers such as pager
numbers or in-house extensions, by a telecom cue right before them ("pager #54321",
"beeper 8356", "ext 4-5678"). Seven-digit local numbers ("555-1234") need such a cue
too, because bare ``ddd-dddd`` is far more often a range of values in ICU notes
("SVR 900-1300").
"""

from __future__ import annotations

import dataclasses
import ipaddress

import regex

from hl7scrub import _regex
from hl7scrub._types import DocumentLike, Span, Token
from hl7scrub.document import (
    Document,
    aligned_column_cells,
    cell_value,
    document_has_digit,
    headed_column_cells,
    may_hold,
)
from hl7scrub.lexicon import load_lexicon
from hl7scrub.tokenize import tokenize


def split_words(text: str) -> list[str]:
    """Word lists are written as blank-separated text; this turns one into a list."""
    return text.split()


#: Words after which a short number (a pager, a phone, an extension) is taken: the
#: cue words of :attr:`ContactRecognizer._CUED` and the token scan both read them.
_SHORT_NUMBER_CUES = tuple(split_words("""
    pager beeper beep bleep pgr bpr pg page paging ext extn extension poste cell cellular
    cellphone mobile phone ph tel telephone fax facsimile voicemail hotline helpline
    anexo ramal fono bip
"""))


#: A pager's own words, which may head its number past whose it is ("Bleep stroke reg
#: 4417") or head only three digits ("pager 822").
_PAGER_WORDS = r"pager|pgr|beeper|bleep"

#: Verbs of reaching someone, after which (and perhaps whom) a short number is the
#: pager's or the extension's that was used ("paged attending Dr Haddad 2291").
_REACHING_VERBS = ("paged", "called", "rang", "phoned")


#: A Welsh telephone and fax ("Ffôn", "Ffacs"), a Portuguese mobile ("telemóvel"), and
#: the word for a contact in Spanish, Portuguese and Italian ("Contacto: 912 345 678"):
#: words for a telephone that both cue patterns below read.
_TELEPHONE_WORDS_ABROAD = r"telem(?:ó|o)vel|ff(?:ô|o)n|ffacs|conta(?:c?t|tt)o"

#: Words that announce a telephone, fax or pager number. Shared with the identifier
#: recognizer so that a number after one of them is labelled PHONE, not ID.
PHONE_CUES = (
    r"pager|beeper|beep|bleep|pgr|bpr|pg|page|paging|ext|extn|extension|poste|cell(?:ular)?"
    r"|cellphone|hotline|helpline"
    # the extension's word in Peru and Chile, and in Brazil ("anexo 4521", "ramal 2210");
    # Chile's short word for a telephone and Quebec's for a pager ("Fono (72) 233 5120",
    # "bip 5512")
    r"|anexo|ramal|fono|bip"
    r"|mobile|mob|phone|ph|tel|telephone|telephones|fax|facsimile|contact|call(?:ed)?|callback"
    r"|home|work|office|numbers?|reach(?:ed)?|tel\.?\s?no|voicemail|vm"
    # Singapore and Malaysia write a mobile as a "handphone" ("HP: 9137 6628"); the
    # US military's own network dials seven digits ("DSN 635-4411")
    r"|handphone|(?-i:HP)|(?-i:DSN)"
    # messaging apps that carry a mobile's number ("WhatsApp (11) 98841-2209")
    r"|whatsapp|viber|wechat"
    # a Dutch line ("spoedlijn (doctors only) 030 289 44 19")
    r"|[a-z]{0,12}lijn|" + _TELEPHONE_WORDS_ABROAD
)

_CUE_BEFORE = _regex.compile(
    r"(?i)(?<![A-Za-z])(?:" + PHONE_CUES + r")(?![A-Za-z])[^\n]{0,24}$"
)


_DIGIT = _regex.compile(r"\d")


def has_digit(text: str) -> bool:
    """Whether ``text`` holds a digit (one C-level scan)."""
    return _regex.search(_DIGIT, text) is not None


_GROUPED_NATIONAL = _regex.compile(
    r"0\d{1,4}(?:(?P<sep>[ -])\d{3,4}(?P=sep)|-\d{3,4}[ ])\d{3,4}")
_ONE_DIGIT_AREA = _regex.compile(r"0\d[ -]\d{3}[ -]\d{4}|0\d\d(?P<sep>[ -])\d{3}(?P=sep)\d{3}")
#: French numbers: the trunk zero and nine digits in five pairs ("06 12 55 01 48").
_FIVE_PAIRS = _regex.compile(r"0[1-9](?P<sep>[ -])\d\d(?:(?P=sep)\d\d){3}")
#: British numbers with a five-digit dialling code and six digits ("01384 496021",
#: "07700 900482"); German ones with a dialling code of three to five digits and a
#: line of six to eight ("0171 4482903"), or a switchboard's number and an extension
#: after a hyphen ("05151 97-2240", "030 4508-1234").
_FIVE_AND_SIX = _regex.compile(r"0[1-9]\d{3} \d{6}")
_AREA_AND_LINE = _regex.compile(r"0[1-9]\d{2,4} \d{6,8}|0[1-9]\d{1,4} \d{2,5}-\d{1,5}")
#: Swedish numbers: the area code and a hyphen, then the line in pairs after two or
#: three digits ("054-61 52 30", "08-123 456 78" is grouped otherwise).
_HYPHENED_PAIRS = _regex.compile(r"0[1-9]\d{0,2}-\d{2,3}(?: \d\d){2,3}")
#: Swiss numbers: the trunk zero and two digits, three, then two pairs ("079 412 66 03").
_SWISS_GROUPS = _regex.compile(r"0[1-9]\d \d{3} \d\d \d\d")


def _ascending_groups(number: str) -> bool:
    """The number's groups, parted by blanks or hyphens, stand in ascending order, as
    a list's items do ("teeth 01 02 03 16 17", "teeth 011-12 13 14")."""
    groups = number.replace("-", " ").split()
    return groups == sorted(groups)


def _grouped_national(number: str) -> bool:
    """A number dialled with its trunk zero in three groups of nine to eleven digits
    ("0413 552 907", "020 7946 0958", "07700 900 461", "03 555 7712", the area code
    hyphened as Pakistan and India write it: "042-3578 2210"): the way British, Irish,
    Australian, New Zealand and South Asian numbers are written, which no dose, score or count
    takes, so no cue is needed ("NOK 0413 552 907", "Wife on 0400 123 456"). French
    numbers in five pairs are as distinctive ("jointe au 06 12 55 01 48"), and so are
    a British number in its two groups of five and six ("Alt: 01384 496021") and a
    Swedish one in pairs after its hyphened area code ("054-61 52 30"), and a Swiss one
    in three, three, two and two ("079 412 66 03")."""
    if _regex.fullmatch(_SWISS_GROUPS, number) is not None:
        return True
    if _regex.fullmatch(_FIVE_PAIRS, number) is not None:
        return not _ascending_groups(number)
    if _regex.fullmatch(_FIVE_AND_SIX, number) is not None:
        return True
    if _regex.fullmatch(_HYPHENED_PAIRS, number) is not None:
        return 9 <= digit_count(number) <= 10 and not _ascending_groups(number)
    if _regex.fullmatch(_AREA_AND_LINE, number) is not None:
        return 10 <= digit_count(number) <= 12
    if _regex.fullmatch(_GROUPED_NATIONAL, number) is None:
        return False
    digits = digit_count(number)
    # nine digits only as a one-digit area code, three and four ("03 555 7712"), or
    # in three groups of three, as Irish areas dial ("091 554 218")
    return 10 <= digits <= 11 or (
        digits == 9 and _regex.fullmatch(_ONE_DIGIT_AREA, number) is not None
        and (number[2] in " -" or not _ascending_groups(number)))  # "teeth 011 012 013"


_UNIT_AFTER = _regex.compile(
    r"[ \t]*(?i:mcg|mg|g|kg|ml|l|units?|iu|meq|mmol|mosm|ng|pg|cells|copies|cm|mm|ms|sec"
    r"|min|hrs?|h|kcal|cal|steps|ft|m|miles?|km|%|/)(?![A-Za-z])"
)


_ABBREVIATION_BEFORE = _regex.compile(r"(?<![A-Za-z])[A-Z][A-Z0-9]{1,4}[ \t]*[:=]?[ \t]*\Z")


#: Words in capitals before a number that label no measure ("AVAILABLE AT 555-4410").
_NO_LABELS = frozenset(split_words("at to on in of by or is as and for from the via per"))


def range_of_values(first: str, second: str) -> bool:
    """Whether two digit groups joined by a dash read as a range of values: the upper
    bound is the larger, has no leading zero, and one bound is round or both have as
    many digits ("250-1000", "34-40", "120-150"; not "555-0152", "5564-0023", "348-2291")."""
    if int(second) <= int(first) or second.startswith("0"):
        return False
    return first.endswith("0") or second.endswith("0") or len(first) == len(second)


def _local_shaped(text: str, number: str, end: int) -> bool:
    """A seven-digit number written as one with no cue ("Son Tobias 348-2291", "Mr.
    Hale 555-0152"): the exchange starts with 2-9 and a dash joins the groups. A range of
    values is not one (:func:`range_of_values`, with a round lower bound or an upper one
    in hundreds: three digits are never as many as four), nor is a measure (a unit
    follows)."""
    first, sep, second = number[:3], number[3], number[4:]
    if sep != "-" or first[0] in "01":
        return False
    if range_of_values(first, second) and (
            first.endswith("0") or second.endswith("00")):
        return False  # "250-1000", "800-1200"; "555-4410" is a number
    label = _regex.search(_ABBREVIATION_BEFORE, text[max(0, end - len(number) - 12):
                                                     end - len(number)])
    if label is not None and label.group().rstrip(" \t:=").lower() not in _NO_LABELS:
        return False  # "SVR 954-1183", "PLT: 348-2291": a measure's range
    return _regex.match(_UNIT_AFTER, text, end) is None


def _line_before(text: str, start: int, window: int = 40) -> str:
    """Up to ``window`` characters before ``start`` on its line."""
    lo = max(0, start - window)
    nl = text.rfind("\n", lo, start)
    return text[nl + 1 if nl >= 0 else lo:start]


def phone_context_before(text: str, start: int, window: int = 40) -> bool:
    """True when a telecom cue appears shortly before ``start`` on the same line."""
    return _regex.search(_CUE_BEFORE, _line_before(text, start, window)) is not None


#: Words that name a telephone in several languages ("tel.", "telefonicznie", "Tlf.",
#: "mobil", "celular"), not "call" or "home" that announce other numbers too ("Home:"
#: as a form's label of a number counts), followed only by a number word ("tel. nr",
#: "telefonicznie pod nr"), not "phone visit: vitals".
_STRONG_CUE_BEFORE = _regex.compile(
    r"(?i)(?<![A-Za-z])(?:tel|tlf|tlm|telm|telef|telefon\w{0,8}|t\u00e9l\w{0,8}|telephone"
    r"|phone|ph|" + _TELEPHONE_WORDS_ABROAD
    + r"|mobil\w{0,4}|mob|cel(?:l\w{0,5})?|handy|celular|m\u00f3vil|movil|portable|gsm|fax"
    r"|handphone|(?-i:HP)|home(?=[ \t]*:)|whatsapp|call[ \t]?cent(?:re|er)"
    # (a contact or an enquiry line right before the digits: "Son contact 6187 2245",
    # "ward enquiry 2208 5718")
    r"|contact|enquir(?:y|ies)|inquir(?:y|ies)|helpline|hotline"
    # (where someone is reached: "can be reached on 9163 2845")
    r"|reach(?:ed|able)?[ \t]+(?:on|at))"
    # (a qualifier of the line before its colon: "Tel. casa:", "Cel. (esposa Guadalupe):",
    # "Tel. envío:")
    r"(?:[ \t.]*(?:\([^()\r\n]{1,30}\)|(?:casa|home|work|office|oficina|trabajo|fijo"
    r"|env(?:í|i)o|m(?:ó|o)vil|mobile|cell|direct|main|desk|res|bus|comercial"
    r"|residencial)\.?)[ \t]*:"
    # (or a family's or a home's line with no colon: "Tel. familiar 55 5839 2210")
    r"|[ \t.]+(?:familiar|particular|domicilio|recados|privat|privado))?"
    r"(?![A-Za-z])[ \t.:#=]*(?:(?:no|nr|number|numer|nummer|num|is|at|pod|under|unter)"
    r"(?![A-Za-z])\.?[ \t.:#=]*){0,2}$")


def telecom_word_glued(text: str, start: int) -> bool:
    """Whether the word joined by a hyphen to a number starting at ``start`` names a
    telephone ("CELL-410-555-1234", "Home-410-...") rather than opening a code
    ("RW-2504150271"): a telecom word, or an everyday English word."""
    k = start - 1
    while k > 0 and k > start - 24 and text[k - 1].isalpha():
        k -= 1
    word = text[k:start - 1]
    return _regex.search(_STRONG_CUE_BEFORE, text[max(0, k - 16):start - 1]) is not None or (
        load_lexicon().english_freq(word.lower()) > 1e-5)


#: Every digit as a 9: the layout of a number's groups, which two numbers of one
#: numbering plan share.
_DIGITS_AS_NINE = str.maketrans("0123456789", "9" * 10)
#: Between two telephone numbers of one line: a slash, a comma, a semicolon or "or",
#: perhaps after a bracket and before a word or two saying whose or which the next is
#: ("(mobile) / son", ", wife").
_NEXT_IN_ROW = _regex.compile(
    r"[ \t]*(?:\([^()\r\n]{1,20}\)[ \t]*)?(?:/|,|;|(?i:or))[ \t]*"
    r"(?:[A-Za-z]{2,12}[ \t:]{1,3}){0,2}")

#: Two to five groups of two to four digits, no "0" trunk needed ("601 555 014",
#: "HP: 9137 6628").
_BARE_GROUPS = _regex.compile(
    # (perhaps an area code in brackets before them, perhaps after the trunk's "0":
    # "(11) 98234-5170", "0 (532) 418 77 29")
    r"(?<![\w+.,/:-])(?:(?<!\()(?:0[ ]?)?\(\d{2,4}\)[ ]?"
    r"(?:\d{4,5}[ .-]\d{4}|\d{3}[ ]\d{2}[ ]\d{2})"
    # (or Brazil's two-digit area code bare before a mobile's nine digits: "Contato 11
    # 98841-2209")
    r"|\d{2}[ ]9\d{4}-\d{4}"
    r"|\d{2,4}(?:[ .-]\d{2,4}){1,4})(?![\w]|[.,/:-]\d)")


class ContactRecognizer:
    """PHONE (incl. fax and pager), EMAIL, URL and IP spans."""

    name = "contact"

    # NANP number: optional +1, area code (bare or in parentheses), exchange, line,
    # optional extension. Separators are runs of at most three of space, dot, hyphen
    # ("212- 476- 8356" occurs in real notes), or a slash after the area code, then
    # perhaps after the exchange too ("903/555/0135"). Never glued to other digits, nor to
    # letters before it: "DQ5518830297" is a member number, for the identifiers. After
    # a figure and its comma only a number dashed in full, as a spreadsheet's column holds
    # it ("E11.9,555-281-0046,"): other digits there are a list's.
    _PHONE = _regex.compile(
        r"""(?ix)
        (?<![\d.])(?<!\d[/-])(?:(?<!\d,)|(?=\d{3}(?P<dash>[-.])\d{3}(?P=dash)\d{4}(?!\d)))(?<![^\W\d_])
        (?P<cc>\+\s?1[ .-]{0,2}|\b1[ .-]{1,2})?
        (?:\(\s?(?P<area_p>\d{3})\s?\)[ .-]{0,2}|(?P<area>\d{3})(?P<sep1>[ .-]{0,3}|/))
        (?P<exch>\d{3})(?P<sep2>[ .-]{0,3}|(?<=/\d{3})/)(?P<line>\d{4})
        (?P<ext>[ ]{0,2}(?:x|extn\.?|ext\.?|extension|opt\.?|option)[ ]{0,2}\#?\d{1,6}
           # after a comma, three digits at least: "(978) 555-0140, x4412" ("..., x2" counts)
           |,[ ]{0,2}(?:x|extn\.?|ext\.?|extension)[ ]{0,2}\#?\d{3,6})?
        (?![\w]|[.,/-]\d)
        """
    )

    # Local seven-digit number; accepted only after a telecom cue.
    _LOCAL = _regex.compile(
        r"(?<![\w.+/-])(?<!\d[ ])(?P<num>\d{3}[-.]\d{4})"
        r"(?P<ext>[ ]{0,2}(?:x|extn\.?|ext\.?)[ ]{0,2}\d{1,6})?(?![\w]|[.,/-]\d)"
    )

    # Short numbers (pager, beeper, extension) right after a cue word; not a cue's
    # capitals inside a code in capitals ("cert # NGA-PG-30981").
    _CUED = _regex.compile(
        r"""(?ix)
        (?<![A-Za-z])(?!(?<=(?-i:[A-Z0-9]{2})-)(?-i:[A-Z]{1,10})-\d)
        (?:""" + "|".join(sorted(_SHORT_NUMBER_CUES, key=len, reverse=True)) + r"""
           # a pager's word, then whose in one or two lower-case words ("Bleep stroke
           # reg 4417")
           |(?:""" + _PAGER_WORDS + r""")(?:[ \t]{1,3}(?-i:[a-z]{2,12})){1,2}
           |(?P<verb>(?:""" + "|".join(_REACHING_VERBS) + r""")
              # whom: a role or two in lower case, a title, one to three capitalised
              # words ("paged attending Dr Ibrahim Haddad 2291", "Called 6207")
              (?:[ \t]{1,3}(?-i:(?:[a-z]{2,12}[ \t]{1,3}){0,2}(?:Dr\.?[ \t]{1,3})?
                 [A-Z][\w'’-]{1,20}(?:[ \t]{1,3}[A-Z][\w'’-]{1,20}){0,2}))?
              (?:[ \t]{1,3}(?:@|at|to))?))
        (?![A-Za-z])
        [.:]?[ \t]{0,3}(?:\#|no\.?|number|num)?[ \t]{0,3}[:\#=-]?[ \t]{0,3}\(?
        (?P<num>\d{1,3}-\d{4}|\d{4,7}(?:[ ]\d{3,4}(?![\w]|[.,/-]\d)){0,2})
        (?![\w]|[.,/-]\d)
        # a dose or a clock's hours after the number are no telephone ("called 1000 mg")
        (?![ \t]{0,2}(?:mg|mcg|ml|units?|hrs?|hours|h|am|pm|min|mins)\b)
        """
    )

    #: Three digits after a pager's own word: small hospitals page on three ("pager
    #: 822"); an extension or a phone needs four.
    _PAGER_THREE = _regex.compile(
        r"(?i)(?<![A-Za-z])(?:" + _PAGER_WORDS + r")[.:]?[ \t]{0,3}(?:\#[ \t]{0,2})?"
        r"(?P<num>\d{3})(?![\w]|[.,/:-]\d)")

    # An in-house extension glued to its "x" or after one blank ("x4-5520", "Staff
    # Chaplain, x 6-2290"); "x4" alone is a count, "2 x 5-1000" a product.
    _GLUED_EXT = _regex.compile(
        r"(?<![\w])(?<!\d[ \t])[xX][ ]?(?P<num>\d-\d{4})(?![\w]|[.,/-]\d)")
    #: An extension written "x4471" (a letter before four or five digits); taken after a
    #: telecom cue or "call (me) at", or closing a signature line after a comma ("Jocelyn
    #: Trudeau, RN CM, x4471"), never after a count ("ambulated x2", "x1000").
    _X_EXT = _regex.compile(r"[xX](?<![\w][xX])\d{4,5}(?![\w]|[.,/-]\d)")
    # (the extension's word, its period, perhaps a colon or "#", before its number)
    _EXT_WORD = r"[ \t]+(?:ext|extn|extension)\.?[ \t]{0,3}[:\#]?[ \t]{0,3}"
    #: A three-digit extension after a word that points at where to call ("call Fern at
    #: ext 212", "dial extension 340") or at whom or which desk ("shelter nurse   ext
    #: 214", "front desk ext 300") or after a person's name and a comma ("Wren
    #: Takahashi, ext. 207"); a range of motion ("flex 120 ext 10", "Flexion, ext 170")
    #: stays.
    _SHORT_EXT = _regex.compile(
        r"(?i)(?:(?<![A-Za-z])(?:at|call|dial|on|via|page|reach|nurse|desk|office|station|line)"
        # (or after a person's two names and a comma: "Wren Takahashi, ext. 207")
        r"|(?-i:(?<=[A-Z][a-z]{1,30}[ \t][A-Z][a-z'-]{1,30})),)"
        + _EXT_WORD + r"(?P<num>\d{3})(?![\w]|[.,/-]\d)"
        # (or after any word, a closing bracket or an initial's period and perhaps a
        # comma, from 200 up, which no joint's range reaches, before no unit: "Gloria in
        # finance ext 312.", "P. NAIDOO, ext 227", "(MO intern) ext 214", "B.S. ext 204")
        r"|(?<=(?:[A-Za-z]{2}|[A-Z]\.|\)),?)" + _EXT_WORD
        + r"(?P<num>[2-9]\d{2})"
        r"(?![\w]|[.,/-]\d|[ \t]?(?:°|%|deg|mm|cm|ml|mg|kg|g\b|ms|sec|hz|reps))")
    _X_EXT_CUE = _regex.compile(
        r"(?i)(?<![A-Za-z])(?:pager|page[ds]?|paging|beeper|pgr|pg|ext|extension|phone|ph"
        r"|tel|cell|(?:dr|doctor)\.?[ \t]+\p{L}[\p{L}'-]{1,24}"
        r"|(?:call|reach(?:ed)?)(?:[ \t]+(?:me|us|them|him|her))?(?:[ \t]+at)?)"
        r"\.?:?[ \t]{1,3}\Z")

    # International numbers: "+" and a country code other than 1, then at least two more
    # groups, eight to fifteen digits in all (E.164); the code may run on into the first
    # group ("+8816 3155 0247", a satellite phone), or the whole number be written
    # without a gap ("+881631550247", ten digits or more).
    _INTL = _regex.compile(
        r"(?<![\w+])\+(?:(?P<cc>7|[2-9]\d{1,2})\d{0,4}(?:[ .-]{1,2}\(?\d{1,6}\)?){2,5}"
        r"|[2-9]\d{9,14})(?![\w]|[.,/-]\d)"
    )

    # National numbers outside the NANP, dialled with a trunk "0" ("020 7946 0321",
    # "07700 900461", "0412 555 678", "(01) 555 1234"): nine to eleven digits in groups,
    # accepted after a telecom cue or with the trunk code in parentheses. An area code
    # in parentheses without a trunk zero, as Chile and others write it ("Fono (72) 233
    # 5120"), is accepted after a cue only, as is an area code that a slash parts from
    # the line, as German-speaking countries write it ("Tel. 0561 / 78 90 12").
    _NATIONAL = _regex.compile(
        r"(?<![\w+.,/-])(?:\((?P<trunk>0\d{1,4})\)[ ]?|0\d{1,4}(?:[ .-]|(?P<slash>[ ]?/[ ]?))"
        r"|(?<!\d[ ]?)\([1-9]\d{0,2}\)[ ]?)"
        r"\d{2,8}(?:[ .-]\d{2,6}){0,3}(?![\w]|[.,/-]\d)")

    _EMAIL = _regex.compile(
        r"(?<![A-Za-z0-9._%+-])[A-Za-z0-9][A-Za-z0-9._%+-]{0,63}@"
        r"[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){1,8}"
    )

    # An address written out against harvesters ("jdoe [at] site [dot] org", "jwu dot 1988
    # at outlook dot com"): one of the two marks must be spelled or bracketed, since
    # "message at mychart.org" is a sentence before a domain.
    _OBFUSCATED_EMAIL = _regex.compile(
        r"(?i)(?<![\w.@-])(?P<local>[a-z0-9][a-z0-9._%+-]{0,63}"
        r"(?:(?:[ \t]*[\[({]dot[\])}][ \t]*|[ \t]+dot[ \t]+)[a-z0-9][a-z0-9._%+-]{0,63}){0,3})"
        r"(?P<at>[ \t]*[\[({]at[\])}][ \t]*|[ \t]+at[ \t]+)"
        r"[a-z0-9][a-z0-9-]{0,62}(?:(?:[ \t]*[\[({]dot[\])}][ \t]*|[ \t]+dot[ \t]+|\.)"
        r"[a-z0-9][a-z0-9-]{0,62}){0,4}"
        r"(?P<dot>[ \t]*[\[({]dot[\])}][ \t]*|[ \t]+dot[ \t]+|\.)"
        r"(?:com|org|net|edu|gov|mil|io|me|co|us|uk|ca|de|fr|nl|au|info|biz|health)(?![\w-])")

    _URL = _regex.compile(
        r"(?i)(?<![\w@])(?:(?:https?|ftp|sftp)://|www\d{0,3}\.)[^\s<>\"'`]{1,2000}"
    )

    # Bare domains with a generic top-level domain ("example.org", "my.site.com/page").
    _DOMAIN = _regex.compile(
        r"(?i)(?<![\w@./-])(?:[a-z0-9][a-z0-9-]{0,62}\.){1,6}"
        r"(?:com|org|net|edu|gov|mil|info|biz|io|health)"
        r"(?P<path>/[^\s<>\"'`]{0,2000})?(?![\w@-]|\.[a-z0-9])"
    )
    # ... and with a country's or a short link's top-level domain when a path follows,
    # which names a page, not a brand: a video visit's room ("doxy.me/drsalazar",
    # "zoom.us/j/8812"), a short link ("bit.ly/3xYz").
    _PATH_TLDS = ("me", "us", "co", "uk", "ca", "au", "nz", "ie", "in", "za", "de", "fr",
                  "nl", "ly", "gl", "tv", "ai", "app", "link", "page", "to")
    _DOMAIN_WITH_PATH = _regex.compile(
        r"(?i)(?<![\w@./-])(?:[a-z0-9][a-z0-9-]{0,62}\.){1,6}"
        r"(?:" + "|".join(_PATH_TLDS) + r")/[\w~%#?=&+-][^\s<>\"'`]{0,2000}"
    )
    #: What such a domain holds: its top-level domain between a dot and the slash.
    _PATH_TLD_MARKS = tuple(f".{tld}/" for tld in _PATH_TLDS)

    _IPV4 = _regex.compile(
        r"(?<![\w.])(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}"
        r"(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?![\w]|\.\d)"
    )

    # Candidate IPv6 text (hex groups joined by colons); validated with :mod:`ipaddress`.
    _IPV6 = _regex.compile(
        r"(?<![\w:.])(?:[0-9A-Fa-f]{1,4}|(?=::))(?::[0-9A-Fa-f]{0,4}){2,8}"
        r"(?:%[0-9A-Za-z]{1,15})?(?![\w:])"
    )
    # A device's hardware address: six hex pairs joined by one separator throughout.
    # The match begins at the first separator, the first pair is read behind it: a scan
    # for a separator is several times faster than one for a pair with a look-behind
    # before it, and the address starts two characters before the match.
    _MAC = _regex.compile(
        r"(?<=(?<![\w:.-])[0-9A-Fa-f]{2})([:-])[0-9A-Fa-f]{2}(?:\1[0-9A-Fa-f]{2}){4}(?![\w:-])"
    )
    # Social-media handles ("@lupuswarriorjen", "@jdoe_22"); an e-mail address has a
    # word character before its "@".
    _HANDLE = _regex.compile(r"(?<![\w@.])@(?P<handle>[A-Za-z][A-Za-z0-9_.]{1,28}[A-Za-z0-9_])"
                             r"(?![\w@]|\.[A-Za-z])")
    # Words on a line that say its "@word" is an account, not "@home" or "@bedside".
    _SOCIAL_CUE = _regex.compile(
        r"(?i)(?<![a-z])(?:instagram|insta|ig|twitter|tweets?|tiktok|facebook|fb|snapchat"
        r"|snap|threads|reddit|discord|youtube|twitch|telegram|whatsapp|signal|handle"
        r"|follows?|followed|followers|dms?|messaged|posts?|posted|account|profile|x\.com"
        r"|social[ \t]+media)(?![a-z])")
    # An account name after a label ("Username: jsmith_1962", "screen name is kdoe").
    _ACCOUNT = _regex.compile(
        r"(?i)(?<![a-z])(?:user(?:[ \t]?(?:name|id))?|screen[ \t]?name"
        # (what the login is for may come between: "login for follow-up: ngch_sendout02")
        r"|log[ \t]?in(?:[ \t]?id)?(?P<purpose>[ \t]+for[ \t]+[A-Za-z-]{2,20}(?=[ \t]*:))?"
        r"|pended[ \t]+by"
        # the login of whoever collected, ran or entered something ("collector ID lrosado")
        r"|(?:collector|operator|tech|staff|employee)[ \t]?id"
        # a call centre's agent ("agt: dpatel03"), held to a login's shape below
        r"|(?P<agent>agt|agent)(?=[ \t]*:)"
        # a practice's address for electronic letters ("HealthLink EDI granvfmc"), held
        # to a login's shape below: the eating disorder inventory is scored "EDI: 45"
        r"|(?P<edi>edi)(?![a-z])"
        r"|gamertag|handle|account[ \t]name)[ \t]*"
        r"(?P<sep>[:=]|(?P<verb>is|was|will[ \t]+be)(?=[ \t]))?[ \t]*"
        # (the name may be quoted: 'username "d4nny_b0i07"')
        r"[\"\u201c\u2018']?"
        r"(?P<handle>@?[A-Za-z0-9][A-Za-z0-9_.-]{1,38}[A-Za-z0-9])(?![\w@-])"
        # a second login after a slash ("under user jklapper / mbouchard2")
        r"(?:[ \t]{0,2}/[ \t]{0,2}(?P<second>[a-z][a-z0-9_.-]{2,38}[a-z0-9])(?![\w@-]))?")
    #: An agent's login: lower-case letters, then digits ("dpatel03", "nightops1").
    _NUMBERED_LOGIN = _regex.compile(r"[a-z]{3,20}[0-9]{1,4}")

    def _agent_login(self, label: str, handle: str) -> bool:
        """Whether ``handle`` after an agent's label is a login, not a drug or a code:
        letters and digits in lower case, or after "agt" a login made of a name."""
        return (_regex.fullmatch(self._NUMBERED_LOGIN, handle) is not None
                or (label.lower() == "agt" and _login_word(handle)))

    _TLDS = (".com", ".org", ".net", ".edu", ".gov", ".mil", ".info", ".biz", ".io", ".health")
    # A user name joined by a dot or an underscore, as chat and messaging exports name
    # who wrote ("[10:14] kayla.m: is bed 7 npo?", "from: hugo.b (pharm)", "pt
    # (harper_lune):"): at the start of a line or after "]", "|" or "/" before a colon
    # or a role in brackets ("| bella.rosario92 (guest)"), or after a sender, patient or
    # participant word.
    # The words are found first and their surroundings read after: one pattern holding
    # the surroundings too would be tried at every position of every text.
    _JOINT = _regex.compile(r"(?<=[A-Za-z0-9])[._](?=[A-Za-z0-9])")
    _CHAT_USER = _regex.compile(
        r"(?<![\w.@/])[A-Za-z][A-Za-z0-9]{0,30}(?:[._][A-Za-z0-9]{1,30}){1,3}(?![\w@]|\.\w)")
    _SPEAKER_AFTER = _regex.compile(r"[ \t]*:[ \t]")
    #: Speakers of a chat that are roles, not users.
    _CHAT_ROLES = frozenset(split_words("guest host moderator agent bot user me you caller"))
    #: A speaker opening a line after a bracketed time stamp ("[14:02] drwinterbourne:
    #: Hi, your video froze").
    _STAMPED_SPEAKER = _regex.compile(
        r"(?m)^[ \t]*\[[0-9:. \t]{3,9}(?:[ \t]?[AaPp]\.?[Mm]\.?)?\][ \t]*"
        r"(?P<user>[A-Za-z][A-Za-z0-9]{2,30})[ \t]*:[ \t]")
    #: A role in brackets after a user opening a cell ("| bella.rosario92 (guest) |").
    _ROLE_AFTER = _regex.compile(r"[ \t]{1,3}\([A-Za-z][A-Za-z \t-]{0,24}\)")
    _USER_CUE_BEFORE = _regex.compile(
        r"(?i)(?<![\w.])(?:(?:from|to|sender|pt|patient|user|participants?)[ \t]*[:(]"
        # ... or the platform that holds the account ("online friend (discord
        # katherine.oduya)")
        r"|(?:discord|instagram|insta|snapchat|snap|tiktok|telegram|skype|kik|twitch|reddit"
        r"|xbox|psn|steam)(?:[ \t]*(?:handle|user(?:name)?|id))?[ \t]*[:(]?)[ \t]*\Z")
    #: Endings that make a dotted word a file or a site, not a user.
    _FILE_ENDINGS = frozenset(split_words("""
        com org net edu gov mil info biz io health pdf doc docx txt jpg jpeg png gif tif
        tiff csv xls xlsx hl7 xml json html htm dcm zip"""))

    _TRAILING_PUNCT = ".,;:!?)]}'\""

    def _dotted_handle(self, handle: str) -> bool:
        """Two parts of lower-case letters joined by one dot, the second no file's or
        site's ending, one of them no English word ("hcs.aobi"; not "report.pdf" or
        "login issues.today")."""
        first, dot, second = handle.partition(".")
        english = load_lexicon().english_freq
        return dot == "." and first.isalpha() and second.isalpha() and handle.islower() and (
            len(first) >= 2 and len(second) >= 3 and second not in self._FILE_ENDINGS) and (
            english(first) == 0 or english(second) == 0)

    #: Digits said as words, as a phone call's transcription writes a number read out
    #: ("six oh seven five five five oh one three two", "extension two two").
    _SPOKEN_DIGITS = _regex.compile(
        r"(?i)(?<![\w-])(?:(?:zero|oh|o|one|two|three|four|five|six|seven|eight|nine"
        r"|double|triple)[ \t,-]{1,3}){6,20}(?:zero|oh|o|one|two|three|four|five|six"
        r"|seven|eight|nine)(?![\w-])"
        r"(?:[ \t,]{1,3}(?:extension|ext|x)[ \t]{1,3}(?:(?:zero|oh|one|two|three|four"
        r"|five|six|seven|eight|nine)[ \t-]{1,3}){0,5}(?:zero|oh|one|two|three|four|five"
        r"|six|seven|eight|nine)(?![\w-]))?")
    #: Words that a number read out needs three of before its pattern is tried.
    _SPOKEN_TRIGGERS = ("two", "three", "four", "five", "six", "seven", "eight", "nine")

    def _spoken_numbers(self, text: str, lowered: str) -> list[Span]:
        """A phone number read out digit by digit: seven digits or more said as words,
        "double" and "triple" counting for the digit they repeat."""
        if sum(word in lowered for word in self._SPOKEN_TRIGGERS) < 3:
            return []
        spans: list[Span] = []
        for m in _regex.finditer(self._SPOKEN_DIGITS, text):
            said = m.group().lower().split("ext")[0].replace(",", " ").replace("-", " ")
            digits = sum(DIGIT_WORDS.get(w, 0) for w in said.split())
            if 7 <= digits <= 15:
                spans.append(Span(m.start(), m.end(), "PHONE", self.name, 0.85,
                                  "phone number read out"))
        return spans

    def analyze(self, doc: DocumentLike) -> list[Span]:
        text = doc.text
        spans: list[Span] = []
        has_digit = document_has_digit(doc)
        if has_digit:
            spans.extend(find_phones(text, doc.tokens,
                                     doc if isinstance(doc, Document) else None))
        if "@" in text:
            for m in _regex.finditer(self._EMAIL, text):
                if "." in m.group().rpartition("@")[2]:
                    spans.append(Span(m.start(), m.end(), "EMAIL", self.name, 0.99,
                                      "e-mail address"))
        lowered = text.lower()
        if "@" in text:
            spans.extend(self._handles(text))
        if "dot" in lowered or "at)" in lowered or "at]" in lowered or "at}" in lowered:
            for m in _regex.finditer(self._OBFUSCATED_EMAIL, text):
                if m.group("at").strip() != "at" or "dot" in m.group().lower():
                    spans.append(Span(m.start(), m.end(), "EMAIL", self.name, 0.9,
                                      "e-mail address written out"))
        for m in _regex.finditer(self._ACCOUNT, text) if (
                "user" in lowered or "log" in lowered or "name" in lowered or "pended" in lowered
                or "handle" in lowered or "gamertag" in lowered or " id" in lowered
                or "agt" in lowered or "agent" in lowered or "edi" in lowered) else ():
            a, b = m.span("handle")
            if m.group("agent") and not self._agent_login(m.group("agent"), m.group("handle")):
                continue  # "agent: vancomycin", "Agent: 5FU"
            if m.group("edi") and not _login_word(m.group("handle")):
                continue
            handle = m.group("handle")
            if (m.group("sep") is None or m.group("purpose")) and not _account_shaped(
                    handle) and not _login_word(handle) and not self._dotted_handle(handle):
                continue  # "username jcalloway_1962", "user jfairholm", "user hcs.aobi";
                # not "login issues"
            if m.group("verb") and not (_account_shaped(handle) or _login_word(handle) or (
                    handle.isalpha() and handle.islower()
                    and load_lexicon().english_freq(handle) == 0)):
                continue  # "screen name is kdoe", "user ID will be joyelowo01"; not "the
                # user is confused"
            if not any(s.start < b and a < s.end for s in spans):
                spans.append(Span(a, b, "ID", self.name, 0.85, "account name after label"))
            second = m.group("second")
            if second and (_account_shaped(second) or _login_word(second)) and not any(
                    s.start < m.end() and m.start("second") < s.end for s in spans):
                spans.append(Span(m.start("second"), m.end(), "ID", self.name, 0.85,
                                  "account name after label"))
        if "_" in text or "." in text or "]" in text:
            spans.extend(self._chat_users(text, spans))
        if "://" in text or "www" in lowered:
            for m in _regex.finditer(self._URL, text):
                end = m.end()
                while end > m.start() and text[end - 1] in self._TRAILING_PUNCT:
                    end -= 1
                spans.append(Span(m.start(), end, "URL", self.name, 0.99, "URL"))
        domains: list[tuple[regex.Pattern[str], str]] = []
        if any(tld in lowered for tld in self._TLDS):
            domains.append((self._DOMAIN, "domain name"))
        if "/" in text and any(mark in lowered for mark in self._PATH_TLD_MARKS):
            domains.append((self._DOMAIN_WITH_PATH, "domain name and path"))
        for pattern, why in domains:
            for m in _regex.finditer(pattern, text):
                host = m.group().split("/", 1)[0]
                if pattern is self._DOMAIN_WITH_PATH and not any(
                        c.isalpha() for c in host.rsplit(".", 2)[-2]):
                    continue  # a number before the dot ("K 4.me/x") names no host
                end = m.end()
                while end > m.start() and text[end - 1] in self._TRAILING_PUNCT:
                    end -= 1
                if not any(s.start <= m.start() < s.end for s in spans):
                    spans.append(Span(m.start(), end, "URL", self.name, 0.85, why))
        # 1.2.3.4: the second group of an address is 1-3 digits between two dots
        if has_digit and text.count(".") >= 3 and may_hold(doc, b"0.0.0", b"0.00.0",
                                                           b"0.000.0"):
            for m in _regex.finditer(self._IPV4, text):
                spans.append(Span(m.start(), m.end(), "IP", self.name, 0.95, "IPv4 address"))
        if ("::" in text or text.count(":") >= 7) and _close_colons(text):
            spans.extend(self._ipv6(text))
        spans.extend(self._spoken_numbers(text, lowered))
        if has_digit and ("|" in text or "  " in text or "\t" in text) and any(
                word in lowered for word in self._COLUMN_CUES):
            spans.extend(self._telecom_columns(text, spans))
        if text.count(":") >= 5 or text.count("-") >= 5:
            for m in _regex.finditer(self._MAC, text):
                start = m.start() - 2
                if not any(s.start < m.end() and start < s.end for s in spans):
                    spans.append(Span(start, m.end(), "ID", self.name, 0.9, "MAC address"))
        return spans

    #: Headings of a table's column of telephone, pager or extension numbers.
    _COLUMN_HEADINGS = frozenset(split_words("""
        pager pgr beeper ext extension phone tel cell mobile vocera spectralink callback"""))
    #: Those headings, one of which a text must hold before its tables are read.
    _COLUMN_CUES = tuple(sorted(_COLUMN_HEADINGS))
    #: A cell of such a column: a short number, perhaps after an "x" or with dashes.
    _COLUMN_NUMBER = _regex.compile(r"(?i:x)?\d[\d-]{2,13}")

    def _telecom_columns(self, text: str, spans: list[Span]) -> list[Span]:
        """Numbers in a table's column headed as telephones or pagers ("PAGER" above
        "4417" in a care team's roster): a pager or an extension of four digits says
        nothing on its own, its column says what it is. The tables are read by the
        document's shared readers, with bars or tabs or with columns aligned by blanks."""
        found: list[Span] = []
        for cell_start, cell in [
                *headed_column_cells(text, ("|", "\t"), self._telecom_columns_of),
                *aligned_column_cells(text, self._telecom_columns_of)]:
            start, value = cell_value(cell_start, cell, None)
            if _regex.fullmatch(self._COLUMN_NUMBER, value) is None:
                continue
            end = start + len(value)
            if not any(sp.start < end and start < sp.end for sp in [*spans, *found]):
                found.append(Span(start, end, "PHONE", self.name, 0.8,
                                  "number in a telephone column"))
        return found

    @classmethod
    def _telecom_columns_of(cls, cells: list[str]) -> list[int]:
        """The telephone columns of a heading line of three cells or more with no digit
        (a heading's period, colon or number sign aside: "Ext.", "Pager #")."""
        if len(cells) < 3 or any(has_digit(cell) for cell in cells):
            return []
        return [number for number, cell in enumerate(cells)
                if cell.strip(" .:#").lower() in cls._COLUMN_HEADINGS]

    def _handles(self, text: str) -> list[Span]:
        """"@handle" words that name an account: with a digit or an underscore in them,
        or on a line that speaks of social media ("follows @lupuswarriorjen on IG")."""
        spans: list[Span] = []
        for m in _regex.finditer(self._HANDLE, text):
            if not _account_shaped(m.group("handle")):
                lo = text.rfind("\n", 0, m.start()) + 1
                hi = text.find("\n", m.end())
                line = text[lo:hi if hi >= 0 else len(text)]
                if _regex.search(self._SOCIAL_CUE, line) is None:
                    continue
            spans.append(Span(m.start(), m.end(), "ID", self.name, 0.85,
                              "social media handle"))
        return spans

    def _chat_users(self, text: str, spans: list[Span]) -> list[Span]:
        """User names of chat and message exports (see ``_CHAT_USER``). A dotted one needs
        a part of three letters or more and no file or site ending ("p.o.", "notes.pdf")."""
        found: list[Span] = []
        last = -1
        for joint in _regex.finditer(self._JOINT, text):
            # the word around a joint of letters: most texts have few, all in C
            start = joint.start()
            if start < last:
                continue
            lo = start
            while lo > 0 and start - lo < 32 and text[lo - 1].isalnum() and text[lo - 1].isascii():
                lo -= 1
            m = _regex.match(self._CHAT_USER, text, lo)
            if m is None:
                continue
            last = m.end()
            a, b = m.span()
            user = m.group()
            line_start = text.rfind("\n", 0, a) + 1
            # what stands before it on its line: nothing, or the "]" of a time stamp or
            # a "|" or "/" between messages
            opens = text[line_start:a].rstrip(" \t")[-1:] in ("", "]", "|", "/")
            if not ((opens and (_regex.match(self._SPEAKER_AFTER, text, b) is not None
                               or _regex.match(self._ROLE_AFTER, text, b) is not None))
                    or _regex.search(self._USER_CUE_BEFORE,
                                     text[max(line_start, a - 24):a]) is not None):
                continue
            parts = user.replace("_", ".").split(".")
            if "_" not in user and (max(map(len, parts)) < 3 or len(user) < 5
                                    or parts[-1].lower() in self._FILE_ENDINGS):
                continue
            if any(s.start < b and a < s.end for s in (*spans, *found)):
                continue
            found.append(Span(a, b, "ID", self.name, 0.85, "chat user name"))
        lexicon = load_lexicon()
        for m in _regex.finditer(self._STAMPED_SPEAKER, text):
            # a speaker after a message's time stamp: a user name of letters alone is
            # still one, unless it is a word or a role ("[14:05] system: call ended",
            # "[14:06] Patient: ok")
            a, b = m.span("user")
            user = m.group("user").lower()
            if lexicon.is_protected(user) or user in self._CHAT_ROLES or (
                    lexicon.english_freq(user) > 0 and not lexicon.is_name(user)):
                continue
            if not any(s.start < b and a < s.end for s in (*spans, *found)):
                found.append(Span(a, b, "ID", self.name, 0.85, "chat user name"))
        return found

    def _ipv6(self, text: str) -> list[Span]:
        spans: list[Span] = []
        for m in _regex.finditer(self._IPV6, text):
            candidate = m.group()
            if candidate.count(":") < 2:
                continue
            try:
                ipaddress.IPv6Address(candidate)
            except ValueError:
                continue
            spans.append(Span(m.start(), m.end(), "IP", self.name, 0.95, "IPv6 address"))
        return spans


def digit_count(text: str) -> int:
    """How many digits ``text`` holds."""
    return sum(ch.isdigit() for ch in text)


def _login_word(handle: str) -> bool:
    """A lower-case word of five letters or more that no English word list holds: a
    login made of a person's name ("jfairholm", "ypereyrahan"), not "issues"; a dotted
    suffix in lower case may follow it ("mfoster.gptq"), and then three letters do
    ("neze.cmo"); eight capitals or more that spell no word are a login as some
    systems keep it, a site's letters before the name ("VHAASRPARKL")."""
    head, _, rest = handle.partition(".")
    if len(handle) >= 8 and handle.isalpha() and handle.isupper() and handle.isascii():
        return load_lexicon().english_freq(handle.lower()) == 0
    return ((len(head) >= 5 or (len(head) >= 3 and rest != ""))
            and head.isalpha() and head.islower() and head.isascii()
            and all(part.isalpha() and part.islower() and part.isascii()
                    for part in rest.split(".") if rest)
            and load_lexicon().english_freq(head) == 0)


def _account_shaped(handle: str) -> bool:
    """A digit or an underscore: a word that names an account ("jsmith_1962")."""
    return any(ch.isdigit() or ch == "_" for ch in handle)


def _close_colons(text: str) -> bool:
    """Whether two colons stand at most five characters apart, as in every IPv6 address
    (clock times such as "12:30" alone have none)."""
    find = text.find
    i = find(":")
    while i >= 0:
        if find(":", i + 1, i + 6) >= 0:
            return True
        i = find(":", i + 1)
    return False


#: Lower-case words after which a short number is a pager, phone or extension number.
_CUE_WORDS = frozenset([*_SHORT_NUMBER_CUES, *_REACHING_VERBS])


def closes_clause(text: str, end: int, ends: str = "\r\n,;.)") -> bool:
    """Whether the text ends at ``end`` or the clause or line does: the next two
    characters, blanks dropped, are nothing or begin with one of ``ends``."""
    rest = text[end:end + 2].lstrip(" \t")
    return not rest or rest[0] in ends


def _cued_extension(text: str, start: int, end: int) -> bool:
    """Whether "x4471" at ``start`` follows a telecom cue, or a comma where it closes the
    line, the clause or the text."""
    before = text[max(0, start - 24):start]
    if _regex.search(ContactRecognizer._X_EXT_CUE, before) is not None:
        return True
    # a round hundred is a magnification: "(x1000)", "oil immersion, x1000"
    round_hundred = text.endswith("00", start, end)
    if before.endswith("(") and text[end:end + 1] == ")":
        # "Yolanda Freitas, RN, CCM  (x4418)": a bracket holds nothing else
        return not round_hundred
    # (a table's bar closes a cell as a clause: "| rm 214, x4214 |")
    closing = closes_clause(text, end, "\r\n;)|") and not round_hundred
    # ... or right after a word or a bracket, closing the clause or the sentence: where
    # to call ("ask for Ines in micro x6620.", "| office x4260 |", "Bernadette (LC)
    # x2217")
    if not round_hundred and closes_clause(text, end, "\r\n;).|") and (
            before[-1:] == " " and (before.rstrip(" ")[-1:].isalpha()
                                    or before.rstrip(" ").endswith(")"))):
        return True
    # ... or after a signature's credentials ("Margot Baptiste, LCSW  x4418"), or
    # closing its line after a column gap ("Malia T., RN  7 West  x3318")
    column = closes_clause(text, end, "\r\n") and before.endswith(("  ", "\t"))
    # ... or after a comma, closing the clause or the sentence ("Page me til 1930,
    # x6612.")
    comma_before = before.rstrip(" \t").endswith(",")
    after_comma = comma_before and not round_hundred and (
        closes_clause(text, end, "\r\n;).|"))
    # ... or between commas after a credential, inside a sentence ("Reported by: Jordan
    # Pike, RN, x6623, at 2214")
    listed = not round_hundred and _regex.search(_AFTER_CREDENTIALS, before) is not None
    return after_comma or (closing and (column or listed)) or (
        listed and comma_before and text.startswith(",", end))


#: A signature's credentials in capitals after a comma, then blanks or a comma.
_AFTER_CREDENTIALS = _regex.compile(
    r",[ \t]*[A-Z]{2,6}(?:[ ,/-]{1,2}[A-Z]{2,6}){0,3}(?:[ \t]{1,4}|,[ \t]{0,2})\Z")


def clock_time(number: str) -> bool:
    """Whether four digits read as a time of day ("1430"), not a pager ("4417")."""
    return len(number) == 4 and number.isdigit() and int(number[:2]) <= 23 and (
        int(number[2:]) <= 59)


#: Blanks and a further number after three blank-parted groups, or a number and blanks
#: before them: a row of values, no telephone number.
_NUMBER_GOES_ON = _regex.compile(r"[ \t]+\d{3}")
_NUMBER_BEFORE = _regex.compile(r"\d{3}[ \t]+\Z")


def find_phones(text: str, tokens: list[Token] | None = None,
                doc: Document | None = None) -> list[Span]:
    """PHONE spans of ``text`` (also used by the identifier recognizer to stay clear of them).

    ``tokens`` are the tokens of ``text`` when the caller has them already; ``doc``, the
    :class:`Document` of ``text``, when the caller has that (its token index then finds
    the cue words).
    """
    spans: list[Span] = []
    covered: list[tuple[int, int]] = []

    def free(a: int, b: int) -> bool:
        return not any(a < e and s < b for s, e in covered)

    for m in _regex.finditer(ContactRecognizer._INTL, text) if "+" in text else ():
        if 8 <= sum(ch.isdigit() for ch in m.group()) <= 15:
            spans.append(Span(m.start(), m.end(), "PHONE", ContactRecognizer.name, 0.9,
                              "international telephone number"))
            covered.append((m.start(), m.end()))
    # With the document at hand, each pattern runs only when its digits can be there.
    ten_digits = doc is None or doc.may_hold_digits(10)
    for m in _regex.finditer(ContactRecognizer._PHONE, text) if ten_digits else ():
        if not free(m.start(), m.end()):
            continue  # the national part of an international number
        area = m.group("area") or m.group("area_p") or ""
        exch = m.group("exch")
        plain = (
            m.group("cc") is None
            and m.group("area_p") is None
            and not (m.group("sep1") or "").strip()
            and not m.group("sep2").strip()
        )
        if plain:
            # Only spaces or nothing between the groups: a run of digits or of
            # numbers. Demand a valid NANP shape or a telecom cue.
            nanp = area[0] in "23456789" and exch[0] in "23456789"
            # nor six digits and four after a blank: a national number in its own
            # groups ("SA ID: 780512 5894 08 3")
            odd = m.group("sep1") == "" and m.group("sep2") != ""
            # nor three numbers of a row of values that goes on past them or starts
            # before them ("Freq (Hz)  250  500  1000  2000  4000")
            row = bool(m.group("sep2")) and (
                _regex.match(_NUMBER_GOES_ON, text, m.end()) is not None
                or _regex.search(_NUMBER_BEFORE, text[max(0, m.start() - 12):m.start()])
                is not None)
            if (odd or not nanp or row) and not phone_context_before(text, m.start()):
                continue
        spans.append(Span(m.start(), m.end(), "PHONE", ContactRecognizer.name, 0.95,
                          "telephone number"))
        covered.append((m.start(), m.end()))
    # National numbers first: a local-shaped run may open one ("Ph: 044-2744 5190").
    national = doc is None or doc.may_hold(b"00 00", b"00-00", b"00.00", b"00) 00", b"00)00",
                                           b"00/00", b"00 / 00")
    for m in _regex.finditer(ContactRecognizer._NATIONAL, text) if national else ():
        digits = digit_count(m.group())
        # eight digits only after a cue or with the trunk code in brackets: small Irish
        # and Austrian areas dial five-digit lines ("on 022 58 447", "Tel: 022 58447")
        # (a slash after the area code only after a cue)
        shaped = (m.group("trunk") is not None or _grouped_national(m.group())) and (
            m.group("slash") is None)
        # (twelve digits as a German mobile dials them: "mobil 0176 22918834")
        if ((8 <= digits <= 11 or (digits == 12 and _regex.fullmatch(
                _AREA_AND_LINE, m.group()) is not None)) and free(m.start(), m.end()) and (
                shaped or phone_context_before(text, m.start()))):
            spans.append(Span(m.start(), m.end(), "PHONE", ContactRecognizer.name, 0.85,
                              "national telephone number"))
            covered.append((m.start(), m.end()))
    local = doc is None or doc.may_hold(b"000-0000", b"000.0000")
    for m in _regex.finditer(ContactRecognizer._LOCAL, text) if local else ():
        if not free(m.start(), m.end()):
            continue
        if phone_context_before(text, m.start()):
            spans.append(Span(m.start(), m.end(), "PHONE", ContactRecognizer.name, 0.9,
                              "local telephone number after telecom cue"))
        elif _local_shaped(text, m.group("num"), m.end()):
            spans.append(Span(m.start(), m.end(), "PHONE", ContactRecognizer.name, 0.8,
                              "local telephone number"))
        else:
            continue
        covered.append((m.start(), m.end()))
    last_shape, last_end = "", -1
    for m in _regex.finditer(_BARE_GROUPS, text) if national else ():
        # "tel. 601 555 014", "Tlf. 12 34 56 78": numbering plans without a trunk "0"
        # written in groups, only after a word that names a telephone
        # (seven digits as three and four, as small islands' plans dial: "Ph 888 0417")
        digits = digit_count(m.group())
        shape = m.group().translate(_DIGITS_AS_NINE)
        if not ((8 <= digits <= 11 or shape == "999 9999") and free(m.start(), m.end())):
            continue
        if _regex.search(_STRONG_CUE_BEFORE, _line_before(text, m.start())):
            why = "grouped telephone number after telecom cue"
        elif digits >= 8 and "(" in m.group()[:3] and phone_context_before(
                text, m.start()):
            # an area code in brackets, then the line's digits, after any word for a
            # telephone on the line ("WhatsApp recepção (11) 98841-2209")
            why = "grouped telephone number after telecom cue"
        elif shape == last_shape and _regex.fullmatch(_NEXT_IN_ROW, text[last_end:m.start()]):
            # "Tel: 9382 4417 (mobile) / son 6104 2285": a second number of the same
            # groups on the line, after a slash or a comma
            why = "grouped telephone number after another"
        elif shape == "999 9999 9999" and m.group()[:1] == "1" and m.group()[1:2] in (
                "3456789") and phone_context_before(text, m.start()):
            # "Contact: 138 8321 6647": a Chinese mobile's eleven digits as the country
            # groups them, after any word for a telephone on the line
            why = "grouped telephone number after telecom cue"
        else:
            continue
        spans.append(Span(m.start(), m.end(), "PHONE", ContactRecognizer.name, 0.8, why))
        covered.append((m.start(), m.end()))
        last_shape, last_end = shape, m.end()
    for m in _regex.finditer(ContactRecognizer._GLUED_EXT, text) if "-" in text else ():
        if free(m.start(), m.end()):
            spans.append(Span(m.start(), m.end(), "PHONE", ContactRecognizer.name, 0.85,
                              "extension"))
            covered.append((m.start(), m.end()))
    lowered = text.lower()
    for m in _regex.finditer(ContactRecognizer._X_EXT, text) if "x" in lowered else ():
        if free(m.start(), m.end()) and _cued_extension(text, m.start(), m.end()):
            spans.append(Span(m.start(), m.end(), "PHONE", ContactRecognizer.name, 0.8,
                              "extension"))
            covered.append((m.start(), m.end()))
    for m in _regex.finditer(ContactRecognizer._SHORT_EXT, text) if " ext" in lowered else ():
        if free(m.start("num"), m.end("num")):
            spans.append(Span(m.start("num"), m.end("num"), "PHONE", ContactRecognizer.name,
                              0.8, "extension"))
            covered.append((m.start("num"), m.end("num")))
    if doc is not None:
        tokens = doc.tokens
        # _CUED needs four digits in a row ("4-5678" holds "5678").
        cues = doc.positions_of(_CUE_WORDS) if doc.may_hold(b"0000") else []
    else:
        if tokens is None:
            tokens = tokenize(text)
        cues = [i for i, tok in enumerate(tokens) if tok.text.lower() in _CUE_WORDS]
    last_end = -1
    for i in cues:
        tok = tokens[i]
        if tok.start < last_end:
            continue
        cued = _regex.match(ContactRecognizer._CUED, text, tok.start)
        if cued is None:
            continue
        a, b = cued.start("num"), cued.end("num")
        verb = cued.group("verb")
        if verb is not None and (clock_time(text[a:b]) or (
                text[a:b].startswith(("19", "20")) and b - a == 4
                and verb[:4].lower() != "page")):
            continue  # "paged at 1430": when, not where; "was called 1998": a year
        last_end = cued.end()
        if free(a, b):
            spans.append(Span(a, b, "PHONE", ContactRecognizer.name, 0.85,
                              "pager/extension number after telecom cue"))
            covered.append((a, b))
    pager_words = ("pager", "pgr", "beep", "bleep")
    for m in _regex.finditer(ContactRecognizer._PAGER_THREE, text) if any(
            map(lowered.__contains__, pager_words)) else ():
        if free(m.start("num"), m.end("num")):
            spans.append(Span(m.start("num"), m.end("num"), "PHONE", ContactRecognizer.name,
                              0.8, "pager number after telecom cue"))
            covered.append((m.start("num"), m.end("num")))
    # an extension of any length right after a number takes the number's span with it
    # ("819-555-0163 poste 204", "01632 960 418 ext. 44")
    for k, span in enumerate(spans):
        ext = _regex.match(_EXTENSION_AFTER, text, span.end)
        if ext is not None and free(span.end, ext.end()):
            spans[k] = dataclasses.replace(span, end=ext.end())
    return spans


#: How many digits each word of a number read out says ("double five" says two).
DIGIT_WORDS = {"zero": 1, "oh": 1, "o": 1, "one": 1, "two": 1, "three": 1, "four": 1,
               "five": 1, "six": 1, "seven": 1, "eight": 1, "nine": 1, "double": 1,
               "triple": 2}

#: An extension after a telephone number: "ext. 212", "Extn 214", "poste 204", "x 31",
#: and the Romanian and Italian "int. 2314" ("interno"), Peru's "anexo", Brazil's "ramal".
_EXTENSION_AFTER = _regex.compile(
    r"(?:[ \t]{0,3},?[ \t]{0,3}(?i:ext|extn|extension|poste|int|interno|anexo|ramal)\.?"
    r"[ \t]{0,3}[:#]?[ \t]{0,3}\d{1,6}"
    r"|[ \t]{0,3}[xX][ \t]?\d{2,6})(?![\w]|[.,/-]\d)")

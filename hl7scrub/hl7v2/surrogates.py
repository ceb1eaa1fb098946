"""Realistic surrogates, keyed so that they are consistent and never the original.

The method follows the CCHMC corpus (seed 004): names are replaced token by token from
name lists with the gender of first names kept; identifiers, phone numbers and e-mail
addresses keep their pattern (digits stay digits, letters stay letters, separators stay
where they were, no leading zero where there was none); a surrogate is never equal to
the value it replaces nor to any other original name of the message.

Every choice is drawn from HMAC-SHA256 under the site secret of (patient key, purpose,
original value), so the same patient's "John" becomes the same surrogate in every
message and every process, while another patient's "John" becomes someone else.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from hl7scrub import _regex
from hl7scrub.hl7v2.secret import Keyed
from hl7scrub.hl7v2.surrogate_data import ORGANIZATIONS, STREET_NAMES, STREET_SUFFIXES, TOWNS

_WORD = _regex.compile(r"[^\W\d_]+(?:['\u2019][^\W\d_]+)*")
_TITLES = frozenset({"dr", "mr", "mrs", "ms", "miss", "mx", "prof", "sr", "jr", "ii", "iii",
                     "iv", "md", "do", "rn", "np", "pa", "phd", "dds", "sister", "father",
                     "rev"})
_LETTERS_LOWER = "abcdefghijklmnopqrstuvwxyz"
_POSSESSIVE = ("'s", "\u2019s")
_STREET_WORD = _regex.compile(r"\d+|[^\W\d_]+")
_ATTEMPTS = 64


def match_case(template: str, word: str) -> str:
    """``word`` written in the case style of ``template``."""
    if len(template) > 1 and template.isupper():
        return word.upper()
    if template.islower():
        return word.lower()
    return word[:1].upper() + word[1:].lower()


class SurrogateSource:
    """The lists and the key; one per process (see :meth:`for_patient`)."""

    def __init__(self, keyed: Keyed, female: Sequence[str], male: Sequence[str],
                 surnames: Sequence[str], first_or_last: dict[str, str] | None = None
                 ) -> None:
        self.keyed = keyed
        self.female = tuple(female)
        self.male = tuple(male)
        self.unisex = tuple(sorted(set(self.female) | set(self.male)))
        self.surnames = tuple(surnames)
        self.female_set = frozenset(n.casefold() for n in self.female)
        self.male_set = frozenset(n.casefold() for n in self.male)
        self.first_or_last = first_or_last or {}

    @classmethod
    def from_lexicon(cls, keyed: Keyed) -> SurrogateSource:
        from hl7scrub.lexicon import load_lexicon

        lexicon = load_lexicon()
        by_gender = lexicon.first_names_by_gender
        return cls(keyed, by_gender["F"], by_gender["M"], lexicon.common_surnames)

    def for_patient(self, patient_key: str, originals: Iterable[str] = (),
                    genders: dict[str, str] | None = None) -> Surrogates:
        return Surrogates(self, patient_key, originals, genders or {})


class Surrogates:
    """Surrogates for one message (one patient): see the module docstring."""

    def __init__(self, source: SurrogateSource, patient_key: str, originals: Iterable[str],
                 genders: dict[str, str]) -> None:
        self.source = source
        self.patient_key = patient_key
        self.originals = {o.casefold() for o in originals if o}
        #: casefolded header given name -> "F"/"M"
        self.genders = dict(genders)
        self.family_names: set[str] = set()
        self.given_names: set[str] = set()

    def add_originals(self, values: Iterable[str]) -> None:
        self.originals.update(v.casefold() for v in values if v)

    # -- choosing ------------------------------------------------------------------------
    def _choose(self, purpose: str, original: str, candidates: Sequence[str]) -> str:
        key = original.casefold()
        start = self.source.keyed.number(purpose, f"{self.patient_key}\x00{key}")
        n = len(candidates)
        for i in range(min(n, _ATTEMPTS * 4)):
            cand = candidates[(start + i) % n]
            folded = cand.casefold()
            if folded != key and folded not in self.originals:
                return cand
        return self._letters_like(purpose, original or "Xxxxx")

    def _letters_like(self, purpose: str, original: str) -> str:
        """A pronounceable-enough made-up word when every list entry is taken."""
        stream = self.source.keyed.stream(purpose + "/made-up", f"{self.patient_key}\x00"
                                          f"{original.casefold()}")
        vowels, consonants = "aeiou", "bcdfghklmnprstvz"
        out = []
        for i in range(max(4, len(original))):
            pool = consonants if i % 2 == 0 else vowels
            out.append(pool[stream[i % len(stream)] % len(pool)])
        word = "".join(out)
        return word[:1].upper() + word[1:]

    # -- names ---------------------------------------------------------------------------
    def given(self, name: str, gender: str = "") -> str:
        g = gender[:1].upper()
        if g not in ("F", "M"):
            g = self.genders.get(name.casefold(), "") or self._gender_of(name)
        pool = self.source.female if g == "F" else self.source.male if g == "M" else (
            self.source.unisex)
        return match_case(name, self._choose(f"given/{g}", name, pool))

    def _gender_of(self, name: str) -> str:
        folded = name.casefold()
        in_f = folded in self.source.female_set
        in_m = folded in self.source.male_set
        if in_f and not in_m:
            return "F"
        if in_m and not in_f:
            return "M"
        return ""

    def family(self, name: str) -> str:
        return match_case(name, self._choose("family", name, self.source.surnames))

    def initial(self, letter: str) -> str:
        base = letter.rstrip(".")
        pool = [c.upper() for c in _LETTERS_LOWER]
        out = self._choose("initial", base, pool)
        out = out if base.isupper() or not base else out.lower()
        return out + letter[len(base):]

    def name_word(self, word: str) -> str:
        """One word of a name found in narrative: a header name part gets the surrogate the
        header got; otherwise first names by gender, and anything else as a surname."""
        folded = word.casefold()
        if folded in _TITLES:
            return word
        if len(word) == 1:
            return self.initial(word)
        if folded in self.given_names and folded not in self.family_names:
            return self.given(word)
        if folded in self.family_names:
            return self.family(word)
        if self._gender_of(word) or folded in self.genders:
            return self.given(word)
        return self.family(word)

    def name_text(self, text: str) -> str:
        """Replace every word of a name phrase ("Smith, John A." -> "Clark, Brian K.")."""
        reps: list[tuple[int, int, str]] = []
        for m in _regex.finditer(_WORD, text):
            word = m.group()
            base = word[:-2] if len(word) > 3 and word[-2:].lower() in _POSSESSIVE else word
            reps.append((m.start(), m.start() + len(base), self.name_word(base)))
        return _apply(text, reps)

    # -- pattern-preserving values -------------------------------------------------------
    def _pattern(self, purpose: str, text: str, *, nanp: bool = False) -> str:
        for attempt in range(_ATTEMPTS):
            stream = self.source.keyed.stream(
                purpose, f"{self.patient_key}\x00{text}\x00{attempt}")
            out: list[str] = []
            digit_index = 0
            for i, ch in enumerate(text):
                b = stream[i % len(stream)] ^ (i // len(stream))
                if ch.isdigit() and ch.isascii():
                    lowest = 0
                    if digit_index == 0 and ch != "0":
                        lowest = 1
                    if nanp and digit_index in (0, 3):
                        lowest = 2
                    out.append(str(lowest + b % (10 - lowest)))
                    digit_index += 1
                elif ch.isalpha() and ch.isascii():
                    letter = _LETTERS_LOWER[b % 26]
                    out.append(letter.upper() if ch.isupper() else letter)
                else:
                    out.append(ch)
            value = "".join(out)
            if value.casefold() != text.casefold() and value.casefold() not in self.originals:
                return value
        return "0" * len(text)

    def identifier(self, text: str) -> str:
        return self._pattern("id", text)

    def digits(self, text: str) -> str:
        return self._pattern("digits", text)

    def phone(self, text: str) -> str:
        digits = [c for c in text if c.isdigit()]
        if len(digits) == 11 and digits[0] == "1":
            first = text.index("1")
            return text[:first + 1] + self._pattern("phone", text[first + 1:], nanp=True)
        return self._pattern("phone", text, nanp=len(digits) == 10)

    def email(self, text: str) -> str:
        local, at, domain = text.rpartition("@")
        if not at:
            return self._pattern("email", text)
        labels = domain.split(".")
        tld = labels[-1] if len(labels) > 1 else ""
        body = ".".join(labels[:-1]) if tld else domain
        new_domain = self._pattern("email-domain", body) + ("." + tld if tld else "")
        return self._pattern("email", local) + "@" + new_domain

    # -- places and organisations --------------------------------------------------------
    def street(self, text: str) -> str:
        """Street number digits and street name words replaced; suffixes kept."""
        reps: list[tuple[int, int, str]] = []
        for m in _regex.finditer(_STREET_WORD, text):
            word = m.group()
            if word.isdigit():
                reps.append((m.start(), m.end(), self.digits(word)))
            elif word.casefold() in STREET_SUFFIXES or (len(word) <= 2 and word.isupper()):
                continue
            else:
                reps.append((m.start(), m.end(),
                             match_case(word, self._choose("street", word, STREET_NAMES))))
        return _apply(text, reps)

    def town(self, text: str) -> str:
        return match_case(text, self._choose("town", text, TOWNS)) if text.strip() else text

    def organization(self, text: str) -> str:
        out = self._choose("org", text, ORGANIZATIONS)
        return out.upper() if len(text) > 1 and text.isupper() else out

    def for_type(self, typ: str, text: str) -> str | None:
        """The surrogate for ``text`` recognised as ``typ``; None for a type that has no
        surrogate of its own (dates and ages are moved or capped by the caller)."""
        make = _BY_TYPE.get(typ)
        return make(self, text) if make is not None else None

    def zip_code(self, text: str, prefix: str) -> str:
        """A five-digit ZIP in the given three-digit area, never the original."""
        digits = "".join(c for c in text if c.isdigit())
        for attempt in range(_ATTEMPTS):
            n = self.source.keyed.number("zip", f"{self.patient_key}\x00{digits}\x00{attempt}")
            value = f"{prefix}{n % 100:02d}"
            if value != digits[:5]:
                return value
        return prefix + "00"


def _apply(text: str, reps: list[tuple[int, int, str]]) -> str:
    from hl7scrub.operators import splice

    return splice(text, reps) if reps else text


#: Surrogate makers by PHI type, for values found in free text or redacted whole.
_BY_TYPE: dict[str, Callable[[Surrogates, str], str]] = {
    "NAME": Surrogates.name_text,
    "ID": Surrogates.identifier,
    "PHONE": Surrogates.phone,
    "EMAIL": Surrogates.email,
    "ADDRESS": Surrogates.street,
    "LOCATION": Surrogates.town,
    "ORG": Surrogates.organization,
}

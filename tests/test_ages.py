"""Ages over 89 (seed 000 Table 4): every expression class, numbers that are not ages,
and ages of 89 or less, which are kept."""

from __future__ import annotations

import pytest

from hl7scrub.document import Document
from hl7scrub.operators import Redactor
from hl7scrub.pipeline import Scrubber
from hl7scrub.recognizers import default_recognizers
from hl7scrub.recognizers.ages import AgeRecognizer, words_to_age


def ages_in(text: str) -> list[str]:
    return [text[s.start:s.end] for s in AgeRecognizer().analyze(Document(text))]


# --- seed 000 Table 4: each class with its example, and the same phrase at 89 -----------------

TABLE4 = [
    # (class, example with an age over 89, the age value, the same phrase aged 89 or less)
    ("AGE-WITH-SUCCEEDING-MARKER", "he was 93 years-old", "93", "he was 83 years-old"),
    ("AGE-WITH-PRECEDING-MARKER", "at the age of 93, she moved", "93",
     "at the age of 89, she moved"),
    ("AGE-WITH-APPENDED-UOM", "his father, 93yo, has CHF", "93", "his father, 73yo, has CHF"),
    ("AGE-FRACTION-EXPR", "he is 93-years, and 3-months old", "93",
     "he is 5-years, and 3-months old"),
    ("AGE-FROM-PHRASE-CONTEXT", "she was nearly 93.", "93", "she was nearly 80."),
    ("AGE-BIRTHDAY-CONTEXT", "on his ninety-third birthday", "ninety-third",
     "on his eighty-third birthday"),
    ("AGE-DECADE-CONTEXT", "in his late 90ies", "90ies", "in his late 80ies"),
    ("AGE-SIMPLE-CATCH-ALL", "(as 93)", "93", "(as 39)"),
    ("AGE-COMPOUND-CATCH-ALL", "her parents (93 and 90) live nearby", "93",
     "her parents (83 and 80) live nearby"),
]


@pytest.mark.parametrize(("cls", "text", "age", "young"), TABLE4, ids=[c for c, *_ in TABLE4])
def test_table4_class_over_89_is_an_age(cls: str, text: str, age: str, young: str) -> None:
    assert age in ages_in(text)


@pytest.mark.parametrize(("cls", "text", "age", "young"), TABLE4, ids=[c for c, *_ in TABLE4])
def test_table4_class_at_89_or_less_is_kept(cls: str, text: str, age: str,
                                            young: str) -> None:
    assert ages_in(young) == []


@pytest.mark.parametrize(("cls", "text", "age", "young"), TABLE4, ids=[c for c, *_ in TABLE4])
def test_table4_class_is_recognized_in_upper_case(cls: str, text: str, age: str,
                                                  young: str) -> None:
    assert age.upper() in ages_in(text.upper())


def test_compound_catch_all_finds_every_age_of_the_list() -> None:
    assert ages_in("her parents (93 and 90) live nearby") == ["93", "90"]


FORMS = [
    ("93 years-old woman", "93"),
    # sex and age as fields of a row, after a comma, a colon or a nickname's quote
    ('PT: PATERSON, Douglas "Dougie" M 93  found on the floor', "93"),
    ("CASE 2 - M.O'D, F, 92, MRN 00611802", "92"),
    ("Pt: F, 91", "91"),
    ("pls dont give that, shes 91 | ok", "91"),
    ('client says "i\'m 93 not dead" when asked', "93"),
    ("a 93 year old man", "93"),
    ("a 93-year-old man", "93"),
    ("93 yr old", "93"),
    ("93 yr. old", "93"),
    ("93 yrs old", "93"),
    ("93 years of age", "93"),
    ("93 y/o", "93"),
    ("93 y.o. male", "93"),
    ("93yo", "93"),
    ("93 YO", "93"),
    ("93 yoa", "93"),
    ("aged 93", "93"),
    ("Age: 93", "93"),
    ("age 93", "93"),
    ("ages 93 and 91", "91"),
    ("93 and 95 years old", "93"),
    ("ninety-three years old", "ninety-three"),
    ("ninety three year old", "ninety three"),
    ("one hundred and two years old", "one hundred and two"),
    ("celebrated her ninetieth birthday", "ninetieth"),
    ("her 100th birthday", "100"),
    ("on his 93rd birthday", "93"),
    ("in her late 90s", "90s"),
    ("in his mid-90s", "90s"),
    ("in her nineties", "nineties"),
    ("a nonagenarian", "nonagenarian"),
    ("a centenarian", "centenarian"),
    ("93 F with CHF", "93"),
    ("Pt is a 93M admitted with sepsis", "93"),
    ("This is a 93 yo F with CHF", "93"),
    ("he turned 95 today", "95"),
    ("his wife (93) visits daily", "93"),
    ("92 years", "92"),
    ("103-year-old", "103"),
    ("Mother died at ninety-two.", "ninety-two"),
    ("Father passed away at 96 of a stroke.", "96"),
    # Family-history layouts.
    ("Mother, 93, lives with pt.", "93"),
    ("PGF: 91, CAD.", "91"),
    ("Grandma lived to 97.", "97"),
    ("Paternal aunt (II-3), 90, breast ca at 60", "90"),
    ("Maternal grandmother (I-4) is living, 91, with dementia", "91"),
    ("She is alive, 95, and well.", "95"),
    ("PGM Mei Tan: alive, 94, no cancer", "94"),
    ("maternal grandmother lived to 97 with dementia; uncle had CAD", "97"),
    ("Father deceased (92).", "92"),
    ("d. at 91 of MI", "91"),
    ("Mother alive at 93 with dementia.", "93"),
    ("Father still living at 91.", "91"),
    ("Grandfather died at 95", "95"),
    # "now" after a comma, in the clause about a relative
    ("Mother had glaucoma, now 93 and blind in one eye.", "93"),
    ("Mum, now 91, lives alone.", "91"),
    ("nana, currently 96, lives with us", "96"),
    # Text cut at a fixed width: one line break between an age and its marker.
    ("She is a 94\nyear-old woman", "94"),
    ("Her husband, age\n99, is also a resident", "99"),
    # A handoff list: name, comma, age and sex.
    ("Mrs. Hale, 91F, afib", "91"),
    # An age set off by commas after a name, an age in quotes, "now" after a stated age.
    ("Agnes Whitcombe, 93, of Millbrook presented", "93"),
    ("Mr. Oduya, 97, who lives alone", "97"),
    ("Index case Mr. Ellsworth Bell, 96. Permethrin given.", "96"),
    ("Seen with Ms. Lee, 92) today", "92"),
    ("Patient: Cornelius Ashdown, 94, terminal", "94"),
    # a full name before the age in parentheses or with the sex
    ("Rm 201 Edith Marchbank (91)", "91"),
    ("Seen with her sister (Harriet Mallory, 91) today", "91"),
    # a relative's given name and words after a comma in the brackets with the age
    ("Lives w/ husband Hal (93, limited help, uses cane).", "93"),
    ("Lives with her mother (94, bedbound) in town.", "94"),
    ("Grandmother (90!) lives with them.", "90"),
    ("| Age | 92 | F |", "92"),
    ("Edith Marchbank 91F, fall", "91"),
    ("BED 8 - Jimmy Drummond (James) 91M - fall", "91"),
    # right after a date of birth with a four-digit year
    ("DOB 12/11/1934, 91\nS: R PACS", "91"),
    ("DOB: 02/01/1933 (93)   Visit date: 16/02/2026", "93"),
    ("confirm DOB 04/23/1932 = 93. Travelling", "93"),
    ("Seen today. 93F with CHF.", "93"),
    ("She said she is 'a hundred and one'.", "a hundred and one"),
    ("Smoker since age 88; now 94.", "94"),
    ("89 y/o M (turning 90 in Aug) with syncope", "90"),
    ("turning 90 in August", "90"),
    ("turns 95 on Monday", "95"),
    ("CC: 'I'm a hundred and one and tired.'", "a hundred and one"),
    ("Paciente de 94 años, vive sola", "94"),
    ("Bruker: SOLBERG, Ingrid Marie, 93 år   Fnr 1402", "93"),
    ("homme de 90 ans", "90"),
    ("mulher de 92 anos", "92"),
    ("Mrs Morgan, sy'n 91 oed.", "91"),
    ("93-vuotias nainen, asuu yksin", "93"),
    ("geb. 03.09.1932 (91-j\u00e4hrig)   AHV", "91"),
    ("ein 92-j\u00e4hriger Patient", "92"),
    ("93-\u00e5rig kvinna, bor ensam", "93"),
    ("93-jarige vrouw", "93"),
    ("93 \u00e9ves n\u0151beteg", "93"),
    ("94 ya\u015f\u0131nda kad\u0131n hasta", "94"),
    # the age's label in another language, with its colon; Italian "di anni"
    ("PESEL: 33061204467    wiek: 91 l.", "91"),
    ("Edad: 92   Sexo: F", "92"),
    ("(detta in famiglia), di anni 91, giunge", "91"),
    ("DOB 06/01/1931 (94 y), names his son", "94"),
    # the sex glued to "yo", and "F" after an age's label: female, no degrees
    ("DISPATCHED FOR 93 YOF S/P FALL", "93"),
    ("for 92 yowm with chest pain", "92"),
    ("DOB 03/22/1931   AGE 93   F", "93"),
    # an age said otherwise, restated in digits in brackets
    ("Age: ninety-seven (97)   Primary dx", "97"),
    ("Mrs. Takahashi is a nonagenarian (92) retired", "92"),
]


@pytest.mark.parametrize(("text", "age"), [
    ("|#|Patient|Age|Procedure|\n|2|Pemberthy, Abelina|91|hernia repair|", "91"),
    ("encounter_id;patient;age;zip\nE26-0041;Tomlinson A;93;53711", "93"),
    ("name\tAGE (y)\tward\nJ. Q.\t102\t4W", "102"),
    # a column of age and sex together, the sex on either side
    ("TAG | CAT | AGE/SEX | NAME\nD-7 | YELLOW | 93 F | unknown", "93"),
    ("Bed|Sex / Age|Dx\n4|97 F|hip fx", "97"),
    ("Bed|Age/Gender|Dx\n4|F 97|hip fx", "97"),
    # a column of the person and the age, the age after a slash
    ("Time | Guest / Age | Complaint\n1330 | Gloria Esperanza Ruiz / 91 | near-syncope",
     "91"),
    ("Time | Name/Age | Complaint\n1115 | K. Grant / 93 (employee) | burn", "93"),
    # the age in words
    ("| Relation | Name | Age | Notes |\n| sister | D. K. | ninety-four | phone only |",
     "ninety-four"),
])
def test_value_in_the_age_column_of_a_table_is_an_age(text: str, age: str) -> None:
    assert ages_in(text) == [age]


@pytest.mark.parametrize("text", [
    "id;age;hr\n1;54;96",
    "id;hr;age\n1;96;54",
    "|Patient|Age|\n\nHR|96|\n",
    "| Name | Age |\n| D. K. | forty-four |",
    "TAG | AGE/SEX | TEMP\nD-7 | 54 F | 98 F",
    "Time | Vitals / Age | x\n1 | BP 120/91 | y\n2 | Smith / 95 mg | z",
])
def test_other_columns_and_lines_after_a_table_are_kept(text: str) -> None:
    assert ages_in(text) == []


@pytest.mark.parametrize(("text", "age"), FORMS, ids=[t for t, _ in FORMS])
def test_age_form_is_recognized(text: str, age: str) -> None:
    assert age in ages_in(text)


@pytest.mark.parametrize(("text", "age"), FORMS, ids=[t for t, _ in FORMS])
def test_age_form_is_recognized_in_upper_case(text: str, age: str) -> None:
    assert age.upper() in ages_in(text.upper())


NOT_AGES = [
    "Room M 93", "Grade F 94%", "Sats, F 94 %", "Sex: F 92 kg",
    "DOB 01/02/1930, 95 mg given", "DOB 01/02/1930 - 92 kg",
    "Heart Rate, 94, regular. Pulse Ox, 94, on RA.",
    "Heart Rate 95F. Blood Pressure (95). Temp 99F.",
    "Mother Kim (95 mg aspirin daily)",
    "pt HR (92, irregular) on tele",
    "Temp today. 99F orally",
    "Mr. Jones, 93.5 kg on admission",
    "HR 93, BP 110/92",
    "Mother's HR, now 93.", "Father's sats, now 93 on RA.",
    "sats 95% on RA",
    "temp 93 F",
    "Temp is 99 F this am",
    "T 98.6",
    "pt was 93 on RA",
    "pt was 93 not 88 on RA",
    "HR was 95 after lasix",
    "pt is living, 92% of days at home",
    "died at 2130 per family",
    "age 93 days",
    "HR in the 90s",
    "BP 100s/60s",
    "wt 95 kg",
    "shes 91 kg today",
    "100 mg iv",
    "K 3.9",
    "93 years ago",
    "ICU day 95",
    "glucose 102",
    "85 yo M",
    "89 year old woman",
    "in his 80s",
    "ninety minutes later",
    "sats ninety-two percent",
    "platelets 93K",
    "O2 sat 91-93%",
    "RR 12-20, HR 90-110",
    "Mother, 95% sure.",
    "Sister - 92 lbs",
    "son, 92 bpm",
    "HR 88, 92F",
    "alive at 93% of baseline",
    "lived to 95 mg",
    "living at 95/min",
    "Glucose, 93, of note",
    "Labs (Glucose, 93) unremarkable",
    "HR was 110, now 94.",
    "Pulse, 92, regular",
    "knee turned 90 in flexion",
    "HR was 93 in triage",
    "walked 94 yd, tolerated",
    "O2 100 l. min", "flexion 120 lat rot 45", "alter 95 doses",
]


@pytest.mark.parametrize("text", NOT_AGES)
def test_number_that_is_not_an_age_over_89_is_kept(text: str) -> None:
    assert ages_in(text) == []


@pytest.mark.parametrize("text", NOT_AGES)
def test_number_that_is_not_an_age_over_89_is_kept_in_upper_case(text: str) -> None:
    assert ages_in(text.upper()) == []


def test_span_covers_the_age_value_only() -> None:
    text = "a 93-year-old woman"
    (span,) = AgeRecognizer().analyze(Document(text))
    assert text[span.start:span.end] == "93"


def test_span_records_type_recognizer_score_and_reason_without_the_text() -> None:
    (span,) = AgeRecognizer().analyze(Document("a 93-year-old woman"))
    assert (span.type, span.recognizer) == ("AGE", "ages")
    assert 0 < span.score <= 1
    assert span.reason and "93" not in span.reason


def test_scrubber_replaces_age_with_label() -> None:
    result = Scrubber([AgeRecognizer()], Redactor()).scrub("a 93-year-old woman")
    assert result.redacted == "a [AGE]-year-old woman"


def test_age_recognizer_is_in_the_default_list() -> None:
    assert any(isinstance(r, AgeRecognizer) for r in default_recognizers())


@pytest.mark.parametrize(("words", "value"), [
    ("ninety-three", 93), ("Ninety Three", 93), ("ninetieth", 90), ("ninety-third", 93),
    ("one hundred", 100), ("a hundred and two", 102), ("hundredth", 100),
    ("one hundred twenty", 120),
])
def test_words_to_age_reads_number_words(words: str, value: int) -> None:
    assert words_to_age(words) == value


def test_words_to_age_rejects_other_words() -> None:
    assert words_to_age("ninety bottles") is None


@pytest.mark.parametrize(("text", "age"), [
    ("prostate ca dx 62, d. 95", "95"),
    ("PGM (d. 93)", "93"),
])
def test_death_age_in_a_family_tree_is_an_age(text: str, age: str) -> None:
    assert age in ages_in(text)


# --- an age set off after a name the name recognizer found ----------------------------------

def _scrubbed(text: str) -> str:
    from hl7scrub.pipeline import build_scrubber

    return build_scrubber().scrub(text).redacted


AFTER_NAMES = [
    # (text, the age that must go): names the age patterns alone cannot read
    ("Pt: José Núñez, 93, admitted from home.", "93"),
    ("Resident Aubuchon, 97. Fell overnight.", "97"),
    ("Resident Twitchell, 96  Room 12", "96"),
    ("| Ostergaard, 90 | fall risk |", "90"),
    ("resident halvorsrud, 91, stable", "91"),
    ("Mrs. Hale (93) lives alone", "93"),
    ("res: ragnhild halvorsrud, 91 \u2014 discussed decline", "91"),
    # the next cell of a table, after a quoted nickname
    ('RM 514 | BRIGHTWATER, Opal "Dolly" | 91F | Dr Sahin', "91"),
    ('14:30 | Beatrice Okafor ("Bea"), 96 | NHS 601', "96"),
    # stated after "is" or "was"
    ("Koro Hemi is 91 and lives alone.", "91"),
    ("Mrs Patel is now 96, frail", "96"),
    # a single blank after the name, in a list of beds: a dash, a hash or the patient's
    # state after the age
    ("#NOF pt ENID FAIRCLOUGH 93 awaiting POC", "93"),
    ("Bed 4: Mrs Ada Hart 94 - #NOF", "94"),
    ("Mrs Hart 92 lives alone", "92"),
    ("BED 1 - HOLLOWAY, Edith 94 F, MRN 2290114. CHF exacerb.", "94"),
]


@pytest.mark.parametrize(("text", "age"), AFTER_NAMES, ids=[t for t, _ in AFTER_NAMES])
def test_age_set_off_after_a_found_name_is_an_age(text: str, age: str) -> None:
    assert age not in _scrubbed(text)
    assert "[AGE]" in _scrubbed(text)


NOT_AFTER_NAMES = [
    # (text, the number that must stay): a unit, a ratio, a decimal or a street follows
    ("Seen by Dr. Patel, 95 mg given", "95 mg"),
    ("Mr. Smith, 100/60 on arrival", "100/60"),
    ("Dr. Jones, 98.6 F", "98.6"),
    ("Mr. Smith, 92% on room air", "92%"),
    ("Dr. Smith, 95 - 100 was the range", "95 - 100"),
    ("| Dr. Patel | 100 mg |", "100 mg"),
    ("Dr. Patel | 93.5 |", "93.5"),
    ("Mr Hemi is 92 kg.", "92 kg"),
    ("Mr Jones is 90 minutes late", "90 minutes"),
    ("Dr Lee is 95% sure", "95%"),
    ("Seen by Dr Patel 95 mg given", "95 mg"),
    ("Mrs Hart 92 - 95 kg", "92 - 95"),
    ("Mrs Hart 100 on air", "100 on"),
]


@pytest.mark.parametrize(("text", "kept"), NOT_AFTER_NAMES,
                         ids=[t for t, _ in NOT_AFTER_NAMES])
def test_number_after_a_name_that_is_no_age_is_kept(text: str, kept: str) -> None:
    out = _scrubbed(text)
    assert kept in out and "[AGE]" not in out


def test_ages_after_names_stage_adds_an_age_span_after_a_name_span() -> None:
    from hl7scrub._types import Span
    from hl7scrub.recognizers.ages import ages_after_names

    text = "Pt halvorsrud, 91, stable"
    name = Span(3, 13, "NAME", "names", 0.9, "test")
    spans = ages_after_names(Document(text), [name])
    assert spans[0] == name
    assert [(text[s.start:s.end], s.type, s.reason) for s in spans[1:]] == [
        ("91", "AGE", "age after a name")]


def test_ages_after_names_stage_leaves_spans_without_a_name_alone() -> None:
    from hl7scrub._types import Span
    from hl7scrub.recognizers.ages import ages_after_names

    text = "Glucose, 93, of note"
    spans = [Span(0, 7, "ID", "identifiers", 0.5, "test")]
    assert ages_after_names(Document(text), spans) == spans


@pytest.mark.parametrize(("text", "age"), [
    ("Mother, Ingrid (n\u00e9e Solberg), 92, living, dementia.", "92"),
    ("Her sister Priscilla (ninety-four) lives with her.", "ninety-four"),
    ("Mrs. Baz\u00e1n, age 91 (ninety-one), seen", "ninety-one"),
    ("EXPIRED ICU-03  KOVACEVIC, DRAGANA  F 91  time of death 09:58", "91"),
    # past a column gap, with the sex after it
    ("Pt: CALLOWAY, EDITH M   93 F   MRN SB-00273310", "93"),
])
def test_an_age_after_a_name_in_a_list_or_in_words_is_an_age(text: str, age: str) -> None:
    assert age in scrubbed_ages(text)


@pytest.mark.parametrize("text", [
    "HR 91 (ninety-one) bpm", "Smith F 98.6", "seen by (Dr. Smith), 95 mg",
    "Pt: CALLOWAY, EDITH   95   mg", "Seen by Dr Edith Calloway  98.6 F",
])
def test_a_value_near_a_name_that_is_no_age_is_kept(text: str) -> None:
    assert scrubbed_ages(text) == []


def scrubbed_ages(text: str) -> list[str]:
    """Ages the whole default pipeline finds, the stage after the names included."""
    spans = Scrubber(default_recognizers(), Redactor()).scrub(text).spans
    return [text[s.start:s.end] for s in spans if s.type == "AGE"]


@pytest.mark.parametrize(("text", "expected"), [
    ("Wife Theodosia is 90. Sister-in-law aged 89 lives with them.", ["90"]),
    ("her late husband turned 90 the year he died", ["90"]),
    ("she just turned 91 and wants cake", ["91"]),
    ("At 95 she still gardens.", ["95"]),
    ("Fell twice. At 95, he walks daily", ["95"]),
    ("ok. he's 92 btw in case they ask", ["92"]),
    ("triage: 'M/91' on wristband; 93/F from home", ["91", "93"]),
    ("Grandmother Bibi Gul is 91 (per I-94, DOB listed as 01/01/1933)", ["91"]),
    # a joint's angle, a saturation and a pressure stay
    ("knee turned 90 in flexion; head turned 90 degrees", []),
    ("Weaned to 2L. At 95% he was comfortable", []),
    ("BP 140/92/F cuff", []),
])
def test_ages_after_a_named_relative_a_turn_of_life_or_with_the_sex(
        text: str, expected: list[str]) -> None:
    assert ages_in(text) == expected


@pytest.mark.parametrize(("text", "age"), [
    ("(89 y/o - turns 90 on Christmas Day 2023)", "90"),
    ("turned 91 on his birthday", "91"),
])
def test_a_birthday_to_come_or_gone_after_turning_gives_the_age(text: str, age: str) -> None:
    assert age in ages_in(text)


def test_turning_through_degrees_on_a_side_is_no_age() -> None:
    assert ages_in("turned 90 degrees on his side") == []

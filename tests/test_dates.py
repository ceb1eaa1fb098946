"""Date recognition (seed 000 Table 3), clinical values that must survive, the caller's
header dates, and parse/render for same-format date shifting."""

from __future__ import annotations

import dataclasses
import datetime

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hl7scrub._types import DocumentLexicon
from hl7scrub.config import ScrubConfig
from hl7scrub.document import Document
from hl7scrub.operators import Redactor
from hl7scrub.pipeline import Scrubber
from hl7scrub.recognizers import default_recognizers
from hl7scrub.recognizers.dates import (
    CURRENT_YEAR,
    DateParts,
    DateRecognizer,
    parse_date,
    render_date,
    shift_date,
)

YEARS_ON = ScrubConfig(redact_bare_years=True)


def dates_in(text: str, config: ScrubConfig | None = None,
             lexicon: DocumentLexicon | None = None) -> list[str]:
    doc = Document(text, lexicon or DocumentLexicon())
    return [text[s.start:s.end] for s in DateRecognizer(config).analyze(doc)]


# --- seed 000 Table 3: every pattern, its example and an invalid counterpart -------------

TABLE3_POSITIVE = [
    # (pattern, example)
    ("YYYY*MM*DD", "2012-08-07"),
    ("DD*MM*YYYY", "07-08-2012"),
    ("DD*MM*YYYY day first", "25-08-2012"),
    ("MM*DD*YYYY", "08-07-2012"),
    ("MM*DD*YY", "08-07-12"),
    ("M*DD*YY", "8-07-12"),
    ("DD*MM*YY", "25-08-12"),
    ("M*D*YY", "8-7-12"),
    ("M*DD*YY slash", "8/07/12"),
    ("MM*YYYY", "08-2012"),
    ("MM?*DD", "08-07"),
    ("MM?*DD short month", "8-07"),
    ("DD?*MM", "7-08"),
    ("MM*DD?", "08-8"),
    ("DD*MM?", "07-8"),
    ("YYYYMMDD", "20120708"),
    ("YYYYMMDDhhmm", "201207081215"),
    ("DD?*?MONTH dash", "7-August"),
    ("DD?*?MONTH glued", "7August"),
    ("DD?*?MONTH space", "7 Aug"),
    ("MONTH*YY(YY)? period", "August.2012"),
    ("MONTH*YY(YY)? apostrophe", "August'12"),
    ("MONTH*YY(YY)? dash", "Aug-12"),
    ("(early|mid|late)*YYYY", "Mid-2012"),
    ("YYYY*?MONTH slash", "2012/August"),
    ("YYYY*?MONTH glued", "2012Aug"),
    ("'YY*?MONTH dash", "'12-August"),
    ("'YY*?MONTH glued", "'12Aug"),
    ("DD?MONTH*YY", "7August'12"),
    ("MONTH*DD? glued", "Aug7"),
    ("MONTH*DD?", "August 7"),
    ("MONTH", "August"),
    ("HOLIDAY", "Christmas"),
    ("HOLIDAY", "Easter"),
]


@pytest.mark.parametrize(("pattern", "example"), TABLE3_POSITIVE,
                         ids=[p for p, _ in TABLE3_POSITIVE])
def test_table3_pattern_is_recognized(pattern: str, example: str) -> None:
    assert dates_in(f"Echo {example} showed EF 40%.") == [example]


@pytest.mark.parametrize(("example", "expected"), [
    ("07-08-08-08", ["07-08", "08-08"]),
    ("07-08/08-08", ["07-08", "08-08"]),
    ("6/30-7/2", ["6/30", "7/2"]),
    ("03/2024-04/2024", ["03/2024", "04/2024"]),
    ("1/5/24-1/9/24", ["1/5/24", "1/9/24"]),
])
def test_table3_dd_mm_dd_mm_range_is_two_dates(example: str, expected: list[str]) -> None:
    assert dates_in(f"Echo {example} showed EF 40%.") == expected


def test_times_sign_counts_as_a_measure_only_right_before_the_pair() -> None:
    # "x 4/5" is a strength; "x 4 nights (6/27-7/1)" a count, then a range of days
    assert dates_in("respite bed x 4 nights (6/27-7/1) via shelter") == ["6/27", "7/1"]
    assert dates_in("grip x 4/5 bilaterally") == []


def test_a_measure_word_that_is_the_unit_of_a_number_labels_no_later_value() -> None:
    # "1 hr" is a duration, not a heart rate: the date after the comma stays a date
    assert dates_in("Cold ischemia < 1 hr, formalin 8/5/24 10:52.") == ["8/5/24"]
    assert dates_in("Vent: ps 10/5/40 overnight") == []


TABLE3_INVALID = [
    # (pattern, text that must not be read as that pattern, what remains a date)
    ("YYYY*MM*DD month 13", "2012-13-07", []),
    ("YYYY*MM*DD day 32", "2012-08-32", []),
    ("DD*MM*YYYY day 32", "32-08-2012", []),
    ("MM*DD*YYYY both out of range", "13-32-2012", []),
    ("MM*DD*YYYY year too early", "08-07-1066", []),
    ("MM*DD*YY", "13-32-12", []),
    ("M*DD*YY day 32", "8-32-12", []),
    ("DD*MM*YY month 13", "25-13-12", []),
    ("M*D*YY one-digit year", "8-7-1", []),
    ("MM*YYYY month 13", "13-2012", []),
    ("DD*MM*DD*MM a series of values", "12-14-16-18", []),
    ("DD*MM*DD*MM day 32", "13-32-08-08", []),
    ("MM?*DD day 32", "08-32", []),
    ("YYYYMMDD month 13", "20121308", []),
    ("YYYYMMDDhhmm hour 25", "201207082575", []),
    ("DD?*?MONTH day 32", "32 Aug", []),
    ("MONTH*YY(YY)? year out of range", "August 3000", ["August"]),
    ("(early|mid|late)*YYYY year out of range", "mid-2950", []),
    ("YYYY*?MONTH year out of range", "1066/August", ["August"]),
    ("MONTH*DD? day 32", "August 32", ["August"]),
    ("MONTH ambiguous word", "may", []),
    ("HOLIDAY common words in lower case", "labor day", []),
]


@pytest.mark.parametrize(("pattern", "text", "expected"), TABLE3_INVALID,
                         ids=[p for p, _, _ in TABLE3_INVALID])
def test_table3_invalid_counterpart_is_not_a_date(pattern: str, text: str,
                                                  expected: list[str]) -> None:
    assert dates_in(f"Echo {text} showed EF 40%.") == expected


def test_yyyy_year_range_is_a_bare_year_kept_by_default() -> None:
    assert dates_in("Lived abroad 2011-2012.") == []


def test_yyyy_year_range_redacted_when_bare_years_are() -> None:
    assert dates_in("Lived abroad 2011-2012.", YEARS_ON) == ["2011-2012"]


def test_reversed_year_range_is_not_a_year_range() -> None:
    assert dates_in("Lived abroad 2012-2011.", YEARS_ON) == []


def test_bare_year_kept_by_default() -> None:
    assert dates_in("S/P CABG in 2012, doing well.") == []


def test_bare_year_redacted_when_configured() -> None:
    assert dates_in("S/P CABG in 2012, doing well.", YEARS_ON) == ["2012"]


def test_future_year_is_not_a_bare_year() -> None:
    assert dates_in(f"Plan reviewed in {CURRENT_YEAR + 50}.", YEARS_ON) == []


# --- forms beyond the table ---------------------------------------------------------------

EXTRA_FORMS = [
    ("Seen May 3, 2004 in clinic.", "May 3, 2004"),
    # an ordinal day said in words closing an aside in brackets, or before with whom
    ("Last A1c 9.8% (per chart, drawn the fifteenth). Taking", "fifteenth"),
    ("echo booked for the fifteenth w/ cardiology", "fifteenth"),
    # a day said as an ordinal word in Norwegian, German and Dutch before its month
    ("behandlet her tolvte mars for UVI.", "tolvte mars"),
    ("Erstellt am zw\u00f6lften Februar durch", "zw\u00f6lften Februar"),
    ("op de twaalfde maart gezien", "twaalfde maart"),
    # ... and in Norwegian and Danish before a month spelt as in English
    ("Var på fjelltur andre november formiddag", "andre november"),
    ("indlagt anden december med KOL", "anden december"),
    # Danish March
    ("hoste siden den 12. marts. Ingen feber", "12. marts"),
    # a weekday and its day in digits, in Spanish and Portuguese
    ("Desbridamiento programado para el lunes 18", "lunes 18"),
    ("retorno na sexta-feira 7 com exames", "sexta-feira 7"),
    # an ordinal day said in words after "before" and before a reason
    ("Not before the twenty-first d/t court date.", "twenty-first"),
    # an Italian day's word before a month spelt as in English is English ("due")
    ("results due November 2024", "November 2024"),
    # a month in Polish and Czech as it is named alone or "in" it, with its year
    ("W wywiadzie zawa\u0142 w marcu 2019, PCI", "marcu 2019"),
    ("kontrola v b\u0159eznu 2024", "b\u0159eznu 2024"),
    ("Urodzony 12 listopad 1950", "12 listopad 1950"),
    # a day that a cast's word may precede ("cast 6/12" has no week's 52)
    ("cast 6/12 removed in clinic", "6/12"),
    # an index admission's day: only an index right before the pair measures it
    ("index admission 3/12 for CAP", "3/12"),
    # a table's row opened by its day, under a heading whose last cell is a measure
    ("Tarikh | BP | FBS | T/T\n12/1/24     | 148/92 | 9.1", "12/1/24"),
    # March in Malay and December in Malay and Indonesian, abbreviated
    ("8 Mac 2024  | 132/84 | 6.9", "8 Mac 2024"),
    ("kontrol 14 Des 2023 pagi", "14 Des 2023"),
    # an ordinal day said in words inside quotes
    ('back "around the twentieth". He will call', "twentieth"),
    # a Thai date's year in the Buddhist era
    ("Date: 3 Jan 2567   Time: 14:20", "3 Jan 2567"),
    # the day's ordinal right before the month, perhaps shortened, perhaps after the
    # weekday
    ("Previous inc at addr (second November, fall).", "second November"),
    ("Manifest closed nineteenth Sept 16:45.", "nineteenth Sept"),
    ("Signed T. MUTASA Sunday seventh April", "Sunday seventh April"),
    # an ordinal past "third" after "on the", closing its clause with a comma
    ("(form completed on the twelfth, reviewed next morning)", "twelfth"),
    # months of Romanian, Indonesian, Finnish, Czech and Turkish
    ("pe 29 aprilie 2024, regim", "29 aprilie 2024"),
    ("Sleman, 20 Agustus 2024", "20 Agustus 2024"),
    ("alkanut 4. maaliskuuta 2024", "4. maaliskuuta 2024"),
    ("přijat 15. října 2024", "15. října 2024"),
    ("12 Mart 2024 tarihinde", "12 Mart 2024"),
    ("Seen on the 3rd of May in clinic.", "3rd of May"),
    # an ordinal after "on the" before the next clause's subject
    ("niece's party on the 14th he wants to attend", "14th"),
    # a month and day before "dose" or "tab" whose day no fraction of one has
    ("pt instructed to skip 7/13 dose; consider full stomach", "7/13"),
    ("held the 6/20 dose", "6/20"),
    ("Surgery 03-May-2004, uneventful.", "03-May-2004"),
    ("Surgery 2004-05-03, uneventful.", "2004-05-03"),
    ("Surgery 5/3/04, uneventful.", "5/3/04"),
    ("Surgery 5/3, uneventful.", "5/3"),
    ("Pt will be transferred to GH 7/22.", "7/22"),
    ("Last dose May of 2004.", "May of 2004"),
    ("Last dose May 2004.", "May 2004"),
    ("Last dose MARCH OF 1993.", "MARCH OF 1993"),
    ("Admitted SEPT 3RD with sepsis.", "SEPT 3RD"),
    ("SEEN ON 15 JAN 24 BY CARDIOLOGY.", "15 JAN 24"),
    ("Collected 03 Feb 23 at 0800.", "03 Feb 23"),
    ("Started 15 Jan 20 mg daily.", "15 Jan"),
    ("Drawn 15 Jan 24 hours after the dose.", "15 Jan"),
    ("Pt seen on 2/2 for f/u.", "2/2"),
    ("Admitted 3/3 for pneumonia.", "3/3"),
    ("hospitalized 3/4 with CHF", "3/4"),
    ("K 4.1 -> 96 (3/29)", "3/29"),
    # an attempt's count before a date: no mixed number's fraction is zero-padded or
    # improper
    ("tracing log: call 1 12/03 no answer", "12/03"),
    ("Date: 12 March 2026\ncall 2 13/03 no answer.", "13/03"),
    ("Called to the nurse RN 3/8 at 0820 by KLM.", "3/8"),
    ("Admitted Sept. 3 with sepsis.", "Sept. 3"),
    ("Admitted Monday, May 3 with sepsis.", "Monday, May 3"),
    ("Admitted Mon 5/3 with sepsis.", "Mon 5/3"),
    ("Visited at Thanksgiving with family.", "Thanksgiving"),
    ("Fell on New Year's Day at home.", "New Year's Day"),
    ("Fell on July 4th at home.", "July 4th"),
    ("Fell on the Fourth of July at home.", "Fourth of July"),
    ("Diagnosed in the spring of 2004.", "spring of 2004"),
    ("Diagnosed early 2004.", "early 2004"),
    ("Diagnosed late 1999 with CHF.", "late 1999"),
    # an ISO week or a quarter narrows the year to a part of it, as a season does
    ("SP-7741902,2026-02-11T08:14,PID-330918,HbA1c", "2026-02-11T08:14"),
    # a date that heads an entry, and scheduling words
    ("Query response 3/8: acute on chronic HF.", "3/8"),
    ("Phone follow-up (2/4): doing well", "2/4"),
    ("Visitor log, Unit 3B, 3/10: two visitors.", "3/10"),
    ("Rescheduled 3/6 at the infusion center.", "3/6"),
    ("Audit of 2026-W14 admissions.", "2026-W14"),
    ("Review due 2025-Q4 per plan.", "2025-Q4"),
    ("Seen Q3 2026 in clinic.", "Q3 2026"),
    ("Surgery in the third quarter of 2025.", "third quarter of 2025"),
    ("Scanned week 14 of 2026 at the clinic.", "week 14 of 2026"),
    ("Nursing Progress Note\n28 Oct, 88 0700-1245", "28 Oct, 88"),
    ("Cultures sent 11/21.93 and pending.", "11/21.93"),
    ("s/p pelvic fx4/97, right arm fx 5/97", "4/97"),
    ("Blood cultures positive on the 11th.", "11th"),
    # a day said as an ordinal word alone where it closes its phrase; "first" to
    # "third" after a word of time before "the"
    ("repeat FBC and bilirubin on the nineteenth.", "nineteenth"),
    ("Son flying in, lands the eleventh at Pearson.", "eleventh"),
    ("Review booked for the twenty-first; family aware.", "twenty-first"),
    ("Line out by the second at the latest.", "second"),
    ("Date of service: Sat the 21st 16:30", "Sat the 21st"),
    ("the 11th OVT - Mailed initial donor family letter", "11th"),
    ("Gave report at 0630 2/31 to night nurse.", "2/31"),
    ("Last used in may 15, then stopped.", "may 15"),
    ("Birthday is tomorrow, may 16, 2015.", "may 16, 2015"),
    ("Hold one dose; INR recheck Jan 22 at the clinic.", "Jan 22"),
    ("PICC placed (8/14) in R arm.", "8/14"),
    ("Trach placed 10/03/10/04 per team.", "10/03"),
    ("Came back in May for follow-up.", "May"),
    ("Dated 20040503 per report.", "20040503"),
    ("Last colonoscopy Feb '19, normal.", "Feb '19"),
    ("Admitted 2023-11-02T14:30:00Z via the ED.", "2023-11-02T14:30:00Z"),
    ("Admitted 2023-11-02T14:30 via the ED.", "2023-11-02T14:30"),
    # A zero-padded day or month is a date even after "T" (transcribed), which also
    # cues temperatures and ventilator settings.
    ("D: 03/04/21 T: 03/05/21 JOB#: 4471823", "03/05/21"),
    ("PSV 10/05/21 per transcription", "10/05/21"),
    # Year first is never a ventilator setting, whatever cue stands before it.
    ("GARCIA-LOPEZ, ANA M\nDOB: 1961-08-03  Age: 63Y", "1961-08-03"),
    ("x 1961-08-03", "1961-08-03"),
    # a year and a month joined by a dash, which as a range of years would run backwards
    ("sister dx Graves disease 2019-06.", "2019-06"),
    # A month and a four-digit year survive a measure nearby; so does a zero-padded
    # month.
    ("2. T2DM - A1c 8.2% (10/2024)", "10/2024"),
    ("A1c 7.1% (02/24).", "02/24"),
    ("HbA1c 9.4% (2/20), repeat due", "2/20"),  # the day a value was measured
    ("BP 142/88 (3/14) on lisinopril", "3/14"),
    # A full date stamped with a time after a dash or a slash.
    ("COLL: 03/14/24-0530 REC: 03/14/24-0612", "03/14/24"),
    ("Last dose 03/14/2024-22:00 per wife", "03/14/2024"),
    ("Verified 3/14/24/0701.", "3/14/24"),
    # A weekday vouches for a fraction-like month/day after it.
    ("ON MONDAY 3/4. MAY RETURN WEDNESDAY.", "MONDAY 3/4"),
    ("Seen Tuesday 3/5; called back later.", "Tuesday 3/5"),
    # A fraction-like pair after "on" that ends the clause.
    ("Plan: repeat echo on 4/4.", "4/4"),
    # "next" or "last" and an event that happens on a day.
    ("Next infusion 7/10 at the center.", "7/10"),
    # the day a symptom began or a bed frees up, even after a measure's word
    ("pt reports L great toe pain onset ~11/10 after pickup basketball", "11/10"),
    ("SNF bed available 3/3 pending auth.", "3/3"),
    ("Last exposure 2/10, none since.", "2/10"),
    ("last exposure ~2/10, lives near", "2/10"),
    ("Last INR 3/26 was 2.7.", "3/26"),
    ("last echo 3/4 showed EF 55%", "3/4"),
    # a dated entry after a procedure, though a measure word stands before it
    ("sentinel lymph node biopsy 4/10: pT2 (2.3 cm), 0/3 SLN", "4/10"),
    # the day a course ends
    ("Prednisone to finish 23/11, colchicine 0.5 mg", "23/11"),
    ("Abx course ends 3/14.", "3/14"),
    # the day of an operation named after "s/p"
    ("POD 2 S/P WHIPPLE 3/3 W/ DR ASHWORTH FOR PANCREATIC CA", "3/3"),
    ("s/p R CEA 5/5, doing well", "5/5"),
    # ... and of a visit named after a follow-up or an appointment
    ("Follow-up INR clinic 1/16 at the north site.", "1/16"),
    ("appt w/ GI 2/2", "2/2"),
    # ... of a measure scheduled again, and a day joined to a day kept
    ("Recheck INR 3/13. ED precautions reviewed.", "3/13"),
    ("Follow-up with Dr. Arslan on 3/4 and 6/10. Hotline open.", "6/10"),
    # a document word, and the first of a list of days whose next one is a date
    ("inr phone note 3/17: spoke w/ daughter", "3/17"),
    ("Doses on days 0, 3, 7, 14: 6/24, 6/27, 7/1, 7/8", "6/24"),
    # ... and the day before one the note's other dates kept, listed with it
    ("Log:\nMissed 4/4 and 4/6 - grandson's birthday. Seen 4/9.", "4/4"),
    # a month opening a range, and days and years in words as dictation writes them
    ("Abroad Sept\u2013Dec 2026.", "Sept"),
    ("Chemo Oct/Nov 2022", "Oct"),
    ("date of service march third twenty twenty six patient is", "march third twenty twenty six"),
    ("Fell on March second.", "March second"),
    ("born May fifth, nineteen eighty two", "May fifth, nineteen eighty two"),
    ("seen the twenty-first of June", "twenty-first of June"),
    # Chinese, Japanese and Korean dates, and dates glued to a script without blanks
    ("生年月日1962年3月14日", "1962年3月14日"),
    ("3月20日に再診", "3月20日"),
    ("2024년 5월 30일 방문", "2024년 5월 30일"),
    ("2024-05-30に来院", "2024-05-30"),
    # a key and its value
    ("A1C=9.8%;DATE=2024-05-30", "2024-05-30"),
    ("DOB=05/30/1962", "05/30/1962"),
    # a birth date label outweighs a measure's letter before it ("t." reads as T)
    ("jaxon t. haverkamp, dob 4/19/97", "4/19/97"),
    # a physician assistant's signature: "PA" between commas after a name
    ("Gross dictation: Mei-Ling Ong, PA(ASCP), 6/17/20.", "6/17/20"),
    ("Signed: Ong, PA-C, 6/17/20", "6/17/20"),
    ("grossed by tmk (Tamika Kessler, PA(ASCP)) 3/4 14:20", "3/4"),
    # Days of one month in a range.
    ("Off work 3/4 to 3/8.", "3/4"),
    ("Seen week of 3/4-3/8.", "3/8"),
    # Days named relative to the note and dated tests vouch for the date after them.
    ("MOLST completed today 3/8.", "3/8"),
    ("CT 3/8 showed no bleed.", "3/8"),
    ("new dx R breast ca (core bx 4/10, IDC grade 2)", "4/10"),
    ("right breast biopsy 4/10, IDC grade 2", "4/10"),
    ("mammo 5/10 BI-RADS 2", "5/10"),
    ("colonoscopy 3/4, 2 polyps", "3/4"),
    ("Lasix 40 mg BID x3 days then resume daily; BMP 10/10.", "10/10"),
    ("recheck in clinic, CBC 4/10", "4/10"),
    ("seen 8/2 sl improved", "8/2"),
    # "the 12th" before a conjunction or "instead".
    ("appt on the 12th bc my son drives", "12th"),
    ("Can we do the 12th instead?", "12th"),
    # "of this month" (last, next, that) places the ordinal day in a month.
    ("whom I saw on the 7th of this month with photosensitivity", "7th"),
    ("seen the 21st of last month", "21st"),
    # Given, held, meetings and appointments are dated.
    ("Family meeting 3/5 with palliative care.", "3/5"),
    ("Rhogam given 3-16.", "3-16"),
    # A month alone after "~" or a word of about then.
    ("pt says given at a pharmacy ~May; check registry", "May"),
    ("dose 1 around May per pt", "May"),
    # Months named in the languages of a clinic's patients, with a day or a year.
    ("Prochain RDV le 15 mars 2025.", "15 mars 2025"),
    ("Cita el 3 de mayo de 2024.", "3 de mayo de 2024"),
    ("Internado desde marzo de 2023.", "marzo de 2023"),
    ("colelitíase em US de agosto/2024 (no cx done)", "agosto/2024"),
    ("Seit 1er juin stabil.", "1er juin"),
    ("Termin am 12. Oktober.", "12. Oktober"),
    ("Przyjęty 14 marca 2026, wypis 20 marca.", "14 marca 2026"),
    # ... abbreviated with the day and the year joined alike, or with a year alone
    # where the letters are no English word
    ("Fecha: 15/ene/2025", "15/ene/2025"),
    ("HbA1c 8.9% (dic 2024).", "dic 2024"),
    ("Controle 12.okt.2024", "12.okt.2024"),
    # ... a day said in Spanish or Portuguese words with "de" and its month, or after
    # a weekday
    ("Cita en 4 semanas, el doce de febrero", "doce de febrero"),
    ("control en consultorio externo el lunes dieciocho", "lunes dieciocho"),
    ("retorno dia vinte e um de março de 2024", "vinte e um de março de 2024"),
    # ... in French, Italian or Polish words right before the month
    ("RDV de consultation le vingt-trois octobre avec EFR.", "vingt-trois octobre"),
    ("Controllo ematochimico il giorno diciotto luglio.", "diciotto luglio"),
    ("kontrola dnia dwudziestego czwartego września", "dwudziestego czwartego września"),
    # Hebrew and Islamic calendars' dates beside the civil one
    ("Date: 14/03/2026 (25 Adar 5786)", "25 Adar 5786"),
    ("Born 3 Tishrei 5740 per family", "3 Tishrei 5740"),
    ("fasting since 1 Ramadan 1447 AH, eats after sunset", "1 Ramadan 1447 AH"),
    ("born 14 Sha\u2019ban 1447 AH per family", "14 Sha\u2019ban 1447 AH"),
    # The first day of a range that a full date closes, in those languages too.
    ("internado 02/10 a 05/10/2024 por dengue", "02/10"),
    ("hospitalisé du 02/10 au 05/10/2024", "02/10"),
    # Years far ahead: appointments booked years out, corpora shifted for release.
    ("ADMISSION DATE: 10/12/2091", "10/12/2091"),
    ("(DOB 04/02/2084)", "04/02/2084"),
    ("Follow-up 7/2/2033", "7/2/2033"),
    # When a dictation was typed, after "T:".
    ("D: 10/12/91 T: 10/13/91", "10/13/91"),
    # A quotation's marks around a date without a year are no inches.
    ('(= "3 July" on her birth plan)', "3 July"),
    ('plan titled "July 3"', "July 3"),
    # a label past a column gap, or with its colon, begins the next field: no unit
    ("Incident date 06/21/24   Unit: Medic 14", "06/21/24"),
    ("Seen on 06/21/24 Dose: 14", "06/21/24"),
    # a number a spaced dash sets apart before a month that a day follows is no day
    ("ADDENDUM 2 - Sept 18, 2024 08:47", "Sept 18, 2024"),
    # an approximate date with a two-digit year
    ("Next ITP review ~11/1/24.", "11/1/24"),
    # a log line opened by a day and a time, after a measure on the line before
    ("call if MAP <65\n11/22 01:15  tomas (CNA) via unit phone", "11/22"),
    # "normal" after a date is a result, unless saline follows it ("1/2 normal saline")
    ("CT 10/5/24 normal", "10/5/24"),
    ("HUS 8/28 and 9/19 normal", "9/19"),
    # a fraction is never zero-padded: a table's day in July
    ("| 60 | 09/06 | 5 |\n| 90 | 07/10 | 3 |", "07/10"),
    # a day before the shift worked on it
    ("- Staffing sheets for 6/18 day shift", "6/18"),
    # a fraction-like day in a column headed by dates, or after a clock time
    ("DOSE | DATE  | SITE\n 5   | 10/03 | home\n 6   | 10/10 | --", "10/10"),
    ("Trigger given 21:30 10/10, confirmed by text photo", "10/10"),
    # ... though another column's heading names a measure
    ("| Date | Score |\n| 10/4 | 38 |\n| 10/7 | 24 |", "10/4"),
    # days listed after a month: the second number is no two-digit year
    ("Fair attendance: Dates: July 19, 20, 22 | Animal contact", "July 19, 20, 22"),
    # a day and month closed by a dot, or before a clock time; a Japanese era's date
    ("Metformin paused, restarted 05.03.", "05.03."),
    ("onset 02.24 06:20 (LNT 23:30 prev night)", "02.24"),
    ("DOB: S22.4.18 (18 April 1947)", "S22.4.18"),
    ("Date: 2026年3月9日 (R8.3.9)", "R8.3.9"),
    # a review's day, which "TCA" alone makes a span of months
    ("review 3/12 with bloods", "3/12"),
    # a day of a period, before "of"
    ("seen 5/7 of this year for the same", "5/7"),
    ("seen 7/7 in clinic", "7/7"),
    ("on 3/12 cough worse", "3/12"),
    ("hx 2/7 of this year: admitted", "2/7"),
    ("Pt recently seen with 3/12 of this year.", "3/12"),
    # a complaint after a day that opens its line, or after "on"
    ("Progress:\n2/6 cough better\n2/7 fever 38.4", "2/7"),
    ("on 2/7 fever spiked to 39", "2/7"),
    # a row of days each with its value, dates on both sides
    ("Weights: 10/8 162, 10/9 162, 10/10 163, 10/11 165", "10/10"),
    # an item of a list after another whose measure word is no cue for this one
    ("- ibuprofen for pain\n- return 3/23 for suture removal", "3/23"),
    # a date's cue before a day and an eye's letter
    ("seen 6/9 R knee pain", "6/9"),
    # Swedish months, and a day said in a Swedish ordinal before its month
    ("ny kontroll Hb 9 maj", "9 maj"),
    ("yrsel sedan den tjugonde mars.", "tjugonde mars"),
    ("den tjugoandra augusti", "tjugoandra augusti"),
    # a day, a month and a year each closed by a dot and a blank
    ("Date of transfer: 7. 10. 2024", "7. 10. 2024"),
    # a compound ordinal after a word of when, closed by a comma or a bracket
    ("with grandson since the twenty-fourth, came back", "twenty-fourth"),
    ("(rebooked from the twenty-first)", "twenty-first"),
    # the first day of a dotted range that a full date closes
    ("Sairausloma 4.3.\u201310.3.2024.", "4.3."),
    ("AU 12.3.-15.3.24", "12.3."),
    # a month named alone in another language after a word of since, until or in
    ("Anamnese: sinds februari moe", "februari"),
    ("seit M\u00e4rz m\u00fcde", "M\u00e4rz"),
    ("dor desde fevereiro", "fevereiro"),
    # a day and month with dots after a weekday cut short, or after "am" though a
    # measure is named before it
    ("Mo 13.05. 07:45 Klientin wach", "13.05."),
    ("Marcoumar gem\u00e4ss Karte, INR am 17.05. bei HA.", "17.05."),
]


@pytest.mark.parametrize(("text", "expected"), EXTRA_FORMS, ids=[e for _, e in EXTRA_FORMS])
def test_date_form_is_recognized(text: str, expected: str) -> None:
    assert expected in dates_in(text)


@pytest.mark.parametrize(("text", "expected"), EXTRA_FORMS, ids=[e for _, e in EXTRA_FORMS])
def test_date_form_is_recognized_in_upper_case(text: str, expected: str) -> None:
    assert expected.upper() in dates_in(text.upper())


LOWER_CASE_FORMS = [
    ("seen may 3, 2004 in clinic.", "may 3, 2004"),
    ("admitted sept 3rd with sepsis.", "sept 3rd"),
    ("surgery 03-may-2004, uneventful.", "03-may-2004"),
    ("visited at christmas with family.", "christmas"),
    ("diagnosed in the spring of 2004.", "spring of 2004"),
    ("came back in august for follow-up.", "august"),
    ("pt admitted 7/22 with sob.", "7/22"),
    # abbreviations that are no other word, after a cue ("in mar", "in dec" stay)
    ("transferred from her old school in nov (too much pressure).", "nov"),
    ("no seizures since sept, per mom.", "sept"),
    # a weekday vouches for the day after it even before "up"
    ("fever since fri 11/25 up to 103.8 at home.", "fri 11/25"),
    # dates said in words, as a call's transcription writes them
    ("my son date of birth may fourteenth twenty nineteen he's had a fever",
     "may fourteenth twenty nineteen"),
    ("we have her appointment on thursday the tenth but", "thursday the tenth"),
    ("born on the fourth of july nineteen eighty four", "the fourth of july nineteen eighty four"),
    ("date of birth three twelve twenty twenty one the amoxicillin",
     "three twelve twenty twenty one"),
    ("dob is june ninth two thousand and five and she", "june ninth two thousand and five"),
    ("fell on may second at home", "may second"),
    # ... with its year in figures, as dictation types it
    ("comma date of birth\nJune ninth 1967 period requesting", "June ninth 1967"),
]


@pytest.mark.parametrize(("text", "expected"), LOWER_CASE_FORMS,
                         ids=[e for _, e in LOWER_CASE_FORMS])
def test_date_form_is_recognized_in_lower_case(text: str, expected: str) -> None:
    assert expected in dates_in(text)


@pytest.mark.parametrize("text", ["charted in mar dose given", "seen in dec with rales",
                                  "we may second that motion", "pt may first try PT",
                                  "march second floor", "first of all, the second dose"])
def test_lower_case_abbreviation_that_is_another_word_needs_more_than_in(text: str) -> None:
    # "mar" is the administration record, "dec" decreased; "IN DEC" in capitals is a month
    assert dates_in(text) == []


def test_decade_is_a_bare_year_kept_by_default() -> None:
    assert dates_in("Possible MI in 1980s after chole.") == []


def test_decade_redacted_when_bare_years_are() -> None:
    assert dates_in("Possible MI in 1980s after chole.", YEARS_ON) == ["1980s"]


def test_abbreviated_year_is_a_bare_year_kept_by_default() -> None:
    assert dates_in("pmh: cad s/p cabg '04, htn") == []


def test_abbreviated_year_redacted_when_bare_years_are() -> None:
    assert dates_in("pmh: cad s/p cabg '04, htn", YEARS_ON) == ["'04"]


def test_year_of_a_full_date_goes_with_it() -> None:
    assert dates_in("Echo on March 14, 1950 normal.") == ["March 14, 1950"]


def test_birth_year_revealing_age_over_89_is_redacted() -> None:
    assert dates_in("She was born in 1920 in Ohio.") == ["1920"]


def test_birth_year_abbreviation_revealing_age_over_89_is_redacted() -> None:
    assert dates_in("Mother (b. 1921) lives with pt.") == ["1921"]


def test_birth_year_of_someone_younger_than_90_is_kept() -> None:
    assert dates_in(f"She was born in {CURRENT_YEAR - 60} in Ohio.") == []


def test_birth_year_age_is_measured_from_the_document_date() -> None:
    # Written in 2000, "born in 1915" means 85: not PHI.
    assert dates_in("Note 03/04/2000. She was born in 1915 in Ohio.") == ["03/04/2000"]


@pytest.mark.parametrize(("text", "expected"), [
    ("last HbA1c 61 (Oct).", ["Oct"]),
    ("weaned to RA Dec 4. Caffeine d/c", ["Dec 4"]),
    # in capitals the letters are a scan's and a decrease's
    ("LAST HBA1C 61 (OCT).", []),
    ("HR DEC 20.", []),
])
def test_a_month_with_its_capital_alone_in_brackets_or_closing_its_clause_is_a_date(
        text: str, expected: list[str]) -> None:
    assert dates_in(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("hui held Fri 15th with pt", ["Fri 15th"]),
    ("repair booked for Mon 29th.", ["Mon 29th"]),
    ("Wed 21st and Thu 22nd", ["Wed 21st", "Thu 22nd"]),
    # an ordinal going on with a word is a count; "sat" in lower case a saturation
    ("O2 Sat 3rd attempt", []),
    ("sat 2nd.", []),
])
def test_a_capitalised_weekday_before_an_ordinal_closing_its_phrase_is_a_date(
        text: str, expected: list[str]) -> None:
    assert dates_in(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("Endo on-call 02:40 Sat 5/17: pt BG 412.", "Sat 5/17"),
    ("Sun. 6/1 visit cancelled.", "Sun. 6/1"),
    # in any case when a clock time follows the date
    ("triage note\nsat 3/18 0215\npt arrived by ems", "sat 3/18"),
    ("SUN 6/1 @ 22:40 CALLED BY LAB", "SUN 6/1"),
    # or when the two make a line of their own, a log's heading for the day
    ("sat 3/8\n04:50 - text from partner, ctx q8-10 min", "sat 3/8"),
    # and before a day, month and two-digit year, where "sat" would read as a setting
    ("Presentation: Sat 16/3/24 1842      Triage cat 2", "Sat 16/3/24"),
])
def test_sat_and_sun_written_as_weekdays_vouch_for_the_date(text: str, expected: str) -> None:
    # In capitals "SAT 5/17" with no time after it stays ambiguous with a saturation and
    # is left to the context.
    assert expected in dates_in(text)


def test_holiday_inside_a_full_date_is_not_a_second_span() -> None:
    assert dates_in("Seen the 4th of July, 2000 in clinic.") == ["4th of July, 2000"]


def test_weekday_alone_is_not_phi() -> None:
    assert dates_in("Family will visit on Monday.") == []


def test_fraction_like_month_day_kept_when_nothing_vouches_for_it() -> None:
    assert dates_in("Pt remains on 5/5, tolerating well.") == []


@pytest.mark.parametrize(("text", "expected"), [
    # a column headed by no date, a count after a time, a year after a day
    ("| Test | Score |\n| MMSE | 10/10 |", []),
    ("Reassessed 14:00 8/10 pain, gave dose", []),
    ("Vitals 14:00 2/4 pressors", []),
    ("Seen Jan 5, 24 and stable", ["Jan 5, 24"]),
    # a birth date's month vouches for no day near it
    ("DOB 5-17-2011\nHA 6/10, light sensitivity", ["5-17-2011"]),
])
def test_a_score_beside_a_time_or_a_year_after_a_day_stays_as_it_was(
        text: str, expected: list[str]) -> None:
    assert dates_in(text) == expected


def test_fraction_like_month_day_is_a_date_among_dates_of_that_month() -> None:
    assert dates_in("Admitted 5/3. Line placed on 5/5.") == ["5/3", "5/5"]


@pytest.mark.parametrize(("text", "expected"), [
    # what befalls or is done for a person on a day takes no fraction
    ("id and phone stolen 10/10.", ["10/10"]),
    ("evicted 10/10, now in shelter", ["10/10"]),
    ("consent signed 4/5 by daughter", ["4/5"]),
    ("referred 3/4 to GI", ["3/4"]),
    # a note's entry labelled with its day and a colon is no duration of months
    ("Note 2/12: client not at library lot. Called x2, no answer.", ["2/12"]),
    ("Pt has capacity per Dr. Ferreira's note 2/12. Pt reluctant re: SNF", ["2/12"]),
    ("Chest pain. Seen 4/3 and 4/10 in clinic.", ["4/3", "4/10"]),
    ("Seen 04/02/2026. pain: pre 8/10, intra 6/10, post 4/10. CPOT n/a", ["04/02/2026"]),
    # the days of a schedule, each after its count ("Day 7"), which is no whole number
    ("SCHEDULE (vaccine)\n Day 3  7/8    Day 7  7/12    Day 14  7/19",
     ["7/8", "7/12", "7/19"]),
    ("Dose 2 5/30 given in clinic", ["5/30"]),
])
def test_fraction_like_month_day_after_a_persons_event_is_a_date(
        text: str, expected: list[str]) -> None:
    assert dates_in(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("Sig: IHF  5/13/24\nQuestions: call the pharmacy", ["5/13/24"]),
    ("ref # ARL-5529104. hv 8/22\nSet 2 (accession M24-118735)", ["8/22"]),
])
def test_a_word_on_the_next_line_counts_nothing_for_a_date(
        text: str, expected: list[str]) -> None:
    assert dates_in(text) == expected


def test_fraction_like_month_day_is_a_date_at_line_start() -> None:
    assert dates_in("4/5 CSRU 7P-7A SHIFT SUMMARY") == ["4/5"]


def test_month_day_right_after_another_date_is_a_date() -> None:
    assert dates_in("ceftaz rec'd 8/2 - 8/10, then stopped") == ["8/2", "8/10"]


def test_date_after_a_preposition_survives_a_measure_before_it() -> None:
    assert dates_in("BP 120/80 on 1/22/26, stable.") == ["1/22/26"]


def test_date_of_this_decade_after_a_preposition_survives_a_measure_before_it() -> None:
    date = f"12/17/{CURRENT_YEAR % 100 - 2:02d}"
    assert dates_in(f"reported a last INR 3.4 on {date}.") == [date]
    assert dates_in("PSV on 12/10/40") == []


def test_date_of_this_decade_with_a_late_day_survives_a_measure_before_it() -> None:
    date = f"1/22/{CURRENT_YEAR % 100:02d}"
    assert dates_in(f"CPAP TITRATION {date}: AHI 4") == [date]


def test_date_alone_in_parentheses_after_a_value_is_the_day_it_was_taken() -> None:
    assert dates_in("FSBS 211. A1c 8.4% (3/10/25). QuantiFERON neg.") == ["3/10/25"]
    assert dates_in("Vent (10/5/40%) overnight") == []


@pytest.mark.parametrize(("text", "expected"), [
    ("Photo log: IMG_20240613_0912.jpg, dermoscopic", "20240613"),
    ("PXL_20240613_091233.jpg", "20240613"),
])
def test_compact_date_inside_a_file_name_is_a_date(text: str, expected: str) -> None:
    assert dates_in(text) == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    ("Date: 14/08/1445H corresponding to 24/02/2024G",
     ["14/08/1445H", "24/02/2024G"]),
    ("DOB: 03/05/1428H (20/05/2007)", ["03/05/1428H", "20/05/2007"]),
    # a grade, a pair and a Gregorian year marked as Hijri stay
    ("Grade 3/4H", []),
    ("3/4G", []),
    ("sample 12/10/2020H", []),
])
def test_a_date_marked_by_its_calendars_letter_is_a_date(
        text: str, expected: list[str]) -> None:
    assert dates_in(text) == expected


def test_setting_after_a_preposition_stays_a_setting() -> None:
    assert dates_in("PSV on 10/5/40 overnight") == []


@pytest.mark.parametrize("text", ["RA 8, PA 25/12/16, wedge 18", "CVP 8, PA, 25/12/16"])
def test_pulmonary_artery_pressures_after_pa_stay(text: str) -> None:
    assert dates_in(text) == []


def test_approximate_full_date_is_a_date() -> None:
    assert dates_in("Onset ~3/15/2025 per pt; took ~3/4 tab.") == ["3/15/2025"]


def test_day_first_pair_is_a_date_closing_a_range() -> None:
    assert dates_in("Sick note from 03/01/2025 to 21/01") == ["03/01/2025", "21/01"]


def test_day_first_pair_is_a_date_among_dates_of_that_month() -> None:
    assert dates_in("Seen 6/20/2024. Prior rugby tackle 14/6, no LOC.") == [
        "6/20/2024", "14/6"]


def test_day_first_pair_alone_is_kept() -> None:
    assert dates_in("Prior rugby tackle 14/6, no LOC.") == []


def test_setting_after_on_is_not_a_day_first_date() -> None:
    assert dates_in("Seen 10/2/2024. Pt initially on 13/10 in am.") == ["10/2/2024"]


def test_day_first_pair_after_on_is_a_date_where_full_dates_are_day_first() -> None:
    assert dates_in("DOB 23/04/1951. I saw him on 19/2 and again today.") == [
        "23/04/1951", "19/2"]


def test_day_first_pair_after_on_is_a_date_where_dates_name_the_month_after_the_day() -> None:
    assert dates_in("Visit 14 May 2024.\nUlcer 4.8 x 3.5 cm (was 5.1 on 30/4).") == [
        "14 May 2024", "30/4"]


def test_day_first_pair_is_a_date_in_the_month_of_full_dates_written_day_first() -> None:
    text = ("Admitted: 14/04/2024    Discharged: 22/04/2024\n"
            "1. NOF fracture - hemiarthroplasty 15/04\n- District nurses to remove clips 29/04")
    assert dates_in(text) == ["14/04/2024", "22/04/2024", "15/04", "29/04"]


def test_days_after_a_complaint_are_no_date_where_full_dates_are_day_first() -> None:
    text = "Date: 16-01-2024\nC/O: burning micturition 4/7, fever with rigors."
    assert dates_in(text) == ["16-01-2024"]
    assert dates_in("Adm on 14/02/2024 w/ fever 5/7, jaundice.") == ["14/02/2024"]


def test_day_after_a_complaint_is_a_date_where_full_dates_are_month_first() -> None:
    assert dates_in("Seen 3/4/2024. w/ fever 5/7, jaundice.") == ["3/4/2024", "5/7"]
    assert dates_in("fever 5/7, resolved 5/9.") == ["5/7", "5/9"]


def test_months_after_a_review_are_no_date_where_full_dates_are_day_first() -> None:
    text = "Clinic 19/09/2024. Review 3/12 in clinic; TCU 6/12 w bloods, f/u call 3/12."
    assert dates_in(text) == ["19/09/2024"]
    assert dates_in("DOB 22/01/1950\nNext check 6/12. Follow up 3/12.") == ["22/01/1950"]


def test_fifths_of_a_head_felt_are_no_date_in_a_month_of_other_dates() -> None:
    assert dates_in("Adm 2/3/2024. P/A: cephalic, 2/5 palpable") == ["2/3/2024"]


def test_a_day_after_a_review_is_a_date_where_full_dates_are_month_first() -> None:
    assert dates_in("Review 3/12 in clinic.") == ["3/12"]
    assert dates_in("Seen 3/4/2024. Follow up 3/12.") == ["3/4/2024", "3/12"]


def test_a_share_of_a_part_stays_where_other_days_are_dated() -> None:
    text = "Visit 04/02/2026. Last A1c 2/20.\nhair absent distal 1/3 legs."
    assert dates_in(text) == ["04/02/2026", "2/20"]


def test_setting_after_on_stays_where_dates_name_the_month_first() -> None:
    assert dates_in("Visit May 14, 2024. Vent on 14/8 overnight.") == ["May 14, 2024"]


# --- clinical values that must survive ---------------------------------------------------

PROTECTED = [
    "BP 120/80", "K range 4.3-10.3 mmol", "firmware v1.2-3.4.5",
    "bought a Mac 2024 model", "PSV 12/10/40", 'the list: "the fifth")',
    # an ordinal alone in its brackets, a list's marker
    "Henry (the fifth) reigned", "a) the first b) the fifth) c)",
    # ordinals in a list after "on the"
    "on the twelfth, thirteenth and",
    # a foreign month's abbreviation that is an English word, with a year alone; a
    # number said in Spanish without a month
    "went out 2024 times", "tomó dos de ellos",
    # an ordinal day of no named month
    "she is the 3rd of 4 siblings", "rent is due on the 1st of the month",
    "The 3rd dose given", "the 2nd ICU stay",
    "Follow up on the 3rd floor.", "This is the 3rd he has had.",
    # ordinal words that count things
    "fractures of the ninth, tenth and the eleventh.", "He was the third.",
    "the fourth and the fifth.", "Third, the fourth, then the fifth: all intact.",
    "Pass on the second attempt.", "the fifth cranial nerve",
    # a share of a part of a limb or an organ; a combination's strengths under the tongue
    "hair absent distal 1/3 legs", "lower 2/3 of the tibia", "Suboxone 8/2 SL daily",
    "Suboxone 8/2 film bid",
    # "next" or "last" before a count or a measure
    "next cycle 3/6 of FOLFOX", "last pain 5/10", "Next dose 1/2 tab", "Cycle (2/6): tolerated",
    "Repeat K 3/4 noted", "repeat pain 5/10", "Pain 3/10 and 5/10 today.",
    # a portion after a verb of finishing; nodes counted before a colon
    "able to finish 1/2 of tray", "finish 3/4 of meal", "lymph nodes 4/10: positive",
    # things counted after an operation
    "s/p chemo 3/6 cycles", "s/p chemo cycle 3/6", "s/p biopsy 1/3 cores positive",
    "s/p TKA 2/3 weeks ago", "s/p XRT 25/28 fx", "follow-up pain 3/10 today",
    "f/u in 2/52",
    # a mixed number, a fraction list with no date in it, words that are no spoken date
    "take 3 1/2 tabs", "pain 3/10, 4/10 today", "~1/3 of the dose", "you may first try",
    "it is around may be 3 days",
    "ratio=1/2",
    # scales scored out of a total, and things counted
    "BIMS 11/15, PHQ-9 4", "fails Ishihara (6/14)", "strength 4/5 (3/5)",
    "the 2009-10 flu season", "FY 2012-13", "meets 4/11 criteria",
    "4/38 residents ill", "Return demo 2/3 steps",
    "growth on 2/2 bottles",
    "strength 4/5 at 1200",
    "took 3 (1/2) tabs", "Day 3 1/2 tab at night",
    # symptoms rated out of ten, and a score's earlier value after a change
    "Client rated urge to use 4/10 (down from 7/10 last wk).",
    "Cravings 2/10, mostly when driving. Anxiety 6/10.",
    # pain rated on a day, or before and after a procedure, earlier in the sentence
    "Pain today 4/10 (was 7/10). Walking his dog again.",
    # a gestation in weeks of forty in a pregnancy's note
    "Antenatal booking. Aspirin 150 mg nocte from 12/40 (BMI + FHx PET).",

    "5/10 pain",
    "pain 5/10 with movement",
    "2/6 murmur",
    "+2/6 SEM at LSB",
    "1/2 tab po",
    "3/4 strength betadine",
    "4/5 strength in RLE",
    "1/2 NS at 75cc/hr",
    "1/2 normal saline at 75 mL/hr",
    "worked 1/2 day shift",
    "pain 07/10 at rest",
    "D5 1/2 NS at 125/hr",
    "GCS 15",
    "given at 2130",
    "given at 12:30",
    "K 3.9, Mg 2.0",
    "L4-5 disc",
    "C5/6 fusion",
    "T12-L1 fracture",
    "RR 12-20",
    "CVP 8-10",
    "CPAP 10/5 40%",
    "Currently on CPAP/PSV 12/10/40% drawing volumes",
    "PS 10/5/40% for entire shift",
    "T 12/10/40 then weaned",
    "ABG 7.35/40/80",
    "SVE 6/80/-1, vertex",
    "sve @0230: 3/70/+1, cervix soft",
    "pH 7.28-7.26",
    "creat stabilized 2.5-2.7",
    "CO/CI 5.1/2.6 with SVR 1239",
    "BC + staph aureus 4/4 bottles",
    # pathology counts of nodes, cores and blocks; spine levels and fraction ranges
    "C5/6-6/7 fusion",
    "fluids 1/2-1/4 NS",
    "pT3 pN1b (2/18 LN)",
    "carcinoma in 3/12 cores",
    "prostate bx 4/12 cores positive",
    "metastatic to 1/24 lymph nodes",
    "Nodes 3/15 positive",
    "12/13 nodes involved",
    "crackles 1/3 up bilaterally",
    "cxs at bases up 1/3-1/2",
    "ANA titer 1/40",
    "IMV 700x10, 50% 8/5",
    "Il a mai 2 enfants",
    "mars 10 mg",
    "walked 2/3 up the hall", "sat 2/3 up in chair",
    "for 3 1/2 hours",
    "#9/10 incisional pain",
    "HR 92, sats 95%",
    "MAY BE R/T LEVO",
    "This may be due to sepsis",
    "HR DEC 20 BPM",
    "DEC TO 10-16",
    "Dose 2000 mg daily",
    "PT INITIALLY ON PSV/CPAP 15/10/40%",
    "Labs 12/5/.30 unchanged",
    "O2 sat 3rd attempt",
    "she sat the 3rd time",
    "3rd ICS",
    "Take 1/4-1/2 tab, then 1/2-3/4 cup.",
    "the 2nd dose was given; the 3rd time he fell; the 4th ventricle",
    "sat 3/4 of the time",
    "O2 sat 5/17",
    "O2 sat 3/8\nsat 3/4 of the time",
    "lot 12/34/56-7890",
    "SpO2 Sat 95/100",
    "POS blood cx 2/4, recx today",
    "Apgars 8/9",
    "given 1/2 tab, held 1/2 dose",
    "give 3/4 dose now", "take 2/3 tab", "1/8 tab crushed",
    "strength 4/5 to 5/5 in all extremities",
    # British and Australian duration shorthand: days, weeks, months; cognitive scores.
    "prednisolone 30 mg od 5/7",
    "amoxicillin 500 mg tds 5/7 then review",
    "review in 6/52",
    "sick note 6/52",
    "sick note 2/12 given",
    "3/7 hx productive cough",
    "presented with 3/52 of intermittent palpitations", "2/7 of dysuria",
    # ... before a complaint
    "hx: 2/7 productive cough, feverish", "History: 5/7 fever, rigors",
    # a whole week after a dosing frequency; months of a complaint after its history's
    # label; weeks from something; months of a treatment's phase
    " - Nystatin susp 1ml qid 7/7", "Hx: 3/12 cough, LOW, night sweats.",
    "ART to restart 2/52 after TB Rx start", "RHZE 4 tabs daily (intensive phase 2/12)",
    "lives at 3 Av Foch, Paris",
    # the day of a course of treatment
    "cont Ceftriaxone 2 g IV OD (day 3/7) + Azithromycin",
    "cefotaxime 2 g IV q8h day 3/5, albumin 1.5 g/kg",
    "Presented via A&E with 3/7 polyuria, confusion", "COPD. 2/52 increasing SOB",
    "f/u in 3/12",
    "MoCA 12/30, MMSE 24/30",
    "Tylenol q4 2000 mg max",
    "Page 1/2: introduction",
    "Pain 3/10: worse at night",
    "W14 cartridge 2026 lot",
    "PSV 12/10/40   x 2",
    "given 3/4   units",
    "stage 1.5. Hb 10.12. pH 7.35. WBC 11.05.", "dose 02.50 mg",
    "lesion at T12.4.5 level; S1.2.3 roots",
    # a child's age in years and months; weeks or months to come again in
    "Age: 3 yrs 8/12   Sex: M", "- TCA 6/52 with results", "TCA 3/12 with HbA1c",
    # weeks since an operation
    "ACL graft, 10/52 post op", "knee 6/52 postop, ROM 0-110", "- R/V 2/52 w/ results",
    # weeks to the next visit; what the patient is kept from, and for how long; months
    # of a complaint
    "case closed pending 2/52 r/v", "INR not required. No driving 6/52, no lifting",
    "off work 2/52", "explained 2/52 more then transfer",
    "in Glenelg, with 3/12 of intermittent PR bleeding and",
    # weeks in a cast or bearing no weight; a window to call back in
    "XR dorsal tilt 15 | Cast 5/52, F2F clinic", "NWB 6/52 then XR",
    "discharge w/ leaflet, PIFU 6/12 |",
    # weeks to a review or a repeat a word or two before them
    "- Review in OPD 6/52", "for repeat Hb 4/52 and",
    # a disease's indices, doses taken of those due
    "NIH activity index 9/24, chronicity index 2/12.", "Adherence wk 6: 6/7 (86%).",
    # weeks after a complaint, or when and for how long
    "PC: cough 3/52, night sweats", "restart ART at 2/52 if no CM",
    # a visual acuity on Snellen's chart
    "BCVA 20/40 OS", "Vision 6/12 both", "  R  6/12  ->  6/9\n  L  6/18  ->  6/12",
    # weeks written over 52 anywhere but after a word of a day or a birth
    "S: 1/52 blocked nose", "DXT profile 1/52 - pre-bf 5.1",
    # months of medicine handed out; a head's fifths felt; a hypermobility score
    "ARVs per weight band, 2/12 supply",
    "ankle laxity - Beighton 2/9.",
    # a column of a skin test's wheal and flare, one pair of which is no date
    "  Histamine          7/24\n  Saline             0/0\n  Timothy grass       9/30\n"
    "  Cashew (extract)   11/35",
    # a month that is also a name or a word after a word that is "in" in English too
    "in Mars", "i mai", "ate mayo with fries",
    # a measure word in a heading is the cue of the list under it
    "Pain:\n- 3/10 now", "Motor strength\n- 4/5 RUE",
    # a list of fractions one of which no date can be: subscores, a schedule's hours
    "ACE-III (Attention 15/18, Memory 12/26, Fluency 8/14, Language 22/26)",
    "IV Artesunate 120mg 0/12, 12/12, 24/12 done",
    # dotted list numbers without a year; ordinals in a list
    "steps: 1. 2. 3. done", "the fourth, fifth",
    # a weekday and a time, a third dose
    "cita el lunes 18:30 h", "lunes 3x/semana", "the third d/t nausea",
    # round the clock before what is open so, after a cue too
    "Family given 24/7 line for crises", "needs 24/7 supervision",
]


@pytest.mark.parametrize(("text", "expected"), [
    ("Separated in January, 2 kids (9 and 12) with shared care", ["January"]),
    ("in May, 4 children at home", ["May"]),
    ("seen January, 2 at noon", ["January, 2"]),
])
def test_a_count_after_a_month_and_a_comma_is_no_day(text: str, expected: list[str]) -> None:
    assert dates_in(text) == expected


@pytest.mark.parametrize("text", PROTECTED)
def test_clinical_value_is_not_a_date(text: str) -> None:
    assert dates_in(text) == []


@pytest.mark.parametrize("text", PROTECTED)
def test_clinical_value_is_not_a_date_in_upper_case(text: str) -> None:
    assert dates_in(text.upper()) == []


@pytest.mark.parametrize(("text", "expected"), [
    # a visual acuity on Snellen's chart; packs of cigarettes and measures of food, in
    # a note whose dates are of the fraction's month
    ("VA 6/9 R, 6/6 L (Snellen). Seen 12 Aug.", ["12 Aug"]),
    # sites felt, a limb's power, a page, pain in French, a share of a litre
    ("Monofilament absent 4/10 sites. Seen 12 Apr.", ["12 Apr"]),
    ("R hemiparesis 2/5 UL, 3/5 LL. Seen 12 Feb.", ["12 Feb"]),
    ("---- page 2/4\nREFERRAL 12 Feb.", ["12 Feb"]),
    ("S : moins de douleur (3/10). Vu le 12 mars.", ["12 mars"]),
    ("1. ORS 1 packet in 1/2 litre water. Seen 12 Jan.", ["12 Jan"]),
    ("Still smokes 1/2 ppd, down from 1. Brother passed in Jan.", ["Jan."]),
    ("Seen 2 Jan. 1/4 cup egg powder", ["2 Jan"]),
    ("Seen 2 Jan. 1/2 pack a day", ["2 Jan"]),
    # round the clock, in a note of July and August dates; cued, the day in July
    ("appt 8/26 1100. warm line 555-448-6230 24/7. mom asked", ["8/26"]),
    ("Seen 24/7 for f/u", ["24/7"]),
])
def test_an_acuity_or_a_measured_fraction_stays_among_the_notes_dates(
        text: str, expected: list[str]) -> None:
    assert dates_in(text) == expected


def test_a_pain_scale_score_stays_among_the_notes_dates() -> None:
    text = "Visit date: 04/02/2026\nMottling. PAINAD 3/10 w/ care.\nNext visit 04/03/2026."
    assert dates_in(text) == ["04/02/2026", "04/03/2026"]


@pytest.mark.parametrize(("text", "date"), [
    ("Antenatal booking. Mother's DOB 12/40 per old chart.", "12/40"),
    ("Antenatal booking, G2P1. Seen 3/12/40 at the clinic.", "3/12/40"),
    ("Card expires 11/40.", "11/40"),
])
def test_a_month_and_year_stays_a_date_beside_a_birth_label_or_with_no_pregnancy(
        text: str, date: str) -> None:
    assert date in dates_in(text)


@pytest.mark.parametrize("text", ["HR 1930 at 1930", "0700-1930", "UO 1800 cc", "LDH 1806 AST"])
def test_times_and_quantities_are_not_bare_years(text: str) -> None:
    assert dates_in(text, YEARS_ON) == []


# --- the caller's own dates ----------------------------------------------------------------

HEADER_FORMS = [
    "04/12/1957", "4/12/1957", "4-12-57", "04.12.1957", "1957-04-12", "19570412",
    "April 12, 1957", "april 12 1957", "APRIL 12TH, 1957", "Apr 12, 1957", "12 Apr 1957",
    "12-Apr-1957", "12APR1957", "12th of April", "April 12", "4/12", "04121957",
]


@pytest.mark.parametrize("form", HEADER_FORMS)
def test_header_date_found_in_any_surface_form(form: str) -> None:
    doc = Document(f"DOB {form} per chart", DocumentLexicon(dates=["19570412"]))
    spans = DateRecognizer().analyze(doc)
    assert [(doc.text[s.start:s.end], s.reason) for s in spans] == [(form, "header date")]


def test_header_timestamp_matches_its_date_in_narrative() -> None:
    doc = Document("born 4/12/57 per mother", DocumentLexicon(dates=["195704121230"]))
    assert [s.reason for s in DateRecognizer().analyze(doc)] == ["header date"]


def test_header_date_caught_where_context_rules_would_keep_it() -> None:
    doc = Document("CPAP 4/12 per family", DocumentLexicon(dates=["19570412"]))
    assert [doc.text[s.start:s.end] for s in DateRecognizer().analyze(doc)] == ["4/12"]


def test_header_date_does_not_match_other_dates() -> None:
    doc = Document("seen 4/13/1957", DocumentLexicon(dates=["19570412"]))
    assert [s.reason for s in DateRecognizer().analyze(doc)] == ["numeric date"]


def test_header_birth_year_alone_revealing_age_over_89_is_redacted() -> None:
    doc = Document("Pt born 1920, retired.", DocumentLexicon(dates=["19200412"]))
    assert [doc.text[s.start:s.end] for s in DateRecognizer().analyze(doc)] == ["1920"]


# --- spans -----------------------------------------------------------------------------------

def test_span_records_type_recognizer_score_and_reason_without_the_text() -> None:
    (span,) = DateRecognizer().analyze(Document("admitted 7/22 with sob"))
    assert (span.type, span.recognizer) == ("DATE", "dates")
    assert 0 < span.score <= 1
    assert span.reason and "7/22" not in span.reason


def test_scrubber_replaces_date_with_label() -> None:
    result = Scrubber([DateRecognizer()], Redactor()).scrub("Admitted May 3, 2004 for CHF.")
    assert result.redacted == "Admitted [DATE] for CHF."


def test_date_recognizer_is_in_the_default_list() -> None:
    assert any(isinstance(r, DateRecognizer) for r in default_recognizers())


def test_default_list_passes_bare_year_setting_to_date_recognizer() -> None:
    (rec,) = [r for r in default_recognizers(YEARS_ON) if isinstance(r, DateRecognizer)]
    assert rec.redact_bare_years


def test_text_without_dates_gives_no_spans() -> None:
    assert dates_in("Pt resting comfortably, no distress.") == []


# --- parse_date / render_date ----------------------------------------------------------------

ROUND_TRIPS = [
    "03/14/2024", "3/14/2024", "7/22", "5/3/04", "2004-05-03", "03-May-2004", "May 3, 2004",
    "March 14", "MARCH 14", "march 14", "the 3rd of May", "SEPT 3RD", "12 Apr 1957",
    "28 Oct, 88", "May of 2004", "May 2004", "'04", "2004", "20040503", "195704121230",
    "20240314123000.123-0500", "Monday, May 3, 2004", "spring of 2004", "Mid-2012",
    "14.03.2024", "Aug7", "7August'12",
]


@pytest.mark.parametrize("text", ROUND_TRIPS)
def test_render_of_parse_gives_back_the_text(text: str) -> None:
    parts = parse_date(text)
    assert parts is not None
    assert render_date(parts) == text


SHIFTS = [
    ("03/14/2024", 49, "05/02/2024"),
    ("March 14", 49, "May 2"),
    ("7/22", 49, "9/9"),
    ("2024-12-30", 3, "2025-01-02"),
    ("Dec 30, 24", 3, "Jan 2, 25"),
    ("the 3rd of May", 1, "the 4th of May"),
    ("Monday, May 3, 2004", 1, "Tuesday, May 4, 2004"),
    ("195704121230", 1, "195704131230"),
]


@pytest.mark.parametrize(("text", "days", "expected"), SHIFTS)
def test_shifted_date_keeps_its_surface_format(text: str, days: int, expected: str) -> None:
    parts = parse_date(text)
    assert parts is not None
    assert render_date(shift_date(parts, days)) == expected


def test_parse_reads_month_first() -> None:
    parts = parse_date("05/03/2004")
    assert parts is not None and (parts.year, parts.month, parts.day) == (2004, 5, 3)


def test_parse_reads_day_first_when_only_that_is_valid() -> None:
    parts = parse_date("25/12/2004")
    assert parts is not None and (parts.month, parts.day) == (12, 25)


def test_parse_expands_two_digit_year() -> None:
    parts = parse_date("8/19/88")
    assert parts is not None and parts.year == 1988


@pytest.mark.parametrize("text", ["120/80", "13/32/2004", "hello", "", "6/30-7/2", "3.9"])
def test_parse_rejects_what_is_not_one_date(text: str) -> None:
    assert parse_date(text) is None


def test_render_into_another_format() -> None:
    parts = parse_date("March 14, 2024")
    assert parts is not None
    assert render_date(parts, "{YYYY}{MM}{DD}") == "20240314"


def test_render_a_surrogate_with_replaced_elements() -> None:
    parts = parse_date("03/14/2024")
    assert parts is not None
    assert render_date(dataclasses.replace(parts, month=5, day=2)) == "05/02/2024"


def test_render_refuses_format_needing_a_missing_element() -> None:
    with pytest.raises(ValueError):
        render_date(DateParts(None, 3, 14, "{M}/{D}"), "{M}/{D}/{YYYY}")


def test_shift_without_year_keeps_no_year() -> None:
    parts = parse_date("2/28")
    assert parts is not None
    assert render_date(shift_date(parts, 1)) == "2/29"


def test_parse_reads_an_ordinal_day_alone() -> None:
    parts = parse_date("the 11th")
    assert parts is not None and (parts.month, parts.day, parts.fmt) == (None, 11, "the {Dth}")


@pytest.mark.parametrize("text", ["2mid1the07", "Monday2004", "may be", "3 of 4"])
def test_parse_rejects_words_glued_to_numbers_or_other_words(text: str) -> None:
    assert parse_date(text) is None


FULL_YEAR_FORMATS = [
    "{MM}/{DD}/{YYYY}", "{M}/{D}/{YYYY}", "{YYYY}-{MM}-{DD}", "{Month} {D}, {YYYY}",
    "{DD}-{Mon}-{YYYY}", "{D} {MON} {YYYY}", "{YYYY}{MM}{DD}", "the {Dth} of {Month}, {YYYY}",
    "{Weekday}, {Month} {D}, {YYYY}", "{month} {Dth} {YYYY}",
]


@given(st.dates(datetime.date(1900, 1, 1), datetime.date(CURRENT_YEAR, 12, 31)),
       st.sampled_from(FULL_YEAR_FORMATS))
def test_rendered_date_parses_back_to_its_elements(day: datetime.date, fmt: str) -> None:
    text = render_date(DateParts(day.year, day.month, day.day, fmt))
    parts = parse_date(text)
    assert parts is not None
    assert (parts.year, parts.month, parts.day) == (day.year, day.month, day.day)


@given(st.dates(datetime.date(1900, 1, 1), datetime.date(CURRENT_YEAR, 12, 31)),
       st.sampled_from(FULL_YEAR_FORMATS))
def test_rendered_date_is_recognized_whole(day: datetime.date, fmt: str) -> None:
    text = render_date(DateParts(day.year, day.month, day.day, fmt))
    # "the" in "the 3rd of May" is not a date element and stays.
    assert dates_in(f"Seen {text} in clinic.") == [text.removeprefix("the ")]


@given(st.dates(datetime.date(CURRENT_YEAR - 90, 1, 1), datetime.date(CURRENT_YEAR, 12, 31)))
def test_two_digit_year_date_parses_back(day: datetime.date) -> None:
    parts = parse_date(render_date(DateParts(day.year, day.month, day.day, "{M}/{D}/{YY}")))
    assert parts is not None
    assert (parts.year, parts.month, parts.day) == (day.year, day.month, day.day)


def test_a_lower_case_may_before_to_opens_no_range() -> None:
    assert dates_in("you may to June 2020") == ["June 2020"]
    assert dates_in("may - june 2020") == ["may", "june 2020"]


def test_a_fraction_in_inches_is_no_date_among_dates_of_its_month() -> None:
    text = 'accessed with 20G 3/4" Huber needle; appt 3/2 and 3/9'
    assert dates_in(text) == ["3/2", "3/9"]


@pytest.mark.parametrize(("text", "expected"), [
    ("seen twenty-second Feb. Prior colonoscopy", ["twenty-second Feb"]),
    ("born June twelve nineteen forty one", ["June twelve nineteen forty one"]),
    ("admitted Jan 12\u201316 at home", ["Jan 12\u201316"]),
    ("trip Mar 3-5, 2026 abroad", ["Mar 3-5, 2026"]),
    # a range's first day before the month's name; a night's two days
    ("away 22-23 April 2024", ["22-23 April 2024"]),
    ("Study: night of 22/23 April 2024", ["22/23 April 2024"]),
    ("BP 120/23 April", ["April"]),
    # a month and a day that no blood pressure can be, after a pressure's word
    ("Nurse visit for BP check 4/21. Call if worse.", ["4/21"]),
    ("BP 94/61 sitting", []),
    # a plain ordinal before a month, a count after it and a falling range stay apart
    ("a second March visit", ["March"]),
    ("June twelve patients", ["June"]),
    ("May 5-3 score", ["May 5"]),
    # "T." before a name is an initial, no temperature measured before the date
    ("Signed T. Whitfield-Nunez, PharmD  6/14/25 13:52", ["6/14/25"]),
    ("T 12/10/40", []),
    # a range whose second day names its month again: the day closes the first month
    ("| Mar 8-Mar 10, 2025 | hotel |", ["Mar 8", "Mar 10, 2025"]),
    ("| Mar 21-Apr 4 | villages |", ["Mar 21", "Apr 4"]),
    ("Admitted 15-Mar-2024 via ED", ["15-Mar-2024"]),
    # two capitalised months joined by a dash
    ("exposure anal x3, May-June | field visit", ["May", "June"]),
    ("you may-june", []),
    # ... or by a spaced dash or a word: both months of the span, the second's "May"
    # no verb
    ("Sputum cultures Feb - Apr negative.", ["Feb", "Apr"]),
    ("symptoms March to May, better since", ["March", "May"]),
    ("between Sept and Nov she lost 4 kg", ["Sept", "Nov"]),
    ("Jun and May be seen", ["Jun"]),
])
def test_dictated_days_and_day_ranges_after_a_month(text: str, expected: list[str]) -> None:
    assert dates_in(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("Specimen received 14.iii.24 from ward", ["14.iii.24"]),
    ("Reviewed 3/IV/2023 in clinic", ["3/IV/2023"]),
    ("Admitted 2-xii-2023 via ED", ["2-xii-2023"]),
    ("Seen 14 iii 2024 by the team", ["14 iii 2024"]),
    # sizes, counts and one-letter numerals between blanks stay
    ("lesion 3 x 10 cm", []),
    ("5 x 2024 units", []),
    ("3.ii.1 section", []),
    ("14.iii.xx", []),
])
def test_a_month_in_roman_numerals_between_day_and_year_is_a_date(
        text: str, expected: list[str]) -> None:
    assert dates_in(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("DOB 2 slash 16 slash 1951 per patient", ["2 slash 16 slash 1951"]),
    ("seen 3 dash 4 dash 26 in clinic", ["3 dash 4 dash 26"]),
    ("Scanned DOB: O3/l4/1951", ["O3/l4/1951"]),
    ("DOS l2.O5.2024", ["l2.O5.2024"]),
    # a pressure and a ratio spoken aloud, intake over output and graded murmurs stay
    ("BP 120 slash 80 slash 16", []),
    ("I/O 1200/800, I/O/I", []),
    ("murmur 3 slash 6", []),
])
def test_dates_dictated_with_spoken_separators_or_misread_by_a_scanner(
        text: str, expected: list[str]) -> None:
    assert dates_in(text) == expected


@pytest.mark.parametrize(("text", "name", "expected"), [
    ("F/u with therapist Bhargavi Lomax 3/6.", "Bhargavi Lomax", ["3/6"]),
    ("Surgery with Dr. Kellardi-Wickley 1/4.", "Kellardi-Wickley", ["1/4"]),
    ("seen by Dr. Adams, 3/6 at clinic", "Adams", ["3/6"]),
    ("visit Dr. Adams on 3/6", "Adams", ["3/6"]),
    ("Post-op visit w/ PA Hope Lindqvist 10/28 0930; surgeon", "Hope Lindqvist", ["10/28"]),
    # a fraction, a score, a dose or no month/day stays
    ("Gave Dr. Smith 1/2 tab", "Smith", []),
    ("Mr. Lee 3/10 pain", "Lee", []),
    ("Jones 2/3 of the dose", "Jones", []),
    ("Dr. Lee 13/40", "Lee", []),
    ("Dr. Lee 3/6/2026", "Lee", []),
    ("recipient Libuše Hrabalová, 10/10 HLA match", "Libuše Hrabalová", []),
    ("ORIF with Synthes 1/3 tubular plate", "Synthes", []),
])
def test_dates_after_names_stage_takes_a_month_day_after_a_name_span(
        text: str, name: str, expected: list[str]) -> None:
    from hl7scrub._types import Span
    from hl7scrub.recognizers.dates import dates_after_names

    start = text.index(name)
    spans = [Span(start, start + len(name), "NAME", "names", 0.9, "test")]
    out = dates_after_names(Document(text), spans)
    assert out[0] == spans[0]
    assert [text[s.start:s.end] for s in out[1:]] == expected
    assert all(s.reason == "month/day after a name" for s in out[1:])


@pytest.mark.parametrize(("text", "expected"), [
    ("| Y    | ECHO 58% 4/3/25 |", ["4/3/25"]),
    ("LVEF 55% 12/3/24, mild MR", ["12/3/24"]),
    # a ventilator's settings after a percentage stay
    ("FiO2 50% 14/5/40 on AC", []),
])
def test_a_date_after_a_percentage_is_a_date_when_its_year_is_recent(
        text: str, expected: list[str]) -> None:
    assert dates_in(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("Count = dispensed minus documented doses on MAR/comfort kit log.", []),
    ("Doses checked on MAR by both nurses.", []),
    ("Last seen in Mar, then on MAR 3 again", ["Mar", "MAR 3"]),
    ("LAST SEEN ON MAR", ["MAR"]),
])
def test_the_medication_record_in_capitals_is_no_month(text: str, expected: list[str]) -> None:
    assert dates_in(text) == expected


def test_dates_after_names_stage_leaves_spans_without_a_name_alone() -> None:
    from hl7scrub._types import Span
    from hl7scrub.recognizers.dates import dates_after_names

    text = "Naming 14/20 with cues, 3/6 ok"
    spans = [Span(0, 6, "ID", "identifiers", 0.5, "test")]
    assert dates_after_names(Document(text), spans) == spans
    ward = "transfer to quartermain 2/3. plan picc"
    places = [Span(12, 23, "LOCATION", "places", 0.7, "test")]
    assert dates_after_names(Document(ward), places) == places


@pytest.mark.parametrize(("text", "grade"), [
    ("Seen Feb 21st. Exam: 2/6 systolic murmur RUSB.", "2/6"),
    ("Feb 3rd visit. R FOOT WARM, 2/4 PULSES DP/PT.", "2/4"),
    # a virus's two types after its acronym, beside a date of January
    ("Drawn 1/3/24. HIV-1/2 Ag/Ab nonreactive.", "1/2"),
    ("Drawn 1/3/24. HSV-1/2 IgG negative.", "1/2"),
])
def test_a_grade_stays_when_a_date_of_its_month_is_in_the_note(text: str,
                                                               grade: str) -> None:
    assert grade not in dates_in(text)


def test_a_day_glued_to_an_abbreviation_by_a_hyphen_stays_a_date() -> None:
    text = "9/8: UO low. 9/9 GU: CREAT 3.3 W DECREASED UO-9/10 LASIX."
    assert "9/10" in dates_in(text)


def test_a_symptom_rated_out_of_ten_stays_beside_the_notes_full_dates() -> None:
    text = "Seen 3/4/2025. Cravings 2/10, mostly driving. Urge 4/10 (down from 7/10)."
    assert dates_in(text) == ["3/4/2025"]

"""Telephone, fax and pager numbers, e-mail addresses, URLs and IP addresses."""

from __future__ import annotations

import pytest

from hl7scrub.document import Document
from hl7scrub.recognizers.contact import ContactRecognizer, find_phones

CONTACT = ContactRecognizer()


def found(text: str) -> list[tuple[str, str]]:
    return [(s.type, text[s.start:s.end]) for s in CONTACT.analyze(Document(text))]


PHONES = [
    ("call (410) 555-1234 today", "(410) 555-1234"),
    # where someone is reached; Portugal's short word for a mobile; a Swiss number bare
    ("His wife can be reached on 9163 2845 if he is out.", "9163 2845"),
    ("Tlm: 912 448 306", "912 448 306"),
    ("Tochter Regula (Hauptbezugsperson) 079 412 66 03", "079 412 66 03"),
    # an area code that a slash parts from the line, after a telecom cue
    ("Tel. 0561 / 78 90 12   Fax", "0561 / 78 90 12"),
    # the word for a contact in Portuguese and Spanish
    ("Contacto: 912 345 678 (neta)", "912 345 678"),
    ("Tel: 030/12345678", "030/12345678"),
    # a hotline's word, and the extension's word in Peru and Brazil
    ("on call via hotline 1300 362 500", "1300 362 500"),
    # a Dutch line's word with a remark in brackets, a Portuguese mobile's and a Welsh
    # telephone's word
    ("030-2894410 | spoedlijn (doctors only) 030 289 44 19 |", "030 289 44 19"),
    ("Telem\u00f3vel: 912 345 678", "912 345 678"),
    ("Ff\u00f4n: 01545 570 219", "01545 570 219"),
    # a family's line with no colon; a German mobile's twelve digits; Brazil's area
    # code bare before a mobile
    ("Tel. familiar 55 5839 2210.", "55 5839 2210"),
    ("Tochter Marta (mobil 0176 22918834) begleitet", "0176 22918834"),
    ("Contato 11 98841-2209 (filha)", "11 98841-2209"),
    # a pager's word, then whose it is
    ("Handover to SN Parry. Bleep stroke reg 4417.", "4417"),
    ("aceptada por Dr. Huamán (anexo 4521)", "4521"),
    ("ramal 2210.", "2210"),
    # Chile's word for a telephone before an area code in brackets with no trunk zero,
    # and Quebec's word for a pager
    ("Rancagua   Fono (72) 233 5120", "(72) 233 5120"),
    ("Résident: dr n. saab (PGY3) bip 5512", "5512"),
    # a three-digit extension from 200 up after a closing bracket, an initial's period
    # or a short word
    ("Clerked by: dr. k. otieno (MO intern) ext 214\nSeen", "214"),
    ("Reviewed: MO B.S. ext 204", "204"),
    ("Queries: finance team, questions to ext 204.", "204"),
    # a Swedish number, its line in pairs after the hyphened area code
    ("ST-läkare allmänmedicin, 054-61 52 30", "054-61 52 30"),
    ("call 410-555-1234 today", "410-555-1234"),
    ("call 410.555.1234 today", "410.555.1234"),
    ("call 410 555 1234 today", "410 555 1234"),
    ("call 4105551234 today", "4105551234"),
    ("call +1 410 555 1234 today", "+1 410 555 1234"),
    ("call +1-410-555-1234 today", "+1-410-555-1234"),
    ("call 1-800-555-1234 today", "1-800-555-1234"),
    ("call (410)555-1234 x123 today", "(410)555-1234 x123"),
    ("office 410-555-1234 ext. 42", "410-555-1234 ext. 42"),
    ("dtr Frances- 212- 476- 8356.", "212- 476- 8356"),
    ("DAUGHTER---301 944-5032 & son", "301 944-5032"),
    ("CONTACT PERSON (135-442-9738).", "135-442-9738"),
    ("phone 555-1234", "555-1234"),
    ("home # 555-1234", "555-1234"),
    ("Pager: #54321", "54321"),
    ("Tel 9155 4821", "9155 4821"),
    ("HP mobile 9733 2210.", "9733 2210"),
    ("pager 12345", "12345"),
    ("PAGER # 98765", "98765"),
    ("PG 33445", "33445"),
    ("beeper #8356", "8356"),
    ("dr chaudhry paged @ 4417 re fever", "4417"),
    ("paged to 55123", "55123"),
    # whom the pager reaches may stand between the verb and the number
    ("Paged attending Dr Ibrahim Haddad 2291 re P2P.", "2291"),
    ("BP 118/72; paged Dr Shapiro 3391", "3391"),
    ("Called 6207, spoke to circulating RN.", "6207"),
    ("Tel. 0264 597 852 int. 2314", "0264 597 852 int. 2314"),
    ("BEEPER 8356", "8356"),
    ("ext 4-5678", "4-5678"),
    ("EXT. 45678", "45678"),
    ("fax 410-555-9876", "410-555-9876"),
    ("FAX: (410) 555 9876", "(410) 555 9876"),
    ("Fax # 5559876", "5559876"),
    ("cell# 450-928-6612 (try 1st)", "450-928-6612"),
    ("will call family at 410-555-9876.", "410-555-9876"),
    # An extension glued to its "x"; international numbers; a slash after the area code.
    ("call x4-5520 for results", "x4-5520"),
    ("Staff Chaplain, x 6-2290", "x 6-2290"),
    # ... or "x" and four or five digits after a cue, or closing a signature after a comma
    ("Page x5512 if HR > 120", "x5512"),
    ("Questions? Page me til 1930, x6612. thx!", "x6612"),
    # three digits after a pager's own word
    ("Internal Medicine (for Dr N. Pathirana)\npager 822\n", "822"),
    ("PGR: 415.", "415"),
    ("Questions: call x4471.", "x4471"),
    ("Jocelyn Trudeau, RN CM, x4471", "x4471"),
    # an extension after a comma closing a whole number
    ("please contact me directly at (978) 555-0140, x4412 or by email",
     "(978) 555-0140, x4412"),
    # ... or three digits after "ext" and a word pointing at where to call
    ("call my nurse Fern at ext 212 with any questions.", "212"),
    ("dial extension 340.", "340"),
    ("Carol Teague, BSN RN, shelter nurse   ext 214", "214"),
    # seven digits of the military's own network
    ("Battalion Physician Assistant | DSN 635-4411 | jared", "635-4411"),
    ("UK mobile +44 20 7946 0018", "+44 20 7946 0018"),
    # nine digits in three groups of three with the trunk zero, as Irish areas dial
    ("GP: Dr Keogh, Ballinacree Medical Centre 091 554 218", "091 554 218"),
    ("cell +234 803 555 0199", "+234 803 555 0199"),
    ("Mobile +44 7700 900461.", "+44 7700 900461"),
    ("Alt 973/555-0100.", "973/555-0100"),
    ("Home ph: 903/555/0135    Daughter Tammy", "903/555/0135"),
    # National numbers outside the NANP, after a cue or with the trunk in parentheses.
    ("Call 020 7946 0321 today", "020 7946 0321"),
    ("mobile 07700 900461", "07700 900461"),
    # ... or British, in two groups of five and six digits, after any word
    ("Alt: 01384 496021 (home)", "01384 496021"),
    # ... or German, a dialling code and a line of six to eight digits, or a
    # switchboard's number and an extension after a hyphen
    ("Katrin asks to be contacted at 0171 4482903 re. follow-up.", "0171 4482903"),
    ("Klinikum, 31785 Hameln \u00b7 Secretariat 05151 97-2240 \u00b7 Fax", "05151 97-2240"),
    ("AU mob 0412 555 678", "0412 555 678"),
    ("fax: 03 9555 0123", "03 9555 0123"),
    ("Dublin office (01) 555 1234", "(01) 555 1234"),
    # ... whose first two groups alone have a local number's shape
    ("Ph: 044-2744 5190 | records", "044-2744 5190"),
    # ... or written in three groups with the trunk zero, after any word.
    ("NOK 0413 552 907 (daughter).", "0413 552 907"),
    ("Wife on 0400 123 456.", "0400 123 456"),
    ("Son Liam 020 7946 0958", "020 7946 0958"),
    ("Son (Dunedin) 03 555 7712", "03 555 7712"),
    # the area code hyphened, as Pakistan and India write it
    ("PMDC No 48213-P\nHosp: 042-3578 2210\n", "042-3578 2210"),
    # French numbers: the trunk zero and five pairs.
    ("Épouse jointe au 06 12 55 01 48.", "06 12 55 01 48"),
    # A seven-digit local number written with a dash needs no cue.
    ("If no answer, neighbor Mr. Okonkwo-Dale 348-2291 or cell.", "348-2291"),
    ("Daughter Liesl: 555-0152.", "555-0152"),
    ("Leave message at 348-2291 (home).", "348-2291"),
    # "AT" in capitals is no measure's label, and three digits are never as many as four
    ("INTERPRETER AVAILABLE AT 555-4410 BUT DTR TRANSLATES.", "555-4410"),
    # a British pager
    ("Consultant in Emergency Medicine\nBleep 4471", "4471"),
    # an extension after the number joins it, in French too
    ("Tel 819-555-0163 poste 204", "819-555-0163 poste 204"),
    ("Secretary Tel 01632 960 418 ext 12", "01632 960 418 ext 12"),
    # and so does the option of a phone menu
    ("LVM to call back at 785-555-0100 opt 2.", "785-555-0100 opt 2"),
    # an extension glued to its x after a signature's credentials
    ("Margot Delacroix-Baptiste, LCSW  x4418", "x4418"),
    # ... or closing a signature's line after a column gap
    ("Malia T., RN  7 West  x3318", "x3318"),
    # ... or after the word for paging
    ("Cards paged x4471, Dr. Ng returned call.", "x4471"),
    # ... or after a doctor's title and name
    ("if acute decomp page fellow dr saint-fleur x6622", "x6622"),
    # a number read out digit by digit, as a call's transcription writes it
    ("call me back at six oh seven five five five oh one three two thanks",
     "six oh seven five five five oh one three two"),
    ("at six oh seven five five five zero one four one extension two two",
     "six oh seven five five five zero one four one extension two two"),
    ("my cell is four one double five five five two one nine", "four one double five five"
     " five two one nine"),
    # an extension alone in brackets, and a pager's number in brackets after "paged"
    ("Yolanda Freitas, RN, CCM  (x4418)", "x4418"),
    ("0255 hospitalist Dr. Lin paged (4-7781); at bedside 0310.", "4-7781"),
    # an extension right after a word, closing the sentence
    ("no callback yet - will retry, ask for Ines in micro x6620.", "x6620"),
    # a pager's cue glued by a hyphen to a word before it still cues its number
    ("Covering: Cell-Pg-1234 after 5 pm", "1234"),
    # a satellite phone: the country code runs on into the first group, or no gaps
    ("Radio: VHF ch 3 / sat phone +8816 3155 0247", "+8816 3155 0247"),
    ("sat phone +881631550247 |", "+881631550247"),
    # three digits after a person's name and a comma; an extension closing a table's cell
    ("Scheduling contact: Wren Takahashi, ext. 207.", "207"),
    ("Mrs. Lyudmila Sorensen | rm 214, x4214 | skip lab", "x4214"),
    ("Coach Delgado | office x4260 | NO PE", "x4260"),
    # an extension between commas after a credential; three digits from 200 up after
    # any word
    ("Reported by: Jordan Pike, RN, x6623, at 2214 on 03/09", "x6623"),
    ("transferred to Gloria in finance ext 312.", "312"),
    # ... or after a name and a comma; "Extn" as well as "ext"; four digits after a
    # role's letters in brackets, closing the line
    ("Plan: cab step review (H&S: P. NAIDOO, ext 227).", "227"),
    ("For appointment call 040-2335 6700 Extn 214. In case of need", "040-2335 6700 Extn 214"),
    ("lactation f/u with Bernadette (LC) x2217\n", "x2217"),
    # a number dashed in full in a spreadsheet's column, after a figure and its comma
    ('V2606-001186,99213,J02.9,555-490-1183,"rapid strep neg"', "555-490-1183"),
]


@pytest.mark.parametrize(("text", "phone"), PHONES)
def test_phone_is_labelled(text: str, phone: str) -> None:
    assert ("PHONE", phone) in found(text)


@pytest.mark.parametrize("text", [
    "SVR 900-1300, CI 2.4",
    "TV 800-1000 on PS 15",
    "BP 116-1456/50-53",
    "u/o 575-1000 cc",
    "BP 120/80 HR 88",
    "BP (120) 418 77 29",
    "given x2 doses",
    "dilute 1 x 6-8 weeks; 2 x 5-1000 mL",
    "Grip 4/5, PT  x2",
    "Slides reviewed under oil immersion, x1000",
    "oil immersion  x1000",
    "walked hall   x3318 ft",
    "Slides reviewed at x4000.",
    "repeat x10000 cycles, x4471 spins",
    "knee flex 120 ext 110 AROM",
    "drain output: ext 250 mL, int 100 mL",
    "reduced, AP, x4000, today",
    "ref range 100 200 1000 normal",
    "Results 0 120 130 140",
    "readings 0 10 20 30 40 50",
    "K 3.9 Na 140 Cl 101",
    "pt in room 1234",
    "call 911 now",
    "page 2 of 3",
    "ph 7.35 on abg",
    "edema +2 3 4, x4 views, +3 pulses",
    "Na 140 +2 1 3",
    "Give meds at 0800 1200 1600",
    "call 0800 1200 1600 doses",
    "values 012 345 678 noted",
    "SVR 954-1183, received 40 KCL",
    "CK 250-1000 last week",
    "dose 348-2291 mg",
    "goal 250-1000 today", "800-1200 steps a day",
    "Teeth 01 02 03 16 17 extracted",
    "steps 450-1100 a day",
    "Dr paged at 1430 re fever",  # a time of day
    "Dr paged (1430) re fever",
    "called Dr Smith 1430 re fever",  # when, not where
    "She was called 1998 by her sister",  # a year
    "called pharmacy re 1000 mg",
    "Called GP 1000 mg given",
    "Slides reviewed under oil immersion (x1000)",
    "Slides reviewed under oil immersion x1000.",
    "gave five mg then one two three",
    "one or two of the five nurses saw three or four",
    "Flexion, ext 170",
    "Knee flexion 120, ext 10",
    "| slide | oil x1000 |",
    "| gait | x1500 ft |",
    "pager 1 of 2", "pager 3.5 cm", "repeated, x1000.", "teeth 011 012 013 extracted",
    "teeth 011-12 13 14 extracted",
    "wrist ext 250 ms", "hip (L) ext 200 deg", "scores (12) 345 6789",
    # after a figure and its comma, digits not dashed in full are a list's
    "counts 12,5554901183 and 1,555,4901183",
    "bleep stroke reg 4417 mg",
    "sats reached 92 on 4 L, Hb 120 134 12 10 stable",
])
def test_non_phone_numbers_are_left(text: str) -> None:
    assert [t for t in found(text) if t[0] == "PHONE"] == []


def test_space_separated_digits_need_a_valid_area_code_or_a_cue() -> None:
    assert found("values 120 110 1234 noted") == []
    assert ("PHONE", "120 110 1234") in found("phone 120 110 1234")


@pytest.mark.parametrize(("text", "value"), [
    ("mail John.Doe@example.org today", "John.Doe@example.org"),
    ("MAIL JOHN_DOE+ICU@MAIL.EXAMPLE.COM NOW", "JOHN_DOE+ICU@MAIL.EXAMPLE.COM"),
    ("addr: a.b-c@sub.example.co.uk.", "a.b-c@sub.example.co.uk"),
])
def test_email_is_labelled(text: str, value: str) -> None:
    assert ("EMAIL", value) in found(text)


@pytest.mark.parametrize(("text", "value"), [
    ("reach me at t.nakashima [at] lakeshorehealth [dot] org",
     "t.nakashima [at] lakeshorehealth [dot] org"),
    ("email jwu dot 1988 at outlook dot com please", "jwu dot 1988 at outlook dot com"),
    ("or 'martakroll at proton dot me'.", "martakroll at proton dot me"),
    ("J.DOE (AT) MAIL.COM", "J.DOE (AT) MAIL.COM"),
])
def test_email_written_out_against_harvesters_is_labelled(text: str, value: str) -> None:
    assert ("EMAIL", value) in found(text)


@pytest.mark.parametrize("text", [
    "message at mychart.org", "the dot at 3 o'clock; Dot at home", "pain at rest. dot the i's",
])
def test_at_and_dot_as_words_make_no_email(text: str) -> None:
    assert [t for t in found(text) if t[0] == "EMAIL"] == []


@pytest.mark.parametrize(("text", "phone"), [
    ("tel. 601 555 014", "601 555 014"),
    ("Wyniki telefonicznie pod nr 601 555 014; PESEL", "601 555 014"),
    ("Tlf. 12 34 56 78", "12 34 56 78"),
    ("mobil 20 12 34 56", "20 12 34 56"),
    # Singapore's "handphone", eight digits in two groups
    ("HP: 9137 6628", "9137 6628"),
    ("Daughter Farah (works at Changi Airport Group, HP 8224 1907) usually", "8224 1907"),
    # eight digits with a trunk zero after a cue: a small Irish area's number
    ("contact her on 022 58 447 or by email.", "022 58 447"),
    ("Tel: 022 58447", "022 58447"),
    # "Home:" as a form's label of a number
    ("HP: 9123 6684   Home: 6785 2210", "6785 2210"),
    # a qualifier of the line before its colon; an area code in brackets; more cues
    ("Tel. casa: 55 5573 0842   Cel. (esposa Guadalupe): 55 3917 6620", "55 5573 0842"),
    ("Tel. casa: 55 5573 0842   Cel. (esposa Guadalupe): 55 3917 6620", "55 3917 6620"),
    ("Tel. envío: 55 5483 2190 ext. 4417", "55 5483 2190"),
    ("Tel. (11) 3078-4415 | WhatsApp (11) 98234-5170", "(11) 3078-4415"),
    ("Tel. (11) 3078-4415 | WhatsApp (11) 98234-5170", "(11) 98234-5170"),
    ("Unified call centre: 920 033 418", "920 033 418"),
    # any telephone word on the line before an area code in brackets; seven digits as
    # three and four after a strong one
    ("Tel (11) 5083-4471 | WhatsApp recep\u00e7\u00e3o (11) 98841-2209", "(11) 98841-2209"),
    ("Nurse Practitioner clinic\nPh 888 0417\nDate: 03/06/2024", "888 0417"),
    # ... the area code in brackets after the trunk's "0", the line in groups
    ("Adres: Korfez\nTel: 0 (532) 418 77 29\n", "0 (532) 418 77 29"),
    # a Chinese mobile's eleven digits in groups after any telephone word
    ("daughter Xiaomei\nContact: 138 8321 6647\n", "138 8321 6647"),
    # a second number of the same groups on the line, after a slash or a comma
    ("Tel: 9382 4417 (mobile) / son 6104 2285", "6104 2285"),
    ("HP: 9137 6628, wife 9137 6629", "9137 6629"),
    # a contact's or an enquiry line's number right after the word
    ("Son contact 6187 2245; ward enquiry 2208 5718.", "6187 2245"),
    ("Son contact 6187 2245; ward enquiry 2208 5718.", "2208 5718"),
])
def test_grouped_number_without_trunk_zero_after_a_telephone_word(text: str, phone: str) -> None:
    assert ("PHONE", phone) in found(text)


@pytest.mark.parametrize("text", [
    "phone visit: vitals 98 120 80 16", "home 12 34 56 78", "values 12 34 56 78",
    "HP 120 80 mmHg", "dose 0.5 mg 022 58 447", "phone visit: 12 34 56 78",
    "Tel. reviewed: 12 34 56 78",
    # six digits and four after a blank are no NANP number ("SA ID: 780512 5894 08 3")
    "SA ID: 780512 5894 08 3",
    # three numbers of a row of values that goes on
    "Freq (Hz)   250  500  1000  2000  3000  4000",
    # seven digits after a word that does not name a telephone
    "Batch 888 0417 used", "Ph 7.35 on ABG", "contact precautions 12 34 56 78",
    # Brazil's bare area code and a mobile only after a telephone's word
    "scores 11 98841-2209",
])
def test_grouped_numbers_without_a_telephone_word_right_before_are_left(text: str) -> None:
    assert [t for t in found(text) if t[0] == "PHONE"] == []


@pytest.mark.parametrize(("text", "kept"), [
    ("Tel: 9382 4417 / 12 34 56 78", "12 34 56 78"),
    ("Tel: 9382 4417. Plan 1204 2285", "1204 2285"),
])
def test_numbers_after_a_telephone_number_in_other_groups_or_past_a_sentence_are_left(
        text: str, kept: str) -> None:
    assert ("PHONE", kept) not in found(text)


@pytest.mark.parametrize(("text", "value"), [
    ("see https://example.org/path?q=1.", "https://example.org/path?q=1"),
    ("see HTTP://EXAMPLE.ORG/A", "HTTP://EXAMPLE.ORG/A"),
    ("see www.example.com/page, then", "www.example.com/page"),
    ("see WWW.EXAMPLE.COM", "WWW.EXAMPLE.COM"),
    ("family blog at example.org", "example.org"),
    ("site: my-clinic.health/portal.", "my-clinic.health/portal"),
    ("ftp://files.example.net/x", "ftp://files.example.net/x"),
    # a country's or a short link's domain names a page when a path follows
    ("Platform: Doxy.me, room doxy.me/drsalazar\nPatient", "doxy.me/drsalazar"),
    ("join zoom.us/j/88123 at 10:00", "zoom.us/j/88123"),
    ("handout at bit.ly/3xYz.", "bit.ly/3xYz"),
])
def test_url_is_labelled(text: str, value: str) -> None:
    assert ("URL", value) in found(text)


@pytest.mark.parametrize("text", [
    "pt.was seen by team",
    "s/p d.c. cardioversion",
    "given p.o. meds",
    "Platform: Doxy.me for the visit",
    "K 4.me/x",
])
def test_abbreviations_are_not_urls(text: str) -> None:
    assert [t for t in found(text) if t[0] == "URL"] == []


@pytest.mark.parametrize(("text", "value"), [
    ("from 192.168.1.20 logged", "192.168.1.20"),
    ("host 10.0.0.1.", "10.0.0.1"),
    ("v6 2001:db8::8a2e:370:7334 seen", "2001:db8::8a2e:370:7334"),
    ("v6 FE80:0000:0000:0000:0202:B3FF:FE1E:8329", "FE80:0000:0000:0000:0202:B3FF:FE1E:8329"),
    ("loopback ::1 only", "::1"),
])
def test_ip_address_is_labelled(text: str, value: str) -> None:
    assert ("IP", value) in found(text)


@pytest.mark.parametrize("text", [
    "abg 7.45/33/80",
    "version 1.2.3 installed",
    "seen 12:30:45 today",
    "NEURO: A&O CV: SR RESP: CTA GI: soft GU: foley SKIN: ok ID: afebrile",
    "ip 300.1.1.1 invalid",
])
def test_non_addresses_are_not_ip(text: str) -> None:
    assert [t for t in found(text) if t[0] == "IP"] == []


@pytest.mark.parametrize(("text", "value"), [
    ("pump MAC 00:1A:2B:3C:4D:5E paired", "00:1A:2B:3C:4D:5E"),
    ("monitor mac 00-1a-2b-3c-4d-5e", "00-1a-2b-3c-4d-5e"),
    ("00:1A:2B:3C:4D:5E is the pump; 10-AB-CD-EF-01-23 the monitor", "00:1A:2B:3C:4D:5E"),
    ("00:1A:2B:3C:4D:5E is the pump; 10-AB-CD-EF-01-23 the monitor", "10-AB-CD-EF-01-23"),
])
def test_hardware_address_is_an_identifier(text: str, value: str) -> None:
    assert ("ID", value) in found(text)


@pytest.mark.parametrize("text", [
    "times 10:15:20:25:30 noted",  # five groups
    "seen 12:30:45 today",
    "a 00:1A:2B-3C:4D:5E mixed",
    "lot 700:1A:2B:3C:4D:5E",  # a longer run before the first pair
    "v1.00:1A:2B:3C:4D:5E",
])
def test_colon_runs_that_are_no_hardware_address_are_left(text: str) -> None:
    assert [t for t in found(text) if t[0] == "ID"] == []


def test_find_phones_works_without_tokens() -> None:
    text = "pager 12345 and 410-555-1234"
    assert [text[s.start:s.end] for s in find_phones(text)] == ["410-555-1234", "12345"]


def test_spans_carry_recognizer_and_reason_without_the_value() -> None:
    text = "pager 12345 mail a@example.org"
    for s in CONTACT.analyze(Document(text)):
        assert s.recognizer == "contact"
        assert s.reason and text[s.start:s.end] not in s.reason


@pytest.mark.parametrize("text", [
    "1-" * 20000, "@" * 40000, "a@" * 20000, "ab:" * 15000, ":" * 40000, "www." * 10000,
    "410 555 " * 6000, "pager " * 8000, "1." * 20000,
])
def test_odd_input_finishes_without_timeout(text: str) -> None:
    CONTACT.analyze(Document(text))  # PatternTimeout would fail the test


@pytest.mark.parametrize(("text", "value"), [
    ("Follows @lupuswarriorjen on Instagram.", "@lupuswarriorjen"),
    ("@janedoe22 posted again", "@janedoe22"),
    ("Username: jsmith_1962.", "jsmith_1962"),
    ("screen name is kdoe", "kdoe"),
    ("your user ID will be joyelowo01.", "joyelowo01"),
    # a second login after a slash
    ("Logged in RIS under user jklapper / mbouchard2. Next audit", "mbouchard2"),
    ("Portal login: mgarcia2", "mgarcia2"),
    ("IT reset password for username jcalloway_1962.", "jcalloway_1962"),
    # a lower-case login that no English word list holds needs no separator
    ("14:22 | user jfairholm (Registration) | VIEW Demographics", "jfairholm"),
    ("[Pended by: skarimova2 at 17:58]", "skarimova2"),
    ("CCF # 0091827364, collector ID lrosado, MRO review", "lrosado"),
    # ... nor does one with a dotted suffix in lower case
    ("Coach signature: M. Foster, TTS   login mfoster.gptq", "mfoster.gptq"),
    ("- N. Eze-Lindqvist, MD, CMO   login neze.cmo", "neze.cmo"),
    # what the login is for between the label and its colon
    ("Results portal login for follow-up: ngch_sendout02; queries to lab", "ngch_sendout02"),
    # a call centre's agent: a login with digits, or after "agt" one made of a name
    ("04/02/25 09:14  agt: dpatel03\nInbound call from member's niece", "dpatel03"),
    ("04/04/25 11:02  agt: mreed\nMember called directly", "mreed"),
    ("Escalated by agent: nightops1 at 0520", "nightops1"),
    # two parts of letters joined by a dot after "user"
    ("SystmOne entry 08:12 12/05/2025 user hcs.aobi", "hcs.aobi"),
    # a quoted name after its label
    ('username "d4nny_b0i07".', "d4nny_b0i07"),
    # a login kept in capitals, a site's letters before the name
    ("Signed: 10/17/2023 15:31   user VHAASRPARKL", "VHAASRPARKL"),
    # a practice's address for electronic letters
    ("report sent via HealthLink EDI granvfmc", "granvfmc"),
])
def test_accounts_and_handles_are_identifiers(text: str, value: str) -> None:
    assert ("ID", value) in found(text)


@pytest.mark.parametrize("text", [
    "HR 60 @rest, pt @home",
    "unable to handle stress",
    "Login issues resolved",
    "the user is confused about the app",
    "user name will be sent by email",
    "login issues.today",
    "login for help: see IT desk",
    "collector ID pending; tech id verified",
    "user account locked; the user clicked twice",
    "email jdoe@example.com",
    "Infectious agent: klebsiella; agent: vancomycin started",
    "Agent: 5FU given over 46 h",
    "see the user manual.html",
    "user report.pdf attached",
    "user ADMINISTRATOR reset it",
    "EDI: 45, EPDS (Edinburgh scale) 6",
])
def test_at_signs_and_words_that_name_no_account_are_left(text: str) -> None:
    assert [t for t in found(text) if t[0] == "ID"] == []


@pytest.mark.parametrize(("text", "expected"), [
    ("[10:14] kayla.m: hey is bed 7 still npo?", ["kayla.m"]),
    ("[10:15] drpatel_hosp: yes npo, ct abd at 11", ["drpatel_hosp"]),
    ("teams msg | from: hugo.b (pharm) | to: nocturnist", ["hugo.b"]),
    ("screenshot: pt (harper_lune): took 20 tabs", ["harper_lune"]),
    ("Participants: Dr. Hollis Greenberg (host) | bella.rosario92 (guest) | Dial-in",
     ["bella.rosario92"]),
    ("| notes.pdf (attached) |", []),
    # abbreviations, files and sites before a colon stay
    ("Med: vit.d: 1000 IU. File: notes.pdf: attached. p.o.: yes", []),
])
def test_chat_user_names_joined_by_a_dot_or_underscore_are_identifiers(
        text: str, expected: list[str]) -> None:
    assert [t for typ, t in found(text) if typ == "ID"] == expected


@pytest.mark.parametrize(("text", "expected"), [
    # after a message's time stamp a user name needs no dot or underscore
    ("[14:02] drwinterbourne: Hi, your video froze\n[14:03] devm_92: call my cell",
     ["drwinterbourne", "devm_92"]),
    ("[2:05 PM] kathy: ok thanks", ["kathy"]),
    # ... but a word or a role there is no user
    ("[14:04] system: call ended\n[14:05] Patient: ok\n[14:06] guest: hi", []),
    # a platform names the account after it
    ("online friend Kat (discord katherine.oduya). Alcohol 2/wk", ["katherine.oduya"]),
    ("uses snap: bree.x22 daily", ["bree.x22"]),
])
def test_chat_speakers_after_a_time_stamp_or_a_platform_are_identifiers(
        text: str, expected: list[str]) -> None:
    assert sorted(t for typ, t in found(text) if typ == "ID") == sorted(expected)


def test_a_count_after_a_telephone_number_is_no_extension() -> None:
    assert found("cell 617-555-0100, x2 daily") == [("PHONE", "617-555-0100")]


@pytest.mark.parametrize(("text", "expected"), [
    # a column aligned with blanks, its cells a few characters off the heading
    ("ROLE          NAME                 PAGER     EXT\n"
     "Attending     Hunter, Marisol MD   4417      x6-2290\n"
     "Resident      Abdi, Yusuf MD     4432      --\n",
     ["4417", "x6-2290", "4432"]),
    # a table with bars, blank cells keeping the columns in place
    ("| Role | Name | Pager | Ext |\n| Intern | Lee, Jo MD | 4432 | 2201 |\n"
     "| RN | | -- | 2208 |\n", ["4432", "2201", "2208"]),
    # lines ended by CR LF
    ("ROLE      NAME          PAGER #\r\nCharge    Mark Bell RN  4400\r\n", ["4400"]),
    # the table ends at a blank line; other columns' numbers stay
    ("Test   Result   Units   Callback\nK      6.9      mmol/L  --\n\n4417 units given", []),
])
def test_numbers_in_a_telephone_column_are_telephones(text: str,
                                                      expected: list[str]) -> None:
    assert sorted(t for typ, t in found(text) if typ == "PHONE") == sorted(expected)

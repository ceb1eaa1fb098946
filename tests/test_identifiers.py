"""Alphanumeric identifier recognizer: identifiers found, clinical values kept."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from hl7scrub._types import Span
from hl7scrub.document import Document
from hl7scrub.recognizers.contact import ContactRecognizer
from hl7scrub.recognizers.header_values import HeaderValueRecognizer
from hl7scrub.recognizers.identifiers import IdentifierRecognizer
from hl7scrub.recognizers.places import PlacesRecognizer

AIR = IdentifierRecognizer()
MINE = (IdentifierRecognizer(), ContactRecognizer(), PlacesRecognizer(),
        HeaderValueRecognizer())


def id_texts(text: str) -> list[str]:
    return [text[s.start:s.end] for s in AIR.analyze(Document(text))]


# (text, identifier that must be labelled ID)
POSITIVE = [
    ("MRN 00123456 admitted", "00123456"),
    # a letter's reference of its writer's and typist's initials or login
    ("Our ref: DW/JS  Your ref: AB/123", "DW/JS"),
    ("Ref: TZ/agreen3\nDear Dr Shah,", "TZ/agreen3"),
    ("our ref DW/KL/RT", "DW/KL/RT"),
    # a soldier's service number after the army's "SN"
    ("Army SN RA 16 742 318   DoD ID 1287450936", "RA 16 742 318"),
    # a police officer's collar number
    ("Police informed: PC ROWLANDS collar no 4471, log GMP-0106-0412.", "4471"),
    ("Present: DC R. Mahmood (collar 4471, CAIT); HV Gemma", "4471"),
    # an ambulance's call sign; Portugal's health service number and hospital record
    ("Resources: A&E unit call sign TA41, first on scene", "TA41"),
    ("HOLLIS, Margaret   N\u00ba SNS: 284 617 903   Proc.: 2024/118734", "284 617 903"),
    ("HOLLIS, Margaret   N\u00ba SNS: 284 617 903   Proc.: 2024/118734", "2024/118734"),
    # Argentina's clinical history and a doctor's registration, thousands parted by dots
    ("DNI 38.472.115  HC 224.817", "224.817"),
    ("Dra. L. Ferreyra - MN 144.582   Enf. VG", "144.582"),
    # a prisoner's, a custody booking's and a clinic's own numbers
    ("NHS No 485 777 3021  Prison No A4821DK", "A4821DK"),
    ("Clinic no: MC/7721", "MC/7721"),
    ("Custody booking no: 4471", "4471"),
    # the Czech birth number, Canada's immigration client identifier, a vaccine's batch
    # and a device's code of capitals and a dash after "tablet"
    ("Pacient: NOVOTN\u00dd Jaroslav, R\u010c 520314/118, poj. VZP", "520314/118"),
    ("IFHP UCI 1134-5590   DOB", "1134-5590"),
    ("Nurse note: vaccination batch HX4418 L deltoid", "HX4418"),
    ("ePCR created on tablet TAB-PR-0331; last synced", "TAB-PR-0331"),
    # Mexico's social security number with its check digit after a hyphen, Australia's
    # business number, a licence's profession code and serial, and a register's serial,
    # month and year after its letters
    ("NSS: 1287 61 4523-8  Agregado: 2F1961OR", "1287 61 4523-8"),
    ("Support Coordination Pty Ltd - ABN 61 602 184 337\nPROGRESS", "61 602 184 337"),
    # Portugal's health number in its three groups after the service's letters alone;
    # a lot in Spanish; Italy's number sign before a year and a serial; a licence's
    # letters and serial after "lic" in lower case
    ("Nº SNS 234 567 891   NIF 187 442 019", "234 567 891"),
    ("Vacuna influenza administrada hoy, lote V4G817Q.", "V4G817Q"),
    ("VERBALE DI PRONTO SOCCORSO N. 2024/0038841\nPaziente", "2024/0038841"),
    ("Therapist: R. Kessler, PT   CO lic PTL.0018842   ph", "PTL.0018842"),
    ("OTR/L, CHT   lic 056.009812\nCo-treat", "056.009812"),
    ("- SAPS case no. CAS 412/06/2024, W/O Mokoena", "CAS 412/06/2024"),
    # a vehicle's registration after the vehicle and "reg"
    ("Unit ALS 12   Veh reg CA 448-217   Date 09/03/2025", "CA 448-217"),
    ("Collected by driver (van reg PN19 KXD) on Friday", "PN19 KXD"),
    # an ampersand inside capitals of a docket's reference
    ("Card No: CAS-24-55812   Docket: STC/A&E/8891", "STC/A&E/8891"),
    # Kenya's health insurance numbers and a territory's health card
    ("IP No: IP/24/018834   NHIF: R4471 9902", "R4471 9902"),
    ("DOB: 11/09/2022   NU HC#: 115 332 908", "115 332 908"),
    # a reference of groups of capitals and digits joined by hyphens after "ref"
    ("frozen back-up in bank, straw ref HFC-AND-5521.", "HFC-AND-5521"),
    # the Malay and Indonesian registration's label
    ("No. Pendaftaran: KKBBB/NCD/1172   Tel: 012-338 4105", "KKBBB/NCD/1172"),
    # a register's reference with a two-digit year after two groups of letters
    ("14/06/24 02:15 | SMH/MAT/24/2281 | G2P1", "SMH/MAT/24/2281"),
    # after a weak cue, a number with slashes, seven digits or more and a run of four
    ("IP No: MW2/0417/24   OPD No: KDH-88213", "MW2/0417/24"),
    ("Birth no.: 475823/1124   Insurer: VZP", "475823/1124"),
    # the tax numbers of Portugal and Spain
    ("NIF: 187 342 960", "187 342 960"),
    ("NIE X1234567L on file", "X1234567L"),
    # a reference of capitals, a slash and digits, or of digits and a closing letter;
    # an identity card's number; any card's labelled number of six digits or more
    ("Accession: RB25-00417   Lab ref MPS/3390715", "MPS/3390715"),
    ("HOOF ref: 551902-B    Job no: JB-2406-3381", "551902-B"),
    ("Re: Ms CARMEN AGIUS  ID card 0412367M  DOB 15.02.1958", "0412367M"),
    ("TRN: 118-406-552   NHF card: 2091 7744", "2091 7744"),
    # the number's word "nr." of Romanian, German, Polish and Dutch
    ("FO nr. 24561/2024\nPacient: DUMITRESCU", "24561/2024"),
    # an Indonesian licence: numbers first, then the office's letters and the year
    ("dr. yuni\nSIP 503/2281/SIP-DU/2023\nPerawat", "503/2281/SIP-DU/2023"),
    # New Zealand's health index number in a table's column with no label
    ("R1 | PAEWAI, Hemi | 67 | ZKT4821 | CP | ATS 2 |", "ZKT4821"),
    # a code of letters and digits is no amount before "in"
    ("Biloxi PD report # BPD-25-004417 in chart.", "BPD-25-004417"),
    ("lot # 2HG71 in fridge", "2HG71"),
    # capitals glued to digits after "ID"; a provider's number after "Prov #"; a number
    # whose last group a hyphen joins
    ("Call-taker: R. Castellanos (ID TC4412) | Dispatcher", "TC4412"),
    ("Branch: Gulf Breeze   Agency Prov #: 10-7745", "10-7745"),
    ("MRN: GSCH 7720-1185       Unit: PICU", "GSCH 7720-1185"),
    # a licence's number after "Lic" alone; a device's code in three groups
    ("CO Lic CHR.0004417  NPI 1588830146", "CHR.0004417"),
    ("ADC: Pyxis MedStation ES, device 5E-MS-02, serial CFN8831247", "5E-MS-02"),
    # "in" before a capitalised word or an article is the preposition, not inches
    ("filled at CVS #5521 in Dartmouth on 4/29", "5521"),
    ("Acct #5521 in the chart", "5521"),
    # "No:" in a form, and "SN" before a colon or "ending"
    ("UHID: SNMH/2024/0045821       OP No: 3317", "3317"),
    # a register's lettered number after "No" or a label in a column before its colon
    ("UHID        : PVH.0023418867          IP No.: IP/24/07719", "PVH.0023418867"),
    ("UHID        : PVH.0023418867          IP No.: IP/24/07719", "IP/24/07719"),
    ("Date: 14/08/2024        OP No: BFMH/OP/2024/08817", "BFMH/OP/2024/08817"),
    # a blank before the colon; a folder's number; parts joined by hyphens and slashes
    ("UHID : SVMH-0118734          IP No : IP/24/05521", "IP/24/05521"),
    ("Date: 13/08/2024     Folder no: MCHC-22/0931", "MCHC-22/0931"),
    ("He is enrolled on NHIS, no. NHIS/EK/2231-0094. His wife", "NHIS/EK/2231-0094"),
    ("Hosp. No: TH/ME/091146       NHIA No: NHIS/OS/0442817", "NHIS/OS/0442817"),
    # an alien registration number, alone in a cell or after its cue
    ("| 3 | Saw Eh Htoo | A-220-017-955 | 12-JUL-24 |", "A-220-017-955"),
    ("A#: A 220 017 955", "A 220 017 955"),
    ("Alien No. 220017955", "220017955"),
    ("Employer case ref: BCS-INC-3318    Adjuster: Dana", "BCS-INC-3318"),
    ("USCIS # A220017955, I-94 on file", "A220017955"),
    # a national number in its own groups after "ID", short groups and all
    ("Hosp No: 4471902-3      SA ID: 780512 5894 08 3\nDOB", "780512 5894 08 3"),
    ("loaner returned unit SN ending 0931.", "0931"),
    ("Device SN: RNB412770S", "RNB412770S"),
    # Date-shaped but no valid year: still an identifier after a cue.
    ("(MRN 4482-1190), was admitted", "4482-1190"),
    ("Med rec # 4482-1190", "4482-1190"),
    ("mrn: 4455667", "4455667"),
    ("MR# 88-12-331", "88-12-331"),
    # Two digit groups that read as no range of values (the second smaller, or padded).
    ("ImPACT baseline ID 5564-0023 on file", "5564-0023"),
    # National numbers in their own punctuation, with no cue.
    ("Brazilian CPF 123.456.789-09 on file", "123.456.789-09"),
    ("AHV 756.1234.5678.97", "756.1234.5678.97"),
    ("N° RAMQ / Health Ins. No. : NGUE 8556 2117", "NGUE 8556 2117"),
    ("numero de securite sociale 2 83 08 69 123 456 78", "2 83 08 69 123 456 78"),
    # a band's label and its value
    ("BB ARMBAND: BBK-4471-QZ (Typenex)", "BBK-4471-QZ"),
    ("armband: on left wrist", None),
    # a tag on a body or on evidence; a cued value in groups after its letters
    ("Removal at 1410. Body tag MC-0611-A. Scene photographs 1-42 taken", "MC-0611-A"),
    # a vehicle's tag; a card's ID of capitals and groups of digits; tracking abbreviated
    ("Vehicle tag LKW-4821 noted by deputy on form", "LKW-4821"),
    ("Card ID: DPX 6620 1187 4409   BIN: 600426", "DPX 6620 1187 4409"),
    ("Tendered to courier     hub staff     trk 7749 2210 5583", "7749 2210 5583"),
    # a monitor's list of subjects; a trial's site; a code labelled in Spanish too
    ("Subjects reviewed: 114-003, 114-007, 114-011 (initials DLM).", "114-011"),
    ("Protocol CLD-207-02 | Site #: 114  -  Piedmont Heart", "114"),
    ("Activation code / Código de activación: 7KXQ2-M4PDR-9WZ", "7KXQ2-M4PDR-9WZ"),
    # a court's docket; a serial of digits, a dash and capitals after "SN"
    ("Court: Juvenile Court, docket 2024-DR-0918 | Collection site", "2024-DR-0918"),
    ("images at 24 hours on gamma camera SN 4417-GX2 with 5 mm aperture", "4417-GX2"),
    ("sinus node SN 12-14 bpm", None),
    ("body temp 38.2 at 1410", None),
    ("Frequent flyer #: CZ882 019 4471", "CZ882 019 4471"),
    # a blood unit's ISBT 128 donation number, in groups or run together
    ("W0416 24 318822     E0336V00      RBC AS-1 LR", "W0416 24 318822"),
    ("Unit W041624318822: start 14:25", "W041624318822"),
    # a register's letters in groups before a serial and the year; its letters between
    # "No." and the colon; a registration's number; a check digit in brackets
    ("IP No: MDH/IP/4471/25     OP No: 88213", "MDH/IP/4471/25"),
    ("BHT No: 4417/25   Bed 23", "4417/25"),
    ("No. RN: KKBBB/2019/03317", "KKBBB/2019/03317"),
    # ... with no cue at all: a register's letters, the year and a serial
    ("RN: KKSK/2023/04417   Umur: 44", "KKSK/2023/04417"),
    ("cross-ref 2024/OPD/11873 on file", "2024/OPD/11873"),
    ("Medical Officer, MDC Reg: MDC/RN/11472", "MDC/RN/11472"),
    ("HKID: K582943(6)   HN: HN21048837Y", "K582943(6)"),
    # a reference of capitals and numbered parts after "Ref:" alone
    ("Coroner's officer: Ian Walsh   Ref: CR/26/0312\n", "CR/26/0312"),
    # ... or of letters in parts before the serial
    ("CNS G. Pryce - Uro-oncology\nRef: UROL/RDN/88211\n", "UROL/RDN/88211"),
    # a national number with its thousands parted by dots after its label
    ("GONZALEZ, Matias  29a  DNI 38.472.115  HC 224", "38.472.115"),
    ("RUT 12.345.678-5", "12.345.678-5"),
    ("Plaquetas 224.000, GB 1.250.000", None),
    # a UK National Insurance number in groups after its label
    ("Emp ref NGR-2025-0441   NI no. QQ 12 34 56 C", "QQ 12 34 56 C"),
    # the year first, then a ward's letters and the serial; a unique patient number
    ("IP No: 2026/MW/004417     MLC No: 118/26", "2026/MW/004417"),
    ("CCC No: 13939-04417   UPN: KAK/CCC/2017/0981", "KAK/CCC/2017/0981"),
    # a national card's number in groups after its acronym or a word for a card; a
    # register's serial after the year, its acronym and "n."
    ("CPF 318.402.667-15   CNS 704 2031 8894 1126", "704 2031 8894 1126"),
    ("Bradesco Saúde - carteirinha 889 001 2345 6789 0012", "889 001 2345 6789 0012"),
    ("Insurance: Daman card 1029 4471 0932 1102.", "1029 4471 0932 1102"),
    ("Conv\u00eanio: Unimed carteirinha 0 865 004417332 00 7", "0 865 004417332 00 7"),
    ("NSS: 4307 55 1234 5   Agregado: 1M1955OR", "4307 55 1234 5"),
    ("C.F. PLLGPP34M61C794K   SDO n. 2026/0031187", "2026/0031187"),
    ("SAPS present, CAS no 114/06/2025. Smells of alcohol", "114/06/2025"),
    # a register's letters, serial and year; a medical card; a card's acronym in
    # brackets; a laboratory's number; a number said as assigned
    ("UHID: SVM-2026-018842     IP No: IP/4471/26", "IP/4471/26"),
    ("Medical card no: 0715394K    PPSN: 6182934TW", "0715394K"),
    ("Health Card (OHIP): 4532 281 946 KT   Chart #: LB-20417", "4532 281 946"),
    # words in brackets before the colon; Portugal's health service user number
    ("Aadhaar (for insurance): 4829 1174 6630   TPA claim no", "4829 1174 6630"),
    ("N.\u00ba utente SNS: 284 771 903", "284 771 903"),
    # "no." before the colon; a reference of capitals and numbered parts after "ref."; a
    # file's name of parts joined by underscores
    ("Accession no.: 26/0314/0417\nPatient: see chart", "26/0314/0417"),
    ("sent to Hemato-Lab, ref. HL/26/1102.", "HL/26/1102"),
    (" - 12/08/25 1005 img RW558203_W1_001 pre-debr", "RW558203_W1_001"),
    ("sputum sent today - lab no. NHLS 4471-0092. CXR requested", "NHLS 4471-0092"),
    ("Subject ID assigned: 1047-0023   Screening #: S-0117", "1047-0023"),
    # ... with the check character printed apart, after a cue or in a cell
    ("| W0421 26 118834 7 | RBC AS-1 | O+ |", "W0421 26 118834 7"),
    ("Component: RBC, leukoreduced, unit # W0363 26 118842 K, O POS", "W0363 26 118842 K"),
    # (a blood group after the number is no check character)
    ("unit W0421 26 118834 A POS given", "W0421 26 118834"),
    ("Chart # 8841-2207", "8841-2207"),
    ("med rec no. 7781234", "7781234"),
    ("Medical record number: A4432109", "A4432109"),
    ("acct # 99812-3", "99812-3"),
    ("Account number 0045512", "0045512"),
    ("ACCT 55123", "55123"),
    ("protocol 03-C-0123 consent signed", "03-C-0123"),
    ("enrolled in PROTOCOL 07-H-0041", "07-H-0041"),
    ("accession #S21-4432", "S21-4432"),
    ("SSN 123-45-6789", "123-45-6789"),
    ("ssn 123 45 6789", "123 45 6789"),
    ("social security number 987654321", "987654321"),
    ("member id XJH44512", "XJH44512"),
    ("Medicare ID 1EG4TE5MK73", "1EG4TE5MK73"),
    ("medicare a/b only (id 8hn4-wq1-rt62), no secondary", "8hn4-wq1-rt62"),
    ("pt rosa 8f  chart bspd-6610  guardian mom", "bspd-6610"),
    ("masshealth dental id dq5518830297", "dq5518830297"),
    ("chart 4 of 6 reviewed", None),
    # a drug's or a product's code names nobody
    ("Rx: Ozempic 0.5 mg pen (NDC 0169-4132-12)   Prescriber", None),
    ("UPC 012345678905 on the box", None),
    ("id 2 wks", None),
    ("policy no. 66123-99", "66123-99"),
    ("Policy #AB12345", "AB12345"),
    ("license # D1234567", "D1234567"),
    ("driver's license S530-460-12-345", "S530-460-12-345"),
    ("DEA AB1234563", "AB1234563"),
    ("NPI 1234567893", "1234567893"),
    ("certificate no. 55-1234", "55-1234"),
    ("pacemaker serial # PJN123456H", "PJN123456H"),
    ("S/N 4471-225", "4471-225"),
    ("Photo log: iPad SN DMPX44R1Q0F | dyoung", "DMPX44R1Q0F"),
    ("device id 00643169007222", "00643169007222"),
    ("license plate 7ABC123", "7ABC123"),
    ("VIN 1HGCM82633A004352", "1HGCM82633A004352"),
    ("case # 2021-00456", "2021-00456"),
    ("Number 445566", "445566"),
    ("no. 33421", "33421"),
    ("# 77321", "77321"),
    ("ref 3321 verified", None),  # weak cue, four digits are not enough without "ref #"
    ("ref # 3321 verified", "3321"),
    ("called about 123456789 yesterday", "123456789"),
    ("id card A12345678 on file", "A12345678"),
    ("kit Z011-0001 used", "Z011-0001"),
    ("sample 12-345-678 sent", "12-345-678"),
    ("pt code 884721 given", "884721"),
    ("barcode 9780306406157", "9780306406157"),
    # "<cue> number": the cue's own "num" must not stop short of "number".
    ("Policy number: 4412-88", "4412-88"),
    ("Member number 4412-88", "4412-88"),
    ("serial number 4412-88", "4412-88"),
    ("device number: 4412-88", "4412-88"),
    ("specimen number 4412-88", "4412-88"),
    ("social security number: 4412-88", "4412-88"),
    ("health plan number 4412-88", "4412-88"),
    ("cert number 4412-88", "4412-88"),
    ("lic number 4412-88", "4412-88"),
    ("hospital number 4412-88", "4412-88"),
    ("medical record number 4412-88", "4412-88"),
    ("ID number 445566", "445566"),
    # An issuing state or a verb between cue and value.
    ("Driver's license IL D123-4567-8901.", "D123-4567-8901"),
    ("MRN is 4412", "4412"),
    ("spoke with Kim (she said her ID was 4471), who told me", "4471"),
    # Every hyphen-joined part numbered, seven digits in all: a code without a cue.
    ("code D123-4567-8901 noted", "D123-4567-8901"),
    # A capitalised letter prefix and numbers ending in four digits or more.
    ("blood bank case ARC-22-5512", "ARC-22-5512"),
    ("Specimen S24-1187 received", "S24-1187"),
    # ... or up to three of them ("TH-PA": a payer and a kind of request).
    ("PREVIOUS DENIAL REF TH-PA-23-0319-5518 DATED", "TH-PA-23-0319-5518"),
    # ... or a number of four digits and a short sequence or vial after it
    ("LRA-E24-0387-01      5     4AA     euploid XX", "LRA-E24-0387-01"),
    ("ICSI with vial PCC-6172-V03. 11 2PN.", "PCC-6172-V03"),
    # ... with a check letter or a card's version code closing it
    ("sent to the lab, ref BMD-24-7731-Q. Block A7", "BMD-24-7731-Q"),
    ("Anc. carte (dossiers): 4532-781-906-KT", "4532-781-906-KT"),
    # a serial number of the year after "No:"; a value read out; a code after a key
    ("UHID: 4471     MLC No: 412/2024", "412/2024"),
    ("Reg. No. 4471/2023", "4471/2023"),
    ("No. 12/2024", None),
    ("IP No: 26/1142   Ward 4", "26/1142"),  # the year's last two digits, then the serial
    ("OPD No: 12/2024", None),
    ("09/03 | IP 26/1142 | Wanjiru Kamau | 24", "26/1142"),  # the register's letters alone
    ("Seen in OPD 12/2024 for review", None),
    ("medical record number four four seven one nine two period", "four four seven one nine two"),
    ("account number is seven seven two one. on 3/4", "seven seven two one"),
    ("mrn is 4 and she has two or three four five", None),
    ("PA submitted via CoverMyMeds key BXT7KQ2M today.", "BXT7KQ2M"),
    ("HEP updated via MedBridge, code R7KQ2MX.", "R7KQ2MX"),
    ("PIN 4471 set", None),
    ("HLA-B27 positive", None),
    ("IL-6-CRP ratio 2.5", None),
    ("VT400-500 noted", None),
    ("COVID-19 PCR negative", None),
    ("Study UID 1.2.840.113619.2.55.3.604688119.969 stored",
     "1.2.840.113619.2.55.3.604688119.969"),
    ("version 1.2.3.4.5 installed", None),
    ("group of 12 patients", None),
    ("goal balance 500-1000CC negative", None),
    ("tv 900-1000cc rate 12", None),
    ("license is valid", None),
    # User names of portals and systems (a digit makes them identifiers).
    ("Portal user: areyes77", "areyes77"),
    ("login id: MGARCIA2", "MGARCIA2"),
    ("IV drug user: yes, last use 2019", None),
    ("user of 2 inhalers", None),
    # Numbers written in blank-separated groups after a cue.
    ("Policy no. ZXP 4410 8827 03 on file", "ZXP 4410 8827 03"),
    ("Member ID 123 456 789 active", "123 456 789"),
    ("MRN 4412 10 mg given", "4412"),
    # a court's letters between a year and a sequence number; a dosing frequency is none
    ("Case No. 2021 GDN 004417 on file", "2021 GDN 004417"),
    ("Acct # 44129 BID 2231 dosing", "44129"),
    # a pager's cue in capitals inside a code in capitals is part of that code
    ("Professional Guardian, cert. # NGA-PG-30981)", "NGA-PG-30981"),
    # A word of a unit after a long or zero-led number is no amount after a strong cue
    # (a soft-wrapped line joined "mrn 0077134902" to "cc abd pain").
    ("pt seen, mrn 0077134902 cc abd pain", "0077134902"),
    ("MRN: 1234567 mg", "1234567"),
    ("dose 0.5 mg, MRN 12 mg", None),
    ("Protocol 12 on 3/4", "12"),
    # The last digits of a number.
    ("SSN ending 4421, verified", "4421"),
    ("Visa ending in 4417", "4417"),
    ("SSN last 4: 4421", "4421"),
    # Payment cards (issuer digit, grouping, Luhn check) and Medicare MBIs.
    ("card 4111 1111 1111 1111 on file", "4111 1111 1111 1111"),
    ("paid with 3782 822463 10005", "3782 822463 10005"),
    ("paid with 4111 1111 1111 1112 today", None),
    ("card 4111-1111-1111-1111 on file", "4111-1111-1111-1111"),
    ("meds due 1200 1400 1600 1800", None),
    ("MBI 1EG4-TE5-MK73", "1EG4-TE5-MK73"),
    ("Medicare no. 1EG4TE5MK73 active", "1EG4TE5MK73"),
    ("ID 1EG4-TE5-MK73 on file", "1EG4-TE5-MK73"),
    ("Portal username: kat.brennan88", "kat.brennan88"),
    ("SSN (last 4): 6621", "6621"),
    ("SSN (last4) 6621 matches", "6621"),
    ("verified DOB and SSN4 6621", "6621"),
    ("SSN-4: 6621", "6621"),
    ("Medi-Cal BIC: 95338210A", "95338210A"),
    ("Medi-Cal #: 91234567A", "91234567A"),
    # a medical council's registration, a medico-legal case, a Dutch citizen's number
    ("Dr. Farooq, PMDC No 48213-P", "48213-P"),
    ("MLC No: 118/26 registered", "118/26"),
    ("Dr. Souza, CRM-SP 145.882", "145.882"),
    # a hearing aid's serial, the side named before the colon
    ("Serial R: 2219X4471   Serial L: 2219X4498", "2219X4471"),
    ("Serial R: 2219X4471   Serial L: 2219X4498", "2219X4498"),
    ("BSN 183 447 209 verified", "183 447 209"),
    ("Jane Roe, BSN, RN 2024", None),
    ("CRM 3 mg given", None),
    # Research, transplant and registry numbers, lists of them; shipments; licences.
    ("UNOS ID XKT4471 listed", "XKT4471"),
    ("donor ID ANEB312 matched", "ANEB312"),
    ("subject ID 104-0037 enrolled", "104-0037"),
    ("subject R-0912 withdrew", "R-0912"),
    ("AE log: Subj 3301-007, grade 3", "3301-007"),
    ("Scr# 014-0031 | Outcome: screen fail", "014-0031"),
    ("Rand # 0042-11 assigned", "0042-11"),
    ("Subjective: pt c/o pain", None),
    ("subj 5 pts improved", None),
    ("REDCap record 318 updated", "318"),
    ("Sample IDs PK-0037-01, PK-0037-02 sent", "PK-0037-02"),
    ("FedEx tracking 7749 2210 8834", "7749 2210 8834"),
    ("CDL # 29 441 870", "29 441 870"),
    ("DL PA 33 918 442", "33 918 442"),
    ("plate PA KXT-4492", "KXT-4492"),
    ("SSN xxx-xx-4417 on file", "xxx-xx-4417"),
    ("subject to change 12 times", None),
    ("glucose 110 mg/DL 12 hrs later", None),
    ("record 3 episodes of emesis", None),
    # Gravida/para notation is an obstetric history.
    ("G3P2002 at 32w; prior G2P1011", None),
    # An HL7 table is a coding system; after a cue the same shape is a number.
    ("Y^Yes^HL70136", None),
    # a check letter after a long number; a meeting number; the last digits of an SSN
    ("Medicaid ID 88104239J on file", "88104239J"),
    ("auth # 0193847A approved", "0193847A"),
    ("Zoom meeting ID 872 4410 9356", "872 4410 9356"),
    ("SSN ends in -7716", "7716"),
    ("heparin # 25000 units", None),
    ("MRN HL71234567", "HL71234567"),
    # short cues: a bare "ID", a badge, a lot, a confirmation, a share code, a card
    ("interpreter (ID 40718) present", "40718"),
    ("Employee badge 4417", "4417"),
    # capitals, a hyphen and three digits after "#", a badge's or a tag's
    ("Report by: R. Obermann #P-217", "P-217"),
    ("Officer M. Delgado-Reyes #S-118", "S-118"),
    ("Staff ID: RN7730", "RN7730"),
    ("personnel no. 88123", "88123"),
    ("staff member 4 present", None),
    ("Lot 4C771B exp 2025", "4C771B"),
    ("Implant lot 2HG71, ISQ 72", "2HG71"),
    ("Havrix, lots 4K7Y2 and 4K7Y9", "4K7Y9"),
    ("lots of fluids, 2 L", None),
    # "ID" before two groups with no round bound, or a short letter prefix and a dash
    ("Student ID 2031-4471 on file", "2031-4471"),
    ("archive ID FX-8812", "FX-8812"),
    ("ID: 5564-0023", "5564-0023"),
    ("ID: CT-2 done", None),
    ("ID num 4471 on the wristband", "4471"),
    # a file word before two short digit groups that are no range
    ("OPO notified (case 26-1183).", "26-1183"),
    ("APS case 7781-22 filed", "7781-22"),
    # a number glued to a script without blanks, which ends at the script
    ("夫の山田様に090-5550-1234へ連絡済み", "090-5550-1234"),
    # national and provincial health numbers
    ("NHS No. 401 023 2137", "401 023 2137"),
    ("PHN 9876 543 210", "9876 543 210"),
    ("Sask HSN: 987 654 321", "987 654 321"),
    ("RAMQ: BOUM 6503 1514", "BOUM 6503 1514"),
    ("IHI 8003 6081 2345 6789", "8003 6081 2345 6789"),
    ("Medicare MBI 5TY7-HJ2-KL41", "5TY7-HJ2-KL41"),
    ("NHI: ZKP4471", "ZKP4471"),
    ("GMS No: 4471882K", "4471882K"),
    ("UHID: 2026/OPD/44812", "2026/OPD/44812"),
    ("Aadhaar: 4471 8823 9012", "4471 8823 9012"),
    ("hosp no. HN 7730-2281", "HN 7730-2281"),
    ("Provider # 17-7432", "17-7432"),
    ("GMS stain negative; GMS 15", None),
    ("Req# 7712-09 sent", "7712-09"),
    ("CGM transmitter 8KX2R4 replaced", "8KX2R4"),
    ("basal via pump 12 then 14", None),
    ("Holter monitor 48hrs", None),
    # groups of three digits or more after a generic cue
    ("Aadhaar no. 4471 8823 9012", "4471 8823 9012"),
    ("nhs guidance 2019; chi 2 x", None),
    ("G2P1 # G2P1A0 per chart", None),
    ("confirmation 88-4412", "88-4412"),
    ("airway bill 7781 2209 4410", "7781 2209 4410"),
    ("Clarity share code XK4-P9M2", "XK4-P9M2"),
    ("Ontario Health Card 1234 567 890 AB", "1234 567 890"),
    ("Medicare card 2953 51234 1", "2953 51234 1"),
    ("ID 2 weeks ago", None),
    ("ate a lot of 5 meals", None),
    ("share code with the team", None),
    ("access 4 ports", None),
    # a number spaced out digit by digit, as a scanner reads it, after a strong cue
    ("MRN: 4 4 8 2 1 9 7  DOB", "4 4 8 2 1 9 7"),
    ("Acct # 8 8 1 2 3 4 5", "8 8 1 2 3 4 5"),
    ("MRN 4 4 8 2", None),  # too short to be more than a list of values
    # seven digits or more after a vital sign or a chemistry are a number filed there;
    # counts, totals and codes may run that long
    ("MRN: 8837402 (temp 9990184 merged)", "9990184"),
    ("plt 1200000 on admission", None),
    ("snomed 22298006", None),
    ("temp 101.4 at 0400", None),
    ("glucose 110000 is a lab error", None),
    # a check digit or issue number closes a long cued number ("NNNN NNNNN N")
    ("Medicare: 4123 56789 1 IRN 2", "4123 56789 1"),
    ("Medicare 2950 41738 3\nGP: Dr Fairweather", "2950 41738 3"),
    # a serial of capitals, a dash and a code after "SN"; an employee's number
    ("Cold chain: cooler logger SN TL-55902A, 4.1 C on arrival.", "TL-55902A"),
    ("Driver: D. Castillo (emp DRV-0447)", "DRV-0447"),
    # ... and a vehicle's fleet number
    ("Driver A. Warsame veh WAV-17 plate CXR 4471 on scene 0458.", "WAV-17"),
    ("transfer by ambulance, unit plates NLR-482-C, paramedic H. Carrasco", "NLR-482-C"),
    # a vehicle's registration as Australia writes it
    ("unit WNB-207 / rego 1XT492\narrived ED 14:32", "1XT492"),
    # who gave the number, between the cue and its colon
    ("VEHICLE PLATE PER CHP: 8KTR552   OFC HALVORSEN", "8KTR552"),
    # equipment named by a code of capitals, a dash and more; an airline's booking record
    ("Signed: 09/18/2024 02:06   Workstation RDWS-0417 (10.44.8.132)", "RDWS-0417"),
    ("Items used logged on EMK card. O2 bottle OX-1187 swapped.", "OX-1187"),
    ("| 10:31 | HJC | Freezer ULT-07 (Thermo Revco), rack C, box 14 |", "ULT-07"),
    ("Property (wallet, phone) in locker L-22.", "L-22"),
    ("Name: AUGUSTINE, CLEMENT R    Seat 24C    PNR: QXT7LM", "QXT7LM"),
    ("crash cart checked, tank O2 full, van ride home, PNR pending", None),
    # a code of capitals, a dash and digits after "id" written in lower case
    ("Answering svc (CallPoint, op id OP-5531) | Message: call back", "OP-5531"),
    ("ego, superego and id. Pt calmer after PT-4 session", None),
    # a telemetry box and a serial after "ser"; a form's box stays
    ("MRN 00728815   Rm 412-B   Box# TX-0931 | Dx: Afib", "TX-0931"),
    ("all gas monitor units pass except ser ARFK-0419 -> tagged out.", "ARFK-0419"),
    ("check box A-1 on the consent form", None),
    # a capital X between runs of digits is a lot's letter
    ("Neulasta Onpro applied L upper arm, lot 1195X204, to deploy ~27 hrs", "1195X204"),
    # digits shaped like a telephone number inside a code after a cue are the code's
    ("Booked WAV, will-call return. Trip # RW-2504150271. Member asks", "RW-2504150271"),
    ("Transfer center ref# UAMS-TC-250118-0917 | Total critical care", "UAMS-TC-250118-0917"),
    # names joined by dots before a long number: a common access card's holder
    ("Signed 27 May 2024 1413 / CAC ACHTERBERG.DESMOND.R.1298845520",
     "ACHTERBERG.DESMOND.R.1298845520"),
    # capitals in groups and digits after "ID" itself
    ("photographed (Nikon D7500, camera ID SANE-CAM-02):", "SANE-CAM-02"),
    # codes in a table's column headed by an identifier's word
    ("| # | Vaccine | Lot #    | Exp        |\n|---|---|---|---|\n"
     "| 1 | Fluzone | UT8472BB | 06/30/2025 |\n| 2 | Arexvy  | 7C3MN    | 11/2026    |",
     "7C3MN"),
    ("| # | Vaccine | Lot #    | Exp        |\n| 1 | Fluzone | UT8472BB | 06/30/2025 |",
     "UT8472BB"),
    # any one word before a number sign heads such a column: a competitor's number
    ("| Time  | Athlete / Event | Comp # | Findings |\n|---|---|---|---|\n"
     "| 14:12 | bareback | BB-0417 | L hand pain |", "BB-0417"),
    # the plural of "#"; a second number in groups after a slash; the last four of a
    # social security number under another cue
    ("Tracking #s: 7724 9918 3305 / 7724 9918 3316. Pickup 17:05", "7724 9918 3316"),
    ("Tracking #s: 7724 9918 3305 / 7724 9918 3316. Pickup 17:05", "7724 9918 3305"),
    ("Donor ID (last 4 SSN): 6632 |", "6632"),
    # a programme's code of capitals around four digits, in a table or a sentence;
    # a variant with one letter each side stays
    ("| 1312 | GL0388M | 40 | 60 | cookers |", "GL0388M"),
    ("HCV+ referral: SH0494F scheduled at the clinic", "SH0494F"),
    ("BRCA1 R1699W variant of uncertain significance", None),
    # capitals, a hyphen and four digits; a form, a year, an allele and a clock stay
    ("T-4410 1422   RED     unknown M", "T-4410"),
    ("| 1715 | Lily Pike | 7 | RSF-K0091 | lost child |", "RSF-K0091"),
    ("waiver on file, trip CRO-0614-B", "CRO-0614-B"),
    ("billed on CMS-1500 form", None),
    ("CBC run on the Sysmex XN-1000 analyser", None),
    ("FY-2026 budget", None),
    ("HLA-B5701 negative", None),
    ("seen 10:30 AM-1200", None),
    # a subject's or a participant's column
    ("| Subject ID | Arm |\n|---|---|\n| 7K-22 | B |", "7K-22"),
    # a card's kind alone before its last digits
    ("Visa ending 4471, debit ending 0938", "0938"),
    # two capitals that name no state open the number; a state's stay outside
    ("Medicaid ID: FC 0078 2214 39        Case #: CPS-24-118920", "FC 0078 2214 39"),
    ("driver's license IL D123-4567-8901", "D123-4567-8901"),
    # a log's request numbers in a column opening its lines without a bar, and every
    # other mention of one so found
    ("Req#   | Rec'd  | Patient\n-------|--------|--------\n24-1877 | 6/10  | see chart\n",
     "24-1877"),
]


@pytest.mark.parametrize(("text", "expected"), POSITIVE)
def test_identifier_is_labelled(text: str, expected: str | None) -> None:
    found = id_texts(text)
    if expected is None:
        assert found == []
    else:
        assert expected in found


@pytest.mark.parametrize(("text", "expected"), [
    ("MRN 00123456", "00123456"), ("mrn 00123456", "00123456"), ("Mrn 00123456", "00123456"),
    ("ACCOUNT 445566", "445566"), ("account 445566", "445566"),
    ("SSN 123-45-6789", "123-45-6789"), ("ssn 123-45-6789", "123-45-6789"),
])
def test_cues_work_in_any_case(text: str, expected: str) -> None:
    assert expected in id_texts(text)


# Clinical values that none of the identifier/contact/place recognizers may touch:
# (text, value that must survive).
PROTECT = [
    # Scotland's NHS 24 and the NHS 111 line are services; a child's growth centile
    ("Call rec'd 22:14 via NHS 24 111, keyed by", "24 111"),
    ("Tyler wt tracking 25th centile.", "25th"),
    ("HC 34.5 cm, weight 3.200 kg", "34.5"), ("MP 1.200 g", "1.200"),
    ("Proc: lap chole 2024", "2024"), ("SNS: sympathetic tone", "sympathetic"),
    ("N. 2 compresse al giorno", "2"), ("lote de muestras 12", "12"),
    ("seen in clinic no 3 today", "3"), ("prison no longer an issue", "longer"),
    ("batch 2 of 3 done", "2"), ("1 tablet PO BD", "PO"),
    # a dose after a licence's word; a ratio of groups with no telecom cue
    ("lic 2.5 mg", "2.5"), ("ratio 05 / 10 20 30", "05 / 10 20 30"),
    # a date after a user's handle is no group of the handle's number
    ("ePHR entry user pbrowne1 08-08-2024 10:33", "08-08-2024"),
    ("LOT ABCD 1234 5678 expires", "ABCD 1234 5678"),
    # a ratio after "no." stays: too few digits for a number with slashes
    ("BP no. 120/80", "120/80"),
    ("Ref: 135-145 mmol/L", "135-145"),
    ("Ref: CT/MRI 2024", "CT/MRI"),
    ("C-collar no. 2 size, no longer required", "2"),
    ("Ref: IgG-AB-100 mg/dL", "IgG-AB-100"),
    ("ratio CD4/CD8/24/100 noted", "CD4/CD8/24/100"),
    ("ID card given to pt with the leaflet", "card"),
    ("pain score card: 10/10", "10/10"),
    ("Str. Clinicilor nr. 3-5, Cluj", "3-5"),
    ("ht # 5-10 in", "5-10"),
    ("device ICD-10 code", "ICD-10"),
    ("ID B12 low, started repletion", "B12"),
    ("UROLOGY CAME AND PLACED A #20 COUDE CATH", "20"),
    ("vent AC-500-14-5 overnight", "AC-500-14-5"),
    ("given 5 mg iv", "5 mg"),
    ("wound #1 measures 3 in x 2 in. Lesion #2 is 4 in long", "3 in x 2 in"),
    ("Smoking No: 0 packs", "0"),
    ("Seizures No: none since 2019", "2019"),
    ("SN 2 mm nodule", "2 mm"),
    ("SN 2% of cells; SN T2WI", "T2WI"),
    ("trk 2 of 3 done", "2 of 3"),
    ("Subjects enrolled: 12 of 40 planned", "12 of 40"),
    ("IV site #2 clean, dry", "2"),
    ("WBC 12.5 K/uL", "12.5"),
    ("lesion 3 cm", "3 cm"),
    ("NS at 100 cc/hr", "100 cc/hr"),
    ("on 2L NC", "2L"),
    ("KCL 40 mEq po", "40 mEq"),
    ("BP 120/80 HR 88", "120/80"),
    ("HR 88 RR 18", "88"),
    ("RR 18 SAT 94", "18"),
    ("SAT 94% on RA", "94%"),
    ("T 98.6 po", "98.6"),
    ("sats 95% on 3LNP", "3LNP"),
    ("s/p L4-5 laminectomy", "L4-5"),
    ("T12 compression fx", "T12"),
    ("C5-C6 fusion", "C5-C6"),
    ("S1 radiculopathy", "S1"),
    ("K 3.9 NA 140", "3.9"),
    ("BUN 54, CR 2.8", "54"),
    ("INR 2.0 PT 17.5 PTT 32.3", "32.3"),
    ("GCS 15", "15"),
    ("strength 4/5 bilat", "4/5"),
    ("2+ edema to knees", "2+"),
    ("arrived approx 2130", "2130"),
    ("seen at 12:30", "12:30"),
    ("heparin 25000 units in 500 cc", "25000 units"),
    ("heparin 1100 units/hr", "1100 units"),
    ("18g IV in L AC", "18g"),
    ("#20 angio R hand", "#20"),
    ("tylenol #3 x2", "#3"),
    ("EF 20%", "20%"),
    ("PLT 250000", "250000"),
    ("LOS 12883", "12883"),
    ("I/O +13175 since admit", "13175"),
    ("CPK peak 13000+", "13000"),
    ("vent AC 700x10 50%", "700x10"),
    ("TV 500-1000 on PS", "500-1000"),
    ("u/o 60-120cc/hr", "60-120cc"),
    ("SBP 100-170s tonight", "100-170s"),
    ("abg 7.45/33/80", "7.45/33/80"),
    ("CV-sr-80-100's no ectopy", "80-100's"),
    ("SVR 900-1300, CI 2.4", "900-1300"),
    ("pa # 34-40/24-30", "34-40/24-30"),
    ("pa # 34-40", "34-40"),
    ("ID 120-150 range", "120-150"),
    ("report 120-150 range", "120-150"),
    ("readings 1 20 03 40 100 200", "1 20 03 40 100 200"),
    ("BP 1 20 30 40 100 200", "1 20 30 40 100 200"),
    ("Tmax 101.4", "101.4"),
    ("ID: T 101.2 po", "101.2"),
    ("PB7200 ventilator", "PB7200"),
    ("vitamin B12 level", "B12"),
    ("D5W at 75", "D5W"),
    ("ICD-9 428.0 CHF", "428.0"),
    ("CPT 99213 billed", "99213"),
    ("DRG 291 heart failure", "291"),
    ("FiO2 40% PEEP 5", "40%"),
    ("insulin 10 units sq", "10 units"),
    ("mag 2 gm iv", "2 gm"),
    ("Rhythm SR 60s 1st AV block", "1st"),
    ("NSR to ST HR 90-104", "ST"),
    ("ST elevations in V1-V3", "V1-V3"),
    ("20 mm ST depression", "ST"),
    ("pain 9/10 in back", "9/10"),
    ("fluids 1.5L positive", "1.5L"),
    ("weight 82.3 kg", "82.3"),
    ("drip at 0.05 mcg/kg/min", "0.05"),
    # Public references of genetics and the literature.
    ("BRCA1 variant rs80357906 (dbSNP)", "rs80357906"),
    ("Enrolled in NCT05512345 (arm B)", "NCT05512345"),
    ("ClinVar VCV000007105, RCV000077563", "VCV000007105"),
    ("ClinVar 17662 pathogenic", "17662"),
    ("COSMIC COSV57468751", "COSV57468751"),
    ("transcript ENST00000003084", "ENST00000003084"),
    ("NC_000007.14:g.117548628_117548630del", "117548630"),
    ("GRCh38 chr17:43045712-43125483", "43045712"),
    ("OMIM #219700; MIM 600185; PMID 31270487", "219700"),
    ("Factor V Leiden neg; F2 G20210A heterozygous", "G20210A"),
    # a product of sizes after "lot" in capitals stays one
    ("dressing lot 4X4 gauze applied", "4X4"),
    # a procedure's billing code
    ("Billing: 99451. Time 14 min.", "99451"),
    ("eConsult closed; billed 99452.", "99452"),
    # row numbers and a value with blanks in an identifier's column; a date there
    ("| Case | Age | Dx |\n|---|---|---|\n| 1 | 45 | MI |\n| 12 | 60 | CHF |", "12"),
    ("| Lot # | Exp |\n| see box | 2024-01-02 |", "2024-01-02"),
    # a short number in such a column marks no other mention of it
    ("| Case | Note |\n| 2024 | new |\nSeen in 2024 again", "in 2024"),
    # an acronym in brackets after a cue counts only before a colon
    ("HOSPICE INTERDISCIPLINARY GROUP (IDG) - 14-DAY REVIEW", "14-DAY"),
    ("lab # 2 drawn at noon", "2"),
    ("Reg: 10 units SC before meals", "10"),
    ("No. RN: 4 on duty tonight", "4"),
    ("dose 45(2) given", "45"),
    ("HZ 250 500 1000 2000 4000", "250"),
    ("BP 120 80 72 98 16 22", "120"),
    ("CBC no 12/03/2025", "12/03/2025"),
    # a laboratory's reference range
    ("Sodium 139 (Ref: 135-145)", "135-145"),
    ("Ref: HB 12-16", "12-16"),
    ("No: 2026/12/004417", "2026/12/004417"),
    ("upn 3 tabs", "3"),
    ("car reg in 2 weeks", "2"),
    ("HC no. 2 pending", "2"),
    ("ETT ID is 7.5 mm; the ID was 3 cm", "3"),
]


@pytest.mark.parametrize(("text", "value"), PROTECT)
def test_clinical_value_survives(text: str, value: str) -> None:
    doc = Document(text)
    spans = [s for r in MINE for s in r.analyze(doc)]
    start = text.index(value)
    end = start + len(value)
    hit = [text[s.start:s.end] for s in spans if s.start < end and start < s.end]
    assert hit == [], f"{value!r} was labelled"


def test_a_code_in_an_identifiers_column_is_found_where_else_it_stands() -> None:
    text = "Req#   | Rec'd  | Status\n24-1879 | 6/11 | FAILED\n\nNOTES\n1. 24-1879 - CD unreadable"
    second = text.index("24-1879 - CD")
    spans = [(s.start, s.end) for s in AIR.analyze(Document(text))]
    assert (second, second + 7) in spans


def test_a_value_found_after_a_cue_is_found_where_else_it_stands() -> None:
    text = "Subjects reviewed: 114-003, 114-011.\nMinor discrepancy: 114-011 Visit 5 query."
    second = text.index("114-011 Visit")
    spans = [(s.start, s.end) for s in AIR.analyze(Document(text))]
    assert (second, second + 7) in spans


def test_a_short_code_found_after_a_cue_is_found_where_else_it_stands() -> None:
    text = "Resources: call sign TA41, first on scene.\nCrew clear 07:41, TA41 available."
    assert id_texts(text) == ["TA41", "TA41"]


def test_identifier_next_to_a_public_reference_is_still_labelled() -> None:
    assert id_texts("MRN 84471203, variant rs80357906") == ["84471203"]


def test_protect_table_is_large_enough() -> None:
    assert len(PROTECT) >= 40


@pytest.mark.parametrize("text", [
    "admitted 20120708 for cath",
    "event 201207081215 logged",
    "HL7 time 20240105123000",
])
def test_compact_dates_are_left_to_the_date_recognizer(text: str) -> None:
    assert id_texts(text) == []


@pytest.mark.parametrize("text", [
    "pager #54321 time 3pm",
    "Pager 83554.",
    "cell 410-555-1234",
    # glued by a hyphen to a word but taken whole by no code: still a telephone's
    "CELL-410-555-1234",
    "Phone # Cell-410-555-1234",
])
def test_telephone_numbers_are_not_labelled_id(text: str) -> None:
    assert id_texts(text) == []


def test_zip_after_state_is_left_to_places() -> None:
    assert id_texts("Baltimore, MD 21201") == []


def test_span_reason_never_contains_the_value() -> None:
    text = "MRN 00123456 acct 99812"
    for s in AIR.analyze(Document(text)):
        assert text[s.start:s.end] not in s.reason
        assert s.recognizer == "identifiers"
        assert s.type == "ID"
        assert 0 < s.score <= 1


def test_text_without_digits_gives_nothing() -> None:
    assert AIR.analyze(Document("no numbers here at all")) == []


@pytest.mark.parametrize("text", [
    "1-" * 20000, "1a" * 20000, "0" * 40000, "12345 " * 8000, "#" * 40000,
    "MRN " * 10000, "A1B2C3D4E5-" * 4000,
])
def test_odd_input_finishes_without_timeout(text: str) -> None:
    AIR.analyze(Document(text))  # PatternTimeout would fail the test


def test_a_cue_inside_the_value_of_an_earlier_cue_still_finds_its_identifier() -> None:
    # "UNOS" takes "donor" as its value, which is no identifier; "donor ID" is a cue too
    assert id_texts("(sister X, UNOS donor ID AHGF117): T-cell negative") == ["AHGF117"]


@pytest.mark.parametrize(("text", "expected"), [
    ("Flown on N227LL from the scene", ["N227LL"]),
    ("Helicopter tail N4421 landed at 14:05", ["N4421"]),
    # masks, nitrous oxide and nodal stages are no registrations
    ("Flight crew wore N95 masks; heli gave N2O", []),
    ("flight nurse: N1 nodes, N100 respirator", []),
])
def test_an_aircraft_registration_after_an_aviation_word_is_an_identifier(
        text: str, expected: list[str]) -> None:
    assert id_texts(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("SSN (6627) verified", ["6627"]),
    ("SSN on file ends 7723.", ["7723"]),
    ("paid by card ending 4418 today", ["4418"]),
    ("Card on file ending 4418.", ["4418"]),
    ("Aadhaar XXXX XXXX 4471 seen", ["4471"]),
    # the codes that open a patient's home
    ("Gate code 4471#. Dog in yard.", ["4471"]),
    ("lockbox 3390 on porch, door code: 8812", ["3390", "8812"]),
    ("door 3, code blue called", []),
    # the last four digits labelled on their own
    ("Last4: 4417 verified", ["4417"]),
    ("Last 4 SSN: 2291", ["2291"]),
    ("UOP over the last 4 hours: 300 mL", []),
    # a chart's number in French
    ("RAMQ: LAVM 4361 1812     No dossier: 0457-2281", ["LAVM 4361 1812", "0457-2281"]),
    ("N° de dossier 884120", ["884120"]),
    ("dossier 2 pages", []),
    # a card that is no payment card, and words in parentheses, stay
    ("the card 2 of 5; MRN (see chart)", []),
])
def test_the_visible_last_digits_of_a_number_are_an_identifier(
        text: str, expected: list[str]) -> None:
    assert id_texts(text) == expected


@pytest.mark.parametrize(("text", "value"), [
    ("67 y/o M   MRN 7726610   Unit: CCU", "7726610"),
    ("44F   MRN 3019922   DL# H530-4417-2291", "3019922"),
    # a unit's word after a column gap and in title case labels the next field
    ("DOB 1/22/1988   OTP ID ND-55104   Dose date 03/04/25", "ND-55104"),
])
def test_a_unit_word_across_a_column_gap_does_not_make_a_cued_number_a_measurement(
        text: str, value: str) -> None:
    assert value in id_texts(text)


def test_a_unit_right_after_a_cued_number_still_makes_it_a_measurement() -> None:
    assert id_texts("MRN 4412 mg") == []


@pytest.mark.parametrize(("text", "value"), [
    ("Stipend $75 loaded to ClinCard ending 3312.", "3312"),
    ("filed incident IR-4471-G with the employer", "IR-4471-G"),
    ("Incident report #44172 filed", "44172"),
    ("Case: A25-019    Decedent: on file", "A25-019"),
    ("Our ref: RHA/JP/0034127", "RHA/JP/0034127"),
    ("Your ref. 5512-77", "5512-77"),
])
def test_payment_cards_and_incident_numbers_are_identifiers(text: str, value: str) -> None:
    assert value in id_texts(text)


@pytest.mark.parametrize("text", [
    "incident of falls noted twice",
    "incident 3 times this week",
    "Case: 45 yo M with chest pain",
    "our reference range 3.5-5.0 was used",
    "Case: CHF exacerbation, 3 admissions",
    "no incident overnight, 2 falls last week",
])
def test_an_incident_counted_or_described_is_no_identifier(text: str) -> None:
    assert id_texts(text) == []


def test_labels_of_large_values_are_clinical_labels() -> None:
    from hl7scrub.recognizers.identifiers import _LARGE_VALUE_LABELS, CLINICAL_LABELS
    assert _LARGE_VALUE_LABELS <= CLINICAL_LABELS


@pytest.mark.parametrize(("text", "names", "expected"), [
    ("Veteran: KOWALSKI, DENNIS (K4417) seen", ["KOWALSKI", "DENNIS"], ["K4417"]),
    ("Pt Dennis Kowalski, K4417, at clinic. Verified K4417 at desk.", ["Dennis Kowalski"],
     ["K4417", "K4417"]),
    # in parentheses a code is taken whatever its letter
    ("Spoke with Ana Ruiz (B7781).", ["Ana Ruiz"], ["B7781"]),
    # a room or a diagnosis code whose letter is no initial stays
    ("Dr. Lee B2210 tomorrow", ["Lee"], []),
    ("Kowalski M5416 lumbar radiculopathy", ["Kowalski"], []),
    ("Kowalski, K4417.5 mg", ["Kowalski"], []),
])
def test_a_name_initial_and_last_four_after_a_name_is_an_identifier(
        text: str, names: list[str], expected: list[str]) -> None:
    from hl7scrub.recognizers.identifiers import initial_codes_after_names

    assert found_after_names(initial_codes_after_names, text, names) == expected


def found_after_names(stage: Callable[[Document, list[Span]], list[Span]], text: str,
                      names: list[str]) -> list[str]:
    """What a post-processing ``stage`` adds after the given names, which it keeps."""
    spans = [Span(text.index(n), text.index(n) + len(n), "NAME", "names", 0.9, "test")
             for n in names]
    out = stage(Document(text), spans)
    assert out[:len(spans)] == spans
    return [text[s.start:s.end] for s in out[len(spans):]]


@pytest.mark.parametrize(("text", "names", "expected"), [
    ("Signed: A. Moreno RN / G. Tolliver #217", ["A. Moreno", "G. Tolliver"], ["217"]),
    ("Crew: Dana Reyes, EMT #2231 on scene", ["Dana Reyes"], ["2231"]),
    # a short number, a dose or a range after a name stays
    ("Dr. Smith #2 on the list", ["Smith"], []),
    ("Mary Jones #250-300 ft walked", ["Mary Jones"], []),
    # a staff code in brackets; a telephone number beside a name in brackets
    ("| video | Ana Beltran (INT-042) | L. Pham NP |", ["Ana Beltran"], ["INT-042"]),
    ("| in person | Khanh Do (INT-118) |", ["Khanh"], ["INT-118"]),
    ("Daughter informed (Ms Wong Mei Lan, 6021 4738).", ["Wong Mei Lan"], ["6021 4738"]),
    ("Seen by Dr. Smith (ICD-10), Dr. Lee, 1000 mg", ["Smith", "Lee"], []),
    ("Ms Wong Mei Lan, 6021 4738 units)", ["Wong Mei Lan"], []),
    # a licence's number in two groups, after a credential abbreviated with a period;
    # a room's number stays
    ("G. Tremblay, inf. #2011-4478", ["G. Tremblay"], ["2011-4478"]),
    ("Sara Lind, RN #2011-4478", ["Sara Lind"], ["2011-4478"]),
    ("Jane Roe, Rm. #214", ["Jane Roe"], []),
    # after "No." as a constable's number is written; a rank on a list stays
    ("received by HC Ram Naresh Pal No. 412, GD entry", ["Ram Naresh Pal"], ["412"]),
    ("Dr. Smith No. 5 on the list", ["Smith"], []),
])
def test_a_badge_number_after_a_name_is_an_identifier(
        text: str, names: list[str], expected: list[str]) -> None:
    from hl7scrub.recognizers.identifiers import badges_after_names

    assert found_after_names(badges_after_names, text, names) == expected

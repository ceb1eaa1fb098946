"""Alphanumeric identifier recognizer (AIR), after NLM Scrubber (seeds 000 and 002).

AIR has two prongs. It labels strings that look like identifiers: a value right after an
identifier cue ("MRN", "acct #", "protocol", "SSN", "license plate", ...), Social
Security shapes, nine-digit and longer numbers, and letter-digit codes with many digits
("A12345678", "Z011-0001"). And it keeps what is clinical data: a number followed by a
unit, a number after a lab or vital-sign label, signed fluid balances, decimals, scores,
vertebral levels, short codes (B12, T12, L4-5, PB7200), and anything with fewer than
five digits unless an identifier cue announces it. Dates are left to the date recognizer
(YYYYMMDD shapes are skipped), telephone numbers to the contact recognizer and ZIP codes
after a state to the places recognizer, so that one value gets one label.
"""

from __future__ import annotations

import string
from collections.abc import Collection, Iterator
from typing import Final

import regex

from hl7scrub import _regex
from hl7scrub._types import DocumentLike, Span, with_free_spans
from hl7scrub.document import (
    Document,
    cell_value,
    columns_headed_by,
    document_has_digit,
    headed_column_cells,
    may_hold,
    may_hold_digits,
)
from hl7scrub.lexicon.clinical import CLINICAL_WORDS
from hl7scrub.recognizers.contact import (
    DIGIT_WORDS,
    clock_time,
    digit_count,
    find_phones,
    range_of_values,
    split_words,
    telecom_word_glued,
)
from hl7scrub.recognizers.dates import parse_date
from hl7scrub.recognizers.places import STATE_ABBRS, as_document
from hl7scrub.tokenize import unspaced

#: Units of measure (lower case). A number followed by one of these is a clinical value.
UNITS = frozenset(
    split_words("""
    mg mgs mcg mcgs mcq ug ugs µg g gm gms gram grams kg kgs lb lbs pound pounds oz
    ml mls cc ccs l liter liters litre dl dL mmol mmols mol meq meqs mosm mosmol
    u units unit iu ius mu miu ku
    cm cms mm mms m km in inch inches ft feet
    hr hrs h hour hours min mins minute minutes sec secs s second seconds day days wk wks
    week weeks mo mos month months yr yrs year years
    cal kcal kcals kj j joules
    mmhg cmh2o cmh20 mmh2o torr
    bpm beats breaths bths
    gtt gtts drops tab tabs tablet tablets cap caps capsule capsules puff puffs
    amp amps vial vials bag bags dose doses
    x times am pm a p noon
    percent pct
    k cells copies
    fr french g gauge ga
    mcl ul µl uL
    """)
)

#: Labels of lab tests, vital signs and bedside measurements (lower case). A number
#: right after one of them is a result, not an identifier ("PLT 250000", "LOS 12883").
CLINICAL_LABELS = frozenset(
    split_words("""
    bp sbp dbp map hr rr resp sat sats spo2 sao2 o2sat t temp tmax tm wt weight ht height
    k na cl co2 hco3 bun cr creat glu gluc glucose bs fs fsbs fingerstick ca mg phos po4
    wbc hct hgb hb plt plts platelets platelet inr pt ptt apt aptt fib fibrinogen
    cpk ck ckmb mb trop tropn troponin ldh ast alt alk ap tbili dbili bili amylase lipase
    lactate lac albumin alb tp chol ldl hdl tg trig tsh ft4 a1c hba1c bnp probnp esr crp
    abg vbg ph po2 pco2 pao2 paco2 fio2 peep tv vt ve mv ps pip rsbi cvp pap pcwp pa co ci
    svr pvr svo2 icp cpp uo u/o i/o io ins outs intake output los tbb net balance total
    gcs rass cam apache sofa
    peak max min level levels count counts
    cpt icd icd9 icd10 drg hcpcs loinc snomed billing billed
    """)
)

#: The clinical labels whose values may run to seven digits or more: counts, totals and
#: the codes of classifications.
_LARGE_VALUE_LABELS = frozenset(split_words("""
    wbc plt plts platelets platelet ck cpk ldh bnp probnp fib fibrinogen trop tropn troponin
    ins outs intake output u/o uo i/o io los total net balance peak max min level levels
    count counts cpt icd icd9 icd10 drg hcpcs loinc snomed
"""))

#: A register's serial of three to seven digits after the year's two and a slash, which
#: a year of four digits is not ("26/1142"; "12/2024" is a month).
_SERIAL_AFTER_YEAR = r"(?!(?:19|20)\d{2}(?![\w/]))\d{3,7}(?![\w/])"

#: Identifier cues whose value needs only two digits (or four characters with a digit).
_STRONG_CUES = (
    r"MRN|MR\s?\#|MR\s?(?:number|num|no)\b\.?"
    r"|med(?:ical)?\.?\s?rec(?:ord)?s?\.?(?:\s?(?:number|num|no|\#))?"
    r"|(?:hospital|unit|chart|history)\s(?:number|num|no|\#)\.?"
    r"|acct|account|accession|acc\s?\#|protocol"
    # the SSN's last four named in the cue ("SSN4 4471", "SSN-4: 4471")
    r"|SSN-?4(?![\w-])|SSN|SS\s?\#|social\ssecurity(?:\s(?:number|num|no|\#))?|soc\.?\s?sec\.?"
    r"|(?:member|subscriber|beneficiary|insurance|medicaid|medicare|policy|group|claim)"
    r"(?:\s?(?:card\s?)?(?:id|\#|number|num|no|mbi))?(?:\s?card)?"
    r"|(?:health|medical)\s?card(?:\s?(?:number|num|no|\#))?|service\s?(?:number|num|no|\#)"
    # a soldier's service number ("Army SN RA 16 742 318")
    r"|(?:army|navy|military|service)\s?(?-i:SN)"
    # California's Medicaid and its benefits card ("Medi-Cal BIC: 95338210A")
    r"|medi-?cal(?:\s?(?:bic|cin|id|\#|number|num|no))?|(?-i:BIC)(?=[ \t]*[:\#])"
    # a laboratory's number for a sample, three digits in a row or more ("lab no. NHLS
    # 4471-0092"; "lab # 2" stays)
    r"|lab\.?\s?(?:number|num|no|\#)\.?(?=[ \t:]{0,3}(?-i:[A-Z]{1,6}[ \t-]?)?\d{3})"
    # an inpatient's or outpatient's register number, the year's two digits and a serial
    # after the register's letters alone ("| IP 26/1142 |"; "OPD 12/2024" is a month)
    r"|(?-i:IPD|OPD|IP|OP)(?=[ \t]{1,3}\d{2}/" + _SERIAL_AFTER_YEAR + ")"
    # national and provincial health numbers: NHS (England, Wales), CHI (Scotland), PHN,
    # HSN, PHIN, OHIP, RAMQ (Canada), IHI (Australia), UBRN (NHS referrals), MBI
    # NHI (New Zealand), GMS (Ireland), UHID and Aadhaar (India), NHIF and SHIF (Kenya),
    # a health card's "HC#" (Canada's territories), utente (Portugal)
    # (Scotland's "NHS 24" and the "NHS 111" line are services: "via NHS 24 111")
    r"|(?-i:NHIF|SHIF|NHS(?![ \t]+(?:24(?!\d)|111(?![ \t]*\d{3}[ \t]*\d{4})))|CHI|PHN|HSN"
    r"|PHIN|OHIP|RAMQ|IHI|UBRN|MBI|NHI|UHID)"
    r"(?:\s?(?:number|num|no\.?|\#))?|(?-i:GMS|HC)\s?(?:number|num|no\.?|\#)"
    r"|aadhaa?r(?:\s?(?:card|number|num|no\.?|\#))?"
    # Portugal's national health service user number ("N.º utente SNS: 284 771 903"),
    # and the tax numbers of Portugal and Spain ("NIF: 187 342 960", "NIE X1234567L")
    r"|utente(?:[ \t]+(?-i:SNS))?|(?-i:NIF|NIE)(?=[ \t]*[:\#]?[ \t]*[0-9XYZ])"
    # ... its number labelled by the service alone ("Nº SNS: 284 617 903", "Nº SNS 234
    # 567 891" in its three groups), and a
    # hospital's record there, the "processo", shortened before a year and a serial
    # number ("Proc.: 2024/118734"; "Proc: lap chole" is a procedure)
    r"|(?-i:SNS)(?=[ \t]*[:\#]|[ \t]{1,3}\d{3}[ .]\d{3}[ .]\d{3}(?![\w.]))|processo"
    # Mexico's social security number ("NSS: 1287 61 4523-8") and Australia's business
    # number, a sole trader's own ("ABN 61 602 184 337")
    r"|(?-i:NSS|ABN)(?=[ \t]*[:\#]?[ \t]*\d)"
    # ... and Italy's number sign before a year and a serial ("VERBALE N. 2024/0038841")
    r"|(?-i:N)\.(?=[ \t]*(?:19|20)\d{2}/\d{4,8}(?![\w/]))"
    r"|(?-i:Proc|PROC)\.?(?=[ \t]*:[ \t]*\d{4}/\d{4,8}(?![\w/]))"
    # an ambulance's or a crew's call sign ("call sign TA41", "callsign: M2-14")
    r"|call[ \t-]?sign(?=[ \t]*:?[ \t]*(?-i:[A-Z]{1,4})[ -]?\d)"
    # hospital, provider and requisition numbers; device serials after a device word
    r"|hosp\.?\s?(?:number|num|no|\#)\.?|prov(?:ider)?\.?\s?(?:\#|number|num|no|id)\.?"
    r"|req\.?\s?(?:\#|number|num|no)\.?|(?:transmitter|sensor|receiver|pump|monitor)"
    r"(?:\s?(?:id|\#|sn|s/n|serial)|(?=[ \t]*[:\#]?[ \t]*(?=[A-Za-z0-9-]{0,15}[A-Za-z])"
    r"(?=[A-Za-z0-9-]{0,15}\d)[A-Za-z0-9-]{5,16}(?![\w])))"
    # equipment named by a code of capitals, a dash and more ("Freezer ULT-07", "O2
    # bottle OX-1187", "Workstation RDWS-0417", "locker L-22", a telemetry "Box# TX-0931",
    # a serial after "ser": "ser ARFK-0419")
    r"|(?:workstation|terminal|cart|camera|bottle|cylinder|tank|freezer|locker|van"
    r"|breathalyzer|isolette|box|ser|tablet|laptop|handset|scanner)"
    r"(?=[ \t]*[:\#]?[ \t]*(?-i:(?=[A-Z0-9-]{0,15}\d)"
    r"[A-Z][A-Z0-9]{0,7}-[A-Z0-9-]{1,12})(?![\w-]))"
    # an airline's booking record ("PNR: QXT7LM")
    r"|(?-i:PNR)(?=[ \t]*:?[ \t]*(?-i:[A-Z0-9]{5,8})(?![\w-]))"
    r"|(?:confirmation|share|access|activation|verification|invitation|invite)\s?"
    r"(?:code|number|num|no|\#)"
    # ... and in Spanish, as bilingual forms print it ("Código de activación:")
    r"|c(?:ó|o)digo\s(?:de\s)?(?:activaci(?:ó|o)n|acceso|confirmaci(?:ó|o)n|verificaci(?:ó|o)n)"
    r"|confirmation|badge|airway\s?bill|waybill|docket"
    r"|health\s?plan(?:\s?(?:id|\#|number|num|no))?|card\s?(?:id|\#)"
    # an identity card's number ("ID card 0412367M", "identity card no. 118273(4)"), or
    # any card's labelled number of six digits or more ("NHF card: 2091 7744")
    r"|card(?=[ \t]*[:\#][ \t]*\d{3,6}[ -]?\d{3,8}(?![\w-]))"
    r"|(?:identity|id)\s?card(?:\s?(?:number|num|no|\#))?\.?(?=[ \t]*[:\#]?[ \t]*[A-Z]{0,3}\d)"
    r"|MBI|HICN|(?:credit|debit|bank)\s?card(?:\s?(?:number|num|no|\#))?"
    # a card by its kind alone before the last digits ("debit ending 0938")
    r"|(?:credit|debit)(?=[ \t]+end(?:ing|s)[ \t])"
    r"|(?:clin)?card(?=[ \t]+(?:on[ \t]+file[ \t]+)?(?:ending|ends|last[ \t]+(?:4|four)))"
    r"|incident(?:\s?(?:report|number|num|no|\#))?"
    # a chart's number in French ("No dossier: 0457-2281", "N° de dossier 884120")
    r"|dossier(?=[ \t]*[:\#]?[ \t]*[A-Za-z]{0,3}[-.]?\d)"
    # the last four digits of an SSN labelled on their own ("Last4: 4417")
    r"|last\s?(?:4|four)(?:\s?(?:ssn|digits))?(?=[ \t]*[:\#=])"
    # a registration's number ("Reg No: 4471", "MDC Reg: MDC/RN/11472"; "Reg: 10 units"
    # of insulin has no four digits)
    r"|reg(?:istration)?\.?\s?(?:number|num|no|\#)\.?"
    r"|(?-i:Reg|REG)\.?(?=[ \t]*:[ \t]*[A-Za-z0-9/-]{0,16}\d{4})"
    # ... in Malay and Indonesian ("No. Pendaftaran: KKBBB/NCD/1172")
    r"|(?:no\.?[ \t]+)?pendaftaran(?=[ \t]*:)"
    # a letter's reference ("Our ref: RHA/JP/0034127")
    r"|(?:our|your)\s?ref(?:erence)?(?=[ \t]*[:.])"
    # ... or "Ref:" alone before a reference of capitals and numbered parts ("Ref:
    # CR/26/0312", "ref. HL/26/1102", "Lab ref MPS/3390715"), of groups of capitals
    # and digits joined by hyphens ("straw ref HFC-AND-5521"), or of digits and a
    # closing letter ("ref: 551902-B"); a lab's "Ref: 135-145" is a range
    r"|(?-i:[Rr]ef|REF)\.?"
    r"(?=[ \t]*:?[ \t]*(?-i:[A-Z]{1,5}[/-]?\d{2,}(?:[/-]\d{1,8}){1,3}"
    r"|[A-Z]{2,6}(?:/[A-Z]{1,6}){0,2}/\d{5,10}|[A-Z]{2,6}(?:/[A-Z]{1,6}){1,2}/\d{3,10}"
    r"|[A-Z]{2,6}(?:-[A-Z]{2,6}){1,2}-\d{3,10}"
    r"|\d{4,10}-[A-Z]{1,2})(?![\w/-]))"
    # a pathology or autopsy case, labelled, with its prefixed number ("Case: A25-019")
    r"|case(?=[ \t]*:[ \t]*(?-i:[A-Z]{1,3})[0-9]{2}-?[0-9])"
    r"|(?:visa|mastercard|amex)(?:\s?card)?|routing(?:\s?(?:number|num|no|\#))?"
    r"|driver'?s\s?licen[sc]e|licen[sc]e\s?plate|licen[sc]e|lic\.?\s?(?:\#|number|num|no)"
    # a licence's number after "Lic" alone, its letters first ("CO Lic CHR.0004417")
    r"|(?-i:Lic|LIC)\.?(?=[ \t]*:?[ \t]*[A-Z]{1,5}[-.]?\d)"
    # ... or digits with a dot after its profession's code, in any case ("lic
    # 056.009812", an Illinois licence; "lic PTL.0018842", Colorado's)
    r"|lic\.?(?=[ \t]*:?[ \t]*(?:\d{2,4}|(?-i:[A-Z]{2,5}))\.\d{4,8}(?![\w.]))"
    # a doctor's registration with a medical council, and a medico-legal case ("PMDC No
    # 48213-P", "CRM-SP 145882", "MLC No: 118/26")
    r"|(?-i:PMDC|CRM(?:-[A-Z]{2})?|MLC)(?:\s?(?:number|num|no\.?|\#))?(?=[ \t]*:?[ \t]*\d)"
    # the Czech and Slovak birth number, the birth date's six digits and three or four
    # more ("RČ 520314/118", "rodné číslo: 7855121234")
    r"|(?-i:RČ)(?=[ \t]*:?[ \t]*\d{6}[ /]?\d{3,4}(?![\w/]))"
    r"|rodn(?:é|e)[ \t]+(?:č|c)(?:í|i)slo"
    # Canada's unique client identifier of immigration, on an interim federal health
    # certificate ("IFHP UCI 1134-5590")
    r"|(?-i:UCI)(?=[ \t]*[:\#]?[ \t]*\d{4}[ -]?\d{4}(?![\w-]))"
    # a vaccine's or a product's batch or lot in capitals and digits ("batch HX4418",
    # "lot: KHY-B-0412"), in Spanish, Portuguese and Italian too ("lote V4G817Q")
    r"|(?:batch|lote|lotto|lot)(?:\s?(?:number|num|no\.?|\#))?(?=[ \t]*:?[ \t]*"
    r"(?-i:(?=[A-Z0-9-]{0,15}\d)(?=[A-Z0-9-]{0,15}[A-Z])[A-Z0-9][A-Z0-9-]{3,15})(?![\w-]))"
    # the Dutch citizen's service number, nine digits ("BSN 183 447 209"; "BSN, RN" is a
    # nurse's degree)
    r"|(?-i:BSN)(?=[ \t]*:?[ \t]*\d{3}[ .]?\d{3}[ .]?\d{3}(?![\w]))"
    r"|DEA|NPI|UPIN|(?-i:UPN)|certificate|cert\.?\s?(?:\#|number|num|no)"
    r"|(?:meeting|conference|zoom|webex)\s?(?:id|\#|number|num|no)"
    # (a pair of hearing aids' serials names the side before its colon: "Serial R:")
    r"|serial(?:\s?(?:number|num|no|\#))?(?:[ \t]+(?:(?-i:[RL])|left|right)(?=[ \t]*:))?"
    r"|S/N|SN\s?\#|(?-i:SN)(?=[ \t]*:|[ \t]+ending"
    # a serial in capitals of letters and digits after a bare "SN" ("iPad SN DMPX44R1Q0F")
    r"|[ \t]+(?=[A-Z0-9]{0,15}\d)(?=[A-Z0-9]{0,15}[A-Z])[A-Z0-9]{6,16}(?![\w])"
    # ... or capitals, a dash and a serial with a digit ("logger SN TL-55902A")
    r"|[ \t]+[A-Z]{1,5}-(?=[A-Z0-9]{0,11}\d)[A-Z0-9]{3,12}(?![\w-])"
    # ... or digits, a dash and a group with a capital ("gamma camera SN 4417-GX2")
    r"|[ \t]+\d{2,8}-(?=[A-Z0-9]{0,9}[A-Z])[A-Z0-9]{2,10}(?![\w-]))"
    # a device's code of capitals and digits in three groups or more ("device 5E-MS-02";
    # "device ICD-10 code" stays)
    r"|(?-i:device)(?=[ \t]+(?=[A-Z0-9-]{0,15}\d)(?=[A-Z0-9-]{0,15}[A-Z])"
    r"[A-Z0-9]{1,6}(?:-[A-Z0-9]{1,8}){2,4}(?![\w-]))"
    # an employee's number of capitals, a dash and digits ("(emp DRV-0447)")
    r"|(?-i:emp)(?=[ \t]+[A-Z]{1,5}-\d)"
    # ... and a vehicle's fleet number ("veh WAV-17 plate CXR 4471")
    r"|(?-i:veh|Veh)\.?(?=[ \t]+[A-Z]{1,5}-\d)"
    r"|(?:device|specimen|encounter|visit|case|patient|pt|employee|staff|personnel|file"
    r"|folder|site"
    # a prisoner's, a custody booking's and a clinic's own numbers ("Prison No A4821DK",
    # "Clinic no: MC/7721")
    r"|prison|inmate|prisoner|booking|clinic"
    r"|order|lot|model"
    r"|ref(?:erence)?|requisition|tag|badge|passport|plate|vehicle)"
    r"\s?(?:id|\#|number|num|no|ref(?=[ \t]*[:\#]))\.?"
    # a British police officer's collar number ("PC ROWLANDS collar no 4471", "(collar
    # 4471, CAIT)"; three digits or more where no number's word says it)
    r"|collar\s?(?:number|num|no|\#)\.?(?=[ \t]*:?[ \t]*[A-Z]{0,2}\d{2,6}(?![\w/.]))"
    r"|collar(?=[ \t]*:?[ \t]*[A-Z]{0,2}\d{3,6}(?![\w/.]))"
    r"|plates?|VIN|passport|identifier|requisition|DL\s?\#"
    # a vehicle's registration as Australia and New Zealand shorten it ("rego 1XT492",
    # "rego ABC 123")
    r"|rego(?=[ \t:]+(?=[A-Z0-9 ]{0,7}\d)[A-Z0-9]{2,4}[ -]?[A-Z0-9]{2,4}(?![\w-]))"
    # an immigrant's alien registration number ("A-Number", "A#", "USCIS #")
    r"|alien\s?(?:registration\s?)?(?:number|num|no|\#)|USCIS(?:\s?(?:number|num|no|\#))?"
    r"|(?-i:A)(?:-(?:number|num|no)\b|\s?\#(?=[ \t:]{0,3}(?-i:A)?[ -]?\d{3}[ -]?\d{3}))"
    r"|(?:portal\s)?user(?:\s?(?:name|id))?|login(?:\s?id)?|screen\s?name"
    # research, transplant and registry numbers; shipment tracking; commercial licences
    # (a monitor's list of subjects: "Subjects reviewed: 114-003, 114-007")
    r"|subjects(?:[ \t]+(?:reviewed|enrolled|screened|randomi[sz]ed|consented|verified))?"
    r"(?=[ \t]*:[ \t]*\d{2,6}-\d{2,6}(?![\w-]))"
    r"|(?:study|subject|donor|recipient|sample|participant|enrol{1,2}ment|screening"
    r"|randomi[sz]ation|registry|record|bracelet|wristband|armband)\s?(?:ids?|\#|number|num"
    r"|no)\.?|UNOS(?:\s?ids?)?|redcap(?:\s?record)?|subject|participant"
    # a band's label and a value with a digit: "BB ARMBAND: BBK-4471-QZ"
    r"|(?:bracelet|wristband|armband)(?=[ \t]*:[ \t]*[A-Za-z-]{0,8}\d)"
    # a tag on a body or on evidence: "Body tag MC-0611-A"
    r"|(?:body|toe|evidence|asset|vehicle)\s?tag(?=[ \t]*:?[ \t]*[A-Za-z-]{0,8}\d)"
    r"|(?:subj|scr|rand)\.?\s?(?:\#|id|no\.?)|(?-i:Subj)\.?(?=[ \t]*[:\#]?[ \t]*\d)"
    # (bare, before four digits in a row: "tracking 25th centile" is a child's growth)
    r"|tracking\s?(?:number|num|no|\#)|tracking(?=[ \t]*[:\#]?[ \t]*\w{0,10}\d{4})"
    r"|CDL|(?<!/)(?-i:DL)(?=[ \t])"
    # tracking abbreviated, before digits ("trk 7749 2210 5583")
    r"|(?-i:trk|Trk|TRK)\.?(?=[ \t]*[:\#]?[ \t]*\d)"
    # the codes that open a patient's home: "gate code 4471#", "lockbox 2291"
    r"|(?:gate|door|entry|lock\s?box|key\s?safe|alarm|buzzer|keypad|garage)\s?"
    r"(?:code|combo|combination|pin)|lock\s?box|key\s?safe"
)

#: Generic cues ("number", "no.", "#", "ID"); their value needs four digits.
_WEAK_CUES = (r"number|num|no\.|(?-i:No|NO)(?=[ \t]?:)|\#|ID\s?(?:\#|number|num|no\.?)"
               # the number's word of Romanian, German, Polish and Dutch ("FO nr. 24561")
               r"|(?-i:[Nn]r|NR)\."
               # ("her ID was 4471": a verb before the number)
               r"|(?-i:ID)(?=[ \t]*(?:[:=]|(?-i:is|was)[ \t])?[ \t]*(?-i:[A-Z]{1,5}-?){0,3}\d)"
               r"|lots?"
               # "(id 8hn4-wq1-rt62)" on a line in lower case, "op id OP-5531"; "chart
               # BSPD-6610"
               r"|(?-i:id|Id)(?=[ \t]*[:=]?[ \t]*(?-i:[A-Z]{1,5}-)?\d)"
               r"|chart(?=[ \t]{1,3}[:\#]?[ \t]{0,3}(?:[A-Za-z]{1,5}-)?\d)")

#: First words of the cues above (lower case), to find where a cue may start.
_CUE_STARTS = frozenset(
    split_words("""
    mrn mr med medical hospital unit chart history acct account accession acc protocol ssn
    ss social soc member subscriber beneficiary insurance medicaid medicare policy group
    claim health driver drivers driver's license licence lic dea npi upin upn certificate
    cert serial s sn device specimen encounter visit case patient pt employee staff
    personnel file folder order emp veh workstation terminal cart camera bottle cylinder
    tank freezer locker van breathalyzer isolette pnr box ser rego
    lot lots model ref reference requisition tag badge passport plate plates vehicle vin identifier
    dl number num no # id user username userid login portal screen mbi hicn credit debit
    bank card clincard incident visa mastercard amex routing study subject donor recipient
    sample meeting conference zoom webex nhs chi phn hsn phin ohip ramq ihi ubrn nhi gms uhid
    nhif shif hc
    body toe evidence asset subjects site código codigo docket identity nr
    aadhaar aadhar utente nif nie hosp provider prov req transmitter sensor receiver pump monitor
    participant enrollment enrolment screening randomization randomisation registry record
    subj scr rand our your last last4 ssn4 dossier medi medi-cal bic pmdc crm mlc bsn
    bracelet wristband armband unos redcap tracking trk cdl service confirmation share access
    activation verification invitation invite airway waybill gate door entry lockbox lock
    keysafe key alarm buzzer keypad garage alien uscis a lab reg registration ip op ipd opd
    pendaftaran army navy military collar sns processo proc call callsign
    prison inmate prisoner booking clinic
    tablet laptop handset scanner rč rodné rodne uci batch nss abn lote lotto n
    """)
)

#: Frequent cue-start words that begin a cue of ``_CUED`` only when a number word or
#: sign follows them ("pt #", "patient ID", "visit no", "ID#"); lower case.
_NEEDS_NUMBER_WORD: dict[str, tuple[str, ...]] = {
    "case": ("id", "#", "no", "num", ":", "ref"),
    **dict.fromkeys(("our", "your"), ("ref",)),
    **dict.fromkeys(("pt", "patient", "visit", "order", "study", "donor", "recipient",
                     "staff", "personnel", "site",
                     "sample", "enrollment", "enrolment", "screening", "randomization",
                     "randomisation", "registry", "record", "prison", "inmate", "prisoner",
                     "booking", "clinic"), ("id", "#", "no", "num")),
    **dict.fromkeys(("bracelet", "wristband", "armband"), ("id", "#", "no", "num", ":")),
    "id": ("#", "no", "num", *"0123456789"),
    **dict.fromkeys(("service", "share", "access", "activation", "verification",
                     "invitation", "invite"), ("number", "num", "no", "#", "cod", "sn")),
}
_SPLIT_ONLY_SPACE = "\x1c\x1d\x1e\x1f"  # str.isspace() but not Unicode white space
#: Capitals glued to a digit, as a staff or device number opens ("TC4412").
_CAPITALS_THEN_DIGIT = _regex.compile(r"[A-Z]{1,5}\d")


def _shape(value: str) -> str:
    """Digits as 9 and letters as A: the layout two numbers of one series share."""
    return "".join("9" if ch.isdigit() else "A" if ch.isalpha() else ch for ch in value)


def _cue_may_start(text: str, word: str, end: int) -> bool:
    """False when the cue-start ``word`` (a token ending at ``end``) certainly begins no
    cue of ``_CUED``: the common words "pt", "no", "s", "id"... are cues only in a few
    spellings ("pt #", "no.", "S/N", "social security"), checked here without the
    (time-bounded, so costly) pattern. Anything not plain ASCII goes to the pattern."""
    key = word.lower()
    rest = text[end:end + 10]
    if key == "no":
        # the weak cue "no.", and "No:" in a form ("OP No: 3317"), perhaps with one blank
        # before the colon ("IP No : IP/24/05521")
        colon = rest[1:2] if rest[:1] in (" ", "\t") else rest[:1]
        return rest[:1] == "." or (colon == ":" and word in ("No", "NO"))
    if word in ("ID", "id", "Id"):
        # "ID 5564-0023", "ID: 4471", "ID FX-8812", "ID # 4471", "ID no. 4471", "ID num"
        # ... and up to three groups of capitals before the digits ("ID SANE-CAM-02"),
        # or capitals glued to them ("ID TC4412"); the pattern takes fewer after "id"
        value = text[end:end + 32].lstrip(" \t").lstrip(":=").lstrip(" \t")
        if word == "ID" and value[:3] in ("is ", "was"):
            value = value.split(maxsplit=1)[1] if " " in value.strip() else ""  # "ID was 4471"
        parts = value.split("-", 3)
        lettered = any(
            all(0 < len(p) <= 5 and p.isalpha() and p.isupper() for p in parts[:k])
            and parts[k][:1].isdigit() for k in range(1, len(parts))) or (
            _regex.match(_CAPITALS_THEN_DIGIT, value) is not None)
        return not value.isascii() or value[:1] in ("#", *string.digits) or value[
            :2].lower() in ("no", "nu") or lettered or value[:4].lower() == "card"
    follow = _NEEDS_NUMBER_WORD.get(key)
    if follow is not None:
        # <word>\s?(?:id|\#|no|num|number)
        if rest[:1].isspace():
            if rest[0] in _SPLIT_ONLY_SPACE:
                return True
            rest = rest[1:]
        head = rest[:3]
        return not head.isascii() or head.lower().startswith(follow)
    if key == "n":
        return word == "N" and rest[:1] == "."  # Italy's "N. 2024/0038841"
    if key == "a":
        # the article, but for an alien registration number ("A#", "A-Number")
        return word == "A" and (rest[:1] == "#" or rest[:2] in (" #", "-N", "-n"))
    if key == "s":
        head = rest[:2]
        return not head.isascii() or head.lower() == "/n"  # S/N
    if key == "social":
        head = rest[1:9]
        return (rest[:1].isspace() and not head.isascii()) or (
            rest[:1].isspace() and head.lower() == "security")
    return True


#: Words a number read out is made of (lower case): the contact recognizer's, but the
#: letter "o", which the token index holds for every lone "o".
_SPOKEN_DIGIT_WORDS = frozenset(DIGIT_WORDS) - {"o"}

_MONTHS = (
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
)


def _valid_compact_date(s: str) -> bool:
    """YYYYMMDD, YYYYMMDDhhmm(ss): a date-time written without separators."""
    if len(s) not in (8, 12, 14) or not s.isdigit():
        return False
    year, month, day = int(s[:4]), int(s[4:6]), int(s[6:8])
    if not (1900 <= year <= 2100 and 1 <= month <= 12 and 1 <= day <= 31):
        return False
    if len(s) >= 12:
        return clock_time(s[8:12])
    return True


def _luhn(number: str) -> bool:
    """The check digit of payment card numbers: one mistyped digit fails it, and so do
    nine in ten digit strings that are not card numbers."""
    digits = [int(c) for c in number if c.isdigit()]
    if not 13 <= len(digits) <= 19:
        return False
    total = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


#: Public references of genetics and the literature, which name a variant, a gene, a
#: disease entry or a paper and never a person: dbSNP (rs80357906), ClinVar
#: (VCV000007105, RCV…), COSMIC (COSV57468751), Ensembl (ENST00000003084), RefSeq with
#: an HGVS change (NC_000007.14:g.117548628_117548630del), genome coordinates
#: (chr17:43045712-43125483), numbers after a database label (OMIM #219700, PMID
#: 31270487), a nucleotide change after a gene symbol (F2 G20210A), and the registry
#: numbers of clinical trials at ClinicalTrials.gov (NCT05512345).
_PUBLIC_REFERENCE = _regex.compile(
    r"(?<![\w.])(?:rs\d{3,12}|[VRS]CV\d{6,12}(?:\.\d{1,3})?|COS[VMS]\d{3,12}|NCT\d{8}"
    r"|ENS[A-Z]{0,6}[GTPER]\d{11}(?:\.\d{1,3})?"
    r"|(?:N[MRPCGTW]|X[MRP])_\d{6,9}(?:\.\d{1,3})?(?::[cgmnpr]\.[^\s,;]{1,60})?"
    r"|chr(?:[0-9]{1,2}|[XYM]):\d{1,3}(?:,?\d{3}){0,3}(?:[-_]\d{1,3}(?:,?\d{3}){0,3})?)"
    r"(?![\w])"
    r"|(?<![\w])(?:OMIM|MIM|PMID|PMCID|ClinVar|HGNC|ORPHA|Orphanet|dbSNP|ClinGen|ISCN)"
    r"[ \t]*[:#]?[ \t]*#?[ \t]*(?:PMC)?\d{3,9}(?![\w])"
    r"|(?<=(?<![\w])[A-Z][A-Z0-9]{1,9}[ \t])[ACGT]\d{3,6}[ACGT](?![\w])"
)


def public_references(text: str) -> bytearray:
    """A mask of the characters that belong to public references (see
    ``_PUBLIC_REFERENCE``); identifier rules leave them alone."""
    mask = bytearray(len(text))
    for m in _regex.finditer(_PUBLIC_REFERENCE, text):
        mask[m.start():m.end()] = b"\x01" * (m.end() - m.start())
    return mask


class IdentifierRecognizer:
    """ID spans: medical record, account, SSN, license, device and other numbers."""

    name = "identifiers"

    _CUED = _regex.compile(
        r"(?i)(?<![A-Za-z])(?:(?P<strong>" + _STRONG_CUES + r")|(?P<weak>" + _WEAK_CUES + r"))"
        r"(?:\s?(?:(?:number|num|no|\#|id)\b|no\.))?"
        # the plural of "#": "Tracking #s: 7724 9918 3305 / 7724 9918 3316"
        r"(?:(?<=\#)(?-i:s)(?![A-Za-z0-9-]))?"
        # a qualifier in parentheses: "SSN (last 4): 6621", "Donor ID (last 4 SSN): 6632",
        # "Health Card (OHIP): 4532 281 946 KT", or words before the colon ("Aadhaar (for
        # insurance): 4829 1174 6630")
        r"(?:[ \t]{0,3}\((?:last[ \t]*(?:4|four)(?:[ \t]+digits)?(?:[ \t]+(?:of[ \t]+)?"
        r"(?:ssn|social))?|partial|masked|(?-i:[A-Z]{2,6})(?=\)[ \t]*:)"
        r"|[A-Za-z][A-Za-z \t'.-]{0,23}(?=\)[ \t]*:))\))?"
        # the number's issue said between cue and colon ("Subject ID assigned: 1047-0023")
        r"(?:[ \t]+(?:assigned|issued)(?=[ \t]*:))?"
        # ... or who gave it ("VEHICLE PLATE PER CHP: 8KTR552", "MRN from RPH: 4471")
        r"(?:[ \t]+(?:per|from|via)[ \t]+[A-Za-z]{2,8}(?=[ \t]*:))?"
        # ... or the register's letters ("No. RN: KKBBB/2019/03317", "No. K/P: ...")
        r"(?:(?<=(?i:no)\.?)[ \t]+(?-i:[A-Z]{1,5}(?:/[A-Z]{1,3})?)(?=[ \t]*:))?"
        # (a label in a column before its colon: "UHID        : PVH.0023418867")
        r"(?:[ \t]{4,16}:|[ \t]{0,3}[:\#=.-]?)[ \t]{0,3}"
        # An issuing state or a verb between cue and value: "license IL D123-4567-8901",
        # "MRN is 4412"; only when a value with a digit in its first five places follows.
        r"(?:(?:(?P<state>(?-i:[A-Z]{2}))|is|was)[ \t]{1,3}(?=[A-Za-z]{0,4}-?[0-9]))?"
        # Part of a number: "SSN ending in 4421", "card last 4: 4417", "SSN on file ends
        # 7723", "SSN (6627)", "Aadhaar XXXX XXXX 4471" (the hidden groups masked).
        r"(?:(?:on[ \t]+file[ \t]+)?(?:ending|ends)(?:[ \t]+(?:in|with))?[ \t]{1,3}-?"
        r"|last[ \t]+(?:4|four)(?:[ \t]+digits)?[ \t]{0,3}[:\#=-]?[ \t]{0,3}"
        r"|\((?=\d{4,12}\))|(?:(?:[xX]{3,4}|\*{3,4})[ \t-]){1,3}(?=\d))?"
        # (an ampersand only inside capitals: "Docket: STC/A&E/8891")
        r"(?P<id>[A-Za-z0-9](?:[A-Za-z0-9]|[-/.](?=[A-Za-z0-9])|(?<=[A-Z])&(?=[A-Z])){0,40})"
    )

    _SSN = _regex.compile(r"(?<![\w/.-])\d{3}([- ])\d{2}\1\d{4}(?![\w]|[-/.]\d)")
    #: "xxx-xx-4417", "***-**-4417": the digits left of a masked SSN still identify.
    _MASKED_SSN = _regex.compile(r"(?<![\w*])(?:[xX]{3}|\*{3})-(?:[xX]{2}|\*{2})-\d{4}(?![\w])")
    #: A UK National Insurance number after its label: two capitals, three pairs of
    #: digits and a final A to D, in groups as the card prints it ("NI no. QQ 12 34 56 C").
    _NINO = _regex.compile(
        r"(?<![\w])(?:NINO|NI|(?i:national[ \t]+insurance))(?:[ \t]*(?i:number|num|no\.?|\#))?"
        r"[ \t]*:?[ \t]*(?P<id>[A-Z]{2}[ \t]?\d{2}[ \t]?\d{2}[ \t]?\d{2}[ \t]?[A-D])(?![\w])")
    _LISTED = _regex.compile(
        r"[ \t]*(?:,|;|/|&|and)[ \t]*(?P<id>[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){2,40})"
        r"(?![\w]|[-/.]\w)")

    # Digit runs of five or more, not part of a decimal, a list or a longer token.
    _LONG = _regex.compile(r"(?<![\w.,/])(?<!\d[.,]?-)\d{5,}(?![\w]|[.,/]\d|-\d)")

    # Digit groups joined by hyphens ("12-345-678", "1234-56789").
    _GROUPED = _regex.compile(r"(?<![\w.,/-])\d{1,9}(?:-\d{1,9}){1,4}(?![\w]|[.,/-]\d)")

    #: A number of ten or more digits in blank-parted groups after an acronym or a word
    #: for a card, or a serial after the year after an acronym and its "n." or "Nr.":
    #: a national health or insurance card's number, a register's entry ("CNS 704 2031
    #: 8894 1126", "NSS: 4307 55 1234 5", "carteirinha 889 001 2345 6789 0012", "SDO n.
    #: 2026/0031187"; a group may be long or a single digit: "carteirinha 0 865 004417332
    #: 00 7"), or a serial, the month and the year, as South African police
    #: number a case ("CAS no 114/06/2025"). A row of measured values ("Hz 250 500
    #: 1000 2000") has groups ending in zero and is no number of this kind.
    #: (The number is found first, the label then read back from it: a pattern that
    #: opened with the label would be tried at every capital of the note.)
    _LABELLED_GROUPS = _regex.compile(
        r"(?<![\w.,/-])(?:(?P<groups>\d{1,5}(?:[ ]\d{1,9}){2,5})"
        r"|(?:19|20)\d\d/\d{5,10}|\d{3,6}/\d\d/(?:19|20)\d\d)"
        r"(?![\w]|[.,/-]\d|[ ]\d)")
    _CARD_LABEL_BEFORE = _regex.compile(
        r"(?<![\w])(?:[A-Z]{2,6}|(?i:card|carteirinha|cart[aã]o|tarjeta|tessera|carte|karte))"
        r"[ \t]{0,2}(?:(?P<marker>(?i:n[º°o]?\.?|nr\.?|\#))[ \t]{0,2})?[:.]?[ \t]{0,3}\Z")

    #: A register's reference with no cue before it: its office's letters, the year and a
    #: serial, split by slashes, or the year first ("KKSK/2023/04417", "2026/MW/004417"),
    #: or the year in two digits after two groups of letters ("SMH/MAT/24/2281"),
    #: or numbers first and the office's letters and the year last, as Indonesian
    #: offices number letters and licences ("503/2281/SIP-DU/2023"). No measure, dose or
    #: code is written in this shape.
    _REGISTER_REFERENCE = _regex.compile(
        r"(?<![\w/.-])(?:[A-Z]{2,6}(?:/[A-Z]{1,6}){0,2}/(?:19|20)\d\d/\d{3,8}"
        r"|[A-Z]{2,6}(?:/[A-Z]{1,6}){1,2}/\d\d/\d{3,8}"
        r"|(?:19|20)\d\d(?:/[A-Z]{1,6}){1,3}/\d{3,8}"
        r"|\d{1,4}/\d{1,6}(?:/[A-Z]{1,6}(?:[.-][A-Z]{1,6}){0,2}){1,3}/(?:19|20)\d\d)"
        r"(?![\w]|[/.-]\w)")

    # A vehicle's registration after the vehicle and "reg" ("Veh reg CA 448-217", "van
    # reg PN19 KXD", "car registration: 1ABC 234"): capitals and digits in up to four
    # groups joined by a blank or a hyphen, with a digit somewhere.
    _VEHICLE_REGISTRATION = _regex.compile(
        r"(?i)(?<![\w])(?:veh(?:icle)?|van|car|ambulance|amb|truck|lorry|taxi|cab"
        r"|motorbike|motorcycle|bike)\.?[ \t]+(?:reg(?:istration)?|rego)\.?"
        r"(?:[ \t]*(?:no\.?|number|\#))?[ \t]*:?[ \t]*"
        r"(?P<id>(?-i:(?=[A-Z0-9 -]{0,15}\d)[A-Z0-9]{1,4}(?:[ -][A-Z0-9]{1,4}){0,3}))"
        r"(?![\w-])")

    #: A letter's reference made of its writers' initials, a typist's after the author's
    #: ("Our ref: DW/JS", "Ref: TZ/agreen3"): initials and user names of staff. "Ref:" alone
    #: needs its colon; a typist's part is two or three small letters or a login with
    #: digits.
    _INITIALS_REFERENCE = _regex.compile(
        r"(?<![\w])(?:(?i:our|your)[ \t]?(?i:ref(?:erence)?)\.?[ \t]*:?|(?:Ref|REF)\.?[ \t]*:)"
        r"[ \t]*(?P<id>[A-Z]{2,4}(?:/(?:[A-Z]{2,4}|[a-z]{2,3}|[a-z]{2,12}\d{1,3})){1,3})"
        r"(?![\w/])")

    # Dotted numeric identifiers (DICOM UIDs, OIDs): five or more groups.
    _DOTTED = _regex.compile(r"(?<![\w.])\d{1,20}(?:\.\d{1,20}){4,40}(?![\w]|\.\d)")

    # Names joined by dots before a long number: a common access card's name and number
    # ("ACHTERBERG.DESMOND.R.1298845520"), a login or certificate holder built the same way.
    _DOTTED_NAME_NUMBER = _regex.compile(
        r"(?<![\w.])[A-Za-z]{1,30}(?:\.[A-Za-z]{1,30}){1,3}\.\d{7,12}(?![\w]|\.\w)")
    # Five digits with at most a few letters or hyphens between them: the seed of a
    # letter-digit code ("A12345678", "Z011-0001"), widened to its token afterwards.
    _FIVE_DIGITS = _regex.compile(r"(?:\d[A-Za-z-]{0,6}){4}\d")
    #: Capitals, four digits and a capital or two ("GL0388M", "RO1192F"): a programme's
    #: code built from a name's letters, a birth date and a sex. Clinical codes of this
    #: length start with one letter ("S72001A", a variant "R1699W").
    _LETTERED_FOUR_DIGITS = _regex.compile(r"(?<![\w-])[A-Z]{2,4}\d{4}[A-Z]{1,2}(?![\w-])")
    #: One to four capitals, a hyphen and four digits, perhaps a capital before them and
    #: a short part after ("T-4410", a triage tag; "RSF-K0091", "BMC-4471",
    #: "CRO-0614-B"): a register's number, as its writer's office prefixes it.
    _PREFIXED_FOUR_DIGITS = _regex.compile(
        r"(?<![\w/.-])(?P<prefix>[A-Z]{1,4})-(?P<letter>[A-Z])?(?P<digits>\d{4})"
        r"(?:-[A-Z0-9]{1,3})?(?![\w-]|[.,/]\d)")
    #: Prefixes of forms, standards, classifications and alleles numbered so ("CMS-1500",
    #: "DD-1380", "ISO-9001", "HLA-B5701"), which name no one.
    _FORM_PREFIXES: Final = frozenset({
        "CMS", "HCFA", "DD", "SF", "UB", "DS", "ISO", "IEC", "EN", "ANSI", "ASTM", "USP",
        "NFPA", "ICD", "DSM", "CPT", "IRS", "CDC", "FDA", "OSHA", "AHA", "NIH", "HHS", "VA",
        "SSA", "DHS", "USCIS", "NCT", "PMID", "MIL", "RFC", "IEEE", "UL", "IP", "TCP",
        # an allele or a gene's variant ("HLA-B5701"), a clock's half ("10:30 AM-1200")
        "HLA", "CYP", "AM", "PM"})

    # Payment cards: an issuer's first digit (3 to 6), then groups of digits with one
    # space or hyphen ("4111 1111 1111 1111", "3782 822463 10005"); checked by Luhn.
    _CARD = _regex.compile(
        r"(?<![\w.,/-])[3-6]\d{3}(?:([ -])\d{4}\1\d{4}\1\d{1,7}|([ -])\d{6}\2\d{4,5})"
        r"(?![\w]|[.,/-]\d)")

    #: National numbers in their own punctuation: Brazil's CPF (123.456.789-09),
    #: Switzerland's AHV (756.1234.5678.97) and France's NIR in groups
    #: (2 83 08 69 123 456 78); no measure is written so.
    _NATIONAL_FORMATS = _regex.compile(
        r"(?<![\w.-])(?:\d{3}\.\d{3}\.\d{3}-\d{2}|756\.\d{4}\.\d{4}\.\d{2}"
        r"|[12][ ]\d{2}[ ](?:0[1-9]|1[0-2])[ ](?:\d{2}|2[AB])[ ]\d{3}[ ]\d{3}[ ]\d{2})"
        r"(?![\w.-])"
    )
    #: A national number with its thousands parted by dots, after its label: Argentina's
    #: and Peru's DNI, Chile's RUT with its check character, Uruguay's and Bolivia's
    #: C.I. ("DNI 38.472.115", "RUT 12.345.678-5"); alone, "224.000" is a count.
    _DOTTED_NATIONAL = _regex.compile(
        r"(?<![\w.])(?-i:DNI|RUT|CUIL|CUIT|C\.I\.|CI)[ \t]*(?:(?i:n[°º]|no)\.?|\#)?[ \t]*:?"
        r"[ \t]*(?P<id>\d{1,3}(?:\.\d{3}){2,3}(?:-[\dkK])?)(?![\w.]|-\w)")
    #: A clinical record's or a licence's number with its thousands parted by dots,
    #: after the letters that label it in Argentina: a clinical history (HC) and a
    #: doctor's national or provincial registration (MN, MP) ("HC 224.817", "MN
    #: 144.582"). A head circumference ("HC 34.5 cm") has no group of three.
    _DOTTED_RECORD = _regex.compile(
        r"(?<![\w.])(?-i:HC|MN|MP|M\.N\.|M\.P\.)[ \t]*:?[ \t]*"
        r"(?P<id>\d{1,3}(?:\.\d{3}){1,2})(?![\w.]|-\w|[ \t]*(?i:cm|mm|kg|g)\b)")
    #: Quebec's health insurance number (RAMQ): four capitals from the names, then
    #: the birth date as YYMMDD (the month plus 50 for a woman) and two digits, in
    #: groups of four ("NGUE 8556 2117").
    _RAMQ = _regex.compile(
        r"(?<![\w-])[A-Z]{4}[ ]\d{2}(?P<month>\d{2})[ ](?P<day>\d{2})\d{2}(?![\w-])")
    #: A blood unit's ISBT 128 donation number: the collecting facility (a letter and
    #: four digits), the year in two digits and a six-digit serial, in groups or run
    #: together, perhaps with two flag characters ("W0416 24 318822") and the check
    #: character the label prints apart in its box ("W0421 26 118834 7"); it traces a
    #: donor and a recipient. (A blood group after the number stays: "... 118834 A POS".)
    _BLOOD_UNIT = _regex.compile(
        r"(?<![\w-])[A-Z]\d{4}(?:[ ]\d{2}[ ]\d{6}|\d{8})(?:[ ]?[0-9A-Z]{2})?"
        r"(?:[ ][0-9A-Z](?![\w-]|[ \t]*(?i:pos|neg|rh)\b))?(?![\w-])")

    # The Medicare Beneficiary Identifier: eleven characters with letters and digits at
    # fixed places (S, L, O, I, B and Z never used), hyphens optional after 4 and 7.
    _MBI = _regex.compile(
        r"(?<![\w-])[1-9][AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y0-9]\d-?[AC-HJKMNP-RT-Y]"
        r"[AC-HJKMNP-RT-Y0-9]\d-?[AC-HJKMNP-RT-Y]{2}\d{2}(?![\w]|-\w)")

    #: New Zealand's National Health Index number, three letters (never I or O) and four
    #: digits, which a triage board lists in a column of its own with no label
    #: ("| ZKT4821 |"); also a plate's shape, an identifier either way.
    _NHI_SHAPE = _regex.compile(r"(?<![\w-])[A-HJ-NP-Z]{3}\d{4}(?![\w]|[-/.]\w)")

    # An aircraft's registration ("N-number") names the air ambulance that carried a
    # patient, which is a vehicle identifier. It is taken within a few words after an
    # aviation word only: "N95" masks and "N2O" are not registrations (the FAA never uses
    # I or O as letters), and a registration needs three characters after the N or a
    # letter suffix.
    _AIRCRAFT = _regex.compile(
        r"(?i:\b(?:aircraft|helicopter|heli|airframe|airplane|plane|jet|rotor[- ]?(?:craft|wing)"
        r"|fixed[- ]wing|air[ \t]?ambulance|air[ \t]?medical|medevac|life[ \t]?flight|flight"
        r"|flown|tail)\b)[^\n]{0,40}?\b(?P<id>N[1-9]\d{0,4}[A-HJ-NP-Z]{0,2})(?![\w-])")
    _MASK_RATINGS = frozenset({"N95", "N99", "N100"})

    # A serial, a month and a year after a register's letters (" 412/06/2024").
    _REGISTER_AFTER_PREFIX = _regex.compile(r"[ \t]\d{1,8}/\d{1,2}/(?:19|20)\d{2}(?![\w/])")
    # One more blank-separated group of a number written in groups ("ZXP 4410 8827 03"),
    # perhaps with a check digit after a hyphen ("NSS: 1287 61 4523-8").
    _GROUP = _regex.compile(r"[ \t]([A-Za-z0-9]{1,10}(?:-[0-9]{1,8})?)(?!\w|[/.,-]\w)")
    #: Single digits each after one blank, as a scanner reads a spaced-out number
    #: ("MRN: 4 4 8 2 1 9 7"); the first digit is the cued value.
    _LETTER_SPACED = _regex.compile(r"(?: [0-9]){4,19}(?![\w.,/-]?\w)")

    #: A strong cue closing the text before a value read out digit by digit, as
    #: dictation writes it ("medical record number four four seven one nine two").
    _CUE_BEFORE_SPOKEN = _regex.compile(
        r"(?i)(?<![A-Za-z])(?:" + _STRONG_CUES + r")(?:\s?(?:number|num|no\.?|\#|id)\b)?"
        r"[ \t]{0,3}(?:is[ \t]{1,3})?[:\#]?[ \t]{0,3}\Z")
    #: Digit words a value read out needs at least.
    _SPOKEN_MIN_DIGITS = 4
    #: A code of capitals and digits mixed after "key", "code" or "PIN" ("CoverMyMeds
    #: key BXT7KQ2M", "access code R7KQ2MX"): three letters and two digits at least, so
    #: that ICD codes ("code J45909", "S72001A") stay.
    _KEYED_CODE = _regex.compile(
        r"(?<![\w])(?i:key|code|pin)[ \t]{0,3}[:\#=]?[ \t]{0,3}(?P<code>[A-Z0-9]{6,12})"
        r"(?![\w-])")
    #: "412/2024", "4471/2023": a serial number of the year, as Indian and other
    #: hospitals number their registers ("MLC No: 412/2024"), or a serial of four digits
    #: or more and the year's last two ("BHT No: 4417/25").
    _SERIAL_OF_YEAR = _regex.compile(r"\d{3,7}/(?:19|20)\d{2}\Z|\d{4,7}/\d{2}\Z")
    #: ... or the year's last two digits first, then a serial of three digits or more
    #: ("IP No: 26/1142", a register's number in the year 2026).
    _YEAR_THEN_SERIAL = _regex.compile(r"\d{2}/" + _SERIAL_AFTER_YEAR + r"\Z")
    #: A register's number with its letters, parts split by slashes or dots, the last
    #: of four digits or more ("IP/24/07719", "BFMH/OP/2024/08817", "PVH.0023418867",
    #: "MCHC-22/0931", "NHIS/EK/2231-0094"); a slash or a dot must part two of them.
    _LETTERED_SERIAL = _regex.compile(
        r"(?=[^/.]*[/.])[A-Z]{1,6}(?:[-/.][A-Z0-9]{1,8}){0,4}[-/.]\d{4,12}\Z"
        # ... or its letters, a serial and the year closing it ("IP No: IP/4471/26")
        # (after up to three groups of letters: "MDH/IP/4471/25")
        r"|[A-Z]{1,6}(?:/[A-Z]{1,6}){0,2}/\d{3,7}/(?:19|20)?\d{2}\Z"
        # ... or the year first, then the ward's or register's letters and the serial
        # ("IP No: 2026/MW/004417")
        r"|(?:19|20)\d{2}/[A-Z]{1,6}(?:/[A-Z]{1,6}){0,2}/\d{3,8}\Z")

    #: A badge's or a tag's letters and three digits ("Officer Reyes #S-118").
    _LETTERED_BADGE = _regex.compile(r"[A-Z]{1,3}-\d{3}\Z")

    _OBSTETRIC = _regex.compile(r"(?i)g\d{1,2}p\d{1,5}(?:-\d{1,2}){0,3}(?:ab?\d{1,2})?\Z")
    _MULTIPLY = _regex.compile(r"(?i)^\d+(?:x\d*)+$|^x\d+(?:x\d+)*$")
    _LETTERED_LOT = _regex.compile(r"\d{3,}X\d{3,}\Z")
    _TIMES = _regex.compile(r"(?i)\d[x*]\d")
    _ZERO_PADDED = _regex.compile(r"(?<!\d)0\d{2,}")
    _NUM_UNIT = _regex.compile(r"(?i)^\d+(?:\.\d+)?([a-zµ/%]+\d?[a-z]*)$")
    _DATE_SHAPE = _regex.compile(
        r"^(?:\d{1,2}|\d{4})[/.-]\d{1,2}(?:[/.-](?:\d{2}|\d{4}))?$|^\d{4}[/-]\d{4}$"
    )
    _DECIMAL = _regex.compile(r"^\d*\.\d+$")
    _DIGIT_RUN = _regex.compile(r"\d+")
    _YEAR_LED = _regex.compile(r"(?:19|20)\d\d/")
    _ISO_DATE_TIME = _regex.compile(r"^\d{4}-\d{2}-\d{2}T\d")
    _NEXT_WORD = _regex.compile(r"[ \t]{0,3}([A-Za-zµ%][A-Za-z0-9/%µ]{0,12})")
    _PREV_WORD = _regex.compile(r"([A-Za-z][A-Za-z0-9/]{0,12})[ \t]*[:=]?[ \t]*$")
    _ZIP_CONTEXT = _regex.compile(
        r"(?:\b(?i:zip|zipcode|postal\s+code)\b[ \t]*[:#]?|\b(?:" + "|".join(STATE_ABBRS)
        + r")\b\.?,?)[ \t]*$"
    )

    def analyze(self, doc: DocumentLike) -> list[Span]:
        text = doc.text
        if not document_has_digit(doc):
            return self._read_out(as_document(doc)) + [
                Span(a, b, "ID", self.name, 0.85, self._INITIALS_REASON)
                for a, b in self._initials_references(text, text.lower())]
        spans: list[Span] = []
        # Characters already labelled (ID); masks keep the overlap test cheap.
        taken = bytearray(len(text))
        # Characters left alone: telephone numbers, which the contact recognizer labels,
        # and public references (built on the first candidate: most texts have none).
        others: bytearray | None = None
        # Telephone-shaped digits glued by a hyphen to a word that names no telephone:
        # left alone too, unless a code takes them whole ("Trip # RW-2504150271";
        # "CELL-410-555-1234" stays a telephone's).
        glued: list[tuple[int, int]] = []

        def add(a: int, b: int, score: float, reason: str) -> None:
            nonlocal others
            if taken.find(1, a, b) != -1:
                return
            if others is None:
                others = public_references(text)
                for s in find_phones(text, doc.tokens, as_document(doc)):
                    if s.start >= 2 and text[s.start - 1] == "-" and text[
                            s.start - 2].isalpha() and not telecom_word_glued(text, s.start):
                        glued.append((s.start, s.end))
                    else:
                        others[s.start:s.end] = b"\x01" * (s.end - s.start)
            if others.find(1, a, b) != -1:
                return
            if any(a < e and s < b and not (a < s and e <= b) for s, e in glued):
                return
            if text[b:b + 1] == "(" and text[b + 2:b + 3] == ")" and (
                    text[b + 1:b + 2].isalnum() and text[b - 1:b].isdigit()):
                b += 3  # a check digit in brackets closes the number ("K582943(6)")
            taken[a:b] = b"\x01" * (b - a)
            spans.append(Span(a, b, "ID", self.name, score, reason))

        # The numeric patterns run only when the digit shape they need is in the text.
        ssn = may_hold(doc, b"000-00-0000", b"000 00 0000")
        for m in _regex.finditer(self._SSN, text) if ssn else ():
            add(m.start(), m.end(), 0.95, "social security number shape")

        for m in _regex.finditer(self._MASKED_SSN, text) if "-" in text else ():
            add(m.start(), m.end(), 0.9, "social security number with hidden digits")

        nino = "NI" in text or "nsurance" in text
        for m in _regex.finditer(self._NINO, text) if nino else ():
            add(m.start("id"), m.end("id"), 0.9, "National Insurance number")

        # (a blood unit's number before the cues: "unit # W0363 26 118842 K" is one
        # number in groups, where a cue's value would stop at the first blank)
        units = may_hold(doc, b"0000 00 000000", b"000000000000")
        for m in _regex.finditer(self._BLOOD_UNIT, text) if units else ():
            add(m.start(), m.end(), 0.85, "blood unit number")

        # Values a cue vouched for, long enough to name one thing wherever they recur
        # ("Subjects reviewed: 114-003, 114-011" and later "114-011 Visit 5 ...").
        cued: set[str] = set()
        for m in self._cued(doc):
            value = m.group("id").rstrip(".-/")
            a = m.start("id")
            b = a + len(value)
            spaced = _regex.match(self._LETTER_SPACED, text, b) if (
                len(value) == 1 and value.isdigit() and m.group("strong") is not None) else None
            if spaced is not None:
                add(a, spaced.end(), 0.85, "spaced-out value after identifier cue")
                continue
            if b == m.end("id") and (m.group("strong") is not None or (
                    value.isalnum() and digit_count(value) >= 3)):
                # ("Frequent flyer #: CZ882 019 4471": groups of digits after letters too)
                b = self._spaced_groups(text, value, b, digits_only=m.group("strong") is None)
                value = text[a:b]
            weak = m.group("weak")
            if self._cued_value_is_id(text, value, b, strong=m.group("strong") is not None,
                                      named=weak is not None and weak[:2] in ("ID", "id")):
                state = m.group("state")
                if state is not None and state not in STATE_ABBRS:
                    # "Medicaid ID: FC 0078 2214 39": two capitals that name no issuing
                    # state are the number's own prefix
                    a = m.start("state")
                add(a, b, 0.9, "value after identifier cue")
                cued.add(text[a:b])
                # "Sample IDs PK-0037-01, PK-0037-02": more values of the same shape
                for _ in range(20):
                    more = _regex.match(self._LISTED, text, b)
                    if more is None:
                        break
                    a, b = more.start("id"), more.end("id")
                    if " " in value:  # "7724 9918 3305 / 7724 9918 3316": groups again
                        b = self._spaced_groups(text, more.group("id"), b,
                                                digits_only=m.group("strong") is None)
                    if _shape(text[a:b]) != _shape(value):
                        break
                    add(a, b, 0.85, "listed value after identifier cue")
                    cued.add(text[a:b])

        cards = may_hold(doc, b"0000 0000", b"0000-0000")
        for m in _regex.finditer(self._CARD, text) if cards else ():
            if _luhn(m.group()):
                add(m.start(), m.end(), 0.85, "payment card number shape")

        for m in _regex.finditer(self._LABELLED_GROUPS, text) if may_hold(
                doc, b"0 00", b"00/00000", b"0/00/00") else ():
            groups = (m.group("groups") or "").split()
            digits = sum(map(len, groups))
            if groups and not (10 <= digits <= 20 and max(map(len, groups)) >= 4
                               and sum(g.endswith("0") for g in groups) < 3):
                continue
            label = _regex.search(self._CARD_LABEL_BEFORE, text, max(0, m.start() - 24),
                                  m.start())
            if label is not None and (groups or label.group("marker")):
                add(m.start(), m.end(), 0.85, "grouped number after a card's label")

        for m in _regex.finditer(self._REGISTER_REFERENCE, text) if "/" in text else ():
            add(m.start(), m.end(), 0.85, "register reference with its year")
        lowered = text.lower()  # (for the word gates here and below)
        for m in _regex.finditer(self._VEHICLE_REGISTRATION, text) if "reg" in lowered else ():
            add(m.start("id"), m.end("id"), 0.9, "vehicle's registration")
        for a, b in self._initials_references(text, lowered):
            add(a, b, 0.85, self._INITIALS_REASON)

        national = may_hold(doc, b"000.000", b"0 00 00")
        for m in _regex.finditer(self._NATIONAL_FORMATS, text) if national else ():
            add(m.start(), m.end(), 0.85, "national identifier shape")
        for m in _regex.finditer(self._DOTTED_NATIONAL, text) if may_hold(
                doc, b"0.000.000") else ():
            add(m.start("id"), m.end("id"), 0.9, "value after identifier cue")
        for m in _regex.finditer(self._DOTTED_RECORD, text) if may_hold(doc, b"0.000") else ():
            add(m.start("id"), m.end("id"), 0.85, "value after identifier cue")
        for m in _regex.finditer(self._RAMQ, text) if may_hold(doc, b" 0000 0000") else ():
            month, day = int(m.group("month")), int(m.group("day"))
            if (1 <= month <= 12 or 51 <= month <= 62) and 1 <= day <= 31:
                add(m.start(), m.end(), 0.85, "health insurance number shape")

        for m in _regex.finditer(self._MBI, text) if may_hold_digits(doc, 2) else ():
            add(m.start(), m.end(), 0.85, "Medicare beneficiary identifier shape")
        for m in _regex.finditer(self._NHI_SHAPE, text) if may_hold_digits(doc, 4) else ():
            add(m.start(), m.end(), 0.85, "health index number shape")

        for m in _regex.finditer(self._AIRCRAFT, text) if may_hold(doc, b"n0") else ():
            value = m.group("id")
            if value not in self._MASK_RATINGS and (len(value) >= 4 or value[-1].isalpha()):
                add(m.start("id"), m.end("id"), 0.85, "aircraft registration")

        for m in _regex.finditer(self._LONG, text) if may_hold(doc, b"00000") else ():
            value = m.group()
            if _valid_compact_date(value) or self._protected_number(text, m.start(), m.end()):
                continue
            if len(value) == 5 and self._zip_context(text, m.start()):
                continue
            reason = "nine/ten-digit number" if len(value) in (9, 10) else "long digit run"
            add(m.start(), m.end(), 0.8, reason)

        for m in _regex.finditer(self._GROUPED, text) if may_hold(doc, b"0-0") else ():
            value = m.group()
            groups = value.split("-")
            if digit_count(value) < 6 or self._is_date(value):
                continue
            if len(groups) == 2 and max(len(g) for g in groups) < 5 and not (
                    self._filed_number(text, m.start(), groups)):
                continue  # a range of values ("1200-1500")
            if len(groups) == 2 and len(groups[0]) == 5 and len(groups[1]) == 4 and \
                    self._zip_context(text, m.start()):
                continue  # ZIP+4, left to the places recognizer
            if self._protected_number(text, m.start(), m.end()):
                continue
            # (a health card's version code after the number: "4532-781-906-KT")
            check = _regex.match(self._CHECK_AFTER, text, m.end())
            add(m.start(), check.end() if check is not None else m.end(), 0.8,
                "grouped digit identifier")

        dotted = text.count(".") >= 4 and may_hold(doc, b"0.0")
        for m in _regex.finditer(self._DOTTED, text) if dotted else ():
            if digit_count(m.group()) >= 10:
                add(m.start(), m.end(), 0.85, "dotted identifier (UID/OID)")

        joined = text.count(".") >= 2 and may_hold_digits(doc, 7)
        for m in _regex.finditer(self._DOTTED_NAME_NUMBER, text) if joined else ():
            add(m.start(), m.end(), 0.85, "names and a long number joined by dots")

        last_end = -1
        five = may_hold_digits(doc, 5)
        for m in _regex.finditer(self._FIVE_DIGITS, text) if five else ():
            if m.start() < last_end:
                continue
            # Widen the run of five digits to the whole code token around it, its parts
            # joined by hyphens or underscores ("RW558203_W1_001", a photo's file name;
            # codes are short, and the widening is bounded so odd input stays linear).
            a, b = m.start(), m.end()
            lo, hi = max(0, a - 48), min(len(text), b + 48)
            # (a code is never written in a script without blanks: "夫の山田太郎様に090")
            while a > lo and not unspaced(text[a - 1]) and (
                    text[a - 1].isalnum() or (text[a - 1] in "-_" and a > 1
                                              and text[a - 2].isalnum())):
                a -= 1
            while b < hi and not unspaced(text[b]) and (
                    text[b].isalnum() or (text[b] in "-_" and b + 1 < len(text)
                                          and text[b + 1].isalnum())):
                b += 1
            last_end = b
            value = text[a:b]
            if not any(ch.isalpha() for ch in value):
                # Plain digit runs are handled above, unless glued to a script without
                # blanks, where no pattern sees a word boundary ("様に090-5550-1234へ").
                if ((a > 0 and unspaced(text[a - 1])) or (b < len(text) and unspaced(text[b]))
                        ) and digit_count(value) >= 7 and not self._is_date(value):
                    add(a, b, 0.8, "number in a text without blanks")
                continue
            if self._code_is_id(value) and not self._followed_by_unit(text, b):
                add(a, b, 0.8, "letter-digit code")
        for m in _regex.finditer(self._LETTERED_FOUR_DIGITS, text) if may_hold_digits(
                doc, 4) else ():
            add(m.start(), m.end(), 0.8, "capitals around four digits")
        for m in _regex.finditer(self._PREFIXED_FOUR_DIGITS, text) if may_hold_digits(
                doc, 4) else ():
            number = int(m.group("digits"))
            if m.group("prefix") in self._FORM_PREFIXES or number % 100 == 0 or (
                    m.group("letter") is None and 1900 <= number <= 2099):
                continue  # "CMS-1500" is a form, "XN-1000" a model, "FY-2026" a year
            add(m.start(), m.end(), 0.8, "capitals and four digits joined by a hyphen")
        if "|" in text:
            columned = set()
            for a, b in _column_codes(text):
                add(a, b, 0.85, "code in an identifier's column")
                if b - a >= 6:  # "2024" in a "Case" column says nothing of every other
                    columned.add(text[a:b])
            for a, b in _mentions(text, columned, _COLUMN_CODE_ENDS):
                add(a, b, 0.8, "code found in an identifier's column")
        # (a short code of capitals and digits too: "call sign TA41 ... TA41 available")
        recurring = [v for v in cued if (len(v) >= 6 and digit_count(v) >= 4) or (
            len(v) >= 4 and v.isalnum() and v.isupper() and digit_count(v) >= 2)]
        for a, b in _mentions(text, recurring, _COLUMN_CODE_ENDS):
            add(a, b, 0.8, "value found after an identifier cue")
        if "key" in lowered or "code" in lowered or "pin" in lowered:
            for m in _regex.finditer(self._KEYED_CODE, text):
                code = m.group("code")
                letters = sum(ch.isalpha() for ch in code)
                if letters >= 3 and len(code) - letters >= 2:
                    add(m.start("code"), m.end("code"), 0.85, "code after a key word")
        return spans + self._read_out(as_document(doc))

    _INITIALS_REASON: Final = "writers' initials as a letter's reference"

    def _initials_references(self, text: str, lowered: str) -> Iterator[tuple[int, int]]:
        """The bounds of ``_INITIALS_REFERENCE`` values; after "Ref:" alone, capitals
        only, one group of which a clinical list holds, are no one's ("Ref: CT/MRI")."""
        for m in _regex.finditer(self._INITIALS_REFERENCE, text) if "ref" in lowered else ():
            groups = m.group("id").split("/")
            if not (m.group().startswith("R") and not any(g.islower() for g in groups) and any(
                    g.lower() in CLINICAL_WORDS for g in groups)):
                yield m.start("id"), m.end("id")

    def _read_out(self, doc: Document) -> list[Span]:
        """Values read out in words after a strong cue (dictated notes): runs of four
        digit words or more, found from the shared token index, each checked for a cue
        right before it."""
        positions = doc.positions_of(_SPOKEN_DIGIT_WORDS)
        if len(positions) < self._SPOKEN_MIN_DIGITS:
            return []
        tokens, text = doc.tokens, doc.text
        spans: list[Span] = []
        run = [positions[0]]
        for i in [*positions[1:], -1]:
            if i >= 0 and (i == run[-1] + 1 or (i == run[-1] + 2 and tokens[i - 1].text in (
                    ",", "-"))):
                run.append(i)
                continue
            first, last = tokens[run[0]], tokens[run[-1]]
            if len(run) >= self._SPOKEN_MIN_DIGITS and last.text.lower() not in (
                    "double", "triple") and _regex.search(
                        self._CUE_BEFORE_SPOKEN, text[max(0, first.start - 60):first.start]):
                spans.append(Span(first.start, last.end, "ID", self.name, 0.85,
                                  "number read out after identifier cue"))
            run = [i]
        return spans

    def _cued(self, doc: DocumentLike) -> Iterator[regex.Match[str]]:
        """``_CUED`` matches anchored at tokens that can start an identifier cue."""
        text = doc.text
        d = as_document(doc)
        tokens = d.tokens
        last_end = -1
        for i in d.positions_of(_CUE_STARTS):
            tok = tokens[i]
            if tok.start < last_end or not _cue_may_start(text, tok.text, tok.end):
                continue
            m = _regex.match(self._CUED, text, tok.start)
            if m is not None:
                # a cue may start inside the value it took ("UNOS donor ID AHGF117": the
                # value "donor" is no identifier, the cue "donor ID" finds one)
                last_end = m.start("id")
                yield m

    # -- decisions --------------------------------------------------------------------

    def _is_date(self, value: str) -> bool:
        """A date shape that is also a valid date or year range ("7/22", "2011-2012");
        "4482-1190" has the shape but no valid year, so it stays an identifier."""
        if _regex.match(self._DATE_SHAPE, value) is None:
            return False
        if parse_date(value) is not None:
            return True
        first, sep, second = value.partition("-" if "-" in value else "/")
        return (sep != "" and len(first) == 4 and len(second) == 4 and first.isdigit()
                and second.isdigit() and 1900 <= int(first) <= int(second) <= 2100)

    def _spaced_groups(self, text: str, value: str, end: int, digits_only: bool = False
                       ) -> int:
        """The end of a cued value written in blank-separated groups: "policy no. ZXP 4410
        8827 03", "member ID 123 456 789". A group joins when it has two digits or more and
        is digits or capitals with digits; a short capital prefix joins only a digit
        group, and two to four capitals that no clinical list holds join with a digit
        group of three or more after them ("Case No. 2021 GDN 004417"). The number stops
        before a group that a unit follows ("MRN 4412 10 mg").
        After a generic cue (``digits_only``) only groups of three digits or more join
        ("Aadhaar no. 4471 8823 9012")."""
        prefix = value.isalpha() and value.isupper() and len(value) <= 4
        if not prefix and not (value.isalnum() and digit_count(value)):
            return end
        if prefix:
            # (a register's serial, month and year after its letters: "case no. CAS
            # 412/06/2024")
            register = _regex.match(self._REGISTER_AFTER_PREFIX, text, end)
            if register is not None:
                return register.end()
        total = digit_count(value)
        for _ in range(6):
            m = _regex.match(self._GROUP, text, end)
            if m is None:
                break
            group = m.group(1)
            if group.isdigit() and len(group) == 1 and total >= 8 and not (
                    self._followed_by_unit(text, m.end())):
                return m.end()  # a check digit or issue number closes it ("4123 56789 1")
            if total >= 2 and 2 <= len(group) <= 4 and group.isalpha() and group.isupper() and (
                    group.lower() not in CLINICAL_WORDS):
                # a court's or a registry's letters between a year and a sequence number
                # ("Case No. 2021 GDN 004417")
                after = _regex.match(self._GROUP, text, m.end())
                if after is None or not after.group(1).isdigit() or len(after.group(1)) < 3 or (
                        self._followed_by_unit(text, after.end())):
                    break
                total += digit_count(after.group(1))
                end = after.end()
                continue
            if digit_count(group) < 2 or not (group.isdigit() or group.upper() == group):
                break
            # (a short group joins a long number: "SA ID: 780512 5894 08 3")
            if digits_only and not (group.isdigit() and (len(group) >= 3 or total >= 10)):
                break
            total += digit_count(group)
            if self._followed_by_unit(text, m.end()):
                break
            end = m.end()
        return end

    #: Gravida and para written as one code ("G2P1A0"): obstetric history, no number.
    _GRAVIDA = _regex.compile(r"(?i)G\d{1,2}P\d")

    #: A number in groups of three parted by dots after the first ("145.882").
    _DOTTED_THOUSANDS = _regex.compile(r"\d{1,3}(?:\.\d{3}){1,3}")
    #: A code opened by a zero, a dot and a serial of four digits or more, as a
    #: licence is numbered ("056.009812"): no amount is so written.
    _CODE_DOT_SERIAL = _regex.compile(r"0\d{1,3}\.\d{4,8}")

    def _cued_value_is_id(self, text: str, value: str, end: int, *, strong: bool,
                          named: bool = False) -> bool:
        """Whether the value after a cue is an identifier. ``named``: the cue is "ID"
        itself, after which two groups of three digits or more, neither of them round, are
        one number, not a range ("Student ID 2031-4471"; "pa # 34-40" is a range)."""
        digits = digit_count(value)
        if digits == 0:
            return False
        if strong and _regex.fullmatch(self._DOTTED_THOUSANDS, value):
            return True  # "CRM-SP 145.882": thousands parted by dots, as Brazil writes them
        if strong and _regex.fullmatch(self._CODE_DOT_SERIAL, value):
            return True  # "lic 056.009812": a profession's code and a serial, no amount
        if _regex.match(self._DECIMAL, value) or self._is_date(value):
            return False
        unit = _regex.match(self._NUM_UNIT, value)
        if unit is not None and unit.group(1).lower() in UNITS and not (
                digits >= 5 and len(unit.group(1)) == 1):
            return False  # "5 mg"; but "88104239J" is a number with a check letter
        # (letters and digits in groups or mixed are a code, never an amount: "report #
        # BPD-25-004417 in chart", "lot # 2HG71 in fridge" have no inches)
        letters = sum(ch.isalpha() for ch in value)
        coded = (letters >= 1 and "-" in value) or (letters >= 2 and digits >= 2)
        if not coded and self._followed_by_unit(text, end, tight=strong) and not (
                # no amount after a strong cue has seven digits or opens with a zero: the
                # unit is a word of the next line joined to this one ("mrn 0077134902
                # cc abd pain")
                strong and value.isdigit() and (digits >= 7 or (
                    digits >= 4 and value.startswith("0")))):
            return False
        if strong:
            return digits >= 2 or (len(value) >= 4 and digits >= 1)
        if _regex.match(self._SERIAL_OF_YEAR, value) and int(value[:value.find("/")]) > 31:
            return True
        if _regex.match(self._YEAR_THEN_SERIAL, value):
            return True  # "IP No: 26/1142"; "12/2024" is a month
        if _regex.match(self._LETTERED_SERIAL, value) and digits >= 5:
            return True
        if "/" in value and digits >= 7 and max(map(len, _regex.findall(
                self._DIGIT_RUN, value))) >= 4 and not _regex.match(self._YEAR_LED, value):
            # "IP No: MW2/0417/24", "Birth no.: 475823/1124": no date or ratio ("No:
            # 2026/12/004417", a year and its month first, stays as it was)
            return True
        if "/" in value or "." in value or (_regex.match(self._MULTIPLY, value) and (
                # (a capital X between runs of three digits or more is a lot's letter,
                # not a product: "lot 1195X204"; "4X4 gauze" multiplies)
                _regex.match(self._LETTERED_LOT, value) is None)):
            return False
        if named and len(value) >= 6 and len(value) - digits - value.count("-") >= 3 and (
                value.replace("-", "").isalnum()):
            return True  # "camera ID SANE-CAM-02": letters and digits after "ID" itself
        if digits < 4:
            # "lot 2HG71": a code of letters and digits mixed, five characters or more;
            # "#P-217": capitals, a hyphen and three digits
            return (digits == 3 and _regex.match(self._LETTERED_BADGE, value) is not None) or (
                digits >= 2 and len(value) >= 5 and value.isalnum()
                    and len(value) - digits >= 2
                    and _regex.match(self._GRAVIDA, value) is None)
        groups = value.split("-")
        if named and len(groups) == 2 and min(len(g) for g in groups) >= 3 and not any(
                g.endswith("0") for g in groups):
            return True  # no round bound: no range ("ID 120-150 range" stays)
        # "pa # 34-40": a range of values, not a number's value ("ID 5564-0023" is one).
        return not (len(groups) == 2 and all(g.isdigit() and len(g) <= 4 for g in groups)
                    and range_of_values(*groups))

    #: Words that a file's number follows with no "#" or "no." ("OPO notified (case
    #: 26-1183)", "APS case 7781-22"); lower case.
    _FILE_WORDS = frozenset(split_words("""
        case incident ticket docket complaint referral report file cause"""))

    def _filed_number(self, text: str, start: int, groups: list[str]) -> bool:
        """Two short digit groups right after a file word are that file's number ("case
        26-1183"), unless they read as a range of values ("case 20-30 minutes")."""
        m = _regex.search(self._PREV_WORD, text[max(0, start - 16):start])
        return (m is not None and m.group(1).lower() in self._FILE_WORDS
                and not range_of_values(*groups))

    def _code_is_id(self, value: str) -> bool:
        """Letter-digit codes with five or more digits that are not ranges of values."""
        if digit_count(value) < 5 or _regex.search(self._TIMES, value):
            return False
        if _regex.match(self._OBSTETRIC, value):
            return False  # gravida/para ("G3P2002"), an obstetric history
        if len(value) == 7 and value.upper().startswith("HL7") and value[3:].isdigit():
            return False  # an HL7 table ("HL70136"), the coding system of a coded value
        groups = value.split("-")
        if len(groups) == 1:
            unit = _regex.match(self._NUM_UNIT, value)
            if unit is not None:
                suffix = unit.group(1).lower()
                if suffix in UNITS or suffix.rstrip("s") in UNITS or suffix in {"s", "'s"}:
                    return False
        elif not any(self._idish(g) for g in groups) and not self._numbered_parts(
                groups) and not self._prefixed_number(groups):
            return False  # "CV-sr-80-100's", "60-120cc", "Vt400-500"
        if _regex.match(self._ISO_DATE_TIME, value):
            return False  # "2023-11-02T14": the date recognizer's
        lowered = value.lower()
        # Dates such as 12jan2020 or 2020jan12 are the date recognizer's.
        return not (any(mon in lowered for mon in _MONTHS) and len(value) <= 11)

    def _prefixed_number(self, groups: list[str]) -> bool:
        """A case, accession or reference number: one to three capitalised letter
        prefixes, then numbers with a last part of four digits or more ("ARC-22-5512",
        "S24-1187", a payer's "TH-PA-23-0319-5518"), or a number of four digits or more
        and a short sequence after it, perhaps lettered ("LRA-E24-0387-01")."""
        if len(groups) >= 3 and _regex.match(self._CHECK_LETTERS, groups[-1]) is not None:
            groups = groups[:-1]  # "BMD-24-7731-Q": a check letter or a version code
        prefixes = 0
        while prefixes < min(3, len(groups) - 1) and _regex.match(
                self._CODE_PREFIX, groups[prefixes]) is not None:
            prefixes += 1
        rest = groups[prefixes:]
        if prefixes == 0 or not all(g.isdigit() or _regex.match(self._PADDED_SUFFIX, g)
                                    for g in rest):
            return False
        # the last part holds four digits, or a first number of four is followed by a
        # sequence or a vial ("LRA-E24-0387-01", "PCC-6172-V03"), or three groups of
        # three digits or more hold eight digits at least, as an alien registration
        # number is written ("A-220-017-955")
        return (rest[-1].isdigit() and len(rest[-1]) >= 4) or (
            len(rest) >= 2 and rest[0].isdigit() and len(rest[0]) >= 4) or (
            len(rest) >= 3 and all(g.isdigit() and len(g) >= 3 for g in rest)
            and sum(map(len, rest)) >= 8)

    _CODE_PREFIX = _regex.compile(r"[A-Z]{1,6}\d{0,4}\Z")
    #: A version code glued by a hyphen after a grouped number.
    _CHECK_AFTER = _regex.compile(r"-[A-Z]{1,2}(?![\w-])")
    #: One or two capitals closing a number: a check letter or a card's version code.
    _CHECK_LETTERS = _regex.compile(r"[A-Z]{1,2}\Z")
    _PADDED_SUFFIX = _regex.compile(r"[A-Z]\d{2,3}\Z")

    def _numbered_parts(self, groups: list[str]) -> bool:
        """Three or more parts, each with a digit and none a measure, seven digits in
        all: a code such as "D123-4567-8901" (a range of measures has two parts)."""
        if len(groups) < 3 or sum(map(digit_count, groups)) < 7:
            return False
        for group in groups:
            if not digit_count(group):
                return False
            unit = _regex.match(self._NUM_UNIT, group)
            if unit is not None and unit.group(1).lower().rstrip("s") in UNITS:
                return False
        return True

    def _idish(self, group: str) -> bool:
        """A hyphen-separated part that looks like part of a code: many digits, or a
        zero-padded number ("Z011", "0001")."""
        unit = _regex.match(self._NUM_UNIT, group)
        if unit is not None and (unit.group(1).lower() in UNITS or
                                 unit.group(1).lower().rstrip("s") in UNITS):
            return False
        if digit_count(group) >= 5:
            return True
        return any(ch.isalpha() for ch in group) and \
            _regex.search(self._ZERO_PADDED, group) is not None

    def _followed_by_unit(self, text: str, end: int, *, tight: bool = False) -> bool:
        """A unit of measure after the number. ``tight``: only with one blank at most
        and not as a label, as after a strong cue, where a wider gap opens the next field
        of a header line ("MRN 7726610   Unit: CCU", "MRN 3019922   DL# ...")."""
        if end < len(text) and text[end] in "%°":
            return True
        m = _regex.match(self._NEXT_WORD, text, end)
        if m is None:
            return False
        if tight and (m.start(1) - end > 1 or "\t" in text[end:m.start(1)]
                      or text[m.end(1):m.end(1) + 1] in (":", "#")):
            return False
        if (m.start(1) - end > 2 or "\t" in text[end:m.start(1)]) and m.group(1)[:1].isupper():
            return False  # "OTP ID ND-55104   Dose date 03/04/25": the next field's label
        word = m.group(1).lower()
        if word == "in" and _regex.match(self._PLACE_AFTER_IN, text, m.end(1)) is not None:
            return False  # "CVS #5521 in Dartmouth": the preposition, not inches
        return word in UNITS or word.split("/")[0] in UNITS

    #: After "in", a capitalised word or an article: "in" is a preposition there.
    _PLACE_AFTER_IN = _regex.compile(r"[ \t]{1,3}(?:\p{Lu}\p{Ll}|(?i:the|a|an)[ \t])")

    #: Labels of the codes that name a product, not a person.
    _PRODUCT_CODE_LABELS: Final = frozenset({"ndc", "upc", "gtin"})

    def _protected_number(self, text: str, start: int, end: int) -> bool:
        """A measured value: signed, followed by a unit or "+", or after a lab label."""
        if start > 0 and text[start - 1] in "+-±~<>=":
            return True
        if end < len(text) and text[end] == "+":
            return True
        if self._followed_by_unit(text, end):
            return True
        m = _regex.search(self._PREV_WORD, text[max(0, start - 20):start])
        if m is not None and m.group(1).lower() in self._PRODUCT_CODE_LABELS:
            return True  # "NDC 0169-4132-12": a drug's or a product's code, nobody's
        if m is None or m.group(1).lower() not in CLINICAL_LABELS:
            return False
        # seven digits or more measure only counts and totals, and name codes; after a
        # vital sign or a chemistry they are a number filed under it ("temp 9990184")
        return digit_count(text[start:end]) < 7 or m.group(1).lower() in _LARGE_VALUE_LABELS

    def _zip_context(self, text: str, start: int) -> bool:
        return _regex.search(self._ZIP_CONTEXT, text[max(0, start - 20):start]) is not None


#: Nothing of a longer code or a decimal follows ("K4417.5 mg", "K4417-A").
_CODE_ENDS = r"(?![\w]|[./-]\w)"
_CODE_END = _regex.compile(_CODE_ENDS)
#: A capital and four digits right after a person's name: the VA's "last-name initial
#: and last four digits of the SSN" ("KOWALSKI, DENNIS (K4417)", "Dennis Kowalski,
#: K4417"), which identifies a veteran as surely as the SSN does.
_INITIAL_CODE = _regex.compile(
    r"[ \t]{0,3}(?:[(,/:-][ \t]{0,3}|(?<=[ \t]))(?P<code>[A-Z]\d{4})" + _CODE_ENDS
    + r"(?P<close>\))?")


#: Headings of a table's column that holds identifiers ("| Lot # |", "| MRN |", "| Comp
#: # |").
_ID_HEADING = _regex.compile(
    r"(?i)(?:lot|serial|s/?n|mrn|mr|acct|account|accession|acc|claim|specimen|device"
    r"|order|sample|kit|tracking|badge|member|policy|case|encounter|fin|csn"
    r"|participant|subject|client|enrollee|req|requisition|request|ticket|confirmation)"
    r"(?:[ \t]*(?:\#|no\.?|num(?:ber)?|id))?"
    # any one word before a number sign: a competitor's, an entry's, a bib's ("Comp #")
    r"|[a-z]{2,12}\.?[ \t]*\#")
#: A value such a column holds: one token of letters, digits and hyphens with a digit.
_COLUMN_CODE = _regex.compile(r"(?=[^\s|]*\d)[A-Za-z0-9][A-Za-z0-9-]{2,30}[A-Za-z0-9]")


#: The cells of a heading line that name an identifier, twenty characters at most.
_id_columns = columns_headed_by(_ID_HEADING, 20)


def _column_codes(text: str) -> Iterator[tuple[int, int]]:
    """The codes in a table's column whose heading names an identifier ("| Lot # |"
    over "| UT8472BB |", "Req#  | Rec'd" over "24-1877 | 6/10"): a value must be one
    token of four characters or more, hold a digit and be no date."""
    for start, cell in headed_column_cells(text, ("|",), _id_columns):
        a, value = cell_value(start, cell)
        if len(value) <= 32 and _regex.fullmatch(_COLUMN_CODE, value) is not None and (
                parse_date(value) is None):
            yield a, a + len(value)


#: What may not follow a code from an identifier's column, or a cued value, where it is
#: mentioned again.
_COLUMN_CODE_ENDS = _regex.compile(r"(?![\w]|-\w)")
#: What may not stand before a code mentioned again: a word character or a hyphen.
_MENTION_STARTS = _regex.compile(r"(?<![\w-])")


def _mentions(text: str, codes: Collection[str], ends: regex.Pattern[str]
              ) -> Iterator[tuple[int, int]]:
    """Every place one of ``codes`` stands on its own: no word character or hyphen
    before it, and the lookahead ``ends`` after it. A code found once by its context
    goes wherever else it is written ("1. 24-1879 - CD unreadable" under a log whose
    "Req#" column holds it; a veteran's "K4417" after the name and again alone;
    "114-011 Visit 5" after "Subjects reviewed: 114-011"). Found by plain search: a
    document holds few such codes, and a pattern of them all cost more to build than
    to run."""
    for code in codes:
        at = text.find(code)
        while at != -1:
            end = at + len(code)
            if _regex.match(_MENTION_STARTS, text, at) is not None and (
                    _regex.match(ends, text, end) is not None):
                yield at, end
            at = text.find(code, end)


def initial_codes_after_names(doc: DocumentLike, spans: list[Span]) -> list[Span]:
    """Post-processor: a capital and four digits after a person's name the name
    recognizer found, when the capital is the initial of a name on that line or the code
    stands in parentheses; every other mention of a code so found goes too.

    On its own such a code is as often a diagnosis code without its dot ("M5416"), a
    room or a part number, so the name beside it is the cue; the initial check keeps a
    room after a name ("Dr. Lee B2210") where the letters differ.
    """
    text = doc.text
    if not may_hold_digits(doc, 4):
        return spans
    names = [s for s in spans if s.type == "NAME"]
    codes: set[str] = set()
    for span in names:
        m = _regex.match(_INITIAL_CODE, text, span.end)
        if m is None:
            continue
        code, at = m.group("code"), m.start("code")
        line_start = text.rfind("\n", 0, span.start) + 1
        initials = {word[0] for s in names if line_start <= s.start and s.end <= at
                    for word in text[s.start:s.end].split()}
        if code[0] in initials or (text[at - 1] == "(" and m.group("close")):
            codes.add(code)
    if not codes:
        return spans
    found = [Span(a, b, "ID", IdentifierRecognizer.name, 0.8,
                  "name's initial and last four digits")
             for a, b in _mentions(text, codes, _CODE_END)]
    return with_free_spans(spans, found)


#: "#" and three to six digits right after a name, perhaps after its credential (in
#: capitals, or abbreviated with a period: "inf." for a nurse), perhaps a second group
#: after a hyphen: an officer's, a medic's or a guard's badge, a nurse's licence ("G.
#: Tolliver #217", "Dana Reyes, RN #4471", "G. Tremblay, inf. #2011-4478"), or after
#: "No." as a constable's number is written ("HC Ram Naresh Pal No. 412").
#: Or a staff code in brackets, perhaps after a short word the name recognizer left
#: ("Ana Beltran (INT-042)", "Khanh Do (INT-118)"); or, closing the brackets a name
#: opened after a comma, a number in a telephone's groups ("(Ms Wong Mei Lan, 6021
#: 4738)").
_BADGE_AFTER_NAME = _regex.compile(
    r"(?:,?[ \t]{1,2}(?:[A-Z]{2,5}|(?!(?i:rm|room|bed|apt|ste|unit|ext)\.)[A-Za-z]{2,4}\.))?"
    r",?[ \t]{1,2}(?:\#[ \t]?|(?-i:No|NO|Nr)\.?[ \t]?)(?P<badge>\d{3,6}(?:-\d{4,6})?)"
    r"(?![\w.,/-]\d|[\w-])"
    r"|(?:[ \t](?-i:[A-Z][a-z]{1,3}))?[ \t]\((?P<code>[A-Z]{2,5}-\d{3,6})\)"
    r"|,[ \t](?P<phone>\d{4}[ ]\d{4}|\d{3,4}[ -]\d{3}[ -]\d{3,4})(?=\))")


def badges_after_names(doc: DocumentLike, spans: list[Span]) -> list[Span]:
    """Post-processor: the badge number or staff code after a person's name the name
    recognizer found, or the telephone number beside it in brackets (see
    :data:`_BADGE_AFTER_NAME`). Alone, "#217" is as often a room, an item or a count,
    and "6021 4738" any number; after a name they number or reach that person."""
    text = doc.text
    if "#" not in text and "(" not in text and "N" not in text:
        return spans
    found = []
    for span in spans:
        if span.type != "NAME":
            continue
        m = _regex.match(_BADGE_AFTER_NAME, text, span.end)
        if m is None:
            continue
        if m.group("phone"):
            if text.rfind("(", max(0, span.start - 40), span.start) != -1:
                found.append(Span(m.start("phone"), m.end("phone"), "PHONE",
                                  IdentifierRecognizer.name, 0.8,
                                  "telephone number beside a name in brackets"))
            continue
        group = "badge" if m.group("badge") else "code"
        found.append(Span(m.start(group), m.end(group), "ID", IdentifierRecognizer.name, 0.8,
                          "badge number after a name" if group == "badge"
                          else "staff code in brackets after a name"))
    return with_free_spans(spans, found) if found else spans

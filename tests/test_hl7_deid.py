"""MessageDeidentifier: field actions, modes, faithfulness and failing closed."""

from __future__ import annotations

import datetime as dt
import multiprocessing
from functools import cache
from typing import Any

import hl7
import pytest

from hl7scrub import _regex
from hl7scrub.config import Config, Hl7Config, ScrubConfig
from hl7scrub.exceptions import MessageError
from hl7scrub.hl7v2 import DeidResult, MessageDeidentifier
from hl7scrub.hl7v2.escape import unescape
from hl7scrub.hl7v2.parse import parse_message

SECRET = "test-secret-0123456789abcdef"

MSH = "MSH|^~\\&|LAB|HOSP|RCV|RFAC|20240314093512||ORU^R01^ORU_R01|CTRL0001|P|2.5.1"
PID = ("PID|1||MRN4821337^^^HOSP^MR||HARTWELL^MARGARET^ANN^^MRS||19570314|F|||"
       "1234 FICTIONAL AVE^APT 5^SPRINGFIELD^IL^62704^USA^H||^PRN^PH^mh@example.com^1^217^5550142")
_PV1 = ["PV1", "1", "O", "RAD^1^2"] + [""] * 41
_PV1[7] = "1122334455^OKAFOR^THOMAS^^^DR^MD"
_PV1[19] = "VN8812734"
_PV1[44] = "20240314083000"
PV1 = "|".join(_PV1)
OBR = "OBR|1|PLC778812^RADIS|FIL993311^RADIS|71046^XR CHEST^CPT4|||20240314084500"
OBX1 = "OBX|1|TX|18782-3^Study^LN|1|Patient Margaret Hartwell was seen.||||||F"
OBX2 = "OBX|2|TX|18782-3^Study^LN|1|The lungs are clear.||||||F"


@cache
def deidentifier(mode: str = "safe-harbor", **options: Any) -> MessageDeidentifier:
    scrub = options.pop("scrub", None) or ScrubConfig()
    return MessageDeidentifier(Config(scrub=scrub, hl7=Hl7Config(
        secret=SECRET, mode=mode, **options)))  # type: ignore[arg-type]


def message(*segments: str, sep: str = "\r") -> bytes:
    return (sep.join(segments) + sep).encode("utf-8")


def run(raw: bytes, mode: str = "safe-harbor", **options: Any) -> DeidResult:
    return deidentifier(mode, **options).deidentify(raw)


def fields(result: DeidResult, segment: str, occurrence: int = 1) -> dict[int, str]:
    msg = parse_message(result.output)
    seg = msg.all(segment)[occurrence - 1]
    return {n: seg.field(n) for n in seg.field_numbers()}


def text(result: DeidResult) -> str:
    return result.output.decode(result.encoding)


BASIC = message(MSH, PID, PV1, OBR, OBX1, OBX2)


# -- the contract ----------------------------------------------------------------------

def test_result_carries_the_contract_fields() -> None:
    result = run(BASIC)
    assert result.control_id == "CTRL0001"
    assert result.output_control_id == "CTRL0001"
    assert result.message_type == "ORU^R01"
    assert result.encoding == "ascii"
    assert result.output.endswith(b"\r") and b"\n" not in result.output
    assert result.counts["NAME"] >= 2 and result.counts["ID"] >= 1


def test_msh10_is_hashed_when_configured_and_the_original_still_reported() -> None:
    result = run(BASIC, msh10="hash")
    assert result.control_id == "CTRL0001"
    assert result.output_control_id != "CTRL0001"
    assert len(result.output_control_id) == 20
    assert fields(result, "MSH")[10] == result.output_control_id
    assert run(BASIC, msh10="hash").output_control_id == result.output_control_id


# -- header actions ---------------------------------------------------------------------

def test_patient_name_becomes_a_label_and_other_name_parts_go() -> None:
    pid = fields(run(BASIC), "PID")
    assert pid[5] == "[NAME]^^^^MRS"


def test_provider_id_is_hashed_and_name_labelled_keeping_title_and_degree() -> None:
    doctor = fields(run(BASIC), "PV1")[7].split("^")
    assert doctor[1:] == ["[NAME]", "", "", "", "DR", "MD"]
    assert len(doctor[0]) == 16 and doctor[0] != "1122334455"


def test_identifier_pseudonym_is_stable_and_keeps_authority_and_type() -> None:
    first = fields(run(BASIC), "PID")[3]
    other = message(MSH.replace("CTRL0001", "CTRL0002"), PID, OBX2)
    assert fields(run(other), "PID")[3] == first
    pseudonym, _, _, authority, kind = first.split("^")
    assert (authority, kind) == ("HOSP", "MR")
    assert pseudonym != "MRN4821337" and len(pseudonym) == 16


def test_pseudonyms_depend_on_the_secret() -> None:
    other = MessageDeidentifier(Config(hl7=Hl7Config(secret="another-secret-0123456789")))
    assert fields(other.deidentify(BASIC), "PID")[3] != fields(run(BASIC), "PID")[3]


def _deidentify_in_child(raw: bytes) -> bytes:
    return run(raw).output


def test_output_is_byte_identical_in_another_process() -> None:
    ctx = multiprocessing.get_context("spawn")
    with ctx.Pool(1) as pool:
        child = pool.apply(_deidentify_in_child, (BASIC,))
    assert child == run(BASIC).output


def test_address_keeps_state_country_and_zip3_only() -> None:
    address = fields(run(BASIC), "PID")[11]
    assert address == "[ADDRESS]^^[LOCATION]^IL^627^USA^H"


@pytest.mark.parametrize(("state", "kept"), [
    ("ON", True), ("Queensland", True), ("Nova Scotia", True), ("Illinois", True),
    # a British county is smaller than a state
    ("Fellmarsh", False),
])
def test_address_state_component_is_kept_only_when_it_names_a_state_sized_region(
        state: str, kept: bool) -> None:
    raw = message(MSH, PID.replace("^IL^", f"^{state}^"), OBX2)
    assert (fields(run(raw), "PID")[11].split("^")[3] == state) is kept


def test_restricted_zip3_becomes_000() -> None:
    raw = message(MSH, PID.replace("62704", "03601"), OBX2)
    assert fields(run(raw), "PID")[11].split("^")[4] == "000"


def test_telecom_number_and_email_go_use_codes_stay() -> None:
    assert fields(run(BASIC), "PID")[13] == "^PRN^PH^[EMAIL]^1"


def _date(value: str) -> dt.date:
    return dt.date(int(value[:4]), int(value[4:6]), int(value[6:8]))


def test_dates_of_one_patient_move_by_one_offset_keeping_intervals() -> None:
    result = run(BASIC)
    admit = fields(result, "PV1")[44]
    observed = fields(result, "OBR")[7]
    sent = fields(result, "MSH")[7]
    offset = _date(admit) - dt.date(2024, 3, 14)
    assert offset.days != 0
    assert _date(observed) - dt.date(2024, 3, 14) == offset
    assert _date(sent) - dt.date(2024, 3, 14) == offset
    assert admit[8:] == "083000" and observed[8:] == "084500" and sent[8:] == "093512"


def test_another_message_of_the_same_patient_gets_the_same_offset() -> None:
    later = message(MSH.replace("20240314093512", "20240401101500"), PID, OBX2)
    first = _date(fields(run(BASIC), "MSH")[7]) - dt.date(2024, 3, 14)
    second = _date(fields(run(later), "MSH")[7]) - dt.date(2024, 4, 1)
    assert first == second


def test_each_patient_of_a_message_keeps_their_own_date_offset() -> None:
    other_pid = PID.replace("MRN4821337", "MRN5550001").replace("HARTWELL", "QUIMBY")
    other_obr = OBR.replace("20240314084500", "20240320084500")
    both = run(message(MSH, PID, OBR, OBX2, other_pid, other_obr, OBX2))
    alone = run(message(MSH, other_pid, other_obr, OBX2))
    first = _date(fields(both, "OBR", 1)[7]) - dt.date(2024, 3, 14)
    second = _date(fields(both, "OBR", 2)[7]) - dt.date(2024, 3, 20)
    assert first == _date(fields(run(BASIC), "OBR")[7]) - dt.date(2024, 3, 14)
    assert second == _date(fields(alone, "OBR")[7]) - dt.date(2024, 3, 20)
    assert fields(both, "PID", 2)[7] == fields(alone, "PID")[7]
    assert first != second


def test_shift_keeps_precision_and_utc_offset() -> None:
    raw = message(MSH.replace("20240314093512", "202403140935-0500"), PID, OBX2)
    sent = fields(run(raw), "MSH")[7]
    assert len(sent) == len("202403140935-0500") and sent.endswith("0935-0500")


def test_iso_8601_dates_are_shifted_in_their_own_spelling() -> None:
    raw = message(MSH, PID.replace("19570314", "1957-03-14"),
                  OBR.replace("20240314084500", "2024-03-14T08:45:00-05:00"), OBX2)
    result = run(raw)
    offset = _date(fields(result, "MSH")[7]) - dt.date(2024, 3, 14)
    birth = fields(result, "PID")[7]
    observed = fields(result, "OBR")[7]
    assert offset.days != 0
    assert dt.date.fromisoformat(birth) - dt.date(1957, 3, 14) == offset
    assert dt.date.fromisoformat(observed[:10]) - dt.date(2024, 3, 14) == offset
    assert observed[10:] == "T08:45:00-05:00"


@pytest.mark.parametrize("value", ["1957-02-30", "1957-3-14", "2024-03-14T25:00",
                                   "2024-03-14T08:45:00+5"])
def test_malformed_iso_birth_date_is_not_kept(value: str) -> None:
    result = run(message(MSH, PID.replace("19570314", value), OBX2),
                 damaged_segments="scrub")
    assert value not in text(result)


def test_birth_date_is_shifted_with_the_other_dates() -> None:
    result = run(BASIC)
    offset = _date(fields(result, "MSH")[7]) - dt.date(2024, 3, 14)
    assert _date(fields(result, "PID")[7]) - dt.date(1957, 3, 14) == offset


def test_birth_date_showing_age_over_89_keeps_only_an_aggregated_year() -> None:
    raw = message(MSH, PID.replace("19570314", "19300101"), OBX2)
    result = run(raw)
    shifted_year = int(fields(result, "MSH")[7][:4])
    assert fields(result, "PID")[7] == str(shifted_year - 90)


def test_limited_data_set_keeps_dates_city_and_zip_but_not_street_or_names() -> None:
    result = run(BASIC, "limited-data-set")
    pid = fields(result, "PID")
    assert pid[7] == "19570314"
    assert pid[11] == "[ADDRESS]^^SPRINGFIELD^IL^62704^USA^H"
    assert pid[5].startswith("[NAME]")
    assert fields(result, "MSH")[7] == "20240314093512"


def test_unknown_segment_fields_are_scrubbed_and_their_dates_shifted() -> None:
    raw = message(MSH, PID, "ZXT|1|HARTWELL^MARGARET|20240314|code-7")
    result = run(raw)
    zxt = fields(result, "ZXT")
    assert "HARTWELL" not in zxt[2].upper() and "MARGARET" not in zxt[2].upper()
    assert zxt[3] != "20240314" and len(zxt[3]) == 8
    assert zxt[4] == "code-7"


def test_unknown_segments_are_dropped_when_configured() -> None:
    raw = message(MSH, PID, "ZXT|1|anything", OBX2)
    result = run(raw, unknown_segments="drop")
    assert [s.id for s in parse_message(result.output).segments] == ["MSH", "PID", "OBX"]


def test_embedded_document_payload_is_removed_by_default() -> None:
    obx = "OBX|1|ED|PDF^Report||^application^pdf^Base64^JVBERi0xLjQKSGFydHdlbGw=||||||F"
    result = run(message(MSH, PID, obx))
    assert fields(result, "OBX")[5] == "^application^pdf^Base64"
    kept = run(message(MSH, PID, obx), binary_payloads="keep")
    assert fields(kept, "OBX")[5].endswith("JVBERi0xLjQKSGFydHdlbGw=")


def test_numeric_and_coded_values_are_kept() -> None:
    obx = "OBX|1|NM|2345-7^Glucose^LN||182|mg/dL^^UCUM|70-99|H|||F"
    assert fields(run(message(MSH, PID, obx)), "OBX")[5] == "182"


@pytest.mark.parametrize(("obx", "value"), [
    ("OBX|1|NM|21612-7^Age Time Patient Reported^LN||97|a|||||F", "90"),
    ("OBX|1|SN|29553-5^Age calculated^LN||^97|a|||||F", ">=^90"),
    ("OBX|1|NM|X1^Age at onset^L||92||||||F", "90"),
    ("OBX|1|NM|30525-0^Age^LN||1100|mo|||||F", "1080"),
    # under 90 years, a gestational age, an age in months under 90 years
    ("OBX|1|NM|30525-0^Age^LN||45|a|||||F", "45"),
    ("OBX|1|NM|11884-4^Gestational age^LN||97|wk|||||F", "97"),
    ("OBX|1|NM|30525-0^Age^LN||97|mo|||||F", "97"),
])
def test_an_age_of_90_years_or_more_in_a_numeric_observation_becomes_90(
        obx: str, value: str) -> None:
    assert fields(run(message(MSH, PID, obx)), "OBX")[5] == value


def test_obx_date_value_is_shifted() -> None:
    obx = "OBX|1|DT|11368-8^Onset^LN||20240301||||||F"
    assert fields(run(message(MSH, PID, obx)), "OBX")[5] != "20240301"


# -- faithfulness -----------------------------------------------------------------------

def test_fields_kept_by_the_map_are_byte_identical() -> None:
    odd = "OBX|3|NM|1234-5^Odd \\T\\ value^LN|x|7.5|mm\\S\\Hg|1-9|N|||F|| \\H\\keep\\N\\"
    raw = message(MSH, PID, odd)
    out = fields(run(raw), "OBX")
    src = parse_message(raw).segments[2]
    for n in (1, 2, 3, 4, 5, 6, 7, 8, 11, 13):
        assert out[n] == src.field(n)


def test_segment_order_and_count_are_unchanged_and_python_hl7_agrees() -> None:
    result = run(BASIC)
    parsed = hl7.parse(text(result))
    assert [str(s[0]) for s in parsed] == ["MSH", "PID", "PV1", "OBR", "OBX", "OBX"]


@pytest.mark.parametrize("sep", ["\n", "\r\n"])
def test_any_input_separator_gives_cr_separated_output(sep: str) -> None:
    result = run(message(MSH, PID, OBX2, sep=sep))
    assert result.output.count(b"\r") == 3 and b"\n" not in result.output


def test_a_label_is_escaped_where_it_collides_with_a_delimiter() -> None:
    raw = message(MSH.replace("^~\\&", "[~\\&"), PID.replace("^", "["), OBX2)
    pid = fields(run(raw), "PID")
    assert pid[5].startswith("\\S\\NAME]")
    d = parse_message(run(raw).output).delimiters
    assert unescape(pid[5].split("[")[0], d) == "[NAME]"


def test_latin1_message_is_written_back_in_latin1() -> None:
    raw = (MSH + "|||||ISO_IR 100\r" + PID.replace("MARGARET", "MARGAR\u00c9T") + "\r"
           "OBX|1|FT|X||2.31 m\u00b2||||||F\r").encode("latin-1")
    result = run(raw)
    assert result.encoding == "latin-1"
    assert "2.31 m\u00b2".encode("latin-1") in result.output


# -- narrative ----------------------------------------------------------------------------

def test_patient_name_from_pid_is_removed_from_obx_text() -> None:
    out = text(run(BASIC))
    assert "Hartwell" not in out and "Margaret" not in out
    assert "The lungs are clear." in out


def test_narrative_keeps_one_obx_per_line() -> None:
    result = run(BASIC)
    assert [s.id for s in parse_message(result.output).segments].count("OBX") == 2
    assert fields(result, "OBX", 2)[5] == "The lungs are clear."


def test_formatted_text_keeps_its_line_breaks_around_replacements() -> None:
    obx = "OBX|1|FT|X^Y||Summary\\.br\\Seen by Margaret Hartwell\\.br\\Stable.||||||F"
    value = fields(run(message(MSH, PID, obx)), "OBX")[5]
    assert value.startswith("Summary\\.br\\Seen by ")
    assert value.endswith("\\.br\\Stable.")
    assert "Hartwell" not in value


WRAPPED = [
    "Findings were discussed by telephone with the attending, Dr. Krish",
    "namurthy, who agreed. Callback number given was (781-555-",
    "0148) and the report was read back.",
]
STUDY = "18782-3^Study^LN"


def report_values(lines: list[str], code: str = "X^Y") -> list[str]:
    """OBX-5 of each line sent as one OBX of a report, after de-identification."""
    obx = [f"OBX|{i}|TX|{code}|1|{line}||||||F" for i, line in enumerate(lines, 1)]
    result = run(message(MSH, PID, OBR, *obx))
    return [fields(result, "OBX", i)[5] for i in range(1, len(lines) + 1)]


def test_lines_cut_mid_word_by_the_sender_are_scrubbed_as_one_word() -> None:
    values = report_values(WRAPPED, STUDY)
    assert values[0].endswith("Dr. [NAME]")
    assert values[1].startswith("[NAME], who agreed.") and values[1].endswith("([PHONE]")
    assert values[2].startswith("[PHONE]) and the report")


def test_header_name_cut_by_a_line_break_escape_inside_one_field_is_scrubbed() -> None:
    value = report_values(["HISTORY:\\.br\\Mrs. Hart\\.br\\well is here today."])[0]
    assert "well" not in value.replace("[NAME]", "")
    assert value.count("[NAME]") == 2 and value.endswith(" is here today.")


def test_lines_cut_at_a_hyphen_or_slash_inside_a_number_are_joined() -> None:
    values = report_values(["The patient's daughter can be reached by phone at 617-555",
                            "-0184 on weekdays; the next visit is scheduled for 03/",
                            "28/2024 in the clinic."], STUDY)
    assert "555" not in values[0] and "0184" not in values[1]
    assert "03/" not in values[1] and "28/2024" not in values[2]


def test_short_line_ending_a_number_cut_at_its_dash_is_joined() -> None:
    values = report_values(["Work number is 971-555", "-0134. Follow-up in clinic."], STUDY)
    assert "555" not in values[0]
    assert "0134" not in values[1]


def test_a_line_opening_with_a_heading_in_capitals_is_never_joined_to_the_one_before() -> None:
    values = report_values(["REQUESTING PHYSICIAN: Ludovic Brackwater, MD",
                            "DATE OF SERVICE: see header. HOSPITAL COURSE AND PLAN",
                            "HOSPITAL COURSE: stable."])
    assert values[0] == "REQUESTING PHYSICIAN: [NAME], MD"
    assert values[1].startswith("DATE OF SERVICE:")
    assert values[2] == "HOSPITAL COURSE: stable."


def test_values_on_short_lines_that_meet_at_a_dash_survive() -> None:
    assert report_values(["Base excess 2", "-3 yesterday"]) == ["Base excess 2", "-3 yesterday"]


@pytest.mark.parametrize(("first", "second", "kept"), [
    ("The wound was dressed this morning by the evening nurse Tamsin",
     "Physical therapy to follow tomorrow.", "Physical therapy"),
    ("His daughter will call back about the heart attack last year",
     "316-555-0145 is the number for her cell.", "last year"),
])
def test_lines_that_meet_as_two_words_are_not_joined(first: str, second: str,
                                                     kept: str) -> None:
    obx = [f"OBX|1|TX|X^Y|1|{first}||||||F", f"OBX|2|TX|X^Y|1|{second}||||||F"]
    result = run(message(MSH, PID, OBR, *obx))
    assert kept in text(result)
    assert "Tamsin" not in text(result) and "0145" not in text(result)


def test_fields_of_different_segments_are_never_joined_as_a_cut_word() -> None:
    # a long free-text field ending in digits, then a Z segment whose set ID follows
    zcm = "ZCM|1|Portal enrolment done, link https://portal.example.org/p/GT5510982"
    zad = "ZAD|1|POLST^Reviewed with family"
    result = run(message(MSH, PID, OBR, OBX1, zcm, zad))
    assert fields(result, "ZAD")[1] == "1"
    assert "GT5510982" not in fields(result, "ZCM")[2]


def test_a_line_opening_with_a_little_word_is_not_joined_to_the_name_before() -> None:
    nte = ["NTE|1||Discussed discharge plans at length with her sister Thomasina Quigley",
           "NTE|2||and niece, who agree with the plan."]
    result = run(message(MSH, PID, OBR, OBX1, *nte))
    assert fields(result, "NTE", 2)[3].startswith("and niece")
    assert "Quigley" not in fields(result, "NTE", 1)[3]


def test_a_span_across_components_of_an_unmapped_field_keeps_the_field_shape() -> None:
    zrx = "ZRX|1|1200 Vine St^^Hays^KS^67601"
    value = fields(run(message(MSH, PID, OBR, OBX1, zrx)), "ZRX")[2]
    assert value.count("^") == 4 and value.split("^")[3] == "KS"
    assert "Vine" not in value and "Hays" not in value and "67601" not in value


def test_a_street_in_an_unmapped_address_ends_before_a_town_with_a_weak_suffix() -> None:
    zrx = ("ZRX|1|Hartsfield Corner Pharmacy^^NCPDP^1748823"
           "|2210 Bluestem Dock Rd^^Oskaloo Springs^KS^66999")
    value = fields(run(message(MSH, PID, OBR, OBX1, zrx)), "ZRX")[3]
    assert "Bluestem" not in value and "Oskaloo" not in value and "66999" not in value
    assert value.split("^")[3] == "KS"


def test_instructions_where_a_code_belongs_are_scrubbed_not_dropped() -> None:
    rxe = ("RXE|^^^20240314^^R|00093^Lisinopril 10 mg^NDC|10||mg|TAB|Take 1 tablet at "
           "bedtime; daughter-in-law Maria Lopez helps")
    value = fields(run(message(MSH, PID, rxe)), "RXE")[7]
    assert value.startswith("Take 1 tablet at bedtime; daughter-in-law ")
    assert "Lopez" not in value and "Maria" not in value


def test_a_short_line_is_not_joined_to_the_next() -> None:
    obx = ["OBX|1|TX|X^Y|1|WBC 5||||||F", "OBX|2|TX|X^Y|1|Smith reviewed||||||F"]
    result = run(message(MSH, PID, OBR, *obx))
    assert fields(result, "OBX", 1)[5] == "WBC 5"


def test_comment_segments_are_scrubbed() -> None:
    nte = "NTE|1|L|Called Margaret Hartwell at home."
    assert "Hartwell" not in fields(run(message(MSH, PID, OBX2, nte)), "NTE")[3]


@pytest.mark.parametrize("surname", ["Park", "Strong", "Case"])
def test_a_name_found_in_one_report_is_removed_from_another(surname: str) -> None:
    # Alone, "and Park agrees" reads as a word; one text per message carries the
    # evidence of "Dr. Park" in the first report over to the second.
    first = f"OBX|1|TX|18782-3^Study^LN|1|Findings were reviewed with Dr. {surname} today."
    second = f"OBX|2|TX|11111-1^Other^LN|1|The plan is unchanged and {surname} agrees."
    result = run(message(MSH, PID, OBR, first, second))
    assert fields(result, "OBX", 1)[5] == "Findings were reviewed with Dr. [NAME] today."
    assert fields(result, "OBX", 2)[5] == "The plan is unchanged and [NAME] agrees."


def test_free_text_units_stay_apart_in_the_output() -> None:
    # reports, comments and loose fields are scrubbed together but written back in place
    nte = "NTE|1|L|Margaret Hartwell"
    obx = "OBX|2|TX|11111-1^Other^LN|1|Hartwell stable.||||||F"
    result = run(message(MSH, PID, OBR, OBX1, nte, obx))
    assert fields(result, "OBX", 1)[5] == "Patient [NAME] was seen."
    assert fields(result, "NTE")[3] == "[NAME]"
    assert fields(result, "OBX", 2)[5] == "[NAME] stable."


def test_fields_of_a_suspect_segment_are_scrubbed_not_kept() -> None:
    # A lost segment separator: the second OBX lands in fields the map keeps.
    obx = "OBX|1|TX|X||Seen.||||||F OBX|2|TX|X||Margaret Hartwell called||||||F"
    out = text(run(message(MSH, PID, obx)))
    assert "Hartwell" not in out and "Margaret" not in out


def test_name_written_with_utf8_hex_escapes_and_no_character_set_is_found() -> None:
    obx = "OBX|1|TX|X^Y^L|1|Son J\\XC3BC\\rgen M\\XC3BC\\ller called.||||||F"
    out = fields(run(message(MSH, PID, obx)), "OBX")[5]
    assert "rgen" not in out and "ller" not in out and "called" in out


@pytest.mark.parametrize("sep", ["\r", "\n"])
def test_fields_before_a_line_break_in_a_report_are_kept(sep: str) -> None:
    obx = ("OBX|1|TX|18782-3^Radiology Study observation^LN|1|FINDINGS: Hartwell is well."
           "\nIMPRESSION: normal.||||||F")
    result = run(message(MSH, PID, obx, sep=sep))
    obx_out = fields(result, "OBX")
    assert obx_out[3] == "18782-3^Radiology Study observation^LN"
    assert "Hartwell" not in obx_out[5]


def test_wrapped_lines_of_an_lf_message_are_de_identified_with_their_segment() -> None:
    raw = message(MSH, PID, "OBX|1|TX|X||Seen today by\nMargaret Hartwell's team||||||F",
                  sep="\n")
    result = run(raw)
    assert [s.id for s in parse_message(result.output).segments] == ["MSH", "PID", "OBX"]
    assert "Hartwell" not in text(result)


# -- modes ------------------------------------------------------------------------------

def test_surrogate_names_are_realistic_never_the_original_and_stable() -> None:
    result = run(BASIC, "surrogate")
    family, given, middle = fields(result, "PID")[5].split("^")[:3]
    assert family.isupper() and family.isalpha() and family != "HARTWELL"
    assert given.isalpha() and given not in ("MARGARET", "ANN")
    assert middle.isalpha() and middle not in ("MARGARET", "ANN")
    again = run(message(MSH.replace("CTRL0001", "CTRL0009"), PID, OBX2), "surrogate")
    assert fields(again, "PID")[5] == fields(result, "PID")[5]


def test_surrogate_first_name_keeps_the_patients_gender() -> None:
    from hl7scrub.lexicon import load_lexicon

    female = {n.upper() for n in load_lexicon().first_names_by_gender["F"]}
    male = {n.upper() for n in load_lexicon().first_names_by_gender["M"]}
    assert fields(run(BASIC, "surrogate"), "PID")[5].split("^")[1] in female
    as_male = message(MSH, PID.replace("|F|||", "|M|||").replace("MARGARET", "JAMES"), OBX2)
    assert fields(run(as_male, "surrogate"), "PID")[5].split("^")[1] in male


def test_surrogate_narrative_uses_the_header_surrogate_for_the_same_name() -> None:
    result = run(BASIC, "surrogate")
    family = fields(result, "PID")[5].split("^")[0]
    sentence = fields(result, "OBX")[5]
    assert "Hartwell" not in sentence and family.title() in sentence


def test_surrogate_for_a_possessive_keeps_the_possessive() -> None:
    nte = "NTE|1||Spoke with Margaret's daughter."
    result = run(message(MSH, PID, OBX2, nte), "surrogate")
    given = fields(result, "PID")[5].split("^")[1]
    assert fields(result, "NTE")[3] == f"Spoke with {given.title()}'s daughter."


def test_surrogate_phone_and_identifier_keep_their_pattern() -> None:
    pid = fields(run(BASIC, "surrogate"), "PID")
    mrn = pid[3].split("^")[0]
    assert len(mrn) == len("MRN4821337") and mrn[:3].isalpha() and mrn[3:].isdigit()
    assert mrn != "MRN4821337"
    phone = pid[13].split("^")
    assert phone[5].isdigit() and len(phone[5]) == 3 and phone[6].isdigit()
    assert len(phone[6]) == 7 and phone[6] != "5550142"
    assert "@" in phone[3] and phone[3] != "mh@example.com"


def test_surrogate_mode_shifts_narrative_dates_in_their_own_format() -> None:
    obx = "OBX|1|TX|X||Prior study on 03/14/2023 was normal.||||||F"
    value = fields(run(message(MSH, PID, obx), "surrogate"), "OBX")[5]
    assert "03/14/2023" not in value and "[DATE]" not in value
    date_text = value.split("on ")[1].split(" was")[0]
    assert len(date_text) == 10 and date_text[2] == "/" and date_text[5] == "/"


def test_safe_harbor_can_shift_narrative_dates_instead_of_labelling() -> None:
    obx = "OBX|1|TX|X||Prior study on 03/14/2023 was normal.||||||F"
    labelled = fields(run(message(MSH, PID, obx)), "OBX")[5]
    shifted = fields(run(message(MSH, PID, obx), narrative_dates="shift"), "OBX")[5]
    assert "[DATE]" in labelled
    assert "[DATE]" not in shifted and "03/14/2023" not in shifted


def test_shifted_narrative_dates_follow_the_patient_the_report_is_about() -> None:
    obx = "OBX|1|TX|X||Prior study on 03/14/2023 was normal.||||||F"
    other_pid = PID.replace("MRN4821337", "MRN5550001").replace("HARTWELL", "QUIMBY")
    both = run(message(MSH, PID, obx, other_pid, obx), narrative_dates="shift")
    first = run(message(MSH, PID, obx), narrative_dates="shift")
    second = run(message(MSH, other_pid, obx), narrative_dates="shift")
    assert fields(both, "OBX", 1)[5] == fields(first, "OBX")[5]
    assert fields(both, "OBX", 2)[5] == fields(second, "OBX")[5]
    assert fields(first, "OBX")[5] != fields(second, "OBX")[5]


def test_limited_data_set_keeps_narrative_dates() -> None:
    obx = "OBX|1|TX|X||Prior study on 03/14/2023 was normal.||||||F"
    value = fields(run(message(MSH, PID, obx), "limited-data-set"), "OBX")[5]
    assert "03/14/2023" in value


# -- failing closed -----------------------------------------------------------------------

def test_lone_msh_is_rejected() -> None:
    with pytest.raises(MessageError):
        run(message(MSH))


def test_errors_name_the_place_but_carry_no_value() -> None:
    raw = message(MSH, PID, "this line mentions HARTWELL and MRN4821337")
    with pytest.raises(MessageError) as info:
        run(raw)
    assert "segment 3" in str(info.value)
    assert "HARTWELL" not in str(info.value) and "MRN4821337" not in str(info.value)


def test_a_birth_place_one_field_late_rejects_the_message() -> None:
    # PID-22 lost: the ethnic group stands in PID-23, the birth place in PID-24
    pid = PID + "||||||||||N^Not Hispanic or Latino^HL70189|Zielona Polana"
    with pytest.raises(MessageError) as info:
        run(message(MSH, pid, OBR, OBX2))
    assert "PID" in str(info.value) and "Zielona" not in str(info.value)


def test_a_pattern_timeout_rejects_the_message() -> None:
    long_obx = "OBX|1|TX|X||" + "Seen by Dr Margaret Hartwell on 03/14/2023. " * 4000 + "||||||F"
    deid = MessageDeidentifier(Config(scrub=ScrubConfig(regex_timeout=1e-6),
                                      hl7=Hl7Config(secret=SECRET)))
    try:
        with pytest.raises(MessageError) as info:
            deid.deidentify(message(MSH, PID, long_obx))
    finally:
        _regex.set_timeout(_regex.DEFAULT_TIMEOUT)
    assert "timed out" in str(info.value)
    assert info.value.control_id == "CTRL0001"


def test_scheduling_segment_keeps_its_codes_and_loses_its_people() -> None:
    sch = ("SCH|123^SCHED|456^EHR|||||ROUTINE^Routine|NORMAL|30|MIN|"
           "^^30^20240105090000^20240105093000|^HARTWELL^EDMUND|(217) 555-0142|||"
           "^OKAFOR^THOMAS|||||||||Booked")
    out = fields(run(message(MSH, PID, sch)), "SCH")
    joined = "|".join(out.values())
    assert "HARTWELL" not in joined and "OKAFOR" not in joined and "555-0142" not in joined
    assert "ROUTINE^Routine" in joined and joined.endswith("Booked")
    assert "123" not in out[1] and "20240105090000" not in joined


def test_immunization_segments_keep_their_codes_and_lose_the_provider() -> None:
    rxa = ("RXA|0|1|20240314|20240314|08^HepB, unspecified formulation^CVX|0.5|mL^mL^UCUM||"
           "00^new immunization record^NIP001|7824^OKAFOR^LILY|||||1039A|20250601|"
           "MSD^Merck and Co., Inc.^MVX|||CP|A")
    rxr = "RXR|C28161^Intramuscular^NCIT|LD^Left Arm^HL70163"
    result = run(message(MSH, PID, rxa, rxr))
    out = text(result)
    assert "08^HepB, unspecified formulation^CVX" in out and "MSD^Merck and Co., Inc.^MVX" in out
    assert "1039A" in out and rxr in out
    assert "OKAFOR" not in out and "20240314" not in out


# -- pharmacy, financial, scheduling, master-file and clinical-event segments ---------------
# One row per segment: the segment, strings that must be gone, strings that must stay.
SEGMENT_ROWS = [
    ("FT1|1|TX88812|B2024|20240301^20240301|20240302|CG|80053^Comprehensive metabolic "
     "panel^CPT|CMP for Margaret Hartwell||1|42.00||LAB^Laboratory||||||E11.9^Type 2 "
     "diabetes^I10|1234567890^HALVORSEN^BIRGIT^^^DR|9876543210^ACHTERBERG^PIETER^^^DR||"
     "ORD7781^LAB||80053^CMP^CPT",
     ["TX88812", "20240301", "Hartwell", "HALVORSEN", "ACHTERBERG", "1234567890", "ORD7781"],
     ["80053^Comprehensive metabolic panel^CPT", "E11.9^Type 2 diabetes^I10", "42.00",
      "LAB^Laboratory", "80053^CMP^CPT"]),
    ("RXE|^^^20240301^^R|00071015523^Lipitor 10 mg^NDC|10||mg^mg^UCUM|TAB^Tablet^HL70292|"
     "^Take at bedtime, call Dr. Halvorsen if muscle pain|||30|TAB|3|BH1234563^HALVORSEN^"
     "BIRGIT||RX7781223|3|0|20240301||||||||||||20240228",
     ["HALVORSEN", "Halvorsen", "BH1234563", "RX7781223", "20240301", "20240228"],
     ["00071015523^Lipitor 10 mg^NDC", "mg^mg^UCUM", "TAB^Tablet^HL70292", "Take at bedtime"]),
    ("RXO|00071015523^Lipitor 10 mg^NDC|10||mg|TAB||^Per Dr Achterberg|||||3|"
     "BH1234563^HALVORSEN^BIRGIT",
     ["Achterberg", "HALVORSEN", "BH1234563"], ["00071015523^Lipitor 10 mg^NDC"]),
    ("RXD|1|00071015523^Lipitor 10 mg^NDC|20240302|30|TAB||RX7781223|2|Delivered to "
     "daughter Greta|RPH77^SOLBERG^ANDERS",
     ["20240302", "RX7781223", "Greta", "SOLBERG", "RPH77"],
     ["00071015523^Lipitor 10 mg^NDC", "|30|TAB|"]),
    ("RXG|1|1|^^^20240301|00071015523^Lipitor 10 mg^NDC|10||mg||^Held per wife Ingrid",
     ["20240301", "Ingrid"], ["00071015523^Lipitor 10 mg^NDC"]),
    ("AIS|1||99213^Office visit est^CPT|20240315090000|||30|MIN",
     ["20240315090000"], ["99213^Office visit est^CPT", "|30|MIN"]),
    ("AIG|1||4411^Solberg, Anders^L|MD^Physician||||20240315090000",
     ["Solberg", "20240315090000"], ["MD^Physician"]),
    ("AIL|1||CARD^2^12^HOSP|CLINIC^Clinic||20240315090000",
     ["20240315090000"], ["CARD^^^HOSP", "CLINIC^Clinic"]),
    ("AIP|1||4411^HALVORSEN^BIRGIT^^^DR|MD^Physician||20240315090000||||30|MIN",
     ["HALVORSEN", "4411", "20240315090000"], ["MD^Physician", "|30|MIN"]),
    ("CTD|EMC^Emergency contact|WINTERBOTTOM^GRETA|44 Quarry Lane^^Millbrook^NY^12545||"
     "(845)555-0177",
     ["WINTERBOTTOM", "GRETA", "Quarry", "Millbrook", "555-0177"], ["EMC^Emergency contact"]),
    ("PDA|I21.9^Acute MI^I10|Millbrook Hospice|Y|20240310120000|5566^ACHTERBERG^PIETER||"
     "20240311080000^20240311110000|7788^QUIST^MARTA|N",
     ["Millbrook", "20240310120000", "ACHTERBERG", "20240311", "QUIST"],
     ["I21.9^Acute MI^I10", "|Y|"]),
    ("DB1|1|PT|DIS4471882^^^SSA|Y|20230101|20231231",
     ["DIS4471882", "20230101", "20231231"], ["|PT|", "^^^SSA|Y|"]),
    ("ACC|20240220|MV^Motor vehicle|Route 9 near Millbrook|NY|N||5566^ACHTERBERG^PIETER|"
     "Passenger, struck by truck|husband Lars",
     ["20240220", "Millbrook", "ACHTERBERG", "Lars"],
     ["MV^Motor vehicle", "Passenger, struck by truck"]),
    ("IAM|1|DA|70618^Penicillin^RXNORM|MO|Hives|A|IAM77812||||20200101||20240301|"
     "WINTERBOTTOM^GRETA",
     ["IAM77812", "20200101", "20240301", "WINTERBOTTOM", "GRETA"],
     ["70618^Penicillin^RXNORM", "|MO|Hives|A|"]),
    ("CON|1|001^Treatment^HL70496|CF2024|CF88123|Consent discussed with son Bartholomew||||"
     "||||20240301|20240301||||||||||WINTERBOTTOM^GRETA|MTH",
     ["CF88123", "Bartholomew", "20240301", "WINTERBOTTOM"], ["001^Treatment^HL70496"]),
    ("IN3|1|CERT99812|5566^ACHTERBERG^PIETER|Y||20240301|||||||||7711^QUIST^MARTA|"
     "Joan Pellegrino|(800)555-0110",
     ["CERT99812", "ACHTERBERG", "20240301", "QUIST", "Pellegrino", "555-0110"], ["|Y|"]),
    ("BPX|1|DS|CR^Crossmatched^HL70511|20240301101500|W0367240012345^^ISBT128|"
     "E0336V00^Red Blood Cells^ISBT128|||||O^O pos^HL70512|||1|350|mL|W0367240012345-1|"
     "|44 Quarry Lane^^Millbrook^NY^12545|RN4471^WINTERBOTTOM^GRETA^^^^RN|"
     "MLS2290^VOSKUIJLEN^BARTHOLOMEUS^^^^MT",
     ["20240301101500", "W0367240012345", "Quarry", "WINTERBOTTOM", "RN4471", "MLS2290",
      "VOSKUIJLEN", "BARTHOLOMEUS"],
     ["CR^Crossmatched^HL70511", "E0336V00^Red Blood Cells^ISBT128", "O^O pos^HL70512"]),
    ("BTX|1|W0367240012345^^ISBT128|E0336V00^Red Blood Cells^ISBT128|O^O pos^HL70512|||||"
     "350|mL|TX|F|20240301113000|RN4471^WINTERBOTTOM^GRETA|BB2290^VOSKUIJLEN^BARTHOLOMEUS"
     "^^^^MT|20240301103000|20240301113000|FNHTR^Febrile reaction^HL70514",
     ["W0367240012345", "20240301113000", "WINTERBOTTOM", "RN4471", "BB2290", "VOSKUIJLEN"],
     ["E0336V00^Red Blood Cells^ISBT128", "FNHTR^Febrile reaction^HL70514", "|TX|F|"]),
]


@pytest.mark.parametrize(("segment", "gone", "kept"), SEGMENT_ROWS,
                         ids=[row[0][:3] for row in SEGMENT_ROWS])
def test_mapped_segment_loses_its_people_dates_and_ids_and_keeps_its_codes(
        segment: str, gone: list[str], kept: list[str]) -> None:
    result = run(message(MSH, PID, segment))
    out = text(result).split("\r")[2]
    assert out[:3] == segment[:3]
    assert [g for g in gone if g in out] == []
    assert [k for k in kept if k not in out] == []


def test_staff_master_file_loses_the_practitioner_and_keeps_the_specialty() -> None:
    msh = "MSH|^~\\&|HR|HOSP|EHR|HOSP|20240314093512||MFN^M02^MFN_M02|CTRL0009|P|2.5.1"
    mfi = "MFI|PRA^Practitioner master file^HL70175||UPD|||AL"
    mfe = "MFE|MAD|MFN88|20240301|PHY88^ACHTERBERG^PIETER|CE"
    stf = ("STF|PHY88^ACHTERBERG^PIETER|88812^^^HOSP^EI|ACHTERBERG^PIETER^J|MD|M|19700101|A|"
           "CARD^Cardiology||(518)555-0199|9 Elm Rd^^Albany^NY^12203||||pieter.a@example.org")
    pra = ("PRA|PHY88^ACHTERBERG^PIETER|CARD^Cardiology group|||Cardiology^ABIM^C^20050101|"
           "MD12345^MD^NY^20261231~BA1234563^DEA^^20270101")
    nte = "NTE|1||Dr. Pieter Achterberg covers for Dr Quist."
    out = text(run(message(msh, mfi, mfe, stf, pra, nte)))
    for value in ("ACHTERBERG", "Achterberg", "PIETER", "Pieter", "88812", "555-0199", "Elm Rd",
                  "Albany", "pieter.a", "MD12345", "BA1234563", "19700101"):
        assert value not in out, value
    assert "CARD^Cardiology" in out and "^MD^NY^" in out and "^DEA^^" in out
    assert "PRA^Practitioner master file^HL70175" in out


@pytest.mark.parametrize("z_field", [
    "STAVROS^ANTIGONE",                      # a relative sharing the patient's surname
    "HARKNESS-OYELOLA^PRISCILLA^JUNE^^^^L",  # a name type code; a month as middle name
    "SMITH^JUNE^ROSE^^^^L",
])
def test_name_shaped_value_in_an_unmapped_segment_goes_as_a_name(z_field: str) -> None:
    pid = "PID|1||MRN4821337^^^HOSP^MR||STAVROS^LEONIDAS||19570314|M"
    out = fields(run(message(MSH, pid, f"ZPI|1|{z_field}")), "ZPI")[2]
    words = [w for w in z_field.replace("-", "^").split("^") if len(w) > 1]
    assert [w for w in words if w in out] == []
    assert "[NAME]" in out


@pytest.mark.parametrize("z_field", ["ALLERGY^PENICILLIN", "L^Left", "CARDIOLOGY^CLINIC^^^^^X"])
def test_coded_pair_in_an_unmapped_segment_is_not_taken_for_a_name(z_field: str) -> None:
    out = fields(run(message(MSH, PID, f"ZPI|1|{z_field}")), "ZPI")[2]
    assert out == z_field


@pytest.mark.parametrize(("z_field", "gone", "kept"), [
    ("PRZYBYLOWICZ^HORATIO^^^DR", ["PRZYBYLOWICZ", "HORATIO"], ["DR"]),
    ("DR4471^FARNSWORTH^CRESSIDA^^^DR", ["DR4471", "FARNSWORTH", "CRESSIDA"], ["DR"]),
    ("RPH9920^TIVERTON-ASHE^LUCINDA^^^^PharmD", ["RPH9920", "TIVERTON", "LUCINDA"],
     ["PharmD"]),
    ("LINDGREN^BJORN^^^^^CURRENT", ["LINDGREN", "BJORN"], ["CURRENT"]),
])
def test_person_with_a_title_degree_or_name_type_in_an_unmapped_segment_goes(
        z_field: str, gone: list[str], kept: list[str]) -> None:
    out = fields(run(message(MSH, PID, f"ZPR|1|{z_field}")), "ZPR")[2]
    assert [g for g in gone if g in out] == [] and all(k in out for k in kept)


def test_coded_value_in_an_unmapped_segment_keeps_its_code_and_loses_the_name() -> None:
    zrx = "ZRX|1|314076^lisinopril 10 MG per Dr. Halvorsen^RXNORM~E11.9^Type 2 diabetes^I10"
    out = fields(run(message(MSH, PID, zrx)), "ZRX")[2]
    assert out.startswith("314076^lisinopril 10 MG per Dr. [NAME]^RXNORM~E11.9^")
    assert "Halvorsen" not in out


def test_kept_code_whose_text_names_a_method_keeps_the_code() -> None:
    obx = ("OBX|1|NM|67151-1^Troponin I.cardiac [Mass/volume] in Serum or Plasma by High "
           "sensitivity method^LN||12|ng/L|||||F")
    result = run(message(MSH, PID, OBR, obx))
    assert fields(result, "OBX")[3] == obx.split("|")[3]


def test_field_past_the_standard_table_is_read_as_free_text() -> None:
    rxo = "RXO|00071015523^Lipitor^NDC|10||mg|TAB" + "|" * 40 + "14 Larch Ridge Rd^^Pelham"
    result = run(message(MSH, PID, rxo))
    out = fields(result, "RXO")
    assert out[1] == "00071015523^Lipitor^NDC"
    assert "Larch" not in text(result) and "Pelham" not in text(result)


def test_encapsulated_payload_continued_in_a_second_repetition_is_removed() -> None:
    obx = ("OBX|1|ED|DS^Discharge summary^L||^TEXT^PDF^Base64^JVBERi0xLjMKKE9QRVJB"
           "~VElWRSBOT1RFIC0gUEFUSUVOVDogTUNBTExJU1RFUi1RVUlOTiwgRkVS||||||F")
    out = fields(run(message(MSH, PID, OBR, obx)), "OBX")[5]
    assert "JVBER" not in out and "VElWRS" not in out and out.startswith("^TEXT^PDF^Base64")


# -- value types and later fields ---------------------------------------------------------
def test_formatted_coded_value_keeps_its_code_and_scrubs_its_text() -> None:
    obx = ("OBX|1|CF|22637-3^Path dx^LN||C50.9^Reviewed with Dr. Wendeline Ostrowska on "
           "04/30/2024\\.br\\call 608-555-0193^I10||||||F")
    out = fields(run(message(MSH, PID, OBR, obx)), "OBX")[5]
    assert out.startswith("C50.9^") and out.endswith("^I10")
    for value in ("Ostrowska", "04/30/2024", "608-555-0193"):
        assert value not in out
    assert "\\.br\\" in out


@pytest.mark.parametrize("value", [">^100000", "<=^16", "=^250000", "<>^1^:^8"])
def test_structured_numeric_value_with_a_comparator_is_kept(value: str) -> None:
    obx = f"OBX|1|SN|19090-9^Colony count^LN|1|{value}|{{CFU}}/mL|||||F"
    assert fields(run(message(MSH, PID, OBR, obx)), "OBX")[5] == value


@pytest.mark.parametrize(("segment", "number", "value"), [
    ("SPM|1" + "|" * 29 + "A24-7781203^^^PMC^ACSN", 30, "A24-7781203"),
    ("PRT" + "|" * 20 + "775120", 20, "775120"),
    ("PRT" + "|" * 24 + "MD-114471^^MO", 24, "MD-114471"),
    ("OBX|1|NM|2823-3^Potassium^LN||6.8|mmol/L" + "|" * 12 + "SN99747164", 18, "SN99747164"),
])
def test_specimen_device_and_licence_identifiers_of_later_versions_are_hashed(
        segment: str, number: int, value: str) -> None:
    out = fields(run(message(MSH, PID, OBR, segment)), segment[:3])[number]
    assert value not in out and out


@pytest.mark.parametrize("value", ["368363423", "V67050578", "ENC1641438"])
def test_a_visit_number_written_into_the_financial_class_does_not_survive(value: str) -> None:
    pv1 = list(_PV1)
    pv1[20] = value
    result = run(message(MSH, PID, "|".join(pv1), OBR, OBX1))
    assert value not in text(result)
    assert fields(result, "PV1")[2] == "O"  # the patient class is still there


def _pv1_with_location(location: str) -> str:
    parts = list(_PV1)
    parts[3] = location
    return "|".join(parts)


@pytest.mark.parametrize(("location", "expected"), [
    ("4W^837^A^QHMC", "4W^^^QHMC"),
    ("MICU^2000^1", "MICU"),
    ("RAD^XR2^01^MERCY&2.16.840.1.113883.19.3&ISO^^^MAIN^2",
     "RAD^^^MERCY&2.16.840.1.113883.19.3&ISO^^^MAIN^2"),
    ("CCU^^^^^^^^Near window 4", "CCU^^^^^^^^Near window 4"),
])
def test_a_patient_location_loses_its_room_and_bed_and_keeps_its_ward(
        location: str, expected: str) -> None:
    out = run(message(MSH, PID, _pv1_with_location(location), OBR, OBX2))
    assert fields(out, "PV1")[3] == expected


def test_a_facility_written_in_words_in_a_patient_location_is_scrubbed() -> None:
    location = "ECHO^^^Brannock Valley Medical Center^^^MAIN BLDG^2"
    out = fields(run(message(MSH, PID, _pv1_with_location(location), OBR, OBX2)), "PV1")[3]
    assert "Brannock" not in out
    assert out.startswith("ECHO^^^") and out.endswith("^2")


def test_a_patient_location_keeps_its_room_when_room_numbers_are_not_redacted() -> None:
    out = run(message(MSH, PID, _pv1_with_location("4W^837^A^QHMC"), OBR, OBX2),
              scrub=ScrubConfig(redact_room_numbers=False))
    assert fields(out, "PV1")[3] == "4W^837^A^QHMC"


def test_a_ward_written_as_prose_is_read_for_its_ward_and_room_number() -> None:
    out = run(message(MSH, PID, _pv1_with_location("4 East, room 136, bed B^136^B"), OBR,
                      OBX2))
    assert "136" not in fields(out, "PV1")[3]
    assert "4 East" not in fields(out, "PV1")[3]
    assert ", room " in fields(out, "PV1")[3]


def test_a_location_identifier_is_hashed_and_its_authority_kept() -> None:
    location = "4E^^^^^^^^^LOC4471&&2.16.840.1.113883.19.3&ISO"
    out = fields(run(message(MSH, PID, _pv1_with_location(location), OBR, OBX2)), "PV1")[3]
    assert "LOC4471" not in out
    assert out.endswith("&&2.16.840.1.113883.19.3&ISO")


def test_the_address_of_an_administered_at_location_goes_as_an_address() -> None:
    rxa = ("RXA|0|1|20240101|20240101|08^HepB^CVX|0.5|mL||00^New^NIP001|"
           "12^WYNDHAM^ANN^^^^^^^^^^^^RN|^^^LSPA^^^^^4532 Heron Pond Pl^^Port Adley^NY^95618")
    out = fields(run(message(MSH, PID, "ORC|RE||1", rxa)), "RXA")[11]
    assert out == "^^^LSPA^^^^^[ADDRESS]^^[LOCATION]^NY^956"

"""Shapes of kept fields by HL7 data type, and the standard tables behind them."""

from __future__ import annotations

import pytest

from hl7scrub.hl7v2 import shapes
from hl7scrub.hl7v2.parse import DEFAULT_DELIMITERS, Delimiters
from hl7scrub.hl7v2.standard import FIELD_TYPES, field_type, is_standard_or_local

D = DEFAULT_DELIMITERS


@pytest.mark.parametrize(("raw", "data_type", "verdict"), [
    # codes
    ("F", "IS", "fit"),
    ("UNICODE UTF-8", "ID", "fit"),
    ("19570314", "IS", "misfit"),  # a date where a code belongs
    ("(217) 555-0142", "ID", "misfit"),
    ("HARTWELL^MARGARET", "ID", "misfit"),  # components in a table code
    ("Zielona Polana", "ID", "misfit"),  # a birth place one field late
    ("3434 Industrial Loop", "ID", "misfit"),
    ("Internet", "ID", "fit"),
    ("ISO_IR 100", "ID", "fit"),
    ("99zzz or L", "ID", "fit"),
    ("^Ann Lee^PH", "XTN", "misfit"),  # a name where the telecom use code belongs
    ("01^Patient request^HL70062", "IS", "fit"),  # IS became CWE in v2.7
    ("19570314^", "IS", "misfit"),  # ... but its code is still a code
    ("MC", "FC", "fit"),  # a financial class
    ("01^20240301", "FC", "fit"),
    ("368363423", "FC", "misfit"),  # a visit number where the financial class belongs
    ("V67050578^", "FC", "misfit"),
    # coded values
    ("18782-3^Study^LN", "CE", "fit"),
    ("2106-3^White^CDCREC^^^^04/24/2007", "CE", "fit"),
    ("mL/min/1.73m\\S\\2", "CE", "fit"),
    ("(217) 555-0142^Home", "CE", "misfit"),
    ("x^Patient was seen today at the bedside^LN", "CWE", "fit"),  # text component
    # a text component that speaks of a person is read by the recognizers
    ("x^Patient was seen today by the team^LN", "CWE", "text"),
    ("^Duplicate per Dr Featherby", "CWE", "text"),
    ("Hives per daughter Sunniva", "ST", "text"),
    ("Hives and rash", "ST", "fit"),
    # ... and so is one holding a date, a phone number or an e-mail address
    ("^Bee sting 06/14/2019 - carries EpiPen", "CWE", "text"),
    ("XRHIP^XR hip - fall 3/18, call 603-555-0187", "CE", "text"),
    ("^Post-op check, surgery Mar 20", "CWE", "text"),
    ("^Results to jdoe@example.org", "CWE", "text"),
    ("2345-7^Glucose 1 hr 50 g^LN", "CE", "fit"),
    ("1 2 3 4^Study^LN", "CE", "misfit"),  # a code with words
    # numbers and set IDs
    ("12.5", "NM", "fit"),
    ("-0.3", "NM", "fit"),
    ("12 QZ Road", "NM", "misfit"),
    ("1", "SI", "fit"),
    ("Field1", "SI", "text"),  # a bad value, not a sign of moved fields
    # text
    ("3.5 - 5.0", "ST", "fit"),
    ("Patient Margaret Hartwell was seen today", "ST", "text"),
    ("^^10.0", "ST", "text"),
    # structures
    ("RAD^1^2", "PL", "fit"),
    ("4 East, room 136^136^B", "PL", "fit"),
    ("RAD^HARTWELLMARGARET^2", "PL", "misfit"),  # a name in the room
    ("LAB^2.16.840.1.113883.19^ISO", "HD", "fit"),
    ("ORU^R01^ORU_R01", "MSG", "fit"),
    ("ORU^R01^ORU_R01^EXTRA", "MSG", "misfit"),  # more components than the type has
    ("11:30:05", "TM", "fit"),
    ("noon", "TM", "misfit"),
])
def test_kept_value_shape(raw: str, data_type: str, verdict: str) -> None:
    assert shapes.check(raw, data_type, D).verdict == verdict


def test_dates_inside_a_kept_structure_are_listed() -> None:
    shape = shapes.check("01^20240301~02^20240401", "FC", D)
    assert shape.verdict == "fit" and shape.dates == ((0, 1, 0), (1, 1, 0))


def test_stray_subcomponents_are_refused_only_in_strict_mode() -> None:
    raw = "77 Main&St^^Town"
    assert shapes.check(raw, "CE", D).verdict == "fit"
    assert shapes.checker(D).check(raw, "CE", True).verdict == "misfit"


def test_escaped_delimiters_in_codes_follow_the_message_delimiters() -> None:
    odd = Delimiters("|", "^", "\\", "~", "&")  # "~" is the escape character here
    assert shapes.kept_component("CX", 4, ["MR~987-65-4329"], odd) == "misfit"
    assert shapes.kept_component("CX", 4, ["MR"], odd) == "fit"


@pytest.mark.parametrize(("data_type", "index", "value", "verdict"), [
    ("XTN", 1, "PRN", "fit"),
    ("XTN", 1, "555-0199", "misfit"),  # digits are not a telecom use code
    ("XTN", 1, "EDMUNDSONWALLACE", "misfit"),
    ("XPN", 11, "20200101", "date"),
    ("CX", 3, "HOSP", "fit"),
])
def test_components_a_field_action_keeps(data_type: str, index: int, value: str,
                                         verdict: str) -> None:
    assert shapes.kept_component(data_type, index, [value], D) == verdict


@pytest.mark.parametrize(("segment", "number", "data_type"), [
    ("PID", 8, "IS"), ("PID", 7, "TS"), ("OBX", 5, "varies"), ("OBX", 20, "CWE"),
    ("MSH", 9, "MSG"), ("FHS", 7, "TS"), ("PID", 99, ""), ("ZPI", 1, ""),
])
def test_field_types_of_the_standard(segment: str, number: int, data_type: str) -> None:
    assert field_type(segment, number) == data_type


def test_field_type_table_covers_the_default_map() -> None:
    from hl7scrub.hl7v2.fieldmap import load_field_map

    assert set(load_field_map().segments) <= set(FIELD_TYPES)


@pytest.mark.parametrize(("segment", "known"), [
    ("PID", True), ("ZPI", True), ("Z01", True), ("PXD", False), ("P1D", False),
    ("OBY", False),
])
def test_standard_or_local_segment_ids(segment: str, known: bool) -> None:
    assert is_standard_or_local(segment) is known

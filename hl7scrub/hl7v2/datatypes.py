"""What each component of the structured HL7 data types holds.

The structured field actions (``name``, ``address``, ``telecom``, ``hash``, ``org``,
``coded``, ``location``) walk a field's repetitions and components and treat each
component by its role here. A component that is not listed is removed: only components known to be
harmless (codes, type indicators, assigning authorities) are kept as they came.
"""

from __future__ import annotations

from typing import Literal

Role = Literal[
    "keep",
    "remove",
    "id",  # an identifier: hashed / surrogate
    "family",  # name parts
    "given",
    "middle",
    "suffix",
    "prefix",
    "street",  # address parts
    "other_designation",
    "city",
    "state",
    "zip",
    "county",
    "phone",  # telecom parts
    "email",
    "phone_digits",
    "org_name",
    "text",  # free text inside a coded value: scrubbed
    "date",  # a date/time inside a structure: shifted like a date field
    "cnn",  # a whole CNN name held in subcomponents (NDL.1)
    "room",  # a room or bed: removed when room numbers are redacted, as in narrative
    "ward",  # a ward's one-word code, kept; anything else written there is read as text
]

#: component number (1-based) -> role, per data type.
LAYOUTS: dict[str, dict[int, Role]] = {
    "XPN": {1: "family", 2: "given", 3: "middle", 4: "suffix", 5: "prefix", 6: "keep",
            7: "keep", 8: "keep", 9: "keep", 11: "keep", 14: "keep"},
    "XCN": {1: "id", 2: "family", 3: "given", 4: "middle", 5: "suffix", 6: "prefix",
            7: "keep", 8: "keep", 9: "keep", 10: "keep", 12: "keep", 13: "keep", 14: "keep",
            15: "keep", 16: "keep", 18: "keep", 21: "keep", 22: "keep", 23: "keep"},
    # PPN is XCN whose component 15 is the date/time the action was performed.
    "PPN": {1: "id", 2: "family", 3: "given", 4: "middle", 5: "suffix", 6: "prefix",
            7: "keep", 8: "keep", 9: "keep", 10: "keep", 12: "keep", 13: "keep", 14: "keep",
            15: "date", 16: "keep", 17: "keep"},
    "CNN": {1: "id", 2: "family", 3: "given", 4: "middle", 5: "suffix", 6: "prefix",
            7: "keep", 8: "keep", 9: "keep", 10: "keep", 11: "keep"},
    "NDL": {1: "cnn", 2: "date", 3: "date", 4: "keep", 5: "keep", 6: "keep", 7: "keep",
            8: "keep", 9: "keep", 10: "keep", 11: "keep"},
    "XAD": {1: "street", 2: "other_designation", 3: "city", 4: "state", 5: "zip", 6: "keep",
            7: "keep", 8: "remove", 9: "county", 10: "remove", 11: "keep"},
    "XTN": {1: "phone", 2: "keep", 3: "keep", 4: "email", 5: "keep", 6: "phone_digits",
            7: "phone_digits", 8: "phone_digits", 12: "phone_digits"},
    "CX": {1: "id", 3: "keep", 4: "keep", 5: "keep", 6: "keep", 9: "keep", 10: "keep",
           12: "keep"},
    "EI": {1: "id", 2: "keep", 3: "keep", 4: "keep"},
    "HD": {1: "id", 2: "id", 3: "keep"},
    "DLN": {1: "id", 2: "keep"},
    "XON": {1: "org_name", 2: "keep", 3: "id", 5: "keep", 6: "keep", 7: "keep", 8: "keep",
            9: "keep", 10: "id"},
    "CWE": {1: "keep", 2: "text", 3: "keep", 4: "keep", 5: "text", 6: "keep", 7: "keep",
            8: "keep", 9: "text", 10: "keep", 11: "text", 12: "keep", 13: "keep",
            14: "keep", 15: "keep", 16: "keep", 17: "text", 18: "keep", 19: "keep",
            20: "keep", 21: "keep", 22: "keep"},
    # A plain value (ST, ID, IS...): the whole field is one component.
    "ST": {1: "id"},
}
LAYOUTS["CE"] = LAYOUTS["CWE"]
LAYOUTS["CNE"] = LAYOUTS["CWE"]
LAYOUTS["PN"] = LAYOUTS["XPN"]
LAYOUTS["AD"] = LAYOUTS["XAD"]
LAYOUTS["TN"] = {1: "phone"}
# EIP: placer and filler assigned identifiers, each an EI written in subcomponents.
LAYOUTS["EIP"] = {1: "id", 2: "id"}
# PL: the ward, facility, building and floor stay as codes; the room and the bed place one
# patient at a time and go as "room 512" does in narrative; the description is free text,
# and so is any of the four written in words rather than as a one-word code ("4 East,
# room 136, bed B", a facility "Brannock Valley Medical Center").
LAYOUTS["PL"] = {1: "ward", 2: "room", 3: "room", 4: "ward", 5: "keep", 6: "keep",
                 7: "ward", 8: "ward", 9: "text", 10: "id", 11: "keep"}
# LA2: the place where a drug was given or sent, a PL's first eight components and an
# address written out (RXA-11 "^^^CLINIC^^^^^4532 Heron Pond Pl^^Port Adley^NY^95618").
LAYOUTS["LA2"] = {**{c: LAYOUTS["PL"][c] for c in range(1, 9)}, 9: "street",
                  10: "other_designation", 11: "city", 12: "state", 13: "zip", 14: "keep",
                  15: "keep", 16: "county"}
# PLN: a practitioner's licence or other number, its type, the issuing state, expiry.
LAYOUTS["PLN"] = {1: "id", 2: "keep", 3: "keep", 4: "date"}

NAME_TYPES = frozenset({"XPN", "PN", "XCN", "PPN", "CNN", "NDL"})
ADDRESS_TYPES = frozenset({"XAD", "AD"})
TELECOM_TYPES = frozenset({"XTN", "TN"})
ID_TYPES = frozenset({"CX", "EI", "HD", "DLN", "ST", "EIP", "PLN"})
ORG_TYPES = frozenset({"XON"})
CODED_TYPES = frozenset({"CWE", "CE", "CNE"})

#: Default data type of each structured action.
DEFAULT_TYPE: dict[str, str] = {
    "name": "XPN",
    "address": "XAD",
    "telecom": "XTN",
    "hash": "CX",
    "org": "XON",
    "coded": "CWE",
    "location": "PL",
}

#: Data types each structured action accepts.
ACCEPTED_TYPES: dict[str, frozenset[str]] = {
    "name": NAME_TYPES,
    "address": ADDRESS_TYPES,
    "telecom": TELECOM_TYPES,
    "hash": ID_TYPES,
    "org": ORG_TYPES,
    "coded": CODED_TYPES,
    "location": frozenset({"PL", "LA2"}),
}


def role(data_type: str, component: int) -> Role:
    """Role of a component; components a layout does not list are removed."""
    layout = LAYOUTS.get(data_type)
    if layout is None:
        return "remove"
    return layout.get(component, "remove")

"""Facts of the HL7 v2 standard the de-identifier checks messages against.

* :data:`STANDARD_SEGMENTS`: every segment ID defined by HL7 v2.1 to v2.8.2 (and the
  occupational data segments of v2.9). A segment whose ID is neither one of these nor a
  Z-segment is not something a sender meant to write: most often a damaged ID
  (``PXD``, ``P1D``), whose fields may be anything, including a whole PID.
* :data:`FIELD_TYPES`: the data type of each field of the segments the default field map
  covers (HL7 v2.5.1; fields that later versions appended, from v2.8.2). The type says
  what a field the map keeps must look like (:mod:`hl7scrub.hl7v2.shapes`). Fields that
  v2.5.1 reserved and v2.7 defined (OBX-20..22) have their v2.7 type; ``-`` marks a field
  withdrawn from the standard (read as text); ``varies`` is OBX-5.
* :data:`REPEATING`: the fields the standard lets repeat. A repetition in any other
  kept field is a sign of moved fields (a name pair where one code belongs).

A site map can name the type of a field with ``type = "..."``; it overrides this table.
"""

from __future__ import annotations

_SEGMENT_IDS = """
    ABS ACC ADD ADJ AFF AIG AIL AIP AIS AL1 APR ARQ ARV AUT
    BHS BLC BLG BPO BPX BTS BTX BUI CDM CDO CER CM0 CM1 CM2
    CNS CON CSP CSR CSS CTD CTI DB1 DG1 DMI DON DPS DRG DSC
    DSP ECD ECR EDU EQL EQP EQU ERQ ERR EVN FAC FHS FT1 FTS
    GOL GP1 GP2 GT1 IAM IAR IIM ILT IN1 IN2 IN3 INV IPC IPR
    ISD ITM IVC IVT LAN LCC LCH LDP LOC LRL MCP MFA MFE MFI
    MRG MSA MSH NCK NDS NK1 NPU NSC NST NTE OBR OBX ODS ODT
    OH1 OH2 OH3 OH4 OM1 OM2 OM3 OM4 OM5 OM6 OM7 OMC ORC ORG
    ORO OVR PAC PCE PCR PD1 PDA PDC PEO PES PID PKG PM1 PMT
    PR1 PRA PRB PRC PRD PRT PSG PSH PSL PSS PTH PV1 PV2 PYE
    QAK QID QPD QRD QRF QRI RCP RDF RDT REL RF1 RFI RGS RMI
    ROL RQ1 RQD RX1 RXA RXC RXD RXE RXG RXO RXR RXV SAC SCD
    SCH SCP SDD SFT SGH SGT SHP SID SLT SPM SPR STF STZ TCC TCD
    TQ1 TQ2 TXA UAC UB1 UB2 URD URS VAR VND VTQ
"""
STANDARD_SEGMENTS: frozenset[str] = frozenset(_SEGMENT_IDS.split())

#: Batch and file envelope segments (they frame messages, never appear inside one).
ENVELOPE_SEGMENTS: frozenset[str] = frozenset({"FHS", "BHS", "BTS", "FTS"})

#: Segments numbered like MSH: field 1 is the field separator itself.
HEADER_LIKE: frozenset[str] = frozenset({"MSH", "FHS", "BHS"})


def is_z_segment(segment_id: str) -> bool:
    """A locally defined segment (``ZPI``, ``ZB1``): its fields are the site's business."""
    return segment_id.startswith("Z")


def is_standard_or_local(segment_id: str) -> bool:
    """A segment ID a sender can mean: standard, or a Z-segment."""
    return segment_id in STANDARD_SEGMENTS or is_z_segment(segment_id)


_TYPES: dict[str, str] = {
    "MSH": "ST ST HD HD HD HD TS ST MSG ST PT VID NM ST ID ID ID ID CE ID EI XON XON HD HD",
    "EVN": "ID TS TS IS XCN TS HD",
    "PID": "SI CX CX CX XPN XPN TS IS XPN CE XAD IS XTN XTN CE CE CE CX ST DLN CX CE ST ID "
           "NM CE CE CE TS ID ID IS TS HD CE CE ST CE CWE",
    "PD1": "IS IS XON XCN IS IS IS IS ID CX CE ID DT XON CE IS DT DT IS IS IS DT",
    "NK1": "SI XPN CE XAD XTN XTN CE DT DT ST JCC CX XON CE IS TS IS IS CE CE IS CE ID IS CE "
           "XPN CE CE CE XPN XTN XAD CX IS CE IS ST ST IS XTN XTN",
    "PV1": "SI IS PL IS CX PL XCN XCN XCN IS PL IS IS IS IS IS XCN IS CX FC IS IS IS IS DT NM "
           "NM IS IS DT IS NM NM IS DT IS DLD CE IS IS IS PL PL TS TS NM NM NM NM CX IS XCN CX "
           "ST CX",
    "PV2": "PL CE CE CE ST ST IS TS TS NM NM ST XCN DT ID IS DT IS ID NM IS ID XON IS IS DT IS "
           "DT DT CE IS ID TS ID ID ID ID CE CE CE CE CE IS IS CE DT TS TS IS DT",
    "ORC": "ID EI EI EI ID ID TQ EIP TS XCN XCN XCN PL XTN TS CE CE CE XCN CE XON XAD XTN XAD "
           "CWE CWE TS CWE CWE CNE CWE DT CX CWE",
    "OBR": "SI EI EI CE ID TS TS TS CQ XCN ID CE ST TS SPS XCN XTN ST ST ST ST TS MOC ID ID PRL "
           "TQ XCN EIP ID CE NDL NDL NDL NDL TS NM CE CE CE ID ID CE CE CE CE CE CWE IS CWE EIP",
    "OBX": "SI ID CE ST varies CE ST IS NM ID ID TS ST TS CE XCN CE EI TS CWE EI CNE XON XAD XCN "
           "ID CWE CWE ID ID",
    "NTE": "SI ID FT CE XCN DTM DTM DTM",
    "SPM": "SI EIP EIP CWE CWE CWE CWE CWE CWE CWE CWE CQ NM ST CWE CWE DR TS TS ID CWE CWE CWE "
           "CWE CQ NM CWE CWE CWE CX CX EI",
    "TQ1": "SI CQ RPT TM CQ CQ TS TS CWE TX TX ID CQ NM",
    "TXA": "SI IS ID TS XCN TS TS TS XCN XCN XCN EI EI EI EI ST ID ID ID ID ST PPN XCN CWE ST "
           "DTM",
    "GT1": "SI CX XPN XPN XAD XTN XTN TS IS IS CE ST DT DT NM XPN XAD XTN CX IS XON ID CE TS ID "
           "CE CP NM CX CE DT DT IS IS CE CE IS CE ID IS CE XPN CE CE XPN XTN CE IS ST JCC XON "
           "IS IS FC CE ST IS",
    "IN1": "SI CE CX XON XAD XPN XTN ST XON CX XON DT DT AUI IS XPN CE TS XAD IS IS ST ID DT ID "
           "DT IS ST TS XCN IS IS NM NM IS ST CP CP NM CP CP CE IS XAD ST IS IS IS CX IS DT ST "
           "IS",
    "IN2": "CX ST XCN IS IS ST XPN ST XPN ST CE ST ST IS IS IS DT ID ID ID ST XPN ST IS CX CX "
           "IS RMC PTA DDI IS IS CE CE IS CE ID IS CE XPN CE CE CE DT DT ST JCC IS XPN XTN IS "
           "XPN XTN IS DT DT IS XTN IS IS CX CE XTN XTN CE ID ID ID XON XON CE CE",
    "MRG": "CX CX CX CX CX CX XPN",
    "PRT": "EI ID CWE CWE XCN CWE CWE XON PL EI DTM DTM CWE XAD XTN EI DTM DTM ST ST EI CNE",
    "ROL": "EI ID CE XCN TS TS CE CE CE CE XAD XTN PL XON",
    "DG1": "SI ID CE ST TS IS CE CE ID IS CE NM CP ST ID XCN IS ID TS EI ID",
    "PR1": "SI IS CE ST TS IS NM XCN IS NM XCN XCN CE ID CE CE IS CE EI ID CWE CWE PL ID EI",
    "AL1": "SI CE CE CE ST DT",
    "SFT": "XON ST ST ST TX TS",
    "MSA": "ID ST ST NM - CE NM ID",
    "ERR": "ELD ERL CWE ID CWE ST TX TX IS CWE CWE XTN",
    "FHS": "ST ST HD HD HD HD TS ST ST ST ST ST HD HD",
    "BHS": "ST ST HD HD HD HD TS ST ST ST ST ST HD HD",
    "BTS": "ST ST NM",
    "FTS": "NM ST",
    "SCH": "EI EI NM EI CE CE CE CE NM CE TQ XCN XTN XAD PL XCN XTN XAD PL XCN XTN PL EI EI CE "
           "EI EI",
    "RXA": "NM NM TS TS CE NM CE CE CE XCN LA2 ST NM CE ST TS CE CE CE ID ID TS NM CWE CWE ID "
           "PL XAD",
    "RXR": "CE CWE CE CWE CE CWE",
    "RXE": "TQ CE NM NM CE CE CE LA1 ID NM CE NM XCN XCN ST NM NM TS CQ ID CE ST ST CE NM CE "
           "CE NM CE ID CE TS NM CWE CWE ID CWE CWE NM CWE XAD PL XAD ID",
    "RXO": "CE NM NM CE CE CE CE LA1 ID CE NM CE NM XCN XCN ID ST NM CE CE ST CE CQ CE NM CWE "
           "ID NM EI EI CNE CWE XAD PL XAD XTN",
    "RXD": "NM CE TS NM CE CE ST NM ST XCN ID CQ LA2 ID CE NM CE ST TS CE CE NM CE ID CE CE CE "
           "NM CWE CWE XAD ID CWE",
    "RXG": "NM NM TQ CE NM NM CE CE CE ID LA2 ID CE ST ST CE NM CE ST TS CE CE NM CWE CWE ID",
    "RXC": "ID CE NM CE NM CE CE NM CWE",
    "FT1": "SI ST ST DR TS IS CE ST ST NM CP CP CE CE CP PL IS IS CE XCN XCN CP EI XCN CE CE "
           "CE CWE CNE CX SI XON XON CWE ST CWE CWE CX CX CWE CWE ST CQ",
    "AIS": "SI ID CE TS NM CE NM CE IS CE CE CE",
    "AIG": "SI ID CE CE CE NM CE TS NM CE NM CE IS CE",
    "AIL": "SI ID PL CE CE TS NM CE NM CE IS CE",
    "AIP": "SI ID XCN CE CE TS NM CE NM CE IS CE",
    "MFI": "CE HD ID TS TS ID",
    "MFE": "ID ST TS varies ID DTM XCN",
    "STF": "CE CX XPN IS IS TS ID CE CE XTN XAD DIN DIN CE ST CE CE ST JCC CE ID DLN ID DT DT "
           "DT CE CE ID CE TS ID CWE DR DT CWE ID CWE",
    "PRA": "CE CE IS ID SPD PLN PIP DT CE DT CE SI",
    "ORG": "SI CE CE ID CX CE CE CE DR CE ID ID",
    "CTD": "CE XPN XAD PL XTN CE PLN",
    "PDA": "CE PL ID TS XCN ID DR XCN ID",
    "DB1": "SI IS CX ID DT DT DT DT",
    "ACC": "TS CE ST CE ID ID XCN ST ST ID XAD",
    "IAM": "SI CE CE CE ST CNE EI ST CE CE DT ST TS XPN CE CE CE XCN XON TS",
    "CON": "SI CWE ST EI FT FT FT FT FT CNE CNE TS TS TS TS ID ID ID ID CWE ID CWE CWE XPN IS",
    "ARV": "SI CNE CWE CWE ST DR",
    "BPO": "SI CWE CWE NM NM CE TS PL XAD TS PL XAD CWE ID",
    "BPX": "SI ID CWE TS EI CNE CNE CWE XON EI CNE CNE TS NM NM CE EI PL XAD XCN XCN ID",
    "BTX": "SI EI CNE CNE CWE XON EI NM NM CE ID ID TS XCN XCN TS TS CWE CWE EI ID",
    "IN3": "SI CX XCN ID MOP TS TS XCN DT DT DTN CE TS XCN ST XTN CE CE XTN ICD ST DT IS IS "
           "XCN",
}

#: segment ID -> data type of field n at index n - 1.
FIELD_TYPES: dict[str, tuple[str, ...]] = {seg: tuple(t.split()) for seg, t in _TYPES.items()}

#: Fields that may repeat (v2.5.1; later fields from v2.8.2), per segment.
_REPEATING: dict[str, str] = {
    "MSH": "18 21", "EVN": "5",
    "PID": "3 4 5 6 9 10 11 13 14 21 22 26 32 39",
    "PD1": "1 3 4 10 14 15",
    "NK1": "2 4 5 6 13 17 18 19 26 28 29 30 31 32 33 35",
    "PV1": "7 8 9 15 17 20 24 25 26 27 45 52",
    "PV2": "5 7 13 23 39 41 45 49",
    "ORC": "7 10 11 12 14 19 21 22 23 24 33 34",
    "OBR": "10 16 17 27 28 31 33 34 35 38 39 43 45 46 47",
    "OBX": "5 8 10 16 17 18 20 21 22 23 24 25 26 28 29 30",
    "NTE": "3", "SPM": "3 5 6 9 11 14 15 16 21 24 30 31 32", "TQ1": "3 4 5 9",
    "TXA": "5 8 9 10 11 14 22 23 24 25",
    "GT1": "2 3 4 5 6 7 16 17 18 19 21 29 34 35 42 44 45 46 51 55",
    "IN1": "3 4 5 6 7 9 10 11 16 19 30 44 49",
    "IN2": "1 3 5 7 9 22 24 25 26 28 29 32 33 40 42 43 49 50 52 53 54 56 63 64 69 70 71",
    "MRG": "1 2 7", "PRT": "1 5 8 9 10 14 15", "ROL": "4 9 11 12", "DG1": "16",
    "PR1": "8 11 12 16 18 23", "AL1": "5", "SFT": "", "MSA": "5", "ERR": "1 2 6 9 11 12",
    "FHS": "", "BHS": "", "BTS": "3", "FTS": "", "SCH": "12 13 16 17 20 21 26 27",
    "RXA": "9 10 15 16 17 18 19", "RXR": "",
    "RXE": "7 13 14 21 27 31 37 38 40 41 43", "RXO": "6 7 14 15 20 24",
    "RXD": "9 10 15 18 19 20 21 25 31", "RXG": "9 13 19 20 21 22", "RXC": "7",
    "FT1": "19 20 21 24 26 31 36", "AIS": "11 12", "AIG": "5", "AIL": "3", "AIP": "3",
    "MFI": "2", "MFE": "4 5", "STF": "2 3 4 8 9 10 11 12 13 14 15 30 36",
    "PRA": "2 3 5 6 7 11", "ORG": "6 7 8 10", "CTD": "1 2 3 5 7", "PDA": "1", "DB1": "3",
    "ACC": "", "IAM": "5", "CON": "4 5 6 7 8 9 20 23 24 25", "ARV": "4 5",
    "IN3": "3 8 14 16 19 20 24 25",
}
REPEATING: dict[str, frozenset[int]] = {
    seg: frozenset(int(n) for n in fields.split()) for seg, fields in _REPEATING.items()}


def repeats(segment_id: str, number: int) -> bool:
    """Whether the standard lets a field repeat (True when the table does not know)."""
    fields = REPEATING.get(segment_id)
    return fields is None or number in fields or number > len(FIELD_TYPES[segment_id])


def field_type(segment_id: str, number: int) -> str:
    """The standard data type of a field, ``""`` when the table does not know it."""
    types = FIELD_TYPES.get(segment_id)
    if types is None or not 1 <= number <= len(types):
        return ""
    return types[number - 1]

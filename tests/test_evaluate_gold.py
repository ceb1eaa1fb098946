"""Gold readers and writers: PhysioNet, VTT, i2b2 XML, brat, JSONL."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from hl7scrub._types import PersonName
from hl7scrub.evaluate import GoldDocument, GoldSpan, load_gold, load_predictions, write_gold
from hl7scrub.evaluation.gold import parse_vtt
from hl7scrub.exceptions import InputError
from tests.conftest import REPO

BODY1 = "Pt JOSÉ seen 7/22 by Dr Healey.\n\n"
BODY2 = "Wife Mary called.\n"


def _physionet(tmp_path: Path, phrase_lines: list[str] | None = None) -> Path:
    records = (f"START_OF_RECORD=1||||1||||\n{BODY1}||||END_OF_RECORD\n\n"
               f"START_OF_RECORD=1||||2||||\n{BODY2}||||END_OF_RECORD\n")
    (tmp_path / "id.text").write_bytes(records.encode("latin-1"))
    if phrase_lines is None:
        phrase_lines = ["1 1 3 7 PTName JOSÉ", "1 1 13 17 Date 7/22",
                        "1 1 24 30 HCPName Healey", "1 2 5 9 RelativeProxyName Mary"]
    (tmp_path / "id-phi.phrase").write_bytes(("\n".join(phrase_lines) + "\n").encode("latin-1"))
    (tmp_path / "pid_patientname.txt").write_bytes("1||||JOSÉ||||ROMERO\n".encode("latin-1"))
    return tmp_path


def test_physionet_reads_records_annotations_and_names(tmp_path: Path) -> None:
    docs = load_gold(f"physionet:{_physionet(tmp_path)}")
    assert [(d.id, d.patient) for d in docs] == [("1-1", "1"), ("1-2", "1")]
    assert docs[0].text == BODY1
    assert [(a.start, a.end, a.type, a.text) for a in docs[0].annotations] == [
        (3, 7, "PTName", "JOSÉ"), (13, 17, "Date", "7/22"), (24, 30, "HCPName", "Healey")]
    assert docs[1].names == [PersonName(family="ROMERO", given="JOSÉ")]
    assert docs[1].lexicon().names == [PersonName(family="ROMERO", given="JOSÉ")]


def test_physionet_phrase_that_does_not_match_the_text_names_the_line(tmp_path: Path) -> None:
    _physionet(tmp_path, ["1 1 3 7 PTName JOSÉ", "1 1 13 17 Date 7/23"])
    with pytest.raises(InputError, match="line 2"):
        load_gold(f"physionet:{tmp_path}")


def test_physionet_offset_outside_the_note_is_rejected(tmp_path: Path) -> None:
    _physionet(tmp_path, ["1 2 5 90 RelativeProxyName Mary"])
    with pytest.raises(InputError, match="outside the text"):
        load_gold(f"physionet:{tmp_path}")


def test_physionet_record_without_end_marker_is_rejected(tmp_path: Path) -> None:
    (tmp_path / "id.text").write_text("START_OF_RECORD=1||||1||||\nabc\n", encoding="latin-1")
    with pytest.raises(InputError, match="END_OF_RECORD"):
        load_gold(f"physionet:{tmp_path}")


def test_unknown_format_is_a_clear_error() -> None:
    with pytest.raises(InputError, match="FORMAT:PATH"):
        load_gold("somewhere/without/format")


# The VTT sample of seed 000, Figs 2-3 (tab-separated markup lines), on a short text.
FIG_TEXT = "Dictated by: Gregory A House, M.D.\nSimone is a 93-year-old woman"
FIG_VTT = FIG_TEXT + """
#<Name|Category|Bold|Italic|Underline|Display|FR|FG|FB|BR|BG|BB|FontFamily|FontSize>
#<----->
Text/Clear||false|false|false|true|255|255|255|0|51|153|Monospaced|12
#<----->
npii||true|false|false|true|0|0|0|231|226|228|Monospaced|+0
PersonalName||true|false|false|true|255|255|255|255|0|0|Monospaced|+0
PersonalName|Patient|true|false|true|true|255|255|255|255|0|0|Monospaced|+0
0\t8\tnpii\t\tDictated
13\t7\tPersonalName\t\tGregory
21\t1\tPersonalName\t\tA
23\t5\tPersonalName\t\tHouse
35\t6\tPersonalName\tPatient\tSimone
47\t2\tAge-PII\tPatient\t93
"""


def test_vtt_reads_the_seed_figure_layout() -> None:
    doc = parse_vtt(FIG_VTT, "fig3")
    assert doc.text == FIG_TEXT
    assert [(a.text, a.type) for a in doc.annotations] == [
        ("Gregory", "PersonalName"), ("A", "PersonalName"), ("House", "PersonalName"),
        ("Simone", "PersonalName/Patient"), ("93", "Age-PII/Patient")]


def test_vtt_tagged_text_must_match(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="does not match"):
        parse_vtt(FIG_VTT.replace("\tHouse", "\tHousE"), "x")


SAMPLE = GoldDocument(
    "220-01",
    "#1 CHF.\nPt Ann O'Neil <ann@x.org> & \"Bob\" seen 3/4/2021\r\nat Calvert]]> ok",
    [GoldSpan(11, 21, "PTName"), GoldSpan(15, 21, "NAME"), GoldSpan(23, 32, "EMAIL"),
     GoldSpan(37, 40, "RelativeProxyName"), GoldSpan(47, 55, "Date"),
     GoldSpan(47, 55, "PHI"), GoldSpan(60, 67, "Location")],
    patient="220",
)


@pytest.mark.parametrize("fmt", ["vtt", "i2b2", "brat", "jsonl"])
def test_round_trip_keeps_text_offsets_and_labels(tmp_path: Path, fmt: str) -> None:
    target = tmp_path / ("out.jsonl" if fmt == "jsonl" else "out")
    write_gold([SAMPLE], f"{fmt}:{target}")
    (back,) = load_gold(f"{fmt}:{target}")
    assert back.id == SAMPLE.id
    assert back.patient == SAMPLE.patient
    assert back.text == SAMPLE.text
    key = sorted((a.start, a.end, a.type) for a in SAMPLE.annotations)
    assert sorted((a.start, a.end, a.type) for a in back.annotations) == key


def test_vtt_writer_refuses_a_text_line_that_looks_structural(tmp_path: Path) -> None:
    doc = GoldDocument("x", "ok\n#<Text Content>\n")
    with pytest.raises(InputError, match="line 2"):
        write_gold([doc], f"vtt:{tmp_path}")


def test_patient_grouping_survives_through_patients_tsv(tmp_path: Path) -> None:
    doc = GoldDocument("note-a", "text", patient="P7")
    write_gold([doc], f"brat:{tmp_path}")
    assert load_gold(f"brat:{tmp_path}")[0].patient == "P7"


def test_brat_discontinuous_annotation_gives_one_span_per_fragment(tmp_path: Path) -> None:
    (tmp_path / "n.txt").write_text("John and Smith", encoding="utf-8")
    (tmp_path / "n.ann").write_text("T1\tPATIENT 0 4;9 14\tJohn Smith\n#1\tnote\n",
                                    encoding="utf-8")
    (doc,) = load_gold(f"brat:{tmp_path}")
    assert [(a.start, a.end) for a in doc.annotations] == [(0, 4), (9, 14)]


def test_jsonl_predictions_from_the_text_command(tmp_path: Path) -> None:
    gold = [GoldDocument("a", "Pt John seen"), GoldDocument("b", "nothing")]
    pred = tmp_path / "p.jsonl"
    pred.write_text('{"id": "a", "text": "Pt [NAME] seen", "spans": [{"start": 3, "end": 7, '
                    '"type": "NAME", "recognizer": "names", "score": 0.9}]}\n'
                    '{"id": "b", "text": "nothing", "spans": []}\n', encoding="utf-8")
    spans = load_predictions(str(pred), gold)
    assert [(s.start, s.end, s.type, s.recognizer) for s in spans["a"]] == [
        (3, 7, "NAME", "names")]
    assert spans["b"] == []


def test_prediction_error_record_fails_the_evaluation(tmp_path: Path) -> None:
    pred = tmp_path / "p.jsonl"
    pred.write_text('{"line": 1, "error": "bad"}\n', encoding="utf-8")
    with pytest.raises(InputError, match="line 1"):
        load_predictions(str(pred), [GoldDocument("a", "x")])


def test_missing_prediction_is_reported(tmp_path: Path) -> None:
    pred = tmp_path / "p.jsonl"
    pred.write_text('{"id": "a", "spans": []}\n', encoding="utf-8")
    with pytest.raises(InputError, match="1 gold document"):
        load_predictions(str(pred), [GoldDocument("a", "x"), GoldDocument("b", "y")])


def test_gold_format_predictions_must_carry_the_same_text(tmp_path: Path) -> None:
    write_gold([GoldDocument("a", "other text")], f"vtt:{tmp_path}")
    with pytest.raises(InputError, match="differs"):
        load_predictions(f"vtt:{tmp_path}", [GoldDocument("a", "text")])


def test_physionet_dev_corpus_loads(shared_dir: Path) -> None:
    docs = load_gold(f"physionet:{shared_dir / 'eval' / 'physionet-dev'}")
    assert len(docs) == 1462
    assert sum(len(d.annotations) for d in docs) == 1066
    assert all(d.names for d in docs)


def test_bench_core_says_when_shared_data_is_absent(tmp_path: Path) -> None:
    proc = subprocess.run([sys.executable, str(REPO / "benchmarks" / "bench_core.py"),
                           "--shared", str(tmp_path / "absent")],
                          capture_output=True, text=True, check=False, timeout=120)
    assert proc.returncode == 0
    assert "not present" in proc.stdout

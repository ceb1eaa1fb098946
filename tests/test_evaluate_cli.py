"""``hl7scrub evaluate`` end to end on hand-made gold and prediction files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hl7scrub.cli import main
from hl7scrub.evaluate import load_gold

# Two patients, three notes. Hand counts for PRED (word tokens only):
#   a1: "Pt Ann Lee seen 3/4" -> Ann, Lee (PTName), 3, 4 (Date); pred catches Ann, 3/4 and
#       flags "seen": TP 3, FN 1 (Lee), FP 1, TN 1 (Pt)
#   a2: "Dr Kim called Rose" -> Kim HCPName (provider, outside overall), Rose
#       RelativeProxyName; pred catches Rose: TP 1, FN 0, FP 0, TN 2 (Dr, called)
#   b1: "age 45 ok" -> the age is 45, not PHI: TN 3, nothing predicted
#   overall: TP 4, FN 1, FP 1, TN 6
GOLD = [
    {"id": "a1", "patient": "A", "text": "Pt Ann Lee seen 3/4",
     "spans": [{"start": 3, "end": 10, "type": "PTName"},
               {"start": 16, "end": 19, "type": "Date"}]},
    {"id": "a2", "patient": "A", "text": "Dr Kim called Rose",
     "spans": [{"start": 3, "end": 6, "type": "HCPName"},
               {"start": 14, "end": 18, "type": "RelativeProxyName"}]},
    {"id": "b1", "patient": "B", "text": "age 45 ok",
     "spans": [{"start": 4, "end": 6, "type": "Age"}]},
]
PRED = [
    {"id": "a1", "text": "Pt [NAME] Lee [NAME] [DATE]",
     "spans": [{"start": 3, "end": 6, "type": "NAME"}, {"start": 11, "end": 15, "type": "NAME"},
               {"start": 16, "end": 19, "type": "DATE"}]},
    {"id": "a2", "text": "Dr Kim called [NAME]",
     "spans": [{"start": 14, "end": 18, "type": "NAME"}]},
    {"id": "b1", "text": "age 45 ok", "spans": []},
]


def _write(path: Path, records: list[dict[str, object]]) -> str:
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return str(path)


@pytest.fixture
def files(tmp_path: Path) -> tuple[str, str]:
    return (_write(tmp_path / "gold.jsonl", GOLD),  # type: ignore[arg-type]
            _write(tmp_path / "pred.jsonl", PRED))  # type: ignore[arg-type]


def test_json_output_has_the_hand_counted_totals(files: tuple[str, str], tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    gold, pred = files
    assert main(["evaluate", "--gold", f"jsonl:{gold}", "--pred", pred, "--json",
                 "--bootstrap", "200"]) == 0
    out = json.loads(capsys.readouterr().out)
    overall = out["report"]["rows"]["overall"]["instances"]
    assert (overall["tp"], overall["fn"], overall["fp"], overall["tn"]) == (4, 1, 1, 6)
    assert out["report"]["rows"]["gold:HCPName"]["role"] == "provider"
    lo, hi = out["intervals"]["overall"]["sensitivity"]
    assert lo <= 0.8 <= hi
    assert [m["text"] for m in out["misses"] if m["labels"] != ["HCPName"]] == ["Lee"]


def test_hidden_text_keeps_tokens_out_of_the_json(files: tuple[str, str],
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    gold, pred = files
    main(["evaluate", "--gold", f"jsonl:{gold}", "--pred", pred, "--json", "--hide-text",
          "--bootstrap", "0"])
    out = capsys.readouterr().out
    assert "Lee" not in out
    assert json.loads(out)["risk"][0]["token"] == "<3 letters>"


def test_table_output_shows_overall_line_and_risk(files: tuple[str, str],
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    gold, pred = files
    assert main(["evaluate", "--gold", f"jsonl:{gold}", "--pred", pred,
                 "--bootstrap", "200", "--by-patient"]) == 0
    out = capsys.readouterr().out
    assert "OVERALL (patient PHI)" in out
    assert "privacy risk of 1 missed patient/relative name" in out
    assert "surname bearers" in out


def test_compare_prints_a_paired_test(files: tuple[str, str], tmp_path: Path,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    gold, pred = files
    empty = _write(tmp_path / "none.jsonl",
                   [{"id": r["id"], "spans": []} for r in PRED])
    assert main(["evaluate", "--gold", f"jsonl:{gold}", "--pred", pred, "--compare", empty,
                 "--json", "--bootstrap", "0"]) == 0
    out = json.loads(capsys.readouterr().out)
    sens = next(m for m in out["compare"]["measures"] if m["measure"] == "sensitivity")
    assert sens["a"] == pytest.approx(0.8)
    assert sens["b"] == 0.0
    assert 0 < sens["p_randomization"] <= 1
    assert out["compare"]["patients"] == 2


def test_fail_under_exits_non_zero(files: tuple[str, str],
                                   capsys: pytest.CaptureFixture[str]) -> None:
    gold, pred = files
    assert main(["evaluate", "--gold", f"jsonl:{gold}", "--pred", pred, "--bootstrap", "0",
                 "--fail-under", "0.9"]) == 1
    assert "below 0.9" in capsys.readouterr().err


def test_export_writes_predictions_as_vtt(files: tuple[str, str], tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    gold, pred = files
    main(["evaluate", "--gold", f"jsonl:{gold}", "--pred", pred, "--bootstrap", "0",
          "--export", f"vtt:{tmp_path / 'vtt'}"])
    docs = {d.id: d for d in load_gold(f"vtt:{tmp_path / 'vtt'}")}
    assert [(a.text, a.type) for a in docs["a1"].annotations] == [
        ("Ann", "NAME"), ("seen", "NAME"), ("3/4", "DATE")]


def test_bad_gold_path_is_a_usage_error(tmp_path: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["evaluate", "--gold", f"vtt:{tmp_path / 'missing'}"]) == 2
    assert "no such file" in capsys.readouterr().err


def test_without_pred_the_configured_scrubber_runs(files: tuple[str, str],
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    gold, _ = files
    assert main(["evaluate", "--gold", f"jsonl:{gold}", "--json", "--bootstrap", "0"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["predictions"].startswith("hl7scrub")
    assert out["report"]["documents"] == 3


def test_convert_writes_the_gold_in_another_format(files: tuple[str, str], tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    gold, _ = files
    target = tmp_path / "i2b2"
    assert main(["evaluate", "--gold", f"jsonl:{gold}", "--convert", f"i2b2:{target}"]) == 0
    back = {d.id: d for d in load_gold(f"i2b2:{target}")}
    assert back["a2"].patient == "A"
    assert [(a.start, a.end, a.type) for a in back["a1"].annotations] == [
        (3, 10, "PTName"), (16, 19, "Date")]


def test_markdown_table_has_overall_row_with_interval(files: tuple[str, str],
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    gold, pred = files
    assert main(["evaluate", "--gold", f"jsonl:{gold}", "--pred", pred, "--markdown",
                 "--bootstrap", "200"]) == 0
    out = capsys.readouterr().out
    overall = next(line for line in out.splitlines() if "Overall" in line)
    assert overall.startswith("| **Overall (patient PHI)** | 4 | 1 | 1 | 0.800 (")

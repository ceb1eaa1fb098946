"""``hl7scrub train`` end to end: gold file in, model file out, model used by the
scrubber through the configuration."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from hl7scrub.cli import main
from hl7scrub.config import ScrubConfig
from hl7scrub.evaluate import write_gold
from hl7scrub.recognizers.crf import CrfModel
from tests.test_crf import corpus, invented_name


@pytest.fixture(scope="module")
def gold_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("gold") / "notes.jsonl"
    write_gold(corpus(5, 80, patients=8), f"jsonl:{path}")
    return path


@pytest.fixture(scope="module")
def trained(gold_file: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    model = tmp_path_factory.mktemp("model") / "site.crf"
    status = main(["train", "--gold", f"jsonl:{gold_file}", "-o", str(model),
                   "--max-iter", "40"])
    assert status == 0
    return model


def test_train_writes_a_model_that_loads(trained: Path) -> None:
    model = CrfModel.load(trained)
    assert "B-NAME" in model.labels
    assert model.metadata["training"]["notes"] == 80


def test_train_with_folds_prints_per_type_recall_and_precision(
        gold_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    report = tmp_path / "cv.json"
    status = main(["train", "--gold", f"jsonl:{gold_file}", "-o", str(tmp_path / "m.crf"),
                   "--folds", "2", "--max-iter", "20", "--window", "3",
                   "--report", str(report)])
    out = capsys.readouterr().out
    assert status == 0
    assert "cross-validation by patient, 2 folds" in out
    assert "phi:NAME" in out and "ensemble R" in out
    figures = json.loads(report.read_text())
    assert set(figures) >= {"rules", "crf", "ensemble", "folds"}
    assert len(figures["folds"]) == 2


def test_sampling_flags_override_the_configured_defaults(gold_file: Path,
                                                         tmp_path: Path) -> None:
    path = tmp_path / "w.crf"
    assert main(["train", "--gold", f"jsonl:{gold_file}", "-o", str(path),
                 "--window", "2", "--random-o", "0", "--max-iter", "10"]) == 0
    meta = CrfModel.load(path).metadata
    assert meta["sampling"] == {"random_o": 0.0, "window": 2, "seed": 0}
    assert meta["params"]["max_iterations"] == 10


def test_model_trained_with_defaults_records_the_configured_sampling(trained: Path) -> None:
    defaults = ScrubConfig()
    assert CrfModel.load(trained).metadata["sampling"] == {
        "random_o": defaults.crf_random_o, "window": defaults.crf_window, "seed": 0}


def test_one_fold_is_a_usage_error(gold_file: Path, tmp_path: Path,
                                   capsys: pytest.CaptureFixture[str]) -> None:
    status = main(["train", "--gold", f"jsonl:{gold_file}", "-o", str(tmp_path / "m.crf"),
                   "--folds", "1"])
    assert status == 2
    assert "--folds" in capsys.readouterr().err


def test_missing_gold_file_is_an_error_naming_it(tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    status = main(["train", "--gold", f"jsonl:{tmp_path / 'absent.jsonl'}",
                   "-o", str(tmp_path / "m.crf")])
    assert status == 2
    assert "absent.jsonl" in capsys.readouterr().err
    assert not (tmp_path / "m.crf").exists()


def test_text_command_uses_the_model_named_in_the_config(
        trained: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rng = random.Random(99)
    first, last = invented_name(rng), invented_name(rng)
    note = tmp_path / "note.txt"
    note.write_text(f"Spoke with {first} {last} (daughter) at 555-201-3344 regarding plan "
                    "of care.", encoding="utf-8")
    conf = tmp_path / "hl7scrub.toml"
    conf.write_text(f'[scrub]\ncrf_model = "{trained}"\ncrf_threshold = 0.3\n',
                    encoding="utf-8")
    assert main(["--config", str(conf), "text", str(note)]) == 0
    out = capsys.readouterr().out
    assert first not in out and last not in out
    assert "regarding plan of care" in out


def test_text_command_with_a_damaged_model_fails_closed(
        trained: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    damaged = tmp_path / "damaged.crf"
    damaged.write_bytes(trained.read_bytes()[:-10])
    conf = tmp_path / "hl7scrub.toml"
    conf.write_text(f'[scrub]\ncrf_model = "{damaged}"\n', encoding="utf-8")
    note = tmp_path / "note.txt"
    note.write_text("Seen by Dr. Smith.", encoding="utf-8")
    assert main(["--config", str(conf), "text", str(note)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "CRF model" in captured.err

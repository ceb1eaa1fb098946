"""The CRF recognizer: features, training, the model file and the ensemble stage.

Models here are trained in the test on synthetic notes: templates filled with invented
names, dates and phone numbers, annotated as they are generated.
"""

from __future__ import annotations

import pickle
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hl7scrub._types import DocumentLexicon, PersonName, PhiType, Span
from hl7scrub.config import ScrubConfig
from hl7scrub.document import Document
from hl7scrub.evaluate import GoldDocument, GoldSpan, score
from hl7scrub.exceptions import ConfigError
from hl7scrub.pipeline import build_scrubber
from hl7scrub.recognizers.crf import (
    CrfEnsemble,
    CrfModel,
    TokenProbability,
    apply_policy,
    bio_labels,
    is_bare_year,
    regex_features,
    spans_from_probabilities,
    token_features,
    without_phi_text,
    word_shape,
)
from hl7scrub.training import (
    PreparedText,
    Sampling,
    TrainParams,
    assign_folds,
    cross_validate,
    gold_spans,
    prepare,
    sample_runs,
    train,
)

# ------------------------------------------------------------------ synthetic notes

_ONSETS = ["b", "br", "c", "d", "f", "g", "gr", "h", "k", "l", "m", "n", "p", "r", "s",
           "st", "t", "tr", "v", "w", "z"]
_VOWELS = ["a", "e", "i", "o", "u", "ai", "ou", "ea"]
_CODAS = ["", "n", "r", "l", "s", "t", "ck", "ng", "rd", "lm"]

TEMPLATES = [
    "Pt seen by Dr. {last} this morning. BP stable, afebrile.",
    "Spoke with {first} {last} (daughter) at {phone} regarding plan of care.",
    "Admitted {date} with chest pain. Family {first} {last} at bedside.",
    "Resp: lungs clear bilaterally. Dr. {last} aware of K 3.2, repleted.",
    "Wife {first} called, updated on status. Will call back {date}.",
    "Plan: continue heparin gtt, check PTT at 1800. Cardiology following.",
    "Neuro: alert and oriented x3, moves all extremities. No new complaints.",
    "Followed by Dr. {first} {last} since {date}; next visit {date}.",
    "GI: tolerating clear liquids, abd soft, +BS. Foley draining clear yellow urine.",
    "Call son {first} {last} at {phone} with any changes.",
]


def invented_name(rng: random.Random) -> str:
    """A pronounceable word that is unlikely to be a real name or an English word."""
    return "".join(rng.choice(_ONSETS) + rng.choice(_VOWELS) + rng.choice(_CODAS)
                   for _ in range(rng.randint(2, 3))).capitalize()


def _value(slot: str, rng: random.Random) -> tuple[str, PhiType]:
    if slot in ("first", "last"):
        return invented_name(rng), "NAME"
    if slot == "date":
        return f"{rng.randint(1, 12)}/{rng.randint(1, 28)}", "DATE"
    return (f"{rng.randint(200, 989)}-{rng.randint(200, 989)}-{rng.randint(1000, 9999)}",
            "PHONE")


def make_note(rng: random.Random, doc_id: str, patient: str,
              sentences: int = 4) -> GoldDocument:
    text = ""
    annotations: list[GoldSpan] = []
    for _ in range(sentences):
        rest = rng.choice(TEMPLATES)
        while "{" in rest:
            before, _, tail = rest.partition("{")
            slot, _, rest = tail.partition("}")
            text += before
            value, typ = _value(slot, rng)
            annotations.append(GoldSpan(len(text), len(text) + len(value), typ, value))
            text += value
        text += rest + " "
    return GoldDocument(doc_id, text.rstrip(), annotations, patient)


def corpus(seed: int, notes: int, patients: int = 10) -> list[GoldDocument]:
    rng = random.Random(seed)
    return [make_note(rng, f"{seed}-{i}", f"p{seed}-{i % patients}") for i in range(notes)]


PARAMS = TrainParams(c1=0.05, c2=0.01, max_iterations=60)
NO_SAMPLING = Sampling(random_o=1.0, window=0)


@pytest.fixture(scope="module")
def train_set() -> list[PreparedText]:
    return prepare(corpus(1, 120), recognizers=[])


@pytest.fixture(scope="module")
def test_set() -> list[PreparedText]:
    return prepare(corpus(2, 40), recognizers=[])


@pytest.fixture(scope="module")
def model(train_set: list[PreparedText]) -> CrfModel:
    return train(train_set, PARAMS, NO_SAMPLING)


def _predict(model: CrfModel, prepared: list[PreparedText],
             threshold: float = 0.5) -> dict[str, list[Span]]:
    return {p.source.id: model.tag(p.doc, (), threshold) for p in prepared}


# ------------------------------------------------------------------------- features

TEXT = "Seen by Dr. John Smith on 7/22."
LEXICON = DocumentLexicon(names=[PersonName(family="Smith", given="John")])
RULES = [Span(12, 16, "NAME", "names"), Span(26, 30, "DATE", "dates")]


def test_features_of_a_known_token_are_exactly_these() -> None:
    doc = Document(TEXT, LEXICON)
    smith = token_features(doc, RULES)[5]
    assert doc.tokens[5].text == "Smith"
    expected = {
        "bias": 1.0, "w": "smith", "shape": "Xxxxx", "sshape": "Xx", "len": "5-6",
        "p1": "s", "p2": "sm", "p3": "smi", "s1": "h", "s2": "th", "s3": "ith",
        "re.INITCAP": 1.0, "re.UPPERLOWER": 1.0,
        "hdr.name": 1.0,
        "-1rule:NAME": 1.0,
        "-1w": "john", "-1sh": "Xx", "-2w": ".", "-2sh": ".", "-3w": "dr", "-3sh": "Xx",
        "-4w": "by", "-4sh": "x",
        "+1w": "on", "+1sh": "x", "+2w": "7", "+2sh": "d", "+3w": "/", "+3sh": "/",
        "+4w": "22", "+4sh": "d",
    }
    assert {k: v for k, v in smith.items() if not k.startswith("lex.")} == expected


def test_dictionary_features_are_buckets_from_the_lexicon() -> None:
    doc = Document(TEXT, LEXICON)
    smith = token_features(doc, RULES)[5]
    assert {k for k in smith if k.startswith("lex.")} >= {"lex.name", "lex.eng", "lex.lr"}
    assert all(isinstance(smith[k], str) for k in ("lex.name", "lex.eng", "lex.lr"))


def test_common_name_has_a_higher_name_bucket_than_a_common_word() -> None:
    feats = token_features(Document("the smith"))
    assert feats[1]["lex.name"] != "none"
    assert feats[0]["lex.eng"] > feats[1]["lex.eng"]


def test_rule_span_marks_its_first_token_and_covered_tokens() -> None:
    doc = Document(TEXT)
    feats = token_features(doc, RULES)
    seven, slash, twenty_two = feats[7], feats[8], feats[9]
    assert seven["rule:DATE"] == 1.0 and seven["rule:B-DATE"] == 1.0
    assert slash["rule:DATE"] == 1.0 and "rule:B-DATE" not in slash
    assert twenty_two["rule:DATE"] == 1.0
    assert "rule:DATE" not in feats[6]


def test_chunk_shape_keeps_the_punctuation_our_tokenizer_splits_off() -> None:
    doc = Document("call 410-322-1419 now")
    feats = token_features(doc)
    assert feats[1]["chunk"] == "ddd-ddd-dddd"
    assert feats[1]["re.HASDASH"] == 1.0
    assert "chunk" not in feats[0]


def test_upper_case_line_sets_the_line_flag() -> None:
    doc = Document("PT SEEN BY DR HEALEY TODAY\nspoke with family today")
    feats = token_features(doc)
    assert feats[4].get("upline") == 1.0
    assert "upline" not in feats[-1]


def test_context_pads_document_edges() -> None:
    feats = token_features(Document("Smith"))
    assert feats[0]["-1w"] == "<s>" and feats[0]["+4w"] == "</s>"


@pytest.mark.parametrize(("token", "fires"), [
    ("Smith", {"INITCAP", "UPPERLOWER"}),
    ("SMITH", {"INITCAP", "ALLCAPS"}),
    ("McDonald", {"INITCAP", "UPPERLOWER", "MIXEDCAPS"}),
    ("smith", {"ALLLOWER"}),
    ("x", {"ALLLOWER", "SINGLECHAR"}),
    ("1992", {"NUMBER", "DIGITS4", "HASDIGIT"}),
    ("57yo", {"HASDIGIT", "ALPHANUMERIC", "NUMBERS.LETTERS"}),
    ("A12", {"INITCAP", "HASDIGIT", "ALPHANUMERIC", "LETTERS.NUMBERS"}),
    ("O'Leary", {"INITCAP", "HASQUOTE"}),
    ("XIV", {"INITCAP", "ALLCAPS", "ROMAN"}),
    ("/", {"ISPUNCT"}),
])
def test_regex_features_of_seed_003_table_2(token: str, fires: set[str]) -> None:
    assert set(regex_features(token)) == fires


@pytest.mark.parametrize(("text", "shape"), [
    ("Johnson", "Xxxxx"), ("7/22", "d/dd"), ("410-322-1419", "ddd-ddd-dddd"),
    ("ABCDEFG", "XXXX"), ("a1", "xd"),
])
def test_word_shape_cuts_long_runs(text: str, shape: str) -> None:
    assert word_shape(text) == shape


def test_bio_labels_begin_and_continue_each_span() -> None:
    doc = Document("Dr. John Smith saw him on 7/22")
    labels = bio_labels(doc.tokens, [Span(4, 14, "NAME", "g"), Span(26, 30, "DATE", "g")])
    assert labels == ["O", "O", "B-NAME", "I-NAME", "O", "O", "O", "B-DATE", "I-DATE",
                      "I-DATE"]


def test_bio_labels_take_a_partly_annotated_token() -> None:
    doc = Document("Smithson left")
    assert bio_labels(doc.tokens, [Span(0, 5, "NAME", "g")]) == ["B-NAME", "O"]


def test_gold_labels_map_to_our_types_without_young_ages_or_excluded_labels() -> None:
    text = "Dr Healey saw 45 yo from Texas age 93"
    doc = GoldDocument("d", text, [GoldSpan(3, 9, "HCPName"), GoldSpan(14, 16, "Age"),
                                   GoldSpan(25, 30, "State"), GoldSpan(35, 37, "Age")])
    assert [(s.start, s.end, s.type) for s in gold_spans(doc)] == [
        (3, 9, "NAME"), (35, 37, "AGE")]


# ------------------------------------------------------------------------- sampling

LABELS = ["O", "O", "B-NAME", "I-NAME", "O", "O", "O", "O", "B-DATE", "O"]


def test_no_sampling_keeps_the_whole_note() -> None:
    assert sample_runs(LABELS, NO_SAMPLING, random.Random(0)) == [(0, 10)]


def test_window_sampling_keeps_phi_and_its_neighbours() -> None:
    runs = sample_runs(LABELS, Sampling(random_o=0.0, window=1), random.Random(0))
    assert runs == [(1, 5), (7, 10)]


def test_random_o_at_zero_keeps_only_phi_tokens() -> None:
    runs = sample_runs(LABELS, Sampling(random_o=0.0, window=0), random.Random(0))
    assert runs == [(2, 4), (8, 9)]


def test_random_o_keeps_about_its_rate_of_o_tokens() -> None:
    labels = ["O"] * 10000 + ["B-NAME"]
    runs = sample_runs(labels, Sampling(random_o=0.2, window=0), random.Random(3))
    kept = sum(e - s for s, e in runs) - 1
    assert 1700 < kept < 2300


def test_sampling_rate_outside_zero_one_is_refused() -> None:
    with pytest.raises(ConfigError):
        Sampling(random_o=1.5, window=0)


# ------------------------------------------------------------- training and tagging


def test_trained_model_finds_held_out_names(model: CrfModel,
                                            test_set: list[PreparedText]) -> None:
    report = score([p.source for p in test_set], _predict(model, test_set))
    assert report.rows["phi:NAME"].instances.sensitivity >= 0.9
    assert report.rows["phi:DATE"].instances.sensitivity >= 0.9
    assert report.rows["phi:PHONE"].instances.sensitivity >= 0.9
    assert report.overall.precision >= 0.8


def test_held_out_names_were_never_seen_in_training(train_set: list[PreparedText],
                                                    test_set: list[PreparedText]) -> None:
    def names(items: list[PreparedText]) -> set[str]:
        return {a.text for p in items for a in p.source.annotations if a.type == "NAME"}

    assert len(names(test_set) - names(train_set)) > 0.9 * len(names(test_set))


def test_crf_spans_say_where_they_come_from(model: CrfModel,
                                            test_set: list[PreparedText]) -> None:
    spans = model.tag(test_set[0].doc, (), 0.5)
    assert spans
    assert all(s.recognizer == "crf" and 0.5 <= s.score <= 1.0 for s in spans)


def test_training_without_any_phi_is_refused() -> None:
    empty = prepare([GoldDocument("x", "nothing to see here")], recognizers=[])
    with pytest.raises(ConfigError):
        train(empty, PARAMS, NO_SAMPLING)


def test_model_records_how_it_was_trained(model: CrfModel) -> None:
    assert model.metadata["params"]["max_iterations"] == 60
    assert model.metadata["params"]["keep_phi_text"] is False
    assert model.metadata["sampling"] == {"random_o": 1.0, "window": 0, "seed": 0}
    assert model.metadata["training"]["notes"] == 120


def _training_names(items: list[PreparedText]) -> set[str]:
    return {a.text.lower() for p in items for a in p.source.annotations if a.type == "NAME"}


def test_model_file_holds_no_annotated_identifier(model: CrfModel,
                                                   train_set: list[PreparedText]) -> None:
    stored = {a.split(":", 1)[1] for a in model.attributes() if ":" in a}
    assert not stored & _training_names(train_set)
    assert any(a.startswith("w:") for a in model.attributes())  # other words stay


def test_keeping_phi_text_stores_training_names(train_set: list[PreparedText]) -> None:
    params = TrainParams(0.05, 0.01, 20, keep_phi_text=True)
    kept = train(train_set[:40], params, NO_SAMPLING)
    stored = {a.split(":", 1)[1] for a in kept.attributes() if ":" in a}
    assert stored & _training_names(train_set[:40])


def test_phi_text_is_removed_from_the_token_and_from_its_neighbours() -> None:
    doc = Document("Seen by Dr Healey today")
    feats = token_features(doc)
    labels = ["O", "O", "O", "B-NAME", "O"]
    clean = without_phi_text(feats, labels)
    assert not {"w", "p1", "p2", "p3", "s1", "s2", "s3"} & set(clean[3])
    assert "-1w" not in clean[4] and clean[4]["-2w"] == "dr"
    assert clean[3]["shape"] == "Xxxxx"
    assert feats[3]["w"] == "healey"  # the input is not changed


# --------------------------------------------------------------------- model file


def test_save_and_load_give_the_same_predictions(model: CrfModel,
                                                 test_set: list[PreparedText],
                                                 tmp_path: Path) -> None:
    path = tmp_path / "model.crf"
    model.save(path)
    loaded = CrfModel.load(path)
    for item in test_set[:10]:
        assert loaded.probabilities(item.features) == model.probabilities(item.features)
    assert loaded.metadata == model.metadata


def test_pickled_model_tags_like_the_original(model: CrfModel,
                                              test_set: list[PreparedText]) -> None:
    clone = pickle.loads(pickle.dumps(model))
    item = test_set[0]
    assert clone.viterbi(item.features) == model.viterbi(item.features)


def test_missing_model_file_is_a_config_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="not found"):
        CrfModel.load(tmp_path / "absent.crf")


def test_truncated_model_file_is_a_config_error(model: CrfModel, tmp_path: Path) -> None:
    blob = model.to_bytes()
    path = tmp_path / "cut.crf"
    path.write_bytes(blob[: len(blob) - 100])
    with pytest.raises(ConfigError, match="truncated"):
        CrfModel.load(path)


def test_flipped_byte_in_model_file_is_a_config_error(model: CrfModel,
                                                      tmp_path: Path) -> None:
    blob = bytearray(model.to_bytes())
    blob[-50] ^= 0xFF
    path = tmp_path / "flipped.crf"
    path.write_bytes(bytes(blob))
    with pytest.raises(ConfigError, match="checksum"):
        CrfModel.load(path)


def test_foreign_file_is_a_config_error(tmp_path: Path) -> None:
    path = tmp_path / "other.crf"
    path.write_bytes(b"lCRF\x00\x00garbage")
    with pytest.raises(ConfigError, match="not an hl7scrub CRF model"):
        CrfModel.load(path)


def test_model_of_another_feature_version_is_a_config_error(model: CrfModel) -> None:
    blob = model.to_bytes().replace(b'"feature_version": 1', b'"feature_version": 999', 1)
    with pytest.raises(ConfigError, match="retrain"):
        CrfModel.from_bytes(blob)


# ------------------------------------------------------------------------ ensemble


SPAN_TYPES: list[PhiType] = ["NAME", "DATE", "ID", "LOCATION"]


def test_crf_run_does_not_join_two_words_over_a_rule_span_between_them() -> None:
    doc = Document("Dr Vick Zourd aware")
    probs = [TokenProbability(0.9, "NAME")] * len(doc.tokens)
    gap = Span(7, 8, "NAME", "rule", 0.9)  # the blank between "Vick" and "Zourd"
    found = spans_from_probabilities(doc, probs, 0.5, skip=[gap])
    assert found and not any(s.overlaps(gap) for s in found)
    assert [doc.text[s.start:s.end] for s in found] == ["Dr Vick", "Zourd aware"]


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data(), threshold=st.floats(min_value=0.05, max_value=1.0))
def test_ensemble_never_removes_or_changes_a_rule_span(
        model: CrfModel, test_set: list[PreparedText], data: st.DataObject,
        threshold: float) -> None:
    item = data.draw(st.sampled_from(test_set[:5]))
    n = len(item.doc.text)
    bounds = st.tuples(st.integers(0, n - 1), st.integers(1, 30), st.sampled_from(SPAN_TYPES))
    rules = [Span(s, min(n, s + w), t, "rule", 0.9)
             for s, w, t in data.draw(st.lists(bounds, max_size=8))]
    out = CrfEnsemble(model, threshold)(item.doc, list(rules))
    assert out[: len(rules)] == rules
    added = out[len(rules):]
    assert all(a.recognizer == "crf" and a.score >= threshold for a in added)
    assert not any(a.overlaps(r) for a in added for r in rules)


def test_ensemble_adds_what_the_rules_missed(model: CrfModel,
                                             test_set: list[PreparedText]) -> None:
    item = next(p for p in test_set if p.gold)
    out = CrfEnsemble(model, 0.5)(item.doc, [])
    assert {(s.start, s.end) for s in out} & {(g.start, g.end) for g in item.gold}


def test_higher_threshold_flags_a_subset_of_tokens(model: CrfModel,
                                                   test_set: list[PreparedText]) -> None:
    def flagged(threshold: float) -> set[tuple[str, int]]:
        offsets: set[tuple[str, int]] = set()
        for item in test_set:
            for s in model.tag(item.doc, (), threshold):
                offsets.update((item.source.id, i) for i in range(s.start, s.end))
        return offsets

    assert flagged(0.95) <= flagged(0.5) <= flagged(0.05)


def test_span_is_kept_at_its_own_score_and_dropped_just_above(
        model: CrfModel, test_set: list[PreparedText]) -> None:
    doc = test_set[0].doc
    weakest = min(model.tag(doc, (), 0.05), key=lambda s: s.score)
    at = model.tag(doc, (), weakest.score)
    above = model.tag(doc, (), min(1.0, weakest.score + 1e-9))
    assert any(s.start <= weakest.start and weakest.end <= s.end for s in at)
    assert not any(s.start <= weakest.start and weakest.end <= s.end and
                   s.score <= weakest.score for s in above)


def test_threshold_outside_zero_one_is_a_config_error(model: CrfModel) -> None:
    for bad in (0.0, -0.1, 1.5):
        with pytest.raises(ConfigError):
            CrfEnsemble(model, bad)


@pytest.mark.parametrize(("text", "bare"), [
    ("1992", True), ("92", True), ("'92", True), ("1990s", True), ("90's", True),
    ("7/22", False), ("July", False), ("3", False), ("19920", False), ("7/22/1992", False),
])
def test_bare_year_recognition(text: str, bare: bool) -> None:
    assert is_bare_year(text) is bare


def test_policy_drops_crf_bare_years_only_when_bare_years_are_kept() -> None:
    doc = Document("MI 1992; CABG 7/22")
    spans = [Span(3, 7, "DATE", "crf", 0.6), Span(14, 18, "DATE", "crf", 0.6)]
    assert apply_policy(doc, spans, keep_bare_years=True) == [spans[1]]
    assert apply_policy(doc, spans, keep_bare_years=False) == spans


def test_policy_keeps_a_year_glued_to_the_rest_of_a_date() -> None:
    doc = Document("seen 7/22/92, again 8/1")
    year = Span(10, 12, "DATE", "crf", 0.6)
    assert apply_policy(doc, [year], keep_bare_years=True) == [year]


def test_ensemble_keeps_a_rule_bare_year_span_whatever_the_policy(
        model: CrfModel) -> None:
    doc = Document("MI 1992; CABG 7/22")
    rule = Span(3, 7, "DATE", "dates", 0.9)
    assert CrfEnsemble(model, 0.5, keep_bare_years=True)(doc, [rule])[0] == rule


def test_ensemble_follows_redact_bare_years_from_the_config(model: CrfModel,
                                                            tmp_path: Path) -> None:
    path = tmp_path / "model.crf"
    model.save(path)
    keep = CrfEnsemble.from_config(ScrubConfig(crf_model=str(path)))
    redact = CrfEnsemble.from_config(ScrubConfig(crf_model=str(path),
                                                 redact_bare_years=True))
    assert (keep.keep_bare_years, redact.keep_bare_years) == (True, False)


def test_scrubber_without_a_model_has_no_crf_stage() -> None:
    scrubber = build_scrubber(ScrubConfig())
    assert not any(isinstance(p, CrfEnsemble) for p in scrubber.postprocessors)


def test_scrubber_with_a_model_runs_the_crf_before_overlap_resolution(
        model: CrfModel, tmp_path: Path) -> None:
    path = tmp_path / "model.crf"
    model.save(path)
    scrubber = build_scrubber(ScrubConfig(crf_model=str(path), crf_threshold=0.4))
    stage = scrubber.postprocessors[0]
    assert isinstance(stage, CrfEnsemble)
    assert (stage.model.source, stage.threshold) == (str(path), 0.4)
    assert len(scrubber.postprocessors) == len(build_scrubber(ScrubConfig()).postprocessors) + 1


def test_scrubber_with_a_model_redacts_at_least_what_the_rules_redact(
        model: CrfModel, tmp_path: Path) -> None:
    path = tmp_path / "model.crf"
    model.save(path)
    text = "Spoke with Braimolm Toustrard (daughter) at 555-201-3344. Seen 3/14 by Dr. Ohl."
    rules = build_scrubber(ScrubConfig()).scrub(text)
    both = build_scrubber(ScrubConfig(crf_model=str(path))).scrub(text)
    covered = {i for s in both.spans for i in range(s.start, s.end)}
    assert all(i in covered for s in rules.spans for i in range(s.start, s.end))
    assert "Braimolm" not in both.redacted and "Toustrard" not in both.redacted


def test_scrubber_with_a_missing_model_is_a_config_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="not found"):
        build_scrubber(ScrubConfig(crf_model=str(tmp_path / "absent.crf")))


# ------------------------------------------------------------------ cross-validation


def test_folds_never_split_a_patient() -> None:
    groups = [f"p{i % 7}" for i in range(50)]
    folds = assign_folds(groups, 3)
    assert set(folds) == set(groups)
    assert sorted(set(folds.values())) == [0, 1, 2]


def test_more_folds_than_patients_is_refused() -> None:
    with pytest.raises(ConfigError):
        assign_folds(["a", "b"], 3)


def test_cross_validation_predicts_every_note_once_per_system(
        train_set: list[PreparedText]) -> None:
    subset = train_set[:40]
    cv = cross_validate(subset, 2, TrainParams(0.05, 0.01, 20), NO_SAMPLING, 0.5)
    ids = {p.source.id for p in subset}
    assert set(cv.crf) == set(cv.rules) == set(cv.ensemble) == ids
    assert [f.fold for f in cv.folds] == [0, 1]
    assert sum(f.test_notes for f in cv.folds) == 40
    reports = cv.reports()
    assert reports["ensemble"].overall.sensitivity >= reports["rules"].overall.sensitivity

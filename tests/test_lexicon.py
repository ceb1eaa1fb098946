"""The packaged lexicon: name counts, the likelihood ratio of seed 000 eqs. (1)-(3), the
protect list, and the build script that produces the packaged files."""

from __future__ import annotations

import csv
import gzip
import io
import json
from pathlib import Path

import pytest

from hl7scrub.lexicon import (
    DATA_DIR,
    N_ENGLISH,
    NAMES_FILE,
    PROTECT_FILE,
    TOWNS_FILE,
    Lexicon,
    LexiconError,
    decode_names,
    encode_names,
    fold_accents,
    load_lexicon,
    normalize,
    read_lexicon,
    read_towns,
    world_towns,
)
from hl7scrub.lexicon.build import build
from hl7scrub.lexicon.build_towns import build as build_towns
from hl7scrub.lexicon.build_towns import read_small_towns, small_town_keys, town_keys
from hl7scrub.lexicon.clinical import EPONYMS, STANDALONE_EPONYMS, clinical_compound


@pytest.fixture(scope="module")
def lex() -> Lexicon:
    return load_lexicon()


# Reference values from the data README (Census names, wordfreq English, N_eng = 1e9).
SANITY_LR = [
    ("John", 22.0),
    ("Mary", 49.0),
    ("Smith", 53.0),
    ("Sharon", 118.0),
    ("History", 7e-6),
    ("Normal", 0.0025),
    ("Chest", 0.011),
    ("Patient", 0.016),
    ("May", 0.22),
    ("Will", 0.034),
    ("Hope", 0.57),
    ("Bill", 0.99),
    ("Lung", 1.09),
    ("Parkinson", 10.0),
    ("Hodgkin", 2.3),
]


@pytest.mark.parametrize(("word", "expected"), SANITY_LR, ids=[w for w, _ in SANITY_LR])
def test_likelihood_ratio_matches_reference_value(lex: Lexicon, word: str,
                                                  expected: float) -> None:
    assert lex.likelihood_ratio(word) == pytest.approx(expected, rel=0.1)


def test_likelihood_ratio_is_case_insensitive(lex: Lexicon) -> None:
    assert lex.likelihood_ratio("SMITH") == lex.likelihood_ratio("smith")


def test_word_in_neither_list_favours_the_name_reading(lex: Lexicon) -> None:
    # (N_eng + r) / (N_name + r) with both counts zero: a capitalised unknown token
    # leans towards being a name, as the seed describes.
    expected = N_ENGLISH / lex.name_total
    assert lex.likelihood_ratio("Qzxwvrt") == pytest.approx(expected)
    assert expected > 1.0


def test_first_and_last_counts_come_from_their_own_tables(lex: Lexicon) -> None:
    assert lex.first_count("John") > 1_000_000
    assert lex.last_count("Smith") > 1_000_000
    assert lex.first_count("Smith") < lex.last_count("Smith")
    assert lex.name_count("john") == lex.first_count("JOHN") + lex.last_count("john")


def test_name_missing_from_census_first_names_is_filled_from_ssa(lex: Lexicon) -> None:
    # SSA covers names given since 1880 that the 2020 Census list lacks.
    assert lex.first_count("Gertrude") > 0


def test_possessive_and_apostrophe_names_are_looked_up(lex: Lexicon) -> None:
    assert lex.last_count("Smith's") == lex.last_count("Smith")
    assert lex.last_count("O'Brien") > 10_000


def test_normalize_folds_case_and_possessive() -> None:
    assert normalize("McLaughlin's") == "mclaughlin"
    assert normalize("O\u2019Leary") == "o'leary"
    assert normalize("Jones'") == "jones"


@pytest.mark.parametrize(("word", "folded"), [
    ("Zoë", "Zoe"), ("Núñez", "Nunez"), ("Ødegård", "Odegard"), ("Łukasz", "Lukasz"),
    ("Straße", "Strasse"), ("Smith", "Smith"),
])
def test_fold_accents_maps_letters_to_ascii(word: str, folded: str) -> None:
    assert fold_accents(word) == folded


def test_english_frequency_of_a_function_word_is_high(lex: Lexicon) -> None:
    assert lex.english_freq("the") > 0.01
    assert lex.english_freq("qzxwvrt") == 0.0


PROTECTED = ["lasix", "Coumadin", "HEPARIN", "foley", "Apgar", "neuro", "MAE", "doe", "neg",
             "history", "swan", "Holter", "hickman", "vanco", "propofol", "brady", "colon"]
NOT_PROTECTED = ["mary", "john", "smith", "miller", "vasquez", "radu", "rakusin"]


@pytest.mark.parametrize("word", PROTECTED)
def test_clinical_word_is_protected(lex: Lexicon, word: str) -> None:
    assert lex.is_protected(word)


@pytest.mark.parametrize("word", NOT_PROTECTED)
def test_personal_name_is_not_protected(lex: Lexicon, word: str) -> None:
    assert not lex.is_protected(word)


def test_eponym_list_covers_common_medical_eponyms() -> None:
    assert len(EPONYMS) >= 100
    for name in ("parkinson", "hodgkin", "babinski", "foley", "cushing", "addison", "crohn",
                 "alzheimer", "graves", "hashimoto", "bell", "swan", "ganz", "glasgow",
                 "apgar", "whipple", "nissen", "kussmaul", "cheyne", "stokes", "wernicke",
                 "korsakoff"):
        assert name in EPONYMS, name
    assert {"foley", "apgar", "holter", "doppler"} <= STANDALONE_EPONYMS


def test_eponym_helpers(lex: Lexicon) -> None:
    assert lex.is_eponym("Parkinson's")
    assert lex.is_eponym_head("syndrome")
    assert not lex.is_eponym("Rakusin")


def test_neighbour_frequency_sees_a_misspelt_word(lex: Lexicon) -> None:
    assert lex.neighbour_frequency("remians") > 1e-5  # "remains"
    assert lex.neighbour_frequency("kozicki") == 0.0


def test_surrogate_data_is_available(lex: Lexicon) -> None:
    by_gender = lex.first_names_by_gender
    assert len(by_gender["F"]) >= 50 and len(by_gender["M"]) >= 50
    assert lex.common_surnames[0] == "Smith"


def test_load_lexicon_returns_one_shared_instance() -> None:
    assert load_lexicon() is load_lexicon()


def test_packaged_files_are_present_and_compact() -> None:
    files = [DATA_DIR / NAMES_FILE, DATA_DIR / PROTECT_FILE, DATA_DIR / TOWNS_FILE,
             DATA_DIR / "LICENSE.philter-whitelist.txt"]
    for path in files:
        assert path.is_file(), path
    assert sum(p.stat().st_size for p in files) < 4_000_000


def test_names_encoding_round_trips() -> None:
    raw = encode_names({"ann": 5, "lee": 7}, {"lee": 9, "smith": 11}, 100, 200)
    counts, first_total, last_total = decode_names(raw)
    assert (first_total, last_total) == (100, 200)
    assert counts == {"ann": 5 << 32, "lee": (7 << 32) | 9, "smith": 11}


def test_truncated_names_file_is_a_clear_error() -> None:
    raw = encode_names({"ann": 5}, {"lee": 9}, 100, 200)
    with pytest.raises(LexiconError, match="malformed"):
        decode_names(raw[:-3])


def test_unreadable_packaged_file_is_a_clear_error(tmp_path: Path) -> None:
    (tmp_path / NAMES_FILE).write_bytes(b"not gzip")
    with pytest.raises(LexiconError, match="cannot read"):
        read_lexicon(tmp_path)


# --- the build script --------------------------------------------------------------------

def _csv_gz(path: Path, rows: list[tuple[str, int]]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(["name", "count"])
    writer.writerows(rows)
    path.write_bytes(gzip.compress(buf.getvalue().encode("utf-8")))


def _tiny_shared(root: Path) -> Path:
    data = root / "data"
    _csv_gz(data / "names/first_names_census2020.csv.gz",
            [("MARY", 600), ("JOHN", 300), ("ALL OTHER NAMES", 100)])
    _csv_gz(data / "names/ssa_firstnames_1880_2023_total.csv.gz",
            [("Mary", 900), ("Gertrude", 200)])
    _csv_gz(data / "names/surnames_census2010.csv.gz", [("SMITH", 800), ("MILLER", 200)])
    _csv_gz(data / "names/surnames_census2020.csv.gz", [("SMITH", 700), ("ZYGMUNT", 50)])
    (data / "clinical").mkdir(parents=True)
    words = ["lasix", "history", "miller", "colon", "", "abc123"]
    (data / "clinical/philter_whitelist_nonames.json.gz").write_bytes(
        gzip.compress(json.dumps(dict.fromkeys(words, 1)).encode("utf-8")))
    (data / "clinical/LICENSE.philter-whitelist.txt").write_text("BSD-3-Clause\n")
    return root


def test_build_writes_counts_totals_and_protect_list(tmp_path: Path) -> None:
    out = tmp_path / "out"
    stats = build(_tiny_shared(tmp_path / "shared"), out)
    lex = read_lexicon(out)
    assert (lex.first_total, lex.last_total) == (1000, 1000)
    assert lex.first_count("Mary") == 600  # the Census count wins where it exists
    assert lex.first_count("Gertrude") == round(200 * 1000 / 1100)  # SSA, rescaled
    assert lex.last_count("Zygmunt") == round(50 * 1000 / 750)
    assert lex.name_count("all other names") == 0
    assert lex.is_protected("lasix") and lex.is_protected("colon")
    assert not lex.is_protected("abc123")
    assert (out / "LICENSE.philter-whitelist.txt").read_text() == "BSD-3-Clause\n"
    assert stats["names"] == 6


def test_build_is_deterministic(tmp_path: Path) -> None:
    shared = _tiny_shared(tmp_path / "shared")
    build(shared, tmp_path / "a")
    build(shared, tmp_path / "b")
    for name in (NAMES_FILE, PROTECT_FILE):
        assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes()


@pytest.mark.shared
@pytest.mark.slow
def test_packaged_files_are_reproducible_from_shared_data(shared_dir: Path,
                                                          tmp_path: Path) -> None:
    build(shared_dir, tmp_path)
    for name in (NAMES_FILE, PROTECT_FILE):
        assert (tmp_path / name).read_bytes() == (DATA_DIR / name).read_bytes(), name


# --- the towns list ----------------------------------------------------------------------

def _town(name: str, population: int = 50_000, country: str = "IN") -> dict[str, object]:
    return {"name": name, "countrycode": country, "population": population}


@pytest.mark.parametrize(("row", "keys"), [
    (_town("Lucknow"), {"lucknow"}),
    (_town("Ōtaki"), {"otaki"}),
    (_town("Cebu City", country="PH"), {"cebu city", "cebu"}),
    (_town("Cape Town", country="ZA"), {"cape town"}),
    (_town("Boise", country="US"), set()),           # US towns come from zipcodes
    (_town("Lucknow", population=9_000), set()),     # too small to list
    (_town("Osh", country="KG"), set()),             # three letters: "OSH" is an abbreviation
    (_town("Nice", country="FR"), set()),            # a frequent English word
    (_town("Time", country="NO"), set()),
    (_town("北京市", country="CN"), set()),            # not in Latin letters
])
def test_town_keys_keep_rare_latin_names_outside_the_us(row: dict[str, object],
                                                       keys: set[str]) -> None:
    assert town_keys([row]) == keys


@pytest.mark.parametrize(("row", "keys"), [
    (_town("Caernarfon", population=9_000, country="GB"), {"caernarfon"}),
    (_town("Wagga Wagga", population=9_000, country="AU"), {"wagga wagga"}),
    (_town("Lucknow", population=900), set()),        # below the small towns' table
    (_town("Marta", population=3_000, country="IT"), set()),  # a given name many bear
    (_town("Javier", population=3_000, country="ES"), set()),
    (_town("San Marta", population=3_000, country="CO"), {"san marta"}),
    (_town("Mae On", population=3_000, country="TH"), set()),  # "able to mae on and off"
])
def test_small_towns_leave_out_names_people_bear(row: dict[str, object],
                                                 keys: set[str]) -> None:
    assert small_town_keys([row], load_lexicon()) == keys


def test_small_towns_are_read_from_geonames_text_and_its_csv_extract(tmp_path: Path) -> None:
    text = tmp_path / "cities1000.txt"
    cols = ["1", "Tuam", "Tuam", "", "53.5", "-8.8", "P", "PPL", "IE", "", "", "", "",
            "", "2997", "", "", "Europe/Dublin", "2020-01-01"]
    text.write_text("\t".join(cols) + "\n", encoding="utf-8")
    assert read_small_towns(text) == [
        {"name": "Tuam", "countrycode": "IE", "population": 2997}]
    extract = tmp_path / "rg_cities1000.csv"
    extract.write_text("lat,lon,name,admin1,admin2,cc\n53.1,-4.2,Caernarfon,Wales,Gwynedd,GB\n",
                       encoding="utf-8")
    assert small_town_keys(read_small_towns(extract), load_lexicon()) == {"caernarfon"}


def test_towns_build_is_deterministic_and_loadable(tmp_path: Path) -> None:
    source = tmp_path / "cities.json"
    source.write_text(json.dumps({"1": _town("Dunedin", country="NZ"),
                                  "2": _town("Soweto", country="ZA")}), encoding="utf-8")
    for out in ("a", "b"):
        (tmp_path / out).mkdir()
        assert build_towns(source, tmp_path / out) == 2
    assert (tmp_path / "a" / TOWNS_FILE).read_bytes() == (tmp_path / "b" / TOWNS_FILE).read_bytes()
    assert read_towns(tmp_path / "a") == {"dunedin", "soweto"}


def test_packaged_towns_list_is_loaded_once_and_holds_towns_abroad() -> None:
    towns = world_towns()
    assert towns is world_towns()
    assert {"lucknow", "dunedin", "soweto", "moncton", "basingstoke"} <= towns
    assert {"caernarfon", "tuam", "wagga wagga"} <= towns  # towns of a thousand people
    assert not {"boise", "nice", "osh", "time", "marta", "javier"} & towns
    assert (DATA_DIR / TOWNS_FILE).stat().st_size < 600_000


@pytest.mark.parametrize(("word", "compound"), [
    ("hemonc", True),
    ("geripsych", True),
    ("neurorehab", True),
    ("cardiopulm", True),
    ("southcoast", False),
    ("fenway", False),
    ("bayada", False),
    ("hem", False),  # a stem alone is no compound
])
def test_clinical_stems_run_together_make_a_clinical_compound(word: str,
                                                              compound: bool) -> None:
    assert clinical_compound(word) is compound


# -- drug names from the installed drug dictionary ------------------------------------
def _write_dictionary(path: Path, payload: object) -> Path:
    import bz2
    import pickle
    path.write_bytes(bz2.compress(pickle.dumps(payload)))
    return path


def test_drug_dictionary_yields_its_one_word_lower_case_names(tmp_path: Path) -> None:
    from hl7scrub.lexicon.drugs import read_drug_words
    path = _write_dictionary(tmp_path / "d.pkl.bz2", {"drug_variant_to_canonical": {
        "mircera": ["x"], "velphoro": ["y"], "asa": ["z"], "iron sucrose": ["y"],
        "co-trimoxazole": ["w"]}})
    assert read_drug_words(path) == {"mircera", "velphoro"}


def test_drug_dictionary_naming_a_class_is_refused_not_loaded(tmp_path: Path) -> None:
    from collections import OrderedDict

    from hl7scrub.lexicon.drugs import read_drug_words
    path = _write_dictionary(tmp_path / "d.pkl.bz2", {"drug_variant_to_canonical": OrderedDict(
        mircera=["x"])})
    with pytest.raises(ValueError, match="names a class"):
        read_drug_words(path)


def test_drug_dictionary_of_another_shape_is_a_clear_error(tmp_path: Path) -> None:
    from hl7scrub.lexicon.drugs import read_drug_words
    with pytest.raises(ValueError, match="no variant table"):
        read_drug_words(_write_dictionary(tmp_path / "d.pkl.bz2", ["mircera"]))


def test_drug_word_a_name_table_holds_keeps_its_name_reading(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from hl7scrub.lexicon import drugs
    path = _write_dictionary(tmp_path / "d.pkl.bz2", {"drug_variant_to_canonical": {
        "mircera": ["x"], "allegra": ["y"]}})
    monkeypatch.setattr(drugs, "data_path", lambda: path)
    assert drugs.drug_words({"allegra", "smith"}) == {"mircera"}


def test_missing_drug_dictionary_warns_and_protects_nothing(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from hl7scrub.lexicon import drugs
    monkeypatch.setattr(drugs, "data_path", lambda: None)
    with pytest.warns(RuntimeWarning, match="not installed"):
        assert drugs.drug_words(set()) == set()


@pytest.mark.parametrize("word", ["mircera", "velphoro", "cervidil", "rinvoq", "datscan"])
def test_drug_brand_missing_from_the_philter_list_is_protected(lex: Lexicon,
                                                                word: str) -> None:
    assert lex.is_protected(word)


def test_drug_brand_that_a_name_table_holds_is_not_protected(lex: Lexicon) -> None:
    assert not lex.is_protected("darvon")  # a surname too

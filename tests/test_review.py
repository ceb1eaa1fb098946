"""The HTML review page: marks, HL7 field changes, self-containment, and rendering in a
real headless Chromium."""

from __future__ import annotations

import shutil
import subprocess
from html.parser import HTMLParser
from pathlib import Path

import pytest

from hl7scrub._types import Span
from hl7scrub.cli import main
from hl7scrub.evaluate import GoldDocument, GoldSpan, score
from hl7scrub.review import (
    _render,
    hl7_changes,
    is_hl7,
    render_page,
    review_gold,
    text_document,
)

TEXT = "Mr. John Smith seen 03/04/2021 at Calvert Hospital."
NAME = Span(4, 14, "NAME", "names", 0.93, "title + two name tokens")
DATE = Span(20, 30, "DATE", "dates", 1.0, "MM/DD/YYYY")


class _Balance(HTMLParser):
    """Checks that every opened inline element is closed in order."""

    VOID = frozenset({"meta", "br", "rect", "link"})

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[str] = []
        self.ok = True

    def handle_starttag(self, tag: str, attrs: object) -> None:
        if tag not in self.VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag: str, attrs: object) -> None:
        pass

    def handle_endtag(self, tag: str) -> None:
        if tag in self.VOID:
            return
        if not self.stack or self.stack.pop() != tag:
            self.ok = False


def _balanced(fragment: str) -> bool:
    parser = _Balance()
    parser.feed(fragment)
    parser.close()
    return parser.ok and not parser.stack


def test_spans_are_marked_with_type_and_hover_details() -> None:
    doc = text_document("d", "src", TEXT, [NAME, DATE])
    html = _render(doc.text, doc.input_marks)
    assert ('<mark class="t-NAME" title="NAME · recognizer names · score 0.93 · '
            'title + two name tokens">John Smith</mark>') in html
    assert '<mark class="t-DATE"' in html


def test_output_marks_point_at_the_labels() -> None:
    doc = text_document("d", "src", TEXT, [NAME, DATE])
    assert doc.output == "Mr. [NAME] seen [DATE] at Calvert Hospital."
    assert [doc.output[s:e] for s, e, _c, _t in doc.output_marks] == ["[NAME]", "[DATE]"]


def test_text_is_escaped() -> None:
    doc = text_document("d", "src", "<b>Ann</b> & co", [Span(3, 6, "NAME", "r")])
    html = _render(doc.text, doc.input_marks)
    assert html.startswith("&lt;b&gt;<mark")
    assert "&amp; co" in html


def test_overlapping_marks_nest_well_formed() -> None:
    marks = [(0, 10, "t-NAME", "a"), (5, 14, "miss", "b"), (7, 9, "t-DATE", "c")]
    html = _render("0123456789abcdef", marks)
    assert _balanced(html)
    assert html.count("<span") == 4  # the miss is cut into four pieces by the others


def _gold_review() -> str:
    doc = GoldDocument("n1", TEXT + " Wife Mary called.",
                       [GoldSpan(4, 14, "PTName"), GoldSpan(20, 30, "Date"),
                        GoldSpan(34, 41, "Location"), GoldSpan(57, 61, "RelativeProxyName")],
                       patient="P1")
    spans = {"n1": [NAME, DATE, Span(15, 19, "NAME", "names", 0.4, "weak")]}
    report = score([doc], spans)
    return render_page(review_gold([doc], spans, report, None), report=report)


def test_gold_review_outlines_misses_and_false_positives() -> None:
    page = _gold_review()
    assert '<span class="miss" title="MISSED Location">Calvert</span>' in page
    assert '<span class="miss" title="MISSED RelativeProxyName">Mary</span>' in page
    assert 'class="t-NAME fp"' in page
    assert 'class="fp-token"' in page


def test_page_is_self_contained() -> None:
    page = _gold_review()
    lowered = page.lower()
    for forbidden in ("<script", "<link", "src=", "url(", "@import", "https://"):
        assert forbidden not in lowered
    assert lowered.count("http://") == 1  # the SVG namespace, which is never fetched
    assert "default-src 'none'" in page


def test_page_says_it_shows_input_text() -> None:
    assert "This page shows the input text" in _gold_review()


def test_summary_chart_has_bars_per_type() -> None:
    page = _gold_review()
    assert 'id="summary-chart"' in page
    for phi in ("NAME", "DATE", "LOCATION", "OVERALL"):
        assert f'class="bar bar-sensitivity" data-type="{phi}"' in page


MSG_IN = ("MSH|^~\\&|LAB|H|EHR|H|202101011200||ORU^R01|C1|P|2.5\r"
          "PID|1||12345^^^H^MR||DOE^JOHN||19500101|M\r"
          "OBX|1|TX|NOTE||John seen today\r")
MSG_OUT = ("MSH|^~\\&|LAB|H|EHR|H|202101011200||ORU^R01|C1|P|2.5\r"
           "PID|1||a1b2c3||[NAME]||1950|M\r"
           "OBX|1|TX|NOTE||[NAME] seen today\r")


def test_hl7_changes_list_each_changed_field() -> None:
    changes, before, after = hl7_changes(MSG_IN, MSG_OUT)
    assert [(c.location, c.before, c.after, c.header) for c in changes] == [
        ("PID-3", "12345^^^H^MR", "a1b2c3", True),
        ("PID-5", "DOE^JOHN", "[NAME]", True),
        ("PID-7", "19500101", "1950", True),
        ("OBX-5", "John seen today", "[NAME] seen today", False),
    ]
    shown = "\n".join(MSG_IN.rstrip("\r").split("\r"))
    assert [shown[s:e] for s, e, _c, _t in before] == [
        "12345^^^H^MR", "DOE^JOHN", "19500101", "John seen today"]
    assert len(after) == 4


def test_hl7_removed_segment_is_listed() -> None:
    changes, _b, _a = hl7_changes(MSG_IN, MSG_OUT.replace("OBX|1|TX|NOTE||[NAME] seen today\r",
                                                          ""))
    assert changes[-1].location == "OBX"
    assert changes[-1].after == "(segment removed)"


@pytest.mark.parametrize(("data", "expected"), [
    (b"MSH|^~\\&|A", True), (b"\xef\xbb\xbf\x0bMSH|^~\\&", True), (b"FHS|^~\\&", True),
    (b"MSHALL went home", False), (b"Patient seen", False),
])
def test_is_hl7(data: bytes, expected: bool) -> None:
    assert is_hl7(data) is expected


def test_review_command_writes_a_page(tmp_path: Path,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    note = tmp_path / "note.txt"
    note.write_text(TEXT + "\n", encoding="utf-8")
    records = tmp_path / "notes.jsonl"
    records.write_text('{"id": "r1", "text": "Ann Lee seen", "names": ["Ann Lee"]}\n'
                       "not json\n", encoding="utf-8")
    out = tmp_path / "report.html"
    status = main(["review", str(note), str(records), "-o", str(out)])
    page = out.read_text(encoding="utf-8")
    assert status == 1  # the bad JSONL line is reported on the page and in the exit status
    assert page.count('<pre class="text input">') == 2  # note.txt and record r1
    assert "seen" in page
    assert "line 2: not a record" in page
    assert 'id="summary-chart"' in page


def test_review_command_with_gold(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    gold = tmp_path / "gold.jsonl"
    gold.write_text('{"id": "g1", "text": "Pt Ann Lee seen", "spans": '
                    '[{"start": 3, "end": 10, "type": "PTName"}]}\n', encoding="utf-8")
    out = tmp_path / "gold.html"
    assert main(["review", "--gold", f"jsonl:{gold}", "-o", str(out)]) == 0
    page = out.read_text(encoding="utf-8")
    assert "gold: PTName" in page


def test_review_of_hl7_messages(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                monkeypatch: pytest.MonkeyPatch) -> None:
    from hl7scrub import hl7v2

    if not hasattr(hl7v2, "MessageDeidentifier"):
        pytest.skip("hl7scrub.hl7v2.MessageDeidentifier is not part of this tree yet")
    monkeypatch.setenv("HL7SCRUB_HL7_SECRET", "review-test-secret")
    monkeypatch.setenv("HL7SCRUB_HL7_STATE_DIR", str(tmp_path / "state"))
    path = tmp_path / "in.hl7"
    path.write_bytes(MSG_IN.encode("ascii"))
    out = tmp_path / "hl7.html"
    assert main(["review", str(path), "-o", str(out)]) == 0
    page = out.read_text(encoding="utf-8")
    assert "Fields de-identified in this message" in page
    assert "PID-5: DOE^JOHN →" in page


def _chromium() -> str | None:
    for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable"):
        found = shutil.which(name)
        if found:
            return found
    return None


def test_review_page_renders_in_headless_chromium(tmp_path: Path) -> None:
    browser = _chromium()
    if browser is None:
        pytest.skip("no Chromium installed (.ci/run installs Debian's chromium; it could "
                    "not be installed here)")
    page = tmp_path / "review.html"
    page.write_text(_gold_review(), encoding="utf-8")
    flags = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
             "--disable-background-networking", "--disable-component-update",
             "--disable-sync", f"--user-data-dir={tmp_path / 'profile'}"]
    shot = tmp_path / "shot.png"
    subprocess.run([browser, *flags, f"--screenshot={shot}", "--window-size=1200,1600",
                    page.as_uri()], capture_output=True, timeout=120, check=False)
    assert shot.is_file() and shot.stat().st_size > 0
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    dom = subprocess.run([browser, *flags, "--dump-dom", page.as_uri()],
                         capture_output=True, text=True, timeout=120, check=False).stdout
    assert '<mark class="t-NAME"' in dom
    assert '<span class="miss" title="MISSED Location">Calvert</span>' in dom
    assert 'id="summary-chart"' in dom
    assert "bar-sensitivity" in dom

"""Batch and file envelopes: found in the stream, de-identified, copied around the
messages by ``hl7scrub message``, with counts that match what was written."""

from __future__ import annotations

import os
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest

from hl7scrub.config import Config, Hl7Config
from hl7scrub.exceptions import MessageError
from hl7scrub.hl7v2 import MessageDeidentifier, split_messages
from hl7scrub.hl7v2.parse import parse_message
from tests.conftest import REPO

FHS = ("FHS|^~\\&|LAB|HOSP|EHR|HOSP|20240314093512|s3cret|hartwell_margaret_20240314.hl7|"
       "Results for Margaret Hartwell|F0001")
BHS = "BHS|^~\\&|LAB|HOSP|EHR|HOSP|20240314093512||||B0001"
MSG_1 = ("MSH|^~\\&|LAB|HOSP|EHR|HOSP|20240314093512||ORU^R01|C1|P|2.5.1\r"
         "PID|1||MRN48213377^^^HOSP^MR||HARTWELL^MARGARET\r"
         "OBX|1|TX|18782-3^Study^LN|1|Margaret Hartwell was seen.||||||F")
BAD = "MSH|^~\\&|LAB|HOSP|EHR|HOSP|20240314093600||ORU^R01|C2|P|2.5.1"  # a lone MSH
MSG_3 = ("MSH|^~\\&|LAB|HOSP|EHR|HOSP|20240314093700||ORU^R01|C3|P|2.5.1\r"
         "PID|1||MRN99118822^^^HOSP^MR||QUILLFEATHER^ROSALIND")
BTS = "BTS|3|Sent for Dr. Okafor"
FTS = "FTS|1"
BATCH = "\r".join([FHS, BHS, MSG_1, BAD, MSG_3, BTS, FTS]) + "\r"


@cache
def deidentifier() -> MessageDeidentifier:
    return MessageDeidentifier(Config(hl7=Hl7Config(secret="batch-secret-0123456789")))


def test_split_messages_yields_envelopes_in_stream_order_when_asked() -> None:
    pieces = list(split_messages(BATCH.encode(), envelopes=True))
    kinds = [(p.kind, p.data[:3]) for p in pieces]
    assert kinds == [("envelope", b"FHS"), ("envelope", b"BHS"), ("message", b"MSH"),
                     ("message", b"MSH"), ("message", b"MSH"), ("envelope", b"BTS"),
                     ("envelope", b"FTS")]
    assert all(BATCH.encode()[p.offset:].startswith(p.data) for p in pieces)


def test_split_messages_leaves_envelopes_out_by_default() -> None:
    assert [p.kind for p in split_messages(BATCH.encode())] == ["message"] * 3


def test_file_header_is_de_identified_by_the_map() -> None:
    result = deidentifier().deidentify_envelope(FHS.encode())
    fields = result.output.decode().split("|")
    assert fields[:6] == ["FHS", "^~\\&", "LAB", "HOSP", "EHR", "HOSP"]
    assert fields[6] == "2024"  # creation time: the year only
    assert fields[7] == ""  # security
    assert fields[10] == "F0001"  # control ID
    text = result.output.decode().lower()
    assert "hartwell" not in text and "margaret" not in text and "20240314" not in text


def test_trailer_count_is_replaced_and_comment_scrubbed() -> None:
    result = deidentifier().deidentify_envelope(BTS.encode(), replace={1: "2"})
    assert result.output.decode().startswith("BTS|2|")
    assert "Okafor" not in result.output.decode()


def test_envelope_uses_the_delimiters_it_is_given() -> None:
    header = deidentifier().deidentify_envelope(b"BHS#^~\\&#LAB#HOSP")
    trailer = deidentifier().deidentify_envelope(b"BTS#4#done", delimiters=header.delimiters,
                                                 replace={1: "3"})
    assert trailer.output == b"BTS#3#done"


@pytest.mark.parametrize("line", [b"PID|1||X", b"FHS|^~\\&|A\rBHS|^~\\&|B", b"BTSX|1"])
def test_a_line_that_is_not_one_envelope_is_refused(line: bytes) -> None:
    with pytest.raises(MessageError):
        deidentifier().deidentify_envelope(line)


def _message_cli(tmp_path: Path, data: bytes) -> tuple[subprocess.CompletedProcess[bytes],
                                                       bytes]:
    source = tmp_path / "batch.hl7"
    source.write_bytes(data)
    out = tmp_path / "out.hl7"
    env = dict(os.environ, HL7SCRUB_HL7_SECRET="batch-secret-0123456789",
               PYTHONPATH=str(REPO))
    proc = subprocess.run([sys.executable, "-m", "hl7scrub", "message", str(source), "-o",
                           str(out)], capture_output=True, cwd=tmp_path, env=env,
                          check=False, timeout=300)
    return proc, out.read_bytes()


def test_batch_round_trip_keeps_envelopes_and_recounts(tmp_path: Path) -> None:
    proc, output = _message_cli(tmp_path, BATCH.encode())
    assert proc.returncode == 1  # the lone MSH was rejected
    pieces = list(split_messages(output, envelopes=True))
    assert [(p.kind, p.data[:3]) for p in pieces] == [
        ("envelope", b"FHS"), ("envelope", b"BHS"), ("message", b"MSH"),
        ("message", b"MSH"), ("envelope", b"BTS"), ("envelope", b"FTS")]
    assert [parse_message(p.data).segments[0].field(10) for p in pieces
            if p.kind == "message"] == ["C1", "C3"]
    assert pieces[4].data.startswith(b"BTS|2|")  # two messages written, not three
    assert pieces[5].data == b"FTS|1"
    for value in (b"HARTWELL", b"Hartwell", b"hartwell", b"QUILLFEATHER", b"Okafor",
                  b"s3cret", b"MRN48213377"):
        assert value not in output
    assert b"message 2 at byte" in proc.stderr
    assert (tmp_path / "out.hl7.rejects").read_bytes().startswith(BAD.encode())


def test_counts_stay_as_sent_when_nothing_is_rejected(tmp_path: Path) -> None:
    data = "\r".join([FHS, BHS, MSG_1, MSG_3, "BTS|2", FTS]) + "\r"
    proc, output = _message_cli(tmp_path, data.encode())
    assert proc.returncode == 0
    assert b"\rBTS|2\r" in output.replace(b"\n", b"")


HOPE = ("MSH|^~\\&|LAB|HOSP|EHR|HOSP|20240314093512||ORU^R01|C7|P|2.5.1\r"
        "PID|1||MRN55120931^^^HOSP^MR||HOPE^GRACE")


def test_a_comment_is_scrubbed_with_the_names_of_the_messages_it_wraps() -> None:
    trailer = b"BTS|1|resend for Hope, MRN55120931"
    alone = deidentifier().deidentify_envelope(trailer).output
    wrapped = deidentifier().deidentify_envelope(trailer, context=[HOPE.encode()]).output
    assert b"Hope" in alone  # an everyday word, unless the batch names her
    assert b"Hope" not in wrapped and b"MRN55120931" not in wrapped
    assert wrapped.startswith(b"BTS|1|resend for ")


def test_a_damaged_wrapped_message_adds_no_names_and_breaks_nothing() -> None:
    trailer = b"BTS|2|resend for hope"
    out = deidentifier().deidentify_envelope(
        trailer, context=[b"MSH|broken", b"\x00\xff", HOPE.encode()]).output
    assert b"hope" not in out


def test_each_envelope_is_given_the_messages_of_its_batch_or_file() -> None:
    from hl7scrub.commands.message import _wrapped_messages

    second = "\r".join(["BHS|^~\\&|LAB|HOSP", HOPE, "BTS|1"])
    data = "\r".join([FHS, BHS, MSG_1, MSG_3, "BTS|2", second, FTS]) + "\r"
    items = list(split_messages(data.encode(), envelopes=True))
    wrapped = _wrapped_messages(items)
    ids = {position: [parse_message(m).segments[0].field(10) for m in raws]
           for position, raws in wrapped.items()}
    kinds = [p.data[:3] for p in items]
    assert kinds == [b"FHS", b"BHS", b"MSH", b"MSH", b"BTS", b"BHS", b"MSH", b"BTS", b"FTS"]
    assert ids == {0: ["C1", "C3", "C7"], 1: ["C1", "C3"], 4: ["C1", "C3"], 5: ["C7"],
                   7: ["C7"], 8: ["C1", "C3", "C7"]}


def test_batch_comments_lose_the_names_of_their_patients_on_the_command_line(
        tmp_path: Path) -> None:
    data = "\r".join(["BHS|^~\\&|LAB|HOSP|||||rerun hope", HOPE, "BTS|1|hope done"]) + "\r"
    proc, output = _message_cli(tmp_path, data.encode())
    assert proc.returncode == 0, proc.stderr
    assert b"hope" not in output.lower()
    assert b"rerun " in output and b" done" in output

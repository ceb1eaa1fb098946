"""Long fuzz run of the MLLP codec, the ACK layer and (a sample) the whole service.

    python benchmarks/fuzz_mllp.py [--inputs 1000000] [--pipeline 2000] [--seed 1]

Part 1 feeds ``--inputs`` mutated MLLP streams (valid frames, junk, stray framing bytes,
bit flips, truncations, splices, pure noise) to :class:`FrameDecoder` in random chunks and
checks, for every input: no exception; every frame is a contiguous slice of the input that
starts right after a start block and holds no framing byte; exactly one frame or frame error
per start block; memory bounded by the maximum frame size; and every frame gets an ACK that
parses, carries no framing byte and echoes the frame's MSH-10.

Part 2 sends ``--pipeline`` mutated messages (with canary PHI in header fields) through a
real server (worker processes, pass-through to a local receiver, sockets on 127.0.0.1) and
checks: every frame is answered or the connection is closed cleanly, each answer
correlates, a forwarded message is byte-for-byte what ``MessageDeidentifier.deidentify``
returns for that frame (nothing unscrubbed, nothing raw), nothing rejected is forwarded,
and no canary that survived mutation intact reaches the receiver.

Prints one summary line per part; exits 1 on any violation.
"""

from __future__ import annotations

import argparse
import random
import socket
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from hl7scrub.hl7v2.ack import build_ack, parse_ack, read_header, should_send  # noqa: E402
from hl7scrub.server.mllp import (  # noqa: E402
    END_BLOCK,
    START_BLOCK,
    Frame,
    FrameDecoder,
    FrameError,
    frame,
)

SB, EB = START_BLOCK[0], END_BLOCK[0]
INTERESTING = bytes([SB, EB, 0x0D, 0x0A, ord("|"), ord("^"), ord("~"), ord("\\"), ord("&"),
                     0x00, 0xFF, 0xC3, ord("M")])

CANARIES = ("QZXFAMILYQZX", "QZXGIVENQZX", "QZXKINQZX", "QZXSTREETQZX", "QZXDOCTORQZX",
            "987-65-4329", "MRN88442211", "(555) 014-2299")


def header_lines(message: bytes) -> dict[str, list[bytes]]:
    """For each canary, the header (non-OBX/NTE) segments of ``message`` that carry it."""
    carriers: dict[str, list[bytes]] = {}
    for line in message.split(b"\r"):
        if line[:3] in (b"OBX", b"NTE"):
            continue
        for canary in CANARIES:
            if canary.encode() in line:
                carriers.setdefault(canary, []).append(line)
    return carriers


def base_messages(rng: random.Random, count: int) -> list[bytes]:
    """Valid-looking messages with canary PHI in header fields and narrative."""
    out = []
    for n in range(count):
        control = f"FZ{n:06d}"
        segments = [
            f"MSH|^~\\&|LAB|HOSP|EHR|HOSP|2024010112{n % 60:02d}||ORU^R01^ORU_R01|{control}|P|"
            "2.5.1",
            "PID|1||MRN88442211^^^HOSP^MR~987-65-4329^^^SSA^SS||QZXFAMILYQZX^QZXGIVENQZX^Q||"
            "19610314|F|||12 QZXSTREETQZX Road^^Springfield^IL^62701||(555) 014-2299",
            "NK1|1|QZXFAMILYQZX^QZXKINQZX|SPO",
            "PV1|1|O|CLINIC||||1234^QZXDOCTORQZX^Anna",
            "OBR|1|ORD1|FIL1|11502-2^Report^LN",
            f"OBX|1|TX|11502-2^Report^LN|1|Patient QZXGIVENQZX QZXFAMILYQZX seen today; "
            f"finding {rng.randint(1, 99)} mm.||||||F",
            "OBX|2|TX|11502-2^Report^LN|2|Call (555) 014-2299 with questions.||||||F",
        ]
        out.append(("\r".join(segments) + "\r").encode("ascii"))
    return out


def mutate(rng: random.Random, data: bytes, pool: list[bytes]) -> bytes:
    buf = bytearray(data)
    for _ in range(rng.choice((0, 1, 1, 2, 3, 6))):
        kind = rng.randrange(7)
        pos = rng.randrange(len(buf) + 1)
        if kind == 0 and buf:
            buf[min(pos, len(buf) - 1)] ^= 1 << rng.randrange(8)
        elif kind == 1:
            buf[pos:pos] = bytes([rng.choice(INTERESTING)])
        elif kind == 2 and buf:
            end = min(len(buf), pos + rng.randint(1, 40))
            del buf[pos:end]
        elif kind == 3 and buf:
            end = min(len(buf), pos + rng.randint(1, 60))
            buf[pos:pos] = buf[pos:end]
        elif kind == 4:
            del buf[pos:]
        elif kind == 5:
            other = rng.choice(pool)
            cut = rng.randrange(len(other) + 1)
            buf[pos:] = other[cut:]
        else:
            buf[pos:pos] = rng.randbytes(rng.randint(1, 16))
    return bytes(buf)


def make_stream(rng: random.Random, pool: list[bytes]) -> bytes:
    if rng.random() < 0.05:
        return rng.randbytes(rng.randint(0, 400))
    parts = []
    for _ in range(rng.randint(1, 4)):
        parts.append(rng.choice((b"", b"", b"\r\n", b"\n", b"junk", b"\x1c\r")))
        message = rng.choice(pool)
        parts.append(START_BLOCK + message + END_BLOCK + rng.choice((b"\r", b"\r", b"")))
    return mutate(rng, b"".join(parts), pool)


def check_stream(rng: random.Random, stream: bytes, max_size: int) -> str:
    """'' when every invariant holds, else a description of the violation."""
    decoder = FrameDecoder(max_size)
    events: list[Frame | FrameError] = []
    pos = 0
    while pos < len(stream):
        step = rng.choice((1, 7, 64, 4096, len(stream)))
        events += decoder.feed(stream[pos:pos + step])
        if len(decoder._buf) > max_size:
            return "decoder buffered more than max_size"
        pos += step
    events += decoder.close()
    opened = 0
    for event in events:
        if isinstance(event, Frame):
            opened += 1
            start = event.offset + 1
            if stream[event.offset:start] != START_BLOCK:
                return "frame offset does not point at a start block"
            if stream[start:start + len(event.data)] != event.data:
                return "frame is not a contiguous slice of the input"
            if START_BLOCK in event.data or END_BLOCK in event.data or len(event.data) > max_size:
                return "frame holds a framing byte or exceeds max_size"
            ack = build_ack(event.data, rng.choice(("accept", "error", "reject")),
                            reason="fuzz")
            if START_BLOCK in ack or END_BLOCK in ack:
                return "ACK holds a framing byte"
            parsed = parse_ack(ack)
            header = read_header(event.data)
            if (header is not None and header.encoding_chars and header.control_id.isalnum()
                    and parsed.control_id != header.control_id):
                return "ACK does not echo MSH-10"
        elif event.kind != "junk":
            opened += 1
    if opened != stream.count(START_BLOCK):
        return "start blocks and frames do not match"
    return ""


def fuzz_codec(inputs: int, seed: int) -> int:
    rng = random.Random(seed)
    pool = base_messages(rng, 20)
    violations = 0
    frames = 0
    start = time.perf_counter()
    for i in range(inputs):
        stream = make_stream(rng, pool)
        max_size = rng.choice((64, 600, 16 * 1024 * 1024))
        frames += stream.count(START_BLOCK)
        problem = check_stream(rng, stream, max_size)
        if problem:
            violations += 1
            if violations <= 5:
                print(f"  violation at input {i}: {problem}: {stream[:80]!r}")
    elapsed = time.perf_counter() - start
    print(f"codec: {inputs:,} inputs ({frames:,} start blocks) in {elapsed:.1f} s "
          f"({inputs / elapsed:,.0f} inputs/s): {violations} violations")
    return violations


# ------------------------------------------------------------------ pipeline sample

def _recv_answers(sock: socket.socket, want: int, timeout: float) -> tuple[list[bytes], bool]:
    """Read up to ``want`` ACK frames; (frames, closed_by_peer)."""
    decoder = FrameDecoder()
    got: list[bytes] = []
    sock.settimeout(timeout)
    while len(got) < want:
        try:
            data = sock.recv(65536)
        except TimeoutError:
            return got, False
        if not data:
            return got, True
        got += [e.data for e in decoder.feed(data) if isinstance(e, Frame)]
    return got, False


def fuzz_pipeline(count: int, seed: int) -> int:
    from hl7scrub.config import Config, Hl7Config, LogConfig, ServerConfig
    from hl7scrub.hl7v2 import MessageDeidentifier
    from hl7scrub.log import configure
    from hl7scrub.server.app import ServerThread
    from hl7scrub.server.receiver import ThreadedReceiver

    rng = random.Random(seed)
    pool = base_messages(rng, 50)
    violations = 0
    configure("ERROR")
    with tempfile.TemporaryDirectory() as tmp, ThreadedReceiver() as downstream:
        config = Config(
            hl7=Hl7Config(secret="fuzz-secret-0123456789abcdef", state_dir=tmp),
            server=ServerConfig(listen="127.0.0.1:0", http_listen="",
                                downstream=f"mllp://127.0.0.1:{downstream.port}",
                                delivery="pass-through", max_message_bytes=4096,
                                read_timeout=5, queue=str(Path(tmp) / "q.db")),
            log=LogConfig(level="ERROR", per_message=False))
        reference = MessageDeidentifier(config)
        server = ServerThread(config).start()
        receiver = downstream.receiver
        assert receiver is not None
        answered = rejected = accepted = closed = leaks = corrupted_leaks = 0
        examples: list[str] = []
        start = time.perf_counter()
        try:
            sent = 0
            while sent < count:
                originals = [rng.choice(pool) for _ in range(rng.randint(1, 5))]
                batch = [mutate(rng, m, pool) for m in originals]
                sent += len(batch)
                wire = b"".join(frame(m.replace(START_BLOCK, b"").replace(END_BLOCK, b""))
                                for m in batch)
                bodies = [m.replace(START_BLOCK, b"").replace(END_BLOCK, b"") for m in batch]
                expected = sum(1 for b in bodies if should_send("accept", read_header(b))
                               or should_send("error", read_header(b)))
                before = len(receiver.messages)
                with socket.create_connection(("127.0.0.1", server.port), timeout=10) as sock:
                    sock.sendall(wire)
                    answers, was_closed = _recv_answers(sock, expected, 30)
                if len(answers) != expected and not was_closed:
                    violations += 1
                    print(f"  {expected - len(answers)} frame(s) neither answered nor closed")
                closed += was_closed
                answered += len(answers)
                forwarded = receiver.messages[before:]
                accepted_bodies = []
                origin = {body: original for body, original in zip(bodies, originals,
                                                                     strict=True)}
                for body, answer in zip(bodies, answers, strict=False):
                    ack = parse_ack(answer)
                    header = read_header(body)
                    if (header is not None and header.control_id.isalnum()
                            and ack.control_id != header.control_id):
                        violations += 1
                        print("  answer does not correlate")
                    if ack.accepted:
                        accepted += 1
                        accepted_bodies.append(body)
                    else:
                        rejected += 1
                if len(forwarded) != len(accepted_bodies):
                    violations += 1
                    print(f"  {len(forwarded)} forwarded for {len(accepted_bodies)} accepted")
                for body, out in zip(accepted_bodies, forwarded, strict=False):
                    if out != reference.deidentify(body).output:
                        violations += 1
                        print("  forwarded bytes differ from the de-identified message")
                    carriers = header_lines(origin[body])
                    segments = set(body.split(b"\r"))
                    for canary in CANARIES:
                        if canary.encode() in body and canary.encode() in out:
                            # a true leak when every header segment that named this value
                            # reached the HL7 layer intact (so its lexicon knew the value)
                            if all(line in segments for line in carriers.get(canary, [])):
                                leaks += 1
                                if len(examples) < 3:
                                    examples.append(f"{canary} in {out[:200]!r}")
                            else:
                                corrupted_leaks += 1
        finally:
            server.stop()
        elapsed = time.perf_counter() - start
    print(f"pipeline: {sent:,} mutated messages in {elapsed:.1f} s: {answered:,} answered "
          f"({accepted:,} accepted, {rejected:,} rejected), {closed} connections closed by "
          f"the server, {violations} service violations")
    print(f"  canaries forwarded although the header naming them was intact: {leaks}")
    for example in examples:
        print("   ", example)
    print(f"  canaries forwarded after mutation had corrupted the header segment naming "
          f"them (so the HL7 layer never learned the value): {corrupted_leaks}")
    return violations + leaks


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--inputs", type=int, default=1_000_000)
    parser.add_argument("--pipeline", type=int, default=2000,
                        help="mutated messages sent through a real server (0 = skip)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    failures = fuzz_codec(args.inputs, args.seed)
    if args.pipeline:
        failures += fuzz_pipeline(args.pipeline, args.seed)
    print("result:", "PASS" if failures == 0 else f"FAIL ({failures})")
    return 0 if failures == 0 else 1


if __name__ == "__main__":
    raise SystemExit(main())

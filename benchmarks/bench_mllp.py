"""MLLP service benchmark on loopback: the de-identifying proxy next to a bare relay.

    python benchmarks/bench_mllp.py [--seconds 8] [--paced-seconds 10] [--rate 200]

Everything runs on this machine over 127.0.0.1, in separate processes: a downstream MLLP
receiver (``python -m hl7scrub.server.receiver``), a bare framing-only relay (frames in,
forwarded to the receiver, the receiver's ACK relayed back; no parsing, no queue), and
``hl7scrub serve`` in its default store-and-forward mode (de-identification in one worker
process per core, SQLite WAL queue with synchronous=FULL, per-message JSON logs to a file).
The load generator in this process sends ORU^R01 messages carrying about 2 KB of OBX
narrative (synthetic patients) and waits for each ACK (MLLP allows one message in flight
per connection).

Reported, for 1 and 8 upstream connections: messages/s and p50/p99 latency from send to
ACK, for the relay and the proxy (for the proxy an ACK means "de-identified and committed
to the queue"; the time until the queue has drained to the receiver is reported too).
Then a paced run at ``--rate`` messages/s (open loop over 4 connections, latency measured
from each message's scheduled send time). Targets: proxy >= 25 % of the relay's throughput
with 8 connections, and p99 < 20 ms in the paced run.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from hl7scrub.hl7v2.ack import parse_ack  # noqa: E402
from hl7scrub.server.mllp import Frame, FrameDecoder, frame  # noqa: E402

TARGET_RATIO = 0.25
TARGET_P99_MS = 20.0
PLACEHOLDER = b"BENCHCTRL0000000"

EXTRA_NARRATIVE = (
    "Clinical history: follow-up of known chronic obstructive pulmonary disease with "
    "intermittent exacerbations treated in the outpatient setting.",
    "Technique: frontal and lateral views of the chest were obtained in the upright "
    "position with adequate inspiration.",
    "The cardiomediastinal silhouette is within normal limits. The aorta is tortuous with "
    "mild atherosclerotic calcification of the arch.",
    "There is hyperinflation of both lungs with flattening of the hemidiaphragms, "
    "consistent with the known history of emphysema.",
    "No focal airspace consolidation, pleural effusion or pneumothorax is identified. "
    "Small calcified granuloma in the right upper lobe, stable.",
    "Degenerative changes of the thoracic spine with small anterior osteophytes. No acute "
    "fracture or destructive osseous lesion.",
    "Impression: no acute cardiopulmonary process; emphysematous changes, stable compared "
    "with the prior examination.",
    "Recommendation: routine clinical follow-up; consider low-dose CT for lung cancer "
    "screening if eligibility criteria are met.",
)


def short_messages(count: int) -> list[bytes]:
    """Header-only ADT^A01 (no narrative): what the service costs around a cheap scrub."""
    return [(f"MSH|^~\\&|ADT|GENHOSP|EHR|GENHOSP|20240101120000||ADT^A01^ADT_A01|"
             f"{PLACEHOLDER.decode()}|P|2.5.1\rEVN|A01|20240101120000\r"
             f"PID|1||{4400000 + n}^^^GENHOSP^MR||Doe{n}^Pat||19700101|U\r"
             "PV1|1|I|WARD^1^1").encode() + b"\r" for n in range(count)]


def make_messages(count: int, seed: int = 7) -> list[bytes]:
    """ORU^R01 messages with about 2 KB of OBX narrative and a replaceable MSH-10."""
    from hl7scrub.replay.synthetic import oru_message

    rng = random.Random(seed)
    out = []
    for n in range(count):
        base = oru_message(rng, n).rstrip(b"\r").split(b"\r")
        fields = base[0].split(b"|")
        fields[9] = PLACEHOLDER
        base[0] = b"|".join(fields)
        narrative = sum(len(s) for s in base if s.startswith(b"OBX|"))
        i = len([s for s in base if s.startswith(b"OBX|")])
        while narrative < 2048:
            i += 1
            line = rng.choice(EXTRA_NARRATIVE).encode()
            base.append(b"OBX|%d|TX|18748-4^Diagnostic imaging study^LN|%d|%s||||||F" %
                        (i, i, line))
            narrative += len(line)
        out.append(b"\r".join(base) + b"\r")
    return out


# ------------------------------------------------------------------ bare relay process

async def relay(listen_port: int, downstream_port: int) -> None:
    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        down_reader, down_writer = await asyncio.open_connection("127.0.0.1", downstream_port)
        up, down = FrameDecoder(), FrameDecoder()
        try:
            while data := await reader.read(65536):
                for item in up.feed(data):
                    if not isinstance(item, Frame):
                        continue
                    down_writer.write(frame(item.data))
                    answer = None
                    while answer is None:
                        chunk = await down_reader.read(65536)
                        if not chunk:
                            return
                        frames = [f for f in down.feed(chunk) if isinstance(f, Frame)]
                        answer = frames[0] if frames else None
                    writer.write(frame(answer.data))
        finally:
            down_writer.close()
            writer.close()

    server = await asyncio.start_server(handle, "127.0.0.1", listen_port)
    print("relay ready", flush=True)
    async with server:
        await server.serve_forever()


# ------------------------------------------------------------------ load generator

class Connection:
    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader, self.writer, self.decoder = reader, writer, FrameDecoder()

    @classmethod
    async def open(cls, port: int) -> Connection:
        return cls(*await asyncio.open_connection("127.0.0.1", port))

    async def send(self, message: bytes) -> bytes:
        self.writer.write(frame(message))
        while True:
            data = await self.reader.read(65536)
            if not data:
                raise ConnectionError("closed")
            frames = [f for f in self.decoder.feed(data) if isinstance(f, Frame)]
            if frames:
                return frames[0].data

    def close(self) -> None:
        self.writer.close()


class Load:
    def __init__(self, messages: list[bytes]) -> None:
        self.messages = messages
        self.counter = 0
        self.failures = 0

    def next_message(self) -> bytes:
        self.counter += 1
        message = self.messages[self.counter % len(self.messages)]
        return message.replace(PLACEHOLDER, b"B%015d" % self.counter)

    async def closed_loop(self, port: int, connections: int,
                          seconds: float) -> tuple[int, float, list[float]]:
        latencies: list[float] = []
        conns = [await Connection.open(port) for _ in range(connections)]
        deadline = time.perf_counter() + seconds

        async def worker(conn: Connection) -> None:
            while time.perf_counter() < deadline:
                start = time.perf_counter()
                answer = await conn.send(self.next_message())
                latencies.append(time.perf_counter() - start)
                if parse_ack(answer).code not in ("AA", "CA"):
                    self.failures += 1

        start = time.perf_counter()
        await asyncio.gather(*(worker(c) for c in conns))
        elapsed = time.perf_counter() - start
        for c in conns:
            c.close()
        return len(latencies), elapsed, latencies

    async def paced(self, port: int, rate: float, seconds: float,
                    connections: int = 4) -> tuple[int, float, list[float]]:
        latencies: list[float] = []
        conns = [await Connection.open(port) for _ in range(connections)]
        per_conn = rate / connections
        total = int(seconds * per_conn)
        t0 = time.perf_counter() + 0.1

        cutoff = t0 + 2 * seconds  # a server that cannot keep up is not waited for

        async def worker(k: int, conn: Connection) -> None:
            for i in range(total):
                if time.perf_counter() > cutoff:
                    break
                scheduled = t0 + (i + k / connections) / per_conn
                delay = scheduled - time.perf_counter()
                if delay > 0:
                    await asyncio.sleep(delay)
                answer = await conn.send(self.next_message())
                latencies.append(time.perf_counter() - scheduled)
                if parse_ack(answer).code not in ("AA", "CA"):
                    self.failures += 1

        await asyncio.gather(*(worker(k, c) for k, c in enumerate(conns)))
        elapsed = time.perf_counter() - t0
        for c in conns:
            c.close()
        return len(latencies), elapsed, latencies


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000.0


def metric(http: int, name: str) -> float:
    with urllib.request.urlopen(f"http://127.0.0.1:{http}/metrics", timeout=10) as resp:
        for line in resp.read().decode().splitlines():
            if line.startswith(name + " "):
                return float(line.split()[1])
    return 0.0


def free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def wait_ready(http: int, proc: subprocess.Popen[bytes], log: Path,
               timeout: float = 120) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            tail = log.read_text(errors="replace")[-2000:]
            raise SystemExit(f"hl7scrub serve exited during start-up:\n{tail}")
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{http}/readyz", timeout=2) as r:
                if r.status == 200:
                    return
        except OSError:
            time.sleep(0.2)
    raise SystemExit("hl7scrub serve did not become ready")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=8.0, help="per closed-loop run")
    parser.add_argument("--paced-seconds", type=float, default=10.0)
    parser.add_argument("--rate", type=float, default=200.0, help="paced run, messages/s")
    parser.add_argument("--workers", type=int, default=0, help="server workers (0 = cores)")
    parser.add_argument("--relay", nargs=2, type=int, metavar=("LISTEN", "DOWNSTREAM"),
                        help=argparse.SUPPRESS)
    parser.add_argument("--keep", action="store_true",
                        help="keep the working directory (server log, queue) and print its path")
    args = parser.parse_args()
    if args.relay:
        asyncio.run(relay(*args.relay))
        return 0

    messages = make_messages(400)
    narrative = statistics.mean(sum(len(s) for s in m.split(b"\r") if s.startswith(b"OBX|"))
                                for m in messages)
    print(f"machine: {os.cpu_count()} cores; messages: ORU^R01, mean "
          f"{statistics.mean(len(m) for m in messages):.0f} bytes, {narrative:.0f} bytes of "
          "OBX narrative")
    tmp = Path(tempfile.mkdtemp(prefix="bench-mllp-"))
    down, relay_port, proxy, http = free_port(), free_port(), free_port(), free_port()
    procs: list[subprocess.Popen[bytes]] = []
    # the child processes import this checkout even where it was not installed
    path = os.pathsep.join(p for p in (str(REPO), os.environ.get("PYTHONPATH", "")) if p)
    env = {**os.environ, "PYTHONPATH": path}
    try:
        receiver = subprocess.Popen([sys.executable, "-m", "hl7scrub.server.receiver",
                                     "--listen", f"127.0.0.1:{down}"], stdout=subprocess.PIPE,
                                    env=env)
        procs.append(receiver)
        assert receiver.stdout is not None
        receiver.stdout.readline()
        bare = subprocess.Popen([sys.executable, __file__, "--relay", str(relay_port),
                                 str(down)], stdout=subprocess.PIPE, env=env)
        procs.append(bare)
        assert bare.stdout is not None
        bare.stdout.readline()
        env = {**env, "HL7SCRUB_HL7_SECRET": "bench-secret-0123456789abcdef",
               "HL7SCRUB_HL7_STATE_DIR": str(tmp / "state")}
        with open(tmp / "server.log", "wb") as log:
            server = subprocess.Popen(
                [sys.executable, "-m", "hl7scrub", "serve", "--listen", f"127.0.0.1:{proxy}",
                 "--http-listen", f"127.0.0.1:{http}", "--downstream",
                 f"mllp://127.0.0.1:{down}", "--queue", str(tmp / "queue.sqlite3"),
                 "--workers", str(args.workers)], cwd=tmp, env=env, stderr=log)
        procs.append(server)
        wait_ready(http, server, tmp / "server.log")
        load = Load(messages)

        async def run_all() -> list[tuple[str, int, int, float, list[float]]]:
            results = []
            for port in (relay_port, proxy):  # warm-up
                await load.closed_loop(port, 2, 1.0)
            for name, port in (("bare relay", relay_port), ("hl7scrub proxy", proxy)):
                for conns in (1, 8):
                    n, elapsed, lat = await load.closed_loop(port, conns, args.seconds)
                    results.append((name, conns, n, elapsed, lat))
            scrub["oru"] = (metric(http, "hl7scrub_scrub_seconds_sum"),
                            metric(http, "hl7scrub_scrub_seconds_count"))
            short = Load(short_messages(400))
            short.counter = 10_000_000
            n, elapsed, lat = await short.closed_loop(proxy, 8, args.seconds)
            results.append(("proxy, short ADT", 8, n, elapsed, lat))
            load.failures += short.failures
            return results

        scrub: dict[str, tuple[float, float]] = {}
        results = asyncio.run(run_all())
        accepted = metric(http, "hl7scrub_messages_accepted_total")
        drain_start = time.perf_counter()
        while metric(http, "hl7scrub_messages_forwarded_total") < accepted:
            time.sleep(0.1)
        drain = time.perf_counter() - drain_start
        paced = asyncio.run(load.paced(proxy, args.rate, args.paced_seconds))
        capacity = next(n / elapsed for name, c, n, elapsed, _ in results
                        if name == "hl7scrub proxy" and c == 8)
        easy_rate = max(1.0, round(capacity / 2))
        while metric(http, "hl7scrub_queue_depth") > 0:  # start the next run from empty
            time.sleep(0.1)
        easy = asyncio.run(load.paced(proxy, easy_rate, args.paced_seconds))
        oru_sum, oru_n = scrub["oru"]

        print(f"\n{'scenario':24} {'conns':>5} {'msgs':>7} {'msg/s':>8} {'p50 ms':>8} "
              f"{'p99 ms':>8}")
        rates: dict[tuple[str, int], float] = {}
        for name, conns, n, elapsed, lat in results:
            rates[(name, conns)] = n / elapsed
            print(f"{name:24} {conns:>5} {n:>7} {n / elapsed:>8.1f} {pct(lat, 0.5):>8.2f} "
                  f"{pct(lat, 0.99):>8.2f}")
        for rate, (n, elapsed, lat) in ((easy_rate, easy), (args.rate, paced)):
            print(f"{'proxy paced ' + str(int(rate)) + '/s':24} {4:>5} {n:>7} "
                  f"{n / elapsed:>8.1f} {pct(lat, 0.5):>8.2f} {pct(lat, 0.99):>8.2f}")
        ratio = rates[("hl7scrub proxy", 8)] / rates[("bare relay", 8)]
        p99 = pct(paced[2], 0.99)
        print(f"\nmean de-identification time per ORU (in the worker, from /metrics): "
              f"{oru_sum / max(oru_n, 1) * 1000:.2f} ms")
        print(f"queue drained to the receiver {drain:.2f} s after the last closed-loop ACK")
        print(f"proxy / relay throughput with 8 connections: {ratio:.1%} "
              f"(target >= {TARGET_RATIO:.0%}): {'PASS' if ratio >= TARGET_RATIO else 'MISS'}")
        print(f"paced p99 at {args.rate:.0f} msg/s: {p99:.2f} ms (target < {TARGET_P99_MS:.0f} "
              f"ms): {'PASS' if p99 < TARGET_P99_MS else 'MISS'}")
        if load.failures:
            print(f"WARNING: {load.failures} messages were not acknowledged AA/CA")
        return 0
    finally:
        for proc in reversed(procs):
            proc.terminate()
        for proc in procs:
            try:
                proc.wait(30)
            except subprocess.TimeoutExpired:
                proc.kill()
        if args.keep:
            print(f"server log and queue kept in {tmp}")
        else:  # a run leaves ~12 MB of log and queue behind otherwise
            shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    raise SystemExit(main())

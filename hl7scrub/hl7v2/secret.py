"""The key behind pseudonyms, date shifts and surrogates, and keyed hashing with it.

Resolution order: ``Hl7Config.secret`` (also ``HL7SCRUB_HL7_SECRET``), then
``Hl7Config.secret_file``. With neither, a random key is generated once, stored with mode
0600 in the state directory and reused, so a zero-configuration installation still gives
stable pseudonyms on that machine; a warning says so (without the key). Processes that
start together agree on one key: the file is created atomically and whoever loses the
race reads the winner's key.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import os
import secrets
from pathlib import Path

from hl7scrub.config import Hl7Config
from hl7scrub.exceptions import ConfigError

SECRET_FILE_NAME = "secret"
MIN_SECRET_BYTES = 16


def default_state_dir() -> Path:
    base = os.environ.get("XDG_STATE_HOME") or str(Path.home() / ".local" / "state")
    return Path(base) / "hl7scrub"


def _read_secret_file(path: Path) -> bytes:
    try:
        data = path.read_bytes().strip()
    except OSError as exc:
        raise ConfigError(f"cannot read secret file {path}: {exc.strerror}") from None
    if not data:
        raise ConfigError(f"secret file {path} is empty")
    return data


def _generated_secret(state_dir: Path) -> bytes:
    path = state_dir / SECRET_FILE_NAME
    if path.is_file():
        return _read_secret_file(path)
    try:
        state_dir.mkdir(parents=True, exist_ok=True, mode=0o700)
    except OSError as exc:
        raise ConfigError(f"cannot create state directory {state_dir}: {exc.strerror}"
                          ) from None
    value = secrets.token_hex(32).encode("ascii")
    tmp = state_dir / f".{SECRET_FILE_NAME}.{os.getpid()}.{secrets.token_hex(4)}"
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        try:
            os.write(fd, value + b"\n")
            os.fsync(fd)
        finally:
            os.close(fd)
        # Atomic; fails when another process got there first, whose key is then used.
        with contextlib.suppress(FileExistsError):
            os.link(tmp, path)
    except OSError as exc:
        raise ConfigError(f"cannot write secret file in {state_dir}: {exc.strerror}"
                          ) from None
    finally:
        with contextlib.suppress(OSError):
            tmp.unlink()
    from hl7scrub.log import get_logger

    get_logger("hl7v2").warning(
        "no secret configured; generated one for this machine",
        path=str(path), hint="set hl7.secret_file so that pseudonyms are the same everywhere")
    return _read_secret_file(path)


def resolve_secret(config: Hl7Config) -> bytes:
    """The configured key, or the machine's generated one (created on first use)."""
    if config.secret:
        value = config.secret.encode("utf-8")
    elif config.secret_file:
        value = _read_secret_file(Path(config.secret_file).expanduser())
    else:
        state = Path(config.state_dir).expanduser() if config.state_dir else default_state_dir()
        value = _generated_secret(state)
    if len(value) < MIN_SECRET_BYTES:
        raise ConfigError(f"the hl7 secret must be at least {MIN_SECRET_BYTES} bytes")
    return value


class Keyed:
    """HMAC-SHA256 under the secret, separated by purpose (``domain``)."""

    def __init__(self, secret: bytes) -> None:
        self._base = hmac.new(secret, digestmod=hashlib.sha256)

    def digest(self, domain: str, value: str) -> bytes:
        h = self._base.copy()
        h.update(domain.encode("ascii") + b"\x00" + value.encode("utf-8"))
        return h.digest()

    def hexdigest(self, domain: str, value: str, length: int = 64) -> str:
        return self.digest(domain, value).hex()[:length]

    def number(self, domain: str, value: str) -> int:
        """A 64-bit number derived from ``value``."""
        return int.from_bytes(self.digest(domain, value)[:8], "big")

    def stream(self, domain: str, value: str) -> bytes:
        """A longer deterministic byte string (for choosing many digits or letters)."""
        first = self.digest(domain, value)
        return first + self.digest(domain + "+", value)

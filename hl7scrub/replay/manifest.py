"""The replay manifest: what was done to each input, written atomically.

The manifest is the resume record. An entry with status ``complete`` whose input still has
the recorded size and modification time (and, for file outputs, whose output still has
the recorded size) is skipped by the next run. The manifest also records a fingerprint of
the de-identification settings, so a run with a different key or field map cannot quietly
mix two pseudonym spaces in one output tree.
"""

from __future__ import annotations

import dataclasses
import hashlib
import hmac
import json
import os
import time
from pathlib import Path
from typing import Any

from hl7scrub import __version__
from hl7scrub.config import Config
from hl7scrub.exceptions import ConfigError

FORMAT = "hl7scrub-replay-manifest/1"


def config_fingerprint(cfg: Config, secret: bytes) -> str:
    """Digest of every setting that changes output bytes (scrub and hl7 sections).

    The key enters as an HMAC under itself, which changes with the key without revealing
    it; files named by the configuration (field map, model) count by content.
    """
    scrub = dataclasses.asdict(cfg.scrub)
    hl7 = dataclasses.asdict(cfg.hl7)
    hl7["secret"] = hmac.new(secret, b"hl7scrub replay manifest", hashlib.sha256).hexdigest()
    hl7.pop("secret_file", None)
    hl7.pop("state_dir", None)
    for section in (scrub, hl7):
        for key, value in list(section.items()):
            if isinstance(value, str) and key in {"crf_model", "field_map"} and value:
                try:
                    section[key] = hashlib.sha256(Path(value).read_bytes()).hexdigest()
                except OSError:
                    section[key] = f"unreadable:{value}"
    payload = json.dumps({"scrub": scrub, "hl7": hl7}, sort_keys=True, default=str)
    return hashlib.sha256(payload.encode()).hexdigest()


def _iso(ns: int) -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(ns / 1e9))


class Manifest:
    """Per-input entries keyed by relative path, kept in input order."""

    def __init__(self, path: Path, fingerprint: str, destination: str) -> None:
        self.path = path
        self.fingerprint = fingerprint
        self.destination = destination
        self.files: dict[str, dict[str, Any]] = {}
        self._last_save = 0.0

    @classmethod
    def load(cls, path: Path, fingerprint: str, destination: str, *,
             restart: bool) -> Manifest:
        """Read an existing manifest, or start a new one.

        A manifest written with other de-identification settings or for another destination
        is an error unless ``restart`` discards it.
        """
        manifest = cls(path, fingerprint, destination)
        if restart or not path.exists():
            return manifest
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise ConfigError(f"cannot read manifest {path}: {exc}; pass --restart to "
                              "start over") from None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ConfigError(f"{path} is not a replay manifest; pass --restart to start over")
        if data.get("config_fingerprint") != fingerprint:
            raise ConfigError(f"{path} was written with different de-identification "
                              "settings (key, mode or field map); resuming would mix "
                              "pseudonyms. Use another output directory or --restart")
        if data.get("destination") != destination:
            raise ConfigError(f"{path} belongs to a replay into {data.get('destination')}; "
                              "use another state directory or --restart")
        files = data.get("files")
        if isinstance(files, dict):
            manifest.files = {k: v for k, v in files.items() if isinstance(v, dict)}
        return manifest

    def totals(self) -> dict[str, Any]:
        totals: dict[str, Any] = {"files": 0, "complete": 0, "messages": 0, "rejected": 0,
                                  "input_bytes": 0, "phi": {}}
        for entry in self.files.values():
            totals["files"] += 1
            totals["complete"] += entry.get("status") == "complete"
            totals["messages"] += int(entry.get("messages", 0))
            totals["rejected"] += int(entry.get("rejected", 0))
            totals["input_bytes"] += int(entry.get("size", 0))
            for phi_type, n in (entry.get("phi") or {}).items():
                totals["phi"][phi_type] = totals["phi"].get(phi_type, 0) + int(n)
        return totals

    def save(self, *, throttle: float = 0.0) -> None:
        """Write atomically (temporary file, fsync, rename); skipped if saved recently."""
        now = time.monotonic()
        if throttle and now - self._last_save < throttle:
            return
        data = {
            "format": FORMAT,
            "hl7scrub_version": __version__,
            "config_fingerprint": self.fingerprint,
            "destination": self.destination,
            "updated": _iso(time.time_ns()),
            "totals": self.totals(),
            "files": self.files,
        }
        tmp = self.path.with_name(f".{self.path.name}.tmp")
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with open(tmp, "w", encoding="utf-8") as fh:
            json.dump(data, fh, indent=1, ensure_ascii=False)
            fh.write("\n")
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, self.path)
        self._last_save = now


def iso_mtime(ns: int) -> str:
    return _iso(ns)

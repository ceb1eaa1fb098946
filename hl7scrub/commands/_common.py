"""Helpers shared by sub-commands (exit codes, configuration loading)."""

from __future__ import annotations

import argparse
from typing import Any

from hl7scrub.config import Config, load_config

EXIT_OK = 0
EXIT_REJECTED = 1  # ran to the end, but some input was rejected
EXIT_USAGE = 2


def load(args: argparse.Namespace, **overrides: dict[str, Any]) -> Config:
    """Configuration from ``--config``, the environment and flag overrides."""
    return load_config(getattr(args, "config", None), overrides=overrides)

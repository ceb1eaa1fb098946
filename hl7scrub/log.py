"""Structured logging that never carries PHI.

Log control IDs, counts, PHI types, byte offsets and reasons; never field values or
narrative. :func:`get_logger` returns a structlog logger bound to a component name.
"""

from __future__ import annotations

import logging
import sys
from typing import Any

import structlog

_configured = False


def configure(level: str = "INFO", fmt: str = "json", stream: Any = None) -> None:
    """Configure structlog once per process (JSON lines by default, to stderr)."""
    global _configured
    renderer: Any = (
        structlog.processors.JSONRenderer() if fmt == "json"
        else structlog.dev.ConsoleRenderer(colors=False)
    )
    structlog.configure(
        processors=[
            structlog.contextvars.merge_contextvars,
            structlog.processors.add_log_level,
            structlog.processors.TimeStamper(fmt="iso", utc=True),
            renderer,
        ],
        wrapper_class=structlog.make_filtering_bound_logger(
            logging.getLevelNamesMapping().get(level.upper(), logging.INFO)),
        logger_factory=structlog.PrintLoggerFactory(stream or sys.stderr),
        cache_logger_on_first_use=False,
    )
    _configured = True


def get_logger(component: str) -> Any:
    if not _configured:
        configure()
    return structlog.get_logger().bind(component=component)

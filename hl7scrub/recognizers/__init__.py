"""Recognizers, one module per PHI family.

:func:`default_recognizers` is the visible, ordered list the scrubber runs. Each
recognizer is class-level data plus one ``analyze(doc) -> list[Span]`` method.
"""

from __future__ import annotations

from hl7scrub._types import Recognizer
from hl7scrub.config import ScrubConfig


def default_recognizers(config: ScrubConfig | None = None) -> list[Recognizer]:
    """The rule recognizers, in the order their spans are collected."""
    config = config or ScrubConfig()
    recognizers: list[Recognizer] = []
    return recognizers

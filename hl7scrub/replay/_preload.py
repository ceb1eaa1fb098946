"""Loaded once by the forkserver that starts local replay workers.

Heavy imports and the name lexicon are loaded here, before the forkserver forks each
worker, so workers start in a fraction of a second and share these pages copy-on-write
instead of each spending seconds loading its own copy. Nothing here depends on the
configuration or touches the disk beyond reading package data.
"""

from __future__ import annotations

import importlib

from hl7scrub.log import get_logger

_MODULES = ("hl7scrub.hl7v2", "hl7scrub.recognizers", "hl7scrub.replay.work")

try:
    for _name in _MODULES:
        importlib.import_module(_name)
    from hl7scrub.config import ScrubConfig
    from hl7scrub.lexicon import load_lexicon
    from hl7scrub.pipeline import build_scrubber

    load_lexicon()
    build_scrubber(ScrubConfig())  # imports every recognizer module and its tables
except Exception as exc:  # a warm-up only: a worker loads whatever is missing itself
    get_logger("replay").warning("replay.preload_failed", error=type(exc).__name__)

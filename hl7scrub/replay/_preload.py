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
    from hl7scrub._types import DocumentLexicon
    from hl7scrub.config import ScrubConfig
    from hl7scrub.lexicon import load_lexicon
    from hl7scrub.pipeline import build_scrubber

    load_lexicon()
    # imports every recognizer module, and one scrub fills their lazily built tables;
    # redaction only: no key is involved, so nothing here can leak into a pseudonym
    build_scrubber(ScrubConfig()).scrub(
        "Seen on 03/14/2021 by Dr. Ann Lee at 12 Oak Street, Salem MA 01970; "
        "MRN 1234567; call (555) 123-4567 or ann.lee@example.org.", DocumentLexicon())
except Exception as exc:  # a warm-up only: a worker loads whatever is missing itself
    get_logger("replay").warning("replay.preload_failed", error=type(exc).__name__)

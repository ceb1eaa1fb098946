"""Imported once by the fork server that starts de-identification workers.

Loading the recognizer modules and the lexicon here, before any worker exists, means each
worker is forked with them already in memory (shared copy-on-write between workers), so a
worker, including one that replaces a crashed worker, is ready in milliseconds. Failures
are ignored: a worker then simply loads what it needs itself.
"""

from __future__ import annotations

import contextlib

with contextlib.suppress(Exception):
    from hl7scrub.config import Config
    from hl7scrub.pipeline import build_scrubber

    build_scrubber(Config().scrub)

with contextlib.suppress(Exception):
    from hl7scrub.lexicon import load_lexicon

    lexicon = load_lexicon()
    lexicon.likelihood_ratio("smith")  # loads the word-frequency tables too

with contextlib.suppress(Exception):
    import hl7scrub.hl7v2  # noqa: F401

"""Evaluation of de-identification output against annotated (gold) text.

The public entry points are re-exported by :mod:`hl7scrub.evaluate`; the modules here
are split by concern: :mod:`.gold` (annotation formats), :mod:`.scoring` (token-level
counts), :mod:`.stats` (bootstrap intervals and paired tests) and :mod:`.risk`
(re-identification risk of missed name tokens).
"""

from __future__ import annotations

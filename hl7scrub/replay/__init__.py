"""Replay archived HL7 v2 logs: parallel, resumable, on a process pool or a Dask cluster.

``replay(config, ReplayJob(inputs=(...), out=Path(...)))`` de-identifies every message of
every input into a mirrored output tree (or forwards them over MLLP with ``to=``), with a
manifest and a reject file in the state directory. See docs/REPLAY.md.
"""

from __future__ import annotations

from hl7scrub.replay.runner import (
    MANIFEST_NAME,
    REJECTS_NAME,
    Replay,
    ReplayAborted,
    ReplayJob,
    ReplaySummary,
    iter_rejects,
    replay,
)

__all__ = ["MANIFEST_NAME", "REJECTS_NAME", "Replay", "ReplayAborted", "ReplayJob",
           "ReplaySummary", "iter_rejects", "replay"]

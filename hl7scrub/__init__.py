"""hl7scrub: de-identification of HL7 v2 clinical messages in flight."""

from __future__ import annotations

__version__ = "0.1.0"

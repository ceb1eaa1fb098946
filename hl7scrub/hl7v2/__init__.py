"""HL7 v2 message de-identification.

:class:`MessageDeidentifier` turns one message into a de-identified message;
:func:`split_messages` finds the messages of a plain stream or file. Build the
de-identifier once per process and reuse it.
"""

from __future__ import annotations

from hl7scrub.exceptions import MessageError
from hl7scrub.hl7v2.deid import DeidResult, EnvelopeResult, MessageDeidentifier
from hl7scrub.hl7v2.parse import RawMessage, split_messages

__all__ = [
    "DeidResult",
    "EnvelopeResult",
    "MessageDeidentifier",
    "MessageError",
    "RawMessage",
    "split_messages",
]

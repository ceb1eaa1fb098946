"""Recognizers, one module per PHI family.

:func:`default_recognizers` is the visible, ordered list the scrubber runs. Each
recognizer is class-level data plus one ``analyze(doc) -> list[Span]`` method.
"""

from __future__ import annotations

from hl7scrub._types import Recognizer
from hl7scrub.config import ScrubConfig
from hl7scrub.recognizers.ages import AgeRecognizer
from hl7scrub.recognizers.contact import ContactRecognizer
from hl7scrub.recognizers.dates import DateRecognizer
from hl7scrub.recognizers.header_values import HeaderValueRecognizer
from hl7scrub.recognizers.identifiers import IdentifierRecognizer
from hl7scrub.recognizers.names import NameRecognizer
from hl7scrub.recognizers.places import PlacesRecognizer
from hl7scrub.recognizers.segments import QuotedSegmentRecognizer


def default_recognizers(config: ScrubConfig | None = None) -> list[Recognizer]:
    """The rule recognizers, in the order their spans are collected."""
    config = config or ScrubConfig()
    return [
        NameRecognizer(config),
        DateRecognizer(config),
        AgeRecognizer(),
        IdentifierRecognizer(),
        ContactRecognizer(),
        PlacesRecognizer(redact_room_numbers=config.redact_room_numbers),
        HeaderValueRecognizer(min_identifier_length=config.header_identifier_min_length),
        QuotedSegmentRecognizer(),
    ]

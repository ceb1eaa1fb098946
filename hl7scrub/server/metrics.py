"""Prometheus metrics of the MLLP service. Labels are fixed vocabularies, never content."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest

#: PHI type labels accepted as-is; anything else is counted as OTHER.
_PHI_TYPES = frozenset({"NAME", "DATE", "AGE", "ID", "PHONE", "EMAIL", "URL", "IP",
                        "ADDRESS", "LOCATION", "ORG", "PHI"})

_LATENCY_BUCKETS = (0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1.0, 2.0,
                    5.0, 10.0, 30.0, 60.0, 300.0)

#: Rejection categories (label values of ``hl7scrub_messages_rejected_total``).
REJECT_REASONS = ("unreadable", "oversize", "interrupted", "invalid", "timeout", "internal",
                  "queue", "downstream", "shutdown")


def phi_label(kind: str) -> str:
    upper = kind.upper()
    return upper if upper in _PHI_TYPES else "OTHER"


class Metrics:
    """All counters of one server, in their own registry (several servers may share a
    process in tests)."""

    def __init__(self, registry: CollectorRegistry | None = None) -> None:
        self.registry = registry or CollectorRegistry(auto_describe=True)
        r = self.registry
        self.received = Counter("hl7scrub_messages_received",
                                "MLLP frames received (complete or not)", registry=r)
        self.accepted = Counter("hl7scrub_messages_accepted",
                                "Messages de-identified and acknowledged (AA/CA)", registry=r)
        self.rejected = Counter("hl7scrub_messages_rejected",
                                "Messages answered AE/AR/CE/CR, by reason", ["reason"],
                                registry=r)
        self.forwarded = Counter("hl7scrub_messages_forwarded",
                                 "De-identified messages accepted by the downstream",
                                 registry=r)
        self.dead_lettered = Counter("hl7scrub_messages_dead_lettered",
                                     "Messages moved to the dead-letter table", registry=r)
        self.delivery_failures = Counter("hl7scrub_delivery_failures",
                                         "Failed delivery attempts, by status", ["status"],
                                         registry=r)
        self.frame_errors = Counter("hl7scrub_frame_errors",
                                    "Framing problems on upstream connections", ["kind"],
                                    registry=r)
        self.phi = Counter("hl7scrub_phi_items",
                           "PHI items de-identified, by type", ["type"], registry=r)
        self.guard_hits = Counter(
            "hl7scrub_leak_guard_hits",
            "Header values the final leak guard found in de-identified output and redacted",
            registry=r)
        self.connections = Gauge("hl7scrub_connections", "Open upstream connections",
                                 registry=r)
        self.connections_refused = Counter("hl7scrub_connections_refused",
                                           "Connections closed at once (allowlist, limit)",
                                           ["reason"], registry=r)
        self.queue_depth = Gauge("hl7scrub_queue_depth", "Messages waiting for delivery",
                                 registry=r)
        self.dead_letter_depth = Gauge("hl7scrub_dead_letter_depth",
                                       "Messages in the dead-letter table", registry=r)
        self.scrub_seconds = Histogram("hl7scrub_scrub_seconds",
                                       "Time to de-identify one message (in the worker)",
                                       buckets=_LATENCY_BUCKETS, registry=r)
        self.ack_seconds = Histogram("hl7scrub_ack_seconds",
                                     "Frame received to ACK written", buckets=_LATENCY_BUCKETS,
                                     registry=r)
        self.end_to_end_seconds = Histogram(
            "hl7scrub_end_to_end_seconds",
            "Frame received to downstream acceptance", buckets=_LATENCY_BUCKETS, registry=r)
        self.worker_restarts = Counter("hl7scrub_worker_restarts",
                                       "De-identification workers replaced (died or timed out)",
                                       registry=r)
        self.ready = Gauge("hl7scrub_ready", "1 when accepting messages", registry=r)
        for reason in REJECT_REASONS:
            self.rejected.labels(reason)

    def count_phi(self, counts: Mapping[str, int]) -> None:
        for kind, number in counts.items():
            if number > 0:
                self.phi.labels(phi_label(kind)).inc(number)

    def bind_queue(self, depth: Callable[[], int], dead: Callable[[], int]) -> None:
        self.queue_depth.set_function(depth)
        self.dead_letter_depth.set_function(dead)

    def render(self) -> bytes:
        return generate_latest(self.registry)

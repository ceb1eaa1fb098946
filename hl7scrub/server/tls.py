"""TLS contexts for the listener (optionally mutual) and for the downstream client."""

from __future__ import annotations

import ipaddress
import ssl
from collections.abc import Iterable
from pathlib import Path

from hl7scrub.config import ServerConfig
from hl7scrub.exceptions import ConfigError


def _check_file(path: str, what: str) -> str:
    if not Path(path).is_file():
        raise ConfigError(f"{what} not found: {path}")
    return path


def server_context(config: ServerConfig) -> ssl.SSLContext | None:
    """Listener context from ``tls_cert``/``tls_key``; ``tls_client_ca`` makes it mutual.

    ``None`` when TLS is not configured. Half a configuration is an error, never a silent
    fallback to plain TCP.
    """
    if not (config.tls_cert or config.tls_key or config.tls_client_ca):
        return None
    if not (config.tls_cert and config.tls_key):
        raise ConfigError("server.tls_cert and server.tls_key must both be set for TLS")
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    try:
        context.load_cert_chain(_check_file(config.tls_cert, "server.tls_cert"),
                                _check_file(config.tls_key, "server.tls_key"))
        if config.tls_client_ca:
            context.load_verify_locations(_check_file(config.tls_client_ca,
                                                      "server.tls_client_ca"))
            context.verify_mode = ssl.CERT_REQUIRED
    except ssl.SSLError as exc:
        raise ConfigError(f"cannot load listener TLS material: {exc.reason}") from None
    return context


def client_context(ca: str = "", cert: str = "", key: str = "") -> ssl.SSLContext:
    """Client context verifying the peer against ``ca`` (system CAs when empty)."""
    context = ssl.create_default_context(ssl.Purpose.SERVER_AUTH)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    try:
        if ca:
            context.load_verify_locations(_check_file(ca, "CA bundle"))
        if cert or key:
            if not (cert and key):
                raise ConfigError("a client certificate needs both a certificate and a key")
            context.load_cert_chain(_check_file(cert, "client certificate"),
                                    _check_file(key, "client key"))
    except ssl.SSLError as exc:
        raise ConfigError(f"cannot load client TLS material: {exc.reason}") from None
    return context


def downstream_context(config: ServerConfig) -> ssl.SSLContext:
    return client_context(config.downstream_ca, config.downstream_cert, config.downstream_key)


Network = ipaddress.IPv4Network | ipaddress.IPv6Network


def parse_allowlist(cidrs: Iterable[str]) -> list[Network]:
    """CIDRs (or bare addresses) of allowed client networks."""
    networks: list[Network] = []
    for item in cidrs:
        try:
            networks.append(ipaddress.ip_network(item.strip(), strict=False))
        except ValueError:
            raise ConfigError(f"server.allow: not a network: {item!r}") from None
    return networks


def allowed(peer_ip: str, networks: list[Network]) -> bool:
    """Whether a client address is in the allowlist (an empty list allows all)."""
    if not networks:
        return True
    try:
        address = ipaddress.ip_address(peer_ip.split("%", 1)[0])
    except ValueError:
        return False
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        mapped = address.ipv4_mapped
        if any(mapped in net for net in networks):
            return True
    return any(address in net for net in networks)

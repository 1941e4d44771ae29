"""Where a webhook may be sent: https:// to a public address (no SSRF into our network).

The host is resolved, and every address it resolves to must be global: loopback,
private, link-local, shared (100.64/10), multicast and reserved ranges are refused (and
IPv6 forms that carry an IPv4 address: mapped ones are judged as that address; NAT64,
6to4, Teredo, IPv4-compatible, SIIT and site-local ones are refused outright), at
registration and again at every delivery (a name may be pointed elsewhere later). The
delivery then connects to an address checked here, not to a second lookup.
WEBHOOK_ALLOW_LOOPBACK lets loopback through (tests; a receiver on the same host).
"""

import ipaddress
import os
import socket
import threading
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from urllib.parse import urlsplit

from django.conf import settings


class TargetRefused(ValueError):
    """A URL a webhook may not be sent to; the message says why."""

    code = "invalid_target"


class ResolveTimedOut(TargetRefused):
    """The host's lookup took longer than allowed (a slow or hostile name server)."""


RESOLVE_SECONDS = 3.0  # a lookup's time at most (registration, and each delivery)
# Lookups run here, not in the web (or I/O) thread that waits for them: a slow name server
# holds one of these threads until the resolver gives up, never the caller past its time.
_resolvers: dict[int, ThreadPoolExecutor] = {}  # this process's (a forked one makes its own)
_resolvers_lock = threading.Lock()


def _resolver_pool() -> ThreadPoolExecutor:
    with _resolvers_lock:
        pool = _resolvers.get(os.getpid())
        if pool is None:
            _resolvers.clear()
            pool = _resolvers[os.getpid()] = ThreadPoolExecutor(
                max_workers=8, thread_name_prefix="webhook-dns"
            )
        return pool


def resolve(hostname: str, port: int, timeout: float | None = None) -> list:
    """``getaddrinfo`` for the host, within ``timeout`` (at most :data:`RESOLVE_SECONDS`),
    or :class:`ResolveTimedOut`."""
    timeout = RESOLVE_SECONDS if timeout is None else min(timeout, RESOLVE_SECONDS)
    lookup = _resolver_pool().submit(socket.getaddrinfo, hostname, port, type=socket.SOCK_STREAM)
    try:
        return lookup.result(timeout=max(timeout, 0.01))
    except FutureTimeout:
        lookup.cancel()
        raise ResolveTimedOut(f"{hostname} could not resolve in time") from None


def checked_target(url: str, timeout: float | None = None) -> tuple[str, int, str]:
    """(host, port, one checked address) for ``url``, or :class:`TargetRefused` (its
    lookup within ``timeout`` seconds, at most :data:`RESOLVE_SECONDS`)."""
    try:
        parts = urlsplit(url)
        port = parts.port or 443
    except ValueError:
        raise TargetRefused("not a URL") from None
    if parts.scheme != "https":
        raise TargetRefused("the URL must start with https://")
    if not parts.hostname or parts.username or parts.password:
        raise TargetRefused("the URL needs a host, and no user or password")
    try:
        found = resolve(parts.hostname, port, timeout)
    except (OSError, UnicodeError):
        raise TargetRefused(f"{parts.hostname} does not resolve") from None
    addresses = [info[4][0] for info in found]
    for address in addresses:
        refused_because(ipaddress.ip_address(address.split("%")[0]))
    return parts.hostname, port, addresses[0]


# IPv6 ranges that reach an IPv4 address through a translator or a tunnel, or are
# deprecated: never a target, whatever IPv4 they carry (a NAT64 gateway turns
# 64:ff9b::a00:1 into 10.0.0.1; `is_global` calls most of them global).
TRANSLATED = {
    ipaddress.ip_network("64:ff9b::/96"): "NAT64",
    ipaddress.ip_network("64:ff9b:1::/48"): "local-use NAT64",
    ipaddress.ip_network("2002::/16"): "6to4",
    ipaddress.ip_network("2001::/32"): "Teredo",
    ipaddress.ip_network("::/96"): "IPv4-compatible",
    ipaddress.ip_network("::ffff:0:0:0/96"): "SIIT (IPv4-translated)",
    ipaddress.ip_network("fec0::/10"): "site-local (deprecated)",
}


def embedded_ipv4(address: ipaddress.IPv6Address) -> list[ipaddress.IPv4Address]:
    """Every IPv4 address ``address`` carries, in any form we know of."""
    found = []
    if address.ipv4_mapped:
        found.append(address.ipv4_mapped)
    if address.sixtofour:
        found.append(address.sixtofour)
    if address.teredo:
        found.extend(address.teredo)  # (server, client)
    for prefix in ("64:ff9b::/96", "::/96", "::ffff:0:0:0/96"):
        if address in ipaddress.ip_network(prefix) and int(address) > 1:  # not :: or ::1
            found.append(ipaddress.IPv4Address(int(address) & 0xFFFFFFFF))
    return found


def refused_because(address) -> None:
    """:class:`TargetRefused` for an address that is not public (loopback when allowed).
    An IPv6 address is refused for any IPv4 it embeds that is not public, and for being in
    a translation or deprecated range at all (:data:`TRANSLATED`); IPv4-mapped ones are
    judged as their IPv4 address."""
    if address.is_loopback and settings.WEBHOOK_ALLOW_LOOPBACK:
        return  # ::1 too, which is in ::/96
    if address.version == 6:
        carried = embedded_ipv4(address)
        for inner in carried:
            if not (inner.is_global and not inner.is_multicast) and not (
                inner.is_loopback and settings.WEBHOOK_ALLOW_LOOPBACK
            ):
                raise TargetRefused(f"{address} is not a public address (it carries {inner})")
        for network, kind in TRANSLATED.items():
            if address in network and int(address) > 1:  # :: and ::1 are judged below
                raise TargetRefused(f"{address} is not a public address ({kind})")
        if address.ipv4_mapped:
            address = address.ipv4_mapped
    if address.is_loopback and settings.WEBHOOK_ALLOW_LOOPBACK:
        return
    if not address.is_global or address.is_multicast:
        raise TargetRefused(f"{address} is not a public address")

"""Where a webhook may be sent: https:// to a public address (no SSRF into our network).

Every address a webhook goes to must be global: loopback, private, link-local, shared
(100.64/10), multicast and reserved ranges are refused (and IPv6 forms that carry an IPv4
address: mapped ones are judged as that address; NAT64, 6to4, Teredo, IPv4-compatible,
SIIT and site-local ones are refused outright). Registration (API, admin) checks what needs
no network (:func:`checked_url`: the URL's form, an IP-literal host, ``localhost``): a web
request never waits on DNS (the fourteenth pass, N-1). A host name is resolved at every
delivery, in the worker's I/O thread (:func:`checked_target`), and each address it resolves
to is checked there (a name may be pointed elsewhere at any time); the delivery then
connects to an address checked here, not to a second lookup. An IP literal is never looked
up. WEBHOOK_ALLOW_LOOPBACK lets loopback through (tests; a receiver on the same host).
"""

import ipaddress
import os
import socket
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from urllib.parse import urlsplit

from django.conf import settings


class TargetRefused(ValueError):
    """A URL a webhook may not be sent to; the message says why."""

    code = "invalid_target"


class ResolveTimedOut(TargetRefused):
    """The host's lookup took longer than allowed (a slow or hostile name server)."""


class ResolveUnavailable(ResolveTimedOut):
    """The name server could not answer now (``EAI_AGAIN``, "temporary failure in name
    resolution"): tried again later, as a slow lookup is, never taken for a bad target."""


class ResolveBusy(ResolveTimedOut):
    """The tenant's other lookups still hold its share of the resolver threads."""


RESOLVE_SECONDS = 3.0  # a lookup's time at most (each delivery's)
# A lookup's failures that say nothing of the name (the name server did not answer, or
# the resolver ran out of memory): the delivery is tried again (the twentieth pass, W-1).
TEMPORARY_LOOKUP_ERRORS = {socket.EAI_AGAIN, getattr(socket, "EAI_MEMORY", socket.EAI_AGAIN)}
RESOLVE_THREADS = 8
# A tenant's lookups running at once in a process, given up on or not: its slow name
# server holds at most these threads, never all of them, so other tenants' lookups still
# start at once. A quarter: four such tenants together are needed to fill the pool.
RESOLVE_PER_TENANT = 2
# Lookups run here (only at delivery), not in the I/O thread that waits for them: a slow
# name server holds one of these threads until the resolver gives up, never the caller
# past its time.
_resolvers: dict[int, ThreadPoolExecutor] = {}  # this process's (a forked one makes its own)
_slots: dict = {}  # tenant id -> a semaphore of RESOLVE_PER_TENANT, this process's
_resolvers_lock = threading.Lock()


def _resolver_pool() -> ThreadPoolExecutor:
    with _resolvers_lock:
        pool = _resolvers.get(os.getpid())
        if pool is None:
            _resolvers.clear()
            _slots.clear()  # the parent's threads are not this process's
            pool = _resolvers[os.getpid()] = ThreadPoolExecutor(
                max_workers=RESOLVE_THREADS, thread_name_prefix="webhook-dns"
            )
        return pool


def lookups_in_flight() -> dict:
    """Each tenant's lookups running in this process (those given up on included)."""
    with _resolvers_lock:
        return {
            tenant: RESOLVE_PER_TENANT - slot._value
            for tenant, slot in _slots.items()
            if slot._value < RESOLVE_PER_TENANT
        }


def _slot(tenant_id) -> threading.BoundedSemaphore:
    with _resolvers_lock:
        return _slots.setdefault(tenant_id, threading.BoundedSemaphore(RESOLVE_PER_TENANT))


def resolve(
    hostname: str, port: int, timeout: float | None = None, tenant_id: int | None = None
) -> list:
    """``getaddrinfo`` for the host, within ``timeout`` (at most :data:`RESOLVE_SECONDS`),
    or :class:`ResolveTimedOut`; :class:`ResolveBusy` when the tenant's
    :data:`RESOLVE_PER_TENANT` lookups stay running all that time (``None`` counts as one
    tenant)."""
    timeout = RESOLVE_SECONDS if timeout is None else min(timeout, RESOLVE_SECONDS)
    began = time.monotonic()
    pool, slot = _resolver_pool(), _slot(tenant_id)
    # A quick lookup of the tenant's frees its slot at once; slow ones keep theirs.
    if not slot.acquire(timeout=max(timeout, 0.01)):
        raise ResolveBusy(
            f"{hostname} could not be looked up now: this tenant's other lookups are "
            "still running; try again in a few seconds"
        )
    try:
        lookup = pool.submit(socket.getaddrinfo, hostname, port, type=socket.SOCK_STREAM)
    except BaseException:
        slot.release()
        raise
    # Held until the lookup itself ends, not when its caller stops waiting.
    lookup.add_done_callback(lambda _: slot.release())
    try:
        return lookup.result(timeout=max(timeout - (time.monotonic() - began), 0.01))
    except FutureTimeout:
        lookup.cancel()
        raise ResolveTimedOut(f"{hostname} could not resolve in time") from None


def literal_address(hostname: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    """The host as an IP address when it is one, in any spelling the resolver reads as one
    (``127.1``, ``0x7f.0.0.1``, ``2130706433`` too), found without a lookup; None for a
    name."""
    try:
        return ipaddress.ip_address(hostname.split("%")[0])
    except ValueError:
        pass
    try:
        return ipaddress.IPv4Address(socket.inet_aton(hostname))  # a parse, no network
    except (OSError, ValueError):
        return None


def checked_url(
    url: str,
) -> tuple[str, int, ipaddress.IPv4Address | ipaddress.IPv6Address | None]:
    """(host, port, its IP address or None for a name) for ``url``, or
    :class:`TargetRefused`: all that is checked without the network (registration's whole
    check). An IP-literal host is judged here; a name only for its form and for
    ``localhost``, its addresses at delivery (:func:`checked_target`)."""
    try:
        parts = urlsplit(url)
        port = 443 if parts.port is None else parts.port
    except ValueError:
        raise TargetRefused("not a URL") from None
    if port == 0:  # "or 443" took it for the default (the thirtieth pass, L-2)
        raise TargetRefused("the URL's port must be 1 to 65535")
    if parts.scheme != "https":
        raise TargetRefused("the URL must start with https://")
    if not parts.hostname or parts.username or parts.password:
        raise TargetRefused("the URL needs a host, and no user or password")
    host = canonical_host(parts.hostname)  # looked up, and asked for, as compared
    address = literal_address(host)
    if address is not None:
        refused_because(address)
        return host, port, address
    try:
        host.encode("idna")  # as getaddrinfo will encode it
    except UnicodeError:
        raise TargetRefused(f"{host} is not a valid host name") from None
    loopback = host == "localhost" or host.endswith(".localhost")  # always, RFC 6761
    if loopback and not settings.WEBHOOK_ALLOW_LOOPBACK:
        raise TargetRefused(f"{host} is not a public address (loopback)")
    return host, port, None


def checked_target(
    url: str, timeout: float | None = None, tenant_id: int | None = None
) -> tuple[str, int, str]:
    """(host, port, one checked address) for ``url``, or :class:`TargetRefused`: at
    delivery, in an I/O thread. A name's lookup within ``timeout`` seconds, at most
    :data:`RESOLVE_SECONDS`, one of the tenant's at most :data:`RESOLVE_PER_TENANT` at
    once (:class:`ResolveBusy`); an IP literal is not looked up (nor waits for the
    resolver threads)."""
    host, port, literal = checked_url(url)
    if literal is not None:
        return host, port, str(literal)
    try:
        found = resolve(host, port, timeout, tenant_id)
    except socket.gaierror as exc:
        if exc.errno in TEMPORARY_LOOKUP_ERRORS:
            raise ResolveUnavailable(f"{host} could not be looked up now ({exc})") from None
        raise TargetRefused(f"{host} does not resolve") from None
    except (OSError, UnicodeError):
        raise TargetRefused(f"{host} does not resolve") from None
    addresses = [info[4][0] for info in found]
    for address in addresses:
        refused_because(ipaddress.ip_address(address.split("%")[0]))
    return host, port, addresses[0]


def canonical_host(host: str) -> str:
    """``host`` as the resolver reads it: a name through the IDNA codec, as
    ``getaddrinfo`` encodes it (NFKC and case folded: ``ｈook1`` is ``hook1``, ``bücher``
    is ``xn--bcher-kva``), lowercased and without a trailing dot; an IP address in its
    canonical form (an IPv4-mapped IPv6 one as its IPv4)."""
    if ":" not in host:  # IPv6 literals are not names
        try:
            host = host.encode("idna").decode("ascii")
        except UnicodeError:
            pass  # no name the resolver takes: refused when looked up
        host = host.lower().removesuffix(".")
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return host.lower()
    return str(getattr(address, "ipv4_mapped", None) or address)


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

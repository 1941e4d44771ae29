"""Where a webhook may be sent: https:// to a public address (no SSRF into our network).

The host is resolved, and every address it resolves to must be global: loopback,
private, link-local, shared (100.64/10), multicast and reserved ranges are refused, at
registration and again at every delivery (a name may be pointed elsewhere later). The
delivery then connects to an address checked here, not to a second lookup.
WEBHOOK_ALLOW_LOOPBACK lets loopback through (tests; a receiver on the same host).
"""

import ipaddress
import socket
from urllib.parse import urlsplit

from django.conf import settings


class TargetRefused(ValueError):
    """A URL a webhook may not be sent to; the message says why."""

    code = "invalid_target"


def checked_target(url: str) -> tuple[str, int, str]:
    """(host, port, one checked address) for ``url``, or :class:`TargetRefused`."""
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
        found = socket.getaddrinfo(parts.hostname, port, type=socket.SOCK_STREAM)
    except (OSError, UnicodeError):
        raise TargetRefused(f"{parts.hostname} does not resolve") from None
    addresses = [info[4][0] for info in found]
    for address in addresses:
        refused_because(ipaddress.ip_address(address.split("%")[0]))
    return parts.hostname, port, addresses[0]


def refused_because(address) -> None:
    """:class:`TargetRefused` for an address that is not public (loopback when allowed)."""
    if address.version == 6 and address.ipv4_mapped:
        address = address.ipv4_mapped
    if address.is_loopback and settings.WEBHOOK_ALLOW_LOOPBACK:
        return
    if not address.is_global or address.is_multicast:
        raise TargetRefused(f"{address} is not a public address")

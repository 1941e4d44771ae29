"""Signing an event's body: ``X-TTS-Signature: t=<unix seconds>,v1=<hex>``, where hex is
HMAC-SHA256 with the endpoint's secret over ``"<t>.<body>"`` (Stripe's scheme). A receiver
recomputes it, compares in constant time, and refuses a timestamp too far from its clock
(a replayed request)."""

import hashlib
import hmac
import time

HEADER = "X-TTS-Signature"
TOLERANCE_SECONDS = 300


def signature(secret: str, body: bytes, timestamp: int) -> str:
    """The header's value for ``body`` sent at ``timestamp``."""
    mac = hmac.new(secret.encode(), f"{timestamp}.".encode() + body, hashlib.sha256)
    return f"t={timestamp},v1={mac.hexdigest()}"


def verify(secret: str, header: str, body: bytes, now: float | None = None) -> bool:
    """Whether ``header`` signs ``body`` with ``secret``, within TOLERANCE_SECONDS."""
    fields = dict(part.split("=", 1) for part in header.split(",") if "=" in part)
    try:
        timestamp = int(fields["t"])
    except (KeyError, ValueError):
        return False
    if abs((time.time() if now is None else now) - timestamp) > TOLERANCE_SECONDS:
        return False
    expected = signature(secret, body, timestamp).split("v1=", 1)[1]
    return hmac.compare_digest(expected, fields.get("v1", ""))

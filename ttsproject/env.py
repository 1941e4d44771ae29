"""Reading the environment for settings.py: tiny helpers that parse one variable each and
refuse a value they cannot read, naming it, instead of guessing what was meant."""

import math
import os
from pathlib import Path
from typing import NoReturn

from django.core.exceptions import ImproperlyConfigured


# A typo in a boolean, number, list or choice stops the start, naming the variable, the
# value and what is accepted, instead of reading as false or failing in a worker later.
def refuse(name: str, value: str, accepted: str) -> NoReturn:
    raise ImproperlyConfigured(f"{name}={value!r} is not accepted: use {accepted}")


def envvalue(name: str, default: str | None) -> str | None:
    """The variable, spaces stripped; ``default`` when it is unset or empty."""
    return os.getenv(name, "").strip() or default


def envstr(name: str, default: str) -> str:
    """The variable as given: empty is a value here (``API_RATE=`` means no rate limit)."""
    return os.getenv(name, default)


def envbool(name: str, default: str, auto: bool | None = None) -> bool:
    """true/false, 1/0, yes/no or on/off, in any case; with ``auto`` given, also "auto",
    which means that."""
    value = envvalue(name, default)
    if value.lower() in ("true", "1", "yes", "on"):
        return True
    if value.lower() in ("false", "0", "no", "off"):
        return False
    if auto is not None and value.lower() == "auto":
        return auto
    also = "auto, " if auto is not None else ""
    refuse(name, value, f"{also}true, false, 1, 0, yes, no, on or off (any case)")


def bounds(least: float | None, most: float | None) -> str:
    if least is not None and most is not None:
        return f" from {least} to {most}"
    if least is not None:
        return f" of at least {least}"
    return "" if most is None else f" of at most {most}"


def envnumber(name, default, parse, kind: str, least, most):
    value = envvalue(name, default)
    if value is None:
        return None
    try:
        number = parse(value)
    except ValueError:
        number = math.nan
    # float() reads "nan" and "inf": neither is a count, a size or a duration.
    low = least is not None and number < least
    high = most is not None and number > most
    if not math.isfinite(number) or low or high:
        refuse(name, value, kind + bounds(least, most))
    return number


def envint(
    name: str, default: str | None, *, min: int | None = None, max: int | None = None
) -> int | None:
    """A whole number within ``min`` and ``max``; None only when unset with no default."""
    return envnumber(name, default, int, "a whole number", min, max)


def envfloat(
    name: str, default: str, *, min: float | None = None, max: float | None = None
) -> float:
    """A number (``1``, ``0.5``) within ``min`` and ``max``."""
    return envnumber(name, default, float, "a number", min, max)


def envchoice(name: str, default: str, choices: tuple[str, ...]) -> str:
    """One of ``choices`` (in any case), spelled as in ``choices``."""
    value = envvalue(name, default)
    for choice in choices:
        if value.lower() == choice.lower():
            return choice
    refuse(name, value, ", ".join(choices[:-1]) + f" or {choices[-1]}")


def envlist(name: str, default: str) -> list[str]:
    """Comma-separated values, spaces around each ignored. Empty is an empty list, not the
    default: ``METRICS_ALLOWED_IPS=`` lets no address in without the token."""
    value = os.getenv(name, default)
    if not value.strip():
        return []
    items = [item.strip() for item in value.split(",")]
    if "" in items:
        refuse(name, value, "comma-separated values with none empty, e.g. 'a,b'")
    return items


def envpath(name: str, default: Path) -> Path:
    return Path(envvalue(name, None) or default).expanduser().resolve()

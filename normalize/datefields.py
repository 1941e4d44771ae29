"""A date written in digits, split into year, month and day by an SSML ``format``.

SSML's ``<say-as interpret-as="date" format="mdy">`` names the order of the fields
("ymd", "dmy", "mdy", "md", "dm", "ym", "my", "y", "m", "d"). Without a format a leading
four-digit group is a year ("2024-03-05": ymd) and otherwise the language's own order
applies. The language modules read the fields; this only splits them.
"""

import re

from .numbers import ascii_digits


def date_fields(text: str, format: str | None, default: str) -> dict[str, int] | None:
    """{"y": 2024, "m": 3, "d": 5} for "2024-03-05", or None when the text is not a date
    in that format (a month past 12, a day past 31, a field missing or left over)."""
    groups = re.findall(r"\d+", ascii_digits(text))
    order = (format or "").strip().lower()
    if len(groups) == 1 and len(groups[0]) == 8 and order in ("", "ymd"):
        groups = [groups[0][:4], groups[0][4:6], groups[0][6:]]  # 20240305
    if not order:
        order = "ymd"[: len(groups)] if groups and len(groups[0]) == 4 else default
        if len(groups) == 3 and len(groups[-1]) == 4 and order.startswith("y"):
            order = "mdy"  # 3/5/2024 in a year-first language: as the US writes it
        if len(groups) < len(order):
            order = order.replace("y", "")[: len(groups)]
    if not groups or len(order) != len(groups) or set(order) - set("ymd"):
        return None
    fields = {key: int(value) for key, value in zip(order, groups, strict=True)}
    if not 1 <= fields.get("m", 1) <= 12 or not 1 <= fields.get("d", 1) <= 31:
        return None
    return fields

"""JSON from clients, bounded by what decoding it costs, before it is decoded.

Decoding JSON costs by the values it makes, not by its bytes: a 1 MB body of empty lists
(``[[],[],...]``, 333,000 of them) took 0.37-0.68 s of a web process's CPU, holding the
GIL, where a 1 MB string took 2 ms; a 76 KB socket message of them 36 ms on the event loop
(the twenty-ninth hostile pass, H-1 and M-1). No request of ours needs many arrays or
objects (a batch of ``API_MAX_BATCH_ITEMS`` items, a voice style's ~70 rows), so each way
in counts them first and refuses a text past its limit undecoded.

The count is linear and runs in C: escaped backslashes and quotes are dropped, the text is
split at its remaining quotes (every other piece is inside a string), and ``[`` and ``{``
are counted in the pieces outside strings. A text that is not JSON may be miscounted; the
decoder refuses it anyway.
"""

from django.conf import settings


def _outside_strings(text: str | bytes) -> str | bytes:
    """``text`` (JSON) without its strings' contents: escaped backslashes and quotes
    dropped, then every other piece between the remaining quotes."""
    if isinstance(text, bytes):
        return b"".join(text.replace(b"\\\\", b"").replace(b'\\"', b"").split(b'"')[0::2])
    return "".join(text.replace("\\\\", "").replace('\\"', "").split('"')[0::2])


def counts(text: str | bytes) -> tuple[int, int]:
    """(arrays and objects, values) ``text`` (JSON) holds outside its strings: its values
    are its arrays and objects and the commas between items (a number, a string, a member
    each). One pass over the text for both."""
    if isinstance(text, bytes):
        opens, comma = (b"[", b"{"), b","
    else:
        opens, comma = ("[", "{"), ","
    outside = _outside_strings(text)
    found = outside.count(opens[0]) + outside.count(opens[1])
    return found, found + outside.count(comma)


def containers(text: str | bytes) -> int:
    """How many arrays and objects ``text`` (JSON) opens outside its strings."""
    return counts(text)[0]


def values(text: str | bytes) -> int:
    """About how many values ``text`` (JSON) holds (:func:`counts`)."""
    return counts(text)[1]


def body_limit() -> int:
    """The arrays and objects an HTTP body may hold (API_MAX_JSON_CONTAINERS)."""
    return settings.API_MAX_JSON_CONTAINERS


def body_values_limit() -> int:
    """The values an HTTP body may hold (API_MAX_JSON_VALUES)."""
    return settings.API_MAX_JSON_VALUES


class TooManyContainers(ValueError):
    """A JSON text with more arrays and objects (or values) than its way in takes."""

    def __init__(self, limit: int, what: str = "arrays and objects"):
        super().__init__(f"more than {limit:,} {what}")
        self.limit = limit


def check(text: str | bytes, limit: int, values_limit: int | None = None) -> None:
    """Raise :class:`TooManyContainers` when ``text`` opens more than ``limit`` arrays and
    objects, or holds more than ``values_limit`` values (when given)."""
    found, held = counts(text)
    if found > limit:
        raise TooManyContainers(limit)
    if values_limit is not None and held > values_limit:
        raise TooManyContainers(values_limit, "values")


def check_body(text: str | bytes) -> None:
    """:func:`check` with an HTTP body's limits (API_MAX_JSON_CONTAINERS, _VALUES)."""
    check(text, body_limit(), body_values_limit())

"""Small SVG charts drawn on the server: no JavaScript library, readable in a test."""

import math

from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

WIDTH, HEIGHT, PAD = 320, 110, 18


def bars(
    series: list[tuple[str, float]], *, title: str, unit: str = "", color="#417690", shown=None
):
    """One bar per (label, value), with the largest value and the first/last labels; a
    zero draws no bar. ``shown`` writes a value (:func:`number`, or :func:`money`)."""
    shown = shown or number
    values = [v or 0 for _, v in series]
    top = max(values, default=0) or 1
    width = (WIDTH - 2) / max(1, len(series))
    shapes = []
    for i, (label, value) in enumerate(series):
        if not value:
            continue
        h = (HEIGHT - 2 * PAD) * value / top
        x, y = 1 + i * width, HEIGHT - PAD - h
        shapes.append(
            f'<rect x="{x:.1f}" y="{y:.1f}" width="{max(1, width - 2):.1f}" height="{h:.1f}" '
            f'fill="{color}"><title>{escape(label)}: {shown(value)}{escape(unit)}'
            "</title></rect>"
        )
    return _frame(title, series, shapes, f"max {shown(max(values, default=0))}{unit}")


def lines(
    named: dict[str, list[tuple[str, float | None]]], *, title: str, unit: str = "", top=None
):
    """One line per name over the same labels; None values leave gaps."""
    colors = ["#417690", "#ba2121", "#5b8a32"]
    labels = next(iter(named.values()), [])
    found = [v for series in named.values() for _, v in series if v is not None]
    top = top or max(found, default=0) or 1
    step = (WIDTH - 2 * PAD) / max(1, len(labels) - 1)
    shapes, legend = [], []
    for n, (name, series) in enumerate(named.items()):
        color = colors[n % len(colors)]
        points = [
            (PAD + i * step, HEIGHT - PAD - (HEIGHT - 2 * PAD) * v / top, label, v)
            for i, (label, v) in enumerate(series)
            if v is not None
        ]
        if len(points) > 1:
            path = " ".join(f"{x:.1f},{y:.1f}" for x, y, _, _ in points)
            shapes.append(f'<polyline points="{path}" fill="none" stroke="{color}"/>')
        for x, y, label, v in points:
            shapes.append(
                f'<circle cx="{x:.1f}" cy="{y:.1f}" r="2.5" fill="{color}">'
                f"<title>{escape(name)} {escape(label)}: {number(v)}{escape(unit)}</title>"
                "</circle>"
            )
        legend.append(f'<tspan fill="{color}">{escape(name)}</tspan>')
    scale = f"0–{number(top)}{unit}" if found else ""  # the height of the chart
    return _frame(title, labels, shapes, " ".join(legend) or "", raw_note=True, corner=scale)


def _frame(title, series, shapes, note, raw_note=False, corner="") -> SafeString:
    first = escape(series[0][0]) if series else ""
    last = escape(series[-1][0]) if series else ""
    note = note if raw_note else escape(note)
    # Labels in the page's text colour (currentColor), so they read in the dark theme too.
    return mark_safe(
        f'<svg class="chart" viewBox="0 0 {WIDTH} {HEIGHT}" width="{WIDTH}" height="{HEIGHT}" '
        f'role="img" aria-label="{escape(title)}" fill="currentColor">'
        f'<line x1="0" x2="{WIDTH}" y1="{HEIGHT - PAD}" y2="{HEIGHT - PAD}" stroke="#999"/>'
        f"{''.join(shapes)}"
        f'<text x="2" y="12" font-size="10">{note}</text>'
        f'<text x="{WIDTH - 2}" y="12" font-size="9" text-anchor="end">{escape(corner)}</text>'
        f'<text x="2" y="{HEIGHT - 4}" font-size="9">{first}</text>'
        f'<text x="{WIDTH - 2}" y="{HEIGHT - 4}" font-size="9" text-anchor="end">{last}</text>'
        "</svg>"
    )


def number(value) -> str:
    """A figure for people: whole numbers as they are, fractions to two decimals, and a
    fraction under 0.01 to two significant digits (a bill of $0.00195 read "0.00", beside
    a full-height bar)."""
    if value is None:
        return "—"
    if isinstance(value, float) and not value.is_integer():
        if abs(value) >= 0.01:
            return f"{value:,.2f}"
        digits = 1 - math.floor(math.log10(abs(value)))
        return f"{value:.{digits}f}".rstrip("0")
    return f"{int(value):,}"


def money(value: float) -> str:
    """Dollars to the cent ("$16.00"), and a sum under a cent as :func:`number` writes it."""
    return f"${number(value)}" if 0 < value < 0.01 else f"${value:,.2f}"

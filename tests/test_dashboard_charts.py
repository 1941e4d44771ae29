"""The dashboard's bar charts say what they draw: a zero draws no bar, and a figure under
a cent is not written "0.00" beside a full-height bar (a 122-character day's bill, $0.002,
read "max 0.00" over the tallest bar: issue 34)."""

import re

from core.charts import bars, money, number


def heights(svg: str) -> list[float]:
    return [float(h) for h in re.findall(r'<rect [^>]*height="([0-9.]+)"', svg)]


def test_a_zero_draws_no_bar():
    svg = bars([("Dec 04", 0), ("Dec 05", 0.0), ("Dec 06", 3)], title="requests")
    assert heights(svg) == [74.0]
    assert "Dec 06: 3</title>" in svg


def test_a_chart_of_zeros_draws_no_bar():
    svg = bars([("Dec 04", 0.0), ("Dec 05", 0)], title="failures")
    assert heights(svg) == [] and "max 0<" in svg


def test_a_bill_under_a_cent_is_not_written_as_zero():
    svg = bars([("Dec 04", 0.0), ("Dec 05", 122 * 16 / 1_000_000)], title="bill", shown=money)
    assert "max $0.002<" in svg and "Dec 05: $0.002</title>" in svg
    assert "0.00<" not in svg and "0.00</title>" not in svg


def test_figures_read_as_people_write_them():
    assert [number(v) for v in (0.00195, 0.0005, 0.01, 3.14159, 16.0, 1234)] == [
        "0.0019", "0.0005", "0.01", "3.14", "16", "1,234"
    ]  # fmt: skip
    assert [money(v) for v in (0.0, 0.00195, 16.0, 1234.5)] == [
        "$0.00", "$0.0019", "$16.00", "$1,234.50"
    ]  # fmt: skip

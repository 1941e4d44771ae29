"""The dashboard in Chromium on a newcomer's first day (issue 34): one request of 122
characters. The bill's chart drew a full-height bar over "max 0.00"; a chart with no
value draws no bar at all. Screenshots at 1280 and 1920 px in
``$SCREENSHOTS_DIR/dashboard/``."""

import pytest

from metering.meter import record
from tests.conftest import SCREENSHOTS


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("width", [1280, 1920])
def test_a_first_days_dashboard_draws_what_its_figures_say(
    make_tenant, make_member, live_server, browser, width
):
    folder = SCREENSHOTS / "dashboard"
    folder.mkdir(parents=True, exist_ok=True)
    tenant = make_tenant("acme")
    record(tenant, surface="speech", characters=122)
    editor = make_member(tenant, "editor")
    page = browser.new_page(viewport={"width": width, "height": 1000})
    page.goto(f"{live_server.url}/admin/login/?next=/admin/review/dashboard/")
    page.fill("#id_username", editor.username)
    page.fill("#id_password", "pw")
    page.click("input[type=submit]")
    page.wait_for_selector("#totals")
    page.screenshot(path=folder / f"first-day-{width}.png", full_page=True)

    assert page.inner_text("#total-vendor-bill") == "$0.002"
    assert "(at $16 per million)" in page.inner_text("#totals")
    charts = page.eval_on_selector_all(
        ".charts figure",
        """figures => figures.map(f => ({
            caption: f.querySelector('figcaption').textContent,
            note: f.querySelector('svg text').textContent,
            bars: [...f.querySelectorAll('rect')].map(r => r.getBBox().height)}))""",
    )
    by_caption = {c["caption"]: c for c in charts}
    bill = by_caption["A commercial API's bill a day"]
    assert bill["note"] == "max $0.002" and len(bill["bars"]) == 1, bill
    for caption in ("Failed jobs", "Timeouts", "Review backlog", "Synthesis seconds saved"):
        assert by_caption[caption]["bars"] == [], by_caption[caption]  # all zero: no bar

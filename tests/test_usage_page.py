"""A tenant's own staff see its usage in the admin, with a daily chart, and never another
tenant's ("Charlie should have no access to Alice's stuff")."""

from datetime import UTC, datetime

import pytest

from metering.meter import record
from tests.conftest import SCREENSHOTS

pytestmark = pytest.mark.backend
PAGE = "/admin/metering/usage/"


def test_a_member_sees_their_tenants_usage_and_not_anothers(client, three_tenants):
    tenants, users = three_tenants
    record(tenants["alice"], surface="speech", key_prefix="aaaa1111", characters=4321)
    record(tenants["charlie"], surface="openai", key_prefix="cccc3333", characters=77)
    client.force_login(users["charlie"])
    page = client.get(PAGE).content.decode()
    assert 'id="usage-characters">77<' in page and "4321" not in page and "4,321" not in page
    assert "<svg" in page and "openai" in page and "tts_cccc3333_" in page
    today = datetime.now(UTC).date()
    assert f"{today:%b %d}: 77" in page  # the chart's bar for today
    other = client.get(PAGE, {"tenant": tenants["alice"].pk}).content.decode()
    assert "4321" not in other and "4,321" not in other


def test_the_figures_are_grouped_in_thousands(client, three_tenants):
    tenants, users = three_tenants
    record(tenants["alice"], surface="speech", key_prefix="aaaa1111", characters=1344000)
    client.force_login(users["alice"])
    page = client.get(PAGE).content.decode()
    assert 'id="usage-characters">1,344,000<' in page
    assert '<td class="n">1,344,000</td>' in page  # by way in, and by key


def test_someone_without_a_tenant_cannot_see_it(client, django_user_model, db):
    user = django_user_model.objects.create_user("nobody", password="x", is_staff=True)
    client.force_login(user)
    assert client.get(PAGE).status_code == 403


def test_the_usage_page_draws_its_daily_chart_in_a_browser(
    live_server, browser, make_tenant, make_member, tmp_path
):
    from datetime import timedelta

    acme = make_tenant("acme")
    member = make_member(acme, "editor")
    today = datetime.now(UTC).date()
    for n, (surface, chars) in enumerate([("speech", 120), ("openai", 300), ("playground", 80)]):
        for back in range(0, 14, n + 1):
            day = today - timedelta(days=back)
            key = "" if surface == "playground" else "ab12cd34"
            record(acme, surface=surface, key_prefix=key, characters=chars + back, day=day)
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.goto(f"{live_server.url}/admin/login/?next={PAGE}")
    page.fill("#id_username", member.username)
    page.fill("#id_password", "pw")
    page.click("input[type=submit]")
    page.wait_for_selector("#usage-daily svg")
    bars = page.locator("#usage-daily svg rect")
    # the default span is 30 days; a bar for each of the 14 with usage, none for an empty day
    assert bars.count() == 14
    assert page.locator("#usage-characters").inner_text() != "0"
    SCREENSHOTS.joinpath("usage").mkdir(parents=True, exist_ok=True)
    page.screenshot(path=SCREENSHOTS / "usage" / "usage-1280.png", full_page=True)


def test_the_staffs_previews_are_not_counted_under_the_playground(client, three_tenants):
    """What the staff render in the admin and what the playground speaks both come without
    a key: the table by key names each by its way in, as the table by way in does."""
    tenants, users = three_tenants
    record(tenants["charlie"], surface="admin", characters=219)
    record(tenants["charlie"], surface="playground", characters=291)
    record(tenants["charlie"], surface="speech", key_prefix="cccc3333", characters=50)
    client.force_login(users["charlie"])
    page = client.get(PAGE).content.decode()
    keys = page.split('id="usage-keys"', 1)[1].split("</table>", 1)[0]
    assert '<td>(staff, in the admin)</td><td class="n">219<' in keys
    assert '<td>(playground)</td><td class="n">291<' in keys
    assert '<td>tts_cccc3333_…</td><td class="n">50<' in keys

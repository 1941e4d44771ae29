"""A tenant's admin edits its settings as a person would (issue 34, item 9): the rules to
switch off are picked by name and description from a list with a filter box, not typed
as JSON, and a key is revoked by ticking a box, not by typing a date and time.
Screenshots at 1280 and 1920 px in ``$SCREENSHOTS_DIR/tenant/``."""

import pytest

from tenancy.models import ApiKey
from tests.conftest import SCREENSHOTS
from tests.test_browser_review import log_in


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("width", [1280, 1920])
def test_an_admin_switches_a_rule_off_and_revokes_a_key_with_the_mouse(
    make_tenant, make_member, django_user_model, live_server, browser, width
):
    folder = SCREENSHOTS / "tenant"
    folder.mkdir(parents=True, exist_ok=True)
    tenant = make_tenant("acme")
    key, _ = ApiKey.issue(tenant, name="old app")
    other, _ = ApiKey.issue(tenant, name="older app")
    # The demo's admin login is a superuser: the tenant's page shows its keys.
    root = django_user_model.objects.create_superuser("root", password="pw")
    page = log_in(browser, live_server, root)
    page.set_viewport_size({"width": width, "height": 1000})
    page.goto(f"{live_server.url}/admin/tenancy/tenant/{tenant.pk}/change/")

    page.fill("#id_disabled_rules_input", "en.roman")  # the widget's filter box
    page.select_option("#id_disabled_rules_from", "en.roman")
    page.click("#id_disabled_rules_add")
    assert "en.roman" in page.inner_text("#id_disabled_rules_to")
    assert page.locator("input[name$='-revoked']").count() == 0  # no date to type
    page.check("tr:has(input[value='old app']) input[name$='-revoke']")
    page.screenshot(path=folder / f"settings-{width}.png", full_page=True)
    page.click("input[name=_continue]")
    page.wait_for_selector(".messagelist")

    tenant.refresh_from_db()
    key.refresh_from_db()
    assert tenant.disabled_rules == ["en.roman"]
    assert key.revoked is not None

    # A tenant's own admin, on the key's page: a box to tick, not a date to type.
    page = log_in(browser, live_server, make_member(tenant, "admin"))
    page.goto(f"{live_server.url}/admin/tenancy/apikey/{other.pk}/change/")
    assert page.locator("input[name=revoked]").count() == 0
    page.check("input[name=revoke]")
    page.click("input[name=_save]")
    page.wait_for_selector(".messagelist")
    other.refresh_from_db()
    assert other.revoked is not None


@pytest.mark.django_db(transaction=True)
def test_a_tenants_admin_sees_whether_it_is_active_and_cannot_change_it(
    make_tenant, make_member, live_server, browser
):
    """``active`` is the operator's (the twenty-first pass, M-1): a tenant's own admin sees
    it as text, with no box to tick. Screenshot in ``$SCREENSHOTS_DIR/tenant/``."""
    folder = SCREENSHOTS / "tenant"
    folder.mkdir(parents=True, exist_ok=True)
    tenant = make_tenant("acme")
    page = log_in(browser, live_server, make_member(tenant, "admin", "ada"))
    page.set_viewport_size({"width": 1280, "height": 1000})
    page.goto(f"{live_server.url}/admin/tenancy/tenant/{tenant.pk}/change/")
    assert page.locator("input[name=active]").count() == 0
    assert page.locator(".field-active .readonly").count() == 1
    page.screenshot(path=folder / "active-as-tenant-admin-1280.png", full_page=True)

"""The service's own sign-in page (issue 34): the admin and the playground send people to a
page with the service's name and look, not Django's stock "Django administration" page;
a wrong password says so on it; and no page asks for a favicon that is not there.
Screenshots at 1280 and 1920 px in ``$SCREENSHOTS_DIR/sign-in/``."""

import pytest

from tests.conftest import SCREENSHOTS


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("width", [1280, 1920])
def test_sign_in_has_the_service_s_name_and_leads_to_the_admin(
    make_tenant, make_member, live_server, browser, width
):
    folder = SCREENSHOTS / "sign-in"
    folder.mkdir(parents=True, exist_ok=True)
    editor = make_member(make_tenant("acme"), "editor")
    page = browser.new_page(viewport={"width": width, "height": 900})
    missing = []
    page.on("response", lambda r: r.status == 404 and missing.append(r.url))

    page.goto(f"{live_server.url}/playground/")  # signed out: sent to sign in
    assert "/admin/login/" in page.url
    assert page.title() == "Sign in · Supertonic TTS"
    assert "Django administration" not in page.content()
    page.fill("#id_username", editor.username)
    page.fill("#id_password", "wrong")
    page.click("input[type=submit]")
    assert "enter the correct username and password" in page.inner_text("#signin")
    page.screenshot(path=folder / f"wrong-password-{width}.png", full_page=True)

    page.fill("#id_password", "pw")
    page.click("input[type=submit]")
    page.wait_for_url("**/playground/")
    page.goto(f"{live_server.url}/admin/")
    assert page.inner_text("#site-name") == "Supertonic TTS"
    page.screenshot(path=folder / f"admin-{width}.png", full_page=True)
    assert not missing, missing


def test_favicon_ico_leads_to_the_service_s_icon(client):
    from django.contrib.staticfiles import finders

    answer = client.get("/favicon.ico")
    assert answer.status_code == 301
    assert answer["Location"].endswith("/home/favicon.svg")
    assert finders.find("home/favicon.svg")

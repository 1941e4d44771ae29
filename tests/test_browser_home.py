"""The home page, the playground and a forbidden admin page in a real browser, at 1,280
and 1,920 px (and a phone's width), light and dark. A person types a text, presses Speak,
and the page's <audio> holds playable audio with the normalized text beside it.

Screenshots go to ``$SCREENSHOTS_DIR/home/`` (default ``var/screenshots/home/``, not
committed) for a person to look at; each page is also checked for what a person would see
as cut off: nothing wider than the window. Chromium as in conftest's ``browser`` fixture.
"""

import pytest

from lexicon.models import LexiconEntry
from tests.conftest import SCREENSHOTS

SHOTS = SCREENSHOTS / "home"
WIDTHS = {
    "1280": {"width": 1280, "height": 800},
    "1920": {"width": 1920, "height": 1080},
    "phone": {"width": 390, "height": 844},
}


def shoot(page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=SHOTS / f"{name}.png", full_page=True)
    # Nothing runs off the side: the page is no wider than the window.
    width = page.evaluate("() => document.documentElement.scrollWidth")
    assert width <= page.viewport_size["width"], f"{name}: {width} px wide"


def log_in(page, live_server, user, then: str) -> None:
    page.goto(f"{live_server.url}/admin/login/?next={then}")
    page.fill("#id_username", user.username)
    page.fill("#id_password", "pw")
    page.click("input[type=submit]")


@pytest.mark.django_db(transaction=True)
def test_the_home_page_reads_well_at_every_width_light_and_dark(job_settings, live_server, browser):
    page = browser.new_page()
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        for name, size in WIDTHS.items():
            page.set_viewport_size(size)
            page.goto(f"{live_server.url}/")
            assert page.locator("#model-kind").inner_text().startswith("Stand-in model")
            assert page.locator("#first-request pre").is_visible()
            # Our stylesheet is loaded (no CDN): the cards have our background.
            background = page.evaluate(
                "() => getComputedStyle(document.querySelector('.card')).backgroundColor"
            )
            assert background == ("rgb(255, 255, 255)" if scheme == "light" else "rgb(29, 33, 39)")
            shoot(page, f"home-{name}-{scheme}")


@pytest.mark.django_db(transaction=True)
def test_a_member_types_a_text_hears_it_and_sees_a_refusal_in_the_playground(
    sync_jobs, fresh_counts, make_tenant, make_member, live_server, browser
):
    tenant = make_tenant("acme")
    LexiconEntry.objects.create(tenant=tenant, term="SaaS", alias="sass")
    editor = make_member(tenant, "editor")
    page = browser.new_page()
    page.on("pageerror", lambda e: print("error in the page:", e))
    log_in(page, live_server, editor, "/playground/")
    for name, size in WIDTHS.items():
        page.set_viewport_size(size)
        page.goto(f"{live_server.url}/playground/")
        page.wait_for_selector("#playground-form")
        shoot(page, f"playground-{name}-empty")
        page.fill("#f-text", "Our SaaS dashboard ships today.")
        page.fill("#f-voice", "F1")
        page.select_option("#f-format", "mp3" if name == "1920" else "wav")
        page.click("#speak")
        page.wait_for_selector("#normalized")
        assert page.inner_text("#normalized") == "Our sass dashboard ships today."
        assert "lexicon" in page.inner_text("#changes")
        # The browser has the clip and can play it: its length is known and it has data.
        page.wait_for_function(
            "() => { const a = document.querySelector('#clip-audio');"
            " return a.readyState >= 2 && a.duration > 0; }",
            timeout=20000,
        )
        assert page.evaluate("() => document.querySelector('#clip-audio').error") is None
        shoot(page, f"playground-{name}-spoken")
    # Bad input: the API's code, field and message, in the page.
    page.fill("#f-text", "   ")
    page.click("#speak")
    assert page.inner_text("#refusal") == "empty_text (text): text is empty"
    shoot(page, "playground-phone-refused")


@pytest.mark.django_db(transaction=True)
def test_a_forbidden_admin_page_is_shown_in_the_admins_layout(
    job_settings, make_tenant, make_member, live_server, browser
):
    reviewer = make_member(make_tenant("acme"), "reviewer")
    page = browser.new_page()
    log_in(page, live_server, reviewer, "/admin/synth/clip/")
    for name in ("1280", "1920"):
        page.set_viewport_size(WIDTHS[name])
        page.goto(f"{live_server.url}/admin/synth/clip/")  # what a reviewer works on
        page.wait_for_selector("#changelist")
        shoot(page, f"clips-reviewer-{name}")
        # The lexicon is an editor's (issue 30: a reviewer read it, and its export)
        response = page.goto(f"{live_server.url}/admin/lexicon/lexiconentry/import-pls/")
        assert response.status == 403
        assert page.locator("#header #site-name").is_visible()
        assert "Your role does not allow this page." in page.inner_text("#forbidden")
        shoot(page, f"forbidden-{name}")


@pytest.mark.django_db(transaction=True)
def test_choosing_a_tenant_in_the_playground_lists_only_its_presets(
    job_settings, make_tenant, live_server, browser, django_user_model
):
    from lexicon.models import VoicePreset

    for slug in ("alice", "bob"):
        VoicePreset.objects.create(tenant=make_tenant(slug), name=f"{slug}-calm", voice="F1")
    root = django_user_model.objects.create_superuser("root", "r@x.org", "pw")
    page = browser.new_page(viewport=WIDTHS["1280"])
    log_in(page, live_server, root, "/playground/")
    page.wait_for_selector("#playground-form")
    page.wait_for_load_state()
    assert not page.locator("#choose-tenant").is_visible()  # the script chooses on change
    assert page.locator("#f-preset option").all_inner_texts() == ["the tenant's default"]
    page.fill("#f-text", "Kept while choosing.")
    with page.expect_navigation():
        page.select_option("#f-tenant", label="Bob")
    assert page.locator("#f-preset option").all_inner_texts() == [
        "the tenant's default",
        "bob-calm (default)",  # a tenant's only preset is its default
    ]
    assert page.input_value("#f-text") == "Kept while choosing."
    assert "alice-calm" not in page.content()
    shoot(page, "playground-1280-tenant-chosen")

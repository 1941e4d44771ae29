"""The A/B box of a re-rendered clip in Chromium (issue 34, item 8): each side says which
clip it is, holds its text and a "Play" button, and is as tall as what it holds (side A,
whose player is the one at the top, was an outlined empty frame beside B's player); the
buttons are styled as the page's others; "Play B" continues from where A is. The clip's
audio finishing is said plainly ("finished: not finished" read as a job still running).
Screenshots at 1280 and 1920 px in ``$SCREENSHOTS_DIR/review-ab/``."""

import pytest

from lexicon.models import VoicePreset
from review.models import Review, State
from review.rerender import rerender
from tests.conftest import SCREENSHOTS
from tests.test_api_support import synthesize
from tests.test_browser_review import heard, listen

TEXT = "Our SaaS dashboard ships on March 5. " * 3


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("width", [1280, 1920])
def test_the_ab_box_shows_and_plays_both_sides(
    sync_jobs, make_tenant, make_member, make_entry, live_server, browser, width
):
    folder = SCREENSHOTS / "review-ab"
    folder.mkdir(parents=True, exist_ok=True)
    tenant = make_tenant("acme")
    VoicePreset.objects.create(
        tenant=tenant, name="calm", voice="F1", steps=2, seed=42, is_default=True
    )
    before = synthesize(tenant, TEXT)
    make_entry(tenant, "SaaS", "sass")
    review = Review.of(before)
    review.state = State.FIX_DRAFTED
    review.save()
    rerender(review)
    assert review.rerendered_clip().pk != before.pk
    editor = make_member(tenant, "editor")

    page = browser.new_page(viewport={"width": width, "height": 1000})
    page.on("pageerror", lambda e: print("error in the page:", e))
    page.goto(f"{live_server.url}/admin/login/?next=/admin/synth/clip/{before.pk}/change/")
    page.fill("#id_username", editor.username)
    page.fill("#id_password", "pw")
    page.click("input[type=submit]")
    page.wait_for_selector("#ab")
    page.locator("#ab").scroll_into_view_if_needed()
    page.screenshot(path=folder / f"ab-{width}.png", full_page=False)

    side_a, side_b = page.locator("#side-a"), page.locator("#side-b")
    assert "A, before" in side_a.inner_text() and "Our SaaS dashboard" in side_a.inner_text()
    assert "B, after" in side_b.inner_text() and "Our sass dashboard" in side_b.inner_text()
    # Side A is as tall as its heading and text, not stretched to B's height.
    below_text = page.evaluate(
        """() => document.getElementById('side-a').getBoundingClientRect().bottom
                 - document.getElementById('before-text').getBoundingClientRect().bottom"""
    )
    assert below_text < 20, below_text
    # The buttons look like the page's caption buttons, not the browser's default.
    styles = page.evaluate(
        """() => ['#switch-ab', '#play-a', '#play-b', '#captions button'].map(s => {
             const st = getComputedStyle(document.querySelector(s));
             return [st.borderRadius, st.cursor]; })"""
    )
    assert all(style == styles[3] and style[1] == "pointer" for style in styles), styles
    assert "none: as the model made it" in page.inner_text("#finish")

    listen(page, "#audio-a", "playing")
    page.click("#play-a")
    heard(page)
    page.evaluate("() => { document.getElementById('audio-a').currentTime = 1.0; }")
    listen(page, "#audio-b", "playing")
    page.click("#play-b")
    heard(page)
    state = page.evaluate(
        """() => ({a: document.getElementById('audio-a').paused,
                   b: document.getElementById('audio-b').paused,
                   t: document.getElementById('audio-b').currentTime,
                   active: document.querySelector('.ab .active').id})"""
    )
    assert state["a"] and not state["b"] and state["t"] >= 0.9 and state["active"] == "side-b"
    page.screenshot(path=folder / f"ab-playing-b-{width}.png", full_page=False)

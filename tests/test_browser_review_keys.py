"""A reviewer who plays a clip with the mouse (the player, a caption) keeps the page's keys:
focus on the player or a button no longer swallows them (issue 34: "reviewer shortcuts
stop after a mouse click"). Screenshots in ``$SCREENSHOTS_DIR/review-keys/``."""

import re

import pytest

from review.models import Review, ReviewPolicy, State
from tests.conftest import SCREENSHOTS
from tests.test_api_support import synthesize
from tests.test_browser_review import log_in

TEXT = "Your parcel arrives on Friday. Please be at home. " * 2


@pytest.fixture
def clip_page(sync_jobs, make_tenant, make_member, live_server, browser):
    """A reviewer on a clip's page (the clip queued: every clip is sampled)."""
    tenant = make_tenant("acme")
    ReviewPolicy.objects.create(tenant=tenant, sample_percent=100)
    clip = synthesize(tenant, TEXT)
    page = log_in(browser, live_server, make_member(tenant, "reviewer"))
    page.goto(f"{live_server.url}/admin/synth/clip/{clip.pk}/change/")
    page.wait_for_selector("#waveform")
    return clip, page


@pytest.mark.django_db(transaction=True)
def test_keys_work_after_the_player_and_a_caption_were_clicked(clip_page):
    clip, page = clip_page
    page.wait_for_function("() => document.getElementById('audio-a').readyState >= 1")
    folder = SCREENSHOTS / "review-keys"
    folder.mkdir(parents=True, exist_ok=True)

    page.locator("#audio-a").click()  # the mouse on the player's timeline
    # The page gives the focus back (a moment after the click: a loaded CI host is slow).
    page.wait_for_function("() => document.activeElement.id !== 'audio-a'")
    page.evaluate(
        "() => { const a = document.getElementById('audio-a'); a.pause(); a.currentTime = 0; }"
    )
    page.keyboard.press("ArrowRight")
    assert page.evaluate("() => document.getElementById('audio-a').currentTime") == pytest.approx(
        2.0, abs=0.05
    )  # one 2 s seek: ours, not the player's own as well

    captions = page.locator("#captions button")
    if captions.count():
        captions.first.click()
        assert page.evaluate("() => document.activeElement.closest('#captions') !== null")
    page.screenshot(path=folder / "01-focus-on-a-control.png", full_page=True)
    latency = page.locator("#timings tr", has_text="job latency").locator("td").inner_text()
    assert re.fullmatch(r"\d+\.\d\d s", latency), latency  # seconds, not "0:00:00.939808"
    page.keyboard.press("a")
    page.wait_for_selector("#queue-summary, #state.state-approved")
    assert Review.objects.get(clip=clip).state == State.APPROVED
    page.screenshot(path=folder / "02-approved-by-key.png", full_page=True)


@pytest.mark.django_db(transaction=True)
def test_keys_stay_out_of_a_field_being_typed_in(clip_page):
    clip, page = clip_page
    page.keyboard.press("f")
    page.locator("#flag-form [name=note]").click()
    page.keyboard.type("a bad pause")
    assert page.input_value("#flag-form [name=note]") == "a bad pause"
    assert not Review.objects.filter(clip=clip, state=State.APPROVED).exists()

"""The review loop in a real browser: a reviewer logs in, plays a clip (it plays and
seeks), flags a span; an editor fixes the lexicon entry, previews, re-renders, compares A
and B at the same position, and approves. Every page is saved as a screenshot in
``$SCREENSHOTS_DIR/review/`` (default ``var/screenshots/review/``).

Runs Debian's Chromium headless (conftest's ``browser``: skipped where Chromium is not
installed, except in CI, where it must run).
"""

import pytest

from lexicon.models import LexiconEntry, VoicePreset
from review.models import Review, ReviewPolicy, State
from tests.conftest import SCREENSHOTS
from tests.test_api_support import synthesize

TEXT = "Our SaaS dashboard ships on March 5. " * 3


@pytest.fixture
def shots():
    folder = SCREENSHOTS / "review"
    folder.mkdir(parents=True, exist_ok=True)
    print(f"screenshots in {folder}")

    def shoot(page, name):
        page.screenshot(path=folder / f"{name}.png", full_page=True)

    return shoot


def log_in(browser, live_server, user):
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.on("pageerror", lambda e: print("error in the page:", e))
    page.goto(f"{live_server.url}/admin/login/?next=/admin/synth/clip/")
    page.fill("#id_username", user.username)
    page.fill("#id_password", "pw")
    page.click("input[type=submit]")
    page.wait_for_selector("#queue-summary")
    return page


def listen(page, element: str, event: str) -> None:
    """Start waiting for ``event`` on ``element``; :func:`heard` returns once it fired.
    (No sleeps: the browser tells us. A 20 s guard turns a hang into a failure.)"""
    page.evaluate(
        """([element, event]) => {
            const el = document.querySelector(element);
            window.awaited = new Promise((resolve, reject) => {
                el.addEventListener(event, resolve, {once: true});
                setTimeout(() => reject(new Error(
                    `no ${event} on ${element}: ready=${el.readyState} error=${el.error?.code}`
                )), 20000);
            });
        }""",
        [element, event],
    )


def heard(page) -> None:
    page.evaluate("() => window.awaited.then(() => true)")


def time_of(page, element):
    return page.evaluate(f"() => document.querySelector('{element}').currentTime")


@pytest.mark.django_db(transaction=True)
def test_a_reviewer_flags_and_an_editor_fixes_rerenders_compares_and_approves(
    sync_jobs, make_tenant, make_member, live_server, browser, shots
):
    tenant = make_tenant("acme")
    ReviewPolicy.objects.create(tenant=tenant, sample_percent=100)  # every clip is heard
    VoicePreset.objects.create(
        tenant=tenant, name="calm", voice="F1", steps=2, seed=42, is_default=True
    )
    clip = synthesize(tenant, TEXT)
    reviewer, editor = make_member(tenant, "reviewer"), make_member(tenant, "editor")

    # The reviewer opens the queue and the clip.
    page = log_in(browser, live_server, reviewer)
    shots(page, "01-queue")
    page.click("#start-reviewing")
    page.wait_for_selector("#waveform")
    shots(page, "02-clip")

    # Space plays; a click in the waveform's middle seeks there (Range requests).
    listen(page, "#audio-a", "playing")
    page.locator("#params").click()  # focus the page, not a form field or link
    page.keyboard.press(" ")
    heard(page)
    assert not page.evaluate("() => document.getElementById('audio-a').paused")
    duration = page.evaluate("() => document.getElementById('audio-a').duration")
    assert abs(duration - clip.duration) < 0.2
    listen(page, "#audio-a", "seeked")
    page.locator("#waveform").scroll_into_view_if_needed()  # clicking #params scrolled
    box = page.locator("#waveform").bounding_box()
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    heard(page)
    assert time_of(page, "#audio-a") >= duration / 2 - 0.3
    page.keyboard.press(" ")  # pause

    # "f" opens the flag form; the reviewer names the span and how it should sound.
    page.keyboard.press("f")
    page.fill("#flag-form [name=span]", "SaaS")
    page.fill("#flag-form [name=expected]", "sass")
    page.select_option("#flag-form [name=category]", "word")
    page.fill("#flag-form [name=note]", "said letter by letter")
    page.click("#flag-submit")
    page.wait_for_selector("#state.state-flagged")
    assert page.locator("#fix-form").count() == 0  # reviewers judge; editors fix
    shots(page, "03-flagged")

    # The editor fixes the entry in place, previews, saves and re-renders.
    page = log_in(browser, live_server, editor)
    page.goto(f"{live_server.url}/admin/synth/clip/{clip.pk}/change/")
    assert page.input_value("#fix-form [name=term]") == "SaaS"
    assert page.input_value("#fix-form [name=alias]") == "sass"
    page.click("#fix-preview")
    page.wait_for_selector("#preview")
    assert "sass dashboard" in page.inner_text("#preview")
    shots(page, "04-preview")
    page.click("#fix-save")
    page.wait_for_selector("#state.state-fix_drafted")
    assert LexiconEntry.objects.get(tenant=tenant, term="SaaS").alias == "sass"
    page.click("#rerender")
    page.wait_for_selector("#ab")
    shots(page, "05-compare")

    # A plays; switching to B keeps the position.
    listen(page, "#audio-a", "playing")
    page.evaluate("() => document.getElementById('audio-a').play()")
    heard(page)
    listen(page, "#audio-b", "playing")
    page.evaluate("() => { const a = document.getElementById('audio-a'); a.currentTime = 1.0; }")
    page.click("#switch-ab")
    heard(page)
    state = page.evaluate(
        """() => ({a: document.getElementById('audio-a').paused,
                   b: document.getElementById('audio-b').paused,
                   t: document.getElementById('audio-b').currentTime})"""
    )
    assert state["a"] and not state["b"] and state["t"] >= 0.9
    shots(page, "06-switched-to-b")

    page.click("#approve")
    page.wait_for_selector("#queue-summary, #waveform")
    review = Review.objects.get(clip=clip)
    assert review.state == State.APPROVED
    after = review.rerendered_clip()
    assert after.pk != clip.pk and "sass" in after.normalized_text
    assert Review.objects.get(clip=after).state == State.APPROVED
    shots(page, "07-approved")

    page.goto(f"{live_server.url}/admin/review/dashboard/")
    page.wait_for_selector("#totals")
    shots(page, "08-dashboard")
    widths = page.evaluate(
        """() => [...document.querySelectorAll('.charts figure')].map(figure => [
            figure.querySelector('svg').getBoundingClientRect().width,
            figure.clientWidth - 12])"""  # the figure's 6 px padding on each side
    )
    assert len(widths) == 11 and all(abs(chart - card) < 1 for chart, card in widths), widths

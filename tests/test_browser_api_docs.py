"""The interactive API docs as a newcomer uses them (issue 34, item 1): the groups start
with speaking a text, every operation says what it does, and "Try it out" on
`POST /api/v1/speech` with a key plays the clip in the page (Swagger UI fetched the
audio's URL again, without the key: 401). Screenshots at 1280 and 1920 px in
``$SCREENSHOTS_DIR/api-docs/``."""

import pytest

from tenancy.models import ApiKey
from tests.conftest import SCREENSHOTS


def open_docs(tenant, live_server, browser, width: int):
    """The API docs open in a page of ``width`` px: (the screenshots' folder, a key of
    ``tenant``'s, the page)."""
    folder = SCREENSHOTS / "api-docs"
    folder.mkdir(parents=True, exist_ok=True)
    _, key = ApiKey.issue(tenant, name="docs")
    page = browser.new_page(viewport={"width": width, "height": 1000})
    page.goto(f"{live_server.url}/api/docs/")
    page.wait_for_selector(".opblock-tag")
    return folder, key, page


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("width", [1280, 1920])
def test_try_it_out_on_speech_plays_the_clip_in_the_page(
    sync_jobs, make_tenant, live_server, browser, width
):
    folder, key, page = open_docs(make_tenant("acme"), live_server, browser, width)
    groups = page.eval_on_selector_all(".opblock-tag", "tags => tags.map(t => t.dataset.tag)")
    assert groups[:2] == ["Speech", "Clips and jobs"], groups
    assert groups[-2:] == ["OpenAI", "ElevenLabs"], groups
    first = page.locator(".opblock").first
    assert "/api/v1/speech" in first.inner_text() and "Speak a text" in first.inner_text()
    summaries = page.eval_on_selector_all(
        ".opblock-summary-description", "els => els.map(e => e.textContent.trim())"
    )
    assert summaries and all(summaries), summaries  # every operation says what it does

    page.click("button.authorize")
    page.fill(".auth-container input", key)
    page.click(".auth-btn-wrapper button.authorize")
    page.click(".auth-btn-wrapper button.btn-done")
    first.locator(".opblock-summary").click()
    first.locator("button.try-out__btn").click()
    first.locator("button.execute").click()
    audio = first.locator(".live-responses-table audio")
    audio.wait_for(timeout=60_000)
    source = audio.get_attribute("src")
    assert source.startswith("blob:"), source  # the answer's own bytes, not a second fetch
    assert first.locator(".audio-answer a[download]").inner_text() == "Download speech.mp3"
    # It plays: the browser decoded the clip's length from those bytes.
    page.wait_for_function(
        "() => document.querySelector('.live-responses-table audio').duration > 0",
        timeout=20_000,
    )
    first.locator(".live-responses-table").scroll_into_view_if_needed()
    page.screenshot(path=folder / f"speech-played-{width}.png", full_page=False)

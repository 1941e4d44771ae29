"""The API docs' first steps as a newcomer takes them (issue 34): "Authorize" opens with the
key box /api/v1 takes first and focused (it focused the ElevenLabs `xi-api-key` box, which
/api/v1 refuses: 401), and the responses' examples read as real answers (a 202's job had
`attempts` 9223372036854775807, an unbounded integer's largest value). Screenshots at 1280
and 1920 px in ``$SCREENSHOTS_DIR/api-docs/``."""

import json

import pytest

from tenancy.models import ApiKey
from tests.conftest import SCREENSHOTS


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("width", [1280, 1920])
def test_authorize_focuses_the_key_box_api_v1_takes(make_tenant, live_server, browser, width):
    folder = SCREENSHOTS / "api-docs"
    folder.mkdir(parents=True, exist_ok=True)
    _, key = ApiKey.issue(make_tenant("acme"), name="docs")
    page = browser.new_page(viewport={"width": width, "height": 1000})
    page.goto(f"{live_server.url}/api/docs/")
    page.wait_for_selector(".opblock-tag")

    page.click("button.authorize")
    page.wait_for_selector(".auth-container input")
    boxes = page.eval_on_selector_all(".auth-container h4", "hs => hs.map(h => h.textContent)")
    assert "Bearer" in boxes[0] and "xi-api-key" not in boxes[0], boxes
    page.screenshot(path=folder / f"authorize-{width}.png", full_page=False)

    # The newcomer types the key where the cursor is, and authorizes that box.
    focused = page.evaluate("() => document.activeElement.getAttribute('aria-label')")
    assert focused == "auth-bearer-value", focused
    page.keyboard.type(key)
    page.locator(".auth-container").first.locator("button.authorize").click()
    page.click(".auth-btn-wrapper button.btn-done")

    voices = page.locator(".opblock", has_text="/api/v1/voices").first
    voices.locator(".opblock-summary").click()
    voices.locator("button.try-out__btn").click()
    voices.locator("button.execute").click()
    status = voices.locator(".live-responses-table tbody .response-col_status").first
    status.wait_for(timeout=30_000)
    assert status.inner_text().strip() == "200"  # the key went where /api/v1 reads it


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("width", [1280, 1920])
def test_the_202_example_reads_as_a_real_job(live_server, browser, width):
    folder = SCREENSHOTS / "api-docs"
    folder.mkdir(parents=True, exist_ok=True)
    page = browser.new_page(viewport={"width": width, "height": 1000})
    page.goto(f"{live_server.url}/api/docs/")
    page.wait_for_selector(".opblock-tag")
    speech = page.locator(".opblock", has_text="/api/v1/speech").first
    speech.locator(".opblock-summary").click()
    accepted = speech.locator(".responses-table tr.response[data-code='202']")
    accepted.scroll_into_view_if_needed()
    page.screenshot(path=folder / f"speech-202-example-{width}.png", full_page=False)

    job = json.loads(accepted.locator(".example pre, pre.example").first.inner_text())
    assert job["status"] == "queued" and job["attempts"] == 0, job
    assert job["audio_url"] is None and job["clip"] is None, job
    numbers = [v for v in job.values() if isinstance(v, int) and not isinstance(v, bool)]
    assert all(abs(n) < 1000 for n in numbers), job

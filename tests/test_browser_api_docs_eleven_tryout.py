"""ElevenLabs' convert in the API docs, as a newcomer tries it (issue 34, the first hour):
"Try it out" fills `voice_id` in (it was empty, ours and OpenAI's were filled), the curl line
carries the key and no `X-CSRFTOKEN` (the API takes keys, never a session), the clip answers
200, and the documented 401 says to use Authorize. Screenshots at 1280 and 1920 px in
``$SCREENSHOTS_DIR/api-docs/``."""

import pytest

from tests.test_browser_api_docs import open_docs


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("width", [1280, 1920])
def test_try_it_out_on_elevenlabs_convert_works_as_filled_in(
    sync_jobs, make_tenant, live_server, browser, width
):
    folder, key, page = open_docs(make_tenant("acme"), live_server, browser, width)

    page.click("button.authorize")
    box = page.locator(".auth-container", has_text="xi-api-key")
    box.locator("input").fill(key)
    box.locator("button.authorize").click()
    page.click(".auth-btn-wrapper button.btn-done")

    convert = page.locator(".opblock[id$='text_to_speech_convert']").first
    convert.locator(".opblock-summary").click()
    unauthorized = convert.locator(".responses-table tr.response[data-code='401']")
    assert "Authorize" in unauthorized.inner_text()
    convert.locator("button.try-out__btn").click()
    voice = convert.locator("tr[data-param-name='voice_id'] input")
    assert voice.input_value() == "JBFqnCBsd6RMkjVDRZzb"  # ElevenLabs' George, premade
    convert.locator("button.execute").click()
    status = convert.locator(".live-responses-table tbody .response-col_status").first
    status.wait_for(timeout=60_000)
    curl = convert.locator(".curl-command").inner_text()
    convert.locator(".live-responses-table").scroll_into_view_if_needed()
    page.screenshot(path=folder / f"eleven-convert-tryout-{width}.png", full_page=False)
    assert status.inner_text().strip() == "200", status.inner_text()
    assert f"xi-api-key: {key}" in curl and "CSRF" not in curl.upper(), curl

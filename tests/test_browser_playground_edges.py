"""The playground's rough edges a new team met (issue 34, item 7), in a real browser:
the sample text is in the form (Speak at once speaks it), a pasted text longer than the
limit is not cut silently (the count says so and Speak gets the API's text_too_long),
voices have names and the tenant's presets and a blend can be picked, the clip links to
its review page, and a refresh looks at the clip again instead of posting (and charging)
the request again. Screenshots at 1280 and 1920 px in ``$SCREENSHOTS_DIR/playground/``."""

import pytest
from django.conf import settings

from lexicon.models import VoicePreset
from metering.models import Usage
from tests.conftest import SCREENSHOTS
from tests.test_browser_review import log_in


def charged(tenant) -> tuple[int, int]:
    """The tenant's metered requests and characters (every way in, one row a request)."""
    rows = Usage.objects.filter(tenant=tenant)
    return sum(r.requests for r in rows), sum(r.characters for r in rows)


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("width", [1280, 1920])
def test_the_playground_speaks_its_sample_and_a_refresh_charges_nothing(
    sync_jobs, fresh_counts, make_tenant, make_member, live_server, browser, width
):
    folder = SCREENSHOTS / "playground"
    folder.mkdir(parents=True, exist_ok=True)
    tenant = make_tenant("acme")
    VoicePreset.objects.create(tenant=tenant, name="calm", voice="F2")
    page = log_in(browser, live_server, make_member(tenant, "editor"))
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(f"{live_server.url}/playground/")

    assert page.input_value("#f-text") == "Our SaaS dashboard ships on March 5."
    labels = page.eval_on_selector_all(
        "#f-voices option", "options => options.map(o => [o.value, o.label])"
    )
    assert ["F1", "female 1"] in labels and ["calm", "preset calm"] in labels
    assert any("+" in value for value, _ in labels)  # a blend to start from

    page.click("#speak")  # the sample, as it stands
    page.wait_for_selector("#clip-facts")
    assert "?clip=" in page.url  # the page's address is the clip's, not a POST
    review = page.get_attribute("#review-link", "href")
    assert review.startswith("/admin/synth/clip/") and review.endswith("/change/")
    page.screenshot(path=folder / f"spoken-{width}.png", full_page=True)
    before = charged(tenant)
    assert before[0] >= 1  # the first Speak was metered
    page.reload()
    page.wait_for_selector("#clip-facts")
    assert page.inner_text("#normalized") == "Our SaaS dashboard ships on March fifth."
    assert charged(tenant) == before  # looked at again: nothing charged

    too_long = "A" * (settings.API_MAX_TEXT_CHARS + 1000)
    page.fill("#f-text", too_long)
    assert "over" in page.get_attribute("#f-count", "class")
    assert page.input_value("#f-text") == too_long  # not cut in the form
    page.click("#speak")
    page.wait_for_selector("#refusal")
    assert "text_too_long" in page.inner_text("#refusal")
    page.screenshot(path=folder / f"too-long-{width}.png", full_page=True)


@pytest.mark.django_db
def test_another_tenant_s_clip_is_not_looked_at_again(make_tenant, make_member, make_clip, client):
    other = make_clip(make_tenant("globex"))
    client.force_login(make_member(make_tenant("acme"), "editor"))
    assert client.get(f"/playground/?clip={other.pk}").status_code == 404

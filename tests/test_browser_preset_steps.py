"""An editor who asks a preset for more denoising steps than the service allows is told so
on the form, beside the field, with the limit and its setting (the seventeenth pass, P-1),
and nothing is saved. Screenshots at 1280 and 1920 px in ``$SCREENSHOTS_DIR/presets/``."""

import pytest
from django.conf import settings

from lexicon.models import VoicePreset
from tests.conftest import SCREENSHOTS
from tests.test_browser_review import log_in


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("width", [1280, 1920])
def test_steps_past_the_limit_are_refused_beside_the_field(
    make_tenant, make_member, live_server, browser, width
):
    folder = SCREENSHOTS / "presets"
    folder.mkdir(parents=True, exist_ok=True)
    tenant = make_tenant("acme")
    page = log_in(browser, live_server, make_member(tenant, "editor"))
    page.set_viewport_size({"width": width, "height": 1000})
    page.goto(f"{live_server.url}/admin/lexicon/voicepreset/add/")
    # the limit is said before it is met, with what more steps cost
    hint = page.inner_text(".field-steps .help")
    assert f"1 to {settings.SYNTH_MAX_STEPS}" in hint and "charged" in hint
    page.fill("#id_name", "slow")
    page.select_option("#id_voice", "F1")
    page.fill("#id_steps", str(settings.SYNTH_MAX_STEPS + 1))
    page.click("input[name=_save]")
    page.wait_for_selector(".errornote")
    error = page.inner_text(".field-steps .errorlist")
    assert f"to {settings.SYNTH_MAX_STEPS}" in error and "SYNTH_MAX_STEPS" in error
    page.locator(".field-steps").scroll_into_view_if_needed()
    page.screenshot(path=folder / f"steps-refused-{width}.png", full_page=True)
    assert not VoicePreset.objects.filter(tenant=tenant).exists()

"""The preset page's Preview in a real browser: an editor writes a blend, presses Preview,
hears it play, then saves the preset. The page is saved as a screenshot in
``$SCREENSHOTS_DIR/blends/`` (default ``var/screenshots/blends/``).

Runs Debian's Chromium headless (conftest's ``browser``: skipped where Chromium is not
installed, except in CI, where it must run).
"""

import pytest

from lexicon.models import VoicePreset
from synth.models import Clip
from tests.conftest import SCREENSHOTS


@pytest.mark.django_db(transaction=True)
def test_an_editor_previews_a_blend_then_saves_it(
    sync_jobs, make_tenant, make_member, live_server, browser
):
    tenant = make_tenant("acme")
    editor = make_member(tenant, "editor")
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{live_server.url}/admin/login/?next=/admin/lexicon/voicepreset/add/")
    page.fill("#id_username", editor.username)
    page.fill("#id_password", "pw")
    page.click("input[type=submit]")
    page.wait_for_selector("#preview-button")
    page.select_option("#id_tenant", str(tenant.pk))
    page.fill("#id_name", "warm")
    page.fill("#id_blend", "F1:0.7+M3:0.3")
    page.fill("#preview-text", "A warm blend of two voices.")
    page.evaluate(
        """() => {
            const audio = document.querySelector('#preview-audio');
            window.played = new Promise((resolve, reject) => {
                audio.addEventListener('playing', resolve, {once: true});
                audio.addEventListener('error', () => reject(new Error('audio error')));
                setTimeout(() => reject(new Error(
                    document.querySelector('#preview-status').textContent)), 20000);
            });
        }"""
    )
    page.click("#preview-button")
    page.evaluate("() => window.played")
    duration = page.evaluate("() => document.querySelector('#preview-audio').duration")
    assert duration > 0.1
    assert "Playing F1:0.7+M3:0.3" in page.text_content("#preview-status")
    assert Clip.objects.get(tenant=tenant).voice == "blend:F1:0.7+M3:0.3"
    assert not VoicePreset.objects.exists()  # previewed, not saved
    folder = SCREENSHOTS / "blends"
    folder.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=folder / "preset-preview.png", full_page=True)
    page.click("input[name=_save]")
    page.wait_for_selector("#result_list")
    assert VoicePreset.objects.get(tenant=tenant, name="warm").blend == "F1:0.7+M3:0.3"
    assert errors == []

"""A browser's <audio> element plays a clip from its signed audio_url, and seeks in it.

Runs Debian's Chromium headless (conftest's ``browser``: skipped where Chromium is not
installed, except in CI, where it must run).
"""

import pytest

from tests.test_api_support import client_for, synthesize


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("fmt", ["mp3", "wav"])
def test_an_audio_element_plays_and_seeks(sync_jobs, make_tenant, live_server, browser, fmt):
    tenant = make_tenant("acme")
    clip = synthesize(tenant, "A long enough sentence to seek in, spoken by the stand-in. " * 3)
    url = client_for(tenant).get(f"/api/v1/clips/{clip.key}").json()["audio_url"]
    page = browser.new_page()
    page.set_content(f'<audio controls src="{live_server.url}{url}&format={fmt}"></audio>')
    result = page.evaluate(
        """async () => {
            const audio = document.querySelector('audio');
            const playing = new Promise(r => audio.addEventListener('playing', r, {once: true}));
            await audio.play();
            await playing;
            const seeked = new Promise(r => audio.addEventListener('seeked', r, {once: true}));
            audio.currentTime = audio.duration / 2;
            await seeked;
            return {duration: audio.duration, time: audio.currentTime, error: audio.error};
        }"""
    )
    assert result["error"] is None
    assert abs(result["duration"] - clip.duration) < 0.2
    assert result["time"] >= clip.duration / 2 - 0.1

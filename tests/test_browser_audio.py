"""A browser's <audio> element plays a clip from its signed audio_url, and seeks in it.

Runs Debian's Chromium headless through Playwright (no downloaded browser). Skipped where
Chromium is not installed, except in CI (CI=true), where it must run.
"""

import os
import shutil

import pytest

from tests.test_api_support import client_for, synthesize

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
if CHROMIUM is None and os.getenv("CI") != "true":
    pytest.skip("Chromium is not installed (apt-get install chromium)", allow_module_level=True)

ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--autoplay-policy=no-user-gesture-required",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


@pytest.fixture
def browser(monkeypatch):
    from playwright.sync_api import sync_playwright

    # Playwright's sync API keeps an event loop in this thread; the test's own database
    # calls are still synchronous, so Django's async-safety check does not apply.
    monkeypatch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
    assert CHROMIUM, "CI=true but Chromium is missing: `make test` installs it"
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield browser
        browser.close()


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

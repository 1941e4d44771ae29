"""A browser's <audio> element plays a clip from its signed audio_url, and seeks in it.

Runs Debian's Chromium headless (conftest's ``browser``: skipped where Chromium is not
installed, except in CI, where it must run). A page on a tenant's own site (another
origin) uses the signed links with CORS: <audio crossorigin> and a captions <track>.
"""

import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

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


@pytest.fixture
def tenant_site():
    """A tenant's own site: another web server, on another origin (127.0.0.1 and a port of
    its own, where live_server is localhost). ``serve(html)`` returns the page's URL."""
    pages = {}

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self):
            body = pages.get(self.path, "").encode()
            self.send_response(200 if body else 404)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()

    def serve(html: str) -> str:
        pages["/player.html"] = html
        return f"http://127.0.0.1:{server.server_port}/player.html"

    yield serve
    server.shutdown()
    server.server_close()


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("fmt", ["mp3", "wav"])
def test_a_page_on_another_origin_shows_the_captions_and_plays_the_clip(
    sync_jobs, make_tenant, live_server, browser, tenant_site, fmt
):
    tenant = make_tenant("acme")
    clip = synthesize(
        tenant, "The first sentence is here.\n\nThe second one follows it.\n\nA third ends it."
    )
    url = client_for(tenant).get(f"/api/v1/clips/{clip.key}").json()["audio_url"]
    audio = f"{live_server.url}{url}&format={fmt}"
    captions = f"{live_server.url}{url.replace('/audio?', '/captions?')}&format=vtt"
    page = browser.new_page()
    page.goto(
        tenant_site(
            f'<audio crossorigin="anonymous" src="{audio}">'
            f'<track default kind="captions" src="{captions}"></audio>'
        )
    )
    # Both may have loaded, or failed, before this runs: check their state, then await.
    result = page.evaluate(
        """async () => {
            const audio = document.querySelector('audio');
            const track = document.querySelector('track');
            const failed = new Promise((_, reject) => {
                const fail = () => reject(new Error(`audio error ${audio.error.code}`));
                if (audio.error) fail();
                audio.addEventListener('error', fail, {once: true});
            });
            const loaded = new Promise((resolve, reject) => {
                const fail = () => reject(new Error('the captions track did not load'));
                if (track.readyState === HTMLTrackElement.LOADED) resolve();
                if (track.readyState === HTMLTrackElement.ERROR) fail();
                track.addEventListener('load', resolve, {once: true});
                track.addEventListener('error', fail, {once: true});
            });
            audio.textTracks[0].mode = 'showing';
            await loaded;
            const playing = new Promise(r => audio.addEventListener('playing', r, {once: true}));
            await Promise.race([audio.play().then(() => playing), failed]);
            const seeked = new Promise(r => audio.addEventListener('seeked', r, {once: true}));
            audio.currentTime = audio.duration / 2;
            await Promise.race([seeked, failed]);
            const cues = audio.textTracks[0].cues;
            return {cues: Array.from(cues, c => c.text), duration: audio.duration,
                    time: audio.currentTime};
        }"""
    )
    assert page.evaluate("location.origin") != live_server.url  # the page is cross-origin
    assert result["cues"] == [
        "The first sentence is here.",
        "The second one follows it.",
        "A third ends it.",
    ]
    assert abs(result["duration"] - clip.duration) < 0.2
    assert result["time"] >= clip.duration / 2 - 0.1

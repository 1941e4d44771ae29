"""Signed audio links: a browser's <audio src> plays a clip without an API key header."""

import pytest
from django.test import Client

from api.auth import signed_audio_url
from tests.test_api_support import client_for, error, synthesize

pytestmark = pytest.mark.usefixtures("job_settings")


def test_the_clips_audio_url_plays_without_a_key(make_tenant):
    clip = synthesize(make_tenant("acme"), "Play me in a browser.")
    url = client_for(clip.tenant).get(f"/api/v1/clips/{clip.key}").json()["audio_url"]
    anonymous = Client()
    response = anonymous.get(url, headers={"Range": "bytes=0-99"})
    assert response.status_code == 206 and len(response.getvalue()) == 100
    assert anonymous.get(url + "&format=mp3")["Content-Type"] == "audio/mpeg"


@pytest.mark.backend  # on PostgreSQL + Redis too: one clip's link never opens another (isolation)
def test_a_link_opens_only_its_own_clip(make_tenant):
    tenant = make_tenant("acme")
    first, second = synthesize(tenant, "First clip."), synthesize(tenant, "Second clip.")
    token = signed_audio_url(first).split("token=")[1]
    response = Client().get(f"/api/v1/clips/{second.key}/audio?token={token}")
    assert response.status_code == 401 and error(response)["code"] == "unauthenticated"


def test_a_tampered_or_expired_link_is_refused(make_tenant, settings):
    clip = synthesize(make_tenant("acme"), "Expire me.")
    url = signed_audio_url(clip)
    assert Client().get(url[:-2] + "xx").status_code == 401
    settings.API_AUDIO_URL_SECONDS = -1
    response = Client().get(url)
    assert response.status_code == 401 and "expired" in error(response)["message"]


def test_a_link_does_not_open_the_rest_of_the_api(make_tenant):
    clip = synthesize(make_tenant("acme"), "Only audio.")
    token = signed_audio_url(clip).split("token=")[1]
    assert Client().get(f"/api/v1/clips/{clip.key}?token={token}").status_code == 401

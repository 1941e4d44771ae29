"""CORS on a clip's signed links: a page on a tenant's own site plays the audio in
<audio crossorigin> and shows the captions in <track>. Requests with an API key get none."""

import pytest
from django.test import Client

from api.auth import signed_audio_url
from tests.test_api_support import client_for, key_for, synthesize

pytestmark = pytest.mark.usefixtures("job_settings")

EXPOSED = "Content-Range, Content-Length, Accept-Ranges, ETag, X-Audio-Duration"


@pytest.fixture
def clip(make_tenant):
    return synthesize(make_tenant("acme"), "The first sentence.\n\nThe second one.")


@pytest.fixture
def audio_url(clip):
    return signed_audio_url(clip)


@pytest.fixture
def captions_url(clip, audio_url):
    return audio_url.replace("/audio?", "/captions?") + "&format=vtt"


def assert_cors(response):
    assert response["Access-Control-Allow-Origin"] == "*"
    assert response["Access-Control-Expose-Headers"] == EXPOSED


def assert_no_cors(response):
    assert "Access-Control-Allow-Origin" not in response
    assert "Access-Control-Expose-Headers" not in response


@pytest.mark.parametrize(
    "headers,status",
    [({}, 200), ({"Range": "bytes=0-99"}, 206), ({"Range": "bytes=99999999-"}, 416)],
    ids=["whole", "range", "unsatisfiable range"],
)
def test_the_audio_link_answers_with_cors(audio_url, headers, status):
    response = Client().get(audio_url, headers=headers)
    assert response.status_code == status
    assert_cors(response)


def test_a_not_modified_audio_link_answers_with_cors(audio_url):
    tag = Client().get(audio_url)["ETag"]
    response = Client().get(audio_url, headers={"If-None-Match": tag})
    assert response.status_code == 304
    assert_cors(response)


def test_the_captions_by_the_link_answer_with_cors(captions_url):
    response = Client().get(captions_url)
    assert response.status_code == 200 and response.content.startswith(b"WEBVTT")
    assert_cors(response)


def test_a_refused_link_answers_with_cors_so_the_page_can_see_why(
    clip, audio_url, captions_url, settings
):
    tampered = Client().get(audio_url[:-2] + "xx")
    assert tampered.status_code == 401
    assert_cors(tampered)
    other = synthesize(clip.tenant, "Another clip.")
    token = audio_url.split("token=")[1]
    wrong_clip = Client().get(f"/api/v1/clips/{other.key}/captions?token={token}")
    assert wrong_clip.status_code == 401
    assert_cors(wrong_clip)
    settings.API_AUDIO_URL_SECONDS = -1
    expired = Client().get(captions_url)
    assert expired.status_code == 401
    assert_cors(expired)


def test_requests_with_an_api_key_get_no_cors(clip):
    client = client_for(clip.tenant)
    for path in (f"/api/v1/clips/{clip.key}/audio", f"/api/v1/clips/{clip.key}/captions"):
        response = client.get(path)
        assert response.status_code == 200
        assert_no_cors(response)
    assert_no_cors(client.get(f"/api/v1/clips/{clip.key}/audio", headers={"Range": "bytes=0-9"}))
    assert_no_cors(Client(headers={"Authorization": "Bearer wrong"}).get(path))


def test_a_key_sent_with_a_token_gets_no_cors(clip, audio_url):
    # The key authenticates (it is tried first), so the answer is the key's: no CORS.
    with_key = Client(headers={"X-Api-Key": key_for(clip.tenant)})
    response = with_key.get(audio_url)
    assert response.status_code == 200
    assert_no_cors(response)
    assert_no_cors(Client(headers={"Authorization": "Bearer wrong"}).get(audio_url))


def test_the_rest_of_the_api_gets_no_cors_even_with_a_token(clip, audio_url):
    token = audio_url.split("token=")[1]
    response = Client().get(f"/api/v1/clips/{clip.key}?token={token}")
    assert response.status_code == 401
    assert_no_cors(response)

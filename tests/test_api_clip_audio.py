"""GET /clips/{id}/audio: strong ETags (304), single byte ranges (206, 416), any Accept."""

import pytest

from synth.playback import flush_served
from tests.test_api_support import client_for, decode, error, synthesize

pytestmark = pytest.mark.usefixtures("job_settings")


@pytest.fixture
def clip(make_tenant):
    return synthesize(make_tenant("acme"), "Hello there.")


@pytest.fixture
def client(clip):
    return client_for(clip.tenant)


@pytest.fixture
def url(clip):
    return f"/api/v1/clips/{clip.key}/audio?format=mp3"


@pytest.fixture
def whole(client, url):
    return client.get(url).getvalue()  # (audio answers stream their file)


def test_it_serves_the_whole_clip(client, clip, url):
    response = client.get(url)
    assert response.status_code == 200
    assert response["Content-Type"] == "audio/mpeg"
    assert response["Accept-Ranges"] == "bytes"
    assert response["ETag"] == f'"{clip.key}.mp3"'
    audio = response.getvalue()
    assert response["Content-Length"] == str(len(audio))
    assert response["X-Clip-Id"] == clip.key
    assert "X-Cache" not in response
    assert decode(audio)[1] == clip.sample_rate


def test_the_format_defaults_to_wav(client, clip):
    response = client.get(f"/api/v1/clips/{clip.key}/audio")
    assert response["Content-Type"] == "audio/wav"


def test_it_refuses_an_unknown_format(client, clip):
    response = client.get(f"/api/v1/clips/{clip.key}/audio?format=m4a")
    assert response.status_code == 400
    assert error(response)["code"] == "unsupported_format"
    assert error(response)["field"] == "format"


@pytest.mark.parametrize("tag", ['"{key}.mp3"', 'W/"{key}.mp3"', '"other", "{key}.mp3"', "*"])
def test_a_matching_if_none_match_answers_304(client, clip, url, tag):
    response = client.get(url, headers={"If-None-Match": tag.format(key=clip.key)})
    assert response.status_code == 304
    assert response.content == b""
    assert response["ETag"] == f'"{clip.key}.mp3"'


def test_another_etag_gets_the_audio(client, clip, url):
    response = client.get(url, headers={"If-None-Match": f'"{clip.key}.wav"'})
    assert response.status_code == 200


@pytest.mark.parametrize(
    "header,span",
    [
        ("bytes=0-99", (0, 99)),
        ("bytes=100-", (100, None)),
        ("bytes=-50", (-50, None)),
        ("bytes=10-10", (10, 10)),
        ("bytes=0-99999999", (0, None)),
        ("BYTES = 5 - 9", (5, 9)),
    ],
)
def test_a_single_range_answers_206(client, url, whole, header, span):
    response = client.get(url, headers={"Range": header})
    size = len(whole)
    start, end = span
    start = start % size
    end = size - 1 if end is None else end
    assert response.status_code == 206
    assert response.getvalue() == whole[start : end + 1]
    assert response["Content-Range"] == f"bytes {start}-{end}/{size}"
    assert response["Content-Length"] == str(end - start + 1)


@pytest.mark.parametrize("header", ["bytes={size}-", "bytes={size}-{more}", "bytes=-0"])
def test_an_unsatisfiable_range_answers_416(client, url, whole, header):
    size = len(whole)
    response = client.get(url, headers={"Range": header.format(size=size, more=size + 9)})
    assert response.status_code == 416
    assert response["Content-Range"] == f"bytes */{size}"


@pytest.mark.parametrize("header", ["bytes=0-1,5-6", "bytes=5-1", "items=0-1", "bytes=-", "0-1"])
def test_several_or_malformed_ranges_get_the_whole_clip(client, url, whole, header):
    response = client.get(url, headers={"Range": header})
    assert response.status_code == 200
    assert response.getvalue() == whole


def test_if_range_applies_the_range_only_to_the_same_audio(client, clip, url, whole):
    same = client.get(url, headers={"Range": "bytes=0-9", "If-Range": f'"{clip.key}.mp3"'})
    assert same.status_code == 206
    other = client.get(url, headers={"Range": "bytes=0-9", "If-Range": '"older"'})
    assert other.status_code == 200 and other.getvalue() == whole


@pytest.mark.parametrize(
    "accept", ["audio/mpeg", "application/octet-stream", "text/html", "audio/*;q=0.9", "*/*"]
)
def test_any_accept_header_gets_the_audio(client, url, accept):
    response = client.get(url, headers={"Accept": accept})
    assert response.status_code == 200
    assert response["Content-Type"] == "audio/mpeg"


def test_head_answers_without_a_body(client, url, whole):
    response = client.head(url)
    assert response.status_code == 200
    assert response.getvalue() == b""
    assert response["Content-Length"] == str(len(whole))


def test_every_serve_counts(client, clip, url):
    client.get(url)
    client.get(url, headers={"Range": "bytes=0-9"})
    client.get(url, headers={"If-None-Match": f'"{clip.key}.mp3"'})
    flush_served()
    clip.refresh_from_db()
    assert clip.hits == 3 and clip.last_served is not None


def test_errors_are_json_whatever_accept_says(client):
    response = client.get(f"/api/v1/clips/{'0' * 64}/audio", headers={"Accept": "audio/mpeg"})
    assert response.status_code == 404
    assert response["Content-Type"] == "application/json"
    assert error(response)["code"] == "not_found"

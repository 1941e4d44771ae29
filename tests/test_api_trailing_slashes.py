"""Every API route answers the same with and without a trailing slash, a POST's body
included (rewritten in place by api.slashes, never redirected)."""

import re

import pytest
from django.urls import URLResolver, get_resolver, resolve

from api.slashes import API_PREFIXES, canonical_path
from tests.test_api_support import client_for


def api_patterns(patterns=None, prefix="/"):
    """(an example path, the route's name) for every route under the API's prefixes."""
    for pattern in get_resolver().url_patterns if patterns is None else patterns:
        route = prefix + str(pattern.pattern).lstrip("^").rstrip("$")
        if isinstance(pattern, URLResolver):
            yield from api_patterns(pattern.url_patterns, route)
        elif (route if route.endswith("/") else f"{route}/").startswith(API_PREFIXES):
            path = re.sub(r"<[^>]+>|\(\?P<\w+>[^)]*\)", "abc123", route.replace("^", ""))
            yield path.replace("$", ""), pattern.name


ROUTES = list(api_patterns())


def test_the_walk_finds_every_surface():
    names = {name for _, name in ROUTES}
    assert {"speech", "batch", "lexicon-detail", "openai-speech", "openai-base", "eleven-tts",
            "eleven-voices-search", "schema", "docs"} <= names  # fmt: skip
    assert len(ROUTES) > 30


@pytest.mark.parametrize("path,name", ROUTES, ids=[p for p, _ in ROUTES])
def test_each_route_resolves_both_ways(path, name):
    other = path[:-1] if path.endswith("/") else f"{path}/"
    for form in (path, other):
        assert resolve(canonical_path(form)).url_name == name, form


def test_paths_outside_the_api_are_left_to_django():
    assert canonical_path("/admin") == "/admin"  # CommonMiddleware's APPEND_SLASH redirect
    assert canonical_path("/api/v1/no-such-thing/") == "/api/v1/no-such-thing/"


@pytest.fixture
def acme(make_tenant):
    return make_tenant("acme")


def test_a_batch_answers_with_a_trailing_slash(sync_jobs, acme):
    api = client_for(acme)
    created = api.post("/api/v1/batches/", {"items": [{"text": "Hi."}]}, "application/json")
    assert created.status_code == 202
    url = created["Location"]
    plain, slashed = api.get(url), api.get(f"{url}/")
    assert plain.status_code == slashed.status_code == 200
    # an item's audio link is signed with the second it was made in: the two answers may
    # fall in different seconds, so the links are compared by what they play
    plain_body, slashed_body = dict(plain.json()), dict(slashed.json())
    plain_items, slashed_items = plain_body.pop("items"), slashed_body.pop("items")
    assert plain_body == slashed_body
    assert plain_items
    for one, other in zip(plain_items, slashed_items, strict=True):
        one_audio, other_audio = api.get(one.pop("audio_url")), api.get(other.pop("audio_url"))
        assert one == other
        assert one_audio.status_code == other_audio.status_code == 200
        assert b"".join(one_audio) == b"".join(other_audio)


@pytest.mark.parametrize("path,body", [
    ("/api/v1/speech/", {"text": "Hello.", "format": "wav"}),
    ("/v1/audio/speech/", {"model": "tts-1", "input": "Hello.", "voice": "alloy",
                           "response_format": "wav"}),
    ("/v1/text-to-speech/F1/", {"text": "Hello."}),
])  # fmt: skip
def test_a_post_keeps_its_body_with_a_trailing_slash(sync_jobs, acme, path, body):
    response = client_for(acme).post(path, body, "application/json")
    assert response.status_code == 200, response.content
    assert response["Content-Type"].startswith("audio/")


def test_discovery_and_the_schema_answer_without_their_slash(client, db):
    assert client.get("/v1").status_code == client.get("/v1/").status_code == 200
    assert client.get("/api/schema").status_code == 200


def test_an_unknown_route_is_still_a_json_404(acme):
    response = client_for(acme).get("/api/v1/batches/x/y/")
    assert response.status_code == 404 and response.json()["error"]["code"] == "not_found"

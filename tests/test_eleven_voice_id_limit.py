"""The ``voice_id`` in an ElevenLabs URL is bounded: one longer than
:data:`api.elevenlabs.vocabulary.MAX_VOICE_ID_CHARS` is a 400 in ElevenLabs' shape before anything
parses it (a 40 KB voice_id held a web worker in the blend pattern until it was killed),
on every route that takes one. The stream-input socket takes the same ``voice_id``
through :func:`api.elevenlabs.vocabulary.speech_params`, which applies the same limit."""

import time

import pytest
from django.test import Client

from api.elevenlabs import vocabulary
from synth.models import SynthesisJob
from tests.test_api_support import key_for

pytestmark = pytest.mark.usefixtures("job_settings", "fresh_counts")

LIMIT = vocabulary.MAX_VOICE_ID_CHARS
# What went in the blend pattern: a voice name, then a long run of spaces.
HOSTILE = "F1" + " " * 40_000 + "x"


def voice_id_routes() -> dict[str, tuple[str, str]]:
    """Every operation in the schema with a ``voice_id`` in its path, so a new one is
    covered too."""
    from drf_spectacular.generators import SchemaGenerator

    schema = SchemaGenerator().get_schema(request=None, public=True)
    return {
        f"{method.upper()} {path}": (method, path)
        for path, operations in schema["paths"].items()
        if "{voice_id}" in path
        for method in operations
    }


ROUTES = voice_id_routes()


def test_the_sweep_finds_every_rest_route_that_takes_a_voice_id():
    assert len(ROUTES) == 6 and "GET /v1/voices/{voice_id}/settings" in ROUTES


def call(tenant, route: str, voice_id: str):
    method, path = ROUTES[route]
    client = Client(headers={"xi-api-key": key_for(tenant)})
    url = path.replace("{voice_id}", voice_id.replace(" ", "%20"))
    if method == "get":
        return client.get(url)
    return client.post(url, {"text": "Hello there."}, "application/json")


@pytest.mark.parametrize("route", ROUTES)
def test_a_voice_id_over_the_limit_is_refused_at_once_in_elevenlabs_shape(make_tenant, route):
    tenant = make_tenant("acme")
    began = time.perf_counter()
    response = call(tenant, route, HOSTILE)
    assert time.perf_counter() - began < 1.0
    assert response.status_code == 400, response.content[:300]
    detail = response.json()["detail"]
    assert detail["code"] == "invalid" and detail["param"] == "voice_id"
    assert str(LIMIT) in detail["message"] and len(response.content) < 1000  # no echo
    assert not SynthesisJob.objects.exists()


@pytest.mark.parametrize("route", ROUTES)
def test_a_voice_id_just_over_the_limit_is_refused_and_one_at_it_is_looked_up(make_tenant, route):
    tenant = make_tenant("acme")
    assert call(tenant, route, "x" * (LIMIT + 1)).status_code == 400
    at_limit = call(tenant, route, "x" * LIMIT)
    assert at_limit.status_code == 404 and at_limit.json()["detail"]["status"] == "voice_not_found"


def test_the_socket_path_through_speech_params_applies_the_same_limit(make_tenant):
    from api.errors import ApiError

    with pytest.raises(ApiError) as refused:
        vocabulary.speech_params(make_tenant("acme"), HOSTILE)
    assert refused.value.status_code == 400 and refused.value.field == "voice_id"

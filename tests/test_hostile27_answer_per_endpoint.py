"""A remembered answer is its endpoint's (issue 30, the twenty-seventh hostile pass's L-1):
it was keyed by the tenant and the body alone, so a body ``POST /api/v1/speech`` had
answered was answered on OpenAI's ``/v1/audio/speech`` too (200, audio, metered as
``openai``), where the same body is a 400 (``text`` is not OpenAI's field), and the other
way round."""

import json

import pytest

from tests.test_api_support import client_for

pytestmark = [pytest.mark.backend, pytest.mark.usefixtures("sync_jobs", "fresh_counts")]


def post(api, path, body):
    return api.post(path, json.dumps(body), content_type="application/json")


def test_our_bodys_answer_is_not_openais(make_tenant):
    api = client_for(make_tenant("acme"))
    ours = {"text": "Remembered body test.", "format": "wav", "steps": 2}
    assert [post(api, "/api/v1/speech", ours)["X-Cache"] for _ in range(2)] == ["MISS", "HIT"]
    theirs = post(api, "/v1/audio/speech", ours)
    assert theirs.status_code == 400  # before: 200, audio/wav, X-Cache HIT


def test_openais_bodys_answer_is_not_ours(make_tenant):
    api = client_for(make_tenant("acme"))
    body = {"model": "tts-1", "input": "Remembered body test.", "voice": "alloy",
            "response_format": "wav"}  # fmt: skip
    assert [post(api, "/v1/audio/speech", body)["X-Cache"] for _ in range(2)] == ["MISS", "HIT"]
    ours = post(api, "/api/v1/speech", body)
    assert ours.status_code == 400

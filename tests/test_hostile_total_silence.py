"""A request's pauses beyond the default silence add up to at most
``contract.MAX_EXTRA_PAUSE_SECONDS`` (issue 30, a second fresh hostile pass): 600 short
sentences at 5 s of silence each made a 59-minute, 313 MB clip from 3,000 characters. The
same text at the default silence, or a little more, is still spoken."""

import json

import pytest

from engine import contract
from engine.errors import InvalidParameter
from tests.test_api_support import client_for

MANY = "Go.\n\n" * 600


def test_the_engine_refuses_pauses_past_the_budget(engine):
    with pytest.raises(InvalidParameter) as refused:
        engine.request(MANY, lang="en", voice="M1", silence=5.0)
    assert refused.value.field == "silence"
    request = engine.request(MANY, lang="en", voice="M1")  # the default silence
    assert len(request.chunks) > 100
    extra = contract.MAX_EXTRA_PAUSE_SECONDS / (len(request.chunks) - 1)
    engine.request(MANY, lang="en", voice="M1", silence=contract.DEFAULT_SILENCE + extra * 0.9)


@pytest.mark.usefixtures("sync_jobs", "fresh_counts")
def test_every_way_in_answers_400_for_an_hour_of_silence(make_tenant):
    api = client_for(make_tenant("acme"))
    for path, body in [
        ("/api/v1/speech", {"text": MANY, "silence": 5, "wait": 0}),
        ("/api/v1/normalize", {"text": MANY, "silence": 5}),
        ("/api/v1/batches", {"items": [{"text": MANY, "silence": 5}]}),
    ]:
        response = api.post(path, json.dumps(body), "application/json")
        assert response.status_code == 400, (path, response.content[:200])
        assert response.json()["error"]["field"].endswith("silence")

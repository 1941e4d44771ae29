"""A long run of text with no place to break (no space, no punctuation) is spoken, never a
500 (issue 30, a third fresh hostile pass): its chunks of 300 characters made the duration
predictor answer a length past any speech, which failed the job on every surface, and the
characters stayed charged. Such a chunk is made again with its duration held, as the
service already did for one merely implausible."""

import json

import pytest
from django.test import Client

from tests.test_api_support import client_for, key_for

RUNS = ["x" * 2400, "あ" * 2400, "가" * 2000]


@pytest.mark.usefixtures("sync_jobs", "fresh_counts")
@pytest.mark.parametrize("text", RUNS, ids=["latin", "kana", "hangul"])
def test_a_run_without_breaks_is_spoken_on_every_surface(make_tenant, text):
    acme = make_tenant("acme")
    api = client_for(acme)
    answers = [
        api.post("/api/v1/speech", json.dumps({"text": text, "wait": 30}), "application/json"),
        api.post(
            "/v1/audio/speech",
            json.dumps(
                {"model": "tts-1", "voice": "alloy", "input": text, "response_format": "wav"}
            ),
            "application/json",
        ),
        Client(headers={"xi-api-key": key_for(acme)}).post(
            "/v1/text-to-speech/F1?output_format=pcm_24000", {"text": text}, "application/json"
        ),
    ]
    assert [a.status_code for a in answers] == [200, 200, 200], [a.content[:200] for a in answers]

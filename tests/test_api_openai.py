"""POST /v1/audio/speech behaves like OpenAI's speech API, down to its error shape."""

import pytest

from engine import contract
from lexicon.models import VoicePreset
from synth.voices import OPENAI_VOICES
from tests.test_api_support import (
    client_for,
    decode,
    synthesize,
)

pytestmark = pytest.mark.usefixtures("job_settings")


@pytest.fixture
def acme(make_tenant):
    return make_tenant("acme")


def speech(tenant, **body):
    body = {"model": "tts-1", "input": "Hello there.", "voice": "alloy", **body}
    return client_for(tenant).post("/v1/audio/speech", body, "application/json")


def openai_error(response) -> dict:
    body = response.json()
    assert set(body) == {"error"} and set(body["error"]) == {"message", "type", "param", "code"}
    return body["error"]


def test_it_answers_mp3_by_default(acme):
    clip = synthesize(acme, "Hello there.", voice=OPENAI_VOICES["alloy"])
    response = speech(acme)
    assert response.status_code == 200
    assert response["Content-Type"] == "audio/mpeg"
    assert response["X-Cache"] == "HIT" and response["X-Clip-Id"] == clip.key
    assert decode(response.getvalue())[1] == clip.sample_rate


@pytest.mark.parametrize("model", ["tts-1", "tts-1-hd", "gpt-4o-mini-tts", "supertonic-3"])
def test_every_model_name_is_the_same_model(acme, model):
    clip = synthesize(acme, "Hello there.", voice="F1")
    assert speech(acme, model=model)["X-Clip-Id"] == clip.key


@pytest.mark.parametrize("name", sorted(OPENAI_VOICES))
def test_openai_voice_names_map_to_built_in_voices(acme, name):
    clip = synthesize(acme, "Hello there.", voice=OPENAI_VOICES[name])
    assert speech(acme, voice=name)["X-Clip-Id"] == clip.key


def test_a_preset_of_the_same_name_wins_over_the_table(acme):
    VoicePreset.objects.create(tenant=acme, name="alloy", voice="M4", speed=1.2)
    clip = synthesize(acme, "Hello there.", voice="M4", speed=1.2)
    assert speech(acme, voice="alloy")["X-Clip-Id"] == clip.key


@pytest.mark.parametrize("voice", ["F4", {"id": "F4"}])
def test_built_in_voices_and_voice_objects_work(acme, voice):
    clip = synthesize(acme, "Hello there.", voice="F4")
    assert speech(acme, voice=voice)["X-Clip-Id"] == clip.key


def test_speed_lang_and_instructions(acme):
    clip = synthesize(acme, "안녕하세요.", voice="F1", speed=1.5, lang="ko")
    response = speech(
        acme,
        input="안녕하세요.",
        speed=1.5,
        lang="ko",
        instructions="cheerful",
        stream_format="audio",
    )
    assert response["X-Clip-Id"] == clip.key


@pytest.mark.parametrize(
    "fmt,content_type", [("wav", "audio/wav"), ("flac", "audio/flac"), ("opus", "audio/ogg")]
)
def test_it_speaks_openais_formats(acme, fmt, content_type):
    synthesize(acme, "Hello there.", voice="F1")
    response = speech(acme, response_format=fmt)
    assert response["Content-Type"].startswith(content_type)
    assert len(decode(response.getvalue())[0]) > 0


def test_pcm_is_24_khz_as_openai_sends_it(acme):
    clip = synthesize(acme, "Hello there.", voice="F1")
    response = speech(acme, response_format="pcm")
    assert response["Content-Type"] == "audio/L16;rate=24000;channels=1"
    assert len(response.getvalue()) == pytest.approx(2 * 24000 * clip.duration, abs=4)


def test_a_miss_waits_for_the_clip(acme, sync_jobs):
    response = speech(acme)
    assert response.status_code == 200 and response["X-Cache"] == "MISS"


def test_a_miss_that_takes_too_long_answers_504(acme, settings):
    settings.API_MAX_WAIT = 0  # and no cluster runs: the job stays queued
    response = speech(acme)
    assert response.status_code == 504
    error = openai_error(response)
    assert (error["code"], error["type"]) == ("wait_timeout", "server_error")
    assert "send the same request again" in error["message"]


@pytest.mark.parametrize(
    "body,status,code,param",
    [
        ({"response_format": "ogg"}, 400, "unsupported_format", "response_format"),
        ({"speed": 0.2}, 400, "unsupported_speed", "speed"),
        ({"speed": 4.5}, 400, "unsupported_speed", "speed"),
        ({"stream_format": "json"}, 400, "unsupported_stream_format", "stream_format"),
        ({"model": "whisper-1"}, 400, "unknown_model", "model"),
        ({"voice": "nobody"}, 400, "invalid_voice", "voice"),
        ({"voice": {"name": "x"}}, 400, "invalid", "voice"),
        ({"input": " "}, 400, "empty_text", "input"),
        ({"input": 5001 * "a"}, 413, "text_too_long", "input"),
        ({"input": "Thai ก"}, 400, "unsupported_characters", "input"),
        ({"lang": "xx"}, 400, "unsupported_language", "lang"),
        ({"seed": 1}, 400, "unknown_field", "seed"),
    ],
)
def test_errors_come_in_openais_shape(acme, body, status, code, param):
    response = speech(acme, **body)
    assert response.status_code == status
    error = openai_error(response)
    assert (error["code"], error["param"], error["type"]) == (code, param, "invalid_request_error")
    assert error["message"]


def test_the_speed_error_explains_our_range(acme):
    message = openai_error(speech(acme, speed=5))["message"]
    low, high = contract.SPEED_RANGE
    assert f"from {low} to {high}" in message and "0.25 to 4.0" in message


def test_a_missing_key_is_an_openai_authentication_error(db):
    from django.test import Client

    response = Client().post("/v1/audio/speech", {"input": "Hi."}, "application/json")
    assert response.status_code == 401
    error = openai_error(response)
    assert (error["code"], error["type"]) == ("unauthenticated", "authentication_error")

"""A field nobody knows is refused with the field the user probably meant, never taken
for it; and formats, languages and voices are understood in any case."""

import pytest

from lexicon.models import LexiconEntry
from synth.models import Clip
from tests.test_api_support import client_for, error

# Backend-dependent, so on the PostgreSQL + Redis pass too: preset names are looked up in the
# database, whose collation decides case.
pytestmark = pytest.mark.backend


@pytest.fixture
def api(make_tenant):
    return client_for(make_tenant("acme"))


@pytest.mark.parametrize("path,body,field,meant", [
    ("/api/v1/lexicon", {"grapheme": "SaaS", "alias": "sass"}, "grapheme", "term"),
    ("/api/v1/lexicon", {"term": "SaaS", "spoken_as": "sass"}, "spoken_as", "alias"),
    ("/api/v1/lexicon", {"term": "SaaS", "alias": "sass", "lang": "en"}, "lang", "language"),
    ("/api/v1/speech", {"text": "Hi.", "sped": 1.2}, "sped", "speed"),
    ("/api/v1/speech", {"input": "Hi."}, "input", "text"),
    ("/api/v1/speech", {"text": "Hi.", "language": "en"}, "language", "lang"),
    ("/api/v1/speech", {"text": "Hi.", "response_format": "mp3"}, "response_format", "format"),
    ("/api/v1/presets", {"name": "n", "voice_id": "F1"}, "voice_id", "voice"),
    ("/v1/audio/speech", {"model": "tts-1", "input": "Hi.", "voice": "alloy", "format": "wav"},
     "format", "response_format"),
])  # fmt: skip
def test_an_unknown_field_says_which_was_meant(job_settings, api, path, body, field, meant):
    response = api.post(path, body, "application/json")
    assert response.status_code == 400
    refused = response.json()["error"]
    assert (refused["code"], refused.get("field", field)) == ("unknown_field", field)
    assert refused["message"] == f'unknown field "{field}" -- did you mean "{meant}"?'
    assert not LexiconEntry.objects.exists()


def test_a_field_like_none_lists_the_known_ones(job_settings, api):
    response = api.post("/api/v1/speech", {"text": "Hi.", "zzz": 1}, "application/json")
    assert error(response)["message"].startswith('unknown field "zzz"; known fields: text,')


def test_a_lexicon_entry_is_made_from_its_documented_fields(job_settings, api):
    body = {"term": "SaaS", "alias": "sass", "language": "en"}
    response = api.post("/api/v1/lexicon", body, "application/json")
    assert response.status_code == 201, response.content
    assert LexiconEntry.objects.get().alias == "sass"


@pytest.mark.parametrize("body,expect", [
    ({"format": "MP3"}, "audio/mpeg"),
    ({"format": "Wav", "lang": "EN", "voice": "f2"}, "audio/wav"),
    ({"stream": True, "stream_format": "PCM"}, "audio/L16;rate=44100;channels=1"),
])  # fmt: skip
def test_speech_takes_codes_in_any_case(sync_jobs, api, body, expect):
    response = api.post("/api/v1/speech", {"text": "Hello.", **body}, "application/json")
    assert response.status_code == 200, response.content
    assert response["Content-Type"] == expect
    clip = Clip.objects.get()
    assert clip.lang == "en" and clip.voice in ("F2", "M1")


def test_a_voice_in_another_case_is_the_builtin_one(sync_jobs, api):
    api.post("/api/v1/speech", {"text": "Hello.", "voice": "m3"}, "application/json")
    assert Clip.objects.get().voice == "M3"


def test_a_preset_named_like_a_voice_in_lower_case_still_wins(sync_jobs, make_tenant):
    acme = make_tenant("acme")
    acme.presets.create(name="f1", voice="M4")
    client_for(acme).post("/api/v1/speech", {"text": "Hello.", "voice": "f1"}, "application/json")
    assert Clip.objects.get().voice == "M4"


def test_the_openai_surface_takes_codes_in_any_case(sync_jobs, api):
    body = {"model": "tts-1", "input": "Hello.", "voice": "Alloy", "response_format": "WAV",
            "lang": "EN"}  # fmt: skip
    response = api.post("/v1/audio/speech", body, "application/json")
    assert response.status_code == 200 and response["Content-Type"] == "audio/wav"


def test_case_never_makes_an_unknown_code_known(job_settings, api):
    response = api.post("/api/v1/speech", {"text": "Hi.", "format": "M4A"}, "application/json")
    assert (response.status_code, error(response)["code"]) == (400, "unsupported_format")

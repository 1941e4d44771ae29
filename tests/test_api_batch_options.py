"""Batches take every per-request option of POST /speech, in ``defaults`` and per item,
and an error names the field where the user wrote it."""

import pytest

from synth.models import BatchItem, Clip, ClipEncoding
from tests.test_api_support import client_for, error

URL = "/api/v1/batches"


def post(api, body):
    return api.post(URL, body, content_type="application/json")


def test_a_default_format_is_written_by_each_items_job(sync_jobs, make_tenant, monkeypatch):
    api = client_for(make_tenant("acme"))
    body = {
        "items": [{"text": "Welcome."}, {"text": "Goodbye.", "format": "WAV"}],
        "defaults": {"format": "mp3", "speed": 1.2, "steps": 2, "seed": 7, "silence": 0.2},
    }
    response = post(api, body)
    assert response.status_code == 202, response.content
    first, second = response.json()["items"]
    assert first["audio_url"].endswith("&format=mp3")
    assert second["audio_url"].endswith("&format=wav")
    assert set(ClipEncoding.objects.values_list("format", flat=True)) == {"mp3"}
    assert Clip.objects.filter(speed=1.2, steps=2, seed=7, silence=0.2).count() == 2

    # The batch's formats were made by the jobs: fetching them encodes nothing.
    def no_encoding(*args):
        raise AssertionError("encoded on the request path")

    monkeypatch.setattr("synth.playback.encode", no_encoding)
    monkeypatch.setattr("synth.playback.write_samples", no_encoding)
    for item in (first, second):
        audio = api.get(item["audio_url"])
        assert audio.status_code == 200 and audio.getvalue()


def test_items_take_voice_lang_and_preset_as_speech_does(sync_jobs, make_tenant):
    acme = make_tenant("acme")
    acme.presets.create(name="narrator", voice="M2", language="en")
    api = client_for(acme)
    items = [
        {"text": "One.", "preset": "narrator"},
        {"text": "Two.", "voice": "f3"},
        {"text": "안녕하세요.", "lang": "KO"},
    ]
    response = post(api, {"items": items, "defaults": {"raw": True}})
    assert response.status_code == 202, response.content
    voices = dict(Clip.objects.values_list("text", "voice"))
    assert (voices["One."], voices["Two."]) == ("M2", "F3")
    assert Clip.objects.get(text="안녕하세요.").lang == "ko"


@pytest.mark.parametrize(
    "body,code,field",
    [
        ({"items": [{"text": "ok"}], "defaults": {"format": "m4a"}}, "unsupported_format",
         "defaults.format"),
        ({"items": [{"text": "ok", "format": "m4a"}]}, "unsupported_format", "items.0.format"),
        ({"items": [{"text": "ok"}], "defaults": {"voice": "Z9"}}, "invalid_voice",
         "defaults.voice"),
        ({"items": [{"text": "ok"}, {"text": "ok", "voice": "Z9"}], "defaults": {"voice": "F1"}},
         "invalid_voice", "items.1.voice"),
        ({"items": [{"text": "ok"}], "defaults": {"lang": "xx"}}, "unsupported_language",
         "defaults.lang"),
        ({"items": [{"text": "ok"}], "defaults": {"preset": "nope"}}, "unknown_preset",
         "defaults.preset"),
        ({"items": [{"text": "ok"}], "defaults": {"speed": 9}}, "invalid", "defaults.speed"),
        ({"items": [{"text": "ok"}], "defaults": {"wait": 3}}, "unknown_field", "defaults.wait"),
        ({"items": [{"text": "ok", "stream": True}]}, "unknown_field", "items.0.stream"),
    ],
)  # fmt: skip
def test_an_error_names_the_field_where_it_was_written(
    job_settings, make_tenant, body, code, field
):
    response = post(client_for(make_tenant("acme")), body)
    assert response.status_code == 400, response.content
    assert (error(response)["code"], error(response)["field"]) == (code, field)
    assert not BatchItem.objects.exists()

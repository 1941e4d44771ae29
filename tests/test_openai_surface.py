"""The OpenAI surface beyond the basic call: discovery without a key, speed in OpenAI's
range, instructions ignored, aac, and stream_format "sse" (through Django's test client;
tests/test_openai_clients.py drives the same with the real SDKs against a real server).

Request shapes are the clients' own, read from their source:
- Open WebUI, backend/open_webui/routers/audio.py (open-webui/open-webui at 6adde203):
  ``get_available_models`` GETs ``{base}/audio/models`` with no headers and reads
  ``data.get("models", [])``, a list of ``{"id"}``; ``get_available_voices`` GETs
  ``{base}/audio/voices`` and builds ``{voice["id"]: voice["name"]}``; its ElevenLabs
  engine GETs ``/v1/models`` with ``xi-api-key`` and reads ``model["name"]`` and
  ``model["model_id"]`` from a JSON list; ``speech`` posts the browser's body with
  ``model`` set, no ``response_format``, and caches the answer as ``.mp3``. The browser's
  body is ``{input: text, voice: speaker, ...(model && { model })}``
  (``synthesizeOpenAISpeech`` in src/lib/apis/audio/index.ts at 173420e3).
- Home Assistant, homeassistant/components/openai_conversation/tts.py (home-assistant/core
  at 11cc4882): ``instructions=str(options.get(CONF_PROMPT))`` (the string "None" when
  no prompt is set), ``speed``, ``response_format`` one of mp3/opus/aac/flac/wav/pcm.
- SillyTavern, public/scripts/extensions/tts/openai-compatible.js (SillyTavern/SillyTavern
  at 414e28b2): ``{model, input, voice, response_format: "mp3", speed}``, speed from a
  slider of 0.25 to 4 in steps of 0.05.
"""

import base64
import io
import json

import av
import numpy as np
import pytest
from asgiref.sync import async_to_sync
from django.test import Client

from engine import contract
from lexicon.models import VoicePreset
from synth.voices import OPENAI_VOICES
from tests.test_api_support import client_for, decode, key_for, synthesize

pytestmark = pytest.mark.usefixtures("job_settings")


@pytest.fixture
def acme(make_tenant):
    return make_tenant("acme")


def speech(tenant, **body):
    body = {"model": "tts-1", "input": "Hello there.", "voice": "alloy", **body}
    return client_for(tenant).post("/v1/audio/speech", body, "application/json")


def body_of(response) -> bytes:
    if not response.streaming:
        return response.content

    async def read():
        return b"".join([piece async for piece in response.streaming_content])

    return async_to_sync(read)()


def decode_aac(data: bytes) -> tuple[np.ndarray, int]:
    with av.open(io.BytesIO(data)) as container:
        rate = container.streams.audio[0].sample_rate
        samples = [f.to_ndarray()[0] for f in container.decode(audio=0)]
    return np.concatenate(samples), rate


def sse_events(data: bytes) -> list[dict]:
    """The events of a text/event-stream body, checking each has its event: line."""
    events = []
    for block in data.decode().split("\n\n"):
        if not block:
            continue
        lines = dict(line.split(": ", 1) for line in block.split("\n"))
        event = json.loads(lines["data"])
        assert lines["event"] == event["type"]
        events.append(event)
    return events


# --- discovery ----------------------------------------------------------------------------


def test_open_webui_lists_voices_without_a_key(db):
    response = Client().get("/v1/audio/voices")
    assert response.status_code == 200
    voices = {v["id"]: v["name"] for v in response.json()["voices"]}  # as Open WebUI reads it
    assert set(voices) == {*contract.BUILTIN_VOICES, *OPENAI_VOICES}
    assert voices["alloy"] == f"alloy ({OPENAI_VOICES['alloy']})"
    assert all(set(v) == {"id", "name"} for v in response.json()["voices"])


def test_open_webui_lists_models_without_a_key(db):
    response = Client().get("/v1/audio/models")
    assert response.status_code == 200
    assert response.json() == {
        "models": [{"id": m} for m in ("tts-1", "tts-1-hd", "gpt-4o-mini-tts", "supertonic-3")]
    }


def test_a_key_adds_its_tenants_presets_and_no_one_elses(make_tenant):
    acme, globex = make_tenant("acme"), make_tenant("globex")
    VoicePreset.objects.create(tenant=acme, name="narrator", voice="M2")
    VoicePreset.objects.create(tenant=acme, name="alloy", voice="M4")
    VoicePreset.objects.create(tenant=globex, name="secret-voice", voice="F2")
    ids = [v["id"] for v in client_for(acme).get("/v1/audio/voices").json()["voices"]]
    assert "narrator" in ids and "secret-voice" not in ids
    assert ids.count("alloy") == 1  # the preset shadows the OpenAI name, as when speaking
    assert "narrator" not in [v["id"] for v in Client().get("/v1/audio/voices").json()["voices"]]


def test_a_wrong_key_is_refused_on_discovery_too(db):
    response = Client(headers={"Authorization": "Bearer nope"}).get("/v1/audio/voices")
    assert response.status_code == 401
    assert response.json()["error"]["type"] == "authentication_error"


def test_models_come_in_openais_shape(db):
    response = Client().get("/v1/models")
    assert response.status_code == 200
    body = response.json()
    assert body["object"] == "list"
    assert [m["id"] for m in body["data"]] == [
        "tts-1",
        "tts-1-hd",
        "gpt-4o-mini-tts",
        "supertonic-3",
    ]
    assert all(set(m) == {"id", "object", "created", "owned_by"} for m in body["data"])
    assert all(m["object"] == "model" and isinstance(m["created"], int) for m in body["data"])


def test_models_come_in_elevenlabs_shape_with_an_xi_api_key(db):
    response = Client(headers={"xi-api-key": "whatever"}).get("/v1/models")
    assert response.status_code == 200
    models = response.json()
    assert isinstance(models, list)
    # What Open WebUI's ElevenLabs engine reads
    assert {"eleven_multilingual_v2", "supertonic-3"} <= {m["model_id"] for m in models}
    assert all(m["name"] and m["can_do_text_to_speech"] for m in models)
    english = models[0]["languages"][0]
    assert english == {"language_id": "en", "name": "English"}


@pytest.mark.parametrize("method", ["get", "head"])
def test_the_base_url_answers_a_prewarm(db, method):
    # LiveKit's OpenAI TTS prewarms with client.get("/"): the openai SDK sends that to
    # the base URL itself, /v1/.
    response = getattr(Client(), method)("/v1/")
    assert response.status_code == 200


# --- what clients send ---------------------------------------------------------------------


def test_open_webuis_request_gets_mp3(acme):
    clip = synthesize(acme, "Hello there.", voice=OPENAI_VOICES["alloy"])
    response = client_for(acme).post(
        "/v1/audio/speech",
        {"model": "tts-1", "input": "Hello there.", "voice": "alloy"},
        "application/json",
    )
    assert response.status_code == 200 and response["Content-Type"] == "audio/mpeg"
    assert response["X-Clip-Id"] == clip.key and "X-Speed-Applied" not in response


@pytest.mark.parametrize("instructions", ["None", None, "", "Speak like a pirate."])
def test_instructions_are_accepted_and_ignored(acme, instructions):
    clip = synthesize(acme, "Hello there.", voice=OPENAI_VOICES["marin"])
    response = speech(acme, voice="marin", instructions=instructions, model="gpt-4o-mini-tts")
    assert response.status_code == 200 and response["X-Clip-Id"] == clip.key


@pytest.mark.parametrize(
    "asked,played", [(0.25, 0.7), (0.5, 0.7), (1.0, 1.0), (1.55, 1.55), (2.5, 2.0), (4.0, 2.0)]
)
def test_openais_speeds_are_played_within_the_models_range(acme, asked, played):
    clip = synthesize(acme, "Hello there.", voice="F1", speed=played)
    response = speech(acme, speed=asked, response_format="mp3")  # SillyTavern's shape
    assert response.status_code == 200
    assert response["X-Clip-Id"] == clip.key
    assert float(response["X-Speed-Applied"]) == played


def test_aac_is_adts_that_decodes_to_the_clip(acme):
    clip = synthesize(acme, "Hello there.", voice="F1")
    response = speech(acme, response_format="aac")
    assert response.status_code == 200 and response["Content-Type"] == "audio/aac"
    data = body_of(response)
    assert data[:2] == b"\xff\xf1"  # an ADTS frame's sync word
    samples, rate = decode_aac(data)
    assert rate == clip.sample_rate
    reference, _ = decode(body_of(speech(acme, response_format="wav")))
    # AAC adds its encoder delay and pads to whole frames of 1024 samples
    assert len(reference) <= len(samples) <= len(reference) + 3 * 1024
    assert np.abs(samples).max() > 0.01


def test_aac_is_refused_nowhere_our_own_api_included(acme):
    synthesize(acme, "Hello there.", voice="F1")
    response = client_for(acme).post(
        "/api/v1/speech",
        {"text": "Hello there.", "voice": "F1", "format": "aac"},
        "application/json",
    )
    assert response.status_code == 200 and response["Content-Type"] == "audio/aac"
    assert decode_aac(body_of(response))[1] > 0


@pytest.mark.parametrize("fmt", ["mp3", "pcm", "flac", "aac"])
def test_sse_sends_openais_events_for_a_stored_clip(acme, fmt):
    clip = synthesize(acme, "Hello there.", voice="F1")
    response = speech(acme, stream_format="sse", response_format=fmt)
    assert response.status_code == 200
    assert response["Content-Type"] == "text/event-stream"
    assert response["X-Clip-Id"] == clip.key and response["X-Cache"] == "HIT"
    events = sse_events(body_of(response))
    *deltas, done = events
    assert deltas and all(set(e) == {"type", "audio"} for e in deltas)
    assert {e["type"] for e in deltas} == {"speech.audio.delta"}
    audio = b"".join(base64.b64decode(e["audio"]) for e in deltas)
    assert audio == body_of(speech(acme, response_format=fmt))  # the bytes the audio answer has
    assert done == {
        "type": "speech.audio.done",
        "usage": {"input_tokens": 12, "output_tokens": 0, "total_tokens": 12},
    }


def test_home_assistants_request(acme, settings):
    settings.API_MAX_WAIT = 0  # no cluster runs: a miss would wait for nothing
    clip = synthesize(acme, "Hello there.", voice=OPENAI_VOICES["marin"], speed=1.0)
    for fmt in ("mp3", "opus", "aac", "flac", "wav", "pcm"):
        response = speech(
            acme,
            model="gpt-4o-mini-tts",
            voice="marin",
            instructions="None",
            speed=1.0,
            response_format=fmt,
        )
        assert response.status_code == 200, (fmt, response.content[:200])
        assert response["X-Clip-Id"] == clip.key
        assert len(body_of(response)) > 100


def test_key_for_is_used_only_by_its_tenant(make_tenant):
    # Sanity for the fixtures above: a key of one tenant is not another's.
    acme, globex = make_tenant("acme"), make_tenant("globex")
    assert key_for(acme) != key_for(globex)


@pytest.mark.parametrize(
    "path,body",
    [
        (
            "/v1/audio/speech",
            {"model": "tts-1", "input": "A new one.", "voice": "alloy", "response_format": "aac"},
        ),
        ("/api/v1/speech", {"text": "A new one.", "voice": "F1", "format": "aac", "wait": 30}),
    ],
)
def test_a_miss_in_aac_is_made_from_the_stored_clip(acme, sync_jobs, path, body):
    # libsndfile cannot write aac as the job goes (synth.dispatch.stored_formats): the job
    # encodes it from the finished clip before it ends (encoded_after), and keeps it.
    response = client_for(acme).post(path, body, "application/json")
    assert response.status_code == 200 and response["Content-Type"] == "audio/aac"
    samples, _rate = decode_aac(body_of(response))
    assert len(samples) > 1000


def test_an_sse_response_closed_early_closes_the_audio_stream_under_it():
    # What a client that leaves does to a response: its bytes' reading stops at once, so
    # the stream's slot goes back (api.answers' stream, wrapped by api.openai.sse).
    from api.openai.sse import _events

    closed = []

    async def audio():
        try:
            for piece in (b"one", b"two", b"three"):
                yield piece
        finally:
            closed.append(True)

    async def leave_after_the_first_event():
        events = _events(audio(), 5)
        first = await anext(events)
        await events.aclose()
        return first

    first = async_to_sync(leave_after_the_first_event)()
    assert sse_events(first) == [
        {"type": "speech.audio.delta", "audio": base64.b64encode(b"one").decode()}
    ]
    assert closed == [True]

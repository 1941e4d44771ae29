"""ElevenLabs' REST endpoints, request by request as its SDK (elevenlabs 2.78.0) sends
them: every output format at its rate, the timestamps, voices, and errors in its shape,
never a 5xx."""

import base64
import io
import json

import numpy as np
import pytest
import soundfile
from asgiref.sync import async_to_sync
from django.test import Client

from api.elevenlabs import vocabulary
from engine import contract
from lexicon.models import VoicePreset
from tests.stream_support import PARAGRAPH, put_in_flight
from tests.test_api_support import key_for, synthesize

pytestmark = [
    pytest.mark.usefixtures("job_settings"),
    # Django's test client gathers an async stream before giving it (and says so).
    pytest.mark.filterwarnings("ignore:StreamingHttpResponse must consume asynchronous"),
]

TEXT = "Hello there."
RACHEL = "21m00Tcm4TlvDq8ikWAM"


@pytest.fixture
def acme(make_tenant):
    return make_tenant("acme")


def eleven(tenant) -> Client:
    return Client(headers={"xi-api-key": key_for(tenant)})


def tts(client, voice_id="F1", suffix="", query="", **body):
    body = {"text": TEXT, "model_id": "eleven_multilingual_v2", **body}
    path = f"/v1/text-to-speech/{voice_id}{suffix}"
    return client.post(f"{path}?{query}" if query else path, body, "application/json")


def detail(response) -> dict:
    """ElevenLabs' error body, its shape checked on the way."""
    body = response.json()
    assert set(body) == {"detail"}
    assert set(body["detail"]) == {"status", "message", "code", "param"}
    return body["detail"]


def content(response) -> bytes:
    if not response.streaming:
        return response.content
    if not response.is_async:
        return b"".join(response.streaming_content)

    async def read():
        return [piece async for piece in response.streaming_content]

    return b"".join(async_to_sync(read)())


def read_rate(name: str, data: bytes) -> tuple[int, float]:
    """(sample rate, seconds) of ``data`` in ElevenLabs' format ``name``."""
    fmt = vocabulary.output_format(name)
    if fmt.codec == "pcm":
        return fmt.sample_rate, len(data) / 2 / fmt.sample_rate
    if fmt.codec in ("ulaw", "alaw"):
        samples, rate = soundfile.read(
            io.BytesIO(data),
            samplerate=8000,
            channels=1,
            format="RAW",
            subtype=fmt.codec.upper(),
        )
        return rate, len(samples) / rate
    samples, rate = soundfile.read(io.BytesIO(data))
    return rate, len(samples) / rate


def test_the_default_is_mp3_at_44_1_khz(acme):
    clip = synthesize(acme, TEXT, voice="F1")
    response = tts(eleven(acme))
    assert response.status_code == 200, response.content
    assert response["Content-Type"] == "audio/mpeg"
    assert response["X-Cache"] == "HIT" and response["X-Clip-Id"] == clip.key
    assert read_rate("mp3_44100_128", content(response))[0] == 44100


@pytest.mark.parametrize("name", sorted(vocabulary.OUTPUT_FORMATS))
def test_every_output_format_comes_at_its_rate(acme, name):
    clip = synthesize(acme, TEXT, voice="F1")
    response = tts(eleven(acme), query=f"output_format={name}")
    assert response.status_code == 200, response.content
    fmt = vocabulary.output_format(name)
    rate, seconds = read_rate(name, content(response))
    assert rate == (48000 if fmt.codec == "opus" else fmt.sample_rate)
    assert seconds == pytest.approx(clip.duration, abs=0.1)
    if fmt.codec == "pcm":
        assert response["Content-Type"] == f"audio/L16;rate={fmt.sample_rate};channels=1"


def test_the_query_flags_are_accepted(acme):
    synthesize(acme, TEXT, voice="F1")
    query = "output_format=pcm_16000&optimize_streaming_latency=3&enable_logging=false"
    assert tts(eleven(acme), query=query).status_code == 200


def test_the_fields_map_onto_ours_and_the_ignored_ones_are_named(acme):
    clip = synthesize(acme, "안녕하세요.", voice="F2", lang="ko", seed=5, speed=1.155)
    response = tts(
        eleven(acme),
        voice_id="F2",
        text="안녕하세요.",
        language_code="ko",
        seed=5,
        voice_settings={"speed": 1.1, "stability": 0.5, "similarity_boost": 0.75},
        pronunciation_dictionary_locators=[{"pronunciation_dictionary_id": "x", "version_id": "y"}],
        apply_text_normalization="auto",
    )
    assert response.status_code == 200, response.content
    assert response["X-Clip-Id"] == clip.key
    assert response["X-TTS-Speed"] == "1.155"
    ignored = response["X-TTS-Ignored"]
    assert "model_id" in ignored and "pronunciation_dictionary_locators" in ignored
    assert "voice_settings.stability" in ignored


def test_hostile_field_names_never_break_the_header(acme):
    synthesize(acme, TEXT, voice="F1")
    response = tts(eleven(acme), **{"x\r\nSet-Cookie: a=b": 1, "é" * 100: 2, "fine_name": 3})
    assert response.status_code == 200
    assert response["X-TTS-Ignored"] == "model_id, (unnamed), (unnamed), fine_name"
    assert "Set-Cookie" not in response


def test_normalization_off_skips_the_normalizer(acme, make_entry):
    make_entry(acme, "ACME", "Acme Corporation")
    raw = synthesize(acme, "ACME is here.", voice="F1", raw=True)
    normalized = synthesize(acme, "ACME is here.", voice="F1")
    api = eleven(acme)
    assert tts(api, text="ACME is here.", apply_text_normalization="off")["X-Clip-Id"] == raw.key
    assert tts(api, text="ACME is here.", apply_text_normalization="on")["X-Clip-Id"] == (
        normalized.key
    )


def test_a_premade_voice_id_speaks_with_its_built_in_voice(acme):
    clip = synthesize(acme, TEXT, voice=vocabulary.PREMADE_VOICES[RACHEL].voice)
    assert tts(eleven(acme), voice_id=RACHEL)["X-Clip-Id"] == clip.key


def test_a_preset_is_a_voice_id(acme):
    VoicePreset.objects.create(tenant=acme, name="narrator", voice="M3", speed=1.3)
    clip = synthesize(acme, TEXT, voice="M3", speed=1.3)
    assert tts(eleven(acme), voice_id="narrator")["X-Clip-Id"] == clip.key


@pytest.mark.backend  # on PostgreSQL + Redis too: tenant isolation
def test_one_tenants_preset_is_not_another_tenants_voice(acme, make_tenant):
    VoicePreset.objects.create(tenant=acme, name="narrator", voice="M3")
    globex = make_tenant("globex")
    response = tts(eleven(globex), voice_id="narrator")
    assert response.status_code == 404
    assert detail(response)["status"] == "voice_not_found"
    missing = tts(eleven(globex), voice_id="nobody-at-all")
    assert (
        missing.json()["detail"]["message"].replace("nobody-at-all", "narrator")
        == (response.json()["detail"]["message"])
    )
    assert eleven(globex).get("/v1/voices/narrator").status_code == 404
    assert "narrator" not in [
        v["voice_id"] for v in eleven(globex).get("/v1/voices").json()["voices"]
    ]


def test_with_timestamps_gives_audio_and_both_alignments(acme):
    text = "Dr. Smith is here. He waits."
    clip = synthesize(acme, text, voice="F1")
    response = tts(
        eleven(acme), suffix="/with-timestamps", text=text, query="output_format=pcm_24000"
    )
    assert response.status_code == 200, response.content
    assert response["X-TTS-Timing"] == "pieces=exact; characters=estimated"
    body = json.loads(content(response))
    audio = base64.b64decode(body["audio_base64"])
    assert len(audio) / 2 / 24000 == pytest.approx(clip.duration, abs=0.01)
    alignment, normalized = body["alignment"], body["normalized_alignment"]
    assert "".join(alignment["characters"]) == text
    assert "".join(normalized["characters"]) == " ".join(c["text"] for c in clip.chunks)
    for timed in (alignment, normalized):
        starts, ends = timed["character_start_times_seconds"], timed["character_end_times_seconds"]
        assert len(starts) == len(ends) == len(timed["characters"])
        assert starts == sorted(starts) and all(s <= e for s, e in zip(starts, ends, strict=True))
        assert ends[-1] == pytest.approx(clip.chunks[-1]["end"], abs=1e-3)
    # A chunk's start is exact: the second sentence's first character starts with it.
    second = normalized["characters"].index("H")
    assert normalized["character_start_times_seconds"][second] == pytest.approx(
        clip.chunks[1]["start"], abs=1e-4
    )


@pytest.mark.backend  # on PostgreSQL + Redis too: a stream's pieces pass through the cache
def test_stream_sends_a_new_clip_as_it_is_made(acme):
    text = "\n\n".join(PARAGRAPH.format(i=i) for i in range(1, 4))
    stored, _, _ = put_in_flight(acme, text, voice="F1")
    response = tts(eleven(acme), suffix="/stream", text=text, query="output_format=pcm_44100")
    assert response.status_code == 200
    assert response["X-Cache"] == "MISS" and response.streaming
    assert np.array_equal(np.frombuffer(content(response), "<i2"), stored)


@pytest.mark.backend  # on PostgreSQL + Redis too: a stream's pieces pass through the cache
def test_stream_in_ulaw_for_telephony(acme):
    text = "\n\n".join(PARAGRAPH.format(i=i) for i in range(1, 3))
    stored, _, _ = put_in_flight(acme, text, voice="F1")
    response = tts(eleven(acme), suffix="/stream", text=text, query="output_format=ulaw_8000")
    assert response["Content-Type"] == "audio/basic"
    rate, seconds = read_rate("ulaw_8000", content(response))
    assert rate == 8000 and seconds == pytest.approx(len(stored) / 44100, abs=0.01)


@pytest.mark.backend  # on PostgreSQL + Redis too: a stream's pieces pass through the cache
def test_stream_with_timestamps_sends_a_line_per_piece(acme):
    text = "\n\n".join(PARAGRAPH.format(i=i) for i in range(1, 4))
    stored, job, clip = put_in_flight(acme, text, voice="F1")
    response = tts(
        eleven(acme), suffix="/stream/with-timestamps", text=text, query="output_format=pcm_16000"
    )
    assert response.status_code == 200, content(response)
    assert response["X-TTS-Timing"] == "pieces=exact; characters=estimated"
    lines = [json.loads(line) for line in content(response).splitlines()]
    assert len(lines) >= 3
    audio = b"".join(base64.b64decode(line["audio_base64"]) for line in lines)
    assert len(audio) / 2 / 16000 == pytest.approx(len(stored) / 44100, abs=0.01)
    chars = [c for line in lines if line["alignment"] for c in line["alignment"]["characters"]]
    assert "".join(chars) == text
    normalized = [
        c
        for line in lines
        if line["normalized_alignment"]
        for c in line["normalized_alignment"]["characters"]
    ]
    assert "".join(normalized) == " ".join(c["text"] for c in clip.chunks)
    # Each line carries the characters that start within its audio (give or take the
    # resampler's delay, which holds back a little of each piece until the next).
    at = 0.0
    for line in lines:
        seconds = len(base64.b64decode(line["audio_base64"])) / 2 / 16000
        if line["normalized_alignment"]:
            starts = line["normalized_alignment"]["character_start_times_seconds"]
            assert at - 0.1 <= starts[0] and starts[-1] <= at + seconds + 0.1
        at += seconds


def test_a_cached_clip_streams_with_timestamps_in_one_line(acme):
    synthesize(acme, TEXT, voice="F1")
    response = tts(eleven(acme), suffix="/stream/with-timestamps")
    lines = content(response).splitlines()
    assert response["X-Cache"] == "HIT" and len(lines) == 1
    assert "".join(json.loads(lines[0])["alignment"]["characters"]) == TEXT


def test_voices_lists_presets_then_built_in_voices_then_premade_ids(acme):
    VoicePreset.objects.create(tenant=acme, name="narrator", voice="M3")
    voices = eleven(acme).get("/v1/voices").json()["voices"]
    premade = list(vocabulary.PREMADE_VOICES)
    assert [v["voice_id"] for v in voices] == ["narrator", *contract.BUILTIN_VOICES, *premade]
    assert voices[0]["category"] == "cloned" and voices[1]["category"] == "premade"
    searched = eleven(acme).get("/v2/voices?search=narr").json()
    assert [v["voice_id"] for v in searched["voices"]] == ["narrator"]
    assert searched["has_more"] is False


def test_a_voice_by_id_preset_built_in_or_premade(acme):
    VoicePreset.objects.create(tenant=acme, name="narrator", voice="M3")
    api = eleven(acme)
    assert api.get("/v1/voices/narrator").json()["name"] == "narrator"
    assert api.get("/v1/voices/F2").json()["labels"]["gender"] == "female"
    rachel = api.get(f"/v1/voices/{RACHEL}").json()
    assert rachel["name"] == "Rachel" and rachel["labels"]["built_in_voice"] in ("F1", "F2")


@pytest.mark.backend  # on PostgreSQL + Redis too: the key lookup's raw SQL
def test_missing_wrong_revoked_and_inactive_keys_are_refused_in_elevenlabs_shape(acme, make_tenant):
    from django.utils import timezone

    from tenancy.models import ApiKey

    synthesize(acme, TEXT, voice="F1")
    raw = key_for(acme)
    revoked_row, revoked = ApiKey.issue(acme)
    ApiKey.objects.filter(pk=revoked_row.pk).update(revoked=timezone.now())
    _, inactive = ApiKey.issue(make_tenant("gone", active=False))
    for headers in (
        {},
        {"xi-api-key": f"{raw[:-3]}xyz"},
        {"xi-api-key": revoked},
        {"xi-api-key": inactive},
        {"xi-api-key": "tts_nope_nope"},
        {"Authorization": f"Token {raw}"},
    ):
        for response in (
            tts(Client(headers=headers)),
            tts(Client(headers=headers), suffix="/stream/with-timestamps"),
            Client(headers=headers).get("/v1/voices"),
            Client(headers=headers).get("/v1/voices/F1"),
        ):
            assert response.status_code == 401, (headers, response.content)
            assert detail(response)["status"] == "invalid_api_key"


def test_our_bearer_key_works_too(acme):
    synthesize(acme, TEXT, voice="F1")
    api = Client(headers={"Authorization": f"Bearer {key_for(acme)}"})
    assert tts(api).status_code == 200


@pytest.mark.parametrize(
    "query,body,status,code,param",
    [
        ("output_format=mp3_8000_8", {}, 400, "invalid_output_format", "output_format"),
        ("optimize_streaming_latency=9", {}, 400, "invalid", "optimize_streaming_latency"),
        ("", {"voice_settings": {"speed": 12}}, 400, "unsupported_speed", "voice_settings.speed"),
        ("", {"language_code": "tlh"}, 400, "unsupported_language", "language_code"),
        ("", {"seed": -3}, 400, "invalid", "seed"),
        ("", {"seed": "x"}, 400, "invalid", "seed"),
        ("", {"apply_text_normalization": "maybe"}, 400, "invalid", "apply_text_normalization"),
        ("", {"text": ""}, 400, "empty_text", "text"),
        ("", {"text": ["x"]}, 400, "invalid", "text"),
        ("", {"voice_settings": "fast"}, 400, "invalid", "voice_settings"),
        ("", {"text": "x" * 6000}, 413, "max_character_limit_exceeded", "text"),
    ],
)
def test_bad_requests_are_refused_in_elevenlabs_shape(acme, query, body, status, code, param):
    response = tts(eleven(acme), query=query, **body)
    assert response.status_code == status, response.content
    found = detail(response)
    assert found["status"] == code and found["param"] == param


def test_a_body_that_is_not_json_is_a_400(acme):
    response = eleven(acme).post("/v1/text-to-speech/F1", "{", "application/json")
    assert response.status_code == 400 and detail(response)["code"] == "malformed_request"


@pytest.mark.backend  # on PostgreSQL + Redis too: the quota's counters
def test_the_quota_counts_and_refuses_in_elevenlabs_shape(acme, job_settings, fresh_counts):
    job_settings.API_DAILY_CHARS = 20
    synthesize(acme, TEXT, voice="F1")
    api = eleven(acme)
    assert tts(api).status_code == 200
    response = tts(api, text="A text longer than what is left of the quota today.")
    assert response.status_code == 429
    assert detail(response)["status"] == "quota_exceeded"


@pytest.mark.parametrize("voice_id", ["%00", "x" * 5000, "%F0%9F%98%80", "..", "%ED%A0%80"])
def test_hostile_voice_ids_are_a_404(acme, voice_id):
    for response in (
        tts(eleven(acme), voice_id=voice_id),
        eleven(acme).get(f"/v1/voices/{voice_id}"),
    ):
        assert response.status_code in (400, 404), response.content
        assert "detail" in response.json() or "error" in response.json()


@pytest.mark.parametrize(
    "given", [{"speed": True}, {"speed": "1.0"}, {"speed": None}, {"stability": "x"}, []]
)
def test_odd_voice_settings_never_fail(acme, given):
    synthesize(acme, TEXT, voice="F1")
    response = tts(eleven(acme), voice_settings=given)
    assert response.status_code in (200, 400), response.content


@pytest.mark.backend  # on PostgreSQL + Redis too: a stream's pieces pass through the cache
def test_timings_hold_when_the_rest_of_a_stream_comes_from_the_stored_clip(acme, monkeypatch):
    from django.core.cache import cache

    from synth.models import SynthesisJob
    from synth.streaming import JobAudio, chunk_key

    text = "\n\n".join(PARAGRAPH.format(i=i) for i in range(1, 4))
    stored, job, clip = put_in_flight(acme, text, voice="F1")
    cache.delete_many([chunk_key(job.pk, i) for i in range(1, len(clip.chunks))])
    look = JobAudio._look

    def stored_meanwhile(audio, i):
        # Once the first chunk has gone out, the worker stores the clip and forgets the rest.
        if i == 1 and audio.job.status == "running":
            clip.save()
            SynthesisJob.objects.filter(pk=job.pk).update(status="done", clip=clip)
        return look(audio, i)

    monkeypatch.setattr(JobAudio, "_look", stored_meanwhile)
    query = "output_format=pcm_44100"
    response = tts(eleven(acme), suffix="/stream/with-timestamps", text=text, query=query)
    assert response.status_code == 200 and response["X-Cache"] == "MISS"
    lines = [json.loads(line) for line in content(response).splitlines()]
    audio = b"".join(base64.b64decode(line["audio_base64"]) for line in lines)
    assert np.array_equal(np.frombuffer(audio, "<i2"), stored)
    chars = [c for line in lines if line["alignment"] for c in line["alignment"]["characters"]]
    assert "".join(chars) == text
    normalized = [line["normalized_alignment"] for line in lines if line["normalized_alignment"]]
    ends = [e for n in normalized for e in n["character_end_times_seconds"]]
    assert ends[-1] == pytest.approx(clip.chunks[-1]["end"], abs=1e-3)
    assert len(lines) > len(clip.chunks)  # the stored clip is read a second at a time


@pytest.mark.backend  # on PostgreSQL + Redis too: a stream's pieces pass through the cache
def test_pipecats_http_service_request_reads_back_as_it_expects(acme):
    """The request Pipecat's ElevenLabsHttpTTSService sends (pipecat-ai/pipecat, commit
    002d7912, src/pipecat/services/elevenlabs/tts.py): stream/with-timestamps, pcm at the
    pipeline's rate, each line's audio played as raw frames."""
    text = "\n\n".join(PARAGRAPH.format(i=i) for i in range(1, 3))
    stored, _, _ = put_in_flight(acme, text, voice="M2")
    client = Client(headers={"xi-api-key": key_for(acme)})
    payload = {
        "text": text,
        "model_id": "eleven_turbo_v2_5",
        "previous_text": "What came before.",
        "voice_settings": {"stability": 0.5, "similarity_boost": 0.75, "speed": 1.0},
        "apply_text_normalization": "auto",
        "language_code": "en",
    }
    query = "output_format=pcm_24000&optimize_streaming_latency=2&enable_logging=false"
    response = client.post(
        f"/v1/text-to-speech/M2/stream/with-timestamps?{query}", payload, "application/json"
    )
    assert response.status_code == 200 and response["X-Cache"] == "MISS"
    frames, chars, duration = [], [], 0.0
    for line in content(response).decode().splitlines():
        data = json.loads(line.strip())
        audio = base64.b64decode(data["audio_base64"])
        assert len(audio) % 2 == 0  # whole 16-bit samples in every frame
        frames.append(audio)
        if data["alignment"]:
            chars += data["alignment"]["characters"]
            duration = max(duration, data["alignment"]["character_end_times_seconds"][-1])
    assert "".join(chars) == text
    seconds = len(b"".join(frames)) / 2 / 24000
    assert seconds == pytest.approx(len(stored) / 44100, abs=0.01)
    assert duration == pytest.approx(seconds, abs=0.05)  # its utterance_duration


@pytest.mark.backend  # on PostgreSQL + Redis too: a stream's pieces pass through the cache
@pytest.mark.parametrize("voice_settings", [None, {"stability": 0.71, "similarity_boost": 0.5}])
def test_livekits_chunked_stream_request_gets_audio_it_decodes(acme, voice_settings):
    """The request LiveKit's ElevenLabs plugin sends for a whole text (livekit/agents,
    livekit-plugins-elevenlabs tts.py, ChunkedStream._run and _synthesize_url): its default
    mp3_22050_32 on /stream, voice_settings possibly null; it refuses a Content-Type that
    is not audio/*."""
    text = "\n\n".join(PARAGRAPH.format(i=i) for i in range(1, 3))
    stored, _, _ = put_in_flight(
        acme, text, voice=vocabulary.premade_voice("EXAVITQu4vr4xnSDxMaL").voice
    )
    client = Client(headers={"xi-api-key": key_for(acme)})
    query = "output_format=mp3_22050_32&enable_logging=true&optimize_streaming_latency=3"
    body = {"text": text, "model_id": "eleven_flash_v2_5", "voice_settings": voice_settings}
    response = client.post(
        f"/v1/text-to-speech/EXAVITQu4vr4xnSDxMaL/stream?{query}", body, "application/json"
    )
    assert response.status_code == 200 and response["Content-Type"].startswith("audio/")
    samples, rate = soundfile.read(io.BytesIO(content(response)))
    assert rate == 22050
    assert len(samples) / rate == pytest.approx(len(stored) / 44100, abs=0.1)


@pytest.mark.backend  # on PostgreSQL + Redis too: stream leases
def test_the_tenants_stream_cap_applies_in_elevenlabs_shape(acme, job_settings):
    from synth import leases

    job_settings.API_TENANT_MAX_STREAMS = 1
    text = "\n\n".join(PARAGRAPH.format(i=i) for i in range(1, 3))
    put_in_flight(acme, text, voice="F1")
    held = leases.take(acme.pk, leases.STREAM, seconds=60)  # another stream of acme's
    try:
        response = tts(eleven(acme), suffix="/stream", text=text)
        assert response.status_code == 429 and int(response["Retry-After"]) >= 1
        assert detail(response)["status"] == "too_many_concurrent_requests"
    finally:
        leases.release(held)
    assert tts(eleven(acme), suffix="/stream", text=text).status_code == 200


@pytest.mark.backend  # on PostgreSQL + Redis too: a stream's pieces pass through the cache
def test_convert_sends_a_new_clip_as_it_is_made(acme):
    text = "\n\n".join(PARAGRAPH.format(i=i) for i in range(1, 3))
    stored, _, _ = put_in_flight(acme, text, voice="F1")
    response = tts(eleven(acme), text=text, query="output_format=pcm_44100")
    assert response.streaming and response["X-Cache"] == "MISS"
    assert np.array_equal(np.frombuffer(content(response), "<i2"), stored)

"""ElevenLabs' ``with-timestamps`` answer is written in pieces as it goes out: the audio
base64-encoded a piece at a time (a multiple of 3 bytes each, so the pieces join into one
base64 string), the alignment arrays a run of items at a time. A cached clip as
``wav_48000`` was built whole in memory, one 85 MB answer per request; now a worker holds
one piece per answer, whatever the clip's length. The bytes are the ones the whole answer
had (``json.dumps`` of the same object); the cached clip's ``stream/with-timestamps``
line is written the same way."""

import base64
import json

import numpy as np
import pytest
import soundfile
from asgiref.sync import async_to_sync
from django.core.files.storage import default_storage
from django.test import Client

from api.elevenlabs import views, vocabulary
from api.elevenlabs.alignment import clip_alignment
from synth.playback import audio_bytes
from synth.reading import spoken_text
from tests.test_api_support import key_for, synthesize

pytestmark = pytest.mark.usefixtures("job_settings", "fresh_counts")

TEXT = "Dr. Smith is here. He waits."


def timed(tenant, fmt: str, suffix: str = "/with-timestamps"):
    client = Client(headers={"xi-api-key": key_for(tenant)})
    body = {"text": TEXT, "model_id": "eleven_multilingual_v2"}
    url = f"/v1/text-to-speech/F1{suffix}?output_format={fmt}"
    return client.post(url, body, "application/json")


def pieces(response) -> list[bytes]:
    assert response.streaming and response.is_async

    async def read():
        return [piece async for piece in response.streaming_content]

    return async_to_sync(read)()


def whole_answer(clip, name: str) -> dict:
    """The answer as it was built before: one object, the audio and alignments whole."""
    fmt = vocabulary.output_format(name).encoding(clip.sample_rate)
    alignment, normalized = clip_alignment(spoken_text(clip.text, clip.reading), clip.chunks)
    return {
        "audio_base64": base64.b64encode(audio_bytes(clip, fmt)).decode(),
        "alignment": alignment,
        "normalized_alignment": normalized,
    }


@pytest.mark.parametrize("fmt", ["pcm_24000", "mp3_44100_128", "wav_48000"])
def test_the_streamed_answer_is_the_whole_answers_json(make_tenant, fmt):
    tenant = make_tenant("acme")
    clip = synthesize(tenant, TEXT, voice="F1")
    response = timed(tenant, fmt)
    assert response.status_code == 200 and response["Content-Type"] == "application/json"
    assert response["X-Cache"] == "HIT" and response["X-Clip-Id"] == clip.key
    body = b"".join(pieces(response))
    expected = whole_answer(clip, fmt)
    assert json.loads(body) == expected
    assert body == json.dumps(expected).encode()  # what JsonResponse wrote


def test_pieces_join_whatever_their_size(make_tenant, monkeypatch):
    tenant = make_tenant("acme")
    clip = synthesize(tenant, TEXT, voice="F1")
    monkeypatch.setattr(views, "AUDIO_PIECE", 3 * 7)
    monkeypatch.setattr(views, "ALIGNMENT_PIECE", 2)
    found = pieces(timed(tenant, "pcm_16000"))
    assert len(found) > 100
    assert b"".join(found) == json.dumps(whole_answer(clip, "pcm_16000")).encode()


def test_a_cached_clips_stream_with_timestamps_line_is_written_in_pieces(make_tenant, monkeypatch):
    tenant = make_tenant("acme")
    clip = synthesize(tenant, TEXT, voice="F1")
    monkeypatch.setattr(views, "AUDIO_PIECE", 3 * 7)
    found = pieces(timed(tenant, "pcm_16000", "/stream/with-timestamps"))
    assert len(found) > 100
    assert b"".join(found) == json.dumps(whole_answer(clip, "pcm_16000")).encode() + b"\n"


def lengthen(clip, seconds: int) -> None:
    """``clip``'s stored audio replaced by ``seconds`` of noise (its text stays short)."""
    rng = np.random.default_rng(1)
    samples = (rng.standard_normal(clip.sample_rate * seconds) * 3000).astype("<i2")
    default_storage.delete(clip.audio.name)
    with default_storage.open(clip.audio.name, "wb") as f:
        soundfile.write(f, samples, clip.sample_rate, format="FLAC")
    clip.duration = float(seconds)
    clip.save(update_fields=["duration"])


def test_no_piece_of_a_long_clips_answer_holds_more_than_a_piece_of_audio(make_tenant):
    tenant = make_tenant("acme")
    clip = synthesize(tenant, TEXT, voice="F1")
    lengthen(clip, 60)
    timed(tenant, "wav_48000")  # the first request makes and stores the encoding
    found = pieces(timed(tenant, "wav_48000"))
    bound = 4 * views.AUDIO_PIECE // 3
    assert views.AUDIO_PIECE % 3 == 0
    assert max(len(p) for p in found) <= bound
    total = sum(len(p) for p in found)
    assert total > 20 * bound  # the answer is many pieces, none of them the clip
    audio = base64.b64decode(json.loads(b"".join(found))["audio_base64"])
    assert abs(len(audio) - 48000 * 2 * 60) < 1000

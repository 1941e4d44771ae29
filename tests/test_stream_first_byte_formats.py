"""Every streamed format's first byte comes as soon as pcm's for the same request, over the
real server, and decodes to the clip: the encoder's work on a long first chunk is not
waited for (a slice of it at a time goes out), on every HTTP surface that streams: ours,
OpenAI's and ElevenLabs' ``/stream``.

The job is put in flight with every chunk published (tests/stream_support.put_in_flight),
so each request streams the same chunks at once and what differs between formats is only
the encoding: no synthesis time, no worker, in the measured span. Compared with pcm's
first byte, the best of a few tries each (the host is shared: a try may be descheduled).
The first chunk is a whole long sentence (SYNTH_FIRST_CHUNK_CHARS=0: not cut at a clause),
many seconds of audio, whose whole encoding took a few hundred milliseconds.
"""

import io
import json

import pytest

from tests.cluster import run_scenario, say, start_django
from tests.serving import serving_env
from tests.stream_support import PARAGRAPH, gunicorn, now, post_speech, put_in_flight

pytestmark = pytest.mark.backend  # chunks travel through the cache (Redis there)

FORMATS = ("pcm", "wav", "mp3", "opus", "aac")
TRIES = 3
# The target is 30 ms; the margin allows for a loaded host's scheduling, and still fails
# a first byte that waits for a whole chunk's encoding.
MARGIN = 0.1
TEXT = "\n\n".join(PARAGRAPH.format(i=i) for i in range(1, 3))
PARAMS = {"voice": "F1", "lang": "en", "steps": 2, "seed": 3}  # F1: OpenAI's alloy


def test_each_formats_first_byte_comes_with_pcms(tmp_path, model_dir):
    env = serving_env(tmp_path, model_dir, SYNTH_FIRST_CHUNK_CHARS=0)
    print(run_scenario(__name__, env, 300))  # the times, for -s


def first_byte(port, key, path, body) -> tuple[float, bytes]:
    """Seconds from sending to the first byte of the body, and the whole body."""
    sent = now()
    conn, response = post_speech(port, key, body, path)
    assert response.status == 200, response.read()
    assert response.getheader("X-Cache") == "MISS"
    first = response.read1(65536)
    at = now() - sent
    rest = response.read()
    conn.close()
    return at, first + rest


def decoded_seconds(data: bytes, fmt: str, rate: int) -> float:
    import av
    import soundfile

    if fmt == "pcm":
        return len(data) / 2 / rate
    if fmt == "aac":
        with av.open(io.BytesIO(data)) as container:
            return sum(f.samples for f in container.decode(audio=0)) / rate
    if fmt == "wav":  # a streamed header's sizes are unknown: the samples follow it
        return (len(data) - 44) / 2 / rate
    samples, got = soundfile.read(io.BytesIO(data), dtype="int16")
    return len(samples) / got


# The most a format may decode longer than the clip: mp3 the encoder's delay and the last
# frame's padding (no tag in a stream), aac its priming and last frame; opus none (its
# last page says where the audio ends).
LONGER = {"pcm": 0, "wav": 0, "mp3": 2 * 1152 / 44100, "opus": 0.001, "aac": 2 * 1024 / 44100}


def ours(fmt: str) -> tuple[str, dict]:
    return "/api/v1/speech", {"text": TEXT, **PARAMS, "stream": True, "stream_format": fmt}


def openai(fmt: str) -> tuple[str, dict]:
    body = {"model": "tts-1", "voice": "alloy", "input": TEXT, "response_format": fmt}
    return "/v1/audio/speech", {**body, "lang": "en"}


ELEVEN_FORMATS = {"pcm": "pcm_44100", "wav": "wav_44100", "mp3": "mp3_44100_128",
                  "opus": "opus_48000_64"}  # fmt: skip


def elevenlabs(fmt: str) -> tuple[str, dict]:
    path = f"/v1/text-to-speech/F1/stream?output_format={ELEVEN_FORMATS[fmt]}"
    return path, {"text": TEXT, "language_code": "en", "seed": 3}


# Each surface: its requests, the parameters its job is planned with, its formats, and
# the rate of its pcm (OpenAI's is 24 kHz).
SURFACES = (
    (ours, PARAMS, FORMATS, 44100),
    (openai, {"voice": "F1", "lang": "en"}, FORMATS, 24000),
    (elevenlabs, {"voice": "F1", "lang": "en", "seed": 3}, tuple(ELEVEN_FORMATS), 44100),
)


def scenario():
    start_django()
    from engine.audio import DEFAULT_KBPS
    from tenancy.models import ApiKey, Tenant

    tenant = Tenant.objects.create(slug="acme", name="Acme")
    key = ApiKey.issue(tenant)[1]
    with gunicorn() as port:
        for surface, params, formats, pcm_rate in SURFACES:
            stored, _, _ = put_in_flight(tenant, TEXT, **params)
            seconds = len(stored) / 44100
            best = dict.fromkeys(formats, float("inf"))
            for _ in range(TRIES):
                for fmt in formats:
                    at, data = first_byte(port, key, *surface(fmt))
                    best[fmt] = min(best[fmt], at)
                    rate = pcm_rate if fmt == "pcm" else 44100
                    extra = decoded_seconds(data, fmt, rate) - seconds
                    assert -0.001 <= extra <= LONGER[fmt] + 0.001, (surface, fmt, extra)
                    if fmt == "mp3":  # 128 kbit/s: the default, and what ElevenLabs asks
                        kbps = len(data) * 8 / seconds / 1000
                        assert kbps == pytest.approx(DEFAULT_KBPS["mp3"], rel=0.03), kbps
            shown = json.dumps({f: round(s, 3) for f, s in best.items()})
            say(f"{surface.__name__}: {seconds:.1f} s of audio, first bytes {shown}")
            for fmt in formats:
                assert best[fmt] - best["pcm"] <= MARGIN, (surface, fmt, best)


if __name__ == "__main__":
    scenario()

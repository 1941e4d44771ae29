"""ElevenLabs' stream-input WebSocket (api.elevenlabs.socket) on a real server with a real qcluster:
an LLM-like stream of small pieces comes back as audio in order (the clips the segments
became, with the pauses between them), aligned (characters joined are the text sent,
times rising); flush; a client gone mid-way begins nothing more; the quota mid-stream;
the tenant's stream cap; bad key, voice and format close with ElevenLabs' error shape.

The client messages are what the ``elevenlabs`` Python SDK 2.78.0 sends
(``realtime_tts.py``, ``convert_realtime``): the opening ``{"text": " ",
"try_trigger_generation": true, "voice_settings": null, "generation_config":
{"chunk_length_schedule": [50]}}``, pieces ``{"text": ..., "try_trigger_generation": true}``,
then ``{"text": ""}``; the key in the ``xi-api-key`` header. Pipecat's service sends the key
in the opening message (``xi_api_key``) instead: one session does so.
"""

import asyncio
import base64
import io
import json
import time

import pytest

from tests.cluster import qcluster, run_scenario, say, start_django, wait_until
from tests.serving import serving_env, web_server

# Backend-dependent, so on the PostgreSQL + Redis pass too: a real server on the pass's services
# (leases, quota, Redis).
pytestmark = pytest.mark.backend

TEXT = (
    "Hello there, this is a test. The socket takes text as a model writes it, piece by "
    "piece, and speaks each sentence as soon as it ends. Does it work? It does!"
)


def test_stream_input(tmp_path, model_dir):
    env = serving_env(tmp_path, model_dir, API_TENANT_MAX_STREAMS="2", API_DAILY_CHARS="600")
    run_scenario(__name__, env, timeout=150)


RACHEL = "21m00Tcm4TlvDq8ikWAM"  # ElevenLabs' premade voice of its examples
OPENING = {
    "text": " ",
    "try_trigger_generation": True,
    "voice_settings": None,
    "generation_config": {"chunk_length_schedule": [50]},
}


def pieces(text: str, size: int = 4):
    return [text[i : i + size] for i in range(0, len(text), size)]


async def session(url, key, text, *, extra=None, header=True, gone_after=None, flush=False, size=4):
    """Send ``text`` in small pieces as an LLM would; returns (messages, close code, reason)."""
    import websockets

    headers = {"xi-api-key": key} if header else {}
    messages = []
    async with websockets.connect(url, additional_headers=headers) as ws:
        try:
            opening = dict(OPENING, **({} if header else {"xi_api_key": key}), **(extra or {}))
            await ws.send(json.dumps(opening))
            for piece in pieces(text, size):
                await ws.send(json.dumps({"text": piece, "try_trigger_generation": True}))
                await asyncio.sleep(0.005)
            if flush:
                await ws.send(json.dumps({"text": "", "flush": True}))  # a flush, not the end
                messages.append(json.loads(await ws.recv()))  # audio before any end of input
                await ws.send(json.dumps({"text": ""}))
            elif gone_after is None:
                await ws.send(json.dumps({"text": ""}))
            if gone_after == 0:
                return messages, None, "client left"
        except websockets.ConnectionClosed:
            pass  # refused: its error message is read below
        try:
            async for raw in ws:
                messages.append(json.loads(raw))
                if gone_after is not None and len(messages) >= gone_after:
                    return messages, None, "client left"
        except websockets.ConnectionClosed:
            pass
        return messages, ws.close_code, ws.close_reason


def scenario():
    start_django()
    import numpy as np
    import soundfile
    from django.core.files.storage import default_storage

    from api.throttles import take_characters
    from synth.models import Clip, SynthesisJob
    from tenancy.models import ApiKey, Tenant

    def tenant(slug):
        t = Tenant.objects.create(slug=slug, name=slug)
        return t, ApiKey.issue(t)[1]

    def run(coro):
        return asyncio.run(coro)

    acme, key = tenant("acme")
    with qcluster(), web_server() as port:
        base = f"ws://127.0.0.1:{port}/v1/text-to-speech"
        url = f"{base}/{RACHEL}/stream-input?model_id=eleven_flash_v2_5&output_format=pcm_44100"

        # An LLM-like stream: audio in order, each segment the clip it became.
        started = time.monotonic()
        messages, code, reason = run(session(url, key, TEXT))
        say(
            f"stream of {len(TEXT)} chars: {len(messages)} messages"
            f" in {time.monotonic() - started:.2f} s"
        )
        assert code == 1000, (code, reason, messages[-1:])
        assert messages[-1]["isFinal"] is True
        audio = [m for m in messages if m.get("audio")]
        assert len(audio) >= 4
        chars = [c for m in audio for c in m["alignment"]["chars"]]
        assert "".join(chars) == TEXT
        for m in audio:
            starts = m["alignment"]["charStartTimesMs"]
            assert starts == sorted(starts) and starts[0] >= 0
            assert len(m["alignment"]["charDurationsMs"]) == len(starts)
            samples = len(base64.b64decode(m["audio"])) // 2
            end = starts[-1] + m["alignment"]["charDurationsMs"][-1]
            assert abs(end - samples / 44.1) <= 2  # the segment's audio ends the message
        expected = []
        for i, m in enumerate(audio):
            text = "".join(m["alignment"]["chars"]).strip()
            clip = Clip.objects.get(tenant=acme, text=text)
            with default_storage.open(clip.audio.name) as f:
                ints = soundfile.read(f, dtype="int16")[0]
            got = np.frombuffer(base64.b64decode(m["audio"]), dtype="<i2")
            lead = len(got) - len(ints)
            assert (lead == 0) == (i == 0), (i, lead)
            assert not got[:lead].any() and np.array_equal(got[lead:], ints), text
            normalized = "".join(m["normalizedAlignment"]["chars"]).strip()
            assert normalized == clip.normalized_text
            expected.append(text)
        # Cut where synth.incremental cuts: sentence ends, and a long one's head clause
        # (its first clause end that leaves a head worth a chunk); its rest is not cut again.
        assert expected == [
            "Hello there, this is a test.",
            "The socket takes text as a model writes it,",
            "piece by piece, and speaks each sentence as soon as it ends.",
            "Does it work?",
            "It does!",
        ]

        # The same text again: every segment from the cache, the same audio.
        again, code, _ = run(session(url, key, TEXT))
        assert code == 1000
        assert [m["audio"] for m in again] == [m["audio"] for m in messages]

        # The official SDK's convert_realtime (elevenlabs 2.78.0) reads the same audio. It
        # forces wss:// (TLS) on its base URL, which this server does not serve: its socket
        # URL is set back to ws://, the rest of its code as published.
        from elevenlabs import VoiceSettings
        from elevenlabs.client import ElevenLabs

        sdk = ElevenLabs(api_key=key, base_url=f"http://127.0.0.1:{port}")
        sdk.text_to_speech._ws_base_url = f"ws://127.0.0.1:{port}"
        streamed = b"".join(
            sdk.text_to_speech.convert_realtime(
                RACHEL,
                text=iter(pieces(TEXT, 6)),
                model_id="eleven_flash_v2_5",
                output_format="pcm_44100",
                voice_settings=VoiceSettings(stability=0.5, similarity_boost=0.8, speed=1.0),
            )
        )
        sent = b"".join(base64.b64decode(m["audio"]) for m in messages if m.get("audio"))
        assert streamed == sent

        # flush: the buffered rest is spoken before the input ends; mp3 comes as mp3.
        mp3 = url.replace("pcm_44100", "mp3_44100_128")
        flushed, code, _ = run(session(mp3, key, "No sentence end here", flush=True, header=False))
        assert code == 1000
        # A compressed segment goes in slices: its characters are split among them.
        aligned = [m["alignment"] for m in flushed if m.get("alignment")]
        assert "".join(c for a in aligned for c in a["chars"]) == "No sentence end here"
        data = b"".join(base64.b64decode(m["audio"]) for m in flushed if m.get("audio"))
        decoded, rate = soundfile.read(io.BytesIO(data), dtype="int16")
        assert rate == 44100 and len(decoded) > 0

        # Other formats: one stream per socket, at the rate asked (a cached sentence here).
        for fmt, bytes_per_second in [("pcm_24000", 48000), ("ulaw_8000", 8000)]:
            got, code, _ = run(session(url.replace("pcm_44100", fmt), key, "Does it work? "))
            assert code == 1000
            data = b"".join(base64.b64decode(m["audio"]) for m in got if m.get("audio"))
            seconds = (
                sum(
                    m["alignment"]["charDurationsMs"][-1] + m["alignment"]["charStartTimesMs"][-1]
                    for m in got
                    if m.get("alignment")
                )
                / 1000
            )
            assert abs(len(data) / bytes_per_second - seconds) < 0.05, (fmt, len(data), seconds)
        got, code, _ = run(
            session(url.replace("pcm_44100", "opus_48000_64"), key, "Does it work? ")
        )
        data = b"".join(base64.b64decode(m["audio"]) for m in got if m.get("audio"))
        assert code == 1000 and data.startswith(b"OggS")
        assert soundfile.read(io.BytesIO(data))[1] == 48000

        # A client that sends 12 sentences at once and goes away at its first audio: only
        # the segments begun by then (LOOKAHEAD ahead of the one being sent) become jobs.
        leaving, leaving_key = tenant("leaving")
        long_text = " ".join(f"Sentence number {i} is here." for i in range(12))
        run(session(url, leaving_key, long_text, gone_after=1, size=len(long_text)))
        time.sleep(1.5)
        jobs = SynthesisJob.objects.filter(tenant=leaving).count()
        time.sleep(1.0)
        assert SynthesisJob.objects.filter(tenant=leaving).count() == jobs
        say(f"gone at its first audio: {jobs} job(s) of 12 segments")
        assert 1 <= jobs < 12

        # The quota runs out mid-stream: the audio before, then the error and the close.
        poor, poor_key = tenant("poor")
        take_characters(poor, 600 - 25)  # room for the first sentence only
        got, code, reason = run(
            session(url, poor_key, "First one is fine. The second one is not covered.")
        )
        assert code == 1008 and reason.startswith("quota_exceeded"), (code, reason)
        assert [m["alignment"]["chars"] for m in got if m.get("audio")][0][0] == "F"
        assert got[-1]["error"] == "quota_exceeded" and got[-1]["code"] == 1008

        # The tenant's stream cap (2 here): a third socket is refused while two are open.
        busy, busy_key = tenant("busy")
        run(cap(url, busy_key))

        # Idle past inactivity_timeout: what was sent is spoken, then the socket closes.
        got, code, reason = run(idle(url + "&inactivity_timeout=1", key))
        assert [m["alignment"]["chars"] for m in got if m.get("audio")] == [list("Hi there.")]
        assert code == 1008 and got[-1]["error"] == "input_timeout_exceeded", (got, reason)

        # Bad key, voice, format: ElevenLabs' error message and a 1008 close.
        for bad_url, bad_key, error in [
            (url, "tts_nope_nope", "invalid_api_key"),
            (url.replace(RACHEL, "nobody"), key, "voice_not_found"),
            (url.replace("pcm_44100", "wav_1"), key, "invalid_output_format"),
        ]:
            got, code, reason = run(session(bad_url, bad_key, "Hi. "))
            assert code == 1008 and got[-1]["error"] == error, (got, code, reason)
            assert got[-1]["detail"]["message"] == got[-1]["message"]
        wait_until(
            lambda: not SynthesisJob.objects.filter(status__in=SynthesisJob.ACTIVE).exists(),
            20,
            "the jobs to end",
        )


async def idle(url, key):
    import websockets

    async with websockets.connect(url, additional_headers={"xi-api-key": key}) as ws:
        await ws.send(json.dumps(OPENING))
        await ws.send(json.dumps({"text": "Hi there. "}))
        messages = []
        try:
            async for raw in ws:
                messages.append(json.loads(raw))
        except websockets.ConnectionClosed:
            pass
        return messages, ws.close_code, ws.close_reason


async def cap(url, key):
    import websockets

    headers = {"xi-api-key": key}
    held = [await websockets.connect(url, additional_headers=headers) for _ in range(2)]
    for ws in held:
        await ws.send(json.dumps(OPENING))
        await ws.send(json.dumps({"text": "Hi there.", "flush": True}))
        assert json.loads(await ws.recv())["audio"]
    async with websockets.connect(url, additional_headers=headers) as third:
        await third.send(json.dumps(OPENING))
        error = json.loads(await third.recv())
        assert error["detail"]["code"] == "too_many_concurrent", error
        assert error["error"] == "too_many_concurrent_requests"
        try:
            await third.recv()
        except websockets.ConnectionClosed as exc:
            assert exc.rcvd.code == 1008
    await held[0].close()
    await asyncio.sleep(0.3)
    async with websockets.connect(url, additional_headers=headers) as fourth:
        await fourth.send(json.dumps(OPENING))
        await fourth.send(json.dumps({"text": "Hi there.", "flush": True}))
        assert json.loads(await fourth.recv())["audio"]
    await held[1].close()


if __name__ == "__main__":
    scenario()

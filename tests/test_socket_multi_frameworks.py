"""Voice-agent frameworks on multi-stream-input (api.elevenlabs.socket_multi), against a real server
(tests/serving.py: what `manage.py serve` runs) and a qcluster, given the base URL and the
key and nothing else.

LiveKit agents 1.8.9's ElevenLabs plugin, unmodified: ``TTS.stream()`` (what an
``AgentSession`` uses), for pcm and for its default mp3, a reply in LLM-sized pieces and an
interruption mid-reply (the stream closed after its first audio, as a barge-in closes it,
then the next reply on the same socket).

Pipecat's services run in a venv of their own: tests/test_socket_multi_pipecat.py.
"""

import asyncio
import time

import pytest

from tests.cluster import qcluster, run_scenario, say, start_django
from tests.serving import serving_env, web_server

# A real server on the pass's services (leases, quota, Redis).
pytestmark = pytest.mark.backend

RACHEL = "21m00Tcm4TlvDq8ikWAM"
REPLY = (
    "Sure, I can help with that. The first step is to open the settings page. "
    "Then choose the account tab, and look for the security section. "
    "Does that make sense?"
)


def long_reply(name: str) -> str:
    """A long reply (new text for each client): a barge-in comes after its first audio,
    long before its end."""
    return " ".join(f"This is sentence number {n} of the {name} answer." for n in range(1, 11))


def test_livekit_speaks_on_multi_stream_input(tmp_path, model_dir):
    run_scenario(__name__, serving_env(tmp_path, model_dir), timeout=150)


def tokens(text: str):
    """Text as an LLM streams it: a word or two at a time."""
    words = text.split(" ")
    return [" ".join(words[i : i + 2]) + " " for i in range(0, len(words), 2)]


# --- LiveKit ------------------------------------------------------------------------------


async def livekit_reply(tts, text: str, *, interrupt: bool = False) -> list:
    """One reply through ``tts.stream()``: its audio frames. ``interrupt``: the text is not
    ended and the stream is closed at its first frame (a barge-in)."""
    stream = tts.stream()
    for piece in tokens(text):
        stream.push_text(piece)
    if not interrupt:
        stream.end_input()
    frames = []
    async for event in stream:
        frames.append(event.frame)
        if interrupt:
            break
    await stream.aclose()
    return frames


async def livekit_session(port: int, key: str, encoding: str, long: str) -> dict:
    import aiohttp
    from livekit.plugins import elevenlabs

    errors = []
    async with aiohttp.ClientSession() as session:
        tts = elevenlabs.TTS(
            api_key=key,
            base_url=f"http://127.0.0.1:{port}/v1",
            voice_id=RACHEL,
            encoding=encoding,
            http_session=session,
        )
        tts.on("error", errors.append)
        started = time.monotonic()
        reply = await livekit_reply(tts, REPLY)
        cut = await livekit_reply(tts, long, interrupt=True)
        after = await livekit_reply(tts, "Okay, stopping there. What next?")
        seconds = time.monotonic() - started
        await tts.aclose()
    return {"reply": reply, "cut": cut, "after": after, "errors": errors, "seconds": seconds}


def audio_seconds(frames) -> float:
    return sum(f.samples_per_channel / f.sample_rate for f in frames)


def scenario():
    start_django()
    from synth.models import Clip, SynthesisJob
    from tenancy.models import ApiKey, Tenant

    acme = Tenant.objects.create(slug="acme", name="Acme")
    key = ApiKey.issue(acme)[1]

    def begun(long: str) -> int:
        """The long reply's sentences synthesized (each segment begun becomes a clip; the
        reply after it was spoken, so the workers have finished them)."""
        sentences = [s if s.endswith(".") else s + "." for s in long.split(". ")]
        # The reply after it may be a hit (the same text for each encoding): the jobs
        # begun for the cut reply may still be running; it is their number that counts.
        deadline = time.monotonic() + 30
        while SynthesisJob.objects.filter(tenant=acme, status__in=SynthesisJob.ACTIVE).exists():
            assert time.monotonic() < deadline, "the cut reply's jobs did not end"
            time.sleep(0.1)
        return Clip.objects.filter(tenant=acme, text__in=sentences).count()

    with qcluster(), web_server() as port:
        for encoding in ("pcm_24000", "mp3_22050_32"):
            long = long_reply(encoding)
            got = asyncio.run(livekit_session(port, key, encoding, long))
            say(
                f"livekit {encoding}: {len(got['reply'])} frames, "
                f"{audio_seconds(got['reply']):.2f} s of audio; "
                f"{len(got['after'])} after a barge-in; {got['seconds']:.2f} s in all"
            )
            assert got["errors"] == [], got["errors"]
            assert audio_seconds(got["reply"]) > 3.0, encoding
            assert got["cut"] and got["after"], encoding
            assert audio_seconds(got["after"]) > 1.0, encoding
            # Interrupted at its first audio: most of its sentences were never begun.
            assert 1 <= begun(long) <= 4, (encoding, begun(long))


if __name__ == "__main__":
    scenario()

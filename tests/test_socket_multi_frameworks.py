"""Voice-agent frameworks on multi-stream-input (api.socket_multi), against a real server
(tests/serving.py: what `manage.py serve` runs) and a qcluster, given the base URL and the
key and nothing else.

LiveKit agents 1.8.9's ElevenLabs plugin, unmodified: ``TTS.stream()`` (what an
``AgentSession`` uses), for pcm and for its default mp3, a reply in LLM-sized pieces and an
interruption mid-reply (the stream closed after its first audio, as a barge-in closes it,
then the next reply on the same socket).

Pipecat 1.14 cannot be installed beside this project: it pins ``soundfile~=0.13.1`` and
``soxr~=1.0.0`` (we pin 0.14.0 and 1.1.0) and ``protobuf<7`` (onnx brings 7.x), in every 1.x
release. Its ``ElevenLabsTTSService`` (pcm only: its format follows the pipeline's sample
rate) is replayed here message for message from its source
(``pipecat/services/elevenlabs/tts.py``): the URL and header it builds, its context-init,
its text, its keep-alive, ``flush`` then ``close_context`` at the end of a turn, a bare
``close_context`` on an interruption, ``close_socket`` when it disconnects; and it is read
as Pipecat reads it (``audio`` and ``isFinal`` by ``contextId``).
"""

import asyncio
import base64
import json
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


def test_voice_agent_frameworks_speak_on_multi_stream_input(tmp_path, model_dir):
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


# --- Pipecat's messages -------------------------------------------------------------------


async def pipecat_session(port: int, key: str, long: str) -> dict:
    """Pipecat 1.14's ElevenLabsTTSService on the wire: one turn spoken to its end, one
    interrupted mid-reply, then a turn after it; the audio by context as it reads it."""
    import websockets

    url = (
        f"ws://127.0.0.1:{port}/v1/text-to-speech/{RACHEL}/multi-stream-input"
        "?model_id=eleven_flash_v2_5&output_format=pcm_24000&auto_mode=true"
    )
    audio: dict[str, bytes] = {}
    finals: list[str] = []
    errors: list[dict] = []
    done = {name: asyncio.Event() for name in ("turn-1", "turn-2", "turn-3")}

    async with websockets.connect(
        url, max_size=16 * 1024 * 1024, additional_headers={"xi-api-key": key}
    ) as ws:

        async def receive():
            async for raw in ws:
                msg = json.loads(raw)
                context = msg.get("contextId")
                if msg.get("error"):
                    errors.append(msg)
                if msg.get("isFinal") is True:
                    finals.append(context)
                    done[context].set()
                    continue
                if msg.get("audio"):
                    audio[context] = audio.get(context, b"") + base64.b64decode(msg["audio"])
                    done.get(f"{context}-audio", asyncio.Event()).set()

        receiving = asyncio.ensure_future(receive())
        first_audio = done["turn-2-audio"] = asyncio.Event()

        async def turn(context: str, text: str, *, finish: bool = True):
            await ws.send(json.dumps({"text": " ", "context_id": context}))  # context-init
            for piece in tokens(text):
                await ws.send(json.dumps({"text": piece, "context_id": context}))
            if finish:  # on_turn_context_completed: flush_audio, then _close_context
                await ws.send(json.dumps({"context_id": context, "flush": True}))
                await ws.send(json.dumps({"context_id": context, "close_context": True}))

        await ws.send(json.dumps({"text": ""}))  # a keep-alive before any context
        await turn("turn-1", REPLY)
        await asyncio.wait_for(done["turn-1"].wait(), 30)
        await turn("turn-2", long, finish=False)
        await asyncio.wait_for(first_audio.wait(), 30)
        # The user speaks: _handle_interruption closes the context, nothing else.
        await ws.send(json.dumps({"context_id": "turn-2", "close_context": True}))
        await ws.send(json.dumps({"text": "", "context_id": "turn-2"}))  # a late keep-alive
        await turn("turn-3", "Okay, stopping there. What next?")
        await asyncio.wait_for(done["turn-3"].wait(), 30)
        await asyncio.wait_for(done["turn-2"].wait(), 30)
        # _disconnect_websocket: close_socket, then up to 2 s for the server to close.
        await ws.send(json.dumps({"close_socket": True}))
        await asyncio.wait_for(ws.wait_closed(), 2.0)
        receiving.cancel()
        code = ws.close_code
    return {"audio": audio, "finals": finals, "errors": errors, "close": code}


def scenario():
    start_django()
    from synth.models import Clip
    from tenancy.models import ApiKey, Tenant

    acme = Tenant.objects.create(slug="acme", name="Acme")
    key = ApiKey.issue(acme)[1]

    def begun(long: str) -> int:
        """The long reply's sentences synthesized (each segment begun becomes a clip; the
        reply after it was spoken, so the workers have finished them)."""
        sentences = [s if s.endswith(".") else s + "." for s in long.split(". ")]
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

        long = long_reply("pipecat")
        got = asyncio.run(pipecat_session(port, key, long))
        say(f"pipecat (wire): {[(c, len(a)) for c, a in got['audio'].items()]}")
        assert got["errors"] == [] and got["close"] == 1000
        assert got["finals"][0] == "turn-1" and set(got["finals"]) == {"turn-1", "turn-2", "turn-3"}
        assert len(got["audio"]["turn-1"]) / 2 / 24000 > 3.0  # pcm_24000, 16-bit
        assert len(got["audio"]["turn-3"]) / 2 / 24000 > 1.0
        assert 1 <= begun(long) <= 4, begun(long)


if __name__ == "__main__":
    scenario()

"""OpenAI's speech as Server-Sent Events (``stream_format: "sse"``).

The events are OpenAI's: ``{"type": "speech.audio.delta", "audio": <base64>}`` for each
piece of audio in the asked ``response_format``, then ``{"type": "speech.audio.done",
"usage": {"input_tokens", "output_tokens", "total_tokens"}}``. We count characters, not
tokens: ``input_tokens`` is the characters the request counted against the quota, and no
tokens come out (``output_tokens`` is 0). Each event is sent as ``event: <type>`` and
``data: <json>`` lines, so a reader keyed on either finds it.

A new clip's deltas are the same bytes the audio stream sends (api.answers.encoded_stream),
sent as they are encoded; a stored clip (a hit, or flac, which cannot be written ahead)
goes out in deltas of ``DELTA_BYTES``.
"""

import base64
import contextlib
import json

from django.http import StreamingHttpResponse

from api.answers import encoded_stream
from core.aio import run_sync
from synth.flow import Fallback, Outcome, Streamed
from synth.playback import made, mark_served, open_audio

DELTA_BYTES = 32 * 1024


def sse_response(outcome: Outcome, fmt: str, characters: int) -> StreamingHttpResponse:
    """The outcome's audio in ``fmt`` as OpenAI's speech events."""
    headers = {
        "Content-Type": "text/event-stream",
        "Cache-Control": "no-store",
        "X-Accel-Buffering": "no",  # nginx: pass each event on at once
    }
    if isinstance(outcome, Streamed):
        audio, _ = encoded_stream(outcome, fmt)
        headers.update({"X-Cache": "MISS", "X-Clip-Id": outcome.key})
    else:  # Whole or Fallback: a stored clip
        clip = outcome.clip
        audio = _stored(clip, fmt)
        cache = "HIT" if getattr(outcome, "hit", False) else "MISS"
        headers.update({"X-Cache": cache, "X-Clip-Id": clip.key})
        if isinstance(outcome, Fallback):
            headers.update({"X-Cache": "FALLBACK", "X-TTS-Fallback": outcome.reason})
        mark_served(clip)
    return StreamingHttpResponse(_events(audio, characters), headers=headers)


def event(data: dict) -> bytes:
    return f"event: {data['type']}\ndata: {json.dumps(data)}\n\n".encode()


async def _events(audio, characters: int):
    # Closed with the response: a client that leaves stops the stream's reading at once
    # (its slot goes back), as it does for the audio stream.
    async with contextlib.aclosing(audio):
        async for data in audio:
            yield event({"type": "speech.audio.delta", "audio": base64.b64encode(data).decode()})
    usage = {"input_tokens": characters, "output_tokens": 0, "total_tokens": characters}
    yield event({"type": "speech.audio.done", "usage": usage})


async def _stored(clip, fmt: str):
    """The clip's file in ``fmt``, read in the sync pool a delta at a time."""
    await made(clip, fmt)  # a worker encodes a format not stored yet: wait holding no thread
    _name, file = await run_sync(open_audio, clip, fmt)
    try:
        while data := await run_sync(file.read, DELTA_BYTES):
            yield data
    finally:
        file.close()

"""One segment of a stream-input socket (api.socket) through the flow and back as an
ElevenLabs audio message: planned, charged to the quota and begun (a cached clip, or a
job: the workers and the sentence cache), its audio read as the worker makes it
(synth.streaming.JobAudio), then encoded with its alignment."""

import base64
import json
from dataclasses import dataclass

import numpy as np
import soundfile
from django.conf import settings
from django.core.files.storage import default_storage

from api.auth import Caller
from api.errors import ApiError
from api.quota import charge_planned
from core.aio import run_sync
from synth import flow, timings
from synth.engine.errors import EngineError
from synth.incremental import Segment
from synth.models import Clip
from synth.streaming import JobAudio, StreamBroken

POLICY, INTERNAL, TRY_AGAIN = 1008, 1011, 1013  # WebSocket close codes
FIRST_CHUNK_WAIT = 5.0  # how long a segment's first audio may take past the job's limits


class SocketError(Exception):
    """Ends the socket with ElevenLabs' error message and a close with ``close`` code."""

    def __init__(self, code: str, message: str, close: int = POLICY, field: str | None = None):
        super().__init__(message)
        self.code, self.message, self.close, self.field = code, message, close, field

    @classmethod
    def of(cls, exc: ApiError) -> "SocketError":
        close = INTERNAL if exc.status_code >= 500 else POLICY
        return cls(exc.error_code, str(exc.detail), close, exc.field)


@dataclass
class Begun:
    """A segment through the flow: its plan and what begin gave (a clip or a job)."""

    segment: Segment
    plan: object
    begun: object
    pause: float  # seconds of silence before it (the pause after the segment before)
    complete: float = 0.0  # loop time: when its last piece came
    started: float = 0.0  # loop time: when it was begun


async def samples(item: Begun, rate: int) -> np.ndarray:
    """The segment's audio: its clip's, or its job's as the worker makes it."""
    found = item.begun
    if isinstance(found, flow.Whole):
        return await run_sync(clip_samples, found.clip)
    job = found.job
    audio = JobAudio(job, item.plan.request.pauses, rate)
    wait = settings.SYNTH_JOB_TIMEOUT * settings.SYNTH_JOB_ATTEMPTS + FIRST_CHUNK_WAIT
    try:
        if await audio.start(wait):
            pieces = [piece async for piece in audio.pieces()]
            return np.concatenate(pieces) if pieces else np.zeros(0, np.int16)
    except StreamBroken as exc:
        raise SocketError("synthesis_failed", str(exc), INTERNAL) from None
    finally:
        audio.close()
    clip = await run_sync(finished, audio.job)
    return await run_sync(clip_samples, clip)


def segment_message(item: Begun, ints: np.ndarray, encoder, rate: int) -> str:
    """The segment's audio message: the pause before it and its audio, encoded, with its
    alignment (exact ends, characters estimated inside: synth.timings)."""
    lead = int(round(item.pause * rate))
    audio = np.concatenate([np.zeros(lead, np.int16), ints]) if lead else ints
    data = encoder.write(audio)
    offset, speech = lead / rate, len(ints) / rate
    raw = item.segment.raw
    spaces = raw[: len(raw) - len(raw.lstrip())]
    return json.dumps(
        audio_message(
            data,
            alignment(raw, offset, offset + speech),
            alignment(spaces + item.plan.normalized_text, offset, offset + speech),
        )
    )


def audio_message(data: bytes, aligned, normalized) -> dict:
    return {
        "audio": base64.b64encode(data).decode() if data else "",
        "isFinal": None,
        "normalizedAlignment": normalized,
        "alignment": aligned,
    }


def alignment(text: str, start: float, end: float) -> dict:
    """ElevenLabs' alignment of ``text`` spoken from ``start`` to ``end`` (seconds from the
    message's start): exact ends, characters estimated inside (synth.timings)."""
    chars = timings.characters(text, start, end)
    return {
        "chars": [c.text for c in chars],
        "charStartTimesMs": [int(round(c.start * 1000)) for c in chars],
        "charDurationsMs": [int(round((c.end - c.start) * 1000)) for c in chars],
    }


def begin(speech: flow.SpeechRequest, key, segment: Segment):
    """Plan, charge and begin one segment (in the sync pool): (plan, Whole | Started)."""
    from dataclasses import replace

    speech = replace(speech, text=segment.text)
    try:
        plan = flow.plan(speech)
        charge_planned(_Charged(key), [plan])
        found = flow.begin(speech, plan)
    except flow.QueueBusy as exc:  # ours, for a while: "try again later"
        raise SocketError(exc.code, str(exc), TRY_AGAIN) from None
    except flow.JobFailed as exc:
        raise SocketError(exc.code, str(exc), INTERNAL) from None
    except flow.FlowError as exc:
        raise SocketError(exc.code, str(exc), field=exc.field) from None
    except EngineError as exc:
        raise SocketError(exc.code, str(exc), field=getattr(exc, "field", None)) from None
    except ApiError as exc:  # the quota
        raise SocketError.of(exc) from None
    if isinstance(found, flow.Fallback):  # not asked for; cannot happen
        found = flow.Whole(found.clip, hit=True)
    return plan, found


class _Charged:
    """What api.quota reads off a request: the caller (with what it was charged) and the
    tenant. One per segment: each is charged what it comes to."""

    def __init__(self, key):
        self.api_caller = Caller(key, counted=True)
        self.auth = key.tenant


def finished(job) -> Clip:
    try:
        clip = flow.finished_clip(job)
    except flow.JobFailed as exc:
        raise SocketError(exc.code, str(exc), INTERNAL) from None
    if clip is None:
        raise SocketError("timeout", "the segment's audio did not come in time", INTERNAL)
    return clip


def clip_samples(clip: Clip) -> np.ndarray:
    with default_storage.open(clip.audio.name, "rb") as f:
        ints, _ = soundfile.read(f, dtype="int16")
    return ints

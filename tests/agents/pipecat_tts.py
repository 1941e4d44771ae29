"""Pipecat's own TTS services, unmodified, against this service: run by
tests/test_socket_multi_pipecat.py in Pipecat's venv (.venv-agents, built by the Makefile
from tests/agents/requirements.txt), since Pipecat's pins cannot live beside the project's.

    .venv-agents/bin/python tests/agents/pipecat_tts.py http://127.0.0.1:8000 KEY LONG_TEXT

Each service sits in a minimal Pipeline (the service, then a collector of the frames it
pushes) run by Pipecat's own PipelineTask and PipelineRunner, with no transport: text goes
in as an LLM's reply does (LLMFullResponseStartFrame, LLMTextFrame pieces,
LLMFullResponseEndFrame), and a barge-in is the InterruptionFrame a transport pushes when the
user speaks. ``ElevenLabsTTSService`` (multi-stream-input, pcm_24000): a reply, a long reply
interrupted at its first audio, then the next reply; ``OpenAITTSService`` (pcm): a reply.
Prints one JSON line per service: its replies' audio bytes and frame counts, and any
ErrorFrame.
"""

import asyncio
import json
import sys
import time

from pipecat.frames.frames import (
    ErrorFrame,
    Frame,
    InterruptionFrame,
    LLMFullResponseEndFrame,
    LLMFullResponseStartFrame,
    LLMTextFrame,
    TTSAudioRawFrame,
    TTSStoppedFrame,
)
from pipecat.pipeline.pipeline import Pipeline
from pipecat.pipeline.runner import PipelineRunner
from pipecat.pipeline.task import PipelineParams, PipelineTask
from pipecat.processors.frame_processor import FrameDirection, FrameProcessor
from pipecat.services.elevenlabs.tts import ElevenLabsTTSService
from pipecat.services.openai.tts import OpenAITTSService

RATE = 24000
RACHEL = "21m00Tcm4TlvDq8ikWAM"
REPLY = (
    "Sure, I can help with that. The first step is to open the settings page. "
    "Then choose the account tab, and look for the security section. "
    "Does that make sense?"
)
AFTER = "Okay, stopping there. What next?"


class Collector(FrameProcessor):
    """The pipeline's end: counts the audio of the reply in progress, keeps errors."""

    def __init__(self):
        super().__init__()
        self.audio = bytearray()
        self.frames = 0
        self.errors: list[str] = []
        self.first_audio = asyncio.Event()
        self.stopped = asyncio.Event()

    def next_reply(self) -> None:
        self.audio, self.frames = bytearray(), 0
        self.first_audio.clear()
        self.stopped.clear()

    async def process_frame(self, frame: Frame, direction: FrameDirection):
        await super().process_frame(frame, direction)
        if isinstance(frame, ErrorFrame):
            self.errors.append(str(frame.error))
        elif isinstance(frame, TTSAudioRawFrame):
            self.audio += frame.audio
            self.frames += 1
            self.first_audio.set()
        elif isinstance(frame, TTSStoppedFrame):
            self.stopped.set()
        await self.push_frame(frame, direction)


def tokens(text: str) -> list[str]:
    """Text as an LLM streams it: a word or two at a time."""
    words = text.split(" ")
    return [" ".join(words[i : i + 2]) + " " for i in range(0, len(words), 2)]


async def say(task: PipelineTask, text: str) -> None:
    await task.queue_frame(LLMFullResponseStartFrame())
    await task.queue_frames([LLMTextFrame(piece) for piece in tokens(text)])
    await task.queue_frame(LLMFullResponseEndFrame())


def reply(collector: Collector, started: float) -> dict:
    return {
        "bytes": len(collector.audio),
        "frames": collector.frames,
        "seconds": round(time.monotonic() - started, 2),
    }


async def run(service, turns) -> dict:
    """``service`` in a pipeline; ``turns(task, collector)`` drives it; then the pipeline
    ends as a call does (EndFrame)."""
    collector = Collector()
    task = PipelineTask(
        Pipeline([service, collector]),
        params=PipelineParams(audio_out_sample_rate=RATE),
        cancel_on_idle_timeout=False,
    )

    async def drive():
        try:
            return await turns(task, collector)
        finally:
            await task.stop_when_done()

    runner = PipelineRunner(handle_sigint=False)
    _, replies = await asyncio.gather(runner.run(task), drive())
    return {"replies": replies, "errors": collector.errors}


async def elevenlabs(base: str, key: str, long: str) -> dict:
    service = ElevenLabsTTSService(
        api_key=key,
        url=base.replace("http", "ws", 1),
        settings=ElevenLabsTTSService.Settings(voice=RACHEL),
    )

    async def turns(task, collector):
        replies = {}
        collector.next_reply()
        started = time.monotonic()
        await say(task, REPLY)
        await asyncio.wait_for(collector.stopped.wait(), 30)
        replies["reply"] = reply(collector, started)

        collector.next_reply()
        started = time.monotonic()
        await task.queue_frame(LLMFullResponseStartFrame())
        await task.queue_frames([LLMTextFrame(piece) for piece in tokens(long)])
        await asyncio.wait_for(collector.first_audio.wait(), 30)
        await task.queue_frame(InterruptionFrame())  # the user speaks
        replies["cut"] = reply(collector, started)

        collector.next_reply()
        started = time.monotonic()
        await say(task, AFTER)
        await asyncio.wait_for(collector.stopped.wait(), 30)
        replies["after"] = reply(collector, started)
        return replies

    return await run(service, turns)


async def openai(base: str, key: str) -> dict:
    service = OpenAITTSService(api_key=key, base_url=f"{base}/v1", voice="nova")

    async def turns(task, collector):
        collector.next_reply()
        started = time.monotonic()
        await say(task, REPLY)
        await asyncio.wait_for(collector.stopped.wait(), 30)
        return {"reply": reply(collector, started)}

    return await run(service, turns)


def main() -> None:
    base, key, long = sys.argv[1:4]
    for name, job in (("elevenlabs", elevenlabs(base, key, long)), ("openai", openai(base, key))):
        print(json.dumps({"service": name, **asyncio.run(job)}), flush=True)


if __name__ == "__main__":
    main()

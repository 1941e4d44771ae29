"""Pipecat's TTS services for bench/agents.py, run in Pipecat's own venv (.venv-agents, built
from tests/agents/requirements.txt: Pipecat's pins cannot live beside the project's).

    .venv-agents/bin/python bench/agents_pipecat.py http://127.0.0.1:8000 KEY [STOP_TIMEOUT]

Two services, unmodified, each in a minimal Pipeline run by Pipecat's own PipelineTask and
PipelineRunner (the service, then a collector of the frames it pushes), no transport, as
tests/agents/pipecat_tts.py runs them: ``ElevenLabsTTSService`` (multi-stream-input, its
output format from the pipeline's 24 kHz: pcm_24000) and ``OpenAITTSService`` (pcm; Pipecat
asks for nothing else). Both stay up for the whole run, as an agent's do.

Reads one JSON line per reply on stdin, ``{"service": "elevenlabs"|"openai", "pieces":
[...], "gap": seconds}``: the pieces go in as an LLM's reply does (LLMFullResponseStartFrame,
an LLMTextFrame every ``gap``, LLMFullResponseEndFrame); answers one JSON line with the
seconds from queueing the first piece to the first TTSAudioRawFrame at the pipeline's end
(``first_audio``) and to the TTSStoppedFrame (``end``), the audio seconds, and any
ErrorFrame. ``{"quit": true}`` ends the pipelines. STOP_TIMEOUT: the services'
``stop_frame_timeout_s`` (Pipecat's default 3 s: a reply whose next audio takes longer is
ended, its later audio dropped).
"""

import asyncio
import json
import sys
import time

from pipecat.frames.frames import (
    ErrorFrame,
    Frame,
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
REPLY_TIMEOUT = 60


class Collector(FrameProcessor):
    """The pipeline's end: the times of the reply in progress."""

    def __init__(self):
        super().__init__()
        self.next_reply()

    def next_reply(self) -> None:
        self.first = self.stopped_at = None
        self.bytes = 0
        self.errors: list[str] = []
        self.stopped = asyncio.Event()

    async def process_frame(self, frame: Frame, direction: FrameDirection):
        await super().process_frame(frame, direction)
        if isinstance(frame, ErrorFrame):  # the reply is over (no audio in time, say)
            self.errors.append(str(frame.error))
            self.stopped.set()
        elif isinstance(frame, TTSAudioRawFrame):
            self.first = self.first or time.perf_counter()
            self.bytes += len(frame.audio)
        elif isinstance(frame, TTSStoppedFrame):
            self.stopped_at = time.perf_counter()
            self.stopped.set()
        await self.push_frame(frame, direction)


async def reply(task: PipelineTask, collector: Collector, pieces: list[str], gap: float) -> dict:
    collector.next_reply()
    await task.queue_frame(LLMFullResponseStartFrame())
    started = time.perf_counter()
    for piece in pieces:
        await task.queue_frame(LLMTextFrame(piece))
        await asyncio.sleep(gap)
    await task.queue_frame(LLMFullResponseEndFrame())
    try:
        await asyncio.wait_for(collector.stopped.wait(), REPLY_TIMEOUT)
    except TimeoutError:
        collector.errors.append(f"no TTSStoppedFrame within {REPLY_TIMEOUT} s")
    first = collector.first
    if collector.errors and collector.stopped_at is None:
        await asyncio.sleep(1)  # what may still come of it (late audio) lands before the next
    return {
        "first_audio": None if first is None else first - started,
        "end": None if collector.stopped_at is None else collector.stopped_at - started,
        "audio_s": collector.bytes / 2 / RATE,
        "errors": collector.errors,
    }


async def main(base: str, key: str, stop_timeout: str = "3") -> None:
    # Pipecat ends a reply whose next audio has not come within stop_frame_timeout_s (3 s
    # by default): on a loaded host a reply's second sentence can take longer.
    wait = {"stop_frame_timeout_s": float(stop_timeout)}
    services = {
        "elevenlabs": ElevenLabsTTSService(
            api_key=key,
            url=base.replace("http", "ws", 1),
            settings=ElevenLabsTTSService.Settings(voice=RACHEL),
            **wait,
        ),
        "openai": OpenAITTSService(
            api_key=key,
            base_url=f"{base}/v1",
            settings=OpenAITTSService.Settings(voice="nova"),
            **wait,
        ),
    }
    tasks, collectors = {}, {}
    for name, service in services.items():
        collectors[name] = Collector()
        tasks[name] = PipelineTask(
            Pipeline([service, collectors[name]]),
            params=PipelineParams(audio_out_sample_rate=RATE),
            cancel_on_idle_timeout=False,
        )
    runners = [
        asyncio.create_task(PipelineRunner(handle_sigint=False).run(task))
        for task in tasks.values()
    ]
    loop = asyncio.get_running_loop()
    print(json.dumps({"ready": True}), flush=True)
    while True:
        line = await loop.run_in_executor(None, sys.stdin.readline)
        if not line or json.loads(line).get("quit"):
            break
        ask = json.loads(line)
        name = ask["service"]
        got = await reply(tasks[name], collectors[name], ask["pieces"], ask["gap"])
        print(json.dumps(got), flush=True)
    for task in tasks.values():
        await task.stop_when_done()
    await asyncio.wait(runners, timeout=10)


if __name__ == "__main__":
    asyncio.run(main(*sys.argv[1:4]))

"""The official openai SDKs (Python, pinned in the test extras; Node, pinned in
tests/openai_node/package.json) against a real server, as the clients of issue 17 call it:
Open WebUI's discovery (no key), LiveKit's prewarm (``client.get("/")``) and its pcm
stream, ``with_streaming_response`` for sse and pcm, speed 0.25 and 4.0, Home Assistant's
``instructions="None"`` with an aac stream decoded by PyAV, and the Node SDK reading
audio, events and a typed error. See tests/test_openai_surface.py for the clients'
source these shapes come from.

Real gunicorn/uvicorn and qcluster processes (tests/serving.py); each scenario runs in a
process of its own.
"""

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.cluster import ROOT, answers, qcluster, run_scenario, say, start_django, wait_until
from tests.serving import serving_env, two_tenants, web_server

MODELS = ["tts-1", "tts-1-hd", "gpt-4o-mini-tts", "supertonic-3"]
NODE_DIR = ROOT / "tests" / "openai_node"


def test_the_python_sdk_on_a_real_server(tmp_path, model_dir):
    print(run_scenario(__name__, serving_env(tmp_path, model_dir)))


def test_the_node_sdk_on_a_real_server(tmp_path, model_dir):
    if shutil.which("node") is None or shutil.which("npm") is None:
        pytest.skip("node and npm are not installed: the openai Node SDK cannot run here")
    env = serving_env(tmp_path, model_dir, NODE_APP=str(node_app(tmp_path)))
    print(run_scenario(__name__, env))


def node_app(tmp_path: Path) -> Path:
    """tests/openai_node with its pinned openai installed (npm ci-like, from the registry),
    in a folder of its own: Node resolves ``import "openai"`` next to the script."""
    app = tmp_path / "openai-node"
    app.mkdir()
    for name in ("package.json", "speak.mjs"):
        shutil.copy(NODE_DIR / name, app / name)
    subprocess.run(
        ["npm", "install", "--no-audit", "--no-fund", "--loglevel=error"],
        cwd=app,
        check=True,
        timeout=300,
    )
    return app


def scenario():
    say("scenario starts")
    start_django()
    acme, key, _globex, _globex_key = two_tenants()
    with qcluster(), web_server() as port:
        wait_until(lambda: answers(port, "/api/v1/ready"), 60, "the cluster to be ready")
        say("server and cluster ready")
        base = f"http://127.0.0.1:{port}/v1"
        if os.environ.get("NODE_APP"):
            node_sdk(base, key)
        else:
            python_sdk(base, key, acme)


def python_sdk(base: str, key: str, tenant) -> None:
    import base64
    import io

    import av
    import numpy as np
    import openai
    import soundfile
    from django.core.files.storage import default_storage

    from synth.models import Clip

    # Open WebUI: requests.get(f"{base}/audio/...") with no headers.
    voices = get_json(f"{base}/audio/voices")["voices"]
    assert {"id": "alloy", "name": "alloy (F1)"} in voices
    models = get_json(f"{base}/audio/models")["models"]
    assert [m["id"] for m in models] == MODELS

    sdk = openai.OpenAI(base_url=base, api_key=key, max_retries=0)
    sdk.get("/", cast_to=str)  # LiveKit's prewarm: raises on anything but a 2xx
    assert [m.id for m in sdk.models.list()] == MODELS

    def stored(text: str):
        """The clip of ``text`` once its job has stored it, and its samples."""
        clip = wait_until(lambda: Clip.objects.filter(tenant=tenant, text=text).first(), 30, text)
        with default_storage.open(clip.audio.name) as f:
            return clip, soundfile.read(io.BytesIO(f.read()), dtype="int16")[0]

    # sse, a miss: OpenAI's events as the audio is made, the samples the stored clip has.
    text = "Events come first. Then the rest of it follows."
    with sdk.audio.speech.with_streaming_response.create(
        model="gpt-4o-mini-tts",
        voice="alloy",
        input=text,
        response_format="wav",
        stream_format="sse",
        instructions="None",
    ) as response:
        assert response.headers["content-type"] == "text/event-stream"
        assert response.headers["x-cache"] == "MISS"
        events = [
            json.loads(line[6:]) for line in response.iter_lines() if line.startswith("data: ")
        ]
    *deltas, done = events
    assert {e["type"] for e in deltas} == {"speech.audio.delta"} and len(deltas) >= 2
    assert done["type"] == "speech.audio.done" and done["usage"]["input_tokens"] == len(text)
    audio = b"".join(base64.b64decode(e["audio"]) for e in deltas)
    clip, samples = stored(text)
    assert np.array_equal(soundfile.read(io.BytesIO(audio), dtype="int16")[0], samples)
    say(f"sse: {len(deltas)} deltas, {len(audio)} bytes of wav")

    # pcm streams at OpenAI's slowest and fastest speeds: played at the model's ends.
    lengths = {}
    for asked, played in ((0.25, 0.7), (4.0, 2.0)):
        text = f"Pipecat and LiveKit ask for pcm at speed {asked}."
        with sdk.audio.speech.with_streaming_response.create(
            model="tts-1", voice="nova", input=text, response_format="pcm", speed=asked
        ) as response:
            assert response.headers["content-type"] == "audio/L16;rate=24000;channels=1"
            assert float(response.headers["x-speed-applied"]) == played
            pcm = b"".join(response.iter_bytes())
        clip, _ = stored(text)
        assert len(pcm) == pytest.approx(2 * 24000 * clip.duration, abs=2 * 24000 * 0.05)
        lengths[asked] = clip.duration
    assert lengths[0.25] > 2 * lengths[4.0]  # 0.7 against 2.0: nearly three times as long
    say(f"pcm at 0.25 and 4.0: {lengths}")

    # Home Assistant's call: instructions "None", an aac stream, decoded by PyAV.
    text = "Home Assistant streams aac."
    with sdk.audio.speech.with_streaming_response.create(
        model="gpt-4o-mini-tts",
        voice="marin",
        input=text,
        instructions="None",
        speed=1.0,
        response_format="aac",
    ) as response:
        assert response.headers["content-type"] == "audio/aac"
        data = b"".join(response.iter_bytes())
    with av.open(io.BytesIO(data)) as container:
        rate = container.streams.audio[0].sample_rate
        decoded = np.concatenate([f.to_ndarray()[0] for f in container.decode(audio=0)])
    clip, samples = stored(text)
    assert rate == clip.sample_rate
    assert len(samples) <= len(decoded) <= len(samples) + 3 * 1024
    # ... and the same request again is the stored clip's aac, whole.
    again = sdk.audio.speech.create(
        model="gpt-4o-mini-tts",
        voice="marin",
        input=text,
        instructions="None",
        speed=1.0,
        response_format="aac",
    )
    assert again.response.headers["x-cache"] == "HIT" and again.content[:2] == b"\xff\xf1"
    sdk.close()


def get_json(url: str):
    import urllib.request

    with urllib.request.urlopen(url, timeout=10) as response:
        assert response.status == 200
        return json.loads(response.read())


def node_sdk(base: str, key: str) -> None:
    app = Path(os.environ["NODE_APP"])
    done = subprocess.run(
        ["node", "speak.mjs", base, key], cwd=app, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout.strip().splitlines()[-1])
    say(f"node: {out}")
    assert out["models"] == MODELS
    assert out["pcm"]["contentType"] == "audio/L16;rate=24000;channels=1"
    assert out["pcm"]["speedApplied"] == "0.7" and out["pcm"]["bytes"] > 2 * 24000 * 0.2
    assert out["sse"]["contentType"] == "text/event-stream"
    types = out["sse"]["types"]
    assert types[-1] == "speech.audio.done" and set(types[:-1]) == {"speech.audio.delta"}
    assert out["sse"]["audioBytes"] > 1000
    assert out["sse"]["usage"]["input_tokens"] == len("Events from Node.")
    assert out["error"] == {
        "status": 400,
        "code": "invalid_voice",
        "param": "voice",
        "type": "invalid_request_error",
    }


if __name__ == "__main__":
    scenario()

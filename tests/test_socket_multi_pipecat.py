"""Pipecat 1.14's own TTS services, unmodified, against a real server (tests/serving.py: what
`manage.py serve` runs) and a qcluster, given the base URL and the key and nothing else.

Pipecat cannot be installed beside this project (tests/agents/requirements.txt says why), so
its services run in a venv of their own, .venv-agents (the Makefile builds it before
`make test`), as a subprocess: tests/agents/pipecat_tts.py puts each service in a minimal
Pipeline of Pipecat's own. ``ElevenLabsTTSService`` on multi-stream-input (pcm_24000): a
reply in LLM-sized pieces, a long reply interrupted at its first audio (Pipecat's
InterruptionFrame), then the next reply; ``OpenAITTSService`` (pcm): a reply.

The first reply is the first job the freshly started worker takes: Pipecat ends a context
that has no audio within ``stop_frame_timeout_s`` (3 s), so a worker that loaded its model
on its first job failed it; workers now load the model when they start (synth/warm.py).
"""

import http.client
import json
import os
import subprocess
from pathlib import Path

import pytest

from tests.cluster import ROOT, qcluster, run_scenario, say, start_django, wait_until
from tests.serving import serving_env, web_server

# A real server on the pass's services (leases, quota, Redis).
pytestmark = pytest.mark.backend

SCRIPT = ROOT / "tests" / "agents" / "pipecat_tts.py"
SECONDS_PER_BYTE = 1 / 2 / 24000  # pcm at 24 kHz, 16-bit mono


def agents_python() -> Path:
    """Pipecat's venv: the Makefile's .venv-agents, or AGENTS_PYTHON."""
    return Path(os.getenv("AGENTS_PYTHON") or ROOT / ".venv-agents" / "bin" / "python")


def test_pipecat_services_speak_on_our_server(tmp_path, model_dir):
    if not agents_python().exists():
        reason = f"no Pipecat venv at {agents_python()}: `make .venv-agents/.installed`"
        if os.getenv("CI") == "true":
            pytest.fail(reason)
        pytest.skip(reason)
    # Above its own waits (a loaded worker, 40 s; Pipecat's run, 45 s): on a loaded host the
    # two passes side by side took 19 s to the first job, and 60 s cut a passing run short.
    print(run_scenario(__name__, serving_env(tmp_path, model_dir), timeout=120))


def long_reply() -> str:
    """A long reply: a barge-in comes after its first audio, long before its end."""
    return " ".join(f"This is sentence number {n} of the long answer." for n in range(1, 11))


def ready(port: int, key: str) -> dict:
    """/api/v1/ready's workers check (its checks are shown to a key)."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
    try:
        conn.request("GET", "/api/v1/ready", headers={"Authorization": f"Bearer {key}"})
        return json.loads(conn.getresponse().read())["checks"]["workers"]
    finally:
        conn.close()


def pipecat_services(port: int, key: str, long: str) -> dict:
    """tests/agents/pipecat_tts.py in Pipecat's venv: what each service got."""
    done = subprocess.run(
        [str(agents_python()), str(SCRIPT), f"http://127.0.0.1:{port}", key, long],
        capture_output=True,
        text=True,
        timeout=45,
    )
    assert done.returncode == 0, f"pipecat failed:\n{done.stdout}\n{done.stderr[-4000:]}"
    lines = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    return {line["service"]: line for line in lines}


def scenario():
    start_django()
    from synth.models import Clip
    from tenancy.models import ApiKey, Tenant

    acme = Tenant.objects.create(slug="acme", name="Acme")
    key = ApiKey.issue(acme)[1]
    long = long_reply()
    with qcluster(), web_server() as port:
        # As a deploy does: wait for readiness, which counts the workers that hold the
        # model (they load it as they start: the first reply never waits for the load).
        wait_until(lambda: ready(port, key).get("loaded"), 40, "a worker with its model loaded")
        got = pipecat_services(port, key, long)
    say(f"pipecat: {json.dumps(got)}")
    eleven, openai = got["elevenlabs"], got["openai"]
    assert eleven["errors"] == [] and openai["errors"] == [], got
    replies = eleven["replies"]
    assert replies["reply"]["bytes"] * SECONDS_PER_BYTE > 3.0, got
    assert replies["cut"]["frames"] > 0, got
    assert replies["after"]["bytes"] * SECONDS_PER_BYTE > 1.0, got
    assert openai["replies"]["reply"]["bytes"] * SECONDS_PER_BYTE > 3.0, got
    # Interrupted at its first audio: most of the long reply's sentences were never begun
    # (each segment begun becomes a clip). Pipecat sends each sentence stripped of its
    # spaces: each is still a sentence of its own (synth.incremental), not run into the last.
    sentences = [s if s.endswith(".") else s + "." for s in long.split(". ")]
    begun = Clip.objects.filter(tenant=acme, text__in=sentences).count()
    say(f"the long reply's sentences begun: {begun} of 10")
    assert 1 <= begun <= 5, begun


if __name__ == "__main__":
    scenario()

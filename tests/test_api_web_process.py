"""The web process never imports onnxruntime: inference belongs to the qcluster workers.

A fresh interpreter (this one has onnxruntime loaded by other tests) loads the WSGI app,
migrates a database of its own, stores a clip the way a worker does but without an
engine, and calls every endpoint: hits, a miss that is queued, other formats, ranges.
Other formats of the stored clip are made by a worker (a variant job), never here: the
web process answers 503 until a worker (another process) has run their jobs.
"""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

# Backend-dependent, so on the PostgreSQL + Redis pass too: with REDIS_URL set the web process
# imports the Redis broker, cache and pub/sub.
pytestmark = pytest.mark.backend

SCRIPT = r"""
import json, sys

from ttsproject.wsgi import application  # the web process's entry point

import numpy as np
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.core.management import call_command
from django.test import Client

from tenancy.models import ApiKey, Tenant
from engine.audio import encode
from synth.models import Clip
from synth.speech import plan_speech

call_command("migrate", verbosity=0)  # with the database cache's table
tenant = Tenant.objects.create(slug="acme", name="Acme")
_, key = ApiKey.issue(tenant)

# A clip that exists, stored as a worker stores one (without running the model).
plan = plan_speech(tenant, "Hello there.")
p = plan.job_params()
samples = (0.1 * np.sin(np.arange(44100) / 20)).astype(np.float32)
flac = ContentFile(encode(samples, 44100, "flac"))
name = default_storage.save(f"clips/{tenant.pk}/{plan.key}.flac", flac)
Clip.objects.create(
    tenant=tenant, key=plan.key, text=p["text"], normalized_text=p["normalized_text"],
    explanation=p["explanation"], lang=p["lang"], voice=p["voice_label"],
    voice_digest=p["voice_digest"], speed=p["speed"], steps=p["steps"], seed=p["seed"],
    silence=p["silence"], lexicon_version=p["lexicon_version"],
    model_fingerprint=p["fingerprint"], audio=name, sample_rate=44100, duration=1.0,
    size=default_storage.size(name),
)

import subprocess
from synth import playback

encoded = []  # encodings made in this (the web) process: none, ever
real_encode = playback.encode_clip
playback.encode_clip = lambda *a: encoded.append(a) or real_encode(*a)

client = Client(headers={"Authorization": f"Bearer {key}"})
def formats():
    return {
        "hit": client.post("/api/v1/speech", {"text": "Hello there.", "format": "opus"},
                           "application/json").status_code,
        "audio": client.get(f"/api/v1/clips/{plan.key}/audio?format=mp3",
                            headers={"Range": "bytes=0-99"}).status_code,
        "pcm": client.get(f"/api/v1/clips/{plan.key}/audio?format=pcm").status_code,
        "openai": client.post("/v1/audio/speech",
                              {"model": "tts-1", "input": "Hello there.", "voice": "M1"},
                              "application/json").status_code,
    }
statuses = {
    **{f"{k} before": v for k, v in formats().items()},
    "miss": client.post("/api/v1/speech", {"text": "Something new.", "wait": 0},
                        "application/json").status_code,
    "clip": client.get(f"/api/v1/clips/{plan.key}").status_code,
    "voices": client.get("/api/v1/voices").status_code,
    "normalize": client.post("/api/v1/normalize", {"text": "It costs $5."},
                             "application/json").status_code,
    "schema": client.get("/api/schema/").status_code,
}
# A worker, another process, runs the queued variant jobs (once each: shared by requests).
subprocess.run([sys.executable, "-c", WORKER], check=True)
statuses.update(formats())
heavy = sorted(m for m in sys.modules if m.split(".")[0] in ("onnxruntime", "onnx"))
print(json.dumps({"statuses": statuses, "heavy": heavy, "encoded_here": len(encoded)}))
"""

WORKER = r"""
import django
django.setup()
from synth.models import SynthesisJob
from synth.worker import run_job
jobs = SynthesisJob.objects.filter(status="queued", params__has_key="variant")
assert jobs.count() == 3, list(jobs.values_list("params", flat=True))  # opus, mp3, pcm
for job in jobs:
    assert run_job(str(job.pk)) == "done"
"""


def test_the_web_process_never_imports_onnxruntime(model_dir, tmp_path):
    env = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "ttsproject.settings",
        "VAR_DIR": str(tmp_path),
        "DATABASE_URL": f"sqlite:///{tmp_path / 'web.sqlite3'}",
        "SYNTH_MODEL_DIR": str(model_dir),
        "ALLOWED_HOSTS": "testserver",
        "API_MAX_WAIT": "1",  # no worker runs while the web process waits
        "API_DEFAULT_WAIT": "1",
    }
    root = Path(__file__).resolve().parent.parent
    done = subprocess.run(
        [sys.executable, "-c", f"WORKER = {WORKER!r}\n{SCRIPT}"],
        env=env,
        cwd=root,
        capture_output=True,
        text=True,
        timeout=300,  # a lone process: the kill at the timeout ends all it started
    )
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert result["statuses"] == {
        "hit before": 503,  # encoding_pending: no worker has made it yet
        "audio before": 503,
        "pcm before": 503,
        "openai before": 503,
        "miss": 202,
        "clip": 200,
        "voices": 200,
        "normalize": 200,
        "schema": 200,
        "hit": 200,
        "audio": 206,
        "pcm": 200,
        "openai": 200,
    }
    assert result["heavy"] == []
    assert result["encoded_here"] == 0

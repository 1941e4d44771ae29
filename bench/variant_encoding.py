"""What the web process spends on the first request for a new format of a long stored clip
(issue 30, H1): its CPU seconds and its memory peak while it answers, and the worker's.

    .venv/bin/python bench/variant_encoding.py [--seconds 360] [--format opus]

Run from the root of the checkout to measure (the current directory's code is what runs).
Three processes: one stores a long clip (speech-like noise at 44.1 kHz, as FLAC) in a
database of its own; a web process (Django's test client on the WSGI application) asks
for the clip in ``--format``; a worker process runs the variant jobs it finds (a checkout
that encodes in the web process queues none). The web process's figures are
``getrusage`` CPU (user + system) over the request and its peak RSS (``ru_maxrss``) above
its RSS just before.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

SETUP = r"""
import django, sys
django.setup()
import numpy as np
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.core.management import call_command
from engine.audio import encode
from synth.models import Clip
from synth.speech import plan_speech
from tenancy.models import ApiKey, Tenant

call_command("migrate", verbosity=0)
tenant = Tenant.objects.create(slug="acme", name="Acme")
_, key = ApiKey.issue(tenant)
seconds = float(sys.argv[1])
rng = np.random.default_rng(1)
t = np.arange(int(44100 * seconds)) / 44100
samples = (0.2 * np.sin(2 * np.pi * 180 * t) * (1 + np.sin(2 * np.pi * 3 * t))
           + 0.02 * rng.standard_normal(t.size)).astype(np.float32) / 2.2
plan = plan_speech(tenant, "Hello there.")
p = plan.job_params()
name = default_storage.save(f"clips/{tenant.pk}/{plan.key}.flac",
                            ContentFile(encode(samples, 44100, "flac")))
Clip.objects.create(
    tenant=tenant, key=plan.key, text=p["text"], normalized_text=p["normalized_text"],
    explanation=p["explanation"], lang=p["lang"], voice=p["voice_label"],
    voice_digest=p["voice_digest"], speed=p["speed"], steps=p["steps"], seed=p["seed"],
    silence=p["silence"], lexicon_version=p["lexicon_version"],
    model_fingerprint=p["fingerprint"], audio=name, sample_rate=44100, duration=seconds,
    size=default_storage.size(name),
)
print(key, plan.key)
"""

WEB = r"""
import json, resource, sys, time
from ttsproject.wsgi import application
from django.test import Client

def rss_mb():
    with open("/proc/self/status") as f:
        line = next(l for l in f if l.startswith("VmRSS:"))
    return int(line.split()[1]) / 1024

key, clip, fmt = sys.argv[1:4]
client = Client(headers={"Authorization": f"Bearer {key}"})
client.get("/api/v1/voices")  # warm: imports, the first queries
before_rss = rss_mb()
usage = resource.getrusage(resource.RUSAGE_SELF)
started = time.monotonic()
response = client.get(f"/api/v1/clips/{clip}/audio?format={fmt}")
size = sum(len(block) for block in response)
wall = time.monotonic() - started
after = resource.getrusage(resource.RUSAGE_SELF)
cpu = (after.ru_utime - usage.ru_utime) + (after.ru_stime - usage.ru_stime)
print(json.dumps({
    "status": response.status_code, "bytes": size, "wall_s": round(wall, 2),
    "web_cpu_s": round(cpu, 2), "web_rss_before_mb": round(before_rss),
    "web_rss_peak_mb": round(after.ru_maxrss / 1024),
    "web_rss_growth_mb": round(after.ru_maxrss / 1024 - before_rss),
}))
"""

WORKER = r"""
import django, json, resource, time
django.setup()
from synth.models import SynthesisJob
from synth.worker import run_job

deadline, ran = time.monotonic() + 600, 0
while time.monotonic() < deadline and not ran:
    for job in SynthesisJob.objects.filter(status="queued", params__has_key="variant"):
        ran += run_job(str(job.pk)) == "done"
    time.sleep(0.05)
usage = resource.getrusage(resource.RUSAGE_SELF)
print(json.dumps({"worker_jobs": ran, "worker_cpu_s": round(usage.ru_utime + usage.ru_stime, 2),
                  "worker_rss_peak_mb": round(usage.ru_maxrss / 1024)}))
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=360.0)
    parser.add_argument("--format", default="opus")
    parser.add_argument("--model-dir", default="var/bench/realistic")  # its voices only
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="variant-bench-"))
    env = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "ttsproject.settings",
        "VAR_DIR": str(folder),
        "DATABASE_URL": f"sqlite:///{folder / 'db.sqlite3'}",
        "ALLOWED_HOSTS": "testserver",
        "API_MAX_WAIT": "120",
    }
    if not Path(args.model_dir).exists():  # the tiny stand-in: only its voices are read
        sys.path.insert(0, os.getcwd())
        from synth.standin.folder import build_standin

        build_standin(folder / "model", "tiny")
        args.model_dir = folder / "model"
    env["SYNTH_MODEL_DIR"] = str(Path(args.model_dir).resolve())

    def run(script, *argv):
        return subprocess.Popen(
            [sys.executable, "-c", script, *argv], env=env, stdout=subprocess.PIPE, text=True
        )

    key, clip = run(SETUP, str(args.seconds)).communicate()[0].split()
    worker = run(WORKER)
    web = json.loads(run(WEB, key, clip, args.format).communicate()[0])
    time.sleep(0.5)
    if worker.poll() is None:  # a checkout that encodes in the web process queues nothing
        worker.terminate()
    out = worker.communicate()[0].strip()
    result = {"clip_seconds": args.seconds, "format": args.format, **web}
    result.update(json.loads(out) if out else {"worker_jobs": 0})
    print(json.dumps(result))


if __name__ == "__main__":
    main()

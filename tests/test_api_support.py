"""What the API tests share, beside conftest's job_settings and sync_jobs fixtures. Plain
functions rather than fixtures, so test modules import them without shadowing names."""

import io

import numpy as np
import soundfile
from django.core.files.storage import default_storage
from django.test import Client

from synth.dispatch import clip_or_job
from synth.models import Clip
from synth.speech import plan_speech
from synth.worker import run_job
from tenancy.models import ApiKey, Tenant


def key_for(tenant: Tenant) -> str:
    return ApiKey.issue(tenant)[1]


def client_for(tenant: Tenant) -> Client:
    """A test client that sends a fresh API key of ``tenant``."""
    return Client(headers={"Authorization": f"Bearer {key_for(tenant)}"})


def synthesize(tenant: Tenant, text: str = "Hello there.", **params) -> Clip:
    """The clip for this request, synthesized now in this process (no cluster needed)."""
    found = clip_or_job(plan_speech(tenant, text, **params))
    if isinstance(found, Clip):
        return found
    run_job(str(found.pk))
    return Clip.objects.get(tenant=tenant, key=found.key)


def stored_samples(clip: Clip) -> np.ndarray:
    """The 16-bit samples of ``clip``'s stored audio."""
    with default_storage.open(clip.audio.name) as f:
        return soundfile.read(io.BytesIO(f.read()), dtype="int16")[0]


def note_synthesis(monkeypatch) -> list[str]:
    """The model texts the engine synthesizes from now on, in order (reused chunks are not
    synthesized, so not listed)."""
    from engine.engine import Engine

    made = []
    real = Engine.synthesize_chunk

    def noting(self, model_text, request, seed, *speed, **hold):
        made.append(model_text)
        return real(self, model_text, request, seed, *speed, **hold)

    monkeypatch.setattr(Engine, "synthesize_chunk", noting)
    return made


def decode(data: bytes, **kwargs):
    """Samples and rate of encoded audio (soundfile reads every format we serve)."""
    return soundfile.read(io.BytesIO(data), dtype="float32", **kwargs)


def error(response) -> dict:
    """The error of an API response, checking its shape on the way."""
    body = response.json()
    assert set(body) == {"error"} and set(body["error"]) == {"code", "message", "field"}
    return body["error"]

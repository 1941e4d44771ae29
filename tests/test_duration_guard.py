"""The duration guard: a chunk whose duration is implausible for its text is made once
more with another seed (derived from its own); if that one is implausible too, the clip's
chunk says so (``duration_suspect``), in GET /api/v1/clips/{id} too, and again whenever
the sentence is reused."""

import io

import numpy as np
import pytest
import soundfile
from django.core.files.storage import default_storage

from synth.engine.engine import Engine
from synth.sentences import other_seed
from tests.test_api_support import client_for, synthesize

pytestmark = pytest.mark.usefixtures("job_settings")

PARAMS = {"voice": "F2", "lang": "en", "steps": 2}
TEXT = "The storm has passed. Roads are open again."


@pytest.fixture
def seeds(monkeypatch):
    """The (model text, seed) of every chunk the engine makes, in order."""
    made = []
    real = Engine.synthesize_chunk

    def noting(self, model_text, request, seed):
        made.append((model_text, seed))
        return real(self, model_text, request, seed)

    monkeypatch.setattr(Engine, "synthesize_chunk", noting)
    return made


def stored(clip) -> np.ndarray:
    with default_storage.open(clip.audio.name) as f:
        return soundfile.read(io.BytesIO(f.read()), dtype="int16")[0]


def test_ordinary_chunks_are_made_once_and_not_flagged(make_tenant, seeds):
    clip = synthesize(make_tenant("acme"), TEXT, **PARAMS)
    assert len(seeds) == 2 and not any(c["duration_suspect"] for c in clip.chunks)


def test_an_implausible_chunk_is_made_again_then_flagged(make_tenant, seeds, settings):
    expected = stored(synthesize(make_tenant("plain"), TEXT, **PARAMS))
    seeds.clear()
    settings.SYNTH_MIN_SECONDS_PER_CHAR = 1.0  # every chunk is now far too short
    acme = make_tenant("acme")
    clip = synthesize(acme, TEXT, **PARAMS)
    own = [c["seed"] for c in clip.chunks]
    assert [seed for _, seed in seeds] == [own[0], other_seed(own[0]), own[1], other_seed(own[1])]
    assert [c["duration_suspect"] for c in clip.chunks] == [True, True]
    assert np.array_equal(stored(clip), expected)  # the first try's samples are kept
    shown = client_for(acme).get(f"/api/v1/clips/{clip.key}").json()
    assert [c["duration_suspect"] for c in shown["chunks"]] == [True, True]


def test_a_reused_sentence_is_checked_again(make_tenant, seeds, settings):
    settings.SYNTH_MIN_SECONDS_PER_CHAR = 1.0
    acme = make_tenant("acme")
    synthesize(acme, TEXT, **PARAMS)
    seeds.clear()
    clip = synthesize(acme, f"{TEXT} Drive slowly.", **PARAMS)
    assert len(seeds) == 2  # the new sentence, twice; the others were reused
    assert [c["reused"] for c in clip.chunks] == [True, True, False]
    assert all(c["duration_suspect"] for c in clip.chunks)


def test_another_seed_that_gives_a_plausible_duration_is_kept(make_tenant, monkeypatch):
    real = Engine.synthesize_chunk
    first_seeds = set()

    def unlucky(self, model_text, request, seed):
        samples = real(self, model_text, request, seed)
        if seed in request.seeds:  # the chunk's own seed: a predictor gone wrong
            first_seeds.add(seed)
            return samples[:100]
        return samples

    monkeypatch.setattr(Engine, "synthesize_chunk", unlucky)
    clip = synthesize(make_tenant("acme"), TEXT, **PARAMS)
    assert len(first_seeds) == 2
    assert not any(c["duration_suspect"] for c in clip.chunks)
    assert all(c["end"] - c["start"] > 1 for c in clip.chunks)  # the second try's length

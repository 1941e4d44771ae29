"""The duration guard: a chunk whose predicted duration is implausible for its text is
made once more, with another seed (derived from its own) and its duration held inside the
plausible range (Supertonic's duration predictor takes no noise, so a seed alone would
predict the same length); the clip's chunk says so (``duration_suspect``), in GET
/api/v1/clips/{id} too. Such a chunk is not kept for reuse: every text that needs it
makes it again and is flagged again."""

import pytest

from engine.engine import Engine
from synth.sentences import other_seed
from tests.test_api_support import client_for, synthesize

pytestmark = pytest.mark.usefixtures("job_settings")

PARAMS = {"voice": "F2", "lang": "en", "steps": 2}
TEXT = "The storm has passed. Roads are open again."
RATE = 44100


@pytest.fixture
def made(monkeypatch):
    """(model text, seed, hold) of every chunk the engine makes, in order."""
    calls = []
    real = Engine.synthesize_chunk

    def noting(self, model_text, request, seed, *speed, hold=None):
        calls.append((model_text, seed, hold))
        return real(self, model_text, request, seed, *speed, hold=hold)

    monkeypatch.setattr(Engine, "synthesize_chunk", noting)
    return calls


def test_ordinary_chunks_are_made_once_and_not_flagged(make_tenant, made):
    clip = synthesize(make_tenant("acme"), TEXT, **PARAMS)
    assert len(made) == 2 and not any(c["duration_suspect"] for c in clip.chunks)
    assert all(hold is None for *_, hold in made)


def test_a_chunk_predicted_too_short_is_made_again_held_to_the_range_and_flagged(
    make_tenant, made, settings
):
    settings.SYNTH_MIN_SECONDS_PER_CHAR = 0.3  # every chunk is now far too short
    acme = make_tenant("acme")
    clip = synthesize(acme, TEXT, **PARAMS)
    own = [c["seed"] for c in clip.chunks]
    assert [seed for _, seed, _ in made] == [own[0], other_seed(own[0]), own[1], other_seed(own[1])]
    assert [hold is None for *_, hold in made] == [True, False, True, False]
    assert [c["duration_suspect"] for c in clip.chunks] == [True, True]
    for chunk, (_, _, hold) in zip(clip.chunks, made[1::2], strict=True):
        assert chunk["end"] - chunk["start"] == pytest.approx(hold[0], abs=2 / RATE)
        assert hold[0] == pytest.approx(0.3 * len(chunk["text"]) / 1.05, rel=0.05)
    shown = client_for(acme).get(f"/api/v1/clips/{clip.key}").json()
    assert [c["duration_suspect"] for c in shown["chunks"]] == [True, True]


def test_a_chunk_predicted_too_long_is_held_to_the_longest(make_tenant, made, settings):
    settings.SYNTH_MAX_SECONDS_PER_CHAR = 0.01  # every chunk is now far too long
    clip = synthesize(make_tenant("acme"), TEXT, **PARAMS)
    for chunk, (_, _, hold) in zip(clip.chunks, made[1::2], strict=True):
        assert chunk["duration_suspect"]
        assert chunk["end"] - chunk["start"] == pytest.approx(hold[1], abs=2 / RATE)


def test_a_flagged_sentence_is_made_and_flagged_again_by_the_next_text(make_tenant, made, settings):
    settings.SYNTH_MIN_SECONDS_PER_CHAR = 0.3
    acme = make_tenant("acme")
    synthesize(acme, TEXT, **PARAMS)
    made.clear()
    clip = synthesize(acme, f"{TEXT} Drive slowly.", **PARAMS)
    assert len(made) == 6  # nothing was kept to reuse: each sentence, twice
    assert [c["reused"] for c in clip.chunks] == [False, False, False]
    assert all(c["duration_suspect"] for c in clip.chunks)


def test_a_plausible_sentence_is_reused_and_not_flagged(make_tenant, made):
    acme = make_tenant("acme")
    synthesize(acme, TEXT, **PARAMS)
    made.clear()
    clip = synthesize(acme, f"{TEXT} Drive slowly.", **PARAMS)
    assert len(made) == 1
    assert [c["reused"] for c in clip.chunks] == [True, True, False]
    assert not any(c["duration_suspect"] for c in clip.chunks)

"""Silence is trimmed to the set length at the clip's two ends only: the pauses between
sentences, and the silence a sentence has inside the clip, stay as they are."""

import numpy as np
import pytest

from engine.engine import Engine
from tests.test_api_support import stored_samples, synthesize

pytestmark = pytest.mark.usefixtures("job_settings")

PARAMS = {"voice": "M1", "lang": "en", "steps": 2}
TEXT = "The storm has passed. Roads are open again. We return at six."
RATE = 44100
PAD = RATE // 2  # the half second of silence each chunk gets at both ends here
THRESHOLD = 10 ** (-50 / 20) * 32767  # the trim's silence level, in 16-bit samples


@pytest.fixture(autouse=True)
def silent_edges(monkeypatch):
    """Every chunk the engine makes comes with half a second of silence at each end."""
    real = Engine.synthesize_chunk

    def padded(self, model_text, request, seed):
        samples = real(self, model_text, request, seed)
        return np.concatenate([np.zeros(PAD, np.float32), samples, np.zeros(PAD, np.float32)])

    monkeypatch.setattr(Engine, "synthesize_chunk", padded)


def test_only_the_clips_two_ends_are_trimmed(make_tenant):
    clip = synthesize(make_tenant("acme", trim_silence_ms=100), TEXT, **PARAMS)
    audio = stored_samples(clip)
    loud = np.flatnonzero(np.abs(audio) > THRESHOLD)
    assert loud[0] == int(0.1 * RATE) and len(audio) - 1 - loud[-1] == int(0.1 * RATE)
    first, middle, last = clip.chunks
    inside = [round(t * RATE) for t in (middle["start"], middle["end"])]
    assert not audio[inside[0] : inside[0] + PAD].any()  # its own silence, kept
    assert not audio[inside[1] - PAD : inside[1]].any()
    assert not audio[round(first["end"] * RATE) - PAD : round(first["end"] * RATE)].any()
    assert not audio[round(last["start"] * RATE) : round(last["start"] * RATE) + PAD].any()
    assert clip.duration == pytest.approx(len(audio) / RATE)


def test_no_trim_setting_leaves_the_edges_alone(make_tenant):
    audio = stored_samples(synthesize(make_tenant("acme"), TEXT, **PARAMS))
    loud = np.flatnonzero(np.abs(audio) > THRESHOLD)
    assert loud[0] >= PAD and len(audio) - 1 - loud[-1] >= PAD

"""The sentence cache keeps raw audio: with finishing on, a new text still synthesizes
only its new sentences, and sentences made for unfinished clips are reused by finished
ones (and the other way round), with the samples a fresh synthesis would give."""

import numpy as np
import pytest

from tests.test_api_support import note_synthesis, stored_samples, synthesize

pytestmark = pytest.mark.usefixtures("job_settings")

PARAMS = {"voice": "F2", "lang": "en", "steps": 2}
BOILERPLATE = "Calls may be recorded for training and quality purposes. Thank you for waiting."


@pytest.fixture
def synthesized(monkeypatch):
    """The model texts the engine synthesized, in order (reused chunks are not)."""
    return note_synthesis(monkeypatch)


def piece(clip, i) -> np.ndarray:
    rate, chunk = clip.sample_rate, clip.chunks[i]
    return stored_samples(clip)[round(chunk["start"] * rate) : round(chunk["end"] * rate)]


def test_a_new_text_synthesizes_only_its_new_sentences_when_finished(make_tenant, synthesized):
    acme = make_tenant("acme", loudness_lufs=-16.0, trim_silence_ms=100)
    first = synthesize(acme, f"Hello Ana, your order has shipped. {BOILERPLATE}", **PARAMS)
    synthesized.clear()
    second = synthesize(acme, f"Hello Ben, your refund is on its way. {BOILERPLATE}", **PARAMS)
    assert synthesized == [second.chunks[0]["model_text"]]
    assert [c["reused"] for c in second.chunks] == [False, True, True]
    # the same sentence in the same place (pauses around it, not at an edge): same samples
    assert np.array_equal(piece(first, 1), piece(second, 1))


def test_sentences_are_reused_across_finishing_settings(make_tenant, synthesized, settings):
    acme = make_tenant("acme")
    plain = synthesize(acme, BOILERPLATE, **PARAMS)
    synthesized.clear()
    acme.loudness_lufs = -20.0
    acme.save()
    finished = synthesize(acme, BOILERPLATE, **PARAMS)
    assert finished.key != plain.key
    assert synthesized == [] and finished.reused_sentences == 2
    assert not np.array_equal(stored_samples(finished), stored_samples(plain))
    # what the cache gave is what synthesizing afresh gives
    settings.SYNTH_SENTENCE_CACHE = False
    fresh = synthesize(make_tenant("globex", loudness_lufs=-20.0), BOILERPLATE, **PARAMS)
    assert len(synthesized) == 2
    assert np.array_equal(stored_samples(fresh), stored_samples(finished))

"""The sentence cache: a new text that shares sentences with earlier ones synthesizes only
the new ones (per tenant, never across tenants), the clip it makes is the same audio as
one synthesized whole, a lexicon change re-renders only the sentences it changes, and a
damaged or switched-off cache only costs synthesis."""

import io

import numpy as np
import pytest
import soundfile
from django.core.files.storage import default_storage

from engine.audio import to_pcm16
from synth.models import Sentence
from synth.speech import service_chunking
from synth.worker import worker_engine
from tests.test_api_support import note_synthesis, stored_samples, synthesize

# Backend-dependent, so on the PostgreSQL + Redis pass too: the sentence cache's rows per tenant
# (unique constraint).
pytestmark = [pytest.mark.backend, pytest.mark.usefixtures("job_settings")]

PARAMS = {"voice": "F2", "lang": "en", "steps": 2}
BOILERPLATE = "Calls may be recorded for training and quality purposes. Thank you for waiting."


@pytest.fixture
def synthesized(monkeypatch):
    """The model texts the engine synthesized, in order (reused chunks are not)."""
    return note_synthesis(monkeypatch)


def test_a_new_text_synthesizes_only_its_new_sentences(make_tenant, synthesized):
    acme = make_tenant("acme")
    first = synthesize(acme, f"Hello Ana, your order has shipped. {BOILERPLATE}", **PARAMS)
    assert len(synthesized) == 3 and first.reused_sentences == 0
    synthesized.clear()

    second = synthesize(acme, f"Hello Ben, your refund is on its way. {BOILERPLATE}", **PARAMS)
    assert synthesized == [c["model_text"] for c in second.chunks[:1]]  # the new one only
    assert [c["reused"] for c in second.chunks] == [False, True, True]
    assert second.reused_sentences == 2
    assert second.reused_audio_seconds == pytest.approx(
        sum(c["end"] - c["start"] for c in second.chunks[1:]), abs=1e-3
    )
    made = {s.text: s.synthesis_seconds for s in Sentence.objects.all()}
    assert second.saved_synthesis_seconds == pytest.approx(
        sum(made[c["model_text"]] for c in second.chunks[1:])
    )
    # the reused sentences are the very samples the first clip has
    a, b = first.chunks[1], second.chunks[1]
    rate = first.sample_rate
    first_audio, second_audio = stored_samples(first), stored_samples(second)
    assert np.array_equal(
        first_audio[round(a["start"] * rate) : round(a["end"] * rate)],
        second_audio[round(b["start"] * rate) : round(b["end"] * rate)],
    )


def test_a_clip_made_of_reused_sentences_is_the_clip_synthesized_whole(make_tenant, synthesized):
    acme = make_tenant("acme")
    synthesize(acme, f"Good morning. {BOILERPLATE}", **PARAMS)
    text = f"Good evening. {BOILERPLATE} Good morning."
    clip = synthesize(acme, text, **PARAMS)
    assert [c["reused"] for c in clip.chunks] == [False, True, True, True]
    whole = worker_engine(clip.model_fingerprint).synthesize(
        clip.normalized_text, chunking=service_chunking(), **PARAMS
    )
    assert np.array_equal(stored_samples(clip), to_pcm16(whole.samples))
    assert [c["end"] for c in clip.chunks] == [c.end for c in whole.chunks]


def test_sentences_are_never_shared_between_tenants(make_tenant, synthesized):
    synthesize(make_tenant("acme"), BOILERPLATE, **PARAMS)
    synthesized.clear()
    other = synthesize(make_tenant("globex"), BOILERPLATE, **PARAMS)
    assert len(synthesized) == 2 and other.reused_sentences == 0
    assert Sentence.objects.filter(tenant__slug="globex").count() == 2


def test_an_explicit_seed_keeps_results_reproducible_and_reuses_only_its_own(
    make_tenant, synthesized
):
    acme = make_tenant("acme")
    synthesize(acme, BOILERPLATE, **PARAMS)  # seeded by text
    synthesized.clear()
    seeded = synthesize(acme, BOILERPLATE, seed=42, **PARAMS)
    assert len(synthesized) == 2  # another seed: other noise, other sentences
    assert seeded.seed == 42 and [c["seed"] for c in seeded.chunks] == [42, 43]
    again = worker_engine(seeded.model_fingerprint).synthesize(
        seeded.normalized_text, chunking=service_chunking(), seed=42, **PARAMS
    )
    assert np.array_equal(stored_samples(seeded), to_pcm16(again.samples))


def test_a_lexicon_change_re_renders_only_the_sentences_it_changes(
    make_tenant, make_entry, synthesized
):
    acme = make_tenant("acme")
    text = "Welcome to Acme Cloud. Your invoice is ready. Acme thanks you."
    synthesize(acme, text, **PARAMS)
    synthesized.clear()
    make_entry(acme, "invoice", "bill")
    acme.refresh_from_db()
    clip = synthesize(acme, text, **PARAMS)
    assert clip.normalized_text == "Welcome to Acme Cloud. Your bill is ready. Acme thanks you."
    assert [c["reused"] for c in clip.chunks] == [True, False, True]
    assert synthesized == [clip.chunks[1]["model_text"]]
    assert clip.lexicon_version > Sentence.objects.first().lexicon_version


def test_the_cache_switched_off_synthesizes_everything(make_tenant, synthesized, settings):
    acme = make_tenant("acme")
    first = synthesize(acme, f"One. {BOILERPLATE}", **PARAMS)
    settings.SYNTH_SENTENCE_CACHE = False
    synthesized.clear()
    clip = synthesize(acme, f"Two. {BOILERPLATE}", **PARAMS)
    assert len(synthesized) == 3 and clip.reused_sentences == 0
    assert Sentence.objects.count() == 3  # nothing stored while it is off
    # ... and the same audio as the sentences it would have reused
    rate = clip.sample_rate
    a, b = first.chunks[1], clip.chunks[1]
    assert np.array_equal(
        stored_samples(first)[round(a["start"] * rate) : round(a["end"] * rate)],
        stored_samples(clip)[round(b["start"] * rate) : round(b["end"] * rate)],
    )


def test_a_damaged_sentence_is_synthesized_again_not_a_failed_job(make_tenant, synthesized):
    acme = make_tenant("acme")
    synthesize(acme, BOILERPLATE, **PARAMS)
    damaged = Sentence.objects.get(text__contains="recorded")
    with default_storage.open(damaged.audio.name, "wb") as f:
        f.write(b"not audio at all")
    synthesized.clear()
    clip = synthesize(acme, f"Hi. {BOILERPLATE}", **PARAMS)
    assert [c["reused"] for c in clip.chunks] == [False, False, True]
    assert len(synthesized) == 2
    fresh = Sentence.objects.get(text__contains="recorded")  # one row, made anew
    assert fresh.pk != damaged.pk
    with default_storage.open(fresh.audio.name) as f:
        assert soundfile.info(io.BytesIO(f.read())).frames == fresh.samples


def test_a_reused_sentence_counts_its_use(make_tenant):
    acme = make_tenant("acme")
    synthesize(acme, BOILERPLATE, **PARAMS)
    synthesize(acme, f"Hi. {BOILERPLATE}", **PARAMS)
    synthesize(acme, f"Bye. {BOILERPLATE}", **PARAMS)
    row = Sentence.objects.get(text__contains="recorded")
    assert row.uses == 2 and row.last_used is not None

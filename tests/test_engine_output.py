"""What a caller relies on in the engine's output: determinism, trimming, joins, timings."""

import numpy as np

from engine.engine import Engine
from engine.session import SessionConfig


def test_the_same_seed_gives_the_same_samples(engine):
    a = engine.synthesize("Determinism matters.", seed=42)
    b = engine.synthesize("Determinism matters.", seed=42)
    assert np.array_equal(a.samples, b.samples)


def test_a_different_seed_gives_different_samples(engine):
    a = engine.synthesize("Determinism matters.", seed=42)
    b = engine.synthesize("Determinism matters.", seed=43)
    assert a.samples.shape == b.samples.shape
    assert not np.array_equal(a.samples, b.samples)


def test_a_random_seed_is_reported_so_the_clip_can_be_reproduced(engine):
    first = engine.synthesize("Reproduce me.")
    again = engine.synthesize("Reproduce me.", seed=first.seed)
    assert np.array_equal(first.samples, again.samples)


def test_a_separate_engine_with_other_threads_gives_the_same_samples(engine, model_dir):
    other = Engine(model_dir, session=SessionConfig(intra_op_threads=1))
    a = engine.synthesize("Threads must not change the result.", seed=3)
    b = other.synthesize("Threads must not change the result.", seed=3)
    assert np.abs(a.samples - b.samples).max() < 0.5 / 32768


def test_chunks_are_joined_with_the_requested_silence(engine):
    text = "First sentence is here. " * 8 + "Second part follows. " * 8
    result = engine.synthesize(text, seed=1, silence=0.5)
    assert len(result.chunks) == 2
    first, second = result.chunks
    sr = result.sample_rate
    gap = result.samples[round(first.end * sr) : round(second.start * sr)]
    assert len(gap) == int(0.5 * sr)
    assert not gap.any()
    assert abs(second.end - result.duration) < 1 / sr


def test_each_chunk_is_trimmed_to_its_predicted_duration(engine):
    request = engine.request("Trim me please.", seed=1)
    samples = engine.synthesize_chunk(request.model_texts[0], request, 1)
    text_ids = engine.model.indexer[[ord(c) for c in request.model_texts[0]]][None]
    mask = np.ones((1, 1, text_ids.shape[1]), np.float32)
    (duration,) = engine.sessions["duration_predictor"].run(
        None, {"text_ids": text_ids, "style_dp": request.style.dp, "text_mask": mask}
    )
    assert len(samples) == int((duration / request.speed)[0] * 44100)


def test_faster_speech_is_shorter(engine):
    slow = engine.synthesize("How long does this take to say?", speed=0.8, seed=1)
    fast = engine.synthesize("How long does this take to say?", speed=1.6, seed=1)
    assert abs(slow.duration / fast.duration - 2.0) < 0.01


def test_chunk_timings_record_the_text_each_covers(engine):
    result = engine.synthesize("One. " * 70, seed=2, lang="en")
    assert " ".join(c.text for c in result.chunks).split() == ("One. " * 70).split()
    assert all(c.model_text.startswith("<en>") for c in result.chunks)
    assert all(a.end < b.start for a, b in zip(result.chunks, result.chunks[1:], strict=False))

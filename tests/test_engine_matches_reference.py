"""Our engine gives the reference package's samples on the same model folder."""

import numpy as np
import pytest

from tests.conftest import reference_synthesize

HALF_LSB = 0.5 / 32768  # "within 16-bit rounding"

CASES = [
    ("en", "M1", 1.05, 8, "Hello there. This is a test of the engine!"),
    ("ko", "F2", 1.0, 4, "안녕하세요. 오늘 날씨가 정말 좋네요!"),
    ("ja", "M3", 1.3, 2, "こんにちは、世界。"),
    ("de", "F5", 0.8, 8, "Grüße aus München — schön, dass Sie da sind."),
    ("es", "M5", 2.0, 1, "¿Dónde está la estación? Mañana, señor."),
    ("ru", "F1", 0.7, 12, "Привет, мир."),
    ("na", "M2", 1.05, 5, "Unknown language text"),
]


@pytest.mark.parametrize("lang,voice,speed,steps,text", CASES)
def test_it_matches_the_reference_pipeline(engine, model_dir, lang, voice, speed, steps, text):
    ours = engine.synthesize(text, lang=lang, voice=voice, speed=speed, steps=steps, seed=1234)
    theirs = reference_synthesize(
        model_dir, text, lang=lang, voice=voice, speed=speed, steps=steps, seed=1234
    )
    assert ours.samples.shape == theirs.shape
    assert np.abs(ours.samples - theirs).max() < HALF_LSB


def test_it_matches_the_reference_over_many_chunks(engine, model_dir):
    text = " ".join(f"Sentence number {i} is here, and it runs on for a while." for i in range(12))
    text += "\n\nA new paragraph starts. Dr. Smith says hello!"
    ours = engine.synthesize(text, lang="en", voice="F3", seed=99)
    theirs = reference_synthesize(
        model_dir, text, lang="en", voice="F3", speed=1.05, steps=8, seed=99
    )
    assert len(ours.chunks) >= 3
    assert ours.samples.shape == theirs.shape
    assert np.abs(ours.samples - theirs).max() < HALF_LSB


def test_korean_is_chunked_at_120_characters_like_the_reference(engine, model_dir):
    text = "오늘은 회의가 있습니다. " * 20
    ours = engine.synthesize(text, lang="ko", voice="M4", steps=2, seed=5)
    theirs = reference_synthesize(
        model_dir, text, lang="ko", voice="M4", speed=1.05, steps=2, seed=5
    )
    assert all(len(c.text) <= 120 for c in ours.chunks)
    assert len(ours.chunks) > 1
    assert np.abs(ours.samples - theirs).max() < HALF_LSB

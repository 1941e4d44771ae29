"""SYNTH_ARENA_SHRINKAGE: every run gives the memory arena's unused chunks back (an idle
worker does not keep its peak); on in the service by default, off for a bare SessionConfig
(ONNX Runtime's own default), and the samples are the same either way."""

import time

import numpy as np

from engine.engine import Engine
from engine.session import SessionConfig
from synth import conf

ENTRY = "memory.enable_memory_arena_shrinkage"


def test_runs_shrink_the_arena_only_when_asked():
    assert SessionConfig().run_options() is None
    options = SessionConfig(arena_shrinkage=True).run_options()
    assert options.get_run_config_entry(ENTRY) == "cpu:0"


def test_without_an_arena_there_is_nothing_to_shrink():
    assert SessionConfig(mem_arena=False, arena_shrinkage=True).run_options() is None


def test_the_service_shrinks_by_default_and_the_setting_turns_it_off(settings):
    assert conf.session_config().run_options().get_run_config_entry(ENTRY) == "cpu:0"
    settings.SYNTH_ARENA_SHRINKAGE = False
    assert conf.session_config().run_options() is None


def test_a_shrinking_engine_makes_the_same_samples(model_dir):
    text = "The same samples, with or without the arena shrinking after each run."
    params = {"voice": "F1", "steps": 2, "seed": 5}
    plain = Engine(model_dir).synthesize(text, **params)
    shrinking = Engine(model_dir, session=SessionConfig(arena_shrinkage=True))
    assert shrinking.run_options is not None
    assert np.array_equal(shrinking.synthesize(text, **params).samples, plain.samples)


def test_a_busy_engine_trims_the_heap_once_it_rests_not_after_every_chunk(model_dir, monkeypatch):
    """The trim returns what the arena freed to the system, which an idle worker must not
    keep; chunk after chunk it only cost CPU and page faults (issue 36)."""
    from engine import engine

    trims = []
    trimmer = engine.HeapTrimmer(idle=1.0, trim=lambda: trims.append(1))
    monkeypatch.setattr(engine, "heap_trimmer", trimmer)
    shrinking = Engine(model_dir, session=SessionConfig(arena_shrinkage=True))
    for n in range(3):
        shrinking.synthesize(f"Text number {n} for the heap.", voice="F1", steps=2, seed=n)
    assert trims == []  # busy: nothing trimmed yet
    deadline = time.monotonic() + 5
    while not trims and time.monotonic() < deadline:
        time.sleep(0.05)
    assert trims == [1]  # once, after it rested
    time.sleep(1.5)
    assert trims == [1]  # and not again while it stays idle

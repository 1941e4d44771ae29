"""SYNTH_ARENA_SHRINKAGE: every run gives the memory arena's unused chunks back (an idle
worker does not keep its peak); on in the service by default, off for a bare SessionConfig
(ONNX Runtime's own default), and the samples are the same either way."""

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

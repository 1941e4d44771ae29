"""The engine with shared weights: same samples, memory-mapped weights, prepacking off only
then, on by default in the service, and a private copy whenever sharing is impossible."""

import logging
import sys

import numpy as np
import pytest

from synth import conf
from synth.engine import contract, shared_weights
from synth.engine.engine import Engine
from synth.engine.errors import ModelError
from synth.engine.session import SessionConfig

TEXT = "Shared weights must not change the result. " * 10  # two chunks


def test_shared_and_private_weights_give_the_same_samples(model_dir, tmp_path):
    private = Engine(model_dir, session=SessionConfig(intra_op_threads=1))
    shared = Engine(
        model_dir, session=SessionConfig(intra_op_threads=1, shared_weights_dir=tmp_path)
    )
    for seed in (1, 2):
        a = private.synthesize(TEXT, seed=seed, voice="F2")
        b = shared.synthesize(TEXT, seed=seed, voice="F2")
        assert len(a.chunks) == 2 and a.samples.shape == b.samples.shape
        # Without prepacking the matrix kernels round differently, far below 16-bit audio.
        assert np.abs(a.samples - b.samples).max() < 0.5 / 32768


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc/self/maps")
def test_the_weights_are_memory_mapped_from_the_copy(model_dir, tmp_path):
    engine = Engine(model_dir, session=SessionConfig(shared_weights_dir=tmp_path))
    engine.synthesize("Hi.", steps=1, seed=1)

    with open("/proc/self/maps") as f:
        mapped = {line.split()[-1] for line in f if ".onnx.data" in line}
    copy = str(tmp_path / shared_weights.CACHE_FOLDER)
    names = {path.rsplit("/", 1)[-1] for path in mapped if path.startswith(copy)}
    assert names == {f"{name}.onnx.data" for name in contract.GRAPH_FILES}


def test_prepacking_is_off_only_when_sharing(tmp_path):
    opts = SessionConfig(shared_weights_dir=tmp_path).options()
    assert opts.get_session_config_entry("session.disable_prepacking") == "1"
    with pytest.raises(RuntimeError, match="does not have configuration"):
        SessionConfig().options().get_session_config_entry("session.disable_prepacking")


def test_the_service_shares_weights_through_its_cache_when_set(settings, tmp_path):
    settings.SYNTH_CACHE_DIR = tmp_path
    settings.SYNTH_SHARED_WEIGHTS = True  # the default with more than one worker
    assert conf.session_config().shared_weights_dir == tmp_path

    settings.SYNTH_SHARED_WEIGHTS = False
    assert conf.session_config().shared_weights_dir is None


def test_an_unusable_cache_falls_back_to_a_private_copy(model_dir, tmp_path, caplog):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    config = SessionConfig(intra_op_threads=1, shared_weights_dir=blocker / "cache")

    with caplog.at_level(logging.WARNING):
        engine = Engine(model_dir, session=config)

    assert "private copy" in caplog.text
    assert engine.synthesize("Hi.", steps=1, seed=1).duration > 0


def test_a_broken_graph_is_reported_against_the_installed_file(model_copy, tmp_path):
    (model_copy / "onnx/vocoder.onnx").write_bytes(b"not onnx")
    config = SessionConfig(intra_op_threads=1, shared_weights_dir=tmp_path)

    with pytest.raises(ModelError, match=f"{model_copy}/onnx/vocoder.onnx"):
        Engine(model_copy, session=config)

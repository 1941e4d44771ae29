"""The engine with shared weights: same samples, memory-mapped weights, prepacking off only
for the portable copy, on by default in the service, the portable copy when the prepacked
one cannot be made, and a private copy whenever sharing is impossible."""

import logging
import sys

import numpy as np
import pytest

from engine import contract, shared_weights
from engine.engine import Engine
from engine.errors import ModelError
from engine.session import SessionConfig
from synth import conf

TEXT = "Shared weights must not change the result. " * 10  # two chunks


def test_shared_and_private_weights_give_the_same_samples(model_dir, tmp_path):
    private = Engine(model_dir, session=SessionConfig(intra_op_threads=1))
    prepacked = Engine(
        model_dir, session=SessionConfig(intra_op_threads=1, shared_weights_dir=tmp_path)
    )
    portable = Engine(
        model_dir,
        session=SessionConfig(
            intra_op_threads=1, shared_weights_dir=tmp_path, shared_prepacked=False
        ),
    )
    for seed in (1, 2):
        a = private.synthesize(TEXT, seed=seed, voice="F2")
        b = prepacked.synthesize(TEXT, seed=seed, voice="F2")
        c = portable.synthesize(TEXT, seed=seed, voice="F2")
        assert len(a.chunks) == 2 and a.samples.shape == b.samples.shape == c.samples.shape
        # The same kernels on the same packed matrices: the same bits.
        assert np.array_equal(a.samples, b.samples)
        # Without prepacking the matrix kernels round differently, far below 16-bit audio.
        assert np.abs(a.samples - c.samples).max() < 0.5 / 32768


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc/self/maps")
@pytest.mark.parametrize("prepacked", [True, False], ids=["prepacked", "portable"])
def test_the_weights_are_memory_mapped_from_the_copy(model_dir, tmp_path, prepacked):
    config = SessionConfig(shared_weights_dir=tmp_path, shared_prepacked=prepacked)
    engine = Engine(model_dir, session=config)
    engine.synthesize("Hi.", steps=1, seed=1)

    with open("/proc/self/maps") as f:
        mapped = {line.split()[-1] for line in f if ".onnx.data" in line}
    copy = str(tmp_path / shared_weights.CACHE_FOLDER)
    names = {path.rsplit("/", 1)[-1] for path in mapped if path.startswith(copy)}
    assert names == {f"{name}.onnx.data" for name in contract.GRAPH_FILES}


def test_prepacking_is_off_only_for_the_portable_copy(tmp_path):
    opts = SessionConfig(shared_weights_dir=tmp_path, shared_prepacked=False).options()
    assert opts.get_session_config_entry("session.disable_prepacking") == "1"
    for config in (SessionConfig(), SessionConfig(shared_weights_dir=tmp_path)):
        with pytest.raises(RuntimeError, match="does not have configuration"):
            config.options().get_session_config_entry("session.disable_prepacking")


def test_the_service_shares_weights_through_its_cache_when_set(settings, tmp_path):
    settings.SYNTH_CACHE_DIR = tmp_path
    settings.SYNTH_SHARED_WEIGHTS = True  # the default with more than one worker
    assert conf.session_config().shared_weights_dir == tmp_path
    assert conf.session_config().shared_prepacked  # the default

    settings.SYNTH_SHARED_PREPACKED = False
    assert not conf.session_config().shared_prepacked

    settings.SYNTH_SHARED_WEIGHTS = False
    assert conf.session_config().shared_weights_dir is None


def test_the_portable_copy_is_shared_when_the_prepacked_one_cannot_be_made(
    model_dir, tmp_path, caplog, monkeypatch
):
    def refuse(*args):
        raise RuntimeError("this runtime cannot save prepacked weights")

    monkeypatch.setattr(shared_weights, "_prepack_graph", refuse)
    config = SessionConfig(intra_op_threads=1, shared_weights_dir=tmp_path)

    with caplog.at_level(logging.WARNING):
        engine = Engine(model_dir, session=config)

    assert "without prepacking" in caplog.text and "private copy" not in caplog.text
    [manifest] = (tmp_path / shared_weights.CACHE_FOLDER).glob("*/manifest.json")
    assert "runtime" not in manifest.read_text()  # the portable copy
    assert engine.synthesize("Hi.", steps=1, seed=1).duration > 0


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

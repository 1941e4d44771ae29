"""The prepacked shared copy: ONNX Runtime's packed matrices live in the mapped file, and
the copy is only ever loaded by the runtime, options and CPU it was made for; any other
makes (and uses) a new copy."""

import json

import onnx
import onnxruntime
import pytest

from engine import contract, shared_weights
from engine.engine import Engine
from engine.session import SessionConfig


def prepacked(model_dir, cache, **fields):
    config = SessionConfig(intra_op_threads=1, shared_weights_dir=cache, **fields)
    return Engine(model_dir, session=config)


def the_copy(cache):
    [copy] = [p for p in (cache / shared_weights.CACHE_FOLDER).iterdir() if p.is_dir()]
    return copy, json.loads((copy / shared_weights.MANIFEST).read_text())


def test_the_packed_matrices_are_saved_beside_the_weights(model_dir, tmp_path):
    prepacked(model_dir, tmp_path)

    copy, manifest = the_copy(tmp_path)
    graph = onnx.load(copy / "onnx/vector_estimator.onnx", load_external_data=False)
    keys = {entry.key for t in graph.graph.initializer for entry in t.external_data}
    assert any(key.startswith("prepacked") for key in keys)
    config = SessionConfig(intra_op_threads=1, shared_weights_dir=tmp_path)
    assert manifest["runtime"] == shared_weights.runtime_key(config)
    assert copy.name.startswith(manifest["fingerprint"][:32])


def test_the_key_names_the_runtime_the_options_and_the_cpu():
    key = shared_weights.runtime_key(SessionConfig(optimization="extended"))

    assert key["onnxruntime"] == onnxruntime.__version__
    assert key["optimization"] == "extended"
    assert key["cpu"] == shared_weights.cpu_id() and key["cpu"]
    assert key["config_entries"]["session.dynamic_block_base"] == "4"


@pytest.mark.parametrize("change", ["onnxruntime", "cpu", "optimization"])
def test_another_runtime_cpu_or_level_makes_a_new_copy(
    change, model_copy, tmp_path, monkeypatch, conversions
):
    cache = tmp_path / "cache"
    prepacked(model_copy, cache)
    first, _ = the_copy(cache)

    if change == "onnxruntime":
        monkeypatch.setattr(onnxruntime, "__version__", "9.99.0")
    elif change == "cpu":
        monkeypatch.setattr(shared_weights, "cpu_id", lambda: "flags: another CPU")
    fields = {"optimization": "extended"} if change == "optimization" else {}
    engine = prepacked(model_copy, cache, **fields)

    assert len(conversions) == 2 * len(contract.GRAPH_FILES)
    second, manifest = the_copy(cache)  # the first one was of the same model: removed
    assert second.name != first.name
    config = SessionConfig(intra_op_threads=1, shared_weights_dir=cache, **fields)
    assert manifest["runtime"] == shared_weights.runtime_key(config)
    assert engine.synthesize("Hi.", steps=1, seed=1).duration > 0


def test_a_copy_whose_manifest_names_another_runtime_is_rebuilt(model_copy, tmp_path, conversions):
    cache = tmp_path / "cache"
    prepacked(model_copy, cache)
    copy, manifest = the_copy(cache)
    manifest["runtime"]["cpu"] = "flags: another CPU"  # as if copied from another host
    (copy / shared_weights.MANIFEST).write_text(json.dumps(manifest))

    prepacked(model_copy, cache)

    assert len(conversions) == 2 * len(contract.GRAPH_FILES)
    _, manifest = the_copy(cache)
    assert manifest["runtime"]["cpu"] == shared_weights.cpu_id()


def test_the_portable_and_the_prepacked_copies_have_different_names(tmp_path):
    config = SessionConfig(shared_weights_dir=tmp_path)
    fp = "0" * 64

    portable = shared_weights.copy_name(fp, None)
    packed = shared_weights.copy_name(fp, shared_weights.runtime_key(config))

    assert portable != packed and packed.startswith(portable)

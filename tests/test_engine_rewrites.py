"""The exact graph rewrites (engine/rewrites/) compute what the graphs compute.

Measured: dropping all-ones masks is bit-identical. Conv -> MatMul and running the guidance
prefix on one half change which GEMM kernel (and blocking) sums each output, so they agree
within 1e-6 of the output's scale, bit-identical for some shapes only; the engine with
rewrites stays within 1e-6 of the unrewritten engine's samples and within 16-bit rounding of
the reference package."""

import collections
import json

import numpy as np
import onnx
import onnxruntime as ort
import pytest

from engine import contract
from engine.engine import Engine
from engine.graphs import MaskedGraph
from engine.rewrites import drop_unit_masks, rewrite
from engine.rewritten import CACHE_FOLDER, rewritten_copy
from engine.session import SessionConfig
from synth.standin.folder import build_standin
from synth.standin.graphs import GRAPHS, build_graph
from tests.conftest import reference_synthesize

PROFILES = ("tiny", "tiny-faithful")


def _session(model):
    options = ort.SessionOptions()
    options.intra_op_num_threads = 2
    return ort.InferenceSession(model.SerializeToString(), options, ["CPUExecutionProvider"])


def _feeds(name, batch_lengths, text_width):
    """Inputs for graph ``name``: one row per length in ``batch_lengths`` (text length,
    latent length), padded to the longest, with masks saying so."""
    rng = np.random.default_rng(7)
    b = len(batch_lengths)
    t = max(n for n, _ in batch_lengths)
    length = max(n for _, n in batch_lengths)
    text_mask = np.zeros((b, 1, t), np.float32)
    latent_mask = np.zeros((b, 1, length), np.float32)
    for row, (n, m) in enumerate(batch_lengths):
        text_mask[row, 0, :n] = 1
        latent_mask[row, 0, :m] = 1
    ids = rng.integers(1, 500, (b, t)) * text_mask[:, 0].astype(np.int64)
    style_ttl = rng.standard_normal((b, 50, 256)).astype(np.float32)
    if name == "duration_predictor":
        dp = rng.standard_normal((b, 8, 16)).astype(np.float32)
        return {"text_ids": ids, "style_dp": dp, "text_mask": text_mask}
    if name == "text_encoder":
        return {"text_ids": ids, "style_ttl": style_ttl, "text_mask": text_mask}
    if name == "vocoder":
        return {"latent": rng.standard_normal((b, 144, length)).astype(np.float32)}
    return {
        "noisy_latent": rng.standard_normal((b, 144, length)).astype(np.float32) * latent_mask,
        "text_emb": rng.standard_normal((b, text_width, t)).astype(np.float32) * text_mask,
        "style_ttl": style_ttl,
        "text_mask": text_mask,
        "latent_mask": latent_mask,
        "current_step": np.full(b, 3, np.float32),
        "total_step": np.full(b, 8, np.float32),
    }


TEXT_WIDTH = 64  # both tiny profiles' text encoder output


def assert_close(got, expected):
    """Within 1e-6 of the output's scale: float32 sums taken in another order."""
    assert got.shape == expected.shape
    scale = max(1.0, float(np.abs(expected).max()))
    assert float(np.abs(got - expected).max()) <= 1e-6 * scale


@pytest.mark.parametrize("profile", PROFILES)
@pytest.mark.parametrize("name", GRAPHS)
def test_the_full_rewrite_is_bit_identical_on_a_padded_batch(profile, name):
    model, _ = build_graph(name, profile)
    rewritten, _ = rewrite(model)
    feeds = _feeds(name, [(40, 60), (23, 31)], TEXT_WIDTH)
    (expected,) = _session(model).run(None, feeds)
    (got,) = _session(rewritten).run(None, feeds)
    assert_close(got, expected)


@pytest.mark.parametrize("profile", PROFILES)
@pytest.mark.parametrize("name", GRAPHS)
def test_the_unit_mask_variant_matches_for_one_unpadded_request(profile, name):
    model, _ = build_graph(name, profile)
    rewritten, _ = rewrite(model, unit_masks=True)
    feeds = _feeds(name, [(57, 83)], TEXT_WIDTH)
    (expected,) = _session(model).run(None, feeds)
    (got,) = _session(rewritten).run(None, feeds)
    assert_close(got, expected)


@pytest.mark.parametrize("name", ["duration_predictor", "text_encoder", "vector_estimator"])
def test_dropping_all_ones_masks_alone_is_bit_identical(name):
    model, _ = build_graph(name, "tiny-faithful")
    assert drop_unit_masks(model) > 0
    feeds = _feeds(name, [(57, 83)], TEXT_WIDTH)
    (expected,) = _session(build_graph(name, "tiny-faithful")[0]).run(None, feeds)
    (got,) = _session(model).run(None, feeds)
    assert np.array_equal(got, expected)


def test_the_unit_mask_variant_is_wrong_for_padding_so_it_must_not_see_any():
    """Proves the mask multiplications really are gone (and why MaskedGraph falls back)."""
    model, _ = build_graph("vector_estimator", "tiny-faithful")
    rewritten, report = rewrite(model, unit_masks=True)
    assert report.mask_multiplies_removed > 0
    feeds = _feeds("vector_estimator", [(40, 60), (23, 31)], TEXT_WIDTH)
    (expected,) = _session(model).run(None, feeds)
    (got,) = _session(rewritten).run(None, feeds)
    assert not np.array_equal(got, expected)


def _census(model):
    return collections.Counter(n.op_type for n in model.graph.node)


def test_the_faithful_estimator_loses_its_pointwise_convs_and_runs_its_prefix_once():
    model, _ = build_graph("vector_estimator", "tiny-faithful")
    rewritten, report = rewrite(model, unit_masks=True)
    before, after = _census(model), _census(rewritten)
    # Only the depthwise convs are left (one per block); every pointwise one is a MatMul.
    assert after["Conv"] == 4 and before["Conv"] == 4 + 2 * 4 + 2
    assert after["MatMul"] == before["MatMul"] + 2 * 4 + 2
    assert report.pointwise_convs == 10 and report.guidance_nodes_hoisted > 0
    assert after["Transpose"] <= before["Transpose"] + 2  # the conversions' transposes cancel
    # proj_in (now a MatMul) reads the untiled latent: the Tile moved past the prefix.
    readers = [n for n in rewritten.graph.node if "noisy_latent" in n.input]
    assert "Tile" not in {n.op_type for n in readers}


def test_the_prefix_tile_stops_at_the_first_text_attention():
    """Blocks 0-2 (their convs, now MatMuls) run on one half; the attention after block 2
    reads the tiled activations, since its two halves attend to different texts."""
    model, _ = build_graph("vector_estimator", "tiny-faithful")
    rewritten, _ = rewrite(model)
    nodes = list(rewritten.graph.node)
    activation_tiles = [
        i for i, n in enumerate(nodes) if n.op_type == "Tile" and "latent_mask" not in n.input
    ]
    convs = [i for i, n in enumerate(nodes) if n.op_type == "Conv"]  # one depthwise per block
    softmax = next(i for i, n in enumerate(nodes) if n.op_type == "Softmax")
    assert len(convs) == 4
    assert convs[2] < activation_tiles[0] < softmax < convs[3]
    tiled = {nodes[i].output[0] for i in activation_tiles}
    assert not any(tiled & set(nodes[i].input) for i in convs[:3])


@pytest.fixture(scope="module")
def faithful_dir(tmp_path_factory):
    return build_standin(tmp_path_factory.mktemp("models") / "faithful", "tiny-faithful")


@pytest.fixture(scope="module")
def caches(tmp_path_factory):
    return tmp_path_factory.mktemp("cache")


def _engines(model_dir, cache):
    plain = Engine(model_dir, SessionConfig(intra_op_threads=2))
    rewritten = Engine(model_dir, SessionConfig(intra_op_threads=2, rewrites_dir=cache))
    return plain, rewritten


@pytest.mark.parametrize("which", ["tiny", "faithful"])
def test_the_engine_gives_the_same_samples_with_rewrites(which, model_dir, faithful_dir, caches):
    folder = model_dir if which == "tiny" else faithful_dir
    plain, rewritten = _engines(folder, caches / which)
    assert isinstance(rewritten.sessions["vector_estimator"], MaskedGraph)
    text = "Hello there. This is a test of the rewritten engine, with two sentences!"
    a = plain.synthesize(text, lang="en", voice="F2", steps=4, seed=11)
    b = rewritten.synthesize(text, lang="en", voice="F2", steps=4, seed=11)
    assert_close(b.samples, a.samples)
    # One unpadded request never needs the full graphs, so they are never loaded.
    assert all(s._full is None for s in rewritten.sessions.values() if isinstance(s, MaskedGraph))


def test_the_rewritten_engine_still_matches_the_reference_package(faithful_dir, caches):
    _, rewritten = _engines(faithful_dir, caches / "reference")
    text = "Grüße aus München. Schön, dass Sie da sind!"
    ours = rewritten.synthesize(text, lang="de", voice="M3", speed=1.2, steps=5, seed=77)
    theirs = reference_synthesize(
        faithful_dir, text, lang="de", voice="M3", speed=1.2, steps=5, seed=77
    )
    assert ours.samples.shape == theirs.shape
    assert np.abs(ours.samples - theirs).max() < 0.5 / 32768


def test_a_padded_batch_runs_the_full_graph(faithful_dir, caches):
    _, rewritten = _engines(faithful_dir, caches / "padded")
    estimator = rewritten.sessions["vector_estimator"]
    model = onnx.load(faithful_dir / contract.GRAPH_FILES["vector_estimator"])
    feeds = _feeds("vector_estimator", [(40, 60), (23, 31)], TEXT_WIDTH)
    (expected,) = _session(model).run(None, feeds)
    (got,) = estimator.run(None, feeds)
    assert estimator._full is not None
    assert_close(got, expected)


def test_the_rewritten_copy_is_written_once_and_reused(faithful_dir, tmp_path):
    from engine.folder import ModelFolder

    folder = ModelFolder(faithful_dir)
    first = rewritten_copy(folder, tmp_path)
    manifest = first / "manifest.json"
    stamp = manifest.stat().st_mtime_ns
    assert rewritten_copy(folder, tmp_path) == first
    assert manifest.stat().st_mtime_ns == stamp
    files = json.loads(manifest.read_text())["files"]
    assert "onnx/vector_estimator.full.onnx" in files and "onnx/vocoder.full.onnx" not in files
    assert first.parent == tmp_path / CACHE_FOLDER


def test_the_setting_turns_them_off(settings, tmp_path):
    from synth.conf import session_config

    settings.SYNTH_CACHE_DIR = tmp_path
    settings.SYNTH_GRAPH_REWRITES = True
    assert session_config().rewrites_dir == tmp_path
    settings.SYNTH_GRAPH_REWRITES = False
    assert session_config().rewrites_dir is None


def test_rewrites_and_shared_weights_combine(faithful_dir, tmp_path):
    plain = Engine(faithful_dir, SessionConfig(intra_op_threads=2))
    both = Engine(
        faithful_dir,
        SessionConfig(intra_op_threads=2, rewrites_dir=tmp_path, shared_weights_dir=tmp_path),
    )
    # The shared (memory-mappable) copy is made of the rewritten graphs.
    (copy,) = (tmp_path / "shared-weights").glob("*-*/manifest.json")
    assert json.loads(copy.read_text())["source"].startswith(str(tmp_path / CACHE_FOLDER))
    a = plain.synthesize("Shared and rewritten.", lang="en", voice="M1", steps=3, seed=3)
    b = both.synthesize("Shared and rewritten.", lang="en", voice="M1", steps=3, seed=3)
    assert_close(b.samples, a.samples)


def test_a_graph_with_control_flow_is_left_as_it_is():
    from onnx import TensorProto, helper

    branch = helper.make_graph(
        [helper.make_node("Identity", ["x"], ["y"])],
        "branch",
        [],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)],
    )
    graph = helper.make_graph(
        [
            helper.make_node("Identity", ["c"], ["cond"]),
            helper.make_node("If", ["cond"], ["out"], then_branch=branch, else_branch=branch),
        ],
        "g",
        [
            helper.make_tensor_value_info("c", TensorProto.BOOL, []),
            helper.make_tensor_value_info("x", TensorProto.FLOAT, [2]),
        ],
        [helper.make_tensor_value_info("out", TensorProto.FLOAT, None)],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    rewritten, report = rewrite(model)
    assert report.notes and rewritten == model

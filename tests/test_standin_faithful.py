"""The realistic stand-in computes the way the published graphs are recorded to
(docs/ENGINE.md): pointwise Conv between Transpose+LayerNorm, erf GELU, guidance doubling,
masks multiplying activations; with the contract's names, dtypes, ranks and files."""

import collections

import pytest
from onnx import TensorProto, numpy_helper

from engine import contract
from synth.standin.folder import PROFILES
from synth.standin.graphs import GRAPHS, build_graph

_TYPES = {TensorProto.FLOAT: "tensor(float)", TensorProto.INT64: "tensor(int64)"}


@pytest.fixture(scope="module")
def realistic():
    return {name: build_graph(name, "realistic") for name in GRAPHS}


def _pointwise_convs(model):
    weights = {t.name: numpy_helper.to_array(t).shape for t in model.graph.initializer}
    return [n for n in model.graph.node if n.op_type == "Conv" and weights[n.input[1]][2:] == (1,)]


def test_the_old_realistic_graphs_stay_reachable_under_their_own_name():
    assert {"tiny", "realistic", "realistic-matmul", "tiny-faithful"} <= set(PROFILES)
    model, _ = build_graph("vocoder", "realistic-matmul")
    assert not _pointwise_convs(model)


def test_realistic_has_the_published_parameter_count(realistic):
    total = sum(params for _, params in realistic.values())
    assert 97e6 < total < 101e6


@pytest.mark.parametrize("profile", ["realistic", "realistic-matmul", "tiny", "tiny-faithful"])
def test_the_contract_is_unchanged(profile, realistic):
    for name in GRAPHS:
        model = realistic[name][0] if profile == "realistic" else build_graph(name, profile)[0]
        inputs = {
            i.name: (_TYPES[i.type.tensor_type.elem_type], len(i.type.tensor_type.shape.dim))
            for i in model.graph.input
        }
        assert inputs == contract.GRAPH_INPUTS[name]
        out = model.graph.output[0].type.tensor_type
        assert out.elem_type == TensorProto.FLOAT
        assert len(out.shape.dim) == contract.GRAPH_OUTPUT_RANKS[name]


def test_pointwise_layers_are_512_2048_512_convs_after_transpose_and_layernorm(realistic):
    for name in ("text_encoder", "vector_estimator", "vocoder"):
        model = realistic[name][0]
        weights = {t.name: numpy_helper.to_array(t).shape for t in model.graph.initializer}
        producer = {o: n for n in model.graph.node for o in n.output}
        convs = _pointwise_convs(model)
        expand = [c for c in convs if weights[c.input[1]] == (2048, 512, 1)]
        shrink = [c for c in convs if weights[c.input[1]] == (512, 2048, 1)]
        assert expand and len(expand) == len(shrink)
        for conv in expand:  # Conv <- Transpose(0,2,1) <- LayerNormalization <- Transpose
            back = producer[conv.input[0]]
            assert back.op_type == "Transpose" and list(back.attribute[0].ints) == [0, 2, 1]
            norm = producer[back.input[0]]
            assert norm.op_type == "LayerNormalization"
            assert producer[norm.input[0]].op_type == "Transpose"


def test_gelu_is_the_erf_form(realistic):
    census = collections.Counter(n.op_type for n in realistic["vocoder"][0].graph.node)
    assert census["Erf"] == 15 and census["Div"] >= 15
    assert "Gelu" not in census and "Relu" not in census


def test_the_estimator_doubles_its_latent_for_guidance_before_proj_in(realistic):
    model = realistic["vector_estimator"][0]
    consumers = collections.defaultdict(list)
    for n in model.graph.node:
        for i in n.input:
            consumers[i].append(n)
    inits = {t.name: numpy_helper.to_array(t) for t in model.graph.initializer}
    (tile,) = [n for n in consumers["noisy_latent"] if n.op_type == "Tile"]
    assert inits[tile.input[1]].tolist() == [2, 1, 1]
    (proj_in,) = consumers[tile.output[0]]
    assert proj_in.op_type == "Conv" and inits[proj_in.input[1]].shape == (512, 144, 1)
    # Every Mul by the (tiled) latent mask multiplies activations: one per block at least.
    (mask_tile,) = [n for n in consumers["latent_mask"] if n.op_type == "Tile"]
    assert sum(n.op_type == "Mul" for n in consumers[mask_tile.output[0]]) >= 21


def test_guidance_halves_are_identical_until_the_first_text_attention(realistic):
    """The text attention is the first node reading text_emb through the null-text
    concatenation; nothing before main_blocks.2 ends reads it."""
    model = realistic["vector_estimator"][0]
    names = [t.name for t in model.graph.initializer]
    first_attention = min(i for i, n in enumerate(names) if n.startswith("text_attn."))
    assert names[first_attention].startswith("text_attn.2.")
    assert not any(n.startswith("main_blocks.3.") for n in names[:first_attention])

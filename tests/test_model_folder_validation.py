"""A broken model folder is refused with an error naming the file and the problem."""

import json

import onnx
import pytest

from engine.engine import Engine
from engine.errors import ModelError


def test_it_refuses_a_missing_folder(tmp_path):
    with pytest.raises(ModelError, match="model folder not found"):
        Engine(tmp_path / "nowhere")


@pytest.mark.parametrize(
    "rel",
    ["onnx/tts.json", "onnx/unicode_indexer.json", "onnx/vocoder.onnx", "voice_styles/F3.json"],
)
def test_it_names_a_missing_file(model_copy, rel):
    (model_copy / rel).unlink()
    with pytest.raises(ModelError, match=f"{rel}: missing"):
        Engine(model_copy)


def test_it_names_malformed_json(model_copy):
    (model_copy / "onnx/tts.json").write_text("{ nope")
    with pytest.raises(ModelError, match="tts.json: malformed JSON"):
        Engine(model_copy)


def test_it_names_a_missing_config_key(model_copy):
    config = json.loads((model_copy / "onnx/tts.json").read_text())
    del config["ttl"]["latent_dim"]
    (model_copy / "onnx/tts.json").write_text(json.dumps(config))
    with pytest.raises(ModelError, match="tts.json: ttl.latent_dim must be a positive integer"):
        Engine(model_copy)


def test_it_refuses_a_short_indexer(model_copy):
    (model_copy / "onnx/unicode_indexer.json").write_text(json.dumps([0] * 100))
    with pytest.raises(ModelError, match="unicode_indexer.json: must be a list of 65536"):
        Engine(model_copy)


def test_it_refuses_a_voice_of_the_wrong_shape(model_copy):
    path = model_copy / "voice_styles/M2.json"
    style = json.loads(path.read_text())
    style["style_dp"]["dims"] = [1, 8, 15]
    path.write_text(json.dumps(style))
    with pytest.raises(ModelError, match="M2.json: style_dp dims must be"):
        Engine(model_copy)


def test_it_refuses_a_graph_with_a_renamed_input(model_copy):
    path = model_copy / "onnx/text_encoder.onnx"
    graph = onnx.load(path)
    old = graph.graph.input[1].name
    graph.graph.input[1].name = "style"
    for node in graph.graph.node:
        node.input[:] = ["style" if i == old else i for i in node.input]
    onnx.save(graph, path)
    with pytest.raises(ModelError, match=f"text_encoder.onnx: input '{old}' is missing"):
        Engine(model_copy)


def test_it_refuses_a_graph_with_the_wrong_input_type(model_copy):
    path = model_copy / "onnx/duration_predictor.onnx"
    graph = onnx.load(path)
    for value in graph.graph.input:
        if value.name == "text_mask":
            value.type.tensor_type.elem_type = onnx.TensorProto.DOUBLE
            node = onnx.helper.make_node("Cast", ["text_mask"], ["text_mask_f"], to=1)
            for other in graph.graph.node:
                other.input[:] = ["text_mask_f" if i == "text_mask" else i for i in other.input]
            graph.graph.node.insert(0, node)
    onnx.save(graph, path)
    with pytest.raises(
        ModelError, match="duration_predictor.onnx: input 'text_mask' must be tensor"
    ):
        Engine(model_copy)


def test_it_refuses_a_file_that_is_not_onnx(model_copy):
    (model_copy / "onnx/vocoder.onnx").write_bytes(b"this is not a graph")
    with pytest.raises(ModelError, match="vocoder.onnx: cannot be loaded by onnxruntime"):
        Engine(model_copy)

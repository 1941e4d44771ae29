"""The four ONNX graphs of the stand-in model: random weights, the published contract.

Each graph has the published input and output names, dtypes and ranks (see
MODEL_CONTRACT.md) and behaves plausibly enough to catch a pipeline that wires an input
wrongly: durations grow with the text, padded positions change nothing, every
vector-estimator input matters, the waveform stays within [-1, 1]. synth/standin/folder.py
writes them into a model folder.

This module builds the duration predictor, the text encoder and the vocoder, and picks each
graph's builder (:func:`build_graph`); the vector estimator is in estimator.py, the layers
and the graph they go into in layers.py, the dimensions and the profiles in profiles.py.

Plain Python (numpy + onnx); no Django import.
"""

import math

import numpy as np
import onnx

from engine import contract
from synth.standin.estimator import vector_estimator
from synth.standin.layers import (
    FLOAT,
    IR_VERSION,
    OPSET,
    Graph,
    attention,
    conv_block,
    embed,
    inputs,
    layer_norm,
    linear,
    swap_last_axes,
    value_info,
)
from synth.standin.profiles import (
    BASE_CHUNK_SIZE,
    CHUNK_COMPRESS_FACTOR,
    GUIDANCE_SCALE,
    LATENT_CHANNELS,
    LATENT_DIM,
    SAMPLE_RATE,
    SEED,
    SIZES,
    VOCAB_SIZE,
)

# What this module always exported, wherever it is defined now.
__all__ = [
    "BASE_CHUNK_SIZE",
    "CHUNK_COMPRESS_FACTOR",
    "GRAPHS",
    "GUIDANCE_SCALE",
    "IR_VERSION",
    "LATENT_CHANNELS",
    "LATENT_DIM",
    "OPSET",
    "SAMPLE_RATE",
    "SEED",
    "SIZES",
    "VOCAB_SIZE",
    "build_graph",
]


def _duration_predictor(g: Graph, sizes: dict) -> tuple[onnx.ModelProto, int]:
    """Seconds = 0.1 + the sum over unmasked characters of 0.05-0.09 s each, the share
    set by the text around each character and by style_dp."""
    s = sizes["duration_predictor"]
    width = s["width"]
    style = g.op("Flatten", "style_dp", axis=1)  # [B,128]
    style_width = math.prod(contract.STYLE_SHAPES["style_dp"][1:])
    cond = g.op("Unsqueeze", linear(g, style, style_width, width, "style_proj"), g.ints([2]))
    x = g.op("Mul", g.op("Add", embed(g, width), cond), "text_mask")
    for i in range(s["blocks"]):
        x = conv_block(g, x, "text_mask", s, f"blocks.{i}")
    h = layer_norm(g, swap_last_axes(g, x), width, "head.norm")
    logit = linear(g, h, width, 1, "head")  # [B,T,1]
    style_logit = g.op("Unsqueeze", linear(g, style, style_width, 1, "style_head"), g.ints([1]))
    share = g.op("Sigmoid", g.op("Add", logit, style_logit))
    seconds = g.op("Add", g.op("Mul", share, g.const(0.04)), g.const(0.05))
    seconds = g.op("Mul", seconds, swap_last_axes(g, "text_mask"))
    total = g.op("ReduceSum", seconds, g.ints([1, 2]), keepdims=0)
    g.op("Add", total, g.const(0.1), out="duration")
    model = g.model(
        "duration_predictor",
        inputs("text_ids", "style_dp", "text_mask"),
        [value_info("duration", FLOAT, ["batch"])],
    )
    return model, g.params


def _text_encoder(g: Graph, sizes: dict) -> tuple[onnx.ModelProto, int]:
    """Embedding + style projection, conv blocks with self-attention -> [B,C,T], masked."""
    s = sizes["text_encoder"]
    width, out = s["width"], s["out"]
    style_width = contract.STYLE_SHAPES["style_ttl"][2]
    style = g.op("ReduceMean", "style_ttl", axes=[1], keepdims=0)  # [B,256]
    cond = g.op("Unsqueeze", linear(g, style, style_width, width, "style_proj"), g.ints([2]))
    x = g.op("Mul", g.op("Add", embed(g, width), cond), "text_mask")
    for i in range(s["blocks"]):
        x = conv_block(g, x, "text_mask", s, f"blocks.{i}")
        if (i + 1) % s["attn_every"] == 0:
            dims = (width, width, s["heads"])
            x = attention(g, x, "text_mask", x, "text_mask", dims, f"attn.{i}")
    h = layer_norm(g, swap_last_axes(g, x), width, "out.norm")
    h = swap_last_axes(g, linear(g, h, width, out, "out"))
    g.op("Mul", h, "text_mask", out="text_emb")
    model = g.model(
        "text_encoder",
        inputs("text_ids", "style_ttl", "text_mask"),
        [value_info("text_emb", FLOAT, ["batch", out, "text_len"])],
    )
    return model, g.params


def _vocoder(g: Graph, sizes: dict) -> tuple[onnx.ModelProto, int]:
    """[B,144,L] -> [B,24,6L] (6 frames per latent step), conv blocks at that frame rate,
    then 512 samples per frame, bounded by 0.5*tanh."""
    s = sizes["vocoder"]
    width, k = s["width"], s["kernel"]
    # Latent channel c*6+j at step l is frame l*6+j of channel c.
    x = g.op("Reshape", "latent", g.ints([0, LATENT_DIM, CHUNK_COMPRESS_FACTOR, -1]))
    x = g.op("Transpose", x, perm=[0, 1, 3, 2])
    x = g.op("Reshape", x, g.ints([0, LATENT_DIM, -1]))  # [B,24,6L]
    w_in = g.weight("in_conv.weight", (width, LATENT_DIM, k), LATENT_DIM * k)
    b_in = g.param("in_conv.bias", np.zeros(width, np.float32))
    x = g.op("Conv", x, w_in, b_in, kernel_shape=[k], pads=[k // 2, k // 2])
    for i in range(s["blocks"]):
        x = conv_block(g, x, None, s, f"blocks.{i}")
    h = layer_norm(g, swap_last_axes(g, x), width, "out.norm")
    # A small output gain keeps the noise at a speech-like level (about 0.1 RMS).
    frames = linear(g, h, width, BASE_CHUNK_SIZE, "out", gain=0.2)  # [B,6L,512]
    wav = g.op("Mul", g.op("Tanh", frames), g.const(0.5))
    g.op("Reshape", wav, g.ints([0, -1]), out="waveform")
    model = g.model(
        "vocoder",
        [value_info("latent", FLOAT, ["batch", LATENT_CHANNELS, "latent_len"])],
        [value_info("waveform", FLOAT, ["batch", "wav_len"])],
    )
    return model, g.params


_BUILDERS = {
    "duration_predictor": _duration_predictor,
    "text_encoder": _text_encoder,
    "vector_estimator": vector_estimator,
    "vocoder": _vocoder,
}
GRAPHS = tuple(_BUILDERS)


def build_graph(name: str, profile: str) -> tuple[onnx.ModelProto, int]:
    """The named graph of a profile, checked, and its parameter count. Each graph's seed is
    its place in GRAPHS, so the same profile always gives the same bytes."""
    g = Graph(GRAPHS.index(name))
    g.faithful = SIZES[profile].get("faithful", False)
    model, params = _BUILDERS[name](g, SIZES[profile])
    onnx.checker.check_model(model)
    return model, params

"""The stand-in's vector estimator: one Euler step of the flow, in two shapes.

:func:`vector_estimator` conditions conv blocks on the step, the text and the style and
predicts the target directly (``tiny``, ``realistic-matmul``). Faithful profiles get
:func:`guided_vector_estimator` instead, which computes the way the published estimator is
recorded to (docs/ENGINE.md): classifier-free guidance inside the graph, the latent tiled
x2 on the batch axis.

Plain Python (numpy + onnx); no Django import.
"""

import numpy as np
import onnx

from engine import contract
from synth.standin.layers import (
    FLOAT,
    Graph,
    attention,
    conv_block,
    gelu,
    inputs,
    layer_norm,
    linear,
    masked_mean,
    pointwise_conv,
    sinusoids,
    swap_last_axes,
    value_info,
)
from synth.standin.profiles import GUIDANCE_SCALE, LATENT_CHANNELS


def vector_estimator(g: Graph, sizes: dict) -> tuple[onnx.ModelProto, int]:
    """One Euler step of a flow: x + (target - x) / (total_step - current_step), masked
    (faithful profiles: see :func:`guided_vector_estimator`).
    The target comes from conv blocks over x, conditioned on the step, the masked mean of
    text_emb, style_ttl and the frame position, with cross-attention to text_emb."""
    if g.faithful:
        return guided_vector_estimator(g, sizes)
    s = sizes["vector_estimator"]
    width = s["width"]
    text_width = sizes["text_encoder"]["out"]
    style_width = contract.STYLE_SHAPES["style_ttl"][2]

    t = g.op("Div", "current_step", "total_step")  # [B]
    t_feat = sinusoids(g, g.op("Unsqueeze", t, g.ints([1])), 16, (0.1, 10.0))  # [B,32]
    cond = linear(g, gelu(g, linear(g, t_feat, 32, width, "time.0")), width, width, "time.1")
    text_mean = masked_mean(g, "text_emb", "text_mask")
    cond = g.op("Add", cond, linear(g, text_mean, text_width, width, "text_proj"))
    style = g.op("ReduceMean", "style_ttl", axes=[1], keepdims=0)
    cond = g.op("Add", cond, linear(g, style, style_width, width, "style_proj"))
    cond = g.op("Unsqueeze", cond, g.ints([2]))  # [B,W,1]

    length = g.op("Cast", g.op("Shape", "noisy_latent", start=2, end=3), to=FLOAT)
    frames = g.op("Range", g.const(0.0), g.op("Squeeze", length, g.ints([0])), g.const(1.0))
    pos = sinusoids(g, g.op("Unsqueeze", frames, g.ints([1])), 16, (2.0, 512.0))  # [L,32]
    pos = g.op("Transpose", linear(g, pos, 32, width, "pos_proj"), perm=[1, 0])  # [W,L]

    w_in = g.weight("in_proj.weight", (width, LATENT_CHANNELS, 1), LATENT_CHANNELS)
    b_in = g.param("in_proj.bias", np.zeros(width, np.float32))
    x = g.op("Conv", "noisy_latent", w_in, b_in, kernel_shape=[1])
    x = g.op("Mul", g.op("Add", g.op("Add", x, cond), pos), "latent_mask")
    for i in range(s["blocks"]):
        x = conv_block(g, x, "latent_mask", s, f"blocks.{i}")
        if (i + 1) % s["attn_every"] == 0:
            dims = (width, text_width, s["heads"])
            x = attention(g, x, "latent_mask", "text_emb", "text_mask", dims, f"attn.{i}")
    h = layer_norm(g, swap_last_axes(g, x), width, "out.norm")
    target = swap_last_axes(g, linear(g, h, width, LATENT_CHANNELS, "out"))

    remaining = g.op("Max", g.op("Sub", "total_step", "current_step"), g.const(1.0))
    remaining = g.op("Unsqueeze", remaining, g.ints([1, 2]))  # [B,1,1]
    step = g.op("Div", g.op("Sub", target, "noisy_latent"), remaining)
    g.op("Mul", g.op("Add", "noisy_latent", step), "latent_mask", out="denoised_latent")
    return _estimator_model(g, text_width)


def guided_vector_estimator(g: Graph, sizes: dict) -> tuple[onnx.ModelProto, int]:
    """The faithful vector estimator: one Euler step whose target is classifier-free
    guided inside the graph, as the published one is recorded to do. The latent (with its
    mask and the step/style conditioning) is tiled x2 on the batch axis before proj_in; the
    first half attends to text_emb, the second to a learned null text. Everything before
    the first cross-attention (proj_in and blocks 0-2) therefore sees identical halves,
    which is what the guidance-prefix rewrite exploits (engine/rewrites/guidance.py)."""
    s = sizes["vector_estimator"]
    width = s["width"]
    text_width = sizes["text_encoder"]["out"]
    style_width = contract.STYLE_SHAPES["style_ttl"][2]

    t = g.op("Div", "current_step", "total_step")  # [B]
    t_feat = sinusoids(g, g.op("Unsqueeze", t, g.ints([1])), 16, (0.1, 10.0))  # [B,32]
    cond = linear(g, gelu(g, linear(g, t_feat, 32, width, "time.0")), width, width, "time.1")
    style = g.op("ReduceMean", "style_ttl", axes=[1], keepdims=0)
    cond = g.op("Add", cond, linear(g, style, style_width, width, "style_proj"))
    cond = g.op("Unsqueeze", cond, g.ints([2]))  # [B,W,1]

    length = g.op("Cast", g.op("Shape", "noisy_latent", start=2, end=3), to=FLOAT)
    frames = g.op("Range", g.const(0.0), g.op("Squeeze", length, g.ints([0])), g.const(1.0))
    pos = sinusoids(g, g.op("Unsqueeze", frames, g.ints([1])), 16, (2.0, 512.0))  # [L,32]
    pos = g.op("Transpose", linear(g, pos, 32, width, "pos_proj"), perm=[1, 0])  # [W,L]

    twice = g.ints([2, 1, 1])
    latent_mask = g.op("Tile", "latent_mask", twice)
    w_in = g.weight("proj_in.weight", (width, LATENT_CHANNELS, 1), LATENT_CHANNELS)
    b_in = g.param("proj_in.bias", np.zeros(width, np.float32))
    x = g.op("Conv", g.op("Tile", "noisy_latent", twice), w_in, b_in, kernel_shape=[1])
    x = g.op("Add", g.op("Add", x, g.op("Tile", cond, twice)), pos)
    x = g.op("Mul", x, latent_mask)

    null_text = g.weight("null_text", (1, text_width, 1), 1)
    null_memory = g.op("Expand", null_text, g.op("Shape", "text_emb"))
    memory = g.op("Concat", "text_emb", null_memory, axis=0)
    memory_mask = g.op("Tile", "text_mask", twice)
    for i in range(s["blocks"]):
        x = conv_block(g, x, latent_mask, s, f"main_blocks.{i}")
        if (i + 1) % s["attn_every"] == 0:
            dims = (width, text_width, s["heads"])
            x = attention(g, x, latent_mask, memory, memory_mask, dims, f"text_attn.{i}")
    h = layer_norm(g, swap_last_axes(g, x), width, "out.norm")
    h = swap_last_axes(g, h)
    both = pointwise_conv(g, h, width, LATENT_CHANNELS, "proj_out")  # [2B,144,L]

    batch = g.op("Shape", "noisy_latent", start=0, end=1)
    zero, axis0 = g.ints([0]), g.ints([0])
    guided = g.op("Slice", both, zero, batch, axis0)
    unguided = g.op("Slice", both, batch, g.ints([2**62]), axis0)
    gain = g.const(GUIDANCE_SCALE)
    target = g.op("Add", unguided, g.op("Mul", g.op("Sub", guided, unguided), gain))

    remaining = g.op("Max", g.op("Sub", "total_step", "current_step"), g.const(1.0))
    remaining = g.op("Unsqueeze", remaining, g.ints([1, 2]))  # [B,1,1]
    step = g.op("Div", g.op("Sub", target, "noisy_latent"), remaining)
    g.op("Mul", g.op("Add", "noisy_latent", step), "latent_mask", out="denoised_latent")
    return _estimator_model(g, text_width)


def _estimator_model(g: Graph, text_width: int) -> tuple[onnx.ModelProto, int]:
    latent = ["batch", LATENT_CHANNELS, "latent_len"]
    model = g.model(
        "vector_estimator",
        [
            value_info("noisy_latent", FLOAT, latent),
            value_info("text_emb", FLOAT, ["batch", text_width, "text_len"]),
            *inputs("style_ttl", "text_mask"),
            value_info("latent_mask", FLOAT, ["batch", 1, "latent_len"]),
            value_info("current_step", FLOAT, ["batch"]),
            value_info("total_step", FLOAT, ["batch"]),
        ],
        [value_info("denoised_latent", FLOAT, latent)],
    )
    return model, g.params

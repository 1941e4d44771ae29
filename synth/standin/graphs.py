"""The four ONNX graphs of the stand-in model: random weights, the published contract.

Each graph has the published input and output names, dtypes and ranks (see
MODEL_CONTRACT.md) and behaves plausibly enough to catch a pipeline that wires an input
wrongly: durations grow with the text, padded positions change nothing, every
vector-estimator input matters, the waveform stays within [-1, 1]. synth/standin/folder.py
writes them into a model folder.

Plain Python (numpy + onnx); no Django import.
"""

import math

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

from synth.engine import contract

SEED = 2024
OPSET = 17
IR_VERSION = 9  # onnx 1.14 era: old enough for any recent onnxruntime

SAMPLE_RATE = 44100
BASE_CHUNK_SIZE = 512
CHUNK_COMPRESS_FACTOR = 6
LATENT_DIM = 24
LATENT_CHANNELS = LATENT_DIM * CHUNK_COMPRESS_FACTOR  # 144
VOCAB_SIZE = 512  # symbol ids are folded into this many; id 0 doubles as padding

# Layer sizes. "width" is the conv channels, "hidden" the pointwise expansion; attention
# comes after every `attn_every`-th block. Both realistic profiles aim at the published 99M
# parameters. A profile with ``faithful`` set computes the way the published graphs are
# recorded to (docs/ENGINE.md): pointwise layers as kernel-size-1 Conv between
# Transpose(0,2,1)+LayerNorm, and classifier-free guidance inside the vector estimator
# (the latent tiled x2 on the batch axis before proj_in, the first text attention after
# block 2). ``realistic-matmul`` is the earlier realistic stand-in (pointwise layers as
# MatMul, no guidance), kept for side-by-side benchmarks.
_TINY = {
    "duration_predictor": dict(width=32, hidden=64, blocks=1, kernel=5),
    "text_encoder": dict(width=64, hidden=128, blocks=1, kernel=5, attn_every=1, heads=2, out=64),
    "vector_estimator": dict(width=64, hidden=128, blocks=2, kernel=7, attn_every=2, heads=2),
    "vocoder": dict(width=64, hidden=128, blocks=1, kernel=7),
}
SIZES = {
    "tiny": _TINY,
    "tiny-faithful": {
        **_TINY,
        "vector_estimator": dict(width=64, hidden=128, blocks=4, kernel=7, attn_every=3, heads=2),
        "faithful": True,
    },
    "realistic": {
        "duration_predictor": dict(width=192, hidden=768, blocks=3, kernel=5),
        "text_encoder": dict(
            width=512, hidden=2048, blocks=6, kernel=5, attn_every=3, heads=8, out=256
        ),
        "vector_estimator": dict(
            width=512, hidden=2048, blocks=21, kernel=7, attn_every=3, heads=8
        ),
        "vocoder": dict(width=512, hidden=2048, blocks=15, kernel=7),
        "faithful": True,
    },
    "realistic-matmul": {
        "duration_predictor": dict(width=192, hidden=768, blocks=3, kernel=5),
        "text_encoder": dict(
            width=512, hidden=2048, blocks=6, kernel=5, attn_every=3, heads=8, out=256
        ),
        "vector_estimator": dict(
            width=512, hidden=2048, blocks=22, kernel=7, attn_every=4, heads=8
        ),
        "vocoder": dict(width=512, hidden=1536, blocks=20, kernel=7),
    },
}
# Classifier-free guidance in the faithful vector estimator: uncond + scale * (cond - uncond).
GUIDANCE_SCALE = 2.0

_FLOAT = TensorProto.FLOAT
_INT64 = TensorProto.INT64


class _Graph:
    """Collects nodes and initializers for one ONNX graph; counts trainable parameters."""

    def __init__(self, seed_key: int):
        self.rng = np.random.default_rng([SEED, seed_key])
        self.nodes: list[onnx.NodeProto] = []
        self.initializers: list[onnx.TensorProto] = []
        self.params = 0
        self._count = 0
        self.faithful = False  # pointwise layers as Conv, as the published graphs have them

    def _name(self, prefix: str) -> str:
        self._count += 1
        return f"{prefix}_{self._count}"

    def weight(self, name: str, shape: tuple[int, ...], fan_in: int, gain: float = 1.0) -> str:
        """A random weight, normal with std gain/sqrt(fan_in) so activations stay near unit."""
        values = self.rng.standard_normal(shape, dtype=np.float32)
        values *= np.float32(gain / math.sqrt(fan_in))
        return self.param(name, values)

    def param(self, name: str, values: np.ndarray) -> str:
        self.params += values.size
        self.initializers.append(numpy_helper.from_array(values.astype(np.float32), name))
        return name

    def const(self, values: float | list, dtype: type = np.float32) -> str:
        name = self._name("const")
        self.initializers.append(numpy_helper.from_array(np.array(values, dtype=dtype), name))
        return name

    def ints(self, values: list[int]) -> str:
        return self.const(values, np.int64)

    def op(self, op_type: str, *inputs: str, out: str | None = None, **attrs) -> str:
        name = self._name(op_type)
        output = out or f"{name}_out"
        self.nodes.append(helper.make_node(op_type, list(inputs), [output], name=name, **attrs))
        return output

    def model(self, name: str, inputs: list, outputs: list) -> onnx.ModelProto:
        graph = helper.make_graph(
            self.nodes,
            name,
            inputs,
            outputs,
            initializer=self.initializers,
            doc_string=f"Stand-in {name} with random weights (synth/standin/graphs.py).",
        )
        model = helper.make_model(
            graph,
            opset_imports=[helper.make_opsetid("", OPSET)],
            producer_name="supertonic-service standin",
        )
        model.ir_version = IR_VERSION
        return model


# Layers. Tensors are channels-first [B, C, T] between layers, as in the real model's
# Conv1d stacks; pointwise layers work channels-last, as a torch export of Linear does.


def _linear(g: _Graph, x: str, n_in: int, n_out: int, name: str, gain: float = 1.0) -> str:
    w = g.weight(f"{name}.weight", (n_in, n_out), n_in, gain)
    b = g.param(f"{name}.bias", np.zeros(n_out, np.float32))
    return g.op("Add", g.op("MatMul", x, w), b)


def _layer_norm(g: _Graph, x: str, channels: int, name: str) -> str:
    scale = g.param(f"{name}.weight", np.ones(channels, np.float32))
    bias = g.param(f"{name}.bias", np.zeros(channels, np.float32))
    return g.op("LayerNormalization", x, scale, bias, axis=-1, epsilon=1e-5)


def _gelu(g: _Graph, x: str) -> str:
    # The erf form torch exports at opset 17; onnxruntime fuses it into one Gelu kernel.
    erf = g.op("Erf", g.op("Div", x, g.const(math.sqrt(2.0))))
    return g.op("Mul", g.op("Mul", x, g.op("Add", erf, g.const(1.0))), g.const(0.5))


def _swap_last_axes(g: _Graph, x: str) -> str:
    return g.op("Transpose", x, perm=[0, 2, 1])


def _conv_block(g: _Graph, x: str, mask: str | None, s: dict, name: str) -> str:
    """ConvNeXt block: depthwise conv, LayerNorm, pointwise expand, GELU, pointwise back,
    scaled residual. The mask zeroes padded positions, so the next conv sees the same zero
    padding whether a row was padded in a batch or not.

    Faithful profiles write the pointwise layers as kernel-size-1 Conv on channels-first
    tensors, entered through Transpose(0,2,1) + LayerNorm + Transpose back (how the
    published graphs are recorded to be); the others as channels-last MatMul."""
    width, hidden, k = s["width"], s["hidden"], s["kernel"]
    dw_w = g.weight(f"{name}.dwconv.weight", (width, 1, k), k)
    dw_b = g.param(f"{name}.dwconv.bias", np.zeros(width, np.float32))
    h = g.op("Conv", x, dw_w, dw_b, group=width, kernel_shape=[k], pads=[k // 2, k // 2])
    h = _layer_norm(g, _swap_last_axes(g, h), width, f"{name}.norm")
    if g.faithful:
        h = _swap_last_axes(g, h)
        h = _gelu(g, _pointwise_conv(g, h, width, hidden, f"{name}.pwconv1"))
        h = _pointwise_conv(g, h, hidden, width, f"{name}.pwconv2")
        gamma = np.full((width, 1), 0.5, np.float32)
        h = g.op("Mul", h, g.param(f"{name}.gamma", gamma))
        x = g.op("Add", x, h)
    else:
        h = _gelu(g, _linear(g, h, width, hidden, f"{name}.pwconv1"))
        h = _linear(g, h, hidden, width, f"{name}.pwconv2")
        h = g.op("Mul", h, g.param(f"{name}.gamma", np.full(width, 0.5, np.float32)))
        x = g.op("Add", x, _swap_last_axes(g, h))
    return g.op("Mul", x, mask) if mask else x


def _pointwise_conv(g: _Graph, x: str, n_in: int, n_out: int, name: str) -> str:
    """Conv1d with kernel size 1 on [B,C,T], weight [out, in, 1] as torch exports it."""
    w = g.weight(f"{name}.weight", (n_out, n_in, 1), n_in)
    b = g.param(f"{name}.bias", np.zeros(n_out, np.float32))
    return g.op("Conv", x, w, b, kernel_shape=[1])


def _attention(
    g: _Graph, x: str, mask: str, memory: str, memory_mask: str, dims: tuple, name: str
) -> str:
    """Residual multi-head attention from x [B,C,Tq] to memory [B,Cm,Tk]; memory positions
    where memory_mask [B,1,Tk] is 0 get exactly zero weight."""
    width, memory_width, heads = dims
    d = width // heads
    q_in = _layer_norm(g, _swap_last_axes(g, x), width, f"{name}.norm")
    kv_in = _swap_last_axes(g, memory)

    def split(t: str, perm: list[int]) -> str:
        return g.op("Transpose", g.op("Reshape", t, g.ints([0, 0, heads, d])), perm=perm)

    q = split(_linear(g, q_in, width, width, f"{name}.q"), [0, 2, 1, 3])  # [B,h,Tq,d]
    k = split(_linear(g, kv_in, memory_width, width, f"{name}.k"), [0, 2, 3, 1])  # [B,h,d,Tk]
    v = split(_linear(g, kv_in, memory_width, width, f"{name}.v"), [0, 2, 1, 3])  # [B,h,Tk,d]
    scores = g.op("Mul", g.op("MatMul", q, k), g.const(1.0 / math.sqrt(d)))
    blocked = g.op("Mul", g.op("Sub", g.const(1.0), memory_mask), g.const(-1e9))
    scores = g.op("Add", scores, g.op("Unsqueeze", blocked, g.ints([1])))
    h = g.op("MatMul", g.op("Softmax", scores, axis=-1), v)
    h = g.op("Reshape", g.op("Transpose", h, perm=[0, 2, 1, 3]), g.ints([0, 0, width]))
    h = _linear(g, h, width, width, f"{name}.out")
    h = g.op("Mul", h, g.param(f"{name}.gamma", np.full(width, 0.5, np.float32)))
    return g.op("Mul", g.op("Add", x, _swap_last_axes(g, h)), mask)


def _masked_mean(g: _Graph, x: str, mask: str) -> str:
    """Mean over the last axis of x [B,C,T] where mask [B,1,T] is 1 -> [B,C]."""
    axes = g.ints([2])
    total = g.op("ReduceSum", g.op("Mul", x, mask), axes, keepdims=0)
    count = g.op("Max", g.op("ReduceSum", mask, axes, keepdims=0), g.const(1.0))
    return g.op("Div", total, count)


def _sinusoids(g: _Graph, positions: str, n: int, periods: tuple[float, float]) -> str:
    """[..., 1] positions -> [..., 2n] sin/cos features, periods spaced geometrically."""
    freqs = 2 * np.pi / np.geomspace(*periods, n)
    angles = g.op("Mul", positions, g.const(freqs.astype(np.float32).tolist()))
    return g.op("Concat", g.op("Sin", angles), g.op("Cos", angles), axis=-1)


def _value_info(name: str, elem_type: int, shape: list) -> onnx.ValueInfoProto:
    return helper.make_tensor_value_info(name, elem_type, shape)


_TEXT_INPUTS = {
    "text_ids": (_INT64, ["batch", "text_len"]),
    "text_mask": (_FLOAT, ["batch", 1, "text_len"]),
    "style_dp": (_FLOAT, ["batch", *contract.STYLE_SHAPES["style_dp"][1:]]),
    "style_ttl": (_FLOAT, ["batch", *contract.STYLE_SHAPES["style_ttl"][1:]]),
}


def _inputs(*names: str) -> list:
    return [_value_info(n, *_TEXT_INPUTS[n]) for n in names]


def _embed(g: _Graph, width: int) -> str:
    table = g.weight("embedding.weight", (VOCAB_SIZE, width), 1)
    return _swap_last_axes(g, g.op("Gather", table, "text_ids", axis=0))  # [B,C,T]


def _duration_predictor(g: _Graph, sizes: dict) -> tuple[onnx.ModelProto, int]:
    """Seconds = 0.1 + the sum over unmasked characters of 0.05-0.09 s each, the share
    set by the text around each character and by style_dp."""
    s = sizes["duration_predictor"]
    width = s["width"]
    style = g.op("Flatten", "style_dp", axis=1)  # [B,128]
    style_width = math.prod(contract.STYLE_SHAPES["style_dp"][1:])
    cond = g.op("Unsqueeze", _linear(g, style, style_width, width, "style_proj"), g.ints([2]))
    x = g.op("Mul", g.op("Add", _embed(g, width), cond), "text_mask")
    for i in range(s["blocks"]):
        x = _conv_block(g, x, "text_mask", s, f"blocks.{i}")
    h = _layer_norm(g, _swap_last_axes(g, x), width, "head.norm")
    logit = _linear(g, h, width, 1, "head")  # [B,T,1]
    style_logit = g.op("Unsqueeze", _linear(g, style, style_width, 1, "style_head"), g.ints([1]))
    share = g.op("Sigmoid", g.op("Add", logit, style_logit))
    seconds = g.op("Add", g.op("Mul", share, g.const(0.04)), g.const(0.05))
    seconds = g.op("Mul", seconds, _swap_last_axes(g, "text_mask"))
    total = g.op("ReduceSum", seconds, g.ints([1, 2]), keepdims=0)
    g.op("Add", total, g.const(0.1), out="duration")
    model = g.model(
        "duration_predictor",
        _inputs("text_ids", "style_dp", "text_mask"),
        [_value_info("duration", _FLOAT, ["batch"])],
    )
    return model, g.params


def _text_encoder(g: _Graph, sizes: dict) -> tuple[onnx.ModelProto, int]:
    """Embedding + style projection, conv blocks with self-attention -> [B,C,T], masked."""
    s = sizes["text_encoder"]
    width, out = s["width"], s["out"]
    style_width = contract.STYLE_SHAPES["style_ttl"][2]
    style = g.op("ReduceMean", "style_ttl", axes=[1], keepdims=0)  # [B,256]
    cond = g.op("Unsqueeze", _linear(g, style, style_width, width, "style_proj"), g.ints([2]))
    x = g.op("Mul", g.op("Add", _embed(g, width), cond), "text_mask")
    for i in range(s["blocks"]):
        x = _conv_block(g, x, "text_mask", s, f"blocks.{i}")
        if (i + 1) % s["attn_every"] == 0:
            dims = (width, width, s["heads"])
            x = _attention(g, x, "text_mask", x, "text_mask", dims, f"attn.{i}")
    h = _layer_norm(g, _swap_last_axes(g, x), width, "out.norm")
    h = _swap_last_axes(g, _linear(g, h, width, out, "out"))
    g.op("Mul", h, "text_mask", out="text_emb")
    model = g.model(
        "text_encoder",
        _inputs("text_ids", "style_ttl", "text_mask"),
        [_value_info("text_emb", _FLOAT, ["batch", out, "text_len"])],
    )
    return model, g.params


def _vector_estimator(g: _Graph, sizes: dict) -> tuple[onnx.ModelProto, int]:
    """One Euler step of a flow: x + (target - x) / (total_step - current_step), masked
    (faithful profiles: see :func:`_guided_vector_estimator`).
    The target comes from conv blocks over x, conditioned on the step, the masked mean of
    text_emb, style_ttl and the frame position, with cross-attention to text_emb."""
    if g.faithful:
        return _guided_vector_estimator(g, sizes)
    s = sizes["vector_estimator"]
    width = s["width"]
    text_width = sizes["text_encoder"]["out"]
    style_width = contract.STYLE_SHAPES["style_ttl"][2]

    t = g.op("Div", "current_step", "total_step")  # [B]
    t_feat = _sinusoids(g, g.op("Unsqueeze", t, g.ints([1])), 16, (0.1, 10.0))  # [B,32]
    cond = _linear(g, _gelu(g, _linear(g, t_feat, 32, width, "time.0")), width, width, "time.1")
    text_mean = _masked_mean(g, "text_emb", "text_mask")
    cond = g.op("Add", cond, _linear(g, text_mean, text_width, width, "text_proj"))
    style = g.op("ReduceMean", "style_ttl", axes=[1], keepdims=0)
    cond = g.op("Add", cond, _linear(g, style, style_width, width, "style_proj"))
    cond = g.op("Unsqueeze", cond, g.ints([2]))  # [B,W,1]

    length = g.op("Cast", g.op("Shape", "noisy_latent", start=2, end=3), to=_FLOAT)
    frames = g.op("Range", g.const(0.0), g.op("Squeeze", length, g.ints([0])), g.const(1.0))
    pos = _sinusoids(g, g.op("Unsqueeze", frames, g.ints([1])), 16, (2.0, 512.0))  # [L,32]
    pos = g.op("Transpose", _linear(g, pos, 32, width, "pos_proj"), perm=[1, 0])  # [W,L]

    w_in = g.weight("in_proj.weight", (width, LATENT_CHANNELS, 1), LATENT_CHANNELS)
    b_in = g.param("in_proj.bias", np.zeros(width, np.float32))
    x = g.op("Conv", "noisy_latent", w_in, b_in, kernel_shape=[1])
    x = g.op("Mul", g.op("Add", g.op("Add", x, cond), pos), "latent_mask")
    for i in range(s["blocks"]):
        x = _conv_block(g, x, "latent_mask", s, f"blocks.{i}")
        if (i + 1) % s["attn_every"] == 0:
            dims = (width, text_width, s["heads"])
            x = _attention(g, x, "latent_mask", "text_emb", "text_mask", dims, f"attn.{i}")
    h = _layer_norm(g, _swap_last_axes(g, x), width, "out.norm")
    target = _swap_last_axes(g, _linear(g, h, width, LATENT_CHANNELS, "out"))

    remaining = g.op("Max", g.op("Sub", "total_step", "current_step"), g.const(1.0))
    remaining = g.op("Unsqueeze", remaining, g.ints([1, 2]))  # [B,1,1]
    step = g.op("Div", g.op("Sub", target, "noisy_latent"), remaining)
    g.op("Mul", g.op("Add", "noisy_latent", step), "latent_mask", out="denoised_latent")
    return _estimator_model(g, text_width)


def _guided_vector_estimator(g: _Graph, sizes: dict) -> tuple[onnx.ModelProto, int]:
    """The faithful vector estimator: one Euler step whose target is classifier-free
    guided inside the graph, as the published one is recorded to do. The latent (with its
    mask and the step/style conditioning) is tiled x2 on the batch axis before proj_in; the
    first half attends to text_emb, the second to a learned null text. Everything before
    the first cross-attention (proj_in and blocks 0-2) therefore sees identical halves,
    which is what the guidance-prefix rewrite exploits (synth/engine/rewrites.py)."""
    s = sizes["vector_estimator"]
    width = s["width"]
    text_width = sizes["text_encoder"]["out"]
    style_width = contract.STYLE_SHAPES["style_ttl"][2]

    t = g.op("Div", "current_step", "total_step")  # [B]
    t_feat = _sinusoids(g, g.op("Unsqueeze", t, g.ints([1])), 16, (0.1, 10.0))  # [B,32]
    cond = _linear(g, _gelu(g, _linear(g, t_feat, 32, width, "time.0")), width, width, "time.1")
    style = g.op("ReduceMean", "style_ttl", axes=[1], keepdims=0)
    cond = g.op("Add", cond, _linear(g, style, style_width, width, "style_proj"))
    cond = g.op("Unsqueeze", cond, g.ints([2]))  # [B,W,1]

    length = g.op("Cast", g.op("Shape", "noisy_latent", start=2, end=3), to=_FLOAT)
    frames = g.op("Range", g.const(0.0), g.op("Squeeze", length, g.ints([0])), g.const(1.0))
    pos = _sinusoids(g, g.op("Unsqueeze", frames, g.ints([1])), 16, (2.0, 512.0))  # [L,32]
    pos = g.op("Transpose", _linear(g, pos, 32, width, "pos_proj"), perm=[1, 0])  # [W,L]

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
        x = _conv_block(g, x, latent_mask, s, f"main_blocks.{i}")
        if (i + 1) % s["attn_every"] == 0:
            dims = (width, text_width, s["heads"])
            x = _attention(g, x, latent_mask, memory, memory_mask, dims, f"text_attn.{i}")
    h = _layer_norm(g, _swap_last_axes(g, x), width, "out.norm")
    h = _swap_last_axes(g, h)
    both = _pointwise_conv(g, h, width, LATENT_CHANNELS, "proj_out")  # [2B,144,L]

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


def _estimator_model(g: _Graph, text_width: int) -> tuple[onnx.ModelProto, int]:
    latent = ["batch", LATENT_CHANNELS, "latent_len"]
    model = g.model(
        "vector_estimator",
        [
            _value_info("noisy_latent", _FLOAT, latent),
            _value_info("text_emb", _FLOAT, ["batch", text_width, "text_len"]),
            *_inputs("style_ttl", "text_mask"),
            _value_info("latent_mask", _FLOAT, ["batch", 1, "latent_len"]),
            _value_info("current_step", _FLOAT, ["batch"]),
            _value_info("total_step", _FLOAT, ["batch"]),
        ],
        [_value_info("denoised_latent", _FLOAT, latent)],
    )
    return model, g.params


def _vocoder(g: _Graph, sizes: dict) -> tuple[onnx.ModelProto, int]:
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
        x = _conv_block(g, x, None, s, f"blocks.{i}")
    h = _layer_norm(g, _swap_last_axes(g, x), width, "out.norm")
    # A small output gain keeps the noise at a speech-like level (about 0.1 RMS).
    frames = _linear(g, h, width, BASE_CHUNK_SIZE, "out", gain=0.2)  # [B,6L,512]
    wav = g.op("Mul", g.op("Tanh", frames), g.const(0.5))
    g.op("Reshape", wav, g.ints([0, -1]), out="waveform")
    model = g.model(
        "vocoder",
        [_value_info("latent", _FLOAT, ["batch", LATENT_CHANNELS, "latent_len"])],
        [_value_info("waveform", _FLOAT, ["batch", "wav_len"])],
    )
    return model, g.params


_BUILDERS = {
    "duration_predictor": _duration_predictor,
    "text_encoder": _text_encoder,
    "vector_estimator": _vector_estimator,
    "vocoder": _vocoder,
}
GRAPHS = tuple(_BUILDERS)


def build_graph(name: str, profile: str) -> tuple[onnx.ModelProto, int]:
    """The named graph of a profile, checked, and its parameter count. Each graph's seed is
    its place in GRAPHS, so the same profile always gives the same bytes."""
    g = _Graph(GRAPHS.index(name))
    g.faithful = SIZES[profile].get("faithful", False)
    model, params = _BUILDERS[name](g, SIZES[profile])
    onnx.checker.check_model(model)
    return model, params

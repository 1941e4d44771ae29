"""The layers the stand-in's graphs are built from, and the graph they are written into.

:class:`Graph` collects one ONNX graph's nodes and random initializers (seeded, so a
profile always gives the same bytes); the functions add one layer each (linear, LayerNorm,
erf GELU, the ConvNeXt block, attention, masked mean, sinusoid features) the way a torch
export records it. synth/standin/graphs.py and synth/standin/estimator.py assemble them.

Plain Python (numpy + onnx); no Django import.
"""

import math

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

from engine import contract
from synth.standin.profiles import SEED, VOCAB_SIZE

OPSET = 17
IR_VERSION = 9  # onnx 1.14 era: old enough for any recent onnxruntime

FLOAT = TensorProto.FLOAT
INT64 = TensorProto.INT64


class Graph:
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
        # The doc string is part of the file's bytes, which tests hash: it keeps naming
        # graphs.py, the stand-in's entry point.
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


def linear(g: Graph, x: str, n_in: int, n_out: int, name: str, gain: float = 1.0) -> str:
    w = g.weight(f"{name}.weight", (n_in, n_out), n_in, gain)
    b = g.param(f"{name}.bias", np.zeros(n_out, np.float32))
    return g.op("Add", g.op("MatMul", x, w), b)


def layer_norm(g: Graph, x: str, channels: int, name: str) -> str:
    scale = g.param(f"{name}.weight", np.ones(channels, np.float32))
    bias = g.param(f"{name}.bias", np.zeros(channels, np.float32))
    return g.op("LayerNormalization", x, scale, bias, axis=-1, epsilon=1e-5)


def gelu(g: Graph, x: str) -> str:
    # The erf form torch exports at opset 17; onnxruntime fuses it into one Gelu kernel.
    erf = g.op("Erf", g.op("Div", x, g.const(math.sqrt(2.0))))
    return g.op("Mul", g.op("Mul", x, g.op("Add", erf, g.const(1.0))), g.const(0.5))


def swap_last_axes(g: Graph, x: str) -> str:
    return g.op("Transpose", x, perm=[0, 2, 1])


def conv_block(g: Graph, x: str, mask: str | None, s: dict, name: str) -> str:
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
    h = layer_norm(g, swap_last_axes(g, h), width, f"{name}.norm")
    if g.faithful:
        h = swap_last_axes(g, h)
        h = gelu(g, pointwise_conv(g, h, width, hidden, f"{name}.pwconv1"))
        h = pointwise_conv(g, h, hidden, width, f"{name}.pwconv2")
        gamma = np.full((width, 1), 0.5, np.float32)
        h = g.op("Mul", h, g.param(f"{name}.gamma", gamma))
        x = g.op("Add", x, h)
    else:
        h = gelu(g, linear(g, h, width, hidden, f"{name}.pwconv1"))
        h = linear(g, h, hidden, width, f"{name}.pwconv2")
        h = g.op("Mul", h, g.param(f"{name}.gamma", np.full(width, 0.5, np.float32)))
        x = g.op("Add", x, swap_last_axes(g, h))
    return g.op("Mul", x, mask) if mask else x


def pointwise_conv(g: Graph, x: str, n_in: int, n_out: int, name: str) -> str:
    """Conv1d with kernel size 1 on [B,C,T], weight [out, in, 1] as torch exports it."""
    w = g.weight(f"{name}.weight", (n_out, n_in, 1), n_in)
    b = g.param(f"{name}.bias", np.zeros(n_out, np.float32))
    return g.op("Conv", x, w, b, kernel_shape=[1])


def attention(
    g: Graph, x: str, mask: str, memory: str, memory_mask: str, dims: tuple, name: str
) -> str:
    """Residual multi-head attention from x [B,C,Tq] to memory [B,Cm,Tk]; memory positions
    where memory_mask [B,1,Tk] is 0 get exactly zero weight."""
    width, memory_width, heads = dims
    d = width // heads
    q_in = layer_norm(g, swap_last_axes(g, x), width, f"{name}.norm")
    kv_in = swap_last_axes(g, memory)

    def split(t: str, perm: list[int]) -> str:
        return g.op("Transpose", g.op("Reshape", t, g.ints([0, 0, heads, d])), perm=perm)

    q = split(linear(g, q_in, width, width, f"{name}.q"), [0, 2, 1, 3])  # [B,h,Tq,d]
    k = split(linear(g, kv_in, memory_width, width, f"{name}.k"), [0, 2, 3, 1])  # [B,h,d,Tk]
    v = split(linear(g, kv_in, memory_width, width, f"{name}.v"), [0, 2, 1, 3])  # [B,h,Tk,d]
    scores = g.op("Mul", g.op("MatMul", q, k), g.const(1.0 / math.sqrt(d)))
    blocked = g.op("Mul", g.op("Sub", g.const(1.0), memory_mask), g.const(-1e9))
    scores = g.op("Add", scores, g.op("Unsqueeze", blocked, g.ints([1])))
    h = g.op("MatMul", g.op("Softmax", scores, axis=-1), v)
    h = g.op("Reshape", g.op("Transpose", h, perm=[0, 2, 1, 3]), g.ints([0, 0, width]))
    h = linear(g, h, width, width, f"{name}.out")
    h = g.op("Mul", h, g.param(f"{name}.gamma", np.full(width, 0.5, np.float32)))
    return g.op("Mul", g.op("Add", x, swap_last_axes(g, h)), mask)


def masked_mean(g: Graph, x: str, mask: str) -> str:
    """Mean over the last axis of x [B,C,T] where mask [B,1,T] is 1 -> [B,C]."""
    axes = g.ints([2])
    total = g.op("ReduceSum", g.op("Mul", x, mask), axes, keepdims=0)
    count = g.op("Max", g.op("ReduceSum", mask, axes, keepdims=0), g.const(1.0))
    return g.op("Div", total, count)


def sinusoids(g: Graph, positions: str, n: int, periods: tuple[float, float]) -> str:
    """[..., 1] positions -> [..., 2n] sin/cos features, periods spaced geometrically."""
    freqs = 2 * np.pi / np.geomspace(*periods, n)
    angles = g.op("Mul", positions, g.const(freqs.astype(np.float32).tolist()))
    return g.op("Concat", g.op("Sin", angles), g.op("Cos", angles), axis=-1)


def value_info(name: str, elem_type: int, shape: list) -> onnx.ValueInfoProto:
    return helper.make_tensor_value_info(name, elem_type, shape)


TEXT_INPUTS = {
    "text_ids": (INT64, ["batch", "text_len"]),
    "text_mask": (FLOAT, ["batch", 1, "text_len"]),
    "style_dp": (FLOAT, ["batch", *contract.STYLE_SHAPES["style_dp"][1:]]),
    "style_ttl": (FLOAT, ["batch", *contract.STYLE_SHAPES["style_ttl"][1:]]),
}


def inputs(*names: str) -> list:
    return [value_info(n, *TEXT_INPUTS[n]) for n in names]


def embed(g: Graph, width: int) -> str:
    table = g.weight("embedding.weight", (VOCAB_SIZE, width), 1)
    return swap_last_axes(g, g.op("Gather", table, "text_ids", axis=0))  # [B,C,T]

"""Exact rewrites of the model's graphs: the same function, computed more cheaply on a CPU.

Three rewrites, each generic (it looks for a pattern, never for a node name), so it applies
to the published graphs as well as to our stand-ins (docs/ENGINE.md says what is known of
the published graphs and what these rewrites assume):

- **Pointwise Conv as MatMul.** ONNX Runtime's CPU Conv splits its work across threads only
  by batch and group, so a kernel-size-1 Conv on a batch of 1 or 2 runs on one thread; the
  same layer as MatMul + bias uses the threaded GEMM. The Conv is replaced by
  Transpose(0,2,1) -> MatMul -> Add -> Transpose(0,2,1), and pairs of transposes that undo
  each other are then cancelled, so the ConvNeXt blocks run channels-last between their
  LayerNorm and their residual.
- **Guidance prefix once.** A vector estimator that tiles its latent x2 on the batch axis
  for classifier-free guidance computes the same thing in both halves until the first
  input that differs between them (the text attention). The Tile is moved forward past
  every node that only sees tiled or batch-free inputs, so that prefix runs on one half.
- **All-ones masks.** ``text_mask`` and ``latent_mask`` multiply activations throughout;
  for one unpadded request they are all ones. A second variant of each graph has those
  multiplications removed; :class:`synth.engine.graphs.MaskedGraph` runs it only when every
  mask fed to it is all ones, and the full graph otherwise.

Multiplying by 1.0 is exact and tiling commutes with row-wise kernels, so the last two are
bit-identical; the MatMul may sum in another order than the Conv kernel did (the tests
measure the difference: see tests/test_engine_rewrites.py).

Plain Python (onnx + numpy); no Django import.
"""

from collections import defaultdict
from dataclasses import dataclass, field

import numpy as np
import onnx
from onnx import helper, numpy_helper

MASK_INPUTS = ("text_mask", "latent_mask")

ELEMENTWISE = frozenset(
    "Add Sub Mul Div Pow Erf Tanh Sigmoid Relu Neg Sqrt Exp Log Sin Cos Max Min Where "
    "Identity Cast".split()
)
# Ops through which an all-ones tensor stays all ones (its data input is input 0).
_ONES_PRESERVING = frozenset("Tile Expand Unsqueeze Squeeze Reshape Transpose Identity".split())


@dataclass
class Report:
    """How many places each rewrite changed in one graph."""

    pointwise_convs: int = 0
    transposes_cancelled: int = 0
    guidance_nodes_hoisted: int = 0
    mask_multiplies_removed: int = 0
    notes: list[str] = field(default_factory=list)


class _Editor:
    """A graph's nodes and initializers with the lookups the rewrites need."""

    def __init__(self, model: onnx.ModelProto):
        self.model = model
        self.graph = model.graph
        self.inits = {t.name: t for t in self.graph.initializer}
        self.outputs = {o.name for o in self.graph.output}
        self._names = {n.name for n in self.graph.node} | {
            o for n in self.graph.node for o in n.output
        }
        self._counter = 0

    def fresh(self, base: str) -> str:
        while True:
            self._counter += 1
            name = f"{base}/rw{self._counter}"
            if name not in self._names and name not in self.inits:
                self._names.add(name)
                return name

    def consumers(self) -> dict[str, list[onnx.NodeProto]]:
        found = defaultdict(list)
        for node in self.graph.node:
            for name in node.input:
                found[name].append(node)
        return found

    def array(self, name: str) -> np.ndarray | None:
        tensor = self.inits.get(name)
        return None if tensor is None else numpy_helper.to_array(tensor)

    def add_init(self, base: str, values: np.ndarray) -> str:
        name = self.fresh(base)
        tensor = numpy_helper.from_array(values, name)
        self.graph.initializer.append(tensor)
        self.inits[name] = tensor
        return name

    def replace_node(self, old: onnx.NodeProto, new: list[onnx.NodeProto]) -> None:
        nodes = list(self.graph.node)
        i = next(i for i, n in enumerate(nodes) if _key(n) == _key(old))
        nodes[i : i + 1] = new
        self._set_nodes(nodes)

    def remove_node(self, old: onnx.NodeProto) -> None:
        self._set_nodes([n for n in self.graph.node if _key(n) != _key(old)])

    def _set_nodes(self, nodes: list[onnx.NodeProto]) -> None:
        del self.graph.node[:]
        self.graph.node.extend(nodes)

    def rename_uses(self, old: str, new: str) -> None:
        for node in self.graph.node:
            for i, name in enumerate(node.input):
                if name == old:
                    node.input[i] = new

    def prune(self) -> None:
        """Drop nodes whose outputs nobody reads and initializers nobody uses."""
        while True:
            used = {name for n in self.graph.node for name in n.input} | self.outputs
            keep = [n for n in self.graph.node if any(o in used for o in n.output)]
            if len(keep) == len(self.graph.node):
                break
            self._set_nodes(keep)
        used = {name for n in self.graph.node for name in n.input}
        unused = [t for t in self.graph.initializer if t.name not in used]
        for tensor in unused:
            self.graph.initializer.remove(tensor)
            del self.inits[tensor.name]


def _key(node: onnx.NodeProto) -> str:
    """A node's identity: its first output's name (unique in a graph). Protobuf hands out
    a new Python wrapper per access, so ``is`` and ``id()`` cannot tell nodes apart."""
    return node.output[0]


def _attr(node: onnx.NodeProto, name: str, default=None):
    for a in node.attribute:
        if a.name == name:
            return helper.get_attribute_value(a)
    return default


# Pointwise Conv -> MatMul ------------------------------------------------------------


def pointwise_conv_to_matmul(model: onnx.ModelProto) -> int:
    """Replace every 1-D Conv with a kernel of size 1 (no groups, pads, strides or
    dilations; weight an initializer) by Transpose -> MatMul -> Add -> Transpose."""
    ed = _Editor(model)
    count = 0
    for node in list(model.graph.node):
        if node.op_type != "Conv" or len(node.input) < 2:
            continue
        weight = ed.array(node.input[1])
        if weight is None or weight.ndim != 3 or weight.shape[2] != 1:
            continue
        if (
            _attr(node, "group", 1) != 1
            or any(_attr(node, "pads", [0]))
            or any(v != 1 for v in _attr(node, "strides", [1]))
            or any(v != 1 for v in _attr(node, "dilations", [1]))
            or _attr(node, "auto_pad", b"NOTSET") not in (b"NOTSET", "NOTSET")
        ):
            continue
        base = node.name or node.output[0]
        w = ed.add_init(f"{base}.matmul_weight", np.ascontiguousarray(weight[:, :, 0].T))
        t_in, mm = ed.fresh(f"{base}.to_channels_last"), ed.fresh(f"{base}.matmul")
        new = [
            helper.make_node("Transpose", [node.input[0]], [t_in], name=t_in, perm=[0, 2, 1]),
            helper.make_node("MatMul", [t_in, w], [mm], name=mm),
        ]
        last = mm
        if len(node.input) > 2 and node.input[2]:
            biased = ed.fresh(f"{base}.bias_add")
            new.append(helper.make_node("Add", [mm, node.input[2]], [biased], name=biased))
            last = biased
        back = ed.fresh(f"{base}.to_channels_first")
        new.append(
            helper.make_node("Transpose", [last], [node.output[0]], name=back, perm=[0, 2, 1])
        )
        ed.replace_node(node, new)
        count += 1
    ed.prune()
    return count


def cancel_transposes(model: onnx.ModelProto) -> int:
    """Move transposes down through elementwise nodes and cancel pairs that undo each
    other; returns the number of transposes removed."""
    ed = _Editor(model)
    before = sum(n.op_type == "Transpose" for n in model.graph.node)
    while _cancel_one(ed) or _sink_one(ed):
        pass
    ed.prune()
    return before - sum(n.op_type == "Transpose" for n in model.graph.node)


def _perm(node: onnx.NodeProto) -> list[int] | None:
    return list(_attr(node, "perm", [])) or None


def _cancel_one(ed: _Editor) -> bool:
    """Transpose(p) -> Transpose(q) with q after p the identity: readers of the second
    read the first's input instead."""
    consumers = ed.consumers()
    for node in ed.graph.node:
        p = _perm(node) if node.op_type == "Transpose" else None
        if p is None:
            continue
        for nxt in consumers.get(node.output[0], []):
            q = _perm(nxt) if nxt.op_type == "Transpose" else None
            if q is None or len(q) != len(p) or [p[i] for i in q] != list(range(len(p))):
                continue
            if nxt.output[0] in ed.outputs:
                continue
            ed.rename_uses(nxt.output[0], node.input[0])
            ed.remove_node(nxt)  # ``node`` itself goes in prune() once nothing reads it
            return True
    return False


def _sink_one(ed: _Editor) -> bool:
    """A Transpose whose readers are all elementwise nodes over it and constants (or over
    it and each other, as GELU's Div/Erf/Add/Mul/Mul diamond is): the readers work on the
    untransposed tensor, and one Transpose follows the region's outputs instead."""
    consumers = ed.consumers()
    for node in ed.graph.node:
        perm = _perm(node) if node.op_type == "Transpose" else None
        if perm is None or node.output[0] in ed.outputs:
            continue
        region = _elementwise_region(ed, node.output[0], consumers, len(perm))
        if region is None:
            continue
        _sink_through(ed, node, perm, region, consumers)
        return True
    return False


def _elementwise_region(ed, start, consumers, rank) -> list | None:
    """The elementwise nodes reachable from ``start`` whose every input is ``start``, a
    constant of rank <= ``rank`` or another region node's output (found to a fixpoint, as
    GELU reads its input twice). None unless every reader of ``start`` is in it and
    exactly one of its outputs is read outside it (and is not a graph output)."""
    region, ids, values = [], set(), {start}

    def admissible(node) -> bool:
        if node.op_type not in ELEMENTWISE or node.op_type in ("Where", "Cast"):
            return False
        for name in node.input:
            if name in values:
                continue
            const = ed.array(name)
            if const is None or const.ndim > rank:
                return False
        return len(node.output) == 1

    changed = True
    while changed:
        changed = False
        for value in list(values):
            for reader in consumers.get(value, []):
                if _key(reader) not in ids and admissible(reader):
                    region.append(reader)
                    ids.add(_key(reader))
                    values.add(reader.output[0])
                    changed = True
    if not region or any(_key(r) not in ids for r in consumers.get(start, [])):
        return None

    def read_outside(name: str) -> bool:
        return name in ed.outputs or any(_key(r) not in ids for r in consumers.get(name, []))

    exits = [n.output[0] for n in region if read_outside(n.output[0])]
    if len(exits) != 1 or exits[0] in ed.outputs:
        return None
    return region


def _sink_through(ed, transpose, perm, region, consumers) -> None:
    inverse = list(np.argsort(perm))
    source, start = transpose.input[0], transpose.output[0]
    ids = {_key(n) for n in region}
    produced = {n.output[0] for n in region}
    for node in region:
        for i, name in enumerate(node.input):
            if name == start:
                node.input[i] = source
            elif name not in produced:
                values = ed.array(name)
                if values.size > 1:
                    padded = values.reshape((1,) * (len(perm) - values.ndim) + values.shape)
                    moved = np.ascontiguousarray(np.transpose(padded, inverse))
                    node.input[i] = ed.add_init(f"{name}.transposed", moved)
    producer = next(
        n for n in region if any(_key(r) not in ids for r in consumers.get(n.output[0], []))
    )
    exit_name = producer.output[0]
    inner = ed.fresh(f"{exit_name}.channels_last")
    producer.output[0] = inner
    for node in region:
        for i, name in enumerate(node.input):
            if name == exit_name:
                node.input[i] = inner
    after = helper.make_node("Transpose", [inner], [exit_name], name=ed.fresh("sunk"), perm=perm)
    nodes = [n for n in ed.graph.node if _key(n) != _key(transpose)]
    nodes.insert(next(i for i, n in enumerate(nodes) if _key(n) == inner) + 1, after)
    ed._set_nodes(nodes)


# Guidance prefix ---------------------------------------------------------------------

_ROW_WISE = ELEMENTWISE | {"Conv", "LayerNormalization", "Transpose", "MatMul", "Softmax"}


def hoist_guidance_prefix(model: onnx.ModelProto) -> int:
    """Move each batch-doubling Tile (repeats [2, 1, ...]) past the nodes that see only
    tiled and batch-free inputs; returns how many nodes now run on one half."""
    ed = _Editor(model)
    ranks = _ranks(model)
    batch_free = set(ed.inits)
    half: dict[str, str] = {}  # a tiled value -> the untiled value it repeats
    repeats_of: dict[str, tuple] = {}  # a tiled value -> its repeats
    hoisted = 0
    nodes = []
    for node in model.graph.node:
        ins = [name for name in node.input if name]
        if node.op_type == "Constant" or (
            ins and all(name in batch_free for name in ins) and node.op_type != "Shape"
        ):
            batch_free.update(node.output)
        elif node.op_type == "Shape" and (_attr(node, "start", 0) or 0) >= 1:
            batch_free.update(node.output)
        if node.op_type == "Tile" and _doubling(ed.array(node.input[1])):
            half[node.output[0]] = node.input[0]
            repeats_of[node.output[0]] = (node.input[1], tuple(ed.array(node.input[1])))
            nodes.append(node)
            continue
        tiled = [name for name in ins if name in half]
        if (
            tiled
            and len(node.output) == 1
            and len({repeats_of[name][1] for name in tiled}) == 1
            and all(name in half or name in batch_free for name in ins)
            and _row_wise(node, ins, half, ranks)
        ):
            hoisted += 1
            out = node.output[0]
            one = ed.fresh(f"{out}.one_half")
            copy = onnx.NodeProto()
            copy.CopyFrom(node)
            copy.name = ed.fresh(node.name or out)
            del copy.output[:]
            copy.output.append(one)
            for i, name in enumerate(copy.input):
                if name in half:
                    copy.input[i] = half[name]
            tile = helper.make_node(
                "Tile", [one, repeats_of[tiled[0]][0]], [out], name=ed.fresh(f"{out}.tile")
            )
            nodes.extend([copy, tile])
            half[out] = one
            repeats_of[out] = repeats_of[tiled[0]]
            continue
        nodes.append(node)
    ed._set_nodes(nodes)
    ed.prune()
    return hoisted


def _doubling(repeats: np.ndarray | None) -> bool:
    return (
        repeats is not None
        and repeats.ndim == 1
        and repeats.size >= 2
        and (int(repeats[0]) == 2 and all(int(r) == 1 for r in repeats[1:]))
    )


def _row_wise(node, ins, half, ranks) -> bool:
    """True if ``node`` computes each batch row from that row alone (so it commutes with
    tiling), with batch-free inputs that cannot broadcast over the batch axis."""
    op = node.op_type
    if op not in _ROW_WISE:
        return False
    if op == "Conv" and ins[0] not in half:
        return False
    if op == "Transpose" and (_attr(node, "perm") or [0])[0] != 0:
        return False
    if op in ("LayerNormalization", "Softmax"):
        axis = _attr(node, "axis", -1)
        rank = ranks.get(ins[0])
        if axis == 0 or rank is None or axis == -rank:
            return False
    out_rank = max((ranks.get(name, -1) for name in ins if name in half), default=-1)
    if out_rank < 1:
        return False
    # A batch-free input of the same or higher rank could carry its own leading axis.
    return all(name in half or ranks.get(name, 99) < out_rank for name in ins) or op == "Conv"


def _ranks(model: onnx.ModelProto) -> dict[str, int]:
    inferred = onnx.shape_inference.infer_shapes(model)
    ranks = {}
    graph = inferred.graph
    for info in [*graph.value_info, *graph.input, *graph.output]:
        t = info.type.tensor_type
        if t.HasField("shape"):
            ranks[info.name] = len(t.shape.dim)
    for tensor in graph.initializer:
        ranks[tensor.name] = len(tensor.dims)
    return ranks


# All-ones masks ----------------------------------------------------------------------


def drop_unit_masks(model: onnx.ModelProto) -> int:
    """Remove every Mul by a mask input (or by a tiled, expanded, reshaped... copy of one),
    valid only while every mask is all ones; returns how many were removed."""
    ed = _Editor(model)
    ranks = _ranks(model)
    inputs = {i.name for i in model.graph.input}
    ones = {name for name in MASK_INPUTS if name in inputs}
    removed = 0
    for node in list(model.graph.node):
        if node.op_type in _ONES_PRESERVING and node.input and node.input[0] in ones:
            ones.add(node.output[0])
        elif node.op_type == "Concat" and node.input and all(n in ones for n in node.input):
            ones.add(node.output[0])
        elif node.op_type == "Mul" and len(node.input) == 2:
            a, b = node.input
            keep = b if a in ones else a if b in ones else None
            if keep is None or keep in ones:
                continue
            mask = a if keep == b else b
            if ranks.get(keep, -1) < ranks.get(mask, 99):
                continue  # the mask would broadcast the other input to a bigger shape
            out = node.output[0]
            if out in ed.outputs:
                ed.replace_node(node, [helper.make_node("Identity", [keep], [out], name=out)])
            else:
                ed.rename_uses(out, keep)
                ed.remove_node(node)
            removed += 1
    ed.prune()
    return removed


def _has_subgraphs(model: onnx.ModelProto) -> bool:
    kinds = (onnx.AttributeProto.GRAPH, onnx.AttributeProto.GRAPHS)
    return any(a.type in kinds for n in model.graph.node for a in n.attribute)


def has_masks(model: onnx.ModelProto) -> bool:
    return any(i.name in MASK_INPUTS for i in model.graph.input)


def rewrite(model: onnx.ModelProto, *, unit_masks: bool = False) -> tuple[onnx.ModelProto, Report]:
    """A rewritten copy of ``model`` (the input is left alone) and what changed."""
    out = onnx.ModelProto()
    out.CopyFrom(model)
    report = Report()
    if _has_subgraphs(out):
        # Values read inside an If/Loop/Scan body are invisible to these passes' use
        # counts, so pruning or renaming could break the body: leave such a graph alone.
        report.notes.append("left as it is: it has control-flow subgraphs")
        return out, report
    report.guidance_nodes_hoisted = hoist_guidance_prefix(out)
    report.pointwise_convs = pointwise_conv_to_matmul(out)
    if unit_masks:
        report.mask_multiplies_removed = drop_unit_masks(out)
    report.transposes_cancelled = cancel_transposes(out)
    onnx.checker.check_model(out)
    return out, report

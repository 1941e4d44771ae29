"""Pointwise Conv as MatMul, then cancelling the transposes that undo each other.

ONNX Runtime's CPU Conv splits its work across threads only by batch and group, so a
kernel-size-1 Conv on a batch of 1 or 2 runs on one thread; the same layer as MatMul + bias
uses the threaded GEMM. Each such Conv becomes Transpose(0,2,1) -> MatMul -> Add ->
Transpose(0,2,1); :func:`cancel_transposes` then sinks transposes through elementwise
regions and cancels the pairs that meet, so the ConvNeXt blocks run channels-last between
their LayerNorm and their residual. The MatMul may sum in another order than the Conv
kernel did: the one rewrite here that is not bit-identical (tests/test_engine_rewrites.py
measures it).

Plain Python (onnx + numpy); no Django import.
"""

import numpy as np
import onnx
from onnx import helper

from .editor import ELEMENTWISE, Editor, attribute, node_key


def pointwise_conv_to_matmul(model: onnx.ModelProto) -> int:
    """Replace every 1-D Conv with a kernel of size 1 (no groups, pads, strides or
    dilations; weight an initializer) by Transpose -> MatMul -> Add -> Transpose."""
    ed = Editor(model)
    count = 0
    for node in list(model.graph.node):
        if node.op_type != "Conv" or len(node.input) < 2:
            continue
        weight = ed.array(node.input[1])
        if weight is None or weight.ndim != 3 or weight.shape[2] != 1:
            continue
        if (
            attribute(node, "group", 1) != 1
            or any(attribute(node, "pads", [0]))
            or any(v != 1 for v in attribute(node, "strides", [1]))
            or any(v != 1 for v in attribute(node, "dilations", [1]))
            or attribute(node, "auto_pad", b"NOTSET") not in (b"NOTSET", "NOTSET")
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
    ed = Editor(model)
    before = sum(n.op_type == "Transpose" for n in model.graph.node)
    while _cancel_one(ed) or _sink_one(ed):
        pass
    ed.prune()
    return before - sum(n.op_type == "Transpose" for n in model.graph.node)


def _perm(node: onnx.NodeProto) -> list[int] | None:
    return list(attribute(node, "perm", [])) or None


def _cancel_one(ed: Editor) -> bool:
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


def _sink_one(ed: Editor) -> bool:
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
                if node_key(reader) not in ids and admissible(reader):
                    region.append(reader)
                    ids.add(node_key(reader))
                    values.add(reader.output[0])
                    changed = True
    if not region or any(node_key(r) not in ids for r in consumers.get(start, [])):
        return None

    def read_outside(name: str) -> bool:
        return name in ed.outputs or any(node_key(r) not in ids for r in consumers.get(name, []))

    exits = [n.output[0] for n in region if read_outside(n.output[0])]
    if len(exits) != 1 or exits[0] in ed.outputs:
        return None
    return region


def _sink_through(ed, transpose, perm, region, consumers) -> None:
    inverse = list(np.argsort(perm))
    source, start = transpose.input[0], transpose.output[0]
    ids = {node_key(n) for n in region}
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
        n for n in region if any(node_key(r) not in ids for r in consumers.get(n.output[0], []))
    )
    exit_name = producer.output[0]
    inner = ed.fresh(f"{exit_name}.channels_last")
    producer.output[0] = inner
    for node in region:
        for i, name in enumerate(node.input):
            if name == exit_name:
                node.input[i] = inner
    after = helper.make_node("Transpose", [inner], [exit_name], name=ed.fresh("sunk"), perm=perm)
    nodes = [n for n in ed.graph.node if node_key(n) != node_key(transpose)]
    nodes.insert(next(i for i, n in enumerate(nodes) if node_key(n) == inner) + 1, after)
    ed.set_nodes(nodes)

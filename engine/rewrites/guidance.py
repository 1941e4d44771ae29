"""Guidance prefix once: the part of a guided vector estimator that both halves share.

A vector estimator that tiles its latent x2 on the batch axis for classifier-free guidance
computes the same thing in both halves until the first input that differs between them (the
text attention). The Tile is moved forward past every node that only sees tiled or
batch-free inputs, so that prefix runs on one half. Tiling commutes with row-wise kernels,
so the result is bit-identical.

Plain Python (onnx + numpy); no Django import.
"""

import numpy as np
import onnx
from onnx import helper

from .editor import ELEMENTWISE, Editor, attribute, ranks_of

_ROW_WISE = ELEMENTWISE | {"Conv", "LayerNormalization", "Transpose", "MatMul", "Softmax"}


def hoist_guidance_prefix(model: onnx.ModelProto) -> int:
    """Move each batch-doubling Tile (repeats [2, 1, ...]) past the nodes that see only
    tiled and batch-free inputs; returns how many nodes now run on one half."""
    ed = Editor(model)
    ranks = ranks_of(model)
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
        elif node.op_type == "Shape" and (attribute(node, "start", 0) or 0) >= 1:
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
    ed.set_nodes(nodes)
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
    if op == "Transpose" and (attribute(node, "perm") or [0])[0] != 0:
        return False
    if op in ("LayerNormalization", "Softmax"):
        axis = attribute(node, "axis", -1)
        rank = ranks.get(ins[0])
        if axis == 0 or rank is None or axis == -rank:
            return False
    out_rank = max((ranks.get(name, -1) for name in ins if name in half), default=-1)
    if out_rank < 1:
        return False
    # A batch-free input of the same or higher rank could carry its own leading axis.
    return all(name in half or ranks.get(name, 99) < out_rank for name in ins) or op == "Conv"

"""All-ones masks: the variant of a graph without its mask multiplications.

``text_mask`` and ``latent_mask`` multiply activations throughout; for one unpadded request
they are all ones, and multiplying by 1.0 is exact. :func:`drop_unit_masks` removes those
multiplications; :class:`engine.graphs.MaskedGraph` runs the result only when every
mask fed to it is all ones, and the full graph otherwise.

Plain Python (onnx); no Django import.
"""

import onnx
from onnx import helper

from .editor import Editor, ranks_of

MASK_INPUTS = ("text_mask", "latent_mask")

# Ops through which an all-ones tensor stays all ones (its data input is input 0).
_ONES_PRESERVING = frozenset("Tile Expand Unsqueeze Squeeze Reshape Transpose Identity".split())


def drop_unit_masks(model: onnx.ModelProto) -> int:
    """Remove every Mul by a mask input (or by a tiled, expanded, reshaped... copy of one),
    valid only while every mask is all ones; returns how many were removed."""
    ed = Editor(model)
    ranks = ranks_of(model)
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


def has_masks(model: onnx.ModelProto) -> bool:
    """True if the graph reads a mask input, so an all-ones variant of it is worth making."""
    return any(i.name in MASK_INPUTS for i in model.graph.input)

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
  multiplications removed; :class:`engine.graphs.MaskedGraph` runs it only when every
  mask fed to it is all ones, and the full graph otherwise.

Multiplying by 1.0 is exact and tiling commutes with row-wise kernels, so the last two are
bit-identical; the MatMul may sum in another order than the Conv kernel did (the tests
measure the difference: see tests/test_engine_rewrites.py).

One module per rewrite (``pointwise.py``, ``guidance.py``, ``masks.py``), each working
through the graph editor of ``editor.py``; this module runs them in order (:func:`rewrite`).

Plain Python (onnx + numpy); no Django import.
"""

from dataclasses import dataclass, field

import onnx

from .guidance import hoist_guidance_prefix
from .masks import MASK_INPUTS, drop_unit_masks, has_masks
from .pointwise import cancel_transposes, pointwise_conv_to_matmul

__all__ = [
    "MASK_INPUTS",
    "Report",
    "cancel_transposes",
    "drop_unit_masks",
    "has_masks",
    "hoist_guidance_prefix",
    "pointwise_conv_to_matmul",
    "rewrite",
]


@dataclass
class Report:
    """How many places each rewrite changed in one graph."""

    pointwise_convs: int = 0
    transposes_cancelled: int = 0
    guidance_nodes_hoisted: int = 0
    mask_multiplies_removed: int = 0
    notes: list[str] = field(default_factory=list)


def _has_subgraphs(model: onnx.ModelProto) -> bool:
    kinds = (onnx.AttributeProto.GRAPH, onnx.AttributeProto.GRAPHS)
    return any(a.type in kinds for n in model.graph.node for a in n.attribute)


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

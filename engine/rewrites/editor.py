"""The graph editor every rewrite works through, and the lookups they share.

An :class:`Editor` wraps one ONNX graph: fresh names, who reads a value, initializers as
arrays, replacing and removing nodes, pruning what nobody reads. The rewrites in this
package change a graph only through it.

Plain Python (onnx + numpy); no Django import.
"""

from collections import defaultdict

import numpy as np
import onnx
from onnx import helper, numpy_helper

ELEMENTWISE = frozenset(
    "Add Sub Mul Div Pow Erf Tanh Sigmoid Relu Neg Sqrt Exp Log Sin Cos Max Min Where "
    "Identity Cast".split()
)


class Editor:
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
        i = next(i for i, n in enumerate(nodes) if node_key(n) == node_key(old))
        nodes[i : i + 1] = new
        self.set_nodes(nodes)

    def remove_node(self, old: onnx.NodeProto) -> None:
        self.set_nodes([n for n in self.graph.node if node_key(n) != node_key(old)])

    def set_nodes(self, nodes: list[onnx.NodeProto]) -> None:
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
            self.set_nodes(keep)
        used = {name for n in self.graph.node for name in n.input}
        unused = [t for t in self.graph.initializer if t.name not in used]
        for tensor in unused:
            self.graph.initializer.remove(tensor)
            del self.inits[tensor.name]


def node_key(node: onnx.NodeProto) -> str:
    """A node's identity: its first output's name (unique in a graph). Protobuf hands out
    a new Python wrapper per access, so ``is`` and ``id()`` cannot tell nodes apart."""
    return node.output[0]


def attribute(node: onnx.NodeProto, name: str, default=None):
    """The value of ``node``'s attribute ``name``, or ``default`` when it has none."""
    for a in node.attribute:
        if a.name == name:
            return helper.get_attribute_value(a)
    return default


def ranks_of(model: onnx.ModelProto) -> dict[str, int]:
    """The rank of every value whose shape inference or initializer says it."""
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

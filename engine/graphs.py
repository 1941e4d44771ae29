"""Loading the model's four ONNX graphs into sessions and checking them against the contract."""

import logging
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace

import numpy as np
import onnxruntime as ort

from . import contract
from .errors import ModelError
from .folder import ModelFolder
from .rewrites import MASK_INPUTS
from .rewritten import RewritesUnavailable, full_graph, rewritten_copy
from .session import SessionConfig
from .shared_weights import SharedWeightsUnavailable, open_shared

log = logging.getLogger(__name__)


def open_sessions(folder: ModelFolder, config: SessionConfig) -> dict[str, ort.InferenceSession]:
    """Load the four graphs with ``config`` and check their inputs and outputs against the
    contract; raises ModelError naming the file and the problem.

    With ``config.rewrites_dir`` the graphs are the rewritten copy in that cache folder
    (written on first use; see :mod:`engine.rewritten`), and a graph with masks is a
    :class:`MaskedGraph`. With ``config.shared_weights_dir`` they are loaded from the
    memory-mappable copy in that cache folder (written on first use): the prepacked one if
    ``config.shared_prepacked``, else, or if that cannot be made, the portable one. If no
    copy can be made, the installed graphs are used with a warning, as if that setting were
    off.
    """
    source, rewritten = folder, False
    if config.rewrites_dir is not None:
        try:
            source = SimpleNamespace(path=rewritten_copy(folder, config.rewrites_dir))
            rewritten = True
        except RewritesUnavailable as exc:
            log.warning("running the graphs as installed: %s", exc)
    sessions = None
    if config.shared_weights_dir is not None:
        sessions = _open_shared(source, config)
    if sessions is None:
        sessions = _load(source.path, replace(config, shared_weights_dir=None))
    if rewritten:
        private = replace(config, shared_weights_dir=None)
        for name, rel in contract.GRAPH_FILES.items():
            full = source.path / full_graph(rel)
            if full.is_file():
                sessions[name] = MaskedGraph(sessions[name], full, private)
    return sessions


def _open_shared(source, config: SessionConfig) -> dict | None:
    """The sessions on the shared copy (prepacked, else portable), or None if there is none."""
    layouts = (True, False) if config.shared_prepacked else (False,)
    for prepacked in layouts:
        layout = replace(config, shared_prepacked=prepacked)
        try:
            return open_shared(
                source,
                config.shared_weights_dir,
                lambda root, layout=layout: _load(root, layout),
                prepacked=layout if prepacked else None,
            )
        except SharedWeightsUnavailable as exc:
            if prepacked:
                log.warning("sharing the weights without prepacking: %s", exc)
            else:
                log.warning("loading a private copy of the weights: %s", exc)
    return None


class MaskedGraph:
    """A graph with mask inputs, rewritten twice: :meth:`run` uses the variant without the
    mask multiplications when every mask fed to it is all ones (one unpadded request), the
    full graph otherwise. The full graph is loaded on first need, so a worker that never
    pads a batch never pays its memory."""

    def __init__(self, unit: ort.InferenceSession, full_path: Path, config: SessionConfig):
        self.unit = unit
        self.full_path = full_path
        self.config = config
        self._full: ort.InferenceSession | None = None

    def get_inputs(self):
        return self.unit.get_inputs()

    def get_outputs(self):
        return self.unit.get_outputs()

    def full(self) -> ort.InferenceSession:
        if self._full is None:
            self._full = _session(self.full_path, self.config)
        return self._full

    def run(self, output_names, feeds: dict, run_options=None):
        masks = [feeds[name] for name in MASK_INPUTS if name in feeds]
        session = self.unit if all(np.all(m == 1) for m in masks) else self.full()
        return session.run(output_names, feeds, run_options)


def _load(root: Path, config: SessionConfig) -> dict[str, ort.InferenceSession]:
    sessions = {}
    for name, rel in contract.GRAPH_FILES.items():
        path = root / rel
        session = _session(path, config)
        _check_graph(name, path, session)
        sessions[name] = session
    return sessions


def _session(path: Path, config: SessionConfig) -> ort.InferenceSession:
    try:
        return ort.InferenceSession(
            str(path), sess_options=config.options(), providers=["CPUExecutionProvider"]
        )
    except Exception as exc:  # onnxruntime raises its own exception types
        raise ModelError(f"{path}: cannot be loaded by onnxruntime ({exc})") from None


def _check_graph(name: str, path: Path, session: ort.InferenceSession) -> None:
    found = {i.name: (i.type, len(i.shape)) for i in session.get_inputs()}
    for input_name, (dtype, rank) in contract.GRAPH_INPUTS[name].items():
        if input_name not in found:
            raise ModelError(f"{path}: input {input_name!r} is missing (has {sorted(found)})")
        if found[input_name] != (dtype, rank):
            raise ModelError(
                f"{path}: input {input_name!r} must be {dtype} of rank {rank}, "
                f"got {found[input_name][0]} of rank {found[input_name][1]}"
            )
    extra = set(found) - set(contract.GRAPH_INPUTS[name])
    if extra:
        raise ModelError(f"{path}: unexpected inputs {sorted(extra)}")
    outputs = session.get_outputs()
    rank = contract.GRAPH_OUTPUT_RANKS[name]
    if not outputs or outputs[0].type != "tensor(float)" or len(outputs[0].shape) != rank:
        raise ModelError(f"{path}: output 0 must be a float tensor of rank {rank}")

"""Loading the model's four ONNX graphs into sessions and checking them against the contract."""

import logging
from dataclasses import replace
from pathlib import Path

import onnxruntime as ort

from . import contract
from .errors import ModelError
from .folder import ModelFolder
from .session import SessionConfig
from .shared_weights import SharedWeightsUnavailable, open_shared

log = logging.getLogger(__name__)


def open_sessions(folder: ModelFolder, config: SessionConfig) -> dict[str, ort.InferenceSession]:
    """Load the four graphs with ``config`` and check their inputs and outputs against the
    contract; raises ModelError naming the file and the problem.

    With ``config.shared_weights_dir`` they are loaded from the memory-mappable copy in that
    cache folder (written on first use); if that copy cannot be made, from the installed
    folder with a warning, as if sharing were off.
    """
    if config.shared_weights_dir is not None:
        try:
            return open_shared(folder, config.shared_weights_dir, lambda root: _load(root, config))
        except SharedWeightsUnavailable as exc:
            log.warning("loading a private copy of the weights: %s", exc)
            config = replace(config, shared_weights_dir=None)
    return _load(folder.path, config)


def _load(root: Path, config: SessionConfig) -> dict[str, ort.InferenceSession]:
    options = config.options()
    sessions = {}
    for name, rel in contract.GRAPH_FILES.items():
        path = root / rel
        try:
            session = ort.InferenceSession(
                str(path), sess_options=options, providers=["CPUExecutionProvider"]
            )
        except Exception as exc:  # onnxruntime raises its own exception types
            raise ModelError(f"{path}: cannot be loaded by onnxruntime ({exc})") from None
        _check_graph(name, path, session)
        sessions[name] = session
    return sessions


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

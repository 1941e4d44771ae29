"""The rewritten graphs (engine.rewrites), made once per model version and kept on disk.

Rewriting the 99M-parameter graphs takes seconds, so it is done once: into
``<cache>/rewritten/<model fingerprint>-<format>/onnx/``, written to a temporary folder and
renamed into place under an exclusive file lock (as the shared-weights copy is; concurrent
workers wait for the first one's copy). A graph that reads masks gets two files: the
contract's name holds the variant without the all-ones mask multiplications (what a single
unpadded request runs), ``<graph>.full.onnx`` the rewritten graph with its masks, for any
call whose masks are not all ones. The copy is itself a folder of graphs, so the shared-weights
conversion applies to it unchanged.

Plain Python (onnx); no Django import.
"""

import json
import logging
import os
import shutil
import tempfile
from pathlib import Path

from . import contract
from .folder import ModelFolder, fingerprint
from .shared_weights import locked

log = logging.getLogger(__name__)

CACHE_FOLDER = "rewritten"
FORMAT = 1  # bump whenever engine.rewrites changes what it writes
MANIFEST = "manifest.json"


class RewritesUnavailable(Exception):
    """No rewritten copy could be made (cache not writable, a graph the rewrites reject):
    the caller loads the installed graphs instead."""


def full_graph(rel: str) -> str:
    """Where the masked (full) variant of the graph at ``rel`` is kept."""
    return rel.removesuffix(".onnx") + ".full.onnx"


def rewritten_copy(folder: ModelFolder, cache_dir: str | Path) -> Path:
    """The folder holding ``folder``'s rewritten graphs (``contract.GRAPH_FILES`` and the
    ``.full`` variants), writing it first if there is no complete copy."""
    fp = fingerprint(folder.path, cache_dir)
    base = Path(cache_dir) / CACHE_FOLDER
    target = base / f"{fp[:32]}-{FORMAT}"
    try:
        base.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise RewritesUnavailable(f"cannot create {base}: {exc}") from None
    if _is_complete(target, fp):
        return target
    with locked(base / f"{target.name}.lock", exclusive=True):
        if not _is_complete(target, fp):
            _write(folder, target, fp)
    return target


def _is_complete(target: Path, fp: str) -> bool:
    try:
        manifest = json.loads((target / MANIFEST).read_text())
        if manifest["format"] != FORMAT or manifest["fingerprint"] != fp:
            return False
        for rel, size in manifest["files"].items():
            if (target / rel).stat().st_size != size:
                return False
        return set(contract.GRAPH_FILES.values()) <= set(manifest["files"])
    except (OSError, ValueError, KeyError, TypeError):
        return False


def _write(folder: ModelFolder, target: Path, fp: str) -> None:
    import onnx

    from .rewrites import has_masks, rewrite

    base = target.parent
    tmp = Path(tempfile.mkdtemp(prefix=f".{target.name}.tmp-", dir=base))
    try:
        files, reports = {}, {}
        for rel in contract.GRAPH_FILES.values():
            model = onnx.load(folder.path / rel)
            outputs = {rel: dict(unit_masks=True)} if has_masks(model) else {rel: {}}
            if has_masks(model):
                outputs[full_graph(rel)] = {}
            for out_rel, options in outputs.items():
                rewritten, report = rewrite(model, **options)
                (tmp / out_rel).parent.mkdir(parents=True, exist_ok=True)
                onnx.save_model(rewritten, tmp / out_rel)
                files[out_rel] = (tmp / out_rel).stat().st_size
                reports[out_rel] = vars(report)
            del model
        manifest = {"format": FORMAT, "fingerprint": fp, "files": files, "rewrites": reports}
        (tmp / MANIFEST).write_text(json.dumps(manifest, indent=1))
        if target.exists():
            shutil.rmtree(target, ignore_errors=True)
        os.replace(tmp, target)
    except OSError as exc:
        raise RewritesUnavailable(f"cannot write {target}: {exc}") from None
    except Exception as exc:  # onnx raises protobuf's and its own error types
        raise RewritesUnavailable(f"cannot rewrite {folder.path}: {exc}") from None
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    log.debug("rewrote the graphs of %s into %s", folder.path, target)

"""One copy of the weights for every worker process on a host.

ONNX Runtime memory-maps initializers stored as ONNX external data (a separate file beside
the graph) instead of copying them into the process, as long as no kernel prepacks them.
So the four graphs are re-saved once in that format, in a cache folder keyed by the model
fingerprint, and every process loads them from there: the kernel keeps one copy of the
file's pages in its page cache and maps it into all of them (read-only, clean, so it can
also be dropped and re-read under memory pressure instead of swapped).

Two layouts. The portable one is written with onnx and loaded with ONNX Runtime's
prepacking off (a prepacking kernel copies each weight matrix into private memory), which
costs speed. The prepacked one (the default) is ONNX Runtime's own optimized graph, saved
with ``session.save_external_prepacked_constant_initializers``: the external data file then
also holds each matrix in the layout its kernel packs it into, and a session loading it
with prepacking on maps those instead of packing again. That file is only valid for the
ONNX Runtime build, the session options that shape the graph and the CPU (its instruction
sets choose the kernels) it was made with, and ONNX Runtime does not check: so the copy's
folder name and manifest carry a key of all three (:func:`runtime_key`), and another key
means another copy, never the old one.

The installed model folder is only read: it may be read-only, and its fingerprint must not
change. A copy is written to a temporary folder and renamed into place; a file lock makes
concurrent workers wait for the first one's copy instead of writing their own. A manifest
written last records each file's size and modification time, so a partial or damaged copy
is noticed and written again.

Plain Python (onnx and onnxruntime, imported only to convert); no Django import.
"""

import hashlib
import json
import logging
import os
import platform
import shutil
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TypeVar

from . import contract
from .errors import ModelError
from .folder import ModelFolder, fingerprint
from .session import SessionConfig

try:
    import fcntl
except ImportError:  # Windows: no flock; the atomic rename alone keeps copies whole
    fcntl = None

log = logging.getLogger(__name__)
T = TypeVar("T")

CACHE_FOLDER = "shared-weights"
MANIFEST = "manifest.json"
FORMAT = 1  # bump when the layout of a copy changes, so old copies are not reused
# Tensors smaller than this (shapes, scalars, biases of a few values) stay in the graph file.
EXTERNAL_MIN_BYTES = 1024
# As ONNX Runtime's own writer: tensors of 1 MB or more start on a 64 KiB boundary (the
# mmap granularity on Windows, a multiple of the page size elsewhere); smaller ones on 64
# bytes, a cache line, which costs little padding.
ALIGN_LARGE, ALIGN_LARGE_FROM, ALIGN_SMALL = 64 * 1024, 1 << 20, 64


class SharedWeightsUnavailable(Exception):
    """No usable shared copy (cache folder not writable, disk full, model changed while
    converting...): the caller loads a private copy instead."""


def open_shared(
    folder: ModelFolder,
    cache_dir: str | Path,
    load: Callable[[Path], T],
    prepacked: SessionConfig | None = None,
) -> T:
    """``load(root)`` on the converted copy of ``folder``'s graphs (``root`` holds
    ``contract.GRAPH_FILES``), converting it first if there is no complete copy.

    ``prepacked`` set: the copy is ONNX Runtime's optimized graphs with prepacked weights,
    made with those session options on this runtime and CPU (load it with the same options,
    prepacking on); None: the portable copy (load it with prepacking off).

    ``load`` runs under a shared lock, so no other process replaces the copy while ONNX
    Runtime opens it; once open, the mappings outlive any later replacement. A copy that
    looks complete but that ``load`` rejects (ModelError) is written again, once.
    """
    fp = fingerprint(folder.path, cache_dir)
    base = Path(cache_dir) / CACHE_FOLDER
    runtime = runtime_key(prepacked) if prepacked is not None else None
    target = base / copy_name(fp, runtime)
    lock = base / f"{target.name}.lock"
    try:
        base.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise SharedWeightsUnavailable(f"cannot create {base}: {exc}") from None
    rejected = None
    for attempt in (1, 2):
        with locked(lock, exclusive=False):
            if is_complete(target, fp, runtime):
                try:
                    return load(target)
                except ModelError as exc:
                    if attempt == 2:
                        raise SharedWeightsUnavailable(str(exc)) from None
                    rejected = exc
        with locked(lock, exclusive=True):
            if rejected is not None or not is_complete(target, fp, runtime):
                if rejected is not None:
                    log.warning("rewriting the shared weights in %s: %s", target, rejected)
                convert(folder, target, fp, cache_dir, prepacked)
    raise SharedWeightsUnavailable(f"{target}: removed while loading; try again")


def _umask() -> int:
    mask = os.umask(0o077)
    os.umask(mask)
    return mask


def copy_name(fp: str, runtime: dict | None) -> str:
    """The folder name of the copy of model ``fp``: the portable copy's, or the prepacked
    copy's for the :func:`runtime_key` ``runtime``."""
    if runtime is None:
        return f"{fp[:32]}-{FORMAT}"
    key = hashlib.sha256(json.dumps(runtime, sort_keys=True).encode()).hexdigest()
    return f"{fp[:32]}-{FORMAT}-prepacked-{key[:16]}"


def runtime_key(config: SessionConfig) -> dict:
    """What a prepacked copy is only valid for: the ONNX Runtime build, the session options
    that decide the optimized graph and its packing, and the CPU's identity and flags."""
    import onnxruntime as ort

    return {
        "onnxruntime": ort.__version__,
        "build": ort.get_build_info(),
        "optimization": config.optimization or "default",
        "config_entries": dict(sorted(config.config_entries.items())),
        "cpu": cpu_id(),
    }


# /proc/cpuinfo fields that name the CPU and the instruction sets its kernels may use (x86:
# vendor_id ... flags; Arm: CPU implementer ... Features); frequencies and ids left out.
CPU_FIELDS = ("vendor_id", "cpu family", "model", "model name", "flags", "Features")
CPU_FIELDS += ("CPU implementer", "CPU architecture", "CPU variant", "CPU part", "isa")


def cpu_id() -> str:
    """A stable description of this host's CPU: the distinct identifying lines of
    /proc/cpuinfo (every core's: a hybrid chip has two kinds), else what Python knows."""
    try:
        with open("/proc/cpuinfo") as f:
            lines = {
                " ".join(line.split()) for line in f if line.partition(":")[0].strip() in CPU_FIELDS
            }
    except OSError:
        lines = set()
    lines.add(f"machine: {platform.machine()} {platform.processor()}")
    return "\n".join(sorted(lines))


def is_complete(target: Path, fp: str, runtime: dict | None = None) -> bool:
    """True if ``target`` holds a whole copy of the model ``fp`` (made for ``runtime``, a
    :func:`runtime_key`, or portable if None), as its manifest says."""
    try:
        manifest = json.loads((target / MANIFEST).read_text())
        if manifest["format"] != FORMAT or manifest["fingerprint"] != fp:
            return False
        if manifest.get("runtime") != runtime:
            return False
        files = manifest["files"]
        if not set(contract.GRAPH_FILES.values()) <= set(files):
            return False
        for rel, stamp in files.items():
            s = (target / rel).stat()
            if [s.st_size, s.st_mtime_ns] != stamp:
                return False
        return True
    except (OSError, ValueError, KeyError, TypeError):
        return False


def convert(
    folder: ModelFolder,
    target: Path,
    fp: str,
    cache_dir: str | Path,
    prepacked: SessionConfig | None = None,
) -> None:
    """Write the external-data copy of ``folder``'s graphs to ``target`` (replacing what is
    there), by way of a temporary folder beside it: prepacked by ONNX Runtime with the
    session options ``prepacked``, or portable if None. Call with the exclusive lock held."""
    base = target.parent
    runtime = runtime_key(prepacked) if prepacked is not None else None
    for leftover in base.glob(f".{target.name}.*"):  # a crashed writer's temporary folder
        shutil.rmtree(leftover, ignore_errors=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{target.name}.tmp-", dir=base))
    # mkdtemp makes it 0700; the process's umask decides who else may load it (the
    # service's settings make it private to the service's user).
    tmp.chmod(0o777 & ~_umask())
    try:
        files = {}
        for rel in contract.GRAPH_FILES.values():
            if prepacked is None:
                files.update(_convert_graph(folder.path / rel, tmp, rel))
            else:
                files.update(_prepack_graph(folder.path / rel, tmp, rel, prepacked))
        if fingerprint(folder.path, cache_dir) != fp:
            raise SharedWeightsUnavailable(f"{folder.path}: the model changed while converting")
        manifest = {"format": FORMAT, "fingerprint": fp, "source": str(folder.path.resolve())}
        if runtime is not None:
            manifest["runtime"] = runtime
        (tmp / MANIFEST).write_text(json.dumps({**manifest, "files": files}, indent=1))
        if target.exists():  # damaged: move it aside (processes that mapped it keep it)
            target.rename(base / f".{target.name}.old-{os.getpid()}")
        tmp.rename(target)
    except SharedWeightsUnavailable:
        raise
    except OSError as exc:
        if is_complete(target, fp, runtime):  # another process got there first (no flock)
            return
        raise SharedWeightsUnavailable(f"cannot write {target}: {exc}") from None
    except Exception as exc:  # onnx raises protobuf's and its own error types
        raise SharedWeightsUnavailable(f"cannot convert {folder.path}: {exc}") from None
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
        for old in base.glob(f".{target.name}.old-*"):
            shutil.rmtree(old, ignore_errors=True)
    log.debug("converted %s to shared weights in %s", folder.path, target)
    _prune(base, keep=target, source=str(folder.path.resolve()))


def _convert_graph(source: Path, root: Path, rel: str) -> dict[str, list[int]]:
    """Re-save one graph with its initializers in ``<graph>.onnx.data``; returns the
    manifest stamps of the two files written."""
    # Imported here: workers that find a finished copy need not pay for onnx.
    import onnx
    from onnx.external_data_helper import set_external_data

    model = onnx.load(source)  # also reads any external data the installed graph has
    data_rel = f"{rel}.data"
    location = Path(data_rel).name  # external data paths are relative to the graph file
    (root / rel).parent.mkdir(parents=True, exist_ok=True)
    with open(root / data_rel, "wb") as data:
        # Top-level initializers only; torch exports store weights there, as raw_data.
        for tensor in model.graph.initializer:
            if not tensor.HasField("raw_data") or len(tensor.raw_data) < EXTERNAL_MIN_BYTES:
                continue
            raw = tensor.raw_data
            align = ALIGN_LARGE if len(raw) >= ALIGN_LARGE_FROM else ALIGN_SMALL
            data.write(b"\0" * (-data.tell() % align))
            offset = data.tell()
            data.write(raw)
            set_external_data(tensor, location, offset, len(raw))
            tensor.ClearField("raw_data")
        data.flush()
        os.fsync(data.fileno())  # whole on disk before the folder is renamed into place
    with open(root / rel, "wb") as graph:
        graph.write(model.SerializeToString())
        graph.flush()
        os.fsync(graph.fileno())
    return {r: [(root / r).stat().st_size, (root / r).stat().st_mtime_ns] for r in (rel, data_rel)}


def _prepack_graph(
    source: Path, root: Path, rel: str, config: SessionConfig
) -> dict[str, list[int]]:
    """Have ONNX Runtime optimize one graph with ``config`` (prepacking on) and save it with
    its initializers and their prepacked forms in ``<graph>.onnx.data``; returns the
    manifest stamps of the files written."""
    import onnxruntime as ort

    data_rel = f"{rel}.data"
    (root / rel).parent.mkdir(parents=True, exist_ok=True)
    opts = config.options()
    opts.optimized_model_filepath = str(root / rel)
    entries = {
        "session.optimized_model_external_initializers_file_name": Path(data_rel).name,
        "session.optimized_model_external_initializers_min_size_in_bytes": str(EXTERNAL_MIN_BYTES),
        "session.save_external_prepacked_constant_initializers": "1",
    }
    for key, value in entries.items():
        opts.add_session_config_entry(key, value)
    # ORT warns that a level-"all" graph is hardware-specific: the copy's key says so.
    opts.log_severity_level = 3
    ort.InferenceSession(str(source), sess_options=opts, providers=["CPUExecutionProvider"])
    stamps = {}
    for r in (rel, data_rel):
        if not (root / r).is_file():
            continue  # no initializer large enough to move out: nothing to map, no data file
        with open(root / r, "rb") as f:
            os.fsync(f.fileno())  # whole on disk before the folder is renamed into place
        stamps[r] = [(root / r).stat().st_size, (root / r).stat().st_mtime_ns]
    return stamps


def _prune(base: Path, keep: Path, source: str) -> None:
    """Remove older copies of the same installed folder that no process is opening."""
    for path in base.iterdir():
        if path == keep or not path.is_dir() or path.name.startswith("."):
            continue
        try:
            if json.loads((path / MANIFEST).read_text()).get("source") != source:
                continue  # another model folder's copy (a CLI run with --model-dir)
        except (OSError, ValueError, AttributeError):
            continue
        with locked(base / f"{path.name}.lock", exclusive=True, wait=False) as got:
            if got:
                shutil.rmtree(path, ignore_errors=True)


@contextmanager
def locked(path: Path, exclusive: bool, wait: bool = True) -> Iterator[bool]:
    """flock ``path``; yields whether the lock was taken (always, when ``wait``)."""
    if fcntl is None:
        yield True
        return
    try:
        f = open(path, "a")  # noqa: SIM115 (closed below)
    except OSError:  # a read-only cache: reading a finished copy needs no lock
        yield True
        return
    with f:
        mode = fcntl.LOCK_EX if exclusive else fcntl.LOCK_SH
        try:
            fcntl.flock(f, mode if wait else mode | fcntl.LOCK_NB)
        except BlockingIOError:
            yield False
            return
        try:
            yield True
        finally:
            fcntl.flock(f, fcntl.LOCK_UN)

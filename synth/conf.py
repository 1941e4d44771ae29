"""The Django side of the engine: settings -> session options, model status for pages."""

from pathlib import Path

from django.conf import settings

from engine import contract


def session_config():
    """The ONNX Runtime options from settings (the article's tuning unless overridden), with
    the weights shared between processes through SYNTH_CACHE_DIR unless SYNTH_SHARED_WEIGHTS
    is off (prepacked for this runtime and CPU unless SYNTH_SHARED_PREPACKED is off)."""
    from engine.session import SessionConfig

    return SessionConfig(
        intra_op_threads=settings.SYNTH_THREADS,
        inter_op_threads=settings.SYNTH_INTER_OP_THREADS,
        sequential=settings.SYNTH_SEQUENTIAL,
        optimization=settings.SYNTH_GRAPH_OPTIMIZATION,
        mem_arena=settings.SYNTH_MEM_ARENA,
        arena_shrinkage=settings.SYNTH_ARENA_SHRINKAGE,
        config_entries={
            "session.dynamic_block_base": str(settings.SYNTH_DYNAMIC_BLOCK_BASE),
            "session.intra_op.allow_spinning": "1" if settings.SYNTH_ALLOW_SPINNING else "0",
        },
        shared_weights_dir=settings.SYNTH_CACHE_DIR if settings.SYNTH_SHARED_WEIGHTS else None,
        shared_prepacked=settings.SYNTH_SHARED_PREPACKED,
        rewrites_dir=settings.SYNTH_CACHE_DIR if settings.SYNTH_GRAPH_REWRITES else None,
    )


def load_engine(model_dir: str | Path | None = None, threads: int | None = None):
    """Build an engine from settings. Only workers and commands call this: it loads
    onnxruntime and the weights."""
    from dataclasses import replace

    from engine.engine import Engine

    config = session_config()
    if threads is not None:
        config = replace(config, intra_op_threads=threads)
    return Engine(
        model_dir or settings.SYNTH_MODEL_DIR, session=config, cache_dir=settings.SYNTH_CACHE_DIR
    )


_folders: dict = {}


def model_folder():
    """The configured model folder's files (indexer, voices, config), read once per process
    and again when they change. No onnxruntime: the web process validates requests with it."""
    from engine.errors import ModelError
    from engine.folder import ModelFolder

    path = Path(settings.SYNTH_MODEL_DIR)
    try:
        stamp = tuple(
            (path / rel).stat().st_mtime_ns for rel in (contract.CONFIG_FILE, contract.INDEXER_FILE)
        )
    except OSError:
        raise ModelError(
            f"{path}: no model installed (run fetch_model or build_standin_model)"
        ) from None
    key = (str(path), stamp)
    if key not in _folders:
        _folders.clear()
        _folders[key] = ModelFolder(path)
    return _folders[key]


def model_status(model_dir: str | Path | None = None) -> str:
    """'real', 'standin' or 'missing', from the files alone (cheap; no onnxruntime)."""
    path = Path(model_dir or settings.SYNTH_MODEL_DIR)
    if not all((path / rel).is_file() for rel in contract.GRAPH_FILES.values()):
        return "missing"
    return "standin" if (path / contract.STANDIN_MARKER).is_file() else "real"

"""The Django side of the engine: settings -> session options, model status for pages."""

from pathlib import Path

from django.conf import settings

from synth.engine import contract


def session_config():
    """The ONNX Runtime options from settings (the article's tuning unless overridden)."""
    from synth.engine.session import SessionConfig

    return SessionConfig(
        intra_op_threads=settings.SYNTH_THREADS,
        inter_op_threads=settings.SYNTH_INTER_OP_THREADS,
        sequential=settings.SYNTH_SEQUENTIAL,
        optimization=settings.SYNTH_GRAPH_OPTIMIZATION,
        mem_arena=settings.SYNTH_MEM_ARENA,
        config_entries={
            "session.dynamic_block_base": str(settings.SYNTH_DYNAMIC_BLOCK_BASE),
            "session.intra_op.allow_spinning": "1" if settings.SYNTH_ALLOW_SPINNING else "0",
        },
    )


def load_engine(model_dir: str | Path | None = None):
    """Build an engine from settings. Only workers and commands call this: it loads
    onnxruntime and the weights."""
    from synth.engine.engine import Engine

    return Engine(
        model_dir or settings.SYNTH_MODEL_DIR,
        session=session_config(),
        cache_dir=settings.SYNTH_CACHE_DIR,
    )


def model_status(model_dir: str | Path | None = None) -> str:
    """'real', 'standin' or 'missing', from the files alone (cheap; no onnxruntime)."""
    path = Path(model_dir or settings.SYNTH_MODEL_DIR)
    if not all((path / rel).is_file() for rel in contract.GRAPH_FILES.values()):
        return "missing"
    return "standin" if (path / contract.STANDIN_MARKER).is_file() else "real"

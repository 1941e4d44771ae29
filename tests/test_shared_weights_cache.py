"""The shared-weights copy, prepacked and portable: written once per model version, never
touching the installed folder, rebuilt when partial or damaged, written once when workers
start together."""

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from engine import contract, shared_weights
from engine.engine import Engine
from engine.folder import fingerprint
from engine.session import SessionConfig
from tests.cluster import end_tree

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(params=[True, False], ids=["prepacked", "portable"])
def shared(request):
    """Loads an engine on the shared copy in ``cache``; ``shared.name(fp, cache)`` is the
    copy's folder name for model ``fp``."""
    prepacked = request.param

    def config(cache):
        return SessionConfig(
            intra_op_threads=1, shared_weights_dir=cache, shared_prepacked=prepacked
        )

    def load(model_dir, cache):
        return Engine(model_dir, session=config(cache))

    def name(fp, cache):
        runtime = shared_weights.runtime_key(config(cache)) if prepacked else None
        return shared_weights.copy_name(fp, runtime)

    load.name, load.prepacked = name, prepacked
    return load


def copies(cache):
    return sorted(p for p in (cache / shared_weights.CACHE_FOLDER).iterdir() if p.is_dir())


def snapshot(folder):
    return {
        str(p.relative_to(folder)): (p.stat().st_size, p.stat().st_mtime_ns, _sha256(p))
        for p in sorted(folder.rglob("*"))
        if p.is_file()
    }


def _sha256(path):
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_the_model_is_converted_once_and_reused(shared, model_copy, tmp_path, conversions):
    cache = tmp_path / "cache"
    shared(model_copy, cache)
    assert len(conversions) == len(contract.GRAPH_FILES)

    shared(model_copy, cache)

    assert len(conversions) == len(contract.GRAPH_FILES)
    [copy] = copies(cache)
    for rel in contract.GRAPH_FILES.values():
        assert (copy / rel).is_file() and (copy / f"{rel}.data").is_file()


def test_the_weights_live_in_the_external_data_file(shared, model_copy, tmp_path):
    cache = tmp_path / "cache"
    shared(model_copy, cache)
    [copy] = copies(cache)
    for rel in contract.GRAPH_FILES.values():
        graph, data = (copy / rel).stat().st_size, (copy / f"{rel}.data").stat().st_size
        assert data > 10 * graph  # the graph file keeps only its structure and small tensors


def test_the_installed_folder_is_left_untouched(shared, model_copy, tmp_path):
    before = snapshot(model_copy)
    installed = fingerprint(model_copy)

    engine = shared(model_copy, tmp_path / "cache")

    assert snapshot(model_copy) == before  # same files, bytes and times: nothing written
    assert fingerprint(model_copy) == installed
    assert engine.fingerprint == installed


def test_a_read_only_installed_folder_is_converted(shared, model_copy, tmp_path):
    paths = [model_copy, *model_copy.rglob("*")]
    for path in paths:
        path.chmod(0o555 if path.is_dir() else 0o444)
    try:
        engine = shared(model_copy, tmp_path / "cache")
        assert engine.synthesize("Hi.", steps=1, seed=1).duration > 0
    finally:
        for path in paths:
            path.chmod(0o755 if path.is_dir() else 0o644)
    assert len(copies(tmp_path / "cache")) == 1


def test_a_partial_copy_is_noticed_and_rebuilt(shared, model_copy, tmp_path, conversions):
    cache = tmp_path / "cache"
    shared(model_copy, cache)
    [copy] = copies(cache)
    (copy / shared_weights.MANIFEST).unlink()  # as if the writer died before the end

    engine = shared(model_copy, cache)

    assert len(conversions) == 2 * len(contract.GRAPH_FILES)
    assert engine.synthesize("Hi.", steps=1, seed=1).duration > 0


def test_a_truncated_weights_file_is_noticed_and_rebuilt(shared, model_copy, tmp_path, conversions):
    cache = tmp_path / "cache"
    shared(model_copy, cache)
    [copy] = copies(cache)
    data = copy / "onnx/vocoder.onnx.data"
    data.write_bytes(data.read_bytes()[:1000])

    engine = shared(model_copy, cache)

    assert len(conversions) == 2 * len(contract.GRAPH_FILES)
    assert engine.synthesize("Hi.", steps=1, seed=1).duration > 0


def test_a_damaged_copy_that_looks_complete_is_rebuilt(shared, model_copy, tmp_path, conversions):
    cache = tmp_path / "cache"
    shared(model_copy, cache)
    [copy] = copies(cache)
    graph = copy / "onnx/text_encoder.onnx"
    stat = graph.stat()
    graph.write_bytes(b"\xff" * stat.st_size)  # same size ...
    os.utime(graph, ns=(stat.st_atime_ns, stat.st_mtime_ns))  # ... and time: only ORT notices

    engine = shared(model_copy, cache)

    assert len(conversions) == 2 * len(contract.GRAPH_FILES)
    assert engine.synthesize("Hi.", steps=1, seed=1).duration > 0


def test_a_crashed_writers_leftovers_are_removed(shared, model_copy, tmp_path):
    cache = tmp_path / "cache"
    fp = fingerprint(model_copy)
    leftover = cache / shared_weights.CACHE_FOLDER / f".{shared.name(fp, cache)}.tmp-x"
    (leftover / "onnx").mkdir(parents=True)
    (leftover / "onnx/vocoder.onnx.data").write_bytes(b"half")

    shared(model_copy, cache)

    assert not leftover.exists()
    assert len(copies(cache)) == 1


def test_a_new_model_version_replaces_the_older_copy(shared, model_copy, tmp_path):
    cache = tmp_path / "cache"
    shared(model_copy, cache)
    [old] = copies(cache)
    config = model_copy / contract.CONFIG_FILE
    config.write_text(config.read_text() + "\n")  # a new fingerprint

    shared(model_copy, cache)

    [new] = copies(cache)
    assert new != old and not old.exists()


def test_another_model_folders_copy_is_kept(shared, model_copy, model_dir, tmp_path):
    cache = tmp_path / "cache"
    config = model_copy / contract.CONFIG_FILE
    config.write_text(config.read_text() + "\n")  # differs from model_dir

    shared(model_dir, cache)
    shared(model_copy, cache)

    assert len(copies(cache)) == 2


WORKER = """
import json, sys
from engine import shared_weights
from engine.engine import Engine
from engine.session import SessionConfig

calls = []
for writer in ("_convert_graph", "_prepack_graph"):
    write = getattr(shared_weights, writer)
    setattr(shared_weights, writer, lambda *args, write=write: calls.append(1) or write(*args))
sys.stdin.readline()  # start together
config = SessionConfig(
    intra_op_threads=1, shared_weights_dir=sys.argv[2], shared_prepacked=sys.argv[3] == "1"
)
engine = Engine(sys.argv[1], session=config)
print(json.dumps({"graphs_converted": len(calls), "duration": engine.synthesize(
    "Hi.", steps=1, seed=1).duration}))
"""


def test_workers_starting_together_convert_once(shared, model_copy, tmp_path):
    cache = tmp_path / "cache"
    layout = "1" if shared.prepacked else "0"
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", WORKER, str(model_copy), str(cache), layout],
            cwd=ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        for _ in range(4)
    ]
    try:
        for proc in procs:
            proc.stdin.write("go\n")
            proc.stdin.flush()
        results = [json.loads(proc.communicate(timeout=120)[0]) for proc in procs]
    finally:
        for proc in procs:
            end_tree(proc)

    assert sum(r["graphs_converted"] for r in results) == len(contract.GRAPH_FILES)
    assert all(r["duration"] > 0 for r in results)
    assert len(copies(cache)) == 1

"""How fast can the graphs get on this CPU? The matrix-multiply work in each graph, the
host's matrix-multiply ceiling, and the largest speed-up over the reference that any exact
rewrite could still give.

    .venv/bin/python bench/gemm_bound.py [--model-dir DIR] [--threads N]

Our engine reads bench/engine.py's paragraph once; every graph input it feeds is kept and
fed again, with ONNX Runtime's profiler on, to two sets of sessions: the installed graphs
with ONNX Runtime's defaults (what the reference package runs) and our rewritten graphs
with our tuned options. For every matrix-multiplying kernel (MatMul, FusedMatMul, Gemm,
Conv) the profile gives its shapes, so the script counts the multiply-adds each graph does
and the time spent in them and in everything else. A plain MatMul of the model's own
shapes, timed alone at the same thread count, gives the host's ceiling (GFLOP/s).

The bound: a rewrite that keeps every result (to rounding) keeps every multiply-add, so our
graphs cannot take less than their GEMM work at the ceiling. ``best possible`` is the
reference's time over that bound, the speed-up an exact rewrite could reach if every other
kernel cost nothing. Only fewer multiply-adds (a different model, lower precision) go past
it. Run it on a quiet host; the figures are per run of the paragraph.
"""

import argparse
import collections
import json
import math
import os
import statistics
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.engine import GRAPHS, TEXT  # noqa: E402

GEMM_OPS = ("MatMul", "FusedMatMul", "Gemm", "Conv")


def record_feeds(model_dir: Path, threads: int) -> dict[str, list[dict]]:
    """Every feed our engine gives each graph while reading the paragraph."""
    from engine.engine import Engine
    from engine.session import SessionConfig

    engine = Engine(model_dir, session=SessionConfig(intra_op_threads=threads))
    feeds: dict[str, list[dict]] = {name: [] for name in GRAPHS}

    class Recorder:
        def __init__(self, session, name):
            self.session, self.name = session, name

        def __getattr__(self, attr):
            return getattr(self.session, attr)

        def run(self, outputs, feed, *args, **kwargs):
            feeds[self.name].append({k: np.array(v, copy=True) for k, v in feed.items()})
            return self.session.run(outputs, feed, *args, **kwargs)

    for name in GRAPHS:
        engine.sessions[name] = Recorder(engine.sessions[name], name)
    audio = engine.synthesize(TEXT, lang="en", voice="M1", seed=1).duration
    return feeds, audio


def flops(event: dict) -> float:
    """Multiply-adds x 2 of one matrix-multiplying kernel, from its profiled shapes."""
    args = event["args"]
    shapes = [next(iter(s.values())) for s in args.get("input_type_shape", [])]
    outs = [next(iter(s.values())) for s in args.get("output_type_shape", [])]
    if not shapes or not outs:
        return 0.0
    out = outs[0]
    if args["op_name"] == "Conv":
        weight = shapes[1]  # [out, in/groups, k...]
        return 2.0 * math.prod(out) * math.prod(weight[1:])
    # MatMul/FusedMatMul/Gemm: out [..., M, N]; A holds batch*M*K values.
    rows = math.prod(out) // out[-1]
    k = math.prod(shapes[0]) // rows if rows else 0
    if (k == 0 or math.prod(shapes[0]) < rows) and len(shapes) > 1:  # A broadcast: K from B
        b = shapes[1]
        k = b[-2] if b[-1] == out[-1] else b[-1]
    return 2.0 * math.prod(out) * k


def gemm_work(path: Path, options, feeds: list[dict]) -> dict:
    """One profiled pass over the feeds: the GEMM work (GFLOP) and the share of kernel
    time spent in matrix-multiplying kernels."""
    import onnxruntime as ort

    options.enable_profiling = True
    with tempfile.TemporaryDirectory() as tmp:
        options.profile_file_prefix = os.path.join(tmp, "profile")
        session = ort.InferenceSession(str(path), options, providers=["CPUExecutionProvider"])
        for feed in feeds:
            session.run(None, _for(session, feed))
        events = json.loads(Path(session.end_profiling()).read_text())
    totals = collections.Counter()
    shapes = collections.Counter()  # (M, K, N) of plain matrix products -> their GFLOP
    for event in events:
        if event.get("cat") != "Node" or not event["name"].endswith("_kernel_time"):
            continue
        totals["kernel_s"] += event["dur"] / 1e6
        if event["args"]["op_name"] in GEMM_OPS:
            totals["gemm_s"] += event["dur"] / 1e6
            totals["gflop"] += flops(event) / 1e9
            if event["args"]["op_name"] == "MatMul":
                shapes[_mkn(event)] += flops(event) / 1e9
    return {
        "gflop": totals["gflop"],
        "gemm_share": totals["gemm_s"] / totals["kernel_s"],
        "shapes": shapes,
    }


def _mkn(event: dict) -> tuple[int, int, int]:
    a = next(iter(event["args"]["input_type_shape"][0].values()))
    out = next(iter(event["args"]["output_type_shape"][0].values()))
    return math.prod(a[:-1]), a[-1], out[-1]


def _for(session, feed: dict) -> dict:
    names = {i.name for i in session.get_inputs()}
    return {k: v for k, v in feed.items() if k in names}


def timed_rounds(sessions: list, feeds: list[dict], rounds: int) -> list[float]:
    """Median seconds per pass over the feeds for each session, the sessions taking turns
    round by round (so a noisy neighbour hits them alike)."""
    for session in sessions:
        session.run(None, _for(session, feeds[0]))  # warm-up
    times: list[list[float]] = [[] for _ in sessions]
    for _ in range(rounds):
        for i, session in enumerate(sessions):
            start = time.perf_counter()
            for feed in feeds:
                session.run(None, _for(session, feed))
            times[i].append(time.perf_counter() - start)
    return [statistics.median(t) for t in times]


def ceiling(threads: int, shapes: list[tuple[int, int, int]]) -> float:
    """The host's best GFLOP/s for a lone MatMul of the given (M, K, N) shapes."""
    import onnx
    import onnxruntime as ort
    from onnx import TensorProto, helper, numpy_helper

    best = 0.0
    for m, k, n in shapes:
        w = numpy_helper.from_array(np.full((k, n), 0.01, np.float32), "w")
        graph = helper.make_graph(
            [helper.make_node("MatMul", ["x", "w"], ["y"])],
            "gemm",
            [helper.make_tensor_value_info("x", TensorProto.FLOAT, [m, k])],
            [helper.make_tensor_value_info("y", TensorProto.FLOAT, [m, n])],
            initializer=[w],
        )
        model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
        model.ir_version = 9
        onnx.checker.check_model(model)
        options = ort.SessionOptions()
        options.intra_op_num_threads = threads
        session = ort.InferenceSession(
            model.SerializeToString(), options, providers=["CPUExecutionProvider"]
        )
        x = np.random.default_rng(0).standard_normal((m, k), dtype=np.float32)
        for _ in range(3):
            session.run(None, {"x": x})
        runs, start = 0, time.perf_counter()
        while time.perf_counter() - start < 1.0:
            session.run(None, {"x": x})
            runs += 1
        best = max(best, 2.0 * m * k * n * runs / (time.perf_counter() - start) / 1e9)
    return best


def _session(path: Path, config):
    import onnxruntime as ort

    return ort.InferenceSession(str(path), config.options(), providers=["CPUExecutionProvider"])


def main() -> None:
    from engine import contract
    from engine.folder import ModelFolder
    from engine.rewritten import rewritten_copy
    from engine.session import SessionConfig

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--model-dir", type=Path, default=ROOT / "var/bench/realistic")
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    if not (args.model_dir / "onnx").is_dir():
        sys.exit(f"error: {args.model_dir} is not a model folder (no onnx/ in it)")

    print(f"model {args.model_dir}, {args.threads} thread(s); reading the paragraph once...")
    feeds, audio = record_feeds(args.model_dir, args.threads)
    with tempfile.TemporaryDirectory() as cache:
        t = time.perf_counter()
        rewritten = rewritten_copy(ModelFolder(args.model_dir), cache)
        print(f"rewritten copy made in {time.perf_counter() - t:.1f} s")
        reference = SessionConfig.ort_defaults()
        if args.threads:
            reference = replace(reference, intra_op_threads=args.threads)
        ours = SessionConfig(intra_op_threads=args.threads)
        rows = []
        for name in GRAPHS:
            rel = contract.GRAPH_FILES[name]
            print(f"  {name}: {len(feeds[name])} runs x {args.rounds} rounds...", flush=True)
            ref_path, new_path = args.model_dir / rel, rewritten / rel
            ref_s, new_s = timed_rounds(
                [_session(ref_path, reference), _session(new_path, ours)], feeds[name], args.rounds
            )
            ref = {"s": ref_s, **gemm_work(ref_path, reference.options(), feeds[name])}
            new = {"s": new_s, **gemm_work(new_path, ours.options(), feeds[name])}
            rows.append((name, ref, new))
    # The ceiling: the host's best on the model's own three heaviest matrix shapes.
    heaviest = sum((new["shapes"] for _, _, new in rows), collections.Counter())
    peak = ceiling(args.threads, [shape for shape, _ in heaviest.most_common(3)])

    print(f"\nhost ceiling: {peak:.1f} GFLOP/s (a lone MatMul, {args.threads} thread(s))")
    print(f"audio: {audio:.2f} s\n")
    print(
        "| graph | GFLOP ref | GFLOP ours | ref s | ours s | ours in GEMM s (GFLOP/s) "
        "| ours bound s | now | best possible |"
    )
    print("|---|---|---|---|---|---|---|---|---|")
    total = collections.Counter()
    for name, ref, new in rows:
        bound = new["gflop"] / peak
        in_gemm = new["s"] * new["gemm_share"]
        total.update(ref=ref["s"], ours=new["s"], bound=bound)
        rate = new["gflop"] / in_gemm if in_gemm else 0.0
        print(
            f"| {name} | {ref['gflop']:.1f} | {new['gflop']:.1f} | {ref['s']:.3f} "
            f"| {new['s']:.3f} | {in_gemm:.3f} ({rate:.0f}) | {bound:.3f} "
            f"| {ref['s'] / new['s']:.2f}x | {ref['s'] / bound:.2f}x |"
        )
    print(
        f"| **all** | | | {total['ref']:.3f} | {total['ours']:.3f} | | {total['bound']:.3f} "
        f"| {total['ref'] / total['ours']:.2f}x | {total['ref'] / total['bound']:.2f}x |"
    )
    print(
        "\nref s / ours s: median seconds per pass over the paragraph's feeds, the two "
        "taking turns. ours in GEMM: that time x the GEMM kernels' share of the profiled "
        "kernel time. best possible: the reference's time over our GEMM work at the ceiling."
    )


if __name__ == "__main__":
    main()

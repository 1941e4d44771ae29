"""Engine benchmark: our engine against the reference package, ORT defaults against the
article's tuned session options, on one model folder (by default the realistic stand-in).

    .venv/bin/python bench/engine.py [--model-dir DIR] [--repeat 3] [--rounds 3]
                                     [--threads N] [--variants reference/default,...]

Each variant runs in fresh processes (so RSS figures are its own), interleaved with the
others over several rounds; the table shows medians. Prints
load time, idle RSS (after loading), peak RSS, real-time factor and characters per second,
then the time each variant spends in each of the four graphs and its ratio to the
reference's (so a real model folder shows where its time goes).

``ours / rewritten`` is ``ours / tuned`` on the exact graph rewrites (engine/rewrites/),
made once before the rounds into a temporary cache folder (the time it took is printed).
``--threads N`` sets every variant's intra-op threads (the reference's too; default: ONNX
Runtime's choice for ``default``, the physical cores for ``tuned``).
"""

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

TEXT = (
    "Self-hosted speech should start quickly and sound natural. This benchmark reads a "
    "short product announcement, the kind of text a SaaS application sends all day long. "
    "Our new release supports thirty-one languages, runs on two small CPU cores, and "
    "keeps every clip in a cache so that the same sentence is never synthesized twice. "
    "Customers can tune pronunciations with a lexicon, choose among ten voices, and "
    "download the audio as WAV, MP3 or Opus. Thank you for listening, and have a great day!"
)
VARIANTS = [
    ("reference", "default"),
    ("reference", "tuned"),
    ("ours", "default"),
    ("ours", "tuned"),
    ("ours", "rewritten"),
]
GRAPHS = ("duration_predictor", "text_encoder", "vector_estimator", "vocoder")
_REFERENCE_SESSIONS = ("dp_ort", "text_enc_ort", "vector_est_ort", "vocoder_ort")


class Timed:
    """A session that adds the wall time of each run to ``totals[name]``."""

    def __init__(self, session, name: str, totals: dict):
        self.session, self.name, self.totals = session, name, totals

    def __getattr__(self, attr):
        return getattr(self.session, attr)

    def run(self, *args, **kwargs):
        t = time.perf_counter()
        try:
            return self.session.run(*args, **kwargs)
        finally:
            self.totals[self.name] += time.perf_counter() - t


def _config(options: str, threads: int | None, cache: Path | None):
    from dataclasses import replace

    from engine.session import SessionConfig

    if options == "default":
        config = SessionConfig.ort_defaults()
    else:
        config = SessionConfig(rewrites_dir=cache if options == "rewritten" else None)
    return config if threads is None else replace(config, intra_op_threads=threads)


def rss_mb() -> float:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def run_variant(
    impl: str,
    options: str,
    model_dir: Path,
    repeat: int,
    threads: int | None = None,
    cache: Path | None = None,
) -> dict:
    config = _config(options, threads, cache)
    graph_s = dict.fromkeys(GRAPHS, 0.0)
    start = time.perf_counter()
    if impl == "ours":
        from engine.engine import Engine

        engine = Engine(model_dir, session=config)
        for name in GRAPHS:
            engine.sessions[name] = Timed(engine.sessions[name], name, graph_s)

        def synthesize(text):
            return engine.synthesize(text, lang="en", voice="M1", seed=1).duration
    else:
        from supertonic import TTS
        from supertonic.core import Supertonic
        from supertonic.loader import load_configs, load_onnx_modules, load_text_processor

        # The reference's own loading, with its sessions built from our options when tuned.
        if options != "default" or threads is not None:
            from engine.folder import ModelFolder
            from engine.graphs import open_sessions

            s = open_sessions(ModelFolder(model_dir), config)
            sessions = [
                s[name]
                for name in ("duration_predictor", "text_encoder", "vector_estimator", "vocoder")
            ]
        else:
            sessions = load_onnx_modules(model_dir)
        tts = TTS.__new__(TTS)
        tts.model_name, tts.is_multilingual, tts.model_dir = "supertonic-3", True, model_dir
        tts.model = Supertonic(load_configs(model_dir), load_text_processor(model_dir), *sessions)
        # Timed after construction: Supertonic checks that it was given InferenceSessions.
        for attr, name in zip(_REFERENCE_SESSIONS, GRAPHS, strict=True):
            setattr(tts.model, attr, Timed(getattr(tts.model, attr), name, graph_s))
        tts.sample_rate = tts.model.sample_rate
        style = tts.get_voice_style("M1")

        def synthesize(text):
            _, duration = tts.synthesize(text, voice_style=style, lang="en")
            return float(duration[0])  # predicted speech + silences, as ours reports

    load = time.perf_counter() - start
    idle = rss_mb()
    synthesize("Warm up.")
    for name in GRAPHS:
        graph_s[name] = 0.0
    runs = []
    for _ in range(repeat):
        t = time.perf_counter()
        audio = synthesize(TEXT)
        runs.append((time.perf_counter() - t, audio))
    wall = statistics.median(r[0] for r in runs)
    audio = runs[0][1]
    return {
        "impl": impl,
        "options": options,
        "session": config.describe(),
        "load_s": load,
        "idle_rss_mb": idle,
        "peak_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
        "wall_s": wall,
        "audio_s": audio,
        "rtf": wall / audio,
        "chars_per_s": len(TEXT) / wall,
        **{f"{name}_s": graph_s[name] / repeat for name in GRAPHS},
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model-dir", type=Path, default=ROOT / "var" / "bench" / "realistic")
    parser.add_argument("--repeat", type=int, default=3, help="timed runs per process")
    parser.add_argument("--rounds", type=int, default=3, help="fresh processes per variant")
    parser.add_argument("--threads", type=int, help="intra-op threads for every variant")
    parser.add_argument(
        "--variants",
        default=",".join(f"{i}/{o}" for i, o in VARIANTS),
        help="comma-separated IMPL/OPTIONS (default: all)",
    )
    parser.add_argument("--child", nargs=2, metavar=("IMPL", "OPTIONS"), help=argparse.SUPPRESS)
    parser.add_argument("--cache", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--prepare", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()

    if args.prepare:
        from engine.folder import ModelFolder
        from engine.rewritten import rewritten_copy

        rewritten_copy(ModelFolder(args.model_dir), args.cache)
        return

    if args.child:
        result = run_variant(*args.child, args.model_dir, args.repeat, args.threads, args.cache)
        print(json.dumps(result))
        return
    variants = [tuple(v.split("/")) for v in args.variants.split(",")]
    if not set(variants) <= set(VARIANTS) or ("reference", "default") not in variants:
        parser.error(f"--variants: from {VARIANTS}, with reference/default")

    if not (args.model_dir / "onnx" / "tts.json").is_file():
        from synth.standin.folder import build_standin

        print(f"building the realistic stand-in in {args.model_dir} ...", file=sys.stderr)
        build_standin(args.model_dir, "realistic", progress=lambda m: print(m, file=sys.stderr))

    import tempfile

    cache = Path(tempfile.mkdtemp(prefix="bench-engine-"))
    try:
        _compare(args, variants, cache)
    finally:
        import shutil

        shutil.rmtree(cache, ignore_errors=True)


def _compare(args, variants: list, cache: Path) -> None:
    import onnxruntime

    if ("ours", "rewritten") in variants:
        # In a process of its own: children inherit this one's peak RSS across exec.
        t = time.perf_counter()
        prepare = [sys.executable, __file__, "--prepare", "--model-dir", str(args.model_dir)]
        subprocess.run([*prepare, "--cache", str(cache)], check=True, timeout=3600)
        print(f"rewrote the graphs once in {time.perf_counter() - t:.1f} s", file=sys.stderr)
    print(f"model: {args.model_dir}  ({len(TEXT)} characters, 8 steps, voice M1, en)")
    print(
        f"machine: {os.cpu_count()} logical CPUs, onnxruntime {onnxruntime.__version__}, "
        f"medians over {args.rounds} fresh processes per variant, each timing "
        f"{args.repeat} runs after one warm-up; intra-op threads: {args.threads or 'default'}"
    )
    print(f"{'variant':<22}{'load s':>8}{'idle MB':>9}{'peak MB':>9}{'RTF':>8}{'chars/s':>9}")
    rounds = {variant: [] for variant in variants}
    for round_no in range(args.rounds):  # interleaved, so drift on a shared host hits all alike
        for impl, options in variants:
            print(f"  round {round_no + 1}/{args.rounds}: {impl} / {options} ...", file=sys.stderr)
            cmd = [
                sys.executable,
                __file__,
                "--child",
                impl,
                options,
                "--model-dir",
                str(args.model_dir),
                "--repeat",
                str(args.repeat),
                "--cache",
                str(cache),
                *(["--threads", str(args.threads)] if args.threads else []),
            ]
            # A lone process (no children): the kill at the timeout ends all of it.
            out = subprocess.run(cmd, check=True, capture_output=True, text=True, timeout=1800)
            out = out.stdout
            rounds[impl, options].append(json.loads(out.strip().splitlines()[-1]))
    results = {}
    for (impl, options), runs in rounds.items():
        r = results[impl, options] = {
            key: statistics.median(run[key] for run in runs) if key != "session" else runs[0][key]
            for key in runs[0]
            if key not in ("impl", "options")
        }
        print(
            f"{impl + ' / ' + options:<22}{r['load_s']:>8.2f}{r['idle_rss_mb']:>9.0f}"
            f"{r['peak_rss_mb']:>9.0f}{r['rtf']:>8.3f}{r['chars_per_s']:>9.0f}"
        )
    ref = results["reference", "default"]
    print("\nper graph, seconds per run (x = reference/default's time over the variant's):")
    print(f"{'variant':<22}" + "".join(f"{name:>22}" for name in GRAPHS))
    for (impl, options), r in results.items():
        cells = "".join(
            f"{r[f'{n}_s']:>14.3f} ({ref[f'{n}_s'] / r[f'{n}_s']:4.2f}x)" if r[f"{n}_s"] else ""
            for n in GRAPHS
        )
        print(f"{impl + ' / ' + options:<22}{cells}")
    for key in (("ours", "tuned"), ("ours", "rewritten")):
        if key in results:
            ours = results[key]
            print(
                f"ours ({key[1]}) vs reference (defaults): {ref['wall_s'] / ours['wall_s']:.2f}x "
                f"speed, {ours['idle_rss_mb'] - ref['idle_rss_mb']:+.0f} MB idle RSS"
            )
            print(f"  session: {ours['session']}")


if __name__ == "__main__":
    main()

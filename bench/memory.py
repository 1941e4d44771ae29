"""Memory benchmark: N worker-like processes on one host, weights private or shared.

    .venv/bin/python bench/memory.py [--model-dir DIR] [--workers 1 2 4] [--rounds 2]
                                     [--long-chars 5000] [--service] [--modes ...]

For each mode (``private``: each process loads its own copy, as with SYNTH_SHARED_WEIGHTS
off; ``shared``: the memory-mapped copy with prepacked weights, the default;
``portable``: the memory-mapped copy loaded with prepacking off, as with
SYNTH_SHARED_PREPACKED off) and each N, N processes start
together and load the engine as a qcluster worker does (intra-op threads = cores // N, the
article's tuned options); once all have loaded, all synthesize the same paragraph at once,
then idle. Their memory is then read from /proc/<pid>/smaps_rollup: RSS, PSS (each shared
page divided among the processes mapping it), private and shared pages. The total PSS of
N processes is what they cost the host, so "+PSS/worker" (total PSS at N minus at 1,
divided by N - 1) is what each worker after the first adds.

Before the runs, one process per shared mode converts the model (timed: once per model
version, and for the prepacked copy per runtime and CPU), in a cache folder of its own
that is removed at the end. With ``--long-chars``, the single process of each mode then
synthesizes that many characters (the API's limit by default), for the peak RSS that
django-q2's ``max_rss`` must allow. With ``--service``, ``manage.py
serve`` is started with 1, 2 and 4 workers (engines not loaded yet) to measure what the
web server and the cluster's own processes cost. Medians over ``--rounds`` interleaved
rounds.
"""

import argparse
import json
import os
import resource
import select
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.engine import TEXT  # noqa: E402  (the same 493-character paragraph)
from tests.cluster import end_tree  # noqa: E402  (a process and all below it)

MODES = ("private", "shared", "portable")
SHARED = ("shared", "portable")
ROLLUP = ("Rss", "Pss", "Pss_Anon", "Pss_File", "Shared_Clean", "Shared_Dirty")
ROLLUP += ("Private_Clean", "Private_Dirty")


def smaps_rollup(pid: int | str = "self") -> dict[str, float]:
    """The process's memory summary in MB (Linux 4.14+)."""
    out = {}
    with open(f"/proc/{pid}/smaps_rollup") as f:
        for line in f:
            parts = line.split()
            if parts[0].rstrip(":") in ROLLUP:
                out[parts[0].rstrip(":")] = int(parts[1]) / 1024
    out["private"] = out["Private_Clean"] + out["Private_Dirty"]
    out["shared"] = out["Shared_Clean"] + out["Shared_Dirty"]
    return out


def peak_rss_mb() -> float:
    # What django-q2's max_rss compares with: the high-water mark, in KB on Linux.
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def child(
    mode: str,
    threads: int,
    model_dir: Path,
    cache_dir: Path,
    long_chars: int,
    repeat: int,
    rewrites: bool = False,
    mem_arena: bool = True,
    arena_shrinkage: bool = False,
) -> None:
    """One worker-like process, driven by lines on stdin, answering JSON lines."""
    from engine.engine import Engine
    from engine.session import SessionConfig

    def say(**fields):
        print(json.dumps(fields), flush=True)

    config = SessionConfig(
        intra_op_threads=threads,
        shared_weights_dir=cache_dir if mode in SHARED else None,
        shared_prepacked=mode == "shared",
        rewrites_dir=cache_dir if rewrites else None,
        mem_arena=mem_arena,
        arena_shrinkage=arena_shrinkage,
    )
    start = time.perf_counter()
    engine = Engine(model_dir, session=config, cache_dir=cache_dir)
    say(pid=os.getpid(), load_s=time.perf_counter() - start, loaded=smaps_rollup())
    for command in sys.stdin:
        command = command.strip()
        if command == "go":
            engine.synthesize("Warm up.", seed=1)
            walls, cpus = [], []
            for _ in range(repeat):
                start, cpu = time.perf_counter(), time.process_time()
                result = engine.synthesize(TEXT, lang="en", voice="M1", seed=1)
                walls.append(time.perf_counter() - start)
                cpus.append(time.process_time() - cpu)  # all threads: immune to other load
            say(
                rtf=statistics.median(walls) / result.duration,
                cpu_per_audio_s=statistics.median(cpus) / result.duration,
                cpu_s=sum(cpus),
                audio_s=result.duration,
                peak_rss_mb=peak_rss_mb(),
            )
        elif command == "long":
            text = (TEXT + " ") * (long_chars // len(TEXT) + 1)
            text = text[:long_chars].rsplit(" ", 1)[0]
            start = time.perf_counter()
            result = engine.synthesize(text, lang="en", voice="M1", seed=1)
            say(
                chars=len(text),
                audio_s=result.duration,
                wall_s=time.perf_counter() - start,
                peak_rss_mb=peak_rss_mb(),
                after=smaps_rollup(),
            )
        elif command == "stop":
            return


def spawn(args, mode: str, threads: int, cache_dir: Path) -> subprocess.Popen:
    # A cache folder per mode: a host keeps one layout, so each removes the other's copy.
    cmd = [sys.executable, __file__, "--child", mode, str(threads)]
    cmd += ["--model-dir", str(args.model_dir), "--cache-dir", str(cache_dir / mode)]
    cmd += ["--long-chars", str(args.long_chars), "--repeat", str(args.repeat)]
    cmd += ["--rewrites"] if args.rewrites else []
    cmd += ["--no-mem-arena"] if args.no_mem_arena else []
    cmd += ["--arena-shrinkage"] if args.arena_shrinkage else []
    return subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)


def ask(proc: subprocess.Popen, command: str | None = None, timeout: float = 1800) -> dict:
    """Send ``command`` (if any) and read the process's one-line answer, waiting at most
    ``timeout`` seconds for it."""
    if command:
        proc.stdin.write(command + "\n")
        proc.stdin.flush()
    # Each answer is one flushed line, read whole: nothing waits in the reader's buffer.
    if not select.select([proc.stdout], [], [], timeout)[0]:
        raise RuntimeError(f"worker-like process {proc.pid} gave no answer in {timeout} s")
    line = proc.stdout.readline()
    if not line:
        raise RuntimeError(f"worker-like process {proc.pid} died (exit {proc.wait()})")
    return json.loads(line)


def run(args, mode: str, n: int, cache_dir: Path, long: bool) -> dict:
    """N processes loading at once, synthesizing at once, then idle: their figures."""
    from engine.session import available_cores

    threads = max(1, available_cores() // n)
    procs = [spawn(args, mode, threads, cache_dir) for _ in range(n)]
    try:
        loads = [ask(p) for p in procs]
        wait_for_quiet_host()
        busy = host_busy_s()
        for p in procs:  # all start synthesizing together
            p.stdin.write("go\n")
            p.stdin.flush()
        synths = [ask(p) for p in procs]
        # CPU time other programs took on this host meanwhile: a noisy neighbour shows here.
        others = host_busy_s() - busy - sum(x["cpu_s"] for x in synths)
        time.sleep(1.0)  # idle
        idle = [smaps_rollup(p.pid) for p in procs]
        longs = [ask(p, "long") for p in procs] if long else []
        for p in procs:
            p.stdin.write("stop\n")
            p.stdin.flush()
            p.wait(timeout=60)
    finally:
        for p in procs:
            end_tree(p)
    mean = statistics.fmean
    result = {
        "mode": mode,
        "workers": n,
        "threads": threads,
        "load_s": mean(x["load_s"] for x in loads),
        "rtf": mean(x["rtf"] for x in synths),
        "cpu_per_audio_s": mean(x["cpu_per_audio_s"] for x in synths),
        "others_cpu_s": max(0.0, others),
        "peak_rss_mb": max(x["peak_rss_mb"] for x in synths),
        "total_pss_mb": sum(x["Pss"] for x in idle),
        **{key: mean(x[key] for x in idle) for key in idle[0]},
        "after_load_private_mb": mean(x["loaded"]["private"] for x in loads),
    }
    if longs:
        result["long"] = {
            "chars": longs[0]["chars"],
            "audio_s": longs[0]["audio_s"],
            "wall_s": longs[0]["wall_s"],
            "peak_rss_mb": max(x["peak_rss_mb"] for x in longs),
            "rss_after_mb": mean(x["after"]["Rss"] for x in longs),
        }
    return result


def host_busy_s() -> float:
    """CPU seconds all processes on the host have used since boot (/proc/stat)."""
    with open("/proc/stat") as f:
        user, nice, system, idle, iowait, irq, softirq, steal = map(int, f.readline().split()[1:9])
    return (user + nice + system + irq + softirq + steal) / os.sysconf("SC_CLK_TCK")


def wait_for_quiet_host(limit_s: float = 120) -> None:
    """Wait (up to ``limit_s``) until other programs use under 10% of the CPUs, so that a
    neighbour's burst does not land in one variant's timings only."""
    deadline = time.monotonic() + limit_s
    while time.monotonic() < deadline:
        before = host_busy_s()
        time.sleep(1.0)
        if host_busy_s() - before < 0.1 * os.cpu_count():
            return


def convert_once(args, mode: str, cache_dir: Path) -> float:
    """Time the first shared load: hashing the model and writing the converted copy."""
    proc = spawn(args, mode, 1, cache_dir)
    try:
        return ask(proc)["load_s"]
    finally:
        end_tree(proc)


def service_overhead(args, n: int) -> dict:
    """PSS of `manage.py serve` (gunicorn, 2 web workers; qcluster with n workers) before
    any engine is loaded: what the service costs besides the engines."""
    import psutil

    var = Path(tempfile.mkdtemp(prefix="service-", dir=args.model_dir.parent))
    env = service_env(args, var, Q_WORKERS=str(n))
    manage = [sys.executable, "manage.py"]
    subprocess.run([*manage, "migrate", "-v0"], cwd=ROOT, env=env, check=True, timeout=300)
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    proc = subprocess.Popen(
        [*manage, "serve", "--port", str(port)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/api/v1/health", timeout=5).close()
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise RuntimeError("manage.py serve did not come up") from None
                time.sleep(0.3)
        time.sleep(3)  # let the cluster spawn all its processes
        group = [p for p in psutil.process_iter() if _pgid(p.pid) == proc.pid]
        pss = [smaps_rollup(p.pid)["Pss"] for p in group]
        return {"workers": n, "processes": len(pss), "total_pss_mb": sum(pss)}
    finally:
        end_tree(proc)
        shutil.rmtree(var, ignore_errors=True)


def service_env(args, var: Path, **settings: str) -> dict[str, str]:
    """The service's environment on a database and files of its own under ``var``."""
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("SYNTH_", "Q_", "DJANGO_")) and k not in ("DATABASE_URL", "REDIS_URL")
    }
    env.update(VAR_DIR=str(var), SYNTH_MODEL_DIR=str(args.model_dir))
    env.update(Q_NAME=f"bench-memory-{os.getpid()}", **settings)
    return env


# django-q2's max_rss set from the environment, whatever the project's settings say.
RECYCLE_SETTINGS = """import os

from ttsproject.settings import *  # noqa: F403
from ttsproject.settings import Q_CLUSTER

Q_CLUSTER = {**Q_CLUSTER, "max_rss": int(os.environ["BENCH_MAX_RSS_MB"]) * 1024}
"""


def recycling(args, mode: str, max_rss_mb: int) -> dict:
    """A real qcluster (one worker, ORM broker) running paragraphs one after the other with
    django-q2's ``max_rss`` at ``max_rss_mb`` (0 = off): which worker ran each job, and how
    long each took besides synthesizing (a recycled worker loads the engine again)."""
    var = Path(tempfile.mkdtemp(prefix="recycle-", dir=args.model_dir.parent))
    (var / "bench_recycle_settings.py").write_text(RECYCLE_SETTINGS)
    env = service_env(
        args,
        var,
        Q_WORKERS="1",
        SYNTH_SHARED_WEIGHTS=str(mode in SHARED).lower(),
        SYNTH_SHARED_PREPACKED=str(mode == "shared").lower(),
        BENCH_MAX_RSS_MB=str(max_rss_mb),
        DJANGO_SETTINGS_MODULE="bench_recycle_settings",
        PYTHONPATH=f"{var}{os.pathsep}{ROOT}",
    )
    try:
        out = subprocess.run(
            [sys.executable, __file__, "--recycle-child"],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            check=True,
            timeout=900,
        ).stdout
    finally:
        shutil.rmtree(var, ignore_errors=True)
    jobs = json.loads(out.splitlines()[-1])
    later = jobs[1:]  # the first job also converts (shared) or loads the engine cold
    return {
        "mode": mode,
        "max_rss_mb": max_rss_mb,
        "workers": len({j["worker"] for j in jobs}),
        "jobs": len(jobs),
        "first_extra_s": jobs[0]["extra_s"],
        "extra_s": statistics.median(j["extra_s"] for j in later),
        "wait_s": statistics.median(j["wait_s"] for j in later),
        "raw": jobs,
    }


def recycle_child(jobs: int = 5) -> None:
    """Inside :func:`recycling`: migrate, start qcluster, run the jobs one by one."""
    import django
    from django.core.management import call_command

    django.setup()
    call_command("migrate", verbosity=0)  # with the cache table
    from synth.dispatch import clip_or_job
    from synth.speech import plan_speech
    from tenancy.models import Tenant

    tenant = Tenant.objects.create(slug="bench", name="Bench")
    cluster = subprocess.Popen(
        [sys.executable, "manage.py", "qcluster"],
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    rows = []
    try:
        for i in range(jobs):
            job = clip_or_job(plan_speech(tenant, f"Take {i}. {TEXT}", voice="M1", seed=1))
            deadline = time.monotonic() + 300
            while job.status not in ("done", "failed"):
                if time.monotonic() > deadline:
                    raise RuntimeError(f"job {job.pk} did not finish")
                time.sleep(0.05)
                job.refresh_from_db()
            if job.status == "failed":
                raise RuntimeError(f"job {job.pk} failed: {job.error_message}")
            run_s = (job.finished - job.started).total_seconds()
            rows.append(
                {
                    "worker": job.worker,
                    "wait_s": (job.started - job.enqueued).total_seconds(),
                    "run_s": run_s,
                    "extra_s": run_s - job.clip.synthesis_seconds,
                }
            )
    finally:
        end_tree(cluster, grace=20)
    print(json.dumps(rows))


def _pgid(pid: int) -> int | None:
    try:
        return os.getpgid(pid)
    except OSError:
        return None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model-dir", type=Path, default=ROOT / "var" / "bench" / "realistic")
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2, 4])
    parser.add_argument("--rounds", type=int, default=3, help="interleaved rounds per variant")
    parser.add_argument("--repeat", type=int, default=3, help="timed paragraphs per process")
    parser.add_argument("--long-chars", type=int, default=5000, help="one long request (0 = skip)")
    parser.add_argument("--service", action="store_true", help="also measure manage.py serve")
    parser.add_argument(
        "--recycle-below-mb",
        type=int,
        default=0,
        help="also run a real qcluster with max_rss off and at this many MB (below a worker's "
        "peak RSS, so every job recycles its worker): the cost of a recycled worker",
    )
    parser.add_argument("--recycle-child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--json", type=Path, help="also write the raw figures here")
    parser.add_argument(
        "--rewrites",
        action="store_true",
        help="run the exact graph rewrites (made once, with the shared copy, before the rounds)",
    )
    parser.add_argument(
        "--no-mem-arena",
        action="store_true",
        help="ONNX Runtime's CPU memory arena off (SYNTH_MEM_ARENA=false) in every mode",
    )
    parser.add_argument(
        "--arena-shrinkage",
        action="store_true",
        help="the arena gives its unused chunks back after each run (SYNTH_ARENA_SHRINKAGE)",
    )
    parser.add_argument(
        "--modes", nargs="+", choices=MODES, default=list(MODES), help="weights: %(choices)s"
    )
    parser.add_argument("--cache-dir", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--child", nargs=2, metavar=("MODE", "THREADS"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    args.model_dir = args.model_dir.resolve()

    if args.recycle_child:
        recycle_child()
        return
    if args.child:
        mode, threads = args.child
        child(
            mode,
            int(threads),
            args.model_dir,
            args.cache_dir,
            args.long_chars,
            args.repeat,
            args.rewrites,
            not args.no_mem_arena,
            args.arena_shrinkage,
        )
        return

    if not (args.model_dir / "onnx" / "tts.json").is_file():
        from synth.standin.folder import build_standin

        print(f"building the realistic stand-in in {args.model_dir} ...", file=sys.stderr)
        build_standin(args.model_dir, "realistic", progress=lambda m: print(m, file=sys.stderr))

    import onnxruntime

    from engine.session import available_cores

    cache_dir = Path(tempfile.mkdtemp(prefix="memory-cache-", dir=args.model_dir.parent))
    try:
        print(f"model: {args.model_dir}")
        print(
            f"machine: {os.cpu_count()} logical CPUs ({available_cores()} usable cores), "
            f"onnxruntime {onnxruntime.__version__}; medians over {args.rounds} rounds; "
            f"graph rewrites {'on' if args.rewrites else 'off'}; "
            f"memory arena {'off' if args.no_mem_arena else 'on'}"
            f"{'' if args.no_mem_arena or not args.arena_shrinkage else ', shrunk after each run'}"
        )
        first = {}
        for mode in [m for m in args.modes if m in SHARED]:
            first[mode] = convert_once(args, mode, cache_dir)
            print(f"first {mode} load (hash the model, write the copy): {first[mode]:.2f} s")
        rounds: dict[tuple[str, int], list[dict]] = {}
        for round_no in range(args.rounds):
            for n in args.workers:
                for mode in args.modes:
                    print(f"  round {round_no + 1}: {mode} x{n} ...", file=sys.stderr)
                    long = bool(args.long_chars) and n == min(args.workers) and round_no == 0
                    rounds.setdefault((mode, n), []).append(run(args, mode, n, cache_dir, long))
    finally:
        shutil.rmtree(cache_dir, ignore_errors=True)

    results = {}
    for key, runs in rounds.items():
        results[key] = {
            k: statistics.median(r[k] for r in runs) if isinstance(runs[0][k], float) else v
            for k, v in runs[0].items()
        }
    print("MB per process (idle after the paragraph), except the last two columns:")
    print(
        f"{'mode':<8}{'workers':>8}{'threads':>8}{'load s':>7}{'RTF':>7}{'CPU/s':>7}"
        f"{'others':>7}{'RSS':>6}{'PSS':>6}{'anon':>6}{'file':>6}{'priv':>6}{'shared':>7}"
        f"{'peak RSS':>9}{'total PSS':>10}{'+PSS/worker':>12}"
    )
    for mode in args.modes:
        one = results[mode, min(args.workers)]
        for n in args.workers:
            r = results[mode, n]
            extra = (
                f"{(r['total_pss_mb'] - one['total_pss_mb']) / (n - one['workers']):>12.0f}"
                if n > one["workers"]
                else f"{'':>12}"
            )
            print(
                f"{mode:<8}{n:>8}{r['threads']:>8}{r['load_s']:>7.2f}{r['rtf']:>7.3f}"
                f"{r['cpu_per_audio_s']:>7.3f}{r['others_cpu_s']:>7.1f}{r['Rss']:>6.0f}"
                f"{r['Pss']:>6.0f}{r['Pss_Anon']:>6.0f}{r['Pss_File']:>6.0f}{r['private']:>6.0f}"
                f"{r['shared']:>7.0f}{r['peak_rss_mb']:>9.0f}{r['total_pss_mb']:>10.0f}{extra}"
            )
    for mode in args.modes:
        long = results[mode, min(args.workers)].get("long")
        if long:
            print(
                f"{mode}: one {long['chars']}-character request ({long['audio_s']:.0f} s of "
                f"audio, {long['wall_s']:.1f} s): peak RSS {long['peak_rss_mb']:.0f} MB, "
                f"RSS after {long['rss_after_mb']:.0f} MB"
            )
    one = {mode: results[mode, min(args.workers)] for mode in args.modes}
    for mode in [m for m in args.modes if m in SHARED and "private" in args.modes]:
        print(
            f"{mode} against private, {one[mode]['threads']} thread(s), one worker: "
            f"{one['private']['rtf'] / one[mode]['rtf'] - 1:+.1%} speed (wall clock), "
            f"{one['private']['cpu_per_audio_s'] / one[mode]['cpu_per_audio_s'] - 1:+.1%} "
            "(CPU time)"
        )
    service = []
    if args.service:
        for n in args.workers:
            print(f"  manage.py serve with {n} worker(s) ...", file=sys.stderr)
            service.append(service_overhead(args, n))
            s = service[-1]
            print(
                f"manage.py serve, {n} worker(s), no engine loaded: {s['processes']} processes, "
                f"{s['total_pss_mb']:.0f} MB PSS"
            )
    recycled = []
    for mode in args.modes if args.recycle_below_mb else ():
        for max_rss_mb in (0, args.recycle_below_mb):
            print(f"  qcluster, {mode}, max_rss {max_rss_mb} MB ...", file=sys.stderr)
            recycled.append(recycling(args, mode, max_rss_mb))
            r = recycled[-1]
            print(
                f"qcluster, {mode} weights, max_rss {max_rss_mb or 'off'}: {r['jobs']} jobs ran "
                f"in {r['workers']} worker process(es); besides synthesis, job 1 took "
                f"{r['first_extra_s']:.2f} s, later jobs {r['extra_s']:.2f} s (median), "
                f"waiting {r['wait_s']:.2f} s for a worker"
            )
    if args.json:
        raw = {f"{mode} x{n}": runs for (mode, n), runs in rounds.items()}
        args.json.write_text(
            json.dumps(
                {
                    "first_shared_load_s": first,
                    "modes": args.modes,
                    "runs": raw,
                    "service": service,
                    "recycling": recycled,
                },
                indent=1,
            )
        )


if __name__ == "__main__":
    main()

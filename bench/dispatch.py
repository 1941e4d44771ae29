"""Dispatch benchmark: how long a new text waits between the request and a worker's start,
with the Redis broker, the embedded mode's ORM broker woken by a doorbell, and the stock
ORM broker (the figure before synth.broker), in one run.

    .venv/bin/python bench/dispatch.py [--misses 40] [--rounds 2] [--idle 20]
        [--polls 0.2,1] [--workers 2] [--threads 4]

Services are started as bench/api.py starts them (its helpers: gunicorn serving
ttsproject.wsgi as `manage.py serve` does, `manage.py qcluster` beside it, the tiny
stand-in, a fresh SQLite database, a tenant). Each configuration is started ``--rounds``
times, interleaved with the others (the host is shared: drift hits them all alike), and
in each round sends its share of ``--misses`` short new texts one after another
(POST /api/v1/speech, wav, waiting), after one warm-up miss. For every miss:

- dispatch: the job row's ``started`` (the worker's claim) minus the moment the client
  sent the request (same host, same clock): what the issue's target counts;
- queue: ``started`` minus ``enqueued`` (the job row's creation): the broker's part;
- overhead: the whole request minus the clip's own synthesis_seconds.

Then the service is left idle for ``--idle`` seconds, and the qcluster's processes
(sentinel, pusher, monitor, workers) are measured for the CPU they spend doing nothing.

Configurations: "Redis" (REDIS_URL: Redis broker and cache); "ORM, doorbell" (the
embedded default, synth.broker.WakeableORM) at each Q_POLL of ``--polls`` (default: the
settings' own default); "ORM, stock" (django-q2's ORM broker, Q_POLL 0.2: its default,
the service before synth.broker), through a settings module written for the run that
only drops ``broker_class``. Exits 1 if a request failed; a missed target is reported.
"""

import argparse
import signal
import sys
import tempfile
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.api import (  # noqa: E402  (bench/api.py's processes, client and numbers)
    REDIS_URL,
    Client,
    base_env,
    cpu_seconds,
    forget_redis_keys,
    job_times,
    load_average,
    machine,
    ms,
    on_sigterm,
    parallel_speedup,
    percentile,
    prepare,
    service,
    speech_body,
    versions,
)

TEXT = "Notice {i} of {run}: the next bus leaves from stop four."
TARGET = 0.030  # the embedded mode's dispatch p50 within 30 ms of Redis's (issue 15)
STOCK_SETTINGS = '''"""bench/dispatch.py's "before": django-q2's own ORM broker, no doorbell."""
from bench.settings import *  # noqa: F403
from bench.settings import Q_CLUSTER

Q_CLUSTER = {k: v for k, v in Q_CLUSTER.items() if k != "broker_class"}
'''


@dataclass
class Config:
    name: str
    env: dict  # on top of the run's base environment
    dispatch: list[float] = field(default_factory=list)
    queue: list[float] = field(default_factory=list)
    overhead: list[float] = field(default_factory=list)
    idle_cpu: float = 0.0  # seconds of CPU the cluster spent idle
    idle_seconds: float = 0.0
    errors: int = 0


def cluster_pids(pid: int) -> list[int]:
    import psutil

    try:
        return [pid, *(p.pid for p in psutil.Process(pid).children(recursive=True))]
    except psutil.NoSuchProcess:
        return []


def miss(client: Client, db: Path, text: str, config: Config | None) -> None:
    """One new text; its figures go to ``config`` (None: a warm-up)."""
    sent = time.time()
    reply = client.call("POST", "/api/v1/speech", speech_body(text))
    if reply.status != 200 or reply.headers["X-Cache"] != "MISS":
        print(f"  {text!r}: {reply.status} {reply.body[:200]!r}", file=sys.stderr)
        if config is not None:
            config.errors += 1
        return
    if config is None:
        return
    key = reply.headers["X-Clip-Id"]
    synthesis = client.json(f"/api/v1/clips/{key}")["synthesis_seconds"]
    t = job_times(db, key)
    config.dispatch.append(t["started"] - sent)
    config.queue.append(t["started"] - t["enqueued"])
    config.overhead.append(reply.seconds - synthesis)


def measure(config: Config, env: dict, key: str, workdir: Path, db: Path, texts, args) -> None:
    with service({**env, **config.env}, key, workdir, args.workers, args.threads) as svc:
        client = Client(svc.port, svc.key)
        miss(client, db, f"Warm-up {uuid.uuid4().hex}.", None)  # the worker's engine loads
        for text in texts:
            miss(client, db, text, config)
        pids = cluster_pids(svc.cluster.pid)
        before, started = cpu_seconds(pids), time.monotonic()
        time.sleep(args.idle)  # the quantity measured is what it does while nothing happens
        config.idle_cpu += cpu_seconds(pids) - before
        config.idle_seconds += time.monotonic() - started


def table(configs: list[Config]) -> list[str]:
    redis = percentile(configs[0].dispatch, 50)
    lines = [
        "| configuration | misses | dispatch p50 ms | dispatch p95 ms | queue p50 ms "
        "| queue p95 ms | overhead p50 ms | cluster idle CPU % of a core | errors | target |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for c in configs:
        p50 = percentile(c.dispatch, 50)
        target = ""
        if c is not configs[0]:
            met = p50 - redis <= TARGET
            target = f"p50 within 30 ms of Redis ({ms(p50 - redis)} ms): " + (
                "met" if met else "**missed**"
            )
        idle = 100 * c.idle_cpu / c.idle_seconds if c.idle_seconds else float("nan")
        lines.append(
            f"| {c.name} | {len(c.dispatch)} | {ms(p50)} | {ms(percentile(c.dispatch, 95))} | "
            f"{ms(percentile(c.queue, 50))} | {ms(percentile(c.queue, 95))} | "
            f"{ms(percentile(c.overhead, 50))} | {idle:.2f} | {c.errors} | {target} |"
        )
    return lines


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--misses", type=int, default=40, help="new texts per configuration")
    parser.add_argument("--rounds", type=int, default=2, help="interleaved starts of each")
    parser.add_argument("--idle", type=float, default=20, help="idle seconds measured per round")
    parser.add_argument("--polls", help="Q_POLL values for the doorbell broker, e.g. 0.2,1")
    parser.add_argument("--workers", type=int, default=2, help="gunicorn worker processes")
    parser.add_argument("--threads", type=int, default=4, help="threads per worker (gthread)")
    return parser.parse_args()


def main() -> int:
    args = parse_args()
    signal.signal(signal.SIGTERM, on_sigterm)
    signal.signal(signal.SIGINT, signal.default_int_handler)
    q_name = f"bench-dispatch-{uuid.uuid4().hex[:10]}"
    speedup, load_before = parallel_speedup(), load_average()
    polls = [p.strip() for p in args.polls.split(",")] if args.polls else [None]
    with tempfile.TemporaryDirectory(prefix="bench-dispatch-") as tmp:
        workdir = Path(tmp)
        (workdir / "bench_dispatch_stock.py").write_text(STOCK_SETTINGS)
        env = base_env(workdir, workdir / "model", q_name)
        env["PYTHONPATH"] = f"{ROOT}:{workdir}"
        db = workdir / "var" / "db.sqlite3"
        key = prepare(env)
        configs = [
            Config("Redis broker and cache", {"REDIS_URL": REDIS_URL}),
            *(
                Config(
                    f"ORM, doorbell (Q_POLL {poll or 'default'})",
                    {"Q_POLL": poll} if poll else {},
                )
                for poll in polls
            ),
            Config(
                "ORM, stock (Q_POLL 0.2: before)",
                {"DJANGO_SETTINGS_MODULE": "bench_dispatch_stock", "Q_POLL": "0.2"},
            ),
        ]
        share = -(-args.misses // args.rounds)
        try:
            for round_ in range(args.rounds):
                for n, config in enumerate(configs):
                    texts = [TEXT.format(i=i, run=f"{round_}-{n}") for i in range(share)]
                    texts = texts[: args.misses - len(config.dispatch) - config.errors]
                    print(f"round {round_ + 1}: {config.name}", file=sys.stderr)
                    measure(config, env, key, workdir, db, texts, args)
        finally:
            forget_redis_keys(q_name)
    lines = [
        f"Machine: {machine()}; two processes run at {speedup:.2f}x one process's speed; "
        f"load average {load_before} before, {load_average()} after",
        f"Versions: {versions()}",
        f"gunicorn: {args.workers} workers x {args.threads} threads; qcluster: 1 worker; "
        f"{args.misses} misses per configuration over {args.rounds} interleaved rounds; "
        f"{args.idle:g} s idle per round",
        "",
        *table(configs),
    ]
    print("\n".join(lines))
    failed = sum(c.errors for c in configs)
    if failed:
        print(f"\n{failed} request(s) failed", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:
        sys.exit("interrupted; gunicorn, the clusters and the run's Redis keys are gone")

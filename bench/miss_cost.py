"""A miss's cost, step by step: thread CPU and SQL statements per miss, in one process.

    .venv/bin/python bench/miss_cost.py [--misses 60] [--warmups 5] [--runs 1] [--hits 0]

A fresh VAR_DIR (SQLite, the tiny stand-in built by ``manage.py build_standin_model``),
one tenant, django-q2 in sync mode (the worker's task runs inside the request, in the same
process), and ``POST /api/v1/speech`` through Django's test client with bench/load.py's
miss body and texts: warm-ups, then the misses measured. Each step is a function wrapped
where it is called: its **thread CPU** (``time.thread_time``: the host's load does not
inflate it as it does wall time) and the SQL statements its thread ran meanwhile (through
Django's cursor: ``BEGIN`` counted, ``COMMIT`` not), both inclusive of the steps inside it.
The pusher's ``taken_by`` write, another process in a cluster, is made as the pusher
makes it before each task (``synth.broker.taken``). SYNTH_THREADS=1: the engine runs on
the calling thread. Figures are medians per miss over the measured misses; a step run
several times per miss is summed within the miss. Compare runs of one tree against
another in the same sitting: the host moves them. ``--hits N`` then sends the same bodies
again N times (remembered answers, api.hits) and reports a hit's process CPU and statements.
"""

import argparse
import contextlib
import io
import json
import logging
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from collections import defaultdict
from pathlib import Path

# --tree: another checkout's code (e.g. `git worktree add` of the commit before), measured
# by this script.
ROOT = Path(os.environ.get("MISS_COST_TREE") or Path(__file__).resolve().parent.parent)
sys.path.insert(0, str(ROOT))

MISS_TEXT = "Order {n} for table {client} at level {level} is on its way."  # bench/load.py's

SENTENCES = "synth.sentences:SentenceCache"
HIT = "hit: the request, whole (process CPU)"
# (label, side, "module:attribute" or "module:Class.method"), in the order printed.
STEPS = [
    ("web: the request, whole (process CPU)", "web", None),
    ("web: the key (tenancy.keys)", "web", "tenancy.keys:live_key"),
    ("web: the plan (synth.flow.plan)", "web", "synth.flow:plan"),
    ("web:   plan_speech", "web", "synth.speech:plan_speech"),
    ("web: the quota's charge (charge_planned)", "web", "api.quota:charge_planned"),
    ("web: cache or job (flow.begin)", "web", "synth.flow:begin"),
    ("web:   job row and push (join_or_create)", "web", "synth.dispatch:join_or_create"),
    ("web: conclude (flow.conclude)", "web", "synth.flow:conclude"),
    ("web: the lease's release (leases.release)", "web", "synth.leases:release"),
    ("web: the remembered answer (hits.remember)", "web", "api.hits:remember"),
    ("web: metering (meter.record)", "web", "metering.meter:record"),
    ("pusher: taken_by (broker.taken)", "pusher", "synth.broker:taken"),
    ("worker: the task, whole (run_job)", "worker", "synth.worker:run_job"),
    ("worker: fairest()", "worker", "synth.models:SynthesisJobQuerySet.fairest"),
    ("worker: claim", "worker", "synth.models:SynthesisJobQuerySet.claim"),
    ("worker: synthesize()", "worker", "synth.worker:synthesize"),
    ("worker:   sentence look-up (take)", "worker", f"{SENTENCES}.take"),
    ("worker:   the engine (synthesize_chunk)", "worker", "synth.sentences:synthesize_chunk"),
    ("worker:   store_clip (clip row, job's end)", "worker", "synth.worker:store_clip"),
    ("worker:     the review policy (apply_policy)", "worker", "review.queue:apply_policy"),
    ("worker:   the sentence's file (write_held)", "worker", f"{SENTENCES}.write_held"),
    ("worker:   the sentence's row (keep_written)", "worker", f"{SENTENCES}.keep_written"),
    ("worker:   keeping the sentence (keep_held: older)", "worker", f"{SENTENCES}.keep_held"),
    ("worker:     its encoding (wav_bytes)", "worker", "synth.sentences:wav_bytes"),
]


class Meter:
    """Per-thread stacks of running steps; per miss, each step's CPU and statements."""

    def __init__(self):
        self.local = threading.local()
        self.current: dict[str, list[float]] = defaultdict(lambda: [0, 0.0, 0])
        self.misses: list[dict] = []
        self.show = False  # print each statement, under the step that ran it

    def stack(self) -> list:
        if not hasattr(self.local, "stack"):
            self.local.stack = []
        return self.local.stack

    def statement(self, sql: str = "") -> None:
        for frame in self.stack():
            frame[1] += 1
        if self.show and self.stack():
            print(f"  [{self.stack()[-1][0]}] {sql[:150]}", file=sys.stderr)

    @contextlib.contextmanager
    def step(self, label: str, clock=time.thread_time):
        frame = [label, 0]
        self.stack().append(frame)
        began = clock()
        try:
            yield
        finally:
            spent = clock() - began
            self.stack().remove(frame)
            total = self.current[label]
            total[0] += 1
            total[1] += spent
            total[2] += frame[1]

    def end_miss(self, keep: bool) -> None:
        if keep:
            self.misses.append(dict(self.current))
        self.current = defaultdict(lambda: [0, 0.0, 0])


def wrap(meter: Meter, label: str, target: str) -> None:
    """Wrap the function ``target`` everywhere it is referenced: its class, or every loaded
    module that imported it by name."""
    import functools

    module_name, attr = target.split(":")
    try:
        module = __import__(module_name, fromlist=["_"])
        owner = module
        for part in attr.split("."):
            owner = getattr(owner, part)
    except (ImportError, AttributeError):  # an older tree without that step: not measured
        return
    if "." in attr:
        cls_name, method = attr.split(".")
        cls = getattr(module, cls_name)
        original = getattr(cls, method)

        @functools.wraps(original)
        def method_wrapper(*args, **kwargs):
            with meter.step(label):
                return original(*args, **kwargs)

        setattr(cls, method, method_wrapper)
        return
    original = getattr(module, attr)

    @functools.wraps(original)
    def wrapper(*args, **kwargs):
        with meter.step(label):
            return original(*args, **kwargs)

    for mod in list(sys.modules.values()):
        try:
            names = [n for n, v in vars(mod).items() if v is original]
        except TypeError:
            continue
        for name in names:
            setattr(mod, name, wrapper)


def prepare(workdir: Path) -> None:
    env_settings = {
        "DJANGO_SETTINGS_MODULE": "ttsproject.settings",
        "VAR_DIR": str(workdir / "var"),
        "SYNTH_MODEL_DIR": str(workdir / "model"),
        "Q_NAME": f"misscost-{uuid.uuid4().hex[:8]}",
        "API_RATE": "1000000/s",
        "API_DAILY_CHARS": "1000000000",
        "SYNTH_THREADS": "1",
        "ALLOWED_HOSTS": "testserver,localhost",
    }
    for k in [k for k in os.environ if k.startswith(("SYNTH_", "Q_", "API_"))]:
        del os.environ[k]
    os.environ.pop("REDIS_URL", None)
    os.environ.pop("DATABASE_URL", None)
    os.environ.update(env_settings)
    manage = [sys.executable, str(ROOT / "manage.py")]
    subprocess.run(
        [*manage, "build_standin_model", str(workdir / "model"), "--profile", "tiny"],
        check=True,
        capture_output=True,
        cwd=ROOT,
    )


def run(args) -> list[dict]:
    import django

    django.setup()
    from django.conf import settings
    from django.core.management import call_command
    from django.db.backends import utils
    from django.test import Client
    from django_q.conf import Conf

    logging.disable(logging.WARNING)  # a log line per task and request: not what is measured
    Conf.SYNC = True
    settings.Q_CLUSTER = {**settings.Q_CLUSTER, "sync": True}
    call_command("migrate", verbosity=0)
    out = io.StringIO()
    call_command("create_tenant", "misscost", "--name", "Miss cost", stdout=out)
    key = out.getvalue().strip().splitlines()[-1]

    meter = Meter()
    original_execute = utils.CursorWrapper._execute

    def counted(self, sql, *a, **kw):
        meter.statement(sql)
        return original_execute(self, sql, *a, **kw)

    utils.CursorWrapper._execute = counted
    # Loaded first, so that the names they import are wrapped (an older tree may lack one).
    for module in ("api.pipeline", "api.views.speech", "synth.worker"):
        with contextlib.suppress(ImportError):
            __import__(module)

    for label, _, target in STEPS:
        if target:
            wrap(meter, label, target)
    emulate_pusher()

    if args.profile:
        profile_tasks(args)
    client = Client(HTTP_AUTHORIZATION=f"Bearer {key}")
    whole = STEPS[0][0]
    bodies = []
    for n in range(args.warmups + args.misses):
        text = MISS_TEXT.format(n=n // 16 + 1, client=n % 16, level=16)  # load.py's, 16 clients
        body = json.dumps({"text": text, "voice": "M1", "format": "wav", "wait": 30})
        meter.show = args.show_sql and n == args.warmups + args.misses - 1
        with meter.step(whole, clock=time.process_time):
            reply = client.post("/api/v1/speech", body, content_type="application/json")
        if reply.status_code != 200 or reply.headers.get("X-Cache") != "MISS":
            raise SystemExit(f"not a miss: {reply.status_code} {reply.content[:200]!r}")
        meter.end_miss(keep=n >= args.warmups)
        bodies.append(body)
    misses, meter.misses = meter.misses, []
    for n in range(args.hits):  # the same bodies again: remembered answers (api.hits)
        body = bodies[n % len(bodies)]
        meter.show = args.show_sql and n == args.hits - 1
        with meter.step(HIT, clock=time.process_time):
            reply = client.post("/api/v1/speech", body, content_type="application/json")
        if reply.status_code != 200 or reply.headers.get("X-Cache") != "HIT":
            raise SystemExit(f"not a hit: {reply.status_code} {reply.content[:200]!r}")
        meter.end_miss(keep=True)
    return {"misses": misses, "hits": meter.misses}


def profile_tasks(args) -> None:
    """cProfile around each measured call of ``--profile-of`` (by default the worker's task,
    synth.worker.run_job; e.g. synth.flow:plan for the web's plan), saved at exit."""
    import atexit
    import cProfile
    import importlib

    module_name, _, name = args.profile_of.partition(":")
    if args.profile_of == "request":  # the whole request, as the test client sends it
        module_name, name = "django.test.client", "Client"
    module = importlib.import_module(module_name)
    profiler, task, seen = cProfile.Profile(), getattr(module, name), [0]

    def profiled(*a, **kw):
        seen[0] += 1
        if seen[0] <= args.warmups:
            return task(*a, **kw)
        profiler.enable()
        try:
            return task(*a, **kw)
        finally:
            profiler.disable()

    if args.profile_of == "request":
        task = task.post  # the client is made after this: its class's post
        module.Client.post = lambda self, *a, **kw: profiled(self, *a, **kw)
        atexit.register(lambda: profiler.dump_stats(args.profile))
        return
    setattr(module, name, profiled)
    atexit.register(lambda: profiler.dump_stats(args.profile))


def emulate_pusher() -> None:
    """Before each task, the pusher's mark (synth.broker.taken), as a cluster makes it."""
    from django_q.signing import SignedPackage

    from synth import broker, dispatch

    push = dispatch._push
    if not hasattr(broker, "taken"):  # an older tree: its pusher wrote nothing
        return

    def pushed(job):
        task = {"func": dispatch.RUN_JOB, "args": (str(job.id),)}
        broker.taken([(None, SignedPackage.dumps(task))])
        push(job)

    dispatch._push = pushed


def report(runs: list[list[dict]], steps=STEPS, what: str = "miss") -> str:
    lines = [
        f"| step | calls per {what} | thread CPU ms, median per run | statements per {what} |",
        "|---|---|---|---|",
    ]
    for label, _, _ in steps:
        cpu, calls, statements = [], [], []
        for misses in runs:
            per = [m.get(label, [0, 0.0, 0]) for m in misses]
            calls.append(statistics.mean(p[0] for p in per))
            cpu.append(statistics.median(p[1] for p in per) * 1000)
            statements.append(statistics.mean(p[2] for p in per))
        lines.append(
            f"| {label} | {statistics.mean(calls):.2f} | "
            f"{' / '.join(f'{c:.2f}' for c in cpu)} | {statistics.mean(statements):.2f} |"
        )
    return "\n".join(lines)


def one_run(args) -> list[dict]:
    """A run in a process of its own (fresh Django, fresh VAR_DIR): its misses."""
    with tempfile.TemporaryDirectory(prefix="bench-misscost-") as tmp:
        prepare(Path(tmp))
        return run(args)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--misses", type=int, default=60)
    parser.add_argument("--warmups", type=int, default=5)
    parser.add_argument("--runs", type=int, default=1, help="fresh processes, one after another")
    parser.add_argument("--tree", help="the checkout whose code is measured (default: this one)")
    parser.add_argument("--profile", help="write cProfile's stats of --profile-of's calls here")
    parser.add_argument(
        "--profile-of",
        default="synth.worker:run_job",
        help="module:function to profile, or 'request': the whole request",
    )
    parser.add_argument(
        "--hits", type=int, default=0, help="then this many remembered answers of the same bodies"
    )
    parser.add_argument("--show-sql", action="store_true", help="print the last miss's SQL")
    parser.add_argument("--json", help=argparse.SUPPRESS)  # a child run writes its misses here
    args = parser.parse_args()
    if args.json:
        Path(args.json).write_text(json.dumps(one_run(args)))
        return 0
    if args.tree:
        os.environ["MISS_COST_TREE"] = str(Path(args.tree).resolve())
    runs = []
    for _ in range(args.runs):
        with tempfile.NamedTemporaryFile(suffix=".json") as out:
            child = [sys.executable, __file__, "--misses", str(args.misses)]
            child += ["--warmups", str(args.warmups), "--json", out.name]
            child += ["--hits", str(args.hits)]
            child += ["--profile", args.profile] if args.profile else []
            child += ["--profile-of", args.profile_of]
            child += ["--show-sql"] if args.show_sql else []
            subprocess.run(child, check=True, cwd=ROOT if not args.tree else args.tree)
            runs.append(json.loads(Path(out.name).read_text()))
    load = os.getloadavg()
    print(f"{args.misses} misses after {args.warmups} warm-ups, {args.runs} run(s)", end="")
    print(f"; load average {load[0]:.1f} at the end")
    print(report([run["misses"] for run in runs]))
    if args.hits:
        print(f"\n{args.hits} remembered answers (hits) of the same bodies")
        print(report([run["hits"] for run in runs], [(HIT, "web", None)], "hit"))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The image as shipped, by hand (`make image-check`): the image alone, then the compose
layout, each checked for readiness, a MISS, a HIT and a clean stop.

    python deploy/image_check.py [alone] [compose]      # both by default

ENGINE (podman or docker: whichever `make image` used) runs the containers, with
ENGINE_FLAGS; IMAGE names the image (supertonic-service); PORT is where the check reaches
it (8000). Compose runs with `docker compose` or `podman-compose` (COMPOSE to choose), on
the images the compose file names (postgres, redis, minio, mc, haproxy); each that cannot
be pulled is replaced, saying so, by a local stand-in of the same software built on
BASE_IMAGE (deploy/standins/). The compose part also kills a web host mid-request (the
load balancer must retry on the other) and a worker host mid-job (the jobs it had taken
must run elsewhere within STRANDED_LIMIT, 60 s, with the default limits); WEB_KILLS runs
the web host kill that many times. The image alone is also started again after its clean
stop. Exits 1 at the first check that fails, with the containers' logs.
"""

import json
import os
import re
import secrets
import shutil
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

DEPLOY = Path(__file__).resolve().parent
ENGINE = os.getenv("ENGINE") or ("podman" if shutil.which("podman") else "docker")
IMAGE = os.getenv("IMAGE", "supertonic-service")
PORT = int(os.getenv("PORT", "8000"))
URL = f"http://127.0.0.1:{PORT}"
NAME = f"tts-check-{os.getpid()}"
# What the engine needs on this host to run a container (e.g. podman as root here:
# "--ulimit nofile=1024:1024 --ulimit nproc=1024:1024"): the Makefile's ENGINE_FLAGS.
FLAGS = os.getenv("ENGINE_FLAGS", "").split()
TEXT = "The image answers its first request."
BASE_IMAGE = os.getenv("BASE_IMAGE", "localhost/python:3.11-slim")
# The images deploy/docker-compose.yml names, each with the variable that replaces it.
SERVICE_IMAGES = {
    "POSTGRES_IMAGE": "postgres:15",
    "REDIS_IMAGE": "redis:7",
    "HAPROXY_IMAGE": "haproxy:2.6",
    "MINIO_IMAGE": "minio/minio",
    "MC_IMAGE": "minio/mc",
}
PROBLEMS: list[str] = []
# A worker host's jobs must run elsewhere within this, with the default limits (issue 35).
STRANDED_LIMIT = float(os.getenv("STRANDED_LIMIT", "60"))
# Long enough to be synthesizing when its host is killed (tests/faults/test_cluster_hosts.py).
SLOW_TEXT = " ".join(["The quick brown fox jumps over the lazy dog."] * 30)
# How many times the web host kill runs (one run in a few went wrong before: issue 35).
WEB_KILLS = int(os.getenv("WEB_KILLS", "1"))


def run(*command: str, check: bool = True, env: dict | None = None, timeout: float = 900) -> str:
    """A command's output; a command that outlives ``timeout`` fails the check (podman-compose
    waits forever for a dependency whose container it failed to create)."""
    try:
        done = subprocess.run(
            command, capture_output=True, text=True, env={**os.environ, **(env or {})},
            cwd=DEPLOY, timeout=timeout,
        )  # fmt: skip
    except subprocess.TimeoutExpired as error:
        stderr = (error.stderr or b"")[-3000:]
        raise SystemExit(
            f"{' '.join(command)} still running after {timeout} s:\n{stderr!r}"
        ) from None
    if check and done.returncode:
        raise SystemExit(f"{' '.join(command)} failed ({done.returncode}):\n{done.stderr}")
    return done.stdout.strip()


def say(message: str) -> None:
    print(f"[image-check] {message}", flush=True)


def wait_ready(seconds: float = 600) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"{URL}/api/v1/ready", timeout=5) as response:
                if response.status == 200:
                    return
        except (urllib.error.URLError, OSError):
            pass
        time.sleep(2)
    raise AssertionError(f"{URL}/api/v1/ready was not 200 within {seconds} s")


def post_speech(key: str, text: str, wait: int) -> tuple[int, dict, bytes]:
    """POST /api/v1/speech through the published port: status, headers, body."""
    headers = {"Authorization": f"Bearer {key}", "Content-Type": "application/json"}
    body = json.dumps({"text": text, "wait": wait}).encode()
    request = urllib.request.Request(f"{URL}/api/v1/speech", data=body, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=120) as response:
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read()


def speak(key: str) -> str:
    """POST /api/v1/speech; its X-Cache (MISS, then HIT for the same text). A miss that
    outlives its wait (a 202) is followed to its job's end, and counts as the MISS."""
    headers = {"Authorization": f"Bearer {key}", "Content-Type": "application/json"}
    body = json.dumps({"text": TEXT, "wait": 30}).encode()
    request = urllib.request.Request(f"{URL}/api/v1/speech", data=body, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            audio = response.read()
            if response.status == 202:
                follow(response.headers["Location"], headers)
                return "MISS"
            assert response.status == 200 and audio, (response.status, len(audio))
            return response.headers.get("X-Cache", "")
    except urllib.error.HTTPError as error:
        raise AssertionError(f"{error.code}: {error.read()[:500]!r}") from None


def follow(location: str, headers: dict, seconds: float = 300) -> None:
    url = location if location.startswith("http") else f"{URL}{location}"
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        with urllib.request.urlopen(urllib.request.Request(url, headers=headers)) as response:
            if json.loads(response.read())["status"] in ("done", "failed"):
                return
        time.sleep(1)
    raise AssertionError(f"{url} did not end within {seconds} s")


def miss_then_hit(key: str) -> None:
    first, second = speak(key), speak(key)
    assert (first, second) == ("MISS", "HIT"), (first, second)
    say(f"speech: {first}, then {second}")


def alone() -> None:
    """One `run` of the image: the embedded service on a volume."""
    volume = f"{NAME}-data"
    run(ENGINE, "volume", "create", volume)
    try:
        run(ENGINE, "run", *FLAGS, "-d", "--name", NAME, "-p", f"127.0.0.1:{PORT}:8000",
            "-v", f"{volume}:/var/lib/tts", IMAGE)  # fmt: skip
        started = time.monotonic()
        wait_ready()
        say(f"alone: ready after {time.monotonic() - started:.0f} s")
        key = run(ENGINE, "exec", NAME, "python", "manage.py", "create_tenant", "check",
                  "--name", "Image check").splitlines()[-1]  # fmt: skip
        miss_then_hit(key)
        stop_cleanly()
        # The same container started again: its data kept in the volume, its metrics folder
        # made anew (/dev/shm), so it is ready again and finds the clip it made.
        run(ENGINE, "start", NAME)
        started = time.monotonic()
        wait_ready()
        say(f"alone: started again, ready after {time.monotonic() - started:.0f} s")
        again = speak(key)
        assert again == "HIT", again
        say(f"alone: after the restart, speech: {again}")
        stop_cleanly()
    except BaseException:
        print(run(ENGINE, "logs", NAME, check=False)[-5000:])
        raise
    finally:
        run(ENGINE, "rm", "-f", NAME, check=False)
        run(ENGINE, "volume", "rm", "-f", volume, check=False)


def stop_cleanly() -> None:
    """`stop` the container alone: exit 0 and no traceback in its logs."""
    run(ENGINE, "stop", "-t", "30", NAME)
    code = run(ENGINE, "inspect", "-f", "{{.State.ExitCode}}", NAME)
    logs = run(ENGINE, "logs", NAME)
    assert code == "0", f"exit code {code}:\n{logs[-3000:]}"
    assert "Traceback" not in logs, logs[-3000:]
    say("alone: stopped cleanly (exit 0, no traceback)")


def compose_command() -> list[str]:
    wanted = os.getenv("COMPOSE")
    if wanted:
        return wanted.split()
    if ENGINE == "docker":
        return ["docker", "compose"]
    if shutil.which("podman-compose"):
        return ["podman-compose"]
    raise SystemExit(
        "compose needs `docker compose` or podman-compose (pip install podman-compose, in a"
        " virtualenv of its own; or apt-get install podman-compose), or COMPOSE=<command>"
    )


def have_image(image: str) -> bool:
    if run(ENGINE, "image", "inspect", image, check=False) not in ("", "[]"):
        return True
    return subprocess.run([ENGINE, "pull", "-q", image], capture_output=True).returncode == 0


def service_images() -> dict[str, str]:
    """The compose file's images that cannot be pulled here, each replaced by a local
    stand-in of the same software (deploy/standins/build.sh), said so loudly."""
    missing = [
        v for v, image in SERVICE_IMAGES.items() if not os.getenv(v) and not have_image(image)
    ]
    if not missing:
        return {}
    names = ", ".join(SERVICE_IMAGES[v] for v in missing)
    say(f"cannot pull {names} (no registry reachable?): building local STAND-INS on {BASE_IMAGE}")
    say("  PostgreSQL 15, Redis 7.0 and HAProxy 2.6 from Debian's packages; moto's S3 server")
    say("  for MinIO (in memory, any key accepted): deploy/standins/README.md")
    built = dict(
        line.split("=", 1)
        for line in run("sh", "standins/build.sh", ENGINE, BASE_IMAGE).splitlines()
    )
    chosen = {v: built[v] for v in missing}
    for v, image in chosen.items():
        say(f"  {SERVICE_IMAGES[v]} -> {image} (STAND-IN)")
    return chosen


class Compose:
    def __init__(self, env: dict):
        self.command, self.env = compose_command(), env

    def __call__(self, *args: str, check: bool = True) -> str:
        return run(*self.command, *args, check=check, env=self.env)

    def container(self, service: str) -> str:
        project = f"label=com.docker.compose.project={NAME}"
        label = f"label=com.docker.compose.service={service}"
        return run(ENGINE, "ps", "-a", "-q", "--filter", project, "--filter", label).split()[0]

    def sql(self, query: str) -> list[list[str]]:
        out = run(ENGINE, "exec", self.container("postgres"), "psql", "-U", "tts", "-d", "tts",
                  "-AtF", "\t", "-c", query)  # fmt: skip
        return [line.split("\t") for line in out.splitlines() if line]

    def up_in_order(self) -> None:
        """The compose file's order, one step at a time. podman-compose (1.6, on podman 4.3)
        skips service_healthy (podman wait knows no "healthy" before 4.6; without systemd
        nothing runs the checks either), and it starts containers in an order of its own:
        lb waited for web1 and web2 to run before migrate, their dependency, had started."""
        self("up", "-d", "--no-build", "postgres", "redis", "objectstore")
        self.wait_healthy(["postgres", "redis", "objectstore"])
        for one_off in ("bucket", "migrate"):
            self("up", "-d", "--no-build", "--no-deps", one_off)
            code = run(ENGINE, "wait", self.container(one_off)).strip()
            assert code == "0", f"{one_off} exited {code}:\n{self('logs', one_off, check=False)}"
        self("up", "-d", "--no-build", "--no-deps", "web1", "web2", "worker1", "worker2")
        self("up", "-d", "--no-build", "--no-deps", "lb")

    def logs(self, service: str) -> str:
        done = subprocess.run([ENGINE, "logs", self.container(service)], capture_output=True)
        return (done.stdout + done.stderr).decode(errors="replace")

    @staticmethod
    def healthy(name: str) -> bool:
        if ENGINE == "podman":  # runs the check (without systemd, nothing else does)
            done = subprocess.run([ENGINE, "healthcheck", "run", name], capture_output=True)
            return not done.returncode
        form = "{{.State.Health.Status}}"  # Docker runs its checks itself
        return run(ENGINE, "inspect", "-f", form, name, check=False) == "healthy"

    def wait_healthy(self, services: list[str], seconds: float = 120) -> None:
        """Each service's own health check until it passes (podman-compose does not wait
        for them: up_in_order)."""
        deadline = time.monotonic() + seconds
        for service in services:
            name = self.container(service)
            while not self.healthy(name):
                if time.monotonic() > deadline:
                    raise AssertionError(f"{service} was not healthy within {seconds} s")
                time.sleep(2)


def compose() -> None:
    """deploy/docker-compose.yml: migrate, two web, two workers, HAProxy in front; a web
    host and a worker host killed; a clean stop."""
    env = {
        "SECRET_KEY": secrets.token_hex(32),
        "POSTGRES_PASSWORD": secrets.token_hex(16),
        "REDIS_PASSWORD": secrets.token_hex(16),
        "MINIO_PASSWORD": secrets.token_hex(16),
        "TTS_PORT": str(PORT),
        "COMPOSE_PROJECT_NAME": NAME,
        **service_images(),
    }
    dc = Compose(env)
    try:
        started = time.monotonic()
        if dc.command[0] == "podman-compose":
            dc.up_in_order()
        else:
            dc("up", "-d", "--no-build")
        wait_ready()
        say(f"compose: ready through the load balancer after {time.monotonic() - started:.0f} s")
        # Every server line of haproxy-compose.cfg with its address, the unchecked backups
        # too: a server "DOWN for maintenance (No IP for server)" is one the resolver left out.
        time.sleep(5)  # a few of the resolver's rounds
        no_ip = [line for line in dc.logs("lb").splitlines() if "No IP for server" in line]
        assert not no_ip, "HAProxy left servers without an address:\n" + "\n".join(no_ip)
        # -T: no terminal, so the key is not mixed with the command's stderr and CRs.
        out = dc("--profile", "tools", "run", "--rm", "-T", "--no-deps", "manage",
                 "create_tenant", "check", "--name", "Image check")  # fmt: skip
        key = re.findall(r"\btts_\w+_[\w-]+", out)[-1]
        miss_then_hit(key)
        for run_number in range(1, WEB_KILLS + 1):
            web_host_killed(dc, key, run_number)
        worker_host_killed(dc, key)
        dc("stop")
        ids = run(ENGINE, "ps", "-a", "-q", "--filter", f"label=com.docker.compose.project={NAME}")
        form = '{{index .Config.Labels "com.docker.compose.service"}} {{.State.Status}}'
        states = run(ENGINE, "inspect", "-f", form + " {{.State.ExitCode}}", *ids.split())
        exits = {
            name: (status, int(code)) for name, status, code in map(str.split, states.splitlines())
        }
        bad = {name: state for name, state in exits.items() if state != ("exited", 0)}
        assert not bad, f"containers that did not stop cleanly: {bad}"
        say(f"compose: stopped cleanly ({len(exits)} containers, exit 0)")
        assert not PROBLEMS, "\n".join(PROBLEMS)
    except BaseException:
        print(dc("logs", "--tail", "50", check=False)[-8000:])
        raise
    finally:
        dc("down", "-v", check=False)


def web_host_killed(dc: Compose, key: str, run_number: int = 1) -> None:
    """Requests waiting on web1 when it is killed are retried by HAProxy on web2."""
    texts = [f"{SLOW_TEXT} Web host check {secrets.token_hex(4)}." for _ in range(6)]
    answers: list[tuple[int, float]] = []
    lb_lines = len(run(ENGINE, "logs", dc.container("lb"), check=False).splitlines())

    def send(text: str) -> None:
        sent = time.monotonic()
        answers.append((post_speech(key, text, 30)[0], round(time.monotonic() - sent, 1)))

    threads = [threading.Thread(target=send, args=(t,)) for t in texts]
    for thread in threads:
        thread.start()
    time.sleep(3)  # all six sent and waiting (leastconn: three on each host)
    run(ENGINE, "kill", "-s", "KILL", dc.container("web1"))
    killed_at = time.monotonic()
    for thread in threads:
        thread.join(180)
    # This run's lines of HAProxy's log: its speech requests (httplog: the server, the
    # termination state, and "/+N" on the connection counters when it redispatched) and
    # the servers' changes of state.
    lb_log = run(ENGINE, "logs", dc.container("lb"), check=False).splitlines()[lb_lines:]
    speech = [line for line in lb_log if '"POST /api/v1/speech' in line]
    retried = [line for line in speech if re.search(r"/\+\d+ ", line)]
    codes = sorted(code for code, _ in answers)
    say(
        f"web kill run {run_number}: answers {codes} after (s) "
        f"{sorted(seconds for _, seconds in answers)}, {len(retried)} redispatched by HAProxy"
    )
    for line in lb_log:
        if (
            "POST /api/v1/speech" in line
            or " is DOWN" in line
            or " is UP" in line
            or "backend" in line.lower()
            or "maintenance" in line.lower()
        ):
            say(f"  lb: {line.strip()[:400]}")
    if len(answers) != len(texts) or not set(codes) <= {200, 202}:
        # Reported at the end: the worker scenario and the clean stop still run.
        PROBLEMS.append(f"web kill run {run_number}: not every request answered: {answers}")
    # web1 back in HAProxy's rotation: by its checks ("web/web1 is UP"), or, when its name
    # had stopped resolving, by the resolver ("web/web1 ('web1') is UP/READY").
    back_up = re.compile(r"web/web1 (\('web1'\) )?is UP")
    ups = len(back_up.findall(dc.logs("lb")))
    dc("start", "web1")
    dc.wait_healthy(["web1"], seconds=300)  # itself ready, not only the load balancer
    deadline = time.monotonic() + 120
    while len(back_up.findall(dc.logs("lb"))) <= ups:
        assert time.monotonic() < deadline, "HAProxy did not take web1 back within 120 s"
        time.sleep(1)
    back = time.monotonic() - killed_at
    say(f"web1 back, ready and up in the load balancer {back:.0f} s after the kill")


def worker_host_killed(dc: Compose, key: str) -> None:
    """A worker host killed mid-job: the jobs it had taken (running or held) run elsewhere
    within STRANDED_LIMIT, with the default SYNTH_HEARTBEAT_LIMIT and queue limits."""
    for i in range(3):
        status, _, body = post_speech(
            key, f"{SLOW_TEXT} Worker host check {i} {secrets.token_hex(4)}.", 0
        )
        assert status in (200, 202), (status, body[:300])
    deadline = time.monotonic() + 120
    running = (
        "SELECT id FROM synth_synthesisjob WHERE status = 'running' AND worker LIKE 'worker1%'"
    )
    while not dc.sql(running):
        assert time.monotonic() < deadline, "no job ran on worker1 within 120 s"
        time.sleep(0.3)
    taken = [row[0] for row in dc.sql(
        "SELECT id FROM synth_synthesisjob WHERE status IN ('queued', 'running')"
        " AND taken_by LIKE 'worker1%'")]  # fmt: skip
    assert taken, "worker1 held no job"
    run(ENGINE, "kill", "-s", "KILL", dc.container("worker1"))
    lost_at = time.monotonic()
    waits: dict[str, float] = {}
    listed = ", ".join(f"'{job}'" for job in taken)
    while len(waits) < len(taken) and time.monotonic() - lost_at < STRANDED_LIMIT * 3:
        for job, holder, status in dc.sql(
            "SELECT id, coalesce(taken_by, ''), status FROM synth_synthesisjob"
            f" WHERE id IN ({listed})"
        ):
            if status == "done" or not holder.startswith("worker1"):
                waits.setdefault(job, round(time.monotonic() - lost_at, 1))
        time.sleep(0.5)
    waits = {job: waits.get(job, float("inf")) for job in taken}
    say(f"worker1 killed holding {len(taken)} job(s); each no longer worker1's after (s): "
        f"{sorted(waits.values())}")  # fmt: skip
    assert max(waits.values()) < STRANDED_LIMIT, waits
    deadline = time.monotonic() + 300
    while dc.sql(f"SELECT id FROM synth_synthesisjob WHERE id IN ({listed}) AND status <> 'done'"):
        assert time.monotonic() < deadline, "the stranded jobs were not done within 300 s"
        time.sleep(1)
    rows = dc.sql(f"SELECT attempts, worker FROM synth_synthesisjob WHERE id IN ({listed})")
    say(f"the stranded jobs done: (attempts, worker) {sorted(map(tuple, rows))}; "
        f"{time.monotonic() - lost_at:.0f} s after the kill")  # fmt: skip
    # Started again, and running, before the clean stop (a stop during its start exits 1).
    starts = dc.logs("worker1").count("running.")
    dc("start", "worker1")
    deadline = time.monotonic() + 300
    while dc.logs("worker1").count("running.") <= starts:
        assert time.monotonic() < deadline, "worker1 did not run again within 300 s"
        time.sleep(2)


if __name__ == "__main__":
    parts = sys.argv[1:] or ["alone", "compose"]
    for part in parts:
        {"alone": alone, "compose": compose}[part]()
    say("all checks passed")

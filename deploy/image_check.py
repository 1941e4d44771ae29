"""The image as shipped, by hand (`make image-check`): the image alone, then the compose
layout, each checked for readiness, a MISS, a HIT and a clean stop.

    python deploy/image_check.py [alone] [compose]      # both by default

ENGINE (podman or docker: whichever `make image` used) runs the containers, with
ENGINE_FLAGS; IMAGE names the image (supertonic-service); PORT is where the check reaches
it (8000). Compose runs
with `docker compose` or `podman-compose`, whichever is installed, and needs the images
the compose file names (postgres, redis, minio, haproxy) pulled or loaded. Exits 1 at
the first check that fails, with the containers' logs.
"""

import json
import os
import secrets
import shutil
import subprocess
import sys
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


def run(*command: str, check: bool = True, env: dict | None = None) -> str:
    done = subprocess.run(
        command, capture_output=True, text=True, env={**os.environ, **(env or {})}, cwd=DEPLOY
    )
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
        run(ENGINE, "stop", "-t", "30", NAME)
        code = run(ENGINE, "inspect", "-f", "{{.State.ExitCode}}", NAME)
        logs = run(ENGINE, "logs", NAME)
        assert code == "0", f"exit code {code}:\n{logs[-3000:]}"
        assert "Traceback" not in logs, logs[-3000:]
        say("alone: stopped cleanly (exit 0, no traceback)")
    except BaseException:
        print(run(ENGINE, "logs", NAME, check=False)[-5000:])
        raise
    finally:
        run(ENGINE, "rm", "-f", NAME, check=False)
        run(ENGINE, "volume", "rm", "-f", volume, check=False)


def compose_command() -> list[str]:
    if ENGINE == "docker":
        return ["docker", "compose"]
    if shutil.which("podman-compose"):
        return ["podman-compose"]
    raise SystemExit(
        "compose needs `docker compose` or podman-compose (apt install podman-compose)"
    )


def compose() -> None:
    """deploy/docker-compose.yml: migrate, two web, two workers, HAProxy in front."""
    env = {
        "SECRET_KEY": secrets.token_hex(32),
        "POSTGRES_PASSWORD": secrets.token_hex(16),
        "REDIS_PASSWORD": secrets.token_hex(16),
        "MINIO_PASSWORD": secrets.token_hex(16),
        "TTS_PORT": str(PORT),
        "COMPOSE_PROJECT_NAME": NAME,
    }
    compose = compose_command()
    try:
        run(*compose, "up", "-d", "--no-build", env=env)
        started = time.monotonic()
        wait_ready()
        say(f"compose: ready through the load balancer after {time.monotonic() - started:.0f} s")
        out = run(*compose, "--profile", "tools", "run", "--rm", "manage", "create_tenant",
                  "check", "--name", "Image check", env=env)  # fmt: skip
        miss_then_hit(out.splitlines()[-1])
        run(*compose, "stop", env=env)
        states = run(*compose, "ps", "-a", "--format", "json", env=env)
        exits = {
            row.get("Service") or row.get("Names"): row.get("ExitCode")
            for row in _json_rows(states)
        }
        bad = {name: code for name, code in exits.items() if code not in (0, None)}
        assert not bad, f"containers that did not stop cleanly: {bad}"
        say(f"compose: stopped cleanly ({len(exits)} containers, exit 0)")
    except BaseException:
        print(run(*compose, "logs", "--tail", "50", check=False, env=env)[-8000:])
        raise
    finally:
        run(*compose, "down", "-v", check=False, env=env)


def _json_rows(text: str) -> list[dict]:
    text = text.strip()
    if text.startswith("["):
        return json.loads(text)
    return [json.loads(line) for line in text.splitlines() if line.strip()]


if __name__ == "__main__":
    parts = sys.argv[1:] or ["alone", "compose"]
    for part in parts:
        {"alone": alone, "compose": compose}[part]()
    say("all checks passed")

"""What every fault scenario shares: the service as production runs it (core.webserver's
gunicorn and a qcluster, on the scenario's own database, queue and storage), a client
that keeps every answer, and the invariants checked after each fault:

- every request got exactly one final answer: 200 with good audio, or one of the
  scenario's documented errors (a stable code; a 5xx only as the documented fault answer,
  never an unhandled 500);
- sent again once the fault is gone, every request gets its audio (nothing lost, and the
  service recovered without a restart);
- no job is left queued or running, no job ran past its attempts;
- every Clip row has its whole file; after housekeeping, no file lacks its row.

The scenario runs in a process of its own (tests/cluster.py's ``run_scenario``); its
stdout is shown when it fails, with the logs of gunicorn and the cluster.
"""

import contextlib
import http.client
import json
import time
from dataclasses import dataclass, field
from pathlib import Path

from tests.cluster import free_port as free_port  # for scenarios serving on their own
from tests.cluster import say
from tests.serving import serving_env, web_server

# About 2 s of work on the tiny stand-in (tests/cluster.py's SLOW_TEXT, within the API's
# 5,000 characters): long enough to do something to the service in the middle of it.
SLOW = {"text": " ".join(["The quick brown fox jumps over the lazy dog."] * 100),
        "steps": 100, "speed": 2.0}  # fmt: skip


def fault_env(tmp_path: Path, model_dir: Path, **settings) -> dict[str, str]:
    """serving_env for a fault: on the PostgreSQL pass with Redis as the broker and cache
    (the scaled mode), else SQLite and the ORM broker (the embedded default). Rate limits
    are out of the way; every other knob is the service's default unless given."""
    (tmp_path / "metrics").mkdir(exist_ok=True)
    return serving_env(
        tmp_path, model_dir, **{"PROMETHEUS_MULTIPROC_DIR": tmp_path / "metrics", **settings}
    )


# --- the service ----------------------------------------------------------------------------


@contextlib.contextmanager
def gunicorn():
    """The web server on a free port, as `manage.py serve` runs it (tests/serving.py); its
    port. Its log is named qcluster-web.log so run_scenario shows it on failure."""
    with web_server(log_name="qcluster-web.log") as port:
        yield port


def call(port: int, method: str, path: str, body=None, headers=None, timeout=60):
    """One request on a new connection: (status, headers, body); status 0 if refused."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        conn.request(method, path, body=body, headers=headers or {})
        response = conn.getresponse()
        return response.status, response.headers, response.read()
    except (TimeoutError, ConnectionError) as exc:
        return 0, {}, str(exc).encode()
    finally:
        conn.close()


# --- the client -------------------------------------------------------------------------------


@dataclass
class Answer:
    """The final answer to one request: audio (code "") or an error code."""

    text: str
    status: int
    code: str = ""
    clip: str = ""
    retry_after: str | None = None
    detail: str = ""
    params: dict = field(default_factory=dict)  # what else the request asked


@dataclass
class Api:
    port: int
    key: str
    answers: list = field(default_factory=list)

    def speak(self, text: str, wait: float = 30, fmt: str = "wav", **params) -> Answer:
        """POST /speech until it is not a 202 (a client polling by sending the request
        again, which joins the same job): one final answer, recorded."""
        body = json.dumps({"text": text, "format": fmt, "wait": wait, **params}).encode()
        headers = {"Authorization": f"Bearer {self.key}", "Content-Type": "application/json"}
        deadline = time.monotonic() + 120
        while True:
            status, reply, data = call(self.port, "POST", "/api/v1/speech", body, headers)
            if status != 202 or time.monotonic() > deadline:
                break
            time.sleep(0.2)
        answer = judge(text, status, reply, data, fmt)
        answer.params = params
        self.answers.append(answer)
        return answer

    def submit(self, text: str, **params) -> Answer:
        """POST /speech with wait 0 and no polling: queued (202), or done already (200)."""
        body = json.dumps({"text": text, "wait": 0, **params}).encode()
        headers = {"Authorization": f"Bearer {self.key}", "Content-Type": "application/json"}
        status, reply, data = call(self.port, "POST", "/api/v1/speech", body, headers)
        assert status in (200, 202), (status, data[:300])
        return Answer(text, status, params=params)


CONTENT_TYPES = {"wav": "audio/wav", "mp3": "audio/mpeg", "flac": "audio/flac"}


def judge(text: str, status: int, headers, data: bytes, fmt: str) -> Answer:
    """An Answer, with the audio checked: content type, magic bytes, length, duration."""
    if status == 200:
        problems = []
        if headers.get("Content-Type") != CONTENT_TYPES[fmt]:
            problems.append(f"content type {headers.get('Content-Type')}")
        if fmt == "wav" and not (data[:4] == b"RIFF" and data[8:12] == b"WAVE"):
            problems.append("not a WAV file")
        if int(headers.get("Content-Length", -1)) != len(data):
            problems.append("length differs from Content-Length")
        if not float(headers.get("X-Audio-Duration") or 0) > 0:
            problems.append("no duration")
        if problems:
            return Answer(text, status, "wrong_body", detail="; ".join(problems))
        return Answer(text, status, "", headers.get("X-Clip-Id", ""))
    try:
        error = json.loads(data)["error"]
        code, detail = error["code"], error["message"]
    except (ValueError, KeyError, TypeError):
        code, detail = "unparsable", data[:200].decode(errors="replace")
    return Answer(text, status, code, retry_after=headers.get("Retry-After"), detail=detail)


def check_answers(answers: list[Answer], allowed: set[tuple[int, str]]) -> None:
    """Every answer is good audio or one of the ``allowed`` (status, code) errors; a 503
    also says when to come back."""
    for a in answers:
        if a.status == 200 and not a.code:
            continue
        assert (a.status, a.code) in allowed, f"unexpected answer to {a.text!r}: {a}"
        if a.status == 503:
            assert a.retry_after and int(a.retry_after) > 0, a


# --- the invariants ---------------------------------------------------------------------------


def settle(seconds: float = 90) -> None:
    """Run requeue_stale (as its schedule does every minute) until no job is queued or
    running; fail if some job stays stuck."""
    from django.db import DatabaseError, connection

    from synth.models import SynthesisJob
    from synth.recovery import requeue_stale

    deadline = time.monotonic() + seconds
    while True:
        try:
            requeue_stale()
            active = list(SynthesisJob.objects.filter(status__in=SynthesisJob.ACTIVE))
        except DatabaseError:  # our own connection may be one the fault dropped
            connection.close()
            continue
        if not active:
            return
        assert time.monotonic() < deadline, f"jobs stuck: {[(j.pk, j.status) for j in active]}"
        time.sleep(0.2)


def check_storage() -> str:
    """Every clip row has its whole file; housekeeping then leaves no file without a row."""
    from datetime import timedelta

    from django.core.files.storage import default_storage

    from synth import housekeeping
    from synth.models import Clip, ClipEncoding, SynthesisJob

    for clip in Clip.objects.all():
        assert default_storage.exists(clip.audio.name), f"clip {clip.key} has no file"
        assert default_storage.size(clip.audio.name) == clip.size, f"clip {clip.key} is cut"
    for encoding in ClipEncoding.objects.all():
        assert default_storage.exists(encoding.audio.name), f"encoding {encoding.pk} has no file"
        assert default_storage.size(encoding.audio.name) == encoding.size
    attempts = max(SynthesisJob.objects.values_list("attempts", flat=True), default=0)
    from django.conf import settings

    assert attempts <= settings.SYNTH_JOB_ATTEMPTS
    for job in SynthesisJob.objects.filter(status=SynthesisJob.Status.DONE):
        assert job.clip_id is not None, f"job {job.pk} done without a clip"
    # The fault's debris is older than nothing: sweep it now, not in 600 s.
    housekeeping.DEBRIS_AGE = timedelta(0)
    swept = housekeeping.remove_orphaned_files()
    named = set(Clip.objects.values_list("audio", flat=True))
    named |= set(ClipEncoding.objects.values_list("audio", flat=True))
    files = set(all_files("clips"))
    assert files == named, f"without rows: {files - named}; without files: {named - files}"
    return f"{len(files)} files, all with rows ({swept})"


def all_files(prefix: str) -> list[str]:
    from django.core.files.storage import default_storage

    try:
        folders, files = default_storage.listdir(prefix)
    except FileNotFoundError:
        return []
    names = [f"{prefix}/{f}" for f in files]
    for folder in folders:
        names += all_files(f"{prefix}/{folder}")
    return names


def recovered(api: Api, answers: list[Answer]) -> None:
    """Each request sent again now gets its audio, from the same clip if it had one."""
    for a in answers:
        again = api.speak(a.text, **a.params)
        assert (again.status, again.code) == (200, ""), f"{a.text!r} did not recover: {again}"
        if a.clip:
            assert again.clip == a.clip, f"{a.text!r} changed clip: {a.clip} -> {again.clip}"


def tenant_and_key() -> tuple:
    from tenancy.models import ApiKey, Tenant

    tenant = Tenant.objects.create(slug="acme", name="Acme")
    return tenant, ApiKey.issue(tenant)[1]


def jobs_summary() -> str:
    from synth.models import SynthesisJob

    jobs = list(SynthesisJob.objects.all())
    again = sum(j.attempts > 1 for j in jobs)
    statuses = sorted({f"{j.status}{':' + j.error_code if j.error_code else ''}" for j in jobs})
    return f"{len(jobs)} jobs ({', '.join(statuses)}), {again} run more than once"


def report(name: str, answers: list[Answer]) -> None:
    counts: dict = {}
    for a in answers:
        counts[(a.status, a.code or "audio")] = counts.get((a.status, a.code or "audio"), 0) + 1
    say(f"{name}: " + ", ".join(f"{n} x {s} {c}" for (s, c), n in sorted(counts.items())))

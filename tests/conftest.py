"""Shared fixtures: one tiny stand-in model folder per test session, engines over it;
tenants, people and lexicon entries; jobs and clips; the browser."""

import atexit
import os
import shutil
import signal
import threading
import time
from pathlib import Path

import numpy as np
import pytest

from engine.engine import Engine
from synth.standin.folder import build_standin

# --- processes the tests start ---------------------------------------------------------

# Every process the suite starts inherits this mark (unless a test builds an environment
# from nothing), so one that lost its parent is still found as ours.
SESSION_MARK = "TTS_TEST_SESSION"
# Started for the suite's lifetime by the standard library, and ended by it at exit.
LONG_LIVED = ("multiprocessing.resource_tracker", "multiprocessing.forkserver")


def pytest_configure(config):
    os.environ.setdefault(SESSION_MARK, f"{os.getpid()}")
    # A run ended with SIGTERM unwinds like Ctrl-C: every test's `finally` stops what it
    # started, and the safety net below runs.
    if signal.getsignal(signal.SIGTERM) == signal.SIG_DFL:
        signal.signal(signal.SIGTERM, signal.default_int_handler)
    atexit.register(lambda: end_processes(leftover_processes()))
    # Passwords made in this process are hashed with MD5: the default hasher spends about
    # 0.4 s of CPU on each, and an admin sweep's world has six logins per test (minutes per
    # pass). No test relies on a hash's strength; the default hashers stay in the list, so
    # a password hashed elsewhere (a scenario's own process) still checks here.
    from django.conf import settings

    settings.PASSWORD_HASHERS = [
        "django.contrib.auth.hashers.MD5PasswordHasher",
        *settings.PASSWORD_HASHERS,
    ]


def leftover_processes() -> list:
    """Processes of this session still running: below this one, or carrying its mark."""
    import psutil

    me = psutil.Process()
    found = {p.pid: p for p in me.children(recursive=True)}
    mark = os.environ.get(SESSION_MARK)
    for proc in psutil.process_iter():
        if proc.pid in found or proc.pid == me.pid:
            continue
        try:
            if proc.environ().get(SESSION_MARK) == mark:
                found[proc.pid] = proc
        except psutil.Error:  # another user's, or gone
            continue
    left = []
    for proc in found.values():
        try:
            if proc.status() == psutil.STATUS_ZOMBIE:
                continue
            if any(name in " ".join(proc.cmdline()) for name in LONG_LIVED):
                continue
        except psutil.Error:
            continue
        left.append(proc)
    return left


def end_processes(procs: list) -> None:
    import psutil

    for proc in procs:
        try:
            proc.kill()
        except psutil.Error:
            pass
    psutil.wait_procs(procs, timeout=5)


@pytest.fixture(scope="session", autouse=True)
def no_process_outlives_the_suite():
    """At the end, nothing the tests started is still running: what is left is killed, and
    named in an error."""
    yield
    import psutil

    left = leftover_processes()
    if left:  # a process on its way out gets a moment
        _, left = psutil.wait_procs(left, timeout=3)
    described = []
    for proc in left:
        try:
            described.append(f"{proc.pid} {' '.join(proc.cmdline())[:200]}")
        except psutil.Error:
            continue
    end_processes(left)
    assert not described, "processes outlived the tests that started them:\n" + "\n".join(described)


@pytest.fixture(scope="session")
def model_dir(tmp_path_factory):
    """The tiny stand-in: the published layout, names, dtypes and ranks, random weights."""
    return build_standin(tmp_path_factory.mktemp("models") / "supertonic-3", "tiny")


@pytest.fixture(scope="session")
def engine(model_dir, tmp_path_factory):
    return Engine(model_dir, cache_dir=tmp_path_factory.mktemp("cache"))


@pytest.fixture
def model_copy(model_dir, tmp_path):
    """A private copy of the stand-in that a test may break."""
    import shutil

    return shutil.copytree(model_dir, tmp_path / "model")


@pytest.fixture
def conversions(monkeypatch):
    """The graphs written into shared-weights copies so far in this process (converted for
    the portable copy or prepacked by ONNX Runtime), one entry each."""
    from engine import shared_weights

    calls = []
    for writer in ("_convert_graph", "_prepack_graph"):
        write = getattr(shared_weights, writer)
        monkeypatch.setattr(
            shared_weights,
            writer,
            lambda *args, write=write: calls.append(args) or write(*args),
        )
    return calls


def reference_synthesize(model_dir, text, *, lang, voice, speed, steps, seed, silence=0.3):
    """The reference package's core pipeline, per chunk, trimmed to the predicted duration
    and joined with silence; noise for chunk i seeded with seed + i (our documented rule).

    Only the reference's own pieces are used: its loader, chunker, text processor and
    ``Supertonic.__call__`` (which draws noise from numpy's global generator)."""
    from supertonic.config import DEFAULT_MAX_CHUNK_LENGTH, DEFAULT_MAX_CHUNK_LENGTH_KO
    from supertonic.loader import load_model, load_voice_style_from_name
    from supertonic.utils import chunk_text

    model = _reference_models.get(str(model_dir))
    if model is None:
        model = _reference_models[str(model_dir)] = load_model(model_dir, auto_download=False)
    style = load_voice_style_from_name(model_dir, voice)
    max_len = DEFAULT_MAX_CHUNK_LENGTH_KO if lang == "ko" else DEFAULT_MAX_CHUNK_LENGTH
    pieces = []
    for i, chunk in enumerate(chunk_text(text, max_len)):
        np.random.seed(seed + i)
        wav, duration = model([chunk], style, steps, speed, lang)
        pieces.append(wav[0, : int(model.sample_rate * duration[0])])
        pieces.append(np.zeros(int(silence * model.sample_rate), dtype=np.float32))
    return np.concatenate(pieces[:-1])


_reference_models = {}


# --- tenants and people ------------------------------------------------------------------


@pytest.fixture
def make_tenant(db):
    from tenancy.models import Tenant

    def make(slug="acme", **fields):
        return Tenant.objects.create(slug=slug, name=fields.pop("name", slug.title()), **fields)

    return make


@pytest.fixture
def make_member(db, django_user_model):
    """A staff user who belongs to ``tenant`` with ``role`` (and only to it)."""
    from tenancy.models import Membership

    def make(tenant, role="editor", username=None):
        user = django_user_model.objects.create_user(
            username or f"{tenant.slug}-{role}", password="pw", is_staff=True
        )
        Membership.objects.create(user=user, tenant=tenant, role=role)
        return user

    return make


@pytest.fixture
def make_entry(db):
    from lexicon.models import LexiconEntry

    def make(tenant, term, alias, **fields):
        entry = LexiconEntry(tenant=tenant, term=term, alias=alias, **fields)
        entry.save()
        return entry

    return make


@pytest.fixture
def three_tenants(make_tenant, make_member, make_entry):
    """Alice's and Bob's tenants with an editor each, and Charlie's, who must never see
    the others' rows."""
    tenants = {name: make_tenant(name) for name in ("alice", "bob", "charlie")}
    users = {name: make_member(tenant, "editor") for name, tenant in tenants.items()}
    for name, tenant in tenants.items():
        make_entry(tenant, f"{name.title()}Corp", f"{name} corporation")
    return tenants, users


# --- synthesis jobs and clips ------------------------------------------------------------


@pytest.fixture
def job_settings(db, settings, model_dir, tmp_path):
    """The tiny stand-in as the installed model, clips stored under tmp_path. Tasks go to
    the ORM broker (and, in a test's transaction, only once it commits: never), except a
    stored clip's variant in another format (:func:`variants_run_at_once`)."""
    settings.SYNTH_MODEL_DIR = model_dir
    settings.SYNTH_CACHE_DIR = tmp_path / "cache"
    settings.MEDIA_ROOT = tmp_path / "media"
    return settings


@pytest.fixture(autouse=True)
def variants_run_at_once(monkeypatch):
    """A stored clip asked for in another format: its variant job runs at once, in this
    process, as a worker would run it, so a test in-process needs no cluster for it
    (tests/test_variants_made_by_workers.py leaves it queued; tests/test_api_web_process.py
    runs it in another process). Returns the real ``enqueue``."""
    from synth import dispatch

    queue = dispatch.enqueue

    def enqueue(job) -> None:
        if "variant" in job.params:
            from synth.worker import run_job

            run_job(str(job.pk))
        else:
            queue(job)

    monkeypatch.setattr(dispatch, "enqueue", enqueue)
    return queue


@pytest.fixture(autouse=True)
def no_tally_from_another_test():
    """The worker's storage tallies (synth.housekeeping) are per process and keyed by tenant
    id: another test's database reuses the ids, so each test starts with none."""
    from synth import housekeeping

    with housekeeping._tallies_lock:
        housekeeping._tallies.clear()


@pytest.fixture
def sync_jobs(job_settings, monkeypatch):
    """As job_settings, with django-q2 in sync mode: a task runs at once, in this process."""
    from django_q.conf import Conf

    monkeypatch.setattr(Conf, "SYNC", True)
    job_settings.Q_CLUSTER = {**job_settings.Q_CLUSTER, "sync": True}
    return job_settings


@pytest.fixture
def make_plan(job_settings):
    """A planned request for ``tenant`` (short and quick to synthesize unless told)."""
    from synth.speech import plan_speech

    def make(tenant, text="Hello there.", **params):
        params = {"voice": "M1", "lang": "en", "steps": 2, "seed": 1, **params}
        return plan_speech(tenant, text, **params)

    return make


@pytest.fixture
def make_clip(db, settings, tmp_path):
    """A stored clip without synthesis: a small file and its row. ``size`` is what the row
    claims (quota arithmetic); ``created`` and ``last_served`` set its age."""
    import secrets

    from django.core.files.base import ContentFile
    from django.core.files.storage import default_storage

    from synth.models import Clip

    settings.MEDIA_ROOT = tmp_path / "media"

    def make(tenant, *, size=1000, created=None, last_served=None, key=None):
        key = key or secrets.token_hex(32)
        name = default_storage.save(
            f"clips/{tenant.pk}/{key[:2]}/{key}.flac", ContentFile(b"not really flac")
        )
        clip = Clip.objects.create(
            tenant=tenant,
            key=key,
            text="Hello.",
            normalized_text="Hello.",
            lang="en",
            voice="M1",
            voice_digest="0" * 64,
            speed=1.0,
            steps=5,
            seed=1,
            silence=0.3,
            lexicon_version=1,
            model_fingerprint="0" * 64,
            audio=name,
            sample_rate=44100,
            duration=1.0,
            size=size,
            last_served=last_served,
        )
        if created is not None:  # auto_now_add ignores a value given to create()
            Clip.objects.filter(pk=clip.pk).update(created=created)
            clip.created = created
        return clip

    return make


@pytest.fixture
def one_rate_window(monkeypatch):
    """Every request of the test falls in one window of the fixed-window rate limit (at
    the real clock, requests around a minute's edge would count in two windows)."""
    import metering.limits

    start = time.time() // 3600 * 3600 + 20  # 20 s into an hour, and so into a minute
    monkeypatch.setattr(metering.limits, "clock", lambda: start)


@pytest.fixture
def rate(job_settings, one_rate_window):
    """API_RATE at 10 a minute, every request in one window, no count left from before
    (the lexicon's charges by characters: tests/test_hostile*_lexicon*, hostile15's)."""
    from django.core.cache import cache

    from metering.models import LimitCounter

    cache.clear()
    LimitCounter.objects.all().delete()
    job_settings.API_RATE = "10/min"
    yield job_settings
    cache.clear()


# --- the browser ----------------------------------------------------------------------------

# Every browser test's screenshots, for a person to look at (not committed): one folder,
# a subfolder per test file.
SCREENSHOTS = Path(
    os.getenv("SCREENSHOTS_DIR") or Path(__file__).parent.parent / "var" / "screenshots"
)

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--autoplay-policy=no-user-gesture-required",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


# One Chromium for a run of consecutive browser tests (pytest-django runs them together, with
# the other live-server tests): launched by the first, closed after the last (see
# pytest_runtest_teardown below). Each test's pages are in contexts of their own
# (``browser.new_page()`` makes one), closed after it: no cookie, storage or cache is shared.
_CHROMIUM: dict = {}


def _stop_chromium():
    running = _CHROMIUM.pop("running", None)
    if running:
        playwright, browser, env = running
        try:
            if browser.is_connected():
                browser.close()
        finally:
            playwright.stop()
            env.undo()


@pytest.fixture
def browser():
    """Debian's Chromium, headless, through Playwright (no downloaded browser). Skipped
    where Chromium is not installed, except in CI (CI=true), where it must run."""
    if CHROMIUM is None and os.getenv("CI") != "true":
        pytest.skip("Chromium is not installed (apt-get install chromium)")
    assert CHROMIUM, "CI=true but Chromium is missing: `make test` installs it"
    from playwright.sync_api import sync_playwright

    running = _CHROMIUM.get("running")
    if running and not running[1].is_connected():  # it crashed in a test before: again
        _stop_chromium()
        running = None
    if running is None:
        # Playwright's sync API keeps an event loop in this thread while it runs; the tests'
        # own database calls are still synchronous, so Django's async-safety check does not
        # apply (set while Chromium runs: only browser tests run meanwhile).
        env = pytest.MonkeyPatch()
        env.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
        playwright = sync_playwright().start()
        try:
            launched = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        except BaseException:
            playwright.stop()
            env.undo()
            raise
        running = _CHROMIUM["running"] = (playwright, launched, env)
    chromium = running[1]
    _live_requests.one_at_a_time = True
    yield chromium
    for context in chromium.contexts:
        context.close()
    # A closed page leaves the request it made on the live server running in the server's
    # thread, which shares the test's in-memory SQLite connection: the database's flush after
    # the test would run inside that request's transaction and be rolled back with it (the
    # next test then met the last one's rows). Wait for the server's requests to end first.
    _live_requests.wait_for_none()
    _live_requests.one_at_a_time = False
    # Closed here, before the session's fixtures end (no_process_outlives_the_suite).
    if not _next_is_a_browser_test():
        _stop_chromium()


class _LiveRequests:
    """The requests live_server's threads are answering (the test's own thread's are its
    own: a test client's streamed response it never read is not one).

    While a browser test runs (``one_at_a_time``) they take turns: live_server's threads
    share one in-memory SQLite connection, and a page's requests at once (a batch page's
    two players each asking for its clip's audio) met on it: "cannot open savepoint - SQL
    statements in progress", a 500 the page never recovered from (a CI run's failure)."""

    TURN_SECONDS = 30  # a request never waits longer for its turn: it goes on without

    def __init__(self):
        self.threads: set[int] = set()
        self.changed = threading.Condition()
        self.one_at_a_time = False
        self.turn = threading.Lock()
        self.holding = threading.local()

    def started(self, **kwargs):
        if threading.current_thread() is not threading.main_thread():
            with self.changed:
                self.threads.add(threading.get_ident())
            if self.one_at_a_time:
                self.holding.turn = self.turn.acquire(timeout=self.TURN_SECONDS)

    def finished(self, **kwargs):
        if getattr(self.holding, "turn", False):
            self.holding.turn = False
            self.turn.release()
        with self.changed:
            self.threads.discard(threading.get_ident())
            self.changed.notify_all()

    def wait_for_none(self, timeout: float = 15.0) -> None:
        with self.changed:
            self.changed.wait_for(lambda: not self.threads, timeout=timeout)


_live_requests = _LiveRequests()


@pytest.fixture(scope="session", autouse=True)
def _count_live_requests():
    from django.core.signals import request_finished, request_started

    request_started.connect(_live_requests.started)
    request_finished.connect(_live_requests.finished)
    yield
    request_started.disconnect(_live_requests.started)
    request_finished.disconnect(_live_requests.finished)


def _next_is_a_browser_test() -> bool:
    nextitem = _NEXT.get("item")
    return nextitem is not None and "browser" in nextitem.fixturenames


_NEXT: dict = {}


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_teardown(item, nextitem):
    """Chromium closed once the next test is no browser test (or there is none)."""
    _NEXT["item"] = nextitem
    yield
    if _CHROMIUM and not _next_is_a_browser_test():
        _stop_chromium()


def pytest_sessionfinish(session, exitstatus):
    _stop_chromium()


@pytest.fixture
def fresh_counts(db):
    """No remembered answer another test left in the cache, before and after the test."""
    from django.core.cache import cache

    cache.clear()
    yield
    cache.clear()

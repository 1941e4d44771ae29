"""Settings, read from the environment with safe defaults for the embedded mode (one
machine, SQLite, files on local disk). Every knob is listed in the README."""

import os
import re
import secrets
import time
from datetime import timedelta
from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured

from ttsproject.blocks import logging_config, s3_storage
from ttsproject.env import (
    envbool,
    envchoice,
    envfloat,
    envint,
    envlist,
    envpath,
    envstr,
    envvalue,
    refuse,
)

BASE_DIR = Path(__file__).resolve().parent.parent


def secret_key(var_dir: Path) -> str:
    """SECRET_KEY from the environment, else one made on first use and kept in
    VAR_DIR/secret-key (0600), so no two installs share a key that signs audio links,
    sessions and django-q2 tasks. Every host of a deployment must set the same SECRET_KEY."""
    if key := envstr("SECRET_KEY", ""):
        return key
    path = var_dir / "secret-key"
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:  # made before, or by a process starting beside us
        for _ in range(50):
            if key := path.read_text().strip():
                return key
            time.sleep(0.01)
        raise ImproperlyConfigured(f"{path} is empty: delete it, or set SECRET_KEY") from None
    with os.fdopen(fd, "w") as f:
        f.write(secrets.token_urlsafe(50))
    return path.read_text().strip()


def private_files(var_dir: Path) -> None:
    """Make every file and folder this process creates private to the service's user (a
    umask without group and other bits, inherited by gunicorn's and qcluster's forked
    workers), and VAR_DIR itself 0700, which also closes what an older install left
    readable inside it. Runs in every process: each one loads these settings first."""
    os.umask(os.umask(0o077) | 0o077)  # the operator's umask, if stricter, stays
    var_dir.mkdir(mode=0o700, parents=True, exist_ok=True)
    if var_dir.stat().st_mode & 0o077:
        try:
            var_dir.chmod(0o700)
        except PermissionError:  # not ours (a mount): ops.checks warns about it
            pass


DEBUG = envbool("DEBUG", "false")
VAR_DIR = envpath("VAR_DIR", BASE_DIR / "var")
private_files(VAR_DIR)
SECRET_KEY = secret_key(VAR_DIR)
ALLOWED_HOSTS = envlist("ALLOWED_HOSTS", "localhost,127.0.0.1,[::1]")
# Behind a TLS proxy (nginx, Caddy) that sets X-Forwarded-Proto: cookies only over HTTPS.
BEHIND_HTTPS_PROXY = envbool("BEHIND_HTTPS_PROXY", "false")
if BEHIND_HTTPS_PROXY:
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    SESSION_COOKIE_SECURE = CSRF_COOKIE_SECURE = True
CSRF_TRUSTED_ORIGINS = envlist("CSRF_TRUSTED_ORIGINS", "")

INSTALLED_APPS = [
    "ttsproject.admin.AdminConfig",  # django.contrib.admin, with its site refusing NUL
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    # Failed sign-ins counted per address and per username (ttsproject/logins.py)
    "axes",
    "django_q",
    "tenancy",
    "metering",
    "synth",
    "webhooks",
    "lexicon",
    "api",
    "ops",
    "review",
    # The home page at / and the playground (home/): the pages for people
    "home",
]

# Every one async-capable, so that a waiting request holds no thread (docs/OPERATIONS.md,
# "Serving"); core.middleware's are Django's own, run on the event loop.
MIDDLEWARE = [
    "ops.middleware.RequestContext",  # first: every response, even a 413, gets its X-Request-Id
    # api: every API route with or without its trailing slash (before anything reads the path)
    "api.slashes.EitherSlash",
    "core.middleware.SecurityMiddleware",
    "api.middleware.BodySizeLimit",
    "api.middleware.RequestDataLimits",  # too many fields: a JSON 4xx, one log line
    "core.static.StaticFiles",  # WhiteNoise, kept out of the way of async requests
    "api.hits.RememberedAnswers",  # a repeated POST /api/v1/speech, answered from the cache
    "django.contrib.sessions.middleware.SessionMiddleware",
    "core.middleware.CommonMiddleware",
    "core.middleware.CsrfViewMiddleware",
    "core.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "core.middleware.XFrameOptionsMiddleware",
    "api.middleware.ServiceFaults",  # a statement timeout on a page: 503, not a 500
    "lexicon.compiles.PagesChargeCompiles",  # a page's compile: charged, waited for briefly
]

ROOT_URLCONF = "ttsproject.urls"
WSGI_APPLICATION = "ttsproject.wsgi.application"
ASGI_APPLICATION = "ttsproject.asgi.application"  # what core.webserver serves
# Threads per web process for the sync work of requests (the ORM, DRF, the normalizer);
# waiting requests hold none of them (core.aio).
WEB_SYNC_THREADS = envint("WEB_SYNC_THREADS", "4", min=1)
# On PostgreSQL, no statement of a web process runs longer than this (0: no limit): a
# statement that does holds one of those threads and a database CPU (core.aio).
WEB_STATEMENT_SECONDS = envint("WEB_STATEMENT_SECONDS", "20", min=0)

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "synth.context_processors.model_notice",
            ],
        },
    },
]

# SQLite in the project folder unless DATABASE_URL says otherwise (e.g. postgres://...).
# WAL and a busy timeout keep web and workers from tripping over "database is locked".
DATABASES = {
    "default": dj_database_url.parse(
        envvalue("DATABASE_URL", f"sqlite:///{VAR_DIR / 'db.sqlite3'}"),
        conn_max_age=60,
        conn_health_checks=True,  # a connection the server dropped is replaced, not an error
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # SQLite cannot create the folder its file lives in; a fresh checkout has no var/ yet.
    Path(DATABASES["default"]["NAME"]).parent.mkdir(parents=True, exist_ok=True)
    # Persistent connections, as for PostgreSQL: opening SQLite and running the PRAGMAs is
    # a cost the hit path would pay on every request (docs/BENCHMARKS.md, "API"), and the
    # last connection's close checkpoints the WAL.
    DATABASES["default"]["CONN_MAX_AGE"] = 60
    DATABASES["default"]["OPTIONS"] = {
        "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
        "transaction_mode": "IMMEDIATE",
        "timeout": 20,
    }

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
# Sign-in (the admin's page, which the playground uses too): django-axes counts failed
# attempts in the cache (shared by every web process: the database's or Redis), per client
# address and per username. Past LOGIN_FAILURE_LIMIT either is refused for
# LOGIN_COOLOFF_MINUTES without checking the password, so a refused guess costs no hashing.
# The first backend refuses; the second checks passwords. A refusal is the sign-in form's
# own error (ttsproject.logins.SignInForm): no axes middleware answers instead of the page.
AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",
    "django.contrib.auth.backends.ModelBackend",
]
LOGIN_FAILURE_LIMIT = envint("LOGIN_FAILURE_LIMIT", "10", min=1)
LOGIN_COOLOFF_MINUTES = envint("LOGIN_COOLOFF_MINUTES", "15", min=1)
AXES_HANDLER = "axes.handlers.cache.AxesCacheHandler"
AXES_FAILURE_LIMIT = LOGIN_FAILURE_LIMIT
AXES_COOLOFF_TIME = timedelta(minutes=LOGIN_COOLOFF_MINUTES)
AXES_LOCKOUT_PARAMETERS = ["ip_address", "username"]
# A success does not clear an address's failures: nine failures and a success, repeated,
# hashed 36 passwords in 12 s from one address (the forty-first hostile pass, M-1).
AXES_RESET_ON_SUCCESS = False
# Every sign-in, failed or not, costs a password hash: at most this many per address (and
# per username) in LOGIN_COOLOFF_MINUTES, counted before the password is checked.
LOGIN_ATTEMPT_LIMIT = envint("LOGIN_ATTEMPT_LIMIT", "30", min=1)
AXES_VERBOSE = False  # no start-up line
# Its admin pages list database rows, which the cache handler never writes.
AXES_ENABLE_ADMIN = False
# Its log lines ("AXES: Locking out ...") name the address, not what was typed as a
# username (a password, sometimes).
AXES_SENSITIVE_PARAMETERS = ["username"]
AXES_CLIENT_IP_CALLABLE = "ttsproject.logins.client_address"
# The form says it (above); axes.W002 asks for the middleware that would answer instead.
SILENCED_SYSTEM_CHECKS = ["axes.W002"]
# After signing in without a `next`: the admin's index (Django's default is a 404 here).
LOGIN_REDIRECT_URL = "admin:index"
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
]

LANGUAGE_CODE = "en-us"
TIME_ZONE = envvalue("TIME_ZONE", "UTC")
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = VAR_DIR / "static"
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedStaticFilesStorage"},
}
MEDIA_ROOT = VAR_DIR / "media"
# Django's default for stored files is 0644: clips and encodings are the tenants' data.
FILE_UPLOAD_PERMISSIONS = 0o600
FILE_UPLOAD_DIRECTORY_PERMISSIONS = 0o700
# Clips and their encodings go through Django's storage API: local files under MEDIA_ROOT,
# or an S3-compatible bucket when STORAGE_BUCKET is set (needs `pip install '.[s3]'`;
# credentials from the usual AWS_* variables or the instance role).
# cluster: an object store that does not answer is a 503 storage_unavailable with
# Retry-After (synth.storage), after boto3's own retries: short timeouts, so that a request
# hears it in seconds rather than holding its place for a minute (STORAGE_TIMEOUT, s).
STORAGE_TIMEOUT = envint("STORAGE_TIMEOUT", "5", min=1)
if envvalue("STORAGE_BUCKET", None):
    STORAGES["default"] = s3_storage(
        bucket=envvalue("STORAGE_BUCKET", None),
        endpoint_url=envvalue("STORAGE_ENDPOINT_URL", None),  # e.g. MinIO, R2, moto
        region=envvalue("STORAGE_REGION", None),
        prefix=envstr("STORAGE_PREFIX", ""),
        timeout=STORAGE_TIMEOUT,
        addressing_style=envchoice("STORAGE_ADDRESSING_STYLE", "auto", ("auto", "path", "virtual")),
    )

# --- Synthesis engine -------------------------------------------------------------------
# The model folder (published layout; see README). `make run` fills it.
SYNTH_MODEL_DIR = envpath("SYNTH_MODEL_DIR", VAR_DIR / "models" / "supertonic-3")
# Where the model fingerprint is remembered, so a restart does not hash the weights again.
SYNTH_CACHE_DIR = envpath("SYNTH_CACHE_DIR", VAR_DIR / "cache")
# ONNX Runtime session options (the article's tuning by default); 0 threads = onnxruntime decides.
SYNTH_THREADS = envint("SYNTH_THREADS", None, min=0)  # intra-op; default: physical cores available
# Synthesis workers' niceness: the web tier's short work comes first on a shared box.
SYNTH_NICE = envint("SYNTH_NICE", "10", min=0, max=19)
SYNTH_INTER_OP_THREADS = envint("SYNTH_INTER_OP_THREADS", "1", min=0)
SYNTH_SEQUENTIAL = envbool("SYNTH_SEQUENTIAL", "true")
SYNTH_GRAPH_OPTIMIZATION = envchoice(
    "SYNTH_GRAPH_OPTIMIZATION", "all", ("disable", "basic", "extended", "all")
)
SYNTH_MEM_ARENA = envbool("SYNTH_MEM_ARENA", "true")
# After each chunk the arena gives back what it no longer uses, and the heap goes to the OS:
# an idle worker does not keep its peak (docs/BENCHMARKS.md, "Arena shrinkage").
SYNTH_ARENA_SHRINKAGE = envbool("SYNTH_ARENA_SHRINKAGE", "true")
SYNTH_DYNAMIC_BLOCK_BASE = envint("SYNTH_DYNAMIC_BLOCK_BASE", "4", min=1)
SYNTH_ALLOW_SPINNING = envbool("SYNTH_ALLOW_SPINNING", "false")
# Workers memory-map one copy of the weights (converted once into SYNTH_CACHE_DIR); off = a
# private copy per worker, a worker's worth of memory each (docs/BENCHMARKS.md, "Memory").
# auto: on when the cluster runs more than one worker, where there is something to share.
SYNTH_SHARED_WEIGHTS = envbool(
    "SYNTH_SHARED_WEIGHTS", "auto", auto=envint("Q_WORKERS", "1", min=1) > 1
)
# The shared copy holds ONNX Runtime's optimized graphs with the weights already packed for
# the kernels, made for this runtime, optimization level and CPU (a new copy when any
# changes): as fast as a private copy. Off: the portable copy, loaded with prepacking off:
# slower (a short chunk, the first audio of a stream, 1.7x; docs/BENCHMARKS.md "First audio").
SYNTH_SHARED_PREPACKED = envbool("SYNTH_SHARED_PREPACKED", "true")
# Engine (issue 19): exact graph rewrites (pointwise Conv as MatMul, the guidance prefix once,
# all-ones masks dropped), written once per model into SYNTH_CACHE_DIR (docs/ENGINE.md).
SYNTH_GRAPH_REWRITES = envbool("SYNTH_GRAPH_REWRITES", "true")

# Shared by every web process (remembered answers, stream chunks, worker reports): Redis
# when REDIS_URL is set, else the database (`migrate` makes its table: ops.apps). Rate and
# quota counters use Redis when it is the cache, else their own table (ops.LimitCounter).
CACHES = {
    "default": {
        # Django's, with a set of one statement (core.cache: no count of the table each time).
        "BACKEND": "core.cache.DatabaseCache",
        "LOCATION": "django_cache",
        # Remembered answers and stream chunks live here: Django's default of 300 entries
        # would cull them within seconds.
        "OPTIONS": {"MAX_ENTRIES": 200_000},
    }
}

# --- Jobs ---------------------------------------------------------------------------------
# A job running longer than this is stopped (its worker killed) and, after
# SYNTH_JOB_ATTEMPTS tries, failed with the code "timeout". The default leaves room for a
# text at the API's length limit on a small, busy host (docs/BENCHMARKS.md, "Streaming").
SYNTH_JOB_TIMEOUT = envint("SYNTH_JOB_TIMEOUT", "300", min=1)
SYNTH_JOB_ATTEMPTS = envint("SYNTH_JOB_ATTEMPTS", "3", min=1)
# The most denoising steps a request or preset may ask (the model takes up to 100): a
# chunk's worker time grows with them, and a turn between tenants cannot end inside a chunk.
SYNTH_MAX_STEPS = envint("SYNTH_MAX_STEPS", "16", min=1, max=100)
# A job still queued after this long is assumed lost by the broker and queued again.
SYNTH_JOB_QUEUED_LIMIT = envint("SYNTH_JOB_QUEUED_LIMIT", "600", min=1)
# A worker cluster (`manage.py qcluster`) beats every third of this; one silent this long is
# taken for dead, and the jobs it had taken (running, or waiting in its memory) are queued
# again at once (synth.recovery).
SYNTH_HEARTBEAT_LIMIT = envint("SYNTH_HEARTBEAT_LIMIT", "15", min=3)
# While this many jobs are queued or running, a miss is refused (503 with Retry-After) unless
# its tenant holds less than its fair share: this divided by the tenants with jobs in the
# queue. The queue never holds more than twice this (synth.dispatch.check_room).
SYNTH_MAX_QUEUE = envint("SYNTH_MAX_QUEUE", "100", min=0)
# One tenant's share of it: its jobs queued or running past this are refused (503); its
# batches are fed to half of it. 0: half of SYNTH_MAX_QUEUE (synth.dispatch.tenant_share).
SYNTH_TENANT_MAX_QUEUE = envint("SYNTH_TENANT_MAX_QUEUE", "0", min=0)
# Finished jobs are kept this long (for GET /jobs/{id}), then deleted by housekeeping.
SYNTH_JOB_KEEP_DAYS = envint("SYNTH_JOB_KEEP_DAYS", "7", min=0)
# The uploaded voice styles (a preset's, or one in a blend) kept for one tenant's jobs and
# batch items (synth.models.PlannedStyle, up to ~210 kB each): a new one past it is 429.
SYNTH_TENANT_MAX_STYLES = envint("SYNTH_TENANT_MAX_STYLES", "400", min=1)
# Housekeeping deletes clips not served for this many days ...
SYNTH_CLIP_TTL_DAYS = envint("SYNTH_CLIP_TTL_DAYS", "30", min=0)
# ... and a tenant's least recently served clips beyond this much audio (with encodings).
SYNTH_TENANT_STORAGE_MB = envint("SYNTH_TENANT_STORAGE_MB", "1024", min=0)
# What a tenant's fallback clips may hold together, their formats counted: never pruned.
SYNTH_FALLBACK_STORAGE_MB = envint("SYNTH_FALLBACK_STORAGE_MB", "50", min=1)
# Sentences as the unit (README, "Chunking and sentence reuse"): a text's opening sentence
# longer than this is cut after a clause within it, so first audio comes sooner (0: never).
SYNTH_FIRST_CHUNK_CHARS = envint("SYNTH_FIRST_CHUNK_CHARS", "60", min=0, max=300)
# Each sentence's audio is kept per tenant and reused by later texts that contain it.
SYNTH_SENTENCE_CACHE = envbool("SYNTH_SENTENCE_CACHE", "true")
# A chunk whose duration at speed 1 is under the least, or over the most, seconds per
# character of its text (plus a second for short ones) is made again with another seed,
# then flagged in the clip's chunks as duration_suspect (synth.sentences).
SYNTH_MIN_SECONDS_PER_CHAR = envfloat("SYNTH_MIN_SECONDS_PER_CHAR", "0.02", min=0, max=1)
SYNTH_MAX_SECONDS_PER_CHAR = envfloat("SYNTH_MAX_SECONDS_PER_CHAR", "0.5", min=0.01, max=10)
# Housekeeping deletes sentences unused for SYNTH_CLIP_TTL_DAYS, and a tenant's least
# recently used ones beyond this much audio.
# 512: kept sentences are 16-bit WAV (read back without a decoder), about twice a FLAC of
# speech; 512 MB hold about 100 minutes of them, as 256 MB of FLAC did.
SYNTH_TENANT_SENTENCE_MB = envint("SYNTH_TENANT_SENTENCE_MB", "512", min=0)
# The task broker: the database by default; Redis (no receipts: our job rows make up for
# it) when REDIS_URL is set, e.g. redis://127.0.0.1:6379/0.
REDIS_URL = envstr("REDIS_URL", "")

# A worker whose peak RSS passed this is replaced after its task (django-q2 counts KB).
# RSS includes the shared weights' pages; 0 = never. See docs/BENCHMARKS.md, "Memory".
Q_MAX_RSS_MB = envint("Q_MAX_RSS_MB", "1024", min=0)
# The ORM broker's look at its table while no doorbell rings (synth.broker): the most a lost
# ring, or a task queued from another host, waits, and a stopping cluster waits for its
# pusher (as for the Redis broker's 1 s BLPOP). A shorter one costs idle CPU
# (docs/BENCHMARKS.md, "Dispatch wake-up").
Q_POLL = envfloat("Q_POLL", "1", min=0.01, max=60)

# What each web process reads before it takes a request (core.webserver calls each): the
# language detector's models, the common-word lists and the model folder, about 55 MB a
# process (docs/OPERATIONS.md, "Sizing"), so that no first request waits 1-2.6 s for them.
WEB_WARM = ["synth.warm.warm"]

Q_CLUSTER = {
    # Clusters with the same name share one queue: give each deployment on a shared Redis
    # its own name.
    "name": envstr("Q_NAME", "tts"),
    "orm": "default",
    "broker_class": "synth.broker.WakeableORM",  # the ORM broker, woken by a doorbell
    "poll": Q_POLL,
    "workers": envint("Q_WORKERS", "1", min=1),
    "timeout": SYNTH_JOB_TIMEOUT,
    # Larger than the timeout, or the ORM broker hands a slow task to a second worker.
    "retry": SYNTH_JOB_TIMEOUT + 30,
    "catch_up": False,
}
if Q_MAX_RSS_MB:
    Q_CLUSTER["max_rss"] = Q_MAX_RSS_MB * 1024
if REDIS_URL:
    CACHES["default"] = {
        "BACKEND": "django.core.cache.backends.redis.RedisCache",
        "LOCATION": REDIS_URL,
        # Deployments sharing one Redis keep their counters apart, as they do their queues.
        "KEY_PREFIX": Q_CLUSTER["name"],
        # One connection pool per process, not one per request's context (core.redis).
        "OPTIONS": {"pool_class": "core.redis.SharedPool"},
    }
    # django-q2 prefers the ORM broker when both are configured
    del Q_CLUSTER["orm"], Q_CLUSTER["poll"]
    Q_CLUSTER["redis"] = REDIS_URL
    Q_CLUSTER["broker_class"] = "synth.broker.TakingRedis"  # marks taken jobs

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": ["api.auth.TenantKeyAuthentication"],
    "DEFAULT_PERMISSION_CLASSES": ["api.auth.HasTenant"],
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    "DEFAULT_PARSER_CLASSES": ["api.parsers.JSONParser"],  # deep nesting: a 400, not a 500
    "EXCEPTION_HANDLER": "api.handlers.exception_handler",
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "UNAUTHENTICATED_USER": None,
    "DEFAULT_THROTTLE_CLASSES": [
        "api.throttles.TenantRateThrottle",
        "api.throttles.CharacterQuota",
    ],
    # A list's query parameters: a FilterSet (api.filters) parses and documents them.
    "DEFAULT_FILTER_BACKENDS": ["django_filters.rest_framework.DjangoFilterBackend"],
    "DEFAULT_PAGINATION_CLASS": "rest_framework.pagination.PageNumberPagination",
    "PAGE_SIZE": 100,
}
# --- API protection -----------------------------------------------------------------------
API_RATE = envstr("API_RATE", "600/min").strip()  # requests per tenant
if API_RATE and not re.fullmatch(
    r"[0-9]{1,9} */ *(s|sec|second|m|min|minute|h|hour|d|day)", API_RATE
):
    refuse("API_RATE", API_RATE, "a count per period, e.g. 600/min (s, min, hour or day), or empty")
# Clip hit counts are written at most this often per web process (synth.playback.mark_served).
API_HITS_FLUSH_SECONDS = envfloat("API_HITS_FLUSH_SECONDS", "1", min=0)
API_DAILY_CHARS = envint("API_DAILY_CHARS", "1000000", min=0)  # characters per tenant per UTC day
API_MAX_TEXT_CHARS = envint("API_MAX_TEXT_CHARS", "5000", min=1)  # one request's text
API_MAX_BATCH_ITEMS = envint("API_MAX_BATCH_ITEMS", "1000", min=1)  # texts in one POST /batches
# A test set (review.TestSet): at most a batch's lines, each at most a request's text, and
# this many characters in all (its render is charged and planned by a worker), within the
# field's own ceiling on the text as written (review.models.TestSet.MAX_WRITTEN_CHARS).
TEST_SET_MAX_LINES = envint("TEST_SET_MAX_LINES", str(API_MAX_BATCH_ITEMS), min=1)
TEST_SET_MAX_CHARS = envint("TEST_SET_MAX_CHARS", "100000", min=1, max=1_000_000)
# Test sets per tenant (their text is stored, and their list counts every row).
TEST_SET_MAX_PER_TENANT = envint("TEST_SET_MAX_PER_TENANT", "100", min=1)
# A batch's admin page shows this many items a page.
ADMIN_BATCH_PAGE_ITEMS = envint("ADMIN_BATCH_PAGE_ITEMS", "100", min=1)
API_MAX_WAIT = envint("API_MAX_WAIT", "30", min=0)  # the most a client may ask to wait
# Seconds a miss waits before a 202 when the client does not say.
API_DEFAULT_WAIT = envint("API_DEFAULT_WAIT", "10", min=0, max=API_MAX_WAIT)
API_AUDIO_URL_SECONDS = envint("API_AUDIO_URL_SECONDS", "3600", min=1)  # signed audio links last
API_MAX_BODY_BYTES = envint("API_MAX_BODY_BYTES", str(1024 * 1024), min=1)
# Arrays and objects one JSON body may hold, counted before it is decoded (core.json_bounds:
# decoding costs by the values made, not the bytes): a batch's items with a few each.
API_MAX_JSON_CONTAINERS = envint(
    "API_MAX_JSON_CONTAINERS", str(4 * API_MAX_BATCH_ITEMS + 1000), min=64
)
# And values (numbers, strings, members): a batch's items' fields, a voice style's ~13,000
# numbers. 1 MB of numbers cost 0.08-0.10 s to decode, a 1 MB string 0.03 s.
API_MAX_JSON_VALUES = envint("API_MAX_JSON_VALUES", str(20 * API_MAX_BATCH_ITEMS + 20_000), min=256)
# Per tenant, at once (429 too_many_concurrent past them; a cache hit is never refused):
# requests waiting for a job, and streams open (docs/OPERATIONS.md, "Serving").
API_TENANT_MAX_WAITING = envint("API_TENANT_MAX_WAITING", "16", min=1)
API_TENANT_MAX_STREAMS = envint("API_TENANT_MAX_STREAMS", "8", min=1)
# A slot (synth.leases) lives this long unless the live process holding it renews it (every
# third of it): a web process killed while holding slots gives them back within it.
API_LEASE_SECONDS = envfloat("API_LEASE_SECONDS", "10", min=1)
# Voice presets per tenant (lexicon.VoicePreset): GET /voices lists them all, and each
# names at most one fallback clip the storage prune keeps (synth.housekeeping).
LEXICON_MAX_PRESETS = envint("LEXICON_MAX_PRESETS", "200", min=1)
# A lexicon's change history (lexicon.LexiconChange): rows older than this many days are
# deleted (lexicon.history.prune_history, daily), and a tenant keeps at most its newest
# LEXICON_HISTORY_MAX_ROWS (pruned after each write): an import writes a row per changed
# entry, with its phoneme and note, whatever the lexicon's size limit.
LEXICON_HISTORY_KEEP_DAYS = envint("LEXICON_HISTORY_KEEP_DAYS", "90", min=1)
LEXICON_HISTORY_MAX_ROWS = envint("LEXICON_HISTORY_MAX_ROWS", "10000", min=100)
# --- webhooks (webhooks/) -----------------------------------------------------------------
WEBHOOK_MAX_ENDPOINTS = envint("WEBHOOK_MAX_ENDPOINTS", "10", min=1)  # per tenant
WEBHOOK_TIMEOUT = envint("WEBHOOK_TIMEOUT", "5", min=1, max=30)  # seconds of any one wait
# A try in all (connect, TLS, request, answer), however the receiver trickles.
WEBHOOK_DEADLINE = envfloat("WEBHOOK_DEADLINE", "10", min=1, max=60)
# Deliveries are sent by this many I/O threads in each worker process, never by the
# worker itself (webhooks.delivery); a tenant has at most WEBHOOK_TENANT_IN_FLIGHT tries
# at once in a process, so one slow receiver cannot take every thread.
WEBHOOK_THREADS = envint("WEBHOOK_THREADS", "4", min=1, max=64)
WEBHOOK_TENANT_IN_FLIGHT = envint("WEBHOOK_TENANT_IN_FLIGHT", "2", min=1, max=64)
WEBHOOK_ATTEMPTS = envint("WEBHOOK_ATTEMPTS", "8", min=1)  # tries of one delivery
WEBHOOK_RETRY_SECONDS = envint("WEBHOOK_RETRY_SECONDS", "30", min=1)  # first backoff, doubled
# Delivered and failed deliveries are deleted this many days after they were made
# (webhooks.delivery.prune_deliveries, daily); pending ones stay until settled.
WEBHOOK_KEEP_DAYS = envint("WEBHOOK_KEEP_DAYS", "30", min=1)
# Loopback targets (a receiver on this host: tests). Private and reserved ones never.
WEBHOOK_ALLOW_LOOPBACK = envbool("WEBHOOK_ALLOW_LOOPBACK", "false")
# Slow clients (slowloris) are cut by the web server itself (core.webserver): a request's
# headers must arrive whole within WEB_HEADER_SECONDS, and its body must bring
# WEB_BODY_MIN_RATE bytes a second over each such window (408, then closed).
WEB_HEADER_SECONDS = envfloat("WEB_HEADER_SECONDS", "10", min=0.1)
WEB_BODY_MIN_RATE = envint("WEB_BODY_MIN_RATE", "1024", min=0)
# A request's line and headers together, at most (core.webserver: 431 past it, counted as
# they arrive; nginx's default buffers take 32 KB).
WEB_MAX_HEADER_BYTES = envint("WEB_MAX_HEADER_BYTES", "65536", min=1024)
# A stream-input socket reads no more of its client while it holds more than this, cut and
# not yet begun (api.elevenlabs.socket_segments.Backlog): characters, and segments.
API_SOCKET_MAX_PENDING_CHARS = envint("API_SOCKET_MAX_PENDING_CHARS", "5000", min=1)
API_SOCKET_MAX_PENDING_SEGMENTS = envint("API_SOCKET_MAX_PENDING_SEGMENTS", "64", min=1)
# A stream-input or multi-stream-input socket takes at most this many messages a second
# (api.elevenlabs.socket_segments.MessageRate: a burst of 10 s worth, then this rate), whatever they
# say; past it 1008 rate_limited. Its segments count against API_RATE besides.
API_SOCKET_MESSAGE_RATE = envint("API_SOCKET_MESSAGE_RATE", "100", min=1)
# Above lexicon.pls.MAX_BYTES, so that an admin's PLS upload fits with its form fields.
DATA_UPLOAD_MAX_MEMORY_SIZE = max(API_MAX_BODY_BYTES, 6 * 1024 * 1024)

SPECTACULAR_SETTINGS = {
    "TITLE": "Supertonic service API",
    # Markdown, and Swagger UI reads a bare <API key> as an HTML tag: hence the backticks.
    "DESCRIPTION": "Text to speech for tenant apps. Send `Authorization: Bearer <API key>`.",
    "VERSION": "1",
    "SERVE_INCLUDE_SCHEMA": False,
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    # JavaScript, as drf-spectacular allows a string here: Swagger UI plays an audio answer
    # by fetching the request's URL again, without the key (401 for a POST), so a plugin
    # plays the answer's own bytes and offers them for download; another focuses the first
    # key box of "Authorize". A getter, as `plugins` (drf-spectacular's own) is declared
    # after these settings in its page.
    "SWAGGER_UI_SETTINGS": """{
      // drf-spectacular's own interceptor adds Django's CSRF header to every POST; the API
      // takes keys only, never a session, so the header (and the curl line's copy of it)
      // is noise. This one, spread after it, sends the request as "Authorize" built it.
      requestInterceptor: (request) => request,
      get plugins() {
        const audioAnswers = () => ({wrapComponents: {responseBody: (Original, system) =>
          (props) => {
            const h = system.React.createElement;
            if (!/^audio\\//i.test(props.contentType || "") || !(props.content instanceof Blob)) {
              return h(Original, props);
            }
            const href = URL.createObjectURL(props.content);
            const subtype = props.contentType.split("/")[1].split(";")[0];
            const ext = {mpeg: "mp3", "x-wav": "wav", L16: "pcm"}[subtype] || subtype;
            const name = "speech." + ext;
            return h("div", {className: "audio-answer"},
              h("audio", {controls: true, src: href}),
              h("div", null, h("a", {href, download: name}, "Download " + name)));
          }}});
        // Every key box asks for the focus (React's autoFocus): the last one, ElevenLabs'
        // xi-api-key, won it, and /api/v1 refuses that header. The first box (the bearer
        // key, api.schema_docs orders them) takes it back once the dialog is drawn.
        const firstKeyBox = () => ({wrapComponents: {authorizationPopup: (Original, system) =>
          (props) => {
            const React = system.React;
            const box = React.useRef(null);
            React.useEffect(() => {
              const first = box.current && box.current.querySelector(".auth-container input");
              if (first) first.focus();
            }, []);
            return React.createElement("div", {ref: box}, React.createElement(Original, props));
          }}});
        return [...plugins, audioAnswers, firstKeyBox];
      },
    }""",
    # api: field-level examples that work as given (api/serializers/examples.py)
    "POSTPROCESSING_HOOKS": [
        "drf_spectacular.hooks.postprocess_schema_enums",
        "api.serializers.examples.field_examples",
        "api.schema_docs.summaries",
    ],
}

# --- Pronunciation QA (docs/REVIEW.md) ---------------------------------------------------
# The dashboard's "money saved": what a commercial TTS API would charge per million characters.
DASHBOARD_PRICE_PER_MILLION_CHARS = envfloat("DASHBOARD_PRICE_PER_MILLION_CHARS", "16", min=0)

# --- Operations (docs/OPERATIONS.md) ------------------------------------------------------
# Log lines: "json" (one object per line, with request and job ids) or "text" (development).
LOG_FORMAT = envchoice("LOG_FORMAT", "json", ("json", "text"))
# For our records and Django's.
LOG_LEVEL = envchoice("LOG_LEVEL", "INFO", ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"))
# A bearer token that may read /metrics from anywhere; empty = none.
METRICS_TOKEN = envstr("METRICS_TOKEN", "")
# Addresses or networks that may read /metrics without the token (direct connections only).
METRICS_ALLOWED_IPS = envlist("METRICS_ALLOWED_IPS", "127.0.0.1,::1")

LOGGING = logging_config(LOG_FORMAT, LOG_LEVEL)

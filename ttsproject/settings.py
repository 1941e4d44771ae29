"""Settings, read from the environment with safe defaults for the embedded mode (one
machine, SQLite, files on local disk). Every knob is listed in the README."""

import os
from pathlib import Path

import dj_database_url

BASE_DIR = Path(__file__).resolve().parent.parent


def envbool(name: str, default: str) -> bool:
    return os.getenv(name, default).strip().lower() in ("1", "true", "yes", "on")


def envint(name: str, default: str | None) -> int | None:
    value = os.getenv(name, default)
    return None if value in (None, "") else int(value)


def envpath(name: str, default: Path) -> Path:
    return Path(os.getenv(name) or default).expanduser().resolve()


DEBUG = envbool("DEBUG", "False")
SECRET_KEY = os.getenv("SECRET_KEY", "embedded-mode-insecure-key-set-SECRET_KEY-in-production")
ALLOWED_HOSTS = [h for h in os.getenv("ALLOWED_HOSTS", "localhost,127.0.0.1,[::1]").split(",") if h]

VAR_DIR = envpath("VAR_DIR", BASE_DIR / "var")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "django_q",
    "synth",
    "lexicon",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
]

ROOT_URLCONF = "ttsproject.urls"
WSGI_APPLICATION = "ttsproject.wsgi.application"

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
        os.getenv("DATABASE_URL") or f"sqlite:///{VAR_DIR / 'db.sqlite3'}", conn_max_age=60
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    DATABASES["default"]["CONN_MAX_AGE"] = 0
    DATABASES["default"]["OPTIONS"] = {
        "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
        "transaction_mode": "IMMEDIATE",
        "timeout": 20,
    }

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
]

LANGUAGE_CODE = "en-us"
TIME_ZONE = os.getenv("TIME_ZONE", "UTC")
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = VAR_DIR / "static"
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedStaticFilesStorage"},
}
MEDIA_ROOT = VAR_DIR / "media"

# --- Synthesis engine -------------------------------------------------------------------
# The model folder (published layout; see README). `make run` fills it.
SYNTH_MODEL_DIR = envpath("SYNTH_MODEL_DIR", VAR_DIR / "models" / "supertonic-3")
# Where the model fingerprint is remembered, so a restart does not re-hash 300 MB.
SYNTH_CACHE_DIR = envpath("SYNTH_CACHE_DIR", VAR_DIR / "cache")
# ONNX Runtime session options (the article's tuning by default). Empty = automatic.
SYNTH_THREADS = envint("SYNTH_THREADS", None)  # intra-op; default: physical cores available
SYNTH_INTER_OP_THREADS = envint("SYNTH_INTER_OP_THREADS", "1")
SYNTH_SEQUENTIAL = envbool("SYNTH_SEQUENTIAL", "true")
SYNTH_GRAPH_OPTIMIZATION = os.getenv("SYNTH_GRAPH_OPTIMIZATION", "all")
SYNTH_MEM_ARENA = envbool("SYNTH_MEM_ARENA", "true")
SYNTH_DYNAMIC_BLOCK_BASE = os.getenv("SYNTH_DYNAMIC_BLOCK_BASE", "4")
SYNTH_ALLOW_SPINNING = envbool("SYNTH_ALLOW_SPINNING", "false")

# --- django-q2 ----------------------------------------------------------------------------
Q_CLUSTER = {
    "name": "tts",
    "orm": "default",
    "workers": envint("Q_WORKERS", "1"),
    "timeout": envint("Q_TIMEOUT", "120"),
    "retry": envint("Q_RETRY", "180"),
    "catch_up": False,
}

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": [],
    "DEFAULT_PERMISSION_CLASSES": [],
}

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": os.getenv("LOG_LEVEL", "INFO")},
}

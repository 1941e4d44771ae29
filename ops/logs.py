"""Structured logs with the standard logging module: one JSON object per line, carrying
the request id (web) or the job id (worker) of whatever was running when it was logged;
and no secret in any of them (``redact``, applied by ``RedactFilter`` to every record of
ours, Django's, django-q2's and gunicorn's).

Plain Python, no Django import: settings.LOGGING loads it before the apps are ready.
"""

import errno
import json
import logging
import os
import re
import time

from gunicorn import glogging

from core.context import job_id, request_id  # noqa: E402,F401  (what a record is about)

# Attributes every LogRecord has; anything else on a record came from `extra=`.
_STANDARD = set(vars(logging.LogRecord("", 0, "", 0, "", (), None))) | {
    "message",
    "asctime",
    "request_id",
    "job_id",
    "context",
}


REDACTED = "[redacted]"
# What a secret looks like where it travels: a query or form parameter whose name says
# token, key, password...; a header that carries one; a bearer token; one of our API keys.
SECRET_NAME = re.compile(r"(?i)token|key|passw|secret|signature|sig|auth|session")


def _named_secret(match: re.Match[str]) -> str:
    # The name is matched first, then searched for a secret's word: one pattern with the
    # word between two runs of name characters backtracked quadratically on a long name.
    return f"{match[1]}{REDACTED}" if SECRET_NAME.search(match[2]) else match[0]


SECRETS = [
    (re.compile(r"((?:^|[?&;\s\"'])([\w.-]*)=)[^&;\s\"'#]+"), _named_secret),
    (
        re.compile(
            r"(?i)((?:authorization|x[-_]api[-_]key|api[-_]key|cookie)[\"']?\s*[:=]\s*[\"']?)"
            r"[^\"'\r\n,}]+"
        ),
        rf"\1{REDACTED}",
    ),
    (re.compile(r"(?i)\b(bearer|basic)\s+[^\s\"',}]+"), rf"\1 {REDACTED}"),
    (re.compile(r"\b(tts_[0-9a-f]{8}_)[A-Za-z0-9_-]+"), rf"\1{REDACTED}"),
    # A signed audio link's token by its shape (tenant:clip key:time:signature, its colons
    # perhaps percent-encoded), wherever it is: under another name, in a path, in an id.
    (
        re.compile(
            r"(?<!\d)(\d+(?::|%3[Aa])[0-9a-f]{64}(?::|%3[Aa])[0-9A-Za-z]+(?::|%3[Aa]))[\w-]+"
        ),
        rf"\1{REDACTED}",
    ),
]


# What every pattern of SECRETS needs somewhere in a text to match at all: "=" or ":"
# (percent-encoded too) after a name, "bearer" or "basic", or an API key's "tts_". Most of
# what is logged (a request's method, path, status, tenant) has none, and is returned as it
# is after this one search instead of six (60-70 us of a web process's CPU per request
# line, issue 36).
MAY_HOLD_A_SECRET = re.compile(r"(?i)[=:]|%3a|bearer|basic|tts_")


def redact(text: str) -> str:
    """``text`` with every secret value in it replaced by ``[redacted]`` (the names stay,
    and an API key's public prefix, so a log line still says which was used)."""
    if not MAY_HOLD_A_SECRET.search(text):
        return text
    for pattern, replacement in SECRETS:
        text = pattern.sub(replacement, text)
    return text


# A record repeats what a client sent at most this far: a 64 KB Host header was written
# four times over, with a traceback, for every request that sent one (50 MB in 8 s).
MAX_LOGGED_CHARS = 2000


def clipped(text: str) -> str:
    return text if len(text) <= MAX_LOGGED_CHARS else text[:MAX_LOGGED_CHARS] + " [cut]"


# Django's loggers of a request it refuses as the client's mistake (SuspiciousOperation and
# its kinds, each answered 400): one line at WARNING, no traceback (RedactFilter, AsWarning).
CLIENTS_MISTAKES = "django.security."


class RedactFilter(logging.Filter):
    """Rewrite a record with its secrets redacted: the message (formatted now), the
    traceback, and the `extra=` values (Django's ``request`` prints its full URL)."""

    def filter(self, record: logging.LogRecord) -> bool:
        if getattr(record, "_redacted", False):
            return True
        record.msg, record.args = clipped(redact(record.getMessage())), None
        if record.name.startswith(CLIENTS_MISTAKES):
            record.exc_info = record.exc_text = None  # a client's Host: its message says all
            for name in ("request", "host"):
                if hasattr(record, name):
                    delattr(record, name)
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        if record.exc_text:
            record.exc_text = redact(record.exc_text)
        if record.stack_info:
            record.stack_info = redact(record.stack_info)
        for name, value in list(vars(record).items()):
            if name in _STANDARD or name.startswith("_"):
                continue
            if not isinstance(value, bool | int | float | type(None)):
                setattr(record, name, clipped(redact(str(value))))
        record._redacted = True
        return True


# gunicorn and uvicorn write every line of theirs, "Booting worker" too, under a logger
# named "<server>.error": an INFO line from a logger called error reads as an error. Their
# lines carry the server's name instead (the level says which are errors), without
# uvicorn's `color_message` (the message again, with terminal colour codes).
SERVER_LOGGERS = {"gunicorn.error": "gunicorn", "uvicorn.error": "uvicorn"}


class ServerLoggerName(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        record.name = SERVER_LOGGERS.get(record.name, record.name)
        record.__dict__.pop("color_message", None)
        return True


class GunicornLogger(glogging.Logger):
    """gunicorn's logger with RedactFilter on its error and access logs (which do not
    propagate to ours), formatted as ours (LOG_FORMAT: JSON unless "text"), so that its own
    lines (start, stop, a worker killed) read as the rest, under the logger "gunicorn"
    (uvicorn's, which its worker writes through these handlers, "uvicorn"): `manage.py
    serve` and deploy/gunicorn.conf.py use it."""

    def setup(self, cfg):
        super().setup(cfg)
        json_lines = os.getenv("LOG_FORMAT", "json") != "text"
        for log in (self.error_log, self.access_log):
            log.addFilter(RedactFilter())
            for handler in log.handlers:
                handler.addFilter(RedactFilter())
                handler.addFilter(ServerLoggerName())
                if json_lines:
                    handler.setFormatter(JsonFormatter())

    def info(self, msg, *args, **kwargs):
        # With --reuse-port each worker opens its own listening socket, so the arbiter has
        # none to name and said "Listening at:  (pid)": name the addresses it was given.
        if msg.startswith("Listening at:") and args and not args[0]:
            args = (f"{','.join(self.cfg.bind)} (a socket per worker)", *args[1:])
        # On shutdown uvicorn's server closes a worker's listening socket first, so
        # gunicorn's own close then finds its descriptor gone: nothing is wrong.
        if msg.startswith("Error while closing socket") and f"[Errno {errno.EBADF}]" in str(
            args[0] if args else ""
        ):
            return
        super().info(msg, *args, **kwargs)


class AsWarning(logging.Filter):
    """A record of a client's mistake, logged by Django at ERROR, as the WARNING it is: a
    request for a host outside ALLOWED_HOSTS (``django.security.DisallowedHost``) needs no
    key, and each wrote an ERROR line (the twenty-first pass, L-3), what alerts read; an
    admin list's filter its page does not offer (``DisallowedModelAdminLookup``, a 400)
    wrote an ERROR with a 5 kB traceback for each, at a signed-in reviewer's will (the
    twenty-sixth pass, F-8). Every ``django.security`` record is one (Django answers 400)."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.name.startswith(CLIENTS_MISTAKES) and record.levelno > logging.WARNING:
            record.levelno, record.levelname = logging.WARNING, "WARNING"
        return True


class ContextFilter(logging.Filter):
    """Copy the current request and job ids onto every record (for either formatter)."""

    def filter(self, record: logging.LogRecord) -> bool:
        record.request_id = request_id.get()
        record.job_id = job_id.get()
        ids = [f"req={record.request_id}"] if record.request_id else []
        if record.job_id:
            ids.append(f"job={record.job_id}")
        record.context = f" [{' '.join(ids)}]" if ids else ""
        return True


class JsonFormatter(logging.Formatter):
    """One JSON object per line: time (UTC), level, logger, message, the ids, `extra=`
    fields, and the traceback as one string."""

    def format(self, record: logging.LogRecord) -> str:
        entry = {
            "time": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(record.created))
            + f".{int(record.msecs):03d}Z",
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        for name in ("request_id", "job_id"):
            value = getattr(record, name, "")
            if value:
                entry[name] = value
        for name, value in vars(record).items():
            if name not in _STANDARD and not name.startswith("_"):
                entry[name] = value
        if record.exc_text:  # RedactFilter formatted and redacted it
            entry["exc"] = record.exc_text
        elif record.exc_info:
            entry["exc"] = self.formatException(record.exc_info)
        if record.stack_info:
            entry["stack"] = self.formatStack(record.stack_info)
        # default=str: a stray object in `extra=` must not lose the log line.
        return json.dumps(entry, ensure_ascii=False, default=str)

"""Structured logs with the standard logging module: one JSON object per line, carrying
the request id (web) or the job id (worker) of whatever was running when it was logged.

Plain Python, no Django import: settings.LOGGING loads it before the apps are ready.
"""

import json
import logging
import time
from contextvars import ContextVar

# Set by ops.middleware.RequestContext for a request, by ops.worker around a job.
request_id: ContextVar[str] = ContextVar("request_id", default="")
job_id: ContextVar[str] = ContextVar("job_id", default="")

# Attributes every LogRecord has; anything else on a record came from `extra=`.
_STANDARD = set(vars(logging.LogRecord("", 0, "", 0, "", (), None))) | {
    "message",
    "asctime",
    "request_id",
    "job_id",
    "context",
}


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
        if record.exc_info:
            entry["exc"] = self.formatException(record.exc_info)
        elif record.exc_text:
            entry["exc"] = record.exc_text
        if record.stack_info:
            entry["stack"] = self.formatStack(record.stack_info)
        # default=str: a stray object in `extra=` must not lose the log line.
        return json.dumps(entry, ensure_ascii=False, default=str)

"""Settings that are structures rather than values: built here from the values
settings.py reads, so that settings.py stays a flat list of knobs."""


def s3_storage(
    *,
    bucket: str,
    endpoint_url: str | None,
    region: str | None,
    prefix: str,
    timeout: int,
    addressing_style: str,
) -> dict:
    """Django's storage entry for an S3-compatible bucket (django-storages). Short
    timeouts and boto3's standard retries: an object store that does not answer is heard
    in seconds, as 503 storage_unavailable (synth.storage), not after a minute."""
    from botocore.config import Config  # only with the s3 extra installed

    return {
        "BACKEND": "storages.backends.s3.S3Storage",
        "OPTIONS": {
            "bucket_name": bucket,
            "endpoint_url": endpoint_url,
            "region_name": region,
            "location": prefix,
            "file_overwrite": False,
            "default_acl": None,  # private: clips are served by the API, never by URL
            "client_config": Config(
                connect_timeout=timeout,
                read_timeout=timeout * 4,
                s3={"addressing_style": addressing_style},
                retries={"mode": "standard", "max_attempts": 3},
            ),
        },
    }


def logging_config(log_format: str, level: str) -> dict:
    """LOGGING: one console handler, JSON (or text) lines with the request's context and
    no key, token, password or cookie in any line (ops.logs.redact)."""
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "filters": {
            "context": {"()": "ops.logs.ContextFilter"},
            "redact": {"()": "ops.logs.RedactFilter"},
            "as_warning": {"()": "ops.logs.AsWarning"},
        },
        "formatters": {
            "json": {"()": "ops.logs.JsonFormatter"},
            "text": {"format": "%(asctime)s %(levelname)s %(name)s%(context)s: %(message)s"},
        },
        "handlers": {
            "console": {
                "class": "logging.StreamHandler",
                "filters": ["redact", "context", "as_warning"],
                "formatter": "text" if log_format == "text" else "json",
            }
        },
        "root": {"handlers": ["console"], "level": level},
        # Django's own console handler (DEBUG only) would print its records twice.
        "loggers": {
            "django": {"handlers": [], "level": level, "propagate": True},
            # runserver's request lines: through ours (redacted), not Django's own handler.
            "django.server": {"handlers": [], "level": level, "propagate": True},
            # A client's wrong Host header or admin filter, logged at ERROR by Django: a
            # warning of one line (the handler's as_warning, ops.logs.AsWarning).
        },
    }

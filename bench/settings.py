"""Settings for bench/api.py: production settings, plus the bare view of bench/urls.py and a
cache key prefix of the run's own (its Q_NAME), so the run can delete exactly its own keys
from a shared Redis afterwards. BENCH_CONN_MAX_AGE (unset: the service's own value)
measures persistent database connections, a proposed change; nothing else differs."""

import os

from ttsproject.settings import *  # noqa: F403
from ttsproject.settings import CACHES, DATABASES

ROOT_URLCONF = "bench.urls"
CACHES["default"]["KEY_PREFIX"] = os.getenv("Q_NAME", "")
if os.getenv("BENCH_CONN_MAX_AGE"):
    DATABASES["default"]["CONN_MAX_AGE"] = int(os.environ["BENCH_CONN_MAX_AGE"])

"""Settings for bench/api.py: production settings, plus the bare view of bench/urls.py and a
cache key prefix of the run's own (its Q_NAME), so the run can delete exactly its own keys
from a shared Redis afterwards. Nothing else differs from what the service runs."""

import os

from ttsproject.settings import *  # noqa: F403
from ttsproject.settings import CACHES

ROOT_URLCONF = "bench.urls"
CACHES["default"]["KEY_PREFIX"] = os.getenv("Q_NAME", "")

"""The service's settings with the fault-injecting storage of tests/faults/storage.py."""

from ttsproject.settings import *  # noqa: F403
from ttsproject.settings import STORAGES

STORAGES["default"] = {"BACKEND": "tests.faults.storage.FullDiskStorage"}

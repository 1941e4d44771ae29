"""The systemd layout as an operator installs it (issue 35): a worker-only host enables the
worker units alone, so they must start at boot; the worker's stop waits for a running job."""

import configparser
import re
from pathlib import Path

SYSTEMD = Path(__file__).resolve().parent.parent / "deploy" / "systemd"
SETTINGS = Path(__file__).resolve().parent.parent / "ttsproject" / "settings.py"


def unit(name: str) -> configparser.ConfigParser:
    parser = configparser.ConfigParser(strict=False, interpolation=None)
    parser.optionxform = str
    parser.read_string((SYSTEMD / name).read_text())
    return parser


def default_job_timeout() -> int:
    return int(re.search(r'envint\("SYNTH_JOB_TIMEOUT", "(\d+)"', SETTINGS.read_text()).group(1))


def test_worker_units_start_at_boot_when_enabled_alone():
    for name in ("tts-worker.service", "tts-worker-metrics.service"):
        assert "multi-user.target" in unit(name)["Install"]["WantedBy"].split(), name


def test_the_worker_stop_waits_longer_than_a_job_may_run():
    stop = int(unit("tts-worker.service")["Service"]["TimeoutStopSec"])
    assert stop > default_job_timeout()


def test_the_compose_worker_waits_as_long():
    compose = (SYSTEMD.parent / "docker-compose.yml").read_text()
    grace = int(re.search(r"stop_grace_period: (\d+)s", compose).group(1))
    assert grace > default_job_timeout()

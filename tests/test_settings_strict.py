"""A malformed boolean, number, list or choice in the environment stops the start with
ImproperlyConfigured naming the variable, the value and what is accepted; every variable
ttsproject/settings.py reads goes through those helpers, and each is in docs/SETTINGS.md."""

import ast
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.exceptions import ImproperlyConfigured

from ttsproject import env
from ttsproject import settings as project_settings
from ttsproject.env import envbool, envchoice, envfloat, envint, envlist, envpath

SETTINGS_FILE = Path(project_settings.__file__)
ROOT = SETTINGS_FILE.parent.parent
BOOLEANS = "true, false, 1, 0, yes, no, on or off"


def env_calls(source: str) -> list[ast.Call]:
    """Every call of an env* helper whose first argument names a variable."""
    return [
        node
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id.startswith("env")
        and node.args
        and isinstance(node.args[0], ast.Constant)
    ]


VARIABLES = {call.args[0].value for call in env_calls(SETTINGS_FILE.read_text())}


def raw_reads(source: str) -> list[int]:
    """Lines that read os.getenv or os.environ outside an env* helper."""
    found = []

    def visit(node: ast.AST, function: str) -> None:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            function = node.name
        reads_os = (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id == "os"
            and node.attr in ("getenv", "getenvb", "environ", "environb")
        )
        imports_os = isinstance(node, ast.ImportFrom) and node.module == "os"
        if (reads_os and not function.startswith("env")) or imports_os:
            found.append(node.lineno)
        for child in ast.iter_child_nodes(node):
            visit(child, function)

    visit(ast.parse(source), "")
    return found


def start(tmp_path, command: list[str], **variables: str) -> subprocess.CompletedProcess:
    """Run ``command`` in a fresh process with none of the settings' variables set but
    ``variables``; VAR_DIR only keeps its files out of the checkout."""
    env = {k: v for k, v in os.environ.items() if k not in VARIABLES}
    env.update(DJANGO_SETTINGS_MODULE="ttsproject.settings", VAR_DIR=str(tmp_path), **variables)
    return subprocess.run(
        [sys.executable, *command], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )


@pytest.mark.parametrize(
    "variable, value, accepted",
    [
        ("SYNTH_SHARED_WEIGHTS", "ture", BOOLEANS),
        ("SYNTH_JOB_TIMEOUT", "5m", "a whole number of at least 1"),
        ("Q_WORKERS", "0", "a whole number of at least 1"),
        ("API_DEFAULT_WAIT", "60", "a whole number from 0 to 30"),
        ("API_HITS_FLUSH_SECONDS", "1s", "a number of at least 0"),
        ("ALLOWED_HOSTS", "tts.example.com,,localhost", "comma-separated values"),
        ("LOG_FORMAT", "txt", "json or text"),
        ("API_RATE", "600 per min", "a count per period, e.g. 600/min"),
    ],
)
def test_a_malformed_value_refuses_to_start(tmp_path, variable, value, accepted):
    done = start(tmp_path, ["-c", "import django; django.setup()"], **{variable: value})
    assert done.returncode != 0
    assert "ImproperlyConfigured" in done.stderr
    assert f"{variable}={value!r}" in done.stderr
    assert accepted in done.stderr


@pytest.mark.parametrize(
    "env, shared",
    [
        ({}, "False"),  # one worker: nothing to share, and private weights are faster
        ({"Q_WORKERS": "2"}, "True"),
        ({"Q_WORKERS": "2", "SYNTH_SHARED_WEIGHTS": "false"}, "False"),
        ({"SYNTH_SHARED_WEIGHTS": "on"}, "True"),
        ({"SYNTH_SHARED_WEIGHTS": "AUTO", "Q_WORKERS": "3"}, "True"),
    ],
)
def test_weights_are_shared_by_default_only_between_several_workers(tmp_path, env, shared):
    script = "import django; django.setup(); from django.conf import settings; "
    done = start(tmp_path, ["-c", script + "print(settings.SYNTH_SHARED_WEIGHTS)"], **env)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == shared


def test_manage_py_check_passes_with_no_variable_set(tmp_path):
    done = start(tmp_path, ["manage.py", "check"])
    assert done.returncode == 0, done.stderr
    assert "no issues" in done.stdout


@pytest.mark.parametrize(
    "read, value, accepted",
    [
        (lambda: envbool("TTS_TEST_VALUE", "true"), "ture", BOOLEANS),
        (lambda: envbool("TTS_TEST_VALUE", "true"), "2", BOOLEANS),
        (lambda: envint("TTS_TEST_VALUE", "5"), "5.0", "a whole number"),
        (lambda: envint("TTS_TEST_VALUE", "5"), "1e3", "a whole number"),
        (lambda: envint("TTS_TEST_VALUE", "5", min=0), "-1", "a whole number of at least 0"),
        (lambda: envint("TTS_TEST_VALUE", "5", max=9), "10", "a whole number of at most 9"),
        (lambda: envfloat("TTS_TEST_VALUE", "1"), "one", "a number"),
        (lambda: envfloat("TTS_TEST_VALUE", "1"), "nan", "a number"),
        (lambda: envfloat("TTS_TEST_VALUE", "1", min=0), "inf", "a number of at least 0"),
        (lambda: envfloat("TTS_TEST_VALUE", "1", min=0), "-0.5", "a number of at least 0"),
        (lambda: envlist("TTS_TEST_VALUE", "a"), "a,", "none empty"),
        (lambda: envchoice("TTS_TEST_VALUE", "a", ("a", "b", "c")), "d", "a, b or c"),
    ],
)
def test_every_helper_names_the_variable_the_value_and_what_is_accepted(
    monkeypatch, read, value, accepted
):
    monkeypatch.setenv("TTS_TEST_VALUE", value)
    with pytest.raises(ImproperlyConfigured) as refused:
        read()
    assert f"TTS_TEST_VALUE={value!r}" in str(refused.value)
    assert accepted in str(refused.value)


@pytest.mark.parametrize(
    "read, value, expected",
    [
        (lambda: envbool("TTS_TEST_VALUE", "false"), "TRUE", True),
        (lambda: envbool("TTS_TEST_VALUE", "false"), " Yes ", True),
        (lambda: envbool("TTS_TEST_VALUE", "false"), "on", True),
        (lambda: envbool("TTS_TEST_VALUE", "true"), "0", False),
        (lambda: envbool("TTS_TEST_VALUE", "true"), "Off", False),
        (lambda: envint("TTS_TEST_VALUE", "5", min=0, max=9), "9", 9),
        (lambda: envint("TTS_TEST_VALUE", "5", min=0), "0", 0),
        (lambda: envfloat("TTS_TEST_VALUE", "1", min=0), "0.25", 0.25),
        (lambda: envlist("TTS_TEST_VALUE", "a"), "a, b ,c", ["a", "b", "c"]),
        (lambda: envchoice("TTS_TEST_VALUE", "INFO", ("DEBUG", "INFO")), "debug", "DEBUG"),
    ],
)
def test_good_values_parse(monkeypatch, read, value, expected):
    monkeypatch.setenv("TTS_TEST_VALUE", value)
    assert read() == expected


def test_empty_is_the_default_for_booleans_numbers_choices_and_paths(monkeypatch, tmp_path):
    monkeypatch.setenv("TTS_TEST_VALUE", "")
    assert envbool("TTS_TEST_VALUE", "true") is True
    assert envint("TTS_TEST_VALUE", "300") == 300
    assert envint("TTS_TEST_VALUE", None) is None
    assert envfloat("TTS_TEST_VALUE", "1") == 1.0
    assert envchoice("TTS_TEST_VALUE", "json", ("json", "text")) == "json"
    assert envpath("TTS_TEST_VALUE", tmp_path) == tmp_path.resolve()


def test_an_empty_list_is_empty_not_the_default(monkeypatch):
    # METRICS_ALLOWED_IPS= must let no address in, not fall back to loopback.
    monkeypatch.setenv("TTS_TEST_VALUE", "")
    assert envlist("TTS_TEST_VALUE", "127.0.0.1,::1") == []


def test_settings_read_the_environment_only_through_the_helpers():
    assert raw_reads(SETTINGS_FILE.read_text()) == []
    assert raw_reads(Path(env.__file__).read_text()) == []


def test_the_sweep_finds_a_raw_read():
    source = (
        "import os\n"
        "A = os.getenv('A')\n"
        "def secret_key():\n"
        "    return os.environ['B']\n"
        "def envstr(name, default):\n"
        "    return os.getenv(name, default)\n"
        "from os import environ\n"
    )
    assert raw_reads(source) == [2, 4, 7]


def readme_rows() -> dict[str, str]:
    """docs/SETTINGS.md's table: each variable's default cell."""
    rows = {}
    for line in (ROOT / "docs" / "SETTINGS.md").read_text().splitlines():
        cells = line.split(" | ")
        if line.startswith("| `") and len(cells) >= 3:
            for name in re.findall(r"`([A-Z][A-Z0-9_]+)`", cells[0]):
                rows[name] = cells[1]
    return rows


def test_every_variable_is_in_the_readme_with_its_default():
    rows = readme_rows()
    assert VARIABLES - rows.keys() == set()
    for call in env_calls(SETTINGS_FILE.read_text()):
        name, default = call.args[0].value, call.args[1] if len(call.args) > 1 else None
        if isinstance(default, ast.Constant) and default.value:
            assert f"`{default.value}`" in rows[name], name


@pytest.mark.parametrize("rate", ["10/s", "100 / hour", "5000/day", ""])
def test_a_rate_in_any_documented_form_starts(tmp_path, rate):
    script = (
        "import django; django.setup(); from django.conf import settings; print(settings.API_RATE)"
    )
    done = start(tmp_path, ["-c", script], API_RATE=rate)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == rate

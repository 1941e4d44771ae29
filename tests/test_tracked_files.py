"""What git tracks is the project's own text: no virtualenv (a merge once committed a
worktree's `.venv` symlink, which `.venv/` in .gitignore did not match; checked out, it
replaced the real venv with a link to itself) and no model weights."""

import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_no_virtualenv_or_weights_are_tracked():
    tracked = subprocess.run(
        ["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split("\n")
    assert not [p for p in tracked if p.split("/")[0] in (".venv", ".venv-agents")]
    assert not [p for p in tracked if p.endswith((".onnx", ".onnx.data"))]


def test_a_venv_link_is_ignored_too():
    ignored = subprocess.run(
        ["git", "check-ignore", "--no-index", ".venv", ".venv-agents"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    ).stdout.split()
    assert ignored == [".venv", ".venv-agents"]

"""The README's commands, and the tenant commands of docs/GUIDE.md, run as a new user runs
them (issue 34: "README samples fail on the demo tenant"): `prepare_demo` and `manage.py
serve` as `make run` starts them, then every shell line and Python sample of those pages,
as written, in a shell with the `export TTS_KEY=...` line `prepare_demo` printed. Only the
base URL's port differs. A line this test does not know how to run fails it, so a new
sample is run too, or named here with the reason it cannot be."""

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

from tests.cluster import ROOT, migrated, serving
from tests.serving import serving_env

PAGES = {"README.md": None, "docs/GUIDE.md": "## Tenants, lexicons and presets"}
# What a doc test cannot do, and why: the setup this test stands for, the network.
NOT_RUN = {
    "git clone": "the checkout under test",
    "make run": "what this test starts: prepare_demo, then manage.py serve",
    "make test": "this suite",
    "manage.py fetch_model": "the Hugging Face Hub is out of reach here (tests/test_install_*.py)",
}
FENCE = re.compile(r"^```(\w*)\n(.*?)^```", re.M | re.S)


def samples(page: str, heading: str | None) -> list[tuple[str, str]]:
    """The fenced blocks of ``page`` (of its section under ``heading`` when given): (kind,
    text), a shell block split into its commands (continued lines joined)."""
    text = (ROOT / page).read_text()
    if heading:
        text = text.split(heading, 1)[1].split("\n## ", 1)[0]
    found = []
    for language, body in FENCE.findall(text):
        if language == "python":
            found.append(("python", body))
        elif language in ("sh", "bash"):
            joined = body.replace("\\\n", " ")
            found += [("sh", line.strip()) for line in joined.splitlines() if line.strip()]
    return found


def for_this_server(text: str, port: int) -> str:
    """The sample as written, with the port of this test's server and its own Python."""
    text = re.sub(r"(127\.0\.0\.1|localhost):8000", f"127.0.0.1:{port}", text)
    return text.replace(".venv/bin/python manage.py", f"{sys.executable} {ROOT}/manage.py")


def test_every_command_of_the_readme_runs_as_written(tmp_path, model_dir):
    env = serving_env(tmp_path, model_dir)
    migrated(env, "pass")
    demo = subprocess.run(
        [sys.executable, "manage.py", "prepare_demo"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=300, check=True,
    )  # fmt: skip
    exported = re.search(r"^export TTS_KEY=(tts_\S+)$", demo.stdout, re.M)
    assert exported, demo.stdout  # the line the README says to paste
    shell_env = {**env, "TTS_KEY": exported.group(1)}
    work = tmp_path / "work"
    work.mkdir()
    (work / "docs").symlink_to(ROOT / "docs")  # the samples' paths, from the checkout's root

    ran, skipped = [], []
    with serving(env, tmp_path / "serve.log") as (_, port):
        for page, heading in PAGES.items():
            for kind, sample in samples(page, heading):
                reason = next((why for cmd, why in NOT_RUN.items() if cmd in sample), None)
                if reason:
                    skipped.append(sample)
                    continue
                run = run_sample(kind, for_this_server(sample, port), work, shell_env)
                assert run.returncode == 0, f"{page}: {sample}\n{run.stdout}\n{run.stderr}"
                ran.append(sample)
    assert len(ran) >= 8, ran
    assert skipped, "the setup lines are named in NOT_RUN"
    made = {path.name: path.stat().st_size for path in work.iterdir() if path.is_file()}
    assert made.get("hello.mp3", 0) > 1000 and made.get("demo.wav", 0) > 1000, made
    assert made.get("hello-eleven.mp3", 0) > 1000, made  # the ElevenLabs SDK's sample
    assert made.get("hello-openai.mp3", 0) > 1000, made  # the OpenAI SDK's, its own file
    assert b"engine x" in (work / "out.pls").read_bytes()  # imported from the sample PLS


def run_sample(kind: str, sample: str, cwd: Path, env: dict) -> subprocess.CompletedProcess:
    if kind == "python":
        command = [sys.executable, "-c", sample]
    else:
        assert sample.split()[0] in ("curl", sys.executable), f"no way to run: {sample}"
        command = ["bash", "-c", sample]
    env = {**env, "PATH": os.environ["PATH"]}
    return subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, timeout=120)


def test_the_samples_are_found(tmp_path):
    """The parser sees what a reader sees (a test that finds nothing would pass)."""
    readme = samples("README.md", None)
    assert (
        "sh",
        "make run    # installs .venv, migrates, installs the model, starts web + workers on :8000",
    ) in readme
    assert any(kind == "python" and "OpenAI(" in text for kind, text in readme)
    assert any(text.startswith("curl -H") and "-o hello.mp3" in text for _, text in readme)
    guide = samples("docs/GUIDE.md", PAGES["docs/GUIDE.md"])
    assert any("import_lexicon demo docs/samples/brand-words.pls" in text for _, text in guide)
    shlex.split(guide[0][1])  # plain shell words


def test_what_the_samples_write_stays_out_of_git_status():
    """A reader runs the samples from the checkout's root: the files they write must not show
    in `git status` as changes to commit (issue 34, the first hour)."""
    written = set()
    for page, heading in PAGES.items():
        for _, sample in samples(page, heading):
            written |= set(re.findall(r"(?:-o|--out)\s+(\S+)", sample))
            written |= set(re.findall(r"""(?:write_to_file|open)\("([^"]+)\"""", sample))
            written |= set(re.findall(r"export_lexicon \S+ (\S+)", sample))
    assert {"hello.mp3", "hello-openai.mp3", "hello-eleven.mp3", "hello.wav"} <= written
    check = subprocess.run(
        ["git", "check-ignore", "--no-index", *sorted(written)],
        cwd=ROOT, capture_output=True, text=True,
    )  # fmt: skip
    assert set(check.stdout.split()) == written, written - set(check.stdout.split())


def test_the_readme_says_what_make_test_needs_where_the_two_commands_are():
    """`make test` needs PostgreSQL and Redis running and installs Chromium: a newcomer reads
    that beside the two commands, not after a failed run."""
    text = (ROOT / "README.md").read_text()
    before_commands = text.split("## From clone to a first clip", 1)[1].split("```sh", 1)[0]
    for needed in ("PostgreSQL", "127.0.0.1:5432", "Redis", "127.0.0.1:6379", "Chromium"):
        assert needed in before_commands, needed


def test_every_page_names_the_key_as_the_readme_does():
    """The README says to paste `export TTS_KEY=...`; a page that sets `KEY=` and then sends
    `$TTS_KEY` (docs/REVIEW.md did) sends an empty key."""
    names = set()
    for page in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        for language, body in FENCE.findall(page.read_text()):
            if language in ("sh", "bash"):
                found = re.findall(r"\$\{?(\w*KEY)\b|^\s*(?:export\s+)?(\w*KEY)=", body, re.M)
                names |= {(page.name, used or set_) for used, set_ in found}
    api_keys = {name for _, name in names if name != "SECRET_KEY"}  # Django's, not a key
    assert api_keys == {"TTS_KEY"}, sorted(names)

"""`manage.py synthesize`: audio files from the command line, one-line errors, exit 2."""

import io
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
import soundfile
from django.core.management import call_command
from django.core.management.base import CommandError

ROOT = Path(__file__).resolve().parent.parent


def run(model_dir, *args, stdin=None):
    env = {**os.environ, "SYNTH_MODEL_DIR": str(model_dir), "SYNTH_THREADS": "1"}
    return subprocess.run(
        [sys.executable, "manage.py", "synthesize", *args],
        cwd=ROOT,
        env=env,
        input=stdin,
        capture_output=True,
        timeout=120,
    )


def test_it_writes_a_wav_file_and_a_summary_line(model_dir, tmp_path):
    out = tmp_path / "hello.wav"
    result = run(model_dir, "--text", "Hello there. How are you?", "--out", str(out), "--seed", "3")
    assert result.returncode == 0, result.stderr
    samples, rate = soundfile.read(out)
    assert rate == 44100 and len(samples) > 0
    summary = result.stderr.decode().strip().splitlines()
    assert len(summary) == 1
    assert "s of wav audio" in summary[0] and "RTF" in summary[0] and "2 chunk(s)" in summary[0]
    assert "STAND-IN" in summary[0]


def test_it_gives_the_engines_samples_for_the_same_seed(engine, model_dir, tmp_path):
    out = tmp_path / "a.wav"
    call_command(
        "synthesize",
        "--text",
        "Same seed.",
        "--seed",
        "11",
        "--out",
        str(out),
        "--model-dir",
        str(model_dir),
        "--voice",
        "F2",
        "--steps",
        "3",
        "--speed",
        "1.2",
    )
    expected = engine.synthesize("Same seed.", seed=11, voice="F2", steps=3, speed=1.2).samples
    samples, _ = soundfile.read(out, dtype="float32")
    assert np.abs(samples - expected).max() <= 1 / 32767


@pytest.mark.parametrize(
    "suffix,fmt,subtype",
    [
        (".flac", "FLAC", "PCM_16"),
        (".ogg", "OGG", "VORBIS"),
        (".mp3", "MP3", "MPEG_LAYER_III"),
        (".opus", "OGG", "OPUS"),
    ],
)
def test_the_format_follows_the_out_suffix(model_dir, tmp_path, suffix, fmt, subtype):
    out = tmp_path / f"clip{suffix}"
    call_command(
        "synthesize", "--text", "Format test.", "--out", str(out), "--model-dir", str(model_dir)
    )
    info = soundfile.info(out)
    assert (info.format, info.subtype) == (fmt, subtype)


def test_format_overrides_the_suffix_and_stdout_gets_raw_pcm(model_dir):
    result = run(model_dir, "--text", "To stdout.", "--out", "-", "--format", "pcm", "--seed", "1")
    assert result.returncode == 0, result.stderr
    assert len(result.stdout) % 2 == 0 and len(result.stdout) > 1000
    assert not result.stdout.startswith(b"RIFF")


def test_it_reads_text_from_stdin_and_files(model_dir, tmp_path):
    (tmp_path / "in.txt").write_text("From a file.", encoding="utf-8")
    from_file = run(model_dir, "--text-file", str(tmp_path / "in.txt"), "--out", "-", "--seed", "1")
    from_stdin = run(
        model_dir, "--text-file", "-", "--out", "-", "--seed", "1", stdin=b"From a file."
    )
    assert from_file.returncode == from_stdin.returncode == 0
    assert from_file.stdout == from_stdin.stdout
    assert soundfile.read(io.BytesIO(from_file.stdout))[1] == 44100


@pytest.mark.parametrize(
    "args,message",
    [
        (["--text", "   "], "empty"),
        (["--text", "Hi", "--lang", "xx"], "unknown language 'xx'"),
        (["--text", "ภาษาไทย"], "cannot speak 6 character(s)"),
        (["--text", "Sum ∑ here", "--raw"], "cannot speak 1 character(s)"),
        (["--text", "Hi", "--speed", "3"], "speed must be a number from 0.7 to 2.0"),
        (["--text", "Hi", "--speed", "nan"], "speed must be"),
        (["--text", "Hi", "--steps", "0"], "steps must be"),
        (["--text", "Hi", "--seed", "-5"], "seed must be"),
        (["--text", "Hi", "--voice", "nobody"], "unknown voice 'nobody'"),
        (["--text", "Hi", "--format", "aiff"], "invalid choice: 'aiff'"),
        (["--text", "Hi", "--steps", "many"], "invalid int value"),
        (["--text-file", "/nonexistent/file.txt"], "cannot read --text-file"),
        (["--text", "Hi", "--text-file", "x"], "not allowed with argument"),
        ([], "one of the arguments --text --text-file is required"),
    ],
)
def test_bad_input_is_one_line_exit_2_and_no_file(model_dir, tmp_path, args, message):
    out = tmp_path / "never.wav"
    result = run(model_dir, *args, "--out", str(out))
    stderr = result.stderr.decode().strip()
    assert result.returncode == 2
    assert len(stderr.splitlines()) == 1, stderr
    assert message in stderr
    assert list(tmp_path.iterdir()) == []


def test_a_missing_model_folder_is_explained(tmp_path):
    result = run(tmp_path / "no-model", "--text", "Hi", "--out", str(tmp_path / "x.wav"))
    stderr = result.stderr.decode().strip()
    assert result.returncode == 2 and len(stderr.splitlines()) == 1
    assert "model folder not found" in stderr and "fetch_model" in stderr


def test_non_utf8_text_files_are_refused(model_dir, tmp_path):
    (tmp_path / "latin1.txt").write_bytes("café".encode("latin-1"))
    with pytest.raises(CommandError, match="not UTF-8") as info:
        call_command(
            "synthesize",
            "--text-file",
            str(tmp_path / "latin1.txt"),
            "--out",
            str(tmp_path / "x.wav"),
            "--model-dir",
            str(model_dir),
        )
    assert info.value.returncode == 2
    assert not (tmp_path / "x.wav").exists()


def test_an_existing_file_survives_a_failed_run(model_dir, tmp_path):
    out = tmp_path / "keep.wav"
    out.write_bytes(b"previous clip")
    result = run(model_dir, "--text", "ไทย", "--out", str(out))
    assert result.returncode == 2
    assert out.read_bytes() == b"previous clip"


def test_a_long_text_is_chunked(model_dir, tmp_path):
    text = "This sentence repeats to make a long text. " * 20
    result = run(model_dir, "--text", text, "--out", str(tmp_path / "long.wav"), "--seed", "2")
    assert result.returncode == 0
    assert "20 chunk(s)" in result.stderr.decode()  # a sentence each, as a request would
    raw = run(model_dir, "--text", text, "--out", str(tmp_path / "raw.wav"), "--seed", "2", "--raw")
    assert raw.returncode == 0
    assert "3 chunk(s)" in raw.stderr.decode()  # packed up to 300 characters, as the reference

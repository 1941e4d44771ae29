"""fetch_model installs a model from the Hub, a folder or an archive, validated and swapped in
whole; every failure is one line, exit status 2, and leaves the old model as it was."""

import io
import json
import shutil
import subprocess
import sys
import tarfile
import threading
import time
import zipfile
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from engine.folder import fingerprint
from synth import install

MAIN_DIR = Path(__file__).resolve().parent.parent


def fetch(*args) -> tuple[str, str]:
    out, err = io.StringIO(), io.StringIO()
    call_command("fetch_model", *args, stdout=out, stderr=err)
    return out.getvalue(), err.getvalue()


def fails(*args) -> str:
    with pytest.raises(CommandError) as info:
        fetch(*args)
    assert info.value.returncode == 2
    message = str(info.value)
    assert "\n" not in message
    return message


def zip_folder(folder: Path, archive: Path, prefix: str = "") -> Path:
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as zf:
        for path in sorted(folder.rglob("*")):
            if path.is_file():
                zf.write(path, prefix + path.relative_to(folder).as_posix())
    return archive


def tar_folder(folder: Path, archive: Path, prefix: str = "") -> Path:
    with tarfile.open(archive, "w" + tar_mode(archive)) as tar:
        for path in sorted(folder.rglob("*")):
            if path.is_file():
                tar.add(path, prefix + path.relative_to(folder).as_posix())
    return archive


def tar_mode(archive: Path) -> str:
    for suffix, mode in (("gz", ":gz"), ("tgz", ":gz"), ("xz", ":xz"), ("bz2", ":bz2")):
        if archive.name.endswith(suffix):
            return mode
    return ""


@pytest.fixture
def target(tmp_path):
    """Where the model goes: never the real SYNTH_MODEL_DIR."""
    return tmp_path / "models" / "supertonic-3"


@pytest.fixture
def existing(model_dir, target):
    """A model already installed at the target, with a file that tells it apart."""
    shutil.copytree(model_dir, target)
    (target / "KEEP.txt").write_text("the model that was here")
    return target


def leftovers(target: Path) -> list[str]:
    """Anything beside the target: staging folders that were not cleaned up."""
    if not target.parent.exists():
        return []
    return sorted(p.name for p in target.parent.iterdir() if p != target)


def assert_untouched(existing: Path, model_dir: Path) -> None:
    assert (existing / "KEEP.txt").read_text() == "the model that was here"
    assert fingerprint(existing) == fingerprint(model_dir)
    assert leftovers(existing) == []


def assert_installed(target: Path, model_dir: Path, out: str) -> None:
    assert (target / "onnx/tts.json").is_file()
    assert fingerprint(target) == fingerprint(model_dir)
    assert out.count("\n") == 1
    assert str(target) in out
    assert " MB" in out
    assert fingerprint(model_dir) in out
    assert leftovers(target) == []


def test_it_installs_from_a_folder(model_dir, target):
    out, err = fetch("--from", str(model_dir), "--model-dir", str(target))
    assert_installed(target, model_dir, out)
    assert "unpacking" in err and "validating" in err and "installing" in err


def test_it_installs_from_a_zip_archive(model_dir, target, tmp_path):
    archive = zip_folder(model_dir, tmp_path / "model.zip")
    out, _ = fetch("--from", str(archive), "--model-dir", str(target))
    assert_installed(target, model_dir, out)


@pytest.mark.parametrize("suffix", ["tar", "tar.gz", "tgz", "tar.xz", "tar.bz2"])
def test_it_installs_from_a_tar_archive(model_dir, target, tmp_path, suffix):
    archive = tar_folder(model_dir, tmp_path / f"model.{suffix}")
    out, _ = fetch("--from", str(archive), "--model-dir", str(target))
    assert_installed(target, model_dir, out)


@pytest.mark.parametrize("pack", [zip_folder, tar_folder])
def test_it_finds_the_model_inside_a_single_top_level_folder(model_dir, target, tmp_path, pack):
    suffix = "zip" if pack is zip_folder else "tar.gz"
    archive = pack(model_dir, tmp_path / f"model.{suffix}", prefix="supertonic-3/")
    out, _ = fetch("--from", str(archive), "--model-dir", str(target))
    assert_installed(target, model_dir, out)
    assert not (target / "supertonic-3").exists()


def test_it_finds_the_model_inside_a_folder_given_as_source(model_dir, target, tmp_path):
    shutil.copytree(model_dir, tmp_path / "download" / "supertonic-3")
    out, _ = fetch("--from", str(tmp_path / "download"), "--model-dir", str(target))
    assert_installed(target, model_dir, out)


def test_it_installs_the_pinned_revision_from_the_hub(model_dir, target, monkeypatch):
    """No network here: the download is replaced by a copy of the stand-in."""
    import huggingface_hub

    calls = []

    def fake_snapshot_download(*, repo_id, revision, local_dir, **kwargs):
        calls.append((repo_id, revision, Path(local_dir).parent.parent))
        shutil.copytree(model_dir, local_dir)
        (Path(local_dir) / ".cache/huggingface").mkdir(parents=True)  # its bookkeeping
        return str(local_dir)

    monkeypatch.setattr(huggingface_hub.HfApi, "model_info", lambda self, *args, **kw: None)
    monkeypatch.setattr(huggingface_hub, "snapshot_download", fake_snapshot_download)
    out, err = fetch("--model-dir", str(target))
    revision = "724fb5abbf5502583fb520898d45929e62f02c0b"
    # Downloaded beside the target, so that installing it is a rename.
    assert calls == [("Supertone/supertonic-3", revision, target.parent)]
    assert f"downloading Supertone/supertonic-3@{revision}" in err
    assert_installed(target, model_dir, out)
    assert not (target / ".cache").exists()


def test_it_refuses_an_existing_model_without_force(model_dir, existing):
    message = fails("--from", str(model_dir), "--model-dir", str(existing))
    assert f"{existing} already holds a model" in message
    assert "--force" in message
    assert_untouched(existing, model_dir)


def test_it_refuses_a_folder_with_other_files_without_force(model_dir, target):
    target.mkdir(parents=True)
    (target / "notes.txt").write_text("not a model")
    message = fails("--from", str(model_dir), "--model-dir", str(target))
    assert "is not empty" in message and "--force" in message
    assert (target / "notes.txt").is_file()


def test_it_replaces_an_existing_model_with_force(model_dir, existing):
    out, _ = fetch("--from", str(model_dir), "--model-dir", str(existing), "--force")
    assert_installed(existing, model_dir, out)
    assert not (existing / "KEEP.txt").exists()


def remove_a_graph(folder: Path) -> None:
    (folder / "onnx/vocoder.onnx").unlink()


def corrupt_a_graph(folder: Path) -> None:
    (folder / "onnx/vocoder.onnx").write_bytes(b"not an onnx graph")


def malform_the_config(folder: Path) -> None:
    (folder / "onnx/tts.json").write_text("{ nope")


def reshape_a_voice(folder: Path) -> None:
    path = folder / "voice_styles/M2.json"
    style = json.loads(path.read_text())
    style["style_dp"]["dims"] = [1, 8, 15]
    path.write_text(json.dumps(style))


BROKEN = [
    (remove_a_graph, "onnx/vocoder.onnx: missing"),
    (corrupt_a_graph, "onnx/vocoder.onnx: cannot be loaded by onnxruntime"),
    (malform_the_config, "onnx/tts.json: malformed JSON"),
    (reshape_a_voice, "voice_styles/M2.json: style_dp dims must be [1, 8, 16]"),
]


@pytest.mark.parametrize("breakage, problem", BROKEN, ids=[b.__name__ for b, _ in BROKEN])
def test_it_refuses_a_broken_folder_naming_the_file(
    model_dir, model_copy, existing, breakage, problem
):
    breakage(model_copy)
    message = fails("--from", str(model_copy), "--model-dir", str(existing), "--force")
    # The file is named where the operator has it, not in the staging folder.
    assert f"{model_copy}/{problem}" in message
    assert_untouched(existing, model_dir)


def test_it_names_the_file_inside_a_broken_archive(model_dir, model_copy, existing, tmp_path):
    malform_the_config(model_copy)
    archive = tar_folder(model_copy, tmp_path / "model.tar.gz", prefix="supertonic-3/")
    message = fails("--from", str(archive), "--model-dir", str(existing), "--force")
    assert f"{archive}/supertonic-3/onnx/tts.json: malformed JSON" in message
    assert_untouched(existing, model_dir)


def test_it_refuses_a_missing_source(target, tmp_path):
    message = fails("--from", str(tmp_path / "nowhere.zip"), "--model-dir", str(target))
    assert message == f"{tmp_path / 'nowhere.zip'}: no such file or folder"
    assert not target.parent.exists()


@pytest.mark.parametrize("name", ["model.zip", "model.tar.gz", "model.tar"])
def test_it_refuses_a_corrupt_archive(model_dir, existing, tmp_path, name):
    archive = tmp_path / name
    archive.write_bytes(b"\x1f\x8b this is not what it claims to be" * 100)
    message = fails("--from", str(archive), "--model-dir", str(existing), "--force")
    assert message.startswith(f"{archive}: cannot extract")
    assert_untouched(existing, model_dir)


def test_it_refuses_a_file_that_is_not_an_archive(target, tmp_path):
    source = tmp_path / "model.rar"
    source.write_bytes(b"Rar!")
    message = fails("--from", str(source), "--model-dir", str(target))
    assert "not a folder, a .zip or a .tar" in message
    assert leftovers(target) == []


def test_it_refuses_a_folder_without_a_model(target, tmp_path):
    (tmp_path / "empty").mkdir()
    message = fails("--from", str(tmp_path / "empty"), "--model-dir", str(target))
    assert "no onnx/tts.json at its top" in message
    assert not target.exists()


def test_it_refuses_a_zip_with_a_member_outside(model_dir, target, tmp_path):
    archive = zip_folder(model_dir, tmp_path / "model.zip")
    with zipfile.ZipFile(archive, "a") as zf:
        zf.writestr("../evil", "gotcha")
    message = fails("--from", str(archive), "--model-dir", str(target))
    assert "refusing member '../evil'" in message
    assert not (tmp_path / "evil").exists() and not (target.parent.parent / "evil").exists()
    assert not target.exists() and leftovers(target) == []


def add_to_tar(archive: Path, member: tarfile.TarInfo, data: bytes = b"") -> None:
    with tarfile.open(archive, "a") as tar:
        tar.addfile(member, io.BytesIO(data) if data else None)


def test_it_refuses_a_tar_with_an_absolute_path(model_dir, target, tmp_path):
    archive = tar_folder(model_dir, tmp_path / "model.tar")
    evil = tmp_path / "evil-absolute"
    member = tarfile.TarInfo(str(evil))
    member.size = 6
    add_to_tar(archive, member, b"gotcha")
    message = fails("--from", str(archive), "--model-dir", str(target))
    assert "with an absolute path" in message
    assert not evil.exists()
    assert not target.exists() and leftovers(target) == []


def test_it_refuses_a_tar_with_a_symlink_outside(model_dir, target, tmp_path):
    archive = tar_folder(model_dir, tmp_path / "model.tar")
    member = tarfile.TarInfo("onnx/passwd")
    member.type = tarfile.SYMTYPE
    member.linkname = "../../../../etc/passwd"
    add_to_tar(archive, member)
    message = fails("--from", str(archive), "--model-dir", str(target))
    assert "refusing member 'onnx/passwd', a link to '../../../../etc/passwd' outside" in message
    assert not target.exists() and leftovers(target) == []


def test_it_refuses_a_tar_with_a_device(model_dir, target, tmp_path):
    archive = tar_folder(model_dir, tmp_path / "model.tar")
    member = tarfile.TarInfo("onnx/null")
    member.type = tarfile.CHRTYPE
    add_to_tar(archive, member)
    message = fails("--from", str(archive), "--model-dir", str(target))
    assert "refusing member 'onnx/null', a device or other special file" in message
    assert not target.exists() and leftovers(target) == []


@pytest.mark.parametrize("pack", [zip_folder, tar_folder])
def test_it_refuses_an_archive_that_expands_too_far(model_dir, target, tmp_path, monkeypatch, pack):
    monkeypatch.setattr(install, "MAX_UNPACKED_BYTES", 1_000_000)  # the tiny stand-in is larger
    archive = pack(model_dir, tmp_path / ("model.zip" if pack is zip_folder else "model.tar.gz"))
    message = fails("--from", str(archive), "--model-dir", str(target))
    assert "would unpack to more than 1 MB" in message
    assert not target.exists() and leftovers(target) == []


def use_endpoint(monkeypatch, endpoint: str) -> None:
    """Point huggingface_hub at ``endpoint``. It reads HF_ENDPOINT once, at import, into its
    constants, so those are patched as well as the environment."""
    from huggingface_hub import constants

    monkeypatch.setenv("HF_ENDPOINT", endpoint)
    monkeypatch.setattr(constants, "ENDPOINT", endpoint)
    monkeypatch.setattr(
        constants,
        "HUGGINGFACE_CO_URL_TEMPLATE",
        endpoint + "/{repo_id}/resolve/{revision}/{filename}",
    )


@pytest.fixture
def closed_hub(monkeypatch):
    """A Hub endpoint on a closed port: the connection is refused."""
    use_endpoint(monkeypatch, "http://127.0.0.1:9")


@pytest.fixture
def unavailable_hub(monkeypatch):
    """A Hub that answers every request with 503 Service Unavailable."""

    class Unavailable(BaseHTTPRequestHandler):
        def do_GET(self):
            self.send_response(503)
            self.send_header("Content-Length", "0")
            self.end_headers()

        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Unavailable)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    use_endpoint(monkeypatch, f"http://127.0.0.1:{server.server_port}")
    yield
    server.shutdown()
    server.server_close()


@pytest.fixture
def offline_hub(monkeypatch):
    """HF_HUB_OFFLINE=1; also read at import, into constants.HF_HUB_OFFLINE."""
    from huggingface_hub import constants

    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", True)


def assert_points_to_from(message: str) -> None:
    assert message.startswith("cannot download Supertone/supertonic-3 from the Hugging Face Hub (")
    assert "manage.py fetch_model --from PATH" in message


def test_it_fails_quickly_when_the_hub_refuses_the_connection(closed_hub, target):
    started = time.monotonic()
    message = fails("--model-dir", str(target))
    assert time.monotonic() - started < 5
    assert_points_to_from(message)
    assert "Connection refused" in message
    assert not target.exists() and leftovers(target) == []


def test_it_fails_quickly_when_the_hub_answers_with_an_http_error(unavailable_hub, target):
    started = time.monotonic()
    message = fails("--model-dir", str(target))
    assert time.monotonic() - started < 5
    assert_points_to_from(message)
    assert "503" in message
    assert not target.exists() and leftovers(target) == []


def test_it_fails_in_offline_mode(offline_hub, model_dir, existing):
    started = time.monotonic()
    message = fails("--model-dir", str(existing), "--force")
    assert time.monotonic() - started < 5
    assert_points_to_from(message)
    assert "HF_HUB_OFFLINE" in message
    assert_untouched(existing, model_dir)


def test_it_exits_with_status_2_and_one_line_from_the_command_line(tmp_path):
    result = subprocess.run(
        [sys.executable, "manage.py", "fetch_model", "--from", "/nonexistent"]
        + ["--model-dir", str(tmp_path / "supertonic-3")],
        cwd=MAIN_DIR,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2
    assert result.stderr.splitlines() == ["CommandError: /nonexistent: no such file or folder"]
    assert result.stdout == ""
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("pack", [zip_folder, tar_folder])
def test_it_refuses_a_truncated_archive(model_dir, existing, tmp_path, pack):
    whole = pack(model_dir, tmp_path / ("whole.zip" if pack is zip_folder else "whole.tar.gz"))
    archive = tmp_path / whole.name.replace("whole", "truncated")
    archive.write_bytes(whole.read_bytes()[: whole.stat().st_size // 2])
    message = fails("--from", str(archive), "--model-dir", str(existing), "--force")
    assert message.startswith(f"{archive}: cannot extract")
    assert_untouched(existing, model_dir)

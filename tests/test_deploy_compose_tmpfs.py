"""The compose file's tmpfs mounts are writable by the image's user (issue 35): a bare
tmpfs is root's, mode 0755, and user `tts` then fails on its metrics files at start. The
mounts must work under podman 4 as under Docker: podman refuses `uid=` on a tmpfs, and
over a directory the image has it makes the tmpfs root's 0755 whatever the mode asked (seen
with podman 4.3.1: migrate exited 1 on PermissionError), so a mount takes mode 1777 on a
path of its own."""

import re
from pathlib import Path

import yaml

DEPLOY = Path(__file__).resolve().parent.parent / "deploy"


def compose() -> dict:
    return yaml.safe_load((DEPLOY / "docker-compose.yml").read_text())


def tmpfs_mounts():
    for name, service in compose()["services"].items():
        for mount in service.get("tmpfs", []):
            path, _, options = mount.partition(":")
            yield name, path, dict(o.split("=", 1) for o in options.split(",") if "=" in o)


def image_directories() -> set[str]:
    """The directories the Dockerfile's runtime stage makes (install -d, mkdir)."""
    dockerfile = (DEPLOY / "Dockerfile").read_text()
    return set(re.findall(r"(?:install -d|mkdir -p)[^\n/]*(/[\w./-]+)", dockerfile))


def test_compose_declares_tmpfs_mounts_for_its_services():
    assert list(tmpfs_mounts())


def test_every_tmpfs_mount_is_writable_by_any_user_and_sticky():
    for service, path, opts in tmpfs_mounts():
        assert "uid" not in opts, f"{service}: podman 4 refuses uid= on tmpfs {path}"
        assert opts.get("mode") == "1777", f"{service}: tmpfs {path} is not mode 1777"


def test_no_tmpfs_mount_covers_a_directory_of_the_image():
    made = image_directories()
    assert "/run/tts-metrics" in made  # the parser finds what the Dockerfile makes
    for service, path, _ in tmpfs_mounts():
        assert path not in made, f"{service}: tmpfs {path} is over the image's own directory"


def test_the_metrics_folder_is_a_tmpfs_in_every_app_service():
    for name, service in compose()["services"].items():
        folder = (service.get("environment") or {}).get("PROMETHEUS_MULTIPROC_DIR")
        if service.get("image") == "supertonic-service":
            mounts = [m.partition(":")[0] for m in service.get("tmpfs", [])]
            assert folder in mounts, f"{name}: PROMETHEUS_MULTIPROC_DIR {folder} is no tmpfs"

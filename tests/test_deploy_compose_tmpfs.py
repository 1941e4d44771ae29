"""The compose file's tmpfs mounts are writable by the image's user (issue 35): a bare
tmpfs is root's, mode 0755, and user `tts` then fails on its metrics files at start."""

import re
from pathlib import Path

import yaml

DEPLOY = Path(__file__).resolve().parent.parent / "deploy"


def image_user_uid() -> str:
    dockerfile = (DEPLOY / "Dockerfile").read_text()
    user = re.search(r"^USER (\S+)", dockerfile, re.M).group(1)
    return re.search(rf"useradd [^\n]*--uid (\d+)[^\n]* {user}\b", dockerfile).group(1)


def tmpfs_mounts():
    compose = yaml.safe_load((DEPLOY / "docker-compose.yml").read_text())
    for name, service in compose["services"].items():
        for mount in service.get("tmpfs", []):
            yield name, mount


def test_compose_declares_tmpfs_mounts_for_its_services():
    assert list(tmpfs_mounts())


def test_every_tmpfs_mount_belongs_to_the_image_user():
    uid = image_user_uid()
    for service, mount in tmpfs_mounts():
        path, _, options = mount.partition(":")
        opts = dict(o.split("=", 1) for o in options.split(",") if "=" in o)
        assert opts.get("uid") == uid, f"{service}: tmpfs {path} is not owned by uid {uid}"

"""The compose file's metrics folder is writable by the image's user and fresh at every
container start, under podman as under Docker (issue 35). A bare tmpfs is root's, mode
0755; podman 4.3 refuses `uid=` on a tmpfs, and over a directory that already exists (the
image's /run/tts-metrics, or the mount point it made at the first start) it makes the tmpfs
root's 0755 whatever the mode asked: migrate exited 1, and a web container killed and
started again failed to boot, on PermissionError. /dev/shm is each container's own tmpfs,
mode 1777, mounted anew at each start by both engines."""

from pathlib import Path

import yaml

DEPLOY = Path(__file__).resolve().parent.parent / "deploy"


def app_services():
    compose = yaml.safe_load((DEPLOY / "docker-compose.yml").read_text())
    for name, service in compose["services"].items():
        if service.get("image") == "supertonic-service":
            yield name, service


def test_every_app_service_keeps_its_metrics_in_its_own_shm():
    services = list(app_services())
    assert len(services) >= 6  # migrate, web1, web2, worker1, worker2, manage
    for name, service in services:
        folder = (service.get("environment") or {}).get("PROMETHEUS_MULTIPROC_DIR", "")
        assert folder.startswith("/dev/shm/"), f"{name}: metrics in {folder!r}"


def test_no_tmpfs_mount_with_options_podman_refuses_or_ignores():
    for name, service in app_services():
        for mount in service.get("tmpfs", []):
            assert ":" not in mount, f"{name}: tmpfs {mount} (podman 4: uid= refused, mode lost)"


def test_the_image_alone_keeps_its_metrics_in_its_own_shm_too():
    """The image run alone (deploy/embedded.sh) used /run/tts-metrics, a folder of the image
    that a restarted container keeps: the same /dev/shm as the compose layout instead."""
    dockerfile = (DEPLOY / "Dockerfile").read_text()
    assert "PROMETHEUS_MULTIPROC_DIR=/dev/shm/tts-metrics" in dockerfile
    assert "/run/tts-metrics" not in dockerfile

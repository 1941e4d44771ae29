"""A real S3-protocol server for the object-storage tests: moto's standalone server
(``moto_server``, from the package index with the test extra; it speaks the S3 protocol
over HTTP, keeps its buckets in memory, and needs no daemon, account or configuration).

``s3_server`` starts one per test session on a free port; ``s3_storage`` points Django's
default storage at a fresh bucket on it for one test. Where moto cannot start the tests
skip, with the reason; with CI=true they fail instead (as tests/postgres_redis.py does)."""

import os
import shutil
import socket
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

# What boto3 signs with: moto accepts any key.
CREDENTIALS = {"access_key": "testing", "secret_key": "testing", "region_name": "us-east-1"}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def moto_command() -> str | None:
    """The moto_server beside this Python (the venv's), else one on PATH."""
    beside = Path(sys.executable).parent / "moto_server"
    return str(beside) if beside.exists() else shutil.which("moto_server")


class MotoServer:
    """A moto_server process on 127.0.0.1:``port``; ``stop`` and ``start`` again on the
    same port (its buckets are in memory: a restart empties them, as an outage test wants
    only for the bucket it recreates)."""

    def __init__(self, port: int | None = None, log: Path | None = None):
        self.port = port or free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.log = log
        self.process = None

    def start(self, timeout: float = 20.0) -> "MotoServer":
        command = moto_command()
        if command is None:
            raise RuntimeError("moto_server is not installed (pip install '.[test]')")
        out = open(self.log, "ab") if self.log else subprocess.DEVNULL
        self.process = subprocess.Popen(
            [command, "-H", "127.0.0.1", "-p", str(self.port)],
            stdout=out,
            stderr=subprocess.STDOUT,
        )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"moto_server exited with {self.process.returncode}")
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=0.5).close()
                return self
            except OSError:
                time.sleep(0.1)
        self.stop()
        raise RuntimeError(f"moto_server did not listen on {self.port} within {timeout} s")

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.process.wait(10)
        self.process = None


def client(endpoint: str):
    import boto3

    return boto3.client(
        "s3",
        endpoint_url=endpoint,
        aws_access_key_id=CREDENTIALS["access_key"],
        aws_secret_access_key=CREDENTIALS["secret_key"],
        region_name=CREDENTIALS["region_name"],
    )


def storage_options(endpoint: str, bucket: str) -> dict:
    """The default storage's settings for ``bucket`` at ``endpoint`` (as settings.py makes
    them from STORAGE_BUCKET and STORAGE_ENDPOINT_URL, with short timeouts for tests)."""
    from botocore.config import Config

    return {
        "BACKEND": "storages.backends.s3.S3Storage",
        "OPTIONS": {
            "bucket_name": bucket,
            "endpoint_url": endpoint,
            "file_overwrite": False,
            "default_acl": None,
            "client_config": Config(
                connect_timeout=1, read_timeout=5, retries={"mode": "standard", "max_attempts": 2}
            ),
            **CREDENTIALS,
        },
    }


def object_names(endpoint: str, bucket: str) -> list[str]:
    pages = client(endpoint).get_paginator("list_objects_v2").paginate(Bucket=bucket)
    return sorted(o["Key"] for page in pages for o in page.get("Contents", []))


# Fixtures by name (import the *_fixture functions; their arguments keep the short names).
@pytest.fixture(scope="session", name="s3_server")
def s3_server_fixture(tmp_path_factory):
    server = MotoServer(log=tmp_path_factory.mktemp("moto") / "moto.log")
    try:
        server.start()
    except (RuntimeError, OSError) as exc:
        if os.getenv("CI", "").lower() in ("1", "true", "yes"):
            pytest.fail(f"CI=true and moto_server cannot start: {exc}")
        pytest.skip(f"moto_server cannot start: {exc}")
    yield server
    server.stop()


@pytest.fixture(name="s3_storage")
def s3_storage_fixture(s3_server, job_settings):
    """Django's default storage on a fresh bucket of ``s3_server``; the bucket's name."""
    bucket = f"tts-{uuid.uuid4().hex[:12]}"
    client(s3_server.url).create_bucket(Bucket=bucket)
    on_s3 = storage_options(s3_server.url, bucket)
    job_settings.STORAGES = {**job_settings.STORAGES, "default": on_s3}
    return bucket


@pytest.fixture(name="storage_down")
def storage_down_fixture(s3_storage, job_settings):
    """Call to point the default storage at a port nobody listens on (the same bucket):
    an object store that is down. Call with ``False`` to bring it back."""
    up = job_settings.STORAGES["default"]

    def switch(down: bool = True) -> None:
        if down:
            dead = storage_options(f"http://127.0.0.1:{free_port()}", s3_storage)
            job_settings.STORAGES = {**job_settings.STORAGES, "default": dead}
        else:
            job_settings.STORAGES = {**job_settings.STORAGES, "default": up}

    return switch

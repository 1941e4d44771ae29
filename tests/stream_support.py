"""What the streaming scenarios share: the web server as `manage.py serve` runs it
(tests/serving.py, chunked transfer), beside tests/cluster.py's qcluster, and a client
that notes when each piece of a streamed body arrives."""

import http.client
import io
import json
import time
from contextlib import contextmanager

from tests.serving import web_server

# Eight paragraphs, eight chunks; at 100 steps each takes a visible while on the tiny
# stand-in, so the first can be heard long before the last is made.
PARAGRAPH = (
    "Chapter {i} begins on a quiet morning, when the harbour is still and the boats wait "
    "for the tide; the keeper walks along the pier, counts the ropes, and writes the "
    "weather in a small book that nobody else has ever read, page after page."
)
LONG_TEXT = "\n\n".join(PARAGRAPH.format(i=i) for i in range(1, 9))
PARAMS = {"voice": "M1", "lang": "en", "steps": 100, "seed": 3}


@contextmanager
def gunicorn():
    """The web side on the scenario's database, on a free port, as `manage.py serve` runs
    it (tests/serving.py); yields the port. Its log is gunicorn.log."""
    with web_server(log_name="gunicorn.log") as port:
        yield port


def post_speech(port: int, key: str, body: dict, path: str = "/api/v1/speech"):
    """Send the request; returns the connection and the response, body unread."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    conn.request(
        "POST",
        path,
        body=json.dumps(body),
        headers={"Authorization": f"Bearer {key}", "Content-Type": "application/json"},
    )
    return conn, conn.getresponse()


def read_stream(response, on_first=None) -> bytes:
    """The whole body, piece by piece as it arrives; ``on_first()`` runs as soon as the
    first bytes are in."""
    parts = []
    while True:
        data = response.read1(65536)
        if not data:
            return b"".join(parts)
        if not parts and on_first is not None:
            on_first()
        parts.append(data)


def now() -> float:
    return time.monotonic()


def put_in_flight(tenant, text: str, **params):
    """Synthesize here, then make it look as if the worker were still at it with every
    chunk published: the job back to running, the clip's row deleted (``clip.save()`` puts
    it back). Returns the clip's samples (int16), the job and the clip."""
    import soundfile
    from django.core.files.storage import default_storage

    from synth import streaming
    from synth.models import Clip, SynthesisJob
    from tests.test_api_support import synthesize

    forget = streaming.forget
    streaming.forget = lambda job_id, chunks: None
    try:
        clip = synthesize(tenant, text, **params)
    finally:
        streaming.forget = forget
    with default_storage.open(clip.audio.name) as f:
        stored, _ = soundfile.read(io.BytesIO(f.read()), dtype="int16")
    job = SynthesisJob.objects.get(tenant=tenant, key=clip.key)
    SynthesisJob.objects.filter(pk=job.pk).update(status="running", clip=None)
    Clip.objects.filter(pk=clip.pk).delete()  # its file stays, as a worker's would
    clip.pk = None
    return stored, job, clip

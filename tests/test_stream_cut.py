"""A client that cuts a stream after its first bytes leaves no half clip behind: the job
completes, stores the whole clip (and nothing else), and the same request is then a hit.

Real gunicorn and qcluster processes; the scenario runs in a process of its own.
"""

import io

import pytest

from tests.cluster import qcluster, run_scenario, say, scenario_env, start_django, wait_until
from tests.stream_support import LONG_TEXT, PARAMS, gunicorn, post_speech

# Backend-dependent, so on the PostgreSQL + Redis pass too: a real server and qcluster: the DB
# cache and the ORM broker on PostgreSQL.
pytestmark = pytest.mark.backend


def test_a_cut_stream_leaves_the_whole_clip_and_nothing_else(tmp_path, model_dir):
    run_scenario(__name__, scenario_env(tmp_path, model_dir))


def scenario():
    start_django()
    import os
    import socket
    from pathlib import Path

    import numpy as np
    import soundfile
    from django.conf import settings
    from django.core.cache import cache
    from django.core.files.storage import default_storage

    from synth.models import Clip, Sentence, SynthesisJob
    from synth.streaming import chunk_key
    from tenancy.models import ApiKey, Tenant

    tenant = Tenant.objects.create(slug="acme", name="Acme")
    key = ApiKey.issue(tenant)[1]
    body = {"text": LONG_TEXT, **PARAMS, "stream": True, "stream_format": "mp3"}

    with qcluster(), gunicorn() as port:
        conn, response = post_speech(port, key, body)
        assert response.status == 200
        assert response.read1(1024)  # the first bytes: audio is playing
        job = SynthesisJob.objects.get(tenant=tenant)
        assert job.status == "running"
        # Cut: the client goes away without reading on (RST, as a closed tab does).
        conn.sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\1\0\0\0\0\0\0\0")
        conn.close()
        say("stream cut after its first bytes")
        assert not Clip.objects.exists()  # nothing stored yet, so nothing half-stored

        done = wait_until(
            lambda: SynthesisJob.objects.filter(pk=job.pk, status__in=["done", "failed"]).first(),
            60,
            "the job to end after the cut",
        )
        assert (done.status, done.error_code) == ("done", "")
        clip = Clip.objects.get()
        assert done.clip == clip
        with default_storage.open(clip.audio.name) as f:
            stored, rate = soundfile.read(io.BytesIO(f.read()), dtype="int16")
        assert default_storage.size(clip.audio.name) == clip.size
        assert len(stored) / rate == clip.duration
        assert len({c["sentence"] for c in clip.chunks}) == 8  # eight sentences
        # The whole clip: all eight chunks, the last one sounding to the very end.
        assert clip.chunks[-1]["end"] == clip.duration
        assert np.any(stored[-100:])
        # Nothing else was left: no other file, no published chunk. The streamed format is
        # kept beside the clip (the job writes it), so the same request again encodes nothing.
        media = settings.MEDIA_ROOT
        files = sorted(str(p.relative_to(media)) for p in media.rglob("*") if p.is_file())
        sentences = list(Sentence.objects.values_list("audio", flat=True))
        assert len(sentences) == len(clip.chunks)  # each chunk kept for reuse
        mp3 = clip.encodings.get(format="mp3").audio.name
        assert files == sorted([clip.audio.name, mp3, *sentences])
        # The published chunks go once the clip is stored: just after the job's end is
        # committed (and its sentences kept), so a moment after it reads "done".
        wait_until(
            lambda: all(cache.get(chunk_key(job.pk, i)) is None for i in range(len(clip.chunks))),
            10,
            "the published chunks to be forgotten",
        )

        # The web side stopped reading when it could no longer send.
        log = Path(os.environ["CLUSTER_LOG"]).with_name("gunicorn.log")
        assert f"stream of job {job.pk} cut by the client" in log.read_text()

        conn, again = post_speech(port, key, body)
        assert (again.status, again.getheader("X-Cache")) == (200, "HIT")
        assert soundfile.info(io.BytesIO(again.read())).duration > 0.9 * clip.duration
        conn.close()


if __name__ == "__main__":
    scenario()

"""Tenants take turns per chunk, not per job (issue 30, H4): while one tenant's long texts
hold the only worker, another tenant's short request is served between two of their
chunks, not after their whole jobs. The long job steps aside (its finished chunks are kept
as Sentences) and resumes where it stopped, without spending an attempt or counting its
own chunks as reused; a client streaming it hears exactly the stored clip's samples, which
are those of the same text made in one go.

Real qcluster processes (one worker); the scenario runs in a process of its own
(tests/cluster.py), with the ORM broker and with Redis.
"""

import asyncio
import io
import threading

import numpy as np
import pytest

from tests.cluster import (
    SLOW_PARAMS,
    SLOW_TEXT,
    qcluster,
    reachable_redis,
    run_scenario,
    say,
    scenario_env,
    start_django,
    wait_until,
)

pytestmark = pytest.mark.backend


def test_a_short_job_is_served_between_the_chunks_of_another_tenants_long_jobs(tmp_path, model_dir):
    print(run_scenario(__name__, scenario_env(tmp_path, model_dir), timeout=180))


def test_with_the_redis_broker_too(tmp_path, model_dir):
    redis_url = reachable_redis()

    env = scenario_env(tmp_path, model_dir, REDIS_URL=redis_url)
    print(run_scenario(__name__, env, timeout=180))


def stream(job, pauses, rate, into: list) -> None:
    """Read ``job``'s audio as a streaming client does (synth.streaming.JobAudio)."""
    from synth.streaming import JobAudio

    async def read():
        audio = JobAudio(job, pauses, rate)
        assert await audio.start(60), "the first chunk never came"
        async for piece in audio.pieces():
            into.append(piece.copy())

    asyncio.run(read())


def scenario():
    start_django()
    from django.db import connection

    from synth.dispatch import clip_or_job
    from synth.models import Clip, SynthesisJob
    from synth.speech import plan_speech
    from synth.worker import run_job
    from tenancy.models import Tenant

    acme = Tenant.objects.create(slug="acme", name="Acme")
    globex = Tenant.objects.create(slug="globex", name="Globex")
    long_plans = [plan_speech(acme, SLOW_TEXT, **{**SLOW_PARAMS, "seed": s}) for s in (1, 2)]
    assert len(long_plans[0].request.chunks) > 4, "a long text of many chunks"
    short_plan = plan_speech(globex, "Globex's one short request.", voice="F1")

    with qcluster():
        long_jobs = [clip_or_job(plan) for plan in long_plans]

        def running():
            row = SynthesisJob.objects.get(pk=long_jobs[0].pk)
            return row if row.status == "running" else None

        wait_until(running, 60, "a worker to start acme's first long job")
        pieces: list = []
        rate = 44100
        reader = threading.Thread(
            target=stream,
            args=(long_jobs[0], long_plans[0].request.pauses, rate, pieces),
        )
        reader.start()
        short = clip_or_job(short_plan)
        say(f"globex's short job {short.pk} queued behind acme's long jobs")

        def ended():
            rows = SynthesisJob.objects.filter(pk__in=[j.pk for j in [*long_jobs, short]])
            return list(rows) if all(r.status in ("done", "failed") for r in rows) else None

        wait_until(ended, 150, "every job to end")
        reader.join(30)
        connection.close()

    rows = {row.pk: row for row in SynthesisJob.objects.all()}
    first, second, short_row = rows[long_jobs[0].pk], rows[long_jobs[1].pk], rows[short.pk]
    for row in (first, second, short_row):
        assert (row.status, row.error_code) == ("done", ""), row.error_message
        assert row.attempts == 1, "stepping aside spends no attempt"
    waited = (short_row.finished - short_row.created).total_seconds()
    took = (first.finished - first.created).total_seconds()
    say(f"globex's short job waited {waited:.2f} s; acme's first long job took {took:.2f} s")
    assert short_row.finished < first.finished, "globex waited for acme's whole job"
    assert first.made, "acme's first job never stepped aside"
    assert Clip.objects.filter(tenant=acme).count() == 2
    clip = first.clip
    assert clip.reused_sentences == 0, "its own chunks, read back, are not reuse"
    stored = stored_samples(clip)
    assert clip.sample_rate == rate
    assert np.array_equal(np.concatenate(pieces), stored), "the stream is the stored clip"

    # The clip is the one the same text makes in one go (here, in this process).
    initech = Tenant.objects.create(slug="initech", name="Initech")
    whole = clip_or_job(plan_speech(initech, SLOW_TEXT, **{**SLOW_PARAMS, "seed": 1}))
    assert run_job(str(whole.pk)) == "done"
    whole.refresh_from_db()
    assert np.array_equal(stored_samples(whole.clip), stored), "a resumed clip differs"


def stored_samples(clip):
    import soundfile
    from django.core.files.storage import default_storage

    with default_storage.open(clip.audio.name, "rb") as f:
        return soundfile.read(io.BytesIO(f.read()), dtype="int16")[0]


if __name__ == "__main__":
    scenario()

"""A client that goes away gives its slot back at once. With API_TENANT_MAX_WAITING=1 the
tenant's second waiting request is refused (429) while the first waits, and let in as soon
as the first is cut by its client, while the cut one's job is still to finish; with
API_TENANT_MAX_STREAMS=1, the same for a stream cut after its first bytes. The cut
requests' jobs still complete and their clips are stored: sent again, they are hits.

Real server (tests/serving.py) and qcluster (one worker); the scenario runs in a process
of its own.
"""

import time

import pytest

from tests.cluster import (
    SLOW_PARAMS,
    SLOW_TEXT,
    qcluster,
    run_scenario,
    say,
    start_django,
    wait_until,
)
from tests.serving import Held, job_count, post, serving_env, two_tenants, web_server
from tests.stream_support import LONG_TEXT, PARAMS

# Backend-dependent, so on the PostgreSQL + Redis pass too: fair-share leases in Redis (a real
# server on the pass's services).
pytestmark = pytest.mark.backend

# Cut, the slot is free within this (the cut request's job is seconds from its end).
RELEASE_SECONDS = 1.0
SHORT = {"voice": "M1", "lang": "en", "steps": 2, "seed": 1}


def test_a_cut_request_or_stream_frees_its_slot_at_once_and_its_clip_is_stored(tmp_path, model_dir):
    env = serving_env(tmp_path, model_dir, API_TENANT_MAX_WAITING=1, API_TENANT_MAX_STREAMS=1)
    print(run_scenario(__name__, env, timeout=180))


def scenario():
    start_django()
    from synth.models import SynthesisJob

    acme, key, globex, globex_key = two_tenants()

    def let_in_after_cut(body: dict, cut_job) -> tuple[Held, int]:
        """Send ``body`` until it is let in (its job made) rather than refused as over the
        cap: the cut reaches the server a moment after the close. Fail if that takes
        RELEASE_SECONDS, or if the cut request's job has ended by then (its end, not the
        cut, would have freed the slot). The request let in, and the refusals before it."""
        deadline = time.monotonic() + RELEASE_SECONDS
        jobs, refusals = job_count(acme), 0
        while True:
            attempt = Held(port, key, body)
            wait_until(
                lambda: attempt.status is not None or job_count(acme) > jobs,  # noqa: B023
                10,
                "an answer or a job",
            )
            if attempt.status != 429:
                break
            refusals += 1
            attempt.thread.join(5)
            assert time.monotonic() < deadline, f"still refused {RELEASE_SECONDS} s after the cut"
        cut_job.refresh_from_db()
        after = RELEASE_SECONDS - (deadline - time.monotonic())
        assert cut_job.status in ("queued", "running"), (
            f"the cut request's job ended first (let in {after:.2f} s after the cut, "
            f"{refusals} refusals)"
        )
        return attempt, refusals

    def completed(job):
        """The job, once it has ended; it must have made its clip."""
        ended = wait_until(
            lambda: SynthesisJob.objects.filter(pk=job.pk, status__in=["done", "failed"]).first(),
            60,
            "the cut request's job to end",
        )
        assert (ended.status, ended.error_code) == ("done", ""), ended.error_code
        assert ended.clip_id is not None
        return ended

    with qcluster(), web_server(workers=1) as port:
        # Globex's slow job first, so that Acme's is queued behind it for seconds.
        blocker = post(port, globex_key, {"text": SLOW_TEXT, **SLOW_PARAMS, "wait": 0})
        assert blocker.status == 202, blocker

        # A waiting request, cut while its job is still queued.
        cut_body = {"text": f"Cut off. {SLOW_TEXT}", **SLOW_PARAMS, "wait": 30}
        cut = Held(port, key, cut_body)
        wait_until(lambda: job_count(acme) == 1, 10, "the first wait to be in")
        cut_job = SynthesisJob.objects.get(tenant=acme)
        next_body = {"text": "Next, please.", **SHORT, "wait": 30}
        refused = post(port, key, next_body)
        assert (refused.status, refused.code) == (429, "too_many_concurrent"), refused
        cut.close()
        say("waiting request cut")
        new, refusals = let_in_after_cut(next_body, cut_job)
        say(f"next waiting request let in after {refusals} refusals")
        assert new.done.wait(60) and new.failure is None, new.failure
        assert new.reply.status == 200, new.reply

        completed(cut_job)
        again = post(port, key, cut_body)
        assert (again.status, again.headers.get("X-Cache")) == (200, "HIT"), again

        # A stream, cut after its first bytes while its job is still running.
        cut_body = {
            "text": LONG_TEXT,  # eight chunks: the first is heard long before the last is made
            **PARAMS,
            "stream": True,
            "stream_format": "mp3",
            "wait": 30,
        }
        jobs = job_count(acme)
        cut = Held(port, key, cut_body)
        assert cut.first_bytes.wait(30), (cut.status, cut.failure)
        cut_job = SynthesisJob.objects.filter(tenant=acme).order_by("-created").first()
        assert job_count(acme) == jobs + 1
        assert cut_job.status == "running", cut_job.status
        next_body = {"text": "Next stream, please.", **SHORT, "stream": True, "wait": 30}
        refused = post(port, key, next_body)
        assert (refused.status, refused.code) == (429, "too_many_concurrent"), refused
        cut.close()
        say("stream cut after its first bytes")
        new, refusals = let_in_after_cut(next_body, cut_job)
        say(f"next stream let in after {refusals} refusals")
        assert new.done.wait(60) and new.failure is None, new.failure
        assert new.reply.status == 200 and new.reply.body, new.reply

        completed(cut_job)
        again = post(port, key, cut_body)
        assert (again.status, again.headers.get("X-Cache")) == (200, "HIT"), again


if __name__ == "__main__":
    scenario()

"""Handing jobs to the broker reuses this process's broker: on Redis, no new connection
(and TCP handshake) for every cache miss."""

import pytest
import redis
from django.conf import settings
from django_q.brokers import get_broker

from synth.dispatch import clip_or_job

# Backend-dependent, so on the PostgreSQL + Redis pass too: the broker's connection (Redis's on
# that pass).
pytestmark = pytest.mark.backend


@pytest.mark.skipif(not settings.REDIS_URL, reason="the Redis broker (the scaled pass)")
def test_misses_are_queued_without_a_new_redis_connection_each(
    job_settings, make_tenant, make_plan, django_capture_on_commit_callbacks
):
    tenant = make_tenant()
    with django_capture_on_commit_callbacks(execute=True):
        clip_or_job(make_plan(tenant, text="The first miss opens what it needs."))
    queued = get_broker().queue_size()
    server = redis.Redis.from_url(settings.REDIS_URL)
    before = server.info("stats")["total_connections_received"]

    with django_capture_on_commit_callbacks(execute=True):
        for i in range(10):
            clip_or_job(make_plan(tenant, text=f"Miss number {i} comes after the first."))

    assert get_broker().queue_size() - queued == 10
    # The server counts every client's connections; others may connect meanwhile.
    assert server.info("stats")["total_connections_received"] - before <= 2

"""A client that leaves while its request waits for the job keeps its charge (the job goes
on, its clip is stored and can be fetched), and the request was never metered: the quota
counted 3,051 characters the usage never showed (the twenty-fourth pass, M-1; our waiting
POST /speech, ElevenLabs' with-timestamps, the playground). The way in's wait is cancelled
when the client leaves; the request is metered then."""

import asyncio

import pytest
from django.db.models import Sum

from api import pipeline
from api.auth import Caller
from api.throttles import quota_used
from metering.models import Usage
from synth import flow

pytestmark = [pytest.mark.backend, pytest.mark.django_db(transaction=True)]

TEXT = "A text whose client leaves before its audio is made."


def metered(tenant) -> tuple[int, int]:
    rows = Usage.objects.filter(tenant=tenant).aggregate(Sum("requests"), Sum("characters"))
    return rows["requests__sum"] or 0, rows["characters__sum"] or 0


def test_a_request_whose_client_leaves_while_it_waits_is_metered(job_settings, make_tenant):
    tenant = make_tenant("acme")
    speech = flow.SpeechRequest(tenant=tenant, text=TEXT, lang="en", formats=("wav",), wait=30)
    ticket, begun = pipeline.begin(speech, Caller(None), "api")
    assert isinstance(begun, flow.Started)  # no worker runs here: the job stays queued
    charged = quota_used(tenant)[0]
    assert charged == len(TEXT)

    async def leave_while_waiting():
        waiting = asyncio.ensure_future(pipeline.wait(ticket, begun))
        await asyncio.sleep(0.3)
        waiting.cancel()  # what the server does when the client disconnects
        with pytest.raises(asyncio.CancelledError):
            await waiting
        await asyncio.gather(*getattr(pipeline, "_metering", ()))

    asyncio.run(leave_while_waiting())
    assert metered(tenant) == (1, charged)  # before: (0, 0), the charge kept unmetered
    assert quota_used(tenant)[0] == charged  # the charge is kept: the job goes on

"""Tenants with jobs waiting cannot together shut out a tenant with none: a fresh hostile
pass found two tenants' shares (each half the queue) were the whole synthesis queue, so a
third tenant's one sentence got 503 queue_full. The queue's last places are kept for
tenants with no job in it (synth.dispatch.check_room)."""

import pytest

from synth.models import SynthesisJob
from tests.test_api_support import client_for

# The queue's depth is counted in the database: on PostgreSQL + Redis too.
pytestmark = pytest.mark.backend


@pytest.fixture
def queue(job_settings):
    """A queue of 10 (jobs never run: the test does not commit); a tenant's share is 5."""
    job_settings.SYNTH_MAX_QUEUE = 10
    job_settings.SYNTH_TENANT_MAX_QUEUE = 0
    return job_settings


def speak(api, text):
    body = {"text": text, "wait": 0}
    return api.post("/api/v1/speech", body, content_type="application/json")


def fill(api, name, tries=8):
    """Send ``tries`` distinct misses, as a heavy tenant retrying does; the answers."""
    return [speak(api, f"{name} sentence number {i}.").status_code for i in range(tries)]


def test_two_heavy_tenants_leave_a_place_for_a_third(queue, make_tenant):
    acme, globex, gamma = (client_for(make_tenant(s)) for s in ("acme", "globex", "gamma"))

    assert fill(acme, "Acme").count(202) == 5
    assert fill(globex, "Globex").count(202) == 4  # the last place is kept

    answer = speak(gamma, "Just one line.")

    assert answer.status_code == 202, answer.content
    assert SynthesisJob.objects.count() == 10


def test_any_number_of_tenants_with_jobs_waiting_leave_the_kept_places(queue, make_tenant):
    queue.SYNTH_MAX_QUEUE = 20  # two places kept; a share of 10
    heavy = [client_for(make_tenant(f"heavy{n}")) for n in range(4)]
    for round in range(8):  # each has a job waiting, then all retry, in turns
        for n, api in enumerate(heavy):
            speak(api, f"Heavy {n} sentence {round}.")
    assert SynthesisJob.objects.count() == 18

    newcomers = [client_for(make_tenant(f"new{n}")) for n in range(2)]
    assert [speak(api, "A first line.").status_code for api in newcomers] == [202, 202]
    # Now each has a job waiting too: its next one waits for a place outside the kept ones.
    second = speak(newcomers[0], "A second line.")
    assert second.status_code == 503
    assert second.json()["error"]["code"] == "queue_full"


def test_a_tenant_alone_still_has_its_whole_share(queue, make_tenant):
    acme = client_for(make_tenant("acme"))

    assert fill(acme, "Acme") == [202] * 5 + [503] * 3

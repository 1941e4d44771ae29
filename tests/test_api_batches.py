"""POST /batches pre-renders many texts as the queue allows; GET shows progress."""

import pytest

from synth.models import BatchItem, Clip, SynthesisJob
from tests.test_api_support import client_for, error

# Backend-dependent, so on the PostgreSQL + Redis pass too: a batch is written in one transaction
# and waits on the queue's depth; tenant isolation.
pytestmark = pytest.mark.backend

URL = "/api/v1/batches"


def post(api, body):
    return api.post(URL, body, content_type="application/json")


def test_a_batch_renders_every_item(sync_jobs, make_tenant):
    api = client_for(make_tenant("acme"))
    response = post(
        api,
        {
            "items": [
                {"text": "Welcome."},
                {"text": "Goodbye.", "voice": "F2"},
                {"text": "안녕하세요.", "lang": "ko"},
            ],
            "defaults": {"steps": 2},
        },
    )
    assert response.status_code == 202
    body = response.json()
    assert response["Location"] == f"{URL}/{body['id']}"
    assert (body["total"], body["done"], body["pending"], body["failed"]) == (3, 3, 0, 0)
    assert all(item["audio_url"] for item in body["items"])
    assert Clip.objects.filter(steps=2).count() == 3


def test_a_batch_waits_for_the_queue_and_reports_progress(job_settings, make_tenant):
    # A batch's share, 2, is half the tenant's: the queue's third place is left for the
    # tenant's own requests.
    job_settings.SYNTH_MAX_QUEUE = 3
    job_settings.SYNTH_TENANT_MAX_QUEUE = 4
    api = client_for(make_tenant("acme"))
    body = post(api, {"items": [{"text": f"Prompt number {i}."} for i in range(5)]}).json()
    assert (body["total"], body["done"], body["pending"]) == (5, 0, 5)
    # Only what the queue takes is queued; the rest follow as jobs finish.
    assert SynthesisJob.objects.count() == 2
    assert BatchItem.objects.filter(job__isnull=True).count() == 3
    from synth.worker import run_job

    for job in SynthesisJob.objects.all():
        run_job(str(job.pk))
    progress = api.get(body["id"] and f"{URL}/{body['id']}").json()
    assert (progress["done"], progress["pending"]) == (2, 3)
    assert SynthesisJob.objects.filter(status="queued").count() == 2  # fed on the GET


def test_identical_items_share_one_clip(sync_jobs, make_tenant):
    api = client_for(make_tenant("acme"))
    body = post(api, {"items": [{"text": "Same."}, {"text": "Same."}]}).json()
    assert body["done"] == 2 and body["items"][0]["clip"] == body["items"][1]["clip"]
    assert Clip.objects.count() == 1


@pytest.mark.parametrize(
    "body,code,field",
    [
        ({"items": []}, "invalid", "items"),
        ({"items": [{"text": "ok"}, {"text": "  "}]}, "empty_text", "items.1.text"),
        ({"items": [{"text": "ok"}, {"text": "ok", "speed": 9}]}, "invalid", "items.1.speed"),
        ({"items": [{"text": "ok", "lang": "xx"}]}, "unsupported_language", "items.0.lang"),
        ({"items": [{"text": "ภาษาไทย"}]}, "unsupported_characters", "items.0.text"),
        ({"items": [{"text": "ok", "preset": "nope"}]}, "unknown_preset", "items.0.preset"),
        ({"items": [{"text": "ok"}], "extra": 1}, "unknown_field", "extra"),
    ],
)
def test_one_bad_item_refuses_the_batch_naming_it(job_settings, make_tenant, body, code, field):
    response = post(client_for(make_tenant("acme")), body)
    assert response.status_code in (400, 413)
    assert (error(response)["code"], error(response)["field"]) == (code, field)
    assert not BatchItem.objects.exists()


def test_too_many_items_are_refused(job_settings, make_tenant):
    job_settings.API_MAX_BATCH_ITEMS = 3
    response = post(client_for(make_tenant("acme")), {"items": [{"text": "x"}] * 4})
    assert response.status_code == 400 and "at most 3" in error(response)["message"]


def test_no_tenant_sees_anothers_batch(sync_jobs, make_tenant):
    alice, charlie = make_tenant("alice"), make_tenant("charlie")
    body = post(client_for(alice), {"items": [{"text": "Alice only."}]}).json()
    response = client_for(charlie).get(f"{URL}/{body['id']}")
    missing = client_for(charlie).get(f"{URL}/00000000-0000-0000-0000-000000000000")
    assert response.status_code == 404 and response.json() == missing.json()

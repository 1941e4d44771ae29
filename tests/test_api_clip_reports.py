"""POST /api/v1/clips/{id}/report: a tenant's app passes on an end user's "sounds wrong".
The clip goes to the head of the review queue with the report; Bob can never report
Alice's clip (it is a 404, like a missing one)."""

import pytest

from review.models import QueueEntry, Report, Review, State
from tenancy.models import ApiKey
from tests.test_api_support import error

# Backend-dependent, so on the PostgreSQL + Redis pass too: one report per key and reason (unique
# constraint), the queue's order, the rate limit.
pytestmark = pytest.mark.backend

WORRY = {"reason": "It says 'sass' as 'S-A-A-S'", "category": "mispronounced"}


@pytest.fixture
def alice(make_tenant, make_clip):
    tenant = make_tenant("alice")
    clip = make_clip(tenant, key="f" * 64)  # past any sample: not queued by the policy
    _, raw = ApiKey.issue(tenant)
    return tenant, clip, raw


def post(client, raw, key, body, **headers):
    return client.post(
        f"/api/v1/clips/{key}/report",
        body,
        content_type="application/json",
        headers={"Authorization": f"Bearer {raw}", **headers},
    )


def test_a_report_is_stored_and_puts_the_clip_in_the_queue(client, alice):
    _, clip, raw = alice
    assert not QueueEntry.objects.filter(clip=clip).exists()
    response = post(client, raw, clip.key, WORRY)
    assert response.status_code == 201
    body = response.json()
    assert (body["clip"], body["reason"], body["category"]) == (clip.key, *WORRY.values())
    assert body["open_reports"] == 1 and body["id"] and body["created"]
    report = Report.objects.get()
    assert report.clip == clip and not report.resolved and report.api_key is not None
    assert QueueEntry.objects.get(clip=clip).reason == "report"


def test_the_category_defaults_to_other(client, alice):
    _, clip, raw = alice
    response = post(client, raw, clip.key, {"reason": "odd noise at the end"})
    assert response.status_code == 201 and response.json()["category"] == "other"


def test_the_same_report_twice_from_the_same_key_is_stored_once(client, alice):
    _, clip, raw = alice
    first = post(client, raw, clip.key, WORRY)
    again = post(client, raw, clip.key, WORRY)
    assert (first.status_code, again.status_code) == (201, 200)
    assert again.json()["id"] == first.json()["id"] and Report.objects.count() == 1


def test_another_reason_or_another_key_is_another_report(client, alice):
    tenant, clip, raw = alice
    _, other_key = ApiKey.issue(tenant)
    post(client, raw, clip.key, WORRY)
    post(client, raw, clip.key, {**WORRY, "reason": "too fast"})
    last = post(client, other_key, clip.key, WORRY)
    assert last.status_code == 201 and last.json()["open_reports"] == 3
    assert Report.objects.count() == 3


def test_an_approved_clip_that_is_reported_waits_for_review_again(client, alice):
    _, clip, raw = alice
    Review.of(clip).move("approve")
    post(client, raw, clip.key, WORRY)
    review = Review.objects.get(clip=clip)
    assert review.state == State.NEEDS_REVIEW
    assert review.judgements.first().action == "report"


def test_another_tenants_clip_is_not_found_and_gets_no_report(client, alice, make_tenant):
    _, clip, _ = alice
    _, bob_key = ApiKey.issue(make_tenant("bob"))
    response = post(client, bob_key, clip.key, WORRY)
    assert response.status_code == 404 and error(response)["code"] == "not_found"
    missing = post(client, bob_key, "0" * 64, WORRY)
    assert missing.status_code == 404 and error(missing) == error(response)
    assert not Report.objects.exists() and not QueueEntry.objects.exists()


def test_without_a_key_nothing_is_reported(client, alice):
    _, clip, _ = alice
    response = client.post(f"/api/v1/clips/{clip.key}/report", WORRY, "application/json")
    assert response.status_code == 401 and error(response)["code"] == "unauthenticated"
    wrong = post(client, "tts_nope_nope", clip.key, WORRY)
    assert wrong.status_code == 401 and not Report.objects.exists()


@pytest.mark.parametrize(
    "body, field",
    [
        ({}, "reason"),
        ({"reason": ""}, "reason"),
        ({"reason": "   "}, "reason"),
        ({"reason": "x" * (Report.REASON_MAX + 1)}, "reason"),
        ({"reason": ["a"]}, "reason"),
        ({"reason": "bad", "category": "loud"}, "category"),
        ({"reason": "nul \x00 inside"}, "reason"),
        ({"reason": 31337}, "reason"),  # a number is not coerced into a reason
    ],
)
def test_bad_input_is_a_400_naming_the_field(client, alice, body, field):
    _, clip, raw = alice
    response = post(client, raw, clip.key, body)
    assert response.status_code == 400
    assert error(response)["code"] == "invalid" and error(response)["field"] == field
    assert not Report.objects.exists()


def test_an_unknown_field_is_named_with_the_one_meant(client, alice):
    _, clip, raw = alice
    response = post(client, raw, clip.key, {"reason": "bad", "kind": "noise"})
    assert response.status_code == 400 and error(response)["field"] == "kind"
    assert not Report.objects.exists()


def test_a_body_that_is_not_json_is_a_400(client, alice):
    _, clip, raw = alice
    response = client.post(
        f"/api/v1/clips/{clip.key}/report",
        "reason=bad",
        content_type="application/json",
        headers={"Authorization": f"Bearer {raw}"},
    )
    assert response.status_code == 400 and error(response)["code"] == "malformed_request"


def test_reports_are_rate_limited_like_other_writes(client, alice, settings, fresh_counts):
    _, clip, raw = alice
    settings.API_RATE = "2/min"
    assert post(client, raw, clip.key, WORRY).status_code == 201
    assert post(client, raw, clip.key, {"reason": "b"}).status_code == 201
    refused = post(client, raw, clip.key, {"reason": "c"})
    assert refused.status_code == 429 and error(refused)["code"] == "rate_limited"
    assert refused.headers["Retry-After"] and Report.objects.count() == 2


def test_the_schema_documents_the_route_with_an_example_that_works(client, alice):
    _, clip, raw = alice
    schema = client.get("/api/schema/", HTTP_ACCEPT="application/json").json()
    operation = schema["paths"]["/api/v1/clips/{clip_id}/report"]["post"]
    content = operation["requestBody"]["content"]["application/json"]
    assert {"201", "200", "400", "404"} <= set(operation["responses"])
    examples = list(content["examples"].values())
    assert examples, "no example documented"
    for example in examples:
        assert post(client, raw, clip.key, example["value"]).status_code == 201

"""The forty-first hostile pass (issue 30). M-1: a success cleared an address's failed
sign-ins (nine failures and a success, repeated: 36 password hashes in 12 s from one
address) and successful sign-ins were never counted (each a hash, about 0.25 s of web CPU).
M-2: a tenant's admin could issue API keys without end: at 5,000 the tenant's page was
8.9 MB and 5.5 s, and past 320 the operator could no longer save it (Django's field limit).
L-1: a review's move counted and checked its state without locking the row: twelve
approvals at once on PostgreSQL each moved it from the state they had read."""

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from django.test import Client

from review import workflow
from review.models import NotAllowed, Review, State
from tenancy.models import MAX_ACTIVE_KEYS, ApiKey, TooManyKeys
from tests.test_api_support import synthesize
from tests.test_hostile_login_throttle import password_checks, sign_in, staff  # noqa: F401

pytestmark = [pytest.mark.backend, pytest.mark.usefixtures("fresh_counts")]


def test_a_success_does_not_clear_an_addresss_failures(client, staff, settings):  # noqa: F811
    settings.AXES_FAILURE_LIMIT = 3
    for _ in range(2):
        sign_in(client, "alice", "wrong")
    assert sign_in(Client(), "alice", "right-pass-1").status_code == 302
    sign_in(client, "alice", "wrong")  # the third failure: before, the first after the reset
    assert sign_in(Client(), "alice", "right-pass-1").status_code == 429


def test_sign_ins_of_any_outcome_are_bounded_before_a_password_is_hashed(
    staff,  # noqa: F811
    password_checks,  # noqa: F811
    settings,
):
    settings.LOGIN_ATTEMPT_LIMIT = 5
    answers = [sign_in(Client(), "alice", "right-pass-1").status_code for _ in range(7)]
    assert answers[:5] == [302] * 5
    refused = sign_in(Client(), "alice", "right-pass-1")
    assert refused.status_code == 200 and "Too many sign-ins" in refused.content.decode()
    assert len(password_checks) == 5  # before: a hash for every one


def test_a_tenant_has_at_most_max_active_keys(make_tenant):
    tenant = make_tenant("acme")
    while ApiKey.objects.filter(tenant=tenant, revoked__isnull=True).count() < MAX_ACTIVE_KEYS:
        ApiKey.issue(tenant)
    with pytest.raises(TooManyKeys, match="revoke one first"):
        ApiKey.issue(tenant)
    with pytest.raises(CommandError, match="revoke one first"):
        call_command("create_api_key", "acme")
    ApiKey.objects.filter(pk=ApiKey.objects.filter(tenant=tenant).first().pk).update(
        revoked="2026-01-01T00:00:00Z"
    )
    ApiKey.issue(tenant)  # one revoked: room for one again


def test_the_tenant_page_lists_the_keys_in_use_only(make_tenant, admin_client):
    tenant = make_tenant("acme")
    ApiKey.issue(tenant)
    for _ in range(30):  # issued and revoked over the years
        key, _ = ApiKey.issue(tenant)
        ApiKey.objects.filter(pk=key.pk).update(revoked="2026-01-01T00:00:00Z")
    page = admin_client.get(f"/admin/tenancy/tenant/{tenant.pk}/change/")
    assert page.status_code == 200
    keys = [f for f in page.context["inline_admin_formsets"] if f.formset.model is ApiKey]
    assert keys[0].formset.total_form_count() == 1  # before: 31


def test_a_move_from_a_state_another_request_changed_is_refused(
    sync_jobs, make_tenant, make_member
):
    tenant = make_tenant("acme")
    clip = synthesize(tenant, "Your parcel ships today.", voice="M1", steps=2)
    reviewer = make_member(tenant, "reviewer")
    stale = Review.of(clip)  # read before another request approved it
    workflow.approve(clip, reviewer)
    assert Review.objects.get(pk=stale.pk).state == State.APPROVED
    with pytest.raises(NotAllowed, match="changed meanwhile"):
        stale.move("approve", reviewer)  # before: approved again from its stale state
    assert stale.judgements.filter(action="approve").count() == 1

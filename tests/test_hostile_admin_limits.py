"""Every staff way in is let in as an API key's request would be (metering.limits.admit,
from synth.charged): a deactivated tenant is refused, with a message that says so, and
nothing is synthesized, charged or metered for it; a tenant past its API_RATE is refused
(429 in the preview) and every staff way in counts against that rate. A seventh hostile
pass (issue 30) found the voice preview synthesizing for a deactivated tenant and charging
it (202), and the preview, re-renders and fixes counting against no rate at all."""

import secrets

import pytest
from django.contrib.messages import get_messages
from django.test import Client, TestCase

from metering.limits import quota_used
from metering.models import Usage
from review.models import Flag, Review, State, TestSet
from synth.models import Batch, Clip, SynthesisJob
from tests.test_api_support import client_for
from tests.test_every_way_in_sweep import stale_clip

pytestmark = pytest.mark.backend  # the counters live in Redis on the second pass

CLIPS = "/admin/synth/clip/"


def clip_waiting(tenant, text) -> Clip:
    clip = stale_clip(tenant, text)
    Clip.objects.filter(pk=clip.pk).update(key=secrets.token_hex(32))
    return Clip.objects.get(pk=clip.pk)


def preview(page, tenant, text):
    query = {"tenant": tenant.pk, "voice": "M1", "lang": "en", "text": text}
    return page.get("/admin/lexicon/voicepreset/preview/", query)


def rerender(page, tenant, text):
    return page.post(f"{CLIPS}{clip_waiting(tenant, text).pk}/rerender/")


def bulk_rerender(page, tenant, text):
    chosen = [clip_waiting(tenant, text).pk]
    return page.post(CLIPS, {"action": "rerender_selected", "_selected_action": chosen})


def render_test_set(page, tenant, text):
    test_set = TestSet.objects.create(tenant=tenant, name=secrets.token_hex(4), sentences=text)
    chosen = {"action": "render_selected", "_selected_action": [test_set.pk]}
    with TestCase.captureOnCommitCallbacks(execute=True):  # django-q2 in sync mode
        return page.post("/admin/review/testset/", chosen)


def fix(page, tenant, text):
    clip = clip_waiting(tenant, text)
    review = Review.of(clip)
    Review.objects.filter(pk=review.pk).update(state=State.FLAGGED)
    Flag.objects.create(review=review, start=0, end=4, span=text[:4], expected="x")
    form = {"term": text[:4], "alias": "x", "language": "en", "whole_word": "on"}
    return page.post(f"{CLIPS}{clip.pk}/fix/", {**form, "_preview": "1"})


WAYS_IN = [preview, rerender, bulk_rerender, render_test_set, fix]


def told(page, answer) -> str:
    """What the admin said: the preview's answer, or the messages the page shows next."""
    if answer.get("Content-Type", "").startswith("text/plain"):
        return answer.content.decode()
    return " ".join(str(m) for m in get_messages(page.get("/admin/").wsgi_request))


def editor_page(member) -> Client:
    page = Client()
    page.force_login(member)
    return page


@pytest.mark.parametrize("way_in", WAYS_IN, ids=lambda f: f.__name__)
def test_a_deactivated_tenant_gets_nothing_from_any_staff_way_in(
    sync_jobs, fresh_counts, make_tenant, make_member, way_in
):
    tenant = make_tenant("acme")
    page = editor_page(make_member(tenant, "editor"))
    tenant.active = False
    tenant.save()
    answer = way_in(page, tenant, "Your table is ready.")
    assert "acme is deactivated" in told(page, answer)
    if way_in is preview:
        assert answer.status_code == 403
    assert quota_used(tenant)[0] == 0
    assert not SynthesisJob.objects.filter(tenant=tenant).exists()
    assert not Batch.objects.filter(tenant=tenant).exists()
    assert not Usage.objects.filter(tenant=tenant).exists()


@pytest.mark.parametrize("way_in", WAYS_IN, ids=lambda f: f.__name__)
def test_every_staff_way_in_counts_against_the_tenants_rate_and_is_refused_past_it(
    sync_jobs, fresh_counts, one_rate_window, make_tenant, make_member, way_in
):
    sync_jobs.API_RATE = "2/min"
    tenant = make_tenant("acme")
    page = editor_page(make_member(tenant, "editor"))
    way_in(page, tenant, "Your table is ready.")  # one of the two the minute allows
    assert client_for(tenant).get("/api/v1/voices").status_code == 200  # the other
    charged = quota_used(tenant)[0]
    jobs, batches = SynthesisJob.objects.count(), Batch.objects.count()

    answer = way_in(page, tenant, "Another text here.")

    assert "more than 2 requests in 60 s" in told(page, answer)
    if way_in is preview:
        assert answer.status_code == 429 and int(answer["Retry-After"]) > 0
    assert quota_used(tenant)[0] == charged
    assert (SynthesisJob.objects.count(), Batch.objects.count()) == (jobs, batches)


# An eighth hostile pass (issue 30): two staff pages normalized without being let in. The
# test set's page read 25 lines of up to 5,000 characters each per view (1.4 s of a web
# worker's CPU, 17 views in 25 s by a reviewer, none refused past the API's rate), and the
# lexicon's "Try it" box normalized a text per view without counting it either.


def view_test_set(page, tenant, text):
    test_set = TestSet.objects.create(tenant=tenant, name=secrets.token_hex(4), sentences=text)
    return page.get(f"/admin/review/testset/{test_set.pk}/change/")


def try_normalizer(page, tenant, text):
    query = {"tenant": tenant.pk, "lang": "en", "text": text}
    return page.get("/admin/lexicon/lexiconentry/try/", query)


@pytest.mark.parametrize("way_in", [view_test_set, try_normalizer], ids=lambda f: f.__name__)
def test_staff_pages_that_normalize_count_against_the_rate_and_refuse_past_it(
    fresh_counts, one_rate_window, settings, make_tenant, make_member, way_in
):
    settings.API_RATE = "2/min"
    tenant = make_tenant("acme")
    page = editor_page(make_member(tenant, "reviewer" if way_in is view_test_set else "editor"))
    assert "Your table is ready" in way_in(page, tenant, "Your table is ready.").content.decode()
    assert client_for(tenant).get("/api/v1/voices").status_code == 200  # the minute's second

    refused = way_in(page, tenant, "Dr. Smith lives on Baker St.").content.decode()

    assert "more than 2 requests in 60 s" in refused
    assert "Doctor Smith" not in refused  # nothing was normalized for it


def test_the_test_set_page_normalizes_at_most_one_requests_text_per_view(
    fresh_counts, settings, make_tenant, make_member, monkeypatch
):
    from normalize import Normalizer

    line = "Meet me at the St. Regis. " * 150  # 3,900 characters, under the line limit
    tenant = make_tenant("acme")
    page = editor_page(make_member(tenant, "reviewer"))
    read = []
    real = Normalizer.__call__
    monkeypatch.setattr(
        Normalizer,
        "__call__",
        lambda s, text, *a, **k: read.append(len(text)) or real(s, text, *a, **k),
    )

    shown = view_test_set(page, tenant, "\n".join([line.strip()] * 20)).content.decode()

    assert sum(read) <= settings.API_MAX_TEXT_CHARS  # one line of 3,900: not twenty
    assert shown.count("not read on this page") == 19

"""The dashboard shows sentence reuse: how many chunks of the clips made in the span came
from the sentence cache (and their share of all chunks), the audio seconds reused and the
engine seconds saved, in totals and as daily charts; a tenant's figures never include
another's."""

import re
from datetime import timedelta

import pytest
from django.utils import timezone

from review.dashboard import figures
from synth.models import Clip
from tenancy.models import Tenant
from tests.test_api_support import synthesize

# Backend-dependent, so on the PostgreSQL + Redis pass too: aggregates by day per database.
pytestmark = pytest.mark.backend

DASHBOARD = "/admin/review/dashboard/"


def made(make_clip, tenant, *, chunks, reused, audio=0.0, saved=0.0, days_ago=0):
    """A clip of ``chunks`` chunks, ``reused`` of them from the sentence cache."""
    created = timezone.now() - timedelta(days=days_ago)
    clip = make_clip(tenant, created=created)
    rows = [{"text": f"Sentence {n}.", "reused": n < reused} for n in range(chunks)]
    Clip.objects.filter(pk=clip.pk).update(
        chunks=rows,
        reused_sentences=reused,
        reused_audio_seconds=audio,
        saved_synthesis_seconds=saved,
    )
    return clip


@pytest.fixture
def reuse(three_tenants, make_clip):
    tenants, users = three_tenants
    alice, charlie = tenants["alice"], tenants["charlie"]
    made(make_clip, alice, chunks=4, reused=0)
    made(make_clip, alice, chunks=4, reused=3, audio=6.5, saved=1.25)
    made(make_clip, alice, chunks=2, reused=2, audio=3.0, saved=0.5, days_ago=2)
    made(make_clip, alice, chunks=5, reused=5, audio=99, saved=99, days_ago=40)  # not in 14 days
    made(make_clip, charlie, chunks=3, reused=1, audio=2.0, saved=7.0)
    return tenants, users


def only(slug):
    return Tenant.objects.filter(slug=slug)


def test_the_totals_count_reused_sentences_among_all_chunks_of_the_span(reuse):
    found = figures(only("alice"), 14)["totals"]

    assert (found["reused_sentences"], found["chunks"]) == (5, 10)
    assert found["reused_share"] == 0.5
    assert found["reused_audio_seconds"] == 9.5
    assert found["saved_synthesis_seconds"] == 1.75


def test_with_no_clips_the_share_is_unknown_not_zero(make_tenant):
    make_tenant("empty")
    found = figures(only("empty"), 14)["totals"]
    assert found["reused_share"] is None and found["reused_sentences"] == 0


def test_the_daily_charts_show_the_share_and_the_seconds_saved_each_day(reuse):
    charts = figures(only("alice"), 14)["charts"]
    today, two_days_ago = f"{timezone.now():%b %d}", f"{timezone.now() - timedelta(days=2):%b %d}"

    reuse_chart, saved_chart = str(charts["reuse"]), str(charts["synthesis_saved"])

    assert f"sentences reused % {today}: 37.50%" in reuse_chart  # 3 of 8
    assert f"sentences reused % {two_days_ago}: 100%" in reuse_chart
    assert reuse_chart.count("<circle") == 2  # a day without clips is a gap, not 0 %
    assert ">0–100%</text>" in reuse_chart  # its scale
    assert f"{today}: 1.25 s" in saved_chart and f"{two_days_ago}: 0.50 s" in saved_chart


def test_the_page_shows_the_members_own_reuse_and_charts(reuse, client):
    tenants, users = reuse
    client.force_login(users["alice"])
    page = client.get(DASHBOARD).content.decode()

    assert re.search(r'id="total-sentences-reused">5 <span class="share">\(50 %\)</span>', page)
    assert "of 10 in the clips made" in page
    assert 'id="total-audio-reused">10 s<' in page  # 9.5, rounded
    assert 'id="total-synthesis-saved">1.8 s<' in page
    assert 'aria-label="sentence reuse"' in page
    assert 'aria-label="synthesis seconds saved"' in page


def test_charlie_sees_only_his_own_reuse(reuse, client):
    tenants, users = reuse
    client.force_login(users["charlie"])
    for params in ({}, {"tenant": tenants["alice"].pk}):
        page = client.get(DASHBOARD, params).content.decode()
        assert re.search(r'id="total-sentences-reused">1 <span class="share">\(33 %\)', page)
        assert 'id="total-synthesis-saved">7.0 s<' in page


def test_a_text_sharing_a_sentence_with_an_earlier_one_shows_as_reuse(
    sync_jobs, make_tenant, fresh_counts
):
    tenant = make_tenant("acme")
    # No seed: each sentence's noise comes from its own text, so it is reused anywhere.
    synthesize(tenant, "Welcome back. Your order ships today.", steps=2)
    second = synthesize(tenant, "Welcome back. Your refund is on its way.", steps=2)

    found = figures(only("acme"), 1)["totals"]

    assert (found["reused_sentences"], found["chunks"]) == (1, 4)
    assert second.reused_audio_seconds > 0 and second.saved_synthesis_seconds > 0
    assert found["reused_audio_seconds"] == pytest.approx(second.reused_audio_seconds)
    assert found["saved_synthesis_seconds"] == pytest.approx(second.saved_synthesis_seconds)

"""The sentence cache in the admin: a read-only list of what each tenant keeps (text,
language, duration, uses, last use, size), filtered by tenant and language; Charlie sees
only his own tenant's sentences, never Alice's."""

import re
from datetime import timedelta

import pytest
from django.utils import timezone

from synth.models import Sentence
from tenancy.models import Membership
from tests.test_api_support import synthesize

# Backend-dependent, so on the PostgreSQL + Redis pass too: tenant isolation queries; filters.
pytestmark = pytest.mark.backend

SENTENCES = "/admin/synth/sentence/"


def kept(tenant, text, *, lang="en", uses=0, seconds=2.0, size=48_000, last_used=None):
    n = Sentence.objects.count()
    return Sentence.objects.create(
        tenant=tenant,
        key=f"{tenant.pk}-{n}".ljust(64, "0"),
        text=f"<{lang}>{text}</{lang}>",
        lang=lang,
        voice_digest="0" * 64,
        speed=1.0,
        steps=8,
        seed=n,
        lexicon_version=1,
        model_fingerprint="0" * 64,
        audio=f"sentences/{tenant.pk}/{n}.flac",
        sample_rate=44100,
        samples=int(seconds * 44100),
        size=size,
        synthesis_seconds=0.5,
        uses=uses,
        last_used=last_used,
    )


@pytest.fixture
def cache(three_tenants):
    tenants, users = three_tenants
    alice, charlie = tenants["alice"], tenants["charlie"]
    yesterday = timezone.now() - timedelta(days=1)
    rows = {
        "greeting": kept(alice, "Welcome back to AliceCorp.", uses=7, last_used=yesterday),
        "korean": kept(alice, "AliceCorp 안녕하세요.", lang="ko", seconds=1.5),
        "charlie": kept(charlie, "Charlie's own sentence.", lang="de", size=2_000_000),
    }
    return tenants, users, rows


def listed(client, params=None) -> str:
    response = client.get(SENTENCES, params or {})
    assert response.status_code == 200
    return response.content.decode()


def row_of(page: str, text: str) -> str:
    """The change list's row that shows ``text``."""
    return next(tr for tr in re.findall(r"<tr>(.*?)</tr>", page, re.S) if text in tr)


def said(page: str) -> list[str]:
    """The texts of the listed sentences."""
    return re.findall(r'class="field-said"><a [^>]*>(.*?)</a>', page)


def test_the_list_shows_text_language_duration_uses_last_use_and_size(cache, client):
    tenants, users, rows = cache
    client.force_login(users["alice"])

    page = listed(client)

    row = row_of(page, "Welcome back to AliceCorp.")
    assert "&lt;en&gt;" not in row  # the text without the model's language tags
    for cell in ('class="field-lang">en<', 'class="field-seconds">2.00<', 'class="field-uses">7<'):
        assert cell in row, cell
    assert 'class="field-stored">46.9\xa0KB<' in row
    assert not re.search(r"field-last_used[^>]*>-<", row)  # a date: it was reused
    assert re.search(r"field-last_used[^>]*>-<", row_of(page, "안녕하세요"))  # never reused
    assert "2 sentences" in page


def test_charlie_sees_only_his_own_tenants_sentences(cache, client):
    tenants, users, rows = cache
    client.force_login(users["charlie"])

    page = listed(client)

    assert said(page) == ["Charlie&#x27;s own sentence."]
    assert "AliceCorp" not in page and ">alice<" not in page
    # Neither a search, nor a filter on Alice's tenant, nor her row's page shows it.
    assert said(listed(client, {"q": "AliceCorp"})) == []
    assert "AliceCorp" not in said(listed(client, {"tenant__id__exact": tenants["alice"].pk}))
    greeting = rows["greeting"]
    response = client.get(f"{SENTENCES}{greeting.pk}/change/")
    assert response.status_code == 302  # "does not exist", back to the index
    assert "AliceCorp" not in client.get(response["Location"], follow=True).content.decode()


def test_the_filters_offer_only_ones_own_tenants_and_languages(cache, client):
    tenants, users, rows = cache
    bob, charlie = tenants["bob"], tenants["charlie"]
    kept(bob, "Bob's own sentence.", lang="fr")
    # Charlie in two tenants (so the tenant filter shows), but not in Alice's.
    Membership.objects.create(user=users["charlie"], tenant=bob, role="reviewer")
    client.force_login(users["charlie"])

    page = listed(client)

    assert "?lang=de" in page and "?lang=fr" in page
    assert "?lang=en" not in page and "?lang=ko" not in page
    assert f"tenant__id__exact={charlie.pk}" in page and f"tenant__id__exact={bob.pk}" in page
    assert f"tenant__id__exact={tenants['alice'].pk}" not in page


def test_filtering_by_language_and_tenant(cache, client, django_user_model):
    tenants, users, rows = cache
    client.force_login(django_user_model.objects.create_superuser("root", "r@x.org", "pw"))

    assert "3 sentences" in listed(client)
    korean = listed(client, {"lang": "ko"})
    assert "안녕하세요" in korean and "Welcome back" not in korean
    charlie = listed(client, {"tenant__id__exact": tenants["charlie"].pk})
    assert "Charlie&#x27;s own sentence." in charlie and "AliceCorp" not in charlie


def test_nobody_adds_changes_or_deletes_a_sentence(cache, client):
    tenants, users, rows = cache
    client.force_login(users["alice"])  # an editor of her tenant
    greeting = rows["greeting"]

    assert client.get(f"{SENTENCES}add/").status_code == 403
    page = client.get(f"{SENTENCES}{greeting.pk}/change/").content.decode()
    assert "Welcome back to AliceCorp." in page and 'name="_save"' not in page
    client.post(f"{SENTENCES}{greeting.pk}/change/", {"uses": 0, "text": "hacked"})
    assert client.post(f"{SENTENCES}{greeting.pk}/delete/", {"post": "yes"}).status_code == 403
    greeting.refresh_from_db()
    assert (greeting.uses, greeting.text) == (7, "<en>Welcome back to AliceCorp.</en>")


def test_a_synthesized_sentence_is_listed_for_its_tenant_with_its_reuse(
    sync_jobs, make_tenant, make_member, client
):
    acme = make_tenant("acme")
    # No seed: each sentence's noise comes from its own text, so it is reused anywhere.
    synthesize(acme, "Welcome back. Your order ships today.", steps=2)
    synthesize(acme, "Welcome back. Your refund is on its way.", steps=2)
    client.force_login(make_member(acme, "reviewer"))

    page = listed(client, {"q": "Welcome"})

    assert 'class="field-uses">1<' in row_of(page, "Welcome back.")
    assert "3 sentences" in listed(client)  # the shared one is kept once

"""Test sets: a tenant's sentences (product names, numbers, dates), rendered all at once
with a preset to hear a lexicon change before it reaches users."""

import pytest

from lexicon.models import VoicePreset
from review.models import TestSet
from synth.models import Batch

# Backend-dependent, so on the PostgreSQL + Redis pass too: a test set renders as a batch, in a
# transaction.
pytestmark = pytest.mark.backend

SETS = "/admin/review/testset/"


@pytest.fixture
def acme(make_tenant):
    tenant = make_tenant("acme")
    VoicePreset.objects.create(tenant=tenant, name="calm", voice="F1", steps=2, seed=3)
    return tenant


def form(tenant, preset, **extra):
    return {
        "tenant": tenant.pk,
        "name": "products",
        "preset": preset.pk,
        "sentences": "Our SaaS ships.\n\nIt costs $5 on March 5.\n",
        **extra,
    }


def test_an_editor_saves_and_renders_a_test_set_with_its_preset(
    sync_jobs, client, acme, make_member, django_capture_on_commit_callbacks
):
    preset = acme.presets.get()
    client.force_login(make_member(acme, "editor"))
    # Queued once the form's transaction commits; django-q2 in sync mode runs it here.
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(f"{SETS}add/", form(acme, preset, _render="1"), follow=True)
    assert "render queued" in response.content.decode()
    batch = Batch.objects.get()
    test_set = TestSet.objects.get()
    assert test_set.lines() == ["Our SaaS ships.", "It costs $5 on March 5."]
    assert test_set.last_batch == batch
    page = client.get(f"/admin/synth/batch/{batch.pk}/change/").content.decode()
    assert "2 of 2 done" in page and "five dollars" in page
    assert {item.params["seed"] for item in batch.items.all()} == {3}
    assert {item.params["voice_label"] for item in batch.items.all()} == {"F1"}


def test_the_test_set_page_shows_each_sentence_as_the_lexicon_reads_it_now(
    client, acme, make_member, make_entry
):
    test_set = TestSet.objects.create(
        tenant=acme, name="products", preset=acme.presets.get(), sentences="Our SaaS ships."
    )
    make_entry(acme, "SaaS", "sass")
    client.force_login(make_member(acme, "reviewer"))
    page = client.get(f"{SETS}{test_set.pk}/change/").content.decode()
    assert '<mark class="hit"' in page and ">sass</mark>" in page


def test_a_reviewer_cannot_render_or_change_test_sets(client, acme, make_member):
    test_set = TestSet.objects.create(tenant=acme, name="products", sentences="Hello.")
    client.force_login(make_member(acme, "reviewer"))
    response = client.post(f"{SETS}{test_set.pk}/change/", form(acme, acme.presets.get()))
    assert response.status_code == 403
    response = client.post(SETS, {"action": "render_selected", "_selected_action": [test_set.pk]})
    assert not Batch.objects.exists()


def test_presets_of_other_tenants_are_not_choices(client, acme, make_tenant, make_member):
    other = make_tenant("other")
    theirs = VoicePreset.objects.create(tenant=other, name="theirs", voice="M2")
    client.force_login(make_member(acme, "editor"))
    page = client.get(f"{SETS}add/").content.decode()
    assert "theirs" not in page
    response = client.post(f"{SETS}add/", form(acme, theirs))
    assert "Select a valid choice" in response.content.decode()
    assert not TestSet.objects.exists()


def test_the_page_normalizes_a_page_of_sentences_not_the_whole_set(
    client, acme, make_member, make_entry, monkeypatch
):
    from normalize import Normalizer

    lines = [f"Line {n}: our SaaS ships." for n in range(1, 1001)]
    test_set = TestSet.objects.create(
        tenant=acme, name="catalogue", preset=acme.presets.get(), sentences="\n".join(lines)
    )
    make_entry(acme, "SaaS", "sass")
    client.force_login(make_member(acme, "reviewer"))
    calls = []
    real = Normalizer.__call__
    monkeypatch.setattr(Normalizer, "__call__", lambda *a, **k: calls.append(1) or real(*a, **k))
    first = client.get(f"{SETS}{test_set.pk}/change/").content.decode()
    assert len(calls) == 25
    assert "<td>Line 25: our" in first and "<td>Line 26: our" not in first
    assert "sentences 1 to 25 of 1000" in first and "?sentences=2" in first
    last = client.get(f"{SETS}{test_set.pk}/change/?sentences=40").content.decode()
    assert len(calls) == 50
    assert "<td>Line 1000: our" in last and ">sass</mark>" in last and "<td>Line 975:" not in last

"""The admin shows each person only what their role lets them use, and a page their role
forbids answers 403 inside the admin's own layout, saying why.

Roles from tests/admin_world.py: ``reviewer`` (reviewer in "theirs" only), ``two_roles``
(admin in "ours", reviewer in "theirs"), ``superuser``.
"""

import re

import pytest
from django.test import Client

from lexicon.models import LexiconEntry, VoicePreset
from review.models import TestSet
from synth.models import Clip
from tests.admin_world import build_world, url

IMPORT = "/admin/lexicon/lexiconentry/import-pls/"


@pytest.fixture
def world(make_tenant, make_member, make_entry, make_clip, django_user_model):
    return build_world(make_tenant, make_member, make_entry, make_clip, django_user_model)


def as_user(world, name) -> Client:
    client = Client()
    client.force_login(world.users[name])
    return client


def page(client, path) -> str:
    response = client.get(path)
    assert response.status_code == 200, path
    return response.content.decode()


@pytest.mark.parametrize("name", ["two_roles", "superuser"])
def test_import_pls_is_shown_to_those_who_may_import(world, name):
    lexicon = page(as_user(world, name), url(LexiconEntry, "changelist"))
    assert IMPORT in lexicon


def test_a_reviewer_is_not_shown_the_lexicon_at_all(world):
    response = as_user(world, "reviewer").get(url(LexiconEntry, "changelist"))
    assert response.status_code == 403


def test_a_forbidden_page_answers_403_in_the_admin_layout_with_a_message(world):
    response = as_user(world, "reviewer").get(IMPORT)
    body = response.content.decode()
    assert response.status_code == 403
    assert 'id="site-name"' in body and 'class="breadcrumbs"' in body  # the admin's layout
    assert "Your role does not allow this page." in body
    assert re.search(r'id="your-roles">Your roles: reviewer in theirs\.', body)
    assert 'href="/admin/"' in body


def test_a_forbidden_write_answers_the_same_page(world):
    entry = world.rows[("theirs", "lexicon.LexiconEntry")]
    response = as_user(world, "reviewer").post(
        url(LexiconEntry, "change", entry.pk), {"term": "x", "alias": "y"}
    )
    assert response.status_code == 403
    assert "Your role does not allow this page." in response.content.decode()
    entry.refresh_from_db()
    assert entry.term == "TheirsCorp"


@pytest.mark.parametrize(("name", "shown"), [("reviewer", False), ("two_roles", True)])
def test_actions_are_offered_only_to_those_who_may_write_somewhere(world, name, shown):
    queue = page(as_user(world, name), url(Clip, "changelist"))
    assert ('name="action"' in queue) is shown
    assert ("Re-render the selected clips" in queue) is shown


def test_a_reviewer_sees_no_preset_and_an_admin_its_preview_button(world):
    preset = world.rows[("theirs", "lexicon.VoicePreset")]
    reviewer = as_user(world, "reviewer").get(url(VoicePreset, "change", preset.pk))
    assert reviewer.status_code in (302, 403, 404)  # not shown to a reviewer
    ours = world.rows[("ours", "lexicon.VoicePreset")]
    admin = page(as_user(world, "two_roles"), url(VoicePreset, "change", ours.pk))
    assert 'id="preview-button"' in admin


def test_the_render_button_shows_only_on_a_test_set_one_may_change(world):
    two_roles = as_user(world, "two_roles")
    theirs = world.rows[("theirs", "review.TestSet")]
    ours = world.rows[("ours", "review.TestSet")]
    assert 'name="_render"' not in page(two_roles, url(TestSet, "change", theirs.pk))
    assert 'name="_render"' in page(two_roles, url(TestSet, "change", ours.pk))
    assert 'name="_render"' in page(two_roles, url(TestSet, "add"))
    assert 'name="_render"' not in page(
        as_user(world, "reviewer"), url(TestSet, "change", theirs.pk)
    )


def selected_tenant(html: str, select_id: str) -> str | None:
    select = re.search(
        rf'<select name="[^"]*" [^>]*id="{select_id}"[^>]*>(.*?)</select>', html, re.S
    )
    assert select, select_id
    chosen = re.search(r'<option value="(\d+)" selected>', select.group(1))
    return chosen.group(1) if chosen else None


def test_the_try_it_box_starts_with_the_users_only_tenant(world):
    # two_roles only reviews "theirs": the lexicon shows "ours" alone.
    lexicon = page(as_user(world, "two_roles"), url(LexiconEntry, "changelist"))
    ours = str(world.tenants["ours"].pk)
    assert selected_tenant(lexicon, "id_tenant") == ours
    assert selected_tenant(lexicon, "id_export-tenant") == ours
    alone = page(as_user(world, "two_roles"), "/admin/lexicon/lexiconentry/try/")
    assert selected_tenant(alone, "id_tenant") == ours


def test_the_try_it_box_makes_no_choice_for_someone_with_two_tenants(world):
    lexicon = page(as_user(world, "superuser"), url(LexiconEntry, "changelist"))
    assert selected_tenant(lexicon, "id_tenant") is None


def test_an_action_posted_by_someone_offered_none_is_refused_in_the_admin_layout(world):
    from tenancy.models import ApiKey

    key = world.rows[("theirs", "tenancy.ApiKey")]
    response = as_user(world, "reviewer").post(
        url(ApiKey, "changelist"), {"action": "revoke", "_selected_action": [key.pk]}
    )
    assert response.status_code == 403
    assert "Your role does not allow this page." in response.content.decode()
    key.refresh_from_db()
    assert key.revoked is None

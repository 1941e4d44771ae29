"""Every text a staff member writes has a limit on its model field, so every way in (the
admin's forms, the review's views, the API) refuses a longer one: a reviewer stored 2.4 MB
notes on a clip, unthrottled, and the clip page became 26 MB for every colleague.

The sweep walks every model registered in the admin as a staff member who is not a
superuser (the forms they are given: add, change, inlines, the change list's edits) and
the review's notes, which the clip page's views write without a form.
"""

import pytest
from django.contrib.messages import get_messages
from django.db import models
from django.test import RequestFactory

from lexicon.models import MAX_NOTE_CHARS, LexiconEntry
from review.models import Flag, Judgement, Review, State
from tests.admin_world import build_world, registered

# Backend-dependent, so on the PostgreSQL + Redis pass too: PostgreSQL's text columns take
# any length, so only the field's limit stands between a note and the database.
pytestmark = pytest.mark.backend

CLIPS = "/admin/synth/clip/"
LONG = "N" * (MAX_NOTE_CHARS + 1)
# Written by the review's views without a form: each view checks the field's limit itself.
REVIEW_NOTES = [Judgement._meta.get_field("note"), Flag._meta.get_field("note")]


def forms_given(model_admin, request, row):
    """Every form class the admin gives ``request.user`` to write the model, or ``row``."""
    forms = []
    if model_admin.has_add_permission(request):
        forms.append(model_admin.get_form(request, None))
        forms += [formset.form for formset, _ in model_admin.get_formsets_with_inlines(request)]
    if model_admin.has_change_permission(request):
        if model_admin.list_editable:
            forms.append(model_admin.get_changelist_formset(request).form)
        if row is not None and model_admin.has_change_permission(request, row):
            forms.append(model_admin.get_form(request, row))
            forms += [f.form for f, _ in model_admin.get_formsets_with_inlines(request, row)]
    return forms


def unbounded_text_fields(model, forms) -> set[str]:
    """Model text fields a form lets a user write with no length limit."""
    found = set()
    for form in forms:
        for name, form_field in form.base_fields.items():
            try:
                model_field = form._meta.model._meta.get_field(name)
            except Exception:  # a form's own field (a file, a password): not a model text
                continue
            if isinstance(model_field, models.TextField) and form_field.max_length is None:
                found.add(f"{form._meta.model._meta.label}.{name}")
    return found


def test_no_text_field_a_staff_member_writes_is_unbounded(
    make_tenant, make_member, make_entry, make_clip, django_user_model
):
    world = build_world(make_tenant, make_member, make_entry, make_clip, django_user_model)
    request = RequestFactory().get("/admin/")
    request.user = world.users["two_roles"]  # an admin of "ours", not a superuser
    offenders = set()
    for model, model_admin in registered():
        row = world.rows.get(("ours", model._meta.label))
        offenders |= unbounded_text_fields(model, forms_given(model_admin, request, row))
    offenders |= {f"{f.model._meta.label}.{f.name}" for f in REVIEW_NOTES if f.max_length is None}
    assert not offenders, f"text fields without a max_length: {sorted(offenders)}"
    assert {f.max_length for f in REVIEW_NOTES} == {MAX_NOTE_CHARS}
    assert LexiconEntry._meta.get_field("note").max_length == MAX_NOTE_CHARS


@pytest.fixture
def reviewer_on_a_clip(client, make_tenant, make_member, make_clip):
    tenant = make_tenant("globex")
    clip = make_clip(tenant)
    clip.text = "Our SaaS ships."
    clip.save()
    client.force_login(make_member(tenant, "reviewer"))
    return clip


def said(response) -> list[str]:
    return [str(m) for m in get_messages(response.wsgi_request)]


def test_a_reviewer_cannot_approve_with_a_note_past_the_limit(client, reviewer_on_a_clip):
    clip = reviewer_on_a_clip
    response = client.post(f"{CLIPS}{clip.pk}/approve/", {"note": LONG})
    assert response.status_code == 302
    assert said(response) == [
        f"The note has {len(LONG):,} characters; a note has at most {MAX_NOTE_CHARS:,}. "
        "Nothing was saved."
    ]
    assert not Judgement.objects.exists()
    assert not Review.objects.filter(clip=clip, state=State.APPROVED).exists()
    # The limit itself is a note a reviewer may write.
    client.post(f"{CLIPS}{clip.pk}/approve/", {"note": LONG[:-1]})
    assert Judgement.objects.get(action="approve").note == LONG[:-1]


def test_a_reviewer_cannot_reopen_with_a_note_past_the_limit(client, reviewer_on_a_clip):
    clip = reviewer_on_a_clip
    client.post(f"{CLIPS}{clip.pk}/approve/")
    response = client.post(f"{CLIPS}{clip.pk}/reopen/", {"note": LONG})
    assert f"a note has at most {MAX_NOTE_CHARS:,}" in said(response)[-1]
    assert Review.objects.get(clip=clip).state == State.APPROVED
    assert not Judgement.objects.filter(action="reopen").exists()
    page = client.get(f"{CLIPS}{clip.pk}/change/").content.decode()
    assert f'size="30" maxlength="{MAX_NOTE_CHARS}"' in page  # the browser stops there too


def test_a_flag_with_a_note_past_the_limit_is_a_form_error(client, reviewer_on_a_clip):
    clip = reviewer_on_a_clip
    response = client.post(
        f"{CLIPS}{clip.pk}/flag/", {"span": "SaaS", "category": "acronym", "note": LONG}
    )
    assert response.status_code == 200
    assert f"at most {MAX_NOTE_CHARS} characters (it has {len(LONG)})" in (
        response.content.decode()
    )
    assert not Flag.objects.exists()
    assert not Judgement.objects.exists()


def test_an_admin_lexicon_entry_with_a_note_past_the_limit_is_a_form_error(
    client, make_tenant, make_member
):
    tenant = make_tenant("acme")
    client.force_login(make_member(tenant, "editor"))
    entry = {"tenant": tenant.pk, "term": "SaaS", "alias": "sass", "language": "en"}
    entry |= {"whole_word": "on", "enabled": "on", "note": LONG}
    response = client.post("/admin/lexicon/lexiconentry/add/", entry)
    assert response.status_code == 200
    assert f"at most {MAX_NOTE_CHARS} characters (it has {len(LONG)})" in (
        response.content.decode()
    )
    assert not LexiconEntry.objects.exists()
    # The API refuses the same note, from the same limit.
    from tenancy.models import ApiKey

    _, secret = ApiKey.issue(tenant, name="k")
    api = client.post(
        "/api/v1/lexicon",
        {"term": "SaaS", "alias": "sass", "note": LONG},
        content_type="application/json",
        HTTP_AUTHORIZATION=f"Bearer {secret}",
    )
    assert api.status_code == 400, api.content
    assert not LexiconEntry.objects.exists()

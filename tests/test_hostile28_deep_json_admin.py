"""JSON nested past the parser's depth is a form error on every admin form, never a 500
(issue 30, the twenty-eighth pass's L-1: a preset's style file of 200,000 "[" answered 500
and logged a traceback at ERROR; Python's json raises RecursionError, not ValueError, and
Django's JSON form field lets it through)."""

import pytest
from django.contrib import admin
from django.core.exceptions import ValidationError
from django.core.files.uploadedfile import SimpleUploadedFile
from django.db import models

from lexicon.models import VoicePreset
from tests.test_admin_lexicon_tools import preset_form

DEEP = "[" * 200_000


def test_a_deep_style_file_is_a_form_error(client, make_tenant, make_member):
    tenant = make_tenant("acme")
    client.force_login(make_member(tenant, "editor"))
    for content in (DEEP, '{"style_ttl": ' + "[" * 100_000, "[" * 4_000):
        upload = SimpleUploadedFile("deep.json", content.encode())
        response = client.post(
            "/admin/lexicon/voicepreset/add/", preset_form(tenant, style_file=upload)
        )
        assert response.status_code == 200  # the form again, with its error
        # Refused as too many arrays before it is decoded (the twenty-ninth pass, M-1), or
        # as nested too deeply when fewer: either way the form's error, never a 500.
        page = response.content.decode()
        assert "arrays and objects" in page or "nested too deeply" in page
    assert not VoicePreset.objects.exists()


JSON_FIELDS = [
    (model, field)
    for model in admin.site._registry
    for field in model._meta.get_fields()
    if isinstance(field, models.JSONField) and field.editable
]


def test_the_walk_finds_the_json_fields_staff_edit():
    found = {f"{model._meta.label}.{field.name}" for model, field in JSON_FIELDS}
    assert {"tenancy.Tenant.disabled_rules", "webhooks.Endpoint.events"} <= found


@pytest.mark.parametrize(
    "model,field", JSON_FIELDS, ids=[f"{m._meta.label}.{f.name}" for m, f in JSON_FIELDS]
)
def test_every_admin_json_field_refuses_a_deep_document(model, field, rf, admin_user):
    form_field = admin.site._registry[model].formfield_for_dbfield(field, rf.get("/"))
    with pytest.raises(ValidationError) as refused:
        form_field.clean(DEEP)
    assert "Nested too deeply" in str(refused.value)
    form_field.bound_data(DEEP, None)  # the form shown again with what was sent

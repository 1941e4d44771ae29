"""A preset that another preset's blend names cannot be deleted or renamed away.

A fourth hostile pass: deleting "narrator" while "brand" blended it (F1:0.7+narrator:0.3)
left "brand", and the tenant's default when it was one, answering 400 to every request
until someone found out why. What an admin expects is what a database's protected key
does: the delete (API, admin page, admin bulk action) and the rename (API, admin) are
refused with an error naming the presets that use it, and nothing changes; deleting both
together, or the blend first, works. A part already missing is named with its preset.
"""

import pytest
from django.test import Client

from engine.errors import InvalidVoice
from lexicon.models import VoicePreset
from synth import voices
from synth.conf import model_folder
from tests.test_admin_lexicon_tools import preset_form
from tests.test_api_support import client_for, error

pytestmark = [pytest.mark.backend, pytest.mark.usefixtures("sync_jobs")]

PRESETS = "/admin/lexicon/voicepreset/"


@pytest.fixture
def presets(make_tenant, make_member):
    tenant = make_tenant("acme")
    narrator = VoicePreset.objects.create(tenant=tenant, name="narrator", voice="M1")
    brand = VoicePreset.objects.create(
        tenant=tenant, name="brand", blend="F1:0.7+narrator:0.3", is_default=True
    )
    staff = Client()
    staff.force_login(make_member(tenant, "editor"))
    return tenant, narrator, brand, staff


def names(tenant) -> list[str]:
    return sorted(VoicePreset.objects.filter(tenant=tenant).values_list("name", flat=True))


def test_the_api_refuses_to_delete_a_part_and_names_its_users(presets):
    tenant, narrator, _, _ = presets
    response = client_for(tenant).delete(f"/api/v1/presets/{narrator.pk}")
    assert response.status_code == 409
    assert error(response)["code"] == "preset_in_use"
    assert "'brand'" in error(response)["message"]
    assert names(tenant) == ["brand", "narrator"]


def test_the_api_refuses_to_rename_a_part(presets):
    tenant, narrator, _, _ = presets
    response = client_for(tenant).patch(
        f"/api/v1/presets/{narrator.pk}", {"name": "voiceover"}, content_type="application/json"
    )
    assert response.status_code == 409
    assert error(response)["code"] == "preset_in_use" and "'brand'" in error(response)["message"]
    assert names(tenant) == ["brand", "narrator"]


def test_the_admin_delete_page_refuses_a_part_and_names_its_users(presets):
    tenant, narrator, _, staff = presets
    url = f"{PRESETS}{narrator.pk}/delete/"
    page = staff.get(url)
    assert "part of the blend of &#x27;brand&#x27;" in page.content.decode()
    staff.post(url, {"post": "yes"})
    assert names(tenant) == ["brand", "narrator"]


def test_the_admin_bulk_delete_refuses_a_part_unless_its_users_go_too(presets):
    tenant, narrator, brand, staff = presets
    staff.post(
        PRESETS, {"action": "delete_selected", "_selected_action": [narrator.pk], "post": "yes"}
    )
    assert names(tenant) == ["brand", "narrator"]
    staff.post(
        PRESETS,
        {"action": "delete_selected", "_selected_action": [narrator.pk, brand.pk], "post": "yes"},
    )
    assert names(tenant) == []


def test_the_admin_refuses_to_rename_a_part(presets):
    tenant, narrator, _, staff = presets
    response = staff.post(
        f"{PRESETS}{narrator.pk}/change/", preset_form(tenant, name="voiceover", voice="M1")
    )
    assert response.status_code == 200  # the form again
    assert "'brand'" in response.context["adminform"].form.errors["name"][0]
    assert names(tenant) == ["brand", "narrator"]


def test_a_part_is_deleted_once_no_blend_names_it(presets):
    tenant, narrator, brand, _ = presets
    api = client_for(tenant)
    assert (
        api.patch(
            f"/api/v1/presets/{brand.pk}",
            {"voice": "F1:0.7+M2:0.3"},
            content_type="application/json",
        ).status_code
        == 200
    )
    assert api.delete(f"/api/v1/presets/{narrator.pk}").status_code == 204


def test_a_part_missing_already_is_named_with_its_preset(presets):
    tenant, narrator, brand, _ = presets
    VoicePreset.objects.filter(pk=narrator.pk).delete()  # as before the refusal
    with pytest.raises(InvalidVoice) as refused:
        voices.resolve(tenant, "brand", model_folder())
    assert "'brand'" in str(refused.value) and "'narrator'" in str(refused.value)

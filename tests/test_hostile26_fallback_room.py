"""A tenant's fallback clips have a room of their own (issue 30, the twenty-sixth hostile
pass's F-2): housekeeping never prunes a fallback clip, so a tenant that named a long clip
(57 MB at 643 s) as the fallback of each of its presets kept them past its storage quota
for good: 224 MB through 4 presets, ~11 GB through 200, against 1 GB. Now choosing one
that takes the tenant's fallback clips (their formats counted) past
SYNTH_FALLBACK_STORAGE_MB is refused: 400 ``fallback_too_large`` in the API, a form error
in the admin, a ValidationError for any other caller."""

import json

import pytest
from django.core.exceptions import ValidationError

from lexicon.models import VoicePreset
from synth.models import ClipEncoding, FallbackClip
from tests.test_api_support import client_for, error

pytestmark = pytest.mark.backend

MB = 1024 * 1024


@pytest.fixture
def acme(make_tenant, settings):
    settings.SYNTH_FALLBACK_STORAGE_MB = 1
    return make_tenant("acme")


def sized(make_clip, tenant, size: int):
    clip = make_clip(tenant)
    clip.size = size
    clip.save(update_fields=["size"])
    return clip


def post(api, body):
    return api.post("/api/v1/presets", json.dumps(body), content_type="application/json")


def test_presets_pinning_clips_past_the_room_are_refused(acme, make_clip):
    api = client_for(acme)
    first, second = sized(make_clip, acme, MB // 2), sized(make_clip, acme, MB // 2 + 1)
    assert post(api, {"name": "a", "voice": "F1", "fallback_clip": first.key}).status_code == 201
    refused = post(api, {"name": "b", "voice": "F1", "fallback_clip": second.key})
    assert refused.status_code == 400, refused.content[:300]
    assert error(refused)["code"] == "fallback_too_large"
    assert error(refused)["field"] == "fallback_clip"
    assert not VoicePreset.objects.filter(tenant=acme, name="b").exists()
    # The same clip again pins nothing more; a preset's own fallback is replaced, not added.
    assert post(api, {"name": "c", "voice": "F1", "fallback_clip": first.key}).status_code == 201
    preset = VoicePreset.objects.get(tenant=acme, name="a")
    moved = api.patch(
        f"/api/v1/presets/{preset.pk}",
        json.dumps({"fallback_clip": sized(make_clip, acme, MB // 4).key}),
        content_type="application/json",
    )
    assert moved.status_code == 200, moved.content[:300]


def test_a_clips_other_formats_count(acme, make_clip):
    clip = sized(make_clip, acme, MB // 2)
    ClipEncoding.objects.create(clip=clip, format="pcm", audio="x.pcm", size=MB // 2 + 1)
    with pytest.raises(ValidationError) as refused:
        FallbackClip.objects.choose(acme, None, clip)
    assert "fallback_clip" in refused.value.message_dict
    assert not FallbackClip.objects.exists()


def test_the_tenants_own_fallback_in_the_admin_is_refused_past_the_room(
    acme, make_clip, make_member
):
    from django.test import Client

    big = sized(make_clip, acme, 2 * MB)
    client = Client()
    client.force_login(make_member(acme, "admin"))
    page = client.get(f"/admin/tenancy/tenant/{acme.pk}/change/")
    form = page.context["adminform"].form
    data = {
        name: value
        for name, value in form.initial.items()
        if value is not None and not isinstance(value, list | dict)
    }
    data["fallback_clip"] = big.pk
    response = client.post(f"/admin/tenancy/tenant/{acme.pk}/change/", data)
    assert response.status_code == 200  # the form again, with its error
    assert "never pruned" in response.content.decode()
    assert not FallbackClip.objects.exists()

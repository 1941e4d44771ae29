"""The default preset a request without one plans with is read by one written-out query
(lexicon.models.default_preset, issue 36: the ORM spent 0.9 ms compiling it on every miss):
the tenant's default and no other row, with its fields as the ORM reads them."""

import pytest

from lexicon.models import VoicePreset, default_preset

pytestmark = pytest.mark.backend


def test_the_tenants_default_and_no_other(make_tenant):
    acme, other = make_tenant("acme"), make_tenant("other")
    assert default_preset(acme.pk) is None
    VoicePreset.objects.create(tenant=other, name="theirs", voice="F2", is_default=True)
    assert default_preset(acme.pk) is None
    VoicePreset.objects.create(tenant=acme, name="plain", voice="M1")  # the first: default
    calm = VoicePreset.objects.create(tenant=acme, name="calm", voice="F1", speed=0.9,
                                      is_default=True)  # fmt: skip
    found = default_preset(acme.pk)
    assert found == calm and found.tenant_id == acme.pk
    ormed = VoicePreset.objects.get(pk=calm.pk)
    for field in VoicePreset._meta.concrete_fields:
        assert getattr(found, field.attname) == getattr(ormed, field.attname), field.name
    assert found.is_default is True and found.speed == 0.9

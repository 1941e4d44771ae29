"""A preset moved to another tenant leaves no remembered answer naming it behind (issue
30, the twenty-eighth pass's L-3: an editor of two tenants moved preset "fb" from one to
the other; the first tenant's remembered body naming it stayed a 200 HIT for up to an hour,
where the same request with one character changed was a 400 ``unknown_preset``)."""

import pytest

from lexicon.models import VoicePreset
from tests.test_api_remembered_hits import speak
from tests.test_api_support import client_for, error

pytestmark = [pytest.mark.backend, pytest.mark.usefixtures("sync_jobs", "fresh_counts")]


def test_a_moved_preset_is_forgotten_by_the_tenant_it_left(make_tenant):
    acme, other = make_tenant("acme"), make_tenant("other")
    preset = VoicePreset.objects.create(tenant=acme, name="fb", voice="F1")
    api = client_for(acme)
    assert speak(api, preset="fb").status_code == 200
    again = speak(api, preset="fb")
    assert again.status_code == 200 and again["X-Cache"] == "HIT"
    preset.tenant = other
    preset.save()
    after = speak(api, preset="fb")
    assert after.status_code == 400, after.get("X-Cache")  # before: 200 HIT
    assert error(after)["code"] == "unknown_preset"
    assert speak(client_for(other), preset="fb").status_code == 200  # its new tenant's

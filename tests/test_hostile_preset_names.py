"""A preset's name is one a request can reach (issue 30, L1): unique per tenant whatever
its case, as voices are looked up ("pa" and "PA" could both be saved), and never a
built-in voice's id ("F1" was saved and was unreachable: the voice wins). Refused with a
stable code on every way in: 400 ``preset_exists`` or ``reserved_name`` from the API, the
form's error in the admin."""

import re

import pytest

from lexicon.models import VoicePreset
from tests.test_admin_lexicon_tools import preset_form
from tests.test_api_support import client_for, error

# On PostgreSQL too: the case-insensitive lookup is the database's.
pytestmark = pytest.mark.backend
PRESETS = "/api/v1/presets"


@pytest.fixture
def acme(make_tenant):
    return make_tenant("acme")


@pytest.mark.parametrize("taken,name", [("pa", "PA"), ("Narrator", "narrator")])
def test_the_api_refuses_a_name_taken_but_for_case(acme, taken, name):
    VoicePreset.objects.create(tenant=acme, name=taken, voice="F1")
    answer = client_for(acme).post(PRESETS, {"name": name, "voice": "M1"}, "application/json")
    assert answer.status_code == 400
    assert (error(answer)["code"], error(answer)["field"]) == ("preset_exists", "name")
    assert VoicePreset.objects.filter(tenant=acme).count() == 1


def test_the_api_refuses_a_rename_onto_another_case(acme):
    VoicePreset.objects.create(tenant=acme, name="pa", voice="F1")
    other = VoicePreset.objects.create(tenant=acme, name="other", voice="F1")
    api = client_for(acme)
    answer = api.patch(f"{PRESETS}/{other.pk}", {"name": "Pa"}, "application/json")
    assert (answer.status_code, error(answer)["code"]) == (400, "preset_exists")
    # Its own name in another case is no clash.
    renamed = api.patch(f"{PRESETS}/{other.pk}", {"name": "Other"}, "application/json")
    assert renamed.status_code == 200, renamed.content


@pytest.mark.parametrize("name", ["F1", "m5", "M3"])
def test_the_api_refuses_a_built_in_voices_name(acme, name):
    answer = client_for(acme).post(PRESETS, {"name": name, "voice": "M1"}, "application/json")
    assert answer.status_code == 400
    assert (error(answer)["code"], error(answer)["field"]) == ("reserved_name", "name")
    assert not VoicePreset.objects.exists()


def test_another_tenant_may_use_the_same_name(acme, make_tenant):
    VoicePreset.objects.create(tenant=make_tenant("globex"), name="pa", voice="F1")
    answer = client_for(acme).post(PRESETS, {"name": "PA", "voice": "M1"}, "application/json")
    assert answer.status_code == 201, answer.content


@pytest.mark.parametrize(
    "name,says", [("PA", "already exists"), ("F2", "a built-in voice&#x27;s name")]
)
def test_the_admin_refuses_them_too(acme, make_member, client, name, says):
    VoicePreset.objects.create(tenant=acme, name="pa", voice="F1")
    client.force_login(make_member(acme, "editor"))
    response = client.post(
        "/admin/lexicon/voicepreset/add/", preset_form(acme, name=name, voice="M1")
    )
    assert response.status_code == 200  # the form again, with its error
    page = response.content.decode()
    assert says in page, re.findall(r"errorlist.{0,300}", page)
    assert VoicePreset.objects.filter(tenant=acme).count() == 1

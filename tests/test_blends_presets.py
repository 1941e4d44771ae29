"""A preset may be a blend: over the API (in its voice field) and in the admin, whose page
previews a voice before it is saved."""

import json

import pytest

from lexicon.models import VoicePreset
from synth.models import Clip, SynthesisJob
from synth.speech import plan_speech
from tests.test_admin_lexicon_tools import preset_form
from tests.test_api_support import client_for, decode, error

pytestmark = pytest.mark.usefixtures("job_settings")

URL = "/api/v1/presets"
ADD = "/admin/lexicon/voicepreset/add/"
PREVIEW = "/admin/lexicon/voicepreset/preview/"


@pytest.fixture
def acme(make_tenant):
    return make_tenant("acme")


def post(api, body):
    return api.post(URL, json.dumps(body), content_type="application/json")


def test_a_preset_stores_a_blend_in_its_voice(acme):
    api = client_for(acme)
    response = post(api, {"name": "warm", "voice": "F1:0.7+M3:0.3", "speed": 1.1})
    assert response.status_code == 201, response.content
    assert response.json()["voice"] == "F1:0.7+M3:0.3"
    preset = VoicePreset.objects.get(tenant=acme, name="warm")
    assert (preset.blend, preset.voice, preset.style) == ("F1:0.7+M3:0.3", "", None)
    plan = plan_speech(acme, "Hello there.", preset=preset)
    assert plan.voice == "blend:F1:0.7+M3:0.3"
    assert plan.key == plan_speech(acme, "Hello there.", voice="F1:0.7+M3:0.3", speed=1.1).key
    # Back to a built-in voice: the blend goes.
    changed = api.patch(f"{URL}/{preset.pk}", {"voice": "M2"}, "application/json")
    assert changed.status_code == 200 and changed.json()["voice"] == "M2"
    preset.refresh_from_db()
    assert (preset.blend, preset.voice) == ("", "M2")


@pytest.mark.parametrize(
    "voice,code",
    [
        ("F1:0.7+Z9:0.3", "invalid_voice"),
        ("F1:-1+M3", "invalid"),
        ("F1+M1+M2+M3+M4", "invalid"),
        ("F1+warm", "invalid"),  # itself
        ("Z9", "invalid"),
    ],
)
def test_a_bad_blend_preset_is_refused_on_its_voice(acme, voice, code):
    response = post(client_for(acme), {"name": "warm", "voice": voice})
    assert response.status_code == 400, response.content
    assert error(response)["field"] == "voice" and error(response)["code"] == code
    assert not VoicePreset.objects.exists()


def test_a_blend_preset_may_mix_the_tenants_own_presets_but_not_anothers(acme, make_tenant):
    post(client_for(acme), {"name": "calm", "voice": "F2"})
    mine = post(client_for(acme), {"name": "warm", "voice": "calm:0.5+M3:0.5"})
    assert mine.status_code == 201
    theirs = post(client_for(make_tenant("charlie")), {"name": "warm", "voice": "calm+M3"})
    assert theirs.status_code == 400 and error(theirs)["code"] == "invalid_voice"


# --- the admin -----------------------------------------------------------------------------


def test_an_editor_saves_a_blend_preset_in_the_admin(client, acme, make_member):
    client.force_login(make_member(acme, "editor"))
    response = client.post(ADD, preset_form(acme, blend="F1(2)+M3(1)"))
    assert response.status_code == 302
    preset = VoicePreset.objects.get(tenant=acme)
    assert preset.blend == "F1(2)+M3(1)" and preset.voice == "" and preset.style is None
    page = client.get("/admin/lexicon/voicepreset/").content.decode()
    assert "blend F1(2)+M3(1)" in page


@pytest.mark.parametrize(
    "extra,message",
    [
        ({"blend": "F1+nobody"}, "unknown voice &#x27;nobody&#x27;"),
        ({"blend": "F1:0+M3"}, "must be a positive number"),
        ({"blend": "F1+M3", "voice": "M1"}, "one of the three"),
    ],
)
def test_a_bad_blend_is_refused_in_the_admin_form(client, acme, make_member, extra, message):
    client.force_login(make_member(acme, "editor"))
    page = client.post(ADD, preset_form(acme, **extra)).content.decode()
    assert message in page
    assert not VoicePreset.objects.exists()


def test_the_preview_plays_a_blend_before_it_is_saved(client, acme, make_member, sync_jobs):
    client.force_login(make_member(acme, "editor"))
    sample = {"tenant": acme.pk, "voice": "F1:0.7+M3:0.3", "lang": "en", "speed": "1.2"}
    response = client.get(PREVIEW, sample)
    assert response.status_code == 200 and response["Content-Type"] == "audio/wav"
    samples, rate = decode(response.getvalue())
    assert len(samples) > rate // 10
    clip = Clip.objects.get(tenant=acme)
    assert clip.voice == "blend:F1:0.7+M3:0.3" and clip.speed == 1.2
    assert not VoicePreset.objects.exists()
    page = client.get(ADD).content.decode()
    assert 'id="preview-button"' in page and PREVIEW in page


def test_the_preview_says_what_is_wrong_with_a_blend(client, acme, make_member):
    client.force_login(make_member(acme, "editor"))
    response = client.get(PREVIEW, {"tenant": acme.pk, "voice": "F1:-2+M3"})
    assert response.status_code == 400
    assert "must be a positive number" in response.content.decode()
    assert client.get(PREVIEW, {"tenant": acme.pk}).status_code == 400
    for speed in ("fast", "9", "nan"):
        slow = client.get(PREVIEW, {"tenant": acme.pk, "voice": "F1", "speed": speed})
        assert slow.status_code == 400, speed


def test_only_editors_of_the_tenant_may_preview(client, acme, make_member, make_tenant):
    """Not one of the user's tenants, or none chosen yet: the same plain-text 400 that the
    page shows as it is (it was a 404 page's HTML in the preview's status line)."""
    answers = []
    client.force_login(make_member(acme, "reviewer"))
    answers.append(client.get(PREVIEW, {"tenant": acme.pk, "voice": "F1"}))
    client.force_login(make_member(make_tenant("charlie"), "editor"))
    answers.append(client.get(PREVIEW, {"tenant": acme.pk, "voice": "F1"}))
    answers.append(client.get(PREVIEW, {"voice": "F1"}))  # the add form, no tenant chosen
    for answer in answers:
        assert answer.status_code == 400
        assert answer["Content-Type"].startswith("text/plain")
        assert answer.content == b"choose the preset's tenant first, then preview"
    assert not Clip.objects.exists()


def test_a_one_tenant_editor_finds_the_tenant_chosen_on_an_add_form(client, acme, make_member):
    client.force_login(make_member(acme, "editor"))
    for add in ("/admin/lexicon/voicepreset/add/", "/admin/lexicon/lexiconentry/add/"):
        form = client.get(add).content.decode()
        assert f'<option value="{acme.pk}" selected>' in form, add
        assert (
            '<option value="" selected>'
            not in form.split('name="tenant"', 1)[1].split("</select>")[0]
        )


def test_the_synthesize_command_takes_a_blend_presets_voice_as_a_request_does(acme):
    from synth.speech import voice_settings

    preset = VoicePreset.objects.create(tenant=acme, name="warm", blend="F1:0.7+M3:0.3")
    chosen = voice_settings(preset)
    assert chosen["voice"].digest == plan_speech(acme, "Hello there.", preset=preset).style.digest


def test_a_preview_not_made_yet_is_a_202_to_ask_again(client, acme, make_member, job_settings):
    # No worker runs here: the job stays queued, and the request holds nothing while it does.
    client.force_login(make_member(acme, "editor"))
    sample = {"tenant": acme.pk, "voice": "F1:0.5+M3:0.5", "lang": "en"}
    response = client.get(PREVIEW, sample)
    assert response.status_code == 202 and response["Retry-After"] == "1"
    assert not Clip.objects.exists()
    again = client.get(PREVIEW, sample)  # joins the same job
    assert again.status_code == 202
    assert SynthesisJob.objects.count() == 1

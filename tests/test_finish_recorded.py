"""A clip records how it was finished (the loudness target, the true-peak ceiling, the
silence kept at its ends), and shows it in GET /api/v1/clips/{id} and on the admin's clip
page; a clip made unfinished records none."""

import pytest

from lexicon.models import VoicePreset
from tests.test_api_support import client_for, synthesize

pytestmark = pytest.mark.usefixtures("job_settings")

PARAMS = {"voice": "M1", "lang": "en", "steps": 2}


def shown(client, make_member, clip) -> tuple[dict | None, str]:
    """The clip's ``finish`` in the API, and its clip page as a reviewer sees it."""
    api = client_for(clip.tenant).get(f"/api/v1/clips/{clip.key}").json()["finish"]
    client.force_login(make_member(clip.tenant, "reviewer"))
    return api, client.get(f"/admin/synth/clip/{clip.pk}/change/").content.decode()


def test_a_finished_clip_records_its_target_ceiling_and_trim(make_tenant, make_member, client):
    acme = make_tenant("acme", trim_silence_ms=150)
    preset = VoicePreset.objects.create(
        tenant=acme, name="loud", voice="M1", loudness_lufs=-16, true_peak_dbtp=-2
    )
    clip = synthesize(acme, "Hello there.", preset=preset, **PARAMS)
    recorded = {
        "target_lufs": -16.0,
        "true_peak_dbtp": -2.0,
        "trim_silence_to": 0.15,
        "silence_db": -50.0,
    }
    assert clip.finish == recorded
    api, page = shown(client, make_member, clip)
    assert api == recorded
    finished = "-16 LUFS, true peak under -2 dBTP; 150 ms of silence at the ends"
    assert f'<tr><th>audio finishing</th><td id="finish">{finished}</td></tr>' in page


def test_an_unfinished_clip_records_none(make_tenant, make_member, client):
    acme = make_tenant("acme", loudness_lufs=-16.0)
    preset = VoicePreset.objects.create(tenant=acme, name="raw", voice="M1", finish_audio=False)
    clip = synthesize(acme, "Hello there.", preset=preset, **PARAMS)
    assert clip.finish is None
    api, page = shown(client, make_member, clip)
    assert api is None
    # Said plainly: "finished: not finished" read as a job still running (issue 34).
    none = "none: as the model made it"
    assert f'<tr><th>audio finishing</th><td id="finish">{none}</td></tr>' in page

"""The playground: a signed-in member speaks a text for their tenant through the API's
flow, limits, quota, messages and tenant boundary."""

import asyncio
import html
import re

import pytest
from django.test import Client

from api.throttles import quota_used
from home import views
from lexicon.models import VoicePreset
from synth.models import Clip, SynthesisJob
from synth.worker import run_job
from tests.test_api_support import client_for, decode, error

# Backend-dependent, so on the PostgreSQL + Redis pass too: the API's flow, quota and tenant
# boundary.
pytestmark = pytest.mark.backend


@pytest.fixture
def acme(make_tenant):
    return make_tenant("acme")


@pytest.fixture
def editor(acme, make_member):
    client = Client()
    client.force_login(make_member(acme, "editor"))
    return client


def speak(client, tenant, **fields):
    return client.post("/playground/", {"tenant": tenant.pk, "format": "wav", **fields})


def refusal(response) -> str:
    found = re.search(
        r'id="refusal"><strong>([^<]+)</strong>(?: \(([^)]*)\))?: ([^<]*)</p>',
        response.content.decode(),
    )
    assert found, response.content.decode()
    return found.group(1), found.group(2), html.unescape(found.group(3))


def test_someone_not_signed_in_is_sent_to_the_login_page(client, db):
    response = client.get("/playground/")
    assert response.status_code == 302
    assert response["Location"].startswith("/admin/login/?next=/playground/")


def test_a_member_hears_the_clip_and_sees_the_normalized_text(
    sync_jobs, fresh_counts, acme, editor, make_entry
):
    make_entry(acme, "SaaS", "sass")
    response = speak(editor, acme, text="Our SaaS ships.", voice="F2", lang="en")
    page = response.content.decode()
    assert response.status_code == 200, page
    clip = Clip.objects.get(tenant=acme)
    assert clip.voice == "F2" and clip.text == "Our SaaS ships."
    assert re.search(r'id="normalized">Our sass ships.</p>', page)
    assert "lexicon" in page and "&#x27;SaaS&#x27;" not in page  # a change row, escaped once
    audio_url = re.search(r'<audio controls autoplay src="([^"]+)"', page).group(1)
    audio = editor.get(audio_url)
    assert audio.status_code == 200 and audio["Content-Type"] == "audio/wav"
    body = b"".join(audio.streaming_content) if audio.streaming else audio.content
    samples, rate = decode(body)
    assert rate == clip.sample_rate and len(samples) > 0


def test_it_charges_the_tenants_daily_characters_and_counts_its_usage(
    sync_jobs, fresh_counts, acme, editor
):
    from metering.models import Usage

    speak(editor, acme, text="Hello there.")
    speak(editor, acme, text="Hello there.")  # the same: a cache hit, charged like the API's
    assert quota_used(acme)[0] == 2 * len("Hello there.")
    day = Usage.objects.get(tenant=acme)
    assert (day.requests, day.hits, day.characters) == (2, 1, 2 * len("Hello there."))


def test_the_tenants_preset_decides_what_the_form_leaves_out(sync_jobs, fresh_counts, acme, editor):
    VoicePreset.objects.create(tenant=acme, name="calm", voice="M3", steps=2)
    page = editor.get("/playground/").content.decode()
    assert '<option value="calm"' in page
    assert speak(editor, acme, text="Hello there.", preset="calm").status_code == 200
    assert Clip.objects.get(tenant=acme).voice == "M3"


@pytest.mark.parametrize(
    "fields",
    [
        {"text": ""},
        {"text": "Hello.", "voice": "Z9"},
        {"text": "Hello.", "lang": "xx"},
        {"text": "Hello.", "preset": "nobody-has-it"},
        {"text": "Hello.", "format": "midi"},
    ],
    ids=["empty text", "unknown voice", "unknown language", "unknown preset", "bad format"],
)
def test_bad_input_gets_the_apis_code_and_message(job_settings, fresh_counts, acme, editor, fields):
    api = client_for(acme).post(
        "/api/v1/speech", {"format": "wav", **fields}, content_type="application/json"
    )
    ours = speak(editor, acme, **fields)
    assert ours.status_code == api.status_code
    expected = error(api)
    assert refusal(ours) == (expected["code"], expected["field"], expected["message"])
    assert not SynthesisJob.objects.exists()


def test_a_text_over_the_limit_is_refused_as_by_the_api(
    job_settings, fresh_counts, acme, editor, settings
):
    settings.API_MAX_TEXT_CHARS = 20
    ours = speak(editor, acme, text="x" * 21)
    assert ours.status_code == 413
    assert refusal(ours)[0] == "text_too_long"


def test_beyond_the_daily_characters_it_is_refused(
    job_settings, fresh_counts, acme, editor, settings
):
    settings.API_DAILY_CHARS = 5
    ours = speak(editor, acme, text="Hello there.")
    assert ours.status_code == 429
    assert refusal(ours)[0] == "quota_exceeded"
    assert not SynthesisJob.objects.exists()


def test_a_slow_job_is_left_to_the_worker_and_said_so(
    job_settings, fresh_counts, acme, editor, settings
):
    settings.API_DEFAULT_WAIT = 0
    page = speak(editor, acme, text="Hello there.").content.decode()
    job = SynthesisJob.objects.get(tenant=acme)
    assert job.status == SynthesisJob.Status.QUEUED  # nothing synthesized in the web process
    assert f"Still synthesizing (job {job.pk})" in page
    assert 'id="normalized">Hello there.</p>' in page
    # The page looks at the job again, without asking (and paying) for the request again.
    again = re.search(r'http-equiv="refresh" content="2;url=([^"]+)"', page).group(1)
    again = html.unescape(again)
    assert f"job={job.pk}" in again
    assert "Still synthesizing" in editor.get(again).content.decode()
    run_job(str(job.pk))
    done = editor.get(again).content.decode()
    clip = Clip.objects.get(tenant=acme)
    assert f'src="/playground/clips/{clip.pk}.wav"' in done
    assert 'id="normalized">Hello there.</p>' in done and "refresh" not in done
    assert quota_used(acme)[0] == len("Hello there.")


def test_another_tenants_job_is_no_job(job_settings, fresh_counts, acme, editor, make_tenant):
    from synth.dispatch import clip_or_job
    from synth.speech import plan_speech

    job = clip_or_job(plan_speech(make_tenant("theirs"), "Theirs only."))
    assert editor.get(f"/playground/?job={job.pk}").status_code == 404
    assert editor.get("/playground/?job=not-a-uuid").status_code == 404


def test_a_database_outage_is_the_apis_503_not_a_crash(job_settings, acme, editor, monkeypatch):
    from django.db import OperationalError

    from synth import flow

    def unavailable(*args, **kwargs):
        raise OperationalError("server closed the connection unexpectedly")

    monkeypatch.setattr(flow, "begin", unavailable)
    response = speak(editor, acme, text="Hello there.")
    assert response.status_code == 503
    assert refusal(response)[0] == "database_unavailable"


def test_the_view_waits_on_the_event_loop():
    # An async view: the wait for the job is awaited, holding no thread (synth.flow.wait).
    assert asyncio.iscoroutinefunction(views.playground_view)


def test_charlie_cannot_speak_for_or_hear_another_tenant(
    sync_jobs, fresh_counts, acme, make_tenant, make_member
):
    from tests.test_api_support import synthesize

    theirs = make_tenant("theirs")
    clip = synthesize(acme, "Acme only.")
    charlie = Client()
    charlie.force_login(make_member(theirs, "editor", "charlie"))
    page = charlie.get("/playground/").content.decode()
    assert "Acme" not in page
    response = speak(charlie, acme, text="Hello there.")
    assert response.status_code == 404
    assert refusal(response) == ("not_found", "tenant", "choose one of your tenants")
    assert not Clip.objects.filter(tenant=acme).exclude(pk=clip.pk).exists()
    assert charlie.get(f"/playground/clips/{clip.pk}.wav").status_code == 404
    missing = charlie.get(f"/playground/clips/{clip.pk + 1000}.wav")
    assert missing.status_code == 404


def test_an_inactive_tenant_cannot_be_used_as_its_keys_cannot(job_settings, acme, editor):
    acme.active = False
    acme.save()
    assert (
        "You are not a member of any active tenant" in editor.get("/playground/").content.decode()
    )
    response = speak(editor, acme, text="Hello there.")
    assert refusal(response)[0] == "not_found"
    assert not SynthesisJob.objects.exists()


def test_a_member_with_one_tenant_finds_it_chosen(acme, editor, job_settings):
    page = editor.get("/playground/").content.decode()
    assert f'<option value="{acme.pk}" selected>' in page


def test_a_superuser_chooses_among_every_tenant(job_settings, make_tenant, admin_client):
    make_tenant("one"), make_tenant("two")
    page = admin_client.get("/playground/").content.decode()
    assert "choose…" in page and ">One<" in page and ">Two<" in page


def test_a_post_without_the_csrf_token_is_refused(acme, make_member, job_settings):
    client = Client(enforce_csrf_checks=True)
    client.force_login(make_member(acme, "editor"))
    assert speak(client, acme, text="Hello there.").status_code == 403
    assert not SynthesisJob.objects.exists()

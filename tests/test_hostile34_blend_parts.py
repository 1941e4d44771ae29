"""A blend is stored as its parts, never as a style of its own (the thirty-fourth hostile
pass). H-1: a blend naming a preset with an uploaded style (``brand:1+M3:<any weight>``)
kept a new style row of about 88 kB for every weight, for a request charged one character
at most (none when the queue refused it): 5,997 rows, 527 MB, in one pass. A job names a
blend's parts now (a built-in voice by name, an uploaded one by digest) and the worker mixes
them again; only the preset's own style is kept, once. L-1: a blend's clip could not be
re-rendered when its label rounded the weights (``F1(2)+M3(1)``: 39 of 40 blend clips);
the label now keeps each weight exactly."""

import numpy as np
import pytest
from django.db import connection  # noqa: F401 (the skipif reads it)

from engine.styles import Style, style_json
from lexicon.models import VoicePreset
from review.rerender import plan_for
from synth.conf import model_folder
from synth.dispatch import clip_or_job
from synth.models import BatchItem, Clip, PlannedStyle, Sentence, SynthesisJob
from synth.speech import plan_speech
from synth.worker import run_job
from tests.test_api_support import client_for, stored_samples

pytestmark = pytest.mark.backend

PARAMS = {"lang": "en", "steps": 2, "seed": 7}


@pytest.fixture
def acme(make_tenant):
    tenant = make_tenant("acme")
    f1 = model_folder().style("F1")
    preset = VoicePreset(tenant=tenant, name="brand")
    preset.set_style(style_json(Style(np.float32(0.9) * f1.ttl, np.float32(1.1) * f1.dp)), "b")
    preset.save()
    return tenant


def test_blends_of_an_uploaded_style_at_many_weights_keep_one_style(sync_jobs, acme):
    api = client_for(acme)
    for weight in range(1, 21):
        body = {"text": "Hi.", "voice": f"brand:1+M3:{weight}", "steps": 2, "format": "wav"}
        assert api.post("/api/v1/speech", body, "application/json").status_code == 200
    items = [{"text": "Hi.", "voice": f"brand:{w}+F1:1", "steps": 2} for w in range(1, 41)]
    made = api.post("/api/v1/batches", {"items": items}, "application/json")
    assert made.status_code == 202, made.content
    assert PlannedStyle.objects.count() == 1  # the preset's, not one per weight (was 61)
    sizes = [len(str(p)) for p in BatchItem.objects.values_list("params", flat=True)]
    assert max(sizes) < 4_096


def test_a_miss_the_queue_refuses_keeps_no_style(sync_jobs, acme):
    sync_jobs.SYNTH_MAX_QUEUE = 0  # no room: refused before any job
    body = {"text": "Hi.", "voice": "brand:1+M3:3", "steps": 2, "format": "wav"}
    response = client_for(acme).post("/api/v1/speech", body, "application/json")
    assert response.status_code == 503 or response.status_code == 429, response.content
    assert not SynthesisJob.objects.exists()
    # At most the preset's own style, kept once: never the blend (was one row per weight).
    blend = plan_speech(acme, "Hi.", voice="brand:1+M3:3", steps=2).style.digest
    assert not PlannedStyle.objects.filter(digest=blend).exists()
    assert PlannedStyle.objects.count() <= 1


def test_a_blend_with_an_uploaded_part_synthesizes_what_its_tensors_did(job_settings, acme):
    plan = plan_speech(acme, "A brand blend.", voice="brand:0.4+M3:0.6", **PARAMS)
    job = clip_or_job(plan)
    assert job.params["voice"]["blend"][1] == ["M3", 0.6]
    assert run_job(str(job.pk)) == "done"
    mixed = stored_samples(Clip.objects.get(tenant=acme, key=plan.key))
    Clip.objects.all().delete()
    Sentence.objects.all().delete()
    inline = {
        "style_ttl": {"dims": list(plan.style.ttl.shape), "data": plan.style.ttl.tolist()},
        "style_dp": {"dims": list(plan.style.dp.shape), "data": plan.style.dp.tolist()},
    }
    old = SynthesisJob.objects.create(
        tenant=acme, key=plan.key, params={**job.params, "voice": inline}
    )
    assert run_job(str(old.pk)) == "done"
    assert np.array_equal(stored_samples(Clip.objects.get(tenant=acme, key=plan.key)), mixed)


def test_a_blend_whose_uploaded_part_is_gone_fails_with_style_missing(job_settings, acme):
    job = clip_or_job(plan_speech(acme, "A brand blend.", voice="brand:1+M3:1", **PARAMS))
    PlannedStyle.objects.all().delete()
    run_job(str(job.pk))
    job.refresh_from_db()
    assert (job.status, job.error_code) == ("failed", "style_missing")


@pytest.mark.parametrize("voice", ["F1(2)+M3(1)", "F1:0.123456+M3:0.3", "brand(1)+F2(2)"])
def test_a_blend_clip_plans_the_same_blend_again(job_settings, acme, voice):
    plan = plan_speech(acme, "Said in a blend.", voice=voice, **PARAMS)
    job = clip_or_job(plan)
    assert run_job(str(job.pk)) == "done"
    clip = Clip.objects.get(tenant=acme, key=plan.key)
    again = plan_for(clip)  # was CannotRerender: "its voice blend's parts changed since"
    assert again.style.digest == clip.voice_digest and again.key == clip.key


def test_a_tenants_kept_styles_are_bounded(sync_jobs, acme, make_tenant):
    """A preset's style can change with each write: each new one kept for a job is a row of
    up to 210 kB, so a tenant keeps at most SYNTH_TENANT_MAX_STYLES of them."""
    sync_jobs.SYNTH_TENANT_MAX_STYLES = 2
    api = client_for(acme)
    preset = VoicePreset.objects.get(tenant=acme, name="brand")
    f1 = model_folder().style("F1")
    answers = []
    for n in range(4):
        changed = Style(np.float32(0.5 + n / 10) * f1.ttl, f1.dp)
        preset.set_style(style_json(changed), "b")
        preset.save()
        body = {"text": f"Take {n}.", "preset": "brand", "steps": 2, "format": "wav"}
        answers.append(api.post("/api/v1/speech", body, "application/json"))
    assert [a.status_code for a in answers] == [200, 200, 429, 429]
    assert answers[2].json()["error"]["code"] == "too_many_styles"
    assert PlannedStyle.objects.filter(tenant=acme).count() == 2
    # A blend naming the preset needs its new style kept too; another tenant keeps its own.
    body = {"text": "Again.", "voice": "brand:1+M3:1", "steps": 2, "format": "wav"}
    assert api.post("/api/v1/speech", body, "application/json").status_code == 429
    other = make_tenant("other")
    VoicePreset.objects.create(tenant=other, name="brand", style=preset.style)
    body = {"text": "Theirs.", "preset": "brand", "steps": 2, "format": "wav"}
    assert client_for(other).post("/api/v1/speech", body, "application/json").status_code == 200


@pytest.mark.django_db(transaction=True)
# The test database on SQLite is shared memory, whose writers fail at once ("table is
# locked") rather than wait; BEGIN IMMEDIATE serialises them in a real file.
@pytest.mark.skipif("connection.vendor != 'postgresql'")
def test_new_styles_at_once_keep_to_the_bound(job_settings, make_tenant, settings):
    """Counted and written under the tenant's lock (the thirty-sixth pass, L-1: in the
    Redis mode 29 of 30 misses at once kept a new style with a limit of 5)."""
    import threading

    from django.db import connection as default_connection

    from metering.limits import LimitReached

    settings.SYNTH_TENANT_MAX_STYLES = 3
    tenant = make_tenant("acme")
    f1 = model_folder().style("F1")
    styles = [Style(np.float32(0.5 + n / 100) * f1.ttl, f1.dp) for n in range(12)]
    barrier, refused, failed = threading.Barrier(len(styles)), [], []

    def keep(style):
        try:
            barrier.wait()
            PlannedStyle.objects.keep(tenant.pk, style)
        except LimitReached:
            refused.append(style)
        except Exception as exc:  # noqa: BLE001 (named below)
            failed.append(repr(exc))
        finally:
            default_connection.close()

    threads = [threading.Thread(target=keep, args=(style,)) for style in styles]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)
    assert not failed
    assert PlannedStyle.objects.filter(tenant=tenant).count() == 3
    assert len(refused) == 9

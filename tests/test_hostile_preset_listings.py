"""Hostile pass 16, O-4 and O-6: no listing of presets reads a preset's uploaded style.

A style is about 160 kB of JSON (12,928 numbers), decoded per row when a query names the
column. None of the listings below shows it, so none of their queries may name it: the
presets API (list and one preset), the voice lists (ours, ElevenLabs', OpenAI's), the
playground's form, and every admin page that lists presets or joins them (the preset list,
the review queue and its preset filter, the test sets and their form). The review queue's
list does not read its clips' chunks or reading (JSON of every sentence) either.
"""

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext

from lexicon.models import VoicePreset
from review.models import TestSet
from synth.models import Clip
from tests.test_api_support import client_for, key_for
from tests.test_voice_presets import style

pytestmark = pytest.mark.backend


def style_read(queries) -> list[str]:
    return [q["sql"] for q in queries if "voicepreset" in q["sql"] and '"style"' in q["sql"]]


@pytest.fixture
def styled(make_tenant, make_clip):
    """A tenant with three uploaded-style presets, a built-in one, a clip of each and a
    test set naming one."""
    tenant = make_tenant("acme")
    presets = []
    for i in range(3):
        preset = VoicePreset(tenant=tenant, name=f"brand{i}")
        preset.set_style(style(), "brand.json")
        preset.save()
        presets.append(preset)
    presets.append(VoicePreset.objects.create(tenant=tenant, name="calm", voice="F1"))
    for preset in presets:
        clip = make_clip(tenant)
        Clip.objects.filter(pk=clip.pk).update(preset=preset, chunks=[{"text": "Hello."}])
    TestSet.objects.create(tenant=tenant, name="set", preset=presets[0], sentences="Hello.")
    return tenant, presets


def read(client, path):
    with CaptureQueriesContext(connection) as queries:
        response = client.get(path)
    assert response.status_code == 200, (path, response.content[:500])
    return response, queries.captured_queries


@pytest.mark.parametrize(
    "path",
    [
        "/api/v1/presets",
        "/api/v1/presets/{pk}",
        "/api/v1/voices",
        "/v1/voices",
        "/v1/voices/brand1",
        "/v1/audio/voices",
    ],
)
def test_no_api_listing_of_presets_reads_a_style(styled, path):
    tenant, presets = styled
    key = key_for(tenant)
    api = Client(headers={"Authorization": f"Bearer {key}", "xi-api-key": key})
    response, queries = read(api, path.format(pk=presets[1].pk))
    assert "brand1" in response.content.decode()
    assert style_read(queries) == []


ADMIN_PAGES = [
    "/admin/lexicon/voicepreset/",
    "/admin/synth/clip/",
    "/admin/synth/clip/?queue=all",
    "/admin/synth/clip/?queue=all&preset__id__exact={pk}",
    "/admin/review/testset/",
    "/admin/review/testset/add/",
    "/playground/?tenant={tenant}",
]


@pytest.mark.parametrize("path", ADMIN_PAGES)
@pytest.mark.parametrize("role", ["reviewer", "editor"])
def test_no_admin_page_listing_or_joining_presets_reads_a_style(
    client, styled, make_member, path, role
):
    tenant, presets = styled
    client.force_login(make_member(tenant, role))
    with CaptureQueriesContext(connection) as queries:
        response = client.get(path.format(pk=presets[0].pk, tenant=tenant.pk))
    if response.status_code == 403:  # a page the role may not open reads nothing
        assert role == "reviewer"
        return
    assert response.status_code == 200, (path, response.content[:500])
    assert "brand0" in response.content.decode()
    assert style_read(queries.captured_queries) == []


def test_the_review_queue_reads_no_clip_chunks_or_reading(client, styled, make_member):
    tenant, _ = styled
    client.force_login(make_member(tenant, "reviewer"))
    response, queries = read(client, "/admin/synth/clip/?queue=all")
    assert "preset brand2" in response.content.decode()
    clip_columns = [q["sql"] for q in queries if '"synth_clip"."chunks"' in q["sql"]]
    clip_columns += [q["sql"] for q in queries if '"synth_clip"."reading"' in q["sql"]]
    assert clip_columns == []


def test_a_preset_write_still_reads_and_keeps_its_style(styled):
    """The API defers the style on reads only: a change keeps the uploaded style."""
    import json

    tenant, presets = styled
    api = client_for(tenant)
    url = f"/api/v1/presets/{presets[0].pk}"
    changed = api.patch(url, json.dumps({"speed": 1.2}), "application/json")
    assert changed.status_code == 200, changed.content
    kept = VoicePreset.objects.get(pk=presets[0].pk)
    assert kept.style == presets[0].style and kept.speed == 1.2

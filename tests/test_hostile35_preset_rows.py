"""A plan keeps its preset without the preset's uploaded style (the thirty-fifth hostile pass,
H-1). Every plan read its preset's whole row, the style's ~150 kB of JSON with it (the
tenant's default preset too, even for an item naming a built-in voice), parsed it and kept
it: 417 kB and 22 ms per batch item for a tenant whose default preset is an uploaded style,
674 kB for a blend of four; a 1,000-item batch took a web process from 269 to 1,049 MB, two
at once to 1,807 MB, and other tenants' requests waited up to 28 times longer. Presets are
read without their style now (``lexicon.models.default_preset``,
``synth.voices.presets_named``) and a style is read into tensors once per process and digest
(``synth.voices.preset_style``, bounded)."""

import gc
import tracemalloc

import numpy as np
import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from engine.styles import Style, style_json
from lexicon.models import VoicePreset
from synth import flow, voices
from synth.conf import model_folder
from tests.test_api_support import client_for

pytestmark = pytest.mark.backend


def uploaded(tenant, name: str, scale: float, *, default: bool = False) -> VoicePreset:
    f1 = model_folder().style("F1")
    preset = VoicePreset(tenant=tenant, name=name, is_default=default)
    preset.set_style(style_json(Style(np.float32(scale) * f1.ttl, f1.dp)), name)
    preset.save()
    return preset


@pytest.fixture
def acme(make_tenant):
    tenant = make_tenant("acme")
    uploaded(tenant, "house", 0.9, default=True)
    uploaded(tenant, "brand", 0.8)
    getattr(voices, "_STYLES", {}).clear()  # as a process that has read neither
    return tenant


def style_reads(queries) -> list[str]:
    """The statements that read a preset's style column."""
    column = f"{connection.ops.quote_name('style')}"
    return [
        q["sql"]
        for q in queries.captured_queries
        if "voicepreset" in q["sql"] and f".{column}" in q["sql"] and q["sql"].startswith("SELECT")
    ]


def test_a_batch_reads_each_presets_style_once(sync_jobs, acme):
    items = (
        [{"text": f"Item {i}.", "voice": "F1"} for i in range(20)]
        + [{"text": f"Item {i}.", "preset": "brand"} for i in range(20)]
        + [{"text": "Item.", "voice": f"brand:1+M3:{w}"} for w in range(1, 21)]
        + [{"text": f"Item {i}."} for i in range(20)]  # the default preset's voice
    )
    with CaptureQueriesContext(connection) as queries:
        made = client_for(acme).post("/api/v1/batches", {"items": items}, "application/json")
    assert made.status_code == 202, made.content
    # house's and brand's, once each (was one per item: 80 and more)
    assert len(style_reads(queries)) <= 2


def test_a_plan_keeps_no_presets_style(job_settings, acme):
    plans, _ = flow.plan_each(acme, [f"Line {i}." for i in range(5)])
    for plan in plans:
        assert "style" not in plan.preset.__dict__  # deferred: never read into the plan
        assert plan.style.digest == acme.presets.get(name="house").style_digest


def test_planning_many_items_keeps_little_per_item(job_settings, acme):
    texts = [f"Reminder {i}: your appointment is at 9:30." for i in range(60)]
    flow.plan_each(acme, texts[:5])  # the normalizer's and the model's tables, read once
    gc.collect()
    tracemalloc.start()
    try:
        before = tracemalloc.take_snapshot()
        plans, _ = flow.plan_each(acme, texts)
        gc.collect()
        after = tracemalloc.take_snapshot()
    finally:
        tracemalloc.stop()
    grown = sum(stat.size_diff for stat in after.compare_to(before, "filename"))
    assert len(plans) == 60
    assert grown / 60 < 100_000, grown / 60  # was about 417 kB an item


def test_a_changed_style_is_read_again(job_settings, acme):
    brand = acme.presets.get(name="brand")
    first = voices.preset_style(voices.presets_named(acme).get(name="brand"))
    f1 = model_folder().style("F1")
    brand.set_style(style_json(Style(np.float32(0.7) * f1.ttl, f1.dp)), "brand")
    brand.save()
    second = voices.preset_style(voices.presets_named(acme).get(name="brand"))
    assert second.digest == brand.style_digest != first.digest


def test_another_tenants_preset_of_the_same_style_is_its_own(job_settings, acme, make_tenant):
    other = make_tenant("other")
    theirs = uploaded(other, "brand", 0.8)
    ours = acme.presets.get(name="brand")
    assert theirs.style_digest == ours.style_digest
    assert voices.preset_style(theirs) is not voices.preset_style(ours)  # kept per tenant

"""Running a test set, as the workflow does it without the admin: every sentence with
the test set's preset (else the tenant's default) as one batch; a sentence the model
cannot say is left out and named."""

import pytest

from lexicon.models import VoicePreset
from review import workflow
from review.models import TestSet
from synth.models import Batch

# Backend-dependent, so on the PostgreSQL + Redis pass too: a test set renders as a batch, in a
# transaction.
pytestmark = pytest.mark.backend


def test_a_test_set_renders_every_sentence_with_its_preset_as_its_last_batch(
    job_settings, make_tenant
):
    tenant = make_tenant("acme")
    calm = VoicePreset.objects.create(tenant=tenant, name="calm", voice="F1", steps=2, seed=3)
    test_set = TestSet.objects.create(
        tenant=tenant, name="products", preset=calm, sentences="Our SaaS ships.\n\nIt costs $5.\n"
    )
    run = workflow.render_test_set(test_set)
    assert run.skipped == {} and run.batch.items.count() == 2
    assert {item.params["seed"] for item in run.batch.items.all()} == {3}
    assert TestSet.objects.get(pk=test_set.pk).last_batch == run.batch


def test_without_a_preset_the_tenants_default_preset_is_used(job_settings, make_tenant):
    tenant = make_tenant("acme")
    VoicePreset.objects.create(tenant=tenant, name="house", voice="M2", seed=9, is_default=True)
    test_set = TestSet.objects.create(tenant=tenant, name="products", sentences="Hello.")
    run = workflow.render_test_set(test_set)
    assert {item.params["voice_label"] for item in run.batch.items.all()} == {"M2"}


def test_a_sentence_the_model_cannot_say_is_skipped_by_number(
    job_settings, make_tenant, make_entry, settings
):
    tenant = make_tenant("acme")
    make_entry(tenant, "a", "x" * 500)
    settings.API_MAX_TEXT_CHARS = 200
    test_set = TestSet.objects.create(
        tenant=tenant, name="grown", sentences="Hello there.\n" + "a " * 10
    )
    run = workflow.render_test_set(test_set)
    assert list(run.skipped) == [2] and "characters" in run.skipped[2]
    assert run.batch.items.count() == 1


def test_a_test_set_with_nothing_to_say_makes_no_batch(job_settings, make_tenant, make_entry):
    tenant = make_tenant("acme")
    make_entry(tenant, "a", "x" * 500)
    job_settings.API_MAX_TEXT_CHARS = 200
    test_set = TestSet.objects.create(tenant=tenant, name="grown", sentences="a " * 10)
    run = workflow.render_test_set(test_set)
    assert run.batch is None and list(run.skipped) == [1]
    assert not Batch.objects.exists() and TestSet.objects.get().last_batch is None

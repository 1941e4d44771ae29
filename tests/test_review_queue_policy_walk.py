"""A tenant that samples nothing still hears what its policy picks, walked as its people
and its app would: an editor renders a test set in the admin, the app changes a lexicon
entry and sends requests through the API, and the reviewer's queue holds the test set's
clips and the new clip with the changed term (each with its reason), and nothing else."""

import re

import pytest

from lexicon.models import VoicePreset
from review.models import ReviewPolicy, TestSet
from synth.models import Clip
from tests.test_api_support import client_for

# Backend-dependent, so on the PostgreSQL + Redis pass too: the review queue through the admin and
# the API.
pytestmark = pytest.mark.backend

QUEUE = "/admin/synth/clip/"


def queue_rows(client) -> dict[str, str]:
    """The reviewer's queue: each clip's text and the reason its row shows."""
    page = client.get(QUEUE).content.decode()
    rows = re.findall(r"<tr>(.*?)</tr>", page.split('id="result_list"', 1)[-1], re.S)
    return {
        re.search(r'class="said" title="([^"]*)"', row).group(1): re.search(
            r'class="reason reason-(\w+)"', row
        ).group(1)
        for row in rows
        if 'class="said"' in row
    }


def speak(api, text: str) -> Clip:
    response = api.post("/api/v1/speech", {"text": text, "format": "wav"}, "application/json")
    assert response.status_code == 200, response.content[:300]
    return Clip.objects.get(key=response["X-Clip-Id"])  # the clip's cache key


def test_the_queue_admits_a_test_sets_clips_and_a_recent_terms_clip_and_no_others(
    sync_jobs,
    fresh_counts,
    client,
    make_tenant,
    make_member,
    django_capture_on_commit_callbacks,
):
    acme = make_tenant("acme")
    ReviewPolicy.objects.create(tenant=acme, sample_percent=0)  # no sample: only the rules
    preset = VoicePreset.objects.create(
        tenant=acme, name="calm", voice="F1", steps=2, seed=3, is_default=True
    )
    api = client_for(acme)
    before = speak(api, "Welcome back.")  # before the test set: a cache hit when rendered
    reviewer = make_member(acme, "reviewer")
    client.force_login(reviewer)
    assert queue_rows(client) == {}

    editor = make_member(acme, "editor")
    client.force_login(editor)
    sentences = "Welcome back.\nYour order ships on March 5."
    fields = {"tenant": acme.pk, "name": "orders", "preset": preset.pk, "sentences": sentences}
    # The render is queued when the form's transaction commits; the worker (django-q2 in
    # sync mode, here) plans it then.
    with django_capture_on_commit_callbacks(execute=True):
        rendered = client.post("/admin/review/testset/add/", {**fields, "_render": "1"})
    assert rendered.status_code == 302 and TestSet.objects.get().last_batch is not None

    changed = api.post("/api/v1/lexicon", {"term": "ONNX", "alias": "onyx"}, "application/json")
    assert changed.status_code == 201, changed.content
    with_term = speak(api, "The ONNX runtime is faster.")
    speak(api, "Nothing changed in this one.")

    client.force_login(reviewer)
    assert queue_rows(client) == {
        before.text: "test_set",
        "Your order ships on March 5.": "test_set",
        with_term.text: "lexicon",
    }

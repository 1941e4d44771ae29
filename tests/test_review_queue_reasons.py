"""The review queue's list says why each clip waits (a test set, a recent lexicon change,
the sample, an end user's report, a lexicon change that made it stale, or a person who
put it in by hand) and filters on it."""

import re

import pytest

from review import queue, workflow
from review.models import QueueReason, Review, ReviewPolicy, State
from synth.models import Clip

# Backend-dependent, so on the PostgreSQL + Redis pass too: the queue's annotations and filters.
pytestmark = pytest.mark.backend

QUEUE = "/admin/synth/clip/"
LOW = "00000000" + "a" * 56  # taken by any sample above 0 %
HIGH = "ffffffff" + "a" * 56  # taken by no sample below 100 %


def reasons_in(page: str) -> dict[str, str]:
    """Each listed clip's text and the reason its row shows ("" for none)."""
    found = {}
    rows = page.split('id="result_list"', 1)[1] if 'id="result_list"' in page else ""
    for row in re.findall(r"<tr>(.*?)</tr>", rows, re.S):
        said = re.search(r'class="said" title="([^"]*)"', row)
        if said:
            reason = re.search(r'class="reason reason-(\w+)"', row)
            found[said.group(1)] = reason.group(1) if reason else ""
    return found


@pytest.fixture
def clips(make_tenant, make_member, make_clip, make_entry):
    """One clip for every reason, and one nobody queued, of a tenant that samples 2 %."""
    acme = make_tenant("acme")
    ReviewPolicy.objects.create(tenant=acme)
    make_entry(acme, "SaaS", "sass")  # lexicon version 1, which make_clip's clips have

    def clip(text, key=HIGH):
        made = make_clip(acme, key=key)
        made.text = text
        made.save()
        return made

    clip("taken by the sample", LOW)  # the policy looked at it as it was made
    old = clip("an old clip about ONNX", "e" * 64)
    queue.enqueue(old, QueueReason.SAMPLE)
    make_entry(acme, "ONNX", "onyx")  # after the old clip: it is stale now
    recent = clip("a new clip about ONNX", "d" * 64)
    queue.apply_policy(recent)  # as a worker's post_save would, now the text is set
    tested = clip("a sentence of a test set", "c" * 64)
    queue.enqueue(tested, QueueReason.TEST_SET)
    reported = clip("a clip an end user reported", "b" * 64)
    queue.report(reported, "It reads the price wrong", "mispronounced")
    reviewer = make_member(acme, "reviewer")
    by_hand = clip("flagged from every clip", "a" * 64)
    workflow.flag(by_hand, reviewer, span="flagged", start=0, end=7)
    clip("nobody queued this one", "f" * 63 + "e")
    assert Review.objects.get(clip=old).state == State.STALE
    return reviewer


def test_each_waiting_clip_shows_why_it_is_in_the_queue(client, clips):
    client.force_login(clips)
    page = client.get(QUEUE).content.decode()
    assert reasons_in(page) == {
        "taken by the sample": "sample",
        "an old clip about ONNX": "stale",
        "a new clip about ONNX": "lexicon",
        "a sentence of a test set": "test_set",
        "a clip an end user reported": "report",
        "flagged from every clip": "by_hand",
    }
    assert re.search(r"column-reason.*?why queued", page, re.S)
    assert 'title="lexicon change">lexicon change</span>' in page


def test_a_clip_nobody_queued_shows_no_reason_under_every_clip(client, clips):
    client.force_login(clips)
    listed = reasons_in(client.get(f"{QUEUE}?queue=all").content.decode())
    assert len(listed) == 7 and listed["nobody queued this one"] == ""


@pytest.mark.parametrize(
    "reason, texts",
    [
        ("test_set", {"a sentence of a test set"}),
        ("lexicon", {"a new clip about ONNX"}),
        ("sample", {"taken by the sample"}),
        ("report", {"a clip an end user reported"}),
        ("stale", {"an old clip about ONNX"}),
        ("by_hand", {"flagged from every clip"}),
    ],
)
def test_the_list_filters_on_the_reason(client, clips, reason, texts):
    client.force_login(clips)
    page = client.get(f"{QUEUE}?reason={reason}").content.decode()
    assert set(reasons_in(page)) == texts
    assert "why queued" in page.split('id="changelist-filter"', 1)[1]


def test_an_approved_clip_leaves_the_queue_and_keeps_its_reason_under_every_clip(client, clips):
    workflow.approve(Clip.objects.get(text="taken by the sample"), clips)
    client.force_login(clips)
    assert "taken by the sample" not in reasons_in(
        client.get(f"{QUEUE}?reason=sample").content.decode()
    )
    every = reasons_in(client.get(f"{QUEUE}?queue=all&reason=sample").content.decode())
    assert every == {"taken by the sample": "sample"}

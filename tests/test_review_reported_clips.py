"""A reported clip heads the review queue with its reports shown in the list and on the
clip page; a reviewer's approve or flag answers the reports and it leaves the head."""

import pytest
from django.utils import timezone

from review import queue, workflow
from review.models import QueueReason, Report, Review, State

# Backend-dependent, so on the PostgreSQL + Redis pass too: the queue's order (reported first,
# NULLS LAST).
pytestmark = pytest.mark.backend

QUEUE = "/admin/synth/clip/"


@pytest.fixture
def acme(make_tenant, make_member, make_clip):
    tenant = make_tenant("acme")
    clips = []
    for n in range(4):
        clip = make_clip(tenant, key=f"{'f' * 8}{n:056d}")  # out of any sample
        clip.text = f"Clip number {n}."
        clip.save()
        queue.enqueue(clip, QueueReason.TEST_SET)
        clips.append(clip)
    return tenant, make_member(tenant, "reviewer"), clips


def order(client) -> list[str]:
    page = client.get(QUEUE).content.decode()
    return sorted(
        (page.index(f"Clip number {n}."), f"Clip number {n}.")
        for n in range(4)
        if f"Clip number {n}." in page
    )


def test_a_reported_clip_is_first_in_the_queue_and_the_newest_report_first(client, acme):
    _, reviewer, clips = acme
    client.force_login(reviewer)
    newest_first = [text for _, text in order(client)]
    assert newest_first[0] == clips[-1].text  # no report: newest first
    queue.report(clips[0], "sounds robotic", "noise")
    queue.report(clips[1], "wrong language", "wrong_language")
    shown = [text for _, text in order(client)]
    assert shown[:2] == [clips[1].text, clips[0].text]
    start = client.get(QUEUE).context["first_waiting"]
    assert start == clips[1]


def test_the_list_shows_the_report_and_the_count(client, acme):
    _, reviewer, clips = acme
    queue.report(clips[2], "It says S-A-A-S", "mispronounced")
    queue.report(clips[2], "again wrong", "mispronounced")
    client.force_login(reviewer)
    page = client.get(QUEUE).content.decode()
    assert "reported ×2: mispronounced — again wrong" in page
    assert "1 reported" in page


def test_the_clip_page_shows_the_open_reports(client, acme):
    _, reviewer, clips = acme
    queue.report(clips[0], "It says S-A-A-S", "mispronounced")
    client.force_login(reviewer)
    page = client.get(f"{QUEUE}{clips[0].pk}/change/").content.decode()
    assert 'id="reports"' in page and "It says S-A-A-S" in page
    assert "queued: reported" not in page  # queued first as a test set's clip
    assert "queued: test set" in page


def test_approving_answers_the_reports_and_the_clip_leaves_the_head(client, acme):
    _, reviewer, clips = acme
    queue.report(clips[0], "sounds robotic", "noise")
    workflow.approve(clips[0], reviewer)
    assert not Report.objects.filter(resolved=False).exists()
    client.force_login(reviewer)
    shown = [text for _, text in order(client)]
    assert clips[0].text not in shown and shown[0] == clips[-1].text
    page = client.get(f"{QUEUE}{clips[0].pk}/change/").content.decode()
    assert "answered report (noise or glitch): sounds robotic" in page


def test_flagging_answers_the_reports_and_the_clip_waits_for_an_editor(acme):
    _, reviewer, clips = acme
    queue.report(clips[0], "sounds robotic", "noise")
    workflow.flag(clips[0], reviewer, span="Clip", start=0, end=4)
    assert not Report.objects.filter(resolved=False).exists()
    assert Review.objects.get(clip=clips[0]).state == State.FLAGGED


def test_next_goes_down_the_queue_from_the_reported_head(client, acme):
    _, reviewer, clips = acme
    queue.report(clips[0], "sounds robotic", "noise")
    client.force_login(reviewer)
    first = client.get(f"{QUEUE}{clips[0].pk}/change/").context["next_clip"]
    assert first == clips[3]
    second = client.get(f"{QUEUE}{clips[3].pk}/change/").context["next_clip"]
    assert second == clips[2]
    last = client.get(f"{QUEUE}{clips[1].pk}/change/").context["next_clip"]
    assert last == clips[0]  # wraps around to the head


def test_a_report_reopened_after_an_answer_is_a_new_report(acme):
    _, reviewer, clips = acme
    first, new = queue.report(clips[0], "sounds robotic", "noise")
    workflow.approve(clips[0], reviewer)
    again, new_again = queue.report(clips[0], "sounds robotic", "noise")
    assert new and new_again and again.pk != first.pk
    assert Review.objects.get(clip=clips[0]).state == State.NEEDS_REVIEW
    assert again.created <= timezone.now()


def test_the_queue_sorts_by_its_columns_and_shrugs_off_odd_values(client, acme):
    _, reviewer, clips = acme
    queue.report(clips[0], "sounds robotic", "noise")
    client.force_login(reviewer)
    for query in ("o=2", "o=-2", "o=3", "o=-3.2", "queue=nonsense", "state=nonsense"):
        assert client.get(f"{QUEUE}?{query}").status_code in (200, 302), query
    by_made = client.get(f"{QUEUE}?o=3").content.decode()  # oldest first
    assert by_made.index(clips[0].text) < by_made.index(clips[3].text)

"""A clip's review history is bounded, on its page and in its rows (the fortieth hostile
pass, F-1). A reviewer, the lowest staff role, could switch a clip between approved and
reopened without end, a 2,000-character note each time, charged nothing; the clip's page
read and showed every judgement: at 30,000, 62 MB of HTML and 5 s a view, and eight views
at once held every web thread (another tenant's /normalize waited 26 s). Now the page shows
the newest HISTORY_SHOWN judgements and flags and says how many more there are, and a clip
keeps at most MAX_JUDGEMENTS of people's judgements."""

import pytest

from lexicon.models import MAX_NOTE_CHARS
from review import workflow
from review.clip_page import HISTORY_SHOWN
from review.models import MAX_JUDGEMENTS, Judgement, NotAllowed, Review
from tests.test_api_support import synthesize

pytestmark = pytest.mark.backend


@pytest.fixture
def judged(sync_jobs, client, make_tenant, make_member):
    tenant = make_tenant("acme")
    clip = synthesize(tenant, "Your parcel ships today.", voice="M1", steps=2)
    reviewer = make_member(tenant, "reviewer")
    client.force_login(reviewer)
    return client, clip, reviewer


def judge_many(review, user, count: int) -> None:
    note = "n" * MAX_NOTE_CHARS
    Judgement.objects.bulk_create(
        Judgement(review=review, action=action, before="x", after="y", user=user, note=note)
        for action in ["approve", "reopen"] * (count // 2)
    )


def test_the_clips_page_shows_the_newest_judgements_and_counts_the_rest(judged):
    client, clip, reviewer = judged
    review = Review.of(clip)
    judge_many(review, reviewer, 600)
    answer = client.get(f"/admin/synth/clip/{clip.pk}/change/")
    assert answer.status_code == 200
    html = answer.content.decode()
    assert html.count("n" * MAX_NOTE_CHARS) == HISTORY_SHOWN  # before: all 600
    assert f"and {600 - HISTORY_SHOWN} older" in html
    assert len(answer.content) < 400_000  # before: 1.3 MB here, 62 MB at 30,000


def test_a_clip_keeps_at_most_max_judgements_of_people(judged):
    client, clip, reviewer = judged
    review = Review.of(clip)
    judge_many(review, reviewer, MAX_JUDGEMENTS)
    with pytest.raises(NotAllowed, match="judged 200 times"):
        workflow.approve(clip, reviewer, "once more")  # before: the 201st kept, and on
    assert review.judgements.count() == MAX_JUDGEMENTS
    answer = client.post(f"/admin/synth/clip/{clip.pk}/approve/", {"note": "again"})
    assert answer.status_code == 302  # back to the page, which says why
    assert review.judgements.count() == MAX_JUDGEMENTS

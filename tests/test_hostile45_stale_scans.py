"""The forty-fifth hostile pass (issue 30): a lexicon write looks at the tenant's newest
clips (up to 1,000, 500,000 characters) to mark the ones it affects stale.

H-1: the admin's bulk delete (and bulk edit) did that once per entry, charged once: one
delete of 1,000 entries held a web thread 184 s, eight of them every thread. Now a bulk
change marks in one pass at its end (lexicon.models.one_pass).

H-2: a single write was charged one request for a scan of about 90 ms: eight writers took
another tenant's p90 from 16 to 915 ms. The characters a scan reads are charged as a
compile of that many characters is (review.stale._charge_scan).

M-1: an import marked once per 1,000-entry batch (ten passes over the same clips for a
full file); now once, at its end, and still when a later batch is refused."""

import pytest

from lexicon.models import LexiconEntry
from review import stale
from review.models import Review, State
from tests.test_api_support import client_for
from tests.test_hostile16_lexicon_import_lock import pls

pytestmark = [pytest.mark.backend, pytest.mark.usefixtures("fresh_counts", "one_rate_window")]


@pytest.fixture
def scans(monkeypatch):
    """Each scan of the clips: the characters it read."""
    seen = []
    real = stale._matching

    def counting(*args, **kwargs):
        found = real(*args, **kwargs)
        seen.append(found.read)
        return found

    monkeypatch.setattr(stale, "_matching", counting)
    return seen


@pytest.fixture
def clips(make_clip):
    """``count`` clips of ``tenant`` saying ``text`` (made before any lexicon change)."""

    def make(tenant, count: int, text: str):
        made = []
        for _ in range(count):
            clip = make_clip(tenant)
            clip.text, clip.spoken, clip.lang, clip.lexicon_version = text, None, "en", 0
            clip.save()
            made.append(clip)
        return made

    return make


def state(clip):
    review = Review.objects.filter(clip=clip).first()
    return review.state if review else State.NEEDS_REVIEW


def test_a_bulk_delete_in_the_admin_scans_the_clips_once(
    make_tenant, make_member, client, clips, scans
):
    tenant = make_tenant("acme")
    entries = [
        LexiconEntry.objects.create(tenant=tenant, term=f"Term{i}", alias=f"t{i}")
        for i in range(30)
    ]
    said = clips(tenant, 3, "Term7 ships today.")
    scans.clear()
    client.force_login(make_member(tenant, "editor"))
    response = client.post(
        "/admin/lexicon/lexiconentry/",
        {"action": "delete_selected", "post": "yes", "_selected_action": [e.pk for e in entries]},
    )
    assert response.status_code == 302
    assert not LexiconEntry.objects.filter(tenant=tenant).exists()
    assert len(scans) == 1  # before: 30, one per entry
    assert all(state(c) == State.STALE for c in said)


def test_an_import_in_three_batches_scans_once_and_marks(make_tenant, clips, scans):
    tenant = make_tenant("acme")
    said = clips(tenant, 2, "Please call term2400 now.")
    scans.clear()
    answer = client_for(tenant).post(
        "/api/v1/lexicon/import", pls(2500), content_type="application/pls+xml"
    )
    assert answer.status_code == 200, answer.content
    assert len(scans) == 1  # before: 3, one per batch of 1,000
    assert all(state(c) == State.STALE for c in said)  # its last batch's term


def test_a_single_write_is_charged_by_the_clips_it_reads(make_tenant, clips, settings):
    tenant = make_tenant("acme")
    clips(tenant, 40, "A long announcement about nothing in particular. " * 20)  # ~40,000
    settings.API_RATE = "6/min"
    api = client_for(tenant)
    # A term the database cannot narrow the clips by (SQLite's LIKE folds ASCII only):
    # every clip's words are read.
    answers = [
        api.post("/api/v1/lexicon", {"term": f"Wörd{i}", "alias": "w"}, "application/json")
        for i in range(3)
    ]
    # Each write: its request, and its scan of ~40,000 characters (three more).
    assert [a.status_code for a in answers] == [201, 429, 429]  # before: 201, 201, 201
    assert LexiconEntry.objects.filter(tenant=tenant).count() == 1  # the refused saved nothing


def test_a_tenant_without_clips_pays_no_more_for_a_write(make_tenant, settings):
    tenant = make_tenant("acme")
    settings.API_RATE = "6/min"
    api = client_for(tenant)
    answers = [
        api.post("/api/v1/lexicon", {"term": f"Word{i}", "alias": "w"}, "application/json")
        for i in range(6)
    ]
    assert [a.status_code for a in answers] == [201] * 6


def test_a_single_write_still_marks_its_clips(make_tenant, clips):
    tenant = make_tenant("acme")
    hit, other = clips(tenant, 1, "Our SaaS ships.")[0], clips(tenant, 1, "Nothing here.")[0]
    answer = client_for(tenant).post(
        "/api/v1/lexicon", {"term": "SaaS", "alias": "sass"}, "application/json"
    )
    assert answer.status_code == 201
    assert state(hit) == State.STALE and state(other) == State.NEEDS_REVIEW

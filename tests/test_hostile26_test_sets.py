"""Test sets are bounded as written, per tenant and per request (issue 30, the twenty-sixth
hostile pass's F-4 and F-7).

F-4: the limits counted stripped lines only, so 1,000 lines of "Hi." padded with ~995 spaces
passed as 3,000 characters and were stored as a megabyte; a tenant had any number of sets,
each save was free, and the list split every row's text to count its lines (0.7-0.9 s with
106 rows). Now the text is stored as counted, its written size is bounded close to the
counted limit, a tenant has at most TEST_SET_MAX_PER_TENANT sets, a save counts against
API_RATE, and the list reads a stored line count.

F-7: a render counted its characters' requests (1,000 one-word lines: 3 requests, where the
same lines sent to ``POST /batches`` count 600); it now counts as that batch does.
"""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

import metering.limits
from api.views.batches import BatchCreateView
from lexicon.models import VoicePreset
from review import workflow
from review.models import TestSet

pytestmark = pytest.mark.backend

SETS = "/admin/review/testset/"


@pytest.fixture
def acme(make_tenant):
    tenant = make_tenant("acme")
    VoicePreset.objects.create(tenant=tenant, name="calm", voice="F1", steps=2, seed=3)
    return tenant


@pytest.fixture
def editor(client, acme, make_member):
    client.force_login(make_member(acme, "editor"))
    return client


def form(tenant, sentences, name="products"):
    return {
        "tenant": tenant.pk,
        "name": name,
        "preset": tenant.presets.get().pk,
        "sentences": sentences,
    }


def test_padded_lines_are_refused_as_written_and_modest_padding_is_stored_cleaned(
    rate, editor, acme
):
    rate.API_RATE = "1000/min"
    padded = "\r\n".join("Hi." + " " * 995 for _ in range(1000))  # ~1 MB, 3,000 counted
    response = editor.post(f"{SETS}add/", form(acme, padded))
    page = response.content.decode()
    assert response.status_code == 200 and "characters as written" in page, page[-2000:]
    assert "a test set is written in at most 102,000" in page
    assert not TestSet.objects.exists()

    # Within the bound: stored as counted, the spaces, odd whitespace and blank lines gone.
    written = "  Hello there.\u3000 \r\n\r\n\u2003\r\n\tOur SaaS ships.   \r\n   "
    response = editor.post(f"{SETS}add/", form(acme, written))
    assert response.status_code == 302
    saved = TestSet.objects.get()
    assert saved.sentences == "Hello there.\nOur SaaS ships."
    assert saved.line_count == 2
    # Any way in stores it cleaned too.
    other = TestSet.objects.create(tenant=acme, name="other", sentences=" a \n\n  b  \n")
    other.refresh_from_db()
    assert (other.sentences, other.line_count) == ("a\nb", 2)


def test_a_tenant_has_at_most_its_test_sets(rate, editor, acme, make_tenant):
    rate.API_RATE = "1000/min"
    rate.TEST_SET_MAX_PER_TENANT = 2
    for name in ("one", "two"):
        assert editor.post(f"{SETS}add/", form(acme, "Hi.", name)).status_code == 302
    response = editor.post(f"{SETS}add/", form(acme, "Hi.", "three"))
    assert response.status_code == 200
    assert "a tenant has at most 2 test sets" in response.content.decode()
    assert TestSet.objects.filter(tenant=acme).count() == 2
    # Editing one of them is no new set; another tenant has its own room.
    one = TestSet.objects.get(name="one")
    assert editor.post(f"{SETS}{one.pk}/change/", form(acme, "Hello.", "one")).status_code == 302
    TestSet.objects.create(tenant=make_tenant("globex"), name="one", sentences="Hi.")
    # Any way in stops at the cap.
    with pytest.raises(Exception, match="at most 2 test sets"):
        TestSet.objects.create(tenant=acme, name="three", sentences="Hi.")
    assert TestSet.objects.filter(tenant=acme).count() == 2


def test_a_save_counts_against_the_rate(rate, editor, acme):
    rate.API_RATE = "3/min"
    assert editor.post(f"{SETS}add/", form(acme, "Hi.", "one")).status_code == 302
    assert editor.post(f"{SETS}add/", form(acme, "Hi.", "two")).status_code == 302
    assert editor.post(f"{SETS}add/", form(acme, "Hi.", "three")).status_code == 302
    response = editor.post(f"{SETS}add/", form(acme, "Hi.", "four"), follow=True)
    assert "Nothing was saved" in response.content.decode()
    assert set(TestSet.objects.values_list("name", flat=True)) == {"one", "two", "three"}


def test_a_save_counts_its_text_as_requests(rate, editor, acme):
    rate.API_MAX_TEXT_CHARS = 100
    rate.TEST_SET_MAX_CHARS = 10_000
    long = "\n".join("x" * 99 for _ in range(10))  # 999 characters: 10 requests, the minute
    assert editor.post(f"{SETS}add/", form(acme, long)).status_code == 302
    with pytest.raises(metering.limits.LimitReached):
        metering.limits.admit(acme)


@pytest.mark.parametrize("lines", [1000, 40, 3])
def test_a_render_of_n_lines_counts_as_a_batch_of_n_lines(
    sync_jobs, fresh_counts, acme, monkeypatch, rf, lines
):
    texts = [f"Word{i}." for i in range(lines)]
    test_set = TestSet.objects.create(tenant=acme, name="words", sentences="\n".join(texts))
    taken = []
    monkeypatch.setattr(
        metering.limits, "take_request", lambda tenant, count=1: taken.append(count)
    )
    workflow.queue_test_set_render(test_set)
    request = rf.post("/api/v1/batches")
    request.data = {"items": [{"text": text} for text in texts]}
    assert taken == [BatchCreateView().requests(request)]
    assert taken == [min(lines, 600)]  # API_RATE's 600/min: a window of it at most


def test_the_list_does_not_read_the_sentences(rate, editor, acme):
    rate.API_RATE = "1000/min"
    for i in range(5):
        TestSet.objects.create(tenant=acme, name=f"set {i}", sentences="Hi.\nThere.\nAll.")
    with CaptureQueriesContext(connection) as queries:
        page = editor.get(SETS)
    assert page.status_code == 200
    column = connection.ops.quote_name("sentences")
    read = [q["sql"] for q in queries.captured_queries if column in q["sql"]]
    assert read == []
    assert page.content.decode().count('<td class="field-sentence_count">3</td>') == 5

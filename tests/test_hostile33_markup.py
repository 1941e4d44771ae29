"""An SSML document's markup is paid for and never searched (the thirty-third hostile pass,
M-1 and H-2), and a page's statement timeout is a 503, not a 500 (M-2).

M-1: a 50,000-character comment around one word was stored whole with the clip and the
job and charged one character. A document now counts at least a tenth of its length
(``normalize.ssml.markup_floor``), on every way in and on a hit of its clip.
H-2: the review queue's search read every clip's whole document (``UPPER(text) LIKE``):
27 s of database time for one search. It now reads the words said and the normalized text,
both bounded by what was charged.
M-2: a statement cut at ``WEB_STATEMENT_SECONDS`` on an admin page was a 500 with its
traceback; the API answered the same fault 503 ``database_unavailable``."""

import json
import logging

import pytest
from django.db import OperationalError, connection  # noqa: F401 (the skipif reads it)
from django.test import Client

from metering.models import Usage
from normalize import ssml
from review.admin import ClipAdmin
from synth.models import Clip
from tests.test_api_support import client_for

pytestmark = pytest.mark.usefixtures("sync_jobs", "fresh_counts")

COMMENT = "<!-- " + "padding " * 5_000 + "-->"  # 40,008 characters that say nothing
DOCUMENT = f"<speak>{COMMENT}Hi.</speak>"


def charged(tenant) -> int:
    return sum(Usage.objects.filter(tenant=tenant).values_list("characters", flat=True))


def speak(tenant, text: str):
    body = json.dumps({"text": text, "steps": 1, "format": "wav"})
    return client_for(tenant).post("/api/v1/speech", body, "application/json")


def test_a_document_of_markup_is_charged_a_tenth_of_its_length(make_tenant):
    acme = make_tenant("acme")
    assert speak(acme, DOCUMENT).status_code == 200
    assert charged(acme) == -(-len(DOCUMENT) // 10)  # was 3, the words "Hi."


def test_a_document_of_real_markup_is_charged_its_words(make_tenant):
    acme = make_tenant("acme")
    document = (
        '<speak>Your code is <say-as interpret-as="characters">4821</say-as>.'
        '<break time="300ms"/> It expires in ten minutes.</speak>'
    )
    assert len(ssml.parse(document).spoken) > len(document) / 10
    assert speak(acme, document).status_code == 200
    assert charged(acme) == len(ssml.parse(document).spoken)


def test_a_hit_of_a_clip_of_markup_is_charged_as_its_first_request(make_tenant):
    acme = make_tenant("acme")
    assert speak(acme, DOCUMENT).status_code == 200
    first = charged(acme)
    assert speak(acme, DOCUMENT).status_code == 200
    assert charged(acme) == 2 * first


def test_markup_past_the_text_limit_is_refused_unsynthesized(make_tenant, sync_jobs):
    acme = make_tenant("acme")
    sync_jobs.API_MAX_TEXT_CHARS = 1_000
    response = speak(acme, DOCUMENT)
    assert response.status_code == 413, response.content[:300]
    assert response.json()["error"]["code"] == "text_too_long"
    assert not Clip.objects.exists() and charged(acme) == 0


def search(staff, term: str) -> list[str]:
    """The keys of the review queue's rows that a search for ``term`` shows."""
    response = staff.get("/admin/synth/clip/", {"q": term, "queue": "all"})
    assert response.status_code == 200
    return [clip.key for clip in response.context["cl"].result_list]


def test_the_review_search_finds_words_said_not_markup(make_tenant, make_member, make_clip):
    acme = make_tenant("acme")
    document = make_clip(acme)
    Clip.objects.filter(pk=document.pk).update(
        text="<speak><!-- hidden marker -->Parcel arrives today.</speak>",
        spoken="Parcel arrives today.",
        normalized_text="Parcel arrives today.",
    )
    plain = make_clip(acme)
    Clip.objects.filter(pk=plain.pk).update(text="Parcel left the depot.")
    staff = Client()
    staff.force_login(make_member(acme, "reviewer"))
    assert sorted(search(staff, "parcel")) == sorted([document.key, plain.key])
    assert search(staff, "arrives") == [document.key]
    assert search(staff, "hidden marker") == []  # a comment is not what the clip says
    page = staff.get("/admin/synth/clip/", {"queue": "all"}).content.decode()
    assert "Parcel arrives today." in page and "hidden marker" not in page


@pytest.fixture
def timing_out(monkeypatch):
    """The review queue's query cut by the database, as at WEB_STATEMENT_SECONDS."""

    def cut(self, request):
        raise OperationalError("canceling statement due to statement timeout")

    monkeypatch.setattr(ClipAdmin, "get_queryset", cut)


@pytest.mark.usefixtures("timing_out")
def test_a_statement_timeout_on_an_admin_page_is_a_503_page(make_tenant, make_member, caplog):
    acme = make_tenant("acme")
    staff = Client(raise_request_exception=False)
    staff.force_login(make_member(acme, "reviewer"))
    with caplog.at_level(logging.WARNING):
        response = staff.get("/admin/synth/clip/")
    assert response.status_code == 503  # was 500
    assert response["Retry-After"] == "5"
    page = response.content.decode()
    assert "database_unavailable" in page and "Try again in 5 seconds" in page
    assert not [r for r in caplog.records if r.exc_info]  # one line, no traceback


def test_a_bug_on_an_admin_page_is_still_a_500(make_tenant, make_member, monkeypatch):
    def broken(self, request):
        raise ValueError("a bug")

    monkeypatch.setattr(ClipAdmin, "get_queryset", broken)
    acme = make_tenant("acme")
    staff = Client(raise_request_exception=False)
    staff.force_login(make_member(acme, "reviewer"))
    assert staff.get("/admin/synth/clip/").status_code == 500


@pytest.mark.django_db(transaction=True)
@pytest.mark.skipif("connection.vendor != 'postgresql'")
def test_a_real_statement_timeout_on_an_admin_page_is_a_503(
    make_tenant, make_member, make_clip, settings, monkeypatch
):
    """PostgreSQL: the review queue's query runs past the web process's statement timeout."""
    from django.db import connections
    from django.db.backends.signals import connection_created

    from core.aio import limit_statements

    settings.WEB_STATEMENT_SECONDS = 1
    acme = make_tenant("acme")
    make_clip(acme)  # a row for the condition to sleep on
    staff = Client(raise_request_exception=False)
    staff.force_login(make_member(acme, "reviewer"))
    original = ClipAdmin.get_queryset

    def slow(self, request):
        return original(self, request).extra(where=["pg_sleep(2) IS NOT NULL"])

    monkeypatch.setattr(ClipAdmin, "get_queryset", slow)
    connections["default"].close()  # the next connection is a web process's
    limit_statements()
    try:
        response = staff.get("/admin/synth/clip/")
    finally:
        connection_created.disconnect(dispatch_uid="web-statement-timeout")
        connections["default"].close()
    assert response.status_code == 503, response.content[:300]
    assert "took too long" in response.content.decode()

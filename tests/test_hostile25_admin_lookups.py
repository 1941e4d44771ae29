"""A change list filters by what its page offers, on every admin of the site (issue 30, the
twenty-fifth hostile pass's H-1 and L-1).

Django's admin let any lookup on a model's own fields through its query string: a reviewer's
``/admin/synth/clip/?text__regex=(.*)(.*)(.*)(.*)\\4\\3\\2\\1Q`` over one clip of 500
characters ran past 30 s in PostgreSQL (a back-reference pattern backtracks exponentially),
eight at once stalled every tenant's requests for as long, and ``?text__regex=(`` answered
500 on every list with a text column. Now anything but the page's own filters, date
hierarchy and search is Django's "Filtering by ... not allowed", 400, before any query; and
every filter a page offers still filters.
"""

import re

import pytest
from django.db import connection, connections
from django.test import Client
from django.test.utils import CaptureQueriesContext

from tests.admin_world import build_world, registered, url

pytestmark = pytest.mark.backend

BACKTRACKING = r"(.*)(.*)(.*)(.*)\4\3\2\1Q"


def text_field(model) -> str:
    """A regex's target on ``model``: its text, else its first text column, else its key
    (``/admin/synth/batch/?id__regex=``: the pass's batch list)."""
    names = [
        field.name
        for field in model._meta.concrete_fields
        if field.get_internal_type() in ("CharField", "TextField") and not field.choices
    ]
    return "text" if "text" in names else (names or [model._meta.pk.name])[0]


PATTERNED = [(model._meta.label, text_field(model)) for model, _ in registered()]


@pytest.fixture
def world(make_tenant, make_member, make_entry, make_clip, django_user_model):
    return build_world(make_tenant, make_member, make_entry, make_clip, django_user_model)


def test_the_sweep_covers_the_lists_the_pass_named():
    labels = {label for label, _ in PATTERNED}
    assert {"synth.Clip", "synth.Sentence", "synth.Batch", "review.TestSet"} <= labels
    assert {"lexicon.LexiconEntry", "auth.User", "django_q.Failure"} <= labels


@pytest.mark.parametrize("pattern", ["(", BACKTRACKING], ids=["unparsable", "backtracking"])
@pytest.mark.parametrize("lookup", ["regex", "iregex"])
@pytest.mark.parametrize(("label", "field"), PATTERNED)
def test_a_pattern_lookup_is_refused_before_any_query(world, label, field, lookup, pattern):
    model = next(m for m, _ in registered() if m._meta.label == label)
    for who in ("superuser", "two_roles", "reviewer"):
        client = Client(raise_request_exception=False)
        client.force_login(world.users[who])
        opened = client.get(url(model, "changelist"))
        with CaptureQueriesContext(connection) as queries:
            response = client.get(url(model, "changelist"), {f"{field}__{lookup}": pattern})
        if opened.status_code != 200:  # a list this user may not open: refused as before
            assert response.status_code == opened.status_code, (who, response.status_code)
            continue
        # A change list refuses it; a page of its own (usage, dashboard) reads no lookups.
        listing = opened.context is not None and "cl" in opened.context
        assert response.status_code == (400 if listing else 200), (who, response.status_code)
        ran = " ".join(q["sql"].upper() for q in queries.captured_queries)
        assert "REGEX" not in ran and " ~" not in ran, (who, ran[:300])


@pytest.mark.parametrize(
    "lookup", ["text__contains", "text__startswith", "id__gt", "created__week_day"]
)
def test_a_lookup_no_filter_offers_is_refused(world, lookup):
    client = Client(raise_request_exception=False)
    client.force_login(world.users["reviewer"])
    response = client.get("/admin/synth/clip/", {lookup: "1"})
    assert response.status_code == 400


@pytest.mark.parametrize("label", [m._meta.label for m, a in registered() if a.list_filter])
def test_every_filter_a_page_offers_still_filters(world, label):
    """Each choice of each filter on the page, followed as a person clicks it: a list, not a
    refusal (the choices' links are the page's own query strings)."""
    model = next(m for m, _ in registered() if m._meta.label == label)
    for who in ("superuser", "two_roles"):
        client = Client(raise_request_exception=False)
        client.force_login(world.users[who])
        page = client.get(url(model, "changelist"))
        if page.status_code != 200:
            continue
        changelist = page.context["cl"]
        links = {
            choice["query_string"]
            for spec in changelist.filter_specs
            for choice in spec.choices(changelist)
        }
        assert links or who != "superuser", label
        for link in sorted(links):
            response = client.get(url(model, "changelist") + link)
            assert response.status_code == 200, (label, who, link, response.status_code)
            assert "e=1" not in response.get("Location", ""), (label, who, link)


def test_the_clip_lists_offered_lookups_pass_and_filter(world):
    """The review queue's own filters written by hand: its date filter's bounds, a tenant's
    id and a language, as the filter links write them."""
    client = Client()
    client.force_login(world.users["two_roles"])
    theirs = world.tenants["theirs"].pk
    response = client.get(
        "/admin/synth/clip/",
        {"queue": "all", "created__gte": "2000-01-01", "tenant__id__exact": theirs, "lang": "en"},
    )
    assert response.status_code == 200
    assert {clip.tenant_id for clip in response.context["cl"].result_list} == {theirs}


@pytest.mark.django_db
@pytest.mark.skipif("connection.vendor != 'postgresql'")
def test_a_web_processs_statements_are_cut_at_its_timeout(settings):
    """PostgreSQL: a web process's connections cancel a statement past
    WEB_STATEMENT_SECONDS (core.aio.limit_statements, called by ttsproject.asgi); other
    processes' are not limited."""
    from django.db.backends.signals import connection_created
    from django.db.utils import OperationalError

    from core.aio import limit_statements

    settings.WEB_STATEMENT_SECONDS = 1
    # A worker's or a command's process: no receiver (a test that imported ttsproject.asgi
    # left the web process's one connected in this process).
    connection_created.disconnect(dispatch_uid="web-statement-timeout")
    plain = connections.create_connection("default")
    try:
        with plain.cursor() as cursor:
            cursor.execute("SHOW statement_timeout")
            assert cursor.fetchone()[0] == "0"
    finally:
        plain.close()
    limit_statements()  # a web process's
    fresh = connections.create_connection("default")
    try:
        with fresh.cursor() as cursor:
            cursor.execute("SHOW statement_timeout")
            assert cursor.fetchone()[0] == "1s"
            with pytest.raises(OperationalError, match=re.compile("statement timeout", re.I)):
                cursor.execute("SELECT pg_sleep(3)")
    finally:
        fresh.close()
        connection_created.disconnect(dispatch_uid="web-statement-timeout")

"""A change list's search reads a bounded number of words and characters, on every admin of
the site: a search of thousands of words lists rows and says it was cut, never a 500.

Django's admin ANDs one OR-group per word across the search fields: 1,000 words answered
500 on six change lists on SQLite ("Expression tree is too large"), and 10,000 words cost
PostgreSQL's web process 2 s of CPU per page (a tenth hostile pass, issue 30).
"""

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext

from tests.admin_world import build_world, registered, url
from ttsproject.admin import SEARCH_MAX_CHARS, SEARCH_MAX_WORDS, bounded_search

pytestmark = pytest.mark.backend

SEARCHABLE = [model._meta.label for model, admin in registered() if admin.search_fields]


@pytest.fixture
def world(make_tenant, make_member, make_entry, make_clip, django_user_model):
    return build_world(make_tenant, make_member, make_entry, make_clip, django_user_model)


def test_the_sweep_covers_our_change_lists_and_djangos():
    assert {"synth.Clip", "tenancy.Tenant", "lexicon.LexiconEntry", "auth.User"} <= set(SEARCHABLE)


@pytest.mark.parametrize("words", [1_000, 10_000])
@pytest.mark.parametrize("label", SEARCHABLE)
def test_a_search_of_many_words_lists_rows_and_says_it_was_cut(world, label, words):
    model, model_admin = next((m, a) for m, a in registered() if m._meta.label == label)
    path = url(model, "changelist")
    # Every word twice, so the first words alone find what the whole search would.
    search = " ".join(["ours"] * words)
    for who in ("superuser", "two_roles"):
        client = Client(raise_request_exception=False)
        client.force_login(world.users[who])
        expected = client.get(path, {"q": "ours"})
        with CaptureQueriesContext(connection) as queries:
            response = client.get(path, {"q": search})
        assert response.status_code == expected.status_code, (who, response.status_code)
        if response.status_code != 200:
            continue  # a list this user may not open (Django's users): refused the same
        assert response.context["cl"].result_count == expected.context["cl"].result_count
        # the box and every link carry the search that ran, not the 60 KB sent
        assert response.context["cl"].query == bounded_search(search)
        assert len(response.content) < 2 * len(expected.content), len(response.content)
        said = [str(m) for m in response.context["messages"]]
        assert any("search was cut" in m for m in said), said
        terms = max(q["sql"].upper().count(" LIKE ") for q in queries.captured_queries)
        assert terms <= SEARCH_MAX_WORDS * len(model_admin.search_fields), (who, terms)


def test_a_short_search_is_searched_whole_and_says_nothing(world):
    client = Client()
    client.force_login(world.users["two_roles"])
    response = client.get("/admin/lexicon/lexiconentry/", {"q": 'OursCorp "ours corporation"'})
    assert response.status_code == 200 and response.context["cl"].result_count == 1
    assert not list(response.context["messages"])


def test_the_bound_keeps_the_first_words_and_characters():
    assert bounded_search("a b c") == "a b c"
    words = [f"w{i}" for i in range(50)]
    assert bounded_search(" ".join(words)) == " ".join(words[:SEARCH_MAX_WORDS])
    assert bounded_search('"one phrase" ' + "x " * 20).split()[:2] == ['"one', 'phrase"']
    assert len(bounded_search("x" * 5_000)) == SEARCH_MAX_CHARS

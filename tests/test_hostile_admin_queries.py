"""Bad query values and ids in the admin answer 404, a 4xx or the default view, never a 500.

The sweeps walk every model registered in the admin site: its changelist with each list
filter's parameters (and the admin's own ones) set to hostile values, with a lookup on each
of the model's own fields (Django accepts those even when they are no list filter), its
change, delete and history views with hostile ids, and every custom URL it adds.
"""

from urllib.parse import quote

import pytest
from django.contrib import admin
from django.contrib.admin.views.main import ChangeList
from django.core.exceptions import ValidationError
from django.test import Client, RequestFactory
from django.urls import reverse

from tests.admin_world import build_world, registered, url

# Backend-dependent, so on the PostgreSQL + Redis pass too: hostile values reaching SQL (NUL,
# 20-digit ids, years no date holds).
pytestmark = pytest.mark.backend

HOSTILE_VALUES = ["abc", "1e5", "\x00", "99999999999999999999", "-1", "", "²", "x" * 5000]
HOSTILE_IDS = [
    "abc",
    "\x00",
    "99999999999999999999",
    "-1",
    "1e5",
    "²",
    "00000000-0000-0000-0000-00000000000g",
    "9" * 5000,
]
# Parameters every changelist reads (search, ordering, page, "show all", errors, popups).
CHANGELIST_PARAMS = ["q", "o", "p", "all", "e", "_to_field", "_popup", "_changelist_filters"]
# Parameters an admin reads itself, beyond its list filters.
OWN_PARAMS = {"review.Dashboard": ["tenant", "days"]}
# The admin's custom URLs and the query parameters each reads.
CUSTOM_URLS = {
    "lexicon_lexiconentry_try": ["tenant", "lang", "text"],
    "lexicon_voicepreset_preview": ["tenant", "voice", "lang", "text"],
    "lexicon_lexiconentry_import": [],
    "lexicon_lexiconentry_export": ["export-tenant", "export-lang"],
    "auth_user_password_change": [],
    "review_clip_audio": ["format"],
    "review_clip_approve": [],
    "review_clip_flag": [],
    "review_clip_reopen": [],
    "review_clip_fix": [],
    "review_clip_rerender": [],
}
# Lookups a change list accepts on any field of its model, and values that break them:
# years no date holds, numbers no column holds, text where a number belongs.
FIELD_LOOKUPS = ["", "__in", "__year", "__iso_year", "__month", "__day", "__gt", "__isnull"]
# NUL is refused by the site before any view (test_a_nul_anywhere_in_an_admin_url_...).
FIELD_VALUES = ["0", "-1", "99999999999999999999", "abc", "1e5", ""]
MODELS = [model._meta.label for model, _ in registered()]


@pytest.fixture
def world(make_tenant, make_member, make_entry, make_clip, django_user_model):
    return build_world(make_tenant, make_member, make_entry, make_clip, django_user_model)


def clients(world, names=("superuser", "two_roles")):
    for name in names:
        client = Client(raise_request_exception=False)
        client.force_login(world.users[name])
        yield name, client


def admin_for(label):
    return next((m, a) for m, a in registered() if m._meta.label == label)


def filter_parameters(model_admin, user) -> list[str]:
    request = RequestFactory().get("/")
    request.user = user
    changelist: ChangeList = model_admin.get_changelist_instance(request)
    return [p for spec in changelist.filter_specs for p in spec.expected_parameters()]


def custom_urls(model_admin):
    standard = {p.name for p in admin.ModelAdmin.get_urls(model_admin)}
    return [p for p in model_admin.get_urls() if p.name and p.name not in standard]


def test_every_custom_admin_url_is_known_to_the_sweeps():
    found = {p.name for _, model_admin in registered() for p in custom_urls(model_admin)}
    assert found <= set(CUSTOM_URLS), f"add {found - set(CUSTOM_URLS)} to CUSTOM_URLS"


def changelist_failures(world, label, model_admin, who, client, generic: bool) -> list:
    """Each of the list's parameters as ``who``, set to each hostile value: its list
    filters' and its admin's own, and (``generic``) every changelist's."""
    model = model_admin.model
    names = filter_parameters(model_admin, world.users[who]) + OWN_PARAMS.get(label, [])
    names += CHANGELIST_PARAMS if generic else []
    failures = []
    for name in names:
        for value in HOSTILE_VALUES:
            response = client.get(url(model, "changelist"), {name: value})
            if response.status_code >= 500:
                failures.append((who, name, value[:20], response.status_code))
    return failures


@pytest.mark.parametrize("label", MODELS)
def test_hostile_changelist_parameters_never_answer_5xx(world, label):
    _, model_admin = admin_for(label)
    failures = []
    # The list filters' choices and the admin's own parameters depend on the user (their
    # tenants), so both users send them; the changelist's own parameters (search,
    # ordering, paging, popups) reach the site's code, the same for every user, and go as
    # the superuser, who sees every row. Both users send everything in `make faults`
    # (test_every_changelist_parameter_as_every_user_never_answers_5xx). A third or more of
    # the requests of the heaviest sweep of both passes (docs/BENCHMARKS.md, "The test run").
    for who, client in clients(world):
        generic = who == "superuser"
        failures += changelist_failures(world, label, model_admin, who, client, generic)
    assert not failures, "\n".join(map(str, failures))


@pytest.mark.faults
@pytest.mark.parametrize("label", MODELS)
def test_every_changelist_parameter_as_every_user_never_answers_5xx(world, label):
    _, model_admin = admin_for(label)
    failures = []
    for who, client in clients(world):
        failures += changelist_failures(world, label, model_admin, who, client, True)
    assert not failures, "\n".join(map(str, failures))


def supports(field, lookup: str) -> bool:
    try:
        return bool(field.get_lookup(lookup) or field.get_transform(lookup))
    except TypeError:  # a field that refuses to be asked (django-q2's pickled ones)
        return True


def field_kind(field) -> tuple:
    """What decides how a change list takes a lookup on ``field``: its class, its column's
    type, and for a relation its target's (the value is converted to the target's)."""
    target = field.target_field.get_internal_type() if field.is_relation else None
    return (type(field), field.get_internal_type(), target)


def field_lookups(model, read_by_name=(), one_per_kind=False) -> list[str]:
    """``name`` + each of FIELD_LOOKUPS the field supports, for every concrete field: the
    others Django refuses as it builds the query. ``one_per_kind``: one field of each kind
    (``field_kind``) per lookup, and every field named in ``read_by_name`` (the admin reads
    those parameters itself: its list filters', its own)."""
    names, seen = [], set()
    for f in model._meta.concrete_fields:
        for lookup in FIELD_LOOKUPS:
            if lookup and not supports(f, lookup.removeprefix("__")):
                continue
            kind = (f.name,) if f.name in read_by_name else field_kind(f)
            if one_per_kind and (kind, lookup) in seen:
                continue
            seen.add((kind, lookup))
            names.append(f.name + lookup)
    return names


def lookup_failures(client, model, names) -> list:
    failures = []
    for name in names:
        for value in FIELD_VALUES:
            response = client.get(url(model, "changelist"), {name: value})
            if response.status_code >= 500:
                failures.append((name, value, response.status_code))
    return failures


@pytest.mark.parametrize("label", MODELS)
def test_hostile_lookups_on_any_field_never_answer_5xx(world, label):
    model, model_admin = admin_for(label)
    # The superuser opens every list; the fix is the site's, the same for every user, and
    # the examples below run as a reviewer. A lookup on a field reaches Django's code for
    # the field's kind (its class, its column's type, a relation's target's) and the site's
    # refusal of bad values (ttsproject/admin.py), the same for every field of that kind,
    # so one field of each kind per lookup goes here; a field whose parameters the admin
    # reads itself (its list filters', its own) goes by its name. Every field of every list
    # goes in `make faults` (test_hostile_lookups_on_every_field_never_answer_5xx): 4,272
    # of its 6,600 requests stay, the heaviest sweep left in both passes (docs/BENCHMARKS.md,
    # "The test run").
    superuser = world.users["superuser"]
    read = {p.split("__")[0] for p in filter_parameters(model_admin, superuser)}
    read |= set(OWN_PARAMS.get(label, []))
    _, client = next(clients(world, ("superuser",)))
    failures = lookup_failures(client, model, field_lookups(model, read, one_per_kind=True))
    assert not failures, "\n".join(map(str, failures))


@pytest.mark.faults
@pytest.mark.parametrize("label", MODELS)
def test_hostile_lookups_on_every_field_never_answer_5xx(world, label):
    model, _ = admin_for(label)
    _, client = next(clients(world, ("superuser",)))
    failures = lookup_failures(client, model, field_lookups(model))
    assert not failures, "\n".join(map(str, failures))


def test_a_year_no_date_holds_is_a_bad_lookup(world):
    client = Client()
    client.force_login(world.users["reviewer"])
    # The tenants' list offers no date filter: refused before any query (400, the twenty-fifth
    # pass); the clips' offers one (``created``): its bad years are Django's bad lookup.
    for path, query in [
        ("/admin/tenancy/tenant/", "created__year=0"),
        ("/admin/tenancy/tenant/", "created__iso_year=-1"),
        ("/admin/synth/clip/", "created__year=0"),
        ("/admin/synth/clip/", "created__year=" + "9" * 20),
    ]:
        response = client.get(f"{path}?{query}")
        expected = (400, None) if "tenant" in path else (302, f"{path}?e=1")
        assert (response.status_code, response.get("Location")) == expected, query


def test_an_id_no_column_holds_is_a_bad_lookup_or_no_rows(world):
    # SQLite cannot bind the number (a bad lookup); PostgreSQL compares it and finds none.
    client = Client()
    client.force_login(world.users["two_roles"])  # a reviewer is not shown the lexicon
    path = "/admin/lexicon/lexiconentry/"
    for query in ("tenant=" + "9" * 20, "id__in=1," + "9" * 20, "updated_by=" + "9" * 20):
        response = client.get(f"{path}?{query}")
        if not query.startswith("tenant"):  # no filter of the page's: refused before any query
            assert response.status_code == 400, query
        elif response.status_code == 200:
            assert response.context["cl"].result_count == 0, query
        else:
            assert (response.status_code, response.get("Location")) == (302, f"{path}?e=1"), (
                query,
                response.status_code,
            )


def reaching_the_query(model) -> list[str]:
    """The hostile ids ``model``'s primary key takes: the others (and a NUL, refused by the
    site before any view) are refused before any query, whoever asks."""
    found = []
    for object_id in HOSTILE_IDS:
        try:
            model._meta.pk.to_python(object_id)
        except (ValidationError, ValueError):
            continue
        if "\x00" not in object_id:
            found.append(object_id)
    return found


def id_failures(model, who, client, object_ids) -> list:
    base = url(model, "changelist")
    failures = []
    for object_id in object_ids:
        for view in ("change", "delete", "history"):
            response = client.get(f"{base}{quote(object_id, safe='')}/{view}/")
            if response.status_code >= 500:
                failures.append((who, view, object_id[:20], response.status_code))
            elif view == "change" and response.status_code == 200:
                failures.append((who, view, object_id[:20], "a page for no object"))
    return failures


@pytest.mark.parametrize("label", MODELS)
def test_hostile_ids_never_answer_5xx(world, label):
    model, _ = admin_for(label)
    failures = []
    # An id is parsed by the model's primary key, the same for every user (ModelAdmin's
    # get_object); what depends on the user is the rows asked (their tenants) and the
    # permissions, which only an id the key takes meets in a query. So the superuser, who
    # sees every list, sends every hostile id, and the others send those that reach the
    # query. Every id as both users goes in `make faults`
    # (test_every_hostile_id_as_every_user_never_answers_5xx).
    for who, client in clients(world):
        object_ids = HOSTILE_IDS if who == "superuser" else reaching_the_query(model)
        failures += id_failures(model, who, client, object_ids)
    assert not failures, "\n".join(map(str, failures))


@pytest.mark.faults
@pytest.mark.parametrize("label", MODELS)
def test_every_hostile_id_as_every_user_never_answers_5xx(world, label):
    model, _ = admin_for(label)
    failures = []
    for who, client in clients(world):
        failures += id_failures(model, who, client, HOSTILE_IDS)
    assert not failures, "\n".join(map(str, failures))


def arguments(pattern) -> list[dict]:
    """Hostile values for each argument of a URL pattern: big numbers for an ``<int:>``,
    hostile ids for a string."""
    found = [{}]
    for name, converter in pattern.pattern.converters.items():
        values = ["99999999999999999999", "0", "9" * 4000] if converter.regex == "[0-9]+" else None
        found = [{name: v} for v in values or [i for i in HOSTILE_IDS if i != "\x00"]]
    return found


@pytest.mark.parametrize("label", MODELS)
def test_hostile_values_at_custom_urls_never_answer_5xx(world, label):
    _, model_admin = admin_for(label)
    failures = []
    for who, client in clients(world):
        for pattern in custom_urls(model_admin):
            for kwargs in arguments(pattern):
                path = reverse(f"admin:{pattern.name}", kwargs=kwargs)
                params = [{}] + [
                    {name: value} for name in CUSTOM_URLS[pattern.name] for value in HOSTILE_VALUES
                ]
                for query in params:
                    for method in (client.get, client.post):
                        response = method(path, query)
                        if response.status_code >= 500:
                            failures.append((who, path[-40:], query, response.status_code))
    assert not failures, "\n".join(map(str, failures))


def test_the_dashboard_ignores_a_tenant_that_is_not_a_number(world):
    client = Client()
    client.force_login(world.users["two_roles"])
    for value in ("abc", "1e5", "99999999999999999999", "²", "-1"):
        response = client.get("/admin/review/dashboard/", {"tenant": value})
        assert response.status_code == 200
        assert response.context["chosen"] is None  # the default view: all one's tenants


def test_a_nul_anywhere_in_an_admin_url_is_a_bad_request(world):
    client = Client()
    client.force_login(world.users["superuser"])
    assert client.get("/admin/review/dashboard/", {"tenant": "\x00"}).status_code == 400
    assert (
        client.get("/admin/lexicon/lexiconentry/", {"language__exact": "a\x00"}).status_code == 400
    )
    assert client.get("/admin/django_q/success/%00/change/").status_code == 400


def test_a_batch_id_that_is_not_a_uuid_is_not_found(world):
    client = Client()
    client.force_login(world.users["superuser"])
    for object_id in ("abc", "1", "00000000-0000-0000-0000-00000000000g"):
        assert client.get(f"/admin/synth/batch/{object_id}/change/").status_code == 404

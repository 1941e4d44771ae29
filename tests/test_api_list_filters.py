"""The lexicon list's filters (api.filters): their readings, their errors, their scope,
and their place in the schema."""

import pytest
import yaml
from django.test import Client

from tests.test_api_support import client_for, error

# Backend-dependent, so on the PostgreSQL + Redis pass too: the filters are SQL lookups (case,
# LIKE), scoped to the tenant.
pytestmark = pytest.mark.backend

URL = "/api/v1/lexicon"


@pytest.fixture
def alice(make_tenant, make_entry):
    tenant = make_tenant("alice")
    make_entry(tenant, "SaaS", "sass", language="en")
    make_entry(tenant, "ONNX", "onyx", language="ko")
    make_entry(tenant, "API", "A P I", enabled=False)  # every language
    return tenant


def terms(api, query: str) -> list[str]:
    response = api.get(f"{URL}?{query}")
    assert response.status_code == 200, response.content[:300]
    return [e["term"] for e in response.json()["results"]]


def test_no_filter_lists_every_entry(alice):
    assert terms(client_for(alice), "") == ["API", "ONNX", "SaaS"]


def test_an_empty_language_lists_the_entries_for_every_language(alice):
    api = client_for(alice)
    assert terms(api, "language=") == ["API"]
    assert terms(api, "language=ko") == ["ONNX"]
    assert terms(api, "language=KO") == []  # codes are exact, as stored
    assert terms(api, "language=xx") == []  # an unknown code finds nothing, as before


@pytest.mark.parametrize("value", ["1", "true", "TRUE", "Yes", "on"])
def test_enabled_reads_one_true_yes_or_on_in_any_case_as_yes(alice, value):
    assert terms(client_for(alice), f"enabled={value}") == ["ONNX", "SaaS"]


@pytest.mark.parametrize("value", ["0", "false", "No", "off"])
def test_enabled_reads_zero_false_no_or_off_as_no(alice, value):
    assert terms(client_for(alice), f"enabled={value}") == ["API"]


def test_an_empty_enabled_is_no_filter(alice):
    assert terms(client_for(alice), "enabled=") == ["API", "ONNX", "SaaS"]


@pytest.mark.parametrize("value", ["maybe", "2", "truee", "ja"])
def test_enabled_refuses_any_other_value(alice, value):
    # A fresh hostile pass: ?enabled=maybe answered 200 with the disabled entries.
    response = client_for(alice).get(f"{URL}?enabled={value}")
    assert response.status_code == 400
    assert error(response)["code"] == "invalid" and error(response)["field"] == "enabled"


def test_search_finds_a_part_of_the_term_in_any_case(alice):
    api = client_for(alice)
    assert terms(api, "search=saa") == ["SaaS"]
    assert terms(api, "search=A") == ["API", "SaaS"]
    assert terms(api, "search=") == ["API", "ONNX", "SaaS"]


def test_filters_combine(alice):
    assert terms(client_for(alice), "language=en&enabled=yes&search=s") == ["SaaS"]


def test_filters_never_reach_another_tenants_entries(alice, make_tenant, make_entry):
    bob = make_tenant("bob")
    make_entry(bob, "Bobcat", "bob cat", language="en")
    api = client_for(alice)
    assert terms(api, "search=bob") == []
    assert terms(api, "language=en") == ["SaaS"]


@pytest.mark.parametrize("param", ["language", "search"])
def test_a_bad_filter_value_is_a_400_naming_the_parameter(alice, param):
    response = client_for(alice).get(f"{URL}?{param}=a%00b")
    assert response.status_code == 400
    assert error(response)["code"] == "invalid" and error(response)["field"] == param


@pytest.mark.django_db
def test_the_schema_lists_the_filters_from_the_filterset():
    schema = yaml.safe_load(Client().get("/api/schema/").content)
    listing = schema["paths"]["/api/v1/lexicon"]["get"]
    params = {p["name"]: p for p in listing["parameters"] if p["in"] == "query"}
    assert params["language"]["schema"] == {"type": "string"}
    assert params["enabled"]["schema"] == {"type": "boolean"}
    assert params["search"]["schema"] == {"type": "string"}
    assert "400" in listing["responses"]

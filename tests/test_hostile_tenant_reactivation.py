"""Whether a tenant is active is the operator's to say (the twenty-first pass, M-1): a
tenant's own admin could switch ``active`` back on after a superuser deactivated it, and
its API keys worked again at once; every "a deactivated tenant is refused" rests on it."""

import pytest
from django.test import Client
from django.urls import reverse

from tenancy.models import Tenant
from tests.test_api_support import client_for
from tests.test_hostile_admin_writes import as_post, form_values


@pytest.fixture
def acme(make_tenant):
    return make_tenant("acme")


def change_page(tenant) -> str:
    return reverse("admin:tenancy_tenant_change", args=[tenant.pk])


def test_a_tenant_admin_cannot_switch_a_deactivated_tenant_back_on(acme, make_member, db):
    api = client_for(acme)  # its key, made while active
    Tenant.objects.filter(pk=acme.pk).update(active=False)
    admin = Client()
    admin.force_login(make_member(acme, "admin"))
    page = admin.get(change_page(acme))
    assert page.status_code == 200
    assert 'name="active"' not in page.content.decode()  # shown, not a field to post
    data = as_post(form_values(admin, change_page(acme), "tenant_form"), Tenant, changed=False)
    data["active"] = ["on"]  # what a hand-made form would post
    answer = admin.post(change_page(acme), data)
    assert answer.status_code in (200, 302)
    acme.refresh_from_db()
    assert acme.active is False
    assert api.get("/api/v1/voices").status_code == 401  # its keys stay refused


def test_a_superuser_still_switches_it(acme, admin_client):
    data = as_post(
        form_values(admin_client, change_page(acme), "tenant_form"), Tenant, changed=False
    )
    data.pop("active", None)  # unchecked
    assert admin_client.post(change_page(acme), data).status_code == 302
    acme.refresh_from_db()
    assert acme.active is False

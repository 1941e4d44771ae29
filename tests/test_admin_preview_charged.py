"""A preset's voice preview in the admin is a way in like the others: charged to its
tenant's daily quota and metered as "admin", once per sample: the page asking again for
the job it was given does not pay again (another tenant's job id is no such job)."""

import pytest
from django.db.models import Sum

from metering.limits import quota_used
from metering.models import Usage

pytestmark = pytest.mark.backend

PREVIEW = "/admin/lexicon/voicepreset/preview/"


def test_a_sample_is_charged_once_however_often_the_page_asks(
    client, make_tenant, make_member, job_settings, fresh_counts
):
    acme, bob = make_tenant("acme"), make_tenant("bob")
    client.force_login(make_member(acme, "editor"))
    query = {"tenant": acme.pk, "voice": "M1", "lang": "en", "text": "Hello there."}
    first = client.get(PREVIEW, query)
    assert first.status_code == 202  # no worker in this test: the job waits
    for _ in range(3):
        again = client.get(PREVIEW, {**query, "job": first["X-Job"]})
        assert again.status_code == 202 and again["X-Job"] == first["X-Job"]
    assert quota_used(acme)[0] == len("Hello there.")
    usage = Usage.objects.filter(tenant=acme, surface="admin")
    assert usage.aggregate(n=Sum("requests"), c=Sum("characters")) == {"n": 1, "c": 12}
    # Bob's member naming acme's job gets bob's own sample, charged to bob.
    client.force_login(make_member(bob, "editor"))
    other = client.get(PREVIEW, {**query, "tenant": bob.pk, "job": first["X-Job"]})
    assert other.status_code == 202 and other["X-Job"] != first["X-Job"]
    assert quota_used(bob)[0] == 12 and quota_used(acme)[0] == 12

"""The admin's tenant and preset pages take a fallback clip by its number, never as a list
of every clip the tenant has: with 20,000 clips each view cost 3 s of web CPU and a 1.1 MB
page (a thirteenth hostile pass, M-4, issue 30). The choice is still one of the tenant's own
clips (tests/test_hostile_admin_state.py, tests/test_fallback_clips.py)."""

from django.urls import reverse

from synth.models import FallbackClip
from tenancy.models import Tenant


def test_the_tenant_page_lists_no_clips_and_takes_one_by_number(
    admin_client, make_tenant, make_clip
):
    acme = make_tenant("acme")
    clips = [make_clip(acme) for _ in range(30)]
    page = admin_client.get(reverse("admin:tenancy_tenant_change", args=[acme.pk]))
    html = page.content.decode()
    assert page.status_code == 200
    field = html.split('name="fallback_clip"', 1)
    assert len(field) == 2, "the page has the fallback clip field"
    assert "<option" not in html.split('id="id_fallback_clip"', 1)[-1].split("</div>", 1)[0]
    form = page.context["adminform"].form
    assert set(form.fields["fallback_clip"].queryset) == set(clips)


def test_another_tenants_clip_number_is_refused(admin_client, make_tenant, make_clip):
    acme, other = make_tenant("acme"), make_tenant("other")
    theirs = make_clip(other)
    page = admin_client.get(reverse("admin:tenancy_tenant_change", args=[acme.pk]))
    form_class = type(page.context["adminform"].form)
    data = {**page.context["adminform"].form.initial, "fallback_clip": str(theirs.pk)}
    form = form_class(data, instance=Tenant.objects.get(pk=acme.pk))
    assert not form.is_valid() and "fallback_clip" in form.errors
    assert not FallbackClip.objects.filter(tenant=acme).exists()

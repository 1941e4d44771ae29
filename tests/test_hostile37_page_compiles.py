"""Every page's compile of a lexicon waits briefly and is charged, and a re-render is let in
before it plans (the thirty-seventh hostile pass, H-1 and M-1).

H-1: three staff pages planned speech outside ``lexicon.compiles.charging_compiles`` (a
review's re-render, the bulk re-render, the voice preview), so a compile of the tenant's
lexicon held their web thread however long it took, charged to nobody: 16 re-renders after
a lexicon write held every thread of both web processes for 7-10 s, and another tenant's
/normalize waited as long. Now every request starts as a page's
(``lexicon.compiles.PagesChargeCompiles``): at most COMPILE_WAIT_SECONDS behind another
thread's compile, then "being compiled, ask again", and a compile it does is charged to the
tenant whose lexicon it is. A change of the rules a tenant switches off (a new normalizer
to compile everywhere, as a lexicon write) counts as a lexicon write.

M-1: a review's re-render planned its clip (and compiled) before asking whether the tenant
was active and within its rate; refused, that work was counted nowhere."""

import pytest
from django.forms import modelform_factory

from lexicon.models import LexiconEntry
from metering.limits import quota_used
from review import rerender as rerender_module
from synth.fallback_admin import TenantFallbackForm
from tenancy.models import Tenant
from tests import test_hostile_staff_compile_wait as staff_pages
from tests.test_api_support import client_for
from tests.test_hostile16_lexicon_compile_charged import left, long_terms
from tests.test_hostile_admin_limits import bulk_rerender, preview, rerender, told
from tests.test_hostile_compile_wait import compile_held

pytestmark = pytest.mark.backend

# The tenant (a lexicon entry, no compiled normalizer kept) and its editor, as the staff
# pages' own compile tests have them.
acme, editor = staff_pages.acme, staff_pages.editor
BEING_COMPILED = staff_pages.BEING_COMPILED


@pytest.mark.parametrize("way_in", [preview, rerender, bulk_rerender], ids=lambda f: f.__name__)
def test_a_page_that_plans_waits_briefly_for_another_threads_compile(acme, editor, way_in):
    with compile_held(acme) as took:  # another thread's compile, five seconds long
        answer = way_in(editor, acme, "Our SaaS ships today.")
    assert took[0] < 3  # before: the compile's whole five seconds, holding the thread
    assert BEING_COMPILED in told(editor, answer)
    if way_in is preview:
        assert answer.status_code == 503 and answer["Retry-After"] == "1"
    assert quota_used(acme)[0] == 0  # nothing spoken, nothing charged


@pytest.mark.parametrize("way_in", [preview, rerender], ids=lambda f: f.__name__)
def test_a_compile_a_page_does_counts_against_the_tenants_rate(rate, acme, editor, way_in):
    LexiconEntry.objects.filter(tenant=acme).delete()
    long_terms(acme)  # 60,300 characters: seven requests' worth, one counted by the page
    way_in(editor, acme, "Our SaaS ships today.")
    assert left(client_for(acme)) == 3  # before: 9 (the compile charged to nobody)


def test_a_rerender_past_the_rate_is_refused_before_its_clip_is_planned(
    acme, editor, one_rate_window, monkeypatch, sync_jobs
):
    sync_jobs.API_RATE = "1/min"
    assert client_for(acme).get("/api/v1/voices").status_code == 200  # the minute's one

    def planned(clip):
        raise AssertionError("planned before the tenant was let in")

    monkeypatch.setattr(rerender_module, "plan_for", planned)
    answer = rerender(editor, acme, "Our SaaS ships today.")
    assert "more than 1 requests in 60 s" in told(editor, answer)


def test_a_deactivated_tenants_rerender_plans_nothing(acme, editor, monkeypatch):
    acme.active = False
    acme.save()
    monkeypatch.setattr(rerender_module, "plan_for", lambda clip: pytest.fail("planned"))
    answer = rerender(editor, acme, "Our SaaS ships today.")
    assert "acme is deactivated" in told(editor, answer)


def rules_form(tenant, rules: list[str]):
    """The tenant page's form (as the admin makes it) with ``rules`` switched off."""
    form_class = modelform_factory(Tenant, form=TenantFallbackForm, exclude=["created"])
    initial = form_class(instance=tenant).initial
    data = {k: v for k, v in initial.items() if v is not None and not isinstance(v, list | dict)}
    return form_class({**data, "disabled_rules": rules}, instance=tenant)


def test_switching_rules_off_counts_as_a_lexicon_write(rate, acme):
    LexiconEntry.objects.filter(tenant=acme).delete()
    long_terms(acme)  # seven requests' worth
    form = rules_form(acme, ["en.pulse"])
    assert form.is_valid(), form.errors
    assert left(client_for(acme)) == 3  # before: 10 (the change counted nothing)


def test_switching_rules_off_past_the_rate_is_refused(acme, one_rate_window, sync_jobs):
    sync_jobs.API_RATE = "1/min"
    assert client_for(acme).get("/api/v1/voices").status_code == 200
    form = rules_form(acme, ["en.pulse"])
    assert not form.is_valid()
    assert "the rules were not changed" in str(form.errors["disabled_rules"])

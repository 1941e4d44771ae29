"""A staff way in's compile of a tenant's lexicon, charged and waited for as an API
request's is (issue 30, the twenty-second pass, M-A; the thirty-seventh, H-1)."""

import contextlib

from asgiref.sync import iscoroutinefunction, markcoroutinefunction

from lexicon.models import requests_for
from metering.limits import take_request
from tenancy.models import ANY_TENANT, compile_charged_to


def _charge(tenant, entries: int, chars: int) -> None:
    extra = requests_for(entries, chars) - 1  # the way in counted its own request
    if extra > 0:
        take_request(tenant, extra)


def charges_of(tenant) -> tuple:
    """``compile_charged_to``'s value that charges ``tenant`` for a compile of its lexicon
    its way in causes, and waits at most COMPILE_WAIT_SECONDS behind another thread's: for
    a way in whose context outlives one call (a WebSocket: each segment is planned in the
    pool with the connection's context, and never passes Django's middleware nor the
    API's throttle; the thirty-eighth hostile pass, H-1)."""
    return (tenant.pk, _charge)


@contextlib.contextmanager
def charging_compiles(tenant):
    """Within it, a compile of ``tenant``'s lexicon (not cached in this process) is charged
    to ``tenant`` and waited for as an API request of its own is (tenancy.models: at most
    COMPILE_WAIT_SECONDS behind another thread's compile, then LexiconCompiling, 503): a
    staff way in that reads text as the tenant's normalizer does (the admin's "Try the
    normalizer", a test set's page, the playground). Before, those waited for the compile
    holding a thread, however long, and it was charged to nobody (the twenty-second pass,
    M-A: another tenant's request waited up to 3.2 s)."""
    token = compile_charged_to.set(charges_of(tenant))
    try:
        yield
    finally:
        compile_charged_to.reset(token)


class PagesChargeCompiles:
    """Every request starts as a page's: a compile of any tenant's lexicon it causes is
    charged to that tenant and waited for at most COMPILE_WAIT_SECONDS behind another
    thread's (then LexiconCompiling: api.middleware.ServiceFaults answers a page 503 with
    Retry-After), unless the way in says more (an API key's request: its own tenant,
    api.throttles; ``charging_compiles``). Pages that planned speech without saying so
    (a review's re-render, the bulk re-render, the preset preview) waited for a compile
    however long it took, holding a web thread, and charged it to nobody: 16 re-renders
    after a lexicon write held every thread of both web processes for 7-10 s (the
    thirty-seventh hostile pass, H-1). Workers and commands never pass here: they wait."""

    sync_capable = async_capable = True

    def __init__(self, get_response):
        self.get_response = get_response
        self.async_mode = iscoroutinefunction(get_response)
        if self.async_mode:
            markcoroutinefunction(self)

    def __call__(self, request):
        if self.async_mode:
            return self._acall(request)
        token = compile_charged_to.set((ANY_TENANT, _charge))
        try:
            return self.get_response(request)
        finally:
            compile_charged_to.reset(token)

    async def _acall(self, request):
        token = compile_charged_to.set((ANY_TENANT, _charge))
        try:
            return await self.get_response(request)
        finally:
            compile_charged_to.reset(token)

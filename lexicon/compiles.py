"""A staff way in's compile of a tenant's lexicon, charged and waited for as an API
request's is (issue 30, the twenty-second pass, M-A)."""

import contextlib

from lexicon.models import requests_for
from metering.limits import take_request
from tenancy.models import compile_charged_to


@contextlib.contextmanager
def charging_compiles(tenant):
    """Within it, a compile of ``tenant``'s lexicon (not cached in this process) is charged
    to ``tenant`` and waited for as an API request of its own is (tenancy.models: at most
    COMPILE_WAIT_SECONDS behind another thread's compile, then LexiconCompiling, 503): a
    staff way in that reads text as the tenant's normalizer does (the admin's "Try the
    normalizer", a test set's page, the playground). Before, those waited for the compile
    holding a thread, however long, and it was charged to nobody (the twenty-second pass,
    M-A: another tenant's request waited up to 3.2 s)."""

    def charge(entries: int, chars: int) -> None:
        extra = requests_for(entries, chars) - 1  # the way in counted its own request
        if extra > 0:
            take_request(tenant, extra)

    token = compile_charged_to.set((tenant.pk, charge))
    try:
        yield
    finally:
        compile_charged_to.reset(token)

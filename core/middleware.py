"""Django's own middleware whose hooks only compute (headers, cookies, a lazy user), run on
the event loop itself instead of each taking a trip to a thread and back.

Under ASGI, Django runs a sync middleware's ``process_request`` and ``process_response``
through ``sync_to_async``, two thread hops per middleware per request: more than the
cache-hit answer itself costs. These do no I/O, so they need no thread (one that did would
raise SynchronousOnlyOperation here, not block the loop silently). Session and messages
middleware, which may read or write the session, keep their hops.
"""

from django.contrib.auth import middleware as auth
from django.middleware import clickjacking, common, csrf, security


class OnTheLoop:
    """A MiddlewareMixin's hooks called directly in async mode; sync mode is unchanged."""

    async def __acall__(self, request):
        response = self.process_request(request) if hasattr(self, "process_request") else None
        response = response or await self.get_response(request)
        if hasattr(self, "process_response"):
            response = self.process_response(request, response)
        return response


class SecurityMiddleware(OnTheLoop, security.SecurityMiddleware):
    pass


class CommonMiddleware(OnTheLoop, common.CommonMiddleware):
    pass


class AuthenticationMiddleware(OnTheLoop, auth.AuthenticationMiddleware):
    pass


class XFrameOptionsMiddleware(OnTheLoop, clickjacking.XFrameOptionsMiddleware):
    pass


class CsrfViewMiddleware(OnTheLoop, csrf.CsrfViewMiddleware):
    def __init__(self, get_response):
        super().__init__(get_response)
        if self.async_mode:  # the handler would hop to a thread for a sync process_view too
            self.process_view = self._process_view_on_the_loop

    async def _process_view_on_the_loop(self, request, callback, callback_args, callback_kwargs):
        return csrf.CsrfViewMiddleware.process_view(
            self, request, callback, callback_args, callback_kwargs
        )

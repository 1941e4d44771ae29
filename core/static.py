"""Static files (the admin's, the API docs') by WhiteNoise, in an async middleware chain.

WhiteNoise's middleware is sync only: Django would then run the whole chain beneath it in
a thread, a waiting request's included. This wrapper keeps the chain async and calls
WhiteNoise only for paths under its prefix, in the sync pool, with the file read there
too (its FileResponse would otherwise be read by Django on the thread-sensitive thread,
with a warning on every file).
"""

from django.http import FileResponse, HttpResponse
from django.utils.deprecation import MiddlewareMixin
from whitenoise.middleware import WhiteNoiseMiddleware

from core.aio import run_sync


class StaticFiles(MiddlewareMixin):
    def __init__(self, get_response):
        super().__init__(get_response)  # both modes: async when the chain is
        self.whitenoise = WhiteNoiseMiddleware(lambda request: None)

    def __call__(self, request):
        if self.async_mode:
            return self._acall(request)
        return self.whitenoise(request) or self.get_response(request)

    async def _acall(self, request):
        if request.path_info.startswith(self.whitenoise.static_prefix):
            response = await run_sync(self._served, request)
            if response is not None:
                return response
        return await self.get_response(request)

    def _served(self, request) -> HttpResponse | None:
        response = self.whitenoise(request)
        if not isinstance(response, FileResponse):
            return response
        try:
            inline = HttpResponse(b"".join(response.streaming_content), status=response.status_code)
        finally:
            response.file_to_stream.close()  # not response.close(): no request has finished
        for name, value in response.items():
            inline[name] = value
        return inline

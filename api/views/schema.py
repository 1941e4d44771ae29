"""GET /api/schema/: the OpenAPI document, made once per process.

It depends only on the code (the URL conf, serializers and settings), yet drf-spectacular
builds it again for every request, and its YAML rendering costs as much again: about 80 ms
of web CPU each, for anyone, with no key. So it is built without the caller's request (as
``manage.py spectacular`` builds it, so no caller's key or tenant can shape it), rendered
once per format, and served as those bytes."""

import functools

from django.http import HttpResponse
from drf_spectacular.generators import SchemaGenerator
from drf_spectacular.utils import extend_schema
from drf_spectacular.views import SpectacularAPIView


@functools.cache
def schema() -> dict:
    """The OpenAPI document of every public route, as drf-spectacular builds it."""
    return SchemaGenerator().get_schema(request=None, public=True)


@functools.cache
def rendered(renderer_class: type) -> bytes:
    """The document in one of the view's formats (YAML, JSON: four renderers in all)."""
    return renderer_class().render(schema(), renderer_context={})


class SchemaView(SpectacularAPIView):
    """The OpenAPI document: YAML by default, JSON with ``?format=json`` or
    ``Accept: application/vnd.oai.openapi+json``. The same for every caller: no key
    is read. ``?lang`` and ``?version`` change nothing (no translations, no versions)."""

    authentication_classes = []

    @extend_schema(exclude=True)  # as drf-spectacular's own view (SERVE_INCLUDE_SCHEMA off)
    def get(self, request, *args, **kwargs):
        renderer = request.accepted_renderer
        content_type = renderer.media_type
        if renderer.charset:
            content_type += f"; charset={renderer.charset}"
        response = HttpResponse(rendered(type(renderer)), content_type=content_type)
        response["Content-Disposition"] = f'inline; filename="{self._get_filename(request, None)}"'
        return response

from django.conf import settings
from django.http import JsonResponse


class BodySizeLimit:
    """Refuse oversized API bodies with a JSON 413 before anything reads them."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        if request.path.startswith(("/api/", "/v1/")):
            try:
                length = int(request.META.get("CONTENT_LENGTH") or 0)
            except ValueError:
                length = 0
            if length > settings.API_MAX_BODY_BYTES:
                return JsonResponse(
                    {
                        "error": {
                            "code": "body_too_large",
                            "field": None,
                            "message": f"the request body is {length:,} bytes; the limit is "
                            f"{settings.API_MAX_BODY_BYTES:,}",
                        }
                    },
                    status=413,
                )
        return self.get_response(request)

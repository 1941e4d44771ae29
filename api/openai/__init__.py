"""The OpenAI-compatible surface (base URL http://HOST/v1): its URLs, serializers, views,
SSE stream and error envelope."""

from django.contrib import admin
from django.urls import include, path, reverse_lazy
from drf_spectacular.views import SpectacularSwaggerView

from api.views.schema import SchemaView
from ops.views import metrics

# The admin's "View site" link: the home page (home/).
admin.site.site_url = reverse_lazy("home:index")
# The service's name on every admin page and on the sign-in page (templates/admin/login.html).
admin.site.site_header = admin.site.site_title = "Supertonic TTS"
admin.site.index_title = "Administration"

urlpatterns = [
    path("admin/", admin.site.urls),
    path("api/v1/", include("api.urls")),
    # OpenAI-compatible: an OpenAI client's base URL is http://HOST/v1 (api/openai/urls.py)
    path("", include("api.openai.urls")),
    # ElevenLabs-compatible: an ElevenLabs client's base URL is http://HOST
    # (api/elevenlabs/urls.py; its WebSockets are routed in ttsproject/asgi.py)
    path("", include("api.elevenlabs.urls")),
    # Made once per process (api/views/schema.py)
    path("api/schema/", SchemaView.as_view(), name="schema"),
    path("api/docs/", SpectacularSwaggerView.as_view(url_name="schema"), name="docs"),
    # Prometheus; who may read it: METRICS_TOKEN and METRICS_ALLOWED_IPS (docs/OPERATIONS.md)
    path("metrics", metrics, name="metrics"),
    # The home page at / and the playground for signed-in members (home/)
    path("", include("home.urls")),
]

# API clients get JSON errors for unknown routes and crashes too (other paths: Django's).
handler404 = "api.views.meta.page_not_found"
handler500 = "api.views.meta.server_error"

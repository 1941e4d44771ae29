from django.contrib import admin
from django.urls import path

from synth import views

urlpatterns = [
    path("admin/", admin.site.urls),
    path("api/v1/health", views.health, name="health"),
]

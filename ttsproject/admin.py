"""The admin site: Django's, refusing a NUL character in a request's path or query.

PostgreSQL cannot compare a string holding a NUL, so an id or a filter value with one
answered 500 from any admin page (ours, Django's, django-q2's) once it reached a query.
No admin URL needs one: the site answers 400 before any view runs.
"""

import functools

from django.contrib import admin
from django.contrib.admin.apps import AdminConfig as DjangoAdminConfig
from django.http import HttpResponseBadRequest


class AdminSite(admin.AdminSite):
    def admin_view(self, view, cacheable=False):
        """Every admin view (the site's and each ModelAdmin's, custom URLs included)."""
        wrapped = super().admin_view(view, cacheable)

        @functools.wraps(wrapped)
        def refuse_nul(request, *args, **kwargs):
            values = [v for _, vs in request.GET.lists() for v in vs] + [request.path]
            if any("\x00" in value for value in values):
                return HttpResponseBadRequest("NUL characters are not allowed here")
            return wrapped(request, *args, **kwargs)

        return refuse_nul


class AdminConfig(DjangoAdminConfig):
    default_site = "ttsproject.admin.AdminSite"

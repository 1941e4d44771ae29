"""The admin site: Django's, refusing a NUL character in a request's path or query, and
answering a lookup no database can run as Django answers a bad one.

PostgreSQL cannot compare a string holding a NUL, so an id or a filter value with one
answered 500 from any admin page (ours, Django's, django-q2's) once it reached a query.
No admin URL needs one: the site answers 400 before any view runs.

A change list accepts lookups on any field of its model (``?created__year=0``,
``?tenant=99999999999999999999``). Django turns the errors of building such a query into
its "bad lookup" redirect (``?e=1``), but a year no date holds or a number the database
cannot bind only fails when the query runs: every change list of this site treats those
the same way.

A change list filters by what its page offers, nothing else: ``?text__regex=`` with a
back-reference pattern ran past 30 s (``RefuseBadLookups.lookup_allowed``).

A change list's search (``?q=``) ANDs one OR-group per word across its search fields, so a
thousand words was a query SQLite refuses (500) and PostgreSQL runs for seconds: every
admin of the site reads at most ``SEARCH_MAX_WORDS`` words of ``SEARCH_MAX_CHARS``
characters and says it cut the rest.
"""

import functools
import itertools

from django import forms
from django.contrib import admin, messages
from django.contrib.admin.apps import AdminConfig as DjangoAdminConfig
from django.contrib.admin.options import IncorrectLookupParameters
from django.contrib.admin.views.main import SEARCH_VAR
from django.contrib.admin.widgets import url_params_from_lookup_dict
from django.core.exceptions import PermissionDenied, ValidationError
from django.db import models
from django.http import HttpResponseBadRequest
from django.template.response import TemplateResponse
from django.urls import reverse
from django.utils.text import smart_split

# A person's search is a few words; each word costs a condition per search field per row
# (a LIKE over the whole table), and a long one a longer pattern for each of them.
SEARCH_MAX_WORDS = 10
SEARCH_MAX_CHARS = 200


@functools.cache
def refusing_bad_values(changelist: type) -> type:
    """``changelist`` (a ChangeList class), answering a lookup value that fails as the
    query runs with IncorrectLookupParameters: ``datetime(0, 1, 1)`` for a year, an int
    too large for SQLite."""

    class ChangeList(changelist):
        def get_results(self, request):
            # The first place the filtered query runs (its count); the page reuses it.
            try:
                super().get_results(request)
            except (ValueError, OverflowError) as e:
                raise IncorrectLookupParameters(e) from e

    return ChangeList


# The lookups Django's own list filters write after a filter's field (``created__gte``,
# ``tenant__id__exact``, ``lang__isnull``) and the date hierarchy's parts.
FILTER_LOOKUPS = frozenset(
    {"exact", "isnull", "in", "gte", "gt", "lt", "lte", "isempty", "year", "month", "day"}
)


def offered_filters(list_filter, date_hierarchy) -> tuple[set[str], set[str]]:
    """What a change list's own filters read from its query: field paths (each with
    FILTER_LOOKUPS after it) and the parameters of its own filter classes."""
    paths, parameters = set(), set()
    for item in list_filter:
        if isinstance(item, type) and issubclass(item, admin.SimpleListFilter):
            parameters.add(item.parameter_name)
        elif isinstance(item, (list, tuple)):
            paths.add(item[0])
        elif isinstance(item, str):
            paths.add(item)
    if date_hierarchy:
        paths.add(date_hierarchy)
    return paths, parameters


def offered(lookup: str, paths: set[str], parameters: set[str]) -> bool:
    """Whether ``lookup`` is one a page's filters write: a filter's own parameter, or one
    of its fields with a filter's lookup (``tenant__id__exact``: a relation's key)."""
    if lookup in parameters or lookup in paths:  # ``?lang=en``: a filter of all values
        return True
    for path in paths:
        if lookup.startswith(path + "__"):
            rest = lookup[len(path) + 2 :].split("__")
            if rest[-1] in FILTER_LOOKUPS and len(rest) <= 2:
                return True
    return False


class RefuseBadLookups:
    """Mixed into every ModelAdmin the site registers (see ``AdminSite.register``).

    A change list's query filters only by what its page offers (its filters, its date
    hierarchy, its search): Django lets any lookup on the model's own fields through, and
    ``?text__regex=(.*)(.*)(.*)(.*)\\4\\3\\2\\1Q`` over a reviewer's clips ran past
    30 s in PostgreSQL (a back-reference pattern backtracks exponentially; SQLite's
    REGEXP is Python's ``re``, which holds the process's GIL), eight at once stalled every
    tenant's requests, and an unparsable pattern answered 500 (the twenty-fifth hostile
    pass's H-1 and L-1). Anything else is Django's "Filtering by … not allowed", 400."""

    def get_changelist(self, request, **kwargs):
        return refusing_bad_values(super().get_changelist(request, **kwargs))

    def lookup_allowed(self, lookup, value, request=None):
        if not super().lookup_allowed(lookup, value, request):
            return False
        for fk_lookup in self.model._meta.related_fkey_lookups:  # a raw id popup's own
            if callable(fk_lookup):
                fk_lookup = fk_lookup()
            if (lookup, value) in url_params_from_lookup_dict(fk_lookup).items():
                return True
        list_filter = self.get_list_filter(request) if request is not None else self.list_filter
        return offered(lookup, *offered_filters(list_filter, self.date_hierarchy))


def bounded_search(term: str) -> str:
    """``term``'s first SEARCH_MAX_CHARS characters, and of those its first SEARCH_MAX_WORDS
    words as the admin splits them (a quoted phrase is one word)."""
    words = list(itertools.islice(smart_split(term[:SEARCH_MAX_CHARS]), SEARCH_MAX_WORDS + 1))
    if len(words) <= SEARCH_MAX_WORDS and len(term) <= SEARCH_MAX_CHARS:
        return term
    return " ".join(words[:SEARCH_MAX_WORDS])


class BoundedSearch:
    """Mixed into every ModelAdmin the site registers: the search reads a bounded term."""

    def changelist_view(self, request, extra_context=None):
        # The page's search box and every link on it carry the search: the one that ran,
        # not all the words sent, each link over again.
        search = request.GET.get(SEARCH_VAR)
        if search is not None and (bounded := self.bounded(request, search)) != search:
            request.GET = request.GET.copy()
            request.GET[SEARCH_VAR] = bounded
        return super().changelist_view(request, extra_context)

    def get_search_results(self, request, queryset, search_term):
        return super().get_search_results(request, queryset, self.bounded(request, search_term))

    def bounded(self, request, search_term: str) -> str:
        """``search_term`` bounded, saying so to the user when it was cut."""
        bounded = bounded_search(search_term)
        if bounded != search_term:
            self.message_user(
                request,
                f"The search was cut to its first {SEARCH_MAX_WORDS} words and "
                f"{SEARCH_MAX_CHARS} characters: showing rows matching “{bounded}”.",
                messages.WARNING,
            )
        return bounded


class BoundedJSONField(forms.JSONField):
    """Django's JSON form field, answering a document nested past the parser's depth as
    invalid: Python's json raises RecursionError there (not ValueError), which Django's
    field lets through as a 500 (the twenty-eighth pass, L-1)."""

    default_error_messages = {"deep": "Nested too deeply to be read as JSON."}

    def to_python(self, value):
        try:
            return super().to_python(value)
        except RecursionError:
            raise ValidationError(self.error_messages["deep"], code="invalid") from None

    def bound_data(self, data, initial):
        try:
            return super().bound_data(data, initial)
        except RecursionError:
            return forms.fields.InvalidJSONInput(data)


class BoundedJson:
    """Every JSON field of an admin form reads a user's text with BoundedJSONField."""

    def formfield_for_dbfield(self, db_field, request, **kwargs):
        if isinstance(db_field, models.JSONField):
            kwargs.setdefault("form_class", BoundedJSONField)
        return super().formfield_for_dbfield(db_field, request, **kwargs)


SITE_MIXINS = (RefuseBadLookups, BoundedSearch, BoundedJson)


class AdminSite(admin.AdminSite):
    @property
    def login_form(self):
        from ttsproject.logins import SignInForm  # this module loads before the models

        return SignInForm

    def login(self, request, extra_context=None):
        """Django's sign-in page; 429 when the attempt was refused as one too many."""
        response = super().login(request, extra_context)
        if getattr(request, "axes_locked_out", False):
            response.status_code = 429
        return response

    def password_change(self, request, extra_context=None):
        """Django's page (AdminSite.password_change), its attempts counted
        (ttsproject.logins.PasswordChange)."""
        from ttsproject.logins import PasswordChange

        request.current_app = self.name
        return PasswordChange.as_view(
            success_url=reverse("admin:password_change_done", current_app=self.name),
            extra_context={**self.each_context(request), **(extra_context or {})},
            **(
                {"template_name": self.password_change_template}
                if self.password_change_template
                else {}
            ),
        )(request)

    def admin_view(self, view, cacheable=False):
        """Every admin view (the site's and each ModelAdmin's, custom URLs included)."""
        wrapped = super().admin_view(view, cacheable)

        @functools.wraps(wrapped)
        def refuse_nul(request, *args, **kwargs):
            values = [v for _, vs in request.GET.lists() for v in vs] + [request.path]
            if any("\x00" in value for value in values):
                return HttpResponseBadRequest("NUL characters are not allowed here")
            try:
                return wrapped(request, *args, **kwargs)
            except PermissionDenied as exc:
                return self.forbidden(request, exc)

        return refuse_nul

    def forbidden(self, request, exc: PermissionDenied) -> TemplateResponse:
        """A page the user's role does not allow: 403 inside the admin's own layout, with
        the way back, instead of Django's bare "403 Forbidden"."""
        from tenancy.models import Membership  # this module loads before the models

        context = {
            **self.each_context(request),
            "title": "Not allowed for your role",
            "reason": str(exc),
            "roles": Membership.objects.filter(user=request.user).select_related("tenant"),
        }
        return TemplateResponse(request, "admin/403.html", context, status=403)

    def register(self, model_or_iterable, admin_class=None, **options):
        """Django's, with every admin class (ours, Django's, django-q2's) refusing bad
        lookups and bounding its search: the class registered is a subclass of
        ``admin_class`` named like it."""
        admin_class = admin_class or admin.ModelAdmin
        missing = tuple(mixin for mixin in SITE_MIXINS if not issubclass(admin_class, mixin))
        if missing:
            attrs = {"__module__": admin_class.__module__, "__doc__": admin_class.__doc__}
            admin_class = type(admin_class.__name__, (*missing, admin_class), attrs)
        super().register(model_or_iterable, admin_class, **options)


class AdminConfig(DjangoAdminConfig):
    default_site = "ttsproject.admin.AdminSite"

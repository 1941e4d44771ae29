"""The API's list filters: query parameters parsed by django-filter, so that drf-spectacular
documents them from the same declaration.

A value the form refuses (a NUL character in a text) raises DRF's ValidationError, which
api.errors answers as a 400 ``invalid`` naming the parameter. The views' ``get_queryset``
scopes to the tenant first; these only narrow it.
"""

import django_filters
from django import forms
from django_filters import rest_framework as filters

from lexicon.models import LexiconEntry


class SentText(forms.CharField):
    """Text as sent, not stripped; None only when the parameter is absent, so that an empty
    value is a value."""

    def __init__(self, **kwargs):
        super().__init__(strip=False, **kwargs)

    def to_python(self, value):
        return None if value is None else super().to_python(value)


class ExactText(filters.CharFilter):
    """An exact match on the text sent, empty included."""

    field_class = SentText

    def filter(self, qs, value):
        return qs if value is None else qs.filter(**{self.field_name: value})


class Flag(forms.Field):
    """Yes for 1, true, yes or on in any case, no for 0, false, no or off; empty or absent,
    no filter. Anything else is refused (a 400 naming the parameter): ``?enabled=maybe``
    used to list the disabled entries, an answer to a question nobody asked."""

    YES = ("1", "true", "yes", "on")
    NO = ("0", "false", "no", "off")

    def to_python(self, value):
        if value is None or value == "":
            return None
        if value.lower() in self.YES + self.NO:
            return value.lower() in self.YES
        raise forms.ValidationError("1, true, yes or on; 0, false, no or off", code="invalid")


class FlagFilter(django_filters.BooleanFilter):
    """A boolean filter read as :class:`Flag` reads it. (The base class: the DRF one's
    widget reads only true, false, 1 and 0, and takes anything else for no filter.)"""

    field_class = Flag


class LexiconEntryFilter(filters.FilterSet):
    """``GET /lexicon``: ?language=, ?enabled=, ?search=."""

    # Empty (?language=) selects the entries stored for every language.
    language = ExactText(help_text="entries of this language only (empty: every-language ones)")
    enabled = FlagFilter(
        help_text="1, true, yes or on for enabled entries; 0, false, no or off for disabled"
    )
    # Empty means no search, as before: every entry matches a part that is nothing.
    # At most a term's length: a longer part matches nothing, and SQLite refuses a LIKE
    # pattern over 50,000 bytes (a 50,000-character search was a 503 "database unavailable").
    search = filters.CharFilter(
        field_name="term",
        lookup_expr="icontains",
        strip=False,
        max_length=LexiconEntry._meta.get_field("term").max_length,
        help_text="a part of the term",
    )

    class Meta:
        model = LexiconEntry
        fields = ("language", "enabled", "search")

"""Admin list filters shared by the apps' admins."""

from django.contrib import admin


class ChoicesDropdownFilter(admin.ChoicesFieldListFilter):
    """A field's choices as one select: for long lists (the 32 language codes), which as
    links stood taller than the table they filter."""

    template = "admin/dropdown_filter.html"

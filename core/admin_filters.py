"""Admin list filters shared by the apps' admins."""

from django.contrib import admin


class ChoicesDropdownFilter(admin.ChoicesFieldListFilter):
    """A field's choices as one select: for long lists (the 32 language codes), which as
    links stood taller than the table they filter."""

    template = "admin/dropdown_filter.html"


class LanguageFilter(admin.AllValuesFieldListFilter):
    """The languages of the rows one may see, under "By language" (the field's name
    said "By lang")."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.title = "language"

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


class PresetFilter(admin.RelatedOnlyFieldListFilter):
    """A voice preset of the listed rows, by name: Django's RelatedOnlyFieldListFilter
    reads each preset's whole row, its uploaded style (about 160 kB of JSON) included."""

    def field_choices(self, field, request, model_admin):
        listed = model_admin.get_queryset(request).distinct()
        pks = listed.values_list(f"{self.field_path}__pk", flat=True)
        presets = field.related_model._default_manager.filter(pk__in=pks).only("id", "name")
        ordering = self.field_admin_ordering(field, request, model_admin)
        if ordering:
            presets = presets.order_by(*ordering)
        return [(preset.pk, str(preset)) for preset in presets]

"""Moving a tenant's lexicon in and out as PLS files (admin, API and commands share this)."""

from dataclasses import dataclass, field

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from lexicon import pls
from lexicon.models import (
    LexiconChange,
    LexiconEntry,
    lexicon_chars,
    too_many_chars,
    too_many_entries,
)
from tenancy.models import Tenant


class LexiconTooLarge(pls.PlsError):
    """The import would take the tenant's lexicon past its size in characters."""

    code = "lexicon_too_large"


@dataclass
class ImportReport:
    language: str
    created: int = 0
    updated: int = 0
    unchanged: int = 0
    needs_alias: list[str] = field(default_factory=list)

    def __str__(self):
        text = (
            f"{self.created} created, {self.updated} updated, {self.unchanged} unchanged "
            f"({self.language or 'all languages'})"
        )
        if self.needs_alias:
            shown = ", ".join(self.needs_alias[:10])
            more = " ..." if len(self.needs_alias) > 10 else ""
            text += (
                f"; {len(self.needs_alias)} phoneme-only, kept disabled until given an alias: "
                f"{shown}{more}"
            )
        return text


# What an import can change in an entry that is already there.
IMPORTED_FIELDS = ["alias", "enabled", "needs_alias", "phoneme", "updated_by", "updated_at"]


def import_pls(
    tenant: Tenant, data: bytes, user=None, all_languages: bool = False, via: str = "PLS import"
) -> ImportReport:
    """Upsert the file's lexemes as entries (by written form and language), all or nothing.

    Supertonic reads characters, not phonemes: a lexeme with an <alias> becomes an enabled
    entry; one with only <phoneme> is kept (phoneme stored) but disabled and marked
    "needs an alias". Raises pls.PlsError before touching the database if the file is bad
    (more than pls.MAX_ENTRIES entries included) or if any value is over the entry's field
    limits (the same as the API's and admin's), and before writing anything if the tenant
    would pass LexiconEntry.MAX_PER_TENANT entries or MAX_CHARS_PER_TENANT characters
    (LexiconTooLarge). The import is one edit of the lexicon: its entries and
    their history rows are written in bulk, with one version bump and one stale-marking
    pass, so the write transaction stays short whatever the file's size.
    """
    lexicon = pls.parse(data)
    language = "" if all_languages else lexicon.language
    check_limits(tenant, lexicon, language)
    report = ImportReport(language)
    with transaction.atomic():
        existing = {e.term: e for e in tenant.entries.filter(language=language)}
        stored = {term: entry.snapshot() for term, entry in existing.items()}
        new: dict[str, LexiconEntry] = {}
        for lexeme in lexicon.lexemes:
            alias = lexeme.aliases[0] if lexeme.aliases else ""
            phoneme = lexeme.phonemes[0] if lexeme.phonemes else ""
            for term in lexeme.graphemes:
                entry = existing.get(term)
                if entry is None:
                    entry = LexiconEntry(tenant=tenant, term=term, language=language)
                    existing[term] = new[term] = entry
                    report.created += 1
                    before = None
                else:  # stored, or created by an earlier lexeme of this file
                    before = entry.snapshot()
                entry.phoneme = phoneme or entry.phoneme
                if alias:
                    entry.alias, entry.enabled, entry.needs_alias = alias, True, False
                elif not entry.alias:
                    entry.enabled, entry.needs_alias = False, True
                    report.needs_alias.append(term)
                if before is not None:
                    if entry.snapshot() == before:
                        report.unchanged += 1
                    else:
                        report.updated += 1
        total = tenant.entries.count() + len(new)
        if total > LexiconEntry.MAX_PER_TENANT:
            raise pls.PlsError(too_many_entries(total))
        chars = lexicon_chars(tenant.pk, exclude={"language": language}) + sum(
            len(e.term) + len(e.alias) for e in existing.values()
        )
        if chars > LexiconEntry.MAX_CHARS_PER_TENANT:
            raise LexiconTooLarge(too_many_chars(chars))
        changed = [e for t, e in existing.items() if t in stored and e.snapshot() != stored[t]]
        now = timezone.now()
        for entry in (*new.values(), *changed):
            # bulk_update leaves auto_now fields alone
            entry.updated_by, entry.changed_via, entry.updated_at = user, via, now
        LexiconEntry.objects.bulk_create(new.values())
        LexiconEntry.objects.bulk_update(changed, IMPORTED_FIELDS)
        LexiconChange.record_many(
            tenant, [(e, None) for e in new.values()] + [(e, stored[e.term]) for e in changed]
        )
    return report


def check_limits(tenant: Tenant, lexicon: pls.Lexicon, language: str) -> None:
    """Raise pls.PlsError naming the first lexeme whose written form, alias or phoneme the
    entry's model fields refuse (their own validators: one definition of the limits)."""
    checked = ["term", "alias", "phoneme", "language"]
    exclude = [f.name for f in LexiconEntry._meta.fields if f.name not in checked]
    for number, lexeme in enumerate(lexicon.lexemes, 1):
        alias = lexeme.aliases[0] if lexeme.aliases else ""
        phoneme = lexeme.phonemes[0] if lexeme.phonemes else ""
        for term in lexeme.graphemes:
            entry = LexiconEntry(
                tenant=tenant, term=term, alias=alias, phoneme=phoneme, language=language
            )
            try:
                entry.clean_fields(exclude=exclude)
            except ValidationError as exc:
                name, messages = next(iter(exc.message_dict.items()))
                label = LexiconEntry._meta.get_field(name).verbose_name
                shown = term if len(term) <= 40 else f"{term[:40]}..."
                raise pls.PlsError(f"lexeme {number} ({shown!r}): {label}: {messages[0]}") from None


def export_pls(tenant: Tenant, language: str) -> bytes:
    """The tenant's entries for ``language`` (and for all languages) as a PLS document."""
    entries = tenant.entries.filter(language__in=[language, ""]).order_by("term", "language")
    lexemes = [
        pls.Lexeme(
            graphemes=(e.term,),
            aliases=(e.alias,) if e.alias else (),
            phonemes=(e.phoneme,) if e.phoneme else (),
        )
        for e in entries
    ]
    return pls.build(language, lexemes)

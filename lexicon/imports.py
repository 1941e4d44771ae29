"""Moving a tenant's lexicon in and out as PLS files (admin, API and commands share this)."""

import os
from collections.abc import Callable
from contextlib import contextmanager
from dataclasses import dataclass, field

from django.conf import settings
from django.core.cache import cache
from django.core.exceptions import ValidationError
from django.db import connection, transaction
from django.db.models import Q
from django.utils import timezone

from core.aio import run_sync
from lexicon import pls
from lexicon.models import (
    LexiconChange,
    LexiconEntry,
    insert_rows,
    lexicon_chars,
    lexicon_requests,
    one_pass,
    too_many_chars,
    too_many_entries,
)
from metering.limits import parse_rate, take_request
from tenancy.models import Tenant

# What one request of API_RATE pays for in an import, on every way in (the API's and the
# admin's, import_requests and charge_entries): its body's bytes before it is read (the
# parse) and, once read, its entries (each planned and written with its history row,
# about 0.2 ms of CPU each: a 10,000-entry file cost 1.6-2.5 s and was charged 50 requests
# by the admin, 75 by the API, so one tenant's imports, one after another inside its rate,
# took another tenant's p90 from 13 to 628 ms in the embedded mode: the forty-fourth
# hostile pass, M-1 and L-1).
BYTES_PER_REQUEST = 64 * 1024
ENTRIES_PER_REQUEST = 50


def import_requests(tenant_pk, size: int) -> int:
    """What an import of ``size`` bytes is charged before it is read: its bytes, and at
    least as a write of that many characters (lexicon.models.lexicon_requests)."""
    return max(-(-size // BYTES_PER_REQUEST), lexicon_requests(tenant_pk, added_chars=size))


def charge_entries(tenant: Tenant, entries: int, charged: int) -> None:
    """Charge an import read to ``entries`` entries what they cost beyond the ``charged``
    requests it paid before it was read (LimitReached past the rate), at most one window
    of the rate: a file that fits the limits can always be imported."""
    owed = -(-entries // ENTRIES_PER_REQUEST)
    if settings.API_RATE:
        owed = min(owed, parse_rate(settings.API_RATE)[0])
    if owed > charged:
        take_request(tenant, owed - charged)


class LexiconTooLarge(pls.PlsError):
    """The import would take the tenant's lexicon past its size in characters."""

    code = "lexicon_too_large"


class ImportBusy(Exception):
    """An import of the same tenant's lexicon is being written (by any process)."""


class PartlyImported(pls.PlsError):
    """The rest of an import was refused after some of its batches were written (another
    write came between its batches and the rest, planned again, passed a limit): what
    was written stays, and the refusal says how much."""

    def __init__(self, refused: pls.PlsError, written: int):
        super().__init__(str(refused))
        self.code = getattr(refused, "code", "invalid_pls")
        self.written = written


def refusal_text(exc: pls.PlsError) -> str:
    """What a refused import tells the person or program that sent it."""
    written = getattr(exc, "written", 0)
    if not written:
        return f"{exc}; nothing was imported"
    return (
        f"{exc}; {written:,} of the file's entries had been imported before another change "
        "to the lexicon came between, and were kept; the rest was not imported"
    )


# One import at a time per tenant, across every web process (a lease in the shared
# cache, IMPORT_LEASE_SECONDS at most should its process die): an import holds its pool
# thread (core.aio) while it is read, checked and written, so one tenant's imports never
# take more than one of the pool's threads from the others' requests; and two imports of
# one tenant on two processes were each checked against the limits alone, then written
# in batches between each other's, so the later one was refused after writing half its
# file (the twentieth pass, P-2). Another import of that tenant waits for nothing: it is
# refused at once. Another tenant's import is never refused or delayed by it (issue 30,
# sixteenth pass, O-3: one lock per process refused every other tenant's import while one
# was written, and told them someone was importing).
IMPORT_LEASE_SECONDS = 300


@contextmanager
def one_import_at_a_time(tenant_id=None):
    """Run the block as the one import of ``tenant_id``'s lexicon, or raise ImportBusy."""
    key = f"lexicon-import:{tenant_id}"
    if not cache.add(key, os.getpid(), IMPORT_LEASE_SECONDS):
        raise ImportBusy
    try:
        yield
    finally:
        cache.delete(key)


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
    tenant: Tenant,
    data: bytes,
    user=None,
    all_languages: bool = False,
    via: str = "PLS import",
    charge: Callable[[int], None] | None = None,
) -> ImportReport:
    """Upsert the file's lexemes as entries (by written form and language), checked whole
    before anything is written.

    Supertonic reads characters, not phonemes: a lexeme with an <alias> becomes an enabled
    entry; one with only <phoneme> is kept (phoneme stored) but disabled and marked
    "needs an alias". Raises pls.PlsError before touching the database if the file is bad
    (more than pls.MAX_ENTRIES entries included) or if any value is over the entry's field
    limits (the same as the API's and admin's), and before writing anything if the tenant
    would pass LexiconEntry.MAX_PER_TENANT entries or MAX_CHARS_PER_TENANT characters
    (LexiconTooLarge). Its entries and their history rows are written in bulk, in
    batches of IMPORT_BATCH entries, each a short transaction of its own (with a version
    bump and a stale-marking pass): SQLite's write lock is the whole database's, and one
    transaction of a 10,000-entry import held it for seconds, every other tenant's writes
    waiting (issue 30, sixteenth pass, O-3). A batch is written only if the lexicon is as
    the plan read it; if another write came between, what is left is planned again (and
    checked against the limits again).

    ``charge``, when given, is called with the file's entries once it is read, before
    anything is planned or written (a way in charges them: charge_entries).
    """
    lexicon = pls.parse(data)
    if charge is not None:
        charge(sum(len(lexeme.graphemes) for lexeme in lexicon.lexemes))
    language = "" if all_languages else lexicon.language
    check_limits(tenant, lexicon, language)
    # Read and checked before the write lock is taken; read again only if the lexicon
    # changed meanwhile.
    versions = Tenant.objects.filter(pk=tenant.pk).values_list("lexicon_version", flat=True)
    version = versions.first()
    plan = _plan(tenant, lexicon, language)
    report = plan.report
    # Its batches' clips are marked in one pass at its end (ten passes over the same clips
    # before: the forty-fifth hostile pass, M-1), the scan charged as a write's (a one-entry
    # import scanned 1,000 clips for one request: the forty-sixth, H-1).
    with one_pass(committed=True):
        _write_batches(tenant, lexicon, language, plan, version, versions, user, via)
    return report


def _write_batches(tenant, lexicon, language, plan, version, versions, user, via) -> None:
    replans = 0
    written = 0  # entries of the file written in earlier batches, kept whatever comes
    try:
        while plan.new or plan.changed:
            batch = plan.take(IMPORT_BATCH)
            with transaction.atomic():
                as_planned = versions.select_for_update().first() == version
                if as_planned:
                    _write(tenant, batch, user, via)
                    version = versions.first()
            if as_planned:
                written += len(batch.new) + len(batch.changed)
                continue
            # Another write came between: plan what is left again (what the batches before
            # wrote is now stored and unchanged). After a few, the rest in one transaction.
            replans += 1
            version = versions.first()
            plan = _plan(tenant, lexicon, language)
            if replans >= MAX_REPLANS:
                with transaction.atomic():
                    if versions.select_for_update().first() != version:
                        plan = _plan(tenant, lexicon, language)
                    _write(tenant, plan, user, via)
                break
    except pls.PlsError as exc:  # the rest, planned again, passed a limit
        if written:
            raise PartlyImported(exc, written) from None
        raise


# Entries written per transaction by an import (its history rows with them), and the
# times what is left is planned again when other writes come between its batches.
IMPORT_BATCH = 1000
MAX_REPLANS = 3


@dataclass
class _Plan:
    report: ImportReport
    new: dict[str, LexiconEntry]
    changed: list[LexiconEntry]
    stored: dict[str, dict]

    def take(self, count: int) -> "_Plan":
        """The next ``count`` entries to write (new ones first), taken out of this plan."""
        new = {term: self.new.pop(term) for term in list(self.new)[:count]}
        room = count - len(new)
        changed, self.changed = self.changed[:room], self.changed[room:]
        return _Plan(self.report, new, changed, self.stored)


def _plan(tenant: Tenant, lexicon: pls.Lexicon, language: str) -> _Plan:
    """What importing ``lexicon`` changes; raises PlsError past the tenant's limits."""
    report = ImportReport(language)
    # Only the stored entries the file names are read: the rest of the lexicon counts by
    # SQL's sums (a one-entry file loaded all 10,000 stored entries: 0.38 s, the
    # forty-sixth hostile pass, M-1).
    terms = {term for lexeme in lexicon.lexemes for term in lexeme.graphemes}
    existing = {e.term: e for e in tenant.entries.filter(language=language, term__in=terms)}
    stored = {term: entry.snapshot() for term, entry in existing.items()}
    # An export lists the every-language entries with the language's own: one that comes
    # back saying the same is that entry, not a new one for the language (a round trip
    # had added a copy, case-insensitive, of every such entry).
    shared = (
        {e.term: e for e in tenant.entries.filter(language="", term__in=terms)} if language else {}
    )
    new: dict[str, LexiconEntry] = {}
    for lexeme in lexicon.lexemes:
        alias = lexeme.aliases[0] if lexeme.aliases else ""
        phoneme = lexeme.phonemes[0] if lexeme.phonemes else ""
        for term in lexeme.graphemes:
            entry = existing.get(term)
            same = shared.get(term)
            if entry is None and same and (same.alias, same.phoneme) == (alias, phoneme):
                report.unchanged += 1
                continue
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
    untouched = lexicon_chars(tenant.pk, exclude={"term__in": terms}, language=language)
    chars = (
        lexicon_chars(tenant.pk, exclude={"language": language})
        + untouched
        + sum(len(e.term) + len(e.alias) for e in existing.values())
    )
    if chars > LexiconEntry.MAX_CHARS_PER_TENANT:
        raise LexiconTooLarge(too_many_chars(chars))
    changed = [e for t, e in existing.items() if t in stored and e.snapshot() != stored[t]]
    return _Plan(report, new, changed, stored)


def _write(tenant: Tenant, plan: _Plan, user, via: str) -> None:
    """Write a plan's new and changed entries and their history, in a few statements."""
    now = timezone.now()
    for entry in (*plan.new.values(), *plan.changed):
        entry.updated_by, entry.changed_via, entry.updated_at = user, via, now
    insert_rows(plan.new.values())
    stored_pks = dict(
        tenant.entries.filter(language=plan.report.language, term__in=list(plan.new)).values_list(
            "term", "pk"
        )
    )
    for term, entry in plan.new.items():
        entry.pk = stored_pks[term]
    update_all(plan.changed, IMPORTED_FIELDS)
    LexiconChange.record_many(
        tenant,
        [(e, None) for e in plan.new.values()] + [(e, plan.stored[e.term]) for e in plan.changed],
    )


def update_all(entries: list[LexiconEntry], fields: list[str]) -> None:
    """Write ``fields`` of ``entries`` (all stored) in one executemany: Django's
    bulk_update builds a CASE per field and row, and took 37 s of a web worker's CPU, its
    write transaction open, for 10,000 changed entries."""
    if not entries:
        return
    meta = LexiconEntry._meta
    columns = [meta.get_field(name) for name in fields]
    quote = connection.ops.quote_name
    assignments = ", ".join(f"{quote(field.column)} = %s" for field in columns)
    sql = f"UPDATE {quote(meta.db_table)} SET {assignments} WHERE {quote(meta.pk.column)} = %s"
    rows = [
        [field.get_db_prep_save(getattr(entry, field.attname), connection) for field in columns]
        + [entry.pk]
        for entry in entries
    ]
    with connection.cursor() as cursor:
        cursor.executemany(sql, rows)


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


# Entries read and written at a time by an export: each page is one short query and a
# moment of a pool thread, so a long export never holds one (core.aio).
EXPORT_PAGE = 1000


def export_page(tenant: Tenant, language: str, after: tuple = ()) -> tuple[bytes, tuple]:
    """Up to EXPORT_PAGE of the export's lexemes, in (term, language) order after
    ``after``, and the ``after`` of the next page (``()`` at the end)."""
    # Not the entries switched off by hand (an alias, disabled): an import turns on what it
    # lists, so exporting them made a round trip switch them on again.
    entries = tenant.entries.filter(language__in=[language, ""]).exclude(
        enabled=False, needs_alias=False
    )
    if after:
        term, lang = after
        entries = entries.filter(Q(term__gt=term) | Q(term=term, language__gt=lang))
    page = list(
        entries.order_by("term", "language").values_list("term", "language", "alias", "phoneme")[
            :EXPORT_PAGE
        ]
    )
    written = b"".join(
        pls.lexeme_xml(
            pls.Lexeme(
                graphemes=(term,),
                aliases=(alias,) if alias else (),
                phonemes=(phoneme,) if phoneme else (),
            )
        )
        for term, _, alias, phoneme in page
    )
    return written, (page[-1][:2] if len(page) == EXPORT_PAGE else ())


def export_pls(tenant: Tenant, language: str) -> bytes:
    """The tenant's entries for ``language`` (and for all languages) as a PLS document."""
    pieces, after = [pls.head(language)], None
    while after != ():
        piece, after = export_page(tenant, language, after or ())
        pieces.append(piece)
    return b"".join(pieces) + pls.TAIL


async def export_pieces(tenant: Tenant, language: str):
    """export_pls a page at a time, each page read in the pool: for a streamed answer."""
    yield pls.head(language)
    after = None
    while after != ():
        piece, after = await run_sync(export_page, tenant, language, after or ())
        yield piece
    yield pls.TAIL

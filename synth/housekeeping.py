"""Housekeeping, run by django-q2 schedules (installed on every ``migrate``) or by hand
with ``python manage.py housekeeping``. Each function returns a line saying what it did.

Files go through Django's storage API only (listdir, delete, get_modified_time), so
S3-compatible storage works too. Rows are deleted before their files: a crash in between
leaves an orphaned file, which :func:`remove_orphaned_files` sweeps up, never a row that
points at nothing.
"""

import threading
import time
from datetime import timedelta

from django.conf import settings
from django.core.cache import caches
from django.core.cache.backends.db import DatabaseCache
from django.core.files.storage import default_storage
from django.db import connections, router, transaction
from django.db.models import F, Q, Sum, Value
from django.db.models.functions import Coalesce
from django.utils import timezone

from core.schedules import install
from metering.limits import count_up
from synth.models import (
    Batch,
    BatchItem,
    Clip,
    ClipEncoding,
    FallbackClip,
    PlannedStyle,
    Sentence,
    SynthesisJob,
)

CLIPS_PREFIX = "clips"
SENTENCES_PREFIX = "sentences"  # synth.sentences stores each chunk's audio there
# A job writes its clip's audio into a scratch file here (local storage; see synth.worker's
# scratch_file) and then renames it into clips/; a worker killed mid-clip leaves it behind.
TEMP_PREFIX = "tmp"
# The article's rule: a file without a row, or a temporary file, is debris after this long.
# A younger one may belong to a job still writing it (each chunk touches the file) or
# about to create the row that names it.
DEBRIS_AGE = timedelta(seconds=600)


def prune_clips() -> str:
    """Delete clips not served for ``SYNTH_CLIP_TTL_DAYS`` days, then each tenant's least
    recently served clips beyond ``SYNTH_TENANT_STORAGE_MB`` (clip plus encodings)."""
    unused = _prune_unused()
    over_quota = _prune_over_quota()
    return f"deleted {unused} unused clip(s), {over_quota} over a tenant's quota"


def _unused_since(cutoff, field: str = "last_served") -> Q:
    # A clip never served (a sentence never reused) counts as used when it was created.
    return Q(**{f"{field}__lt": cutoff}) | Q(**{f"{field}__isnull": True, "created__lt": cutoff})


def _prunable():
    """Every clip but the fallbacks a tenant or a preset names: a fallback is played only
    when synthesis fails, so it is rarely served, and deleting it would silently unset it."""
    return Clip.objects.exclude(pk__in=FallbackClip.objects.values("clip"))


def _prune_unused() -> int:
    cutoff = timezone.now() - timedelta(days=settings.SYNTH_CLIP_TTL_DAYS)
    deleted = 0
    for pk in _prunable().filter(_unused_since(cutoff)).values_list("pk", flat=True):
        # The condition again: the clip may have been served since we listed it.
        deleted += _delete_clip(_prunable().filter(pk=pk).filter(_unused_since(cutoff)))
    return deleted


def _prune_over_quota() -> int:
    quota = settings.SYNTH_TENANT_STORAGE_MB * 1024 * 1024
    deleted = 0
    for tenant_id, total in _bytes_per_tenant().items():
        if total > quota:
            deleted += _prune_tenant_clips(tenant_id, total, quota)
    return deleted


# The worker's check at each store (prune_tenant_clips, prune_tenant_sentences) sums a
# tenant's bytes only when the tenant may be near its quota. The sums cost a miss 4.0 + 2.3
# ms of worker time at 20,000 rows, and one more per sentence kept (issue 36). Every store
# adds its bytes to a counter all processes share (metering.limits.count_up: Redis, or one
# upsert); a process remembers its last sum with the counter's value then, and while that
# sum plus what every process stored since stays under TALLY_NEAR of the quota, nothing is
# summed. A sum older than TALLY_SECONDS is taken again (deletions are not counted: they
# only make the estimate high, and the next sum exact).
TALLY_SECONDS = 300.0
TALLY_NEAR = 0.9
_tallies: dict[tuple[str, int], tuple[float, int, int]] = {}
_tallies_lock = threading.Lock()


def count_stored(kind: str, tenant_id: int, added: int) -> int:
    """Bytes of ``kind`` ("clips", "sentences") every process has stored for the tenant,
    ``added`` counted in: the shared counter, one add (its value for :func:`prune_tenant_clips`
    and :func:`prune_tenant_sentences`). The worker adds inside the transaction that stores
    them, so a miss takes the database's write lock once (issue 36)."""
    return count_up(f"stored:{kind}:{tenant_id}", added, 30 * 86400)


def _surely_within(kind: str, tenant_id: int, quota: int, stored: int) -> bool:
    """Whether this process's recent sum of the tenant's ``kind`` bytes, with what every
    process stored since (``stored``: the shared counter now), is under TALLY_NEAR of
    ``quota``: then no sum."""
    with _tallies_lock:
        seen = _tallies.get((kind, tenant_id))
    if seen is None or time.monotonic() - seen[0] > TALLY_SECONDS:
        return False
    _, total, counted = seen
    return total + max(0, stored - counted) <= quota * TALLY_NEAR


def _tallied(kind: str, tenant_id: int, total: int, stored: int) -> int:
    with _tallies_lock:
        if len(_tallies) >= 10_000:
            _tallies.clear()  # a crude bound: the next store of each tenant sums again
        _tallies[(kind, tenant_id)] = (time.monotonic(), total, stored)
    return total


def prune_tenant_clips(
    tenant_id: int, in_use: int, added: int = 0, stored: int | None = None
) -> int:
    """Right after the worker stores a clip or an encoding of it (clip ``in_use``, ``added``
    bytes): the tenant's least recently served clips beyond ``SYNTH_TENANT_STORAGE_MB``, by
    the hourly prune's rules, but never ``in_use`` (its requests are about to read it), so
    the tenant is over its quota by at most that clip. Two sums when it may be near its
    quota, none while it is surely far under it (:func:`_surely_within`). ``stored``: the
    shared counter as :func:`count_stored` left it, when the bytes were counted already."""
    quota = settings.SYNTH_TENANT_STORAGE_MB * 1024 * 1024
    if stored is None:
        stored = count_stored("clips", tenant_id, added)
    if _surely_within("clips", tenant_id, quota, stored):
        return 0
    total = _tallied("clips", tenant_id, _bytes_of_tenant(tenant_id), stored)
    if total <= quota:
        return 0
    return _prune_tenant_clips(tenant_id, total, quota, in_use)


def _prune_tenant_clips(tenant_id: int, total: int, quota: int, in_use: int | None = None) -> int:
    least_recent_first = (
        _prunable()
        .filter(tenant_id=tenant_id)
        .exclude(pk=in_use)
        .annotate(
            last_used=Coalesce("last_served", "created"),
            stored=F("size") + Coalesce(Sum("encodings__size"), Value(0)),
        )
        .order_by("last_used", "pk")
        .values_list("pk", "stored")
    )
    deleted = 0
    for pk, stored in least_recent_first:
        if total <= quota:
            break
        if _delete_clip(_prunable().filter(pk=pk)):
            total -= stored
            deleted += 1
    return deleted


def keep_fallback_room(clip: Clip, made: str) -> int:
    """Right after the worker stores ``clip`` as ``made`` (a format asked for later): when
    the clip is one of its tenant's fallbacks, which no prune deletes, its tenant's
    fallback clips are kept within SYNTH_FALLBACK_STORAGE_MB by deleting their other
    formats, the oldest made first, never a clip's own audio nor ``made`` (its request is
    about to read it). The room was checked only when a fallback was chosen, so a 34.7 MB
    fallback held 114.4 MB after six formats (the twenty-eighth pass, L-2). The
    encodings deleted."""
    fallbacks = FallbackClip.objects.filter(tenant_id=clip.tenant_id)
    if not fallbacks.filter(clip=clip).exists():
        return 0
    ids = set(fallbacks.values_list("clip_id", flat=True))
    room = settings.SYNTH_FALLBACK_STORAGE_MB * 1024 * 1024
    total = sum(Clip.objects.filter(pk__in=ids).values_list("size", flat=True))
    encodings = ClipEncoding.objects.filter(clip_id__in=ids)
    total += encodings.aggregate(total=Sum("size"))["total"] or 0
    deleted = 0
    oldest_first = encodings.exclude(clip=clip, format=made).order_by("pk")
    for pk, name, size in oldest_first.values_list("pk", "audio", "size"):
        if total <= room:
            break
        if ClipEncoding.objects.filter(pk=pk).delete()[0]:  # the row first, then its file
            default_storage.delete(name)
            deleted += 1
        total -= size
    return deleted


def _bytes_per_tenant() -> dict[int, int]:
    used: dict[int, int] = {}
    for tenant_id, total in Clip.objects.values_list("tenant").annotate(Sum("size")):
        used[tenant_id] = used.get(tenant_id, 0) + total
    for tenant_id, total in ClipEncoding.objects.values_list("clip__tenant").annotate(Sum("size")):
        used[tenant_id] = used.get(tenant_id, 0) + total
    return used


def _bytes_of_tenant(tenant_id: int) -> int:
    clips = Clip.objects.filter(tenant_id=tenant_id)
    encodings = ClipEncoding.objects.filter(clip__tenant_id=tenant_id)
    return sum(rows.aggregate(total=Sum("size"))["total"] or 0 for rows in (clips, encodings))


def _delete_clip(clip_query) -> int:
    """Delete the one clip ``clip_query`` matches (if it still does), then its files."""
    clip = clip_query.first()
    if clip is None:
        return 0
    names = [clip.audio.name, *clip.encodings.values_list("audio", flat=True)]
    deleted, _ = clip_query.delete()
    if not deleted:
        return 0
    for name in names:
        default_storage.delete(name)
    return 1


def prune_sentences() -> str:
    """Tenant by tenant: delete sentences not reused for ``SYNTH_CLIP_TTL_DAYS`` days, then
    the least recently used beyond ``SYNTH_TENANT_SENTENCE_MB``. A clip made from them
    keeps its own audio; a later text that needs one synthesizes it again."""
    cutoff = timezone.now() - timedelta(days=settings.SYNTH_CLIP_TTL_DAYS)
    quota = settings.SYNTH_TENANT_SENTENCE_MB * 1024 * 1024
    unused = over_quota = 0
    tenants = Sentence.objects.order_by().values_list("tenant", flat=True).distinct()
    for tenant_id in list(tenants):
        mine = Sentence.objects.filter(tenant_id=tenant_id)
        unused += _delete_sentences(mine.filter(_unused_since(cutoff, "last_used")))
        over_quota += _prune_tenant_sentences(tenant_id, quota)
    return f"deleted {unused} unused sentence(s), {over_quota} over a tenant's quota"


def prune_tenant_sentences(
    tenant_id: int, in_use: tuple[str, ...], added: int = 0, stored: int | None = None
) -> int:
    """Right after the worker keeps a sentence (``added`` bytes): the tenant's least recently
    used sentences beyond ``SYNTH_TENANT_SENTENCE_MB``, by the hourly prune's rules, but
    never those whose keys are ``in_use`` (the one just kept; a running job's own, which it
    reads back after stepping aside). One sum when the tenant may be near its quota, none
    while it is surely far under it (:func:`_surely_within`). ``stored``: the shared
    counter as :func:`count_stored` left it, when the bytes were counted already."""
    quota = settings.SYNTH_TENANT_SENTENCE_MB * 1024 * 1024
    if stored is None:
        stored = count_stored("sentences", tenant_id, added)
    if _surely_within("sentences", tenant_id, quota, stored):
        return 0
    return _prune_tenant_sentences(tenant_id, quota, in_use, stored=stored)


def _prune_tenant_sentences(
    tenant_id: int, quota: int, in_use: tuple[str, ...] = (), stored: int | None = None
) -> int:
    mine = Sentence.objects.filter(tenant_id=tenant_id)
    total = mine.aggregate(total=Sum("size"))["total"] or 0
    if stored is not None:
        _tallied("sentences", tenant_id, total, stored)
    if total <= quota:
        return 0
    doomed = []
    ordered = mine.exclude(key__in=in_use).order_by(Coalesce("last_used", "created"), "pk")
    for pk, size in ordered.values_list("pk", "size"):
        if total <= quota:
            break
        doomed.append(pk)
        total -= size
    return _delete_sentences(mine.filter(pk__in=doomed))


def _delete_sentences(query) -> int:
    """Delete the sentences ``query`` matches, rows first, then their files."""
    deleted = 0
    for pks in _batches(list(query.values_list("pk", flat=True)), 500):
        # Only the rows still matching (one may have been reused since we listed it).
        gone = dict(query.filter(pk__in=pks).values_list("pk", "audio"))
        Sentence.objects.filter(pk__in=list(gone)).delete()
        for name in gone.values():
            default_storage.delete(name)
        deleted += len(gone)
    return deleted


def remove_orphaned_files() -> str:
    """Delete files under ``clips/`` and ``sentences/`` that no row names and that are
    older than ``DEBRIS_AGE`` (a job stores its file just before creating its row)."""
    removed = kept = 0
    for prefix, named_of in ((CLIPS_PREFIX, _clip_files), (SENTENCES_PREFIX, _sentence_files)):
        for folder_files in _files_by_folder(prefix):
            for batch in _batches(folder_files, 500):
                removed_here, kept_here = _remove_unnamed(batch, named_of(batch))
                removed, kept = removed + removed_here, kept + kept_here
    age = int(DEBRIS_AGE.total_seconds())
    return f"removed {removed} orphaned file(s), kept {kept} younger than {age} s"


def _clip_files(names: list[str]) -> set[str]:
    named = set(Clip.objects.filter(audio__in=names).values_list("audio", flat=True))
    return named | set(ClipEncoding.objects.filter(audio__in=names).values_list("audio", flat=True))


def _sentence_files(names: list[str]) -> set[str]:
    return set(Sentence.objects.filter(audio__in=names).values_list("audio", flat=True))


def _remove_unnamed(batch: list[str], named: set[str]) -> tuple[int, int]:
    removed = kept = 0
    for name in batch:
        if name in named:
            continue
        if _delete_if_older(name, DEBRIS_AGE):
            removed += 1
        else:
            kept += 1
    return removed, kept


def remove_temporary_files() -> str:
    """Delete files under ``tmp/`` older than ``DEBRIS_AGE``: scratch files of jobs that
    never finished."""
    removed = 0
    for folder_files in _files_by_folder(TEMP_PREFIX):
        removed += sum(_delete_if_older(name, DEBRIS_AGE) for name in folder_files)
    return f"removed {removed} temporary file(s)"


def prune_jobs() -> str:
    """Delete finished jobs older than ``SYNTH_JOB_KEEP_DAYS`` days (their clips stay)."""
    cutoff = timezone.now() - timedelta(days=settings.SYNTH_JOB_KEEP_DAYS)
    deleted, _ = SynthesisJob.objects.filter(
        status__in=[SynthesisJob.Status.DONE, SynthesisJob.Status.FAILED], finished__lt=cutoff
    ).delete()
    return f"deleted {deleted} finished job(s)"


def prune_batches() -> str:
    """Delete batches finished more than ``SYNTH_JOB_KEEP_DAYS`` days ago, and unfinished ones
    created before then (``feed_all`` feeds them no more), their items with them: nothing
    else deleted batches, so their rows grew for ever (hostile pass 33, H-1). Their clips
    stay. A few hundred at a time, so no statement holds a day's items at once."""
    cutoff = timezone.now() - timedelta(days=settings.SYNTH_JOB_KEEP_DAYS)
    old = Batch.objects.filter(
        Q(finished__lt=cutoff) | Q(finished__isnull=True, created__lt=cutoff)
    )
    batches = items = 0
    for pks in _batches(list(old.values_list("pk", flat=True)), 200):
        _, deleted = Batch.objects.filter(pk__in=pks).delete()
        batches += deleted.get(Batch._meta.label, 0)
        items += deleted.get(BatchItem._meta.label, 0)
    return f"deleted {batches} batch(es) and their {items} item(s)"


def prune_planned_styles() -> str:
    """Delete the styles jobs and batch items name (synth.models.PlannedStyle) not planned
    with for a day longer than ``SYNTH_JOB_KEEP_DAYS``: past the jobs and batches that may
    still name them (:func:`prune_jobs`, :func:`prune_batches`), with a day's margin for
    their daily runs and the hourly marking of use."""
    cutoff = timezone.now() - timedelta(days=settings.SYNTH_JOB_KEEP_DAYS + 1)
    deleted, _ = PlannedStyle.objects.filter(last_used__lt=cutoff).delete()
    return f"deleted {deleted} unused planned style(s)"


def forget_expired_cache() -> str:
    """Delete the database cache's expired rows (the embedded default's; Redis expires its
    own). Django's database cache deletes them only when it culls, past ``MAX_ENTRIES``
    (200,000), and its ``set`` counts the table's rows first (ours every 100th set,
    core.cache): a table left full of the last hours' remembered answers and stream chunks
    made each count ~20 ms (SQLite, 200,000 rows); kept to the live ones, it stays as small
    as the traffic of the last hour."""
    backend = caches["default"]
    if not isinstance(backend, DatabaseCache):
        return "the cache expires its own entries"
    db = router.db_for_write(backend.cache_model_class)
    connection = connections[db]
    table = connection.ops.quote_name(backend._table)
    now = connection.ops.adapt_datetimefield_value(timezone.now().replace(microsecond=0))
    with transaction.atomic(using=db), connection.cursor() as cursor:
        cursor.execute(f"DELETE FROM {table} WHERE expires < %s", [now])  # noqa: S608
        deleted = cursor.rowcount
    return f"deleted {deleted} expired cache entr{'y' if deleted == 1 else 'ies'}"


def _files_by_folder(prefix: str):
    """The file names (storage paths) in each folder under ``prefix``, one list per folder."""
    try:
        folders, files = default_storage.listdir(prefix)
    except FileNotFoundError:  # local storage before the first file; S3 just lists nothing
        return
    yield [f"{prefix}/{name}" for name in files]
    for folder in folders:
        yield from _files_by_folder(f"{prefix}/{folder}")


def _batches(items: list, size: int):
    for start in range(0, len(items), size):
        yield items[start : start + size]


def _delete_if_older(name: str, age: timedelta) -> bool:
    try:
        if default_storage.get_modified_time(name) >= timezone.now() - age:
            return False
    except FileNotFoundError:
        return False  # gone meanwhile
    default_storage.delete(name)
    return True


# --- schedules ----------------------------------------------------------------------------

# (name, function, every so many minutes)
SCHEDULES = [
    ("synth: requeue stale jobs", "synth.recovery.requeue_stale", 1),
    ("synth: prune clips", "synth.housekeeping.prune_clips", 60),
    ("synth: prune sentences", "synth.housekeeping.prune_sentences", 60),
    ("synth: remove orphaned files", "synth.housekeeping.remove_orphaned_files", 60),
    ("synth: remove temporary files", "synth.housekeeping.remove_temporary_files", 10),
    ("synth: prune jobs", "synth.housekeeping.prune_jobs", 24 * 60),
    ("synth: prune batches", "synth.housekeeping.prune_batches", 24 * 60),
    ("synth: prune planned styles", "synth.housekeeping.prune_planned_styles", 24 * 60),
    ("synth: forget the expired cache", "synth.housekeeping.forget_expired_cache", 10),
    ("synth: feed batches", "synth.batches.feed_all", 1),
]


def install_schedules(using: str = "default", apps=None, schedules=SCHEDULES, **kwargs) -> None:
    """Create or update the django-q2 ``schedules`` (above, or another app's), by name.
    Connected to ``post_migrate``, so every ``migrate`` (``make run`` runs one) keeps them
    current."""
    install(schedules, using, apps)

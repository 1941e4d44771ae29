"""Tenants and the people and keys that act for them.

Every row that belongs to a tenant has a ``tenant`` foreign key, and every query for
such rows is scoped by it (the ``site=current_site`` pattern of django.contrib).
"""

import contextvars
import hashlib
import logging
import secrets
import threading

from django.conf import settings
from django.core.exceptions import ValidationError
from django.core.signals import request_finished
from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models, transaction
from django.db.models import F
from django.dispatch import receiver

from engine.contract import LANGUAGES
from engine.finishing import LOUDNESS_RANGE, TRIM_MS_RANGE, TRUE_PEAK_RANGE

KEY_PREFIX = "tts"
log = logging.getLogger(__name__)


class TenantQuerySet(models.QuerySet):
    def for_user(self, user, roles=None) -> "TenantQuerySet":
        """The tenants ``user`` may see (all for superusers), or act in with one of ``roles``."""
        if user.is_superuser:
            return self.all()
        if not user.is_authenticated:
            return self.none()
        members = Membership.objects.filter(user=user)
        if roles:
            members = members.filter(role__in=roles)
        return self.filter(pk__in=members.values("tenant_id"))


class Tenant(models.Model):
    slug = models.SlugField(unique=True, max_length=50)
    name = models.CharField(max_length=200)
    active = models.BooleanField(default=True)
    # Built-in normalizer rules this tenant has switched off (names from normalize.RULES).
    disabled_rules = models.JSONField(default=list, blank=True)
    # Changes with every lexicon edit; recorded with every clip.
    lexicon_version = models.PositiveIntegerField(default=0, editable=False)
    # Issue 18: the language of a request that names none (empty: detected per sentence),
    # and what a request that does not choose gets for characters the model cannot say.
    default_lang = models.CharField(
        max_length=2,
        blank=True,
        choices=[(code, code) for code in LANGUAGES],
        help_text="language of requests that name none or say 'auto' (empty: detected)",
    )
    unsupported = models.CharField(
        max_length=5,
        choices=[("error", "error"), ("drop", "drop")],
        default="error",
        help_text="characters the model cannot say: refuse the request, or drop them",
    )
    # Finished audio (engine.finishing) for requests whose preset does not set it:
    # a preset's own setting wins.
    loudness_lufs = models.FloatField(
        "loudness target (LUFS)",
        null=True,
        blank=True,
        validators=[MinValueValidator(LOUDNESS_RANGE[0]), MaxValueValidator(LOUDNESS_RANGE[1])],
        help_text="integrated loudness (EBU R128), e.g. -16 (apps, podcasts) or -23 "
        "(broadcast), -40 to -8; empty = not normalized",
    )
    true_peak_dbtp = models.FloatField(
        "true-peak ceiling (dBTP)",
        null=True,
        blank=True,
        validators=[
            MinValueValidator(TRUE_PEAK_RANGE[0]),
            MaxValueValidator(TRUE_PEAK_RANGE[1]),
        ],
        help_text="peaks are limited under this while loudness is normalized, -9 to 0; empty = -1",
    )
    trim_silence_ms = models.PositiveIntegerField(
        "trim silence to (ms)",
        null=True,
        blank=True,
        validators=[MaxValueValidator(TRIM_MS_RANGE[1])],
        help_text="silence kept at the clip's start and end, 0 to 2000; empty = left alone",
    )
    created = models.DateTimeField(auto_now_add=True)

    objects = TenantQuerySet.as_manager()

    class Meta:
        ordering = ["slug"]

    def __str__(self):
        return self.slug

    def clean(self):
        from normalize import RULES

        if not isinstance(self.disabled_rules, list):
            raise ValidationError({"disabled_rules": "a list of rule names"})
        unknown = sorted(set(self.disabled_rules) - set(RULES))
        if unknown:
            raise ValidationError({"disabled_rules": f"unknown rules: {', '.join(unknown)}"})

    def normalizer(self):
        """This tenant's compiled normalizer (lexicon + rule switches), cached per version.
        One thread compiles a version; the others asking for it wait for that one."""
        from normalize import Entry, Normalizer

        # created: a restored or recreated database may reuse a pk and a version number.
        key = (self.pk, self.created, self.lexicon_version, tuple(sorted(self.disabled_rules)))
        with _cache_lock:
            if key in _normalizers:
                _normalizers[key] = _normalizers.pop(key)  # used: the newest (LRU)
                return _normalizers[key]
            building = _building.setdefault(key, threading.Lock())
        if not building.acquire(timeout=self._compile_wait()):
            raise LexiconCompiling(self)
        try:
            with _cache_lock:
                if key in _normalizers:
                    _normalizers[key] = _normalizers.pop(key)
                    return _normalizers[key]
            entries = self._compiled_entries(Entry)
            size = sum(len(e.term) + len(e.alias) for e in entries)
            with _cache_lock:
                evicting = sum(_normalizers[k].size for k in _evictions(key, size))
                lost_to_another = _lost.pop(key[:2], None) == key
            if not lost_to_another:
                self._charge_compile(len(entries), size + evicting)
            elif evicting:
                # Its own characters were paid by the compile that pushed it out; what it
                # pushes out in turn is charged: tenants whose lexicons do not fit the cache
                # together, asked in turn, compiled on every request, each charged nothing
                # (the thirty-ninth hostile pass, H-1).
                self._charge_compile(0, evicting)
            normalizer = Normalizer(entries, self.disabled_rules)
            normalizer.size = size
            with _cache_lock:
                _keep(key, normalizer)
                _building.pop(key, None)
        finally:
            building.release()
        return normalizer

    def _compile_wait(self) -> float:
        """How long a caller waits for another thread's compile of this lexicon, holding its
        thread: an API request of this tenant at most COMPILE_WAIT_SECONDS, then it is
        refused (LexiconCompiling: 503, Retry-After): a burst of its requests after a write
        of a large lexicon held every thread of the web pool while one compiled, and other
        tenants' requests queued behind them for seconds (the twenty-first pass, H-1). A
        worker or a command waits (-1: as long as it takes); a page, as an API request does
        (``ANY_TENANT``: for any tenant's lexicon it reads)."""
        asking = compile_charged_to.get()
        bounded = asking is not None and asking[0] in (self.pk, ANY_TENANT)
        return COMPILE_WAIT_SECONDS if bounded else -1

    def _charge_compile(self, entries: int, chars: int) -> None:
        """Count a compile this process must do against the tenant of the request that
        asks for it (issue 30, sixteenth pass, O-1), by the lexicon's entries and
        characters, and the characters of other tenants' lexicons it pushes out of the
        cache, whose next requests compile them again (the twenty-second pass, H-A): only
        where a request set ``compile_charged_to`` to this tenant and a charge (the API's
        rate throttle: as a write of the lexicon counts, less the one request the asking
        request counts already). A lexicon another tenant's compile pushed out is compiled
        again uncharged (that one paid). Workers and commands are not charged. The charge
        raises (429) beyond API_RATE, before the compile."""
        asking = compile_charged_to.get()
        if asking is None or asking[0] not in (self.pk, ANY_TENANT):
            return
        asking[1](self, entries, chars)

    def _compiled_entries(self, entry_class) -> list:
        """The enabled entries to compile, up to the lexicon's size in characters: every
        way in refuses more, and rows stored past it anyway (before the limit, or by
        writes racing) are left out with a warning rather than compiled."""
        budget, entries = self.entries.model.MAX_CHARS_PER_TENANT, []
        for e in self.entries.filter(enabled=True).order_by("pk"):
            if not e.within_limits():
                continue
            budget -= len(e.term) + len(e.alias)
            if budget < 0:
                log.warning(
                    "lexicon of %s is over its size limit; entries from %s left out", self.pk, e.pk
                )
                break
            entries.append(entry_class(e.term, e.alias, e.language, e.case_sensitive, e.whole_word))
        return entries

    def bump_lexicon_version(self) -> int:
        Tenant.objects.filter(pk=self.pk).update(lexicon_version=F("lexicon_version") + 1)
        self.refresh_from_db(fields=["lexicon_version"])
        return self.lexicon_version


COMPILE_WAIT_SECONDS = 0.2


class LexiconCompiling(Exception):
    """Another request is compiling this tenant's lexicon, just changed: ask again shortly."""

    code = "lexicon_compiling"
    retry_after = 1

    def __init__(self, tenant):
        super().__init__(
            f"the lexicon of {tenant.slug} changed and is being compiled by another of its "
            "requests; ask again in a second"
        )


# The tenant whose request is being answered in this context, and how to charge it for a
# compile of its lexicon that is not cached, (tenant id, charge(tenant, entries,
# characters)): set by api.throttles for a key's request. ``ANY_TENANT`` in its place: a
# page's request (the admin, the review pages, the playground), which may read any of its
# user's tenants' lexicons; each compile it causes is charged to the tenant whose lexicon
# it is and waited for briefly, as a key's request is (lexicon.compiles.PagesChargeCompiles,
# set for every request: the thirty-seventh hostile pass, H-1, found three pages that
# compiled outside lexicon.compiles.charging_compiles and held every web thread).
ANY_TENANT = "any"
compile_charged_to: contextvars.ContextVar = contextvars.ContextVar(
    "compile_charged_to", default=None
)


@receiver(request_finished)
def _charge_nobody(**kwargs) -> None:
    """A thread of the web tier answers other requests next: charge nobody until one says."""
    compile_charged_to.set(None)


# Compiled normalizers by (tenant, lexicon version, disabled rules), least recently used
# first; a new version is a new key, and replaces its tenant's older ones. At most
# MAX_NORMALIZERS of them, holding at most MAX_CACHED_CHARS characters of terms and
# aliases in all (a compiled lexicon takes about 170 bytes a character; one larger
# lexicon is still compiled, and kept alone).
_normalizers: dict = {}
_building: dict = {}  # a lock per key being compiled
_cache_lock = threading.Lock()  # the web tier's sync pool calls this from several threads
MAX_NORMALIZERS = 32
MAX_CACHED_CHARS = 1_000_000


# The version each tenant last had pushed out of the cache by another tenant's compile,
# (tenant, created): key, the oldest first (compiled again, it is not charged: H-A).
_lost: dict = {}
MAX_LOST = 10_000


def _evictions(key, size: int) -> list:
    """The keys of other tenants that caching ``size`` characters under ``key`` pushes
    out: the least recently used first, until it fits (its tenant's older ones go anyway)."""
    kept = [k for k in _normalizers if k[:2] != key[:2]]
    total = sum(_normalizers[k].size for k in kept)
    evicted = []
    while kept and (len(kept) >= MAX_NORMALIZERS or total + size > MAX_CACHED_CHARS):
        evicted.append(kept.pop(0))
        total -= _normalizers[evicted[-1]].size
    return evicted


def _keep(key, normalizer) -> None:
    """Cache ``normalizer`` under ``key``: its tenant's older ones go, then the least
    recently used until it fits (32 versions of a 40,000-entry lexicon grew a web worker
    to 1.6 GB)."""
    evicted = _evictions(key, normalizer.size)
    for old in [k for k in _normalizers if k[:2] == key[:2]]:
        del _normalizers[old]
    for old in evicted:
        del _normalizers[old]
        _lost.pop(old[:2], None)
        _lost[old[:2]] = old
    while len(_lost) > MAX_LOST:
        _lost.pop(next(iter(_lost)))
    _normalizers[key] = normalizer


class Membership(models.Model):
    class Role(models.TextChoices):
        ADMIN = "admin", "admin: members, keys, lexicon and reviews"
        EDITOR = "editor", "editor: lexicon and reviews"
        REVIEWER = "reviewer", "reviewer: reviews only"

    user = models.ForeignKey(settings.AUTH_USER_MODEL, models.CASCADE, related_name="memberships")
    tenant = models.ForeignKey(Tenant, models.CASCADE, related_name="memberships")
    role = models.CharField(max_length=10, choices=Role.choices, default=Role.REVIEWER)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["user", "tenant"], name="one_role_per_tenant")
        ]

    def __str__(self):
        return f"{self.user} in {self.tenant} ({self.role})"


class ApiKey(models.Model):
    """A tenant's API key. Only a SHA-256 of the key is stored (keys are 256-bit random
    strings, so a fast hash is enough); the prefix identifies it in lists and logs."""

    tenant = models.ForeignKey(Tenant, models.CASCADE, related_name="api_keys")
    name = models.CharField(max_length=100, blank=True)
    prefix = models.CharField(max_length=16, unique=True, editable=False)
    key_hash = models.CharField(max_length=64, editable=False)
    created = models.DateTimeField(auto_now_add=True)
    last_used = models.DateTimeField(null=True, blank=True, editable=False)
    revoked = models.DateTimeField(null=True, blank=True)

    class Meta:
        verbose_name = "API key"

    def __str__(self):
        return f"{KEY_PREFIX}_{self.prefix}_…"

    @classmethod
    def issue(cls, tenant: Tenant, name: str = "") -> tuple["ApiKey", str]:
        """Create a key; returns the row and the key itself, which is never shown again.
        Raises TooManyKeys past MAX_ACTIVE_KEYS keys not revoked, counted under the
        tenant's row lock (a tenant's admin issued 5,000: its page 8.9 MB and 5.5 s, and
        past 320 the operator could no longer save it, the forty-first hostile pass, M-2)."""
        with transaction.atomic():
            list(Tenant.objects.select_for_update().filter(pk=tenant.pk).values_list("pk"))
            active = cls.objects.filter(tenant=tenant, revoked__isnull=True).count()
            if active >= MAX_ACTIVE_KEYS:
                raise TooManyKeys(
                    f"{tenant.slug} has {active} API keys in use, the most a tenant has: "
                    "revoke one first"
                )
            prefix = secrets.token_hex(4)
            raw = f"{KEY_PREFIX}_{prefix}_{secrets.token_urlsafe(32)}"
            key = cls.objects.create(tenant=tenant, name=name, prefix=prefix, key_hash=digest(raw))
        return key, raw


MAX_ACTIVE_KEYS = 50  # keys not revoked, per tenant


class TooManyKeys(ValueError):
    """A tenant has MAX_ACTIVE_KEYS keys in use already."""


def digest(raw: str) -> str:
    """What a key's row stores of it (tenancy.keys compares it in constant time)."""
    return hashlib.sha256(raw.encode()).hexdigest()

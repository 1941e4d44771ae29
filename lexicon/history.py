"""How long a lexicon's change history is kept (issue 30, sixteenth pass, O-2).

Every lexicon write records a LexiconChange with the entry's whole snapshot before and
after (its phoneme and note included, outside the lexicon's size limit): an import of
8,000 changed entries wrote ~15 MB of it, and nothing deleted any. Now a tenant keeps at
most its newest ``LEXICON_HISTORY_MAX_ROWS`` (lexicon.models.keep_newest, after each
write commits), and rows older than ``LEXICON_HISTORY_KEEP_DAYS`` go (daily, by the
schedule below).
"""

from datetime import timedelta

from django.conf import settings
from django.utils import timezone

from core.schedules import install
from lexicon.models import PRUNE_BATCH, LexiconChange, keep_newest


def prune_history() -> str:
    """Delete history rows older than LEXICON_HISTORY_KEEP_DAYS, and each tenant's past
    its newest LEXICON_HISTORY_MAX_ROWS (a daily schedule)."""
    cutoff = timezone.now() - timedelta(days=settings.LEXICON_HISTORY_KEEP_DAYS)
    old, deleted = LexiconChange.objects.filter(at__lt=cutoff), 0
    while ids := list(old.order_by().values_list("pk", flat=True)[:PRUNE_BATCH]):
        deleted += LexiconChange.objects.filter(pk__in=ids).delete()[0]
    tenants = LexiconChange.objects.order_by().values_list("tenant_id", flat=True).distinct()
    deleted += sum(keep_newest(tenant_id) for tenant_id in list(tenants))
    return f"deleted {deleted} lexicon change(s)"


# (name, function, every so many minutes), as synth.housekeeping's.
SCHEDULES = [("lexicon: prune history", "lexicon.history.prune_history", 24 * 60)]


def install_schedules(using: str = "default", apps=None, **kwargs) -> None:
    """Connected to ``post_migrate``: the schedule above, created or updated by name."""
    install(SCHEDULES, using, apps)

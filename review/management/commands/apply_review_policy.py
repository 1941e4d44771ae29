from core.commands import CliCommand
from review import queue
from review.models import Review, ReviewPolicy, State
from synth.models import Clip
from tenancy.models import Tenant


class Command(CliCommand):
    help = (
        "Apply each tenant's review policy to clips nobody has judged yet (once, after the "
        "upgrade that brought policies): the clips it picks wait in the review queue, the "
        "others leave it. Judged, flagged, stale and reported clips keep their place."
    )

    def add_arguments(self, parser):
        parser.add_argument("--tenant", help="only this tenant (its slug)")
        parser.add_argument(
            "--dry-run", action="store_true", help="count what would change; change nothing"
        )

    def handle(self, *args, tenant=None, dry_run=False, **opts):
        tenants = Tenant.objects.all()
        if tenant is not None:
            tenants = tenants.filter(slug=tenant)
            if not tenants.exists():
                raise self.fail(f"no tenant {tenant!r}")
        for one in tenants:
            kept, left = self.apply(one, dry_run)
            verb = "would keep" if dry_run else "kept"
            self.stdout.write(
                f"{one}: {verb} {kept} clip(s) in the queue, {left} not queued by the policy"
            )

    def apply(self, tenant: Tenant, dry_run: bool) -> tuple[int, int]:
        policy = ReviewPolicy.of(tenant)
        # Never judged nor queued: no review (or one still "needs review"), no queue entry.
        judged = Review.objects.exclude(state=State.NEEDS_REVIEW).values("clip")
        unjudged = Clip.objects.filter(tenant=tenant, queue_entry__isnull=True).exclude(
            pk__in=judged
        )
        kept = left = 0
        for clip in unjudged.select_related("tenant").iterator():
            reason = queue.reason_for(clip, policy)
            if not reason:
                left += 1
                continue
            kept += 1
            if not dry_run:
                queue.enqueue(clip, reason)
        return kept, left

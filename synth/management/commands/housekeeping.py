from django.core.management.base import BaseCommand

from synth import housekeeping, leases
from synth.recovery import requeue_stale


class Command(BaseCommand):
    help = (
        "Run the scheduled housekeeping now: requeue stale jobs, prune clips and sentences "
        "(age, tenant quota), remove orphaned and temporary files, prune finished jobs, "
        "old batches and unused planned styles, forget expired cache entries and leases."
    )

    def handle(self, *args, **options):
        for task in (
            requeue_stale,
            housekeeping.prune_clips,
            housekeeping.prune_sentences,
            housekeeping.remove_orphaned_files,
            housekeeping.remove_temporary_files,
            housekeeping.prune_jobs,
            housekeeping.prune_batches,
            housekeeping.prune_planned_styles,
            housekeeping.forget_expired_cache,
            leases.forget_expired,
        ):
            self.stdout.write(f"{task.__name__}: {task()}")

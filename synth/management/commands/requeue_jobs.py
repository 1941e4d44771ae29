from django.core.management.base import BaseCommand

from synth.recovery import requeue_stale


class Command(BaseCommand):
    help = "Queue again the jobs whose worker died or whose task was lost (also scheduled)."

    def handle(self, *args, **options):
        self.stdout.write(requeue_stale())

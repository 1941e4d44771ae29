from django.apps import AppConfig
from django.db.models.signals import post_save


class ReviewConfig(AppConfig):
    name = "review"
    verbose_name = "Pronunciation QA"

    def ready(self):
        from lexicon.models import LexiconChange
        from review.queue import clip_made
        from review.stale import lexicon_changed
        from synth.models import Clip

        # Every lexicon edit (admin, API, PLS import, commands) marks affected clips stale.
        post_save.connect(lexicon_changed, sender=LexiconChange, dispatch_uid="review-stale")
        # Every new clip (worker, test set render, import) meets its tenant's queue policy.
        post_save.connect(clip_made, sender=Clip, dispatch_uid="review-queue-policy")

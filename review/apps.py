from django.apps import AppConfig
from django.db.models.signals import post_save


class ReviewConfig(AppConfig):
    name = "review"
    verbose_name = "Pronunciation QA"

    def ready(self):
        from lexicon.models import LexiconChange
        from review.queue import clip_made, clip_stored
        from review.stale import lexicon_changed
        from synth.models import Clip
        from synth.signals import clip_stored as stored

        # Every lexicon edit (admin, API, PLS import, commands) marks affected clips stale.
        post_save.connect(lexicon_changed, sender=LexiconChange, dispatch_uid="review-stale")
        # Every new clip (worker, test set render, import) meets its tenant's queue policy:
        # a worker's once its job's end is committed, any other's as it is saved.
        post_save.connect(clip_made, sender=Clip, dispatch_uid="review-queue-policy")
        stored.connect(clip_stored, dispatch_uid="review-queue-policy-stored")

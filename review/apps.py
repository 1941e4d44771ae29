from django.apps import AppConfig
from django.db.models.signals import post_save


class ReviewConfig(AppConfig):
    name = "review"
    verbose_name = "Pronunciation QA"

    def ready(self):
        from lexicon.models import LexiconChange
        from review.stale import lexicon_changed

        # Every lexicon edit (admin, API, PLS import, commands) marks affected clips stale.
        post_save.connect(lexicon_changed, sender=LexiconChange, dispatch_uid="review-stale")

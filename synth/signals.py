"""What synth tells the apps above it when work ends (webhooks and review listen), without
importing them: sent by the worker, recovery and batches as the work ends."""

from django.dispatch import Signal

# A job is done or failed: ``job``.
job_ended = Signal()
# A worker stored a new clip and ended its job: ``clip`` (its ``stored_by_job`` is True,
# and its post_save is to be ignored). Sent after the commit, so that what follows a new
# clip (the review policy) is not on the way to the waiting requests' answer.
clip_stored = Signal()
# Every item of a batch has its clip or a failed job: ``batch``, ``counts`` (total, done,
# failed).
batch_finished = Signal()

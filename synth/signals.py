"""What synth tells the apps above it when work ends (webhooks listens), without
importing them: sent by the worker, recovery and batches, inside the transaction that
ended the work."""

from django.dispatch import Signal

# A job is done or failed: ``job``.
job_ended = Signal()
# Every item of a batch has its clip or a failed job: ``batch``, ``counts`` (total, done,
# failed).
batch_finished = Signal()

"""What a process is working on, for its log records (ops.logs reads these)."""

from contextvars import ContextVar

# Set by ops.middleware.RequestContext for a request.
request_id: ContextVar[str] = ContextVar("request_id", default="")
# Set by ops.worker around a task, and by synth.worker.run_job to the job the task runs.
job_id: ContextVar[str] = ContextVar("job_id", default="")

"""Prometheus metrics. Web processes and qcluster workers write them; ``/metrics`` reads
them. Under gunicorn and qcluster every process is separate, so with
``PROMETHEUS_MULTIPROC_DIR`` set (to an empty folder, the same for all of a host's
processes) each process writes its values to files there and a scrape adds them up;
without it, a scrape sees only the process that answers it (fine for tests and runserver).

Only processes that record something import this module: importing it creates files.
Recording is a counter increment or a histogram bucket, never a query; the queue depth is
counted from the database at scrape time instead.
"""

import os
import socket

from prometheus_client import Counter, Gauge, Histogram

from core.processes import pid_alive

MULTIPROCESS = bool(os.getenv("PROMETHEUS_MULTIPROC_DIR"))
if MULTIPROCESS:  # prometheus_client writes there and fails if the folder is missing
    os.makedirs(os.environ["PROMETHEUS_MULTIPROC_DIR"], exist_ok=True)

HOST = socket.gethostname()

CACHE_REQUESTS = Counter(
    "tts_cache_requests",
    "Speech requests by endpoint and cache result (hit, miss, fallback)",
    ["endpoint", "result"],
)
JOBS = Counter(
    "tts_jobs",
    "Synthesis tasks run by workers, by outcome (done, failed, skipped, error) and error code",
    ["outcome", "code"],
)
JOB_LATENCY = Histogram(
    "tts_job_latency_seconds",
    "From a job's creation (queued) to its clip being stored (done)",
    buckets=(0.1, 0.25, 0.5, 1, 2, 3, 5, 7.5, 10, 15, 20, 30, 60, 120, 300),
)
SYNTHESIS = Histogram(
    "tts_synthesis_seconds",
    "Inference time of one clip in a worker",
    buckets=(0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5, 7.5, 10, 15, 20, 30, 60),
)
RTF = Histogram(
    "tts_synthesis_rtf",
    "Real-time factor: synthesis seconds / audio seconds (below 1 is faster than real time)",
    buckets=(0.02, 0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 0.75, 1, 1.5, 2, 5),
)
SENTENCES = Counter(
    "tts_sentences",
    "Chunks of the clips workers made, by outcome: reused (from the sentence cache) or synthesized",
    ["outcome"],
)
SENTENCE_SAVED = Counter(
    "tts_sentence_saved_seconds",
    "Engine seconds saved by reused chunks (what making them took when they were synthesized)",
)
# One series per live worker process (the multiprocess collector adds a pid label);
# labelled, so that processes which never set it (web) report nothing.
WORKER_RSS = Gauge(
    "tts_worker_rss_bytes",
    "Resident memory of each qcluster worker process",
    ["host"],
    multiprocess_mode="liveall",
)


def record_worker_rss() -> None:
    rss = current_rss()
    if rss is not None:
        WORKER_RSS.labels(HOST).set(rss)


def current_rss() -> int | None:
    """This process's resident set size in bytes (Linux /proc; None elsewhere)."""
    try:
        with open("/proc/self/statm") as f:
            pages = int(f.read().split()[1])
    except (OSError, IndexError, ValueError):
        return None
    return pages * os.sysconf("SC_PAGE_SIZE")


def forget_dead_workers() -> None:
    """Drop the RSS series of processes that no longer exist (killed, recycled, or timed
    out workers). The folder is per host, so a PID there names a process on this host."""
    from prometheus_client import multiprocess

    folder = os.environ.get("PROMETHEUS_MULTIPROC_DIR")
    if not folder:
        return
    for name in os.listdir(folder):
        if not name.startswith("gauge_live"):
            continue
        pid = name.rsplit("_", 1)[-1].removesuffix(".db")
        if pid.isdigit() and not pid_alive(int(pid)):
            multiprocess.mark_process_dead(int(pid), folder)

"""Job ends announced through Redis pub/sub (the scaled mode), heard by the requests that
wait for those jobs (:func:`synth.dispatch.wait_for`).

Each web process keeps one subscriber connection: a daemon thread subscribed to the
pattern of every job's channel sets the event of whichever requests wait for the job
that ended. (A subscription per request cost a new Redis connection on every miss:
redis-py closes a subscribed connection rather than return it to its pool.)

Announcements only speed waiting up: while the subscriber is down (Redis restarting) a
waiter looks at the job row every ``RECHECK_SECONDS`` as before, and the thread
reconnects by itself.
"""

import logging
import os
import re
import threading
import time

log = logging.getLogger(__name__)

# The most a new process's first waiter waits for the subscription before it looks at
# its job: no longer than an unannounced end can go unnoticed anyway.
READY_SECONDS = 0.25
RETRY_SECONDS = (0.1, 0.5, 2.0, 5.0)  # between reconnection attempts, then every 5 s
POLL_SECONDS = 5.0  # how long one read waits for a message before reading again


def channel(job_id) -> str:
    """The job's channel, under the deployment's cache key prefix."""
    from django.core.cache import cache

    return cache.make_key(f"job-ended:{job_id}")


def announce(client, job_id) -> None:
    client.publish(channel(job_id), b"1")


class Subscriber:
    """One pattern subscription for this process; :meth:`watch` gives an event that is set
    when the job is announced as ended."""

    def __init__(self, client):
        self.client = client
        self.prefix = channel("")
        self.pattern = re.sub(r"([*?\[\]\\])", r"\\\1", self.prefix) + "*"
        self.lock = threading.Lock()
        self.waiting: dict[str, set[threading.Event]] = {}
        self.ready = threading.Event()  # subscribed and listening
        self.tried = threading.Event()  # the first subscription succeeded or failed
        self.pid = os.getpid()
        self.thread = threading.Thread(target=self._run, name="job-announcements", daemon=True)
        self.thread.start()

    def watch(self, job_id) -> threading.Event:
        """An event set when the job's end is announced (register before looking at the
        row, so an end announced meanwhile is not missed)."""
        self.tried.wait(READY_SECONDS)  # only ever waits for a new process's first
        event = threading.Event()
        with self.lock:
            self.waiting.setdefault(str(job_id), set()).add(event)
        return event

    def unwatch(self, job_id, event: threading.Event) -> None:
        with self.lock:
            events = self.waiting.get(str(job_id))
            if events is not None:
                events.discard(event)
                if not events:
                    del self.waiting[str(job_id)]

    def _run(self) -> None:
        failures = 0
        while True:
            try:
                with self.client.pubsub() as pubsub:
                    pubsub.psubscribe(self.pattern)
                    while True:
                        message = pubsub.get_message(timeout=POLL_SECONDS)
                        if message is None:
                            continue
                        if message["type"] == "psubscribe":
                            self.ready.set()
                            self.tried.set()
                            failures = 0
                        elif message["type"] == "pmessage":
                            self._wake(message["channel"])
            except Exception:
                self.ready.clear()
                self.tried.set()
                delay = RETRY_SECONDS[min(failures, len(RETRY_SECONDS) - 1)]
                failures += 1
                log.warning(
                    "job announcements: subscription lost; waiters look at job rows until "
                    "it is back (retrying in %s s)",
                    delay,
                    exc_info=failures == 1,
                )
                time.sleep(delay)

    def _wake(self, name: bytes | str) -> None:
        if isinstance(name, bytes):
            name = name.decode()
        with self.lock:
            events = list(self.waiting.get(name[len(self.prefix) :], ()))
        for event in events:
            event.set()


_subscriber: Subscriber | None = None
_subscriber_lock = threading.Lock()


def subscriber(client) -> Subscriber:
    """This process's subscriber (a new one in a forked child: threads do not survive a
    fork)."""
    global _subscriber
    with _subscriber_lock:
        if _subscriber is None or _subscriber.pid != os.getpid():
            _subscriber = Subscriber(client)
        return _subscriber

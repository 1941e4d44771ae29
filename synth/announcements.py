"""Jobs' moves announced to the processes whose requests wait for them: a job's end, and
each chunk a streamed job publishes (synth.streaming).

The scaled mode announces through Redis pub/sub; the embedded mode, with no Redis but one
host, through doorbells (core.doorbells: Unix datagrams to every listening process).
Each waiting process keeps one listener: a daemon thread that hears every announcement
and wakes whoever watches that job, a thread waiting in :func:`synth.dispatch.wait_for`
or a coroutine suspended in :func:`synth.dispatch.await_end` or a stream (the wake is
handed to its event loop). (A subscription per request cost a new Redis connection on
every miss: redis-py closes a subscribed connection rather than return it to its pool.)

Announcements only speed waiting up: while the listener is down (Redis restarting) a
waiter looks at the job row every ``RECHECK_SECONDS`` as before, and the thread
reconnects by itself.
"""

import logging
import os
import re
import threading
import time
from collections.abc import Callable

from core import doorbells
from core.redis import redis_client

log = logging.getLogger(__name__)

# The most a new process's first waiter waits for the subscription before it looks at
# its job: no longer than an unannounced end can go unnoticed anyway.
READY_SECONDS = 0.25
RETRY_SECONDS = (0.1, 0.5, 2.0, 5.0)  # between reconnection attempts, then every 5 s
POLL_SECONDS = 5.0  # how long one read waits for a message before reading again
DOORBELL = "jobs"  # the doorbells' kind (core.doorbells)
END, CHUNK = "end", "chunk"


def channel(job_id) -> str:
    """The job's channel, under the deployment's cache key prefix."""
    from django.core.cache import cache

    return cache.make_key(f"job:{job_id}")


def announce(job_id, event: str = END) -> None:
    """Tell the listening processes that ``job_id`` moved: it ended, or a chunk is out."""
    client = redis_client()
    if client is not None:
        client.publish(channel(job_id), event.encode())
    else:
        doorbells.ring(DOORBELL, f"{job_id} {event}".encode())


Waker = Callable[[str], None]  # called with the event, from the listener's thread


class Subscriber:
    """This process's one listener; :meth:`watch` registers a waker for a job."""

    def __init__(self, client=None):
        self.client = client
        self.prefix = channel("")
        self.pattern = re.sub(r"([*?\[\]\\])", r"\\\1", self.prefix) + "*"
        self.lock = threading.Lock()
        self.waiting: dict[str, set[Waker]] = {}
        self.ready = threading.Event()  # subscribed and listening
        self.tried = threading.Event()  # the first subscription succeeded or failed
        self.pid = os.getpid()
        if client is None:  # bound now, so no announcement made after this is missed
            self.doorbell = doorbells.listen(DOORBELL)
            self.doorbell.setblocking(True)
            self.doorbell.settimeout(POLL_SECONDS)
        run = self._subscribe if client is not None else self._listen
        self.thread = threading.Thread(target=run, name="job-announcements", daemon=True)
        self.thread.start()

    def watch(self, job_id, wake: Waker) -> None:
        """Call ``wake(event)`` whenever the job is announced to have moved (register
        before looking at the row, so that a move announced meanwhile is not missed)."""
        self.tried.wait(READY_SECONDS)  # only ever waits for a new process's first
        with self.lock:
            self.waiting.setdefault(str(job_id), set()).add(wake)

    def unwatch(self, job_id, wake: Waker) -> None:
        with self.lock:
            wakers = self.waiting.get(str(job_id))
            if wakers is not None:
                wakers.discard(wake)
                if not wakers:
                    del self.waiting[str(job_id)]

    def _subscribe(self) -> None:
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
                            name = _text(message["channel"])
                            self._wake(name[len(self.prefix) :], _text(message["data"]))
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

    def _listen(self) -> None:
        self.ready.set()
        self.tried.set()
        while True:
            try:
                data = self.doorbell.recv(doorbells.MAX_MESSAGE)
            except TimeoutError:
                continue
            except OSError:  # closed: only at interpreter exit
                return
            job_id, _, event = data.decode(errors="replace").partition(" ")
            self._wake(job_id, event or END)

    def _wake(self, job_id: str, event: str) -> None:
        with self.lock:
            wakers = list(self.waiting.get(job_id, ()))
        for wake in wakers:
            wake(event)


def _text(value: bytes | str) -> str:
    return value.decode() if isinstance(value, bytes) else value


_subscriber: Subscriber | None = None
_subscriber_lock = threading.Lock()


def subscriber() -> Subscriber:
    """This process's listener (a new one in a forked child: threads do not survive a
    fork)."""
    global _subscriber
    with _subscriber_lock:
        if _subscriber is None or _subscriber.pid != os.getpid():
            _subscriber = Subscriber(redis_client())
        return _subscriber

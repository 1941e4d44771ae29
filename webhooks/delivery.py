"""Sending deliveries without holding a synthesis worker (hostile pass 12, F-1).

A delivery's row is the source of truth: pending until a 2xx answer, tried again with
exponential backoff (``next_try``), failed after WEBHOOK_ATTEMPTS tries. The django-q2
task (:func:`wake`, on the synthesis queue) only opens "lanes" for the tenant in this
worker process's small pool of I/O threads (WEBHOOK_THREADS) and returns at once. A lane
claims the tenant's next due delivery (one atomic UPDATE: two lanes, two workers, two
hosts never send one twice), tries it once within WEBHOOK_DEADLINE in all, records how it
went, and goes to the back of the pool's queue to take the next; it ends when the tenant
has nothing due. A tenant has at most WEBHOOK_TENANT_IN_FLIGHT lanes per process, and
more than one only while a thread is left for the tenants with none, so receivers that
hold every try never hold all the threads and the others take turns on the rest. A try
lost with its process (a recycled or killed worker) stays claimed for
:func:`claim_window`, then the "webhooks: retry" schedule finds it due again.

No redirects followed; at most a few hundred bytes of an answer kept."""

import http.client
import logging
import os
import re
import select
import socket
import ssl
import threading
import time
from collections import Counter
from datetime import timedelta
from queue import Empty, Queue

from django.conf import settings
from django.db import (
    DatabaseError,
    OperationalError,
    close_old_connections,
    connections,
    transaction,
)
from django.utils import timezone

from webhooks.models import Delivery
from webhooks.signing import HEADER, signature
from webhooks.targets import ResolveTimedOut, TargetRefused, checked_target

log = logging.getLogger(__name__)
EXCERPT_BYTES = 300
HEAD_BYTES = 16 * 1024  # an answer's status line and headers, at most
HEAD_LINES = 100  # header lines of an answer, at most
STATUS = re.compile(r"[0-9]{3}")  # a status code: three ASCII digits, nothing else
LENGTH = re.compile(r"[0-9]{1,18}")  # a Content-Length we read (ASCII digits, bounded)
WAKE = "webhooks.delivery.wake"
DELIVER = "webhooks.delivery.deliver"  # tasks queued before the pool: wake the tenant
clock = timezone.now  # when a try is due (tests move it on)
LANES_PER_THREAD = 16  # the pool's queue: at most this many lanes a thread, all tenants


def backoff(attempts: int) -> timedelta:
    """The wait after the ``attempts``-th failed try: WEBHOOK_RETRY_SECONDS, doubled each
    time, at most six hours."""
    return timedelta(seconds=min(settings.WEBHOOK_RETRY_SECONDS * 2 ** (attempts - 1), 6 * 3600))


def claim_window() -> timedelta:
    """How long a claimed try is left alone: its deadline, and a minute to spare (a try
    whose process died is due again after it)."""
    return timedelta(seconds=settings.WEBHOOK_DEADLINE + 60)


def queue(ids: list[int]) -> None:
    """Tell the workers that these new deliveries are due: one quick task per tenant."""
    from django_q.tasks import async_task

    tenants = sorted(set(Delivery.objects.filter(pk__in=ids).values_list("tenant_id", flat=True)))
    for tenant_id in tenants:
        async_task(WAKE, tenant_id, save=False, timeout=60)


def retry_due() -> str:
    """The schedule (on a worker): wake every tenant with a pending delivery due."""
    tenants = list(
        Delivery.objects.filter(status=Delivery.Status.PENDING, next_try__lte=clock())
        .order_by()
        .values_list("tenant_id", flat=True)
        .distinct()
    )
    opened = sum(wake(tenant_id) for tenant_id in tenants)
    return f"{len(tenants)} tenant(s) with webhook deliveries due; {opened} lane(s) opened"


def wake(tenant_id: int) -> int:
    """The task: the tenant's due deliveries, handed to this process's I/O threads (up to
    WEBHOOK_TENANT_IN_FLIGHT at once); returns at once, with the lanes opened. In
    django-q2's sync mode (tests), sent here and now instead."""
    from django_q.conf import Conf

    if Conf.SYNC:
        sent = 0
        while send_next(tenant_id):
            sent += 1
        return sent
    return pool().open(tenant_id, settings.WEBHOOK_TENANT_IN_FLIGHT)


def deliver(pk: int) -> str:
    """Tasks queued by an older release (one per delivery): wake its tenant."""
    tenant_id = Delivery.objects.filter(pk=pk).values_list("tenant_id", flat=True).first()
    return f"delivery {pk}: {wake(tenant_id) if tenant_id else 'gone'}"


def patiently(write):
    """``write()``, tried again for up to a second while SQLite says its table or file is
    locked (an I/O thread's write beside the worker's, or in-memory SQLite with a shared
    cache in tests, which refuses at once): a lane's claim or record is not given up to
    the retry schedule for that."""
    for _ in range(50):
        try:
            return write()
        except OperationalError as exc:
            if "locked" not in str(exc):
                raise
            time.sleep(0.02)
    return write()


def claim_next(tenant_id: int) -> int | None:
    """The tenant's next due delivery, claimed for one try (None: nothing due)."""
    now = clock()
    due = Delivery.objects.filter(
        tenant_id=tenant_id, status=Delivery.Status.PENDING, next_try__lte=now
    )
    for pk in patiently(
        lambda: list(due.order_by("next_try", "pk").values_list("pk", flat=True)[:8])
    ):
        # The claim: a delivery two lanes (or workers) reach at once is sent once.
        claim = due.filter(pk=pk)
        if patiently(lambda claim=claim: claim.update(next_try=now + claim_window(), last_try=now)):
            return pk
    return None


def send_next(tenant_id: int) -> bool:
    """Claim and try the tenant's next due delivery; False when none was due."""
    pk = claim_next(tenant_id)
    if pk is None:
        return False
    attempt(pk)
    return True


def attempt(pk: int) -> str:
    """One try of the claimed delivery ``pk``; how it went, noted on its row."""
    delivery = patiently(Delivery.objects.select_related("endpoint").filter(pk=pk).first)
    if delivery is None:
        return f"delivery {pk}: gone"  # its endpoint was deleted meanwhile
    delivery.attempts += 1
    try:
        code, excerpt = post(delivery)
        error = "" if 200 <= code < 300 else f"answered {code}"
    except ResolveTimedOut as exc:
        code, excerpt, error = None, "", str(exc)  # a slow or busy resolver: tried again later
    except TargetRefused as exc:
        code, excerpt, error = None, "", str(exc)
        delivery.attempts = settings.WEBHOOK_ATTEMPTS  # not tried again: the target is bad
    except (OSError, http.client.HTTPException) as exc:
        code, excerpt, error = None, "", f"{type(exc).__name__}: {exc}"
    except Exception as exc:  # noqa: BLE001 - any answer we did not expect is a failed try
        log.warning("webhook delivery %s: unexpected %s", pk, type(exc).__name__)
        code, excerpt, error = None, "", f"unreadable answer ({type(exc).__name__})"
    delivery.response_code, delivery.response_excerpt = code, printable(excerpt)
    delivery.error = printable(error)[:300]
    if not error:
        delivery.status, delivery.next_try = Delivery.Status.DELIVERED, None
    elif delivery.attempts >= settings.WEBHOOK_ATTEMPTS:
        delivery.status, delivery.next_try = Delivery.Status.FAILED, None
    else:
        delivery.next_try = clock() + backoff(delivery.attempts)
    fields = ["attempts", "response_code", "response_excerpt", "error", "status", "next_try"]
    # An update, not save(): a row deleted meanwhile (its endpoint was) is no error.
    values = {name: getattr(delivery, name) for name in fields}

    def record():
        with transaction.atomic():  # a refused write leaves a test's transaction usable
            return Delivery.objects.filter(pk=pk).update(**values)

    try:
        patiently(record)
    except DatabaseError as exc:
        # What came back could not be stored (it should not happen: it is cleaned above);
        # the try is counted all the same, so backoff and WEBHOOK_ATTEMPTS still apply.
        log.warning("webhook delivery %s: its answer was not recorded: %s", pk, exc)
        values.update(response_excerpt="", error=f"answer not recorded ({type(exc).__name__})")
        patiently(record)
    return f"delivery {pk}: {delivery.status} after {delivery.attempts} attempt(s)"


def printable(text: str) -> str:
    """``text`` without NUL or any other character that does not print (control, format,
    surrogate...): what is stored of an answer (PostgreSQL refuses NUL in text)."""
    return "".join(char for char in text if char.isprintable())


class Pool:
    """A few daemon threads of this process, and a bounded queue of lanes (a tenant's id
    each): at most ``per_tenant`` lanes a tenant, ``threads * LANES_PER_THREAD`` in all."""

    def __init__(self, threads: int):
        self.threads = threads
        self.most = threads * LANES_PER_THREAD
        self.queue: Queue = Queue(maxsize=self.most)
        self.lanes: Counter = Counter()
        self.lock = threading.Lock()
        self.stopping = False
        self.workers = [
            threading.Thread(target=self.run, name=f"webhooks-{i}", daemon=True)
            for i in range(threads)
        ]
        for worker in self.workers:
            worker.start()

    def open(self, tenant_id: int, per_tenant: int) -> int:
        """Lanes for the tenant, as many as it may still have (0: enough are open; what
        is due is taken by them, or by the schedule's next wake). A tenant's second and
        later lanes open only while they leave a thread free for a tenant with none: two
        tenants' held tries took all four threads (the fifteenth pass, N-4)."""
        opened = 0
        with self.lock:
            while (
                not self.stopping
                and self.lanes[tenant_id] < per_tenant
                and self.lanes.total() < self.most
                and (not self.lanes[tenant_id] or self.lanes.total() < self.threads - 1)
            ):
                self.lanes[tenant_id] += 1
                self.queue.put_nowait(tenant_id)  # never full: a slot per open lane
                opened += 1
        return opened

    def in_flight(self, tenant_id: int) -> int:
        with self.lock:
            return self.lanes[tenant_id]

    def run(self) -> None:
        while True:
            try:
                tenant_id = self.queue.get(timeout=1)
            except Empty:
                if self.stopping:
                    connections.close_all()  # this thread's, as it ends
                    return
                continue
            more = False
            try:
                close_old_connections()
                more = not self.stopping and send_next(tenant_id)
            except Exception:
                log.exception("webhook delivery for tenant %s", tenant_id)
            finally:
                close_old_connections()
            with self.lock:
                if more and not self.stopping:
                    self.queue.put_nowait(tenant_id)  # to the back: the others' turn
                else:
                    self.lanes[tenant_id] -= 1
                    if not self.lanes[tenant_id]:
                        del self.lanes[tenant_id]

    def stop(self, timeout: float) -> bool:
        """Open no lane more; wait for the tries in flight. True if all threads ended."""
        with self.lock:
            self.stopping = True
        end = time.monotonic() + timeout
        for worker in self.workers:
            worker.join(max(0.0, end - time.monotonic()))
        return not any(worker.is_alive() for worker in self.workers)


_pool: Pool | None = None
_pool_pid = 0
_pool_lock = threading.Lock()


def pool() -> Pool:
    """This process's pool, started on first use (a forked worker starts its own)."""
    global _pool, _pool_pid
    with _pool_lock:
        if _pool is None or _pool_pid != os.getpid():
            _pool, _pool_pid = Pool(settings.WEBHOOK_THREADS), os.getpid()
        return _pool


def stop_threads(timeout: float = 10) -> bool:
    """Stop this process's pool (tests; a new one starts on the next wake)."""
    global _pool
    with _pool_lock:
        stopping, _pool = _pool, None
    return stopping.stop(timeout) if stopping is not None else True


class DeadlinePassed(TimeoutError):
    pass


def _wait(sock, deadline: float, writing: bool = False) -> None:
    """Until ``sock`` can be read (or written), at most WEBHOOK_TIMEOUT and never past
    ``deadline``."""
    left = deadline - time.monotonic()
    if left <= 0:
        raise DeadlinePassed(f"no answer within WEBHOOK_DEADLINE ({settings.WEBHOOK_DEADLINE} s)")
    poller = select.poll()
    poller.register(sock, select.POLLOUT if writing else select.POLLIN)
    if not poller.poll(min(left, settings.WEBHOOK_TIMEOUT) * 1000):
        if time.monotonic() >= deadline:
            raise DeadlinePassed(
                f"no answer within WEBHOOK_DEADLINE ({settings.WEBHOOK_DEADLINE} s)"
            )
        raise TimeoutError(f"nothing for WEBHOOK_TIMEOUT ({settings.WEBHOOK_TIMEOUT} s)")


def _tls(sock, deadline: float, step):
    """``step()`` on a non-blocking TLS socket, waiting as it asks, within the deadline."""
    while True:
        try:
            return step()
        except ssl.SSLWantReadError:
            _wait(sock, deadline)
        except ssl.SSLWantWriteError:
            _wait(sock, deadline, writing=True)


def _read_answer(sock, deadline: float) -> tuple[int, bytes]:
    """The status and the first bytes of the body, reading at most HEAD_BYTES of status
    line and headers and EXCERPT_BYTES of body; once the headers are in, the body is read
    while the deadline allows (what came by then is kept)."""
    head = b""
    while b"\r\n\r\n" not in head:
        if len(head) > HEAD_BYTES:
            raise http.client.HTTPException(f"the answer's headers passed {HEAD_BYTES} bytes")
        got = _tls(sock, deadline, lambda: sock.recv(4096))
        if not got:
            raise http.client.RemoteDisconnected("the receiver closed before answering")
        head += got
    head, _, body = head.partition(b"\r\n\r\n")
    if len(head) > HEAD_BYTES:
        raise http.client.HTTPException(f"the answer's headers passed {HEAD_BYTES} bytes")
    lines = head.decode("latin-1").split("\r\n")
    parts = lines[0].split(" ", 2)
    if len(parts) < 2 or not parts[0].startswith("HTTP/") or not STATUS.fullmatch(parts[1]):
        raise http.client.BadStatusLine(printable(lines[0][:100]))
    status = int(parts[1])
    if len(lines) - 1 > HEAD_LINES:
        raise http.client.HTTPException(f"the answer has more than {HEAD_LINES} header lines")
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip().lower()
    chunked = "chunked" in headers.get("transfer-encoding", "")
    length = headers.get("content-length", "")
    wanted = EXCERPT_BYTES + 64 if chunked else EXCERPT_BYTES
    if length and not LENGTH.fullmatch(length):
        raise http.client.HTTPException("the answer's Content-Length is not a number")
    if length and not chunked:
        wanted = min(wanted, int(length))
    if status in (204, 304) or 100 <= status < 200:
        wanted = 0
    try:
        while len(body) < wanted:
            got = _tls(sock, deadline, lambda: sock.recv(4096))
            if not got:
                break
            body += got
    except (TimeoutError, OSError):
        pass  # the status is in: a slow or broken body only shortens the excerpt
    return status, (_dechunked(body) if chunked else body)[:EXCERPT_BYTES]


def _dechunked(raw: bytes) -> bytes:
    """The data of a chunked body's first chunks, as far as ``raw`` goes."""
    data = b""
    while raw:
        size, found, raw = raw.partition(b"\r\n")
        if not found:
            break
        try:
            size = int(size.split(b";")[0], 16)
        except ValueError:
            break
        if not size:
            break
        data += raw[:size]
        raw = raw[size + 2 :]
    return data


def post(delivery: Delivery) -> tuple[int, str]:
    """POST the delivery's body to its endpoint, at an address checked now, all within
    WEBHOOK_DEADLINE (each wait at most WEBHOOK_TIMEOUT); the status and the first bytes
    of the answer."""
    deadline = time.monotonic() + settings.WEBHOOK_DEADLINE
    endpoint = delivery.endpoint
    host, port, address = checked_target(
        endpoint.url, deadline - time.monotonic(), endpoint.tenant_id
    )
    body = delivery.body.encode()
    parts = http.client.urlsplit(endpoint.url)
    path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    name = f"[{host}]" if ":" in host else host
    headers = {
        "Host": name if port == 443 else f"{name}:{port}",
        "Content-Type": "application/json",
        "Content-Length": str(len(body)),
        "User-Agent": "supertonic-service-webhooks",
        "X-TTS-Event": delivery.event,
        "X-TTS-Delivery": str(delivery.pk),
        HEADER: signature(endpoint.secret, body, int(time.time())),
        "Connection": "close",
    }
    request = f"POST {path} HTTP/1.1\r\n".encode() + b"".join(
        f"{key}: {value}\r\n".encode() for key, value in headers.items()
    )
    request += b"\r\n" + body
    # Connect to the address just checked, not to whatever a second lookup answers.
    left = min(deadline - time.monotonic(), settings.WEBHOOK_TIMEOUT)
    sock = socket.create_connection((address, port), timeout=max(left, 0.01))
    try:
        # The TLS socket takes the connection over (the plain one is detached).
        sock = ssl.create_default_context().wrap_socket(
            sock, server_hostname=host, do_handshake_on_connect=False
        )
        sock.setblocking(False)
        _tls(sock, deadline, sock.do_handshake)
        view = memoryview(request)
        while view:
            view = view[_tls(sock, deadline, lambda view=view: sock.send(view)) :]
        status, excerpt = _read_answer(sock, deadline)
        return status, excerpt.decode("utf-8", "replace")
    finally:
        sock.close()


PRUNE_BATCH = 5000  # rows a DELETE, so a large backlog is never one long statement


def prune_deliveries() -> str:
    """Housekeeping: delete delivered and failed deliveries made more than
    WEBHOOK_KEEP_DAYS days ago (hostile pass 13, L-3); pending ones stay until settled."""
    cutoff = timezone.now() - timedelta(days=settings.WEBHOOK_KEEP_DAYS)
    old = Delivery.objects.filter(
        status__in=[Delivery.Status.DELIVERED, Delivery.Status.FAILED], created__lt=cutoff
    )
    deleted = 0
    while ids := list(old.order_by().values_list("pk", flat=True)[:PRUNE_BATCH]):
        deleted += Delivery.objects.filter(pk__in=ids).delete()[0]
    return f"deleted {deleted} finished webhook deliver{'y' if deleted == 1 else 'ies'}"


# (name, function, every so many minutes), as synth.housekeeping's.
SCHEDULES = [
    ("webhooks: retry deliveries", "webhooks.delivery.retry_due", 1),
    ("webhooks: prune deliveries", "webhooks.delivery.prune_deliveries", 24 * 60),
]


def install_schedules(using: str = "default", apps=None, **kwargs) -> None:
    """Connected to ``post_migrate``: the schedule above, created or updated by name."""
    from synth.housekeeping import install_schedules as install

    install(using, apps, schedules=SCHEDULES)

"""Counts kept in a process's memory and added to the database now and then, in one write.

For counts taken on the hit path (dashboard usage, clip serves): a database write per
request would make every hit wait for a row lock (on SQLite, the one writer lock). The
trade-off: a process killed outright loses the counts of its last interval (a normal exit
writes them), and readers see them up to one interval late.
"""

import atexit
import logging
import threading
import time
from collections import Counter
from collections.abc import Callable, Hashable

from django.db import transaction

log = logging.getLogger(__name__)

Pending = dict[Hashable, Counter]


class BufferedCounts:
    """Named amounts per key, added in memory by :meth:`add` (thread-safe) and handed to
    ``write`` as one batch: by the first :meth:`add` once ``every()`` seconds have passed
    since the last write, by :meth:`flush`, and quietly at exit.

    ``write`` adds the batch to the database (increments, so that any number of processes
    add up); it runs in one transaction, so a failure leaves nothing half-written and the
    whole batch is kept for the next write. ``every`` is a function so that it may read a
    setting a test changes.
    """

    def __init__(self, write: Callable[[Pending], None], every: Callable[[], float]):
        self._write = write
        self._every = every
        self._lock = threading.Lock()
        self._pending: Pending = {}
        self._since = time.monotonic()
        atexit.register(self.flush, quiet=True)

    def add(self, key: Hashable, **amounts: int) -> None:
        """Add ``amounts`` (name=number) to ``key``'s counts; write the batch if it is due."""
        now = time.monotonic()
        with self._lock:
            counts = self._pending.get(key)
            if counts is None:
                counts = self._pending[key] = Counter()
            counts.update(amounts)
            due = now - self._since >= self._every()
            if due:
                self._since = now  # one caller writes; the others keep counting
        if due:
            self.flush()

    def flush(self, *, quiet: bool = False) -> None:
        """Write the counts kept so far (and forget them); the next interval starts now.
        Never raises: counting must not break a request. ``quiet``: at exit, when the
        database (or the log's stream) may be gone already, so failed counts are dropped."""
        with self._lock:
            pending, self._pending = self._pending, {}
            self._since = time.monotonic()
        if not pending:
            return
        try:
            with transaction.atomic():
                self._write(pending)
        except Exception:
            if quiet:
                return
            log.warning("could not store counts; kept for the next write", exc_info=True)
            with self._lock:
                for key, counts in pending.items():
                    self._pending.setdefault(key, Counter()).update(counts)

    def pending(self) -> Pending:
        """A copy of the counts not written yet."""
        with self._lock:
            return {key: Counter(counts) for key, counts in self._pending.items()}

    def discard(self) -> None:
        """Forget the counts not written yet (tests start from none)."""
        with self._lock:
            self._pending.clear()

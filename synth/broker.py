"""django-q2's ORM broker, woken by a doorbell instead of waiting out its poll.

The stock ORM broker looks at its table every ``Conf.POLL`` seconds while the queue is
empty, so a new task waits half a poll on average before the cluster's pusher hands it to
a worker (the Redis broker's BLPOP wakes at once). Here an enqueue rings the ``queue``
doorbell (core.doorbells) once the task's row is committed, and an idle pusher waits on
its own doorbell socket instead of sleeping: it looks at the table as soon as a ring
comes, and every ``Conf.POLL`` seconds anyway. A lost ring, a task whose receipt expired
(re-delivered after ``retry``) or a task queued from another host cost at most a poll, as
they did before.

Set as ``Q_CLUSTER["broker_class"]`` in the embedded mode (no ``REDIS_URL``);
:class:`TakingRedis` in the scaled mode. Both write on the job rows which worker cluster
took their tasks (:func:`taken`), and start that cluster's heartbeat (synth.recovery): a
task taken off the broker waits in the cluster's memory until a worker is free, and is
lost with the cluster.
"""

import logging
import os
import select
import socket

from django.db import DatabaseError, transaction
from django.utils import timezone
from django_q.brokers.orm import ORM
from django_q.brokers.redis_broker import Redis
from django_q.conf import Conf
from django_q.signing import BadSignature, SignedPackage

from core import doorbells

log = logging.getLogger(__name__)
KIND = "queue"  # the doorbell every cluster's pusher on this host listens at


class WakeableORM(ORM):
    # The pusher is forked from the sentinel with the sentinel's broker, and forked again
    # when it is reincarnated: each process makes its own socket on first use.
    _doorbell: socket.socket | None = None
    _doorbell_pid: int | None = None

    def enqueue(self, task):
        """Queue ``task`` as the ORM broker does, then wake the pushers once the row is
        visible to them (at once outside a transaction, else when it commits)."""
        task_id = super().enqueue(task)
        transaction.on_commit(ring, using=Conf.ORM)
        return task_id

    def dequeue(self):
        """Claim up to ``Conf.BULK`` tasks; when there are none, wait for a ring (or
        ``Conf.POLL`` seconds) and return None, as the stock broker does after its sleep:
        the pusher then checks its stop event and calls again."""
        # Listening before the look: a task queued after it rings a socket already there.
        doorbell = self.doorbell()
        tasks = self.claim()
        if tasks:
            return taken(tasks)
        taken([])
        ready, _, _ = select.select([doorbell], [], [], Conf.POLL)
        if ready:
            drain(doorbell)  # one look answers every ring so far
        return None

    def claim(self) -> list:
        """The stock ORM broker's dequeue without its sleep: take each due task by moving
        its lock forward (its receipt); a task another cluster took first is skipped."""
        connection = self.get_connection()
        tasks = connection.filter(key=self.list_key, lock__lt=timezone.now())[: Conf.BULK]
        claimed = []
        for task in tasks:
            if (
                self.get_connection()
                .filter(id=task.id, lock=task.lock)
                .update(lock=self.timeout(task))
            ):
                claimed.append((task.pk, task.payload))
        return claimed

    def doorbell(self) -> socket.socket:
        """This process's ``queue`` doorbell, bound on first use."""
        if self._doorbell_pid != os.getpid():
            if self._doorbell is not None:
                self._doorbell.close()  # the parent's; its file is the parent's to remove
            self._doorbell = doorbells.listen(KIND)
            self._doorbell_pid = os.getpid()
        return self._doorbell


class TakingRedis(Redis):
    """django-q2's Redis broker, writing down who took each task (:func:`taken`)."""

    def dequeue(self):
        return taken(super().dequeue() or []) or None


def taken(tasks: list) -> list:
    """Mark the jobs of ``tasks`` (as a broker's dequeue returns them) taken by this worker
    cluster, and keep its heartbeat going; the tasks, unchanged. A failed mark is logged:
    such a job waits ``SYNTH_JOB_QUEUED_LIMIT`` if the cluster dies before running it."""
    from synth.dispatch import RUN_JOB
    from synth.models import SynthesisJob
    from synth.recovery import cluster_label, heartbeat

    heartbeat.start()
    jobs = []
    for _, payload in tasks:
        try:
            task = SignedPackage.loads(payload)
        except (TypeError, BadSignature):
            continue  # the pusher logs and fails it
        if task.get("func") == RUN_JOB and task.get("args"):
            jobs.append(task["args"][0])
    if jobs:
        try:
            SynthesisJob.objects.take(jobs, cluster_label())
        except DatabaseError:
            log.warning("could not mark jobs %s taken", jobs, exc_info=True)
    return tasks


def ring() -> None:
    """Wake every pusher on this host. A failure only costs a poll, so it is logged."""
    try:
        doorbells.ring(KIND)
    except OSError:
        log.warning("could not ring the queue's doorbell; workers will poll", exc_info=True)


def drain(sock: socket.socket) -> None:
    while True:
        try:
            sock.recv(doorbells.MAX_MESSAGE)
        except BlockingIOError:
            return

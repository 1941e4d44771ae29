import os
import signal
import socket

from django.core.management.base import BaseCommand, CommandError


class Command(BaseCommand):
    help = (
        "Serve this host's PROMETHEUS_MULTIPROC_DIR over HTTP, for worker hosts or containers "
        "without a web process (their workers' RSS, job latency and RTF). No queue depth: "
        "the web's /metrics has that."
    )
    requires_system_checks = []  # checks import the URLs, which would record metrics here

    def add_arguments(self, parser):
        # No access control of its own: keep it on loopback or a private network.
        parser.add_argument("--host", default="127.0.0.1")
        parser.add_argument("--port", type=int, default=9108)

    def handle(self, *args, **opts):
        from prometheus_client import CollectorRegistry, multiprocess, start_http_server

        folder = os.environ.get("PROMETHEUS_MULTIPROC_DIR")
        if not folder:
            raise CommandError("set PROMETHEUS_MULTIPROC_DIR to the workers' metrics folder")
        os.makedirs(folder, exist_ok=True)
        # Threads started at import (numpy's) take the stop signals too, whose default
        # action would end the process from there, mid-start-up: handlers make them harmless
        # in any thread, and the wakeup fd wakes the main thread, whichever thread took one.
        asleep, wakeup = socket.socketpair()
        wakeup.setblocking(False)
        signal.set_wakeup_fd(wakeup.fileno())
        for stop in (signal.SIGINT, signal.SIGTERM):
            signal.signal(stop, lambda *_: None)
        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry, folder)
        start_http_server(opts["port"], opts["host"], registry)
        self.stdout.write(f"metrics of {folder} on http://{opts['host']}:{opts['port']}/metrics")
        asleep.recv(1)

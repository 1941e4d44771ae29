from django.apps import AppConfig
from django.db.models.signals import post_migrate


class OpsConfig(AppConfig):
    name = "ops"
    verbose_name = "Operations"

    def ready(self):
        from django_q.signals import post_execute_in_worker, post_spawn, pre_execute

        from ops import checks, readiness, worker  # noqa: F401  (checks registers itself)

        # Every migrate creates the database cache's table too (`createcachetable`). For
        # every app: this one may have no models, and then gets no post_migrate of its own.
        post_migrate.connect(readiness.create_cache_tables, dispatch_uid="ops.cache_tables")

        # These fire inside qcluster worker processes (and in-process in sync mode).
        post_spawn.connect(worker.worker_started, dispatch_uid="ops.worker_started")
        pre_execute.connect(worker.task_starting, dispatch_uid="ops.task_starting")
        post_execute_in_worker.connect(worker.task_finished, dispatch_uid="ops.task_finished")

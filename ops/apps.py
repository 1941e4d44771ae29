from django.apps import AppConfig


class OpsConfig(AppConfig):
    name = "ops"
    verbose_name = "Operations"

    def ready(self):
        from django_q.signals import post_execute_in_worker, post_spawn, pre_execute

        from ops import checks, worker  # noqa: F401  (checks registers itself)

        # These fire inside qcluster worker processes (and in-process in sync mode).
        post_spawn.connect(worker.worker_started, dispatch_uid="ops.worker_started")
        pre_execute.connect(worker.task_starting, dispatch_uid="ops.task_starting")
        post_execute_in_worker.connect(worker.task_finished, dispatch_uid="ops.task_finished")

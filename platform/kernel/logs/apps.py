from django.apps import AppConfig


class LogsConfig(AppConfig):
    """Installs the worker's hooks in every process (the web server queues tasks, the worker
    runs them), so a task carries the request id from one to the other; and forgets a
    request's id once it is finished."""

    name = "kernel.logs"
    label = "logs"
    verbose_name = "Logs and errors"

    def ready(self) -> None:
        from django.core.signals import request_finished
        from huey.contrib.djhuey import HUEY

        from kernel.logs import middleware, worker

        worker.install(HUEY)
        request_finished.connect(middleware.forget, dispatch_uid="kernel.logs.forget")

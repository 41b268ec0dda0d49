"""The request id from the request that queues a task into the worker's run of it.

When a task is queued (huey's `enqueued` signal, which every way of queueing passes through:
a call, `.schedule()`, a retry that is queued again), the current id travels with the task as
one more keyword argument, `REQUEST_ID`. Before the worker runs it, `pre_execute` takes the
argument out again (the task function never sees it) and makes it the current id; after the
run, `post_execute` puts it back, so that a retry carries it too, and restores the id from
before. A task queued outside any request (the minute sweeps, which the worker queues itself)
gets a fresh id for its run, which the tasks it queues in turn carry.

Sentry's huey integration carries its trace headers the same way (`sentry_headers`)."""

from huey import Huey, signals
from huey.api import Task

from kernel.logs import context

REQUEST_ID = "_request_id"
# Sentry's trace headers, which its huey integration adds when queueing and takes out before
# running. A worker started without SENTRY_DSN, running a task an app with it queued, takes
# them out here instead, or the task function would get an argument it does not know.
SENTRY_HEADERS = "sentry_headers"


def _carry(signal: str, task: Task) -> None:
    request_id = context.current()
    if request_id is not None and isinstance(task.kwargs, dict):
        task.kwargs.setdefault(REQUEST_ID, request_id)


def _before(task: Task) -> None:
    task.kwargs.pop(SENTRY_HEADERS, None)
    request_id = task.kwargs.pop(REQUEST_ID, None) or context.new()
    task._request_id = request_id
    task._request_id_token = context.bind(request_id)


def _after(task: Task, value, exception: BaseException | None) -> None:
    request_id = getattr(task, "_request_id", None)
    if request_id is not None:
        task.kwargs[REQUEST_ID] = request_id
    token = getattr(task, "_request_id_token", None)
    if token is not None:
        del task._request_id_token
        try:
            context.unbind(token)
        except ValueError:  # made in another context: nothing of ours to restore
            context.bind(None)


def install(huey: Huey) -> None:
    """Once per process, from LogsConfig.ready()."""
    huey.signal(signals.SIGNAL_ENQUEUED)(_carry)
    huey.pre_execute(name="request_id")(_before)
    huey.post_execute(name="request_id")(_after)

"""What server processes hold in memory (their resident set, RSS, read with psutil): now, for
processes together (bench/idle_sockets.py: the app processes, nginx, the task worker), or at its
peak while some work runs, sampled every few milliseconds (abuse/abuse.py: what one request made a
process spend before it was answered)."""

import threading
import time

import psutil


def resident(processes) -> int:
    """The resident memory of these processes together, in bytes."""
    return sum(process.memory_info().rss for process in processes)


class Memory:
    """One process's resident memory, sampled every few milliseconds while work runs."""

    def __init__(self, pid: int) -> None:
        self.process = psutil.Process(pid)

    def rss(self) -> int:
        return resident([self.process])

    def measure(self, work):
        """(what `work()` returned, the memory before, at its peak and after, in bytes)."""
        before, peak, stop = self.rss(), [0], threading.Event()

        def sample():
            while not stop.is_set():
                peak[0] = max(peak[0], self.rss())
                time.sleep(0.005)

        sampler = threading.Thread(target=sample, daemon=True)
        sampler.start()
        try:
            result = work()
        finally:
            time.sleep(0.5)
            stop.set()
            sampler.join()
        return result, before, max(peak[0], before), self.rss()

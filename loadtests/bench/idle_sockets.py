"""How many idle sockets the topology holds, and what each costs: `make loadtest-sockets`.

    .venv/bin/python loadtests/bench/idle_sockets.py [--sockets 10000] [--hold 30] [--url http://127.0.0.1:8080]
        [--started var/prod/started.json] [--seed loadtests/out/seed.json] [--out loadtests/out]

Against a running `make prod`: opens `--sockets` WebSockets through nginx as browser tabs do
(the page's Origin, 20 per loopback source address, below the product's 50 per address), each
subscribed to one event topic of `loadtests/out/seed.json` (or `event:1` when there is none),
then holds them idle for `--hold` seconds. It reads the resident memory (RSS) of the socket
processes (uvicorn's `sockets-`, or the `app-` processes themselves when they are ASGI), the
HTTP processes, nginx and the worker (pids from var/prod/started.json) before, with every
socket open, and after the hold; at the end it checks that a sample of the sockets still
answers a ping, then closes them. Prints a table and writes loadtests/out/idle_sockets.json;
exits non-zero when a socket could not open or did not stay open."""

import argparse
import asyncio
import json
import resource
import sys
import time
from pathlib import Path
from urllib.parse import urlsplit

import psutil
import websockets

# The checkout, for `loadtests.` imports when this runs as a file.
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from loadtests.memory import resident
from loadtests.sockets import loopback

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "loadtests" / "out"
SOCKETS_PER_ADDRESS = 20
CONNECTING_AT_ONCE = 200


def processes(started_file: Path) -> dict[str, list[psutil.Process]]:
    """The topology's processes by part, each with its children: gunicorn's and nginx's
    workers are children of the pid started.json keeps, and do the work."""
    started = json.loads(started_file.read_text())
    found: dict[str, list[psutil.Process]] = {"app": [], "sockets": [], "nginx": [], "worker": []}
    for name, pid in started.items():
        if not isinstance(pid, int) or not psutil.pid_exists(pid):
            continue
        process = psutil.Process(pid)
        part = name.split("-", 1)[0]
        if part in found:
            found[part] += [process, *process.children(recursive=True)]
    return found


def holding_sockets(groups: dict[str, list[psutil.Process]]) -> list[psutil.Process]:
    """The processes that hold the sockets: uvicorn's own, else the ASGI app processes."""
    return groups["sockets"] or groups["app"]


def memory(groups: dict[str, list[psutil.Process]]) -> dict[str, int]:
    return {name: resident(group) for name, group in groups.items()}


def topics(seed: Path) -> list[str]:
    if seed.exists():
        events = [event["topic"] for event in json.loads(seed.read_text())["events"]]
        if events:
            return events
    return ["event:1"]


async def open_socket(url: str, origin: str, number: int, topic: str):
    source = loopback(number // SOCKETS_PER_ADDRESS)
    ws = await websockets.connect(
        url, origin=origin, local_addr=(source, 0), open_timeout=60, ping_interval=None,
        max_queue=None,
    )  # fmt: skip
    await ws.send(json.dumps({"type": "subscribe", "topic": topic}))
    while True:
        frame = json.loads(await asyncio.wait_for(ws.recv(), 60))
        if frame["type"] == "subscribed":
            return ws
        if frame["type"] == "error":
            raise ConnectionError(frame["data"]["message"])


async def still_open(ws) -> bool:
    try:
        await ws.send(json.dumps({"type": "ping"}))
        while True:
            frame = json.loads(await asyncio.wait_for(ws.recv(), 30))
            if frame["type"] == "pong":
                return True
    except Exception:
        return False


async def main(args) -> int:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    if args.sockets + 100 > hard:
        sys.exit(f"This shell allows {hard} open files: too few for {args.sockets} sockets.")
    base = urlsplit(args.url)
    url = f"ws://{base.netloc}/ws/"
    origin = f"{base.scheme}://{base.netloc}"
    groups = processes(args.started)
    if not holding_sockets(groups):
        sys.exit(f"No app processes in {args.started}: start the topology (make prod).")
    names = topics(args.seed)
    before = memory(groups)

    started = time.perf_counter()
    gate = asyncio.Semaphore(CONNECTING_AT_ONCE)
    failures: list[str] = []

    async def one(number: int):
        async with gate:
            try:
                return await open_socket(url, origin, number, names[number % len(names)])
            except Exception as error:  # counted and reported, not raised
                failures.append(f"{type(error).__name__}: {error}")
                return None

    sockets = [ws for ws in await asyncio.gather(*map(one, range(args.sockets))) if ws]
    opened_in = time.perf_counter() - started
    await asyncio.sleep(2)  # let the servers settle their buffers before reading memory
    held = memory(groups)
    print(f"{len(sockets)} of {args.sockets} sockets open in {opened_in:.1f} s; holding "
          f"{args.hold} s")  # fmt: skip
    await asyncio.sleep(args.hold)
    after_hold = memory(groups)
    sample = sockets[:: max(1, len(sockets) // 200)]
    alive = sum(await asyncio.gather(*map(still_open, sample)))
    await asyncio.gather(*(ws.close() for ws in sockets), return_exceptions=True)

    per_socket = {
        name: round((held[name] - before[name]) / max(1, len(sockets))) for name in before
    }
    result = {
        "sockets": args.sockets,
        "opened": len(sockets),
        "opened_in_s": round(opened_in, 1),
        "failures": sorted(set(failures))[:10],
        "failure_count": len(failures),
        "sample_alive": f"{alive}/{len(sample)}",
        "app_processes": len(groups["app"]),
        "socket_processes": len(groups["sockets"]),
        "rss_mb": {
            stage: {name: round(value / 2**20, 1) for name, value in values.items()}
            for stage, values in (("before", before), ("open", held), ("after_hold", after_hold))
        },
        "bytes_per_socket": per_socket,
    }
    args.out.mkdir(exist_ok=True)
    (args.out / "idle_sockets.json").write_text(json.dumps(result, indent=2))
    print(f"{'':12}{'before':>10}{'open':>10}{'held':>10}   per socket")
    for name in before:
        row = [result["rss_mb"][stage][name] for stage in ("before", "open", "after_hold")]
        print(f"{name:12}" + "".join(f"{value:>8} MB" for value in row)
              + f"   {per_socket[name] / 1024:.1f} KiB")  # fmt: skip
    print(f"still open after the hold (a sample): {result['sample_alive']}")
    if failures:
        print(f"{len(failures)} sockets failed: {result['failures']}")
    return 0 if not failures and alive == len(sample) else 1


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sockets", type=int, default=10000)
    parser.add_argument("--hold", type=int, default=30)
    parser.add_argument("--url", default="http://127.0.0.1:8080")
    parser.add_argument("--started", type=Path, default=ROOT / "var" / "prod" / "started.json")
    parser.add_argument("--seed", type=Path, default=OUT / "seed.json")
    parser.add_argument("--out", type=Path, default=OUT)
    sys.exit(asyncio.run(main(parser.parse_args())))

"""A browser tab's socket as the load kit opens it, in one copy for every load that watches:
Locust's watchers (locustfile.py), the fault scenarios' (faults/load.py) and the idle sockets
(bench/idle_sockets.py, which open theirs with asyncio).

The web app opens /ws/ with the page's Origin and subscribes to the topics of the pages it
shows (the busy days' and the events' here). The product holds at most 50 sockets per client
address (realtime/limits.py); real tabs come from many addresses, so on this machine each
group of watchers binds a loopback address of its own (all of 127/8 is local on Linux), which
nginx passes on as X-Forwarded-For."""

import socket
from urllib.parse import urlsplit

import websocket

# Topics one socket may subscribe to (realtime/limits.py).
MAX_TOPICS = 50


def busy_topics(seed: dict) -> list[str]:
    """The topics of the seed's busy pages: every busy day's, then every event's."""
    return [hot["topic"] for hot in seed["hot"]] + [event["topic"] for event in seed["events"]]


def loopback(group: int, first: int = 0) -> str:
    """The address of a group of sockets: 127.0.<first>.2, .3... then 127.0.<first + 1>.2..."""
    return f"127.0.{first + group // 250}.{2 + group % 250}"


def connect(base: str, source: str, timeout: float) -> websocket.WebSocket:
    """A socket on `base`'s /ws/ with the page's Origin, from the address `source` when `base`
    is this machine; `timeout` seconds to open it, and for each answer after."""
    url = urlsplit(base)
    port = url.port or (443 if url.scheme == "https" else 80)
    local = url.hostname in ("127.0.0.1", "localhost")
    raw = socket.create_connection(
        (url.hostname, port), timeout=timeout, source_address=(source, 0) if local else None
    )
    ws = websocket.WebSocket()
    scheme = "wss" if url.scheme == "https" else "ws"
    ws.connect(f"{scheme}://{url.netloc}/ws/", socket=raw, origin=f"{url.scheme}://{url.netloc}")
    ws.settimeout(timeout)
    return ws


def receive(ws: websocket.WebSocket, closed=None) -> str:
    """The next text frame. A close frame raises ConnectionError with the server's code (4429:
    too many sockets from this address, realtime/consumers.py), told to `closed` first."""
    opcode, data = ws.recv_data()
    if opcode == websocket.ABNF.OPCODE_CLOSE:
        code = int.from_bytes(data[:2], "big") if len(data) >= 2 else None
        if closed:
            closed(code)
        raise ConnectionError(f"closed by the server ({code})")
    return data.decode() if isinstance(data, bytes) else data

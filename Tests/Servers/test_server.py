#!/usr/bin/env python3
"""Scriptable HTTP test server on Python's standard library.

Start:   python3 test_server.py [--routes FILE] [--port PORT] [--idle-timeout SECONDS]
It binds 127.0.0.1 on PORT (default: a free port) and prints the port as the first line of stdout.

Routes (JSON): a list of objects
    {"method": "GET",              # optional, "*" or missing matches any method
     "path": "/users/1",           # matched against the path without query, as sent (still encoded)
     "query": "a=1&b=2",           # optional: when present, the raw query must be equal too
     "header": ["Name", "value"],  # optional: when present, the request must carry this header value
     "responses": [                # used in order; the last one repeats
        {"status": 200,
         "headers": {"Content-Type": "application/json"} or [["Link", "<...>"], ...],
         "body": "text",           # or "body_base64": "...", or "body_json": <any JSON>,
                                   # or "body_file": "/abs/path" (read at request time)
         "delay": 0.5,             # optional seconds to wait before answering
         "hold": true,             # optional: answer only after `POST /__release` (at most 120 s), so a test
                                   # can act while the request is known to be in flight, without timing
         "gate": "name",           # optional, with "hold": answer only after `POST /__release?gate=name` (or
                                   # `POST /__release`), so one test can hold and release several replies in turn
         "chunks": [{"body": "ab", "delay": 0.5}, ...],   # optional: the body written piece by piece,
                                   # each after its delay (Content-Length is the total), to test timeouts
         "chunked": true,          # optional: the body in HTTP/1.1 chunked transfer coding, no Content-Length
                                   # (with "chunks": one chunk per piece)
         "close": true}            # optional: close the connection after writing (with a "Content-Length"
                                   # header above the body's length: a body cut short, as a server that dies;
                                   # with "chunked": the last chunk is left out, so the body never ends)
     ]}
A route may give the fields of one response directly instead of "responses".
Routes come from --routes FILE and from `POST /__routes` (body: the list; replaces all routes).
Unmatched requests get 404 with a JSON body naming the method and path.

Control endpoints:
    GET    /__requests   every recorded request, oldest first (with `?count=N`: first waits, at most 60 s,
                         until N requests are recorded, or with `&target=T` until N requests whose target is
                         exactly T are, T percent-encoded; `POST /__release` and the list tell what happened):
                         {"method", "target" (raw path and query exactly as sent),
                          "request_line" (the raw first line, e.g. "GET /a%20b HTTP/1.1"),
                          "host" (the Host header), "headers": [[name, value], ...], "body_base64"}
                         Counting requests (retries, redirects) is counting these.
    DELETE /__requests   forget recorded requests
    POST   /__release    answer every reply held by "hold" now and later ones at once (with `?gate=name`: only
                         those of that gate)
    POST   /__shutdown   stop the server
Control requests are not recorded. The server exits by itself after --idle-timeout seconds
(default 120) without requests, on SIGTERM (even when the parent left it blocked), with
--parent-pid PID once that process is gone (checked every second), and with --exit-on-stdin-eof when its
standard input reaches end of file (the parent closed it or died).
"""

import argparse
import base64
import json
import os
import signal
import sys
import threading
import time
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


class State:
    def __init__(self):
        self.lock = threading.Lock()
        self.routes = []
        self.counters = {}
        self.requests = []
        self.recorded = threading.Condition(self.lock)
        self.released = threading.Condition(self.lock)
        self.all_released = False
        self.released_gates = set()
        self.last_activity = time.monotonic()


STATE = State()


def normalise_routes(routes):
    if not isinstance(routes, list):
        raise ValueError("routes must be a JSON list")
    result = []
    for route in routes:
        if not isinstance(route, dict) or "path" not in route:
            raise ValueError("each route needs a path")
        responses = route.get("responses")
        if responses is None:
            responses = [{k: v for k, v in route.items() if k not in ("method", "path", "query", "header")}]
        if not responses:
            raise ValueError("a route needs at least one response")
        result.append({
            "method": (route.get("method") or "*").upper(),
            "path": route["path"],
            "query": route.get("query"),
            "header": route.get("header"),
            "responses": responses,
        })
    return result


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "EndpointTestServer/1"

    def log_message(self, format, *args):  # keep test output quiet
        pass

    def read_body(self):
        if self.headers.get("Transfer-Encoding", "").lower() == "chunked":
            chunks = []
            while True:
                size_line = self.rfile.readline().strip()
                size = int(size_line.split(b";")[0], 16) if size_line else 0
                if size == 0:
                    while self.rfile.readline() not in (b"\r\n", b"\n", b""):
                        pass
                    break
                chunks.append(self.rfile.read(size))
                self.rfile.readline()
            return b"".join(chunks)
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length) if length > 0 else b""

    def send_bytes(self, status, headers, body, chunked=False, cut=False):
        self.send_response(status)
        names = {name.lower() for name, _ in headers}
        for name, value in headers:
            self.send_header(name, value)
        if chunked:
            self.send_header("Transfer-Encoding", "chunked")
        elif status not in (204, 304) and "content-length" not in names:
            self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if status not in (204, 304) and self.command != "HEAD":
            if chunked:
                if body:
                    self.wfile.write(b"%x\r\n%s\r\n" % (len(body), body))
                if not cut:
                    self.wfile.write(b"0\r\n\r\n")
            else:
                self.wfile.write(body)

    def send_json(self, status, value):
        body = json.dumps(value, sort_keys=True).encode("utf-8")
        self.send_bytes(status, [("Content-Type", "application/json")], body)

    def handle_any(self):
        body = self.read_body()
        target = self.path
        path, _, query = target.partition("?")
        with STATE.lock:
            STATE.last_activity = time.monotonic()
        if path == "/__requests":
            if self.command == "GET":
                wanted = 0
                wanted_target = None
                for pair in query.split("&"):
                    name, _, value = pair.partition("=")
                    if name == "count" and value.isdigit():
                        wanted = int(value)
                    if name == "target":
                        wanted_target = urllib.parse.unquote(value)

                def recorded_enough():
                    matching = [r for r in STATE.requests if wanted_target is None or r["target"] == wanted_target]
                    return len(matching) >= wanted

                with STATE.lock:
                    STATE.recorded.wait_for(recorded_enough, timeout=60)
                    self.send_json(200, list(STATE.requests))
            else:
                with STATE.lock:
                    STATE.requests.clear()
                self.send_json(200, [])
            return
        if path == "/__routes" and self.command == "POST":
            try:
                routes = normalise_routes(json.loads(body.decode("utf-8")))
            except (ValueError, UnicodeDecodeError) as error:
                self.send_json(400, {"error": str(error)})
                return
            with STATE.lock:
                STATE.routes = routes
                STATE.counters = {}
            self.send_json(200, {"routes": len(routes)})
            return
        if path == "/__release" and self.command == "POST":
            gate = None
            for pair in query.split("&"):
                name, _, value = pair.partition("=")
                if name == "gate":
                    gate = urllib.parse.unquote(value)
            with STATE.lock:
                if gate is None:
                    STATE.all_released = True
                else:
                    STATE.released_gates.add(gate)
                STATE.released.notify_all()
            self.send_json(200, {"released": True})
            return
        if path == "/__shutdown" and self.command == "POST":
            self.send_json(200, {"shutdown": True})
            threading.Thread(target=self.server.shutdown, daemon=True).start()
            return

        with STATE.lock:
            STATE.requests.append({
                "method": self.command,
                "target": target,
                "request_line": self.requestline,
                "headers": [[name, value] for name, value in self.headers.items()],
                "body_base64": base64.b64encode(body).decode("ascii"),
            })
            STATE.recorded.notify_all()
            response = None
            for index, route in enumerate(STATE.routes):
                if route["method"] not in ("*", self.command):
                    continue
                if route["path"] != path:
                    continue
                if route["query"] is not None and route["query"] != query:
                    continue
                if route["header"] is not None and self.headers.get(route["header"][0]) != route["header"][1]:
                    continue
                count = STATE.counters.get(index, 0)
                STATE.counters[index] = count + 1
                responses = route["responses"]
                response = responses[min(count, len(responses) - 1)]
                break
        if response is None:
            self.send_json(404, {"error": "no route", "method": self.command, "path": path})
            return
        if response.get("hold"):
            gate = response.get("gate")
            with STATE.lock:
                STATE.released.wait_for(
                    lambda: STATE.all_released or (gate is not None and gate in STATE.released_gates), timeout=120)
        delay = float(response.get("delay", 0))
        if delay > 0:
            time.sleep(delay)
        raw_headers = response.get("headers", {})
        headers = list(raw_headers.items()) if isinstance(raw_headers, dict) else [tuple(h) for h in raw_headers]
        if "body_base64" in response:
            payload = base64.b64decode(response["body_base64"])
        elif "body_json" in response:
            payload = json.dumps(response["body_json"], sort_keys=True).encode("utf-8")
        elif "body_file" in response:
            with open(response["body_file"], "rb") as handle:
                payload = handle.read()
        elif "chunks" in response:
            payload = None
        else:
            payload = str(response.get("body", "")).encode("utf-8")
        chunked = bool(response.get("chunked"))
        cut = bool(response.get("close"))
        try:
            if payload is None:
                self.send_chunks(int(response.get("status", 200)), headers, response["chunks"], chunked, cut)
            else:
                self.send_bytes(int(response.get("status", 200)), headers, payload, chunked, cut)
            if response.get("close"):
                self.wfile.flush()
                self.close_connection = True
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client gave up (timeout or cancellation tests)

    def send_chunks(self, status, headers, chunks, chunked=False, cut=False):
        pieces = [(float(chunk.get("delay", 0)), str(chunk.get("body", "")).encode("utf-8")) for chunk in chunks]
        self.send_response(status)
        names = {name.lower() for name, _ in headers}
        for name, value in headers:
            self.send_header(name, value)
        if chunked:
            self.send_header("Transfer-Encoding", "chunked")
        elif "content-length" not in names:
            self.send_header("Content-Length", str(sum(len(piece) for _, piece in pieces)))
        self.end_headers()
        self.wfile.flush()
        for delay, piece in pieces:
            if delay > 0:
                time.sleep(delay)
            self.wfile.write(b"%x\r\n%s\r\n" % (len(piece), piece) if chunked and piece else piece)
            self.wfile.flush()
        if chunked and not cut:
            self.wfile.write(b"0\r\n\r\n")
            self.wfile.flush()

    do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = do_HEAD = do_OPTIONS = handle_any


def main():
    parser = argparse.ArgumentParser(description="Scriptable HTTP test server")
    parser.add_argument("--routes", help="JSON file with the initial routes")
    parser.add_argument("--port", type=int, default=0, help="port on 127.0.0.1 (default: a free one)")
    parser.add_argument("--idle-timeout", type=float, default=120.0)
    parser.add_argument("--exit-on-stdin-eof", action="store_true")
    parser.add_argument("--parent-pid", type=int, default=0)
    arguments = parser.parse_args()
    # A parent may spawn us from a thread that blocks signals; make SIGTERM work regardless.
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGTERM, signal.SIGINT, signal.SIGHUP])
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.signal(signal.SIGHUP, signal.SIG_DFL)
    if arguments.routes:
        with open(arguments.routes, "r", encoding="utf-8") as handle:
            STATE.routes = normalise_routes(json.load(handle))

    server = ThreadingHTTPServer(("127.0.0.1", arguments.port), Handler)
    server.daemon_threads = True
    print(server.server_address[1], flush=True)

    def watchdog():
        while True:
            time.sleep(1)
            with STATE.lock:
                idle = time.monotonic() - STATE.last_activity
            if idle > arguments.idle_timeout:
                server.shutdown()
                return
            # Orphaned: the parent died and the process was re-parented.
            if arguments.parent_pid and os.getppid() != arguments.parent_pid:
                os._exit(0)

    threading.Thread(target=watchdog, daemon=True).start()
    if arguments.exit_on_stdin_eof:
        def stdin_watch():
            sys.stdin.buffer.read()
            os._exit(0)
        threading.Thread(target=stdin_watch, daemon=True).start()
    try:
        server.serve_forever(poll_interval=0.2)
    finally:
        server.server_close()


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:
        sys.exit(0)

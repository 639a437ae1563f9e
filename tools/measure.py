#!/usr/bin/env python3
"""Protocol-level timings of a Qilin build, as a GUI sees them. Not tests: machines are noisy, so each figure
is a median over repeated runs.

    python3 tools/measure.py startup   [engine command...]   # launch -> ucciok, 10 launches
    python3 tools/measure.py stop      [engine command...]   # stop -> bestmove, 20 searches
    python3 tools/measure.py book      [engine command...]   # go -> book bestmove, 50 gos from the start
    python3 tools/measure.py depth     [engine command...]   # depth reached by go movetime 1000, 10 runs

The engine command defaults to ./qilin at the repository root. `--threads N` before it (stop, depth) sets the
engine's search threads."""
import os
import random
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class Engine:
    def __init__(self, command):
        self.p = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL, text=True, bufsize=1)

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def until(self, prefix):
        lines = []
        for line in self.p.stdout:
            lines.append(line.rstrip("\n"))
            if line.startswith(prefix):
                return lines
        raise RuntimeError("engine ended before " + prefix)

    def quit(self):
        self.send("quit")
        self.p.wait(10)


def report(name, values, unit="ms"):
    values = sorted(values)
    print("%s: median %.1f %s, min %.1f, max %.1f, n=%d" % (name, statistics.median(values), unit,
                                                          values[0], values[-1], len(values)))


def startup(command):
    times = []
    for _ in range(10):
        start = time.perf_counter()
        e = Engine(command)
        e.send("ucci")
        e.until("ucciok")
        times.append((time.perf_counter() - start) * 1000)
        e.quit()
    report("launch -> ucciok", times)


def stop(command):
    fens = [l.split(";")[0] for l in open(os.path.join(ROOT, "test-positions", "bench.epd")) if l.strip()]
    e = Engine(command)
    e.send("ucci")
    e.until("ucciok")
    e.send("setoption usebook false")
    e.send("setoption threads %d" % THREADS)
    times = []
    for i in range(20):
        e.send("position fen " + fens[i % len(fens)])
        e.send("go depth infinite")
        time.sleep(0.3 + random.random() * 0.5)
        start = time.perf_counter()
        e.send("stop")
        e.until("bestmove")
        times.append((time.perf_counter() - start) * 1000)
    e.quit()
    report("stop -> bestmove", times)


def book(command):
    e = Engine(command)
    e.send("ucci")
    e.until("ucciok")
    e.send("isready")
    e.until("readyok")
    times, moves, searched = [], set(), 0
    for _ in range(50):
        e.send("position startpos")
        start = time.perf_counter()
        e.send("go time 60000 increment 0")
        lines = e.until("bestmove")
        times.append((time.perf_counter() - start) * 1000)
        searched += sum(1 for l in lines if l.startswith("info depth"))
        moves.add(lines[-1].split()[1])
    e.quit()
    report("go -> book bestmove", times)
    print("first three: %s" % ", ".join("%.1f" % t for t in times[:3]))
    print("distinct first moves: %d %s; searches: %d" % (len(moves), sorted(moves), searched))


def depth(command):
    depths = []
    for _ in range(10):
        e = Engine(command)
        e.send("uci")
        e.until("uciok")
        e.send("setoption name UseBook value false")
        e.send("setoption name Threads value %d" % THREADS)
        e.send("isready")
        e.until("readyok")
        e.send("position startpos")
        e.send("go movetime 1000")
        lines = e.until("bestmove")
        infos = [l for l in lines if l.startswith("info depth")]
        depths.append(int(infos[-1].split()[2]))
        e.quit()
    print("depth at 1 s: %s, median %s" % (depths, statistics.median(depths)))


THREADS = 1
MEASURES = {"startup": startup, "stop": stop, "book": book, "depth": depth}


def arguments(argv):
    """The measure, the search threads and the engine command of the command line. argparse answers --help and
    refuses a bad argument in one line (exit code 2); it reads only the words before the engine command, which
    begins at the second word that is neither an option nor its value, so the command's own options stay its."""
    import argparse
    parser = argparse.ArgumentParser(prog="tools/measure.py", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter,
                                     usage="%%(prog)s [-h] [--threads N] [{%s}] [engine command...]"
                                           % ",".join(sorted(MEASURES)))
    parser.add_argument("what", nargs="?", default="startup", choices=sorted(MEASURES),
                        help="what to measure (default: startup)")
    parser.add_argument("--threads", type=int, default=1, metavar="N",
                        help="the engine's search threads, for stop and depth (default: 1)")
    head, command, named = [], list(argv), False
    while command:
        if not (command[0].startswith("-") or head[-1:] == ["--threads"]):
            if named:
                break
            named = True
        head.append(command.pop(0))
    args = parser.parse_args(head)
    if args.threads < 1:
        parser.error("--threads must be at least 1, not %d" % args.threads)
    return args, command or [os.path.join(ROOT, "qilin")]


if __name__ == "__main__":
    ARGS, COMMAND = arguments(sys.argv[1:])
    THREADS = ARGS.threads
    MEASURES[ARGS.what](COMMAND)

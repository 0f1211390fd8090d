#!/usr/bin/env python3
"""Which compiler jobs a clean debug build of one target runs, when, and for how long.

Removes the target's object files and touches its sources (so code generation runs as in a clean build, see
docs/performance.md, "Clean builds, not touched files"), runs `swift build --target <target>` and samples /proc every
50 ms while it runs. Prints the build's wall time, then one line per swift-frontend process of the target (one
naming its sources) that lived longer than 0.3 s: its first and last sighting in seconds after the build started, the
CPU seconds it used (user + system, as /proc/<pid>/stat counts them when last seen) and its kind: `emit-module`, or
`batch` with its primary files' names. Needs an otherwise idle machine: other processes slow the jobs down.

Linux only (reads /proc). It is how docs/performance.md's job orders were sampled; run it on the package that
`scripts/compile-cost.sh --compare --keep <dir>` leaves in <dir>/current, target Split, several times in a row.

Usage: scripts/frontend-jobs.py <package-dir> <target> [--build-system native|swiftbuild] [--runs N]
"""
import argparse
import os
import subprocess
import time


def sample_build(package, target, build_system):
    sources = os.path.join(os.path.abspath(package), "Sources", target)
    for name in os.listdir(sources):
        if name.endswith(".swift"):
            os.utime(os.path.join(sources, name))
    for root, _, files in os.walk(os.path.join(package, ".build")):
        if f"{target}.build" in root:
            for name in files:
                if name.endswith(".o"):
                    os.remove(os.path.join(root, name))
    ticks = os.sysconf("SC_CLK_TCK")
    start = time.monotonic()
    build = subprocess.Popen(
        ["swift", "build", "--package-path", package, "--build-system", build_system, "--target", target],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    jobs = {}
    while build.poll() is None:
        for pid in filter(str.isdigit, os.listdir("/proc")):
            try:
                with open(f"/proc/{pid}/cmdline") as f:
                    arguments = f.read().split("\0")
                if not arguments[0].endswith("swift-frontend") or not any(a.startswith(sources) for a in arguments):
                    continue
                with open(f"/proc/{pid}/stat") as f:
                    fields = f.read().rsplit(")", 1)[1].split()
            except OSError:
                continue
            now = time.monotonic() - start
            cpu = (int(fields[11]) + int(fields[12])) / ticks
            if pid not in jobs:
                primaries = [os.path.basename(arguments[i + 1]) for i, a in enumerate(arguments) if a == "-primary-file"]
                if primaries:
                    kind = "batch " + ",".join(primaries)
                elif "-emit-module" in arguments:
                    kind = "emit-module"
                else:
                    kind = " ".join(arguments[1:3])
                jobs[pid] = [now, now, cpu, kind]
            jobs[pid][1] = now
            jobs[pid][2] = cpu
        time.sleep(0.05)
    wall = time.monotonic() - start
    return build.returncode, wall, sorted(jobs.values())


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("package")
    parser.add_argument("target")
    parser.add_argument("--build-system", default="swiftbuild", choices=["native", "swiftbuild"])
    parser.add_argument("--runs", type=int, default=1)
    options = parser.parse_args()
    for run in range(1, options.runs + 1):
        status, wall, jobs = sample_build(options.package, options.target, options.build_system)
        print(f"run {run}: wall {wall:.2f} s" + ("" if status == 0 else f" (swift build exited {status})"))
        for first, last, cpu, kind in jobs:
            if last - first > 0.3:
                print(f"  {first:6.2f} {last:6.2f}  cpu {cpu:6.2f}  {kind[:110]}")


if __name__ == "__main__":
    main()

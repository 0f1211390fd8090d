#!/bin/sh
# Compile cost of generated code: builds generator-bench (release) and runs its --compile-cost mode, which
# generates the synthetic API for each N into one target of a throwaway package (next to a copy of
# Sources/EndpointRuntime, compiled as a module of its own), then times `swift build` of that target alone,
# and reports the compiler's peak memory. Extra arguments pass through, e.g. --sizes 100 --configurations debug.
#
# Usage: scripts/compile-cost.sh [--sizes 100,500] [--configurations debug,release] [--keep <dir>]
# Environment: SCRATCH (build directory for generator-bench; default .build).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=${SCRATCH:-"$root/.build"}
swift build -c release --package-path "$root" --scratch-path "$scratch" --product generator-bench >&2
exec "$scratch/release/generator-bench" --compile-cost --package "$root" "$@"

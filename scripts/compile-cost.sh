#!/bin/sh
# Compile cost of generated code: builds generator-bench (release) and runs its --compile-cost mode, which
# generates the synthetic API for each N into one target of a throwaway package (next to a copy of
# Sources/EndpointRuntime, compiled as a module of its own), then times `swift build` of that target alone,
# and reports the compiler's peak memory. Extra arguments pass through, e.g. --sizes 100 --configurations debug.
#
# With --compare first, it measures issue 12's comparison instead: the synthetic API as one spec (N = 100: 100
# endpoints, 200 models) generated (a) by the generator of --baseline-revision (default e2ca4a6, the revision issue 12
# was filed at: extracted with git archive, its generator built in debug and kept under
# $SCRATCH/compile-cost-baselines/<commit> for the next comparison; its output compiles against that revision's
# EndpointRuntime), (b) by today's generator in its default layout and (c) with its models spread over --model-files
# files (default 8); the three modules rebuilt in turn --repeat times (default 3) per configuration; medians of wall
# and CPU time, peak memory, then (b) and (c) against (a) with each of the issue's targets met or missed.
# The baseline needs the repository's history: in a shallow clone run `git fetch --unshallow` first.
#
# With --runtime-cost first, it measures what the written-out conformances cost at run time instead: the synthetic
# API as one spec (N = 100) with its mocks, generated (a) as it is and (b) with a struct.mustache that leaves Codable
# and == to the compiler, both built in release in one package with an executable that times decoding, encoding and
# == of one payload built from the samples, interleaved, --repeat times (default 15); medians and (a) / (b).
#
# Usage: scripts/compile-cost.sh [--sizes 100,500] [--configurations debug,release] [--keep <dir>]
#        scripts/compile-cost.sh --runtime-cost [--sizes 100] [--repeat 15] [--keep <dir>]
#        scripts/compile-cost.sh --compare [--sizes 100] [--model-files 8] [--repeat 3] [--baseline-revision e2ca4a6]
#                                [--configurations debug,release] [--build-system native|swiftbuild] [--keep <dir>]
# Environment: SCRATCH (build directory for generator-bench and the baseline revision's generator; default .build).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=${SCRATCH:-"$root/.build"}
swift build -c release --package-path "$root" --scratch-path "$scratch" --product generator-bench >&2
if [ "${1:-}" = "--runtime-cost" ]; then
    shift
    exec "$scratch/release/generator-bench" --runtime-cost --package "$root" "$@"
fi
if [ "${1:-}" = "--compare" ]; then
    shift
    exec "$scratch/release/generator-bench" --compile-cost --compare --package "$root" --scratch "$scratch" "$@"
fi
exec "$scratch/release/generator-bench" --compile-cost --package "$root" "$@"

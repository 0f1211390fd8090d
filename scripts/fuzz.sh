#!/usr/bin/env bash
# Fuzzes the spec loader and code generation with libFuzzer (target SpecFuzz).
#
# usage: scripts/fuzz.sh [seconds] [extra libFuzzer flags...]     (default 300 seconds)
#
# Environment: FUZZ_SCRATCH (build directory, default .build/fuzz), FUZZ_WORK (corpus and findings,
# default <scratch>/fuzz-work), FUZZ_RSS_MB (memory limit per process, default 2048), FUZZ_JOBS (default 1).
# Crashes, hangs (> 5 s for one input) and leaks are written to $FUZZ_WORK/findings as crash-*, timeout-*,
# leak-* files; replay one with: <scratch>/debug/SpecFuzz <file>   (a build without -DFUZZING replays too).
set -euo pipefail

seconds=${1:-300}
shift || true
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=${FUZZ_SCRATCH:-$root/.build/fuzz}
work=${FUZZ_WORK:-$scratch/fuzz-work}
rss=${FUZZ_RSS_MB:-2048}

cd "$root"
# `-sanitize=fuzzer` links libFuzzer's own `main` into every executable SwiftPM links in this build, and the
# build-tool plugin makes SwiftPM link the `generator` tool even for `--product SpecFuzz`, which then fails.
# So the code is instrumented the way `-sanitize=fuzzer` does it (ASan + inline 8-bit counters, PC table,
# comparison tracing) and only libFuzzer's no-main library is linked: SpecFuzz's `@main` calls
# LLVMFuzzerRunDriver itself, and the other executables never pull libFuzzer in.
toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")
libfuzzer=$(ls "$toolchain"/lib/clang/*/lib/linux/libclang_rt.fuzzer_no_main-"$(uname -m)".a 2>/dev/null | head -n1)
if [ -z "$libfuzzer" ]; then
    echo "fuzz.sh: libclang_rt.fuzzer_no_main not found under $toolchain/lib/clang" >&2
    exit 2
fi
flags=(--scratch-path "$scratch" --product SpecFuzz
    -Xswiftc -sanitize=address -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp
    -Xswiftc -DFUZZING -Xlinker "$libfuzzer" -Xlinker -lstdc++)
swift build "${flags[@]}"
binary=$(swift build "${flags[@]}" --show-bin-path)/SpecFuzz

seeds=$work/seeds
corpus=$work/corpus
findings=$work/findings
rm -rf "$seeds"
mkdir -p "$corpus" "$findings"
"$root/scripts/make-fuzz-corpus.sh" "$seeds"

# Swift's backtracer would catch the fault before libFuzzer writes the crash input.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1}

# The first corpus directory receives new inputs; the seeds are read only.
exec "$binary" "$corpus" "$seeds" \
    -max_total_time="$seconds" \
    -timeout=5 \
    -rss_limit_mb="$rss" \
    -detect_leaks=1 \
    -max_len=16384 \
    -print_final_stats=1 \
    -artifact_prefix="$findings/" \
    "$@"

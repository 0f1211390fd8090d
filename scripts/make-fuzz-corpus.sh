#!/usr/bin/env bash
# Builds the seed corpus for the SpecFuzz target from the package's own specs/*.yaml, at run time.
# Besides each spec as written, it adds variants that reach other paths of the loader: each top-level
# section alone (smaller inputs mutate faster), CRLF line endings, and a UTF-8 BOM.
#
# usage: scripts/make-fuzz-corpus.sh <corpus directory> [specs directory]
set -euo pipefail

corpus=${1:?usage: make-fuzz-corpus.sh <corpus directory> [specs directory]}
root=$(cd "$(dirname "$0")/.." && pwd)
specs=${2:-$root/specs}
mkdir -p "$corpus"

count=0
for spec in "$specs"/*.yaml "$specs"/*.yml; do
    [ -f "$spec" ] || continue
    name=$(basename "$spec")
    name=${name%.*}
    cp "$spec" "$corpus/$name.yaml"
    sed 's/$/\r/' "$spec" > "$corpus/$name.crlf.yaml"
    { printf '\xef\xbb\xbf'; cat "$spec"; } > "$corpus/$name.bom.yaml"
    count=$((count + 3))
    # One file per top-level section, each with the spec's `api:` line so it can load on its own.
    api_line=$(grep -m1 '^api:' "$spec" || echo 'api: Fuzz')
    awk -v dir="$corpus" -v stem="$name" -v api="$api_line" '
        /^[A-Za-z_]+:/ { section = $1; sub(":", "", section); file = dir "/" stem "." section ".yaml";
                         if (section != "api") print api > file }
        section != "" && section != "api" { print >> file }
    ' "$spec"
done
count=$(find "$corpus" -type f | wc -l)
echo "make-fuzz-corpus: $count seed inputs in $corpus"

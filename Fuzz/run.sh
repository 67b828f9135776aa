#!/usr/bin/env bash
# Fuzzes dilint's front end (tokenizer, quiet-byte body reading, parser, typed walk, DI facts,
# project merge) with libFuzzer.
#
#   Fuzz/run.sh [SECONDS]        default 60; SECONDS=0 runs until stopped
#
# Builds .build/fuzz/frontend-fuzz from every Swift file of the front end's three targets
# (Sources/DilintSyntax, Sources/DilintFacts, Sources/Analyzer), compiled as one module, plus
# Fuzz/TokenizerFuzz.swift (-sanitize=fuzzer,address, -O), seeds it from Fixtures/**/*.swift
# and Fuzz/Seeds, keeps what it learns in .build/fuzz/corpus between runs, and leaves
# any crashing input in .build/fuzz/artifacts/. Exit status is libFuzzer's: 0 = nothing found.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
out=.build/fuzz
mkdir -p "$out/corpus" "$out/seeds" "$out/artifacts"

# One module, so the harness reaches internal API: the targets' imports of each other go.
rm -rf "$out/src" && mkdir -p "$out/src"
sources=()
while IFS= read -r -d '' f; do
    copy="$out/src/$(echo "${f#Sources/}" | tr / _)"
    grep -vE '^import (DilintSyntax|DilintFacts)$' "$f" > "$copy"
    sources+=("$copy")
done < <(find Sources/DilintSyntax Sources/DilintFacts Sources/Analyzer -name '*.swift' -print0 | sort -z)

echo "building $out/frontend-fuzz from ${#sources[@]} front-end sources"
swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name Analyzer -package-name dilint \
    "${sources[@]}" Fuzz/TokenizerFuzz.swift -o "$out/frontend-fuzz"

# Seeds: the fixtures (if any) and the hand-written tricky snippets.
rm -f "$out/seeds/"*
cp Fuzz/Seeds/*.swift "$out/seeds/"
if [ -d Fixtures ]; then
    n=0
    while IFS= read -r -d '' f; do
        n=$((n + 1)); cp "$f" "$out/seeds/fixture-$n.swift"
    done < <(find Fixtures -name '*.swift' -print0)
fi

"$out/frontend-fuzz" "$out/corpus" "$out/seeds" \
    -dict=Fuzz/swift.dict \
    -max_total_time="$seconds" \
    -max_len=16384 \
    -timeout=10 \
    -rss_limit_mb=4096 \
    -print_final_stats=1 \
    -artifact_prefix="$out/artifacts/"

#!/bin/sh
# Builds dilint in release and assembles dist/dilint.artifactbundle/ (SE-0305) and its zip,
# then prints the zip's checksum: what a package needs to use dilint as a prebuilt tool,
#   .binaryTarget(name: "dilint", url: "https://…/dilint.artifactbundle.zip", checksum: "…")
# instead of compiling it in every checkout.
#
# It builds the slice of the machine it runs on:
# - Linux, x86_64 or aarch64: `swift build -c release --static-swift-stdlib`, so the
#   binary needs no Swift runtime installed; → dilint-<version>-linux-<arch>/bin/dilint.
# - macOS: one universal binary, `swift build -c release --arch arm64 --arch x86_64`
#   (the standard library is part of macOS); → dilint-<version>-macos/bin/dilint.
#   This branch has not been run: the script was written and tried on Linux only.
# Slices already in the bundle are kept and info.json lists every slice of this version,
# so one bundle for both systems is: run it on the Mac, copy dilint-<version>-macos/ into
# dist/dilint.artifactbundle/ on Linux, run it there.
#
# Usage: Scripts/make-artifactbundle.sh   (SCRATCH_PATH=DIR builds there instead of .build)
set -eu
cd "$(dirname "$0")/.."
scratch="${SCRATCH_PATH:-.build}"

case "$(uname -s)" in
  Linux)
    arch="$(uname -m)"
    set -- -c release --static-swift-stdlib --product dilint --scratch-path "$scratch"
    slice_suffix="linux-$arch" ;;
  Darwin)
    set -- -c release --arch arm64 --arch x86_64 --product dilint --scratch-path "$scratch"
    slice_suffix="macos" ;;
  *) echo "make-artifactbundle.sh: no slice for $(uname -s)" >&2; exit 2 ;;
esac
swift build "$@"
binary="$(swift build "$@" --show-bin-path)/dilint"
version="$("$binary" version)"

bundle=dist/dilint.artifactbundle
slice="dilint-$version-$slice_suffix"
rm -rf "$bundle/$slice"
mkdir -p "$bundle/$slice/bin"
cp "$binary" "$bundle/$slice/bin/dilint"
# Debug symbols are a quarter of the Linux binary (82 MB → 61 MB); the rest is mostly ICU.
if [ "$(uname -s)" = Linux ]; then strip "$bundle/$slice/bin/dilint"; fi

# The triples each slice runs on, as SwiftPM matches them against the host's.
variants=""
for dir in "$bundle"/dilint-"$version"-*/; do
  name="$(basename "$dir")"
  case "${name#dilint-$version-}" in
    linux-x86_64) triples='"x86_64-unknown-linux-gnu"' ;;
    linux-aarch64) triples='"aarch64-unknown-linux-gnu"' ;;
    macos) triples='"arm64-apple-macosx", "x86_64-apple-macosx"' ;;
    *) echo "make-artifactbundle.sh: skipping unknown slice $name" >&2; continue ;;
  esac
  variants="$variants${variants:+,
}        { \"path\": \"$name/bin/dilint\", \"supportedTriples\": [$triples] }"
done
cat > "$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "dilint": {
      "version": "$version",
      "type": "executable",
      "variants": [
$variants
      ]
    }
  }
}
JSON

# The archive holds the bundle folder itself, as SwiftPM expects when it unpacks it.
rm -f dist/dilint.artifactbundle.zip
(cd dist && zip -qr -X dilint.artifactbundle.zip dilint.artifactbundle)
echo "dist/dilint.artifactbundle.zip ($version, slices: $(cd "$bundle" && echo dilint-*))"
echo "checksum: $(swift package compute-checksum dist/dilint.artifactbundle.zip)"

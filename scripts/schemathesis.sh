#!/usr/bin/env bash
# Fuzzes the HTTP adapter with schemathesis (docs/http.md, "Input limits"): starts
# scripts/schemathesis-server.ts on 127.0.0.1 over a fresh data directory, then runs every check
# (`--checks all`) with 50 examples per operation, at 20 requests per second (the server allows
# 50 per second per token). Not part of the test suite: it takes minutes.
#
#   python3 -m venv /work/venv-st && /work/venv-st/bin/pip install schemathesis
#   SCHEMATHESIS=/work/venv-st/bin/schemathesis scripts/schemathesis.sh [extra schemathesis options]
#
# Failures recorded in scripts/schemathesis-baseline.json are documented behaviour (docs/http.md,
# "Input limits") and reported as known; the script exits 0 unless something new appears.
set -euo pipefail
cd "$(dirname "$0")/.."

SCHEMATHESIS="${SCHEMATHESIS:-schemathesis}"
RATE_LIMIT="${RATE_LIMIT:-20/s}"
MAX_EXAMPLES="${MAX_EXAMPLES:-50}"

data_directory="$(mktemp -d "${TMPDIR:-/tmp}/langproc-schemathesis-XXXXXX")"
node --import tsx scripts/schemathesis-server.ts --data-dir "$data_directory/data" >"$data_directory/server.out" &
server_pid=$!
cleanup() {
  kill "$server_pid" 2>/dev/null || true
  wait "$server_pid" 2>/dev/null || true
  rm -rf "$data_directory"
}
trap cleanup EXIT

for _ in $(seq 1 300); do
  [ "$(wc -l <"$data_directory/server.out")" -ge 2 ] && break
  kill -0 "$server_pid" 2>/dev/null || { echo "the server did not start" >&2; exit 1; }
  sleep 0.1
done
url="$(sed -n 1p "$data_directory/server.out")"
token="$(sed -n 2p "$data_directory/server.out")"

"$SCHEMATHESIS" run "$url/api/v1/openapi.json" \
  --header "Authorization: Bearer $token" \
  --checks all \
  --max-examples "$MAX_EXAMPLES" \
  --rate-limit "$RATE_LIMIT" \
  --workers 1 \
  --seed 1 \
  --baseline scripts/schemathesis-baseline.json \
  "$@"

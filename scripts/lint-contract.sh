#!/usr/bin/env bash
# `make contract`: the OpenAPI document the service publishes passes Spectral's OpenAPI ruleset with no
# errors. The document is built as `serve` builds it, from the composed container, by
# `bin/signwright openapi` on a throwaway embedded database (no server, no Redis, nothing kept).
set -euo pipefail
cd "$(dirname "$0")/.."
data_dir="$(mktemp -d)"
trap 'rm -rf "$data_dir"' EXIT
mkdir -p dist
# migrate makes the database (the other admin commands refuse a DATA_DIR that holds none).
env -u DATABASE_URL -u REDIS_URL DATA_DIR="$data_dir" LOG_LEVEL=warn bin/signwright migrate > /dev/null
env -u DATABASE_URL -u REDIS_URL DATA_DIR="$data_dir" LOG_LEVEL=warn bin/signwright openapi > dist/openapi.json
if ! npx --no-install spectral lint --ruleset .spectral.yaml --fail-severity error dist/openapi.json > dist/openapi.spectral.txt; then
  cat dist/openapi.spectral.txt
  echo "contract: dist/openapi.json fails Spectral's OpenAPI ruleset" >&2
  exit 1
fi
echo "contract: dist/openapi.json passes Spectral's OpenAPI ruleset ($(grep -Eo '[0-9]+ errors?, [0-9]+ warnings?' dist/openapi.spectral.txt || echo 'no problems'): dist/openapi.spectral.txt)"

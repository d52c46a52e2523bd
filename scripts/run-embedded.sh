#!/usr/bin/env bash
# `make run`: the whole service on the embedded default (PGlite, in-process queue), with demo data.
set -euo pipefail
cd "$(dirname "$0")/.."
node="$(scripts/node-runtime.sh)/node"
data_dir="${DATA_DIR:-./.data}"
port="${PORT:-8080}"
mkdir -p "$data_dir"
if [ ! -s "$data_dir/demo.json" ]; then
  DATA_DIR="$data_dir" bin/signwright demo seed --json > "$data_dir/demo.json.tmp"
  mv "$data_dir/demo.json.tmp" "$data_dir/demo.json"
fi
key="$("$node" -e 'console.log(JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).stores[0].keys.all)' "$data_dir/demo.json")"
designer="$("$node" -e 'const s = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).stores[0]; const c = s.customisers.find((x) => x.pricing_model === "advanced_letter" && x.active); console.log(`/storefront/v1/customisers/${c.id}/designer?key=${s.storefront_key}`)' "$data_dir/demo.json")"
cat <<TEXT

  Signwright on http://localhost:$port
  Demo API key (every scope, store 1): $key
  Try: curl -H "Authorization: Bearer $key" http://localhost:$port/api/v3/stores/me
  Design a sign: http://localhost:$port$designer
  The whole demo data set is in $data_dir/demo.json.

TEXT
exec env DATA_DIR="$data_dir" PORT="$port" bin/signwright serve

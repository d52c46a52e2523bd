#!/usr/bin/env bash
# `make run`: the whole service on the embedded default (PGlite, in-process queue), with demo data.
# The banner is printed once the port answers (/healthz), so its curl works the moment it is shown.
set -euo pipefail
cd "$(dirname "$0")/.."
node="$(scripts/node-runtime.sh)/node"
data_dir="${DATA_DIR:-./.data}"
port="${PORT:-8080}"
mkdir -p "$data_dir"
if [ ! -s "$data_dir/demo.json" ]; then
  echo "Seeding the demo data into $data_dir (once; rm -rf $data_dir to start again)…" >&2
  DATA_DIR="$data_dir" bin/signwright demo seed --json > "$data_dir/demo.json.tmp"
  mv "$data_dir/demo.json.tmp" "$data_dir/demo.json"
fi

# A watcher beside serve: it polls /healthz until serve answers, prints the banner, and ends; it also ends
# when serve does (serve keeps this script's process id: `exec` below), so it never outlives it.
SIGNWRIGHT_PID=$$ PORT="$port" "$node" -e '
const [demoFile] = process.argv.slice(1);
const port = process.env.PORT;
const pid = Number(process.env.SIGNWRIGHT_PID);
const alive = () => { try { process.kill(pid, 0); return true; } catch { return false; } };
const demo = JSON.parse(require("node:fs").readFileSync(demoFile, "utf8"));
const store = demo.stores[0];
const owner = store.people[0];
const customiser = store.customisers.find((c) => c.pricing_model === "advanced_letter" && c.active);
const banner = `
  Signwright on http://localhost:${port} (Ctrl-C stops it)
  Demo API key (every scope, store ${store.id}): ${store.keys.all}
  Try: curl -H "Authorization: Bearer ${store.keys.all}" http://localhost:${port}/api/v3/stores/me
  Guides: http://localhost:${port}/help
  Merchant admin: http://localhost:${port}/admin  (log in as ${owner.email} / ${owner.password})
  Design a sign: http://localhost:${port}/storefront/v1/customisers/${customiser.id}/designer?key=${store.storefront_key}
  The whole demo data set is in ${demoFile}.
`;
(async () => {
  while (alive()) {
    const answered = await fetch(`http://localhost:${port}/healthz`).then((r) => r.ok, () => false);
    if (answered) return void process.stdout.write(`${banner}\n`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
})();
' "$data_dir/demo.json" &
exec env DATA_DIR="$data_dir" PORT="$port" bin/signwright serve

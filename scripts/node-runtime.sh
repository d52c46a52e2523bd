#!/usr/bin/env bash
# The project's Node.js: the version in .node-version, taken from the npm registry (the node-<platform>-<arch>
# package that carries the official binary) into .runtime/ once, with the machine's npm. Whatever Node.js the
# machine has is used only to run that npm, once.
#   scripts/node-runtime.sh              prints the directory holding the `node` binary, for PATH
#   scripts/node-runtime.sh --announce   the same, and one line on stderr saying which Node.js the project uses
#   scripts/node-runtime.sh run CMD...   runs CMD with that directory first on PATH (e.g. `run npx jest <file>`)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
version="$(tr -d ' \nv' < "$root/.node-version")"

case "$(uname -s)" in
  Linux) platform=linux ;;
  Darwin) platform=darwin ;;
  *) echo "node-runtime: no Node.js package on the npm registry for $(uname -s)" >&2; exit 1 ;;
esac
case "$(uname -m)" in
  x86_64 | amd64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  ppc64le) arch=ppc64 ;;
  s390x) arch=s390x ;;
  *) echo "node-runtime: no Node.js package on the npm registry for $(uname -m)" >&2; exit 1 ;;
esac

package="node-$platform-$arch"
prefix="$root/.runtime/$package-$version"
bin="$prefix/node_modules/$package/bin"

if [ ! -x "$bin/node" ]; then
  command -v npm >/dev/null 2>&1 || { echo "node-runtime: npm is needed once to fetch Node.js $version from the npm registry" >&2; exit 1; }
  echo "node-runtime: installing Node.js $version ($package) from the npm registry into ${prefix#"$root"/}" >&2
  rm -rf "$prefix.tmp" && mkdir -p "$prefix.tmp"
  echo '{"private":true}' > "$prefix.tmp/package.json"
  # The package is the binary itself: no install script runs, and the lock is not kept.
  npm install --prefix "$prefix.tmp" --no-save --no-package-lock --ignore-scripts --no-audit --no-fund --loglevel=error \
    "$package@$version" >&2
  "$prefix.tmp/node_modules/$package/bin/node" --version >/dev/null
  rm -rf "$prefix" && mv "$prefix.tmp" "$prefix"
fi

announce() { echo "Node.js $("$bin/node" --version) ($package from the npm registry, ${bin#"$root"/}/node)" >&2; }
case "${1:-}" in
  run)
    shift
    announce
    PATH="$bin:$PATH" exec "$@"
    ;;
  --announce) announce ;;
esac
echo "$bin"

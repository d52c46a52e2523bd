#!/usr/bin/env bash
# The project's Node.js: the version in .node-version, taken from the npm registry (the node-<platform>-<arch>
# package that carries the official binary) once per machine, with the machine's npm, and linked from .runtime/.
# Whatever Node.js the machine has is used only to run that npm, once.
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

# One copy per machine, in the user's cache, that every clone's .runtime/ links to: a fresh clone then
# starts without unpacking 190 MB of Node.js again. Where that cache cannot be written, or with
# SIGNWRIGHT_RUNTIME_CACHE=none (an image or release that ships .runtime/ without the user's cache), .runtime/
# holds it.
cache="${SIGNWRIGHT_RUNTIME_CACHE:-${XDG_CACHE_HOME:-${HOME:-/nonexistent}/.cache}/signwright/runtime}"

# Fetches the package into $1 (aside, then renamed, so a half-made copy is never used).
fetch() {
  local into="$1"
  command -v npm >/dev/null 2>&1 || { echo "node-runtime: npm is needed once to fetch Node.js $version from the npm registry" >&2; exit 1; }
  echo "node-runtime: installing Node.js $version ($package) from the npm registry into $into" >&2
  rm -rf "$into.tmp.$$" && mkdir -p "$into.tmp.$$"
  echo '{"private":true}' > "$into.tmp.$$/package.json"
  # The package is the binary itself: no install script runs, and the lock is not kept.
  # Each step checked by hand: fetch may run inside a condition, where set -e stops nothing.
  npm install --prefix "$into.tmp.$$" --no-save --no-package-lock --ignore-scripts --no-audit --no-fund --loglevel=error \
    "$package@$version" >&2 || { rm -rf "$into.tmp.$$"; return 1; }
  "$into.tmp.$$/node_modules/$package/bin/node" --version >/dev/null || { rm -rf "$into.tmp.$$"; return 1; }
  if [ -x "$into/node_modules/$package/bin/node" ]; then rm -rf "$into.tmp.$$"; else rm -rf "$into" && mv "$into.tmp.$$" "$into"; fi
}

if [ ! -x "$bin/node" ]; then
  shared="$cache/$package-$version"
  if [ "$cache" = none ]; then
    fetch "$prefix"
  elif [ -x "$shared/node_modules/$package/bin/node" ] || { mkdir -p "$cache" 2>/dev/null && [ -w "$cache" ] && fetch "$shared"; }; then
    mkdir -p "$root/.runtime" && rm -rf "$prefix" && ln -s "$shared" "$prefix"
  else
    fetch "$prefix"
  fi
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

#!/usr/bin/env bash
# Makes sure the PostgreSQL and Redis the tests use are up on 127.0.0.1, and Chromium is installed,
# installing what is absent.
set -euo pipefail

have() { command -v "$1" >/dev/null 2>&1; }
apt_install() {
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq "$@" >/dev/null
}

if ! pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then
  if ! ls /etc/postgresql/*/main >/dev/null 2>&1; then apt_install postgresql; fi
  version="$(ls /etc/postgresql | sort -V | tail -1)"
  pg_ctlcluster --skip-systemctl-redirect "$version" main start || true
  for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
fi
pg_isready -q -h 127.0.0.1 -p 5432 || { echo "PostgreSQL did not come up on 127.0.0.1:5432" >&2; exit 1; }

if ! { have redis-cli && redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; }; then
  have redis-server || apt_install redis-server
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no
  for _ in $(seq 1 30); do redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1 && break; sleep 1; done
fi
redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null || { echo "Redis did not come up on 127.0.0.1:6379" >&2; exit 1; }

# The browser tests drive Debian's Chromium with playwright-core.
if [ ! -x /usr/bin/chromium ]; then apt_install chromium; fi
[ -x /usr/bin/chromium ] || { echo "Chromium is missing at /usr/bin/chromium" >&2; exit 1; }
echo "PostgreSQL, Redis and Chromium are up."

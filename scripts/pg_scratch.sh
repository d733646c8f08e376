#!/usr/bin/env bash
# A scratch PostgreSQL server for measurements: `scripts/pg_scratch.sh start DIR [PORT]` makes a
# cluster in DIR (as the postgres user when run as root) listening on 127.0.0.1:PORT (default
# 55432) and prints the URL to give `Learning Server` or `slate learn --server`;
# `scripts/pg_scratch.sh stop DIR` stops it. Debian's postgresql package provides the binaries.
# PG_OPTS adds server settings, e.g. PG_OPTS="-c shared_buffers=4GB" for a store of millions.
set -euo pipefail
cmd=${1:?start or stop}
dir=$(realpath -m "${2:?a folder}")
port=${3:-55432}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
[ -x "$bin/initdb" ] || { echo "PostgreSQL not found (apt-get install postgresql)"; exit 1; }
run() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
case $cmd in
  start)
    mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres:postgres "$dir"
    if [ ! -d "$dir/data" ]; then
      echo bench > "$dir/pw"
      [ "$(id -u)" = 0 ] && chown postgres:postgres "$dir/pw"
      run "$bin/initdb" -D "$dir/data" -U postgres --auth=scram-sha-256 --pwfile="$dir/pw" >/dev/null
    fi
    run "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 ${PG_OPTS:-}" start >/dev/null
    echo "postgresql://postgres:bench@127.0.0.1:$port/postgres"
    ;;
  stop)
    run "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null
    ;;
  *) echo "start or stop"; exit 1 ;;
esac

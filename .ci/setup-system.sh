#!/bin/sh
# What the tests need from Debian's packages, installed through apt when missing (`pnpm test:all` runs this first):
# Chromium for Playwright; PostgreSQL 15 (its server and client programs: the backup drill runs pg_dump and
# pg_restore against a server of their own version, which the embedded PostgreSQL 18 has none of); PgBouncer and
# HAProxy for the production-shaped stack (ops/prod-stack.sh, which would otherwise install them itself).
set -eu
missing=""
command -v chromium >/dev/null 2>&1 || missing="$missing chromium fonts-liberation"
[ -x /usr/lib/postgresql/15/bin/pg_ctl ] || missing="$missing postgresql-15 postgresql-client-15"
command -v pgbouncer >/dev/null 2>&1 || missing="$missing pgbouncer"
command -v haproxy >/dev/null 2>&1 || missing="$missing haproxy"
command -v curl >/dev/null 2>&1 || missing="$missing curl"
[ -z "$missing" ] && exit 0
echo "installing through apt:$missing"
apt-get update -qq
# Debian's postgresql package starts a cluster of its own when installed; the tests start their own servers.
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing

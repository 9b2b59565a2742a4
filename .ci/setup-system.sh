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
# Debian's postgresql, pgbouncer and haproxy packages start their services when installed; the tests start their
# own. A policy-rc.d that answers 101 is Debian's way to say "start nothing" (unless the machine has one already).
policy_made=""
if [ ! -e /usr/sbin/policy-rc.d ]; then
  printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d
  chmod 755 /usr/sbin/policy-rc.d
  policy_made=1
fi
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing
[ -n "$policy_made" ] && rm -f /usr/sbin/policy-rc.d
exit 0

#!/bin/sh
# Writes PgBouncer's pgbouncer.ini and userlist.txt into <folder>, from the environment (docs/deploy.md, "PgBouncer"):
# one configuration for CI's stack (ops/prod-stack.sh) and the docker-compose image (ops/pgbouncer/Dockerfile).
#   DB_HOST, DB_PORT (5432), DB_NAME (pads), DB_USER (pads), DB_PASSWORD   the PostgreSQL server and the API's role
#   LISTEN_ADDR (0.0.0.0), LISTEN_PORT (6432)                              where PgBouncer listens
#   POOL_MODE (transaction), DEFAULT_POOL_SIZE (20), MAX_CLIENT_CONN (500)
#   MAX_PREPARED_STATEMENTS   PgBouncer 1.21 or later only: e.g. 200 keeps the API's named statements through transaction
#                             pooling (then DATABASE_PREPARED_STATEMENTS stays true); unset for 1.18, which has no such
#                             setting (the API then runs with DATABASE_PREPARED_STATEMENTS=false)
#   LOGFILE, PIDFILE          (none: the log goes to stderr)
# Usage: render-config.sh <folder>
set -eu
dir=${1:?usage: render-config.sh <folder>}
mkdir -p "$dir"
: "${DB_HOST:?DB_HOST is required}" "${DB_PASSWORD:?DB_PASSWORD is required}"
{
  echo '[databases]'
  echo "${DB_NAME:-pads} = host=$DB_HOST port=${DB_PORT:-5432} dbname=${DB_NAME:-pads}"
  echo
  echo '[pgbouncer]'
  echo "listen_addr = ${LISTEN_ADDR:-0.0.0.0}"
  echo "listen_port = ${LISTEN_PORT:-6432}"
  echo 'unix_socket_dir ='
  echo 'auth_type = scram-sha-256'
  echo "auth_file = $dir/userlist.txt"
  echo "stats_users = ${DB_USER:-pads}"
  echo "pool_mode = ${POOL_MODE:-transaction}"
  echo "default_pool_size = ${DEFAULT_POOL_SIZE:-20}"
  echo "max_client_conn = ${MAX_CLIENT_CONN:-500}"
  # The API asks for jit=off in the `options` startup parameter, which PgBouncer refuses unless told to ignore it:
  # set jit = off on the server instead (docs/deploy.md).
  echo 'ignore_startup_parameters = options'
  if [ -n "${MAX_PREPARED_STATEMENTS:-}" ]; then echo "max_prepared_statements = $MAX_PREPARED_STATEMENTS"; fi
  if [ -n "${LOGFILE:-}" ]; then echo "logfile = $LOGFILE"; fi
  if [ -n "${PIDFILE:-}" ]; then echo "pidfile = $PIDFILE"; fi
} >"$dir/pgbouncer.ini"
# A plain-text password here lets PgBouncer run SCRAM both with the clients and with PostgreSQL.
printf '"%s" "%s"\n' "${DB_USER:-pads}" "$DB_PASSWORD" >"$dir/userlist.txt"
chmod 600 "$dir/userlist.txt"

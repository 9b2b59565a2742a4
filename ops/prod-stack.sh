#!/usr/bin/env bash
# `pnpm test:prod`: the production-shaped stack, started from the deployable artifacts alone, and the @smoke suite run
# against it while one API instance is killed (SIGKILL) and started again (docs/deploy.md, "The production-shaped
# stack in CI").
#
#   PostgreSQL 15 (Debian's, its own data folder, run by pg_ctl as the postgres user)
#     └ PgBouncer 1.18 (Debian's), transaction pooling
#         └ two API instances: deploy/api copied out of the checkout, `node dist/server.js` as nobody,
#           DATABASE_PREPARED_STATEMENTS=false; photos on S3 (s3rver, signatures checked), mail over SMTP (smtp-server)
#             └ HAProxy (Debian's), health-checking /api/health/ready
#   the six apps: deploy/<app> copied out of the checkout, `node serve.mjs dist` (CSP, runtime-config.json)
#
# While the smoke suite runs, a writer creates records through the load balancer; one instance is killed and started
# again; afterwards every write that was answered 2xx must be in PostgreSQL. The log prints the versions, the smoke
# result and the kill with the acknowledged-write counts. Exit status: 0 only when the smoke suite passed, the kill
# happened during it, and no acknowledged write was lost. Every process it starts is stopped at the end, by its pid.
#
# Settings (environment):
#   PROD_PORT_BASE=20000          ports: PostgreSQL +10, PgBouncer +11, S3 +20, SMTP +25, load balancer +30 (stats +31),
#                                 API instances +41 and +42, host +80, remotes +81…+85
#   PROD_STACK_REUSE_APP_BUILDS=1 keep the apps' dist/ when built already (CI built them for the e2e suites)
#   PROD_STACK_SKIP_BUILD=1       use deploy/ as it is (`pnpm build:deploy` made it)
#   PROD_STACK_KILL_AFTER=30      seconds into the smoke run at which api-1 is killed
#   PROD_STACK_KEEP=1             keep the work folder (data, logs) in /tmp; the logs are always copied to
#                                 e2e/artifacts/prod-stack/
#   E2E_WORKERS                   the smoke suite's workers (default 2)
set -Eeuo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BASE=${PROD_PORT_BASE:-20000}
PG_PORT=$((BASE + 10))
PGB_PORT=$((BASE + 11))
S3_PORT=$((BASE + 20))
SMTP_PORT=$((BASE + 25))
LB_PORT=$((BASE + 30))
LB_STATS_PORT=$((BASE + 31))
API_PORTS=([1]=$((BASE + 41)) [2]=$((BASE + 42)))
APPS=(host remote-pads remote-users remote-moderation remote-reports remote-announcements)
KILL_AFTER=${PROD_STACK_KILL_AFTER:-30}
DEPLOY=${DEPLOY_DIR:-$ROOT/deploy}
PGBIN=/usr/lib/postgresql/15/bin
BUCKET=pads-photos
STARTED_AT=$(date +%s)

WORK=$(mktemp -d /tmp/pads-prod-stack.XXXXXX)
chmod 755 "$WORK"
LOGS=$WORK/logs
mkdir -p "$LOGS"
exec > >(tee -a "$LOGS/stack.log") 2>&1

log() { printf '%s [prod-stack] %s\n' "$(date +%H:%M:%S)" "$*"; }
fail() {
  log "FAILED: $*"
  exit 1
}
elapsed() { echo $(($(date +%s) - STARTED_AT)); }

declare -A PIDS=()
PGB_PIDFILE=$WORK/pgbouncer/pgbouncer.pid
PG_STARTED=

cleanup() {
  local status=$?
  set +e
  trap - ERR
  log "stopping the stack"
  for name in "${!PIDS[@]}"; do kill -TERM "${PIDS[$name]}" 2>/dev/null; done
  local alive
  for _ in $(seq 50); do
    alive=()
    for name in "${!PIDS[@]}"; do kill -0 "${PIDS[$name]}" 2>/dev/null && alive+=("$name"); done
    ((${#alive[@]})) || break
    sleep 0.2
  done
  if ((${#alive[@]})); then
    log "still running 10 s after SIGTERM, killed: ${alive[*]}"
    for name in "${alive[@]}"; do kill -KILL "${PIDS[$name]}" 2>/dev/null; done
  fi
  [ -f "$PGB_PIDFILE" ] && kill -TERM "$(cat "$PGB_PIDFILE")" 2>/dev/null
  [ -n "$PG_STARTED" ] && runuser -u postgres -- "$PGBIN/pg_ctl" -D "$WORK/pg/data" -m fast -w stop >/dev/null 2>&1
  log "stopped"
  rm -rf "$ROOT/e2e/artifacts/prod-stack"
  mkdir -p "$ROOT/e2e/artifacts/prod-stack"
  cp -a "$LOGS/." "$ROOT/e2e/artifacts/prod-stack/" 2>/dev/null
  if [ "${PROD_STACK_KEEP:-}" = 1 ]; then
    log "kept $WORK"
  else
    rm -rf "$WORK"
  fi
  log "logs in e2e/artifacts/prod-stack/; exit $status; wall time $(elapsed) s"
  exit "$status"
}
trap cleanup EXIT
trap 'log "command failed (line $LINENO): $BASH_COMMAND"' ERR
trap 'exit 130' INT TERM

# Waits until `$@` succeeds (every 0.25 s, at most $WAIT_S seconds, default 180: a slow machine is slow, not broken).
wait_for() {
  local what=$1
  shift
  local deadline=$(($(date +%s) + ${WAIT_S:-180}))
  until "$@" >/dev/null 2>&1; do
    (($(date +%s) < deadline)) || fail "$what did not come up within ${WAIT_S:-180} s"
    sleep 0.25
  done
}
http_ok() { curl -fsS -o /dev/null --max-time 5 "$1"; }
port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
# HAProxy's view of an API instance (UP, DOWN, …), from its stats page.
lb_status() { curl -fsS --max-time 5 "http://127.0.0.1:$LB_STATS_PORT/stats;csv" | awk -F, -v s="api$1" '$1 == "api" && $2 == s { print $18 }'; }
lb_is() { [ "$(lb_status "$1")" = "$2" ]; }
# Runs a command as nobody, in the same process (setpriv execs: $! is the program's pid), with only the given
# environment: what an image's non-root user with its configured variables would run.
as_nobody() { exec setpriv --reuid=nobody --regid=nogroup --clear-groups env -i PATH="$PATH" HOME=/nonexistent "$@"; }

# ---- 1. Debian's packages ----------------------------------------------------------------------------------------
missing=()
[ -x "$PGBIN/postgres" ] || missing+=(postgresql-15)
command -v pgbouncer >/dev/null || missing+=(pgbouncer)
command -v haproxy >/dev/null || missing+=(haproxy)
command -v curl >/dev/null || missing+=(curl)
if ((${#missing[@]})); then
  log "installing ${missing[*]} (apt-get)"
  # Installing a service must not start it (the packages' own instances would take the default ports): the
  # policy-rc.d convention, unless the machine has one already.
  policy_made=
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d
    chmod 755 /usr/sbin/policy-rc.d
    policy_made=1
  fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >"$LOGS/apt.log"
  [ -n "$policy_made" ] && rm -f /usr/sbin/policy-rc.d
fi
(cd "$ROOT" && pnpm -s setup:system)

# ---- 2. The artifacts, copied out of the checkout ----------------------------------------------------------------
if [ "${PROD_STACK_SKIP_BUILD:-}" != 1 ]; then
  log "pnpm build:deploy"
  (cd "$ROOT" && pnpm -s build:deploy ${PROD_STACK_REUSE_APP_BUILDS:+--reuse-app-builds}) >"$LOGS/build-deploy.log" 2>&1 ||
    { tail -30 "$LOGS/build-deploy.log"; fail "pnpm build:deploy"; }
fi
for artifact in api "${APPS[@]}"; do
  [ -d "$DEPLOY/$artifact" ] || fail "$DEPLOY/$artifact is missing: run pnpm build:deploy"
done
mkdir -p "$WORK/artifacts"
# Hard links where the file system allows (a copy of 30,000 files costs 20 s on a busy machine); either way the
# folders run from outside the checkout, where no node_modules of the workspace can be found.
cp -al "$DEPLOY/api" "${APPS[@]/#/$DEPLOY/}" "$WORK/artifacts/" 2>/dev/null ||
  { rm -rf "$WORK/artifacts" && mkdir "$WORK/artifacts" && cp -a "$DEPLOY/api" "${APPS[@]/#/$DEPLOY/}" "$WORK/artifacts/"; }
log "artifacts copied to $WORK/artifacts (api $(du -sh "$WORK/artifacts/api" | cut -f1), apps $(du -shc "${APPS[@]/#/$WORK/artifacts/}" | tail -1 | cut -f1)); the stack runs from there"

# ---- 3. PostgreSQL 15 and PgBouncer ------------------------------------------------------------------------------
DB_PASSWORD=$(node -e "process.stdout.write(require('node:crypto').randomBytes(12).toString('hex'))")
mkdir -p "$WORK/pg" "$WORK/pgbouncer"
chown postgres:postgres "$WORK/pg" "$WORK/pgbouncer"
runuser -u postgres -- "$PGBIN/initdb" -D "$WORK/pg/data" -U postgres --auth-local=trust --auth-host=scram-sha-256 \
  -E UTF8 --locale=C.UTF-8 >"$LOGS/initdb.log"
touch "$LOGS/postgresql.log" "$LOGS/pgbouncer.log"
chown postgres:postgres "$LOGS/postgresql.log" "$LOGS/pgbouncer.log"
# The settings docs/deploy.md recommends: jit off (the pooler drops the API's `options`), SSD costs.
runuser -u postgres -- "$PGBIN/pg_ctl" -D "$WORK/pg/data" -l "$LOGS/postgresql.log" -w -t 120 \
  -o "-p $PG_PORT -k $WORK/pg -c listen_addresses=127.0.0.1 -c jit=off -c random_page_cost=1.1 -c shared_buffers=256MB" \
  start >/dev/null
PG_STARTED=1
psql -X -q -v ON_ERROR_STOP=1 -h "$WORK/pg" -p "$PG_PORT" -U postgres -d postgres \
  -c "CREATE ROLE pads LOGIN PASSWORD '$DB_PASSWORD'" -c "CREATE DATABASE pads OWNER pads"

# The configuration docker-compose's PgBouncer gets too (ops/pgbouncer/render-config.sh): transaction pooling.
DB_HOST=127.0.0.1 DB_PORT=$PG_PORT DB_PASSWORD=$DB_PASSWORD LISTEN_ADDR=127.0.0.1 LISTEN_PORT=$PGB_PORT \
  LOGFILE=$LOGS/pgbouncer.log PIDFILE=$PGB_PIDFILE sh "$ROOT/ops/pgbouncer/render-config.sh" "$WORK/pgbouncer"
chown postgres:postgres "$WORK/pgbouncer/"*
runuser -u postgres -- pgbouncer -d -q "$WORK/pgbouncer/pgbouncer.ini"
wait_for PgBouncer port_open "$PGB_PORT"

DATABASE_URL=postgres://pads:$DB_PASSWORD@127.0.0.1:$PGB_PORT/pads
DIRECT_URL=postgres://pads:$DB_PASSWORD@127.0.0.1:$PG_PORT/pads
PG_VERSION=$(psql -X -At "$DATABASE_URL" -c 'SELECT version()')
PGB_VERSION=$(psql -X -At "postgres://pads:$DB_PASSWORD@127.0.0.1:$PGB_PORT/pgbouncer" -c 'SHOW VERSION')
PGB_MODE=$(psql -X -At "postgres://pads:$DB_PASSWORD@127.0.0.1:$PGB_PORT/pgbouncer" -c 'SHOW CONFIG' |
  awk -F'|' '$1 == "pool_mode" { print $2 }')
log "PostgreSQL (through PgBouncer): $PG_VERSION"
log "PgBouncer: $PGB_VERSION, pool_mode=$PGB_MODE"

# ---- 4. S3 and SMTP ----------------------------------------------------------------------------------------------
node "$ROOT/ops/prod-stack/s3-server.mjs" "$S3_PORT" "$WORK/s3" "$BUCKET" >"$LOGS/s3.log" 2>&1 &
PIDS[s3]=$!
node "$ROOT/ops/prod-stack/mail-server.mjs" "$SMTP_PORT" "$WORK/mail" >"$LOGS/smtp.log" 2>&1 &
PIDS[smtp]=$!
wait_for S3 port_open "$S3_PORT"
wait_for SMTP port_open "$SMTP_PORT"
log "S3: $(head -1 "$LOGS/s3.log")"
log "SMTP: $(head -1 "$LOGS/smtp.log")"

# ---- 5. Two API instances behind HAProxy -------------------------------------------------------------------------
origins=$(for i in "${!APPS[@]}"; do printf 'http://127.0.0.1:%s,' $((BASE + 80 + i)); done)
API_ENV=(
  NODE_ENV=production
  HOST=127.0.0.1
  DATABASE_URL="$DATABASE_URL"
  DATABASE_PREPARED_STATEMENTS=false
  PUBLIC_URL="http://127.0.0.1:$LB_PORT"
  PANEL_URL="http://127.0.0.1:$((BASE + 80))"
  CORS_ORIGINS="${origins%,}"
  TRUST_PROXY=127.0.0.1
  S3_ENDPOINT="http://127.0.0.1:$S3_PORT"
  S3_BUCKET=$BUCKET
  S3_ACCESS_KEY=S3RVER
  S3_SECRET_KEY=S3RVER
  S3_REGION=us-east-1
  SMTP_URL="smtp://127.0.0.1:$SMTP_PORT"
  TWO_FACTOR_KEY="$(node -e "process.stdout.write(require('node:crypto').randomBytes(32).toString('hex'))")"
  LOGIN_RATE_LIMIT=1000
  APP_RATE_LIMIT=1000
  GEOCODER_URL=http://127.0.0.1:9/unreachable
  SEED_ON_START=true
  LOG_LEVEL=warn
)
start_api() {
  (cd "$WORK/artifacts/api" && as_nobody "${API_ENV[@]}" PORT="${API_PORTS[$1]}" node --enable-source-maps dist/server.js) \
    >>"$LOGS/api-$1.log" 2>&1 &
  PIDS[api-$1]=$!
}
log "starting api-1 and api-2 at once on the empty database (node dist/server.js, as nobody)"
start_api 1
start_api 2
for n in 1 2; do WAIT_S=300 wait_for "api-$n" http_ok "http://127.0.0.1:${API_PORTS[$n]}/api/health/ready"; done
for n in 1 2; do log "api-$n (pid ${PIDS[api-$n]}): $(grep '^migrations:' "$LOGS/api-$n.log" | paste -sd'|' | sed 's/|/; /g')"; done

# The configuration docker-compose's HAProxy gets too (ops/haproxy/haproxy.cfg), with this stack's addresses.
LB_ENV=(LB_BIND="127.0.0.1:$LB_PORT" LB_STATS_BIND="127.0.0.1:$LB_STATS_PORT" API_1="127.0.0.1:${API_PORTS[1]}"
  API_2="127.0.0.1:${API_PORTS[2]}")
# (A copy in the work folder: the checkout may sit in a folder nobody cannot enter.)
cp "$ROOT/ops/haproxy/haproxy.cfg" "$WORK/haproxy.cfg"
env "${LB_ENV[@]}" haproxy -c -q -f "$WORK/haproxy.cfg" || fail "ops/haproxy/haproxy.cfg does not parse"
(as_nobody "${LB_ENV[@]}" haproxy -db -f "$WORK/haproxy.cfg") >"$LOGS/haproxy.log" 2>&1 &
PIDS[haproxy]=$!
both_up() { lb_is 1 UP && lb_is 2 UP; }
wait_for "HAProxy with both instances up" both_up
log "HAProxy: $(haproxy -v | head -1); api1 $(lb_status 1), api2 $(lb_status 2) (health check GET /api/health/ready)"

# ---- 6. The six apps ---------------------------------------------------------------------------------------------
APP_ENV=(API_URL="http://127.0.0.1:$LB_PORT" GOOGLE_MAPS_KEY= MAP_TILE_URL= LOG_LEVEL=warn)
for i in "${!APPS[@]}"; do
  [ "$i" = 0 ] && continue
  var=$(echo "${APPS[$i]}" | tr 'a-z-' 'A-Z_')_URL
  APP_ENV+=("$var=http://127.0.0.1:$((BASE + 80 + i))")
done
for i in "${!APPS[@]}"; do
  app=${APPS[$i]}
  (cd "$WORK/artifacts/$app" && as_nobody "${APP_ENV[@]}" PORT=$((BASE + 80 + i)) node serve.mjs dist) >"$LOGS/$app.log" 2>&1 &
  PIDS[$app]=$!
done
HOST_URL=http://127.0.0.1:$((BASE + 80))
for i in "${!APPS[@]}"; do
  wait_for "${APPS[$i]}" http_ok "http://127.0.0.1:$((BASE + 80 + i))/$([ "$i" = 0 ] && echo runtime-config.json || echo mf-manifest.json)"
done
csp=$(curl -fsS -D - -o /dev/null "$HOST_URL/" | tr -d '\r' | awk -F': ' 'tolower($1) == "content-security-policy" { print $2 }')
[ -n "$csp" ] || fail "the host's page has no Content-Security-Policy"
log "apps: ${APPS[*]} on $((BASE + 80))–$((BASE + 85)); runtime-config.json $(curl -fsS "$HOST_URL/runtime-config.json")"
log "host CSP: ${csp:0:160}…"

# ---- 7. Photos on S3, through the load balancer -------------------------------------------------------------------
photo=$(psql -X -At "$DIRECT_URL" -c 'SELECT file_key FROM uploads ORDER BY id LIMIT 1')
[ -n "$photo" ] || fail "the demo data has no photo"
photo_answer=$(curl -fsS -o /dev/null -w '%{http_code} %{content_type} %{size_download} bytes' "http://127.0.0.1:$LB_PORT/uploads/$photo")
objects=$(find "$WORK/s3/$BUCKET" -type f -name '*._S3rver_object' | wc -l)
log "photos: $objects objects in the S3 bucket; GET /uploads/$photo through HAProxy: $photo_answer"

# ---- 8. The smoke suite, a writer, and the kill -------------------------------------------------------------------
node "$ROOT/ops/prod-stack/writer.mjs" run "http://127.0.0.1:$LB_PORT" "$WORK/writes.json" admin@pads.test password \
  >"$LOGS/writer.log" 2>&1 &
PIDS[writer]=$!
writes() { node -e "const s = JSON.parse(require('fs').readFileSync('$WORK/writes.json', 'utf8')); console.log(\`\${s.acknowledged} acknowledged, \${s.failed} failed, of \${s.sent} sent\`)"; }
wait_for "the writer" test -s "$WORK/writes.json"

log "smoke suite: E2E_BASE_URL=$HOST_URL E2E_MAIL_DIR=$WORK/mail playwright test --grep @smoke"
SMOKE_STARTED=$(date +%s)
(cd "$ROOT/e2e" && exec env E2E_BASE_URL="$HOST_URL" E2E_MAIL_DIR="$WORK/mail" E2E_WORKERS="${E2E_WORKERS:-2}" \
  E2E_JSON_REPORT="$LOGS/smoke-results.json" \
  node_modules/.bin/playwright test --grep @smoke) > >(tee "$LOGS/smoke.log" | sed -u 's/^/  smoke | /') 2>&1 &
SMOKE_PID=$!
PIDS[smoke]=$SMOKE_PID

for _ in $(seq $((KILL_AFTER * 4))); do
  kill -0 "$SMOKE_PID" 2>/dev/null || break
  sleep 0.25
done
kill -0 "$SMOKE_PID" 2>/dev/null || fail "the smoke suite ended before the kill (after $(($(date +%s) - SMOKE_STARTED)) s): lower PROD_STACK_KILL_AFTER"
log "KILL: SIGKILL api-1 (pid ${PIDS[api-1]}) $(($(date +%s) - SMOKE_STARTED)) s into the smoke run; writes before the kill: $(writes)"
kill -KILL "${PIDS[api-1]}"
wait "${PIDS[api-1]}" 2>/dev/null || true
killed_at=$(date +%s)
wait_for "HAProxy marking api1 DOWN" lb_is 1 DOWN
log "HAProxy marked api1 DOWN $(($(date +%s) - killed_at)) s after the kill; writes now: $(writes)"
start_api 1
WAIT_S=300 wait_for "api-1 again" http_ok "http://127.0.0.1:${API_PORTS[1]}/api/health/ready"
log "api-1 started again (pid ${PIDS[api-1]}), ready $(($(date +%s) - killed_at)) s after the kill"
wait_for "HAProxy marking api1 UP" lb_is 1 UP
log "HAProxy marked api1 UP $(($(date +%s) - killed_at)) s after the kill; writes after the restart: $(writes)"

smoke_status=0
wait "$SMOKE_PID" || smoke_status=$?
unset 'PIDS[smoke]'
# Playwright colours its summary when CI forces colour (FORCE_COLOR): strip the escapes before reading it, and a log
# without a summary line (the suite died) is reported, not a failure of this line.
smoke_result=$(sed 's/\x1b\[[0-9;]*m//g' "$LOGS/smoke.log" | grep -E '^\s+[0-9]+ (passed|failed|flaky|skipped|did not run)' | sed 's/^ *//' | paste -sd',' | sed 's/,/, /g' || true)
log "smoke suite: ${smoke_result:-no result line} (exit $smoke_status, $(($(date +%s) - SMOKE_STARTED)) s)"

kill -TERM "${PIDS[writer]}"
wait "${PIDS[writer]}" || fail "the writer failed: $(tail -5 "$LOGS/writer.log")"
unset 'PIDS[writer]'
writes_ok=0
write_check=$(node "$ROOT/ops/prod-stack/writer.mjs" check "$WORK/writes.json" "$DIRECT_URL") || writes_ok=$?
while IFS= read -r line; do log "$line"; done <<<"$write_check"
# HAProxy logs only abnormal requests (option dontlog-normal): its errors, and the requests it redispatched (a `+` before
# the retry count).
lb_errors=$(grep -cE ' -?[0-9]+/-?[0-9]+/-?[0-9]+/-?[0-9]+/\+?[0-9]+ (502|503|504) ' "$LOGS/haproxy.log" || true)
lb_redispatched=$(grep -cE '/\+[0-9]+ ' "$LOGS/haproxy.log" || true)
log "HAProxy: $lb_redispatched requests redispatched to the other instance, $lb_errors answered 502/503/504 (its log: e2e/artifacts/prod-stack/haproxy.log)"
for n in 1 2; do http_ok "http://127.0.0.1:${API_PORTS[$n]}/api/health/ready" || fail "api-$n is not ready at the end"; done

log "===== summary ====="
log "PostgreSQL: $PG_VERSION"
log "PgBouncer:  $PGB_VERSION (pool_mode=$PGB_MODE), API with DATABASE_PREPARED_STATEMENTS=false"
log "HAProxy:    $(haproxy -v | head -1)"
log "smoke:      ${smoke_result:-no result line} (exit $smoke_status)"
log "kill:       api-1 SIGKILLed during the smoke run and started again; ${write_check%%$'\n'*}"
((smoke_status == 0)) || fail "the smoke suite failed"
((writes_ok == 0)) || fail "an acknowledged write is missing from PostgreSQL (or none was acknowledged)"
log "PASSED in $(elapsed) s"

// Acknowledged writes across an instance kill (prod-stack.sh). `run` signs in through the load balancer and creates
// saved filters (private to the admin it signs in as, so no test sees them) in two loops until SIGTERM, writing its
// counts to a state file after each answer: a write answered 2xx is acknowledged, and its id is kept; any other
// answer or a dropped connection is a failed write, which the client was told about. `check` then looks for every
// acknowledged id in PostgreSQL itself: an acknowledged write that is missing was lost.
//   node writer.mjs run <api url> <state file> <admin email> <admin password> [max seconds=1200]
//   node writer.mjs check <state file> <database url>
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import pg from 'pg';

const [mode, ...args] = process.argv.slice(2);
const LOOPS = 2;
const PAUSE_MS = 250;

async function run(apiUrl, stateFile, email, password, maxSeconds = '1200') {
  const runId = Date.now().toString(36);
  const state = { runId, sent: 0, acknowledged: 0, failed: 0, ids: [], failures: [] };
  const save = () => {
    writeFileSync(`${stateFile}.part`, JSON.stringify(state));
    renameSync(`${stateFile}.part`, stateFile);
  };
  let token;
  const signIn = async () => {
    const res = await fetch(`${apiUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`writer: sign-in answered ${res.status}`);
    token = (await res.json()).token;
  };
  await signIn();
  let stopping = false;
  process.once('SIGTERM', () => (stopping = true));
  const deadline = Date.now() + Number(maxSeconds) * 1000;

  const write = async () => {
    const n = ++state.sent;
    try {
      const res = await fetch(`${apiUrl}/api/admin/reports`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          name: `prod-stack write ${runId} #${n}`,
          is_public: false,
          entity: 'pads',
          filters: {},
        }),
        signal: AbortSignal.timeout(15_000),
      });
      const body = await res.json().catch(() => ({}));
      if (res.ok && body.data?.id) {
        state.acknowledged++;
        state.ids.push(body.data.id);
      } else {
        state.failed++;
        state.failures.push({ n, status: res.status, at: new Date().toISOString() });
        if (res.status === 401) await signIn().catch(() => {});
      }
    } catch (error) {
      state.failed++;
      state.failures.push({ n, error: error.cause?.code ?? error.message, at: new Date().toISOString() });
    }
    save();
  };
  const loop = async () => {
    while (!stopping && Date.now() < deadline) {
      await write();
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
  };
  save();
  await Promise.all(Array.from({ length: LOOPS }, loop));
  save();
}

async function check(stateFile, databaseUrl) {
  const state = JSON.parse(readFileSync(stateFile, 'utf8'));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT id FROM saved_filters WHERE id = ANY($1::int[]) AND name LIKE $2', [
      state.ids,
      `prod-stack write ${state.runId} #%`,
    ]);
    const found = new Set(rows.map((r) => r.id));
    const missing = state.ids.filter((id) => !found.has(id));
    console.log(
      `writes: ${state.sent} sent, ${state.acknowledged} acknowledged (2xx), ${state.failed} failed; ` +
        `${found.size} of the ${state.acknowledged} acknowledged found in PostgreSQL, ${missing.length} lost` +
        (missing.length ? ` (ids ${missing.join(', ')})` : ''),
    );
    if (state.failures.length)
      console.log(
        `failed writes: ${state.failures.map((f) => `#${f.n} ${f.status ?? f.error} at ${f.at}`).join('; ')}`,
      );
    if (missing.length || state.acknowledged === 0) process.exitCode = 1;
  } finally {
    await client.end();
  }
}

if (mode === 'run' && args.length >= 4) await run(...args);
else if (mode === 'check' && args.length === 2) await check(...args);
else {
  console.error(
    'usage: writer.mjs run <api url> <state file> <email> <password> [max seconds] | check <state file> <database url>',
  );
  process.exit(2);
}

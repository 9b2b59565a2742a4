// `pnpm phones:rebuild`: sets every pad's `is_phonable` by the one phone rule (@pads/contracts/phone.ts) and says how
// many changed. Run it once on a database whose flags predate the rule (issue 39); afterwards every write that
// changes a pad's contacts keeps the flag, so a second run changes nothing. Same database as the API.
import { loadConfig } from '../config.js';
import { connect } from '../db/connect.js';
import { refreshAllPhonable } from '../domain/padPhonable.js';

const connection = await connect(loadConfig());
try {
  const started = Date.now();
  const { pads, changed } = await refreshAllPhonable(connection.db);
  console.log(`${pads} pads read in ${Date.now() - started} ms; ${changed} changed is_phonable.`);
} finally {
  await connection.close();
}

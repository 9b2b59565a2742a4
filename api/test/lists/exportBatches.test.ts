// The export reads its next batch while the current one is sent. A read that fails while a slow client
// holds the export must reach the export as an error, not crash the process as an unhandled rejection.
import type { Db } from '../../src/db/client.js';
import { exportBatches, parseListRequest, visibleExportColumns } from '../../src/lists/index.js';
import { padList } from '../../src/modules/pads/pads.list.js';
import { createTestContext, type TestContext } from '../context.js';
import { seedListFixture } from '../fixtures/lists.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedListFixture(ctx.db);
});
afterAll(() => ctx.close());

/** The real database for the first read; every later read fails as a dropped connection would. */
function failingAfterFirstRead(db: Db): Db {
  let reads = 0;
  const client = {
    query: (config: unknown) =>
      reads++ === 0
        ? db.$client.query(config as Parameters<Db['$client']['query']>[0])
        : Promise.reject(new Error('connection lost')),
  };
  return { ...db, $client: client } as unknown as Db;
}

test('a failed read ahead surfaces on the next batch, not as an unhandled rejection', async () => {
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', onUnhandled);
  try {
    const batches = exportBatches(
      failingAfterFirstRead(ctx.db),
      padList,
      parseListRequest(padList, {}),
      visibleExportColumns(padList),
      2,
    );
    const first = await batches.next();
    expect(first.done).toBe(false);
    expect(first.value).toHaveLength(2);
    // A slow client: the read ahead fails while nobody awaits it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(unhandled).toEqual([]);
    await expect(batches.next()).rejects.toThrow('connection lost');
  } finally {
    process.off('unhandledRejection', onUnhandled);
  }
});

import { createAreaRunner, type AreaOutcome } from './areaRunner';

/** A search whose answers the test releases by hand, recording what was asked and what was aborted. */
function fakeSearch() {
  const calls: { query: string; signal: AbortSignal; resolve: (answer: string) => void }[] = [];
  const run = (query: string, signal: AbortSignal) =>
    new Promise<string>((resolve) => calls.push({ query, signal, resolve }));
  return { calls, run };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test('one request in flight per area: the newest query typed meanwhile is sent after it, the others never', async () => {
  const { calls, run } = fakeSearch();
  const outcomes: AreaOutcome<string>[] = [];
  const runner = createAreaRunner(run, (o) => outcomes.push(o));
  runner.request('wat');
  runner.request('watt');
  runner.request('watti');
  expect(calls.map((c) => c.query)).toEqual(['wat']);
  calls[0]!.resolve('A');
  await settle();
  expect(calls.map((c) => c.query)).toEqual(['wat', 'watti']);
  calls[1]!.resolve('B');
  await settle();
  expect(outcomes).toEqual([
    { query: 'wat', answer: 'A' },
    { query: 'watti', answer: 'B' },
  ]);
});

test('asking again for the query in flight sends nothing more; a failure is reported as such', async () => {
  const outcomes: AreaOutcome<string>[] = [];
  let reject: (error: Error) => void = () => {};
  let calls = 0;
  const runner = createAreaRunner(
    () => new Promise<string>((_resolve, fail) => ((reject = fail), calls++)),
    (o) => outcomes.push(o),
  );
  runner.request('wat');
  runner.request('watt');
  runner.request('wat');
  reject(new Error('down'));
  await settle();
  expect(calls).toBe(1);
  expect(outcomes).toEqual([{ query: 'wat', error: new Error('down') }]);
});

test('stop aborts the request in flight, drops the waiting query and reports neither', async () => {
  const { calls, run } = fakeSearch();
  const outcomes: AreaOutcome<string>[] = [];
  const runner = createAreaRunner(run, (o) => outcomes.push(o));
  runner.request('wat');
  runner.request('watt');
  runner.stop();
  expect(calls[0]!.signal.aborted).toBe(true);
  calls[0]!.resolve('late');
  await settle();
  expect(outcomes).toEqual([]);
  expect(calls).toHaveLength(1);
  // The runner is usable again afterwards.
  runner.request('oak');
  expect(calls.map((c) => c.query)).toEqual(['wat', 'oak']);
});

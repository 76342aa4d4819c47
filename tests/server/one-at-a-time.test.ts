import type { GatewayDatabase } from '../../server/db';
import { oneAtATime } from '../../server/limits/one-at-a-time';

// The queue keeps nothing in the database: any object stands for one gateway's.
const db = () => ({}) as GatewayDatabase;

function deferred() {
  let resolve = (): void => undefined;
  let reject = (_error: Error): void => undefined;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

test('attempts sharing a name run one after another, in the order they came', async () => {
  const gateway = db();
  const order: string[] = [];
  const first = deferred();
  const a = oneAtATime(gateway, ['name:demo'], async () => (order.push('a starts'), await first.promise, order.push('a ends')));
  const b = oneAtATime(gateway, ['email:demo@example.com', 'name:demo'], async () => order.push('b runs'));
  await flush();
  expect(order).toEqual(['a starts']);
  first.resolve();
  await Promise.all([a, b]);
  expect(order).toEqual(['a starts', 'a ends', 'b runs']);
});

test('attempts on other names, or in another gateway, do not wait', async () => {
  const gateway = db();
  const held = deferred();
  const ran: string[] = [];
  void oneAtATime(gateway, ['name:demo'], () => held.promise);
  await Promise.all([
    oneAtATime(gateway, ['name:other'], async () => ran.push('other name')),
    oneAtATime(db(), ['name:demo'], async () => ran.push('other gateway')),
  ]);
  expect(ran).toEqual(['other name', 'other gateway']);
  held.resolve();
});

test('a failed attempt passes its error on and lets the next one run', async () => {
  const gateway = db();
  const failing = oneAtATime(gateway, ['name:demo'], async () => {
    throw new Error('wrong password');
  });
  const next = oneAtATime(gateway, ['name:demo'], async () => 'checked');
  await expect(failing).rejects.toThrow('wrong password');
  await expect(next).resolves.toBe('checked');
});

test('an attempt that waited runs at once when the one before it fails while it waits', async () => {
  const gateway = db();
  const first = deferred();
  const failing = oneAtATime(gateway, ['name:demo'], () => first.promise);
  const waiting = oneAtATime(gateway, ['name:demo'], async () => 'ran');
  first.reject(new Error('scrypt failed'));
  await expect(failing).rejects.toThrow('scrypt failed');
  await expect(waiting).resolves.toBe('ran');
});

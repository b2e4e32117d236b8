/** `npm run serve` as an operator runs it: the process npm starts is the server itself. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, makeCheckout, portOpen, run, waitForOutput, type Checkout } from './processes.ts';

let checkout: Checkout;
beforeAll(async () => {
  checkout = await makeCheckout();
  await checkout.writeDist('/');
});
afterAll(() => checkout.remove());

describe('npm run serve', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'stops the server when npm gets %s: the port is closed afterwards',
    async (signal) => {
      const port = await freePort();
      const serve = run('npm', ['run', 'serve'], checkout.dir, {
        PORT: String(port),
        PORTAL_DB: checkout.dbPath,
      });
      try {
        await waitForOutput(serve, `http://127.0.0.1:${port}`);
        const home = await fetch(`http://127.0.0.1:${port}/logistics/api/portal/home`);
        expect(home.status).toBe(200);

        serve.child.kill(signal);
        await serve.exited;
        // Give a left-behind server every chance to show itself.
        await new Promise((done) => setTimeout(done, 500));
        expect(await portOpen(port)).toBe(false);
      } finally {
        serve.killAll();
      }
    },
    90_000,
  );

  it.each([
    ['unset', undefined, false],
    ['0', '0', false],
    ['1', '1', true],
  ])(
    'runs demo mode only when asked for: PORTAL_DEMO %s',
    async (_name, value, demo) => {
      const port = await freePort();
      const env: Record<string, string> = { PORT: String(port), PORTAL_DB: checkout.dbPath };
      if (value !== undefined) env['PORTAL_DEMO'] = value;
      const serve = run('npm', ['run', 'serve'], checkout.dir, env, ['PORTAL_DEMO']);
      try {
        await waitForOutput(serve, `http://127.0.0.1:${port}`);
        const api = `http://127.0.0.1:${port}/logistics/api`;
        const info = (await (await fetch(`${api}/site/info`)).json()) as { data: { demo: boolean } };
        expect(info.data.demo).toBe(demo);
        const outbox = await fetch(`${api}/dev/outbox?mobile=13800138000`);
        expect(outbox.status).toBe(demo ? 200 : 404);
        expect(((await outbox.json()) as { errorCode: number }).errorCode).toBe(demo ? 0 : 10404);
      } finally {
        serve.killAll();
      }
    },
    90_000,
  );
});

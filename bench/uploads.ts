/**
 * `npm run bench:uploads`: how long a 5 MB photo takes to be stored (`POST /files`: read, decoded,
 * re-encoded, its metadata dropped, written to the store), alone and twenty at a time, and whether the
 * image work keeps the pages' reads within their aim while it runs (issue "Who is on the other side",
 * Speed: stored within 1 s; reads p99 < 25 ms at 50 connections while 20 uploads run).
 *
 *   npm run bench:uploads                # the demo database, 10 s per read phase
 *   BENCH_SECONDS=20 npm run bench:uploads
 *
 * The server runs with its settings except the per-account quota of files, raised so that the
 * uploads of a run are never refused for it: the run measures speed, not the quota. Prints the
 * figures and writes bench/out/uploads.json; the load average beside each line says how busy the
 * shared machine was.
 */
import { fork, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { freePort } from '../deploy/free-port.ts';
import { uploadOnce } from './upload-once.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const ALONE = 10;
const AT_ONCE = 20;
/** The aims the issue names. */
const STORED_WITHIN_MS = 1000;
const READ_P99_MS = 25;

/** A camera-like JPEG of about 5 MB: noise compresses as badly as a photo's detail does. */
async function photo(): Promise<Buffer> {
  const image = await sharp({
    create: {
      width: 3000,
      height: 2250,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 93 })
    .toBuffer();
  return image;
}

async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(`${url}/logistics/api/circles`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server at ${url} did not start; run "node server/main.ts" by hand to see why.`);
}

async function login(url: string): Promise<string> {
  const answer = await fetch(`${url}/logistics/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'demo', password: 'demo123456' }),
  });
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

const percentile = (values: number[], share: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!);
};

const load = (): number => Number(loadavg()[0]!.toFixed(2));

/** The reads a visitor's pages make most, at 50 connections for SECONDS: p99 and requests a second. */
async function reads(url: string) {
  const result = await autocannon({
    url: `${url}/logistics/api/portal/home`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [{ path: '/logistics/api/portal/home' }, { path: '/logistics/api/logistics-info?kind=cargo' }],
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    loadAverage: load(),
  };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-uploads-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof': where the server's time goes.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = spawn(process.execPath, [...nodeArgs, 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PORTAL_DEMO: '1',
      PORTAL_DB: join(dir, 'uploads.db'),
      PORTAL_CREATE_DB: '1',
      PORTAL_UPLOAD_QUOTA: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForServer(url);
    const token = await login(url);
    const bytes = await photo();
    console.log(`A ${(bytes.length / 1024 / 1024).toFixed(1)} MB JPEG, 3000 × 2250 pixels`);
    await uploadOnce(url, token, bytes); // the image library's first call loads it: not measured

    const alone: number[] = [];
    for (let i = 0; i < ALONE; i += 1) alone.push(await uploadOnce(url, token, bytes));
    const aloneLine = { median: percentile(alone, 0.5), max: Math.round(Math.max(...alone)), load: load() };
    console.log(
      `one at a time (${ALONE}):        median ${aloneLine.median} ms, slowest ${aloneLine.max} ms  ${aloneLine.max < STORED_WITHIN_MS ? 'within 1 s' : 'OVER 1 s'}  load ${aloneLine.load}`,
    );

    const quiet = await reads(url);
    console.log(
      `reads alone:                  ${quiet.requestsPerSecond} req/s  p99 ${quiet.p99Ms} ms  ${quiet.p99Ms < READ_P99_MS ? 'within target' : 'OVER TARGET'}  load ${quiet.loadAverage}`,
    );

    // Twenty people uploading at once, each the next photo as soon as the last is stored, while the
    // reads run: from a process of their own (upload-senders.ts), as other people's browsers would.
    const photoPath = join(dir, 'photo.jpg');
    writeFileSync(photoPath, bytes);
    const senders = fork(new URL('./upload-senders.ts', import.meta.url), [
      url,
      token,
      photoPath,
      String(AT_ONCE),
    ]);
    const message = (): Promise<unknown> => new Promise((resolve) => senders.once('message', resolve));
    await message();
    const busy = await reads(url);
    const sent = message();
    senders.send('stop');
    const during = (await sent) as number[];
    console.log(
      `reads with ${AT_ONCE} uploads at once:  ${busy.requestsPerSecond} req/s  p99 ${busy.p99Ms} ms  ${busy.p99Ms < READ_P99_MS ? 'within target' : 'OVER TARGET'}  load ${busy.loadAverage}`,
    );
    const atOnce = { count: during.length, median: percentile(during, 0.5), p99: percentile(during, 0.99) };
    console.log(
      `the uploads meanwhile (${atOnce.count}):    median ${atOnce.median} ms, p99 ${atOnce.p99} ms`,
    );

    if (!existsSync('bench/out')) mkdirSync('bench/out', { recursive: true });
    writeFileSync(
      'bench/out/uploads.json',
      JSON.stringify(
        {
          at: new Date().toISOString(),
          bytes: bytes.length,
          seconds: SECONDS,
          alone: aloneLine,
          quiet,
          busy,
          atOnce,
        },
        null,
        2,
      ),
    );
  } finally {
    server.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();

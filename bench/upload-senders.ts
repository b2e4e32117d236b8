/**
 * The twenty people uploading at once in `npm run bench:uploads`, in a process of their own: sending
 * 5 MB bodies from the load generator's process delayed its reading of the answers it times, so
 * its p99 counted the bench's own event loop as the server's. Started with the server's URL, a token
 * and the photo's path; uploads until the parent says `stop`, then sends the times (ms) and exits.
 */
import { readFileSync } from 'node:fs';
import { uploadOnce } from './upload-once.ts';

const [url, token, photoPath, atOnce] = process.argv.slice(2) as [string, string, string, string];
const bytes = readFileSync(photoPath);
const times: number[] = [];
let running = true;
process.on('message', (message) => {
  if (message === 'stop') running = false;
});
const sender = async () => {
  while (running) times.push(await uploadOnce(url, token, bytes));
};
process.send?.('started');
await Promise.all(Array.from({ length: Number(atOnce) }, sender));
process.send?.(times, () => process.exit(0));

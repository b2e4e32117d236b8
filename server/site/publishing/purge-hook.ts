/**
 * After a publish: a manifest of what changed, kept as a file, and the purge hook
 * (PORTAL_PUBLISH_HOOK) told about it, so a CDN drops exactly those URLs.
 * - a URL (`http://…`, `https://…`): the manifest is POSTed to it as JSON; any 2xx answer is success;
 * - anything else is a shell command, run with the manifest's path in PORTAL_PUBLISH_MANIFEST and the
 *   manifest on its standard input; exit code 0 is success.
 * The hook runs once the files are live; a hook that fails or takes longer than its timeout is
 * reported (the log, the manifest's `hook` field) but does not undo the publish.
 */
import { spawn } from 'node:child_process';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ContentChange } from '../site-publisher.ts';

/** What a manifest is about: an editorial publish, or a batch of user-content pages (numbered per node). */
export type ManifestChange = ContentChange | { kind: 'user-content'; id: number; action: 'render' };

export interface PublishManifest {
  change: ManifestChange;
  /** Site URLs (with the base) whose answer changed: pages rewritten or removed. */
  changedUrls: string[];
  /** Files of `dist/` written or removed, relative to it. */
  written: string[];
  removed: string[];
  liveAt: string;
  /** How the purge hook went; absent without a hook. */
  hook?: { ok: boolean; detail: string };
}

export interface HookOutcome {
  ok: boolean;
  detail: string;
}

function runCommand(command: string, manifestPath: string, body: string, timeoutMs: number) {
  return new Promise<HookOutcome>((resolve) => {
    const child = spawn('/bin/sh', ['-c', command], {
      env: { ...process.env, PORTAL_PUBLISH_MANIFEST: manifestPath },
      stdio: ['pipe', 'inherit', 'inherit'],
    });
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    child.stdin.on('error', () => undefined);
    child.stdin.end(body);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ ok: false, detail: error.message });
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (signal) resolve({ ok: false, detail: `stopped by ${signal} after ${timeoutMs} ms at most` });
      else resolve({ ok: code === 0, detail: `exit code ${code}` });
    });
  });
}

async function postTo(url: string, body: string, timeoutMs: number): Promise<HookOutcome> {
  try {
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    await answer.body?.cancel();
    return { ok: answer.ok, detail: `HTTP ${answer.status}` };
  } catch (error) {
    return { ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
}

export interface ManifestOptions {
  /** Folder of the manifests (PORTAL_PUBLISH_DIR/manifests). */
  dir: string;
  /** Manifests kept; older ones are removed (PORTAL_PUBLISH_MANIFESTS). */
  keep: number;
  /** The purge hook, or undefined (PORTAL_PUBLISH_HOOK). */
  hook: string | undefined;
  /** PORTAL_PUBLISH_HOOK_TIMEOUT, in milliseconds. */
  hookTimeoutMs: number;
}

/** Writes the manifest, runs the hook, records how it went; returns the manifest's path. */
export async function recordPublish(manifest: PublishManifest, options: ManifestOptions): Promise<string> {
  await mkdir(options.dir, { recursive: true });
  const name = `${manifest.liveAt.replace(/[:.]/g, '-')}-${manifest.change.kind}-${manifest.change.id}-${manifest.change.action}.json`;
  const path = join(options.dir, name);
  const text = (value: PublishManifest) => `${JSON.stringify(value, null, 2)}\n`;
  await writeFile(path, text(manifest));
  if (options.hook) {
    const body = text(manifest);
    const outcome = /^https?:\/\//i.test(options.hook)
      ? await postTo(options.hook, body, options.hookTimeoutMs)
      : await runCommand(options.hook, path, body, options.hookTimeoutMs);
    if (!outcome.ok)
      console.error(`[publish] 清除 CDN 缓存的钩子失败 / purge hook failed (${outcome.detail}): ${path}`);
    await writeFile(path, text({ ...manifest, hook: outcome }));
  }
  const names = (await readdir(options.dir)).filter((file) => file.endsWith('.json')).sort();
  for (const old of names.slice(0, Math.max(0, names.length - options.keep)))
    await rm(join(options.dir, old), { force: true });
  return path;
}

/**
 * Background work in a child process at a lower CPU priority than the server's (docs/decisions.md,
 * "Renders yield to the API", "Uploads yield to the reads"): the kernel gives the core to the server's
 * thread first, and the child all of a core nobody else wants. A worker thread cannot be given a
 * priority of its own: Node offers no way to name one to the kernel.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { getPriority, setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';

/**
 * Starts `module` as a child process `niceness` above the server's own (at most 19), talking by
 * structured clone as between threads (`serialization: 'advanced'`: bytes travel as a Uint8Array).
 * Its priority is set before the caller sends it anything, so the threads it starts for that work
 * (libuv's, libvips') inherit it.
 */
export function forkBelowServer(
  module: URL,
  niceness: number,
  env: NodeJS.ProcessEnv,
  what: string,
): ChildProcess {
  const child = fork(fileURLToPath(module), [], {
    env,
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    if (child.pid !== undefined) setPriority(child.pid, Math.min(19, getPriority() + niceness));
  } catch (error) {
    console.warn(`${what} keeps the server's priority: ${String(error)}`);
  }
  return child;
}

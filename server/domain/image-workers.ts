/**
 * Uploads worked on beside the server (image-worker.ts): in child processes at a lower CPU priority
 * (`PORTAL_IMAGE_NICENESS`), at most PORTAL_IMAGE_CONCURRENCY at once (default 1, each image on one
 * libvips thread), the rest waiting their turn, first come first served, so that twenty uploads at
 * once leave the server's thread the core whenever it wants it (docs/decisions.md, "Uploads yield to
 * the reads"). The processes start with the first upload and do not keep the server alive; one that
 * stops is replaced, failing only the upload it was working on, with a message saying so.
 */
import type { ChildProcess } from 'node:child_process';
import { forkBelowServer } from './background-process.ts';
import { ApiError } from './errors.ts';
import type { CleanImage, ImageLimits } from './image-intake.ts';
import type { ImageJob, ImageReply } from './image-worker.ts';

/** The answer to an upload whose process stopped under it (a crash, or killed): nothing was stored. */
export const STOPPED = '图片处理意外中断，本次上传未保存；请重新上传';

export class ImageWorkers {
  readonly #concurrency: number;
  readonly #niceness: number;
  readonly #idle: ChildProcess[] = [];
  readonly #busy = new Set<ChildProcess>();
  readonly #waiting: ((worker: ChildProcess) => void)[] = [];

  /** `niceness`: the processes' above the server's (PORTAL_IMAGE_NICENESS). */
  constructor(concurrency: number, niceness: number) {
    this.#concurrency = concurrency;
    this.#niceness = niceness;
  }

  /** The ids of the processes started and not stopped. */
  get pids(): number[] {
    return [...this.#idle, ...this.#busy].flatMap((worker) => (worker.pid === undefined ? [] : [worker.pid]));
  }

  /**
   * The clean image of the multipart `body` (its field `file`), or the refusal: 10001 for a body
   * without a whole form or its field, 10750 as image-intake.ts says, 500 when the process stopped.
   */
  async intake(body: ArrayBuffer, contentType: string, limits: ImageLimits): Promise<CleanImage> {
    const worker = await this.#take();
    let reply: ImageReply;
    try {
      reply = await ask(worker, { body, contentType, limits });
    } catch (error) {
      this.#busy.delete(worker);
      console.error(`[uploads] ${String(error)}; the upload was refused, nothing stored`);
      if (this.#waiting.length > 0) this.#giveBack(this.#start());
      throw new ApiError(500, STOPPED, 500);
    }
    this.#giveBack(worker);
    if (!reply.ok) throw new ApiError(reply.code, reply.message, reply.status);
    return reply.image;
  }

  /** Stops the idle processes (a busy one is stopped when its upload is done and nobody waits). */
  async close(): Promise<void> {
    await Promise.all(this.#idle.splice(0).map(stop));
  }

  #start(): ChildProcess {
    const worker = forkBelowServer(
      new URL('./image-worker.ts', import.meta.url),
      this.#niceness,
      process.env,
      '[uploads] the image process',
    );
    worker.unref();
    worker.channel?.unref();
    this.#busy.add(worker);
    return worker;
  }

  async #take(): Promise<ChildProcess> {
    const free = this.#idle.pop();
    if (free) {
      this.#busy.add(free);
      return free;
    }
    if (this.#busy.size < this.#concurrency) return this.#start();
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  #giveBack(worker: ChildProcess): void {
    const next = this.#waiting.shift();
    if (next) next(worker);
    else {
      this.#busy.delete(worker);
      this.#idle.push(worker);
    }
  }
}

/** Sends the job and waits for its reply, holding the server open meanwhile; rejects if the process stops. */
function ask(worker: ChildProcess, job: ImageJob): Promise<ImageReply> {
  return new Promise<ImageReply>((resolve, reject) => {
    const settle = () => {
      worker.off('exit', onExit);
      worker.off('message', onMessage);
    };
    const onExit = (code: number | null, signal: string | null) => {
      settle();
      reject(new Error(`the image process stopped (exit code ${code ?? signal})`));
    };
    const onMessage = (reply: ImageReply) => {
      settle();
      resolve(reply);
    };
    worker.once('exit', onExit);
    worker.once('message', onMessage);
    worker.channel?.ref();
    // A process already gone refuses the message here rather than by an unhandled 'error' event.
    worker.send(job, (error) => {
      if (!error) return;
      settle();
      reject(error);
    });
  }).finally(() => worker.channel?.unref());
}

function stop(worker: ChildProcess): Promise<void> {
  if (worker.exitCode !== null || worker.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    worker.once('exit', () => resolve());
    worker.kill();
  });
}

let shared: ImageWorkers | null = null;

/** The server's image processes, made with the first upload's settings. */
export function imageWorkers(concurrency: number, niceness: number): ImageWorkers {
  shared ??= new ImageWorkers(concurrency, niceness);
  return shared;
}

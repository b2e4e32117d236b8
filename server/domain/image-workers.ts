/**
 * Uploads worked on beside the server's thread (image-worker.ts): at most PORTAL_IMAGE_CONCURRENCY
 * at once (default 1, each image on one libvips thread), the rest waiting their turn, first come first
 * served, so that twenty uploads at once leave a core and the event loop to the requests beside them.
 * The threads start with the first upload and do not keep the process alive; one that stops is
 * replaced, failing only the upload it was working on.
 */
import { Worker } from 'node:worker_threads';
import { ApiError } from './errors.ts';
import type { CleanImage, ImageLimits } from './image-intake.ts';
import type { ImageJob, ImageReply } from './image-worker.ts';

export class ImageWorkers {
  readonly #concurrency: number;
  readonly #idle: Worker[] = [];
  readonly #waiting: ((worker: Worker) => void)[] = [];
  #started = 0;

  constructor(concurrency: number) {
    this.#concurrency = concurrency;
  }

  /** Threads started and not stopped. */
  get threads(): number {
    return this.#started;
  }

  /**
   * The clean image of the multipart `body` (its field `file`), or the refusal: 10001 for a body
   * without a whole form or its field, 10750 as image-intake.ts says. `body` is moved to the worker.
   */
  async intake(body: ArrayBuffer, contentType: string, limits: ImageLimits): Promise<CleanImage> {
    const worker = await this.#take();
    let reply: ImageReply;
    try {
      reply = await ask(worker, { body, contentType, limits });
    } catch (error) {
      this.#started -= 1;
      if (this.#waiting.length > 0) this.#giveBack(this.#start());
      throw error;
    }
    this.#giveBack(worker);
    if (!reply.ok) throw new ApiError(reply.code, reply.message, reply.status);
    return reply.image;
  }

  /** Stops the idle threads (a busy one is stopped when its upload is done and nobody waits). */
  async close(): Promise<void> {
    await Promise.all(this.#idle.splice(0).map((worker) => worker.terminate()));
    this.#started = 0;
  }

  #start(): Worker {
    const worker = new Worker(new URL('./image-worker.ts', import.meta.url));
    worker.unref();
    this.#started += 1;
    return worker;
  }

  async #take(): Promise<Worker> {
    const free = this.#idle.pop();
    if (free) return free;
    if (this.#started < this.#concurrency) return this.#start();
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  #giveBack(worker: Worker): void {
    const next = this.#waiting.shift();
    if (next) next(worker);
    else this.#idle.push(worker);
  }
}

function ask(worker: Worker, job: ImageJob): Promise<ImageReply> {
  return new Promise((resolve, reject) => {
    let failure: Error | null = null;
    const onError = (error: Error) => {
      failure = error;
    };
    const onExit = (code: number) => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      reject(failure ?? new Error(`the image worker stopped (exit code ${code})`));
    };
    const onMessage = (reply: ImageReply) => {
      worker.off('exit', onExit);
      worker.off('error', onError);
      resolve(reply);
    };
    worker.on('error', onError);
    worker.once('exit', onExit);
    worker.once('message', onMessage);
    worker.postMessage(job, [job.body]);
  });
}

let shared: ImageWorkers | null = null;

/** The server's threads, made with the first upload's settings. */
export function imageWorkers(concurrency: number): ImageWorkers {
  shared ??= new ImageWorkers(concurrency);
  return shared;
}

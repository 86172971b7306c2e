/**
 * The page's side of a computer player that thinks in a Web Worker, for both games' bot clients
 * (components/hexone-board/bot-client.ts, components/hexadominos-board/bot-client.ts): numbered requests,
 * one worker per client (boards on one page never wait for each other), and the same answer on the main
 * thread when the worker cannot help.
 *
 * Nothing here rejects or throws to the page. Where workers are missing (or the worker fails to load,
 * errors, or stays silent too long) the question is answered on the main thread instead, after yielding
 * once so the page can paint. A disposed client stops its worker and answers `none` from then on.
 *
 * Each game starts its own worker in its own module (`start`): bundlers (Vite, the standalone build) find
 * the worker file by the literal `new Worker(new URL('…', import.meta.url))` there.
 */

export interface WorkerClientSetup<Question extends object, Answer> {
  /** Starts the worker (throws where workers are missing). */
  start(): Worker;
  /** The answer carried by one of the worker's messages (already matched to its request by `id`). */
  read(message: { id: number }): Answer;
  /** The same answer worked out on the main thread (may throw: the client answers `none` then). */
  onMainThread(question: Question): Answer | Promise<Answer>;
  /** What a disposed client, or a failed fallback, answers. */
  none: Answer;
  /** A worker that has not answered by then is given up on for this question (ms). */
  timeoutMs: number;
}

export interface WorkerClient<Question, Answer> {
  /** The answer to `question` (posted to the worker as `{ id, ...question }`). */
  ask(question: Question): Promise<Answer>;
  /** Stops the worker; pending and later questions answer `none`. */
  dispose(): void;
}

interface Pending<Question, Answer> {
  question: Question;
  resolve: (answer: Answer) => void;
  timer: ReturnType<typeof setTimeout>;
}

export function createWorkerClient<Question extends object, Answer>(setup: WorkerClientSetup<Question, Answer>): WorkerClient<Question, Answer> {
  // undefined: not started yet; null: unavailable, think on the main thread.
  let worker: Worker | null | undefined;
  let nextId = 1;
  let disposed = false;
  const pending = new Map<number, Pending<Question, Answer>>();

  function startWorker(): Worker | null {
    if (worker !== undefined) return worker;
    try {
      worker = setup.start();
    } catch {
      worker = null;
      return null;
    }
    worker.onmessage = (event: MessageEvent<{ id: number }>) => {
      const answer = event.data;
      const waiting = pending.get(answer?.id);
      if (!waiting) return;
      pending.delete(answer.id);
      clearTimeout(waiting.timer);
      waiting.resolve(setup.read(answer));
    };
    worker.onerror = (event) => {
      event.preventDefault(); // handled here: not reported as an uncaught page error
      giveUpOnWorker();
    };
    worker.onmessageerror = () => giveUpOnWorker();
    return worker;
  }

  /** Drops the worker for good and answers everything it still owed from the main thread. */
  function giveUpOnWorker(): void {
    worker?.terminate();
    worker = null;
    const owed = [...pending.values()];
    pending.clear();
    for (const p of owed) {
      clearTimeout(p.timer);
      void onMainThread(p.question).then(p.resolve);
    }
  }

  async function onMainThread(question: Question): Promise<Answer> {
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (disposed) return setup.none;
    try {
      return await setup.onMainThread(question);
    } catch {
      return setup.none;
    }
  }

  return {
    ask(question) {
      if (disposed) return Promise.resolve(setup.none);
      const id = nextId++;
      const w = startWorker();
      if (!w) return onMainThread(question);
      return new Promise<Answer>((resolve) => {
        const timer = setTimeout(() => {
          if (pending.delete(id)) void onMainThread(question).then(resolve);
        }, setup.timeoutMs);
        pending.set(id, { question, resolve, timer });
        try {
          w.postMessage({ id, ...question });
        } catch {
          // The question could not be cloned (not plain data): think here instead.
          pending.delete(id);
          clearTimeout(timer);
          void onMainThread(question).then(resolve);
        }
      });
    },
    dispose() {
      disposed = true;
      worker?.terminate();
      worker = null;
      for (const p of pending.values()) {
        clearTimeout(p.timer);
        p.resolve(setup.none);
      }
      pending.clear();
    },
  };
}

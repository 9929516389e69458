/**
 * Work done after the answer is sent, so that the answer's timing does not depend on it: e.g. the
 * activation and reset mails, whose sending would otherwise tell whether an e-mail has an account.
 * Failures are logged, never thrown; `idle()` waits for what is running (app close, tests).
 */

/** The logger part a task failure needs (fastify's `app.log` fits). */
export interface TaskLogger {
  error(details: object, message: string): void;
}

export interface BackgroundTasks {
  /** Starts `task` now without waiting for it. */
  run(name: string, task: () => Promise<unknown>): void;
  /** Resolves once every task started so far (and those they start) has settled. */
  idle(): Promise<void>;
}

/**
 * @example app.background.run('reset mail', () => mailer.send(mail));
 */
export function createBackgroundTasks(log: TaskLogger): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(name, task) {
      const done: Promise<void> = Promise.resolve()
        .then(task)
        .then(
          () => undefined,
          (err: unknown) => log.error({ err, task: name }, 'background task failed'),
        )
        .finally(() => running.delete(done));
      running.add(done);
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}

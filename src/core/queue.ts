/**
 * WooCommerce's queue: add and remove requests share one FIFO and run strictly one after another,
 * never in parallel. A failed task never blocks the ones behind it.
 */
export function createQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  let pending = 0;
  return {
    get pending() {
      return pending;
    },
    run<T>(task: () => Promise<T>): Promise<T> {
      pending++;
      const result = tail.then(task);
      tail = result.then(
        () => void pending--,
        () => void pending--,
      );
      return result;
    },
  };
}

export const shopQueue = createQueue();

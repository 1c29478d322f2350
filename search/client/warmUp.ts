/** A warm-up step takes 1–15 ms: start one only with this much of an idle period left. */
const MIN_IDLE_MS = 15;

/**
 * Takes the engine's warm-up steps (`warmingUp`, protocol/warmUp.ts) in the page's idle periods, which
 * come once an answer is shown and between keystrokes: while an idle period has time left, never
 * in the way of input. Resolves when the warm-up is over.
 */
export function warmUpWhenIdle(steps: Iterator<void, void>): Promise<void> {
  return new Promise((resolve) => {
    // Safari has no requestIdleCallback: a step every 50 ms instead.
    if (typeof requestIdleCallback !== 'function') {
      const step = () => {
        if (steps.next().done) resolve();
        else setTimeout(step, 50);
      };
      setTimeout(step, 50);
      return;
    }
    const run = (deadline: IdleDeadline) => {
      do {
        if (steps.next().done) {
          resolve();
          return;
        }
      } while (deadline.timeRemaining() > MIN_IDLE_MS);
      requestIdleCallback(run);
    };
    requestIdleCallback(run);
  });
}

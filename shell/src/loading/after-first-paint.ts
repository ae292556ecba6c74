/** Longest wait for a frame: a page opened in a background tab gets no frames until it is shown. */
const FRAME_WAIT_MS = 100;

/**
 * Runs `start` once the browser has painted the document as the HTML left it. On a fast
 * connection main.js arrives before the first paint, and starting the app at once would make the
 * prerendered first paint wait for it; one frame is all this costs. On a slow connection the paint
 * has long happened and `start` runs on the next frame.
 */
export function afterFirstPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  // The callback of the frame runs before its paint; the task it queues runs after.
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, FRAME_WAIT_MS);
}

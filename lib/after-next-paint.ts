/**
 * Runs `task` once the browser has painted the next frame, and returns what cancels it. A press or
 * a key is shown in a frame of its own first (the switch moved, the letter in the box); what then
 * restyles or lays out much of the page follows in the next one. Interaction to Next Paint counts
 * the time to that first frame, and on a slow phone a press no longer waits behind the whole page.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The frame's callback runs before it is painted; the task after it, once it has been.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

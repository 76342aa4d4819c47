type FrameCallback = (time: number) => void;

export interface AnimationFrames {
  /**
   * Takes the next `frames` animation frames for a heavy draw (the chart's canvas). Call it just before the change
   * that makes the drawer ask for its frame. Claims that overlap take the longer of the two.
   */
  claim(frames: number): void;
  /** Runs `callback` in the next animation frame nobody claimed. Returns what cancels it. */
  nextFree(callback: () => void): () => void;
}

/**
 * Keeps two kinds of work out of one frame. All the animation-frame callbacks of a frame run in one task with its
 * style, layout and paint, so the market's render and the chart's canvas redraw in the same frame make one long task
 * on a slow phone though each alone is short. A claimed frame is the drawer's; the market's render waits.
 *
 * A frame's callbacks run in the order they were asked for, and all are given the frame's time. A callback that runs
 * before the claim's own in a claimed frame sees the claim waiting; one after it sees the frame's time recorded. The
 * frame's time cannot tell when a claim was made: a busy page begins a frame late, and callbacks asked for after its
 * time still run in it. So a claim is made from a task of its own or from the market's own frame callback (as the
 * chart's are), never from another frame callback that runs ahead of the market's.
 */
export function createAnimationFrames(
  request: (callback: FrameCallback) => number = (callback) => requestAnimationFrame(callback),
  cancel: (id: number) => void = (id) => cancelAnimationFrame(id),
): AnimationFrames {
  let framesLeft = 0;
  let claimWaiting = false;
  let claimedFrame: number | null = null;

  const onClaimedFrame = (time: number) => {
    claimedFrame = time;
    framesLeft -= 1;
    if (framesLeft > 0) request(onClaimedFrame);
    else claimWaiting = false;
  };

  return {
    claim(frames) {
      framesLeft = Math.max(framesLeft, frames);
      if (claimWaiting || framesLeft <= 0) return;
      claimWaiting = true;
      request(onClaimedFrame);
    },
    nextFree(callback) {
      let id = 0;
      const run = (time: number) => {
        if (claimWaiting || time === claimedFrame) {
          id = request(run);
          return;
        }
        callback();
      };
      id = request(run);
      return () => cancel(id);
    },
  };
}

/** The page's one schedule of frames, shared by the market's render and the chart. */
export const animationFrames: AnimationFrames = createAnimationFrames();

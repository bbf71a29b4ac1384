import { startTransition, useEffect, useState } from 'react';

let markPainted: () => void = () => undefined;
const painted = new Promise<void>((resolve) => (markPainted = resolve));
let isMarked = false;
let hasPainted = false;

/**
 * Called from an effect of what a screen shows first: once the browser has shown that commit, what waits on
 * `afterFirstPaint` starts. Two frames: on a slow phone the first frame's paint is still being presented when its
 * next task runs. Only the first call counts.
 */
export function screenCommitted() {
  if (isMarked) return;
  isMarked = true;
  requestAnimationFrame(() =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        hasPainted = true;
        markPainted();
      }, 0),
    ),
  );
}

/**
 * Resolves once the first screen has painted: what can wait (the home's blocks, their copy) asks for nothing before
 * then, so that the screen's largest text paints without sharing the phone's network and main thread with it.
 * Lighthouse counts every request started before that paint as part of it (issue 41).
 */
export const afterFirstPaint = () => painted;

/**
 * False until the first screen has painted; the calling component's commit counts as that screen's, so it never
 * waits on a screen that does not say. Later screens get true at once.
 */
export function useAfterFirstPaint(): boolean {
  const [isPainted, setIsPainted] = useState(hasPainted);
  useEffect(() => {
    if (isPainted) return;
    let isMounted = true;
    screenCommitted();
    // As a transition: what comes in (the home's blocks) renders in slices, never one long task on a phone.
    void painted.then(() => isMounted && startTransition(() => setIsPainted(true)));
    return () => {
      isMounted = false;
    };
  }, [isPainted]);
  return isPainted;
}

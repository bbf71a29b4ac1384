import { useCallback, useEffect, useRef } from 'react';

/** How close to the end the reader must be for the page to follow an answer as it grows. */
const followWithinPx = 160;
/** Air between the answer's last line (its sources, the flag) and the question box. */
const gapPx = 12;

/**
 * The height the sticky question box takes at the bottom of the viewport, with its offset from the bottom (the
 * phone's tab bar) and a gap: what scrolling to the end must clear, or the newest lines sit under the box.
 */
export function roomUnder(composer: HTMLElement | null): number {
  if (!composer) return 0;
  const bottom = Number.parseFloat(getComputedStyle(composer).bottom);
  return composer.offsetHeight + (Number.isFinite(bottom) ? bottom : 0) + gapPx;
}

const distanceFromEnd = () => document.documentElement.scrollHeight - (window.scrollY + window.innerHeight);

/**
 * Keeps the newest answer in sight above the sticky question box (issue 38: a new answer landed under it, its
 * sources hidden): a new question always scrolls to the end; the answer's sources, its words and the answer as
 * kept pull the page along only while the reader is at the end, so scrolling back up to read is never fought.
 * `endRef` marks the end of the conversation, `composerRef` the sticky box.
 */
export function useFollowAnswer({
  exchangeCount,
  pendingText,
  pendingCitations,
  lastAnswerId,
}: {
  exchangeCount: number;
  pendingText: string | undefined;
  pendingCitations: number;
  lastAnswerId: string | null;
}) {
  const endRef = useRef<HTMLDivElement>(null);
  const composerRef = useRef<HTMLDivElement>(null);
  const isFollowing = useRef(true);

  const reveal = useCallback(() => {
    const end = endRef.current;
    if (!end) return;
    end.style.scrollMarginBottom = `${roomUnder(composerRef.current)}px`;
    end.scrollIntoView?.({ block: 'end' });
  }, []);

  useEffect(() => {
    const onScroll = () => {
      isFollowing.current = distanceFromEnd() < followWithinPx;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    isFollowing.current = true;
    reveal();
  }, [exchangeCount, reveal]);

  useEffect(() => {
    if (isFollowing.current) reveal();
  }, [pendingText, pendingCitations, lastAnswerId, reveal]);

  return { endRef, composerRef };
}

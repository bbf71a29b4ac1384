import { Suspense, type ComponentType } from 'react';
import { TileSkeleton } from '../../../components/ui/home-tile';
import { useAfterFirstPaint } from '../../../lib/first-paint';

/** A block's place while its feature's words arrive: the card's shape, so nothing moves when it fills in. */
function TileFallback() {
  return (
    <div className="min-h-36 rounded-card bg-white p-4 shadow-card ring-1 ring-ink-100 sm:p-5">
      <TileSkeleton />
    </div>
  );
}

/**
 * The day's blocks, two or three abreast on wider screens; each waits for its own copy and data, never the page. Their
 * code is asked for once the home has painted (the welcome first, decision 049): a block's code fetched during the
 * first render would share the phone's network with the welcome it sits under.
 */
export function HomeTiles({ tiles, label }: { tiles: readonly ComponentType[]; label: string }) {
  const isPainted = useAfterFirstPaint();

  if (tiles.length === 0) return null;
  return (
    <section aria-label={label} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {tiles.map((Tile, index) =>
        isPainted ? (
          <Suspense key={index} fallback={<TileFallback />}>
            <Tile />
          </Suspense>
        ) : (
          <TileFallback key={index} />
        ),
      )}
    </section>
  );
}

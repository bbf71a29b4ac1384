import { Suspense, type ComponentType } from 'react';
import { TileSkeleton } from '../../../components/ui/home-tile';

/** A block's place while its feature's words arrive: the card's shape, so nothing moves when it fills in. */
function TileFallback() {
  return (
    <div className="min-h-36 rounded-card bg-white p-4 shadow-card ring-1 ring-ink-100 sm:p-5">
      <TileSkeleton />
    </div>
  );
}

/** The day's blocks, two or three abreast on wider screens; each waits for its own copy and data, never the page. */
export function HomeTiles({ tiles, label }: { tiles: readonly ComponentType[]; label: string }) {
  if (tiles.length === 0) return null;
  return (
    <section aria-label={label} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {tiles.map((Tile, index) => (
        <Suspense key={index} fallback={<TileFallback />}>
          <Tile />
        </Suspense>
      ))}
    </section>
  );
}

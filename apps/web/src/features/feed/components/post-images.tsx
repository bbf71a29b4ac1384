import { languageInfo, type PostImage, type ResolvedText } from '@vitalia/contracts';
import { cx } from '../../../components/ui/cx';

/** "Title (2/4)": the title names the images, their place tells them apart. */
const altOf = (title: string, index: number, total: number) =>
  total > 1 ? `${title} (${index + 1}/${total})` : title;

/**
 * Up to four images: one at its own proportions, more in a square grid (the first of three across the top). Width and
 * height are given, so nothing below moves when they arrive; they load only when scrolled near.
 */
export function PostImages({ images, title }: { images: readonly PostImage[]; title: ResolvedText }) {
  if (images.length === 0) return null;
  const [only] = images;
  if (images.length === 1 && only) {
    return (
      <img
        src={only.url}
        width={only.width}
        height={only.height}
        alt={title.text}
        lang={title.language}
        dir={languageInfo[title.language].dir}
        loading="lazy"
        decoding="async"
        className="h-auto w-full rounded-xl bg-ink-100 object-cover"
      />
    );
  }
  return (
    <div className="grid grid-cols-2 gap-1.5 overflow-hidden rounded-xl">
      {images.map((image, index) => (
        <img
          key={image.key}
          src={image.url}
          width={image.width}
          height={image.height}
          alt={altOf(title.text, index, images.length)}
          lang={title.language}
          dir={languageInfo[title.language].dir}
          loading="lazy"
          decoding="async"
          className={cx(
            'aspect-square size-full bg-ink-100 object-cover',
            images.length === 3 && index === 0 && 'col-span-2 aspect-[2/1]',
          )}
        />
      ))}
    </div>
  );
}

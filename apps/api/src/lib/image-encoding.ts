import { ErrorCode } from '@vitalia/contracts';
import sharp from 'sharp';
import { AppError } from './errors';

/** A profile picture's square edge in pixels: twice the largest avatar the web draws, so it stays sharp on dense screens. */
export const pictureSize = 512;

// A few kilobytes of PNG can claim 100,000 × 100,000 pixels and take gigabytes to decode. 50 megapixels admits any
// photo that fits under the upload limit and refuses such a bomb before decoding starts.
const maxInputPixels = 50_000_000;
const acceptedFormats: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp']);

// libvips can parse a dozen more formats (SVG, PDF, TIFF, HEIF…), each one more attack surface for bytes a stranger
// chose. Only the three loaders we accept may run. The setting is process-wide; this module is the only code that
// decodes images.
sharp.block({ operation: ['VipsForeignLoad'] });
sharp.unblock({
  operation: ['VipsForeignLoadJpegBuffer', 'VipsForeignLoadPngBuffer', 'VipsForeignLoadWebpBuffer'],
});

/** A post image's longest edge at most: sharp on a phone held sideways, small enough for a feed. */
export const postImageMaxEdge = 1600;

/** Decodes an upload, or refuses it with 7200: the format comes from the bytes, and only three loaders exist. */
async function decoded(bytes: Buffer) {
  const image = sharp(bytes, { limitInputPixels: maxInputPixels });
  const { format } = await image.metadata();
  if (!acceptedFormats.has(format)) throw new Error(`refused image format ${format}`);
  // Upright (EXIF orientation applied); sharp writes no metadata unless asked, so no EXIF, GPS, XMP or ICC survives.
  return image.rotate();
}

const refused = (error: unknown) => new AppError(ErrorCode.pictureNotAnImage, undefined, { cause: error });

/** A profile picture: centre-cropped to a 512×512 WebP. */
export async function reencodePicture(bytes: Buffer): Promise<Buffer> {
  try {
    return await (
      await decoded(bytes)
    )
      .resize(pictureSize, pictureSize, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    throw refused(error);
  }
}

/** Its own proportions, no larger than `maxEdge` on its longest edge, as WebP. */
async function reencodeWithin(
  bytes: Buffer,
  maxEdge: number,
  quality: number,
): Promise<{ webp: Buffer; width: number; height: number }> {
  try {
    const { data, info } = await (
      await decoded(bytes)
    )
      .resize(maxEdge, maxEdge, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality })
      .toBuffer({ resolveWithObject: true });
    return { webp: data, width: info.width, height: info.height };
  } catch (error) {
    throw refused(error);
  }
}

/** A post image: its own proportions, no larger than 1600 pixels on its longest edge, as WebP. */
export const reencodePostImage = (bytes: Buffer) => reencodeWithin(bytes, postImageMaxEdge, 80);

/**
 * A screenshot sent to support: the words on it must stay readable, so a desktop screen keeps its width up to
 * 2560 pixels (a 1440p screen whole), where a post image would halve its text.
 */
export const screenshotMaxEdge = 2560;

export const reencodeScreenshot = (bytes: Buffer) => reencodeWithin(bytes, screenshotMaxEdge, 85);

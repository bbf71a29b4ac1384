import { ErrorCode } from '@vitalia/contracts';
import sharp from 'sharp';
import { AppError } from '../../lib/errors';

/** The stored square's edge in pixels: twice the largest avatar the web draws, so it stays sharp on dense screens. */
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

/**
 * Turns an uploaded image into the picture we store: upright (EXIF orientation applied), centre-cropped to a square,
 * WebP, and without any metadata (sharp writes none unless asked: no EXIF, GPS, XMP or ICC profile survives). The
 * format is read from the bytes; anything that does not decode as JPEG, PNG or WebP is refused with 7200.
 */
export async function reencodePicture(bytes: Buffer): Promise<Buffer> {
  try {
    const image = sharp(bytes, { limitInputPixels: maxInputPixels });
    const { format } = await image.metadata();
    if (!acceptedFormats.has(format)) throw new Error(`refused image format ${format}`);
    return await image
      .rotate()
      .resize(pictureSize, pictureSize, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    throw new AppError(ErrorCode.pictureNotAnImage, undefined, { cause: error });
  }
}

/**
 * The pixels the image analyses work on: the luminance plane of the image, at its own resolution
 * for the analyses that need the JPEG block grid (8×8 blocks only exist at the stored resolution),
 * and at a bounded working resolution for the others, so a 40-megapixel photo costs about what a
 * 3-megapixel one does.
 */
import sharp from 'sharp';

export interface Luma {
  /** Row-major luminance, 0..255. */
  data: Float32Array;
  width: number;
  height: number;
}

/** Images larger than this are not analysed at all (a decompression bomb, not a page). */
export const MAX_DECODED_PIXELS = 60_000_000;
/** The block-grid analyses read the stored resolution up to this size, and skip beyond. */
export const MAX_GRID_PIXELS = 24_000_000;
/** The working resolution of the noise and copy-move analyses. */
export const WORK_PIXELS = 1_500_000;

export interface DecodedImage {
  /** Stored resolution (null when beyond MAX_GRID_PIXELS). */
  native: Luma | null;
  width: number;
  height: number;
}

export async function decodeLuma(bytes: Buffer): Promise<DecodedImage> {
  const meta = await sharp(bytes, { failOn: 'none' }).metadata();
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (!width || !height) throw new Error('the image has no size');
  if (width * height > MAX_DECODED_PIXELS) throw new Error(`the image is too large (${width}×${height} px)`);
  if (width * height > MAX_GRID_PIXELS) return { native: null, width, height };
  const native = await toLuma(sharp(bytes, { failOn: 'none' }));
  return { native, width, height };
}

/** The image at a resolution of at most WORK_PIXELS (an integer-free area resample), and its scale. */
export async function workingLuma(bytes: Buffer, decoded: DecodedImage, maxPixels = WORK_PIXELS): Promise<{ luma: Luma; scale: number }> {
  const { width, height } = decoded;
  if (width * height <= maxPixels && decoded.native) return { luma: decoded.native, scale: 1 };
  const scale = Math.min(1, Math.sqrt(maxPixels / (width * height)));
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  const luma = await toLuma(sharp(bytes, { failOn: 'none', limitInputPixels: MAX_DECODED_PIXELS }).resize(w, h, { kernel: 'linear', fit: 'fill' }));
  return { luma, scale: w / width };
}

export async function toLuma(pipeline: sharp.Sharp): Promise<Luma> {
  const { data, info } = await pipeline.removeAlpha().greyscale().raw().toBuffer({ resolveWithObject: true });
  const out = new Float32Array(info.width * info.height);
  for (let i = 0; i < out.length; i++) out[i] = data[i * info.channels];
  return { data: out, width: info.width, height: info.height };
}

export function median(values: ArrayLike<number>): number {
  const n = values.length;
  if (!n) return 0;
  const s = Float64Array.from(values as ArrayLike<number>).sort();
  return s[Math.floor(n / 2)];
}

export function quantile(values: ArrayLike<number>, q: number): number {
  const n = values.length;
  if (!n) return 0;
  const s = Float64Array.from(values as ArrayLike<number>).sort();
  return s[Math.min(n - 1, Math.max(0, Math.floor(q * (n - 1))))];
}


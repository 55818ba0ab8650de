/**
 * An ID picture as it is sent (spec section 5): recompressed as JPEG at quality 0.6 (and at most
 * 2048 px on its longest side) when the browser can draw it, else the original file when it is one of the accepted types. The upload
 * travels as a data URL, the gateway's own format for these images.
 */
import {
  KYC_IMAGE_MAX_DIMENSION,
  KYC_IMAGE_TYPES,
  LIMITS,
  type KycImageType,
} from '@app/contracts/values';
import { readDataUrl } from '../../lib/read-data-url.ts';

export interface PreparedImage {
  dataUrl: string;
  /** For the slot's thumbnail (an object URL: the CSP allows blob: images). */
  blob: Blob;
}

function isAcceptedType(type: string): type is KycImageType {
  return (KYC_IMAGE_TYPES as readonly string[]).includes(type);
}

/** The size a picture is drawn at: its own, or scaled down to KYC_IMAGE_MAX_DIMENSION. */
export function scaledSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, KYC_IMAGE_MAX_DIMENSION / Math.max(width, height, 1));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * Draws the picture on a white canvas (JPEG has no transparency), at most
 * KYC_IMAGE_MAX_DIMENSION on its longest side, and encodes it again.
 */
export async function compressImage(file: Blob, quality: number = LIMITS.imageQuality) {
  const bitmap = await createImageBitmap(file);
  try {
    const canvas = document.createElement('canvas');
    Object.assign(canvas, scaledSize(bitmap.width, bitmap.height));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) => {
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('the canvas gave no JPEG'))),
        'image/jpeg',
        quality,
      );
    });
  } finally {
    bitmap.close();
  }
}

/**
 * The picture to send: the compressed JPEG, unless the original is an accepted type and no
 * larger (a small PNG screenshot can grow as a JPEG). Refused when the browser cannot draw it
 * and its type is not one the gateway takes, or when even the JPEG is over 5 MB. A failed
 * compression is only logged (spec section 8).
 */
export async function prepareImage(
  file: File,
): Promise<PreparedImage | { refused: 'validation.imageType' | 'validation.imageTooLarge' }> {
  let compressed: Blob | null = null;
  try {
    compressed = await compressImage(file);
  } catch (error) {
    console.warn('image compression failed; sending the original', error);
  }
  const original = isAcceptedType(file.type) ? file : null;
  const chosen =
    compressed && (!original || compressed.size <= original.size) ? compressed : original;
  if (!chosen) return { refused: 'validation.imageType' };
  if (chosen.size > LIMITS.imageMaxBytes) return { refused: 'validation.imageTooLarge' };
  return { dataUrl: await readDataUrl(chosen), blob: chosen };
}

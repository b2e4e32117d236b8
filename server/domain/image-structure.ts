/**
 * An image's format by its first bytes, and where its format says it ends (JPEG's EOI marker, PNG's
 * IEND chunk, WebP's RIFF length): what comes after is a second file riding along (a polyglot), a
 * file that stops before is truncated. Plain byte reading; decoding is sharp's (image-intake.ts).
 */
import type { ImageFormat } from '../../src/lib/shared/files.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0): boolean =>
  prefix.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

/** The image format the bytes begin as, or null for anything else. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/** The offset just after the image's last byte by its format, or null when the bytes stop before it. */
export function imageEnd(format: ImageFormat, bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (format === 'png') return pngEnd(bytes, view);
  if (format === 'webp') {
    const end = 8 + view.getUint32(4, true);
    return end <= bytes.byteLength ? end : null;
  }
  return jpegEnd(bytes, view);
}

function pngEnd(bytes: Uint8Array, view: DataView): number | null {
  let at = PNG_SIGNATURE.length;
  while (at + 8 <= bytes.byteLength) {
    const next = at + 12 + view.getUint32(at);
    if (next > bytes.byteLength) return null;
    if (startsWith(bytes, ascii('IEND'), at + 4)) return next;
    at = next;
  }
  return null;
}

/** Markers without a length: TEM and the restart markers RST0–RST7. */
const standalone = (marker: number): boolean => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

function jpegEnd(bytes: Uint8Array, view: DataView): number | null {
  let at = 2;
  while (at + 1 < bytes.byteLength) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return at + 2;
    if (standalone(marker)) {
      at += 2;
      continue;
    }
    if (at + 4 > bytes.byteLength) return null;
    at += 2 + view.getUint16(at + 2);
    if (marker === 0xda) at = afterScan(bytes, at);
  }
  return null;
}

/** The offset of the marker that ends a scan's entropy-coded data (FF 00 is a data byte, RSTn inside it). */
function afterScan(bytes: Uint8Array, from: number): number {
  for (let at = from; at + 1 < bytes.byteLength; at += 1) {
    if (bytes[at] !== 0xff) continue;
    const next = bytes[at + 1] ?? 0;
    if (next !== 0x00 && next !== 0xff && !(next >= 0xd0 && next <= 0xd7)) return at;
  }
  return bytes.byteLength;
}

/**
 * What an upload must be to be kept (docs/api.md, Files): a whole JPEG, PNG or WebP image by its own
 * bytes (the name and the Content-Type say nothing), ending where its format says it ends, carrying
 * no second file, within the pixel limit read from its header before anything is decoded. It is then
 * decoded and re-encoded by sharp (libvips): turned upright by its EXIF orientation, scaled to the
 * longer edge allowed, in sRGB, with no metadata block (EXIF, GPS, XMP, ICC, comments) kept.
 * It runs on the upload threads (image-workers.ts), not the server's.
 */
import sharp, { type Metadata } from 'sharp';
import { ErrorCodes } from '../../src/lib/shared/contract/error-codes.ts';
import type { ImageFormat } from '../../src/lib/shared/files.ts';
import { ApiError } from './errors.ts';
import { imageEnd, sniffImageFormat } from './image-structure.ts';

export interface ImageLimits {
  /** Bytes the upload may be. */
  maxBytes: number;
  /** Width × height the image may have. */
  maxPixels: number;
  /** The longer edge of what is kept, in pixels. */
  maxEdge: number;
  /** Images decoded and re-encoded at once (image-workers.ts). */
  concurrency: number;
}

/** The re-encoded image as it is stored. */
export interface CleanImage {
  format: ImageFormat;
  width: number;
  height: number;
  content: Uint8Array;
}

// Each image on one libvips thread; how many at once is PORTAL_IMAGE_CONCURRENCY's (image-workers.ts).
sharp.concurrency(1);

const refused = (message: string) => new ApiError(ErrorCodes.fileRefused, message, 415);
const tooLarge = (message: string) => new ApiError(ErrorCodes.fileRefused, message, 413);

export const megabytes = (bytes: number): string => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

export const overBytes = (maxBytes: number): ApiError =>
  tooLarge(`图片超过 ${megabytes(maxBytes)} 上限，未保存；请压缩或截图后再上传`);

const overPixels = (maxPixels: number): ApiError =>
  tooLarge(`图片尺寸过大（超过 ${Math.round(maxPixels / 10_000)} 万像素），未保存；请缩小尺寸或截图后再上传`);

/** Markers of content a browser or another program would run or open, found inside an image. */
const FOREIGN_MARKERS = ['<script', '<html', '<body', '<iframe', '<svg', '<?php', '%pdf-', 'pk\x03\x04'];

/** Checks `bytes` and returns the clean image to keep; throws the refusal (10750, HTTP 415 or 413) otherwise. */
export async function cleanImage(bytes: Uint8Array, limits: ImageLimits): Promise<CleanImage> {
  if (bytes.byteLength > limits.maxBytes) throw overBytes(limits.maxBytes);
  const format = sniffImageFormat(bytes);
  if (!format)
    throw refused(
      '只能上传 JPEG、PNG 或 WebP 格式的图片（按文件内容判断，与文件名无关），这个文件不是，未保存',
    );
  const end = imageEnd(format, bytes);
  if (end === null) throw refused('图片文件不完整（可能没有下载或传输完），未保存；请重新选择原图上传');
  if (end < bytes.byteLength || carriesForeignContent(bytes))
    throw refused(
      '图片中夹带了其他内容（如网页代码、压缩包或视频），为安全起见未保存；请截图或重新拍摄后上传',
    );
  const image = sharp(bytes, { limitInputPixels: limits.maxPixels, failOn: 'warning', animated: false });
  let header: Metadata;
  try {
    header = await image.metadata();
  } catch (error) {
    throw unreadable(error, limits);
  }
  if (header.format !== format) throw unreadable(null, limits);
  if (header.width * header.height > limits.maxPixels) throw overPixels(limits.maxPixels);
  try {
    const { data, info } = await image
      .autoOrient()
      .resize({ width: limits.maxEdge, height: limits.maxEdge, fit: 'inside', withoutEnlargement: true })
      .toFormat(format, { quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { format, width: info.width, height: info.height, content: data };
  } catch (error) {
    throw unreadable(error, limits);
  }
}

function unreadable(error: unknown, limits: ImageLimits): ApiError {
  if (error instanceof Error && /pixel limit/i.test(error.message)) return overPixels(limits.maxPixels);
  return refused('图片已损坏或无法读取，未保存；请重新选择原图上传');
}

/** Whether the bytes, read as text, hold a page, a script, a PDF or a ZIP (a polyglot's second file). */
function carriesForeignContent(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1').toLowerCase();
  return FOREIGN_MARKERS.some((marker) => text.includes(marker));
}

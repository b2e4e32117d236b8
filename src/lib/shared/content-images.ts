/**
 * Images in editors' bodies as the static site serves them (docs/api.md, "Structured text"; docs/
 * decisions.md, "Pictures in content"): the widths a published image is written at under `media/`,
 * the files' names, and what a page says of them. The views, the publisher and the build all read
 * this one table, so a page and the files it names always agree.
 */

/**
 * The field of each kind whose structured text may hold images (docs/api.md, "Structured text"), a
 * route's 备注 among them (a route map); each kind's public table is named as the kind.
 */
export const IMAGE_FIELDS = {
  policies: 'content',
  announcements: 'content',
  enterprises: 'introduction',
  routes: 'remarks',
} as const;

/** The folder of the built site that holds published images (`dist/media/`). */
export const MEDIA_DIR = 'media';

/** The widths, in pixels, each published image is written at; never wider than the upload. */
export const MEDIA_WIDTHS = [480, 960, 1440] as const;

/** What a page needs to know of an image before it loads, so that nothing moves when it does. */
export interface ImageSize {
  width: number;
  height: number;
}

/** The images a body names, by file id, with their stored sizes (an item's `images`). */
export type ContentImages = Record<string, ImageSize>;

/** The sizes an image of `size` is written at: each width of MEDIA_WIDTHS below its own, and its own up to the largest. */
export function imageVariants(size: ImageSize): ImageSize[] {
  const largest = MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1] ?? size.width;
  const widths: number[] = MEDIA_WIDTHS.filter((width) => width < size.width);
  if (size.width <= largest) widths.push(size.width);
  return widths.map((width) => ({
    width,
    height: Math.max(1, Math.round((size.height * width) / size.width)),
  }));
}

/**
 * A published image's file name: the file's id names bytes that never change (no endpoint replaces
 * a stored file's content), and the width the variant.
 */
export const mediaFileName = (fileId: string, width: number): string => `${fileId}-${width}.webp`;

/** The `<img>` of an image on a page: its sources by width and the size its box keeps. */
export function mediaSources(
  fileId: string,
  size: ImageSize,
  urlOf: (name: string) => string,
): { src: string; srcSet: string; width: number; height: number } {
  const variants = imageVariants(size);
  const largest = variants[variants.length - 1] ?? size;
  const middle = variants.find((variant) => variant.width >= 960) ?? largest;
  return {
    src: urlOf(mediaFileName(fileId, middle.width)),
    srcSet: variants
      .map((variant) => `${urlOf(mediaFileName(fileId, variant.width))} ${variant.width}w`)
      .join(', '),
    width: largest.width,
    height: largest.height,
  };
}

/** How wide an image shows: the text column of a details page (max-w-3xl) or the screen. */
export const MEDIA_SIZES = '(min-width: 800px) 768px, 100vw';

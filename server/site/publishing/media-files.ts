/**
 * Published images as static files (docs/decisions.md, "Pictures in content"): each image a
 * published body names, at the widths of src/lib/shared/content-images.ts, as WebP under
 * `dist/media/`. The publisher writes what is missing before the pages that name it and removes what
 * no published body names after them; the full build calls the same two steps, so a build and any
 * series of publishes leave the same files. A draft's images are never here: only `GET /files/:id`.
 */
import { readdir, rename, rm, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { MEDIA_DIR, imageVariants, mediaFileName } from '../../../src/lib/shared/content-images.ts';
import { publishedImages } from '../../queries/content-images.ts';
import { findFileWithContent } from '../../queries/files.ts';
import type { Store } from '../../store/store.ts';

/** What the site's `media/` should hold against what it does: files to write, and to remove. */
export interface MediaPlan {
  write: { fileId: string; width: number; name: string }[];
  remove: string[];
}

/** A variant's bytes: the stored image scaled to `width` (never enlarged), WebP, no metadata. */
const encode = (content: Uint8Array, width: number): Promise<Buffer> =>
  sharp(content).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();

async function present(distDir: string): Promise<Set<string>> {
  const names = await readdir(join(distDir, MEDIA_DIR)).catch(() => [] as string[]);
  return new Set(names.filter((name) => !name.startsWith('.')));
}

export async function planMedia(db: Store, distDir: string): Promise<MediaPlan> {
  const wanted = new Map<string, { fileId: string; width: number; name: string }>();
  for (const [fileId, size] of Object.entries(await publishedImages(db)))
    for (const { width } of imageVariants(size)) {
      const name = mediaFileName(fileId, width);
      wanted.set(name, { fileId, width, name });
    }
  const have = await present(distDir);
  return {
    write: [...wanted.values()].filter(({ name }) => !have.has(name)),
    remove: [...have].filter((name) => !wanted.has(name)).sort(),
  };
}

/** Writes the plan's new files, each whole (a temporary file renamed); returns them relative to `distDir`. */
export async function writeMedia(db: Store, distDir: string, plan: MediaPlan): Promise<string[]> {
  if (plan.write.length === 0) return [];
  const folder = join(distDir, MEDIA_DIR);
  await mkdir(folder, { recursive: true });
  const written: string[] = [];
  for (const { fileId, width, name } of plan.write) {
    const file = await findFileWithContent(db, fileId);
    if (!file) continue;
    const temporary = join(folder, `.${process.pid}.${name}.tmp`);
    await writeFile(temporary, await encode(file.content, width));
    await rename(temporary, join(folder, name));
    written.push(`${MEDIA_DIR}/${name}`);
  }
  return written;
}

/** Removes the files no published body names any more; returns them relative to `distDir`. */
export async function removeMedia(distDir: string, plan: MediaPlan): Promise<string[]> {
  for (const name of plan.remove) await rm(join(distDir, MEDIA_DIR, name), { force: true });
  return plan.remove.map((name) => `${MEDIA_DIR}/${name}`);
}

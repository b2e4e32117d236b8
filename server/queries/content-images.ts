/**
 * SQL for the images editors' bodies name (docs/decisions.md, "Pictures in content"): the stored
 * size and uploader of each, and the images every published body names, which are the ones the
 * static site serves under `media/`.
 */
import { IMAGE_FIELDS, type ContentImages } from '../../src/lib/shared/content-images.ts';
import { imageFileIds } from '../../src/lib/shared/structured-text.ts';
import type { Store } from '../store/store.ts';

/** A file a body may name: its size and who uploaded it, with that account's role. */
export interface BodyImageFile {
  id: string;
  width: number;
  height: number;
  userId: number;
  uploaderRole: string;
}

export async function findBodyImageFile(db: Store, id: string): Promise<BodyImageFile | undefined> {
  return db.get<BodyImageFile>(
    `SELECT f.id, f.width, f.height, f.user_id AS userId, u.role AS uploaderRole
     FROM files f JOIN users u ON u.id = f.user_id WHERE f.id = ?`,
    id,
  );
}

/** The sizes of the images `text` names that exist, by file id; undefined when it names none. */
export async function imageSizesIn(db: Store, text: string): Promise<ContentImages | undefined> {
  const ids = imageFileIds(text);
  if (ids.length === 0) return undefined;
  const sizes: ContentImages = {};
  for (const id of ids) {
    const file = await findBodyImageFile(db, id);
    if (file) sizes[id] = { width: Number(file.width), height: Number(file.height) };
  }
  return sizes;
}

/** An item's answer with the sizes of the images its body names (`images`), when it names any. */
export async function withImages<T extends object>(db: Store, item: T, text: string): Promise<T> {
  const images = await imageSizesIn(db, text);
  return images ? { ...item, images } : item;
}

/**
 * The bodies of the published items that may name an image (a cheap filter; the parser decides): the
 * image field of each kind in its public table, which holds what is published.
 */
const PUBLISHED_BODIES = Object.entries(IMAGE_FIELDS)
  .map(([table, field]) => `SELECT ${field} AS body FROM ${table} WHERE ${field} LIKE '%](file:%'`)
  .join('\nUNION ALL ');

/** Every image a published body names, with its stored size: what the site's `media/` holds. */
export async function publishedImages(db: Store): Promise<ContentImages> {
  const ids = new Set<string>();
  for (const { body } of await db.all<{ body: string }>(PUBLISHED_BODIES))
    for (const id of imageFileIds(body)) ids.add(id);
  const sizes: ContentImages = {};
  for (const id of [...ids].sort()) {
    const file = await findBodyImageFile(db, id);
    if (file) sizes[id] = { width: Number(file.width), height: Number(file.height) };
  }
  return sizes;
}

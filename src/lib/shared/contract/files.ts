/** Photos a user uploads (docs/api.md, Files): what an upload answers and how a file's id looks. */

/** The image formats an upload may be, read from its bytes; the stored file keeps its format. */
export const IMAGE_FORMATS = ['jpeg', 'png', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The Content-Type a stored file is served with. */
export const imageMediaType = (format: ImageFormat): string => `image/${format}`;

/** `POST /files`'s answer: the stored image after re-encoding (its size in pixels and bytes). */
export interface StoredFile {
  id: string;
  width: number;
  height: number;
  bytes: number;
}

/** A file's id: 128 random bits in base64url (22 characters), unguessable; nothing else names a file. */
export const FILE_ID = /^[A-Za-z0-9_-]{22}$/;

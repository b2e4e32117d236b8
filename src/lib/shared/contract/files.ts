/** Photos a user uploads (docs/api.md, Files): what an upload answers. */

/** `POST /files`'s answer: the stored image after re-encoding (its size in pixels and bytes). */
export interface StoredFile {
  /** 22 base64url characters (`FILE_ID`, src/lib/shared/files.ts). */
  id: string;
  width: number;
  height: number;
  bytes: number;
}

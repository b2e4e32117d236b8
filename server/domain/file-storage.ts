/**
 * Where uploaded photos are kept (docs/decisions.md, "Photos in the store"): a small interface, so an
 * operator could put the bytes elsewhere (an object store) without touching the endpoints, and its
 * default, the portal's own store (the `files` table: a SQLite BLOB or a PostgreSQL bytea), which
 * every node already reads and every backup already holds.
 */
import { randomBytes } from 'node:crypto';
import type { ImageFormat } from '../../src/lib/shared/files.ts';
import type { Store } from '../store/store.ts';
import {
  countFilesOf,
  findFileRecord,
  findFileWithContent,
  insertFile,
  type FileRecord,
  type FileWithContent,
} from '../queries/files.ts';

export type { FileRecord, FileWithContent };

export interface NewFile {
  userId: number;
  format: ImageFormat;
  width: number;
  height: number;
  content: Uint8Array;
  createdAt: string;
}

export interface FileStorage {
  /** Keeps the file under a new unguessable id; returns what was kept. */
  save(file: NewFile): Promise<FileRecord>;
  /** Who owns the file and what it is, without its bytes (checks before serving or linking it). */
  describe(id: string): Promise<FileRecord | undefined>;
  /** The file with its bytes. */
  read(id: string): Promise<FileWithContent | undefined>;
  /** How many files the account keeps (its quota counts them). */
  countOf(userId: number): Promise<number>;
}

/** A new file id: 128 random bits from the system's CSPRNG, base64url (22 characters; FILE_ID). */
export const newFileId = (): string => randomBytes(16).toString('base64url');

/** The default storage: the portal's store. */
export function storeFileStorage(db: Store): FileStorage {
  return {
    async save(file) {
      const record: FileWithContent = { id: newFileId(), bytes: file.content.byteLength, ...file };
      await insertFile(db, record);
      const { content: _content, ...kept } = record;
      return kept;
    },
    describe: (id) => findFileRecord(db, id),
    read: (id) => findFileWithContent(db, id),
    countOf: (userId) => countFilesOf(db, userId),
  };
}

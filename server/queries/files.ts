/** SQL for uploaded photos (the `files` table): the store-backed file storage of domain/file-storage.ts. */
import type { ImageFormat } from '../../src/lib/shared/files.ts';
import type { Store } from '../store/store.ts';

/** What is known of a stored file besides its bytes. */
export interface FileRecord {
  id: string;
  userId: number;
  format: ImageFormat;
  width: number;
  height: number;
  bytes: number;
  createdAt: string;
}

export interface FileWithContent extends FileRecord {
  content: Uint8Array;
}

const COLUMNS = 'id, user_id AS userId, format, width, height, bytes, created_at AS createdAt';

export async function insertFile(db: Store, file: FileWithContent): Promise<void> {
  await db.run(
    'INSERT INTO files (id, user_id, format, width, height, bytes, content, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    file.id,
    file.userId,
    file.format,
    file.width,
    file.height,
    file.bytes,
    file.content,
    file.createdAt,
  );
}

/** The file without its bytes (who owns it, its type), or undefined. */
export async function findFileRecord(db: Store, id: string): Promise<FileRecord | undefined> {
  return db.get<FileRecord>(`SELECT ${COLUMNS} FROM files WHERE id = ?`, id);
}

/** The file with its bytes (a Uint8Array from SQLite, a Buffer, which is one, from PostgreSQL). */
export async function findFileWithContent(db: Store, id: string): Promise<FileWithContent | undefined> {
  return db.get<FileWithContent>(`SELECT ${COLUMNS}, content FROM files WHERE id = ?`, id);
}

export async function countFilesOf(db: Store, userId: number): Promise<number> {
  const row = await db.get<{ n: number }>('SELECT count(*) AS n FROM files WHERE user_id = ?', userId);
  return Number(row?.n ?? 0);
}

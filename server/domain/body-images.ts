/**
 * Which files an editor's body may show (docs/api.md, "Structured text"): an image line must name an
 * upload of the saving user or of an editor; anything else, an unknown id included, is refused alike
 * (10850), so a body cannot make another user's private photo public or confirm that an id exists.
 */
import { IMAGE_FIELDS } from '../../src/lib/shared/content-images.ts';
import type { DeskKind } from '../../src/lib/shared/contract.ts';
import { ErrorCodes } from '../../src/lib/shared/contract/error-codes.ts';
import { FIELD_LABELS } from '../../src/lib/shared/field-labels.ts';
import { imageFileIds } from '../../src/lib/shared/structured-text.ts';
import { findBodyImageFile } from '../queries/content-images.ts';
import type { Store } from '../store/store.ts';
import { ApiError } from './errors.ts';

export async function assertBodyImages(
  db: Store,
  kind: DeskKind,
  fields: object,
  userId: number,
): Promise<void> {
  const field = IMAGE_FIELDS[kind];
  const text = (fields as Record<string, unknown>)[field];
  if (typeof text !== 'string') return;
  for (const id of imageFileIds(text)) {
    const file = await findBodyImageFile(db, id);
    if (file && (Number(file.userId) === userId || file.uploaderRole === 'editor')) continue;
    throw new ApiError(
      ErrorCodes.contentImageRefused,
      `${FIELD_LABELS[field]}（${field}）中的图片 file:${id} 不存在或不是编辑上传的图片，请用「插入图片」上传后再保存`,
      400,
    );
  }
}

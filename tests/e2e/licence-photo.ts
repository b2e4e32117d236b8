/** The 营业执照 photo a 企业认证 application needs in the browser tests: a small PNG made by sharp, and its upload. */
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';

/** A 160 × 100 PNG of one colour, as a user's licence photo stands in here. */
export const licencePng = (): Promise<Buffer> =>
  sharp({ create: { width: 160, height: 100, channels: 3, background: '#b22' } })
    .png()
    .toBuffer();

/** Uploads the licence PNG as the holder of `token`; returns the stored file's id. */
export async function uploadLicence(
  request: APIRequestContext,
  origin: string,
  token: string,
): Promise<string> {
  const answer = await request.post(`${origin}/logistics/api/files`, {
    headers: { Authentication: token },
    multipart: { file: { name: 'licence.png', mimeType: 'image/png', buffer: await licencePng() } },
  });
  const body = (await answer.json()) as { success: boolean; errorMsg: string; data: { id: string } };
  if (!body.success) throw new Error(`uploading a licence photo failed: ${body.errorMsg}`);
  return body.data.id;
}

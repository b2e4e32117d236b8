/** A 营业执照 photo uploaded for a 企业认证 application in tests: a small PNG made by sharp, sent as `POST /files`. */
import sharp from 'sharp';

/** Uploads a small licence-like PNG as the holder of `token` to the server at `origin`; returns its file id. */
export async function uploadLicencePhoto(origin: string, token: string): Promise<string> {
  const png = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'licence.png');
  const response = await fetch(`${origin}/logistics/api/files`, {
    method: 'POST',
    headers: { Authentication: token },
    body: form,
  });
  const answer = (await response.json()) as { success: boolean; errorMsg: string; data: { id: string } };
  if (!answer.success) throw new Error(`uploading a licence photo failed: ${answer.errorMsg}`);
  return answer.data.id;
}

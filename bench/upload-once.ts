/** One `POST /files` of `bytes` as a JPEG (bench:uploads): its time in ms; throws unless stored. */
export async function uploadOnce(url: string, token: string, bytes: Buffer): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
  const started = performance.now();
  const answer = await fetch(`${url}/logistics/api/files`, {
    method: 'POST',
    headers: { Authentication: token },
    body: form,
  });
  const body = (await answer.json()) as { success: boolean; errorMsg: string };
  const ms = performance.now() - started;
  if (!body.success) throw new Error(`An upload was refused: ${body.errorMsg}`);
  return ms;
}

/**
 * A photo only some may see (`GET /files/:id` wants the token, which an `<img>` cannot send): read as
 * a blob through the request layer and shown from an object URL, given back when the photo goes.
 */
import { useEffect, useState } from 'react';
import '../../stores/shell/request-effects';
import { readImage } from '../../lib/files/api';

type Shown = { state: 'loading' } | { state: 'ready'; url: string } | { state: 'failed'; message: string };

export default function PrivateImage({ fileId, alt }: { fileId: string; alt: string }) {
  const [shown, setShown] = useState<Shown>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    let url = '';
    readImage(fileId, controller.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setShown({ state: 'ready', url });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof Error && 'errorMessage' in error ? String(error.errorMessage) : '';
        setShown({ state: 'failed', message: message || '照片无法加载' });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [fileId]);

  if (shown.state === 'loading') return <p className="text-sm text-gray-600">照片加载中…</p>;
  if (shown.state === 'failed') return <p className="text-sm text-red-700">照片无法显示：{shown.message}</p>;
  return (
    <a href={shown.url} target="_blank" rel="noopener" className="inline-block">
      <img src={shown.url} alt={alt} className="max-h-40 w-auto rounded border border-gray-200" />
    </a>
  );
}

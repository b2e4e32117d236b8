/**
 * A photo only some may see (`GET /files/:id` wants the token, which an `<img>` cannot send): loaded
 * as a blob through the request layer and shown from an object URL, given back when the photo goes.
 */
import { useEffect, useState } from 'react';
import '../../stores/shell/request-effects';
import { readImage } from '../../lib/files/api';
import LoadPending from './LoadPending';
import { useLoad } from './useLoad';

export default function PrivateImage({ fileId, alt }: { fileId: string; alt: string }) {
  const load = useLoad(fileId, () => readImage(fileId));
  const blob = load.status === 'ready' ? load.data : null;
  const [url, setUrl] = useState('');
  useEffect(() => {
    if (!blob) return;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);

  if (load.status !== 'ready')
    return <LoadPending load={load} loadingText={<p className="text-sm text-gray-600">照片加载中…</p>} />;
  if (!url) return null;
  return (
    <a href={url} target="_blank" rel="noopener" className="inline-block">
      <img src={url} alt={alt} className="max-h-40 w-auto rounded border border-gray-200" />
    </a>
  );
}

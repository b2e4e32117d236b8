/**
 * A photo field (docs/decisions.md, "Photos in the store"): choose a JPEG, PNG or WebP, see it, watch
 * its upload's progress, read the server's refusal, and 重试 the same photo without choosing it again.
 * The chosen file uploads at once; `onChange` gets the stored file's id, or '' while there is none.
 */
import { useEffect, useRef, useState } from 'react';
import '../../stores/shell/request-effects';
import { uploadImage } from '../../lib/files/api';
import type { Sending } from '../../lib/request/outside';
import type { StoredFile } from '../../lib/shared/contract';
import { IMAGE_FORMATS, imageMediaType } from '../../lib/shared/files';
import FieldShell from '../form/FieldShell';

type Phase = 'empty' | 'uploading' | 'failed' | 'done';

interface ImageUploadProps {
  /** The file input's id: the label names it, a form's failed check focuses it. */
  id: string;
  label: string;
  hint?: string;
  /** The form's message for the field (e.g. 请上传…). */
  error?: string | null | undefined;
  onChange: (fileId: string) => void;
}

const ACCEPT = IMAGE_FORMATS.map(imageMediaType).join(',');
const failureText = (error: unknown): string =>
  error instanceof Error && 'errorMessage' in error ? String(error.errorMessage) : '上传失败，请重试';

export default function ImageUpload({ id, label, hint, error, onChange }: ImageUploadProps) {
  const [phase, setPhase] = useState<Phase>('empty');
  const [sent, setSent] = useState(0);
  const [failure, setFailure] = useState('');
  const [preview, setPreview] = useState('');
  const [name, setName] = useState('');
  const chosen = useRef<File | null>(null);
  const upload = useRef<Sending<StoredFile> | null>(null);

  useEffect(() => () => upload.current?.abort(), []);
  useEffect(() => () => URL.revokeObjectURL(preview), [preview]);

  function start(file: File) {
    upload.current?.abort();
    setPhase('uploading');
    setSent(0);
    onChange('');
    const current = uploadImage(file, setSent);
    upload.current = current;
    current.done.then(
      (stored) => {
        if (upload.current !== current) return;
        setPhase('done');
        onChange(stored.id);
      },
      (reason: unknown) => {
        if (upload.current !== current) return;
        setFailure(failureText(reason));
        setPhase('failed');
      },
    );
  }

  function choose(file: File | undefined) {
    if (!file) return;
    chosen.current = file;
    setName(file.name);
    setPreview(URL.createObjectURL(file));
    start(file);
  }

  return (
    <div className="flex flex-col gap-2" data-state={phase}>
      <FieldShell
        id={id}
        label={label}
        error={error}
        hint={hint}
        control={(props) => (
          // The browser's own button speaks the browser's language: the input stays (keyboard, forms,
          // screen readers) but is drawn as the portal's button and the chosen file's name.
          <div className="flex min-w-0 flex-1 items-center gap-3">
            <input
              {...props}
              type="file"
              accept={ACCEPT}
              onChange={(event) => choose(event.target.files?.[0])}
              className="peer sr-only"
            />
            <label
              htmlFor={id}
              className="cursor-pointer rounded-md bg-primary px-3 py-1.5 text-sm text-white hover:bg-primary-hover peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary"
            >
              {name ? '重新选择' : '选择照片'}
            </label>
            <span className="min-w-0 truncate text-sm text-gray-600">{name || '未选择照片'}</span>
          </div>
        )}
      />
      {preview && (
        <img
          src={preview}
          alt={`所选${label}`}
          className="max-h-48 w-auto self-start rounded border border-gray-200"
        />
      )}
      {phase === 'uploading' && (
        <div className="flex items-center gap-2 text-sm text-gray-700">
          <progress max={1} value={sent} aria-label={`${label}上传进度`} className="w-48" />
          <span aria-live="polite">上传中 {Math.round(sent * 100)}%</span>
        </div>
      )}
      {phase === 'failed' && (
        <div className="flex items-center gap-3 text-sm">
          <p role="alert" className="text-red-700">
            {failure}
          </p>
          <button
            type="button"
            onClick={() => chosen.current && start(chosen.current)}
            className="rounded-md border border-gray-300 px-3 py-1 text-gray-800 hover:border-primary-hover"
          >
            重试
          </button>
        </div>
      )}
      {phase === 'done' && (
        <p role="status" className="text-sm text-green-700">
          {label}已上传
        </p>
      )}
    </div>
  );
}

/**
 * The dialog of 插入图片 (InsertImage.tsx, which fetches it on demand): uploads a photo (the photo
 * field's upload, with progress and 重试), asks its 替代文字 (required) and 说明, and hands back the
 * image line of structured text.
 */
import { useState } from 'react';
import { imageLine } from '../../../lib/desk/image-line';
import FieldShell from '../../form/FieldShell';
import DialogFrame, { CloseButton } from '../../shared/DialogFrame';
import type { ClosableProps } from '../../shared/DialogButton';
import ImageUpload from '../../shared/ImageUpload';

export interface InsertImageDialogProps {
  onInsert: (line: string) => void;
}

export default function InsertImageDialog({ onInsert, onClose }: InsertImageDialogProps & ClosableProps) {
  const [fileId, setFileId] = useState('');
  const [alt, setAlt] = useState('');
  const [caption, setCaption] = useState('');
  const [errors, setErrors] = useState({ file: '', alt: '' });

  function insert() {
    const found = {
      file: fileId ? '' : '请选择图片并等待上传完成',
      alt: alt.trim() ? '' : '请填写替代文字：图片里是什么，供看不到图片的读者了解',
    };
    setErrors(found);
    if (found.file || found.alt) {
      document.getElementById(found.file ? 'desk-image-file' : 'desk-image-alt')?.focus();
      return;
    }
    onInsert(imageLine(fileId, alt, caption));
  }

  return (
    <DialogFrame
      open
      onOpenChange={(next) => !next && onClose()}
      title="插入图片"
      description="图片随内容发布后访客才能看到；发布前只有编辑能看到。"
    >
      <div className="mt-4 flex flex-col gap-3">
        <ImageUpload id="desk-image-file" label="图片" error={errors.file} onChange={setFileId} />
        <FieldShell
          id="desk-image-alt"
          label="替代文字"
          error={errors.alt}
          hint="必填：用一句话说明图片内容，供读屏软件朗读"
          control={(props) => (
            <input {...props} required value={alt} onChange={(event) => setAlt(event.target.value)} />
          )}
        />
        <FieldShell
          id="desk-image-caption"
          label="说明（可选）"
          hint="显示在图片下方"
          control={(props) => (
            <input {...props} value={caption} onChange={(event) => setCaption(event.target.value)} />
          )}
        />
        <div className="flex justify-end gap-3">
          <CloseButton>取消</CloseButton>
          <button
            type="button"
            onClick={insert}
            className="rounded-md bg-primary px-4 py-1.5 text-sm text-white hover:bg-primary-hover"
          >
            插入
          </button>
        </div>
      </div>
    </DialogFrame>
  );
}

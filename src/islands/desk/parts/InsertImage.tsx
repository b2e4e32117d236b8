/**
 * 插入图片 beside a body that may hold images (IMAGE_FIELDS): a dialog that uploads a photo (the photo
 * field's upload, with progress and 重试), asks its 替代文字 (required) and 说明, and puts the image line
 * into the body after the line the caret was on. Visitors see the image once the item is published.
 */
import { useRef, useState } from 'react';
import { imageLine, insertImageLine } from '../../../lib/desk/image-line';
import FieldShell from '../../form/FieldShell';
import type { FormView } from '../../form/useForm';
import DialogFrame, { CloseButton } from '../../shared/DialogFrame';
import ImageUpload from '../../shared/ImageUpload';

const BUTTON =
  'rounded-md border border-gray-300 px-3 py-1 text-sm text-gray-800 hover:border-primary hover:text-primary';

export default function InsertImage({ form, name }: { form: FormView<string>; name: string }) {
  const [open, setOpen] = useState(false);
  const [fileId, setFileId] = useState('');
  const [alt, setAlt] = useState('');
  const [caption, setCaption] = useState('');
  const [errors, setErrors] = useState({ file: '', alt: '' });
  const caret = useRef<number | null>(null);

  function start() {
    const body = document.getElementById(form.fieldId(name));
    caret.current = body instanceof HTMLTextAreaElement ? body.selectionEnd : null;
    setFileId('');
    setAlt('');
    setCaption('');
    setErrors({ file: '', alt: '' });
    setOpen(true);
  }

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
    const text = form.state.values[name] ?? '';
    form.store.change(name, insertImageLine(text, caret.current, imageLine(fileId, alt, caption)));
    setOpen(false);
  }

  return (
    <div className="mt-1">
      <button type="button" onClick={start} className={BUTTON}>
        插入图片
      </button>
      <DialogFrame
        open={open}
        onOpenChange={setOpen}
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
    </div>
  );
}

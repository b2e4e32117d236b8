/**
 * 插入图片 beside a body that may hold images (IMAGE_FIELDS): opens the dialog (fetched on demand, so
 * the edit page does not carry the dialog and upload code until an editor wants them) and puts the
 * image line it gives into the body after the line the caret was on. Visitors see the image once the
 * item is published.
 */
import { useRef, useState } from 'react';
import { insertImageLine } from '../../../lib/desk/image-line';
import type { FormView } from '../../form/useForm';
import { useOnDemand } from '../../shared/useOnDemand';
import type { ClosableProps } from '../../shared/DialogButton';
import type { InsertImageDialogProps } from './InsertImageDialog';

const loadDialog = () => import('./InsertImageDialog');

const BUTTON =
  'rounded-md border border-gray-300 px-3 py-1 text-sm text-gray-800 hover:border-primary hover:text-primary';

export default function InsertImage({ form, name }: { form: FormView<string>; name: string }) {
  const dialog = useOnDemand<InsertImageDialogProps & ClosableProps>(loadDialog);
  const [open, setOpen] = useState(false);
  const caret = useRef<number | null>(null);

  function start() {
    const body = document.getElementById(form.fieldId(name));
    caret.current = body instanceof HTMLTextAreaElement ? body.selectionEnd : null;
    dialog.load();
    setOpen(true);
  }

  const Dialog = dialog.Component;
  return (
    <div className="mt-1 flex items-center gap-3">
      <button
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={dialog.load}
        onFocus={dialog.load}
        onClick={start}
        className={BUTTON}
      >
        插入图片
      </button>
      {open && dialog.failed && (
        <p role="alert" className="text-sm text-red-700">
          插入图片的窗口未能载入，请检查网络后
          <button type="button" onClick={dialog.load} className="ml-1 text-primary hover:underline">
            重试
          </button>
        </p>
      )}
      {open && Dialog && (
        <Dialog
          onInsert={(line) => {
            form.store.change(name, insertImageLine(form.state.values[name] ?? '', caret.current, line));
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}

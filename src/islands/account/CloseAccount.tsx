import '../../stores/shell/request-effects';
import { useState } from 'react';
import { useOnDemand } from '../shared/useOnDemand';

const loadForm = () => import('./parts/AccountDeletionForm');

/**
 * 注销账号 at the foot of 个人资料: a button that brings the form (mobile, SMS code, password, and the
 * irreversible-action dialog) when asked for, so the profile page does not carry it for everyone.
 */
export default function CloseAccount() {
  const [open, setOpen] = useState(false);
  const form = useOnDemand<Record<string, never>>(loadForm);
  const Form = form.Component;
  if (open && Form) return <Form />;
  return (
    <>
      <button
        type="button"
        onPointerEnter={form.load}
        onFocus={form.load}
        onClick={() => {
          form.load();
          setOpen(true);
        }}
        className="rounded-md border border-red-600 px-4 py-1.5 text-sm text-red-700 hover:bg-red-50"
      >
        我要注销账号
      </button>
      {open && form.failed && (
        <span role="alert" className="ml-2 text-sm text-red-700">
          注销表单加载失败，请检查网络后再点一次
        </span>
      )}
    </>
  );
}

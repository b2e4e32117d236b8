import { useStore } from '@nanostores/react';
import type { ToastLevel } from '../../lib/request/effects';
import { $notification, $toast, dismissNotification, dismissToast } from '../../stores/shell/feedback';

const levelStyle: Record<ToastLevel, { mark: string; tone: string; name: string }> = {
  success: { mark: '✓', tone: 'bg-green-500', name: '成功' },
  info: { mark: 'i', tone: 'bg-primary', name: '提示' },
  warning: { mark: '!', tone: 'bg-amber-500', name: '警告' },
  error: { mark: '×', tone: 'bg-red-500', name: '错误' },
};

const urgent = (level: ToastLevel): boolean => level === 'error' || level === 'warning';

function LevelMark({ level }: { level: ToastLevel }) {
  const style = levelStyle[level];
  return (
    <span
      className={`flex size-5 shrink-0 items-center justify-center rounded-full text-xs font-bold text-white ${style.tone}`}
    >
      <span aria-hidden="true">{style.mark}</span>
      <span className="sr-only">{style.name}：</span>
    </span>
  );
}

function CloseButton({
  label,
  onClose,
  className = '',
}: {
  label: string;
  onClose: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClose}
      aria-label={label}
      className={`${className} rounded px-1 text-gray-500 hover:text-gray-700`}
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}

/**
 * The one toast (top centre, 3 s) and the one notification (top right, 1.5 s) of docs/product.md,
 * Error catalogue. Both sit below the shell's top navigation (h-14, sticky), never over its links,
 * the notice bell or the account menu: `TOP` is the header's height plus a gap.
 */
const TOP = 'top-18';

export default function Toaster() {
  const toast = useStore($toast, { ssr: () => null });
  const notification = useStore($notification, { ssr: () => null });

  return (
    <>
      <div className={`pointer-events-none fixed inset-x-0 ${TOP} z-50 flex justify-center px-4`}>
        {toast && (
          <div
            key={toast.id}
            role={urgent(toast.level) ? 'alert' : 'status'}
            data-level={toast.level}
            className="pointer-events-auto flex max-w-md items-center gap-2 rounded-lg bg-white px-4 py-2.5 text-sm text-gray-800 shadow-lg ring-1 ring-black/5"
          >
            <LevelMark level={toast.level} />
            <span>{toast.text}</span>
            <CloseButton label="关闭提示" onClose={() => dismissToast(toast.id)} className="ml-2" />
          </div>
        )}
      </div>
      {notification && (
        <div
          key={notification.id}
          role={urgent(notification.level) ? 'alert' : 'status'}
          data-level={notification.level}
          className={`fixed ${TOP} right-4 z-50 w-80 rounded-lg bg-white p-4 text-sm shadow-xl ring-1 ring-black/5`}
        >
          <div className="flex items-start gap-3">
            <LevelMark level={notification.level} />
            <div className="min-w-0 flex-1">
              <p className="font-medium text-gray-900">{notification.title}</p>
              {notification.description && <p className="mt-1 text-gray-600">{notification.description}</p>}
            </div>
            <CloseButton label="关闭通知" onClose={() => dismissNotification(notification.id)} />
          </div>
        </div>
      )}
    </>
  );
}

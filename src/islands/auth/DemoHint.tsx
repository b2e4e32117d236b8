import '../../stores/shell/request-effects';
import { useEffect, useState } from 'react';
import { getSiteInfo } from '../../lib/account/api';

/**
 * The demo account, shown only when the server runs in demo mode (`GET /site/info`, docs/api.md).
 * Any failure leaves it hidden: the hint is a convenience, never an error to report.
 */
export default function DemoHint() {
  const [demo, setDemo] = useState(false);
  useEffect(() => {
    let live = true;
    getSiteInfo({ skipErrorHandler: true, hideMessage: true }).then(
      (info) => {
        if (live) setDemo(info.demo === true);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (!demo) return null;
  return (
    <p className="rounded-md bg-gray-50 px-3 py-2 text-center text-xs text-gray-500">
      演示账号 demo / demo123456
    </p>
  );
}

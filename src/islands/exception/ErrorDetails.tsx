import { useEffect, useState } from 'react';
import { errorPageDetails } from '../../lib/exception/error-page-details';
import type { ErrorPageDetails } from '../../lib/exception/error-page';
import { browserSessionStorage } from '../../lib/request/storage';

/**
 * The failure that sent the user to /exception (showType 9): the message the portal kept for this
 * visit, or, for an address the portal did not write, the catalogue's text for its code; never text
 * from the query (src/lib/exception/error-page.ts).
 */
export default function ErrorDetails() {
  const [details, setDetails] = useState<ErrorPageDetails | null>(null);

  useEffect(() => {
    setDetails(errorPageDetails(window.location.search, browserSessionStorage()));
  }, []);

  return (
    <dl className="mx-auto mt-4 grid w-72 max-w-full grid-cols-[auto_1fr] gap-x-3 gap-y-2 rounded-md bg-gray-50 px-4 py-3 text-left text-sm">
      <dt className="text-gray-500">错误码</dt>
      <dd className="break-all text-gray-900" data-testid="error-code">
        {details ? details.errorCode || '无' : '载入中...'}
      </dd>
      <dt className="text-gray-500">错误信息</dt>
      <dd className="break-all text-gray-900" data-testid="error-message">
        {details ? details.errorMessage : '载入中...'}
      </dd>
    </dl>
  );
}

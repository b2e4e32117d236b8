import { useEffect, useState } from 'react';

interface Details {
  errorCode: string;
  errorMessage: string;
}

/** The failure that sent the user to /exception (showType 9), read from the query string. */
export default function ErrorDetails() {
  const [details, setDetails] = useState<Details | null>(null);

  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    setDetails({ errorCode: query.get('errorCode') ?? '', errorMessage: query.get('errorMessage') ?? '' });
  }, []);

  return (
    <dl className="mx-auto mt-4 grid max-w-sm grid-cols-[auto_1fr] gap-x-3 gap-y-2 rounded-md bg-gray-50 px-4 py-3 text-left text-sm">
      <dt className="text-gray-500">错误码</dt>
      <dd className="break-all text-gray-900" data-testid="error-code">
        {details ? details.errorCode || '无' : '载入中...'}
      </dd>
      <dt className="text-gray-500">错误信息</dt>
      <dd className="break-all text-gray-900" data-testid="error-message">
        {details ? details.errorMessage || '未知错误' : '载入中...'}
      </dd>
    </dl>
  );
}

import type { ComplaintDetail } from '../../lib/shared/contract/complaints';
import { formatDateTime } from '../../lib/shared/format';
import PrivateImage from './PrivateImage';

/** A complaint's or a statement's words with its photos side by side. */
function Entry({
  who,
  at,
  content,
  fileIds,
}: {
  who: string;
  at: string;
  content: string;
  fileIds: string[];
}) {
  return (
    <div className="grid gap-3 rounded bg-gray-50 p-3 md:grid-cols-2">
      <div>
        <p className="text-xs text-gray-600">
          {who} · <time dateTime={at}>{formatDateTime(at)}</time>
        </p>
        <p className="mt-1 text-sm whitespace-pre-wrap text-gray-800 [overflow-wrap:anywhere]">{content}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        {fileIds.map((fileId, index) => (
          <PrivateImage key={fileId} fileId={fileId} alt={`${who}的照片 ${index + 1}`} />
        ))}
      </div>
    </div>
  );
}

/** A complaint's file as both its parties and the desk read it: the complaint, each statement, the result (投诉处理, 我的投诉). */
export default function ComplaintRecord({ file }: { file: ComplaintDetail }) {
  return (
    <>
      <Entry
        who={`投诉方 ${file.complainantNickname}`}
        at={file.createdAt}
        content={file.content}
        fileIds={file.fileIds}
      />
      {file.statements.map((statement) => (
        <Entry
          key={statement.id}
          who={statement.nickname}
          at={statement.createdAt}
          content={statement.content}
          fileIds={statement.fileIds}
        />
      ))}
      {file.result !== null && <p className="text-sm text-gray-800">处理结果：{file.result}</p>}
    </>
  );
}

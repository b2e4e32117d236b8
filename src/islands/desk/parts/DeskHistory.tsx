import { useState } from 'react';
import { restoreDeskRevision } from '../../../lib/desk/api';
import type { DeskAction, DeskItem } from '../../../lib/shared/contract';
import { deskPersonText, deskRestoreWording, deskStateLabels } from '../../../lib/desk/desk';
import { formErrorText } from '../../../lib/request/refusal';
import { formatDateTime } from '../../../lib/shared/format';
import ConfirmButton from '../../shared/ConfirmButton';
import Panel from '../../shared/Panel';
import DeskCompare from './DeskCompare';

const ACTION_LABELS: Readonly<Record<DeskAction, string>> = {
  import: '导入',
  create: '新建',
  save: '保存',
  restore: '恢复',
  publish: '发布',
  withdraw: '撤下',
};

/**
 * Every revision (恢复, asked first, makes an older one the newest, as a new revision) and the trail
 * of actions.
 */
export default function DeskHistory({ item, onChanged }: { item: DeskItem; onChanged: () => void }) {
  const [failure, setFailure] = useState('');
  async function restore(from: number) {
    setFailure('');
    try {
      await restoreDeskRevision(item.kind, item.id, from, item.revision, { hideMessage: true });
    } catch (error) {
      setFailure(formErrorText(error));
    }
    onChanged();
  }
  return (
    <>
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel id="desk-history" title="历史版本">
          {failure && (
            <p role="alert" className="mb-2 text-sm text-red-700">
              {failure}
            </p>
          )}
          <ol className="divide-y divide-gray-100 text-sm">
            {item.history.map((revision) => (
              <li key={revision.revision} className="flex items-center gap-3 py-2">
                <span className="w-16 font-medium text-gray-900">第 {revision.revision} 版</span>
                <span className="flex-1 text-gray-700">
                  {formatDateTime(revision.savedAt)} · {deskPersonText(revision.savedBy)}
                  {revision.revision === item.publishedRevision ? ' · 线上版本' : ''}
                </span>
                {revision.revision !== item.revision && (
                  <ConfirmButton
                    text="恢复"
                    label={`恢复第 ${revision.revision} 版`}
                    className="rounded border border-gray-300 px-3 py-1 hover:border-primary hover:text-primary"
                    tone="primary"
                    {...deskRestoreWording(item, revision.revision)}
                    busyText="恢复中..."
                    onConfirm={() => restore(revision.revision)}
                  />
                )}
              </li>
            ))}
          </ol>
        </Panel>
        <Panel id="desk-trail" title="操作记录">
          <ol className="divide-y divide-gray-100 text-sm text-gray-700">
            {item.actions.map((entry, index) => (
              <li key={index} className="py-2">
                {formatDateTime(entry.at)} · {deskPersonText(entry.by)} · {ACTION_LABELS[entry.action]}第{' '}
                {entry.revision} 版 · {entry.fromState ? deskStateLabels[entry.fromState] : '无'} →{' '}
                {deskStateLabels[entry.toState]}
                {entry.note && <span className="block text-gray-600">{entry.note}</span>}
              </li>
            ))}
          </ol>
        </Panel>
      </div>
      {item.history.length > 1 && <DeskCompare item={item} />}
    </>
  );
}

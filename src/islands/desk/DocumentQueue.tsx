import '../../stores/shell/request-effects';
import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { DOCUMENT_STATES, type DeskDocument, type DocumentState } from '../../lib/shared/contract/documents';
import { documentStateLabels } from '../../lib/documents/documents';
import { listDocuments } from '../../lib/documents/api';
import LoadPending from '../shared/LoadPending';
import { useLoad } from '../shared/useLoad';
import TabList from '../shared/TabList';
import EditorOnly from './parts/EditorOnly';
import DocumentCard from './parts/DocumentCard';
import type { Decision } from './parts/DecisionDialog';
import type { DocumentDecisionDialogProps } from './parts/DocumentDecisionDialog';
import { useOnDemand } from '../shared/useOnDemand';

/** The dialog (Radix Dialog) comes with the first hover, focus or click of 通过 or 驳回. */
const loadDecisionDialog = () => import('./parts/DocumentDecisionDialog');

function Documents({ state }: { state: DocumentState }) {
  const load = useLoad(state, () => listDocuments(state, 1, { hideMessage: true }));
  const [open, setOpen] = useState<{ decision: Decision; document: DeskDocument } | null>(null);
  const dialog = useOnDemand<DocumentDecisionDialogProps>(loadDecisionDialog);
  if (load.status !== 'ready') return <LoadPending load={load} />;
  const { list, total } = load.data;
  if (list.length === 0)
    return <p className="py-10 text-center text-gray-600">暂无{documentStateLabels[state]}的证件</p>;
  return (
    <>
      <p className="mb-3 text-sm text-gray-700">
        共 {total} 份。审核要点：照片清晰完整，号码与照片一致；核定载质量超过 4.5
        吨的车辆须有道路运输证；证件在有效期内。
      </p>
      <div className="flex flex-col gap-3">
        {list.map((document) => (
          <DocumentCard
            key={document.id}
            document={document}
            onInterest={dialog.load}
            onDecide={(decision) => {
              dialog.load();
              setOpen({ decision, document });
            }}
          />
        ))}
      </div>
      {open && dialog.failed && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          确认框加载失败，请检查网络后再点一次
        </p>
      )}
      {open && dialog.Component && (
        <dialog.Component {...open} onClose={() => setOpen(null)} onDecided={load.retry} />
      )}
    </>
  );
}

/** 证件审核: carriers' vehicles and identities by state, oldest first; 通过 and 驳回 ask first. */
export default function DocumentQueue() {
  const [state, setState] = useState<DocumentState>('pending');
  return (
    <EditorOnly>
      <Tabs.Root value={state} onValueChange={(next) => setState(next as DocumentState)}>
        {/* Four states: on a phone the row scrolls rather than widening the page. */}
        <div className="overflow-x-auto">
          <TabList label="证件状态" tabs={DOCUMENT_STATES} labels={documentStateLabels} look="queue" />
        </div>
        {DOCUMENT_STATES.map((key) => (
          <Tabs.Content key={key} value={key} className="rounded-lg bg-white p-4 shadow-sm">
            {key === state && <Documents state={key} />}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </EditorOnly>
  );
}

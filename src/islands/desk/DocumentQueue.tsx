import '../../stores/shell/request-effects';
import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { DOCUMENT_STATES, type DocumentState } from '../../lib/shared/contract';
import { documentStateLabels } from '../../lib/documents/documents';
import { listDocuments } from '../../lib/documents/api';
import LoadPending from '../shared/LoadPending';
import { useLoad } from '../shared/useLoad';
import TabList from '../shared/TabList';
import EditorOnly from './parts/EditorOnly';
import DocumentCard from './parts/DocumentCard';

function Documents({ state }: { state: DocumentState }) {
  const load = useLoad(state, () => listDocuments(state, 1, { hideMessage: true }));
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
          <DocumentCard key={document.id} document={document} onDecided={load.retry} />
        ))}
      </div>
    </>
  );
}

/** 证件审核: carriers' vehicles and identities by state, oldest first; 通过 and 驳回 ask first. */
export default function DocumentQueue() {
  const [state, setState] = useState<DocumentState>('pending');
  return (
    <EditorOnly>
      <Tabs.Root value={state} onValueChange={(next) => setState(next as DocumentState)}>
        <TabList label="证件状态" tabs={DOCUMENT_STATES} labels={documentStateLabels} look="queue" />
        {DOCUMENT_STATES.map((key) => (
          <Tabs.Content key={key} value={key} className="rounded-lg bg-white p-4 shadow-sm">
            {key === state && <Documents state={key} />}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </EditorOnly>
  );
}

import '../../stores/shell/request-effects';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { DeskKind, UserEnterprise } from '../../lib/shared/contract';
import { deskFormHref, deskKindLabels, readDeskTarget } from '../../lib/desk/desk';
import { navigate } from '../../stores/shell/navigation';
import { $currentUser } from '../../stores/shell/session';
import LoadFailure from '../shared/LoadFailure';
import LoadPending from '../shared/LoadPending';
import EditorOnly from './parts/EditorOnly';
import DeskForm from './parts/DeskForm';
import DeskHistory from './parts/DeskHistory';
import DeskItemPanel from './parts/DeskItemPanel';
import DeskScheduleControl from './parts/DeskScheduleControl';
import { useDeskItem } from './parts/useDeskItem';

const WRONG_ADDRESS = new Error('地址中的内容类型或编号不正确，请从内容台的列表进入');

/** 编辑内容 (`?kind=policies&id=12`, no id for a new item): state and actions, the form, the history. */
function DeskEditorBody() {
  const user = useStore($currentUser, { ssr: () => null });
  const [target, setTarget] = useState<ReturnType<typeof readDeskTarget> | undefined>(undefined);
  useEffect(() => setTarget(readDeskTarget(window.location.search)), []);
  if (target === null) return <LoadFailure error={WRONG_ADDRESS} />;
  if (target === undefined || user === null)
    return <p className="py-10 text-center text-gray-600">载入中...</p>;
  return (
    <DeskItemEditor
      key={`${target.kind}:${target.id}`}
      kind={target.kind}
      id={target.id}
      userId={user.id}
      memberOf={user.role === 'editor' ? null : (user.enterprise ?? null)}
    />
  );
}

interface ItemEditorProps {
  kind: DeskKind;
  id: number | null;
  userId: number;
  /** A verified member's enterprise: they write its announcements and submit rather than publish. */
  memberOf: UserEnterprise | null;
}

function DeskItemEditor({ kind, id, userId, memberOf }: ItemEditorProps) {
  const load = useDeskItem(kind, id);
  const [dirty, setDirty] = useState(false);
  if (load.status !== 'ready') return <LoadPending load={load} />;
  const { data: item, retry: reload } = load;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-gray-600">
        {deskKindLabels[kind]} · {item === null ? '新建' : `编号 ${item.id} ·《${item.title}》`}
      </p>
      {item && <DeskItemPanel item={item} dirty={dirty} member={memberOf !== null} onChanged={reload} />}
      {item && memberOf === null && <DeskScheduleControl item={item} onChanged={reload} />}
      <DeskForm
        key={item?.revision ?? 'new'}
        kind={kind}
        item={item}
        userId={userId}
        onDirty={setDirty}
        onConflict={reload}
        memberOf={memberOf}
        schedule={item?.schedule ?? null}
        {...(memberOf ? { presets: { enterpriseId: String(memberOf.id) } } : {})}
        onSaved={(result) => (item === null ? navigate(deskFormHref(kind, result.id)) : reload())}
      />
      {item && memberOf === null && <DeskHistory item={item} onChanged={reload} />}
    </div>
  );
}

/** The page's island: its content for an editor, or a member for their enterprise's announcements (EditorOnly). */
export default function DeskEditor() {
  return (
    <EditorOnly memberKind="announcements">
      <DeskEditorBody />
    </EditorOnly>
  );
}

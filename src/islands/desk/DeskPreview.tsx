import '../../stores/shell/request-effects';
import { useEffect, useState } from 'react';
import type { DeskItem, DeskKind, DeskPublicOf } from '../../lib/shared/contract';
import { deskFormHref, deskStateText, readDeskTarget } from '../../lib/desk/desk';
import AnnouncementView from '../announcements/AnnouncementView';
import EnterpriseView from '../enterprises/EnterpriseView';
import RouteView from '../freight-routes/RouteView';
import PolicyView from '../policies/PolicyView';
import { PreviewImages } from '../details/ContentFigure';
import PrivateImage from '../shared/PrivateImage';
import { appHref } from '../list/href';
import LoadFailure from '../shared/LoadFailure';
import LoadPending from '../shared/LoadPending';
import EditorOnly from './parts/EditorOnly';
import { useDeskItem } from './parts/useDeskItem';

const WRONG_ADDRESS = new Error('预览地址中的内容类型或编号不正确，请从内容台进入');

/** The item's newest revision drawn by the same view as its public page, under a 预览 banner. */
function DeskPreviewBody() {
  const [target, setTarget] = useState<ReturnType<typeof readDeskTarget> | undefined>(undefined);
  useEffect(() => setTarget(readDeskTarget(window.location.search)), []);
  if (target === null || target?.id === null) return <LoadFailure error={WRONG_ADDRESS} />;
  if (target === undefined) return <p className="py-10 text-center text-gray-600">载入中...</p>;
  return <Preview kind={target.kind} id={target.id} />;
}

function Preview({ kind, id }: { kind: DeskKind; id: number }) {
  const load = useDeskItem(kind, id);
  if (load.status !== 'ready') return <LoadPending load={load} />;
  const item = load.data;
  if (item === null) return <LoadFailure error={WRONG_ADDRESS} onRetry={load.retry} />;
  return (
    <div className="flex flex-col gap-4">
      <div
        role="note"
        aria-label="预览"
        className="flex items-center gap-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
      >
        <strong className="text-base">预览</strong>
        <span className="flex-1">
          第 {item.revision} 版 · {deskStateText(item)} · 此页面仅编辑可见，访客看到的是{' '}
          {item.publishedRevision === null ? '（尚未发布）' : `第 ${item.publishedRevision} 版`}
        </span>
        <a href={appHref(deskFormHref(kind, id))} className="text-primary hover:underline">
          返回编辑
        </a>
      </div>
      {/* A draft's images are not published files yet: each is read with the editor's token. */}
      <PreviewImages.Provider value={PrivateImage}>
        <PublicView item={item} />
      </PreviewImages.Provider>
    </div>
  );
}

function PublicView({ item }: { item: DeskItem }) {
  const preview = item.preview;
  switch (item.kind) {
    case 'policies':
      return <PolicyView policy={preview as DeskPublicOf['policies']} />;
    case 'announcements':
      return <AnnouncementView announcement={preview as DeskPublicOf['announcements']} />;
    case 'enterprises':
      return <EnterpriseView enterprise={preview as DeskPublicOf['enterprises']} />;
    case 'routes':
      return <RouteView route={preview as DeskPublicOf['routes']} />;
  }
}

/** The page's island: its content for an editor, or a member for their enterprise's announcements (EditorOnly). */
export default function DeskPreview() {
  return (
    <EditorOnly memberKind="announcements">
      <DeskPreviewBody />
    </EditorOnly>
  );
}

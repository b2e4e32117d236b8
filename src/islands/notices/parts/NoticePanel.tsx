import { useStore } from '@nanostores/react';
import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import type { Notice, NoticeType } from '../../../lib/shared/contract';
import { NOTICE_TABS, openingTab, unreadElsewhere } from '../../../lib/notices/notice-tabs';
import NoticeList from './NoticeList';
import TabTrigger from '../../shared/TabTrigger';
import { $global } from '../../../stores/shell/shell';
import { $unreadByType } from '../../../stores/shell/notify-count';

export interface NoticePanelProps {
  loading: boolean;
  /** Why loading failed (the request layer's message), '' otherwise. */
  error: unknown;
  onRetry: () => void;
}

/**
 * The bell's dropdown contents: one tab per notice type, each with its unread count. It opens on the
 * tab of the newest unread notice (following the list as it loads, until the user picks a tab), and an
 * empty tab points to the tabs that hold unread ones. Loaded on the first hover, focus or click of the
 * bell (see NoticeBell), so pages never opened carry no tabs code.
 */
export default function NoticePanel({ loading, error, onRetry }: NoticePanelProps) {
  const { notices } = useStore($global);
  const unreadByType = useStore($unreadByType);
  const [chosen, setChosen] = useState<NoticeType | null>(null);
  const ofType = (type: NoticeType): Notice[] => notices.filter((notice) => notice.type === type);
  const tab = chosen ?? openingTab(notices);

  return (
    <Tabs.Root value={tab} onValueChange={(value) => setChosen(value as NoticeType)}>
      <Tabs.List aria-label="通知类型" className="flex border-b border-gray-200">
        {NOTICE_TABS.map(({ type, title }) => {
          const unread = unreadByType[type];
          return (
            <TabTrigger key={type} value={type} className="flex-1 py-3">
              {title}
              {unread > 0 && <span className="ml-1 text-xs">({unread})</span>}
            </TabTrigger>
          );
        })}
      </Tabs.List>
      {NOTICE_TABS.map(({ type, title }) => (
        <Tabs.Content key={type} value={type}>
          <NoticeList
            type={type}
            title={title}
            notices={ofType(type)}
            loading={loading}
            error={error}
            onRetry={onRetry}
            elsewhere={unreadElsewhere(unreadByType, type)}
            onShow={setChosen}
          />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

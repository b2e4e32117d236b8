import { useStore } from '@nanostores/react';
import * as Tabs from '@radix-ui/react-tabs';
import type { Notice, NoticeType } from '../../../lib/contract';
import NoticeList from './NoticeList';
import TabTrigger from '../../shared/TabTrigger';
import { $global } from '../../../stores/global';
import { $unreadByType } from '../../../stores/notify-count';

const noticeTabs: { type: NoticeType; title: string }[] = [
  { type: 'notice', title: '通知' },
  { type: 'message', title: '消息' },
  { type: 'todo', title: '待办' },
];

export interface NoticePanelProps {
  loading: boolean;
  /** Why loading failed (the request layer's message), '' otherwise. */
  error: unknown;
  onRetry: () => void;
}

/**
 * The bell's dropdown contents: one tab per notice type, each with its unread count. Loaded on the
 * first hover, focus or click of the bell (see NoticeBell), so pages never opened carry no tabs code.
 */
export default function NoticePanel({ loading, error, onRetry }: NoticePanelProps) {
  const { notices } = useStore($global);
  const unreadByType = useStore($unreadByType);
  const ofType = (type: NoticeType): Notice[] => notices.filter((notice) => notice.type === type);

  return (
    <Tabs.Root defaultValue="notice">
      <Tabs.List aria-label="通知类型" className="flex border-b border-gray-200">
        {noticeTabs.map(({ type, title }) => {
          const unread = unreadByType[type];
          return (
            <TabTrigger key={type} value={type} className="flex-1 py-3">
              {title}
              {unread > 0 && <span className="ml-1 text-xs">({unread})</span>}
            </TabTrigger>
          );
        })}
      </Tabs.List>
      {noticeTabs.map(({ type, title }) => (
        <Tabs.Content key={type} value={type}>
          <NoticeList
            type={type}
            title={title}
            notices={ofType(type)}
            loading={loading}
            error={error}
            onRetry={onRetry}
          />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

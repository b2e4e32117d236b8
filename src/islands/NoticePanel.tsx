import { useStore } from '@nanostores/react';
import * as Tabs from '@radix-ui/react-tabs';
import type { Notice, NoticeType } from '../lib/contract';
import NoticeList from './NoticeList';
import { $global } from '../stores/global';
import { $unreadByType } from '../stores/notify-count';

const noticeTabs: { type: NoticeType; title: string }[] = [
  { type: 'notice', title: '通知' },
  { type: 'message', title: '消息' },
  { type: 'todo', title: '待办' },
];

interface NoticePanelProps {
  id: string;
  loading: boolean;
  /** Why loading failed (the request layer's message), '' otherwise. */
  error: string;
  onRetry: () => void;
}

/** The bell's dropdown: one tab per notice type, each with its unread count. */
export default function NoticePanel({ id, loading, error, onRetry }: NoticePanelProps) {
  const { notices } = useStore($global);
  const unreadByType = useStore($unreadByType);
  const ofType = (type: NoticeType): Notice[] => notices.filter((notice) => notice.type === type);

  return (
    <div
      id={id}
      role="region"
      aria-label="通知中心"
      className="absolute right-0 z-40 mt-2 w-96 overflow-hidden rounded-lg border border-gray-200 bg-white text-sm shadow-xl"
    >
      <Tabs.Root defaultValue="notice">
        <Tabs.List aria-label="通知类型" className="flex border-b border-gray-200">
          {noticeTabs.map(({ type, title }) => {
            const unread = unreadByType[type];
            return (
              <Tabs.Trigger
                key={type}
                value={type}
                className="flex-1 border-b-2 border-transparent py-3 text-gray-600 hover:text-primary data-[state=active]:border-primary data-[state=active]:font-medium data-[state=active]:text-primary"
              >
                {title}
                {unread > 0 && <span className="ml-1 text-xs">({unread})</span>}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        {noticeTabs.map(({ type, title }) => (
          <Tabs.Content key={type} value={type} className="outline-none">
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
    </div>
  );
}

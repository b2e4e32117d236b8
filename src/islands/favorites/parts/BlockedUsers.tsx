import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../../lib/shared/format';
import { $blocks, loadBlocks, unblock } from '../../../stores/blocks';
import { loading } from '../../../stores/load';
import LoadPending from '../../shared/LoadPending';
import Panel from '../../shared/Panel';
import Refusal from './Refusal';

/**
 * 屏蔽列表 on 我的收藏: the users this account blocked, last first, each with 取消屏蔽. A block is
 * made with 屏蔽 where a user is shown (an offer's publisher, a post's author).
 */
export default function BlockedUsers() {
  const state = useStore($blocks, { ssr: loading });
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    void loadBlocks();
  }, []);

  if (state.status !== 'ready') return <LoadPending load={{ ...state, retry: () => void loadBlocks() }} />;
  const { list, limit } = state.data;
  return (
    <Panel id="blocked-users" title={`屏蔽列表（${list.length}/${limit}）`}>
      <p className="mb-4 text-sm text-gray-600">
        被屏蔽的用户发布的信息和帖子不会向您显示，他们无法查看您发布信息的联系电话，他们的回复和发布也不会通知您；对方不会收到任何提示。
      </p>
      <Refusal text={refusal} />
      {list.length === 0 ? (
        <p className="py-6 text-center text-sm text-gray-600">没有屏蔽的用户</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="border-b border-gray-200 text-gray-600">
            <tr>
              <th className="py-2 font-medium">用户</th>
              <th className="py-2 font-medium">屏蔽时间</th>
              <th className="py-2 font-medium">操作</th>
            </tr>
          </thead>
          <tbody>
            {list.map((user) => (
              <tr key={user.id} className="border-b border-gray-100">
                <td className="py-2">{user.nickname}</td>
                <td className="py-2 text-gray-600">{formatDateTime(user.since)}</td>
                <td className="py-2">
                  <button
                    type="button"
                    className="text-primary hover:underline"
                    aria-label={`取消屏蔽 ${user.nickname}`}
                    onClick={() => void unblock(user.id).then(setRefusal)}
                  >
                    取消屏蔽
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}

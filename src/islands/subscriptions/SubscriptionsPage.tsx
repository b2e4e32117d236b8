import '../../stores/shell/request-effects';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { LOGISTICS_KIND_LABELS } from '../../lib/shared/kind-labels';
import { formatDateTime } from '../../lib/shared/format';
import { $subscriptions, loadSubscriptions } from '../../stores/subscriptions';
import { loading } from '../../stores/load';
import LoadPending from '../shared/LoadPending';
import Panel from '../shared/Panel';
import RemoveLaneButton from './parts/RemoveLaneButton';
import SubscriptionForm from './parts/SubscriptionForm';

/**
 * /basic/portal/subscriptions (订阅线路): the lanes the user follows, with the limit said, a form to add
 * one and 删除 on each (asked first). A new offer on a lane arrives as a notice in the bell.
 */
export default function SubscriptionsPage() {
  const state = useStore($subscriptions, { ssr: loading });
  useEffect(() => {
    void loadSubscriptions();
  }, []);

  if (state.status !== 'ready')
    return <LoadPending load={{ ...state, retry: () => void loadSubscriptions() }} />;
  const { list, limit } = state.data;
  const full = list.length >= limit;
  return (
    <div className="flex flex-col gap-6">
      <Panel id="subscriptions-add" title="添加线路">
        <p className="mb-4 text-sm text-gray-600">
          线路上有新的货源或车源发布时，会在右上角的通知中提醒您。每个账号最多订阅 {limit} 条线路
          {full ? '，已达上限，请先删除不再需要的线路' : ''}。
        </p>
        <SubscriptionForm full={full} />
      </Panel>
      <Panel id="subscriptions-list" title={`我的线路（${list.length}/${limit}）`}>
        {list.length === 0 ? (
          <p className="py-6 text-center text-sm text-gray-600">还没有订阅线路</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="border-b border-gray-200 text-gray-600">
              <tr>
                <th className="py-2 font-medium">类型</th>
                <th className="py-2 font-medium">出发地</th>
                <th className="py-2 font-medium">目的地</th>
                <th className="py-2 font-medium">订阅时间</th>
                <th className="py-2 font-medium">操作</th>
              </tr>
            </thead>
            <tbody>
              {list.map((lane) => (
                <tr key={lane.id} className="border-b border-gray-100">
                  <td className="py-2">{LOGISTICS_KIND_LABELS[lane.kind]}</td>
                  <td className="py-2">{lane.originName}</td>
                  <td className="py-2">{lane.destinationName}</td>
                  <td className="py-2 text-gray-600">{formatDateTime(lane.createdAt)}</td>
                  <td className="py-2">
                    <RemoveLaneButton lane={lane} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Panel>
    </div>
  );
}

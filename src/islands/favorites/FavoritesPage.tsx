import '../../stores/shell/request-effects';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $favorites, loadFavorites } from '../../stores/favorites';
import { loading } from '../../stores/load';
import LoadPending from '../shared/LoadPending';
import Panel from '../shared/Panel';
import KeptOffers from './parts/KeptOffers';
import KeptUsers from './parts/KeptUsers';
import BlockedUsers from './parts/BlockedUsers';

/**
 * /basic/portal/myFavorites (我的收藏): the offers kept with 收藏, each as it stands now (marked
 * 已撤回, 已成交 or 已过期 once it no longer stands), and the users kept as 常用车辆/常用货主 with
 * their newest offers, those who published last first; then the 屏蔽列表, which undoes a block.
 */
export default function FavoritesPage() {
  const state = useStore($favorites, { ssr: loading });
  useEffect(() => {
    void loadFavorites();
  }, []);

  if (state.status !== 'ready') return <LoadPending load={{ ...state, retry: () => void loadFavorites() }} />;
  const { offers, users, limit } = state.data;
  return (
    <div className="flex flex-col gap-6">
      <Panel id="favorite-users" title={`常用车辆/货主（${users.length}/${limit}）`}>
        <KeptUsers users={users} />
      </Panel>
      <Panel id="favorite-offers" title={`收藏的信息（${offers.length}/${limit}）`}>
        <KeptOffers offers={offers} />
      </Panel>
      <BlockedUsers />
    </div>
  );
}

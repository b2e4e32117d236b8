import '../../stores/shell/request-effects';
import * as api from '../../lib/community/api';
import { chosenCircle, postList } from '../../lib/community/post-lists';
import { composerPath } from '../../lib/community/community-paths';
import type { Circle, Paged, PostItem } from '../../lib/shared/contract';
import { setHotCircleText } from '../../stores/shell/page-choices';
import CirclePicker from './parts/CirclePicker';
import LoadFailure from '../shared/LoadFailure';
import { useLoad } from '../shared/useLoad';
import DataTable from '../list/DataTable';
import FilterBar from '../list/FilterBar';
import { ListEmptyState, ListPagination } from '../list/ListBody';
import { appHref } from '../list/href';
import { useListState } from '../list/useListState';

interface CommunityProps {
  /** The first page of all circles' posts and the circles, as the static page shows them. */
  initial: Paged<PostItem> | null;
  circles: Circle[] | null;
}

/**
 * /basic/community: the circles, then the posts of the chosen circle (or all) with a keyword search,
 * paginated; circle, keyword and page live in the URL. 发帖 opens the composer in the chosen circle.
 * The static page holds the circles and the first page of posts; other pages are read as asked for.
 */
export default function Community({ initial, circles: shownCircles }: CommunityProps) {
  const read = useLoad(shownCircles ? null : 'circles', () => api.listCircles({ skipErrorHandler: true }));
  const circles = shownCircles ? { status: 'ready' as const, data: shownCircles, retry: read.retry } : read;
  const { state, hydrated, navigate, retry } = useListState(postList, initial);
  const { query } = state;
  const circleId = chosenCircle(query);

  const choose = (circle: Circle | null) => {
    setHotCircleText(circle?.name ?? '');
    const { circleId: _previous, ...filters } = query.filters;
    navigate({ ...query, page: 1, filters: circle ? { ...filters, circleId: String(circle.id) } : filters });
  };
  // 重置 and 清除筛选 clear the keyword; the circle is the picker's.
  const clearKeyword = () => {
    const { keyword: _keyword, ...filters } = query.filters;
    navigate({ ...query, page: 1, filters });
  };

  // Circles in a column of their own (below the posts on a narrow screen): when they arrive they
  // move nothing of the posts (CLS 0).
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4 lg:grid-cols-[15rem_minmax(0,1fr)]">
      <div className="order-last min-w-0 lg:order-none">
        {circles.status === 'failed' ? (
          <LoadFailure error={circles.error} onRetry={circles.retry} />
        ) : circles.status === 'loading' ? (
          <p className="text-sm text-gray-600">载入中...</p>
        ) : (
          <CirclePicker
            circles={circles.data ?? []}
            selected={circleId}
            onSelect={choose}
            disabled={!hydrated}
          />
        )}
      </div>
      <div className="min-w-0">
        <div className="mb-2 flex items-center justify-between">
          <h2 className="text-base font-semibold text-gray-900">
            {circles.data?.find((circle) => circle.id === circleId)?.name ?? '全部圈子'}的帖子
          </h2>
          <a
            href={appHref(composerPath({ circleId }))}
            className="inline-flex h-9 items-center rounded-md bg-primary px-4 text-sm font-medium text-white hover:bg-primary-hover"
          >
            发帖
          </a>
        </div>
        <FilterBar
          fields={postList.fields}
          values={query.filters}
          label="帖子搜索"
          disabled={!hydrated}
          onSubmit={(filters) => navigate({ ...query, page: 1, filters })}
          onReset={clearKeyword}
        />
        <DataTable
          caption={postList.caption}
          columns={postList.columns}
          rows={state.rows}
          rowKey={(post) => post.id}
          status={state.status}
          error={state.error}
          onRetry={() => void retry()}
          reservedRows={query.pageSize}
          empty={
            <ListEmptyState
              list={postList}
              state={state}
              hydrated={hydrated}
              navigate={navigate}
              onClear={clearKeyword}
            />
          }
        />
        <ListPagination
          list={postList}
          state={state}
          hydrated={hydrated}
          navigate={navigate}
          label="帖子分页"
        />
      </div>
    </div>
  );
}

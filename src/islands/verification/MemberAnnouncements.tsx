import '../../stores/shell/request-effects';
import { BASE_URL } from '../../lib/site/config';
import type { DeskItemSummary, UserEnterprise } from '../../lib/shared/contract';
import { deskFormHref, deskPreviewHref, deskStateText } from '../../lib/desk/desk';
import { listDeskItems } from '../../lib/desk/api';
import { formatDateTime } from '../../lib/shared/format';
import { VERIFICATION_PATH, withBase } from '../../lib/shared/routes';
import { checkRole } from '../../stores/role';
import LoadPending from '../shared/LoadPending';
import { useLoad } from '../shared/useLoad';

/** The member's enterprise and its announcements; null for a user not (yet) verified. */
type Own = { enterprise: UserEnterprise; rows: DeskItemSummary[] } | null;

const link = (path: string) => withBase(BASE_URL, path);

async function loadOwn(): Promise<Own> {
  const role = await checkRole();
  if (role.kind === 'failed') throw role.error;
  if (role.kind !== 'user' || role.enterprise === null) return null;
  const page = await listDeskItems({ kind: 'announcements', pageSize: 100 }, { hideMessage: true });
  return { enterprise: role.enterprise, rows: page.list };
}

/** 本企业公告: a verified member's announcements on the desk (drafts, submitted, published) and 新建. */
export default function MemberAnnouncements() {
  const load = useLoad('own-announcements', loadOwn);
  if (load.status !== 'ready') return <LoadPending load={load} />;
  const own = load.data;
  if (own === null)
    return (
      <p className="rounded-lg bg-white p-6 text-sm text-gray-700 shadow-sm">
        通过企业认证后，才能撰写本企业的企业公告。
        <a className="ml-2 text-blue-700 underline" href={link(VERIFICATION_PATH)}>
          去申请企业认证
        </a>
      </p>
    );
  return (
    <section aria-labelledby="member-announcements" className="rounded-lg bg-white p-6 shadow-sm">
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id="member-announcements" className="text-base font-semibold text-gray-900">
          {own.enterprise.name}的企业公告
        </h2>
        <a
          href={link(deskFormHref('announcements'))}
          className="rounded-md bg-primary-active px-4 py-2 text-sm font-medium text-white hover:bg-primary-active/90"
        >
          新建公告
        </a>
      </div>
      {own.rows.length === 0 ? (
        <p className="py-6 text-center text-sm text-gray-600">还没有公告。写好后提交审核，由编辑发布。</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">本企业公告，共 {own.rows.length} 条</caption>
          <thead className="bg-gray-50 text-gray-600">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                标题
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                状态
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                最后修改
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                操作
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {own.rows.map((row) => (
              <tr key={row.id}>
                <th scope="row" className="px-3 py-2 font-normal text-gray-900">
                  {row.title}
                </th>
                <td className="px-3 py-2">{deskStateText(row)}</td>
                <td className="px-3 py-2">{formatDateTime(row.updatedAt)}</td>
                <td className="flex gap-3 px-3 py-2">
                  <a
                    className="text-blue-700 hover:underline"
                    href={link(deskFormHref('announcements', row.id))}
                  >
                    编辑<span className="sr-only">《{row.title}》</span>
                  </a>
                  <a
                    className="text-blue-700 hover:underline"
                    href={link(deskPreviewHref('announcements', row.id))}
                  >
                    预览<span className="sr-only">《{row.title}》</span>
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

import { Hono } from 'hono';
import { addDays } from '../../src/lib/shared/china-time.ts';
import { findPolicy, listPolicies } from '../queries/policies.ts';
import { withImages } from '../queries/content-images.ts';
import { serveItem, serveList } from '../http/content-endpoints.ts';
import type { AppEnv } from '../http/app-env.ts';
import { invalid } from '../domain/errors.ts';

/** 政策法规: national, provincial and city policies. */
const resource = new Hono<AppEnv>();

serveList(
  resource,
  '/policies',
  async (db, { keyword, level, from, to }, page, pageSize) => {
    if (from && to && from > to) throw invalid('开始日期（from）不能晚于结束日期（to）');
    const filter = { keyword, level, from, before: to === undefined ? undefined : addDays(to, 1) };
    return listPolicies(db, filter, page, pageSize);
  },
  { keptBy: ['policies'] },
);
serveItem(
  resource,
  '/policies',
  async (db, id) => {
    const policy = await findPolicy(db, id);
    return policy && withImages(db, policy, policy.content);
  },
  '政策',
);

export default resource;

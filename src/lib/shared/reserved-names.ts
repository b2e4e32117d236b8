/**
 * Words the platform keeps for itself: no account name or nickname may pose as the platform, its
 * editors or its service desk (docs/api.md, Account, lists them). The platform shows who it is with
 * its own marks (编辑, 官方; src/islands/shared/PlatformMark.tsx), never with a name. The server
 * compares by the names' confusable skeletons (src/lib/shared/name-skeleton.ts), so `ADMIN`, `adm1n` and
 * `編輯` are refused as `admin` and `编辑` are. Names that already exist keep them (the seeded editor
 * `内容编辑`): a name is judged when it is chosen or changed.
 */

/** Refused wherever they appear in a name: `admin123`, `官方客服`, `物流编辑部`. */
export const RESERVED_WITHIN = [
  'admin',
  'administrator',
  'kefu',
  'guanfang',
  'guanliyuan',
  'official',
  '官方',
  '客服',
  '编辑',
  '管理员',
  '版主',
  '站长',
  '系统通知',
  '系统消息',
  '平台通知',
] as const;

/** Refused as the whole name only (they are short, or parts of ordinary names: `rooter`, `bianjiang`). */
export const RESERVED_WHOLE = [
  'root',
  'system',
  'sysadmin',
  'superuser',
  'support',
  'service',
  'staff',
  'moderator',
  'editor',
  'bianji',
  'webmaster',
  'postmaster',
  'security',
  'kf',
  'null',
  'undefined',
] as const;

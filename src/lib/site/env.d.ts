/// <reference types="astro/client" />

/** Build-time settings the portal reads (all optional; see src/lib/site/config.ts). */
interface ImportMetaEnv {
  /** Replaces `/exception` as the page that showType 9 failures go to. */
  readonly PUBLIC_ERROR_PAGE?: string;
  /** Baidu Tongji site id; without it page views go to the no-op recorder only. */
  readonly PUBLIC_HM_SITE_ID?: string;
  /** The ICP filing number (ICP备案号) shown in every footer; none when unset. */
  readonly PUBLIC_ICP_NUMBER?: string;
}

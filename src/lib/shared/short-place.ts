/**
 * Places in one short form for list columns (docs/decisions.md, Places in lists), apart from the
 * region data helpers of regions.ts so that a page listing places loads these few lines alone.
 */
/** Autonomous regions by their short names (`广西壮族自治区` → `广西`). */
const AUTONOMOUS_REGION = /^(内蒙古|广西|西藏|宁夏|新疆)\S*自治区$/;

/** `江苏省` → `江苏`, `苏州市` → `苏州`, `香港特别行政区` → `香港`; an autonomous prefecture keeps its name. */
function shortName(name: string): string {
  const region = AUTONOMOUS_REGION.exec(name);
  if (region?.[1]) return region[1];
  const short = name.replace(/(特别行政区|地区|省|市)$/, '');
  // `沙市` would become one character: a name of two stays whole.
  return short.length >= 2 ? short : name;
}

/** A province's name (`江苏省`, `广西壮族自治区`), as opposed to a city named like its province (`上海市`). */
const isProvince = (name: string): boolean => /(省|自治区|特别行政区)$/.test(name);

/**
 * A place in one short form for list columns: the city, without 市 (docs/decisions.md, Places in
 * lists). `江苏省 苏州市 姑苏区` → `苏州`, `上海市 浦东新区` → `上海`, `河南省 济源市` → `济源`,
 * a province alone → `广东`, a seeded `临沂` stays; several (`广东省、苏州市`) → `广东、苏州`.
 */
export function shortPlace(text: string): string {
  return text
    .split('、')
    .map((place) => {
      // `江苏省苏州市` typed without a space is read as `江苏省 苏州市`.
      const parts = place
        .trim()
        .replace(/^(\S+?(?:省|自治区|特别行政区))(?=\S)/, '$1 ')
        .split(/\s+/);
      const [first = '', second] = parts;
      if (parts.length >= 3) return shortName(second ?? first);
      if (second !== undefined && isProvince(first)) return shortName(second);
      return shortName(first);
    })
    .join('、');
}

/**
 * `上海 → 成都`: an offer's places in the lists' short form. Here, not with the tabs' links
 * (logistics-tabs.ts), which every page's core script carries: only pages that list offers need it.
 */
export const routeText = (item: { origin: string; destination: string }): string =>
  `${shortPlace(item.origin)} → ${shortPlace(item.destination)}`;

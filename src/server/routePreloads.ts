/**
 * Route preload hints (issue 14): the index.html sent for a page names, as `<link rel="modulepreload">`, the chunks of
 * that page's code, so they download beside the entry's instead of after it has run. The chunks come from the build's
 * `route-preloads.json` (scripts/routePreloads.ts); which chunks a page needs is src/domain/routePreloads.ts's rule
 * (only with a session token, cookie auth.token: a visitor without one sees the login page or a public page, and the
 * login page's JavaScript is measured against a bare React page).
 *
 * Hints are only hints: a build without the table, an unknown path or a module the table lacks gives no links, and the
 * app loads what it needs as before.
 */
export {
  parseRoutePreloadTable,
  preloadsFor,
  ROUTE_PRELOADS_FILE,
  type RoutePreloadTable,
} from '../domain/routePreloads.ts';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * `html` with a modulepreload link per URL before `</head>` (unchanged without URLs or without a head). The links ask
 * for low priority: the entry (and its stylesheet) must run first, to check the session and render, before a page's
 * code is of any use; at the same priority the page's chunks shared its bandwidth and the entry arrived later.
 */
export function withPreloadLinks(html: string, urls: readonly string[]): string {
  const head = html.indexOf('</head>');
  if (urls.length === 0 || head < 0) return html;
  // At the start of the closing tag's line when only indentation precedes it, so the links line up.
  const lineStart = html.lastIndexOf('\n', head) + 1;
  const at = html.slice(lineStart, head).trim() === '' ? lineStart : head;
  const links = urls
    .map(
      (url) =>
        `    <link rel="modulepreload" crossorigin fetchpriority="low" href="${escapeAttribute(url)}">\n`,
    )
    .join('');
  return `${html.slice(0, at)}${links}${html.slice(at)}`;
}

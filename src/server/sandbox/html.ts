/**
 * HTML of the sandbox pages (checkout, update payment, partner network): a plain page with a banner, one
 * stylesheet and at most one script file, because the CSP forbids inline scripts and styles.
 */

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

export interface SandboxPageOptions {
  /** Path of a script file, or null. */
  script?: string | null;
  /** The banner above the content (plain text). */
  banner?: string;
  /** Path of the stylesheet. */
  stylesheet?: string;
}

/** A whole page; `title` and `banner` are escaped, `body` is HTML. */
export function sandboxPage(title: string, body: string, options: SandboxPageOptions = {}): string {
  const {
    script = null,
    banner = 'Sandbox checkout — no real payment',
    stylesheet = '/sandbox/sandbox.css',
  } = options;
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<link rel="stylesheet" href="${escapeHtml(stylesheet)}">`,
    script === null ? '' : `<script src="${escapeHtml(script)}" defer></script>`,
    '</head>',
    '<body>',
    '<main>',
    `<p class="banner" role="note">${escapeHtml(banner)}</p>`,
    body,
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');
}

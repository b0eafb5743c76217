import {
  applyTokenSync,
  parseTokenSync,
  tokenSyncRules,
  type TokenSyncRules,
} from "@/lib/auth-token";

/**
 * The /cdr page's whole behaviour: while framed, messages its parent window posts go through
 * `parse` and `apply`; loaded on its own, it listens to nothing. Nothing here throws.
 */
export function listenToParentWindow(
  win: Window,
  appOrigin: string,
  rules: TokenSyncRules,
  parse: typeof parseTokenSync,
  apply: typeof applyTokenSync,
): void {
  // Parameters and globals only: the page embeds this function's source text.
  if (win.parent === win) return;
  win.addEventListener("message", (event) => {
    if (event.source !== win.parent) return;
    const sync = parse(event, appOrigin, rules);
    if (sync) apply(sync, () => win.localStorage, rules.key);
  });
}

/** A value as a JavaScript literal that cannot close the <script> element it sits in. */
const scriptLiteral = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * The /cdr page's one inline script: the functions above and in lib/auth-token.ts, embedded as
 * their source text, so the page and the site-wide listener share one set of rules.
 */
export function tokenSyncFrameScript(appOrigin: string): string {
  return `(${listenToParentWindow})(window,${scriptLiteral(appOrigin)},${scriptLiteral(tokenSyncRules)},${parseTokenSync},${applyTokenSync})`;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * The whole /cdr document: no body, no framework, no stylesheet; a title and description for
 * whoever opens it, `noindex` for search engines, and the inline script.
 */
export function tokenSyncFrameDocument(page: {
  title: string;
  description: string;
  appOrigin: string;
}): string {
  return [
    '<!doctype html><html lang="en-IN"><head><meta charset="utf-8">',
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}">`,
    '<meta name="robots" content="noindex">',
    `<script>${tokenSyncFrameScript(page.appOrigin)}</script>`,
    "</head></html>\n",
  ].join("");
}

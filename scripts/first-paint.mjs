#!/usr/bin/env node
// Build step after `next build`, before scripts/csp.mjs: each page brings what its first frame
// needs and nothing else. On a phone over mobile data the first screen waits for the HTML and the
// stylesheet, each costing round trips, while the framework's scripts compete with them for the
// little bandwidth there is. (No font: a first visit is drawn in the device's own fonts, and the
// site's faces are fetched after the load event for the pages after it: lib/site-fonts.ts.) So:
//
// 1. The stylesheet comes inside the HTML. Tailwind's CSS is one small file (about 11 KB gzip)
//    shared by every page; as a <style> in <head> it costs no request and no round trip. The
//    original <link> stays, `disabled`: browsers fetch no disabled stylesheet, and React, which
//    looks the stylesheet up by its href when it hydrates or navigates, finds it and adds no copy.
//    (Next.js's own `experimental.inlineCss` also copies the CSS into every page's component
//    payload, doubling the HTML; this does not.)
// 2. The framework's scripts start loading once the first frame is on screen. Next.js writes its chunks as `<script src async>` in <head> (plus a low-priority preload). On a
// phone over mobile data those ~150 KB compete with the HTML and the stylesheet for the
// little bandwidth there is, and where they arrive early (a fast network, a warm cache) they run
// before the first paint and hold it back. The first screen needs none of them: every page is
// complete HTML and its links work without JavaScript. So each chunk's tag becomes an inert
// `<script type="text/x-after-paint" src>` (browsers fetch no script of an unknown type) and one
// small inline script, the same on every page, adds the real tags when the browser reports its
// first paint (PerformanceObserver "paint"). Where there is no paint to wait for (a hidden or
// prerendering tab, a browser without paint timing) it adds them at once, and after 3 s at the
// latest. React finds the inert tags by their src and adds no second copy.
// 3. The Server Component payload, read only once those scripts run, comes in one inline script
//    (mergePayload): each inline script costs a hash in the page's policy.
// 4. Third-party frames (the events calendar, the leaderboard) wait until React has hydrated the
//    page: the calendar's page and scripts are the heaviest thing on its page, and loaded beside
//    the framework's scripts they competed with hydration for the CPU (see deferFrames).
// 5. Pictures that are not the page's largest paint but sit in or near its first screen (the
//    partner logos under the home page's lead, the weekly events' further pictures) start loading
//    with the scripts, once the first frame is on screen (see deferPictures). As lazy pictures
//    they would start in the first frame's own rendering and, over a fast connection, finish
//    before it is shown, then share the bandwidth with the HTML that frame waits for.
// 6. The scripts the loader starts run as soon as each arrives, and almost every function in them
//    is called while React starts up. V8 compiles a function on its first call, on the main
//    thread, in the one long task that starts the framework; with V8's compile hint at a file's
//    top it compiles them all while the file streams in, on a background thread (see hintCompile).
//
// Usage: node scripts/first-paint.mjs [--out out]   (npm run build runs it)
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import postcss from "postcss";
import { listPages } from "./export-files.mjs";

export const AFTER_PAINT_TYPE = "text/x-after-paint";

/** Set on <html> by components/providers/HydrationMark.tsx once React has hydrated the page. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/**
 * The attribute a component gives an <img> that may wait for the first paint (PICTURE_MARK in
 * lib/picture-fallback.ts, which components import; the two must match).
 */
export const PICTURE_MARK = "data-after-paint";

/**
 * Adds the inert tags' scripts and starts the waiting pictures once the first paint is reported,
 * and fills the deferred frames and enables the site's whole stylesheet (see pruneCss) once React
 * has hydrated the page (at the browser's next idle moment, 1 s at most; 5 s after the paint at
 * the latest, should the scripts fail); identical on every page. `bare` removes an element's <noscript> copy, which React never rendered, before
 * React hydrates.
 */
export const AFTER_PAINT_LOADER =
  "(function(d,w){var q=d.querySelectorAll('script[type=\"" +
  AFTER_PAINT_TYPE +
  "\"]'),i=0,P=w.PerformanceObserver,t=P&&P.supportedEntryTypes,h=d.documentElement,framed=0,filled=0;" +
  "function bare(e){var c=e.nextSibling;if(c&&c.nodeName==='NOSCRIPT')c.remove()}" +
  "function go(){d.querySelectorAll('img[data-after-paint-src]').forEach(function(m){" +
  "var s=m.getAttribute('data-after-paint-srcset');bare(m);if(s)m.setAttribute('srcset',s);" +
  "m.src=m.getAttribute('data-after-paint-src');" +
  "m.removeAttribute('data-after-paint-src');m.removeAttribute('data-after-paint-srcset')});" +
  "for(;i<q.length;i++){var s=d.createElement('script');" +
  "s.src=q[i].getAttribute('src');s.async=true;d.head.appendChild(s)}" +
  "if(framed++)return;var f=d.querySelectorAll('iframe[data-after-paint-src]');" +
  "f.forEach(bare);" +
  "function fill(){if(filled++)return;var g=function(){f.forEach(function(e){" +
  "e.src=e.getAttribute('data-after-paint-src');e.removeAttribute('data-after-paint-src')});" +
  "d.querySelectorAll('link[rel=stylesheet][disabled]').forEach(function(l){l.removeAttribute('disabled')})};" +
  "if(w.requestIdleCallback)w.requestIdleCallback(g,{timeout:1000});else setTimeout(g,0)}" +
  "if(h.hasAttribute('" +
  HYDRATED_ATTRIBUTE +
  "'))fill();else new MutationObserver(function(m,o){o.disconnect();fill()})" +
  ".observe(h,{attributeFilter:['" +
  HYDRATED_ATTRIBUTE +
  "']});setTimeout(fill,5000)}" +
  "if(d.visibilityState!=='visible'||!t||t.indexOf('paint')<0){go();return}" +
  "new P(function(l,o){o.disconnect();go()}).observe({type:'paint',buffered:true});" +
  "setTimeout(go,3000)})(document,window)";

const FRAME = /<iframe ((?:[^>]*?\s)?)src="([^"]+)"([^>]*)><\/iframe>/g;

/**
 * One exported page whose third-party frames start loading once the page has hydrated: each
 * frame's src moves to data-after-paint-src (the loader removes the copy below at the first paint
 * and puts the src back after hydration), and a <noscript> copy keeps the frame for visitors
 * without JavaScript (app/globals.css hides the empty one there). React does not touch the
 * attributes of what it hydrates, so the frame it finds without its src is left for the loader.
 */
export function deferFrames(html) {
  // Only where the loader is, or the frame would stay empty; and only once.
  if (!html.includes(AFTER_PAINT_LOADER) || html.includes("data-after-paint-src=")) return html;
  return html.replace(
    FRAME,
    (frame, before, src, after) =>
      `<iframe ${before}data-after-paint-src="${src}"${after}></iframe><noscript>${frame}</noscript>`,
  );
}

const PICTURE = new RegExp(`<img [^>]*? ${PICTURE_MARK}=""[^>]*>`, "g");

/**
 * One exported page whose marked pictures start loading at the first paint: each one's src (and
 * srcSet) moves to data-after-paint-src (-srcset), which the loader puts back when it adds the
 * scripts, and a <noscript> copy keeps the picture for visitors without JavaScript (app/globals.css
 * hides the empty one there). The loader removes the copy before React hydrates, which never
 * rendered it, and React does not touch the attributes of what it hydrates.
 */
export function deferPictures(html) {
  if (!html.includes(AFTER_PAINT_LOADER)) return html;
  return html.replace(PICTURE, (tag) => {
    const picture = tag.replace(` ${PICTURE_MARK}=""`, "");
    const waiting = picture
      .replace(/ src="/, ' data-after-paint-src="')
      .replace(/ srcSet="/, ' data-after-paint-srcset="');
    if (!waiting.includes("data-after-paint-src=")) {
      throw new Error(`A picture marked to wait for the first paint has no src: ${picture}`);
    }
    return `${waiting}<noscript>${picture}</noscript>`;
  });
}

/** What next/font writes on a page whose fonts it does not preload. */
const FONT_PRECONNECT = '<link rel="preconnect" href="/" crossorigin=""/>';

/**
 * One exported page without next/font's preconnect to the site itself. It writes one on every
 * page whose fonts it does not preload, for them to come sooner; but no page asks for a face
 * before its load event (lib/site-fonts.ts), and the hint opened a second connection to the site,
 * one without credentials, at every visit's start, where mobile data has none to spare.
 */
export function dropFontPreconnect(html) {
  return html.replace(FONT_PRECONNECT, "");
}

const PAYLOAD_SCRIPT =
  /<script>((?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\(.*?\))<\/script>/gs;

/**
 * One exported page with its React Server Component payload in one inline script instead of one
 * per streamed piece (17 on /team/2022). The pieces only fill an array that the framework reads
 * once its scripts run, after the first paint, so one script in the first piece's place does the
 * same. Each inline script needs its own hash in the page's Content-Security-Policy, and the
 * CloudFront function that sends those policies must stay under 10 KB (scripts/csp.mjs).
 */
export function mergePayload(html) {
  const pieces = [...html.matchAll(PAYLOAD_SCRIPT)];
  if (pieces.length < 2) return html;
  const first = pieces[0].index;
  const last = pieces.at(-1);
  const end = last.index + last[0].length;
  const between = html.slice(first, end).replace(PAYLOAD_SCRIPT, "");
  if (between.trim() !== "") throw new Error("The payload's inline scripts are not all together.");
  const merged = `<script>${pieces.map((piece) => piece[1]).join(";")}</script>`;
  return html.slice(0, first) + merged + html.slice(end);
}

/** V8's explicit compile hint: compile every function of the file eagerly (Chrome 136+). */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

const STARTUP_SCRIPT = new RegExp(`<script type="${AFTER_PAINT_TYPE}" src="([^"]+)"`, "g");

/** The src of every script a page's after-paint loader starts (after deferScripts). */
export function startupScripts(html) {
  return [...html.matchAll(STARTUP_SCRIPT)].map((match) => match[1]);
}

/**
 * A chunk's code with V8's compile hint on its first line, once. Chrome then compiles all of the
 * file's functions on the thread that streams it in, instead of each on the main thread at its
 * first call: on /termsandconditions the framework's start-up task went from 37–47 ms to 20–30 ms
 * unthrottled (medians of ten loads, two rounds). Other browsers read a comment. Only for the
 * files a page starts with, whose functions run at once; the chunks loaded later (a menu, a
 * form's checks) keep V8's lazy compiling, which spares them compiling what never runs.
 */
export function hintCompile(js) {
  return js.startsWith(COMPILE_HINT) ? js : COMPILE_HINT + js;
}

const ASYNC_SCRIPT = /<script src="([^"]+\.js)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*\/>/g;

/**
 * One exported page with its chunk scripts made inert and the loader before </body>. A page
 * without chunk scripts, or one already rewritten, comes back unchanged.
 */
export function deferScripts(html) {
  if (html.includes(`type="${AFTER_PAINT_TYPE}"`) || !html.match(ASYNC_SCRIPT)) return html;
  if (!html.includes("</body>"))
    throw new Error("A page without </body> cannot take the after-paint loader.");
  const rewritten = html
    .replace(ASYNC_SCRIPT, `<script type="${AFTER_PAINT_TYPE}" src="$1" async=""></script>`)
    .replace(SCRIPT_PRELOAD, "");
  const at = rewritten.lastIndexOf("</body>");
  return `${rewritten.slice(0, at)}<script>${AFTER_PAINT_LOADER}</script>${rewritten.slice(at)}`;
}

const STYLESHEET = /<link rel="stylesheet" href="([^"]+\.css)" data-precedence="([^"]+)"\/>/g;

/**
 * A stylesheet's text ready to sit in a page: its relative url()s (the font) made absolute from
 * the stylesheet's own path, and nothing that could close the <style> early.
 */
export function inlineCss(css, href) {
  if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style" and cannot be inlined.`);
  return css.replace(/url\((["']?)(?![a-z]+:|\/|#)([^)"']+)\1\)/gi, (_, quote, relative) => {
    const absolute = new URL(relative, `https://site.invalid${href}`).pathname;
    return `url(${quote}${absolute}${quote})`;
  });
}

/** What a CSS escape stands for: `\:` is ":", `\32 ` is "2". */
function unescapeCss(text) {
  return text.replace(/\\(?:([0-9a-f]{1,6}) ?|(.))/gi, (_, hex, char) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : char,
  );
}

/**
 * The class names an element must carry somewhere in the document for `selector` to match
 * anything: those outside parentheses and attribute brackets. A class inside `:not()`, `:is()`,
 * `:where()` or `:has()` is not required (`:where(.dark, .dark *)` matches without it), so such
 * a selector is judged by its other classes only.
 */
export function requiredClasses(selector) {
  const classes = [];
  let depth = 0;
  for (let i = 0; i < selector.length; i += 1) {
    const char = selector[i];
    if (char === "\\") i += 1;
    else if (char === "(" || char === "[") depth += 1;
    else if (char === ")" || char === "]") depth -= 1;
    else if (char === '"' || char === "'") i = selector.indexOf(char, i + 1);
    else if (char === "." && depth === 0) {
      const name = /^(?:[\w-]|\\[0-9a-f]{1,6} ?|\\.|[^\x00-\x7f])+/i.exec(selector.slice(i + 1));
      if (name) {
        classes.push(unescapeCss(name[0]));
        i += name[0].length;
      }
    }
  }
  return classes;
}

/**
 * The words a page's HTML and the site's scripts hold, split where no class name can go on: every
 * class a page can carry before it navigates is among them, whether the server wrote it into the
 * HTML or its payload, or a client component (in any chunk, loaded now or later) renders it.
 */
export function classWords(text) {
  const decoded = text
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
  return decoded.split(/[\s"'`\\]+/);
}

/** The layer a node is inside (`theme`, `properties`, …), or undefined. */
const layerOf = (node) => {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === "atrule" && parent.name === "layer") return parent.params.trim();
  }
  return undefined;
};

/**
 * What the pruned rules no longer use, taken out too: a custom property's @property and its
 * stand-in in the `properties` layer (for browsers without @property), a variable of the `theme`
 * layer, and @keyframes. A custom property stays while a declaration left sets it or reads it
 * (`var(--x`), or a word of the page's HTML or scripts names it (an inline style, a script that
 * sets it); a theme variable only another dropped one read goes in the next round. Keyframes stay
 * while a declaration or a word of the page names them.
 */
function dropUnusedNames(root, words) {
  const pageNames = new Set(
    [...words].filter((word) => word.includes("--")).flatMap((word) => word.match(/--[\w-]+/g)),
  );
  // A @property rule's descriptors (syntax, initial-value) neither set nor read a name.
  const describesProperty = (decl) =>
    decl.parent?.type === "atrule" && decl.parent.name === "property";
  // Where the names are defined: a declaration there does not keep its own name.
  const defines = (decl) => ["theme", "properties"].includes(layerOf(decl) ?? "");
  let dropped = true;
  while (dropped) {
    dropped = false;
    const used = new Set(pageNames);
    root.walkDecls((decl) => {
      if (describesProperty(decl)) return;
      for (const [, name] of decl.value.matchAll(/var\(\s*(--[\w-]+)/g)) used.add(name);
      if (decl.prop.startsWith("--") && !defines(decl)) used.add(decl.prop);
    });
    root.walkAtRules("property", (atRule) => {
      if (used.has(atRule.params.trim())) return;
      atRule.remove();
      dropped = true;
    });
    root.walkDecls(/^--/, (decl) => {
      if (used.has(decl.prop) || !defines(decl)) return;
      decl.remove();
      dropped = true;
    });
  }
  const named = new Set(words);
  root.walkDecls((decl) => {
    if (describesProperty(decl)) return;
    for (const word of decl.value.split(/[\s,()]+/)) named.add(word);
  });
  root.walkAtRules(/keyframes$/i, (atRule) => {
    if (!named.has(atRule.params.trim())) atRule.remove();
  });
}

/**
 * A stylesheet without the rules that cannot match in a page: a style rule's selectors that
 * require a class no word of `words` (a Set, classWords) names are dropped, and the rule with the
 * last of them, then what no rule left uses (dropUnusedNames: @property, theme variables,
 * @keyframes), and then any rule, @media, @supports or @layer block left empty. Rules without classes
 * (the reset, element and attribute selectors) and @font-face stay. The site has one stylesheet
 * for every page, 68 KB before this; each page's first frame now parses and matches only what that
 * page can use (docs/performance.md).
 */
export function pruneCss(css, words) {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === "atrule" && /keyframes$/i.test(rule.parent.name)) return;
    const kept = rule.selectors.filter((selector) =>
      requiredClasses(selector).every((name) => words.has(name)),
    );
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  dropUnusedNames(root, words);
  // Rules and blocks left empty, and then the blocks that held only those.
  let emptied = true;
  while (emptied) {
    emptied = false;
    root.walk((node) => {
      if ((node.type === "rule" || node.type === "atrule") && node.nodes?.length === 0) {
        node.remove();
        emptied = true;
      }
    });
  }
  return root.toString();
}

/**
 * The site's stylesheet without its @font-face rules, once every page carries them in its own
 * <style>. The loader enables the whole stylesheet after hydration; had it the same @font-face,
 * the browser would take it for a second face of the family and start its `font-display: optional`
 * over: a font that came too late for the first paint (the page drawn in the fallback, as it
 * should stay) then arrives from the cache within the new face's block period and is swapped in,
 * and the text reflows (a layout shift, measured on /contact at 1280 px: the header moved). A page
 * reached by a link inside the site keeps the first page's <style>, and with it the faces.
 */
export function withoutFontFaces(css) {
  const root = postcss.parse(css);
  root.walkAtRules(/^font-face$/i, (rule) => rule.remove());
  return root.toString();
}

/** A chunk a page's HTML names (its start-up scripts, as `next build` writes them). */
const PAGE_CHUNK = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/g;

/**
 * One exported page with each stylesheet <link> preceded by its CSS in a <style> and disabled.
 * `readStylesheet(href)` gives a stylesheet's text; `prune(css, html)`, when given, what of it the
 * page keeps. A page already rewritten comes back unchanged.
 */
export function inlineStylesheets(html, readStylesheet, prune = (css) => css) {
  return html.replace(
    STYLESHEET,
    (_, href, precedence) =>
      `<style data-inlined="${href}">${inlineCss(prune(readStylesheet(href), html), href)}</style>` +
      `<link rel="stylesheet" href="${href}" data-precedence="${precedence}" disabled=""/>`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const at = process.argv.indexOf("--out");
  const outDir = path.resolve(root, at > -1 ? process.argv[at + 1] : "out");
  // Every page links the same stylesheet: read it once.
  const stylesheets = new Map();
  const readStylesheet = (href) => {
    if (!stylesheets.has(href))
      stylesheets.set(href, readFileSync(path.join(outDir, href), "utf8"));
    return stylesheets.get(href);
  };
  // What a page's own scripts may render once hydrated: the words of the chunks it starts with.
  // (What loads later, on a press or a navigation, finds the whole stylesheet: see the loader.)
  const chunkWords = new Map();
  const wordsOf = (src) => {
    if (!chunkWords.has(src))
      chunkWords.set(src, classWords(readFileSync(path.join(outDir, src), "utf8")));
    return chunkWords.get(src);
  };
  const prune = (css, html) =>
    pruneCss(
      css,
      new Set([
        ...classWords(html),
        ...[...html.matchAll(PAGE_CHUNK)].flatMap((match) => wordsOf(match[1])),
      ]),
    );
  let styled = 0;
  let deferred = 0;
  let inlinedBytes = 0;
  const startup = new Set();
  for (const file of listPages(outDir)) {
    const html = readFileSync(file, "utf8");
    const inlined = inlineStylesheets(dropFontPreconnect(html), readStylesheet, prune);
    inlinedBytes = Math.max(inlinedBytes, inlined.length - html.length);
    const next = deferPictures(deferFrames(deferScripts(mergePayload(inlined))));
    if (inlined !== html) styled += 1;
    if (next !== inlined) deferred += 1;
    if (next !== html) writeFileSync(file, next);
    for (const src of startupScripts(next)) startup.add(src);
  }
  // Only now: every page above inlined its faces from the whole stylesheet.
  for (const [href, css] of stylesheets) {
    const stripped = withoutFontFaces(css);
    if (stripped !== css) writeFileSync(path.join(outDir, href), stripped);
  }
  for (const src of startup) {
    const file = path.join(outDir, src);
    const js = readFileSync(file, "utf8");
    const hinted = hintCompile(js);
    if (hinted !== js) writeFileSync(file, hinted);
  }
  console.log(
    `First paint: ${styled} pages carry their stylesheet (at most ${(inlinedBytes / 1024).toFixed(1)} KB), ${deferred} load their scripts after the first paint; ${startup.size} start-up scripts carry the compile hint.`,
  );
}

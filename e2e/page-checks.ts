import type { Page, Response } from "@playwright/test";
import { staticRoutes } from "../data/routes";

/**
 * Checks that every page visit can make in one go: its Content-Security-Policy and what the browser
 * refused under it (csp.spec.ts, routes.spec.ts), and the layout shifts from its start
 * (routes.spec.ts at a phone's width, a11y.spec.ts at a laptop's).
 */

/** The pages that embed a frame, and its one origin; every other page may frame nothing. */
const frameSources: Record<string, string> = {
  "/launchpad": "https://mu-3.vercel.app",
  "/events/calendar": "https://embed.styledcalendar.com",
  "/donation": "https://api.razorpay.com",
  "/enablers": "https://www.youtube-nocookie.com",
  "/testimonials": "https://www.youtube-nocookie.com",
  "/ml/enablers": "https://www.youtube-nocookie.com",
  "/ml/donation": "https://api.razorpay.com",
};

/** The pages that load a script from elsewhere: Razorpay Checkout on /donation and its twin. */
const scriptOrigins: Record<string, string> = {
  "/donation": " https://checkout.razorpay.com https://cdn.razorpay.com",
  "/ml/donation": " https://checkout.razorpay.com https://cdn.razorpay.com",
};

/** Pages that show pictures from elsewhere: Razorpay's, and Office Hour's posters on the backend. */
const imageOrigins: Record<string, string> = {
  "/donation": " https://cdn.razorpay.com",
  "/ml/donation": " https://cdn.razorpay.com",
  "/events/office-hour": " https://mulearn.org",
  // The interest groups' people: pictures on the backend's own origin.
  ...Object.fromEntries(
    staticRoutes
      .filter((route) => route.path.startsWith("/interest-groups"))
      .map((route) => [route.path, " https://mulearn.org"]),
  ),
  // The team's photos and the gallery's, from the foundation's CDN (NEXT_PUBLIC_CDN_URL).
  ...Object.fromEntries(
    [
      "/team",
      "/team/2024",
      "/team/2023",
      "/team/2022",
      ...staticRoutes.map((route) => route.path).filter((path) => path.startsWith("/gallery")),
    ].map((path) => [path, " https://s3.ap-south-1.amazonaws.com"]),
  ),
};

/** What is wrong with the policy `response` carries for `path`: nothing, or the directives. */
export async function policyProblems(response: Response | null, path: string) {
  const policy = (await response?.headerValue("content-security-policy")) ?? "";
  const scriptSrc = policy.match(/script-src ([^;]*)/)?.[1] ?? "";
  const origins = scriptOrigins[path] ?? "";
  const images = imageOrigins[path] ?? "";
  const frames = policy.match(/frame-src ([^;]*)/)?.[1];
  return [
    // Scripts: this site's, the page's own origins, and inline ones only by hash.
    !scriptSrc.startsWith(`'self'${origins} '`) ||
    !/^'self'( 'sha256-[A-Za-z0-9+/=]+')+$/.test(scriptSrc.replace(origins, ""))
      ? `script-src ${scriptSrc}`
      : "",
    frames !== (frameSources[path] ?? "'none'") ? `frame-src ${frames}` : "",
    policy.includes(`img-src 'self' data: blob: https://assets.mulearn.org${images};`)
      ? ""
      : `img-src ${policy.match(/img-src ([^;]*)/)?.[1]}`,
  ].filter(Boolean);
}

declare global {
  interface Window {
    /** The policy violations the page reported, from before its first script ran. */
    __csp?: string[];
    /** The layout shifts the page reported, gathered from its start. */
    __layoutShifts?: { value: number; at: number; moved: string[] }[];
  }
}

/**
 * Keeps every page the tab loads from now on from painting before its whole document is parsed,
 * so the layout-shift checks compare frames of the complete page. The site lets the browser paint
 * once the lead is parsed (app/layout.tsx), and a frame drawn from a partly received document
 * shows a centred line cut where the bytes ran out ("In50HRS, photo" of "In50HRS, photo 2 of 9"):
 * when the rest arrives, the line grows and moves. That is the network's chunking, which these
 * checks cannot reproduce or rule out; what the page's own layout, fonts, pictures, live data and
 * hydration move is still measured from the first frame. A `rel=expect` link to an id no page has
 * blocks rendering until the parser is done; the browser honours it from a script while the head
 * is being parsed, before the body starts.
 */
export async function paintWholeDocuments(page: Page) {
  await page.addInitScript(() => {
    if (window !== window.top) return;
    new MutationObserver((_, observer) => {
      if (!document.head) return;
      observer.disconnect();
      const wait = document.createElement("link");
      wait.rel = "expect";
      wait.href = "#e2e-the-whole-document";
      wait.setAttribute("blocking", "render");
      document.head.append(wait);
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * Records, in every page the tab loads from now on, each CSP violation and each layout shift not
 * caused by input, from before the page's first script runs. The shifts count from the first frame
 * of the whole document (`paintWholeDocuments`), unless `partlyReceived` is set: a test that sends
 * a page in pieces on purpose then measures from the first frame the browser draws of it.
 */
export async function watchPage(page: Page, { partlyReceived = false } = {}) {
  if (!partlyReceived) await paintWholeDocuments(page);
  await page.addInitScript(() => {
    if (window !== window.top) return;
    const violations: string[] = [];
    window.__csp = violations;
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
    const shifts: NonNullable<Window["__layoutShifts"]> = [];
    window.__layoutShifts = shifts;
    // The shape of a layout-shift entry (not in TypeScript's DOM types).
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node | null }[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          moved: entry.sources.map(({ node }) =>
            node instanceof Element
              ? `${node.localName}${node.id ? `#${node.id}` : ""} "${(node.textContent ?? "").trim().slice(0, 40)}"`
              : String(node?.nodeName),
          ),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/**
 * The browser's console reports of content its policy refused, from every page the tab loads
 * from now on; the caller empties the list between pages.
 */
export function collectPolicyReports(page: Page) {
  const reports: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) reports.push(message.text());
  });
  return reports;
}

/** The violations the current page has reported so far. */
export const violationsOf = (page: Page) => page.evaluate(() => window.__csp ?? []);

/**
 * Waits for two frames: what the page holds now has been laid out and drawn, and any layout shift
 * that caused has been reported.
 */
export const twoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

/**
 * The layout shifts of the current page once it has settled: hydrated (the fixture's `goto` waits
 * for it), with what hydration starts (a live list's request, a deferred frame, a picture) done,
 * so the network quiet, and the frame after that drawn.
 */
export async function shiftsOf(page: Page) {
  await page.waitForLoadState("networkidle");
  await twoFrames(page);
  return page.evaluate(() => window.__layoutShifts ?? []);
}

/** The smallest box a header control may offer a finger: today's icon buttons (40 × 40 px). */
const TAP_SIZE = 40;

/**
 * What does not fit the window at its current width (WCAG 1.4.10, Reflow): the document wider
 * than the window, so it scrolls sideways, and each control a visitor can see in the header, or
 * in an open dialog, that reaches out of the window or is smaller than 40 × 40 px to tap; any
 * control on the page cut off at the side by a box that clips without scrolling (a team card's
 * fourth link, once); and any link or button on the page whose words spill out of its box (a
 * label that wraps in a button of fixed height). A control's name is its accessible label or its
 * text.
 */
export function narrowProblems(page: Page) {
  return page.evaluate((tapSize) => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const problems: string[] = [];
    if (root.scrollWidth > width) {
      problems.push(`the page is ${root.scrollWidth} px wide in a ${width} px window`);
    }
    const name = (control: Element) =>
      (
        control.getAttribute("aria-label") ||
        control.textContent ||
        control.getAttribute("role") ||
        control.localName
      )
        .replace(/\s+/g, " ")
        .trim();
    const scopes = [...document.querySelectorAll("header, dialog[open]")];
    for (const control of scopes.flatMap((scope) => [
      ...scope.querySelectorAll("a[href], button, input, select"),
    ])) {
      if (!control.checkVisibility({ visibilityProperty: true })) continue;
      const box = control.getBoundingClientRect();
      // A link shown only to keyboard users until focused (sr-only) takes no room.
      if (box.width <= 1 && box.height <= 1) continue;
      const inDialog = control.closest("dialog") !== null;
      if (box.left < -0.5 || box.right > width + 0.5) {
        problems.push(
          `"${name(control)}" spans ${Math.round(box.left)}–${Math.round(box.right)} px`,
        );
      }
      // Only the header's controls must be as large as its icon buttons; a dialog's links are rows.
      if (!inDialog && (box.width < tapSize - 0.5 || box.height < tapSize - 0.5)) {
        problems.push(
          `"${name(control)}" is ${Math.round(box.width)} × ${Math.round(box.height)} px to tap`,
        );
      }
    }
    // A box that cuts off what overflows it, and offers no scrolling to reach it: `overflow:
    // hidden` or `clip`, or paint containment (`contain: paint`, `content-visibility: auto`).
    const clips = (element: Element) => {
      const style = getComputedStyle(element);
      if (/auto|scroll/.test(`${style.overflowX} ${style.overflowY}`)) return false;
      return (
        style.overflowX !== "visible" ||
        style.overflowY !== "visible" ||
        /paint|content|strict/.test(style.contain) ||
        style.contentVisibility === "auto"
      );
    };
    /** The control's side cut off by the nearest box that clips it, if any. */
    const cutOff = (control: Element) => {
      const box = control.getBoundingClientRect();
      // A link shown only to keyboard users until focused (sr-only) takes no room.
      if (box.width <= 1 && box.height <= 1) return null;
      for (let parent = control.parentElement; parent; parent = parent.parentElement) {
        if (parent === document.body) break;
        if (!clips(parent)) continue;
        const frame = parent.getBoundingClientRect();
        // Cut at the padding box: a border's width is within the margin.
        if (box.left < frame.left - 1.5 || box.right > frame.right + 1.5) {
          return (
            `"${name(control)}" is cut off by its <${parent.localName}>: ` +
            `${Math.round(box.left)}–${Math.round(box.right)} px in ` +
            `${Math.round(frame.left)}–${Math.round(frame.right)}`
          );
        }
      }
      return null;
    };
    /** A link's or button's words spilling out of its box. */
    const spills = (control: Element) => {
      const style = getComputedStyle(control);
      // An inline link flows with its text; a clipped or scrolling box keeps its words by design.
      if (style.display === "inline" || style.overflowY !== "visible") return null;
      return control.scrollHeight > control.clientHeight + 1
        ? `"${name(control)}"'s words spill out of it: ${control.scrollHeight} px in ${control.clientHeight}`
        : null;
    };
    const controls = "a[href], button, input:not([type=hidden]), select, textarea, summary";
    for (const control of document.querySelectorAll(controls)) {
      if (!control.checkVisibility({ visibilityProperty: true })) continue;
      const cut = cutOff(control);
      if (cut) problems.push(cut);
      const spill = control.matches("a[href], button") ? spills(control) : null;
      if (spill) problems.push(spill);
    }
    return problems;
  }, TAP_SIZE);
}

/**
 * The fonts Chromium draws the first element matching `selector` with, as it reports them
 * (DevTools' "Rendered fonts"): a face the page brought is marked "(web)". What the text looks
 * like, where the computed `font-family` only says what was asked for.
 */
export async function fontsDrawing(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    return fonts.map((font) => `${font.familyName}${font.isCustomFont ? " (web)" : ""}`).sort();
  } finally {
    await cdp.detach();
  }
}

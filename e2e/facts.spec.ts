import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parse, type HTMLElement, type Node } from "node-html-parser";
import { test, expect } from "@playwright/test";

// The built pages in out/, read as files: what a visitor is sent, whatever the data says.
const outDir = "out";

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return name.endsWith(".html") ? [full] : [];
  });
}

const pages = htmlFiles(outDir).map((file) => ({
  page: `/${path.relative(outDir, file).split(path.sep).join("/")}`,
  document: parse(readFileSync(file, "utf8")),
}));

/** Every address a page links to, frames or posts a form to. */
const addresses = (document: HTMLElement) => [
  ...document.querySelectorAll("a[href]").map((el) => el.getAttribute("href")!),
  ...document.querySelectorAll("iframe[src]").map((el) => el.getAttribute("src")!),
  // A frame that loads after the first paint (scripts/first-paint.mjs) keeps its address here.
  ...document
    .querySelectorAll("iframe[data-after-paint-src]")
    .map((el) => el.getAttribute("data-after-paint-src")!),
  ...document.querySelectorAll("form[action]").map((el) => el.getAttribute("action")!),
];

/** The text a page shows, one piece per text node: textContent would run "Skip" into "Sample". */
const shownText = (node: Node): string[] =>
  node.childNodes.flatMap((child) => (child.nodeType === 3 ? [child.text] : shownText(child)));

const hostOf = (address: string) =>
  /^(https?:)?\/\//.test(address) ? new URL(address, "https://site.invalid").hostname : null;

/**
 * The hosts the foundation's public sources (its repositories gtech-mulearn/mulearn and
 * gtech-mulearn/mulearnhome) give for links and frames, and the two partner sites found for the
 * sources' broken links (docs/content-editing.md).
 */
const factHosts = [
  // the site itself (short links /r/…) and the app
  "mulearn.org",
  "app.mulearn.org",
  "learn.mulearn.org",
  "newsletter.mulearn.org",
  "gta.mulearn.org",
  // programmes, events and frames
  "youtu.be",
  "launchpadkerala.org",
  "launchpad.mulearn.org",
  "mu-3.vercel.app",
  "embed.styledcalendar.com",
  "permute.mulearn.org",
  "top100coders.com",
  "top100series.com",
  "online.fliphtml5.com",
  "gtechmulearn.medium.com",
  "www.makemypass.com",
  "yip.kerala.gov.in",
  "knowledgemission.kerala.gov.in",
  "airtable.com",
  "github.com",
  // Beyond Us winners' design files (the event page's Figma links)
  "www.figma.com",
  // social and community
  "www.linkedin.com",
  "www.instagram.com",
  "www.youtube.com",
  "www.youtube-nocookie.com",
  "www.facebook.com",
  "facebook.com",
  "twitter.com",
  "discord.gg",
  "discord.com",
  // the foundation's WhatsApp channel (/socials) and its Chief Volunteer's site (/founders-message)
  "www.whatsapp.com",
  "deepusnath.com",
  // team members' own profiles (the team data's linkedin, github, twitter and drive fields)
  "linkedin.com",
  "in.linkedin.com",
  "x.com",
  "www.twitter.com",
  "www.github.com",
  "drive.google.com",
  // community partners
  "asapkerala.gov.in",
  "startupmission.kerala.gov.in",
  "kba.ai",
  "www.ieee.org",
  "kitesfoundation.org",
  "pygrammers.org",
  "xtrudar.riglabs.co",
  "kdisc.kerala.gov.in",
  "etherindia.org",
  "kuttycoders.in",
  "developer.android.com",
  "developers.google.com",
  "icfoss.in",
  // company partners
  "about.google",
  "www.suntecgroup.com",
  "www.zerone-consulting.com",
  "www.travancoreanalytics.com",
  "www.ecesistech.com",
  "www.pitsolutions.com",
  "softnotions.com",
  "triassicsolutions.com",
  "www.experionglobal.com",
  "travanleo.com",
  "thinkpalm.com",
  // the foundation's CDN (FACTS.md §8): the gallery links each photo at full size
  "s3.ap-south-1.amazonaws.com",
];

/** A build with other values for the documented settings (docs/deploy.md) links their hosts. */
const settingHosts = [
  process.env.NEXT_PUBLIC_SITE_URL,
  process.env.NEXT_PUBLIC_APP_HOST,
  process.env.NEXT_PUBLIC_ASSET_HOST,
  process.env.NEXT_PUBLIC_CDN_URL === "none" ? undefined : process.env.NEXT_PUBLIC_CDN_URL,
  process.env.NEXT_PUBLIC_LEADERBOARD_URL,
].flatMap((value) => (value ? [new URL(value).hostname] : []));

const allowedHosts = new Set([...factHosts, ...settingHosts]);

test("every external host a page links, frames or posts to is one the sources give", () => {
  const linked = new Map<string, string>();
  for (const { page, document } of pages) {
    for (const address of addresses(document)) {
      const host = hostOf(address);
      if (host && !linked.has(host)) linked.set(host, `${page} → ${address}`);
    }
  }
  test.info().annotations.push({
    type: "external hosts",
    description: [...linked.keys()].sort().join(" "),
  });
  const unknown = [...linked].filter(([host]) => !allowedHosts.has(host));
  expect(unknown.map(([, where]) => where)).toEqual([]);
  expect(linked.has("embed.styledcalendar.com")).toBe(true);
});

test("no page links or frames an example.org (or .com, .net) address", () => {
  const examples = pages.flatMap(({ page, document }) =>
    addresses(document)
      .filter((address) => /(^|\.)example\.(org|com|net)$/.test(hostOf(address) ?? ""))
      .map((address) => `${page} → ${address}`),
  );
  expect(examples).toEqual([]);
});

test("no page names someone Sample, Example or Demo", () => {
  const named = pages.flatMap(({ page, document }) => {
    // The token-sync page (/cdr) is a document without a body: it shows nothing.
    const body = document.querySelector("body");
    if (!body) return [];
    body.querySelectorAll("script, style").forEach((el) => el.remove());
    const labels = body
      .querySelectorAll("[aria-label], [alt], [title]")
      .map((el) => ["aria-label", "alt", "title"].map((a) => el.getAttribute(a) ?? "").join(" "));
    const text = [...shownText(body), ...labels].join(" ");
    return [...text.matchAll(/[^.:;\n]{0,30}\b(Sample|Example|Demo)\b[^.:;\n]{0,30}/g)].map(
      ([match]) => `${page}: "${match.trim()}"`,
    );
  });
  expect(named).toEqual([]);
});

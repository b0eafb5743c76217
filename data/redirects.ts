import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { appOrigin } from "@/data/hosts";
import { backendPrefixes } from "@/data/backend-prefixes";
import { handOffRoutes, staticRoutes } from "@/data/routes";
import { parseDataFile } from "@/data/schema";

/**
 * Every address mulearn.org answers today that is not a page of this site, and where it goes:
 * the backend's prefixes, which hosting passes through before any page, and one redirect table
 * (the newer site's names, the older paths, the app's paths, the root short links). The build
 * (scripts/csp.mjs) writes every host's rules from this file; a duplicate, a loop or a rule that
 * would hide a page stops it, naming the entry. docs/deploy.md explains each decision.
 * Node-only: scripts and tests import it, the pages never do.
 */

// The backend's prefixes live in a file of their own, which imports nothing, so that the AWS stack
// (infra/) reads them without the site's packages.
export { backendPrefixes };

/**
 * One rule. `from` is an exact path (it also matches with a trailing slash) or a prefix ending in
 * "/*", whose rest replaces ":splat" in `to`. `to` is a path of this site or an https address.
 * `keepQuery` appends the visitor's query string. `untilPage` marks a stand-in for a page the
 * site will have: it is dropped once that page exists.
 */
export interface RedirectInput {
  from: string;
  to: string;
  status: 301 | 302;
  keepQuery: boolean;
  /** Where the address comes from, for error messages and the docs. */
  source: string;
  untilPage?: boolean;
}

export type RedirectRule = Omit<RedirectInput, "untilPage"> & { prefix: boolean };

const page = (from: string, to: string, source: string): RedirectInput => ({
  from,
  to,
  status: 301,
  keepQuery: true,
  source,
});
/** The app serves the same path (its login, register and dashboard pages). */
const app = (from: string, source: string, to = from.replace(/\/\*$/, "/:splat")): RedirectInput =>
  page(from, `${appOrigin}${to}`, source);
const standIn = (from: string, to: string, source: string): RedirectInput => ({
  ...page(from, to, source),
  status: 302,
  untilPage: true,
});

const NEWER = "the newer site's routes (gtech-mulearn/mulearnhome)";
const OLD_SPA = "the 2024–2025 site's router (gtech-mulearn/mulearn, src/App.tsx)";
const APP = "the app's paths on this origin (gtech-mulearn/mulearn, 2023–2024)";
const LEGACY = "the 2022 site's router (gtech-mulearn/mulearn, src/App.js)";

/** The rules written by hand: the earlier sites' page names and the app's paths. */
export const pageRedirects: RedirectInput[] = [
  page("/be-a-part/enablers", "/enablers", NEWER),
  page("/donate", "/donation", NEWER),
  page("/donate/success", "/donation/success", NEWER),
  page("/events/inspiration-station", "/isr", NEWER),
  page("/events/salt-mango-tree", "/events/saltmangotree", NEWER),
  page("/partners", "/community-partners", NEWER),
  page("/partners/community-partners", "/community-partners", NEWER),
  page("/partners/company-partners", "/company-partners", NEWER),
  page("/privacy-policy", "/privacypolicy", NEWER),
  page("/refund-policy", "/donation/refund", NEWER),
  page("/terms-and-conditions", "/termsandconditions", NEWER),
  page("/campuslogogenerator", "/campus-logo-generator", NEWER),
  standIn("/events", "/events/weekly", NEWER),
  standIn("/events/office-hour", "/events/weekly", NEWER),
  standIn("/events/grab-your-superpowers", "/events/weekly", NEWER),

  page("/campuschapters", "/be-a-part/campus", OLD_SPA),

  app("/login", APP),
  app("/signin", APP, "/login"),
  app("/register", APP),
  app("/register/*", APP, "/register"),
  ...["/signup", "/role", "/college", "/company"].map((from) => app(from, APP, "/register")),
  app("/forgot-password", APP),
  app("/reset-password", APP),
  app("/dashboard", APP),
  app("/dashboard/*", APP),

  page("/calendar", "/events/calendar", LEGACY),
  page("/participate", "/enablers", LEGACY),
  page("/community-partners/*", "/community-partners", LEGACY),
  app("/leaderboard", LEGACY, "/dashboard/leaderboard"),
  app("/leaderboard/monthly", LEGACY, "/dashboard/leaderboard"),
  page("/earnkarma", "/levelstructure", LEGACY),
  ...["/blogs", "/blogs/*", "/blog", "/blog/*", "/wikisyllabus"].map((from) =>
    page(from, "/", LEGACY),
  ),
  ...[
    "/news",
    "/announcements",
    "/notifications",
    "/hacktoberfest",
    "/buildforteam",
    "/events/bewebdev",
  ].map((from) => page(from, "/events", LEGACY)),
];

/** The two files of the 2024–2025 site that hold its root short links, copied as they are. */
export const shortLinkFiles = {
  netlify: "data/short-links/_redirects",
  json: "data/short-links/redirects.json",
} as const;

/**
 * What the short-link files say that cannot be kept as written, decided one by one
 * (docs/deploy.md, "Short links"). Identical duplicates are merged without a word.
 */
export const shortLinkDecisions: Record<string, { to: string | null; why: string }> = {
  "/campus-logo-generator": {
    to: null,
    why: "an old rule to a retired logo tool; this site has its own page at that path",
  },
  "/gdsc-india-app": { to: null, why: "its destination is the same address over http: a loop" },
  "/socialmedia": {
    to: "/socials",
    why: "defined three times (a znap.link page, a zaap.bio page, a WhatsApp invite): this site's own page lists every account",
  },
  "/mentorumer": {
    to: "https://meet.google.com/pan-ynyp-jbz",
    why: "an http destination: the same address over https",
  },
};

/** Short links whose destination the owners replace from time to time answer 302. */
const CHANGING_HOSTS = /^https:\/\/(chat\.whatsapp\.com|meet\.google\.com|[a-z0-9]+\.zoom\.us)\//;

/** The rules of a Netlify `_redirects` file (`from to [status]`), without its 200 rewrites. */
export function parseNetlifyRedirects(text: string) {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => line.split(/\s+/))
    .filter(([, , status]) => status === undefined || /^30[1278]$/.test(status))
    .map(([from = "", to = ""]) => ({ from, to }));
}

/** The `{ route, redirect }` pairs of the old site's redirects.json. */
export function parseRedirectsJson(text: string) {
  const pairs = parseDataFile(
    shortLinkFiles.json,
    z.array(z.strictObject({ route: z.string(), redirect: z.string() })),
    JSON.parse(text),
  );
  return pairs.map(({ route, redirect }) => ({ from: route, to: redirect }));
}

/**
 * The short links as rules: both files, identical duplicates merged, each decision applied, an
 * address on this origin turned into its path. A path defined twice with two destinations and no
 * decision stops the build.
 */
export function shortLinkRules(
  files: { netlify: string; json: string },
  decisions = shortLinkDecisions,
): RedirectInput[] {
  const entries = [
    ...parseNetlifyRedirects(files.netlify).map((entry) => ({ ...entry, file: "_redirects" })),
    ...parseRedirectsJson(files.json).map((entry) => ({ ...entry, file: "redirects.json" })),
  ];
  const byPath = new Map<string, { to: string; file: string }[]>();
  for (const { from, to, file } of entries)
    byPath.set(from, [...(byPath.get(from) ?? []), { to, file }]);
  const rules: RedirectInput[] = [];
  for (const [from, found] of byPath) {
    const decision = decisions[from];
    const destinations = [...new Set(found.map(({ to }) => to))];
    if (!decision && destinations.length > 1) {
      throw new Error(
        `${shortLinkFiles.json}: the short link ${from} has ${destinations.length} destinations (${destinations.join(", ")}); decide one in shortLinkDecisions (data/redirects.ts).`,
      );
    }
    const to = decision ? decision.to : destinations[0]!;
    if (to === null) continue;
    const own = /^https?:\/\/mulearn\.org(\/.*)$/.exec(to)?.[1];
    rules.push({
      from,
      to: own ?? to,
      status: own || !CHANGING_HOSTS.test(to) ? 301 : 302,
      keepQuery: Boolean(own) || from.endsWith("/*"),
      source: `short link in ${[...new Set(found.map(({ file }) => file))].join(" and ")}`,
    });
  }
  return rules;
}

const ruleSchema = z.strictObject({
  from: z
    .string()
    .regex(/^\/[^\s?#"'$\\]*$/, "must be a path without spaces, quotes, ? or #")
    .refine((from) => !/\.[^/]*$/.test(from.replace(/\/\*$/, "")), {
      message: "must not end in a file name: hosting looks short links up for paths without one",
    })
    .refine((from) => !from.includes("*") || /^\/[^*]+\/\*$/.test(from), {
      message: 'may hold "*" only as its last segment ("/prefix/*")',
    }),
  to: z
    .string()
    .regex(/^(\/|https:\/\/)[^\s"'$\\]*$/, "must be a path of this site or an https address"),
  status: z.union([z.literal(301), z.literal(302)]),
  keepQuery: z.boolean(),
  source: z.string().min(1),
  untilPage: z.boolean().optional(),
});

const isPrefix = (from: string) => from.endsWith("/*");
const prefixOf = (from: string) => from.slice(0, -1);

/**
 * The final table: validated, stand-ins for existing pages dropped, and every redirect to an
 * address another rule redirects followed to its end, so a visitor is sent once. `pages` are
 * the site's page paths, `handOffPrefixes` the prefixes a shell page serves.
 */
export function buildRedirectTable(
  input: RedirectInput[],
  { pages, handOffPrefixes }: { pages: string[]; handOffPrefixes: string[] },
  file = "data/redirects.ts",
): RedirectRule[] {
  const rules = parseDataFile(file, z.array(ruleSchema), input);
  const problems: string[] = [];
  const name = (rule: RedirectInput) => `${rule.from} (${rule.source})`;
  const pageSet = new Set(pages);
  const kept = rules.filter((rule) => !(rule.untilPage && pageSet.has(rule.from)));

  const seen = new Map<string, RedirectInput>();
  for (const rule of kept) {
    const twin = seen.get(rule.from);
    if (twin) problems.push(`${name(rule)} is defined twice: also ${name(twin)}.`);
    seen.set(rule.from, rule);
  }
  for (const rule of kept) {
    const backend = backendPrefixes.find(({ prefix }) => `${rule.from}/`.startsWith(prefix));
    if (backend) problems.push(`${name(rule)} would hide ${backend.what} (${backend.prefix}).`);
    const hidden = isPrefix(rule.from)
      ? pages.filter((path) => path.startsWith(prefixOf(rule.from)))
      : pages.filter((path) => path === rule.from);
    if (hidden.length > 0) problems.push(`${name(rule)} would hide the page ${hidden.join(", ")}.`);
    const shell = handOffPrefixes.find((prefix) =>
      isPrefix(rule.from)
        ? prefix.startsWith(prefixOf(rule.from)) || prefixOf(rule.from).startsWith(prefix)
        : rule.from.startsWith(prefix),
    );
    if (shell) problems.push(`${name(rule)} would hide the pages under ${shell}.`);
    if (rule.keepQuery && !isPrefix(rule.from) && /[?#]/.test(rule.to)) {
      problems.push(`${name(rule)} keeps the visitor's query, so its target may hold no ? or #.`);
    }
  }

  // Follow a target through the exact rules to its end; a target met twice is a loop.
  const exact = new Map(kept.filter((rule) => !isPrefix(rule.from)).map((r) => [r.from, r]));
  const resolved = kept.map((rule): RedirectRule => {
    let { to, status } = rule;
    const visited = [rule.from];
    let looped = false;
    for (let next = exact.get(to); next && !looped; next = exact.get(to)) {
      looped = visited.includes(next.from);
      visited.push(next.from);
      to = next.to;
      if (next.status === 302) status = 302;
    }
    if (looped) problems.push(`${name(rule)} loops: ${visited.join(" -> ")}.`);
    else if (to.startsWith("/") && !pageSet.has(to)) {
      problems.push(`${name(rule)} leads to ${to}, which is not a page of this site.`);
    }
    const { from, keepQuery, source } = rule;
    return { from, to, status, keepQuery, source, prefix: isPrefix(from) };
  });
  if (problems.length > 0) {
    throw new Error(`Invalid redirects in ${file}:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
  return resolved.sort((a, b) => a.from.localeCompare(b.from));
}

const readText = (file: string) => readFileSync(path.join(process.cwd(), file), "utf8");

/** The table every host's rules are written from. */
export const redirectTable: RedirectRule[] = buildRedirectTable(
  [
    ...pageRedirects,
    ...shortLinkRules({
      netlify: readText(shortLinkFiles.netlify),
      json: readText(shortLinkFiles.json),
    }),
  ],
  {
    pages: staticRoutes.map((route) => route.path),
    handOffPrefixes: Object.values(handOffRoutes).map((route) => route.prefix),
  },
);

import {
  buildRedirectTable,
  redirectTable,
  shortLinkRules,
  type RedirectInput,
} from "@/data/redirects";

const site = {
  pages: ["/", "/team", "/team/2024", "/events/weekly"],
  handOffPrefixes: ["/profile/"],
};
const rule = (from: string, to: string, extra: Partial<RedirectInput> = {}): RedirectInput => ({
  from,
  to,
  status: 301,
  keepQuery: true,
  source: "a test",
  ...extra,
});
const build = (rules: RedirectInput[]) => buildRedirectTable(rules, site, "test-table.ts");

describe("the redirect table's checks stop the build, naming the entry", () => {
  test("a path defined twice", () => {
    expect(() => build([rule("/calendar", "/team"), rule("/calendar", "/")])).toThrow(
      "/calendar (a test) is defined twice",
    );
  });

  test("a loop, however long", () => {
    expect(() => build([rule("/a", "/b"), rule("/b", "/c"), rule("/c", "/a")])).toThrow(
      "/a (a test) loops: /a -> /b -> /c -> /a.",
    );
    expect(() => build([rule("/self", "/self")])).toThrow("/self (a test) loops");
  });

  test("a rule that would hide a page, pages under a prefix, or a hand-off", () => {
    expect(() => build([rule("/team", "/")])).toThrow("/team (a test) would hide the page /team.");
    expect(() => build([rule("/team/*", "/")])).toThrow(
      "/team/* (a test) would hide the page /team/2024.",
    );
    expect(() => build([rule("/profile/old", "/")])).toThrow(
      "/profile/old (a test) would hide the pages under /profile/.",
    );
  });

  test("a rule on the backend's paths", () => {
    expect(() => build([rule("/r/*", "/")])).toThrow(
      "/r/* (a test) would hide the short-link service (/r/).",
    );
    expect(() => build([rule("/api/v1/old", "/")])).toThrow("would hide the REST API (/api/v1/)");
  });

  test("a target that is not a page of this site, or not https", () => {
    expect(() => build([rule("/old", "/no-such-page")])).toThrow(
      "/old (a test) leads to /no-such-page, which is not a page of this site.",
    );
    expect(() => build([rule("/old", "http://example.org/x")])).toThrow(
      "must be a path of this site or an https address",
    );
  });
});

describe("the redirect table's resolution", () => {
  test("a stand-in is dropped once its page exists, and kept until then", () => {
    const table = build([
      rule("/events", "/events/weekly", { status: 302, untilPage: true }),
      rule("/team", "/", { status: 302, untilPage: true }),
    ]);
    expect(table.map(({ from, to, status }) => [from, to, status])).toEqual([
      ["/events", "/events/weekly", 302],
    ]);
  });

  test("a chain is followed to its end, temporary if any step is", () => {
    const table = build([
      rule("/news", "/events"),
      rule("/events", "/events/weekly", { status: 302, untilPage: true }),
    ]);
    expect(table.find(({ from }) => from === "/news")).toMatchObject({
      to: "/events/weekly",
      status: 302,
    });
  });
});

describe("the short-link files", () => {
  const netlify = "/teachersday   https://airtable.com/shrA\n/*  /index.html 200\n";
  const json = (pairs: [string, string][]) =>
    JSON.stringify(pairs.map(([route, redirect]) => ({ route, redirect })));

  test("both files count; identical duplicates merge; the SPA fallback is no rule", () => {
    const rules = shortLinkRules(
      {
        netlify,
        json: json([
          ["/teachersday", "https://airtable.com/shrA"],
          ["/group", "https://chat.whatsapp.com/Inv1te"],
        ]),
      },
      {},
    );
    expect(rules.map(({ from, to, status, keepQuery }) => [from, to, status, keepQuery])).toEqual([
      ["/teachersday", "https://airtable.com/shrA", 301, false],
      ["/group", "https://chat.whatsapp.com/Inv1te", 302, false],
    ]);
    expect(rules[0]!.source).toBe("short link in _redirects and redirects.json");
  });

  test("two destinations without a decision stop the build; a decision settles it", () => {
    const files = {
      netlify,
      json: json([["/teachersday", "https://airtable.com/other"]]),
    };
    expect(() => shortLinkRules(files, {})).toThrow(
      "the short link /teachersday has 2 destinations",
    );
    const decided = shortLinkRules(files, {
      "/teachersday": { to: "https://airtable.com/other", why: "the newer file" },
    });
    expect(decided.map(({ to }) => to)).toEqual(["https://airtable.com/other"]);
  });

  test("a destination on this site's own address becomes its path", () => {
    const rules = shortLinkRules(
      { netlify: "", json: json([["/howto", "https://mulearn.org/earnkarma"]]) },
      {},
    );
    expect(rules).toEqual([
      {
        from: "/howto",
        to: "/earnkarma",
        status: 301,
        keepQuery: true,
        source: "short link in redirects.json",
      },
    ]);
  });
});

describe("the site's table", () => {
  const find = (from: string) => redirectTable.find((entry) => entry.from === from);

  test("keeps the conflicts decided: the logo page, the loop, the two-faced /socialmedia", () => {
    expect(find("/campus-logo-generator")).toBeUndefined();
    expect(find("/gdsc-india-app")).toBeUndefined();
    expect(find("/socialmedia")).toMatchObject({ to: "/socials", status: 301 });
    expect(find("/mentorumer")).toMatchObject({ to: "https://meet.google.com/pan-ynyp-jbz" });
    expect(redirectTable.filter((entry) => entry.from === "/ktuinduction")).toHaveLength(1);
  });

  test("holds both spellings of a case-sensitive short link", () => {
    expect(find("/CTF")?.to).toBe("https://learn.mulearn.org/bootcamps/ctf");
    expect(find("/ctf")?.to).toBe("https://learn.mulearn.org/bootcamps/ctf");
  });

  test("sends the app's paths to the app host and keeps every earlier page name", () => {
    expect(find("/dashboard/*")).toMatchObject({
      to: "https://app.mulearn.org/dashboard/:splat",
      keepQuery: true,
      prefix: true,
    });
    expect(find("/donate")).toMatchObject({ to: "/donation", status: 301, keepQuery: true });
    expect(find("/be-a-part/enablers")).toMatchObject({ to: "/enablers", status: 301 });
    expect(find("/earnkarma")).toMatchObject({ to: "/levelstructure", status: 301 });
    expect(find("/howto")).toMatchObject({ to: "/levelstructure", status: 301 });
  });
});

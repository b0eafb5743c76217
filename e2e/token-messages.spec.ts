import { mkdirSync, writeFileSync } from "node:fs";
import { test, expect } from "./fixtures";

/** A small seeded generator, so a failure can be replayed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const text = (max: number) =>
    Array.from({ length: Math.floor(next() * max) }, () =>
      pick(["a", "Z", "0", "-", "_", ".", "é", "µ", "\u0000", '"', "\\", "<", "🙂", " "]),
    ).join("");
  return { next, pick, text };
}

const appOrigin = "https://app.mulearn.org";
/** Origins that only look like the app host: every message from them is ignored. */
const lookAlikes = [
  "https://app.mulearn.org.evil.com",
  "https://app.mulearn.org:8443",
  "http://app.mulearn.org",
  "https://app.mulearn.org/",
  "https://app.mulearn.org.",
  "HTTPS://APP.MULEARN.ORG",
  "https://evil.app.mulearn.org",
  "https://app-mulearn.org",
  "https://evil.example",
  "null",
  "",
  "http://localhost:3100",
  " https://app.mulearn.org",
];

/** The token stored before each message; "ignored" below means it is still this afterwards. */
const BEFORE = "token-before-the-message";

/** What the stored token is after a message from the app host (docs/token-sync.md). */
type Effect = "ignored" | "removes" | { stores: string };
const stores = (token: string): { data: string; effect: Effect } => ({
  data: JSON.stringify({ type: "token-sync", refreshToken: token }),
  effect: { stores: token },
});
/** The literal value storage must hold after a message with this effect. */
const storedAfter = (effect: Effect): string | null =>
  effect === "ignored" ? BEFORE : effect === "removes" ? null : effect.stores;

test("1,200 generated hostile and valid messages: storage changes only as the rules say", async ({
  page,
}) => {
  test.slow();
  const random = generator(20261122);
  const kinds: (() => { data: unknown; effect: Effect })[] = [
    () => stores(`tok-${random.text(40)}x`),
    // null removes, whatever the field order or spacing.
    () => ({ data: JSON.stringify({ type: "token-sync", refreshToken: null }), effect: "removes" }),
    () => ({ data: '{"refreshToken":null,"type":"token-sync"}', effect: "removes" }),
    () => ({ data: '{ "type": "token-sync", "refreshToken": null }', effect: "removes" }),
    // Anything but the app's exact message changes nothing.
    () => ({ data: JSON.stringify({ type: "token-sync" }), effect: "ignored" }),
    () => ({
      data: JSON.stringify({
        type: "token-sync",
        refreshToken: random.pick([0, 1, true, "", [], {}]),
      }),
      effect: "ignored",
    }),
    () => ({
      data: JSON.stringify({ type: "token-sync", refreshToken: "extra", admin: true }),
      effect: "ignored",
    }),
    () => ({
      data: JSON.stringify({ type: "mulearn:token-sync", refreshToken: "old-type" }),
      effect: "ignored",
    }),
    () => ({
      data: JSON.stringify({ type: "token-sync ", refreshToken: "spoof" }),
      effect: "ignored",
    }),
    () => ({
      data: JSON.stringify({ type: "TOKEN-SYNC", refreshToken: "spoof" }),
      effect: "ignored",
    }),
    () => ({
      data: '{"__proto__":{"type":"token-sync"},"refreshToken":"proto-spoof"}',
      effect: "ignored",
    }),
    () => ({
      data: '{"constructor":{"prototype":{"type":"token-sync"}},"refreshToken":"spoof"}',
      effect: "ignored",
    }),
    () => ({
      data: JSON.stringify({ type: "token-sync", refreshToken: "y".repeat(8193) }),
      effect: "ignored",
    }),
    () => stores("z".repeat(8192)),
    // A message far longer than any token is refused before it is parsed.
    () => ({
      data: JSON.stringify({ type: "token-sync", refreshToken: "ok", pad: "p".repeat(9000) }),
      effect: "ignored",
    }),
    () => ({ data: "x".repeat(200_000), effect: "ignored" }),
    // The alphabet has no braces: random text is never a JSON object.
    () => ({ data: random.text(60), effect: "ignored" }),
    () => ({ data: '{"type":"token-sync","refreshToken":"unterminated', effect: "ignored" }),
    () => ({ data: '{"type":"token-sync","refreshToken":"junk"} trailing', effect: "ignored" }),
    () => ({ data: JSON.stringify(["token-sync", "array-spoof"]), effect: "ignored" }),
    () => ({ data: "null", effect: "ignored" }),
    () => ({ data: "42", effect: "ignored" }),
    () => ({
      data: JSON.stringify(JSON.stringify({ type: "token-sync", refreshToken: "double" })),
      effect: "ignored",
    }),
    () => ({
      data: { type: "token-sync", refreshToken: "object-not-string" },
      effect: "ignored",
    }),
    () => ({ data: null, effect: "ignored" }),
    () => ({ data: undefined, effect: "ignored" }),
    () => ({ data: ["token-sync"], effect: "ignored" }),
    () => ({ data: random.next(), effect: "ignored" }),
  ];
  const messages = Array.from({ length: 1200 }, () => {
    const fromApp = random.next() < 0.45;
    const origin = fromApp ? appOrigin : random.pick(lookAlikes);
    const { data, effect } = random.pick(kinds)();
    return { origin, data, effect: fromApp ? effect : ("ignored" as const) };
  });

  await page.goto("/about");
  await expect(page.getByRole("link", { name: /^Login/ }).first()).toBeVisible();
  const tally = { tried: 0, stored: 0, removed: 0, ignored: 0 };
  let signedIn = false;
  for (let start = 0; start < messages.length; start += 100) {
    const batch = messages.slice(start, start + 100);
    // Each message meets the same stored token, so each has one literal expected result.
    const after: (string | null)[] = await page.evaluate(
      ({ items, before }) =>
        items.map(({ origin, data }) => {
          window.localStorage.setItem("refreshToken", before);
          window.dispatchEvent(new MessageEvent("message", { origin, data }));
          return window.localStorage.getItem("refreshToken");
        }),
      { items: batch.map(({ origin, data }) => ({ origin, data })), before: BEFORE },
    );
    batch.forEach(({ origin, data, effect }, index) => {
      tally.tried += 1;
      tally[effect === "ignored" ? "ignored" : effect === "removes" ? "removed" : "stored"] += 1;
      expect(
        after[index],
        `message ${start + index}: ${JSON.stringify({ origin, data }).slice(0, 200)}`,
      ).toBe(storedAfter(effect));
    });
    // The nav label follows the last message that changed the token (the resets above are not
    // messages, so the label does not see them).
    const changed = batch.filter(({ effect }) => effect !== "ignored").at(-1);
    if (changed) signedIn = changed.effect !== "removes";
    await expect(
      page.getByRole("link", { name: signedIn ? /^Dashboard/ : /^Login/ }).first(),
    ).toBeVisible();
  }
  expect(tally.tried).toBe(1200);
  expect(tally.stored).toBeGreaterThan(20);
  expect(tally.removed).toBeGreaterThan(20);
  mkdirSync("reports", { recursive: true });
  writeFileSync("reports/hostile-messages.json", `${JSON.stringify(tally, null, 2)}\n`);
});

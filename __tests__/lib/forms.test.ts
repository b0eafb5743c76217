import { z } from "zod";
import { isLikelyBot, validateWith } from "@/lib/forms";

const schema = z.object({
  name: z.string().trim().min(1, "Enter your name."),
  email: z.string().email("Enter an email address such as asha@example.org."),
  count: z.coerce.number().int().min(2, "At least 2."),
});

test("valid values come back typed and cleaned", () => {
  expect(validateWith(schema, { name: " Asha ", email: "a@example.org", count: "3" })).toEqual({
    ok: true,
    data: { name: "Asha", email: "a@example.org", count: 3 },
  });
});

test("each invalid field gets its first message", () => {
  expect(validateWith(schema, { name: "", email: "nope", count: "1" })).toEqual({
    ok: false,
    errors: {
      name: "Enter your name.",
      email: "Enter an email address such as asha@example.org.",
      count: "At least 2.",
    },
  });
});

test("a filled hidden field is a bot, however slow", () => {
  expect(isLikelyBot({ honeypot: "http://spam", startedAt: 0, now: 60_000 })).toBe(true);
});

test("a form sent under 3 seconds after loading is a bot; at 3 seconds it is a person", () => {
  expect(isLikelyBot({ honeypot: "", startedAt: 10_000, now: 12_999 })).toBe(true);
  expect(isLikelyBot({ honeypot: "", startedAt: 10_000, now: 13_000 })).toBe(false);
});

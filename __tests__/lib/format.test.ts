import { fillSlots, sayCount } from "@/lib/format";

test("words' slots take their values; a slot without a value and a lone brace stay", () => {
  expect(fillSlots("No calls match “{query}”.", { query: "$& design" })).toBe(
    "No calls match “$& design”.",
  );
  expect(fillSlots("{name} on {app} {", { name: "Web" })).toBe("Web on {app} {");
});

test("a count says its noun in the singular for 1 only", () => {
  const words = { one: "lead", other: "leads" };
  expect([0, 1, 2].map((count) => sayCount(count, words))).toEqual([
    "0 leads",
    "1 lead",
    "2 leads",
  ]);
});

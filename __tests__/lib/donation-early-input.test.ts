import { adoptEarlyDonation } from "@/lib/donation-values";

/** The choices each frequency offers (the one-time presets, the tiers' amounts), as the form has them. */
const choicesOf = (frequency: string) =>
  ({
    "one-time": ["10000", "15000", "20000", "25000"],
    monthly: ["500", "1250", "10000"],
    yearly: ["100000", "250000"],
  })[frequency]!.map((value) => ({ value }));

test("with nothing chosen early and no link, nothing changes", () => {
  expect(adoptEarlyDonation({}, {}, choicesOf)).toEqual({});
});

test("what was typed and chosen in the HTML's one-time form is kept as it was", () => {
  const early = {
    amountChoice: "15000",
    name: "Asha Menon",
    email: "asha@example.org",
    forOrganisation: true,
    consent: true,
  };
  expect(adoptEarlyDonation({}, early, choicesOf)).toEqual(early);
});

test("a repeating gift chosen early sets who gives, and drops a one-time amount it does not offer", () => {
  expect(
    adoptEarlyDonation(
      {},
      { frequency: "yearly", amountChoice: "15000", forOrganisation: false },
      choicesOf,
    ),
  ).toEqual({ frequency: "yearly", amountChoice: "", forOrganisation: true });
  expect(
    adoptEarlyDonation(
      {},
      { frequency: "monthly", amountChoice: "10000", forOrganisation: true },
      choicesOf,
    ),
  ).toEqual({ frequency: "monthly", amountChoice: "10000", forOrganisation: false });
});

test("another amount, typed, stays whatever the frequency", () => {
  expect(
    adoptEarlyDonation(
      {},
      { frequency: "monthly", amountChoice: "custom", customAmount: "750" },
      choicesOf,
    ),
  ).toEqual({
    frequency: "monthly",
    amountChoice: "custom",
    customAmount: "750",
    forOrganisation: false,
  });
});

test("a link's preselection applies, and what the visitor changed early wins over it", () => {
  const link = { frequency: "monthly" as const, amountChoice: "1250", customAmount: "" };
  expect(adoptEarlyDonation(link, { name: "Asha Menon" }, choicesOf)).toEqual({
    ...link,
    name: "Asha Menon",
  });
  // The HTML showed the one-time amounts; one of them picked early is no monthly tier.
  expect(adoptEarlyDonation(link, { amountChoice: "20000" }, choicesOf)).toEqual({
    ...link,
    amountChoice: "",
  });
  expect(
    adoptEarlyDonation(link, { frequency: "one-time", amountChoice: "20000" }, choicesOf),
  ).toEqual({ frequency: "one-time", amountChoice: "20000", customAmount: "" });
});

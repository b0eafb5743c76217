import { donationLinkValues } from "@/lib/donation-link";
import { checkedDonationTiers } from "@/data/donation";
import { donationAmounts } from "@/data/donation-form";

const link = (search: string) => donationLinkValues(search, checkedDonationTiers, donationAmounts);

test("an organisation's yearly tier preselects yearly, the organisation and the tier's amount", () => {
  expect(link("?type=org&mode=subscription&tier=growth-partner")).toEqual({
    forOrganisation: true,
    frequency: "yearly",
    amountChoice: "250000",
    customAmount: "",
  });
});

test("a person's subscription is monthly; an amount that is no tier becomes the typed amount", () => {
  expect(link("?type=individual&mode=subscription&amount=750")).toEqual({
    forOrganisation: false,
    frequency: "monthly",
    amountChoice: "custom",
    customAmount: "750",
  });
  expect(link("?mode=subscription&tier=champion")).toEqual({
    frequency: "monthly",
    amountChoice: "10000",
    customAmount: "",
  });
});

test("a one-time tier of the newer page maps to a preset when it is one, else to the typed amount", () => {
  expect(link("?mode=one-time&tier=cornerstone")).toEqual({
    frequency: "one-time",
    amountChoice: "15000",
    customAmount: "",
  });
  expect(link("?tier=brick")).toEqual({ amountChoice: "custom", customAmount: "1500" });
  expect(link("?type=org&tier=anchor-partner")).toEqual({
    forOrganisation: true,
    amountChoice: "custom",
    customAmount: "1000000",
  });
});

test("a tier wins over an amount; a tier of another donor or mode is ignored", () => {
  expect(link("?mode=subscription&tier=patron&amount=900")).toMatchObject({ amountChoice: "2500" });
  expect(link("?type=org&mode=subscription&tier=friend")).toEqual({
    forOrganisation: true,
    frequency: "yearly",
  });
});

test.each([
  "",
  "?",
  "?type=company&mode=weekly",
  "?type=ORG&mode=Subscription",
  "?tier=__proto__",
  "?tier=constructor&amount=toString",
  "?amount=99",
  "?amount=1000001",
  "?amount=1e5",
  "?amount=-500",
  "?amount=1500.50",
  "?amount=%201500",
  "?amount=%00",
  "?amount=",
  "%E0%A4%A",
])("%p preselects nothing", (search) => {
  expect(link(search)).toEqual({});
  expect(Object.prototype).not.toHaveProperty("amountChoice");
});

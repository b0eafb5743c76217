import { checkedDonationTiers } from "@/data/donation";
import { donationTiersSchema, parseDataFile } from "@/data/schema";

const check = (tiers: unknown) =>
  parseDataFile("data/donation.ts", donationTiersSchema(100, 1000000), tiers);

const friend = { id: "friend", amount: 500 };
const partner = { id: "community-partner", amount: 50000 };
const valid = {
  individual: { "one-time": [friend], subscription: [friend] },
  org: { "one-time": [partner], subscription: [partner] },
};

test("the shipped tiers are the newer site's: ids and rupees for each donor and mode", () => {
  const summary = (list: readonly { id: string; amount: number }[]) =>
    list.map(({ id, amount }) => `${id}=${amount}`);
  expect(summary(checkedDonationTiers.individual["one-time"])).toEqual([
    "brick=1500",
    "beam=5000",
    "pillar=7500",
    "cornerstone=15000",
  ]);
  expect(summary(checkedDonationTiers.individual.subscription)).toEqual([
    "friend=500",
    "supporter=1250",
    "patron=2500",
    "contributor=5000",
    "champion=10000",
  ]);
  expect(summary(checkedDonationTiers.org["one-time"])).toEqual([
    "community-partner=125000",
    "catalyst-partner=275000",
    "growth-partner=500000",
    "anchor-partner=1000000",
  ]);
  expect(summary(checkedDonationTiers.org.subscription)).toEqual([
    "community-partner=50000",
    "catalyst-partner=100000",
    "growth-partner=250000",
    "anchor-partner=500000",
  ]);
});

describe("bad tiers fail the build, naming the entry and the field", () => {
  test("a valid set passes", () => {
    expect(check(valid)).toEqual(valid);
  });

  test("an id that is no slug, or used twice in one list", () => {
    expect(() =>
      check({
        ...valid,
        individual: { ...valid.individual, subscription: [friend, { ...friend, amount: 900 }] },
      }),
    ).toThrow(
      /entry individual\.subscription\[1\]\.id: is used twice|individual.*subscription.*\[1\].*id.*used twice/,
    );
    expect(() =>
      check({
        ...valid,
        org: { ...valid.org, subscription: [{ ...partner, id: "Gold Partner" }] },
      }),
    ).toThrow(/must be a lower-case slug/);
  });

  test("amounts that fall, leave whole rupees, or leave the form's limits", () => {
    expect(() =>
      check({
        ...valid,
        individual: {
          ...valid.individual,
          subscription: [friend, { ...friend, id: "fan", amount: 400 }],
        },
      }),
    ).toThrow(/must rise/);
    expect(() =>
      check({ ...valid, org: { ...valid.org, "one-time": [{ ...partner, amount: 2000000 }] } }),
    ).toThrow(/must be at most the form's maximum, 1000000/);
    expect(() =>
      check({
        ...valid,
        individual: { ...valid.individual, "one-time": [{ ...friend, amount: 50 }] },
      }),
    ).toThrow(/must be at least the form's minimum, 100/);
    expect(() =>
      check({
        ...valid,
        individual: { ...valid.individual, "one-time": [{ ...friend, amount: 500.5 }] },
      }),
    ).toThrow(/must be whole rupees/);
  });

  test("a missing mode or an unknown donor", () => {
    expect(() => check({ ...valid, org: { "one-time": [partner] } })).toThrow(/subscription/);
    expect(() => check({ ...valid, alumni: valid.individual })).toThrow(/alumni/);
  });
});

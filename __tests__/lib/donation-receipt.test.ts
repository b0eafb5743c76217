import { blockedStorage } from "../helpers/blocked-storage";

const receipt = {
  amount: 15000,
  currency: "INR",
  paymentId: "pay_FAKE0001",
  method: "card",
  confirmedAt: "2026-11-24T08:00:00.000Z",
};

/** A fresh copy of lib/donation-receipt, so its in-memory receipt starts empty. */
const freshModule = () => {
  let donation: typeof import("@/lib/donation-receipt") | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy of the module
    donation = require("@/lib/donation-receipt") as typeof import("@/lib/donation-receipt");
  });
  return donation!;
};

afterEach(() => {
  sessionStorage.clear();
  jest.restoreAllMocks();
});

test("a kept receipt is in this tab's sessionStorage, and read back after a reload", () => {
  freshModule().keepReceipt(receipt);
  expect(localStorage.length).toBe(0);
  expect(freshModule().readReceipt()).toEqual(receipt);
});

test("with storage blocked, the receipt still reaches the success page once", () => {
  jest.spyOn(Storage.prototype, "setItem").mockImplementation(blockedStorage);
  jest.spyOn(Storage.prototype, "getItem").mockImplementation(blockedStorage);
  const donation = freshModule();
  expect(() => donation.keepReceipt(receipt)).not.toThrow();
  expect(donation.readReceipt()).toEqual(receipt);
  expect(freshModule().readReceipt()).toBeUndefined();
});

test("a damaged or edited copy in storage shows no receipt", () => {
  sessionStorage.setItem("mulearn-donation-receipt", '{"amount":"lots"}');
  expect(freshModule().readReceipt()).toBeUndefined();
  sessionStorage.setItem("mulearn-donation-receipt", "not json");
  expect(freshModule().readReceipt()).toBeUndefined();
});

test("a stored copy is read back only with a receipt's fields and types", () => {
  const { asReceipt } = freshModule();
  const monthly = { ...receipt, frequency: "monthly", subscriptionId: "sub_FAKE0001" };
  expect(asReceipt(monthly)).toEqual(monthly);
  expect(asReceipt({ ...receipt, name: "Asha Menon", maskedPan: "••••••234F" })).toEqual({
    ...receipt,
    name: "Asha Menon",
    maskedPan: "••••••234F",
  });
  for (const damaged of [
    null,
    "a receipt",
    { ...receipt, amount: "15000" },
    { ...receipt, paymentId: undefined },
    { ...receipt, email: 42 },
    { ...receipt, frequency: "weekly" },
    { ...receipt, confirmedAt: "24 November 2026" },
    { ...receipt, confirmedAt: "2026-13-45T08:00:00.000Z" },
  ]) {
    expect(asReceipt(damaged)).toBeUndefined();
  }
});

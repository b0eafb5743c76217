import { render, screen, within } from "@testing-library/react";
import { ContentPageView } from "@/components/sections/ContentPageView";
import { DonationRecordSection } from "@/components/donation/DonationRecordSection";

// The page as its HTML holds it: the sections that need no script are the server's markup.
jest.mock("@/components/layout/HtmlOnly", () =>
  jest
    .requireActual<typeof import("@/__tests__/helpers/html-only")>("@/__tests__/helpers/html-only")
    .htmlOnlyAsServerDraws(),
);

/** A monthly gift as verify confirmed it and the form kept it for this tab (lib/donation.ts). */
const monthlyGift = {
  frequency: "monthly",
  subscriptionId: "sub_FAKE0001",
  amount: 1250,
  currency: "INR",
  paymentId: "pay_FAKE0002",
  method: "upi",
  name: "Asha Menon",
  email: "asha@example.com",
  maskedPan: "••••••234F",
  confirmedAt: "2026-11-24T08:00:00.000Z",
};

/** The record's rows as a donor reads them: label, then value. */
const rowsOf = (record: HTMLElement) =>
  within(record)
    .getAllByRole("term")
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

beforeEach(() => sessionStorage.clear());

test("/donation/success shows this tab's gift in English, dated in India's time", async () => {
  sessionStorage.setItem("mulearn-donation-receipt", JSON.stringify(monthlyGift));
  render(
    <ContentPageView path="/donation/success">
      <DonationRecordSection />
    </ContentPageView>,
  );
  const record = await screen.findByRole("region", { name: "Thank you, Asha Menon" });
  expect(rowsOf(record)).toEqual([
    ["Amount", "₹1,250 a month"],
    ["Subscription id", "sub_FAKE0001"],
    ["Payment id", "pay_FAKE0002"],
    ["Payment method", "UPI"],
    ["Date", "24 November 2026, 1:30 pm IST"],
    ["Name", "Asha Menon"],
    ["Email", "asha@example.com"],
    ["PAN", "••••••234F"],
    ["Paid to", "µLearn Foundation"],
  ]);
  expect(within(record).getByRole("link", { name: "info@mulearn.org" })).toHaveAttribute(
    "href",
    "mailto:info@mulearn.org?subject=My%20monthly%20donation%3A%20sub_FAKE0001",
  );
  expect(screen.getByRole("link", { name: "About µLearn" })).toHaveAttribute("href", "/about");
});

test("/ml/donation/success shows the same gift in Malayalam, digits 0–9", async () => {
  sessionStorage.setItem(
    "mulearn-donation-receipt",
    JSON.stringify({ ...monthlyGift, method: "netbanking" }),
  );
  render(
    <ContentPageView path="/ml/donation/success">
      <DonationRecordSection lang="ml" />
    </ContentPageView>,
  );
  const record = await screen.findByRole("region", { name: "Asha Menon, നന്ദി" });
  expect(rowsOf(record)).toEqual([
    ["തുക", "മാസം ₹1,250"],
    ["സബ്സ്ക്രിപ്ഷൻ ഐഡി", "sub_FAKE0001"],
    ["പേയ്മെന്റ് ഐഡി", "pay_FAKE0002"],
    ["പണമടച്ച രീതി", "നെറ്റ് ബാങ്കിങ്"],
    ["തീയതി", "2026 നവംബർ 24, 1:30 PM IST"],
    ["പേര്", "Asha Menon"],
    ["ഇമെയിൽ", "asha@example.com"],
    ["PAN", "••••••234F"],
    ["സ്വീകർത്താവ്", "µLearn Foundation"],
  ]);
  expect(within(record).getByRole("button", { name: "പ്രിന്റ് ചെയ്യുക / PDF ആക്കുക" })).toBeVisible();
  // The page about µLearn has a Malayalam twin; the refund policy is in English only, and says so.
  expect(screen.getByRole("link", { name: "µLearn-നെക്കുറിച്ച്" })).toHaveAttribute(
    "href",
    "/ml/about",
  );
  expect(screen.getByRole("link", { name: /^റീഫണ്ട് നയം/ })).toHaveAttribute("hreflang", "en");
});

test("/ml/donation/success in a tab without a gift leads back to the Malayalam donation page", async () => {
  render(
    <ContentPageView path="/ml/donation/success">
      <DonationRecordSection lang="ml" />
    </ContentPageView>,
  );
  const missing = await screen.findByRole("region", { name: "കാണിക്കാൻ സംഭാവനയൊന്നുമില്ല" });
  expect(within(missing).getByRole("link", { name: "സംഭാവന പേജിലേക്ക് പോകുക" })).toHaveAttribute(
    "href",
    "/ml/donation",
  );
});

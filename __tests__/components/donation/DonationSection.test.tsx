import { render, screen, within } from "@testing-library/react";
import { ContentPageView } from "@/components/sections/ContentPageView";
import { DonationSection } from "@/components/donation/DonationSection";

// The page as its HTML holds it: the sections that need no script are the server's markup.
jest.mock("@/components/layout/HtmlOnly", () =>
  jest
    .requireActual<typeof import("@/__tests__/helpers/html-only")>("@/__tests__/helpers/html-only")
    .htmlOnlyAsServerDraws(),
);

// Jest builds nothing with NEXT_PUBLIC_RAZORPAY_KEY_ID: this is /donation on a build without a key.
// With a key, e2e/donation.spec.ts drives the form.
test("without a Razorpay key the page has no form and explains how to give by email", () => {
  render(
    <ContentPageView path="/donation">
      <DonationSection />
    </ContentPageView>,
  );
  expect(screen.queryByRole("form")).not.toBeInTheDocument();
  expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  const steps = screen.getByRole("region", { name: "How to give" });
  expect(within(steps).getByRole("link", { name: "Write to us" })).toHaveAttribute(
    "href",
    "mailto:info@mulearn.org?subject=A%20donation%20to%20%C2%B5Learn%20Foundation",
  );
  expect(steps).toHaveTextContent("₹10,000, ₹15,000, ₹20,000, ₹25,000");
  expect(screen.getByRole("link", { name: "How to give" })).toHaveAttribute(
    "href",
    "#how-to-donate",
  );
  expect(screen.getByText(/refunds@mulearn\.org within 7 days/)).toBeInTheDocument();
});

test("without a Razorpay key /ml/donation explains in Malayalam how to give by email", () => {
  render(
    <ContentPageView path="/ml/donation">
      <DonationSection lang="ml" />
    </ContentPageView>,
  );
  expect(screen.queryByRole("form")).not.toBeInTheDocument();
  const steps = screen.getByRole("region", { name: "എങ്ങനെ സംഭാവന ചെയ്യാം" });
  expect(within(steps).getByRole("link", { name: "ഞങ്ങൾക്ക് എഴുതുക" })).toHaveAttribute(
    "href",
    "mailto:info@mulearn.org?subject=A%20donation%20to%20%C2%B5Learn%20Foundation",
  );
  expect(steps).toHaveTextContent(
    "മുൻപ് സംഭാവന ചെയ്തവർ ₹10,000, ₹15,000, ₹20,000, ₹25,000 എന്നിങ്ങനെ നൽകിയിട്ടുണ്ട്.",
  );
  expect(screen.getByRole("link", { name: "റീഫണ്ട് നയം (ഇംഗ്ലീഷ്)" })).toHaveAttribute(
    "hreflang",
    "en",
  );
});

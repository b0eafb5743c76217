import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ContentPageView } from "@/components/sections/ContentPageView";
import { DonationSection } from "@/components/donation/DonationSection";

// The page as its HTML holds it: the sections that need no script are the server's markup.
jest.mock("@/components/layout/HtmlOnly", () =>
  jest
    .requireActual<typeof import("@/__tests__/helpers/html-only")>("@/__tests__/helpers/html-only")
    .htmlOnlyAsServerDraws(),
);

// /ml/donation on a build that takes payments online: the form is drawn (e2e/donation.spec.ts
// drives it in the browser).
jest.mock("@/data/site", () => ({
  ...jest.requireActual("@/data/site"),
  razorpayKeyId: "rzp_test_UnitFakeKey01",
}));
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));

const form = () => screen.getByRole("form", { name: "സംഭാവന നൽകുക" });

test("/ml/donation's form has its labels, choices, amounts and button in Malayalam", () => {
  render(<DonationSection lang="ml" />);
  const often = within(form()).getByRole("group", { name: "എത്ര തവണ" });
  expect(within(often).getByRole("radio", { name: "ഒരു തവണ" })).toBeChecked();
  expect(within(often).getByRole("radio", { name: /^എല്ലാ മാസവും/ })).toBeInTheDocument();
  const amount = within(form()).getByRole("group", { name: "തുക" });
  expect(
    within(amount)
      .getAllByRole("radio")
      .map((radio) => radio.getAttribute("aria-label") ?? radio.closest("label")?.textContent),
  ).toEqual(["₹10,000", "₹15,000", "₹20,000", "₹25,000", "മറ്റൊരു തുക"]);
  expect(within(form()).getByRole("textbox", { name: "മുഴുവൻ പേര്" })).toHaveAccessibleDescription("");
  expect(
    within(form()).getByRole("textbox", { name: "ഇമെയിൽ വിലാസം" }),
  ).toHaveAccessibleDescription("പേയ്മെന്റ് സ്ഥിരീകരണം Razorpay ഈ വിലാസത്തിലേക്ക് അയയ്ക്കും.");
  expect(within(form()).getByRole("textbox", { name: "PAN (നിർബന്ധമില്ല)" })).toBeInTheDocument();
  expect(within(form()).getByRole("button", { name: "സംഭാവന ചെയ്യുക" })).toBeInTheDocument();
  // The policies exist in English only: each link says so, and opens a new tab.
  const refund = within(form()).getByRole("link", { name: /^റീഫണ്ട് നയം \(ഇംഗ്ലീഷ്\)/ });
  expect(refund).toHaveAttribute("hreflang", "en");
  expect(refund).toHaveAttribute("href", "/donation/refund");
  expect(refund).toHaveTextContent("(പുതിയ ടാബിൽ തുറക്കും)");
});

test("on /ml/donation an empty form's errors beside the fields, and a typed amount, are in Malayalam", async () => {
  render(<DonationSection lang="ml" />);
  await userEvent.click(within(form()).getByRole("button", { name: "സംഭാവന ചെയ്യുക" }));
  expect(
    await within(form()).findByRole("textbox", { name: "മുഴുവൻ പേര്" }),
  ).toHaveAccessibleDescription("രസീതിൽ വരേണ്ടതുപോലെ നിങ്ങളുടെ പേര് നൽകുക.");
  expect(within(form()).getByRole("textbox", { name: "മൊബൈൽ നമ്പർ" })).toHaveAccessibleDescription(
    "10 അക്കം. പേയ്മെന്റ് ഉറപ്പാക്കാൻ Razorpay ഇത് ഉപയോഗിച്ചേക്കാം. 10 അക്കമുള്ള ഒരു ഇന്ത്യൻ മൊബൈൽ നമ്പർ നൽകുക.",
  );
  await userEvent.click(within(form()).getByRole("radio", { name: "മറ്റൊരു തുക" }));
  await userEvent.type(
    within(form()).getByRole("textbox", { name: "നിങ്ങളുടെ തുക, രൂപയിൽ" }),
    "250000",
  );
  expect(
    within(form()).getByRole("button", { name: "₹2,50,000 സംഭാവന ചെയ്യുക" }),
  ).toBeInTheDocument();
  await userEvent.click(within(form()).getByRole("button", { name: "₹2,50,000 സംഭാവന ചെയ്യുക" }));
  expect(
    within(form()).getByRole("textbox", { name: "നിങ്ങളുടെ തുക, രൂപയിൽ" }),
  ).toHaveAccessibleDescription("₹100 മുതൽ ₹10,00,000 വരെ, മുഴുവൻ രൂപയായി.");
});

test("/ml/donation's sections, with online giving, are in Malayalam and its refund link is marked English", () => {
  render(
    <ContentPageView path="/ml/donation">
      <DonationSection lang="ml" />
    </ContentPageView>,
  );
  expect(
    screen.getByRole("heading", { level: 1, name: "µLearn-നെ പിന്തുണയ്ക്കുക" }),
  ).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "ഇപ്പോൾ സംഭാവന ചെയ്യുക" })).toHaveAttribute(
    "href",
    "#donate",
  );
  const refund = screen.getByRole("link", { name: "റീഫണ്ട് നയം (ഇംഗ്ലീഷ്)" });
  expect(refund).toHaveAttribute("hreflang", "en");
  expect(
    screen.getByText(
      /മാസം ₹500 മുതൽ\); ഒരു സ്ഥാപനത്തിനായി നൽകാൻ "എല്ലാ വർഷവും" തിരഞ്ഞെടുക്കുക \(വർഷം ₹50,000 മുതൽ\)/,
    ),
  ).toBeInTheDocument();
});

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LinkRequestForm } from "@/components/kkem/LinkRequestForm";
import { KkemLinkSection } from "@/components/kkem/KkemLinkSection";
import { uiText } from "@/data/i18n";

const ml = uiText.ml;

/** The form as /ml/kkem draws it for KKEM's address, with the µ-ID it may name. */
const renderMlForm = (muid = "") =>
  render(
    <LinkRequestForm
      jsid="abc"
      muid={muid}
      words={ml.kkem.form}
      formWords={ml.forms}
      failureWords={ml.apiFailures}
      newWindowNote={ml.newWindow}
    />,
  );

test("on /ml/kkem the form's label, hint, button and an empty field's error are in Malayalam", async () => {
  const fetch = jest.fn();
  global.fetch = fetch;
  renderMlForm();
  const field = screen.getByLabelText("നിങ്ങളുടെ µ-ID അല്ലെങ്കിൽ ഇമെയിൽ വിലാസം", { exact: false });
  expect(field).toHaveAccessibleDescription(
    expect.stringContaining("നിങ്ങളുടെ µLearn അക്കൗണ്ടിന്റെ µ-ID (ഉദാ: name@mulearn)"),
  );
  await userEvent.click(screen.getByRole("button", { name: "ലിങ്ക് ഇമെയിലിൽ അയച്ചുതരൂ" }));
  expect(
    await screen.findByText("നിങ്ങളുടെ µ-ID അല്ലെങ്കിൽ µLearn അക്കൗണ്ടിന്റെ ഇമെയിൽ വിലാസം നൽകുക.", {
      exact: false,
    }),
  ).toBeInTheDocument();
  expect(fetch).not.toHaveBeenCalled();
  expect(
    screen.getByRole("link", { name: "µ-ID ഇല്ലേ? µLearn ആപ്പിൽ ഒന്ന് ഉണ്ടാക്കുക (പുതിയ ടാബിൽ തുറക്കും)" }),
  ).toBeInTheDocument();
});

test("on /ml/kkem a backend that cannot be reached, or answers with an error page, is said in Malayalam", async () => {
  jest.useFakeTimers({ doNotFake: ["queueMicrotask", "nextTick", "setImmediate"] });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const fetch = jest.fn().mockRejectedValueOnce(new TypeError("Failed to fetch"));
  global.fetch = fetch;
  renderMlForm("asha@mulearn");
  jest.advanceTimersByTime(5_000); // a person takes longer than the bot check's minimum
  await user.click(screen.getByRole("button", { name: "ലിങ്ക് ഇമെയിലിൽ അയച്ചുതരൂ" }));
  expect(
    await screen.findByText(
      "ഞങ്ങളുടെ സെർവറിലേക്ക് എത്താനായില്ല. ഇന്റർനെറ്റ് കണക്ഷൻ പരിശോധിച്ച് അൽപ്പസമയത്തിനകം വീണ്ടും ശ്രമിക്കുക.",
    ),
  ).toBeInTheDocument();
  expect(screen.getByText("ഇമെയിൽ അയയ്ക്കാനായില്ല")).toBeInTheDocument();

  fetch.mockResolvedValueOnce({
    status: 500,
    text: () => Promise.resolve("<h1>Server Error (500)</h1>"),
  });
  await user.click(screen.getByRole("button", { name: "ലിങ്ക് ഇമെയിലിൽ അയച്ചുതരൂ" }));
  expect(
    await screen.findByText(
      "ഞങ്ങളുടെ സെർവറിന് ഇപ്പോൾ ഇത് കൈകാര്യം ചെയ്യാനായില്ല. കുറച്ച് മിനിറ്റിന് ശേഷം വീണ്ടും ശ്രമിക്കുക; പ്രശ്നം തുടർന്നാൽ info@mulearn.org എന്ന വിലാസത്തിൽ എഴുതുക.",
    ),
  ).toBeInTheDocument();
  jest.useRealTimers();
});

test("the Malayalam section says what linking is in Malayalam; the English one as before", () => {
  const { unmount } = render(<KkemLinkSection lang="ml" />);
  expect(
    screen.getByRole("heading", { level: 2, name: "നിങ്ങളുടെ µ-ID KKEM-മായി ബന്ധിപ്പിക്കുക" }),
  ).toBeInTheDocument();
  expect(
    screen.getByText(
      "അക്കൗണ്ടുകൾ ബന്ധിപ്പിക്കാൻ, KKEM ജോബ് പോർട്ടലിലെ നിങ്ങളുടെ പ്രൊഫൈലിൽ നിന്ന് µLearn തുറക്കുക: ഫോം തയ്യാറാക്കി അത് നിങ്ങളെ ഇവിടേക്ക് തിരികെ എത്തിക്കും.",
    ),
  ).toBeInTheDocument();
  unmount();
  render(<KkemLinkSection />);
  expect(
    screen.getByRole("heading", { level: 2, name: "Link your µ-ID to KKEM" }),
  ).toBeInTheDocument();
});

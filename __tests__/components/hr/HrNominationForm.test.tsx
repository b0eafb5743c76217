import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HrNominationForm, mailApp } from "@/components/hr/HrNominationForm";
import { formText } from "@/data/forms";
import { hydrateStatic, serveStatic } from "@/__tests__/helpers/static-html";

const receiver = "https://forms.example.org/hr-nominations";

/** Loads the form at time 0 and lets the visitor take a minute, past the minimum fill time. */
function renderForm(receiverUrl?: string) {
  const now = jest.spyOn(Date, "now").mockReturnValue(1_000);
  render(<HrNominationForm receiverUrl={receiverUrl} formWords={formText} />);
  now.mockReturnValue(61_000);
  // Every key's events, without a timer between keys: five fields typed with a pause per key took
  // over 20 s on a 2-core machine running the other suites beside this one.
  return userEvent.setup({ delay: null });
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole("textbox", { name: "Company name" }), "Example Tech");
  await user.type(screen.getByRole("textbox", { name: "HR person's name" }), "R. Nair");
  await user.type(
    screen.getByRole("textbox", { name: /HR person's phone number/ }),
    "+91 98765 43210",
  );
  await user.type(
    screen.getByRole("textbox", { name: "HR person's email address" }),
    "hr@example.com",
  );
  await user.type(screen.getByRole("textbox", { name: "Your name" }), "Asha Menon");
}

afterEach(() => jest.restoreAllMocks());

/** The form as the static HTML draws it, with the script after it run. */
const serveForm = () => serveStatic(<HrNominationForm formWords={formText} />);

/**
 * A press on the submit button while only the HTML's script runs. jsdom does not know the "dialog"
 * method and reports the submission nothing prevented as a navigation it cannot make: that report
 * alone is expected.
 */
function pressBeforeScripts(button: HTMLElement) {
  const reports = jest.spyOn(console, "error").mockImplementation(() => {});
  button.click();
  expect(reports.mock.calls.map((call) => String(call[0]))).toEqual([
    expect.stringContaining("Not implemented: HTMLFormElement.prototype.requestSubmit"),
  ]);
  reports.mockRestore();
}

/** Then the page's scripts arrive: React hydrates the form in place. */
const hydrateForm = (container: HTMLElement) =>
  hydrateStatic(container, <HrNominationForm formWords={formText} />);

describe("before and after the page's scripts run", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  test("the static HTML draws the whole form, and a press on it sends nothing anywhere", () => {
    const html = serveForm();
    const company = within(html).getByRole("textbox", { name: "Company name" });
    expect(company.closest("[inert]")).toBeNull();
    // Outside a dialog, a form sent by the "dialog" method goes to no address.
    expect(html.querySelector("form")!.getAttribute("method")).toBe("dialog");
    expect(within(html).getByRole("button", { name: "Write the nomination email" })).toBeTruthy();
  });

  test("what was typed before the scripts ran is kept, and a press then is carried out once", async () => {
    const open = jest.spyOn(mailApp, "open").mockImplementation(() => {});
    const html = serveForm();
    const fields: [string | RegExp, string][] = [
      ["Company name", "Example Tech"],
      ["HR person's name", "R. Nair"],
      [/HR person's phone number/, "+91 98765 43210"],
      ["HR person's email address", "hr@example.com"],
      ["Your name", "Asha Menon"],
    ];
    for (const [name, typed] of fields)
      fireEvent.input(within(html).getByRole("textbox", { name }), { target: { value: typed } });
    const press = within(html).getByRole("button", { name: "Write the nomination email" });
    pressBeforeScripts(press);
    pressBeforeScripts(press);

    // The page opened a minute ago; the scripts arrive now.
    jest.spyOn(performance, "timeOrigin", "get").mockReturnValue(1_000);
    jest.spyOn(Date, "now").mockReturnValue(61_000);
    expect(await hydrateForm(html)).toEqual([]);

    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(open.mock.calls[0]![0]).toContain("Example%20Tech");
    expect(within(html).getByRole("textbox", { name: "Your name" })).toHaveValue("Asha Menon");
    expect(within(html).getByRole("status")).toHaveTextContent(/Asha Menon/);
  });

  test("a press before the scripts ran with nothing typed shows what is missing once they do", async () => {
    const html = serveForm();
    pressBeforeScripts(within(html).getByRole("button", { name: "Write the nomination email" }));
    expect(await hydrateForm(html)).toEqual([]);
    await waitFor(() =>
      expect(within(html).getByRole("textbox", { name: "Company name" })).toHaveAttribute(
        "aria-invalid",
        "true",
      ),
    );
  });
});

describe("with a receiver (NEXT_PUBLIC_HR_FORM_URL)", () => {
  test("a double press sends one nomination, then the thanks name the person and company", async () => {
    let answer: (value: unknown) => void = () => {};
    const fetchMock = jest.fn(() => new Promise((resolve) => (answer = resolve)));
    global.fetch = fetchMock as unknown as typeof fetch;
    const user = renderForm(receiver);
    await fillIn(user);
    const send = screen.getByRole("button", { name: "Send the nomination" });
    await user.dblClick(send);
    // The check's schema loads on first use: the form says it is sending a moment after the press.
    expect(await screen.findByRole("button", { name: "Sending…" })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    answer({ ok: true, status: 200 });
    expect(await screen.findByText("Nomination sent. Thank you!")).toBeInTheDocument();
    expect(
      screen.getByText(
        "µLearn's industry engagement team will get in touch with R. Nair at Example Tech.",
      ),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toMatchObject({ hrPhone: "9876543210" });
  });

  test("a failed send says so and keeps every field as typed", async () => {
    global.fetch = jest.fn(async () => ({ ok: false, status: 500 })) as unknown as typeof fetch;
    const user = renderForm(receiver);
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send the nomination" }));
    const alert = await screen.findByRole("alert");
    await waitFor(() => expect(alert).toHaveTextContent("The nomination was not sent"));
    expect(alert).toHaveTextContent("email it to partners@mulearn.org");
    expect(screen.getByRole("textbox", { name: "Company name" })).toHaveValue("Example Tech");
    expect(screen.getByRole("textbox", { name: /phone number/ })).toHaveValue("+91 98765 43210");
  });

  test("a missing field is named beside it and nothing is sent", async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
    const user = renderForm(receiver);
    await fillIn(user);
    await user.clear(screen.getByRole("textbox", { name: "HR person's email address" }));
    await user.click(screen.getByRole("button", { name: "Send the nomination" }));
    const email = screen.getByRole("textbox", { name: "HR person's email address" });
    // The check's schema loads on first use, so the message and the focus come a moment later.
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription("Enter the HR person's email address."),
    );
    await waitFor(() => expect(email).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("without a receiver", () => {
  test("the checked nomination opens an e-mail to the partnerships address and can be copied", async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
    const open = jest.spyOn(mailApp, "open").mockImplementation(() => {});
    const user = renderForm();
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Write the nomination email" }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]![0]).toMatch(
      /^mailto:partners@mulearn\.org\?subject=HR%20nomination%3A%20Example%20Tech&body=/,
    );
    expect(await screen.findByText("Finish in your email app")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open the email again" })).toHaveAttribute(
      "href",
      open.mock.calls[0]![0],
    );
    expect(screen.getByText(/Phone: 9876543210/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

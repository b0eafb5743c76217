import { nominationMailto, sendNomination } from "@/lib/hr-nomination";
import { hrNominationSchema, tenDigitPhone, type HrNomination } from "@/lib/hr-nomination-schema";
import { validateWith } from "@/lib/forms";

const nomination: HrNomination = {
  companyName: "Example Tech",
  hrName: "R. Nair",
  hrPhone: "9876543210",
  hrEmail: "hr@example.com",
  nominator: "Asha Menon",
};

describe("the nomination's rules", () => {
  test("a complete nomination passes, trimmed, with the receiver's field names only", () => {
    const result = validateWith(hrNominationSchema, {
      companyName: "  Example Tech ",
      hrName: "R. Nair",
      hrPhone: "98765 43210",
      hrEmail: " hr@example.com",
      nominator: "Asha Menon",
    });
    expect(result).toEqual({ ok: true, data: nomination });
  });

  test("every empty field says what to enter", () => {
    const result = validateWith(hrNominationSchema, {
      companyName: "",
      hrName: " ",
      hrPhone: "",
      hrEmail: "",
      nominator: "",
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        companyName: "Enter the company's name.",
        hrName: "Enter the name of the HR person you are nominating.",
        hrPhone: "Enter the HR person's phone number.",
        hrEmail: "Enter the HR person's email address.",
        nominator: "Enter your name, so we know who nominated them.",
      },
    });
  });

  test.each(["98765", "98765432101", "98765abcde", "+1 9876543210"])(
    "%p is not a 10-digit number",
    (hrPhone) => {
      expect(validateWith(hrNominationSchema, { ...nomination, hrPhone })).toEqual({
        ok: false,
        errors: { hrPhone: "Enter a 10-digit phone number, such as 9876543210." },
      });
    },
  );

  test.each(["hr@example", "hr example.com", "@example.com"])("%p is not an email", (hrEmail) => {
    expect(validateWith(hrNominationSchema, { ...nomination, hrEmail })).toEqual({
      ok: false,
      errors: { hrEmail: "Enter an email address such as name@company.com." },
    });
  });

  test.each([
    ["+91 98765 43210", "9876543210"],
    ["919876543210", "9876543210"],
    ["098765-43210", "9876543210"],
    ["(0471) 2700 123", "4712700123"],
    ["9198765432", "9198765432"],
  ])("%p is read as %p", (typed, digits) => {
    expect(tenDigitPhone(typed)).toBe(digits);
  });
});

test("the e-mail goes to the partnerships address with the nomination in its body", () => {
  const href = nominationMailto(nomination);
  expect(href).toBe(
    "mailto:partners@mulearn.org?subject=HR%20nomination%3A%20Example%20Tech&body=" +
      "I%20would%20like%20to%20nominate%20an%20HR%20contact%20for%20%C2%B5Learn's%20industry%20engagement." +
      "%0D%0A%0D%0ACompany%3A%20Example%20Tech%0D%0AHR%20contact%3A%20R.%20Nair%0D%0APhone%3A%209876543210" +
      "%0D%0AEmail%3A%20hr%40example.com%0D%0ANominated%20by%3A%20Asha%20Menon",
  );
});

describe("posting to the receiver", () => {
  afterEach(() => jest.restoreAllMocks());

  test("sends the JSON of the old form's first version and takes any 2xx as success", async () => {
    const fetchMock = jest.fn(async () => ({ ok: true, status: 201 }));
    global.fetch = fetchMock as unknown as typeof fetch;
    await expect(sendNomination("https://forms.example.org/hr", nomination)).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("https://forms.example.org/hr");
    expect(init.method).toBe("POST");
    expect(init.headers).toEqual({ "Content-Type": "application/json" });
    expect(JSON.parse(init.body as string)).toEqual({
      companyName: "Example Tech",
      hrName: "R. Nair",
      hrPhone: "9876543210",
      hrEmail: "hr@example.com",
      nominator: "Asha Menon",
    });
  });

  test("an error status says the nomination was not saved and how to send it instead", async () => {
    global.fetch = jest.fn(async () => ({ ok: false, status: 500 })) as unknown as typeof fetch;
    await expect(sendNomination("https://forms.example.org/hr", nomination)).resolves.toEqual({
      ok: false,
      message:
        "The nomination could not be saved just now. Please try again in a few minutes, or email it to partners@mulearn.org.",
    });
  });

  test("a receiver that does not answer in time gets the time-out message", async () => {
    global.fetch = jest.fn(async () => {
      throw new DOMException("The operation timed out.", "TimeoutError");
    }) as unknown as typeof fetch;
    const result = await sendNomination("https://forms.example.org/hr", nomination);
    expect(result).toEqual({ ok: false, message: expect.stringMatching(/took too long/) });
  });

  test("a refused connection (or CORS) gets the network message", async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError("Failed to fetch");
    }) as unknown as typeof fetch;
    const result = await sendNomination("https://forms.example.org/hr", nomination);
    expect(result).toEqual({ ok: false, message: expect.stringMatching(/could not reach/) });
  });
});

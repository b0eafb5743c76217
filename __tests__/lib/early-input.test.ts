import { changedChoice, changedFields, earlyFormScript, takeKeptSubmit } from "@/lib/early-input";

afterEach(() => {
  document.body.innerHTML = "";
});

/** A form as the HTML draws it: one field of each kind, with the HTML's own values. */
function htmlForm() {
  document.body.innerHTML = `
    <form method="dialog">
      <fieldset disabled>
        <input name="name" value="">
        <input name="pan" value="ABCDE1234F">
        <textarea name="address"></textarea>
        <input type="radio" name="frequency" value="one-time" checked>
        <input type="radio" name="frequency" value="monthly">
        <input type="checkbox" name="consent">
        <select name="district"><option value="">Any</option><option value="Kollam">Kollam</option></select>
        <button>Donate</button>
      </fieldset>
    </form>`;
  return document.querySelector("form")!;
}

const names = ["name", "pan", "address", "frequency", "consent", "district", "missing"];

test("a form as the HTML drew it has no changed fields", () => {
  expect(changedFields(htmlForm(), names)).toEqual({});
});

test("each kind of field the visitor changed is read as the form's state holds it", () => {
  const form = htmlForm();
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  field("name").value = "Asha Menon";
  (form.elements.namedItem("address") as HTMLTextAreaElement).value = "Kochi";
  form.querySelector<HTMLInputElement>('[value="monthly"]')!.checked = true;
  field("consent").checked = true;
  (form.elements.namedItem("district") as HTMLSelectElement).value = "Kollam";
  expect(changedFields(form, names)).toEqual({
    name: "Asha Menon",
    address: "Kochi",
    frequency: "monthly",
    consent: true,
    district: "Kollam",
  });
});

test("a field changed and changed back is not changed; an emptied one is", () => {
  const form = htmlForm();
  const name = form.elements.namedItem("name") as HTMLInputElement;
  name.value = "A";
  name.value = "";
  (form.elements.namedItem("pan") as HTMLInputElement).value = "";
  expect(changedFields(form, names)).toEqual({ pan: "" });
});

/** The script as the parser runs it, right after the form. */
function runScriptAfter(form: HTMLFormElement) {
  const script = document.createElement("script");
  script.textContent = earlyFormScript;
  form.after(script);
}

test("the script after the form enables the fields the HTML disables for browsers without scripts", () => {
  const form = htmlForm();
  expect(form.querySelector("fieldset")!.disabled).toBe(true);
  runScriptAfter(form);
  expect(form.querySelector("fieldset")!.disabled).toBe(false);
});

test("a submission nothing took is kept for the form once, one that was taken is not", () => {
  const form = htmlForm();
  runScriptAfter(form);
  const submit = () => form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
  const taken = (event: Event) => event.preventDefault();
  form.addEventListener("submit", taken);
  submit();
  expect(takeKeptSubmit(form)).toBe(false);
  form.removeEventListener("submit", taken);
  expect(form.getAttribute("aria-busy")).toBeNull();
  submit();
  submit();
  // Busy while the kept press waits for the page's scripts.
  expect(form.getAttribute("aria-busy")).toBe("true");
  expect(takeKeptSubmit(form)).toBe(true);
  expect(form.getAttribute("aria-busy")).toBeNull();
  expect(takeKeptSubmit(form)).toBe(false);
});

test("a radio group outside a form: its new choice, or nothing when the HTML's stands", () => {
  document.body.innerHTML = `
    <fieldset>
      <input type="radio" name="category" value="all" checked>
      <input type="radio" name="category" value="events">
    </fieldset>`;
  const radios = [...document.querySelectorAll("input")];
  expect(changedChoice(radios)).toBeUndefined();
  radios[1]!.checked = true;
  expect(changedChoice(radios)).toBe("events");
});

import { keepPressAttribute, keepPressScript, takeKeptPress } from "@/lib/early-press";

/** The page's script, once, as the parser runs it before the buttons it serves. */
beforeAll(() => {
  new Function(keepPressScript)();
});

afterEach(() => {
  document.body.innerHTML = "";
  document.documentElement.removeAttribute("data-hydrated");
});

/** Buttons as the HTML draws them: two its scripts answer, one they do not. */
function buttons() {
  document.body.innerHTML = `
    <button type="button" ${keepPressAttribute}>Play: first</button>
    <button type="button" ${keepPressAttribute}><span>Play: second</span></button>
    <button type="button">Other</button>`;
  const [first, second, other] = [...document.querySelectorAll("button")];
  return [first!, second!, other!] as const;
}

test("a press before the scripts is kept once, on its button, which shows it is at work", () => {
  const [first, second] = buttons();
  second.querySelector("span")!.click();
  expect(second.getAttribute("aria-busy")).toBe("true");
  expect(first.hasAttribute("aria-busy")).toBe(false);
  expect(takeKeptPress(first)).toBe(false);
  expect(takeKeptPress(second)).toBe(true);
  expect(second.hasAttribute("aria-busy")).toBe(false);
  expect(takeKeptPress(second)).toBe(false);
});

test("only the last press counts", () => {
  const [first, second] = buttons();
  first.click();
  second.click();
  expect(first.hasAttribute("aria-busy")).toBe(false);
  expect(takeKeptPress(first)).toBe(false);
  expect(takeKeptPress(second)).toBe(true);
});

test("a button the scripts do not answer is not kept, and neither is any press once they have run", () => {
  const [first, , other] = buttons();
  other.click();
  expect(takeKeptPress(other)).toBe(false);
  expect(other.hasAttribute("aria-busy")).toBe(false);
  document.documentElement.setAttribute("data-hydrated", "");
  first.click();
  expect(first.hasAttribute("aria-busy")).toBe(false);
  expect(takeKeptPress(first)).toBe(false);
});

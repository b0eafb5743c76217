import { keepEarlyPressScript, runEarlyPressScript } from "@/lib/early-press";

/**
 * jsdom has neither modal dialogs nor invoker commands, so it plays a browser without them; these
 * stand in for the browser's own `showModal` and `close`. (The real browser, and a page whose menu
 * arrives after its tap, are in e2e/early-press.spec.ts.)
 */
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
  // The boot script, once per page.
  new Function(keepEarlyPressScript)();
});

afterEach(() => {
  document.body.innerHTML = "";
  delete (document as Document & { keptPress?: unknown }).keptPress;
});

const opener = (id: string, name: string) =>
  `<button type="button" command="show-modal" commandfor="${id}">${name}</button>`;

const dialog = (id: string) => {
  const element = document.createElement("dialog");
  element.id = id;
  return element;
};

/** The parser reaches the header's dialogs, then the script after them. */
function menusArrive(...ids: string[]) {
  const dialogs = ids.map(dialog);
  document.body.append(...dialogs);
  new Function(runEarlyPressScript)();
  return dialogs;
}

test("a press made before its dialog has arrived opens the dialog once it has", () => {
  document.body.innerHTML = opener("site-menu", "Open menu");
  document.querySelector("button")!.click();
  const [menu] = menusArrive("site-menu");
  expect(menu!.hasAttribute("open")).toBe(true);
});

test("of two presses made before their dialogs arrived, only the later is carried out", () => {
  document.body.innerHTML = opener("site-search", "Search") + opener("site-menu", "Open menu");
  const [search, menu] = document.querySelectorAll("button");
  search!.click();
  menu!.click();
  const [searchDialog, menuDialog] = menusArrive("site-search", "site-menu");
  expect(searchDialog!.hasAttribute("open")).toBe(false);
  expect(menuDialog!.hasAttribute("open")).toBe(true);
});

test("a press elsewhere before the dialog arrives forgets the kept one", () => {
  document.body.innerHTML = opener("site-menu", "Open menu") + "<p>Learn with peers.</p>";
  document.querySelector("button")!.click();
  document.querySelector("p")!.click();
  const [menu] = menusArrive("site-menu");
  expect(menu!.hasAttribute("open")).toBe(false);
});

test("a press on a button whose dialog is already there is not kept", () => {
  document.body.innerHTML = opener("site-menu", "Open menu") + '<dialog id="site-menu"></dialog>';
  document.querySelector("button")!.click();
  document.querySelector("dialog")!.removeAttribute("open");
  new Function(runEarlyPressScript)();
  expect(document.querySelector("dialog")!.hasAttribute("open")).toBe(false);
});

test("without invoker commands in the browser, a dialog's buttons open and close it", () => {
  menusArrive("site-menu");
  const menu = document.querySelector("dialog")!;
  menu.innerHTML =
    '<button type="button" command="close" commandfor="site-menu">Close menu</button>';
  document.body.insertAdjacentHTML("afterbegin", opener("site-menu", "Open menu"));
  document.querySelector<HTMLButtonElement>("body > button")!.click();
  expect(menu.hasAttribute("open")).toBe(true);
  menu.querySelector("button")!.click();
  expect(menu.hasAttribute("open")).toBe(false);
});

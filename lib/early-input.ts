/**
 * What a visitor did to a page's fields and choices before its scripts ran.
 *
 * The controls are in the HTML, so a visitor on a slow phone can type and choose from the first
 * paint. Hydration then leaves the typed text or the choice on screen but not in the component's
 * state (React replays no change event), and the component's next render would write its state
 * back over it. So each reads its controls once, as React attaches to them, and takes over what
 * the visitor changed: `changedValue`, `changedChoice` and `changedFields` say what differs from
 * the HTML's own values.
 *
 * A press on the form's submit button before then must not send the form the browser's way (a GET
 * to the page itself, the details in the address), and must not be lost either. The form says
 * `method="dialog"`, which outside a dialog sends nothing anywhere, and a small script right after
 * it (`earlyFormScript`) keeps such a press for the form to carry out once it runs.
 */

/** A field's value as a form's state holds it: a checkbox's `checked`, any other's text. */
export type FieldValue = string | boolean;

/** What the visitor changed `control` to from what the HTML said; undefined when unchanged. */
export function changedValue(control: Element | RadioNodeList): FieldValue | undefined {
  if (control instanceof HTMLInputElement) {
    if (control.type === "checkbox")
      return control.checked === control.defaultChecked ? undefined : control.checked;
    return control.value === control.defaultValue ? undefined : control.value;
  }
  if (control instanceof HTMLTextAreaElement)
    return control.value === control.defaultValue ? undefined : control.value;
  if (control instanceof HTMLSelectElement) {
    // The HTML's choice: the last option it marks, else the first (a select shows one).
    const options = [...control.options];
    const drawn = options.filter((option) => option.defaultSelected).pop() ?? options[0];
    return control.selectedOptions[0] === drawn ? undefined : control.value;
  }
  if (control instanceof RadioNodeList)
    return changedChoice(
      [...control].filter((radio): radio is HTMLInputElement => radio instanceof HTMLInputElement),
    );
  return undefined;
}

/**
 * The value of the radio checked among `radios` (one group), when the visitor changed the group's
 * choice from the HTML's ("" when none is checked now); undefined when unchanged.
 */
export function changedChoice(radios: readonly HTMLInputElement[]): string | undefined {
  if (radios.every((radio) => radio.checked === radio.defaultChecked)) return undefined;
  return radios.find((radio) => radio.checked)?.value ?? "";
}

/**
 * The fields of `form` named in `names` whose value the visitor changed from the HTML's: a text
 * field's text, a checkbox's `checked`, a radio group's or a select's chosen value.
 */
export function changedFields(
  form: HTMLFormElement,
  names: readonly string[],
): Record<string, FieldValue> {
  const changed: Record<string, FieldValue> = {};
  for (const name of names) {
    const control = form.elements.namedItem(name);
    const value = control ? changedValue(control) : undefined;
    if (value !== undefined) changed[name] = value;
  }
  return changed;
}

/** The mark the script below leaves on a form sent before the page's scripts ran. */
const keptMark = "keptSubmit";

/**
 * Right after a form with `method="dialog"`: enables the fieldset the HTML disables for visitors
 * without scripts (`disabled` directly in the form), and marks the form when it is sent with no
 * script of the page's to take it (a submission nothing prevented). Such a form is `aria-busy`
 * until its script takes the press, so its button can look at work (SubmitButton).
 */
export const earlyFormScript =
  `(function(f){var s=f.querySelector(":scope>fieldset[disabled]");if(s)s.disabled=!1;` +
  `addEventListener("submit",function(e){if(e.target===f&&!e.defaultPrevented){f.${keptMark}=!0;` +
  `f.setAttribute("aria-busy","true")}})})(document.currentScript.previousElementSibling);`;

/**
 * Whether an early script left `mark` (a property set to true) on `element`, which it marked
 * `aria-busy` with it; forgets both, so what was kept is carried out once.
 */
export function takeBusyMark(element: Element, mark: string): boolean {
  const marked = element as Element & Record<string, unknown>;
  const kept = marked[mark] === true;
  delete marked[mark];
  if (kept) element.removeAttribute("aria-busy");
  return kept;
}

/** Whether `form` was sent before its scripts ran; forgets it, so it is carried out once. */
export const takeKeptSubmit = (form: HTMLFormElement) => takeBusyMark(form, keptMark);

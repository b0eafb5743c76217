import { useCallback, useEffect, useRef, useState } from "react";
import type { ZodType } from "@/lib/zod";
import { changedFields, takeKeptSubmit } from "@/lib/early-input";
import { honeypotName, isLikelyBot, validateWith, type FieldErrors } from "@/lib/forms";

/** The first control needing attention: a field marked invalid, or a radio of a marked group. */
const invalidControl = '[aria-invalid="true"], [data-invalid] input';

/** The first signs of a visitor using the form: the schema's code starts loading on any. */
const firstUseEvents = ["focusin", "pointerdown", "input"] as const;

/**
 * A form's values, checked by one zod schema: the messages appear when the form is sent (not on
 * leaving a field, where a message appearing would move the control the visitor is clicking),
 * each clears as soon as its value is fixed, and focus moves to the first field that needs
 * attention. The schema (zod and all) loads on the form's first focus, press or input, not with
 * the page; `validate` waits for it and resolves to the typed values, or rejects when its code
 * could not load.
 *
 * The fields work from the first paint (lib/early-input.ts): as the form is attached, what the
 * visitor changed in the HTML before the scripts ran becomes the form's values (through
 * `adoptEarlyInput`, which may add a link's preselection and apply the form's own rules), and a
 * press on its submit button in that time is carried out once those values are drawn.
 */
export function useValidatedForm<V extends Record<string, unknown>, Out>(
  loadSchema: () => Promise<ZodType<Out, V>>,
  initial: V,
  {
    adoptEarlyInput = (early) => early,
  }: {
    /** The changes to make as the form is attached, given the fields the visitor changed. */
    adoptEarlyInput?: (early: Partial<V>) => Partial<V>;
  } = {},
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [focusRequest, setFocusRequest] = useState(0);
  // State, not a ref: the form element is read in handlers and effects only.
  const [formElement, setFormElement] = useState<HTMLFormElement | null>(null);
  const startedAt = useRef(0);
  const typedEarly = useRef(false);
  const submitKept = useRef(false);
  const [adopt] = useState(() => adoptEarlyInput);
  const [fieldNames] = useState(() => Object.keys(initial));

  /**
   * The form's callback ref. It reads the fields as React attaches to the form, in the commit that
   * hydrates it: the next render would write the state's values over what was typed.
   */
  const bindForm = useCallback(
    (form: HTMLFormElement | null) => {
      setFormElement(form);
      if (!form || startedAt.current !== 0) return;
      const early = changedFields(form, fieldNames) as Partial<V>;
      typedEarly.current = Object.keys(early).length > 0;
      const changes = adopt(early);
      if (Object.keys(changes).length > 0) setValues((current) => ({ ...current, ...changes }));
      submitKept.current = takeKeptSubmit(form);
      // Not 0 from here on: a form detached and attached again is not read twice.
      startedAt.current = Date.now();
    },
    [adopt, fieldNames],
  );
  const schema = useRef<ZodType<Out, V> | undefined>(undefined);
  const loading = useRef<Promise<ZodType<Out, V>> | undefined>(undefined);
  // The first loader given: a form passes an inline function, a new one on every render.
  const [loader] = useState(() => loadSchema);

  const load = useCallback(() => {
    loading.current ??= loader().then(
      (loaded) => (schema.current = loaded),
      (error: unknown) => {
        // Forgotten, so the next press tries again.
        loading.current = undefined;
        throw error;
      },
    );
    return loading.current;
  }, [loader]);

  useEffect(() => {
    // A visitor who typed before the scripts ran has been at the form since the page was drawn.
    startedAt.current = typedEarly.current ? performance.timeOrigin : Date.now();
  }, []);

  useEffect(() => {
    if (!formElement || !submitKept.current) return;
    submitKept.current = false;
    // After the render that drew the adopted values (set with the element), so the form sends
    // what is on screen.
    formElement.requestSubmit();
  }, [formElement]);

  useEffect(() => {
    if (!formElement) return;
    // Only a head start: a failure here is met again, and reported, when the form is sent.
    const preload = () => void load().catch(() => {});
    // Typing before the scripts ran was the first use.
    if (typedEarly.current) preload();
    for (const type of firstUseEvents) formElement.addEventListener(type, preload, { once: true });
    return () => {
      for (const type of firstUseEvents) formElement.removeEventListener(type, preload);
    };
  }, [formElement, load]);

  useEffect(() => {
    if (focusRequest === 0) return;
    formElement?.querySelector<HTMLElement>(invalidControl)?.focus();
  }, [focusRequest, formElement]);

  /** Sets one value; a field showing a message is checked again, so the message goes once fixed. */
  const setValue = <K extends keyof V & string>(name: K, value: V[K]) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // A message shown came from a check, so the schema is here; the backend's wait for one.
    if (!errors[name] || !schema.current) return;
    const result = validateWith(schema.current, next);
    setErrors((shown) => ({ ...shown, [name]: result.ok ? undefined : result.errors[name] }));
  };

  /**
   * Sets several values at once (a choice that changes others, a link's preselection); a field
   * showing a message is checked again, as with setValue.
   */
  const setFields = (changes: Partial<V>) => {
    const next = { ...values, ...changes };
    setValues(next);
    const shown = Object.keys(changes).filter((name) => errors[name]);
    if (shown.length === 0 || !schema.current) return;
    const result = validateWith(schema.current, next);
    setErrors((current) => ({
      ...current,
      ...Object.fromEntries(
        shown.map((name) => [name, result.ok ? undefined : result.errors[name]]),
      ),
    }));
  };

  /** Shows messages from elsewhere (the backend's, by field name) and focuses the first. */
  const showErrors = (fieldErrors: FieldErrors) => {
    setErrors(fieldErrors);
    setFocusRequest((count) => count + 1);
  };

  /** Checks every field: the typed values, or undefined with every message shown. */
  const validate = async (): Promise<Out | undefined> => {
    const result = validateWith(await load(), values);
    if (result.ok) {
      setErrors({});
      return result.data;
    }
    showErrors(result.errors);
    return undefined;
  };

  /** True when the hidden field was filled or the form was sent within seconds of loading. */
  const looksAutomated = () => {
    const honeypot = formElement?.elements.namedItem(honeypotName);
    return isLikelyBot({
      honeypot: honeypot instanceof HTMLInputElement ? honeypot.value : "",
      startedAt: startedAt.current,
    });
  };

  return {
    values,
    setValue,
    setFields,
    errors,
    validate,
    showErrors,
    looksAutomated,
    /** Pass as the form's `ref`. */
    bindForm,
  };
}

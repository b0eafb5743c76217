import { useCallback, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { honeypotName, isLikelyBot, validateWith, type FieldErrors } from "@/lib/forms";

/** The first control needing attention: a field marked invalid, or a radio of a marked group. */
const invalidControl = '[aria-invalid="true"], [data-invalid] input';

/**
 * A form's values, checked by one zod schema: each field's message appears when it is left
 * changed or the form is sent, clears as soon as the value is fixed, and a send that fails moves
 * focus to the first field that needs attention. `validate` returns the schema's typed values.
 */
export function useValidatedForm<V extends Record<string, unknown>, Out>(
  schema: z.ZodType<Out, V>,
  initial: V,
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [focusRequest, setFocusRequest] = useState(0);
  // A callback ref (state, not useRef): the form element is read in handlers and effects only.
  const [formElement, bindForm] = useState<HTMLFormElement | null>(null);
  const startedAt = useRef(0);

  useEffect(() => {
    startedAt.current = Date.now();
  }, []);

  useEffect(() => {
    if (focusRequest === 0) return;
    formElement?.querySelector<HTMLElement>(invalidControl)?.focus();
  }, [focusRequest, formElement]);

  const errorOf = useCallback(
    (next: V, name: keyof V & string) => {
      const result = validateWith(schema, next);
      return result.ok ? undefined : result.errors[name];
    },
    [schema],
  );

  /** Sets one value; a field showing a message is checked again, so the message goes once fixed. */
  const setValue = <K extends keyof V & string>(name: K, value: V[K]) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (errors[name]) setErrors((shown) => ({ ...shown, [name]: errorOf(next, name) }));
  };

  /** Checks one field when the visitor leaves it. */
  const checkField = (name: keyof V & string) => {
    setErrors((shown) => ({ ...shown, [name]: errorOf(values, name) }));
  };

  /** Shows messages from elsewhere (the backend's, by field name) and focuses the first. */
  const showErrors = (fieldErrors: FieldErrors) => {
    setErrors(fieldErrors);
    setFocusRequest((count) => count + 1);
  };

  /** Checks every field: the typed values, or undefined with every message shown. */
  const validate = (): Out | undefined => {
    const result = validateWith(schema, values);
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
    errors,
    checkField,
    validate,
    showErrors,
    looksAutomated,
    /** Pass as the form's `ref`. */
    bindForm,
  };
}

import { errorClass } from "@/components/forms/field-styles";

/**
 * A field's message, beside it. The live region is always in the page, so a message that appears
 * when the visitor leaves the field is read out; the control points at it with aria-describedby.
 */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return (
    <div aria-live="polite">
      {error ? (
        <p id={`${id}-error`} className={errorClass}>
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      ) : null}
    </div>
  );
}

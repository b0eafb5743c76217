"use client";

import { useId, type ReactNode } from "react";
import { FieldError } from "@/components/forms/FieldError";
import { describedBy, hintClass, labelClass } from "@/components/forms/field-styles";

/** What every text field takes besides its control's own attributes. */
export interface FieldProps {
  label: string;
  hint?: ReactNode;
  error?: string;
  /**
   * Says "(optional)" after the label, or these words (a page's language says it its own way);
   * fields are required unless marked.
   */
  optional?: boolean | string;
  className?: string;
  value: string;
  onValueChange: (value: string) => void;
}

/** What a control inside FieldShell needs to be tied to its label, hint and message. */
export interface ControlLinks {
  id: string;
  "aria-invalid": true | undefined;
  "aria-required": true | undefined;
  "aria-describedby": string | undefined;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}

/** A text field's props split in two: the frame's, and the rest for its control. */
export function splitFieldProps<P extends FieldProps>({
  label,
  hint,
  error,
  optional,
  className,
  value,
  onValueChange,
  ...control
}: P) {
  return [{ label, hint, error, optional, className, value, onValueChange }, control] as const;
}

/** A field's frame: its label ("(optional)" when it is), hint, control and message beside it. */
export function FieldShell({
  label,
  hint,
  error,
  optional = false,
  className,
  value,
  onValueChange,
  children,
}: FieldProps & { children: (links: ControlLinks) => ReactNode }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {optional ? (
          <span className="font-normal text-slate-600 dark:text-slate-400">
            {" "}
            {optional === true ? "(optional)" : optional}
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      ) : null}
      <div className="relative mt-1.5">
        {children({
          id,
          "aria-invalid": error ? true : undefined,
          "aria-required": optional ? undefined : true,
          "aria-describedby": describedBy(id, hint, error),
          value,
          onChange: (event) => onValueChange(event.target.value),
        })}
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

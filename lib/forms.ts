/**
 * Form logic without React: a zod schema's verdict as one message per field, and the simple bot
 * checks every form shares (a hidden field people leave empty, a minimum time to fill the form).
 */
import type { ZodType, output } from "@/lib/zod";

/** One message per field, by the field's name. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** Parses a form's values with its schema: the typed result, or the first message per field. */
export function validateWith<S extends ZodType>(schema: S, values: unknown): Validation<output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The hidden field's name: a word bots fill in and people never see. */
export const honeypotName = "website";

/** The shortest time a person takes to fill a form; faster submissions are treated as bots. */
export const minimumFillMs = 3_000;

/** True when a submission looks automated: the hidden field filled, or the form sent too fast. */
export function isLikelyBot({
  honeypot,
  startedAt,
  now = Date.now(),
}: {
  honeypot: string;
  startedAt: number;
  now?: number;
}): boolean {
  return honeypot.trim() !== "" || now - startedAt < minimumFillMs;
}

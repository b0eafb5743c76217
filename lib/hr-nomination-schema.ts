/**
 * The HR nomination form's one zod schema, for the form (which loads it on first use) and the
 * tests, and the nomination's type.
 */
import * as z from "@/lib/zod";

const requiredText = (message: string) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, message), z.maxLength(120, "Keep this under 120 characters."));

/**
 * A phone number as people type it ("98765 43210", "+91 98765-43210", "098765 43210") reduced to
 * the 10 digits the receiver expects.
 */
export function tenDigitPhone(raw: string): string {
  const digits = raw.replace(/[\s().-]/g, "");
  const national = digits.replace(/^(\+?91(?=\d{10}$)|0(?=\d{10}$))/, "");
  return national;
}

/** The nomination's fields, with the receiver's names (the old form's first version). */
export const hrNominationSchema = z.object({
  companyName: requiredText("Enter the company's name."),
  hrName: requiredText("Enter the name of the HR person you are nominating."),
  hrPhone: z.pipe(
    z.pipe(
      z.string().check(z.trim(), z.minLength(1, "Enter the HR person's phone number.")),
      z.transform(tenDigitPhone),
    ),
    z.string().check(z.regex(/^\d{10}$/, "Enter a 10-digit phone number, such as 9876543210.")),
  ),
  hrEmail: z.pipe(
    z.string().check(z.trim(), z.minLength(1, "Enter the HR person's email address.")),
    z.email("Enter an email address such as name@company.com."),
  ),
  nominator: requiredText("Enter your name, so we know who nominated them."),
});

export type HrNomination = z.output<typeof hrNominationSchema>;
export type HrNominationField = keyof HrNomination;

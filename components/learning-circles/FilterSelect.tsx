import type { FinderOption } from "@/lib/live/lc-finder";

/**
 * A labelled native select of a filter: "any" first, then the options by name. A value the list
 * does not hold (an address's choice while the list loads or failed) stays choosable.
 */
export function FilterSelect({
  id,
  label,
  anyLabel,
  options,
  value,
  disabled = false,
  hint,
  onChange,
}: {
  id: string;
  label: string;
  anyLabel: string;
  options: readonly FinderOption[];
  value: string | null;
  disabled?: boolean;
  /** A line under the select saying why it is empty or disabled; leave out for none ever. */
  hint?: string | null;
  onChange: (value: string | null) => void;
}) {
  const names = options.map((option) => option.name);
  if (value !== null && !names.includes(value)) names.unshift(value);
  const hintId = `${id}-hint`;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-900 dark:text-slate-100">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ""}
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.value || null)}
        className="mt-2 h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-slate-950 disabled:opacity-60 dark:border-slate-600 dark:bg-slate-900 dark:text-white"
      >
        <option value="">{anyLabel}</option>
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      {/* A select that can have a hint keeps two lines for it, so one coming or going moves nothing. */}
      {hint !== undefined ? (
        <p id={hintId} className="mt-1 min-h-10 text-sm text-slate-700 dark:text-slate-300">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

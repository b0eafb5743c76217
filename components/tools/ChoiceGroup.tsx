export interface ChoiceOption<T extends string> {
  id: T;
  label: string;
  /** A CSS colour or gradient shown beside the label. */
  swatch?: string;
}

/**
 * A set of radio buttons under a legend: native inputs, so arrow keys move the choice and screen
 * readers announce the group, the option and its position.
 */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  describedBy,
}: {
  legend: string;
  name: string;
  options: readonly ChoiceOption<T>[];
  value: T;
  onChange: (value: T) => void;
  describedBy?: string;
}) {
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="font-semibold text-slate-950 dark:text-white">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.id}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-slate-800 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 dark:border-slate-600 dark:text-slate-100 dark:has-checked:border-brand-400 dark:has-checked:bg-slate-800"
          >
            <input
              type="radio"
              name={name}
              value={option.id}
              checked={value === option.id}
              onChange={() => onChange(option.id)}
              className="accent-brand-600"
            />
            {option.swatch ? (
              <span
                aria-hidden="true"
                className="size-5 rounded-full border border-slate-400"
                style={{ background: option.swatch }}
              />
            ) : null}
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

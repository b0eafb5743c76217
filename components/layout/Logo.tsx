/**
 * The µLearn wordmark: a brand tile with µ, then the name in the site font. A size smaller below
 * 400px, so the header's row fits 320px even in a phone's own font (the site's may come too late).
 */
export function Logo() {
  return (
    <span className="flex items-center gap-2 text-lg font-extrabold min-[400px]:text-xl tracking-tight text-slate-900 dark:text-white">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" className="fill-brand-600 dark:fill-brand-500" />
        <path
          d="M10 9v15M10 19.5c0 2.8 1.8 4.5 4.3 4.5 2.6 0 4.7-1.9 4.7-5V9M19 19c0 2.9.9 5 3 5"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>
        µLearn<span className="sr-only"> Foundation</span>
      </span>
    </span>
  );
}

/** Error, blank and custom toasts last 4 s, success 2 s, loading until dismissed. */
export const toastDurations = {
  blank: 4000,
  error: 4000,
  custom: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
} as const;

/** At most 20 toasts at once. */
export const MAX_TOASTS = 20;

/** Words every form shares. */
export const formText = {
  /** When a form's checking code, loaded on first use, could not be fetched. */
  loadFailedTitle: "The form could not finish loading",
  loadFailed:
    "Check your internet connection, then press the button again. What you typed is still here.",
} as const;

import enWords from "@/content/i18n/en.json";
import type { ApiFailureWords, FormWords } from "@/data/i18n";

/**
 * Words every form shares, in English: content/i18n/en.json's `forms`, imported as they are for
 * the forms' browser code (data/i18n.ts checks the same file). A form on a Malayalam page gets
 * `uiText.ml.forms` as a prop instead.
 */
export const formText: FormWords = enWords.forms;

/**
 * The backend client's own failure sentences in English (content/i18n/en.json's `apiFailures`),
 * its default words: a block on a Malayalam page passes `uiText.ml.apiFailures` to the client.
 */
export const apiFailureText: ApiFailureWords = enWords.apiFailures;

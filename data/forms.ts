import enWords from "@/content/i18n/en.json";
import type { FormWords } from "@/data/i18n";

/**
 * Words every form shares, in English: content/i18n/en.json's `forms`, imported as they are for
 * the forms' browser code (data/i18n.ts checks the same file). A form on a Malayalam page gets
 * `uiText.ml.forms` as a prop instead.
 */
export const formText: FormWords = enWords.forms;

import { honeypotName } from "@/lib/forms";

/**
 * A field people never see and simple bots fill in. Hidden from everyone (display: none), so no
 * screen reader, keyboard or autofill reaches it; useValidatedForm reads it by name.
 */
export function Honeypot() {
  return (
    <div hidden>
      <label>
        Leave this empty
        <input type="text" name={honeypotName} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}

import { act, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";

/**
 * `ui` as the static HTML draws it, in a container of the document, with its inline scripts run
 * as the parser runs them (scripts written with innerHTML do not run).
 */
export function serveStatic(ui: ReactNode) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  for (const written of container.querySelectorAll("script")) {
    const script = document.createElement("script");
    script.textContent = written.textContent;
    written.replaceWith(script);
  }
  return container;
}

/** Then the page's scripts arrive: React hydrates `ui` in place. Returns the recoverable errors. */
export async function hydrateStatic(container: HTMLElement, ui: ReactNode) {
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, ui, { onRecoverableError: (error) => errors.push(error) });
  });
  return errors;
}

import "react";

// HTML's invoker commands (a button that opens or closes a dialog without script); React passes
// the lowercase attributes through, but its types do not list them yet.
declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the merged interface keeps its parameter
  interface ButtonHTMLAttributes<T> {
    command?: "show-modal" | "close" | "request-close" | "toggle-popover" | "show-popover";
    commandfor?: string;
  }
}

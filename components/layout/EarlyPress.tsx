import { runEarlyPressScript } from "@/lib/early-press";

/**
 * Right after the header's dialogs and popovers: carries out a press made on their buttons before
 * they had arrived, which the boot script kept (lib/early-press.ts).
 */
export const EarlyPress = () => (
  <script dangerouslySetInnerHTML={{ __html: runEarlyPressScript }} />
);

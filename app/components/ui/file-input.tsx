import * as React from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "#app/lib/use-hydrated";
import { cn } from "#app/lib/utils";

/**
 * A file field whose words follow the page's language. The browser's own control says "Choose File /
 * No file chosen" in the browser's language, not the page's, so a Turkish page showed English. The
 * native input stays the control: it is what is focused, clicked, labelled and submitted, and it
 * lies transparent over the translated button and file name once the page has hydrated. Before
 * that, or without JavaScript, the native control shows as it is. It is never remounted, so a
 * file chosen early is kept.
 */
export const FileInput = React.forwardRef<HTMLInputElement, Omit<React.InputHTMLAttributes<HTMLInputElement>, "type">>(({ className, onChange, ...props }, ref) => {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [chosen, setChosen] = React.useState("");
  const own = React.useRef<HTMLInputElement | null>(null);
  React.useImperativeHandle(ref, () => own.current!);
  // A form's reset (e.g. after a message is sent) empties the input without a change event.
  React.useEffect(() => {
    const form = own.current?.form;
    if (!form) return;
    const cleared = () => setChosen("");
    form.addEventListener("reset", cleared);
    return () => form.removeEventListener("reset", cleared);
  }, []);
  return (
    <div className={cn("relative flex min-w-0 max-w-full items-center gap-3 text-sm", className)}>
      <input
        ref={own}
        type="file"
        className={hydrated ? "peer absolute inset-0 z-10 h-full w-full cursor-pointer opacity-0" : "block max-w-full"}
        onChange={(e) => {
          setChosen([...(e.currentTarget.files ?? [])].map((f) => f.name).join(", "));
          onChange?.(e);
        }}
        {...props}
      />
      {hydrated ? (
        // What the native control would show, in the page's language; the input itself is what assistive technology reads.
        <>
          <span aria-hidden="true" className="shrink-0 rounded-md border bg-card px-3 py-1.5 font-medium shadow-sm peer-hover:bg-accent peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-disabled:opacity-50">
            {t("shell.chooseFile")}
          </span>
          <span aria-hidden="true" className="min-w-0 truncate text-muted-foreground" data-testid="file-input-chosen">
            {chosen || t("shell.noFileChosen")}
          </span>
        </>
      ) : null}
    </div>
  );
});
FileInput.displayName = "FileInput";

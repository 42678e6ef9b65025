import { cva, type VariantProps } from "class-variance-authority";
import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import * as React from "react";
import { cn } from "#app/lib/utils";

/** A Radix Dialog shown as a side panel (quick chat on the right, navigation drawer on the left). */
export const Sheet = Dialog.Root;
export const SheetTrigger = Dialog.Trigger;
export const SheetClose = Dialog.Close;

const sheetVariants = cva("fixed z-50 flex flex-col bg-card text-card-foreground shadow-xl outline-none", {
  variants: {
    side: {
      right: "inset-y-0 right-0 h-full w-full border-l sm:max-w-[42rem]",
      left: "inset-y-0 left-0 h-full w-[min(20rem,85vw)] border-r",
    },
  },
  defaultVariants: { side: "right" },
});

export const SheetContent = React.forwardRef<
  React.ElementRef<typeof Dialog.Content>,
  React.ComponentPropsWithoutRef<typeof Dialog.Content> & VariantProps<typeof sheetVariants> & { title: string; closeLabel: string; description?: string }
>(({ side, className, children, title, closeLabel, description, ...props }, ref) => (
  <Dialog.Portal>
    <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
    <Dialog.Content ref={ref} className={cn(sheetVariants({ side }), className)} aria-describedby={description ? undefined : undefined} {...props}>
      <div className="flex h-14 shrink-0 items-center justify-between border-b px-4">
        <Dialog.Title className="text-base font-semibold">{title}</Dialog.Title>
        <Dialog.Close className="rounded-md p-2 text-muted-foreground hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <X className="size-4" aria-hidden="true" />
          <span className="sr-only">{closeLabel}</span>
        </Dialog.Close>
      </div>
      {description ? <Dialog.Description className="sr-only">{description}</Dialog.Description> : null}
      {children}
    </Dialog.Content>
  </Dialog.Portal>
));
SheetContent.displayName = "SheetContent";

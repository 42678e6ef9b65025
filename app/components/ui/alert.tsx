import { cva, type VariantProps } from "class-variance-authority";
import * as React from "react";
import { cn } from "#app/lib/utils";

const alertVariants = cva("relative w-full rounded-lg border px-4 py-3 text-sm [&>svg]:absolute [&>svg]:left-4 [&>svg]:top-3.5 [&>svg~*]:pl-7", {
  variants: {
    variant: {
      default: "bg-card text-foreground",
      destructive: "border-destructive/50 bg-destructive/5 text-destructive",
      success: "border-success/40 bg-success/5 text-success",
    },
  },
  defaultVariants: { variant: "default" },
});

export const Alert = React.forwardRef<HTMLDivElement, React.HTMLAttributes<HTMLDivElement> & VariantProps<typeof alertVariants>>(
  ({ className, variant, ...props }, ref) => <div ref={ref} role="alert" className={cn(alertVariants({ variant }), className)} {...props} />,
);
Alert.displayName = "Alert";

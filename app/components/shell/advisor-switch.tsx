import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Switch } from "#app/components/ui/switch";
import { cn } from "#app/lib/utils";
import { useRootData } from "#app/root";
import { isErrorData, useShellFetcher } from "./use-shell-fetcher";

/**
 * The advisor-view switch (spec §4): on when the effective role is advisor. On → advisor and
 * /advisor/mail; off → user and /advisor; the layout loader then reloads the navigation. If the
 * switch fails it flips back. Shown only to accounts that may switch (role advisor or admin).
 */
export function AdvisorSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const root = useRootData();
  const fetcher = useShellFetcher<never>();
  const id = useId();
  const serverOn = root?.role === "advisor";
  const [checked, setChecked] = useState(serverOn);
  const previous = useRef(serverOn);

  useEffect(() => {
    setChecked(serverOn);
  }, [serverOn]);
  // Success redirects (the action answers with the destination); any data back is a failure.
  useEffect(() => {
    if (fetcher.state === "idle" && isErrorData(fetcher.data)) setChecked(previous.current);
  }, [fetcher.state, fetcher.data]);

  if (!root?.user || (root.user.role !== "advisor" && root.user.role !== "admin")) return null;
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <Switch
        id={id}
        checked={checked}
        disabled={fetcher.state !== "idle"}
        onCheckedChange={(on) => {
          previous.current = checked;
          setChecked(on);
          // An admin account's "off" is its own admin view (decision 050).
          fetcher.submit({ intent: "role", role: on ? "advisor" : root.user?.role === "admin" ? "admin" : "user" }, { method: "post", action: "/resources/user" });
        }}
      />
      <label htmlFor={id} className="whitespace-nowrap text-sm font-medium">
        {t("header.advisorView")}
      </label>
    </div>
  );
}

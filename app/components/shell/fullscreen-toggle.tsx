import { Maximize, Minimize } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { HeaderButton } from "./header-button";

export const FULLSCREEN_UNAVAILABLE = "Fullscreen is not available in this browser.";
export const FULLSCREEN_FAILED = "Entering fullscreen mode failed.";

/** The full-screen toggle (spec §8 logs its two messages; they are warnings, nothing is shown). */
export function FullscreenToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [on, setOn] = useState(false);
  useEffect(() => {
    const sync = () => setOn(Boolean(document.fullscreenElement));
    document.addEventListener("fullscreenchange", sync);
    return () => document.removeEventListener("fullscreenchange", sync);
  }, []);
  const toggle = async () => {
    if (!document.fullscreenEnabled) {
      console.warn(FULLSCREEN_UNAVAILABLE);
      return;
    }
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen();
    } catch {
      console.warn(FULLSCREEN_FAILED);
    }
  };
  return (
    <HeaderButton label={t("header.fullscreen")} aria-pressed={on} onClick={toggle} className={className}>
      {on ? <Minimize aria-hidden="true" /> : <Maximize aria-hidden="true" />}
    </HeaderButton>
  );
}

import { Search as SearchIcon } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FirstOpen, HeaderButton } from "./header-button";
import { lazyPart } from "#app/lib/lazy-part";

const { Lazy: Opened, preload } = lazyPart(() => import("./search-panel").then((m) => m.SearchPanel));

/**
 * The header search bar (spec §2 "Search"): opens and closes; Escape closes it when the suggestion
 * list is closed (else it closes the list); closing clears the query.
 */
export function SearchBar() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const button = (
    <HeaderButton ref={triggerRef} label={t("search.open")} onClick={() => setOpen(true)} onPointerEnter={preload} onFocus={preload} data-panel="search">
      <SearchIcon aria-hidden="true" />
    </HeaderButton>
  );
  // Open, the bar replaces the button; closing unmounts it (which clears the query) and brings the button back.
  return (
    <FirstOpen mounted={open} closed={button}>
      <Opened
        onClose={() => {
          setOpen(false);
          requestAnimationFrame(() => triggerRef.current?.focus());
        }}
      />
    </FirstOpen>
  );
}


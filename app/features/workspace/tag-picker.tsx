import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";

export interface PickTag {
  id: string;
  title: string;
}

/**
 * Tags as toggle chips (real checkboxes, so keyboard and screen readers work) plus a field that
 * creates a new tag and selects it. Used by services, tasks, contacts and notes.
 */
export function TagPicker({
  legend,
  tags,
  selected,
  onChange,
  onCreate,
  maxLength = 60,
}: {
  legend: string;
  tags: PickTag[];
  selected: string[];
  onChange: (ids: string[]) => void;
  onCreate: (title: string) => Promise<PickTag | null>;
  maxLength?: number;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState("");
  const create = async () => {
    const value = title.trim();
    if (!value) return;
    const tag = await onCreate(value);
    if (tag) {
      onChange([...selected, tag.id]);
      setTitle("");
    }
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {tags.map((tag) => (
          <label key={tag.id} className="inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-3 py-1 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10">
            <input
              type="checkbox"
              checked={selected.includes(tag.id)}
              onChange={(e) => onChange(e.target.checked ? [...selected, tag.id] : selected.filter((x) => x !== tag.id))}
              className="size-3.5"
            />
            <span data-user-content>{tag.title}</span>
          </label>
        ))}
      </div>
      <div className="flex gap-2">
        <Input
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              void create();
            }
          }}
          maxLength={maxLength}
          aria-label={t("workspace.common.newTag", { legend })}
          placeholder={t("workspace.common.newTagPlaceholder")}
        />
        <Button type="button" variant="outline" onClick={() => void create()}>
          {t("workspace.common.create")}
        </Button>
      </div>
    </fieldset>
  );
}

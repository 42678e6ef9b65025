import { Link } from "@remix-run/react";
import { flexRender, type Row, type Table } from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { cn } from "#app/lib/utils";

/** What a column may say about itself: numeric columns align right in tabular figures. */
export type DataTableColumnMeta = { numeric?: boolean };

const numericOf = (meta: unknown) => (meta as DataTableColumnMeta | undefined)?.numeric === true;
const sortControl = "inline-flex items-center gap-1 rounded hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/**
 * The one table of TanStack Table rows (issue 28: one way to draw a table). The caller owns the
 * `table` instance — client-side sorting (`getSortedRowModel`) or server-side (`manualSorting` with
 * `state.sorting` from the URL) — and this draws it: a caption for screen readers, `aria-sort` on the
 * sorted header, a sort button (client) or a link (`sortHref`, server), numeric columns right-aligned.
 */
export function DataTable<T>({
  table,
  caption,
  testId,
  className,
  tableClassName,
  sortHref,
  rowClassName,
  rowAttributes,
  alignTop = false,
}: {
  table: Table<T>;
  caption: string;
  testId?: string;
  className?: string;
  tableClassName?: string;
  /** server-side sorting: the URL that sorts by this column in this order */
  sortHref?: (columnId: string, order: "asc" | "desc") => string;
  rowClassName?: (row: Row<T>) => string | false | undefined;
  rowAttributes?: (row: Row<T>) => Record<`data-${string}`, string>;
  alignTop?: boolean;
}) {
  return (
    <div className={cn("overflow-x-auto rounded-lg border bg-card", className)}>
      <table className={cn("w-full text-sm", tableClassName)} data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b bg-muted/40">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const SortIcon = sorted === "asc" ? ArrowUp : sorted === "desc" ? ArrowDown : ArrowUpDown;
                const label = flexRender(header.column.columnDef.header, header.getContext());
                const content = !header.column.getCanSort() ? (
                  label
                ) : sortHref ? (
                  <Link to={sortHref(header.column.id, sorted === "asc" ? "desc" : "asc")} preventScrollReset className={sortControl}>
                    {label}
                    <SortIcon className="size-3.5" aria-hidden="true" />
                  </Link>
                ) : (
                  <button type="button" onClick={header.column.getToggleSortingHandler()} className={sortControl}>
                    {label}
                    <SortIcon className="size-3.5" aria-hidden="true" />
                  </button>
                );
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                    className={cn("whitespace-nowrap px-3 py-2 font-medium text-muted-foreground", numericOf(header.column.columnDef.meta) ? "text-right" : "text-left")}
                  >
                    {content}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className={cn("border-b last:border-b-0 hover:bg-muted/30", rowClassName?.(row))} {...rowAttributes?.(row)}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className={cn("px-3 py-2", alignTop && "align-top", numericOf(cell.column.columnDef.meta) && "text-right tabular-nums")}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

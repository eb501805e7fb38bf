import { useState, type ReactNode } from "react";
import { useTranslation } from "../../../../shared/i18n/index.ts";
import { Button } from "../../../../shared/ui/index.ts";
import { pageOf } from "../../model/pageOf.ts";
import { sortRows, type SortDirection, type SortValue } from "../../model/sortRows.ts";
import styles from "./InfoTables.module.css";

export interface DataColumn<T> {
  readonly id: string;
  /** The header text, already translated. */
  readonly header: string;
  readonly render: (row: T) => ReactNode;
  /** Present for sortable columns. */
  readonly sortValue?: (row: T) => SortValue;
  readonly numeric?: boolean;
}

export interface DataTableProps<T> {
  /** Names the table for assistive technology (and the tests). */
  readonly caption: string;
  readonly columns: readonly DataColumn<T>[];
  readonly rows: readonly T[];
  readonly rowKey: (row: T) => string;
  readonly initialSort?: { readonly column: string; readonly direction: SortDirection };
  readonly emptyText: string;
  readonly pageSize?: number;
}

/** A table whose sortable headers sort it (again to reverse) and which pages its rows. */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  initialSort,
  emptyText,
  pageSize = 10,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const [sort, setSort] = useState(initialSort);
  const [page, setPage] = useState(1);
  const sortColumn = columns.find((column) => column.id === sort?.column);
  const sorted =
    sort && sortColumn?.sortValue ? sortRows(rows, sortColumn.sortValue, sort.direction) : [...rows];
  const shown = pageOf(sorted, page, pageSize);

  const sortBy = (column: string) => {
    setSort((current) =>
      current?.column === column
        ? { column, direction: current.direction === "desc" ? "asc" : "desc" }
        : { column, direction: "desc" },
    );
    setPage(1);
  };

  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label={caption}>
        <thead>
          <tr>
            {columns.map((column) => {
              const active = sort?.column === column.id;
              const ariaSort = active ? (sort.direction === "asc" ? "ascending" : "descending") : undefined;
              return (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={ariaSort}
                  className={column.numeric ? styles.numeric : undefined}
                >
                  {column.sortValue ? (
                    <button type="button" className={styles.sortButton} onClick={() => sortBy(column.id)}>
                      {column.header}
                      <span aria-hidden="true">{active ? (sort.direction === "asc" ? " ↑" : " ↓") : ""}</span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {shown.rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {emptyText}
              </td>
            </tr>
          ) : (
            shown.rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.id} className={column.numeric ? styles.numeric : undefined}>
                    {column.render(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
      {shown.pageCount > 1 && (
        <nav className={styles.pager} aria-label={t("Pages of %table%", { table: caption })}>
          <Button
            size="sm"
            variant="tertiary"
            disabled={shown.page <= 1}
            onClick={() => setPage(shown.page - 1)}
          >
            {t("Previous")}
          </Button>
          <span aria-live="polite">
            {t("Page %page% of %count%", { page: shown.page, count: shown.pageCount })}
          </span>
          <Button
            size="sm"
            variant="tertiary"
            disabled={shown.page >= shown.pageCount}
            onClick={() => setPage(shown.page + 1)}
          >
            {t("Next")}
          </Button>
        </nav>
      )}
    </div>
  );
}

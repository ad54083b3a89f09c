import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useSubmit } from "react-router";
import { cn } from "../lib/cn.ts";
import { Button } from "./ui/button.tsx";
import { SearchInput } from "./ui/input.tsx";
import { NativeSelect } from "./ui/native-select.tsx";

/** The address of another page of a list's search (q and status kept; page 1 has no parameter). */
export function searchPageLink(path: string, query: { q: string; status: string }, page: number) {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.status) params.set("status", query.status);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return `${path}${search ? `?${search}` : ""}`;
}

/** Previous, "page n / m", next: links, so every page of a list has its own address. */
export function Pager({
  page,
  pages,
  link,
  labels,
}: {
  page: number;
  pages: number;
  link: (page: number) => string;
  labels: { nav: string; previous: string; next: string; page: string };
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={labels.nav} className="mt-6 flex items-center justify-center gap-3">
      <PageLink to={link(page - 1)} disabled={page <= 1} label={labels.previous}>
        <ChevronLeft aria-hidden />
      </PageLink>
      <span className="text-sm font-medium">{labels.page}</span>
      <PageLink to={link(page + 1)} disabled={page >= pages} label={labels.next}>
        <ChevronRight aria-hidden />
      </PageLink>
    </nav>
  );
}

function PageLink({
  to,
  disabled,
  label,
  children,
}: {
  to: string;
  disabled: boolean;
  label: string;
  children: ReactNode;
}) {
  const classes = "inline-flex size-10 items-center justify-center rounded-full border [&_svg]:size-4";
  if (disabled)
    return (
      <span className={cn(classes, "opacity-40")} aria-hidden>
        {children}
      </span>
    );
  return (
    <Link to={to} className={cn(classes, "hover:bg-muted")} aria-label={label}>
      {children}
    </Link>
  );
}

/**
 * A list's search box and status filter, as a GET form: the search is in the address, and choosing
 * a status searches at once.
 */
export function SearchStatusForm({
  idPrefix,
  query,
  statuses,
  labels,
}: {
  idPrefix: string;
  query: { q: string; status: string };
  statuses: readonly (readonly [string, string])[];
  labels: { search: string; placeholder: string; status: string; any: string; submit: string };
}) {
  const submit = useSubmit();
  return (
    <Form
      method="get"
      className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
      key={`${query.q}|${query.status}`}
    >
      <SearchInput
        id={`${idPrefix}-q`}
        name="q"
        label={labels.search}
        placeholder={labels.placeholder}
        defaultValue={query.q}
        maxLength={100}
      />
      <NativeSelect
        id={`${idPrefix}-status`}
        name="status"
        label={labels.status}
        value={query.status}
        options={[["", labels.any], ...statuses]}
        onChange={(event) => submit(event.currentTarget.form, { replace: true, preventScrollReset: true })}
      />
      <Button type="submit">{labels.submit}</Button>
    </Form>
  );
}

/** A list as a table on wide screens (narrow ones show a card per row): its column names, then its rows. */
export function WideTable({
  columns,
  children,
}: {
  /** Each column's name; `end` aligns a column of figures to the right. */
  columns: { label: string; end?: boolean }[];
  children: ReactNode;
}) {
  return (
    <div className="mt-3 hidden overflow-x-auto rounded-2xl border bg-card shadow-sm lg:block">
      <table className="w-full text-left text-sm">
        <thead className="border-b bg-muted/50 text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={cn("px-4 py-3 font-semibold", column.end && "text-right")}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">{children}</tbody>
      </table>
    </div>
  );
}

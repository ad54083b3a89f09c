/** A figure with its label: the dashboard's cards, the reports' totals, the admin's overview. */
export function Stat({
  icon,
  label,
  value,
  hint,
}: {
  icon: React.ReactNode;
  label: string;
  value: string;
  hint?: string;
}) {
  return (
    <div className="rounded-2xl border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <span className="text-accent [&_svg]:size-5" aria-hidden>
          {icon}
        </span>
      </div>
      <p className="mt-2 font-display text-2xl font-semibold sm:text-3xl">{value}</p>
      {hint ? <p className="mt-1 text-sm text-muted-foreground">{hint}</p> : null}
    </div>
  );
}

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden>
      <rect width="32" height="32" rx="9" fill="var(--accent)" />
      <path d="M5 24 13 11l4 6 3-4 7 11Z" fill="var(--accent-foreground)" />
      <path d="M13 11l-1.6 2.6 1.6 1 1.7-1Z" fill="var(--accent)" opacity=".55" />
    </svg>
  );
}

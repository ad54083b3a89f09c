const sizes = {
  sm: "flex size-9 shrink-0 items-center justify-center rounded-full bg-muted text-sm font-semibold",
  md: "flex size-10 items-center justify-center rounded-full bg-muted font-semibold",
};

/** A person's first letter in a round tile, for lists of people shown without photos. */
export function InitialAvatar({ name, size }: { name: string; size: keyof typeof sizes }) {
  return (
    <span className={sizes[size]} aria-hidden>
      {name.slice(0, 1).toLocaleUpperCase()}
    </span>
  );
}

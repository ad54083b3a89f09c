import { Check, ChevronDown } from "lucide-react";
import { Select } from "radix-ui";
import { cn } from "../../lib/cn.ts";

export interface Option {
  value: string;
  label: string;
}

/** A labelled select; items never have an empty value. */
export function SelectField({
  value,
  onValueChange,
  options,
  label,
  className,
  id,
}: {
  value: string;
  onValueChange: (value: string) => void;
  options: Option[];
  label: string;
  className?: string;
  id?: string;
}) {
  return (
    <Select.Root value={value} onValueChange={onValueChange}>
      <Select.Trigger
        id={id}
        aria-label={label}
        className={cn(
          "inline-flex h-10 items-center justify-between gap-2 rounded-full border border-input bg-card px-3.5 text-sm font-medium",
          className,
        )}
      >
        <Select.Value />
        <Select.Icon>
          <ChevronDown className="size-4 opacity-60" aria-hidden />
        </Select.Icon>
      </Select.Trigger>
      <Select.Portal>
        <Select.Content
          position="popper"
          sideOffset={6}
          className="z-[60] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-xl border bg-card text-card-foreground shadow-xl"
        >
          <Select.Viewport className="p-1">
            {options.map((option) => (
              <Select.Item
                key={option.value}
                value={option.value}
                className="relative flex cursor-pointer items-center rounded-lg py-2 pr-3 pl-8 text-sm outline-none select-none data-[highlighted]:bg-muted"
              >
                <Select.ItemIndicator className="absolute left-2">
                  <Check className="size-4" aria-hidden />
                </Select.ItemIndicator>
                <Select.ItemText>{option.label}</Select.ItemText>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}

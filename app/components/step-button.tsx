import { Minus, Plus } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "./ui/button.tsx";

/** The minus or plus beside a count of guests (the booking dialog, the cart's lines). */
export function StepButton({
  step,
  ...props
}: { step: -1 | 1 } & Omit<ComponentProps<"button">, "children">) {
  return (
    <Button variant="outline" size="iconSm" {...props}>
      {step < 0 ? <Minus aria-hidden /> : <Plus aria-hidden />}
    </Button>
  );
}

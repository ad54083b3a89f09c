import { useEffect, useState, type ComponentType } from "react";
import { useApp } from "./app-context.tsx";

type Sonner = typeof import("sonner");
type Kind = "success" | "error" | "warning" | "info";

// sonner is loaded with the first toast (toasts only follow something the visitor did), which keeps
// it out of the first page's JavaScript. The host mounts its <Toaster> and then the toast is shown.
let mounted: Promise<Sonner> | undefined;
let mountHost: ((sonner: Sonner) => void) | undefined;
let hostReady: (() => void) | undefined;

function load(): Promise<Sonner> {
  mounted ??= import("sonner").then(
    (sonner) =>
      new Promise<Sonner>((resolve) => {
        hostReady = () => resolve(sonner);
        mountHost?.(sonner);
      }),
  );
  return mounted;
}

function show(kind: Kind, message: string) {
  void load().then((sonner) => sonner.toast[kind](message));
}

export const toast = {
  success: (message: string) => show("success", message),
  error: (message: string) => show("error", message),
  warning: (message: string) => show("warning", message),
  info: (message: string) => show("info", message),
};

/** The spec's toast constants are sonner's defaults: 4 s, 3 visible, 356 px wide, 14 px gap. */
export function ToastHost() {
  const { theme } = useApp();
  const [Toaster, setToaster] = useState<ComponentType<Record<string, unknown>> | null>(null);
  useEffect(() => {
    mountHost = (sonner) => setToaster(() => sonner.Toaster as ComponentType<Record<string, unknown>>);
    return () => {
      mountHost = undefined;
    };
  }, []);
  useEffect(() => {
    if (Toaster) hostReady?.();
  }, [Toaster]);
  if (!Toaster) return null;
  return (
    <Toaster theme={theme} position="bottom-right" duration={4000} visibleToasts={3} gap={14} closeButton />
  );
}

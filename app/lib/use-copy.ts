import { useEffect, useState } from "react";
import { toast } from "../components/toast.tsx";
import { COPIED_RESET_MS } from "./share.ts";

/** Copies to the clipboard with a toast; `copied` is true for 2 seconds after a copy. */
export function useCopy() {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_RESET_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  async function copy(text: string, messages: { done: string; failed: string }) {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast.success(messages.done);
    } catch {
      toast.error(messages.failed);
    }
  }
  return { copied, copy };
}

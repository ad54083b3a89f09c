import type { ComponentProps } from "react";
import { useLocation } from "react-router";
import { useApp } from "./app-context.tsx";
import { ButtonLink } from "./ui/button.tsx";

/**
 * "Sign in": opens the sign-in dialog once the page's scripts run; before, a link to the sign-in
 * page, which sends the visitor back here once signed in. It acts as a button (it opens a dialog),
 * and says so.
 */
export function SignInLink({ onClick, ...props }: Omit<ComponentProps<typeof ButtonLink>, "to">) {
  const { openSignIn } = useApp();
  const { pathname, search } = useLocation();
  const here =
    pathname === "/sign-in" ? (new URLSearchParams(search).get("redirectTo") ?? "/") : pathname + search;
  return (
    <ButtonLink
      role="button"
      to={`/sign-in?${new URLSearchParams({ redirectTo: here })}`}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        openSignIn("signin");
      }}
      {...props}
    />
  );
}

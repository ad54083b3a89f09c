import { isRouteErrorResponse, Link, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { currentUser } from "./lib/session.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { user: await currentUser(request, context) };
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-stone-50 text-stone-900">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  return (
    <>
      <header className="flex items-center justify-between gap-4 border-b border-stone-200 bg-white px-6 py-4">
        <Link to="/" className="text-lg font-semibold">
          Peninsula Adventures
        </Link>
        <nav className="flex items-center gap-4 text-sm">
          {user ? (
            <>
              <span>Hello, {user.name || user.email.split("@")[0]}</span>
              <form method="post" action="/sign-out">
                <button type="submit" className="underline">
                  Sign out
                </button>
              </form>
            </>
          ) : (
            <>
              <Link to="/sign-in" className="underline">
                Sign in
              </Link>
              <Link to="/sign-up" className="underline">
                Sign up
              </Link>
            </>
          )}
        </nav>
      </header>
      <main className="mx-auto max-w-5xl px-6 py-8">
        <Outlet />
      </main>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto max-w-5xl px-6 py-16">
      <h1 className="text-2xl font-semibold">
        {status === 404 ? "Page not found" : "Something went wrong. Please try again."}
      </h1>
      <Link to="/" className="mt-4 inline-block underline">
        Home
      </Link>
    </main>
  );
}

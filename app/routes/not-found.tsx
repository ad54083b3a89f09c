import { data } from "react-router";
import { NotFound } from "../components/not-found.tsx";
import { privatePage } from "../lib/seo.ts";
import type { Route } from "./+types/not-found";

export const meta = () => privatePage("404");

export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}

export function ErrorBoundary(_: Route.ErrorBoundaryProps) {
  return <NotFound />;
}

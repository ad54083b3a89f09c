import { data } from "react-router";
import { NotFound } from "../components/not-found.tsx";
import type { Route } from "./+types/not-found";

export function meta() {
  return [{ title: "404 | Peninsula Adventures" }, { name: "robots", content: "noindex" }];
}

export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}

export function ErrorBoundary(_: Route.ErrorBoundaryProps) {
  return <NotFound />;
}

import { Form, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/sign-in";
import { callAuth } from "../lib/auth-forms.server.ts";

export function meta() {
  return [{ title: "Sign in | Peninsula Adventures" }];
}

const schema = z.object({
  email: z.string().trim().min(1, "Email is required"),
  password: z.string().min(1, "Password is required"),
});

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = schema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success)
    return { error: parsed.error.issues[0]?.message ?? "Please check your input and try again" };
  return callAuth(request, context, "/sign-in/email", parsed.data);
}

export default function SignIn({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="mx-auto max-w-sm space-y-4" noValidate>
      <h1 className="text-2xl font-bold">Sign in</h1>
      <label className="block">
        Email
        <input name="email" type="email" autoComplete="email" className="block w-full rounded border p-2" />
      </label>
      <label className="block">
        Password
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          className="block w-full rounded border p-2"
        />
      </label>
      {actionData?.error ? (
        <p role="alert" className="text-red-700">
          {actionData.error}
        </p>
      ) : null}
      <button type="submit" disabled={busy} className="rounded bg-orange-700 px-4 py-2 text-white">
        {busy ? "Signing in..." : "Sign in"}
      </button>
    </Form>
  );
}

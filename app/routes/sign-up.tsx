import { Form, useNavigation } from "react-router";
import { z } from "zod";
import { signUpSchema } from "../../core/schemas.ts";
import type { Route } from "./+types/sign-up";
import { callAuth } from "../lib/auth-forms.server.ts";

export function meta() {
  return [{ title: "Sign up | Peninsula Adventures" }];
}

const schema = signUpSchema
  .extend({
    confirmPassword: z.string(),
    terms: z.literal("on", "Please agree to the terms and privacy policy"),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = schema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success)
    return { error: parsed.error.issues[0]?.message ?? "Please check your input and try again" };
  const { name, email, password } = parsed.data;
  return callAuth(request, context, "/sign-up/email", { name, email, password });
}

export default function SignUp({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="mx-auto max-w-sm space-y-4" noValidate>
      <h1 className="text-2xl font-bold">Create an account</h1>
      <label className="block">
        Full name
        <input name="name" autoComplete="name" className="block w-full rounded border p-2" />
      </label>
      <label className="block">
        Email
        <input name="email" type="email" autoComplete="email" className="block w-full rounded border p-2" />
      </label>
      <label className="block">
        Password
        <input
          name="password"
          type="password"
          autoComplete="new-password"
          className="block w-full rounded border p-2"
        />
      </label>
      <label className="block">
        Confirm password
        <input
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          className="block w-full rounded border p-2"
        />
      </label>
      <label className="flex items-center gap-2">
        <input name="terms" type="checkbox" /> I agree to the terms and privacy policy
      </label>
      {actionData?.error ? (
        <p role="alert" className="text-red-700">
          {actionData.error}
        </p>
      ) : null}
      <button type="submit" disabled={busy} className="rounded bg-orange-700 px-4 py-2 text-white">
        {busy ? "Creating account..." : "Sign up"}
      </button>
    </Form>
  );
}

import { z } from "zod";
import { MIN_PASSWORD_LENGTH } from "./schemas.ts";

/** Problems are codes; each screen turns them into text in the user's language. */
export type AuthProblem =
  | "nameRequired"
  | "emailRequired"
  | "emailInvalid"
  | "passwordRequired"
  | "passwordLength"
  | "passwordsMismatch"
  | "termsRequired";

const emailShape = z.email();

export interface SignUpValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  terms: boolean;
}

export function validateSignIn(values: { email: string; password: string }) {
  const problems: Partial<Record<"email" | "password", AuthProblem>> = {};
  if (!values.email.trim()) problems.email = "emailRequired";
  if (!values.password) problems.password = "passwordRequired";
  return problems;
}

export function validateSignUp(values: SignUpValues) {
  const problems: Partial<Record<keyof SignUpValues, AuthProblem>> = {};
  if (!values.name.trim()) problems.name = "nameRequired";
  if (!values.email.trim()) problems.email = "emailRequired";
  else if (!emailShape.safeParse(values.email.trim()).success) problems.email = "emailInvalid";
  if (!values.password) problems.password = "passwordRequired";
  else if (values.password.length < MIN_PASSWORD_LENGTH) problems.password = "passwordLength";
  if (values.password !== values.confirmPassword) problems.confirmPassword = "passwordsMismatch";
  if (!values.terms) problems.terms = "termsRequired";
  return problems;
}

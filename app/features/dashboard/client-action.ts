import { isRouteErrorResponse } from "react-router";
import { settle } from "../../lib/client-action.ts";

/**
 * A dashboard route's `clientAction`: a server fault or a lost connection becomes a failure the
 * form tells (as `settle` makes it), but a 401 (the session ended meanwhile) goes on to the
 * dashboard's error boundary, which asks to sign in again.
 */
export async function dashboardClientAction<T>(serverAction: () => Promise<T>) {
  try {
    return await serverAction();
  } catch (error) {
    if (isRouteErrorResponse(error) && error.status === 401) throw error;
    return settle<T>(() => Promise.reject(error));
  }
}

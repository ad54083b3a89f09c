/** An answer of our JSON API, or a network failure (status 0). */
export interface ApiResult<T> {
  ok: boolean;
  status: number;
  data?: T;
  error?: string;
  body?: Record<string, unknown>;
}

/** Calls /api with the session cookie; never throws. */
export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiResult<T>> {
  try {
    const response = await fetch(`/api${path}`, {
      method: init.method ?? "GET",
      credentials: "same-origin",
      headers: {
        ...(init.body === undefined ? {} : { "content-type": "application/json" }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return {
      ok: response.ok,
      status: response.status,
      data: body.data as T | undefined,
      error: typeof body.error === "string" ? body.error : undefined,
      body,
    };
  } catch {
    return { ok: false, status: 0 };
  }
}

/**
 * A database error as it should appear in the log: node-postgres attaches the whole client
 * (connection parameters, buffers) to its errors, which would bury the message.
 */
export function errorSummary(err: unknown): { message: string; code?: string; stack?: string } {
  if (!(err instanceof Error)) return { message: String(err) };
  const code = (err as { code?: unknown }).code;
  return {
    message: err.message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(err.stack ? { stack: err.stack } : {}),
  };
}

import { TRPCClientError } from '@trpc/client';

interface AppErrorInfo {
  message: string;
  /** The service's AppError code (forbidden, conflict, not_found, invalid_request…), when known. */
  code: string | null;
}

/** Turns whatever a mutation or query threw into a sentence a person can act on. */
export function describeError(error: unknown): AppErrorInfo {
  if (error instanceof TRPCClientError) {
    const data = error.data as { appCode?: string; httpStatus?: number } | undefined;
    const code = data?.appCode ?? null;
    return { message: validationMessage(error.message) ?? error.message, code };
  }
  if (error instanceof Error) {
    return { message: error.message.includes('fetch') ? 'Could not reach the server. Check your connection and try again.' : error.message, code: null };
  }
  return { message: 'Something went wrong. Please try again.', code: null };
}

/** tRPC puts zod issues, JSON-encoded, in the message of an input validation error. */
function validationMessage(message: string): string | null {
  if (!message.trimStart().startsWith('[')) return null;
  try {
    const issues = JSON.parse(message) as { message?: string }[];
    const texts = issues.map((issue) => issue.message).filter(Boolean);
    return texts.length ? texts.join('. ') : null;
  } catch {
    return null;
  }
}

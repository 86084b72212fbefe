import { type ApiErrorCode, apiErrorOf } from '../shared/api-errors.ts';
import { ApiError } from './api-request.ts';

/** The API error code of a failed call (tRPC: `error.data.code`; REST: the JSON body's `code`). */
export function apiErrorCodeOf(error: unknown): ApiErrorCode | undefined {
  if (error instanceof ApiError) {
    try {
      return apiErrorOf(JSON.parse(error.body))?.code;
    } catch {
      return undefined;
    }
  }
  const data = (error as { data?: unknown } | null)?.data;
  return apiErrorOf(data)?.code;
}

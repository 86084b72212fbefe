import { describe, expect, it } from 'vitest';
import { apiErrorCodeOf } from './api-error-code.ts';
import { ApiError } from './api-request.ts';

describe('apiErrorCodeOf', () => {
  it('reads the code of a tRPC error and of a REST answer', () => {
    expect(apiErrorCodeOf({ data: { code: 'RATE_LIMITED', httpStatus: 429 } })).toBe('RATE_LIMITED');
    expect(apiErrorCodeOf(new ApiError(413, '', JSON.stringify({ code: 'PAYLOAD_TOO_LARGE', message: 'x' })))).toBe(
      'PAYLOAD_TOO_LARGE',
    );
  });

  it('is undefined for anything else', () => {
    expect(apiErrorCodeOf({ data: { code: 'SOMETHING_ELSE' } })).toBeUndefined();
    expect(apiErrorCodeOf(new ApiError(500, 'x', 'not json'))).toBeUndefined();
    expect(apiErrorCodeOf(new Error('x'))).toBeUndefined();
    expect(apiErrorCodeOf(null)).toBeUndefined();
  });
});

import { clientKeyOf } from '../abuse/client-ip.ts';
import { deviceKey, trustedDeviceOf } from '../auth/device-cookie.ts';
import type { Context } from '../trpc/context.ts';

/**
 * The throttle's check before a password of this username is hashed: a browser with a valid
 * device cookie for it has its own budget (device-cookie.ts), anyone else the username+IP, IP
 * and account limits. `succeeded` takes the provisional failure back after the right password.
 */
export async function beginPasswordCheck(
  ctx: Context,
  username: string,
): Promise<
  | { retryAfter: number; succeeded?: undefined }
  | { retryAfter: 0; succeeded: () => Promise<void>; device: string | null; key: string }
> {
  const { throttle, env } = ctx.deps;
  const key = await deviceKey(ctx.em);
  const device = trustedDeviceOf(ctx.req, key, username, env.secureCookies);
  if (device) {
    const attempt = await throttle.attemptFromDevice(username, device);
    if (attempt.failureId === undefined) return { retryAfter: attempt.retryAfter };
    return { retryAfter: 0, device, key, succeeded: () => throttle.recordDeviceSuccess(device) };
  }
  const ip = clientKeyOf(ctx.req);
  const attempt = await throttle.attempt(username, ip);
  if (attempt.failureId === undefined) return { retryAfter: attempt.retryAfter };
  return { retryAfter: 0, device: null, key, succeeded: () => throttle.recordSuccess(username, ip, attempt.failureId) };
}

// The webhooks area's public surface. The search function calls requestCompletionWebhook when a
// project reaches done; the web UI reads the log and resends; receivers use the verify helpers.
export { requestCompletionWebhook } from './completion';
export { listProjectDeliveries, listRecentDeliveries, resendWebhook } from './deliveries';
export type { DeliveryState, DeliveryView } from '@/server/schemas/webhooks';
export { abandonAttempts, runAttempt, type AttemptInput, type AttemptResult } from './attempt';
export { AUTOMATIC_ATTEMPTS, AUTOMATIC_DELIVERY, RETRY_SLEEPS } from './schedule';
export { verifyServiceSignature, verifyStandardWebhook } from './verify';

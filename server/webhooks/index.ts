// The webhooks area's public surface. The search function calls requestCompletionWebhook when a
// project reaches done; the deliver-webhook function runs the attempts; the web UI reads the log and resends.
export { requestCompletionWebhook } from './completion';
export { listProjectDeliveries, listRecentDeliveries, resendWebhook } from './deliveries';
export { abandonAttempts, runAttempt } from './attempt';
export { AUTOMATIC_ATTEMPTS, AUTOMATIC_DELIVERY, RETRY_SLEEPS } from './schedule';

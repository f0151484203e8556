import type { InngestFunction } from 'inngest';
import { deliverWebhook } from './deliver-webhook';
import { importPeople } from './import-people';
import { runMonitorFunction, scheduleMonitorsFunction } from './monitors';
import { postSlackOutcomeFunction } from './post-slack-outcome';
import { runSearchFunction } from './run-search';

/**
 * Every Inngest function the app serves. Add a function here and both modes pick it up: the
 * serve() route syncs it to an Inngest server, the embedded executor discovers it at start.
 */
export const functions: InngestFunction.Like[] = [runSearchFunction, deliverWebhook, postSlackOutcomeFunction, importPeople, scheduleMonitorsFunction, runMonitorFunction];

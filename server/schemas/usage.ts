import { z } from 'zod';

/** The usage page: credits, the monthly budget and its spend, and searches this hour. */
export const usageSummarySchema = z.object({
  creditBalance: z.number().int(),
  monthlyBudget: z.number().int().nullable(),
  spentThisMonth: z.number().int(),
  /** Start of the current UTC calendar month, the budget's period. */
  monthStart: z.date(),
  searchesThisHour: z.number().int(),
  searchesPerHour: z.number().int(),
});

export type UsageSummary = z.infer<typeof usageSummarySchema>;

import Link from 'next/link';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/components/ui/format';
import type { UsageSummary } from '@/server/schemas/usage';
import styles from './usage.module.css';

/** Rendered on the server, where monthStart is a Date; over the wire it would be an ISO string. */
type Usage = Omit<UsageSummary, 'monthStart'> & { monthStart: Date | string };

const numbers = new Intl.NumberFormat('en');
const monthName = new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' });
const dayMonth = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Credits, the month's budget and spend, and the hourly search allowance, as bars. */
export function UsagePanel({ usage: raw }: { usage: Usage }) {
  // monthSpend() can return -0 (a negated empty sum), which would print as "-0".
  const usage = { ...raw, spentThisMonth: raw.spentThisMonth + 0 };
  const start = new Date(usage.monthStart);
  const budget = usage.monthlyBudget;
  const budgetLeft = budget === null ? null : Math.max(0, budget - usage.spentThisMonth);
  const searchesLeft = Math.max(0, usage.searchesPerHour - usage.searchesThisHour);

  return (
    <div className="stack-lg">
      <div className={styles.grid}>
        <section className={`card ${styles.tile}`} aria-labelledby="credits-title">
          <h2 id="credits-title" className={styles.tileLabel}>
            Credit balance
          </h2>
          <p className={styles.big} data-testid="credit-balance">
            {numbers.format(usage.creditBalance)}
          </p>
          <p className={styles.foot}>
            {usage.creditBalance === 0 ? <span className={styles.danger}>No credits left: new searches are refused.</span> : 'credits available for new searches'}
          </p>
        </section>

        <section className={`card ${styles.tile}`} aria-labelledby="spend-title">
          <h2 id="spend-title" className={styles.tileLabel}>
            Spent in {monthName.format(start)}
          </h2>
          <p className={styles.big}>
            <span data-testid="spent-this-month">{numbers.format(usage.spentThisMonth)}</span>
            {budget !== null ? <span className={styles.of}> / {numbers.format(budget)}</span> : null}
          </p>
          {budget !== null ? (
            <>
              <Meter value={usage.spentThisMonth} max={budget} label="Monthly budget used" />
              <p className={styles.foot}>
                {budgetLeft === 0 ? (
                  <span className={styles.danger}>The monthly budget is used up.</span>
                ) : (
                  <>
                    {numbers.format(budgetLeft ?? 0)} left of the monthly budget, since {dayMonth.format(start)}
                  </>
                )}
              </p>
            </>
          ) : (
            <p className={styles.foot}>No monthly budget: spend is limited by the credit balance only.</p>
          )}
        </section>

        <section className={`card ${styles.tile}`} aria-labelledby="searches-title">
          <h2 id="searches-title" className={styles.tileLabel}>
            Searches this hour
          </h2>
          <p className={styles.big}>
            <span data-testid="searches-this-hour">{usage.searchesThisHour}</span>
            <span className={styles.of}> / {usage.searchesPerHour}</span>
          </p>
          <Meter value={usage.searchesThisHour} max={usage.searchesPerHour} label="Hourly search allowance used" />
          <p className={styles.foot}>
            {searchesLeft === 0 ? (
              <span className={styles.danger}>Allowance used: new searches wait until the oldest is an hour old.</span>
            ) : (
              `${searchesLeft} more allowed in the rolling hour, web and API together`
            )}
          </p>
        </section>
      </div>

      <section className="card" aria-labelledby="how-title">
        <div className="card-header">
          <div>
            <h2 id="how-title">How credits work</h2>
            <p>The same rules apply to every search, whether it starts in the web app or through the API.</p>
          </div>
        </div>
        <ul className={styles.rules}>
          <Rule title="One credit per person delivered">
            Each result a search returns costs one credit. A search that finds nobody, or that needs a clearer brief, costs nothing.
          </Rule>
          <Rule title="Reserved at the start, settled at the end">
            Starting a search reserves the most it could deliver (as far as the balance and budget allow). When it finishes, the unused part is
            refunded to the balance.
          </Rule>
          <Rule title="Limits">
            {budget !== null ? `Spending stops at the monthly budget of ${numbers.format(budget)} credits (UTC calendar month). ` : ''}A workspace can
            start {usage.searchesPerHour} searches per hour. Past a limit, new searches are refused with <code>429 limit_exceeded</code>.
          </Rule>
        </ul>
        <div className={styles.footer}>
          <span>Figures as of {formatDateTime(new Date())}.</span>
          <Link href="/projects">Go to projects</Link>
        </div>
      </section>
    </div>
  );
}

function Meter({ value, max, label }: { value: number; max: number; label: string }) {
  const ratio = max > 0 ? Math.min(1, value / max) : 1;
  const tone = ratio >= 1 ? styles.full : ratio >= 0.8 ? styles.high : '';
  return (
    <div className={styles.meter} role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={max} aria-valuenow={Math.min(value, max)}>
      <span className={`${styles.meterFill} ${tone}`} style={{ width: `${ratio * 100}%` }} />
    </div>
  );
}

function Rule({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li className={styles.rule}>
      <strong>{title}</strong>
      <p>{children}</p>
    </li>
  );
}

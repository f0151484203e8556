import Link from 'next/link';
import { CodeBlock } from '@/components/docs/code-block';
import { InlineText } from '@/components/docs/inline-text';
import { walkthroughSteps } from '@/components/docs/walkthrough-steps';
import { RoleBadge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { ArrowRightIcon, BookIcon, CheckIcon, KeyIcon, WebhookIcon } from '@/components/ui/icons';
import styles from './getting-started.module.css';

interface GettingStartedProps {
  workspaceName: string;
  role: string;
  credits: number;
  monthlyBudget: number | null;
  activeKeys: number;
  apiBase: string;
}

const numbers = new Intl.NumberFormat('en');

export function GettingStarted({ workspaceName, role, credits, monthlyBudget, activeKeys, apiBase }: GettingStartedProps) {
  const steps = walkthroughSteps(apiBase);
  return (
    <div className={styles.layout}>
      <div className={styles.stats}>
        <div className={`card ${styles.stat}`}>
          <span className={styles.statLabel}>Workspace</span>
          <span className={styles.statValue}>{workspaceName}</span>
          <span className={styles.statFoot}>
            You are <RoleBadge role={role} />
          </span>
        </div>
        <div className={`card ${styles.stat}`}>
          <span className={styles.statLabel}>Credits</span>
          <span className={styles.statValue}>{numbers.format(credits)}</span>
          <span className={styles.statFoot}>{monthlyBudget === null ? 'No monthly budget set' : `Monthly budget ${numbers.format(monthlyBudget)}`}</span>
        </div>
        <div className={`card ${styles.stat}`}>
          <span className={styles.statLabel}>Active API keys</span>
          <span className={styles.statValue}>{activeKeys}</span>
          <span className={styles.statFoot}>
            <Link href="/settings/api-keys">Manage keys</Link>
          </span>
        </div>
      </div>

      <div className={styles.columns}>
        <section className="card" aria-labelledby="steps-title">
          <div className="card-header">
            <div>
              <h2 id="steps-title">Your first search through the API</h2>
              <p>Four calls from your server: create a key, submit a brief, poll, fetch the results.</p>
            </div>
          </div>
          <ol className={styles.steps}>
            {steps.map((step, index) => {
              const done = step.id === 'key' && activeKeys > 0;
              return (
                <li key={step.id} className={styles.step}>
                  <span className={`${styles.stepNumber} ${done ? styles.stepDone : ''}`} aria-hidden="true">
                    {done ? <CheckIcon size={14} /> : index + 1}
                  </span>
                  <div className={styles.stepBody}>
                    <h3>
                      {step.title}
                      {done ? <span className="visually-hidden"> (done)</span> : null}
                    </h3>
                    <p>
                      <InlineText text={step.text} />
                    </p>
                    {step.id === 'key' ? (
                      <div>
                        <Link href="/settings/api-keys" className={buttonClass(done ? 'secondary' : 'primary', 'sm')}>
                          <KeyIcon size={14} />
                          {done ? 'Manage API keys' : 'Create an API key'}
                        </Link>
                      </div>
                    ) : null}
                    {step.code ? <CodeBlock code={step.code} /> : null}
                    {step.response ? <CodeBlock code={step.response} label="response" /> : null}
                  </div>
                </li>
              );
            })}
          </ol>
        </section>

        <aside className={styles.aside}>
          <Link href="/settings/api-keys#webhook-secret-title" className={`card ${styles.tile}`}>
            <span className={styles.tileIcon}>
              <WebhookIcon size={18} />
            </span>
            <span className={styles.tileText}>
              <strong>Verify webhooks</strong>
              <span>Reveal the workspace’s webhook secret and check each delivery’s signature.</span>
            </span>
            <ArrowRightIcon size={16} />
          </Link>
          <Link href="/docs/api" className={`card ${styles.tile}`}>
            <span className={styles.tileIcon}>
              <BookIcon size={18} />
            </span>
            <span className={styles.tileText}>
              <strong>API reference</strong>
              <span>Every endpoint, its parameters, responses, errors and limits.</span>
            </span>
            <ArrowRightIcon size={16} />
          </Link>
          <div className={`card ${styles.note}`}>
            <strong>Keys are secrets</strong>
            <p>Call the API from your server only, never from a browser or mobile app. A leaked key can be revoked at once.</p>
          </div>
        </aside>
      </div>
    </div>
  );
}

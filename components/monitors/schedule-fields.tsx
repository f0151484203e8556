'use client';

import { useId } from 'react';
import styles from './monitors.module.css';
import { useTimeZoneNames } from './time-zones';

export type ScheduleKind = 'daily' | 'weekly' | 'cron';

const KIND_LABELS: Record<ScheduleKind, string> = { daily: 'Daily', weekly: 'Weekly', cron: 'Custom (cron)' };
const KIND_HINTS: Record<ScheduleKind, string> = {
  daily: 'Every day at the time of day you create it.',
  weekly: 'Every week on the weekday and at the time you create it.',
  cron: 'Your own schedule, at most once an hour.',
};

/** Radio buttons for how often a monitor runs. */
export function ScheduleChoice({ value, onChange, kinds = ['daily', 'weekly', 'cron'] }: { value: ScheduleKind; onChange: (kind: ScheduleKind) => void; kinds?: ScheduleKind[] }) {
  const name = useId();
  return (
    <fieldset className={styles.choice}>
      <legend className="field-label">Schedule</legend>
      <div className={styles.choiceOptions}>
        {kinds.map((kind) => (
          <label key={kind} className={`${styles.choiceOption} ${value === kind ? styles.choiceChecked : ''}`}>
            <input type="radio" name={name} value={kind} checked={value === kind} onChange={() => onChange(kind)} />
            {KIND_LABELS[kind]}
          </label>
        ))}
      </div>
      <p className="field-hint">{KIND_HINTS[value]}</p>
    </fieldset>
  );
}

/** The IANA time zone the schedule is read in; the browser's list once it is known. */
export function TimeZoneField({ value, onChange }: { value: string; onChange: (timezone: string) => void }) {
  const id = useId();
  const zones = useTimeZoneNames();
  const options = zones.includes(value) ? zones : [value, ...zones];
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        Time zone
      </label>
      <select id={id} className="select" value={value} onChange={(event) => onChange(event.target.value)} aria-describedby={`${id}-hint`}>
        {options.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </select>
      <p className="field-hint" id={`${id}-hint`}>
        The schedule&rsquo;s clock, daylight saving time included.
      </p>
    </div>
  );
}

// How people work, in the six languages of briefs; read by interpret/extract-work-arrangements.ts.

/**
 * How people work, which their own profile may say ("Freelance Copywriter", "Interim CFO",
 * "freelancer" in a headline): a topic matched on the person's words in any of these spellings,
 * `unknown` where they do not say it.
 */
export const WORK_ARRANGEMENTS: ReadonlyArray<readonly [label: string, phrases: readonly string[]]> = [
  ['freelance', [
    'freelance', 'freelancer', 'freelancing', 'self-employed', 'freela', 'freelas', 'autônomo', 'autónomo', 'selbstständig',
    'selbständig', 'zzp', "zzp'er", 'zzper',
  ]],
  ['interim', ['interim', 'intérim', 'interino', 'interina', 'intérimaire']],
];

/** Working from anywhere, in the briefs' languages (folded): where the work is done, which no profile says. */
export const REMOTE_WORDS: ReadonlySet<string> = new Set(['remote', 'remotely', 'remoto', 'remota', 'teletrabajo', 'teletravail']);

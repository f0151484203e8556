import type { ComponentType } from 'react';
import { BookIcon, ChatIcon, FolderSearchIcon, GaugeIcon, KeyIcon, RadarIcon, RocketIcon, UsersIcon, WebhookIcon } from '@/components/ui/icons';

/** Where a signed-in user lands. */
export const HOME_PATH = '/projects';
/** Where a new account lands: the steps from a first key to a first search. */
export const ONBOARDING_PATH = '/getting-started';

interface NavItem {
  href: string;
  label: string;
  icon: ComponentType<{ size?: number }>;
  /** Sidebar group heading; items keep their array order within a group. */
  section: 'Workspace' | 'Settings' | 'Developers';
  /** Also active for these path prefixes (e.g. a section's sub-pages). */
  matches?: string[];
}

// Add a page to the app by adding one entry here (e.g. { href: '/projects', section: 'Workspace', … }).
export const NAV_ITEMS: NavItem[] = [
  { href: '/projects', label: 'Projects', icon: FolderSearchIcon, section: 'Workspace' },
  { href: '/monitors', label: 'Monitors', icon: RadarIcon, section: 'Workspace' },
  { href: '/people', label: 'People', icon: UsersIcon, section: 'Workspace' },
  { href: '/usage', label: 'Usage', icon: GaugeIcon, section: 'Workspace' },
  { href: '/getting-started', label: 'Getting started', icon: RocketIcon, section: 'Workspace' },
  { href: '/settings/api-keys', label: 'API keys & webhooks', icon: KeyIcon, section: 'Settings' },
  { href: '/settings/webhooks', label: 'Webhook deliveries', icon: WebhookIcon, section: 'Settings' },
  { href: '/settings/members', label: 'Members', icon: UsersIcon, section: 'Settings' },
  { href: '/settings/slack', label: 'Slack', icon: ChatIcon, section: 'Settings' },
  { href: '/docs/api', label: 'API reference', icon: BookIcon, section: 'Developers' },
];

export const NAV_SECTIONS: NavItem['section'][] = ['Workspace', 'Settings', 'Developers'];

export function isActive(item: NavItem, pathname: string): boolean {
  return [item.href, ...(item.matches ?? [])].some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** Only same-site paths are followed after sign-in, never another origin. */
export function safeRedirectPath(value: string | string[] | undefined): string {
  const path = Array.isArray(value) ? value[0] : value;
  return path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : HOME_PATH;
}

import type { SocialLink } from '@rspress/core';

const KNOWN: Record<string, string> = {
  github: 'GitHub',
  gitlab: 'GitLab',
  discord: 'Discord',
  x: 'X',
  twitter: 'Twitter',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  npm: 'npm',
  bluesky: 'Bluesky',
};

/** What a social link is called: its site's name for the icons Rspress ships, else its host. */
export function socialLinkName(link: Pick<SocialLink, 'icon' | 'content'>): string {
  if (typeof link.icon === 'string' && KNOWN[link.icon]) return KNOWN[link.icon] as string;
  try {
    return new URL(link.content).hostname.replace(/^www\./, '');
  } catch {
    return typeof link.icon === 'string' ? link.icon : link.content;
  }
}

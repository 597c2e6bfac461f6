import type { TFunction } from 'i18next';
import { loadLocales } from '@/lib/i18n.ts';

await loadLocales('components/outbox-warning');

/** 45 s, 12 min, 3 h 5 min, 2 d 4 h: how long, in the words of the outbox's warnings and screen. */
export function outboxDuration(t: TFunction, seconds: number): string {
  if (seconds < 60) return t('outboxWarning.duration.seconds', { count: seconds });
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return t('outboxWarning.duration.minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('outboxWarning.duration.hours', { count: hours, minutes: minutes % 60 });
  return t('outboxWarning.duration.days', { count: Math.floor(hours / 24), hours: hours % 24 });
}

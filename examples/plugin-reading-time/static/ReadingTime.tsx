import { useI18n, usePage } from '@rspress/core/runtime';

interface ReadingTimeData {
  words: number;
  minutes: number;
}

function isReadingTime(value: unknown): value is ReadingTimeData {
  return typeof value === 'object' && value !== null && 'minutes' in value && 'words' in value;
}

/** A global MDX component: its file name, ReadingTime.tsx, makes the tag `<ReadingTime />`. */
export default function ReadingTime() {
  const { page } = usePage();
  const t = useI18n<{ readingTime: string }>();
  const data = page.readingTime;
  if (!isReadingTime(data)) return null;
  return (
    <p className="reading-time">
      {t('readingTime', { minutes: String(data.minutes), words: String(data.words) })}
    </p>
  );
}

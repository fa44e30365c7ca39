import { formatDate, relativeTime } from '../format/relative-time';
import { useHydrated } from 'shared-ui/contract';

/**
 * When something happened, "3 days ago", with the full date as its title. A page rendered on the
 * server shows the date itself until the browser has taken it over: "how long ago" depends on
 * when it is read, and the server's render and the browser's first one must agree.
 */
export function RelativeTime({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  return (
    <time dateTime={iso} title={formatDate(iso)}>
      {hydrated ? relativeTime(iso) : formatDate(iso)}
    </time>
  );
}

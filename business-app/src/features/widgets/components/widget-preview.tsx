import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';

declare global {
  interface Window {
    TrustReviews?: { load: (scope?: Element | Document) => Promise<unknown> };
  }
}

let scriptLoading: Promise<void> | undefined;
/** Loads the real /widget.js once, as a third-party page would. */
function loadWidgetScript(): Promise<void> {
  if (window.TrustReviews) return Promise.resolve();
  scriptLoading ??= new Promise<void>((resolve, reject) => {
    const s = Object.assign(document.createElement('script'), { src: '/widget.js', async: true });
    s.onload = () => resolve();
    s.onerror = () => {
      scriptLoading = undefined;
      reject(new Error('widget.js did not load'));
    };
    document.head.append(s);
  });
  return scriptLoading;
}

/** A live preview: the snippet's own markup, rendered by the real script (re-scanned on change). */
export function WidgetPreview({ companyId, template, theme, fallbackHref }: { companyId: string; template: string; theme: string; fallbackHref: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const host = box.current;
    if (!host) return;
    // A new element each time: a shadow root cannot be detached, so a changed snippet starts fresh.
    const widget = document.createElement('div');
    widget.setAttribute('data-review-widget', '');
    widget.setAttribute('data-company-id', companyId);
    widget.setAttribute('data-template', template);
    widget.setAttribute('data-theme', theme);
    const a = Object.assign(document.createElement('a'), { href: fallbackHref, textContent: 'Read our reviews' });
    widget.append(a);
    host.replaceChildren(widget);
    loadWidgetScript()
      .then(() => window.TrustReviews!.load(widget))
      .then(() => setFailed(false))
      .catch(() => setFailed(true));
  }, [companyId, template, theme, fallbackHref]);
  return (
    <Box sx={{ p: 3, borderRadius: 1, bgcolor: theme === 'dark' ? '#0d0f12' : '#f4f5f7' }}>
      <div ref={box} data-testid="widget-preview" />
      {failed && <p role="alert">The preview could not load the widget script.</p>}
    </Box>
  );
}

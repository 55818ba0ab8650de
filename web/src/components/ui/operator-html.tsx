import { useMemo } from 'react';
import { useBrowserValue } from '../../lib/browser-value.ts';
import { operatorMarkup } from './operator-markup.ts';

/**
 * Operator HTML (inbox, notice, popup, promotion, help): sanitised by the BFF and passed once
 * more through operatorMarkup here, so it never carries an id or name, a form, or a link that
 * could replace the app (operator-markup.ts). That pass needs a DOM: a server-rendered page
 * (issue 28) carries the element empty and the browser fills it right after hydrating.
 */
export function OperatorHtml({
  html,
  className,
  id,
  hidden,
}: {
  html: string;
  className: string;
  id?: string;
  hidden?: boolean;
}) {
  const inBrowser = useBrowserValue(() => true, false);
  const markup = useMemo(() => (inBrowser ? operatorMarkup(html) : ''), [html, inBrowser]);
  return (
    <div
      id={id}
      className={className}
      hidden={hidden}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}

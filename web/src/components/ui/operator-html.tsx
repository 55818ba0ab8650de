import { useMemo } from 'react';
import { operatorMarkup } from './operator-markup.ts';

/**
 * Operator HTML (inbox, notice, popup, promotion, help): sanitised by the BFF and passed once
 * more through operatorMarkup here, so it never carries an id or name, a form, or a link that
 * could replace the app (operator-markup.ts).
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
  const markup = useMemo(() => operatorMarkup(html), [html]);
  return (
    <div
      id={id}
      className={className}
      hidden={hidden}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}

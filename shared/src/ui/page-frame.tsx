import type { ReactNode } from 'react';

import type { PageHead, PageNote } from '../config/routes/route-manifest';
import { Link } from '@bbt/shared/router';
import { Icon } from './display/icons';

interface HeadFields {
  title: string;
  /** A string is one paragraph. */
  intro?: ReactNode;
  /** A highlighted summary under the intro. */
  note?: PageNote;
  /** Staff pages: wider, because staff work with tables on desktop screens. */
  wide?: boolean;
  /** A link above the h1 back to another page. */
  back?: PageHead['back'];
}

/**
 * Either the head's fields one by one, or `head`: a page's head in the route manifest (`ROUTES`), rendered exactly as the
 * shell prerenders it (title, intro, note and width together, so none can be left out).
 */
export type PageFrameProps = (
  | (HeadFields & { head?: never })
  | { head: PageHead; title?: never; intro?: never; note?: never; wide?: never; back?: never }
) & { children?: ReactNode };

/**
 * The frame of a route-level page: one h1 per page, readable width, consistent spacing. Its head
 * (title, intro, note) is styled by the global stylesheet, so the shell's prerendered first paint
 * of a page (its head in `ROUTES`) looks exactly like the page its remote renders.
 */
export function PageFrame(props: PageFrameProps) {
  const { title, intro, note, wide = false, back }: HeadFields = props.head ?? props;
  return (
    <div className={wide ? 'page page--wide' : 'container page'}>
      {back && (
        <Link to={back.to} className="page__back">
          <Icon name="chevronLeft" size={18} /> {back.label}
        </Link>
      )}
      <h1 className="page__title">{title}</h1>
      {intro && (
        <div className="page__intro">{typeof intro === 'string' ? <p>{intro}</p> : intro}</div>
      )}
      {note && (
        <div className="page__note" role="note" aria-label={note.label}>
          <p>
            <strong>{note.label}:</strong> {note.text}
          </p>
        </div>
      )}
      {props.children}
    </div>
  );
}

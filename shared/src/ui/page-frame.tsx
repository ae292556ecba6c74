import type { ReactNode } from 'react';

import type { PageNote } from '../config/page-heads';

export interface PageFrameProps {
  title: string;
  /** A string is one paragraph. */
  intro?: ReactNode;
  /** A highlighted summary under the intro. */
  note?: PageNote;
  /** Staff pages: wider, because staff work with tables on desktop screens. */
  wide?: boolean;
  children?: ReactNode;
}

/**
 * The frame of a route-level page: one h1 per page, readable width, consistent spacing. Its head
 * (title, intro, note) is styled by the global stylesheet, so the shell's prerendered first paint
 * of a page (`PAGE_HEADS`) looks exactly like the page its remote renders.
 */
export function PageFrame({ title, intro, note, wide = false, children }: PageFrameProps) {
  return (
    <div className={wide ? 'page page--wide' : 'container page'}>
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
      {children}
    </div>
  );
}
